"""Game > Statistics: results for this session and for all time, with charts (QtCharts), saved as PNG on request.

The figures are counted in SQL (:class:`reddog_qt.record.stats.StatisticsCount`);
this session's at once, all time's at once on a short history and otherwise a step at a
time between frames, with a progress bar (its charts are offered once it is counted), so
the dialog opens as quickly on two years of play as on a new profile. This module only
shows them: a summary table (both scopes side by side), and for the scope chosen a balance
curve, the spreads against the exact theory, the luck line with the decisions against
the best play, and the player's deals against chance (:mod:`~reddog_qt.app.record.fairness_view`).

Every chart has its figures beside it in a table, the text a screen reader reads
for the picture: hand by hand for the balance and the luck, spread by spread for
the win rates. The tables and the summary are reached with Tab; each chart is
named by its title and says, in its description, where its table is.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from fractions import Fraction
from itertools import pairwise
from pathlib import Path

from PySide6.QtCharts import QBarCategoryAxis, QBarSeries, QBarSet, QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QMargins, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QShowEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from reddog_qt.app.record.fairness_view import FairnessPage
from reddog_qt.app.texts import language, statistics_texts
from reddog_qt.app.texts.language import credits, decimal, signed_credits, translate
from reddog_qt.app.texts.statistics_texts import SPREAD_COLUMNS, SUMMARY_ROWS
from reddog_qt.app.widgets import named, open_save_dialog, resize_to_fit
from reddog_qt.engine import Rules
from reddog_qt.profile.ledger import Ledger
from reddog_qt.record.stats import Decisions, Statistics, StatisticsCount, no_hands

log = logging.getLogger(__name__)

def percent(value: Fraction | None) -> str:
    """A share as a percentage with one decimal in the player's locale, or a dash."""
    return "-" if value is None else language.percent(float(value), 1)


def credits_text(value: Fraction | float) -> str:
    """Credits to two decimals with a sign, in the player's locale (expectations are rarely whole)."""
    text = decimal(float(value), 2)
    return text if text.startswith("-") else "+" + text


def _summary_values(stats: Statistics | None) -> list[str]:
    if stats is None:  # all time, still being counted
        return ["…"] * len(SUMMARY_ROWS)
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


def _header(table: QTableWidget, section: int, orientation: Qt.Orientation) -> str:
    item = table.horizontalHeaderItem(section) if orientation is Qt.Orientation.Horizontal \
        else table.verticalHeaderItem(section)
    return item.text() if item is not None else ""


def _fill(table: QTableWidget, rows: Sequence[Sequence[str]]) -> None:
    """Show ``rows`` of figures (right-aligned) in ``table``.

    Each cell is named with its row and column for a screen reader ("Net, This session: +14";
    "Spread 4, Hands: 37" where the first column names the row): a reader moving cell by cell
    would otherwise hear bare numbers.
    """
    table.setRowCount(len(rows))
    for row, cells in enumerate(rows):
        if not table.verticalHeader().isHidden():
            row_name = _header(table, row, Qt.Orientation.Vertical)
        else:
            row_name = f"{_header(table, 0, Qt.Orientation.Horizontal)} {cells[0]}" if cells else ""
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            # Nothing is chosen in a table of figures: a selectable cell is read "not selected" after each figure.
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            column_name = _header(table, column, Qt.Orientation.Horizontal)
            named_cell = f"{column_name}: {text}" if column == 0 and table.verticalHeader().isHidden() \
                else f"{row_name}, {column_name}: {text}"
            item.setData(Qt.ItemDataRole.AccessibleTextRole, named_cell)
            table.setItem(row, column, item)


