"""A player who presses anything at any time: hypothesis drives a Session with legal and illegal actions.

Every action either succeeds or raises a RedDogError (anything else is a bug);
a refused action changes nothing, and an action is refused exactly when the
rules say it is illegal. The books must balance after every step.
"""

from __future__ import annotations

import dataclasses

from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from reddog_qt.engine import (
    PRESET_NAMES,
    Hand,
    HandKind,
    Phase,
    RaisePolicy,
    RedDogError,
    Rules,
    Session,
    settle,
)

#: Every table a player can move to: the presets, each eight-deck tier, and a few other shoes.
TABLES: list[Rules] = [Rules.preset(name) for name in PRESET_NAMES]
TABLES += [Rules.preset("eight-deck").with_tier(tier) for tier in Rules.preset("eight-deck").tiers[1:]]
TABLES += [
    dataclasses.replace(Rules.preset("six-deck-shoe"), decks=1),
    dataclasses.replace(Rules.preset("atlantic-city"), decks=2, shuffle=Rules.preset("six-deck-shoe").shuffle),
]

NOT_AMOUNTS = st.sampled_from([None, True, False, 1.5, 10.0, "10", -1, -100])


def whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class SessionMachine(RuleBasedStateMachine):
    session: Session

    # --- set-up ------------------------------------------------------------

    @initialize(rules=st.sampled_from(TABLES), seed=st.integers(0, 2**32 - 1), data=st.data())
    def start(self, rules: Rules, seed: int, data: st.DataObject) -> None:
        balance = data.draw(st.one_of(
            st.just(rules.starting_bankroll),
            st.integers(rules.minimum, rules.maximum * 5),
            st.integers(0, rules.minimum * 3),
        ), label="balance")
        self.session = Session(rules, seed=seed, balance=balance)
        self.reset_balance = balance
        self.settled_nets = 0
        self.last_bet_id = self.session.next_bet_id - 1

    # --- helpers -------------------------------------------------------------

    def state(self) -> tuple:
        s = self.session
        return (s.balance, s.hand, s.phase, s.next_bet_id, len(s.shoe), s.shoe, s.shoe.shuffle_id,
                s.shoe.rank_counts(), s.unseen_rank_counts(), s.rules, s.personal_limit, s.raise_range())

    def attempt(self, action, legal: bool):  # type: ignore[no-untyped-def]
        """Run action; it must succeed exactly when legal, and change nothing when refused."""
        before = self.state()
        name = getattr(action, "__name__", "?")
        refusal: RedDogError | None = None
        try:
            result = action()
        except RedDogError as error:
            refusal = error
        if refusal is not None:
            event(f"refused: {type(refusal).__name__}")
            assert not legal, f"a legal action was refused: {refusal}"
            assert self.state() == before, "a refused action changed the session"
            message = str(refusal)
            assert message and "\n" not in message and "Traceback" not in message
            return None
        assert legal, "an illegal action was accepted"
        event(f"accepted: {name}" if name != "<lambda>" else "accepted")
        return result

    def amount(self, data: st.DataObject) -> object:
        """A wager: often a legal one, else an edge case, any number or not a number at all."""
        s = self.session
        top = min(s.max_bet, s.balance)
        legal = st.integers(s.min_bet, top) if s.min_bet <= top else st.nothing()
        return data.draw(st.one_of(
            legal,
            legal,
            st.sampled_from([0, 1, s.min_bet, s.min_bet - 1, s.max_bet, s.max_bet + 1, s.balance, s.balance + 1,
                             s.rules.maximum, s.rules.maximum + 1]),
            st.integers(-10, s.rules.maximum * 2),
            NOT_AMOUNTS,
        ), label="wager")

    def settled(self, hand: Hand) -> None:
        assert hand.phase is Phase.SETTLED
        assert hand.net == settle(self.session.rules, hand.ranks, hand.wager, hand.raised)
        event(f"settled: {hand.kind.value}, {hand.outcome.value}, {'raised' if hand.raised else 'not raised'}")
        assert hand.balance_after == self.session.balance
        self.settled_nets += hand.net

    # --- actions ----------------------------------------------------------------

    def can_bet(self) -> bool:
        s = self.session
        return s.phase is Phase.BETTING and s.min_bet <= min(s.max_bet, s.balance)

    @precondition(can_bet)
    @rule(data=st.data())
    def deal_a_legal_wager(self, data: st.DataObject) -> None:
        s = self.session
        self.deal_wager(data.draw(st.integers(s.min_bet, min(s.max_bet, s.balance)), label="wager"))

    @precondition(lambda self: self.session.phase is Phase.DECIDING)
    @rule(raise_it=st.booleans())
    def decide(self, raise_it: bool) -> None:
        if raise_it and self.session.raise_range() is not None:
            self.raise_amount(None)
        else:
            self.stand()

    @rule(data=st.data())
    def deal(self, data: st.DataObject) -> None:
        self.deal_wager(self.amount(data))

    def deal_wager(self, wager: object) -> None:
        s = self.session
        balance, low, high, phase = s.balance, s.min_bet, s.max_bet, s.phase
        legal = phase is Phase.BETTING and whole(wager) and low <= wager <= high and wager <= balance
        hand = self.attempt(lambda: s.deal(wager), legal)  # type: ignore[arg-type]
        if hand is None:
            return
        # The accepted wager was within the limits and the balance at that moment.
        assert low <= hand.wager == wager <= high and wager <= balance
        assert hand.bet_id > self.last_bet_id and hand.bet_id == self.last_bet_id + 1
        self.last_bet_id = hand.bet_id
        assert hand.raised == 0 and hand.rules_name == s.rules.name
        assert hand.shuffle_id == s.shoe.shuffle_id
        if hand.kind is HandKind.SPREAD:
            assert hand.phase is Phase.DECIDING and s.balance == balance - wager
        else:
            self.settled(hand)

    @rule(data=st.data())
    def raise_bet(self, data: st.DataObject) -> None:
        s = self.session
        hand = s.hand
        wager = hand.wager if hand is not None else 1
        amount = data.draw(st.one_of(st.none(), st.just(wager), st.integers(1, max(wager, 1)),
                                     st.sampled_from([0, wager // 2, wager + 1, s.balance, s.balance + 1]),
                                     st.integers(-2, wager * 2), NOT_AMOUNTS), label="raise")
        self.raise_amount(amount)

    def raise_amount(self, amount: object) -> None:
        s = self.session
        hand = s.hand
        span = s.raise_range()
        balance = s.balance
        if amount is None:
            legal = span is not None
        else:
            legal = span is not None and whole(amount) and span[0] <= amount <= span[1]
        final = self.attempt(lambda: s.raise_bet(amount), legal)  # type: ignore[arg-type]
        if final is None:
            return
        assert span is not None and hand is not None
        if s.rules.raise_policy is RaisePolicy.EQUAL:
            assert span == (hand.wager, hand.wager)
        else:
            assert span == (1, min(hand.wager, balance))
        assert final.raised == (span[1] if amount is None else amount)
        assert final.raised <= balance and final.raised <= hand.wager
        assert final.bet_id == hand.bet_id and final.cards[:2] == hand.cards and len(final.cards) == 3
        self.settled(final)

    @rule()
    def stand(self) -> None:
        s = self.session
        hand = s.hand
        final = self.attempt(s.stand, s.phase is Phase.DECIDING)
        if final is None:
            return
        assert hand is not None and final.raised == 0 and final.cards[:2] == hand.cards
        self.settled(final)

    @rule(limit=st.one_of(st.none(), st.integers(-5, 250_000), st.sampled_from([0, 1, 5, 100, 300]), NOT_AMOUNTS))
    def set_personal_limit(self, limit: object) -> None:
        s = self.session
        legal = limit is None or (whole(limit) and limit >= 1)  # type: ignore[operator]
        self.attempt(lambda: s.set_personal_limit(limit), legal)  # type: ignore[arg-type]
        if not legal:
            return
        assert s.personal_limit == limit
        assert s.max_bet == (s.rules.maximum if limit is None else min(s.rules.maximum, limit))  # type: ignore[type-var]

    @rule(bankroll=st.one_of(st.none(), st.integers(0, 300_000), NOT_AMOUNTS))
    def new_game(self, bankroll: object) -> None:
        s = self.session
        legal = s.phase is Phase.BETTING and (bankroll is None or (whole(bankroll) and bankroll >= 0))  # type: ignore[operator]
        self.attempt(lambda: s.new_game(bankroll), legal)  # type: ignore[arg-type]
        if not legal:
            return
        assert s.balance == (s.rules.starting_bankroll if bankroll is None else bankroll)
        assert s.hand is None and s.phase is Phase.BETTING
        assert s.next_bet_id == self.last_bet_id + 1
        self.reset_balance = s.balance
        self.settled_nets = 0

    @rule(rules=st.sampled_from(TABLES))
    def set_rules(self, rules: Rules) -> None:
        s = self.session
        shoe = s.shoe
        old = s.rules
        legal = s.phase is Phase.BETTING
        self.attempt(lambda: s.set_rules(rules), legal)
        if not legal:
            return
        assert s.rules is rules
        same_shoe = (rules.decks, rules.shuffle, rules.penetration_percent) == (
            old.decks, old.shuffle, old.penetration_percent)
        assert (s.shoe is shoe) == same_shoe
        assert s.shoe.decks == rules.decks

    # --- invariants -------------------------------------------------------------------

    @invariant()
    def books_balance(self) -> None:
        if not hasattr(self, "session"):
            return
        s = self.session
        assert isinstance(s.balance, int) and s.balance >= 0
        hand = s.hand
        on_table = hand.wager if s.phase is Phase.DECIDING and hand is not None else 0
        assert s.balance - self.reset_balance == self.settled_nets - on_table

    @invariant()
    def phase_matches_the_hand(self) -> None:
        if not hasattr(self, "session"):
            return
        s = self.session
        hand = s.hand
        assert s.next_bet_id == self.last_bet_id + 1
        if hand is None:
            assert s.phase is Phase.BETTING and s.raise_range() is None
            return
        assert hand.bet_id == self.last_bet_id
        if hand.phase is Phase.DECIDING:
            assert s.phase is Phase.DECIDING
            assert hand.kind is HandKind.SPREAD and len(hand.cards) == 2 and 1 <= hand.spread <= 11
            assert hand.net is None and hand.balance_after is None and hand.raised == 0
            assert sum(s.unseen_rank_counts().values()) == len(s.shoe)  # the third card is not drawn yet
            span = s.raise_range()
            if s.rules.raise_policy is RaisePolicy.EQUAL:
                assert span == ((hand.wager, hand.wager) if s.balance >= hand.wager else None)
            else:
                assert span == ((1, min(hand.wager, s.balance)) if s.balance >= 1 else None)
        else:
            assert hand.phase is Phase.SETTLED and s.phase is Phase.BETTING
            assert s.raise_range() is None
            assert len(hand.cards) == (2 if hand.kind is HandKind.CONSECUTIVE else 3)
            assert hand.net is not None and hand.balance_after == s.balance
            assert hand.returned == hand.stake + hand.net >= 0
            assert sum(s.unseen_rank_counts().values()) == len(s.shoe)


SessionMachine.TestCase.settings = settings(
    max_examples=200,
    stateful_step_count=50,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)

TestSession = SessionMachine.TestCase
