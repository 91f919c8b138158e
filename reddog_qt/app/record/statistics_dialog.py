"""Game > Statistics: results for this session and for all time, with charts (QtCharts), saved as PNG on request.

The figures come from :class:`reddog_qt.profile.stats.Statistics`; this module only
shows them: a summary table (both scopes side by side), and for the scope chosen a
balance curve, the spreads against the exact theory, and the luck line with the
decisions against the best play.

Every chart has its figures beside it in a table, the text a screen reader reads
for the picture: hand by hand for the balance and the luck, spread by spread for
the win rates. The tables and the summary are reached with Tab; each chart is
named by its title and says, in its description, where its table is.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from itertools import pairwise
from fractions import Fraction
from pathlib import Path

from PySide6.QtCharts import (QBarCategoryAxis, QBarSet, QBarSeries, QChart, QChartView, QLineSeries,
                              QValueAxis)
from PySide6.QtCore import QT_TRANSLATE_NOOP, QMargins, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QShowEvent
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QDialogButtonBox, QFileDialog, QHBoxLayout,
                               QHeaderView, QLabel, QMessageBox, QPushButton, QSplitter, QTableWidget, QTableWidgetItem,
                               QTabWidget, QVBoxLayout, QWidget)

from reddog_qt.app.texts import language
from reddog_qt.app.texts.language import credits, decimal, fill, signed_credits, translate
from reddog_qt.app.widgets import named, open_save_dialog, plural, resize_to_fit
from reddog_qt.profile.ledger import Ledger
from reddog_qt.profile.stats import Decisions, Statistics

log = logging.getLogger(__name__)

#: The summary's row headers and the spread table's column headers (marked here, shown translated).
SUMMARY_ROWS = (QT_TRANSLATE_NOOP("StatisticsDialog", "Hands"), QT_TRANSLATE_NOOP("StatisticsDialog", "Net"),
                QT_TRANSLATE_NOOP("StatisticsDialog", "Wagered"), QT_TRANSLATE_NOOP("StatisticsDialog", "Biggest win"),
                QT_TRANSLATE_NOOP("StatisticsDialog", "Won"), QT_TRANSLATE_NOOP("StatisticsDialog", "Pushed"),
                QT_TRANSLATE_NOOP("StatisticsDialog", "Lost"))
SPREAD_COLUMNS = (QT_TRANSLATE_NOOP("StatisticsDialog", "Spread"), QT_TRANSLATE_NOOP("StatisticsDialog", "Hands"),
                  QT_TRANSLATE_NOOP("StatisticsDialog", "Share"), QT_TRANSLATE_NOOP("StatisticsDialog", "Theory"),
                  QT_TRANSLATE_NOOP("StatisticsDialog", "Won"), QT_TRANSLATE_NOOP("StatisticsDialog", "Win rate"),
                  QT_TRANSLATE_NOOP("StatisticsDialog", "Theory"))


def percent(value: Fraction | None) -> str:
    """A share as a percentage with one decimal in the player's locale, or a dash."""
    return "-" if value is None else language.percent(float(value), 1)


def credits_text(value: Fraction | float) -> str:
    """Credits to two decimals with a sign, in the player's locale (expectations are rarely whole)."""
    text = decimal(float(value), 2)
    return text if text.startswith("-") else "+" + text


def _summary_values(stats: Statistics) -> list[str]:
    f = stats.figures
    return [credits(f.hands), signed_credits(f.net), credits(f.wagered), signed_credits(f.biggest_win),
            credits(f.wins), credits(f.pushes), credits(f.losses)]


def _chart(title: str) -> QChart:
    chart = QChart()
    chart.setTitle(title)
    chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
    chart.setMargins(QMargins(4, 4, 4, 4))
    chart.setBackgroundRoundness(4)
    return chart


def _clear(chart: QChart) -> None:
    """Take a chart's series and axes off, to draw it again."""
    chart.removeAllSeries()
    for axis in chart.axes():
        chart.removeAxis(axis)


