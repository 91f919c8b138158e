"""Game > Statistics through the window: the figures against the hands played, spreads, luck, decisions, PNG."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from pathlib import Path

from PySide6.QtCharts import QChartView
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QLabel, QTableWidget

from reddog_qt.engine import HandKind, Outcome, Play, Rules
from reddog_qt.engine.odds import spread_probabilities, win_probability
from tests.app.record_helpers import play_hands, quiet_window


def cell(table: QTableWidget, row: int, column: int) -> str:
    return table.item(row, column).text()


def open_statistics(qtbot, window):
    window.menus.statistics_action.trigger()
    dialog = window.findChild(QLabel, "statistics_luck_label").window()
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.objectName() == "statistics_dialog"
    return dialog


def test_statistics_count_this_session_and_all_time(qtbot, profile: Path) -> None:
    first = quiet_window(qtbot, profile, seed=8)
    earlier = play_hands(qtbot, first, 12)
    first.close()
    window = quiet_window(qtbot, profile, seed=9)
    hands = play_hands(qtbot, window, 30, strategy="raise")
    dialog = open_statistics(qtbot, window)
    summary = dialog.findChild(QTableWidget, "statistics_summary_table")
    rows = [summary.verticalHeaderItem(r).text() for r in range(summary.rowCount())]
    for column, played in ((0, hands), (1, earlier + hands)):
        outcomes = Counter(h.outcome for h in played)
        net = sum(h.net for h in played)
        assert cell(summary, rows.index("Hands"), column) == str(len(played))
        assert cell(summary, rows.index("Net"), column) == (f"{net:+,}" if net else "0")
        assert cell(summary, rows.index("Won"), column) == str(outcomes[Outcome.WIN])
        assert cell(summary, rows.index("Pushed"), column) == str(outcomes[Outcome.PUSH])
        assert cell(summary, rows.index("Lost"), column) == str(outcomes[Outcome.LOSS])
        best = max(h.net for h in played)
        assert cell(summary, rows.index("Biggest win"), column) == (f"{best:+,}" if best else "0")

    # Spreads, this session: how often each came and won, beside the exact one-deck theory.
    spreads = dialog.findChild(QTableWidget, "statistics_spread_table")
    came = Counter(h.spread for h in hands if h.kind is HandKind.SPREAD)
    won = Counter(h.spread for h in hands if h.kind is HandKind.SPREAD and h.outcome is Outcome.WIN)
    rules = Rules.preset("atlantic-city")
    for row in range(11):
        spread = row + 1
        assert cell(spreads, row, 1) == str(came[spread])
        assert cell(spreads, row, 4) == str(won[spread])
        assert cell(spreads, row, 3) == f"{float(spread_probabilities(rules)[spread]) * 100:.1f}%"
        assert cell(spreads, row, 6) == f"{float(win_probability(rules, spread)) * 100:.1f}%"

    # Luck: the actual net less the exact expectation of every hand as it was played.
    expected = sum((h.odds.expected_net(h.raised) for h in hands), Fraction(0))
    net = sum(h.net for h in hands)
    luck = dialog.findChild(QLabel, "statistics_luck_label").text()
    assert f"Luck: {float(net - expected):+,.2f} credits" in luck and f"Over {len(hands)} hands" in luck
    # Decisions: raising every spread, against the best play.
    spread_hands = [h for h in hands if h.play in (Play.RAISE, Play.STAND)]
    against = [h for h in spread_hands if h.play is not h.odds.best_play]
    lost = sum((h.odds.ev_lost(h.raised) for h in spread_hands), Fraction(0))
    decisions = dialog.findChild(QLabel, "statistics_decisions_label").text()
    assert f"Decisions on {len(spread_hands)} spreads" in decisions
    assert f"{len(against)} times where standing was better" in decisions and against
    assert f"Cost in expectation: {float(lost):,.2f} credits" in decisions

    # The charts are there, with a point per hand for the scope shown.
    balance = dialog.findChild(QChartView, "statistics_balance_chart").chart().series()[0]
    assert balance.count() == len(hands)
    dialog.scope.setCurrentIndex(dialog.scope.findData("all"))
    balance = dialog.findChild(QChartView, "statistics_balance_chart").chart().series()[0]
    assert balance.count() == len(earlier) + len(hands)
    assert balance.at(balance.count() - 1).y() == window.session.balance


def test_statistics_save_as_png(qtbot, profile: Path, tmp_path: Path) -> None:
    window = quiet_window(qtbot, profile, seed=4)
    play_hands(qtbot, window, 5)
    dialog = open_statistics(qtbot, window)
    dialog.png_button.click()
    files = dialog.png_dialog
    qtbot.waitUntil(files.isVisible)
    target = tmp_path / "stats.png"
    files.selectFile(str(target))
    files.accept()
    qtbot.waitUntil(target.exists)
    image = QImage(str(target))
    assert not image.isNull() and image.width() == dialog.width()


def test_a_long_history_is_counted_between_frames_with_a_progress_bar(qtbot, profile: Path, monkeypatch) -> None:
    """All time counted a step at a time (here a step of 3 Bet IDs, and only 3 counted before it opens): the
    dialog opens before the count ends, shows how far it is, and then shows the same figures as a count made at
    once."""
    from PySide6.QtWidgets import QProgressBar

    from reddog_qt.record import history_query

    window = quiet_window(qtbot, profile, seed=6)
    hands = play_hands(qtbot, window, 12)
    monkeypatch.setattr(history_query, "STEP", 3)
    monkeypatch.setattr(history_query, "AT_ONCE", 3)
    dialog = open_statistics(qtbot, window)
    summary = dialog.findChild(QTableWidget, "statistics_summary_table")
    progress = dialog.findChild(QProgressBar, "statistics_progress")
    assert not dialog.counted and progress.isVisible() and cell(summary, 0, 1) == "…"
    all_time = dialog.scope.model().item(dialog.scope.findData("all"))
    assert not all_time.isEnabled()  # offered once counted
    qtbot.waitUntil(lambda: dialog.counted)
    assert all_time.isEnabled()
    dialog.scope.setCurrentIndex(dialog.scope.findData("all"))
    assert not progress.isVisible() and cell(summary, 0, 1) == str(len(hands))
    balance = dialog.findChild(QChartView, "statistics_balance_chart").chart().series()[0]
    assert balance.count() == len(hands) and balance.at(balance.count() - 1).y() == window.session.balance
