"""Statistics > Fairness: the player's own spreads, pairs, three of a kind and wins against the exact odds.

The counts are the Statistics dialog's (:attr:`reddog_qt.profile.stats.Statistics.outcomes`, grouped
in SQL by table, kind, spread and result), so the page costs no reading of its own; the expected
counts and their 95% bands come from :mod:`reddog_qt.engine.expected_counts`, for the decks of
each table the hands were dealt at. The page shows them in a table with row and column headers
(what a screen reader reads), a verdict in words per row, a line over it and a paragraph under it
saying what the view can and cannot show. One column is a light chart: a dot per row at its count
in standard deviations from the expected, over the shaded band (its cell's text says the figure).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from reddog_qt.app.texts import fairness_texts
from reddog_qt.app.texts.language import credits, decimal
from reddog_qt.app.widgets import named
from reddog_qt.engine import HandKind, Rules
from reddog_qt.engine.expected_counts import Z_95, Dealt, Row, Verdict, compare
from reddog_qt.profile.rows import rules_for
from reddog_qt.profile.stats import Statistics

#: The chart's reach either side of the expected, in standard deviations (a count further off sits at the edge).
REACH = 4.0
#: The columns of the chart and of the verdict.
CHART_COLUMN, VERDICT_COLUMN = 4, 5


def dealt(stats: Statistics, lookup: Callable[[str], Rules] | None = None) -> list[Dealt]:
    """The finished hands of ``stats`` by decks, kind, spread and result (a row of unknown kind is left out);
    ``lookup`` finds a table's rules by name (the presets without it)."""
    decks: dict[str, int] = {}
    found = []
    for (name, kind, spread, sign), hands in stats.outcomes.items():
        try:
            hand_kind = HandKind(kind)
        except ValueError:
            continue
        if name not in decks:
            decks[name] = rules_for(name, lookup).decks
        found.append(Dealt(decks[name], hand_kind, spread or 0, sign > 0, hands))
    return found


def _item(text: str, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignRight) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
    return item


class DeviationDelegate(QStyledItemDelegate):
    """The "Against chance" cells: a dot at the count, in standard deviations from the expected, over the shaded
    95% band (red outside it, grey when too few hands to judge). The cell's text is the figure, for a screen reader.
    """

    def __init__(self, page: FairnessPage) -> None:
        super().__init__(page)
        self._page = page

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex,
              ) -> None:
        """The band, the zero line and the row's dot (nothing for a row without hands)."""
        rect = QRectF(option.rect).adjusted(6, 3, -6, -3)
        row = self._page.rows[index.row()]

        def x_of(z: float) -> float:
            return rect.left() + (max(-REACH, min(REACH, z)) + REACH) / (2 * REACH) * rect.width()

        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(QRectF(QPointF(x_of(-Z_95), rect.top()), QPointF(x_of(Z_95), rect.bottom())),
                         QColor(31, 122, 70, 45))
        painter.setPen(QPen(QColor("#888888"), 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(x_of(0), rect.top()), QPointF(x_of(0), rect.bottom()))
        if row.verdict is not Verdict.NOTHING:
            judged = row.verdict is not Verdict.TOO_FEW
            colour = QColor("#b3261e" if row.verdict in (Verdict.ABOVE, Verdict.BELOW)
                            else "#1f7a46" if judged else "#9a9a9a")
            painter.setPen(QPen(colour, 1.5))
            painter.setBrush(colour if judged else Qt.GlobalColor.transparent)
            radius = max(2.5, min(rect.height() / 2 - 1, 5.0))
            painter.drawEllipse(QPointF(x_of(row.z), rect.center().y()), radius, radius)
        if option.state & QStyle.StateFlag.State_HasFocus:  # the arrows' cell, as the other columns show it
            painter.setPen(QPen(option.palette.highlight().color(), 1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(option.rect).adjusted(0.5, 0.5, -1, -1))
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        """Room for the band and a dot either side of it."""
        return QSize(96, 20)


class FairnessPage(QWidget):
    """The page: a line of what it found, the table with its chart column, and what the view can show.
    ``rules_for`` finds a recorded table's rules (and so its decks) by name; the presets without it."""

    def __init__(self, rules_for: Callable[[str], Rules] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rules_for = rules_for
        self.summary = named(QLabel(), "fairness_summary")
        self.summary.setWordWrap(True)
        self.rows: list[Row] = compare([])
        self.table = named(QTableWidget(len(self.rows), len(fairness_texts.columns())), "fairness_table")
        self.table.setAccessibleName(fairness_texts.table_name())
        self.table.setToolTip(fairness_texts.table_tip())
        self.table.setHorizontalHeaderLabels(fairness_texts.columns())
        self.table.setVerticalHeaderLabels([fairness_texts.row_name(row.measure, row.spread) for row in self.rows])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; the arrows walk its cells
        self.table.setWordWrap(True)
        self.table.setItemDelegateForColumn(CHART_COLUMN, DeviationDelegate(self))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(VERDICT_COLUMN, QHeaderView.ResizeMode.Stretch)
        # The chart as narrow as its header: the verdicts take the rest of the width.
        header.setSectionResizeMode(CHART_COLUMN, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(CHART_COLUMN, max(96, self.fontMetrics().horizontalAdvance(
            fairness_texts.columns()[CHART_COLUMN]) + 16))
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # The cells are made once and their texts changed: a new item in a table sized to its contents sizes every
        # row again at once (a third of a second for the page), a new text only once after the change.
        for row in range(self.table.rowCount()):
            for column in range(self.table.columnCount()):
                self.table.setItem(row, column, _item(
                    "", Qt.AlignmentFlag.AlignLeft if column == VERDICT_COLUMN else Qt.AlignmentFlag.AlignRight))
        self.about = named(QLabel(fairness_texts.about(len(self.rows))), "fairness_about")
        self.about.setWordWrap(True)
        self.about.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.about)

    def show_statistics(self, stats: Statistics) -> None:
        """Compare the hands of ``stats`` with the exact odds: the line over the table, and the table."""
        self.rows = compare(dealt(stats, self._rules_for))
        hands = self.rows[0].trials  # every hand is a trial of the first row (the consecutive cards)
        judged = [row for row in self.rows if row.verdict in (Verdict.WITHIN, Verdict.ABOVE, Verdict.BELOW)]
        outside = sum(row.verdict is not Verdict.WITHIN for row in judged)
        self.summary.setText(fairness_texts.summary(hands, len(judged), outside))
        for index, row in enumerate(self.rows):
            low, high = row.band
            away = fairness_texts.deviations(row.z) if row.trials else "-"
            cells = [credits(row.trials), credits(row.seen), decimal(float(row.expected), 1),
                     f"{decimal(low, 1)} – {decimal(high, 1)}" if row.trials else "-", away,
                     fairness_texts.verdict(row.verdict, row.trials, row.one_in)]
            for column, text in enumerate(cells):
                item = self.table.item(index, column)
                if item is not None:
                    item.setText(text)
            chart = self.table.item(index, CHART_COLUMN)
            if chart is not None:
                chart.setToolTip(away)


__all__ = ["DeviationDelegate", "FairnessPage", "dealt"]
