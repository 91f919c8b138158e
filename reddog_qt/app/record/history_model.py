"""Hand History's rows as a Qt model: Slip ID groups fetched a page at a time, a group's hands when it is opened.

:class:`HistoryModel` is a two-level :class:`~PySide6.QtCore.QAbstractItemModel` for the
history's :class:`~PySide6.QtWidgets.QTreeView`. Its top level is the Slip ID groups, newest
first, made from pages of hands (:class:`~reddog_qt.record.history_query.SlipPages`);
``canFetchMore``/``fetchMore`` at the top bring the next groups when the view reaches the
last ones, and on a group (when the view opens it, then as it scrolls through it) read its
next :data:`ROWS` hands, check each in full (:func:`~reddog_qt.record.history_query.slip_hands`)
and place its markers between them.
A row's cells are written only when the view asks for them: the rows on the screen.

Every index of a group has internal id 0; a row of group ``g`` has internal id ``g + 1``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, overload

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont

from reddog_qt.app.texts import history_texts
from reddog_qt.app.texts.felt_texts import card_name
from reddog_qt.app.texts.history_texts import COLUMNS
from reddog_qt.app.texts.language import capital, credits, signed_credits
from reddog_qt.profile.rows import HandRecord
from reddog_qt.record.history_query import HistoryFilter, Marker, Read, Slip, SlipPages, slip_hands

#: Where each row keeps what it is: ("slip", Slip ID), ("hand", Bet ID), ("new_game" or "table", position).
ROLE = Qt.ItemDataRole.UserRole
#: Slip ID groups fetched at a time.
GROUPS = 12
#: Hands read per page to make the groups (their Bet IDs and results only).
PAGE = 200
#: A group's hands read (and checked) at a time, as the view shows them.
ROWS = 25
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_RIGHT_COLUMNS = frozenset(COLUMNS.index(name) for name in ("Slip / Bet ID", "Wager", "Raise", "Result", "Balance"))
Index = QModelIndex | QPersistentModelIndex


class _Group:
    """A Slip ID group: its figures from the pages, and its rows as far as they are read."""

    def __init__(self, slip: Slip) -> None:
        self.slip = slip
        self.rows: list[HandRecord | Marker] = []
        self.below: int | None = None  # its next hands: the Bet IDs below this one
        self.done = False
        self.waiting = list(slip.markers)  # its markers not placed yet, newest first
        self.cells: dict[int, list[str]] = {}  # a hand row's cells, written when first shown

    def read_more(self, read: Read, shown: HistoryFilter, set_aside: Callable[[int], object]) -> list[
            HandRecord | Marker]:
        """Its next :data:`ROWS` hands, read and checked, with the markers between them."""
        records, damaged = slip_hands(read, self.slip.slip_id, shown, self.below, ROWS)
        for bet_id in damaged:
            set_aside(bet_id)
        read_ids = [record.bet_id for record in records] + damaged
        self.done = len(read_ids) < ROWS
        self.below = min(read_ids, default=self.below)
        rows: list[HandRecord | Marker] = []
        for record in records:  # a marker comes before the hand of its position, after the hands above it
            while self.waiting and self.waiting[0].position > record.bet_id:
                rows.append(self.waiting.pop(0))
            rows.append(record)
        while self.waiting and (self.done or (self.below is not None and self.waiting[0].position >= self.below)):
            rows.append(self.waiting.pop(0))
        return rows


class HistoryModel(QAbstractItemModel):
    """See the module docstring. ``cells`` writes a hand's cells, ``marker_text`` a marker's line;
    ``set_aside`` is given the Bet ID of a row that cannot be trusted (the ledger sets it aside)."""

    def __init__(self, read: Read, cells: Callable[[HandRecord], list[str]], marker_text: Callable[[Marker], str],
                 set_aside: Callable[[int], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._read = read
        self._cells = cells
        self._marker_text = marker_text
        self._set_aside = set_aside
        self._groups: list[_Group] = []
        self._pages: SlipPages | None = None
        self._shown = HistoryFilter()
        self._headers = history_texts.column_headers()

    def show(self, shown: HistoryFilter, markers: list[Marker]) -> None:
        """Start again: the groups ``shown`` lets through, with these ``markers`` (newest first), none fetched."""
        self.beginResetModel()
        self._shown = shown
        self._pages = SlipPages(self._read, shown, markers, PAGE)
        self._groups = []
        self.endResetModel()

    # --- the two levels -------------------------------------------------------------------

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        if parent.isValid():
            if parent.internalId() != 0 or not self.hasIndex(row, column, parent):
                return QModelIndex()
            return self.createIndex(row, column, parent.row() + 1)
        return self.createIndex(row, column, 0) if self.hasIndex(row, column, parent) else QModelIndex()

    @overload
    def parent(self) -> QObject | None: ...
    @overload
    def parent(self, child: Index) -> QModelIndex: ...

    def parent(self, child: Index | None = None) -> QObject | QModelIndex | None:
        """The group of a row (no index: the model's owner, as QObject.parent() says)."""
        if child is None:
            return super().parent()
        if not child.isValid() or child.internalId() == 0:
            return QModelIndex()
        return self.createIndex(child.internalId() - 1, 0, 0)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if not parent.isValid():
            return len(self._groups)
        if parent.internalId() != 0 or parent.column() != 0:
            return 0
        return len(self._groups[parent.row()].rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return len(COLUMNS)

    def hasChildren(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() or (parent.internalId() == 0 and parent.column() == 0)

    def canFetchMore(self, parent: Index) -> bool:
        if not parent.isValid():
            return self._pages is not None and self._pages.more
        return parent.internalId() == 0 and not self._groups[parent.row()].done

    def fetchMore(self, parent: Index) -> None:
        if not self.canFetchMore(parent):
            return
        if not parent.isValid():
            assert self._pages is not None
            slips = self._pages.next_slips(GROUPS)
            if slips:
                self.beginInsertRows(QModelIndex(), len(self._groups), len(self._groups) + len(slips) - 1)
                self._groups += [_Group(slip) for slip in slips]
                self.endInsertRows()
            return
        group = self._groups[parent.row()]
        rows = group.read_more(self._read, self._shown, self._set_aside)
        if rows:
            self.beginInsertRows(parent, len(group.rows), len(group.rows) + len(rows) - 1)
            group.rows += rows
            self.endInsertRows()

    # --- what each row shows ------------------------------------------------------------

    def row_at(self, index: Index) -> Slip | HandRecord | Marker | None:
        """What the row of ``index`` is: a group's :class:`Slip`, a hand, a marker (None for no row)."""
        if not index.isValid():
            return None
        if index.internalId() == 0:
            return self._groups[index.row()].slip
        rows = self._groups[index.internalId() - 1].rows
        return rows[index.row()] if index.row() < len(rows) else None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = self.row_at(index)
        if row is None:
            return None
        if isinstance(row, Slip):
            return self._slip_data(row, index.column(), role)
        if isinstance(row, HandRecord):
            return self._hand_data(index, row, role)
        return self._marker_data(row, index.column(), role)

    def _slip_data(self, slip: Slip, column: int, role: int) -> Any:
        if role == ROLE:
            return ("slip", slip.slip_id)
        if role == Qt.ItemDataRole.FontRole and column == 0:
            font = QFont()
            font.setBold(True)
            return font
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if column == 0:
            return str(slip.slip_id)
        if column == COLUMNS.index("Cards"):
            return history_texts.slip_hands(slip.hands)
        if column == COLUMNS.index("Result") and slip.hands:
            return history_texts.push_text() if not slip.net else signed_credits(slip.net)
        return None

    def _hand_data(self, index: Index, record: HandRecord, role: int) -> Any:
        if role == ROLE:
            return ("hand", record.bet_id)
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in _RIGHT_COLUMNS:
            return int(_RIGHT.value)
        spoken = role == Qt.ItemDataRole.AccessibleTextRole
        if role != Qt.ItemDataRole.DisplayRole and not spoken:
            return None
        group = self._groups[index.internalId() - 1]
        cells = group.cells.get(index.row())
        if cells is None:
            cells = group.cells[index.row()] = self._cells(record)
        if spoken and index.column() > 0:
            return history_texts.cell_said(self._headers[index.column()], cells[index.column()])
        if spoken:
            # A reader reads the row from its first cell, and the next key cuts it short: the cards and the
            # result come first there, the Bet ID and the time after them.
            named = capital(", ".join(card_name(card) for card in record.cards))
            return f"{named}: {cells[COLUMNS.index('Result')]}. {cells[0]}, {cells[1]}"
        return cells[index.column()]

    def _marker_data(self, marker: Marker, column: int, role: int) -> Any:
        if role == ROLE:
            return ("new_game" if marker.new_game is not None else "table", marker.position)
        if column != 0:
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._marker_text(marker)
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setItalic(True)
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole:
            return QColor("#8a4b0c")
        if role == Qt.ItemDataRole.BackgroundRole:
            return QColor("#fbf1dc")
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation is Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self._headers[section]
        return None


def marker_line(marker: Marker, table_title: Callable[[str], str]) -> str:
    """A New Game's or a change of table's line, with when it happened."""
    if marker.new_game is not None:
        event = marker.new_game
        text = history_texts.new_game_marker(event.balance, event.previous_balance)
    else:
        assert marker.table is not None
        table = marker.table
        limits = (None, None) if table.minimum is None or table.maximum is None else \
            (credits(table.minimum), credits(table.maximum))
        text = history_texts.table_marker(table_title(table.rules_name), *limits)
    return f"{history_texts.when_text(marker.time)}   {text}"


__all__ = ["GROUPS", "PAGE", "ROLE", "ROWS", "HistoryModel", "marker_line"]
