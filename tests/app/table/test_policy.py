"""Which controls the table enables, decided from the controller's state alone: no window, no widget."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reddog_qt.app.seams import Account, TablePhase
from reddog_qt.app.table.controller import TableController
from reddog_qt.app.table.policy import Enabled, TableState, enabling, table_state
from reddog_qt.engine import RaisePolicy, Rules, Session

#: The controls that place, move or take back chips, or change the game, between hands.
BETTING_CONTROLS = ("double", "same_bet", "rebet", "undo", "redo", "clear", "new_game", "table_limits")


def state(phase: TablePhase, **changes: object) -> TableState:
    """A state in ``phase`` where everything the phase allows is possible (``changes`` take some away)."""
    base = TableState(phase=phase, deal_problem=None if phase is TablePhase.BETTING else "not now",
                      raise_policy=RaisePolicy.EQUAL,
                      raise_range=(10, 10) if phase is TablePhase.DECIDING else None, raise_amount=None,
                      chips=(5, 5), same_bet_allowed=True, double_allowed=True, rebet_allowed=True,
                      can_undo=True, can_redo=True)
    return dataclasses.replace(base, **changes)  # type: ignore[arg-type]


def switched_on(enabled: Enabled) -> set[str]:
    return {field.name for field in dataclasses.fields(enabled) if getattr(enabled, field.name) is True}


def test_betting_enables_every_betting_control_and_deal_but_no_decision() -> None:
    assert switched_on(enabling(state(TablePhase.BETTING))) == {"deal", *BETTING_CONTROLS, "house_rules"}


def test_a_spread_enables_raise_and_stand_only() -> None:
    assert switched_on(enabling(state(TablePhase.DECIDING))) == {"raise_bet", "stand", "raise_box_open"}


def test_moving_cards_enable_nothing() -> None:
    assert switched_on(enabling(state(TablePhase.ANIMATING))) == set()


def test_a_shoe_waiting_for_its_cut_lets_the_table_be_changed_and_nothing_else() -> None:
    assert switched_on(enabling(state(TablePhase.CUTTING))) == {"house_rules"}


def test_a_balance_too_low_to_raise_leaves_stand_and_closes_the_raise_box() -> None:
    enabled = enabling(state(TablePhase.DECIDING, raise_range=None))
    assert enabled.stand and not enabled.raise_bet and not enabled.raise_box_open


def test_a_typed_raise_needs_an_allowed_amount_in_the_box() -> None:
    typed = state(TablePhase.DECIDING, raise_policy=RaisePolicy.UP_TO, raise_range=(1, 10))
    assert enabling(typed).raise_box_shown
    assert not enabling(typed).raise_bet
    assert enabling(dataclasses.replace(typed, raise_amount=7)).raise_bet
    assert not enabling(state(TablePhase.DECIDING)).raise_box_shown  # the equal raise has no box


def test_a_refused_deal_keeps_the_betting_controls_and_says_why() -> None:
    enabled = enabling(state(TablePhase.BETTING, deal_problem="Your break ends at 21:30."))
    assert not enabled.deal and enabled.deal_problem == "Your break ends at 21:30."
    assert {"clear", "undo", "new_game", "house_rules"} <= switched_on(enabled)


def test_betting_controls_follow_what_the_bet_and_the_controller_allow() -> None:
    bare = enabling(state(TablePhase.BETTING, chips=(), can_undo=False, can_redo=False, same_bet_allowed=False,
                          double_allowed=False, rebet_allowed=False))
    assert switched_on(bare) == {"deal", "new_game", "table_limits", "house_rules"}
    assert enabling(state(TablePhase.BETTING, double_allowed=False)).same_bet
    assert not enabling(state(TablePhase.BETTING, double_allowed=False)).double


states = st.builds(
    TableState, phase=st.sampled_from(TablePhase), deal_problem=st.none() | st.just("no"),
    raise_policy=st.sampled_from(RaisePolicy), raise_range=st.none() | st.just((1, 10)),
    raise_amount=st.none() | st.integers(1, 10), chips=st.lists(st.sampled_from((1, 5, 25)), max_size=3).map(tuple),
    same_bet_allowed=st.booleans(), double_allowed=st.booleans(), rebet_allowed=st.booleans(),
    can_undo=st.booleans(), can_redo=st.booleans())


@given(states)
def test_no_control_works_out_of_its_phase(table: TableState) -> None:
    enabled = enabling(table)
    if table.phase is not TablePhase.BETTING:
        assert not any(getattr(enabled, name) for name in BETTING_CONTROLS)
    if table.phase is not TablePhase.DECIDING:
        assert not (enabled.raise_bet or enabled.stand or enabled.raise_box_open)
    assert enabled.deal == (table.deal_problem is None)
    assert enabled.house_rules == (table.phase in (TablePhase.BETTING, TablePhase.CUTTING))
    assert enabled.raise_box_shown == (table.raise_policy is RaisePolicy.UP_TO)


# --- from a real controller (a QObject, no widget) ------------------------------------

@pytest.fixture
def controller(qapp) -> TableController:
    return TableController(Session(Rules.preset("atlantic-city"), balance=100, seed=1))


def test_a_controller_with_chips_on_the_spot_can_deal_undo_and_clear(controller: TableController) -> None:
    controller.add_chip(5)
    enabled = enabling(table_state(controller))
    assert {"deal", "undo", "clear", "new_game"} <= switched_on(enabled)
    assert not enabled.redo and not enabled.stand
    controller.undo()
    enabled = enabling(table_state(controller))
    assert enabled.redo and not enabled.undo and not enabled.clear and not enabled.deal
    assert enabled.deal_problem == controller.deal_problem()


def test_a_balance_below_the_minimum_refuses_the_deal(controller: TableController) -> None:
    controller.sit_down(Session(Rules.preset("atlantic-city"), balance=3, seed=1), Account.PLAYER)
    controller.add_chip(1)
    enabled = enabling(table_state(controller))
    assert not enabled.deal and enabled.deal_problem and enabled.new_game


def test_practice_is_enabled_exactly_as_the_players_own_bankroll(controller: TableController) -> None:
    controller.add_chip(5)
    own = table_state(controller)
    controller.sit_down(Session(Rules.preset("atlantic-city"), balance=100, seed=2), Account.PRACTICE)
    controller.add_chip(5)
    assert controller.account is Account.PRACTICE
    assert enabling(table_state(controller)) == enabling(own)


def test_a_deal_guard_refuses_the_deal_and_rebet(controller: TableController) -> None:
    controller.set_deal_guard(lambda: "Answer the reality check first.")
    controller.add_chip(5)
    enabled = enabling(table_state(controller))
    assert not enabled.deal and enabled.deal_problem == "Answer the reality check first."
    assert not enabled.rebet
