"""The first-game guide through the real window: shown on a fresh profile only, the first hand played under
it with real clicks and keys, Skip and Escape for good, Help > Learn to Play, the exact raise figures of two
tables, every step said by the narrator, and German."""

from __future__ import annotations

import json
import shutil
from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from reddog_qt.app.guide.lessons import Step
from reddog_qt.app.seams import TablePhase
from reddog_qt.app.texts.language import apply_language
from reddog_qt.engine import Rules
from reddog_qt.engine.odds import decision, raise_threshold
from reddog_qt.profile.paths import ProfilePaths
from tests.app.guide.raise_worth import raise_worth
from tests.app.window_helpers import active, widget

LEFT = Qt.MouseButton.LeftButton
FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"


def guide_of(window) -> QWidget | None:
    """The guide's panel if it shows on the window, else None."""
    found = window.findChild(QWidget, "first_game_guide")
    return found if found is not None and found.isVisible() else None


def words(window) -> str:
    return widget(window, "guide_text").text()


def settings_of(profile: Path) -> dict:
    return json.loads(ProfilePaths.single(profile).settings_file.read_text(encoding="utf-8"))




@pytest.fixture(autouse=True)
def back_to_english():
    yield
    apply_language("en")


def test_a_fresh_profile_shows_the_guide_pointing_at_the_chips(qtbot, make_window):
    window = make_window(guide=True)
    guide = guide_of(window)
    assert guide is not None and guide.step is Step.CHIPS
    assert "chip stack" in words(window)
    # Over the felt, beside the chip stacks, never over them.
    assert guide.parentWidget() is window.view.viewport()
    stacks = guide.target()
    assert not guide.geometry().intersects(stacks)
    assert window.view.viewport().rect().contains(guide.geometry())


def test_the_first_hand_is_played_with_the_real_mouse_and_keys_while_the_guide_shows(qtbot, make_window,
                                                                                      click_item):
    window = active(qtbot, make_window("9c Qd 10h", guide=True, animated=False))
    guide = guide_of(window)
    assert guide is not None
    click_item(qtbot, window, window.scene.chip_stack(5))  # a real click on the felt, beside the panel
    assert window.controller.chips == (5,) and guide.step is Step.BET_SPOT
    assert "Click the spot to add the chip you picked" in words(window)  # told of the mouse in use
    click_item(qtbot, window, window.scene.bet_spot)
    assert window.controller.chips == (5, 5) and guide.step is Step.DEAL
    assert not guide.geometry().intersects(guide.target())
    qtbot.keyClick(window, Qt.Key.Key_Up)  # the table's keys still reach the table
    assert sum(window.controller.chips) == 11
    qtbot.keyClick(window, Qt.Key.Key_Return)  # Enter deals
    qtbot.waitUntil(lambda: window.controller.phase is TablePhase.DECIDING, timeout=10_000)
    assert guide.step is Step.SPREAD and guide.isVisible()
    assert "spread of 2" in words(window) and "4 to 1" in words(window)
    assert "Spread 4-11 1:1" in words(window)  # what each spread pays, from the table's rules
    qtbot.mouseClick(widget(window, "guide_next_button"), LEFT)
    assert guide.step is Step.RAISE
    assert "Stand (Enter)" in words(window)  # a spread of 2 is not worth a raise
    qtbot.keyClick(window, Qt.Key.Key_Return)  # Enter stands
    qtbot.waitUntil(lambda: window.controller.phase is TablePhase.BETTING, timeout=10_000)
    assert guide.step is Step.RESULT and widget(window, "guide_next_button").text() == "&Done"
    qtbot.mouseClick(widget(window, "guide_next_button"), LEFT)
    assert guide_of(window) is None


