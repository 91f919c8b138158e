"""Statistics > Fairness: the player's own spreads, pairs, three of a kind and wins against the exact odds.

The counts are the Statistics dialog's (:attr:`reddog_qt.record.stats.Statistics.outcomes`, grouped
in SQL by table, kind, spread and result), so the page costs no reading of its own; the expected
counts and their 95% bands come from :mod:`reddog_qt.engine.expected_counts`, for the decks of
each table the hands were dealt at. The page shows them in a table with row and column headers
(what a screen reader reads), a verdict in words per row, a line over it and a paragraph under it
saying what the view can and cannot show. One column is a light chart: a dot per row at its count
in standard deviations from the expected, over the shaded band (its cell's text says the figure).
"""

from __future__ import annotations

import math
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

from reddog_qt.app.texts.language import credits, decimal, fill, translate
from reddog_qt.app.widgets import named, plural
from reddog_qt.engine import HandKind, Rules
from reddog_qt.engine.expected_counts import FEW, Z_95, Dealt, Measure, Row, Verdict, compare
from reddog_qt.profile.rows import rules_for
from reddog_qt.record.stats import Statistics

#: The chart's reach either side of the expected, in standard deviations (a count further off sits at the edge).
REACH = 4.0
#: The columns of the chart and of the verdict.
CHART_COLUMN, VERDICT_COLUMN = 4, 5
#: Rarer than this, a verdict says "less than 1 time in a million" rather than a number.
MILLION = 1_000_000


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


def _row_name(measure: Measure, spread: int) -> str:
    """A row's header: what it counts.

    >>> _row_name(Measure.WIN, 3)
    'Won at spread 3'
    """
    if measure is Measure.SPREAD:
        if spread == 0:
            return translate("FairnessPage", "Consecutive (spread 0)")
        return fill(translate("FairnessPage", "Spread %1"), spread)
    if measure is Measure.PAIR:
        return translate("FairnessPage", "Pair")
    if measure is Measure.TRIPS:
        return translate("FairnessPage", "Three of a kind")
    if measure is Measure.WIN:
        return fill(translate("FairnessPage", "Won at spread %1"), spread)
    return translate("FairnessPage", "Won, all spreads")


def _times_in(one_in: float) -> str:
    """``one_in`` to two significant figures, as "1 time in ..." gives it ("" if rarer than one in a million).

    >>> _times_in(312.4), _times_in(27.0), _times_in(2_500_000.0)
    ('310', '27', '')
    """
    if one_in >= MILLION:
        return ""
    digits = max(0, int(math.log10(one_in)) - 1)
    return credits(int(round(one_in, -digits)))


def _verdict(verdict: Verdict, trials: int, one_in: float) -> str:
    """A row's verdict in plain words: ``trials`` hands counted, a count as far off comes 1 time in ``one_in``."""
    if verdict is Verdict.NOTHING:
        return translate("FairnessPage", "No hands yet.")
    if verdict is Verdict.TOO_FEW:
        return fill(translate("FairnessPage", "Too few hands to judge (fewer than %1 expected)."), FEW)
    if verdict is Verdict.WITHIN:
        return translate("FairnessPage", "Within what chance gives.")
    how_often = _times_in(one_in)
    if verdict is Verdict.ABOVE:
        text = (translate("FairnessPage", "More than chance usually gives: over %Ln hand(s) a count this far from "
                                          "the expected comes about 1 time in %1.", None, trials) if how_often else
                translate("FairnessPage", "More than chance usually gives: over %Ln hand(s) a count this far from "
                                          "the expected comes less than 1 time in a million.", None, trials))
    else:
        text = (translate("FairnessPage", "Fewer than chance usually gives: over %Ln hand(s) a count this far from "
                                          "the expected comes about 1 time in %1.", None, trials) if how_often else
                translate("FairnessPage", "Fewer than chance usually gives: over %Ln hand(s) a count this far from "
                                          "the expected comes less than 1 time in a million.", None, trials))
    return fill(plural(text, trials), how_often)


