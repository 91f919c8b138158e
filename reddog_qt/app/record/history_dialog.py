"""Game > Hand History: every hand filed under its Slip ID, with the new games and table changes between them.

Hands are grouped under their Slip ID (the Bet ID rounded down to the hundred), newest
first; each group opens to its hands. A row marks each New Game (the bankroll reset) and
each change of table, exactly where it happened between two Bet IDs. The hands can be
filtered by table and by date; the selected hand's cards are drawn small below; Export
to CSV writes the whole history (:mod:`reddog_qt.profile.history_csv`).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path

from PySide6.QtCore import QDate, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QAction, QColor, QPainter, QPaintEvent
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
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from reddog_qt.app.felt.items import svg
from reddog_qt.app.texts import history_texts
from reddog_qt.app.texts.engine_texts import error_text
from reddog_qt.app.texts.history_texts import COLUMNS, seal_text, summary_text
from reddog_qt.app.texts.language import credits, signed_credits
from reddog_qt.app.texts.rules_texts import preset_title
from reddog_qt.app.widgets import named, open_save_dialog, resize_to_fit
from reddog_qt.engine import Card, Rules
from reddog_qt.engine.errors import InvalidRulesError
from reddog_qt.profile import ProfileError
from reddog_qt.profile.events import TableEvent
from reddog_qt.profile.history_csv import ExportRefusedError, export_history
from reddog_qt.profile.ledger import BankrollEvent, HandRecord, Ledger
from reddog_qt.profile.settings import CUSTOM_PREFIX

log = logging.getLogger(__name__)

#: Where each row keeps what it shows (hands: the record; markers: the event).
ROLE = Qt.ItemDataRole.UserRole


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


@dataclass(frozen=True)
class _Entry:
    """One row of the history: a hand, or a marker placed just before the hand ``position``."""

    position: int
    order: int  # 1 for a hand, 0 for a marker (it happened before the hand of the same position)
    time: datetime
    record: HandRecord | None = None
    new_game: BankrollEvent | None = None
    table: TableEvent | None = None

    @property
    def slip_id(self) -> int:
        return self.position // 100 * 100


def _entries(records: list[HandRecord], new_games: list[BankrollEvent], tables: list[TableEvent],
             next_bet_id: int) -> list[_Entry]:
    """Hands and markers, newest first; a marker without a Bet ID is placed by its time."""
    by_time = sorted(records, key=lambda r: r.opened_at)

    def position(bet_id: int | None, moment: datetime) -> int:
        if bet_id is not None:
            return bet_id
        later = next((r.bet_id for r in by_time if r.opened_at >= moment), None)
        return next_bet_id if later is None else later

    entries = [_Entry(r.bet_id, 1, r.settled_at or r.opened_at, record=r) for r in records]
    entries += [_Entry(position(e.next_bet_id, e.time), 0, e.time, new_game=e) for e in new_games]
    entries += [_Entry(position(e.next_bet_id, e.time), 0, e.time, table=e) for e in tables if e.kind == "table"]
    entries.sort(key=lambda e: (e.position, e.order, e.time), reverse=True)
    return entries


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

    def __init__(self, ledger: Ledger, parent: QWidget | None = None, limit: int | None = None,
                 current_rules: Rules | None = None, profile_folders: Sequence[Path] = ()) -> None:
        super().__init__(parent)
        self.setObjectName("hand_history_dialog")
        self.setWindowTitle(history_texts.title())
        resize_to_fit(self, 980, 560)
        self._ledger = ledger
        self._profile_folders = tuple(profile_folders)  # an export never lands among the player's files
        self._records = ledger.history(limit)
        self._by_bet_id = {record.bet_id: record for record in self._records}
        self._selected: HandRecord | None = None
        self._entries = _entries(self._records, ledger.bankroll_events(), ledger.table_events(), ledger.next_bet_id)

        self.summary = named(QLabel(summary_text(ledger.totals()) if self._records else history_texts.no_hands_yet()),
                             "history_summary_label")
        self.table_filter = named(QComboBox(), "history_table_filter")
        self.table_filter.addItem(history_texts.all_tables(), "")
        names = sorted({r.rules_name for r in self._records} | ({current_rules.name} if current_rules else set()))
        for name in names:
            self.table_filter.addItem(table_title(name), name)
        days = [_local_day(e.time) for e in self._entries] or [date.today()]
        self.from_date = named(QDateEdit(_qdate(min(days))), "history_from_date")
        self.to_date = named(QDateEdit(_qdate(max(*days, date.today()))), "history_to_date")
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

        self.tree = named(QTreeWidget(), "history_tree")
        self.tree.setAccessibleName(history_texts.tree_name())
        self.tree.setColumnCount(len(COLUMNS))
        self.tree.setHeaderLabels(history_texts.column_headers())
        self.tree.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.tree.setAlternatingRowColors(True)
        self.tree.setUniformRowHeights(True)
        header = self.tree.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COLUMNS.index("Cards"), QHeaderView.ResizeMode.Stretch)
        self.cards_view = SmallCards()
        self.seal_label = named(QLabel(""), "history_seal_label")
        self.seal_label.setWordWrap(True)
        self.seal_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

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
        layout.addLayout(bottom)

        self.table_filter.currentIndexChanged.connect(self.refill)
        self.from_date.dateChanged.connect(self.refill)
        self.to_date.dateChanged.connect(self.refill)
        self.tree.currentItemChanged.connect(self._show_cards)
        self.tree.itemExpanded.connect(self._fill)
        self.refill()

    # --- the tree ---------------------------------------------------------------

    def refill(self) -> None:
        """Show the rows the filters let through, grouped by Slip ID; the newest slip open."""
        self.tree.clear()
        self._pending: dict[int, list[_Entry]] = {}
        table = self.table_filter.currentData() or ""
        first, last = _day(self.from_date.date()), _day(self.to_date.date())
        groups: dict[int, QTreeWidgetItem] = {}
        counts: dict[int, tuple[int, int]] = {}
        for entry in self._entries:
            if not first <= _local_day(entry.time) <= last:
                continue
            if table and entry.record is not None and entry.record.rules_name != table:
                continue
            if table and entry.table is not None and entry.table.rules_name != table:
                continue
            group = groups.get(entry.slip_id)
            if group is None:
                group = QTreeWidgetItem(self.tree, [str(entry.slip_id)])
                group.setData(0, ROLE, ("slip", entry.slip_id))
                font = group.font(0)
                font.setBold(True)
                group.setFont(0, font)
                # The rows are made when the group is first opened: a long history opens at once.
                group.setChildIndicatorPolicy(QTreeWidgetItem.ChildIndicatorPolicy.ShowIndicator)
                groups[entry.slip_id] = group
                self._pending[entry.slip_id] = []
            self._pending[entry.slip_id].append(entry)
            if entry.record is not None:
                hands, net = counts.get(entry.slip_id, (0, 0))
                counts[entry.slip_id] = (hands + 1, net + (entry.record.net or 0))
        for slip_id, group in list(groups.items()):
            hands, net = counts.get(slip_id, (0, 0))
            if table and not hands:  # a new game at another table, with none of this table's hands
                self.tree.takeTopLevelItem(self.tree.indexOfTopLevelItem(group))
                continue
            group.setText(COLUMNS.index("Cards"), history_texts.slip_hands(hands))
            group.setText(COLUMNS.index("Result"), history_texts.push_text() if hands and not net
                          else (signed_credits(net) if hands else ""))
        newest = self.tree.topLevelItem(0)
        if newest is not None:
            newest.setExpanded(True)

    def _fill(self, group: QTreeWidgetItem) -> None:
        """Make the rows of a Slip ID group, once."""
        data = group.data(0, ROLE)
        entries = self._pending.pop(data[1], None) if data and data[0] == "slip" else None
        if entries:
            for entry in entries:
                self._add_row(group, entry)

    def _add_row(self, group: QTreeWidgetItem, entry: _Entry) -> None:
        if entry.record is not None:
            item = QTreeWidgetItem(group, _hand_cells(entry.record))
            item.setData(0, ROLE, ("hand", entry.record.bet_id))
            right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            for column in ("Slip / Bet ID", "Wager", "Raise", "Result", "Balance"):
                item.setTextAlignment(COLUMNS.index(column), right)
            return
        if entry.new_game is not None:
            event = entry.new_game
            text = history_texts.new_game_marker(event.balance, event.previous_balance)
            kind = "new_game"
        else:
            assert entry.table is not None
            event_table = entry.table
            limits = (None, None) if event_table.minimum is None or event_table.maximum is None else \
                (credits(event_table.minimum), credits(event_table.maximum))
            text = history_texts.table_marker(table_title(event_table.rules_name), *limits)
            kind = "table"
        # One line across the whole row: a marker between hands, not a hand.
        item = QTreeWidgetItem(group, [f"{history_texts.when_text(entry.time)}   {text}"])
        item.setData(0, ROLE, (kind, entry.position))
        item.setToolTip(0, item.text(0))
        font = item.font(0)
        font.setItalic(True)
        font.setBold(True)
        item.setFont(0, font)
        item.setForeground(0, QColor("#8a4b0c"))
        item.setBackground(0, QColor("#fbf1dc"))
        item.setFirstColumnSpanned(True)

    def _show_cards(self, current: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None = None) -> None:
        data = current.data(0, ROLE) if current is not None else None
        record = None
        if data and data[0] == "hand":
            record = self._by_bet_id.get(data[1])
        self.cards_view.set_cards(record.cards if record is not None else ())
        self.seal_label.setText(seal_text(record) if record is not None else "")
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

    def slip_items(self) -> list[QTreeWidgetItem]:
        """The Slip ID groups shown, newest first."""
        return [item for i in range(self.tree.topLevelItemCount()) if (item := self.tree.topLevelItem(i)) is not None]

    def rows_of(self, slip: QTreeWidgetItem) -> list[tuple[str, int]]:
        """The rows of one group, newest first, as (kind, Bet ID or position)."""
        self._fill(slip)
        return [(kind, position) for i in range(slip.childCount()) if (row := slip.child(i)) is not None
                for kind, position in [row.data(0, ROLE)]]

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
            message = error_text(problem)
            self.export_status.setText(message)
            QMessageBox.warning(self, history_texts.export_title(), message)
            return False
        except (OSError, ProfileError) as problem:
            log.error("history export to %s failed: %s", path, problem)
            reason = getattr(problem, "strerror", None) or error_text(problem)
            message = history_texts.export_failed(str(path), reason)
            self.export_status.setText(message)
            QMessageBox.warning(self, history_texts.export_title(), message)
            return False
        self.export_status.setText(history_texts.exported(result.hands, path.name, result.skipped))
        return True


__all__ = ["COLUMNS", "HandHistoryDialog", "SmallCards", "seal_text", "summary_text", "table_title"]