def test_the_bet_spot_step_speaks_of_the_keys_to_a_player_using_them(qtbot, make_window):
    window = active(qtbot, make_window(guide=True, animated=False))
    guide = guide_of(window)
    assert guide is not None
    told: list[str] = []
    window.narrator.told.connect(told.append)
    qtbot.keyClick(window, Qt.Key.Key_Up)
    assert guide.step is Step.BET_SPOT
    assert "Press Up to add a credit to the bet" in words(window) and "Click" not in words(window)
    assert any("Press Up to add a credit to the bet" in line for line in told), told


def test_alt_n_moves_the_guide_on_without_taking_the_keys(qtbot, make_window):
    window = active(qtbot, make_window(guide=True))
    guide = guide_of(window)
    assert guide is not None
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: guide.step is Step.BET_SPOT)
    for button in ("guide_next_button", "guide_skip_button"):
        assert widget(window, button).focusPolicy() == Qt.FocusPolicy.NoFocus
    assert "guide_next_button" not in window.focus_order()


@pytest.mark.parametrize("how", ["skip", "escape"])
def test_skip_and_escape_end_the_guide_for_good(qtbot, make_window, profile, how):
    window = active(qtbot, make_window(guide=True))
    assert guide_of(window) is not None
    if how == "skip":
        qtbot.mouseClick(widget(window, "guide_skip_button"), LEFT)
    else:
        qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert guide_of(window) is None
    assert "Learn to Play" in window.narrator.text  # said where it comes back from
    assert settings_of(profile)["first_game_guide_done"] is True
    window.close()
    again = make_window(guide=True)  # the same profile, started again
    assert guide_of(again) is None


def test_the_next_hand_dealt_after_the_last_step_ends_the_guide_for_good(qtbot, make_window, profile):
    # A player who plays on without pressing Done has read the last step: it must not stay on the felt for the
    # rest of the session (over the cut of a new shoe, say).
    window = make_window("9c Qd 10h 4s 4d 4h", guide=True, animated=False)
    guide = guide_of(window)
    controller = window.controller
    for _ in range(2):
        controller.add_chip(5)
    controller.deal()
    qtbot.waitUntil(lambda: controller.phase is TablePhase.DECIDING, timeout=10_000)
    controller.stand()
    qtbot.waitUntil(lambda: guide.step is Step.RESULT, timeout=10_000)
    qtbot.waitUntil(lambda: controller.phase is TablePhase.BETTING, timeout=10_000)
    assert guide_of(window) is guide  # the last step waits while the player places the next bet
    for _ in range(2):
        controller.add_chip(5)
    controller.deal()
    qtbot.waitUntil(lambda: guide_of(window) is None, timeout=10_000)
    assert settings_of(profile)["first_game_guide_done"] is True


def test_learn_to_play_brings_the_guide_back(qtbot, make_window):
    window = active(qtbot, make_window())
    assert guide_of(window) is None
    action = window.findChild(QAction, "learn_to_play_action")
    assert action is not None and action in window.menus.help_menu.actions()
    action.trigger()
    guide = guide_of(window)
    assert guide is not None and guide.step is Step.CHIPS
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert guide_of(window) is None
    action.trigger()
    assert guide_of(window) is not None


def test_a_played_profile_gets_no_guide(qtbot, make_window, tmp_path):
    upgraded = tmp_path / "upgraded"
    shutil.copytree(FIXTURES / "profile-1.0", upgraded)
    window = make_window(guide=True, profile=upgraded)
    assert window.ledger.totals().hands > 0
    assert guide_of(window) is None
    assert window.findChild(QWidget, "first_game_guide") is None  # not even made


