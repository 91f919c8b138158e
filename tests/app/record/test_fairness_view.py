"""Statistics > Fairness through the window: the player's counts against the exact odds at one and six decks and
both together, a history dealt too many pairs, and a profile with nothing to compare."""

from __future__ import annotations

import dataclasses
from collections import Counter
from fractions import Fraction
from pathlib import Path

from PySide6.QtWidgets import QLabel, QTableWidget

from reddog_qt.app.texts.language import apply_language
from reddog_qt.engine import HandKind, Outcome, Rules
from reddog_qt.engine import odds as exact
from reddog_qt.engine.expected_counts import Measure, Verdict
from reddog_qt.profile.paths import ProfilePaths
from reddog_qt.profile.tables import as_custom, save_tables
from tests.app.conftest import sit_at
from tests.app.record.test_statistics_dialog import open_statistics
from tests.app.record_helpers import play_hands, quiet_window

ONE_DECK, SIX_DECKS = Rules.preset("atlantic-city"), Rules.preset("six-deck-shoe")


def engine_chances(rules: Rules) -> dict[tuple[Measure, int], Fraction]:
    """Each row's chance per trial at a table of ``rules``, straight from the engine's exact odds."""
    spread = exact.spread_probabilities(rules)
    pair_showing = exact.fresh_counts(rules.decks)
    pair_showing[9] -= 2
    chances = {(Measure.SPREAD, 0): spread["consecutive"], (Measure.PAIR, 0): spread["pair"],
               (Measure.TRIPS, 0): exact.decision(rules, pair_showing, 9, 9).win_probability}
    for s in range(1, 12):
        chances[Measure.SPREAD, s] = spread[s]
        chances[Measure.WIN, s] = chances[Measure.WINS, s] = exact.win_probability(rules, s)
    return chances


def expected_rows(by_table: dict[Rules, list]) -> dict[tuple[Measure, int], tuple[int, int, Fraction]]:
    """What each row must show for the hands played at each table: (seen, hands, expected)."""
    rows: dict[tuple[Measure, int], list] = {}

    def add(key: tuple[Measure, int], seen: int, trials: int, chance: Fraction) -> None:
        row = rows.setdefault(key, [0, 0, Fraction(0)])
        row[0] += seen
        row[1] += trials
        row[2] += trials * chance

    for rules, hands in by_table.items():
        chance = engine_chances(rules)
        kinds = Counter((h.kind, h.spread if h.kind is HandKind.SPREAD else 0) for h in hands)
        won = Counter((h.kind, h.spread if h.kind is HandKind.SPREAD else 0) for h in hands
                      if h.outcome is Outcome.WIN)
        add((Measure.SPREAD, 0), kinds[HandKind.CONSECUTIVE, 0], len(hands), chance[Measure.SPREAD, 0])
        add((Measure.PAIR, 0), kinds[HandKind.PAIR, 0], len(hands), chance[Measure.PAIR, 0])
        add((Measure.TRIPS, 0), won[HandKind.PAIR, 0], kinds[HandKind.PAIR, 0], chance[Measure.TRIPS, 0])
        for s in range(1, 12):
            at = kinds[HandKind.SPREAD, s]
            add((Measure.SPREAD, s), at, len(hands), chance[Measure.SPREAD, s])
            add((Measure.WIN, s), won[HandKind.SPREAD, s], at, chance[Measure.WIN, s])
            add((Measure.WINS, 0), won[HandKind.SPREAD, s], at, chance[Measure.WINS, s])
    return {key: (seen, trials, expected) for key, (seen, trials, expected) in rows.items()}


def check_page(dialog, by_table: dict[Rules, list]) -> None:
    """The page's rows, and the table's cells as a player reads them, against the engine and the hands played."""
    page = dialog.fairness
    table = page.findChild(QTableWidget, "fairness_table")
    wanted = expected_rows(by_table)
    assert len(page.rows) == len(wanted) == table.rowCount() == 26
    for index, row in enumerate(page.rows):
        seen, trials, expected = wanted[row.measure, row.spread]
        assert (row.seen, row.trials, row.expected) == (seen, trials, expected), (row.measure, row.spread)
        assert table.item(index, 0).text() == f"{trials:,}"
        assert table.item(index, 1).text() == f"{seen:,}"
        assert table.item(index, 2).text() == f"{float(expected):,.1f}"
    headers = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
    assert headers[:2] == ["Consecutive (spread 0)", "Spread 1"] and headers[12:14] == [
        "Pair", "Three of a kind"]
    assert [table.horizontalHeaderItem(c).text() for c in range(6)] == [
        "Out of", "Seen", "Expected", "95% band", "Against chance", "What it says"]
    assert table.accessibleName() == "Your counts against the exact odds, as a table"


