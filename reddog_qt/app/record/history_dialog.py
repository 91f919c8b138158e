"""Game > Hand History: every hand filed under its Slip ID, with the new games and table changes between them.

Hands are grouped under their Slip ID (the Bet ID rounded down to the hundred), newest
first; each group opens to its hands. A row marks each New Game (the bankroll reset) and
each change of table, exactly where it happened between two Bet IDs. The hands can be
filtered by table and by date; the selected hand's cards are drawn small below; Export
to CSV writes the whole history (:mod:`reddog_qt.profile.history_csv`).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QDate, QDateTime, QLocale, QRectF, QSize, Qt, QTime, QTimeZone, Signal
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
from reddog_qt.app.texts.engine_texts import error_text, preset_title
from reddog_qt.app.texts.language import credits, decimal, fill, signed_credits, translate
from reddog_qt.app.widgets import named, open_save_dialog, plural, resize_to_fit
from reddog_qt.engine import Card, HandKind, Play, Rules
from reddog_qt.engine.errors import InvalidRulesError
from reddog_qt.profile import ProfileError, operations
from reddog_qt.profile.events import TableEvent
from reddog_qt.profile.history_csv import ExportRefusedError
from reddog_qt.profile.ledger import BankrollEvent, HandRecord, HandStatus, Ledger, LedgerTotals
from reddog_qt.profile.seal_check import SealVerdict, check_finish, check_hand
from reddog_qt.profile.settings import CUSTOM_PREFIX

log = logging.getLogger(__name__)

#: The column headers (marked here, shown translated; the English text also finds a column).
COLUMNS = (QT_TRANSLATE_NOOP("HandHistoryDialog", "Slip / Bet ID"), QT_TRANSLATE_NOOP("HandHistoryDialog", "Time"),
           QT_TRANSLATE_NOOP("HandHistoryDialog", "Table"), QT_TRANSLATE_NOOP("HandHistoryDialog", "Cards"),
           QT_TRANSLATE_NOOP("HandHistoryDialog", "Spread"), QT_TRANSLATE_NOOP("HandHistoryDialog", "Wager"),
           QT_TRANSLATE_NOOP("HandHistoryDialog", "Raise"), QT_TRANSLATE_NOOP("HandHistoryDialog", "Result"),
           QT_TRANSLATE_NOOP("HandHistoryDialog", "Balance"), QT_TRANSLATE_NOOP("HandHistoryDialog", "Decision"))
#: Where each row keeps what it shows (hands: the record; markers: the event).
ROLE = Qt.ItemDataRole.UserRole


def table_title(rules_name: str) -> str:
    """A table's name as the player knows it."""
    try:
        return preset_title(rules_name) or Rules.preset(rules_name).title
    except InvalidRulesError:
        return rules_name.removeprefix(CUSTOM_PREFIX)  # a table of the player's own: its title


def summary_text(totals: LedgerTotals) -> str:
    """One line: hands played, credits wagered and the net result."""
    net = (translate("HandHistory", "even") if totals.net == 0
           else fill(translate("HandHistory", "net %1 credits"), signed_credits(totals.net)))
    count = totals.hands  # a plain name: lupdate misses a translate() whose count is an attribute
    hands = plural(translate("HandHistory", "%Ln hand(s) played", None, count), count)
    return fill(translate("HandHistory", "%1, %2 credits wagered, %3."), hands, credits(totals.wagered), net)


def _when(moment: datetime) -> str:
    """A moment on the player's clock, in the player's language (a 24-hour clock)."""
    local = moment.astimezone()
    wall = QDateTime(QDate(local.year, local.month, local.day), QTime(local.hour, local.minute), QTimeZone.utc())
    return QLocale().toString(wall, translate(
        "HandHistory", "yyyy-MM-dd HH:mm",
        "Qt date-time format (QLocale) of when a hand was played; a 24-hour clock. German: dd.MM.yyyy HH:mm"))


def _local_day(moment: datetime) -> date:
    return moment.astimezone().date()


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


def _result_text(record: HandRecord) -> str:
    if record.net is None:
        return translate("HandHistory", "open")
    if record.status is HandStatus.RECOVERED:
        if record.net == 0:
            return translate("HandHistory", "Push (finished after an interruption)")
        return fill(translate("HandHistory", "%1 (finished after an interruption)"), signed_credits(record.net))
    return translate("HandHistory", "Push") if record.net == 0 else signed_credits(record.net)


