"""Game > Hand History: the player's settled hands, newest first, filed under their Slip IDs."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from reddog_qt.engine import Rules
from reddog_qt.engine.errors import InvalidRulesError
from reddog_qt.profile.ledger import HandRecord, HandStatus, Ledger, LedgerTotals
from reddog_qt.profile.settings import CUSTOM_PREFIX

COLUMNS = ("Slip ID", "Bet ID", "Time", "Table", "Cards", "Spread", "Wager", "Raise", "Result", "Balance")


def _table_title(rules_name: str) -> str:
    try:
        return Rules.preset(rules_name).title
    except InvalidRulesError:
        return rules_name.removeprefix(CUSTOM_PREFIX)  # a table of the player's own: its title


def _row(record: HandRecord) -> tuple[str, ...]:
    cards = " ".join(str(card) for card in record.cards)
    if record.kind is not None and record.kind.value != "spread":
        spread = record.kind.value.capitalize()
    else:
        spread = "" if record.spread is None else str(record.spread)
    if record.net is None:
        result = "open"
    elif record.net == 0:
        result = "Push"
    else:
        result = f"{record.net:+,}"
    if record.status is HandStatus.RECOVERED:
        result += " (finished after restart)"
    when = (record.settled_at or record.opened_at).astimezone().strftime("%Y-%m-%d %H:%M")
    return (str(record.slip_id), str(record.bet_id), when, _table_title(record.rules_name), cards, spread,
            f"{record.wager:,}", f"{record.raised:,}" if record.raised else "-", result,
            "" if record.balance_after is None else f"{record.balance_after:,}")


def summary_text(totals: LedgerTotals) -> str:
    """One line: hands played, credits wagered and the net result."""
    net = "even" if totals.net == 0 else f"net {totals.net:+,} credits"
    return f"{totals.hands:,} hands played, {totals.wagered:,} credits wagered, {net}."


class HandHistoryDialog(QDialog):
    """A read-only table of the last hands from the ledger."""

    def __init__(self, ledger: Ledger, parent: QWidget | None = None, limit: int = 500) -> None:
        super().__init__(parent)
        self.setObjectName("hand_history_dialog")
        self.setWindowTitle("Hand History")
        self.resize(900, 460)
        records = ledger.history(limit)
        self.table = QTableWidget(len(records), len(COLUMNS), self)
        self.table.setObjectName("history_table")
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.setAlternatingRowColors(True)
        numeric = {"Slip ID", "Bet ID", "Wager", "Raise", "Result", "Balance"}
        for row, record in enumerate(records):
            for column, text in enumerate(_row(record)):
                item = QTableWidgetItem(text)
                if COLUMNS[column] in numeric:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COLUMNS.index("Cards"), QHeaderView.ResizeMode.Stretch)
        self.summary = QLabel(summary_text(ledger.totals()) if records else "No hands played yet.")
        self.summary.setObjectName("history_summary_label")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