def _summary(hands: int, judged: int, outside: int) -> str:
    """The line over the table: how many hands, and how many of the rows judged fall outside their band."""
    if not hands:
        return translate("FairnessPage", "Nothing to compare yet: no finished hands here. Play a few hundred and "
                                         "come back.")
    over = plural(translate("FairnessPage", "%Ln hand(s) compared with the exact odds.", None, hands), hands)
    if not judged:
        return over + " " + translate("FairnessPage", "Too few yet to judge any row.")
    if not outside:
        return over + " " + plural(translate("FairnessPage", "All %Ln row(s) with enough hands are within what "
                                                             "chance gives.", None, judged), judged)
    return over + " " + fill(plural(translate(
        "FairnessPage", "Rows outside their 95% band: %Ln of the %1 with enough hands.", None, outside),
        outside), judged)


def _item(text: str, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignRight) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsSelectable)  # nothing is chosen: no "not selected" read
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
        columns = [translate("FairnessPage", "Out of"), translate("FairnessPage", "Seen"),
                   translate("FairnessPage", "Expected"), translate("FairnessPage", "95% band"),
                   translate("FairnessPage", "Against chance"), translate("FairnessPage", "What it says")]
        self.table = named(QTableWidget(len(self.rows), len(columns)), "fairness_table")
        self.table.setAccessibleName(translate("FairnessPage", "Your counts against the exact odds, as a table"))
        self.table.setToolTip(translate(
            "FairnessPage", "Out of: the hands counted (all hands for the spreads and pairs, the pairs for three of a "
                            "kind, that spread's hands for its wins). Against chance: a dot at the count, in standard "
                            "deviations from the expected; shaded: the 95% band."))
        self.table.setHorizontalHeaderLabels(columns)
        self.table.setVerticalHeaderLabels([_row_name(row.measure, row.spread) for row in self.rows])
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
            columns[CHART_COLUMN]) + 16))
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # The cells are made once and their texts changed: a new item in a table sized to its contents sizes every
        # row again at once (a third of a second for the page), a new text only once after the change.
        for row in range(self.table.rowCount()):
            for column in range(self.table.columnCount()):
                self.table.setItem(row, column, _item(
                    "", Qt.AlignmentFlag.AlignLeft if column == VERDICT_COLUMN else Qt.AlignmentFlag.AlignRight))
        # What the page can and cannot show.
        self.about = named(QLabel(fill(translate(
            "FairnessPage",
            "Each row counts what your cards did, beside what the exact odds of a fresh shoe of your tables' decks "
            "expect, and the 95% band: the counts chance gives 19 times in 20. A count outside its band is unusual, "
            "not proof: with %1 rows, one or two outside now and then is what fair cards give, and a few hundred hands "
            "prove little either way. Rows expecting fewer than %2 hits or misses are not judged. These counts cannot "
            "show that a particular deal was fair: the sealed shuffles can. Every shuffle's seed is revealed after "
            "its hands, and anyone can check it against the fingerprint shown before your bet (Hand History, and "
            "\"Fair deals\" in the README)."), len(self.rows), FEW)), "fairness_about")
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
        self.summary.setText(_summary(hands, len(judged), outside))
        for index, row in enumerate(self.rows):
            low, high = row.band
            away = (fill(translate("FairnessPage", "%1 standard deviations from the expected"), decimal(row.z, 1))
                    if row.trials else "-")
            cells = [credits(row.trials), credits(row.seen), decimal(float(row.expected), 1),
                     f"{decimal(low, 1)} – {decimal(high, 1)}" if row.trials else "-", away,
                     _verdict(row.verdict, row.trials, row.one_in)]
            for column, text in enumerate(cells):
                item = self.table.item(index, column)
                if item is not None:
                    item.setText(text)
            chart = self.table.item(index, CHART_COLUMN)
            if chart is not None:
                chart.setToolTip(away)


__all__ = ["DeviationDelegate", "FairnessPage", "dealt"]
