"""Statistics > Fairness: the player's own spreads, pairs, three of a kind and wins against the exact odds.

The counts are the Statistics dialog's (:attr:`reddog_qt.profile.stats.Statistics.outcomes`, grouped
in SQL by table, kind, spread and result), so the page costs no reading of its own; the expected
counts and their 95% bands come from :mod:`reddog_qt.engine.expected_counts`, for the decks of
each table the hands were dealt at. The page shows them in a table with row and column headers
(what a screen reader reads), a verdict in words per row, a line over it and a paragraph under it
saying what the view can and cannot show, and beside the table a light chart: each count in
standard deviations from the expected, against the shaded band.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from reddog_qt.app.texts import fairness_texts
from reddog_qt.app.texts.language import credits, decimal
from reddog_qt.app.widgets import named
from reddog_qt.engine import HandKind
from reddog_qt.engine.expected_counts import Z_95, Dealt, Row, Verdict, compare
from reddog_qt.profile.rows import rules_for
from reddog_qt.profile.stats import Statistics

#: The chart's reach either side of the expected, in standard deviations (a count further off sits at the edge).
REACH = 4.0


def dealt(stats: Statistics) -> list[Dealt]:
    """The finished hands of ``stats`` by decks, kind, spread and result (a row of unknown kind is left out)."""
    decks: dict[str, int] = {}
    found = []
    for (name, kind, spread, sign), hands in stats.outcomes.items():
        try:
            hand_kind = HandKind(kind)
        except ValueError:
            continue
        if name not in decks:
            decks[name] = rules_for(name).decks
        found.append(Dealt(decks[name], hand_kind, spread or 0, sign > 0, hands))
    return found


def _item(text: str, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignRight) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
    return item


class DeviationChart(QWidget):
    """A dot per row: how many standard deviations its count is from the expected, over the shaded 95% band."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[Row] = []
        self.names: list[str] = []
        self.setMinimumWidth(220)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(fairness_texts.chart_title())
        self.setAccessibleDescription(fairness_texts.chart_description())

    def show_rows(self, rows: Sequence[Row], names: Sequence[str]) -> None:
        """Draw ``rows`` (named ``names``)."""
        self.rows, self.names = list(rows), list(names)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """The title, the band, the zero line and a dot per row (grey when too few hands to judge)."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        metrics = self.fontMetrics()
        line = metrics.height()
        painter.fillRect(self.rect(), self.palette().base())
        painter.setPen(self.palette().text().color())
        painter.drawText(QRectF(4, 2, self.width() - 8, line + 4), Qt.AlignmentFlag.AlignHCenter,
                         fairness_texts.chart_title())
        top, bottom = line * 2 + 6, self.height() - line * 2 - 8
        label = min(max((metrics.horizontalAdvance(name) for name in self.names), default=0), self.width() // 2) + 8
        left, right = label + 4, self.width() - 12
        if not self.rows or right - left < 40 or bottom - top < len(self.rows):
            return
        step = (bottom - top) / len(self.rows)

        def x_of(z: float) -> float:
            return left + (max(-REACH, min(REACH, z)) + REACH) / (2 * REACH) * (right - left)

        painter.fillRect(QRectF(QPointF(x_of(-Z_95), top), QPointF(x_of(Z_95), bottom)), QColor(31, 122, 70, 45))
        painter.setPen(QPen(QColor("#888888"), 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(x_of(0), top), QPointF(x_of(0), bottom))
        painter.setPen(self.palette().text().color())
        for tick in range(-int(REACH), int(REACH) + 1):
            painter.drawText(QRectF(x_of(tick) - 20, bottom + 2, 40, line + 2), Qt.AlignmentFlag.AlignHCenter,
                             f"{tick:+d}" if tick else "0")
        painter.drawText(QRectF(left, bottom + line + 4, right - left, line + 4), Qt.AlignmentFlag.AlignHCenter,
                         fairness_texts.chart_axis())
        for index, (row, name) in enumerate(zip(self.rows, self.names, strict=True)):
            middle = top + step * (index + 0.5)
            painter.setPen(self.palette().text().color())
            painter.drawText(QRectF(2, middle - line / 2, label, line), Qt.AlignmentFlag.AlignRight,
                             metrics.elidedText(name, Qt.TextElideMode.ElideRight, label - 6))
            if row.verdict is Verdict.NOTHING:
                continue
            judged = row.verdict is not Verdict.TOO_FEW
            off = row.verdict in (Verdict.ABOVE, Verdict.BELOW)
            colour = QColor("#b3261e" if off else "#1f7a46" if judged else "#9a9a9a")
            painter.setPen(QPen(colour, 1.5))
            painter.setBrush(colour if judged else Qt.GlobalColor.transparent)
            radius = max(2.5, min(step / 2 - 1, 5.0))
            painter.drawEllipse(QPointF(x_of(row.z), middle), radius, radius)
        painter.end()


class FairnessPage(QWidget):
    """The page: a line of what it found, the table and the chart side by side, and what the view can show."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary = named(QLabel(), "fairness_summary")
        self.summary.setWordWrap(True)
        self.rows: list[Row] = compare([])
        self.table = named(QTableWidget(len(self.rows), 5), "fairness_table")
        self.table.setAccessibleName(fairness_texts.table_name())
        self.table.setHorizontalHeaderLabels(fairness_texts.columns())
        self.table.setVerticalHeaderLabels([fairness_texts.row_name(row.measure, row.spread) for row in self.rows])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; the arrows walk its cells
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.chart = named(DeviationChart(), "fairness_chart")
        splitter = named(QSplitter(Qt.Orientation.Horizontal), "fairness_splitter")
        splitter.addWidget(self.table)
        splitter.addWidget(self.chart)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        self.about = named(QLabel(fairness_texts.about(len(self.rows))), "fairness_about")
        self.about.setWordWrap(True)
        self.about.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.about)

    def show_statistics(self, stats: Statistics) -> None:
        """Compare the hands of ``stats`` with the exact odds: the line, the table and the chart."""
        self.rows = compare(dealt(stats))
        hands = self.rows[0].trials  # every hand is a trial of the first row (the consecutive cards)
        judged = [row for row in self.rows if row.verdict in (Verdict.WITHIN, Verdict.ABOVE, Verdict.BELOW)]
        outside = sum(row.verdict is not Verdict.WITHIN for row in judged)
        self.summary.setText(fairness_texts.summary(hands, len(judged), outside))
        for index, row in enumerate(self.rows):
            low, high = row.band
            cells = [credits(row.trials), credits(row.seen), decimal(float(row.expected), 1),
                     f"{decimal(low, 1)} – {decimal(high, 1)}" if row.trials else "-"]
            for column, text in enumerate(cells):
                self.table.setItem(index, column, _item(text))
            self.table.setItem(index, 4, _item(fairness_texts.verdict(row.verdict, row.trials, row.one_in),
                                               Qt.AlignmentFlag.AlignLeft))
        self.chart.show_rows(self.rows, [fairness_texts.row_name(row.measure, row.spread) for row in self.rows])


__all__ = ["DeviationChart", "FairnessPage", "dealt"]
