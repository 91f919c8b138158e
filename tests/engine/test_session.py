"""The Session: whole hands of every kind at every table, money, Bet IDs, phases and every refusal.

Each test names the cards its hand is dealt (a stacked shoe, ``Shoe.stacked``): the
cards come in that order whatever the shuffle does, so every test is deterministic
and says which hand it plays.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from functools import partial

import pytest

from reddog_qt.engine import (
    FIRST_BET_ID,
    MAX_BET_ID,
    PRESET_NAMES,
    BetAboveMaximumError,
    BetAbovePersonalLimitError,
    BetBelowMinimumError,
    Card,
    Hand,
    HandKind,
    InsufficientFundsError,
    InvalidAmountError,
    InvalidBetIdError,
    LimitTier,
    LimitUnavailableError,
    NoBetError,
    Outcome,
    Phase,
    RaiseNotAllowedError,
    RaisePolicy,
    Rank,
    RedDogError,
    Rules,
    Session,
    Shoe,
    Suit,
    TableChangeError,
    WrongPhaseError,
    settle,
)

ODDS = {1: 5, 2: 4, 3: 2, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1, 9: 1, 10: 1, 11: 1}
Ranks = Sequence[int]


# --- first-hand predicates -------------------------------------------------------


def is_trips(r: Ranks) -> bool:
    return r[0] == r[1] == r[2]


def is_pair_push(r: Ranks) -> bool:
    return r[0] == r[1] != r[2]


def is_consecutive(r: Ranks) -> bool:
    return abs(r[0] - r[1]) == 1


def is_spread(r: Ranks) -> bool:
    return abs(r[0] - r[1]) >= 2


def spread_of(r: Ranks) -> int:
    return abs(r[0] - r[1]) - 1


def wins(r: Ranks) -> bool:
    return is_spread(r) and min(r[:2]) < r[2] < max(r[:2])


def loses_on_an_end(r: Ranks) -> bool:
    return is_spread(r) and r[2] in r[:2]


def loses_outside(r: Ranks) -> bool:
    return is_spread(r) and not min(r[:2]) <= r[2] <= max(r[:2])


KINDS: dict[str, Callable[[Ranks], bool]] = {
    "trips": is_trips,
    "pair-push": is_pair_push,
    "consecutive": is_consecutive,
    "king-ace": lambda r: sorted(r[:2]) == [13, 14],
    "two-three": lambda r: sorted(r[:2]) == [2, 3],
    "ace-two": lambda r: sorted(r[:2]) == [2, 14],
    "win": wins,
    "win-high-first": lambda r: wins(r) and r[0] > r[1],
    "win-low-first": lambda r: wins(r) and r[0] < r[1],
    "loss-on-an-end": loses_on_an_end,
    "loss-on-the-first-card": lambda r: is_spread(r) and r[2] == r[0],
    "loss-on-the-second-card": lambda r: is_spread(r) and r[2] == r[1],
    "loss-outside": loses_outside,
    "loss-outside-below": lambda r: is_spread(r) and r[2] < min(r[:2]),
    "loss-outside-above": lambda r: is_spread(r) and r[2] > max(r[:2]),
    **{f"win-spread-{s}": (lambda r, s=s: wins(r) and spread_of(r) == s) for s in range(1, 12)},
    **{f"loss-spread-{s}": (lambda r, s=s: is_spread(r) and spread_of(r) == s and not wins(r))
       for s in range(1, 12)},
}


def _code(rank: int, suit: Suit) -> str:
    return Card(Rank(rank), suit).code


#: The first hand of each kind, as the cards dealt in order (a consecutive hand gets no third card).
HANDS: dict[str, str] = {
    "trips": "7c 7d 7h",
    "pair-push": "7c 7d 9h",
    "consecutive": "8c 9d",
    "king-ace": "Kc Ad",
    "two-three": "3c 2d",
    "ace-two": "Ac 2d 9h",
    "win": "5c Jd 8h",
    "win-high-first": "Qs 4d 9c",
    "win-low-first": "4s Qd 9c",
    "loss-on-an-end": "5c Jd Jh",
    "loss-on-the-first-card": "5c Jd 5h",
    "loss-on-the-second-card": "5c Jd Jh",
    "loss-outside": "5c Jd Kh",
    "loss-outside-below": "5c Jd 3h",
    "loss-outside-above": "5c Jd Kh",
    # Spread s: a two and the rank s + 1 above it; the three falls inside, the high rank again does not.
    **{f"win-spread-{s}": f"2c {_code(3 + s, Suit.DIAMONDS)} 3h" for s in range(1, 12)},
    **{f"loss-spread-{s}": f"2c {_code(3 + s, Suit.DIAMONDS)} {_code(3 + s, Suit.HEARTS)}" for s in range(1, 12)},
}


def test_every_named_hand_is_the_hand_its_name_says() -> None:
    assert set(HANDS) == set(KINDS)
    for kind, cards in HANDS.items():
        ranks = [int(Card.from_code(code).rank) for code in cards.split()]
        assert KINDS[kind](ranks), kind
        assert len(ranks) == (2 if is_consecutive(ranks) else 3), kind


def stacked_session(name: str, cards: str, rules: Rules | None = None, **kwargs: object) -> Session:
    """A session at the preset ``name`` (or ``rules``) whose shoe deals ``cards`` first (then at random from seed 0)."""
    rules = rules or Rules.preset(name)
    return Session(rules, shoe=Shoe.stacked(rules, cards), **kwargs)  # type: ignore[arg-type]


def session_for(name: str, kind: str, **kwargs: object) -> Session:
    """A session whose first hand is the hand ``HANDS[kind]`` names."""
    return stacked_session(name, HANDS[kind], **kwargs)


# --- whole hands ------------------------------------------------------------------


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_a_fresh_session(name: str) -> None:
    rules = Rules.preset(name)
    session = Session(rules, seed=1)
    assert session.rules is rules
    assert session.balance == rules.starting_bankroll
    assert session.hand is None
    assert session.phase is Phase.BETTING
    assert session.next_bet_id == FIRST_BET_ID == 1_000_001
    assert session.personal_limit is None
    assert (session.min_bet, session.max_bet) == (rules.minimum, rules.maximum)
    assert session.raise_range() is None
    assert session.shoe.decks == rules.decks and len(session.shoe) == 0
    assert session.unseen_rank_counts() == dict.fromkeys(range(2, 15), 0)
    assert session.wager_refusal(rules.minimum) is None


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_three_of_a_kind_pays_eleven_to_one_at_once(name: str) -> None:
    session = session_for(name, "trips")
    wager = session.min_bet * 2
    start = session.balance
    hand = session.deal(wager)
    assert len(hand.cards) == 3 and len(set(hand.ranks)) == 1
    assert hand.kind is HandKind.PAIR and hand.is_three_of_a_kind
    assert hand.phase is Phase.SETTLED and session.phase is Phase.BETTING
    assert hand.net == 11 * wager and hand.outcome is Outcome.WIN
    assert session.balance == start + 11 * wager == hand.balance_after
    assert hand.returned == 12 * wager
    assert hand.raised == 0
    assert hand.bet_id == FIRST_BET_ID and session.next_bet_id == FIRST_BET_ID + 1
    assert hand.shuffle_id == session.shoe.shuffle_id == "stacked #1"
    assert hand.rules_name == name
    assert len(session.shoe) == session.shoe.size - 3
    assert session.hand is hand
    assert session.raise_range() is None


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_a_pair_without_trips_pushes(name: str) -> None:
    session = session_for(name, "pair-push")
    start = session.balance
    hand = session.deal(session.min_bet)
    assert len(hand.cards) == 3
    assert hand.ranks[0] == hand.ranks[1] != hand.ranks[2]
    assert hand.kind is HandKind.PAIR and not hand.is_three_of_a_kind
    assert hand.phase is Phase.SETTLED and session.phase is Phase.BETTING
    assert hand.net == 0 and hand.outcome is Outcome.PUSH
    assert session.balance == start == hand.balance_after
    assert hand.returned == session.min_bet


@pytest.mark.parametrize("name", PRESET_NAMES)
@pytest.mark.parametrize("kind", ["consecutive", "king-ace", "two-three"])
def test_a_consecutive_hand_pushes_without_a_third_card(name: str, kind: str) -> None:
    session = session_for(name, kind)
    start = session.balance
    hand = session.deal(session.max_bet)
    assert len(hand.cards) == 2
    assert abs(hand.ranks[0] - hand.ranks[1]) == 1
    if kind == "king-ace":
        assert sorted(hand.ranks) == [13, 14]
    if kind == "two-three":
        assert sorted(hand.ranks) == [2, 3]
    assert hand.kind is HandKind.CONSECUTIVE and hand.spread is None
    assert hand.phase is Phase.SETTLED and session.phase is Phase.BETTING
    assert hand.net == 0 and session.balance == start == hand.balance_after
    assert len(session.shoe) == session.shoe.size - 2  # no third card was dealt
    assert session.next_bet_id == FIRST_BET_ID + 1


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_ace_two_is_a_spread_of_eleven_at_the_table(name: str) -> None:
    session = session_for(name, "ace-two")
    hand = session.deal(session.min_bet)
    assert sorted(hand.ranks) == [2, 14]
    assert hand.kind is HandKind.SPREAD and hand.spread == 11
    assert session.phase is Phase.DECIDING


@pytest.mark.parametrize("name", PRESET_NAMES)
@pytest.mark.parametrize("order", ["win-high-first", "win-low-first"])
def test_a_spread_hand_standing_and_winning(name: str, order: str) -> None:
    session = session_for(name, order)
    start = session.balance
    wager = session.min_bet * 3
    hand = session.deal(wager)
    assert hand.phase is Phase.DECIDING and session.phase is Phase.DECIDING
    assert len(hand.cards) == 2
    assert (hand.ranks[0] > hand.ranks[1]) == (order == "win-high-first")
    assert session.balance == start - wager
    assert hand.net is None and hand.balance_after is None and hand.outcome is None
    # The third card is not drawn until the player decides: every unseen card is still in the shoe.
    assert len(session.shoe) == session.shoe.size - 2
    unseen = session.unseen_rank_counts()
    assert unseen == session.shoe.rank_counts() and sum(unseen.values()) == len(session.shoe)
    third = Card.from_code(HANDS[order].split()[2])

    final = session.stand()
    assert final.cards == (*hand.cards, third)
    assert final.phase is Phase.SETTLED and session.phase is Phase.BETTING
    assert final.raised == 0 and final.bet_id == hand.bet_id
    odds = ODDS[hand.spread]
    assert final.net == wager * odds
    assert session.balance == start + wager * odds == final.balance_after
    assert final.outcome is Outcome.WIN
    assert session.next_bet_id == hand.bet_id + 1
    assert session.unseen_rank_counts() == session.shoe.rank_counts()


@pytest.mark.parametrize("name", PRESET_NAMES)
@pytest.mark.parametrize("spread", range(1, 12))
def test_every_spread_wins_at_its_odds_with_the_full_raise(name: str, spread: int) -> None:
    session = session_for(name, f"win-spread-{spread}")
    start = session.balance
    wager = session.min_bet
    hand = session.deal(wager)
    assert hand.spread == spread
    assert session.raise_range() == ((wager, wager) if session.rules.raise_policy is RaisePolicy.EQUAL
                                     else (1, wager))
    final = session.raise_bet()  # None: the most allowed, here the wager
    assert final.raised == wager and final.stake == 2 * wager
    assert final.net == 2 * wager * ODDS[spread]
    assert session.balance == start + 2 * wager * ODDS[spread] == final.balance_after
    assert final.net == settle(session.rules, final.ranks, wager, wager)


@pytest.mark.parametrize("name", PRESET_NAMES)
@pytest.mark.parametrize("spread", range(1, 12))
def test_every_spread_loses_the_whole_stake_when_the_third_card_misses(name: str, spread: int) -> None:
    session = session_for(name, f"loss-spread-{spread}")
    start = session.balance
    wager = session.min_bet
    hand = session.deal(wager)
    assert hand.spread == spread
    final = session.raise_bet(wager)
    low, high = sorted(final.ranks[:2])
    assert not low < final.ranks[2] < high
    assert final.net == -2 * wager and final.outcome is Outcome.LOSS and final.returned == 0
    assert session.balance == start - 2 * wager == final.balance_after


@pytest.mark.parametrize("name", PRESET_NAMES)
@pytest.mark.parametrize("kind", ["loss-on-an-end", "loss-on-the-first-card", "loss-on-the-second-card",
                                  "loss-outside", "loss-outside-below", "loss-outside-above"])
@pytest.mark.parametrize("decision", ["stand", "raise"])
def test_spread_losses(name: str, kind: str, decision: str) -> None:
    session = session_for(name, kind)
    start = session.balance
    wager = session.min_bet
    session.deal(wager)
    final = session.stand() if decision == "stand" else session.raise_bet(None)
    stake = wager if decision == "stand" else 2 * wager
    assert final.stake == stake
    assert KINDS[kind](final.ranks)
    assert final.net == -stake
    assert session.balance == start - stake == final.balance_after


def test_a_partial_raise_at_the_six_deck_shoe() -> None:
    session = session_for("six-deck-shoe", "win-spread-1")
    start = session.balance
    hand = session.deal(20)
    assert session.raise_range() == (1, 20)
    assert session.balance == start - 20
    final = session.raise_bet(7)
    assert final.raised == 7 and final.stake == 27
    assert final.net == 27 * 5
    assert session.balance == start + 27 * 5 == final.balance_after
    assert final.cards[:2] == hand.cards


@pytest.mark.parametrize("amount", [1, 2, 9, 10])
def test_any_raise_from_one_to_the_wager_at_the_six_deck_shoe(amount: int) -> None:
    session = session_for("six-deck-shoe", "loss-outside")
    start = session.balance
    session.deal(10)
    final = session.raise_bet(amount)
    assert final.raised == amount and final.net == -(10 + amount)
    assert session.balance == start - 10 - amount


@pytest.mark.parametrize("name", ["atlantic-city", "eight-deck"])
def test_the_raise_equals_the_wager_where_the_rules_say_so(name: str) -> None:
    session = session_for(name, "win-spread-8" if name == "atlantic-city" else "win")
    assert session.rules.raise_policy is RaisePolicy.EQUAL
    wager = session.min_bet * 2
    session.deal(wager)
    assert session.raise_range() == (wager, wager)
    final = session.raise_bet(wager)
    assert final.raised == wager


@pytest.mark.parametrize("name", ["atlantic-city", "eight-deck"])
def test_equal_raise_with_the_balance_short_of_the_wager_is_refused(name: str,
                                                                   take_snapshot: Callable, readable: Callable) -> None:
    rules = Rules.preset(name)
    wager = rules.minimum
    session = stacked_session(name, HANDS["win"], balance=wager + wager // 2)
    session.deal(wager)
    assert session.balance == wager // 2
    assert session.raise_range() is None
    for amount in (None, wager, wager // 2):
        before = take_snapshot(session)
        with pytest.raises(InsufficientFundsError) as info:
            session.raise_bet(amount)
        readable(str(info.value))
        assert take_snapshot(session) == before
    assert str(info.value) == f"You need {wager:,} credits to raise; your balance is {wager // 2:,}."
    final = session.stand()
    assert final.raised == 0 and final.net == wager * ODDS[final.spread]


def test_up_to_raise_with_the_balance_short_of_the_wager_goes_up_to_the_balance(
        take_snapshot: Callable, readable: Callable) -> None:
    session = session_for("six-deck-shoe", "win", balance=16)
    hand = session.deal(10)
    assert session.balance == 6
    assert session.raise_range() == (1, 6)
    before = take_snapshot(session)
    with pytest.raises(InsufficientFundsError) as info:
        session.raise_bet(7)
    assert str(info.value) == "A raise of 7 is more than your balance of 6."
    readable(str(info.value))
    assert take_snapshot(session) == before
    final = session.raise_bet(None)
    assert final.raised == 6
    assert final.net == 16 * ODDS[hand.spread]
    assert session.balance == 16 + 16 * ODDS[hand.spread]


def test_up_to_raise_with_nothing_left_is_refused(take_snapshot: Callable) -> None:
    session = session_for("six-deck-shoe", "win", balance=10)
    session.deal(10)
    assert session.balance == 0
    assert session.raise_range() is None
    before = take_snapshot(session)
    with pytest.raises(InsufficientFundsError):
        session.raise_bet()
    assert take_snapshot(session) == before
    assert session.stand().net > 0


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_bet_ids_increase_by_one_per_hand_and_slips_round_down(name: str) -> None:
    rules = Rules.preset(name)
    session = Session(rules, seed=12, balance=10**9, next_bet_id=1_234_567_891_090)
    ids = []
    for _ in range(25):
        hand = session.deal(rules.minimum)
        if session.phase is Phase.DECIDING:
            assert session.next_bet_id == hand.bet_id + 1
            hand = session.stand()
        ids.append((hand.bet_id, hand.slip_id))
        assert session.next_bet_id == hand.bet_id + 1
    assert [bet for bet, _ in ids] == list(range(1_234_567_891_090, 1_234_567_891_115))
    for bet, slip in ids:
        assert slip == bet // 100 * 100
        assert slip == (1_234_567_891_000 if bet < 1_234_567_891_100 else 1_234_567_891_100)


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_a_long_game_keeps_the_books(name: str) -> None:
    rules = Rules.preset(name)
    session = Session(rules, seed=2024, balance=rules.maximum * 50)
    start = session.balance
    total = 0
    for n in range(300):
        wager = rules.minimum * (1 + n % 3)
        before = session.balance
        hand = session.deal(wager)
        if hand.phase is Phase.DECIDING:
            assert session.balance == before - wager
            _, high = session.raise_range()  # type: ignore[misc]
            hand = session.raise_bet(high) if n % 2 else session.stand()
        assert hand.phase is Phase.SETTLED
        assert hand.net == settle(rules, hand.ranks, hand.wager, hand.raised)
        assert hand.balance_after == session.balance == before + hand.net
        total += hand.net
    assert session.balance == start + total
    assert session.next_bet_id == FIRST_BET_ID + 300


def play_to_the_first_reshuffle(session: Session) -> tuple[list, list, Hand]:
    """Stand on every hand of a six-deck shoe until a hand comes from the second shuffle."""
    dealt: list = []
    last: list = []
    first_shuffle = ""
    while True:
        hand = session.deal(10)
        first_shuffle = first_shuffle or hand.shuffle_id
        if session.phase is Phase.DECIDING:
            if hand.shuffle_id == first_shuffle:
                # Only the two cards shown have left the shoe; the third is drawn at the decision.
                assert session.shoe.cut_card_out == (len(dealt) + 2 >= 234)
            hand = session.stand()
        if hand.shuffle_id != first_shuffle:
            return dealt, last, hand
        last = list(hand.cards)
        dealt += last
        assert session.shoe.cut_card_out == (len(dealt) >= 234)


def cards_to_the_cut_card() -> list[Card]:
    """233 cards of a six-deck shoe in whole hands: 77 spreads won on the middle rank, then a king and an ace."""
    suits = list(Suit)
    triples = [(2, 4, 3), (5, 7, 6), (8, 10, 9), (11, 13, 12)]
    ranks = [rank for hand in range(77) for rank in triples[hand % 4]] + [13, 14]
    # Each rank's cards go round the suits: no card is named more often than the shoe's six decks hold it.
    return [Card(Rank(rank), suits[ranks[:number].count(rank) % 4]) for number, rank in enumerate(ranks)]


def test_a_hand_in_progress_at_the_cut_card_is_finished_from_the_same_shoe() -> None:
    rules = Rules.preset("six-deck-shoe")
    # The cut card (the 234th card) is the first card of a three-card hand: two, queen, seven.
    stacked = cards_to_the_cut_card() + [Card.from_code(code) for code in ("2s", "Qs", "7s", "9d", "9h", "9s")]
    session = Session(rules, shoe=Shoe.stacked(rules, stacked), balance=100_000)
    dealt, last, hand = play_to_the_first_reshuffle(session)
    assert len(dealt) == 236 and [card.code for card in last] == ["2s", "Qs", "7s"]
    # Every card up to the reshuffle came from the first shuffle: the hand that brought out
    # the cut card got its second and third cards from the same shoe.
    assert dealt == stacked[:236] and hand.shuffle_id == "stacked #2"
    # The next hand came from a fresh, full shoe.
    assert [card.code for card in hand.cards] == ["9d", "9h", "9s"]
    assert len(session.shoe) == 312 - 3
    assert session.shoe.rank_counts() == {rank: 24 - 3 * (rank == 9) for rank in range(2, 15)}


@pytest.mark.parametrize("seed", range(5))
def test_the_continuous_shoe_reshuffles_only_after_the_cut_card(seed: int) -> None:
    session = Session(Rules.preset("six-deck-shoe"), seed=seed, balance=100_000)
    dealt, last, hand = play_to_the_first_reshuffle(session)
    assert len(dealt) - len(last) < 234 <= len(dealt)
    assert hand.shuffle_id == f"seed {seed} #2"


# --- between hands --------------------------------------------------------------


def test_set_rules_to_another_tier_keeps_the_shoe_and_another_table_replaces_it() -> None:
    eight = Rules.preset("eight-deck")
    session = Session(eight, seed=5, balance=1_000_000)
    session.deal(100)
    if session.phase is Phase.DECIDING:
        session.stand()
    shoe = session.shoe
    top = eight.with_tier(LimitTier(10_000, 200_000))
    session.set_rules(top)
    assert session.rules is top and session.shoe is shoe
    assert (session.min_bet, session.max_bet) == (10_000, 200_000)
    assert str(session.wager_refusal(100)) == "The table minimum is 10,000 credits."
    session.set_rules(Rules.preset("six-deck-shoe"))
    assert session.shoe is not shoe and session.shoe.decks == 6 and len(session.shoe) == 0
    assert session.balance == 1_000_000 + session.hand.net  # type: ignore[union-attr]


def test_new_game_resets_the_bankroll_and_keeps_the_bet_ids() -> None:
    session = session_for("atlantic-city", "trips")
    session.deal(10)
    assert session.balance == 1_110
    session.new_game()
    assert session.balance == 1_000 and session.hand is None and session.phase is Phase.BETTING
    assert session.next_bet_id == FIRST_BET_ID + 1
    session.new_game(250)
    assert session.balance == 250
    hand = session.deal(5)
    assert hand.bet_id == FIRST_BET_ID + 1


def test_personal_limit_lowers_the_maximum_bet() -> None:
    session = Session(Rules.preset("atlantic-city"), seed=1, personal_limit=50)
    assert session.personal_limit == 50 and session.max_bet == 50
    session.set_personal_limit(500)
    assert session.max_bet == 300
    session.set_personal_limit(None)
    assert session.personal_limit is None and session.max_bet == 300
    session.set_personal_limit(1)
    assert session.max_bet == 1 and session.min_bet == 5


def test_wager_refusal_explains_without_changing_anything(take_snapshot: Callable) -> None:
    session = Session(Rules.preset("atlantic-city"), seed=1, balance=100, personal_limit=50)
    before = take_snapshot(session)
    assert session.wager_refusal(10) is None
    assert str(session.wager_refusal(0)) == "Place a bet first: click a chip stack or the bet spot."
    assert str(session.wager_refusal(4)) == "The table minimum is 5 credits."
    assert str(session.wager_refusal(301)) == "The table maximum is 300 credits."
    assert str(session.wager_refusal(60)) == "Your personal bet limit is 50 credits."
    assert str(session.wager_refusal(-1)) == "The wager cannot be negative."
    assert str(session.wager_refusal(2.5)) == "The wager must be a whole number of credits."  # type: ignore[arg-type]
    session.set_personal_limit(None)
    assert str(session.wager_refusal(150)) == "A bet of 150 is more than your balance of 100."
    session.set_personal_limit(50)
    assert take_snapshot(session) == before


def test_the_constructor_refuses_a_bad_balance_or_limit() -> None:
    rules = Rules.preset("atlantic-city")
    for bad in (-1, 1.5, "100", True):
        with pytest.raises(InvalidAmountError):
            Session(rules, balance=bad)  # type: ignore[arg-type]
        with pytest.raises(InvalidAmountError):
            Session(rules, personal_limit=bad)  # type: ignore[arg-type]
    assert Session(rules, balance=0).balance == 0


class RecordingJournal:
    def __init__(self, fail_on: str = "") -> None:
        self.calls: list[tuple] = []
        self.fail_on = fail_on

    def hand_opened(self, hand: Hand, balance: int) -> None:
        if self.fail_on == "opened":
            raise OSError("disk full")
        self.calls.append(("opened", hand, balance))

    def hand_settled(self, hand: Hand) -> None:
        if self.fail_on == "settled":
            raise OSError("disk full")
        self.calls.append(("settled", hand))

    def bankroll_reset(self, balance: int) -> None:
        if self.fail_on == "reset":
            raise OSError("disk full")
        self.calls.append(("reset", balance))


def test_the_journal_hears_of_every_hand() -> None:
    journal = RecordingJournal()
    session = session_for("atlantic-city", "win", journal=journal)
    hand = session.deal(10)
    assert journal.calls == [("opened", hand, 990)]  # no third card: it has not been drawn
    final = session.raise_bet()
    assert journal.calls[-1] == ("settled", final)
    session.new_game(500)
    assert journal.calls[-1] == ("reset", 500)
    assert len(journal.calls) == 3


@pytest.mark.parametrize(("kind", "fail_on"), [("win", "opened"), ("trips", "settled"), ("consecutive", "settled")])
def test_a_failed_journal_write_leaves_the_money_as_it_was(kind: str, fail_on: str) -> None:
    session = session_for("atlantic-city", kind, journal=RecordingJournal(fail_on))
    with pytest.raises(OSError):
        session.deal(10)
    assert session.balance == 1_000 and session.hand is None
    assert session.next_bet_id == FIRST_BET_ID and session.phase is Phase.BETTING


def test_a_failed_journal_write_at_the_decision_leaves_the_hand_undecided() -> None:
    journal = RecordingJournal()
    session = session_for("atlantic-city", "win", journal=journal)
    hand = session.deal(10)
    journal.fail_on = "settled"
    shoe_before = (len(session.shoe), session.shoe.rank_counts())
    with pytest.raises(OSError):
        session.raise_bet()
    assert session.hand is hand and session.phase is Phase.DECIDING and session.balance == 990
    assert (len(session.shoe), session.shoe.rank_counts()) == shoe_before  # the card drawn went back
    journal.fail_on = ""
    final = session.raise_bet()  # the third card is drawn afresh from the same remaining cards
    assert final.cards[:2] == hand.cards and final.raised == 10
    assert final.net == settle(session.rules, final.ranks, 10, 10)
    journal.fail_on = "reset"
    with pytest.raises(OSError):
        session.new_game()
    assert session.balance == 1_000 + final.net


# --- refusals ----------------------------------------------------------------------


def refused(session: Session, action: Callable[[], object], error: type[RedDogError],
            take_snapshot: Callable, readable: Callable) -> str:
    """Run an illegal action: it must raise exactly ``error`` and leave everything as it was."""
    before = take_snapshot(session)
    with pytest.raises(RedDogError) as info:
        action()
    assert type(info.value) is error, f"{type(info.value).__name__}: {info.value}"
    assert take_snapshot(session) == before
    message = str(info.value)
    readable(message)
    return message


def _described(refusal: RedDogError | None) -> tuple[object, ...] | None:
    """What a player and the screen see of a refusal: its kind, message, code and values."""
    if refusal is None:
        return None
    return type(refusal), str(refusal), refusal.code, refusal.params


def betting_sessions(**kwargs: object) -> list[Session]:
    """Sessions waiting for a bet: before the first hand, after a push and after a decided spread."""
    fresh = session_for("atlantic-city", "win", **kwargs)
    pushed = session_for("atlantic-city", "pair-push", **kwargs)
    pushed.deal(5)
    decided = session_for("atlantic-city", "win", **kwargs)
    decided.deal(5)
    decided.stand()
    return [fresh, pushed, decided]


@pytest.mark.parametrize(
    ("wager", "error", "message"),
    [
        (0, NoBetError, "Place a bet first: click a chip stack or the bet spot."),
        (-5, InvalidAmountError, "The wager cannot be negative."),
        (-1, InvalidAmountError, "The wager cannot be negative."),
        (10.0, InvalidAmountError, "The wager must be a whole number of credits."),
        (0.5, InvalidAmountError, "The wager must be a whole number of credits."),
        (True, InvalidAmountError, "The wager must be a whole number of credits."),
        (False, InvalidAmountError, "The wager must be a whole number of credits."),
        ("10", InvalidAmountError, "The wager must be a whole number of credits."),
        (None, InvalidAmountError, "The wager must be a whole number of credits."),
        (4, BetBelowMinimumError, "The table minimum is 5 credits."),
        (1, BetBelowMinimumError, "The table minimum is 5 credits."),
        (301, BetAboveMaximumError, "The table maximum is 300 credits."),
        (10**9, BetAboveMaximumError, "The table maximum is 300 credits."),
    ],
)
def test_deal_refuses_bad_wagers(wager: object, error: type, message: str,
                                 take_snapshot: Callable, readable: Callable) -> None:
    for session in betting_sessions():
        assert refused(session, partial(session.deal, wager), error, take_snapshot, readable) == message  # type: ignore[arg-type]
        assert str(session.wager_refusal(wager)) == message  # type: ignore[arg-type]


def test_deal_refuses_more_than_the_personal_limit(take_snapshot: Callable,
                                                   readable: Callable) -> None:
    for session in betting_sessions(personal_limit=50):
        message = refused(session, partial(session.deal, 55), BetAbovePersonalLimitError, take_snapshot, readable)
        assert message == "Your personal bet limit is 50 credits."
        # The table maximum is checked first.
        refused(session, partial(session.deal, 301), BetAboveMaximumError, take_snapshot, readable)
        assert session.deal(50).wager == 50


def test_a_personal_limit_below_the_table_minimum_says_so(take_snapshot: Callable,
                                                         readable: Callable) -> None:
    session = Session(Rules.preset("eight-deck"), seed=0, personal_limit=50)
    message = refused(session, lambda: session.deal(100), BetAbovePersonalLimitError, take_snapshot, readable)
    assert message == ("Your personal bet limit of 50 is below this table's minimum of 100: "
                       "choose a table with lower limits.")
    assert refused(session, lambda: session.deal(50), BetBelowMinimumError, take_snapshot,
                   readable) == "The table minimum is 100 credits."


def test_deal_refuses_more_than_the_balance(take_snapshot: Callable, readable: Callable) -> None:
    session = session_for("atlantic-city", "loss-outside", balance=40)
    message = refused(session, lambda: session.deal(41), InsufficientFundsError, take_snapshot, readable)
    assert message == "A bet of 41 is more than your balance of 40."
    session.deal(20)
    session.raise_bet()
    assert session.balance == 0
    message = refused(session, lambda: session.deal(5), InsufficientFundsError, take_snapshot, readable)
    assert message == "A bet of 5 is more than your balance of 0."
    big = Session(Rules.preset("eight-deck"), seed=0, balance=5_000)
    assert refused(big, lambda: big.deal(10_000), InsufficientFundsError, take_snapshot,
                   readable) == "A bet of 10,000 is more than your balance of 5,000."


@pytest.fixture(params=PRESET_NAMES)
def deciding(request: pytest.FixtureRequest) -> Session:
    session = session_for(request.param, "win")
    session.deal(session.min_bet * 2)
    assert session.phase is Phase.DECIDING
    return session


def test_deal_while_deciding_is_refused(deciding: Session, take_snapshot: Callable, readable: Callable) -> None:
    message = refused(deciding, lambda: deciding.deal(deciding.min_bet), WrongPhaseError, take_snapshot, readable)
    assert message == "You cannot deal now: raise or stand on this hand first."
    # Even a wager that would be refused anyway is refused for the phase first.
    refused(deciding, lambda: deciding.deal(0), WrongPhaseError, take_snapshot, readable)


def test_table_changes_while_deciding_are_refused(deciding: Session, take_snapshot: Callable,
                                                  readable: Callable) -> None:
    for rules in (Rules.preset("atlantic-city"), Rules.preset("six-deck-shoe"), deciding.rules):
        message = refused(deciding, partial(deciding.set_rules, rules), TableChangeError, take_snapshot, readable)
        assert message == "You cannot change tables now: raise or stand on this hand first."
    message = refused(deciding, deciding.new_game, TableChangeError, take_snapshot, readable)
    assert message == "You cannot start a new game now: raise or stand on this hand first."
    refused(deciding, lambda: deciding.new_game(5_000), TableChangeError, take_snapshot, readable)
    # After the decision both work.
    deciding.stand()
    deciding.new_game()
    assert deciding.balance == deciding.rules.starting_bankroll


@pytest.mark.parametrize("amount", [0])
def test_a_raise_of_nothing_is_refused(deciding: Session, amount: int, take_snapshot: Callable,
                                       readable: Callable) -> None:
    message = refused(deciding, lambda: deciding.raise_bet(amount), InvalidAmountError, take_snapshot, readable)
    assert message == "A raise must be at least 1 credit; choose Stand to keep your wager."


@pytest.mark.parametrize(("amount", "message"), [
    (-1, "The raise cannot be negative."),
    (1.5, "The raise must be a whole number of credits."),
    (True, "The raise must be a whole number of credits."),
    ("10", "The raise must be a whole number of credits."),
])
def test_raises_that_are_not_amounts_are_refused(deciding: Session, amount: object, message: str,
                                                 take_snapshot: Callable, readable: Callable) -> None:
    assert refused(deciding, lambda: deciding.raise_bet(amount), InvalidAmountError,  # type: ignore[arg-type]
                   take_snapshot, readable) == message


def test_a_raise_above_the_wager_is_refused(deciding: Session, take_snapshot: Callable,
                                            readable: Callable) -> None:
    wager = deciding.hand.wager  # type: ignore[union-attr]
    for amount in (wager + 1, wager * 2, 10**9):
        message = refused(deciding, partial(deciding.raise_bet, amount), RaiseNotAllowedError, take_snapshot, readable)
        if deciding.rules.raise_policy is RaisePolicy.EQUAL:
            assert message == f"At this table the raise equals your wager: {wager:,} credits."
        else:
            assert message == f"You can raise at most your wager of {wager:,} credits."


@pytest.mark.parametrize("name", ["atlantic-city", "eight-deck"])
def test_a_raise_other_than_the_wager_is_refused_where_it_must_equal_it(
        name: str, take_snapshot: Callable, readable: Callable) -> None:
    session = session_for(name, "win")
    wager = session.min_bet * 2
    session.deal(wager)
    for amount in (1, wager - 1, wager // 2, wager + 1):
        message = refused(session, partial(session.raise_bet, amount), RaiseNotAllowedError, take_snapshot, readable)
        assert message == f"At this table the raise equals your wager: {wager:,} credits."
    assert session.raise_bet(wager).raised == wager


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_raise_and_stand_before_a_spread_are_refused(name: str, take_snapshot: Callable,
                                                     readable: Callable) -> None:
    fresh = Session(Rules.preset(name), seed=0)
    after_push = session_for(name, "consecutive")
    after_push.deal(after_push.min_bet)
    after_trips = session_for(name, "trips")
    after_trips.deal(after_trips.min_bet)
    for session in (fresh, after_push, after_trips):
        assert refused(session, session.stand, WrongPhaseError, take_snapshot,
                       readable) == "You can stand only after a spread is announced."
        assert refused(session, session.raise_bet, WrongPhaseError, take_snapshot,
                       readable) == "You can raise only after a spread is announced."
        assert refused(session, partial(session.raise_bet, session.min_bet), WrongPhaseError, take_snapshot,
                       readable) == "You can raise only after a spread is announced."


@pytest.mark.parametrize("first", ["stand", "raise"])
def test_a_second_decision_after_settling_is_refused(deciding: Session, first: str, take_snapshot: Callable,
                                                     readable: Callable) -> None:
    hand = deciding.stand() if first == "stand" else deciding.raise_bet()
    assert deciding.hand is hand and hand.phase is Phase.SETTLED
    assert refused(deciding, deciding.stand, WrongPhaseError, take_snapshot,
                   readable) == "This hand is already decided; you cannot stand again."
    assert refused(deciding, deciding.raise_bet, WrongPhaseError, take_snapshot,
                   readable) == "This hand is already decided; you cannot raise again."
    assert refused(deciding, lambda: deciding.raise_bet(1), WrongPhaseError, take_snapshot,
                   readable) == "This hand is already decided; you cannot raise again."


@pytest.mark.parametrize(("limit", "message"), [
    (0, "A bet limit must be at least 1 credit."),
    (-10, "The bet limit cannot be negative."),
    (10.5, "The bet limit must be a whole number of credits."),
    ("50", "The bet limit must be a whole number of credits."),
    (True, "The bet limit must be a whole number of credits."),
])
def test_bad_personal_limits_are_refused(limit: object, message: str, take_snapshot: Callable,
                                         readable: Callable) -> None:
    session = Session(Rules.preset("atlantic-city"), seed=0, personal_limit=100)
    assert refused(session, lambda: session.set_personal_limit(limit),  # type: ignore[arg-type]
                   InvalidAmountError, take_snapshot, readable) == message


@pytest.mark.parametrize("bankroll", [-1, 2.5, "1000", True])
def test_a_bad_new_bankroll_is_refused(bankroll: object, take_snapshot: Callable, readable: Callable) -> None:
    session = Session(Rules.preset("atlantic-city"), seed=0)
    refused(session, lambda: session.new_game(bankroll), InvalidAmountError, take_snapshot, readable)  # type: ignore[arg-type]


def test_every_refusal_class_is_a_red_dog_value_error() -> None:
    for error in (NoBetError, InvalidAmountError, BetBelowMinimumError, BetAboveMaximumError,
                  BetAbovePersonalLimitError, InsufficientFundsError, WrongPhaseError,
                  RaiseNotAllowedError, TableChangeError):
        assert issubclass(error, RedDogError) and issubclass(error, ValueError)


def test_the_session_survives_a_refusal_and_plays_on(deciding: Session, take_snapshot: Callable) -> None:
    wager = deciding.hand.wager  # type: ignore[union-attr]
    before = take_snapshot(deciding)
    for action in (lambda: deciding.deal(wager), lambda: deciding.raise_bet(0), deciding.new_game,
                   lambda: deciding.raise_bet(wager + 1)):
        with pytest.raises(RedDogError):
            action()
    assert take_snapshot(deciding) == before
    final = deciding.stand()
    assert final.net == wager * ODDS[final.spread]
    assert dataclasses.replace(final, cards=final.cards[:2], positions=final.positions[:2], seed=None,
                               phase=Phase.DECIDING, net=None,
                               balance_after=None) == before["hand"]



class _FlakyJournal:
    """A journal on a disk that is full until ``broken`` is set to False."""

    def __init__(self) -> None:
        self.broken = True

    def _write(self) -> None:
        if self.broken:
            raise OSError("disk full")

    def hand_opened(self, hand: Hand, balance: int) -> None:
        self._write()

    def hand_settled(self, hand: Hand) -> None:
        self._write()

    def bankroll_reset(self, balance: int) -> None:
        self._write()


def test_a_hand_that_cannot_be_recorded_leaves_even_the_shoe_as_it_was() -> None:
    rules = Rules.preset("six-deck-shoe")  # a continuous shoe: what is drawn stays drawn
    journal = _FlakyJournal()
    session = Session(rules, seed=5, balance=1_000, journal=journal)
    with pytest.raises(OSError):
        session.deal(rules.minimum)  # the first attempt also shuffles the shoe
    shoe_before = (len(session.shoe), session.shoe.rank_counts(), session.shoe.shuffle_id)
    for _ in range(3):
        with pytest.raises(OSError):
            session.deal(rules.minimum)
        assert (len(session.shoe), session.shoe.rank_counts(), session.shoe.shuffle_id) == shoe_before
        assert session.balance == 1_000 and session.hand is None
    journal.broken = False
    # The retry draws afresh from the same, complete collection of remaining cards.
    hand = session.deal(rules.minimum)
    assert session.shoe.shuffle_id == shoe_before[2]
    for card in hand.cards:
        shoe_before[1][int(card.rank)] -= 1
    counts = session.shoe.rank_counts()
    # Exactly the cards showing left the shoe (a spread hand's third card is drawn at the decision).
    assert len(session.shoe) == shoe_before[0] - len(hand.cards)
    assert all(counts[rank] <= shoe_before[1][rank] for rank in counts)



# --- the undealt card ---------------------------------------------------------------


def _cards_in(value: object, seen: set[int]) -> list[Card]:
    """Every Card reachable from ``value`` (attributes, containers), except through the shoe."""
    if id(value) in seen or isinstance(value, (Shoe, str, int, float, bool, type(None))):
        return []
    seen.add(id(value))
    if isinstance(value, Card):
        return [value]
    if isinstance(value, dict):
        items: list[object] = [*value.keys(), *value.values()]
    elif isinstance(value, (list, tuple, set, frozenset)):
        items = list(value)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        items = [getattr(value, field.name) for field in dataclasses.fields(value)]
    elif hasattr(value, "__dict__"):
        items = list(vars(value).values())
    else:
        return []
    found: list[Card] = []
    for item in items:
        found.extend(_cards_in(item, seen))
    return found


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_the_third_card_exists_nowhere_while_the_player_decides(name: str) -> None:
    journal = RecordingJournal()
    session = session_for(name, "win-high-first", journal=journal)
    hand = session.deal(session.min_bet)
    assert session.phase is Phase.DECIDING
    # Outside the shoe, the session and what it told the journal hold only the two cards shown.
    assert set(_cards_in(session, set())) == set(hand.cards)
    assert set(_cards_in(journal.calls, set())) == set(hand.cards)
    assert len(session.shoe) == session.shoe.size - 2
    final = session.stand()
    assert len(final.cards) == 3 and len(session.shoe) == session.shoe.size - 3


def test_bad_bet_ids_and_limits_are_refused_when_a_session_is_made() -> None:
    rules = Rules.preset("atlantic-city")
    for bad in (0, -1, MAX_BET_ID + 2, 2**63 - 1, "7", 1.5, True, None):
        with pytest.raises(InvalidBetIdError):
            Session(rules, next_bet_id=bad)  # type: ignore[arg-type]
    for bad in (0, -5, "10", 2.0, True):
        with pytest.raises(InvalidAmountError):
            Session(rules, personal_limit=bad)  # type: ignore[arg-type]
    assert Session(rules, next_bet_id=MAX_BET_ID).next_bet_id == MAX_BET_ID


def test_the_last_bet_id_is_used_once_and_then_play_stops_with_a_message(readable: Callable) -> None:
    rules = Rules.preset("atlantic-city")
    session = Session(rules, next_bet_id=MAX_BET_ID, seed=1)
    hand = session.deal(5)
    if hand.phase is Phase.DECIDING:
        hand = session.stand()
    assert hand.bet_id == MAX_BET_ID
    with pytest.raises(InvalidBetIdError) as info:
        session.deal(5)
    readable(str(info.value))


def test_an_unreadable_personal_limit_holds_bets_to_the_table_minimum(readable: Callable) -> None:
    rules = Rules.preset("atlantic-city")
    session = Session(rules, seed=1, limit_known=False)
    assert not session.limit_known and session.max_bet == rules.minimum
    with pytest.raises(LimitUnavailableError) as info:
        session.deal(rules.minimum + 1)
    readable(str(info.value))
    assert "table minimum" in str(info.value)
    assert session.wager_refusal(rules.minimum) is None
    session.set_personal_limit(50)
    assert session.limit_known and session.max_bet == 50


# --- what deal() takes and what the default raise is ----------------------------------


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_deal_takes_exactly_the_wagers_wager_refusal_lets_through(name: str) -> None:
    # The bet spot asks wager_refusal() before it offers Deal: deal() must refuse exactly what it
    # reports, with the same refusal, and deal everything else, across limits and balances.
    rules = Rules.preset(name)
    low, high = rules.minimum, rules.maximum
    limits = [None, 1, low - 1, low, low + 1, (low + high) // 2, high, high + 1]  # low > 1 at every preset
    wagers = [0, 1, low - 1, low, low + 1, (low + high) // 2, high - 1, high, high + 1, -1, True, 2.0, "5"]
    for limit in limits:
        for known in (True, False):
            for balance in (0, low - 1, low, (low + high) // 2, high, high * 2):
                for wager in wagers:
                    session = Session(rules, seed=5, balance=balance)
                    session.set_personal_limit(limit, known)
                    expected = session.wager_refusal(wager)  # type: ignore[arg-type]
                    refusal: RedDogError | None = None
                    try:
                        session.deal(wager)  # type: ignore[arg-type]
                    except RedDogError as error:
                        refusal = error
                    assert _described(refusal) == _described(expected), (limit, known, balance, wager)


@pytest.mark.parametrize("name", PRESET_NAMES)
@pytest.mark.parametrize("kind", ["win", "loss-outside"])
@pytest.mark.parametrize("balance_after_wager", [0, 1, 3, 10**6])
def test_the_default_raise_is_the_most_the_range_allows(name: str, kind: str, balance_after_wager: int) -> None:
    # raise_bet() with no amount raises the top of raise_range(), or is refused as that raise would be.
    rules = Rules.preset(name)
    default = session_for(name, kind, balance=rules.minimum + balance_after_wager)
    named = session_for(name, kind, balance=rules.minimum + balance_after_wager)
    hand = default.deal(rules.minimum)
    assert named.deal(rules.minimum) == hand and hand.phase is Phase.DECIDING
    span = named.raise_range()
    if span is None:
        assert rules.raise_policy is RaisePolicy.EQUAL or balance_after_wager == 0
        with pytest.raises(InsufficientFundsError) as refusal:
            default.raise_bet()
        assert refusal.value.code == ("raise_needs_credits" if rules.raise_policy is RaisePolicy.EQUAL
                                      else "no_credits_to_raise")
        assert default.hand == hand and default.balance == balance_after_wager
        return
    assert span[1] == min(rules.max_raise(rules.minimum), balance_after_wager)
    final = default.raise_bet()
    assert final == named.raise_bet(span[1]) and final.raised == span[1]
    assert default.balance == named.balance and default.next_bet_id == named.next_bet_id


def test_a_one_credit_win_is_a_win_and_a_one_credit_loss_a_loss() -> None:
    # The smallest result either way is told apart from a push: by the hand, and by Outcome.of.
    rules = dataclasses.replace(Rules.preset("six-deck-shoe"), minimum=1)
    won = stacked_session("six-deck-shoe", HANDS["win-spread-8"], rules=rules)
    assert won.deal(1).spread == 8  # pays 1:1
    hand = won.stand()
    assert (hand.net, hand.outcome, hand.returned, won.balance) == (1, Outcome.WIN, 2, rules.starting_bankroll + 1)
    lost = stacked_session("six-deck-shoe", HANDS["loss-spread-8"], rules=rules)
    lost.deal(1)
    hand = lost.stand()
    assert (hand.net, hand.outcome, hand.returned) == (-1, Outcome.LOSS, 0)
    assert [Outcome.of(net) for net in (2, 1, 0, -1, -2)] == [Outcome.WIN, Outcome.WIN, Outcome.PUSH,
                                                              Outcome.LOSS, Outcome.LOSS]


def test_a_wager_dealt_before_is_held_to_limits_changed_since() -> None:
    rules = Rules.preset("eight-deck")
    session = Session(rules, seed=4, balance=1_000_000)
    for _ in range(3):
        if session.deal(500).phase is Phase.DECIDING:
            session.stand()
    session.set_personal_limit(200)
    assert session.wager_refusal(500).code == "above_personal_limit"  # type: ignore[union-attr]
    with pytest.raises(BetAbovePersonalLimitError):
        session.deal(500)
    session.set_personal_limit(None, known=False)
    with pytest.raises(LimitUnavailableError):
        session.deal(500)
    session.set_personal_limit(None)
    if session.deal(500).phase is Phase.DECIDING:
        session.stand()
    session.set_rules(rules.with_tier(LimitTier(1_000, 50_000)))
    with pytest.raises(BetBelowMinimumError):
        session.deal(500)
    with pytest.raises(InvalidAmountError):
        session.deal(True)  # type: ignore[arg-type]
    assert session.deal(1_000).wager == 1_000
