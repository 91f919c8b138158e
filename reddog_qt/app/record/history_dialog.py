"""Game > Hand History: every hand filed under its Slip ID, with the new games and table changes between them.

Hands are grouped under their Slip ID (the Bet ID rounded down to the hundred), newest
first; each group opens to its hands. A row marks each New Game (the bankroll reset) and
each change of table, exactly where it happened between two Bet IDs. The hands can be
filtered by table and by date; the selected hand's cards are drawn small below; Export
to CSV writes the whole history (:mod:`reddog_qt.record.history_csv`).

The history is never read whole: the tree shows a :class:`~reddog_qt.app.record.history_model.HistoryModel`,
whose groups come from pages of Bet IDs and results (:mod:`reddog_qt.record.history_query`:
newest first, the table and the days filtered in SQL), fetched as the player scrolls down; a
group's hands are read and checked when it is opened. The summary line, the tables and the days the
filters offer come from a count of the whole history in SQL, made a step at a time between frames on
a long history.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Sequence
from datetime import date, datetime, time, timedelta
from pathlib import Path

from PySide6.QtCore import (
    QDate,
    QModelIndex,
    QPersistentModelIndex,
    QRectF,
    QSignalBlocker,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QColor, QFont, QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QToolButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from reddog_qt.app.felt.items import svg
from reddog_qt.app.record.chain_value import chain_of, chain_row
from reddog_qt.app.record.history_model import ROLE, HistoryModel, marker_line
from reddog_qt.app.texts import history_texts
from reddog_qt.app.texts.history_texts import COLUMNS, seal_text, summary_text
from reddog_qt.app.texts.language import credits
from reddog_qt.app.texts.rules_texts import preset_title
from reddog_qt.app.texts.sentence import sentence_text
from reddog_qt.app.widgets import named, open_save_dialog, resize_to_fit
from reddog_qt.engine import Card, Rules
from reddog_qt.engine.errors import InvalidRulesError
from reddog_qt.profile import ProfileError
from reddog_qt.profile.figures import Figures
from reddog_qt.profile.ledger import Ledger
from reddog_qt.profile.rows import HandRecord
from reddog_qt.profile.settings import CUSTOM_PREFIX
from reddog_qt.profile.values import parse_time
from reddog_qt.record.history_csv import ExportRefusedError, export_history
from reddog_qt.record.history_query import HistoryCount, HistoryFilter, Marker, julian_to_datetime, place_markers

log = logging.getLogger(__name__)


def table_title(rules_name: str) -> str:
    """A table's name as the player knows it."""
    try:
        return preset_title(rules_name) or Rules.preset(rules_name).title
    except InvalidRulesError:
        return rules_name.removeprefix(CUSTOM_PREFIX)  # a table of the player's own: its title


def _local_day(moment: datetime) -> date:
    return moment.astimezone().date()


def _qdate(day: date) -> QDate:
    return QDate(day.year, day.month, day.day)


def _day(day: QDate) -> date:
    return date(day.year(), day.month(), day.day())


def _local_midnight(day: date) -> datetime:
    """The start of ``day`` on the player's clock, as an aware time."""
    return datetime.combine(day, time()).astimezone()


def _hand_cells(record: HandRecord) -> list[str]:
    return [str(record.bet_id), history_texts.when_text(record.settled_at or record.opened_at),
            table_title(record.rules_name), " ".join(str(card) for card in record.cards),
            history_texts.spread_text(record), credits(record.wager),
            credits(record.raised) if record.raised else "-", history_texts.result_text(record),
            "" if record.balance_after is None else credits(record.balance_after), history_texts.decision_text(record)]


class SmallCards(QWidget):
    """The selected hand's cards, drawn small from the table's card art."""

    CARD_HEIGHT = 84

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("history_cards_view")
        self.cards: tuple[Card, ...] = ()
        self.setMinimumHeight(self.CARD_HEIGHT + 12)

    def set_cards(self, cards: tuple[Card, ...]) -> None:
        """Show these cards (none: an empty strip)."""
        self.cards = tuple(cards)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(4 * self.CARD_HEIGHT, self.CARD_HEIGHT + 12)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#0f5a32"))
        height = self.CARD_HEIGHT
        width = height * 140 / 196
        x = 10.0
        for card in self.cards:
            rect = QRectF(x, 6, width, height)
            svg("cards", f"{card.code}.svg").render(painter, rect)
            x += width + 8
        if not self.cards:
            painter.setPen(QColor("#cfe8d6"))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, history_texts.select_a_hand())
        painter.end()


