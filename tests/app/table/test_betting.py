"""The bet spot on its own (no window, no felt): chips, undo and redo, the previous bet, and why a chip is refused."""

from __future__ import annotations

import re
from contextlib import AbstractContextManager

import pytest

from reddog_qt.app.table.betting import BetSpot, ChipMove, ChipRefusedError, chip_problem, make_change, without_chip
from reddog_qt.engine import Rules, Session

RULES = Rules.preset("atlantic-city")  # chips 1, 5, 25, 100; 5 to 300; 1,000 to start


def refused(message: str) -> AbstractContextManager[pytest.ExceptionInfo[ChipRefusedError]]:
    """Expect the chip change to be refused with exactly ``message``."""
    return pytest.raises(ChipRefusedError, match=f"^{re.escape(message)}$")


@pytest.fixture
def table(qapp) -> tuple[BetSpot, Session, list[tuple[tuple[int, ...], tuple[int, ...]]]]:
    session = Session(RULES, seed=1)
    shown: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    spot = BetSpot(lambda: session, lambda before, after: shown.append((before, after)))
    return spot, session, shown


def test_chips_go_on_in_order_and_each_change_is_shown(table) -> None:
    spot, _session, shown = table
    assert spot.add(25) == ChipMove(placed=True, value=25)
    assert spot.add(5) == ChipMove(placed=True, value=5)
    assert spot.chips == (25, 5) and spot.bet == 30
    assert shown == [((), (25,)), ((25,), (25, 5))]


def test_removing_takes_the_last_chip_of_that_value(table) -> None:
    spot, _session, _shown = table
    for chip in (5, 25, 5, 1):
        spot.add(chip)
    assert spot.remove(5) == ChipMove(placed=False, value=5)
    assert spot.chips == (5, 25, 1)


def test_undo_and_redo_walk_the_chip_changes(table) -> None:
    spot, _session, shown = table
    spot.add(25)
    spot.add(100)
    spot.undo()
    assert spot.chips == (25,)
    spot.undo()
    assert spot.chips == ()
    spot.undo()  # nothing left to undo: nothing happens
    spot.redo()
    assert spot.chips == (25,)
    assert shown[-3:] == [((25, 100), (25,)), ((25,), ()), ((), (25,))]


def test_a_refused_chip_changes_nothing_and_says_why(table) -> None:
    spot, _session, shown = table
    with refused("There is no 10 chip at this table."):
        spot.add(10)
    with refused("There is no 5 chip on your bet."):
        spot.remove(5)
    for _ in range(3):
        spot.add(100)
    with refused("The table maximum is 300 credits."):
        spot.add(1)
    assert spot.chips == (100, 100, 100)
    assert not any(after == (100, 100, 100, 1) for _before, after in shown)
    assert spot.undo_stack.count() == 3


def test_the_limits_are_checked_in_order_personal_limit_then_table_then_balance() -> None:
    session = Session(RULES, seed=1, balance=40, personal_limit=50)
    assert chip_problem(session, 40) is None
    assert chip_problem(session, 45) == "Your balance is 40 credits."
    assert chip_problem(session, 60) == "Your personal bet limit is 50 credits."
    session.set_personal_limit(None)
    assert chip_problem(session, 301) == "The table maximum is 300 credits."


def test_an_unreadable_personal_limit_holds_bets_to_the_table_minimum() -> None:
    session = Session(RULES, seed=1, limit_known=False)
    assert chip_problem(session, 5) is None
    assert chip_problem(session, 6) == ("Your personal bet limit cannot be read right now, so bets are held to the "
                                        "table minimum of 5 credits.")


def test_adjusting_steps_by_the_smallest_chip(table) -> None:
    spot, _session, _shown = table
    assert spot.adjust(-1) is None  # nothing on the spot to take away
    assert spot.adjust(7) == ChipMove(placed=True, value=1)
    assert spot.chips == (5, 1, 1)
    spot.add(25)
    assert spot.adjust(-2) == ChipMove(placed=False, value=0)
    assert spot.chips == (25, 5)  # going down makes the lower total afresh


def test_clear_empties_the_spot_once(table) -> None:
    spot, _session, _shown = table
    assert spot.clear() is None
    spot.add(5)
    assert spot.clear() == ChipMove(placed=False, value=0)
    assert spot.chips == ()


def test_the_previous_bet_is_the_one_dealt_and_can_be_repeated_or_doubled(table) -> None:
    spot, _session, _shown = table
    with refused("There is no previous bet to repeat yet."):
        spot.repeat()
    with refused("There is no previous bet to double yet."):
        spot.double()
    assert not spot.can_repeat()
    spot.add(25)
    spot.add(5)
    spot.dealt()
    assert spot.previous_chips == (25, 5) and not spot.undo_stack.canUndo()
    spot.settled()
    assert spot.chips == ()
    assert spot.repeat() == ChipMove(placed=True, value=5)
    assert spot.repeat() is None  # already there
    assert spot.double() == ChipMove(placed=True, value=5)
    assert spot.chips == (25, 5, 25, 5)


def test_double_is_refused_over_the_balance(table) -> None:
    spot, session, _shown = table
    session.set_personal_limit(None)
    for chip in (100, 100, 100):
        spot.add(chip)
    spot.dealt()
    assert spot.can_repeat() and not spot.can_double()
    with refused("The table maximum is 300 credits."):
        spot.double()


def test_a_lowered_limit_brings_the_bet_down(table) -> None:
    spot, _session, _shown = table
    spot.add(100)
    spot.add(25)
    assert spot.hold_to(200) is None
    assert spot.hold_to(60) == ChipMove(placed=False, value=0)
    assert spot.chips == (25, 25, 5, 5)
    spot.undo()
    assert spot.chips == (100, 25)


def test_reset_keeps_only_the_previous_chips_it_is_given(table) -> None:
    spot, _session, _shown = table
    spot.add(25)
    spot.dealt()
    spot.add(5)
    spot.reset(previous=(25,))
    assert (spot.chips, spot.previous_chips, spot.undo_stack.count()) == ((), (25,), 0)
    spot.reset()
    assert spot.previous_chips == ()


def test_change_and_chip_helpers() -> None:
    assert make_change(137, (1, 5, 25, 100)) == (100, 25, 5, 5, 1, 1)
    assert make_change(7, (5, 25)) == (5,)  # less than the smallest chip is dropped
    assert without_chip((1, 5, 1), 1) == (1, 5)