class StatisticsDialog(QDialog):
    """See the module docstring. ``first_bet_id`` is this session's first Bet ID; ``rules_for`` finds a recorded
    table's rules by name, the player's custom tables too (else the presets)."""

    def __init__(self, ledger: Ledger, first_bet_id: int, parent: QWidget | None = None,
                 rules_for: Callable[[str], Rules] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statistics_dialog")
        self.setWindowTitle(statistics_texts.title())
        resize_to_fit(self, 1040, 600)
        self.session = StatisticsCount(ledger.store.read, first_bet_id, rules_for).run()
        # All time: counted now if it is short, else a step between frames (the progress bar shows how far).
        self._count = StatisticsCount(ledger.store.read, None, rules_for)
        self.all_time: Statistics | None = self._count.run() if self._count.short else None
        self.progress = named(QProgressBar(), "statistics_progress")
        self.progress.setRange(0, 100)
        self.progress.setFormat(statistics_texts.counting())
        self.progress.setVisible(self.all_time is None)
        self._counter = QTimer(self)
        self._counter.setInterval(1)  # a step after the frame is painted, and between the player's clicks
        self._counter.timeout.connect(self._count_on)

        self.summary_table = named(QTableWidget(len(SUMMARY_ROWS), 2), "statistics_summary_table")
        this_session, all_time = statistics_texts.scopes()
        self.summary_table.setHorizontalHeaderLabels([this_session, all_time])
        self.summary_table.setVerticalHeaderLabels(statistics_texts.summary_rows())
        self.summary_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.summary_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.summary_table.setTabKeyNavigation(False)
        self.summary_table.setAccessibleName(statistics_texts.summary_name())
        self.summary_table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.summary_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.summary_table.horizontalHeader().setMinimumSectionSize(self.fontMetrics().horizontalAdvance("+00,000,000"))
        _fill(self.summary_table,
              list(zip(_summary_values(self.session), _summary_values(self.all_time), strict=True)))
        self.summary_table.resizeColumnsToContents()
        rows, columns = self.summary_table.verticalHeader(), self.summary_table.horizontalHeader()
        self.summary_table.setFixedSize(rows.sizeHint().width() + columns.length() + 4,
                                        rows.length() + columns.sizeHint().height() + 4)

        self.scope = named(QComboBox(), "statistics_scope")
        self.scope.addItem(this_session, "session")
        self.scope.addItem(all_time, "all")
        self._all_time_choice().setEnabled(self.all_time is not None)  # offered once counted
        self.png_button = named(QPushButton(statistics_texts.save_png_button()), "statistics_export_button")
        self.png_button.clicked.connect(self.choose_png_file)
        self.png_dialog: QFileDialog | None = None
        # The figures on the left, the charts on the right: the charts keep their height on a small screen.
        side = QVBoxLayout()
        side.addWidget(self.summary_table)
        scope_label = QLabel(statistics_texts.charts_for())
        scope_label.setBuddy(self.scope)
        side.addWidget(scope_label)
        side.addWidget(self.scope)
        side.addStretch(1)
        side.addWidget(self.progress)
        side.addWidget(self.png_button)

        self._balance_title, spread_title, self._luck_title = statistics_texts.chart_titles()
        self.balance_chart = _chart(self._balance_title)
        self.spread_chart = _chart(spread_title)
        self.luck_chart = _chart(self._luck_title)
        self.spread_table = _figure_table("statistics_spread_table", len(SPREAD_COLUMNS))
        self.spread_table.setHorizontalHeaderLabels(statistics_texts.spread_columns())
        self.spread_table.verticalHeader().setVisible(False)
        self.spread_table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.spread_table.setAccessibleName(statistics_texts.spread_table_name())
        self.spread_table.setToolTip(statistics_texts.spread_table_tip())
        # The balance and luck charts' figures, hand by hand.
        self.balance_table = _figure_table("statistics_balance_table", 3)
        self.balance_table.setHorizontalHeaderLabels([statistics_texts.hand(), statistics_texts.bet_id(),
                                                      statistics_texts.balance()])
        self.balance_table.setAccessibleName(statistics_texts.balance_table_name())
        self.luck_table = _figure_table("statistics_luck_table", 3)
        self.luck_table.setHorizontalHeaderLabels([statistics_texts.hand(), statistics_texts.bet_id(),
                                                   statistics_texts.luck_credits()])
        self.luck_table.setAccessibleName(statistics_texts.luck_table_name())
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
        balance_tab, spreads_tab, luck_tab = statistics_texts.tab_names()
        self.tabs.addTab(balance_page, balance_tab)
        # The chart and the table share the page; the player can move the line between them.
        spreads_page = self.spread_splitter = named(QSplitter(Qt.Orientation.Horizontal), "statistics_spread_splitter")
        spread_view = self.spread_view = _view(self.spread_chart, "statistics_spread_chart")
        spread_view.setMinimumWidth(300)
        spreads_page.addWidget(spread_view)
        spreads_page.addWidget(self.spread_table)
        spreads_page.setStretchFactor(0, 1)
        spreads_page.setChildrenCollapsible(False)
        self.tabs.addTab(spreads_page, spreads_tab)
        luck_page = QWidget()
        luck_layout = QVBoxLayout(luck_page)
        self.luck_view = _view(self.luck_chart, "statistics_luck_chart")
        luck_charts = QHBoxLayout()
        luck_charts.addWidget(self.luck_view, 1)
        luck_charts.addWidget(self.luck_table)
        luck_layout.addLayout(luck_charts, 1)
        luck_layout.addWidget(self.luck_label)
        luck_layout.addWidget(self.decisions_label)
        self.tabs.addTab(luck_page, luck_tab)
        self.fairness = named(FairnessPage(rules_for), "statistics_fairness_page")
        self.tabs.addTab(self.fairness, translate("FairnessPage", "&Fairness"))

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        # Tab: the summary, the scope, the pages and each page's table, then saving and closing.
        order = [self.summary_table, self.scope, self.tabs, self.balance_table, self.spread_table,
                 self.luck_table, self.fairness.table, self.png_button, *buttons.buttons()]
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

    def _count_on(self) -> None:
        """One more step of the all-time count; at the end, its figures and (if chosen) its charts."""
        if not self._count.step():
            self.progress.setValue(round(self._count.progress * 100))
            return
        self._counter.stop()
        self.all_time = self._count.result()
        self.progress.hide()
        self._all_time_choice().setEnabled(True)
        for row, text in enumerate(_summary_values(self.all_time)):
            item = self.summary_table.item(row, 1)
            if item is not None:
                item.setText(text)
        if self.scope.currentData() == "all":
            self.show_scope()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Once the dialog is first painted, the count of all time goes on (between frames)."""
        super().paintEvent(event)
        if self.all_time is None and not self._counter.isActive():
            QTimer.singleShot(0, self._counter.start)

    def _all_time_choice(self) -> QStandardItem:
        model = self.scope.model()
        assert isinstance(model, QStandardItemModel)  # a combo box's own model
        item = model.item(self.scope.findData("all"))
        assert item is not None
        return item

    @property
    def counted(self) -> bool:
        """True once all time is counted (the summary's second column and its charts are shown)."""
        return self.all_time is not None

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
        """The statistics of the scope the charts show (all time is empty until it is counted)."""
        if self.scope.currentData() == "session":
            return self.session
        return self.all_time or no_hands()

    def show_scope(self) -> None:
        """Redraw the charts, the spread table and the luck and decisions for the chosen scope."""
        stats = self.shown
        self._draw_balance(stats)
        self._draw_spreads(stats)
        self._draw_luck(stats)
        self._describe_charts(stats)
        self.fairness.show_statistics(stats)

    def _describe_charts(self, stats: Statistics) -> None:
        """The figures of each chart in its table, and each chart's name and description for a screen reader."""
        _fill(self.balance_table, [(credits(hand), str(bet_id), credits(balance))
                                   for hand, bet_id, balance in stats.balance_curve])
        _fill(self.luck_table, [(credits(hand), str(bet_id), credits_text(luck))
                                for hand, bet_id, luck in stats.luck_curve])
        for table in (self.balance_table, self.luck_table):  # as wide as its figures, the chart takes the rest
            table.resizeColumnsToContents()
            table.setMaximumWidth(table.horizontalHeader().length() + table.verticalScrollBar().sizeHint().width() + 4)
        for view, title, count in ((self.balance_view, self._balance_title, stats.figures.hands),
                                   (self.spread_view, self.spread_chart.title(), stats.figures.hands),
                                   (self.luck_view, self._luck_title, stats.hands_with_odds)):
            view.setAccessibleName(title)
            view.setAccessibleDescription(statistics_texts.chart_description(count))

    def _draw_balance(self, stats: Statistics) -> None:
        self._draw_curve(self.balance_chart, self._balance_title, statistics_texts.balance(), "#1f7a46",
                         stats.balance_curve)

    def _draw_luck(self, stats: Statistics) -> None:
        # The luck axis always shows 0: above it the cards were kinder than the odds, below it less so.
        self._draw_curve(self.luck_chart, self._luck_title, statistics_texts.luck_credits(), "#b3261e",
                         stats.luck_curve, include=(0.0,))
        self._say_luck(stats)

    def _say_luck(self, stats: Statistics) -> None:
        """The luck and decisions in words, under the luck chart."""
        self.luck_label.setText(statistics_texts.luck_text(
            stats.hands_with_odds, credits_text(stats.luck), stats.actual_net,
            credits_text(stats.expected_net), stats.figures.hands - stats.hands_with_odds))
        d = stats.decisions
        self.decisions_label.setText(self.decisions_text(d))

    @staticmethod
    def decisions_text(d: Decisions) -> str:
        """The decisions in words: one count per phrase, each in its singular or plural ("stood 1 time")."""
        return statistics_texts.decisions_text(d.decided, d.raised_best, d.stood_best, d.raised_against_best,
                                               d.stood_against_best, float(d.ev_lost))

    def _draw_curve(self, chart: QChart, title: str, name: str, colour: str,
                    curve: Sequence[tuple[int, int, float]], include: Sequence[float] = ()) -> None:
        """One line over the hands (``curve``: hand number, Bet ID and value); the value axis also spans
        ``include``."""
        _clear(chart)
        series = QLineSeries()
        series.setName(name)
        series.setPen(QPen(QColor(colour), 2))
        for hand, _bet_id, value in curve:
            series.append(hand, value)
        series.setPointsVisible(len(curve) <= 40)  # a short history is a few points, not a line
        chart.addSeries(series)
        self._axes(chart, title, series, statistics_texts.hand(), statistics_texts.credits_axis(),
                   [value for _, _, value in curve] + list(include), curve[-1][0] if curve else 0)

    def _draw_spreads(self, stats: Statistics) -> None:
        chart = self.spread_chart
        _clear(chart)
        yours_name, theory_name = statistics_texts.win_rate_sets()
        yours = QBarSet(yours_name)
        yours.setColor(QColor("#1f7a46"))
        theory = QBarSet(theory_name)
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
        categories.setTitleText(statistics_texts.spread_axis())
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
            chart.setTitle(statistics_texts.empty_chart_title(title))
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
        dialog = open_save_dialog(self, statistics_texts.save_png_title(), "statistics_png_file_dialog",
                                  statistics_texts.png_images(), "reddog-statistics", "png", self.save_png)
        self.png_dialog = dialog
        return dialog

    def save_png(self, path: Path) -> bool:
        """Save the dialog as it shows now (figures and the chart on screen) to ``path``."""
        if self.grab().save(str(path), "PNG"):
            return True
        log.error("statistics could not be saved to %s", path)
        QMessageBox.warning(self, statistics_texts.save_png_title(), statistics_texts.png_not_saved(str(path)))
        return False


__all__ = ["StatisticsDialog"]