def _decision_text(record: HandRecord) -> str:
    decision, best = record.decision, record.best_decision
    if decision is None:
        return ""
    if decision is Play.NONE:
        return "-"
    names = {Play.RAISE: translate("HandHistory", "Raise"), Play.STAND: translate("HandHistory", "Stand")}
    text = names.get(decision, decision.value)
    lost = record.ev_lost
    if best is not None and best is not decision and lost is not None and lost > 0:
        better = {Play.RAISE: translate("HandHistory", "raise", "the better decision, in: Stand (best: raise, -0.25)"),
                  Play.STAND: translate("HandHistory", "stand", "the better decision, in: Raise (best: stand, -0.25)")}
        return fill(translate("HandHistory", "%1 (best: %2, %3)", "decision taken (best decision, credits lost)"),
                    text, better.get(best, best.value), decimal(float(-lost), 2))
    return text


def seal_text(record: HandRecord) -> str:
    """What the hand's sealed shuffle says: its fingerprint, its seed once revealed, and whether they match."""
    verdict = check_hand(record)
    if verdict is SealVerdict.UNSEALED:
        return translate("HandHistory", "Dealt before sealed shuffles: there is no fingerprint to check.")
    lines = [fill(translate("HandHistory", "Fingerprint: %1"), record.seal or "")]
    if verdict is SealVerdict.SEALED:
        lines.append(translate("HandHistory", "Seed: revealed once this shoe is over."))
    elif verdict is SealVerdict.ABANDONED:
        lines.append(translate("HandHistory", "Seed: abandoned. The game stopped before it was revealed; it is gone, "
                                              "and this shuffle cannot be checked."))
    else:
        lines.append(fill(translate("HandHistory", "Seed: %1"), record.seed or ""))
    finish = check_finish(record)
    if finish is not SealVerdict.UNSEALED:
        lines.append(fill(translate("HandHistory", "Finished after an interruption: the third card came from a new "
                                                   "shuffle, fingerprint %1, seed %2."),
                          record.finish_seal or "", record.finish_seed or ""))
        lines.append(translate("HandHistory", "✓ That seed matches its fingerprint and deals the third card.")
                     if finish is SealVerdict.MATCHES else
                     translate("HandHistory", "✗ That seed does not match its fingerprint or the third card."))
    if verdict is SealVerdict.MATCHES:
        lines.append(translate("HandHistory", "✓ The seed matches the fingerprint shown before the bet and deals "
                                              "exactly these cards."))
    elif verdict is SealVerdict.DIFFERS:
        lines.append(translate("HandHistory", "✗ The seed does not match the fingerprint or the cards recorded."))
    return "\n".join(lines)


def _hand_cells(record: HandRecord) -> list[str]:
    if record.kind is HandKind.PAIR:
        spread = translate("HandHistory", "Pair")
    elif record.kind is HandKind.CONSECUTIVE:
        spread = translate("HandHistory", "Consecutive")
    else:
        spread = "" if record.spread is None else str(record.spread)
    return [str(record.bet_id), _when(record.settled_at or record.opened_at), table_title(record.rules_name),
            " ".join(str(card) for card in record.cards), spread, credits(record.wager),
            credits(record.raised) if record.raised else "-", _result_text(record),
            "" if record.balance_after is None else credits(record.balance_after), _decision_text(record)]


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
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.tr("Select a hand to see its cards"))
        painter.end()