@pytest.mark.parametrize(("preset", "deal", "decks_said"), [
    ("atlantic-city", "5c Qd 10h", "On one deck"),
    ("eight-deck", "5c Qd 10h", "On 8 decks"),
])
def test_the_raise_figures_are_the_engines_exact_odds(qtbot, make_window, preset, deal, decks_said):
    window = make_window(deal, preset=preset, guide=True, animated=False)
    controller, rules = window.controller, window.session.rules
    while controller.bet < rules.minimum:
        assert controller.add_chip(min(rules.chips))
    wager = controller.bet
    assert controller.deal()
    qtbot.waitUntil(lambda: controller.phase is TablePhase.DECIDING, timeout=10_000)
    guide = guide_of(window)
    assert guide is not None and guide.step is Step.SPREAD
    guide.next_step()
    said = words(window)
    threshold = raise_threshold(rules)
    assert threshold == 7
    gain, cost = raise_worth(rules, threshold), -raise_worth(rules, threshold - 1)
    assert gain > 0 and cost > 0
    assert f"{decks_said}, raise on a spread of 7 and up" in said
    adds, costs = f"{float(gain) * 100:.1f}%", f"{float(cost) * 100:.1f}%"
    assert f"raising on 7 adds {adds} of your bet on average; on 6 it costs {costs}" in said
    # This hand, from the cards left in the shoe: a five and a queen (spread 6) on the table's wager.
    hand = decision(rules, window.session.unseen_rank_counts(), 5, 12, wager)
    worth = hand.ev_raise - hand.ev_stand
    assert worth < 0 and not hand.should_raise
    assert f"This hand: raising {hand.raise_amount:,} costs {float(-worth):.2f} credits on average. Stand" in said


def test_the_two_tables_figures_differ(qtbot):
    # Not a copy of one table's: the eight-deck shoe's figures are its own.
    one, eight = Rules.preset("atlantic-city"), Rules.preset("eight-deck")
    assert raise_worth(one, 7) == Fraction(3, 25) and raise_worth(eight, 7) == Fraction(17, 207)


def test_every_step_is_said_by_the_narrator(qtbot, make_window):
    window = make_window("9c Qd 10h", guide=True, animated=False)
    told: list[str] = []
    window.narrator.told.connect(told.append)
    guide = guide_of(window)
    assert guide is not None
    assert any("chip stack" in line for line in window.narrator.history)  # the first step, at the start
    controller = window.controller
    controller.add_chip(5)
    controller.add_chip(5)
    controller.deal()
    qtbot.waitUntil(lambda: controller.phase is TablePhase.DECIDING, timeout=10_000)
    guide.next_step()
    controller.stand()
    qtbot.waitUntil(lambda: guide.step is Step.RESULT, timeout=10_000)
    for step, heard in ((Step.BET_SPOT, "bet spot"), (Step.DEAL, "press Deal"), (Step.SPREAD, "spread of 2"),
                        (Step.RAISE, "raise on a spread of 7"), (Step.RESULT, "How to Play")):
        assert any(heard in line for line in told), (step, told)
    assert window.narrator.text.startswith("The result.")


def test_the_welcome_and_the_stake_are_said_besides_the_guides_steps(qtbot, make_window):
    window = active(qtbot, make_window(guide=True))
    history = window.narrator.history
    qtbot.waitUntil(lambda: any("Table minimum 5 credits" in line for line in history))  # the welcome, at the keys
    assert [line for line in history if "Welcome to Red Dog!" in line or "Table minimum" in line] == [
        next(line for line in history if "Welcome to Red Dog!" in line),
        next(line for line in history if "Table minimum" in line)]  # the guide's first step, then the welcome
    told: list[str] = []
    window.narrator.told.connect(told.append)
    for _ in range(5):  # five quick credits: the guide's bet step, then its Deal step at the minimum
        assert window.controller.add_chip(1)
    qtbot.waitUntil(lambda: any(line.startswith("Stake 5 credits") for line in told))  # once the bet rests
    assert [line.split(".")[0] for line in told] == ["The bet", "Deal", "Stake 5 credits"], told
    assert window.narrator.text.startswith("Stake 5 credits")


