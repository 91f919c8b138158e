"""The table window played with the mouse: whole hands dealt from stacked shoes, the chips, and the console's buttons.

Every hand here is played the way a player plays it: chips are clicked on the felt through the
view, the console's buttons are clicked, and the checks read what the player sees (the console's
labels, which buttons are enabled, the felt's marker and banner) as well as the engine's session.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QSpinBox

from reddog_qt.app.felt.felt import MARKER_HOME
from reddog_qt.app.seams import TablePhase
from reddog_qt.profile.ledger import Ledger
from reddog_qt.profile.paths import ProfilePaths
from tests.app.window_helpers import widget

LEFT = Qt.MouseButton.LeftButton
RIGHT = Qt.MouseButton.RightButton
START = 1_000
FIRST_BET_ID = 1_000_001

#: Every console button that changes the bet or the hand.
ACTION_BUTTONS = ("deal_button", "raise_button", "stand_button", "double_button", "same_bet_button",
                  "rebet_button", "undo_button", "redo_button", "clear_button", "new_game_button")
#: What each spread pays at Atlantic City (x to 1), from the house's pay table: 1 pays 5, 2 pays 4, 3 pays 2, 4+ pay 1.
PAYS = {1: 5, 2: 4, 3: 2}


def pays(spread: int) -> int:
    return PAYS.get(spread, 1)


# --- reading and driving the window -------------------------------------------------


def text(window, name: str) -> str:
    return widget(window, name).text()


def enabled_buttons(window) -> set[str]:
    return {name for name in ACTION_BUTTONS if widget(window, name).isEnabled()}


def press(qtbot, window, name: str) -> None:
    """Click a console button with the mouse (a click on a disabled button does nothing, as for a player)."""
    qtbot.mouseClick(widget(window, name), LEFT)


def place(qtbot, window, click_item, chips: tuple[int, ...]) -> None:
    """Left-click the tray's stacks, one click per chip."""
    for value in chips:
        click_item(qtbot, window, window.scene.chip_stack(value))


def wait_still(qtbot, window, timeout: int = 15_000) -> None:
    """Wait until nothing moves: the table takes bets or waits for raise or stand."""
    qtbot.waitUntil(lambda: window.controller.phase is not TablePhase.ANIMATING and not window.scene.animating,
                    timeout=timeout)


def wait_betting(qtbot, window, timeout: int = 15_000) -> None:
    qtbot.waitUntil(lambda: window.controller.phase is TablePhase.BETTING and not window.scene.animating,
                    timeout=timeout)


def marker_moved(window) -> bool:
    pos = window.scene.marker.pos()
    return abs(pos.x() - MARKER_HOME.x()) + abs(pos.y() - MARKER_HOME.y()) > 50


def credits(amount: int) -> str:
    return f"{amount:,}"


def set_ledger_balance(profile: Path, balance: int) -> None:
    """Give the profile's bank a balance before the window opens (as a player's earlier games would)."""
    with Ledger(ProfilePaths.resolve(profile).ensure().ledger_file, starting_balance=START) as ledger:
        ledger.bankroll_reset(balance)


# --- whole hands --------------------------------------------------------------------


@dataclass(frozen=True)
class Case:
    id: str
    deal: str             # the cards of the hand, in the order dealt
    chips: tuple[int, ...]
    decision: str | None  # "raise" or "stand" on a spread; None for a pair or consecutive hand
    net: int              # worked out by hand from the pay table, not by the engine
    result: str           # the console's LAST RESULT
    banner: str           # the felt's banner title
    marker: str           # what the red dog says
    spread: int | None = None
    animated: bool = True