class HandHistoryDialog(QDialog):
    """The history tree, its filters, the selected hand's cards and Export to CSV (see the module docstring)."""

    #: Replay was asked for the selected finished hand (its :class:`HandRecord`); the dialog closes.
    replay_requested = Signal(object)

    def __init__(self, ledger: Ledger, parent: QWidget | None = None, limit: int | None = None,
                 current_rules: Rules | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hand_history_dialog")
        self.setWindowTitle(self.tr("Hand History"))
        resize_to_fit(self, 980, 560)
        self._ledger = ledger
        self._records = ledger.history(limit)
        self._by_bet_id = {record.bet_id: record for record in self._records}
        self._selected: HandRecord | None = None
        self._entries = _entries(self._records, ledger.bankroll_events(), ledger.table_events(), ledger.next_bet_id)

        self.summary = named(QLabel(summary_text(ledger.totals()) if self._records else self.tr("No hands played yet.")),
                             "history_summary_label")
        self.table_filter = named(QComboBox(), "history_table_filter")
        self.table_filter.addItem(self.tr("All tables"), "")
        names = sorted({r.rules_name for r in self._records} | ({current_rules.name} if current_rules else set()))
        for name in names:
            self.table_filter.addItem(table_title(name), name)
        days = [_local_day(e.time) for e in self._entries] or [date.today()]
        self.from_date = named(QDateEdit(QDate(min(days))), "history_from_date")
        self.to_date = named(QDateEdit(QDate(max(max(days), date.today()))), "history_to_date")
        for edit in (self.from_date, self.to_date):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat(self.tr("yyyy-MM-dd", "Qt date format (QDateEdit) of the date filters. "
                                                        "German: dd.MM.yyyy"))
        self.from_date.setAccessibleName(self.tr("Show hands from this day"))
        self.to_date.setAccessibleName(self.tr("Show hands up to this day"))
        filters = QHBoxLayout()
        filters.addWidget(QLabel(self.tr("&Table:")))
        filters.itemAt(0).widget().setBuddy(self.table_filter)  # type: ignore[union-attr]
        filters.addWidget(self.table_filter)
        filters.addSpacing(12)
        filters.addWidget(QLabel(self.tr("From:")))
        filters.addWidget(self.from_date)
        filters.addWidget(QLabel(self.tr("to:")))
        filters.addWidget(self.to_date)
        filters.addStretch(1)

        self.tree = named(QTreeWidget(), "history_tree")
        self.tree.setAccessibleName(self.tr("Hands and table events"))
        self.tree.setColumnCount(len(COLUMNS))
        self.tree.setHeaderLabels([self.tr(text) for text in COLUMNS])
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

        self.export_action = named(QAction(self.tr("Export to &CSV..."), self), "history_export_action")
        self.export_action.setToolTip(self.tr("Write every hand to a CSV file for a spreadsheet"))
        self.export_action.triggered.connect(self.choose_export_file)
        export_button = named(QToolButton(), "history_export_button")
        export_button.setDefaultAction(self.export_action)
        export_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.export_status = named(QLabel(""), "history_export_status")
        self.export_dialog: QFileDialog | None = None
        self.replay_button = named(QPushButton(self.tr("&Replay")), "history_replay_button")
        self.replay_button.setToolTip(self.tr("Show the selected hand again on the table, read-only"))
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
        first, last = self.from_date.date().toPython(), self.to_date.date().toPython()
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
            group.setText(COLUMNS.index("Cards"), plural(self.tr("%n hand(s)", "", hands), hands))
            group.setText(COLUMNS.index("Result"), translate("HandHistory", "Push") if hands and not net
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
            for column in ("Slip / Bet ID", "Wager", "Raise", "Result", "Balance"):
                item.setTextAlignment(COLUMNS.index(column), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return
        if entry.new_game is not None:
            event = entry.new_game
            if event.previous_balance is None:
                text = fill(self.tr("New Game: a fresh bankroll of %1 credits"), credits(event.balance))
            else:
                text = fill(self.tr("New Game: a fresh bankroll of %1 credits (your balance was %2)"),
                            credits(event.balance), credits(event.previous_balance))
            kind = "new_game"
        else:
            assert entry.table is not None
            event_table = entry.table
            if event_table.minimum is None:
                text = fill(self.tr("Table changed to %1"), table_title(event_table.rules_name))
            else:
                text = fill(self.tr("Table changed to %1 (%2 - %3)"), table_title(event_table.rules_name),
                            credits(event_table.minimum), credits(event_table.maximum))
            kind = "table"
        # One line across the whole row: a marker between hands, not a hand.
        item = QTreeWidgetItem(group, [f"{_when(entry.time)}   {text}"])
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
        return [self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount())]

    def rows_of(self, slip: QTreeWidgetItem) -> list[tuple[str, int]]:
        """The rows of one group, newest first, as (kind, Bet ID or position)."""
        self._fill(slip)
        return [tuple(slip.child(i).data(0, ROLE)) for i in range(slip.childCount())]  # type: ignore[misc]

    # --- export ------------------------------------------------------------------------

    def choose_export_file(self) -> QFileDialog:
        """Ask where to write the CSV (a window-modal file dialog), then write it."""
        dialog = open_save_dialog(self, self.tr("Export Hand History"), "history_export_file_dialog",
                                  self.tr("CSV files (*.csv)"), "reddog-history", "csv", self.export_to)
        self.export_dialog = dialog
        return dialog

    def export_to(self, path: Path) -> bool:
        """Write the CSV to ``path``; say what was written, or why nothing was."""
        try:
            result = operations.export_history(self._ledger, path)
        except ExportRefusedError as problem:
            log.warning("history export to %s refused: %s", path, problem)
            message = error_text(problem)
            self.export_status.setText(message)
            QMessageBox.warning(self, self.tr("Export Hand History"), message)
            return False
        except (OSError, ProfileError) as problem:
            log.error("history export to %s failed: %s", path, problem)
            reason = getattr(problem, "strerror", None) or error_text(problem)
            message = fill(self.tr("The history could not be written to %1 (%2); nothing was written."),
                           str(path), reason)
            self.export_status.setText(message)
            QMessageBox.warning(self, self.tr("Export Hand History"), message)
            return False
        text = fill(plural(self.tr("Wrote %Ln hand(s) to %1.", "", result.hands), result.hands), path.name)
        if result.skipped:
            text += " " + plural(self.tr("%Ln damaged row(s) left out.", "", result.skipped), result.skipped)
        self.export_status.setText(text)
        return True


__all__ = ["COLUMNS", "HandHistoryDialog", "SmallCards", "seal_text", "summary_text", "table_title"]