def test_the_guide_in_german(qtbot, make_window, profile):
    def german(context: str, source: str) -> str:
        shown = QCoreApplication.translate(context, source)
        assert shown != source, f"no German for {source!r}"
        return shown

    ProfilePaths.single(profile).ensure()
    ProfilePaths.single(profile).settings_file.write_text(json.dumps({"language": "de"}))
    window = make_window(guide=True)
    guide = guide_of(window)
    assert guide is not None
    assert widget(window, "guide_title").text() == german("Guide", "First game: the chips")
    assert words(window) == german("Guide", "Welcome to Red Dog! Bet first: click a chip stack to put a chip on "
                                            "the bet (right-click takes one off), or press the Up arrow.")
    assert widget(window, "guide_skip_button").text() == german("Guide", "&Skip guide")
    assert "chip stack" not in words(window)
    action = window.findChild(QAction, "learn_to_play_action")
    assert action.text() == german("TableMenus", "&Learn to Play")


def test_the_guide_speaks_of_the_table_sat_at(qtbot, make_window):
    window = make_window(guide=True)
    guide = guide_of(window)
    assert guide is not None
    guide.next_step()
    assert "from 5 to 300 credits" in words(window)
    window.choose_preset("eight-deck")
    eight = window.session.rules
    assert f"from {eight.minimum:,} to {eight.maximum:,} credits" in words(window)


@pytest.mark.parametrize("preset", ["atlantic-city", "eight-deck", "six-deck-shoe"])
@pytest.mark.parametrize("size", [(820, 560), (1280, 800)])
def test_the_guide_stands_beside_what_it_points_at(qtbot, make_window, preset, size):
    window = make_window(preset=preset, guide=True)
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    guide = guide_of(window)
    assert guide is not None
    if window.controller.phase is TablePhase.CUTTING:
        assert window.controller.cut(None)
    viewport = window.view.viewport().rect()

    def clear_of_its_target() -> bool:
        return not guide.geometry().intersects(guide.target()) and viewport.contains(guide.geometry())

    qtbot.waitUntil(clear_of_its_target)  # the chips
    controller, rules = window.controller, window.session.rules
    assert controller.add_chip(min(rules.chips))
    assert guide.step is Step.BET_SPOT
    qtbot.waitUntil(clear_of_its_target)
    while controller.bet < rules.minimum or guide.step is Step.BET_SPOT:
        assert controller.add_chip(min(rules.chips))
    assert guide.step is Step.DEAL
    qtbot.waitUntil(clear_of_its_target)


def test_at_a_shoe_table_the_guide_asks_for_the_cut_first(qtbot, make_window):
    window = active(qtbot, make_window(preset="six-deck-shoe", guide=True))
    guide = guide_of(window)
    assert guide is not None and guide.step is Step.CHIPS
    assert window.controller.phase is TablePhase.CUTTING
    assert words(window).startswith("A new shoe: cut it first")
    qtbot.keyClick(window, Qt.Key.Key_Return)  # a random cut, with the guide showing
    qtbot.waitUntil(lambda: window.controller.phase is TablePhase.BETTING)
    assert words(window).startswith("Welcome to Red Dog!")


def test_a_replayed_hand_has_the_felt_and_escape_to_itself(qtbot, make_window):
    window = active(qtbot, make_window("9c Qd 10h", guide=True, animated=False))
    guide = guide_of(window)
    assert guide is not None
    controller = window.controller
    controller.add_chip(5)
    controller.deal()
    qtbot.waitUntil(lambda: controller.phase is TablePhase.DECIDING, timeout=10_000)
    controller.stand()
    qtbot.waitUntil(lambda: guide.step is Step.RESULT, timeout=10_000)
    window.replay_hand(window.ledger.hand(window.session.hand.bet_id))
    assert window.replay.active and guide_of(window) is None
    qtbot.keyClick(window, Qt.Key.Key_Escape)  # the replay's Escape: back to the table, the guide as it was
    qtbot.waitUntil(lambda: not window.replay.active)
    assert guide_of(window) is guide and guide.step is Step.RESULT
    qtbot.keyClick(window, Qt.Key.Key_Escape)  # now the guide's
    assert guide_of(window) is None