CASES = [
    Case("pair-push", "7c 7d 2h", (25,), None, 0, "Push", "PUSH", "Pair"),
    Case("three-of-a-kind", "7c 7d 7h", (25,), None, 25 * 11, "+275", "THREE OF A KIND!", "Pair"),
    Case("consecutive-push", "7c 8d", (5,), None, 0, "Push", "PUSH", "Consecutive - push"),
    # spread 1 pays 5:1
    Case("spread1-win-raise", "7c 9d 8h", (25,), "raise", 50 * 5, "+250", "YOU WIN 250", "Spread 1 pays 5:1", 1),
    Case("spread1-win-stand", "9d 7c 8h", (25,), "stand", 25 * 5, "+125", "YOU WIN 125", "Spread 1 pays 5:1", 1,
         animated=False),
    Case("spread1-equal-loses-raise", "7c 9d 9h", (25,), "raise", -50, "-50", "DEALER WINS", "Spread 1 pays 5:1", 1,
         animated=False),
    Case("spread1-outside-loses-stand", "7c 9d Kh", (25,), "stand", -25, "-25", "DEALER WINS", "Spread 1 pays 5:1",
         1, animated=False),
    # spread 2 pays 4:1
    Case("spread2-win-raise", "7c 10d 8h", (25, 5), "raise", 60 * 4, "+240", "YOU WIN 240", "Spread 2 pays 4:1", 2),
    Case("spread2-win-stand", "Jd 8c 10h", (25,), "stand", 25 * 4, "+100", "YOU WIN 100", "Spread 2 pays 4:1", 2,
         animated=False),
    Case("spread2-equal-loses-stand", "7c 10d 7h", (25,), "stand", -25, "-25", "DEALER WINS", "Spread 2 pays 4:1", 2,
         animated=False),
    Case("spread2-outside-loses-raise", "7c 10d 2h", (25,), "raise", -50, "-50", "DEALER WINS", "Spread 2 pays 4:1",
         2, animated=False),
    # spread 3 pays 2:1
    Case("spread3-win-raise", "7c Jd 9h", (100,), "raise", 200 * 2, "+400", "YOU WIN 400", "Spread 3 pays 2:1", 3),
    Case("spread3-win-stand", "Ks 9c Qh", (25,), "stand", 25 * 2, "+50", "YOU WIN 50", "Spread 3 pays 2:1", 3,
         animated=False),
    Case("spread3-equal-loses-raise", "7c Jd Jh", (100,), "raise", -200, "-200", "DEALER WINS", "Spread 3 pays 2:1",
         3, animated=False),
    Case("spread3-outside-loses-stand", "7c Jd 3h", (5,), "stand", -5, "-5", "DEALER WINS", "Spread 3 pays 2:1", 3,
         animated=False),
    # spread 4 to 11 pays 1:1
    Case("spread6-win-raise", "4c Jd 9h", (100, 100), "raise", 400, "+400", "YOU WIN 400", "Spread 6 pays 1:1", 6),
    Case("spread4-win-stand", "3c 8d 5h", (25, 5, 5), "stand", 35, "+35", "YOU WIN 35", "Spread 4 pays 1:1", 4,
         animated=False),
    Case("spread6-equal-loses-raise", "5c Qd 5h", (25,), "raise", -50, "-50", "DEALER WINS", "Spread 6 pays 1:1", 6,
         animated=False),
    Case("spread6-outside-loses-stand", "9d 2c Ah", (25,), "stand", -25, "-25", "DEALER WINS", "Spread 6 pays 1:1", 6,
         animated=False),
    Case("spread11-win-raise", "2c Ad 8h", (5,), "raise", 10, "+10", "YOU WIN 10", "Spread 11 pays 1:1", 11,
         animated=False),
]


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.id)
def test_whole_hand_with_the_mouse(qtbot, make_window, click_item, case: Case):
    window = make_window(case.deal, animated=case.animated)
    wager = sum(case.chips)

    place(qtbot, window, click_item, case.chips)
    assert window.controller.chips == case.chips
    assert text(window, "stake_label") == credits(wager)
    assert text(window, "wager_label") == credits(wager)
    assert "deal_button" in enabled_buttons(window)

    press(qtbot, window, "deal_button")
    hand = window.session.hand
    assert hand is not None and hand.bet_id == FIRST_BET_ID and hand.wager == wager
    assert text(window, "slip_id_label") == str(hand.bet_id // 100 * 100) == "1000000"
    wait_still(qtbot, window)
    hand = window.session.hand
    marker = window.scene.marker
    assert marker_moved(window), "the red dog stayed at home"

    if case.decision is None:
        assert window.controller.phase is TablePhase.BETTING
        assert marker.text == case.marker and marker.spread is None
        assert [card.code for card in hand.cards] == case.deal.split()
        assert len(window.scene.card_items) == len(hand.cards)
        raised = 0
    else:
        spread = hand.spread
        assert spread == case.spread
        assert marker.spread == spread and marker.text == case.marker
        assert window.controller.phase is TablePhase.DECIDING
        assert enabled_buttons(window) == {"raise_button", "stand_button"}
        assert f"Spread of {spread}" in text(window, "message_label")
        assert text(window, "balance_label") == credits(START - wager)
        assert text(window, "stake_label") == credits(wager)
        assert text(window, "raise_label") == "-"
        assert len(window.scene.card_items) == 2
        assert all(card.face_up for card in window.scene.card_items)
        assert not window.scene.banner.isVisible()

        press(qtbot, window, f"{case.decision}_button")
        raised = wager if case.decision == "raise" else 0
        assert window.session.hand.raised == raised
        assert text(window, "raise_label") == (credits(raised) if raised else "-")
        wait_betting(qtbot, window)
        hand = window.session.hand
        assert [card.code for card in hand.cards] == case.deal.split() and len(window.scene.card_items) == 3
        assert marker.spread == spread  # still marking the hand's spread until the next bet
        if case.net > 0:  # win: the stake comes back with the spread's odds
            assert case.net == (wager + raised) * pays(spread)

    # The hand is over: what the player sees.
    assert window.controller.phase is TablePhase.BETTING
    assert hand.net == case.net and hand.raised == raised
    assert window.session.balance == START + case.net
    assert text(window, "balance_label") == credits(START + case.net)
    assert text(window, "result_label") == case.result
    assert text(window, "stake_label") == "0"
    assert window.scene.banner.isVisible() and window.scene.banner.title == case.banner
    assert window.controller.chips == ()
    repeatable = {"same_bet_button", "rebet_button", "new_game_button"}
    if 2 * wager <= 300:  # Double is offered only while twice the last bet is within the table maximum
        repeatable.add("double_button")
    assert enabled_buttons(window) == repeatable


def test_balance_is_written_with_thousands_separators(qtbot, make_window, click_item):
    window = make_window("7c 9d 8h", animated=False)  # spread 1, won: 5:1 on 200
    place(qtbot, window, click_item, (100,))
    press(qtbot, window, "deal_button")
    assert text(window, "balance_label") == "900"
    press(qtbot, window, "raise_button")
    assert window.session.balance == 2_000
    assert text(window, "balance_label") == "2,000"
    assert text(window, "result_label") == "+1,000"
    assert window.scene.banner.title == "YOU WIN 1,000"


# --- buttons in each phase ---------------------------------------------------------------


def test_buttons_follow_the_phase(qtbot, make_window, click_item):
    window = make_window("4c 9d 6h")  # a spread

    # First start: nothing to deal, nothing to repeat.
    assert text(window, "balance_label") == "1,000"
    assert text(window, "stake_label") == "0"  # nothing staked yet
    assert text(window, "slip_id_label") == "-"  # no bet yet
    assert enabled_buttons(window) == {"new_game_button"}
    assert not widget(window, "raise_amount").isVisible()  # Atlantic City: the raise equals the wager

    # A bet below the table minimum of 5 cannot be dealt.
    place(qtbot, window, click_item, (1, 1))
    assert window.controller.bet == 2
    assert text(window, "stake_label") == "2"
    assert enabled_buttons(window) == {"undo_button", "clear_button", "new_game_button"}
    assert "minimum" in widget(window, "deal_button").toolTip()

    # A legal bet.
    place(qtbot, window, click_item, (25,))
    assert window.controller.bet == 27
    assert enabled_buttons(window) == {"deal_button", "undo_button", "clear_button", "new_game_button"}
    press(qtbot, window, "clear_button")
    place(qtbot, window, click_item, (25,))

    # While the cards move every action button is off.
    press(qtbot, window, "deal_button")
    assert window.scene.animating and window.controller.phase is TablePhase.ANIMATING
    assert enabled_buttons(window) == set()
    assert not window.menus.new_game_action.isEnabled()

    # The spread is announced: only raise and stand.
    with qtbot.waitSignal(window.controller.hand_shown, timeout=10_000):
        pass
    wait_still(qtbot, window)
    assert enabled_buttons(window) == {"raise_button", "stand_button"}

    press(qtbot, window, "stand_button")
    assert enabled_buttons(window) == set()
    with qtbot.waitSignal(window.controller.betting_opened, timeout=10_000):
        pass
    # Settled: the previous bet can be repeated, doubled or re-dealt; Deal waits for chips.
    assert enabled_buttons(window) == {"same_bet_button", "double_button", "rebet_button", "new_game_button"}
    assert window.controller.previous_chips == (25,)


def test_raise_is_off_when_the_balance_cannot_cover_it(qtbot, make_window, profile, click_item):
    set_ledger_balance(profile, 40)
    window = make_window("4c 9d 6h", animated=False)  # a spread of 4, won standing
    place(qtbot, window, click_item, (25,))
    press(qtbot, window, "deal_button")
    assert window.controller.phase is TablePhase.DECIDING
    assert text(window, "balance_label") == "15"
    assert enabled_buttons(window) == {"stand_button"}  # a raise of 25 needs 25 credits
    window.controller.raise_bet()
    assert window.session.hand.raised == 0 and window.controller.phase is TablePhase.DECIDING
    assert "balance is 15" in text(window, "message_label")
    press(qtbot, window, "stand_button")
    hand = window.session.hand
    assert hand.raised == 0 and hand.net == 25 and window.session.balance == 65
    assert text(window, "balance_label") == "65"


# --- chips on the felt ------------------------------------------------------------------


def test_right_click_on_a_stack_takes_one_chip_of_that_value_off(qtbot, make_window, click_item):
    window = make_window(seed=1)
    place(qtbot, window, click_item, (5, 25, 5, 1))
    assert window.controller.chips == (5, 25, 5, 1)
    assert text(window, "stake_label") == "36"

    click_item(qtbot, window, window.scene.chip_stack(5), RIGHT)
    assert window.controller.chips == (5, 25, 1)
    assert text(window, "stake_label") == "31"
    assert window.scene.bet_spot.chips == (5, 25, 1)

    # No 100 chip on the bet: a right-click on the 100 stack changes nothing.
    click_item(qtbot, window, window.scene.chip_stack(100), RIGHT)
    assert window.controller.chips == (5, 25, 1)
    assert text(window, "stake_label") == "31"
    assert "no 100 chip" in text(window, "message_label")

    for value in (1, 25, 5):
        click_item(qtbot, window, window.scene.chip_stack(value), RIGHT)
    assert window.controller.chips == ()
    assert text(window, "stake_label") == "0"
    click_item(qtbot, window, window.scene.chip_stack(5), RIGHT)
    assert window.controller.chips == ()
    assert "deal_button" not in enabled_buttons(window)


def test_bet_spot_places_the_last_chosen_chip(qtbot, make_window, click_item):
    window = make_window(seed=1)
    spot = window.scene.bet_spot
    assert window.scene.chip_stack(5).selected_chip  # Atlantic City's default chip

    click_item(qtbot, window, spot)
    assert window.controller.chips == (5,)

    click_item(qtbot, window, window.scene.chip_stack(25))  # choose 25 (and bet one)
    assert window.scene.chip_stack(25).selected_chip and not window.scene.chip_stack(5).selected_chip
    click_item(qtbot, window, spot)
    click_item(qtbot, window, spot)
    assert window.controller.chips == (5, 25, 25, 25)
    assert text(window, "stake_label") == "80"
    assert spot.chips == (5, 25, 25, 25)

    click_item(qtbot, window, spot, RIGHT)  # the last chip comes back
    assert window.controller.chips == (5, 25, 25)
    assert text(window, "stake_label") == "55"
    assert window.settings.selected_chip == 25  # remembered for the next start


def test_undo_and_redo_buttons(qtbot, make_window, click_item):
    window = make_window(seed=1)
    place(qtbot, window, click_item, (5, 25, 100))
    assert "redo_button" not in enabled_buttons(window)

    press(qtbot, window, "undo_button")
    assert window.controller.chips == (5, 25)
    assert text(window, "stake_label") == "30"
    assert {"undo_button", "redo_button"} <= enabled_buttons(window)
    press(qtbot, window, "undo_button")
    press(qtbot, window, "undo_button")
    assert window.controller.chips == ()
    assert text(window, "stake_label") == "0"
    assert "undo_button" not in enabled_buttons(window)

    press(qtbot, window, "redo_button")
    press(qtbot, window, "redo_button")
    assert window.controller.chips == (5, 25)
    assert text(window, "stake_label") == "30"
    press(qtbot, window, "redo_button")
    assert window.controller.chips == (5, 25, 100)
    assert "redo_button" not in enabled_buttons(window)

    # A new chip after an undo drops the redo.
    press(qtbot, window, "undo_button")
    place(qtbot, window, click_item, (1,))
    assert window.controller.chips == (5, 25, 1)
    assert "redo_button" not in enabled_buttons(window)


def test_clear_button(qtbot, make_window, click_item):
    window = make_window(seed=1)
    place(qtbot, window, click_item, (100, 25, 5))
    press(qtbot, window, "clear_button")
    assert window.controller.chips == ()
    assert window.scene.bet_spot.chips == ()
    assert text(window, "stake_label") == "0"
    assert "clear_button" not in enabled_buttons(window)
    assert "deal_button" not in enabled_buttons(window)
    press(qtbot, window, "undo_button")  # a clear can be undone
    assert window.controller.chips == (100, 25, 5)


def test_same_bet_double_and_rebet(qtbot, make_window, click_item):
    window = make_window("5c 6d 9h 10s")  # two consecutive hands
    place(qtbot, window, click_item, (25, 5))
    press(qtbot, window, "deal_button")
    wait_betting(qtbot, window)
    assert window.session.balance == START  # a push

    press(qtbot, window, "same_bet_button")
    assert window.controller.chips == (25, 5)
    assert text(window, "stake_label") == "30"
    assert "deal_button" in enabled_buttons(window)

    press(qtbot, window, "clear_button")
    press(qtbot, window, "double_button")
    assert window.controller.chips == (25, 5, 25, 5)
    assert text(window, "stake_label") == "60"

    press(qtbot, window, "clear_button")
    press(qtbot, window, "rebet_button")  # the previous chips, dealt at once
    hand = window.session.hand
    assert hand.bet_id == FIRST_BET_ID + 1 and hand.wager == 30
    assert text(window, "wager_label") == "30"
    assert text(window, "slip_id_label") == "1000000"
    wait_betting(qtbot, window)
    assert window.session.hand.ranks == (9, 10)
    assert window.session.balance == START  # a push again
    assert text(window, "balance_label") == "1,000"


def test_same_bet_and_double_never_sweep_chips_the_player_placed(qtbot, make_window, click_item):
    window = make_window("5c 6d", animated=False)  # consecutive: a push, the bet of 30 comes back
    place(qtbot, window, click_item, (25, 5))
    press(qtbot, window, "deal_button")
    assert window.controller.phase is TablePhase.BETTING
    place(qtbot, window, click_item, (5,))  # a bet of the player's own, not the last one
    assert not {"same_bet_button", "double_button", "rebet_button"} & enabled_buttons(window)
    same_bet, double = widget(window, "same_bet_button"), widget(window, "double_button")
    assert same_bet.toolTip() == "Same Bet puts your last bet back: Deal the chips on the spot, or Clear them first."
    assert double.toolTip() == ("Double puts twice your last bet on the spot: Deal the chips there, or Clear them "
                                "first.")
    assert not window.controller.same_bet() and not window.controller.double_bet()
    assert window.controller.chips == (5,)  # refused: the player's chip stays, nothing else came
    assert text(window, "message_label") == ("Double puts twice your last bet on the spot: Deal the chips there, or "
                                             "Clear them first.")

    press(qtbot, window, "clear_button")  # from an empty spot, and from the last bet, both work as they say
    press(qtbot, window, "same_bet_button")
    press(qtbot, window, "double_button")
    assert window.controller.chips == (25, 5, 25, 5)
    assert same_bet.isEnabled() and same_bet.toolTip() != double.toolTip()


def test_double_is_off_when_twice_the_last_bet_is_over_the_maximum(qtbot, make_window, click_item):
    window = make_window("5c 6d", animated=False)  # consecutive: a push
    place(qtbot, window, click_item, (100, 100))
    press(qtbot, window, "deal_button")
    assert window.controller.phase is TablePhase.BETTING
    assert {"same_bet_button", "rebet_button"} <= enabled_buttons(window)
    assert "double_button" not in enabled_buttons(window)
    press(qtbot, window, "double_button")
    assert window.controller.chips == ()


def test_a_bet_over_the_table_maximum_is_refused(qtbot, make_window, click_item):
    window = make_window(seed=1)
    place(qtbot, window, click_item, (100, 100, 100))
    assert window.controller.bet == 300
    place(qtbot, window, click_item, (1,))
    assert window.controller.chips == (100, 100, 100)
    assert text(window, "stake_label") == "300"
    assert text(window, "message_label") == "The table maximum is 300 credits."
    click_item(qtbot, window, window.scene.bet_spot)
    assert window.controller.chips == (100, 100, 100)
    assert "deal_button" in enabled_buttons(window)


def test_a_bet_over_the_balance_is_refused(qtbot, make_window, profile, click_item):
    set_ledger_balance(profile, 120)
    window = make_window(seed=1)
    assert text(window, "balance_label") == "120"
    place(qtbot, window, click_item, (100, 5, 5, 5, 5))
    assert window.controller.bet == 120
    place(qtbot, window, click_item, (25,))
    assert window.controller.chips == (100, 5, 5, 5, 5)
    assert text(window, "stake_label") == "120"
    assert text(window, "message_label") == "Your balance is 120 credits."
    assert "deal_button" in enabled_buttons(window)


# --- nothing changes while the cards move ------------------------------------------------


def test_clicks_during_an_animation_change_nothing(qtbot, make_window, click_item):
    window = make_window("4c 9d 6h", speed=1)  # a spread
    assert widget(window, "speed_slider").value() == 1
    place(qtbot, window, click_item, (25,))
    press(qtbot, window, "deal_button")
    qtbot.waitUntil(lambda: len(window.scene.card_items) == 2 and window.scene.card_items[0].isVisible())
    assert window.scene.animating

    c = window.controller
    before = (window.session.balance, window.session.hand, window.session.next_bet_id, c.chips,
              text(window, "balance_label"), text(window, "stake_label"), window.scene.bet_spot.chips)
    for value in (1, 5, 25, 100):
        click_item(qtbot, window, window.scene.chip_stack(value))
        click_item(qtbot, window, window.scene.chip_stack(value), RIGHT)
    click_item(qtbot, window, window.scene.bet_spot)
    click_item(qtbot, window, window.scene.bet_spot, RIGHT)
    for name in ACTION_BUTTONS:
        press(qtbot, window, name)
    refused = [c.deal(), c.stand(), c.raise_bet(), c.add_chip(5), c.remove_chip(25), c.clear_bet(), c.same_bet(),
               c.double_bet(), c.rebet(), c.adjust_bet(1), c.new_game()]
    c.undo()
    c.redo()
    assert not any(refused)
    window.confirm_new_game()
    assert window.findChild(QMessageBox, "new_game_confirm") is None
    assert window.scene.animating, "the checks took longer than the deal: slow the deal down"
    after = (window.session.balance, window.session.hand, window.session.next_bet_id, c.chips,
             text(window, "balance_label"), text(window, "stake_label"), window.scene.bet_spot.chips)
    assert after == before
    assert c.phase is TablePhase.ANIMATING

    # Let it finish (faster), then the hand goes on as dealt.
    widget(window, "speed_slider").setValue(10)
    qtbot.waitUntil(lambda: c.phase is TablePhase.DECIDING, timeout=20_000)
    assert window.session.hand is before[1]
    press(qtbot, window, "stand_button")
    wait_betting(qtbot, window)
    hand = window.session.hand
    assert hand.bet_id == FIRST_BET_ID and hand.wager == 25 and hand.raised == 0 and hand.net == 25
    assert window.session.balance == START + 25
    assert text(window, "balance_label") == credits(START + 25)


# --- other tables ---------------------------------------------------------------------


@pytest.mark.parametrize(("deal", "net"), [("4c 9d 6h", 27), ("4c 9d Kh", -27)], ids=["inside", "outside"])
def test_six_deck_shoe_partial_raise(qtbot, make_window, click_item, deal, net):
    window = make_window(deal, preset="six-deck-shoe")  # a spread of 4, paying 1:1
    assert window.session.rules.name == "six-deck-shoe"
    assert window.controller.phase is TablePhase.CUTTING  # a new shoe: the player cuts first
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert window.controller.phase is TablePhase.BETTING and window.session.shoe.player_cut
    spin = window.findChild(QSpinBox, "raise_amount")
    assert spin is not None and spin.isVisible() and not spin.isEnabled()

    place(qtbot, window, click_item, (5, 5, 5, 5))
    press(qtbot, window, "deal_button")
    wait_still(qtbot, window)
    assert window.controller.phase is TablePhase.DECIDING
    assert window.session.hand.spread == 4
    assert spin.isEnabled() and spin.allowed == (1, 20) and spin.amount() == 20
    spin.setValue(7)
    press(qtbot, window, "raise_button")
    hand = window.session.hand
    assert hand.raised == 7
    assert text(window, "raise_label") == "7"
    assert text(window, "stake_label") == "27"
    assert text(window, "balance_label") == credits(START - 27)
    wait_betting(qtbot, window)

    assert window.session.hand.net == net
    assert window.session.balance == START + net
    assert text(window, "balance_label") == credits(START + net)
    assert text(window, "result_label") == (f"+{net:,}" if net > 0 else f"-{-net:,}")


def test_eight_deck_table_has_its_chips(qtbot, make_window, click_item):
    window = make_window(seed=1)
    window.choose_preset("eight-deck")
    values = (10, 50, 100, 250, 500, 1_000, 10_000)
    view = window.view
    for value in values:
        stack = window.scene.chip_stack(value)
        assert stack.objectName() == f"chip_stack_{value}"
        assert view.viewport().rect().contains(view.mapFromScene(stack.scenePos()))
    with pytest.raises(KeyError):
        window.scene.chip_stack(1)
    assert window.scene.chip_stack(1_000).selected_chip  # the table's default chip

    # The balance (1,000, kept from the ledger) is below 1,110 and the minimum is 100.
    place(qtbot, window, click_item, (10,))
    assert window.controller.chips == (10,)
    assert "deal_button" not in enabled_buttons(window)
    place(qtbot, window, click_item, (100,))
    assert "deal_button" in enabled_buttons(window)
    place(qtbot, window, click_item, (1_000,))
    assert window.controller.chips == (10, 100)
    assert text(window, "message_label") == "Your balance is 1,000 credits."


# --- new game ---------------------------------------------------------------------------


def test_running_out_of_credits_then_new_game(qtbot, make_window, profile, click_item):
    set_ledger_balance(profile, 15)
    window = make_window("2c Kd Ah 3d Ks Ac", animated=False)  # two wide spreads, both lost to an ace
    assert text(window, "balance_label") == "15"
    place(qtbot, window, click_item, (5,))
    press(qtbot, window, "deal_button")
    press(qtbot, window, "raise_button")
    assert window.session.balance == 5
    place(qtbot, window, click_item, (5,))
    press(qtbot, window, "deal_button")
    assert "raise_button" not in enabled_buttons(window)  # nothing left to raise with
    press(qtbot, window, "stand_button")
    assert window.controller.phase is TablePhase.BETTING
    assert window.session.balance == 0
    assert text(window, "balance_label") == "0"
    assert "out of chips" in text(window, "message_label")
    place(qtbot, window, click_item, (5,))
    assert window.controller.chips == ()

    press(qtbot, window, "new_game_button")
    assert window.findChild(QMessageBox, "new_game_confirm") is None
    assert window.session.balance == START
    assert text(window, "balance_label") == "1,000"
    assert enabled_buttons(window) == {"new_game_button"}
    assert window.ledger.balance == START


def _confirm_box(qtbot, window) -> QMessageBox:
    qtbot.waitUntil(lambda: (box := window.findChild(QMessageBox, "new_game_confirm")) is not None and box.isVisible())
    box = window.findChild(QMessageBox, "new_game_confirm")
    assert "1,000" in box.text() and "640" in box.text()
    return box


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_new_game_with_money_left_asks_first(qtbot, make_window, profile, click_item, answer):
    set_ledger_balance(profile, 640)
    window = make_window(seed=1)
    place(qtbot, window, click_item, (25,))
    press(qtbot, window, "new_game_button")
    box = _confirm_box(qtbot, window)
    assert window.session.balance == 640  # nothing happens before the answer
    button = box.button(QMessageBox.StandardButton.Yes if answer == "yes" else QMessageBox.StandardButton.No)
    assert isinstance(button, QAbstractButton)
    qtbot.mouseClick(button, LEFT)
    qtbot.waitUntil(lambda: not box.isVisible())
    if answer == "yes":
        assert window.session.balance == START
        assert text(window, "balance_label") == "1,000"
        assert window.controller.chips == ()
        assert text(window, "stake_label") == "0"
    else:
        assert window.session.balance == 640
        assert text(window, "balance_label") == "640"
        assert window.controller.chips == (25,)


def test_new_game_is_off_mid_hand(qtbot, make_window, click_item):
    window = make_window("4c 9d 6h", animated=False)  # a spread
    place(qtbot, window, click_item, (25,))
    press(qtbot, window, "deal_button")
    assert window.controller.phase is TablePhase.DECIDING
    window.confirm_new_game()
    assert window.findChild(QMessageBox, "new_game_confirm") is None
    assert window.session.hand.bet_id == FIRST_BET_ID and window.session.balance == START - 25


def test_rebet_deals_when_the_previous_chips_are_already_on_the_spot(qtbot, make_window, click_item):
    window = make_window("5c 6d 9h 10s", animated=False)  # two consecutive hands
    place(qtbot, window, click_item, (25, 5))
    press(qtbot, window, "deal_button")
    assert window.controller.phase is TablePhase.BETTING
    press(qtbot, window, "same_bet_button")
    assert window.controller.chips == (25, 5)
    assert "rebet_button" in enabled_buttons(window)
    press(qtbot, window, "rebet_button")  # the button is on, so it deals
    assert window.session.hand.bet_id == FIRST_BET_ID + 1
    assert window.session.hand.wager == 30
