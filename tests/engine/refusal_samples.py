"""One refusal of every kind the engine gives, made by doing what the engine refuses.

Shared by ``tests/engine/test_refusal_codes.py`` (every refusal is made from its marked sentence)
and ``tests/app/texts/test_sentences.py`` (every sentence is in the German catalogue, the same in English).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from reddog_qt.engine import MAX_BET_ID, LimitTier, Phase, Rules, Session, Shoe
from reddog_qt.engine.errors import Coded
from reddog_qt.engine.limits import LimitState, apply_change, check_change, parse_limit
from reddog_qt.engine.pin import PinState, pin_locked_error, validate_new_pin, wrong_pin_error
from reddog_qt.engine.sealed import player_seed_text

NOW = datetime(2026, 11, 24, 15, 0, tzinfo=UTC)
ATLANTIC = Rules.preset("atlantic-city")
SHOE = Rules.preset("six-deck-shoe")


def deciding(rules: Rules, balance: int, wager: int = 10) -> Session:
    """A session waiting for raise or stand on a spread (a five and a jack)."""
    session = Session(rules, balance=balance, shoe=Shoe.stacked(rules, "5c Jd"))
    session.deal(wager)
    assert session.phase is Phase.DECIDING
    return session


def decided(rules: Rules) -> Session:
    session = deciding(rules, 1_000)
    session.stand()
    return session


def _limited(limit: int | None, known: bool = True) -> Session:
    session = Session(ATLANTIC, balance=1_000)
    session.set_personal_limit(limit, known=known)
    return session


def _rules(**changes: object) -> Callable[[], object]:
    return lambda: dataclasses.replace(ATLANTIC, **changes)


def _locked_state() -> LimitState:
    return apply_change(LimitState(), 250, NOW)


def _fresh_shoe() -> Shoe:
    shoe = Shoe(SHOE, seed=1)
    shoe.prepare_hand()
    return shoe


def _drawn_shoe() -> Shoe:
    shoe = Shoe(SHOE, seed=1)
    shoe.prepare_hand()
    shoe.draw()
    return shoe


#: How to make each kind of refusal, by the code it should carry.
ACTIONS: dict[str, Callable[[], object]] = {
    "bet_id_range": lambda: Session(ATLANTIC, next_bet_id=0),
    "bet_ids_used": lambda: Session(ATLANTIC, next_bet_id=MAX_BET_ID + 1).deal(10),
    "bet_limit_below_one": lambda: _limited(0),
    "bet_limit_not_whole": lambda: _limited(2.5),  # type: ignore[arg-type]
    "bet_limit_negative": lambda: _limited(-3),
    "balance_not_whole": lambda: Session(ATLANTIC, balance=2.5),  # type: ignore[arg-type]
    "balance_negative": lambda: Session(ATLANTIC, balance=-1),
    "bankroll_not_whole": lambda: Session(ATLANTIC).new_game(2.5),  # type: ignore[arg-type]
    "bankroll_negative": lambda: Session(ATLANTIC).new_game(-1),
    "wager_not_whole": lambda: Session(ATLANTIC).deal(2.5),  # type: ignore[arg-type]
    "wager_negative": lambda: Session(ATLANTIC).deal(-1),
    "no_bet": lambda: Session(ATLANTIC).deal(0),
    "below_minimum": lambda: Session(ATLANTIC).deal(1),
    "above_maximum": lambda: Session(ATLANTIC).deal(1_000),
    "limit_unavailable": lambda: _limited(None, known=False).deal(10),
    "personal_limit_below_table": lambda: _limited(2).deal(10),
    "above_personal_limit": lambda: _limited(20).deal(50),
    "bet_above_balance": lambda: Session(ATLANTIC, balance=20).deal(25),
    "busy_deal": lambda: deciding(ATLANTIC, 1_000).deal(10),
    "busy_change_tables": lambda: deciding(ATLANTIC, 1_000).set_rules(SHOE),
    "busy_start_a_new_game": lambda: deciding(ATLANTIC, 1_000).new_game(),
    "raise_zero": lambda: deciding(ATLANTIC, 1_000).raise_bet(0),
    "raise_not_whole": lambda: deciding(ATLANTIC, 1_000).raise_bet(1.5),  # type: ignore[arg-type]
    "raise_negative": lambda: deciding(ATLANTIC, 1_000).raise_bet(-1),
    "raise_equals_wager": lambda: deciding(ATLANTIC, 1_000).raise_bet(1),
    "raise_equals_multiple": lambda: deciding(dataclasses.replace(ATLANTIC, raise_multiple=2), 1_000).raise_bet(1),
    "raise_above_wager": lambda: deciding(SHOE, 2_000, 100).raise_bet(101),
    "raise_above_multiple": lambda: deciding(dataclasses.replace(SHOE, raise_multiple=2), 2_000).raise_bet(30),
    "raise_above_balance": lambda: deciding(SHOE, 15).raise_bet(8),
    "no_credits_to_raise": lambda: deciding(SHOE, 10).raise_bet(),
    "raise_needs_credits": lambda: deciding(ATLANTIC, 15).raise_bet(),
    "no_spread_raise": lambda: Session(ATLANTIC).raise_bet(),
    "no_spread_stand": lambda: Session(ATLANTIC).stand(),
    "already_decided_raise": lambda: decided(ATLANTIC).raise_bet(),
    "already_decided_stand": lambda: decided(ATLANTIC).stand(),
    "cut_no_cut_card": lambda: Shoe(ATLANTIC, seed=1).place_cut_card(10),
    "cut_once": lambda: _drawn_shoe().place_cut_card(200),
    "cut_band": lambda: _fresh_shoe().place_cut_card(1),
    "rules_decks": _rules(decks=9),
    "rules_shuffle": _rules(shuffle="sometimes"),
    "rules_raise_policy": _rules(raise_policy="twice"),
    "rules_penetration": _rules(penetration_percent=5),
    "rules_pay_table": _rules(spread_pays=(1,)),
    "rules_trips": _rules(trips_pays=0),
    "rules_limits": _rules(minimum=1_000, maximum=10),
    "rules_chips": _rules(chips=(0, 5)),
    "rules_too_large": _rules(chips=(5, 10**20)),
    "rules_chip_order": _rules(chips=(5, 1)),
    "rules_default_chip": _rules(default_chip=7),
    "rules_tiers": _rules(tiers=[LimitTier(5, 300)]),
    "rules_tier": _rules(tiers=(LimitTier(300, 5),)),
    "rules_bankroll": _rules(starting_bankroll=1),
    "rules_raise_multiple": _rules(raise_multiple=9),
    "tier_unknown": lambda: Rules.preset("eight-deck").with_tier(LimitTier(1_000, 2_000)),
    "table_unknown": lambda: Rules.preset("nowhere"),
    "limit_empty": lambda: parse_limit("  ", 300, 5),
    "limit_not_number": lambda: parse_limit("12.5", 300, 5),
    "limit_negative": lambda: parse_limit("-5", 300, 5),
    "limit_zero": lambda: parse_limit("0", 300, 5),
    "limit_above_table": lambda: parse_limit("2,500", 2_000, 5),
    "limit_below_table": lambda: parse_limit("2", 10_000, 1_000),
    "no_limit_to_remove": lambda: check_change(LimitState(), None, NOW),
    "limit_unchanged": lambda: check_change(LimitState(1_500, NOW, NOW), 1_500, NOW),
    "limit_locked_raise": lambda: check_change(_locked_state(), 300, NOW, local_zone=UTC),
    "limit_locked_remove": lambda: check_change(_locked_state(), None, NOW, local_zone=UTC),
    "pin_empty": lambda: validate_new_pin(""),
    "pin_not_digits": lambda: validate_new_pin("12a4"),
    "pin_too_short": lambda: validate_new_pin("12"),
    "pin_too_long": lambda: validate_new_pin("123456789"),
    "player_seed_empty": lambda: player_seed_text(" \u3000\t"),
    "player_seed_long": lambda: player_seed_text("x" * 65),
    "player_seed_control": lambda: player_seed_text("red\ndog"),
}

#: Refusals the engine returns rather than raises (the caller raises them).
RETURNED: dict[str, Callable[[], Coded]] = {
    "pin_wrong": lambda: wrong_pin_error(PinState(failures=1)),
    "pin_locked": lambda: pin_locked_error(NOW, UTC),
    "pin_locked_far": lambda: pin_locked_error(NOW, UTC, now=NOW - timedelta(hours=20)),
}


def refusal(code: str) -> Coded:
    """The refusal the engine gives for ``code``'s action."""
    if code in RETURNED:
        return RETURNED[code]()
    try:
        ACTIONS[code]()
    except ValueError as error:
        if not isinstance(error, Coded):
            raise AssertionError(f"{code}: {type(error).__name__} carries no code") from error
        return error
    raise AssertionError(f"{code}: the engine did not refuse")


def all_refusals() -> list[Coded]:
    """One refusal of each kind, plus a wrong PIN with one try left."""
    refusals = [refusal(code) for code in [*ACTIONS, *RETURNED]]
    refusals.append(wrong_pin_error(PinState(failures=4)))
    return refusals