class HandHistoryDialog(QDialog):
    """The history tree, its filters, the selected hand's cards and Export to CSV (see the module docstring)."""

    #: Replay was asked for the selected finished hand (its :class:`HandRecord`); the dialog closes.
    replay_requested = Signal(object)

    def __init__(self, ledger: Ledger, parent: QWidget | None = None, current_rules: Rules | None = None,
                 profile_folders: Sequence[Path] = ()) -> None:
        super().__init__(parent)
        self.setObjectName("hand_history_dialog")
        self.setWindowTitle(history_texts.title())
        resize_to_fit(self, 980, 560)
        self._ledger = ledger
        self._read = ledger.store.read
        self._profile_folders = tuple(profile_folders)  # an export never lands among the player's files
        self._selected: HandRecord | None = None
        self._markers = place_markers(self._read, ledger.bankroll_events(), ledger.table_events(), ledger.next_bet_id)
        self._count = HistoryCount(self._read)
        counted = self._count.short
        while counted and not self._count.step():
            pass

        self.summary = named(QLabel(""), "history_summary_label")
        self.table_filter = named(QComboBox(), "history_table_filter")
        self.table_filter.addItem(history_texts.all_tables(), "")
        self._current_table = current_rules.name if current_rules else None
        first_day, last_day = self._days()
        self.from_date = named(QDateEdit(_qdate(first_day)), "history_from_date")
        self.to_date = named(QDateEdit(_qdate(max(last_day, date.today()))), "history_to_date")
        self._show_count()
        for edit in (self.from_date, self.to_date):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat(history_texts.date_format())
        from_name, to_name = history_texts.date_filter_names()
        self.from_date.setAccessibleName(from_name)
        self.to_date.setAccessibleName(to_name)
        table_caption, from_caption, to_caption = history_texts.filter_captions()
        table_label = QLabel(table_caption)
        table_label.setBuddy(self.table_filter)
        filters = QHBoxLayout()
        filters.addWidget(table_label)
        filters.addWidget(self.table_filter)
        filters.addSpacing(12)
        filters.addWidget(QLabel(from_caption))
        filters.addWidget(self.from_date)
        filters.addWidget(QLabel(to_caption))
        filters.addWidget(self.to_date)
        filters.addStretch(1)

        self.model = HistoryModel(self._read, _hand_cells, lambda marker: marker_line(marker, table_title),
                                  ledger.hand, self)  # a row that cannot be trusted: read through the ledger, set aside
        self.tree = named(QTreeView(), "history_tree")
        self.tree.setAccessibleName(history_texts.tree_name())
        self.tree.setModel(self.model)
        self.tree.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.tree.setAlternatingRowColors(True)
        self.tree.setUniformRowHeights(True)
        header = self.tree.header()
        # Widths from the header and the first rows, once (_fit_columns): sizing to every row writes every row.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(COLUMNS.index("Cards"), QHeaderView.ResizeMode.Stretch)
        self.cards_view = SmallCards()
        self.seal_label = named(QLabel(""), "history_seal_label")
        self.seal_label.setWordWrap(True)
        # Tab reaches the fingerprint and seed of the selected hand (a reader reads it there, and may copy it).
        self.seal_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                                | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.seal_label.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # until a hand is chosen (_show_cards)

        export_text, export_tip = history_texts.export_action()
        self.export_action = named(QAction(export_text, self), "history_export_action")
        self.export_action.setToolTip(export_tip)
        self.export_action.triggered.connect(self.choose_export_file)
        export_button = named(QToolButton(), "history_export_button")
        export_button.setDefaultAction(self.export_action)
        export_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.export_status = named(QLabel(""), "history_export_status")
        self.export_dialog: QFileDialog | None = None
        replay_text, replay_tip = history_texts.replay_button()
        self.replay_button = named(QPushButton(replay_text), "history_replay_button")
        self.replay_button.setToolTip(replay_tip)
        self.replay_button.setEnabled(False)
        self.replay_button.clicked.connect(self.replay_selected)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(export_button)
        bottom.addWidget(self.export_status, 1)
        bottom.addWidget(self.replay_button)
        bottom.addWidget(buttons)

        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addLayout(filters)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.cards_view)
        layout.addWidget(self.seal_label)
        chain, self.chain_field = chain_row(chain_of(ledger))
        layout.addLayout(chain)
        layout.addLayout(bottom)

        self.table_filter.currentIndexChanged.connect(self.refill)
        self.from_date.dateChanged.connect(self.refill)
        self.to_date.dateChanged.connect(self.refill)
        self.tree.selectionModel().currentChanged.connect(self._show_cards)
        self.model.rowsInserted.connect(self._span_markers)
        self._counter = QTimer(self)
        self._counter.setInterval(1)
        self._counter.timeout.connect(self._count_on)
        self._started = counted
        self.refill()
        self._fit_columns()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Once the dialog is first painted, the count of a long history goes on (between frames)."""
        super().paintEvent(event)
        if not self._started:
            self._started = True
            QTimer.singleShot(0, self._counter.start)

    # --- the whole history, counted --------------------------------------------------------

    def _days(self) -> tuple[date, date]:
        """The first and last day of the history as far as it is counted (the newest and oldest hands and every
        marker until the count is done)."""
        summary = self._count.summary
        moments = [m.time for m in self._markers]
        if summary.first is not None and summary.last is not None:
            moments += [julian_to_datetime(summary.first), julian_to_datetime(summary.last)]
        if not self._count.done:
            for order in ("ASC", "DESC"):
                for (moment,) in self._read(f"SELECT coalesce(settled_at, opened_at) FROM hands "
                                            f"ORDER BY bet_id {order} LIMIT 1", ()):
                    with contextlib.suppress(ValueError):  # a damaged time: the count finds the days anyway
                        moments.append(parse_time(moment))
        days = [_local_day(moment) for moment in moments] or [date.today()]
        return min(days), max(days)

    def _count_on(self) -> None:
        if self._count.step():
            self._counter.stop()
            self._show_count()
            first, last = self._days()
            # Hands dated before the first day offered (a clock that was wrong): the filter shows them too.
            if _qdate(first) < self.from_date.date():
                self.from_date.setDate(_qdate(first))
            if _qdate(last) > self.to_date.date():
                self.to_date.setDate(_qdate(last))

    @property
    def counted(self) -> bool:
        """True once the whole history is counted (the summary, every table in the filter)."""
        return self._count.done

    def _show_count(self) -> None:
        """The summary line and the tables to filter by, as far as the history is counted."""
        summary = self._count.summary
        if not self._count.done:
            self.summary.setText(history_texts.counting())
        elif summary.tables:
            self.summary.setText(summary_text(Figures(hands=summary.hands, net=summary.net, wagered=summary.wagered)))
        else:
            self.summary.setText(history_texts.no_hands_yet())
        names = summary.tables | ({self._current_table} if self._current_table else set())
        shown = {self.table_filter.itemData(i) for i in range(1, self.table_filter.count())}
        # The table chosen stays chosen as names come in before it: no signal, the tree is not made again.
        with QSignalBlocker(self.table_filter):
            for name in sorted(names - shown):
                later = next((i for i in range(1, self.table_filter.count())
                              if self.table_filter.itemData(i) > name), self.table_filter.count())
                self.table_filter.insertItem(later, table_title(name), name)

    # --- the tree ---------------------------------------------------------------

    def _filter(self) -> HistoryFilter:
        first, last = _day(self.from_date.date()), _day(self.to_date.date())
        return HistoryFilter(self.table_filter.currentData() or "", _local_midnight(first),
                             _local_midnight(last + timedelta(days=1)))

    def _shows_marker(self, marker: Marker) -> bool:
        shown = self._shown
        day = _local_day(marker.time)
        if not _day(self.from_date.date()) <= day <= _day(self.to_date.date()):
            return False
        return not (shown.rules_name and marker.table is not None and marker.table.rules_name != shown.rules_name)

    def refill(self) -> None:
        """Show the rows the filters let through, grouped by Slip ID; the newest slip open."""
        self._shown = self._filter()
        self.model.show(self._shown, [m for m in self._markers if self._shows_marker(m)])
        self.model.fetchMore(QModelIndex())
        newest = self.model.index(0, 0)
        if newest.isValid():
            self.model.fetchMore(newest)  # its first hands, now: the columns are fitted to them
            self.tree.expand(newest)

    def _fit_columns(self) -> None:
        """Each column as wide as its header and the rows read so far (the newest group's first), once."""
        newest = self.model.index(0, 0)
        shown = [newest] + [self.model.index(row, 0, newest) for row in range(self.model.rowCount(newest))]
        shown = [index for index in shown if index.isValid() and not isinstance(self.model.row_at(index), Marker)]
        metrics = self.tree.fontMetrics()
        header = self.tree.header()
        bold = QFont(self.tree.font())
        bold.setBold(True)
        for column, title in enumerate(history_texts.column_headers()):
            if column == COLUMNS.index("Cards"):
                continue
            texts = [str(index.siblingAtColumn(column).data() or "") for index in shown]
            widest = max((metrics.horizontalAdvance(text) for text in texts), default=0)
            if column == 0:  # the slip's number is bold, and the tree indents the hands
                widest = max(widest, QFontMetrics(bold).horizontalAdvance(texts[0] if texts else "")) \
                    + self.tree.indentation()
            header.resizeSection(column, max(widest, header.fontMetrics().horizontalAdvance(title)) + 24)

    def _span_markers(self, parent: QModelIndex, first: int, last: int) -> None:
        """A marker is one line across the whole row: between hands, not a hand."""
        if parent.isValid():
            for row in range(first, last + 1):
                if isinstance(self.model.row_at(self.model.index(row, 0, parent)), Marker):
                    self.tree.setFirstColumnSpanned(row, parent, True)

    def _show_cards(self, current: QModelIndex | QPersistentModelIndex,
                    _previous: QModelIndex | QPersistentModelIndex | None = None) -> None:
        row = self.model.row_at(current)
        record = row if isinstance(row, HandRecord) else None
        self.cards_view.set_cards(record.cards if record is not None else ())
        self.seal_label.setText(seal_text(record) if record is not None else "")
        # Tab stops at the fingerprint while a hand is chosen (an empty stop would say nothing).
        self.seal_label.setFocusPolicy(Qt.FocusPolicy.StrongFocus if record is not None else Qt.FocusPolicy.NoFocus)
        self.replay_button.setEnabled(record is not None and record.net is not None)
        self._selected = record

    def replay_selected(self) -> None:
        """Replay the selected finished hand on the table (the dialog closes)."""
        record = self._selected
        if record is None or record.net is None:
            return
        self.replay_requested.emit(record)
        self.accept()

    # --- queries for the player's eyes (and tests) -------------------------------------------

    def slip_items(self) -> list[QModelIndex]:
        """The Slip ID groups fetched so far, newest first (more are fetched as the player scrolls down)."""
        return [self.model.index(row, 0) for row in range(self.model.rowCount())]

    def rows_of(self, slip: QModelIndex) -> list[tuple[str, int]]:
        """Every row of one group (read now if need be), newest first, as (kind, Bet ID or position)."""
        while self.model.canFetchMore(slip):
            self.model.fetchMore(slip)
        return [self.model.index(row, 0, slip).data(ROLE) for row in range(self.model.rowCount(slip))]

    # --- export ------------------------------------------------------------------------

    def choose_export_file(self) -> QFileDialog:
        """Ask where to write the CSV (a window-modal file dialog), then write it."""
        dialog = open_save_dialog(self, history_texts.export_title(), "history_export_file_dialog",
                                  history_texts.csv_files(), "reddog-history", "csv", self.export_to)
        self.export_dialog = dialog
        return dialog

    def export_to(self, path: Path) -> bool:
        """Write the CSV to ``path``; say what was written, or why nothing was."""
        try:
            result = export_history(self._ledger, path, profile_folders=self._profile_folders)
        except ExportRefusedError as problem:
            log.warning("history export to %s refused: %s", path, problem)
            message = sentence_text(problem)
            self.export_status.setText(message)
            QMessageBox.warning(self, history_texts.export_title(), message)
            return False
        except (OSError, ProfileError) as problem:
            log.error("history export to %s failed: %s", path, problem)
            reason = getattr(problem, "strerror", None) or sentence_text(problem)
            message = history_texts.export_failed(str(path), reason)
            self.export_status.setText(message)
            QMessageBox.warning(self, history_texts.export_title(), message)
            return False
        self.export_status.setText(history_texts.exported(result.hands, path.name, result.skipped))
        return True


__all__ = ["COLUMNS", "HandHistoryDialog", "SmallCards", "seal_text", "summary_text", "table_title"]