def _view(chart: QChart, name: str) -> QChartView:
    view = named(QChartView(chart), name)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.setMinimumHeight(160)
    view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the chart's table, where its figures can be read
    return view


def _figure_table(name: str, columns: int) -> QTableWidget:
    """A read-only table of figures, walked with Tab and the arrows (a chart's text, or the summary)."""
    table = named(QTableWidget(0, columns), name)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    table.setTabKeyNavigation(False)  # Tab leaves the table; the arrows walk its cells
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return table


def _fill(table: QTableWidget, rows: Sequence[Sequence[str]]) -> None:
    """Show ``rows`` of figures (right-aligned) in ``table``."""
    table.setRowCount(len(rows))
    for row, cells in enumerate(rows):
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(row, column, item)


class StatisticsDialog(QDialog):
    """See the module docstring. ``first_bet_id`` is this session's first Bet ID."""

    def __init__(self, ledger: Ledger, first_bet_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statistics_dialog")
        self.setWindowTitle(self.tr("Statistics"))
        resize_to_fit(self, 1040, 600)
        records = ledger.history(None)
        self.all_time = Statistics.of(records)
        self.session = Statistics.of(r for r in records if r.bet_id >= first_bet_id)

        self.summary_table = named(QTableWidget(len(SUMMARY_ROWS), 2), "statistics_summary_table")
        self.summary_table.setHorizontalHeaderLabels([self.tr("This session"), self.tr("All time")])
        self.summary_table.setVerticalHeaderLabels([self.tr(text) for text in SUMMARY_ROWS])
        self.summary_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.summary_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.summary_table.setTabKeyNavigation(False)
        self.summary_table.setAccessibleName(self.tr("Summary: this session and all time"))
        self.summary_table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.summary_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.summary_table.horizontalHeader().setMinimumSectionSize(self.fontMetrics().horizontalAdvance("+00,000,000"))
        _fill(self.summary_table,
              list(zip(_summary_values(self.session), _summary_values(self.all_time), strict=True)))
        self.summary_table.resizeColumnsToContents()
        self.summary_table.setFixedSize(
            self.summary_table.verticalHeader().sizeHint().width() + self.summary_table.horizontalHeader().length() + 4,
            self.summary_table.verticalHeader().length() + self.summary_table.horizontalHeader().sizeHint().height() + 4)

        self.scope = named(QComboBox(), "statistics_scope")
        self.scope.addItem(self.tr("This session"), "session")
        self.scope.addItem(self.tr("All time"), "all")
        self.png_button = named(QPushButton(self.tr("Save as &PNG...")), "statistics_export_button")
        self.png_button.clicked.connect(self.choose_png_file)
        self.png_dialog: QFileDialog | None = None
        # The figures on the left, the charts on the right: the charts keep their height on a small screen.
        side = QVBoxLayout()
        side.addWidget(self.summary_table)
        scope_label = QLabel(self.tr("&Charts for:"))
        scope_label.setBuddy(self.scope)
        side.addWidget(scope_label)
        side.addWidget(self.scope)
        side.addStretch(1)
        side.addWidget(self.png_button)

        self._balance_title = self.tr("Balance after each hand")
        self._luck_title = self.tr("Luck: your net minus the expected net, hand by hand")
        self.balance_chart = _chart(self._balance_title)
        self.spread_chart = _chart(self.tr("Win rate by spread: yours and the exact odds"))
        self.luck_chart = _chart(self._luck_title)
        self.spread_table = _figure_table("statistics_spread_table", len(SPREAD_COLUMNS))
        self.spread_table.setHorizontalHeaderLabels([self.tr(text) for text in SPREAD_COLUMNS])
        self.spread_table.verticalHeader().setVisible(False)
        self.spread_table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.spread_table.setAccessibleName(self.tr("Win rate by spread, as a table"))
        self.spread_table.setToolTip(self.tr(
            "Share: how often each spread came, of all hands. Win rate: how often it won. "
            "Theory: the exact figures for the tables you played, on a fresh shoe."))
        # The balance and luck charts' figures, hand by hand.
        self.balance_table = _figure_table("statistics_balance_table", 3)
        self.balance_table.setHorizontalHeaderLabels([self.tr("Hand"), self.tr("Bet ID"), self.tr("Balance")])
        self.balance_table.setAccessibleName(self.tr("Balance after each hand, as a table"))
        self.luck_table = _figure_table("statistics_luck_table", 3)
        self.luck_table.setHorizontalHeaderLabels([self.tr("Hand"), self.tr("Bet ID"), self.tr("Luck (credits)")])
        self.luck_table.setAccessibleName(self.tr("Luck hand by hand, as a table"))
        for table in (self.balance_table, self.luck_table):
            table.verticalHeader().setVisible(False)
            table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
            table.setMinimumWidth(160)
        self.luck_label = named(QLabel(), "statistics_luck_label")
        self.decisions_label = named(QLabel(), "statistics_decisions_label")
        for label in (self.luck_label, self.decisions_label):
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.tabs = named(QTabWidget(), "statistics_tabs")
        self.balance_view = _view(self.balance_chart, "statistics_balance_chart")
        balance_page = QWidget()
        balance_layout = QHBoxLayout(balance_page)
        balance_layout.addWidget(self.balance_view, 1)
        balance_layout.addWidget(self.balance_table)
        self.tabs.addTab(balance_page, self.tr("&Balance"))
        # The chart and the table share the page; the player can move the line between them.
        spreads_page = self.spread_splitter = named(QSplitter(Qt.Orientation.Horizontal), "statistics_spread_splitter")
        spread_view = self.spread_view = _view(self.spread_chart, "statistics_spread_chart")
        spread_view.setMinimumWidth(360)
        spreads_page.addWidget(spread_view)
        spreads_page.addWidget(self.spread_table)
        spreads_page.setStretchFactor(0, 1)
        spreads_page.setChildrenCollapsible(False)
        self.tabs.addTab(spreads_page, self.tr("&Spreads"))
        luck_page = QWidget()
        luck_layout = QVBoxLayout(luck_page)
        self.luck_view = _view(self.luck_chart, "statistics_luck_chart")
        luck_charts = QHBoxLayout()
        luck_charts.addWidget(self.luck_view, 1)
        luck_charts.addWidget(self.luck_table)
        luck_layout.addLayout(luck_charts, 1)
        luck_layout.addWidget(self.luck_label)
        luck_layout.addWidget(self.decisions_label)
        self.tabs.addTab(luck_page, self.tr("&Luck and Decisions"))

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        # Tab: the summary, the scope, the pages and each page's table, then saving and closing.
        order = [self.summary_table, self.scope, self.tabs, self.balance_table, self.spread_table,
                 self.luck_table, self.png_button, *buttons.buttons()]
        for first, second in pairwise(order):
            QWidget.setTabOrder(first, second)
        content = QHBoxLayout()
        content.addLayout(side)
        content.addWidget(self.tabs, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(content, 1)
        layout.addWidget(buttons)
        self.scope.currentIndexChanged.connect(self.show_scope)
        self.show_scope()
        self.spread_table.resizeColumnsToContents()
        self.spread_table.setMaximumWidth(self.spread_table.horizontalHeader().length()
                                          + self.spread_table.verticalScrollBar().sizeHint().width() + 4)
        self.spread_table.setMinimumWidth(160)
        self._split_once = False

    def showEvent(self, event: QShowEvent) -> None:
        """The first time: the whole spread table beside the chart where there is room, else the chart first."""
        super().showEvent(event)
        if not self._split_once:
            self._split_once = True
            total = max(self.tabs.width() - 30, 1)
            table = min(self.spread_table.maximumWidth(), max(total - 360, 160))
            self.spread_splitter.setSizes([total - table, table])

    @property
    def shown(self) -> Statistics:
        """The statistics of the scope the charts show."""
        return self.session if self.scope.currentData() == "session" else self.all_time

    def show_scope(self) -> None:
        """Redraw the charts, the spread table and the luck and decisions for the chosen scope."""
        stats = self.shown
        self._draw_balance(stats)
        self._draw_spreads(stats)
        self._draw_luck(stats)
        self._describe_charts(stats)

    def _describe_charts(self, stats: Statistics) -> None:
        """The figures of each chart in its table, and each chart's name and description for a screen reader."""
        _fill(self.balance_table, [(credits(hand), str(bet_id), credits(balance))
                                   for hand, (bet_id, balance) in enumerate(stats.balance_curve, start=1)])
        _fill(self.luck_table, [(credits(hand), str(bet_id), credits_text(luck))
                                for hand, (bet_id, luck) in enumerate(stats.luck_curve, start=1)])
        for table in (self.balance_table, self.luck_table):  # as wide as its figures, the chart takes the rest
            table.resizeColumnsToContents()
            table.setMaximumWidth(table.horizontalHeader().length() + table.verticalScrollBar().sizeHint().width() + 4)
        beside = self.tr("Its figures are in the table beside it.")
        for view, title, count in ((self.balance_view, self._balance_title, len(stats.balance_curve)),
                                   (self.spread_view, self.spread_chart.title(), stats.figures.hands),
                                   (self.luck_view, self._luck_title, len(stats.luck_curve))):
            view.setAccessibleName(title)
            view.setAccessibleDescription(
                plural(self.tr("A chart of %Ln hand(s).", "", count), count) + " " + beside
                if count else self.tr("No hands yet."))

    def _draw_balance(self, stats: Statistics) -> None:
        self._draw_curve(self.balance_chart, self._balance_title, self.tr("Balance"), "#1f7a46", stats.balance_curve)

    def _draw_luck(self, stats: Statistics) -> None:
        # The luck axis always shows 0: above it the cards were kinder than the odds, below it less so.
        self._draw_curve(self.luck_chart, self._luck_title, self.tr("Luck (credits)"), "#b3261e", stats.luck_curve,
                         include=(0.0,))
        self._say_luck(stats)

    def _say_luck(self, stats: Statistics) -> None:
        """The luck and decisions in words, under the luck chart."""
        if stats.hands_with_odds:
            text = fill(plural(self.tr(
                "Luck: %1 credits. Over %Ln hand(s) your net was %2 credits; the exact odds of the decisions you "
                "took expected %3.", "", stats.hands_with_odds), stats.hands_with_odds),
                credits_text(stats.luck), signed_credits(stats.actual_net), credits_text(stats.expected_net))
            unknown = stats.figures.hands - stats.hands_with_odds
            if unknown:
                text += " " + plural(self.tr("(%Ln hand(s) from before Red Dog kept the odds are not counted.)", "",
                                             unknown), unknown)
            self.luck_label.setText(text)
        else:
            self.luck_label.setText(self.tr("Luck: no hands with recorded odds yet."))
        d = stats.decisions
        if d.decided:
            self.decisions_label.setText(self.decisions_text(d))
        else:
            self.decisions_label.setText(self.tr("Decisions: no spreads decided yet."))

    @staticmethod
    def decisions_text(d: Decisions) -> str:
        """The decisions in words: one count per phrase, each in its singular or plural ("stood 1 time")."""
        decided, raised, stood = d.decided, d.raised_best, d.stood_best
        raised_against, stood_against = d.raised_against_best, d.stood_against_best
        return " ".join([
            plural(translate("StatisticsDialog", "Decisions on %Ln spread(s):", None, decided), decided),
            plural(translate("StatisticsDialog", "raised %Ln time(s) and", None, raised), raised),
            plural(translate("StatisticsDialog", "stood %Ln time(s) as the odds advise;", None, stood),
                   stood),
            plural(translate("StatisticsDialog", "raised %Ln time(s) where standing was better and", None,
                             raised_against), raised_against),
            plural(translate("StatisticsDialog", "stood %Ln time(s) where raising was better.", None, stood_against),
                   stood_against),
            fill(translate("StatisticsDialog", "Cost in expectation: %1 credits."), decimal(float(d.ev_lost), 2)),
        ])

    def _draw_curve(self, chart: QChart, title: str, name: str, colour: str,
                    curve: Sequence[tuple[int, float]], include: Sequence[float] = ()) -> None:
        """One line over the hands (``curve``: Bet ID and value); the value axis also spans ``include``."""
        _clear(chart)
        series = QLineSeries()
        series.setName(name)
        series.setPen(QPen(QColor(colour), 2))
        for index, (_bet_id, value) in enumerate(curve, start=1):
            series.append(index, value)
        series.setPointsVisible(len(curve) <= 40)  # a short history is a few points, not a line
        chart.addSeries(series)
        self._axes(chart, title, series, self.tr("Hand"), self.tr("Credits"),
                   [value for _, value in curve] + list(include), len(curve))

    def _draw_spreads(self, stats: Statistics) -> None:
        chart = self.spread_chart
        _clear(chart)
        yours = QBarSet(self.tr("Your win rate"))
        yours.setColor(QColor("#1f7a46"))
        theory = QBarSet(self.tr("Exact odds"))
        theory.setColor(QColor("#d9a433"))
        for row in stats.spreads:
            yours.append(0.0 if row.win_rate is None else float(row.win_rate) * 100)
            theory.append(float(row.theory_win) * 100)
        series = QBarSeries()
        series.append(yours)
        series.append(theory)
        chart.addSeries(series)
        categories = QBarCategoryAxis()
        categories.append([str(row.spread) for row in stats.spreads])
        categories.setTitleText(self.tr("Spread"))
        values = QValueAxis()
        values.setRange(0, 100)
        values.setLabelFormat("%d%%")
        chart.addAxis(categories, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(values, Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(categories)
        series.attachAxis(values)
        _fill(self.spread_table, [(str(row.spread), credits(row.hands), percent(row.share), percent(row.theory_share),
                                   credits(row.wins), percent(row.win_rate), percent(row.theory_win))
                                  for row in stats.spreads])

    def _axes(self, chart: QChart, title: str, series: QLineSeries, x_title: str, y_title: str,
              values: list[float], count: int) -> None:
        if not count:  # an empty grid with made-up numbers would mislead: say there is nothing yet
            chart.setTitle(fill(self.tr("%1  (no hands yet)", "%1 is a chart's title"), title))
            chart.legend().hide()
            return
        chart.setTitle(title)
        chart.legend().show()
        x_axis, y_axis = QValueAxis(), QValueAxis()
        x_axis.setTitleText(x_title)
        x_axis.setRange(1, max(count, 10))
        x_axis.applyNiceNumbers()
        x_axis.setLabelFormat("%.6g")
        low, high = min(values), max(values)
        pad = max((high - low) * 0.08, 5.0)
        y_axis.setRange(low - pad, high + pad)
        y_axis.applyNiceNumbers()
        y_axis.setTitleText(y_title)
        y_axis.setLabelFormat("%.6g")
        chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(x_axis)
        series.attachAxis(y_axis)

    # --- PNG ---------------------------------------------------------------------

    def choose_png_file(self) -> QFileDialog:
        """Ask where to save the picture of the statistics (a window-modal file dialog)."""
        dialog = open_save_dialog(self, self.tr("Save Statistics as PNG"), "statistics_png_file_dialog",
                                  self.tr("PNG images (*.png)"), "reddog-statistics", "png", self.save_png)
        self.png_dialog = dialog
        return dialog

    def save_png(self, path: Path) -> bool:
        """Save the dialog as it shows now (figures and the chart on screen) to ``path``."""
        if self.grab().save(str(path), "PNG"):
            return True
        log.error("statistics could not be saved to %s", path)
        QMessageBox.warning(self, self.tr("Save Statistics as PNG"),
                            fill(self.tr("The picture could not be saved to %1."), str(path)))
        return False


__all__ = ["StatisticsDialog"]
