"""Chips that follow the money at settlement: the payout set beside the bet and slid to the player on a win,
the bet swept to the dealer on a loss, a push's bet returned, at each table, with animation on, off and
reduced; the bet spot shows its amount and its chips coloured up."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QPointF, Qt

from reddog_qt.app.felt.felt import BET_SPOT_POS, DEALER_RACK, MONEY_OFFSET
from reddog_qt.app.felt.items import colour_up
from reddog_qt.app.felt.money import Role, Side
from reddog_qt.app.seams import TablePhase
from reddog_qt.engine import Hand, Outcome, Rules

LEFT = Qt.MouseButton.LeftButton
MODES = ["animated", "off", "reduced"]
#: A bet each table takes, in its own chips.
WAGERS = {"atlantic-city": 30, "eight-deck": 150, "six-deck-shoe": 30}


def settle_in(window, mode: str) -> None:
    settings = window.settings
    if mode == "off":
        settings = dataclasses.replace(settings, animation=False)
    elif mode == "reduced":
        settings = dataclasses.replace(settings, animation=True, reduce_motion=True)
    else:
        settings = dataclasses.replace(settings, animation=True, reduce_motion=False, speed=10)
    window.apply_settings(settings)


def play(qtbot, window, preset: str, wager: int, raise_it: bool = False) -> Hand:
    """Bet ``wager`` at the table of ``preset`` (coloured up in its chips) and play the hand to its end."""
    controller = window.controller
    if controller.phase is TablePhase.CUTTING:
        controller.cut(None)
    for chip in colour_up(wager, window.session.rules.chips):
        assert controller.add_chip(chip)
    assert controller.deal()
    qtbot.waitUntil(lambda: controller.phase in (TablePhase.BETTING, TablePhase.DECIDING), timeout=10_000)
    if controller.phase is TablePhase.DECIDING:
        assert controller.raise_bet() if raise_it else controller.stand()
        qtbot.waitUntil(lambda: controller.phase is TablePhase.BETTING, timeout=10_000)
    return window.session.hand


def settled(qtbot, window) -> list[tuple[Role, int, Side | None]]:
    qtbot.waitUntil(lambda: not window.scene.cosmetic_running, timeout=10_000)
    return window.scene.last_settlement


def expected(hand: Hand) -> list[tuple[Role, int, Side]]:
    side = Side.DEALER if hand.outcome is Outcome.LOSS else Side.PLAYER
    moves = [(Role.WAGER, hand.wager, side)]
    if hand.raised:
        moves.append((Role.RAISE, hand.raised, side))
    if hand.outcome is Outcome.WIN:
        moves.append((Role.PAYOUT, hand.net, Side.PLAYER))
    return moves


#: The cards of each outcome (a spread of 8 won or lost, consecutive cards pushed), the same at every table.
DEALS = {"win": "4d Qh 9s", "loss": "4d Qh 2c", "push": "5s 6h"}
TRIPS = "Jc Jh Jd"
SPREAD_1_WIN = "5d 7h 6c"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("preset", list(WAGERS))
@pytest.mark.parametrize("outcome", list(DEALS))
def test_the_money_goes_where_the_hand_says(qtbot, make_window, preset, outcome, mode):
    wager = WAGERS[preset]
    window = make_window(DEALS[outcome], preset=preset, animated=mode != "off")
    settle_in(window, mode)
    hand = play(qtbot, window, preset, wager)
    assert hand.outcome is {"win": Outcome.WIN, "loss": Outcome.LOSS, "push": Outcome.PUSH}[outcome]
    assert window.scene.bet_spot.chips == ()  # the spot is cleared: its chips are moving
    assert settled(qtbot, window) == expected(hand)
    assert window.scene.money_piles == []  # gone from the felt once they are home


@pytest.mark.parametrize("mode", MODES)
def test_three_of_a_kind_is_paid_and_celebrated(qtbot, make_window, mode):
    window = make_window(TRIPS, animated=mode != "off")
    settle_in(window, mode)
    hand = play(qtbot, window, "atlantic-city", 5)
    assert hand.is_three_of_a_kind and hand.net == 5 * Rules.preset("atlantic-city").trips_pays
    banner = window.scene.banner
    assert banner.celebrate
    assert settled(qtbot, window) == expected(hand)
    assert banner.glow == 1.0  # the highlight shows, however the table moves


def test_a_spread_1_win_is_celebrated_and_a_push_is_not(qtbot, make_window):
    window = make_window(SPREAD_1_WIN + " " + DEALS["push"], animated=False)
    hand = play(qtbot, window, "atlantic-city", 5)
    assert hand.spread == 1 and hand.outcome is Outcome.WIN
    assert window.scene.banner.celebrate
    hand = play(qtbot, window, "atlantic-city", 5)
    assert hand.outcome is Outcome.PUSH
    assert not window.scene.banner.celebrate and window.scene.banner.glow == 0.0


def test_a_raised_win_pays_the_raise_too(qtbot, make_window):
    window = make_window(DEALS["win"], animated=False)
    hand = play(qtbot, window, "atlantic-city", 25, raise_it=True)
    assert hand.raised == 25 and hand.outcome is Outcome.WIN
    assert settled(qtbot, window) == expected(hand)
    assert sum(amount for _role, amount, _side in settled(qtbot, window)) == hand.returned


def test_mid_payout_the_payout_sits_beside_the_bet_coloured_up(qtbot, make_window):
    window = make_window(DEALS["win"], speed=1)
    hand = play(qtbot, window, "atlantic-city", 30)
    piles = {pile.role: pile for pile in window.scene.money_piles}
    assert set(piles) == {Role.WAGER, Role.PAYOUT}
    payout = piles[Role.PAYOUT]
    assert payout.amount == hand.net and sum(payout.chips) == hand.net
    assert payout.chips == colour_up(hand.net, (1, 5, 25, 100))
    assert piles[Role.WAGER].pos() == BET_SPOT_POS + QPointF(0, 4)
    qtbot.waitUntil(lambda: payout.pos() == BET_SPOT_POS + QPointF(-MONEY_OFFSET, 4), timeout=5_000)
    assert payout.pos() != DEALER_RACK  # set out from the dealer's rack, beside the bet now
    window.controller.add_chip(5)  # the player bets again: the payout is home at once
    assert window.scene.money_piles == [] and window.scene.last_settlement == expected(hand)


def test_the_bet_spot_shows_its_amount_coloured_up(qtbot, make_window):
    window = make_window(animated=False)
    controller = window.controller
    assert controller.adjust_bet(10) and controller.adjust_bet(10)  # built with the keyboard, chip by chip
    while controller.bet < 294:
        assert controller.adjust_bet(1)
    spot = window.scene.bet_spot
    assert sum(spot.chips) == 294
    assert spot.shown_chips == (100, 100, 25, 25, 25, 5, 5, 5, 1, 1, 1, 1)  # not a tower of small chips
    assert spot.accessibleName() == "Bet spot, 294 credits"