def test_the_expected_counts_are_the_exact_odds_times_the_hands_at_each_table_and_both(qtbot, profile: Path) -> None:
    first = quiet_window(qtbot, profile, seed=21)
    one_deck = play_hands(qtbot, first, 30)
    dialog = open_statistics(qtbot, first)
    check_page(dialog, {ONE_DECK: one_deck})
    dialog.close()
    first.close()

    window = quiet_window(qtbot, profile, seed=22)
    window.choose_preset("six-deck-shoe")
    assert window.session.rules.decks == 6
    six_decks = play_hands(qtbot, window, 30)
    dialog = open_statistics(qtbot, window)
    dialog.tabs.setCurrentWidget(dialog.fairness)
    check_page(dialog, {SIX_DECKS: six_decks})  # this session: the six-deck shoe only
    dialog.scope.setCurrentIndex(dialog.scope.findData("all"))
    check_page(dialog, {ONE_DECK: one_deck, SIX_DECKS: six_decks})
    summary = dialog.fairness.findChild(QLabel, "fairness_summary").text()
    assert summary.startswith("60 hands compared with the exact odds.")
    # 60 hands are enough to judge the common rows (pairs and the wider spreads are too rare yet).
    verdicts = {row.measure: row.verdict for row in dialog.fairness.rows if row.spread == 0}
    assert verdicts[Measure.PAIR] is Verdict.TOO_FEW and verdicts[Measure.SPREAD] is not Verdict.TOO_FEW


def test_a_custom_table_is_compared_with_its_own_decks(qtbot, profile: Path) -> None:
    four_decks = as_custom(dataclasses.replace(ONE_DECK, decks=4), "Four Decks")
    save_tables(ProfilePaths.single(profile).tables_file, [four_decks])
    sit_at(profile, four_decks.name)
    window = quiet_window(qtbot, profile, seed=23)
    assert window.session.rules == four_decks
    hands = play_hands(qtbot, window, 25)
    dialog = open_statistics(qtbot, window)
    check_page(dialog, {four_decks: hands})
    pair = next(row for row in dialog.fairness.rows if row.measure is Measure.PAIR)
    assert pair.expected == 25 * Fraction(15, 207)  # 13 ranks x 16 x 15 of 208 x 207 first two cards


def test_a_history_dealt_too_many_pairs_says_so_in_english_and_in_german(qtbot, make_window) -> None:
    # 40 pairs of fives without a third five (a push each), then 80 hands from the shuffled deck.
    window = make_window("5c 5d 9h " * 40, seed=3, animated=False)
    hands = play_hands(qtbot, window, 120)
    pairs = sum(h.kind is HandKind.PAIR for h in hands)
    assert pairs >= 40
    dialog = open_statistics(qtbot, window)
    page = dialog.fairness
    pair = next(row for row in page.rows if row.measure is Measure.PAIR)
    assert pair.seen == pairs and pair.trials == 120 and pair.verdict is Verdict.ABOVE
    table = page.findChild(QTableWidget, "fairness_table")
    said = table.item(page.rows.index(pair), 5).text()
    assert said.startswith("More than chance usually gives: over 120 hands a count this far from the expected")
    assert "less than 1 time in a million" in said
    summary = page.findChild(QLabel, "fairness_summary").text()
    assert "Rows outside their 95% band: " in summary  # the pairs, and the spreads they crowded out
    dialog.close()
    try:
        window.apply_settings(dataclasses.replace(window.settings, language="de"))
        dialog = window.record.open_statistics()
        table = dialog.fairness.findChild(QTableWidget, "fairness_table")
        assert dialog.tabs.tabText(dialog.tabs.indexOf(dialog.fairness)) == "&Fairness"
        assert table.verticalHeaderItem(page.rows.index(pair)).text() == "Paar"
        assert table.item(page.rows.index(pair), 5).text() == (
            "Mehr, als der Zufall meist ergibt: Über 120 Coups kommt eine so weit vom Erwarteten entfernte "
            "Zählung seltener als 1-mal in einer Million vor.")
    finally:
        apply_language("en")


def test_an_empty_history_has_nothing_to_compare_yet(qtbot, profile: Path) -> None:
    window = quiet_window(qtbot, profile, seed=1)
    dialog = open_statistics(qtbot, window)
    dialog.tabs.setCurrentWidget(dialog.fairness)
    page = dialog.fairness
    assert page.findChild(QLabel, "fairness_summary").text().startswith("Nothing to compare yet")
    table = page.findChild(QTableWidget, "fairness_table")
    assert {table.item(r, 5).text() for r in range(table.rowCount())} == {"No hands yet."}
    assert {table.item(r, 0).text() for r in range(table.rowCount())} == {"0"}
    about = page.findChild(QLabel, "fairness_about").text()
    assert "sealed shuffles" in about and "a few hundred hands prove little" in about
