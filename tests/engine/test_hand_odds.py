"""The exact odds every hand carries from its decision: checked by brute force over the shoe's cards."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reddog_qt.engine import PRESET_NAMES, HandKind, HandOdds, Phase, Play, Rules, Session, Shoe, settle


class SeenCards:
    """The cards left in the shoe, counted independently of it: a full shoe less every card dealt since its shuffle."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.shuffle_id: str | None = None
        self.dealt: Counter[int] = Counter()

    def note(self, hand) -> None:
        if hand.shuffle_id != self.shuffle_id:
            self.shuffle_id, self.dealt = hand.shuffle_id, Counter()
        self.dealt.update(int(card.rank) for card in hand.cards)

    def left(self, showing) -> Counter[int]:
        """The unseen cards when the first two cards of ``showing`` (not yet noted) were turned."""
        full = Counter(dict.fromkeys(range(2, 15), 4 * self.rules.decks))
        dealt = self.dealt if showing.shuffle_id == self.shuffle_id else Counter()
        return full - dealt - Counter(int(card.rank) for card in showing.cards[:2])


def brute_force_ev(rules: Rules, cards: Counter[int], hand, raised: int) -> Fraction:
    """The average net over every unseen card as the third card (each card counted once)."""
    if hand.kind is HandKind.CONSECUTIVE:
        return Fraction(0)
    total = sum(cards.values())
    first, second = hand.ranks[:2]
    return sum((Fraction(n * settle(rules, (first, second, rank), hand.wager, raised))
                for rank, n in cards.items()), Fraction(0)) / total


@settings(max_examples=60, deadline=None)
@given(preset=st.sampled_from(PRESET_NAMES), seed=st.integers(0, 10_000), hands=st.integers(1, 12),
       raise_choice=st.sampled_from(["best", "always", "never"]))
def test_every_hand_carries_its_exact_odds(preset: str, seed: int, hands: int, raise_choice: str) -> None:
    rules = Rules.preset(preset)
    session = Session(rules, seed=seed)
    seen = SeenCards(rules)
    for _ in range(hands):
        hand = session.deal(rules.minimum)
        odds = hand.odds
        assert odds is not None
        if hand.phase is Phase.DECIDING:
            # At the decision: the third card is not drawn, the shoe holds exactly the unseen cards.
            unseen = seen.left(hand)
            assert unseen == Counter({r: n for r, n in session.unseen_rank_counts().items() if n})
            assert odds.ev_stand == brute_force_ev(rules, unseen, hand, 0)
            top = session.raise_range()
            assert odds.max_raise == (0 if top is None else top[1])
            if odds.max_raise:
                assert odds.ev_raise == brute_force_ev(rules, unseen, hand, odds.max_raise)
            wants_raise = {"best": odds.best_play is Play.RAISE, "always": True, "never": False}[raise_choice]
            hand = session.raise_bet() if wants_raise and top is not None else session.stand()
            assert hand.play is (Play.RAISE if hand.raised else Play.STAND)
        else:
            assert hand.play is Play.NONE and odds.max_raise == 0 and odds.ev_raise == odds.ev_stand
            assert odds.ev_stand == brute_force_ev(rules, seen.left(hand), hand, 0)
        assert hand.odds == odds  # the settled hand keeps the odds of its decision
        seen.note(hand)
        assert odds.ev_lost(hand.raised) >= 0
        if hand.play is odds.best_play or hand.play is Play.NONE:
            assert odds.ev_lost(hand.raised) == 0
        assert abs(odds.expected_net(hand.raised)) <= hand.stake * max(rules.trips_pays, *rules.spread_pays)


def test_a_spread_of_eleven_on_one_deck_is_worth_raising_by_the_exact_figures() -> None:
    rules = Rules.preset("atlantic-city")
    session = Session(rules, shoe=Shoe.stacked(rules, "2c Ad"))
    hand = session.deal(10)
    assert hand.spread == 11
    odds = hand.odds
    # 44 of the 50 unseen cards lie inside (a two and an ace are gone): 22/25 to win at 1:1.
    assert odds.ev_stand == Fraction(10) * Fraction(22, 25) - Fraction(10) * Fraction(3, 25)
    assert odds.ev_raise == 2 * odds.ev_stand and odds.best_play is Play.RAISE
    stood = session.stand()
    assert stood.odds.ev_lost(0) == odds.ev_stand


def test_hand_odds_refuse_nonsense() -> None:
    with pytest.raises(ValueError):
        HandOdds(Fraction(1), Fraction(2), 0)
    with pytest.raises(ValueError):
        HandOdds(Fraction(1), Fraction(2), -1)
    with pytest.raises(ValueError):
        HandOdds(Fraction(1), Fraction(2), 5).expected_net(6)
    for stand, raised in ((Fraction(1), 0.5), (0.5, Fraction(1)), (1, 1)):  # either figure not exact is refused
        with pytest.raises(ValueError, match="exact fractions"):
            HandOdds(stand, raised, 5)  # type: ignore[arg-type]


def test_a_raise_is_the_best_play_only_when_it_is_strictly_better() -> None:
    assert HandOdds(Fraction(1, 5), Fraction(2, 5), 10).best_play is Play.RAISE
    assert HandOdds(Fraction(0), Fraction(0), 10).best_play is Play.STAND  # as good: keep the wager
    assert HandOdds(Fraction(-1, 5), Fraction(-2, 5), 10).best_play is Play.STAND


def test_hand_odds_are_read_only_and_equal_however_they_were_made() -> None:
    made_later = HandOdds.per_credit(-10, 50, 10, 10)
    made_now = HandOdds(Fraction(-2), Fraction(-4), 10)
    for name in ("ev_stand", "ev_raise", "max_raise"):
        with pytest.raises(AttributeError):
            setattr(made_now, name, Fraction(5))
    assert made_later == made_now and hash(made_later) == hash(made_now) and repr(made_later) == repr(made_now)
    assert made_later != HandOdds(Fraction(-2), Fraction(-4), 9) and made_now != (Fraction(-2), Fraction(-4), 10)
    unraised = HandOdds.per_credit(7, 49, 7, 0)  # no raise possible: raising is standing
    assert unraised.ev_stand == unraised.ev_raise == Fraction(1) and unraised.best_play is Play.STAND
