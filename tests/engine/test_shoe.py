"""The shoe: seeded replays, reshuffle every hand, and the continuous shoe with its cut card."""

from __future__ import annotations

import dataclasses
import re
from collections import Counter
from pathlib import Path

import pytest

from reddog_qt.engine import PRESET_NAMES, Card, CutError, Rules, Shoe, ShufflePolicy, full_deck, sealed
from reddog_qt.engine import shoe as shoe_module

ATLANTIC = Rules.preset("atlantic-city")
EIGHT = Rules.preset("eight-deck")
SIX = Rules.preset("six-deck-shoe")


def play_hands(shoe: Shoe, hands: int, per_hand: int = 3) -> list[list[Card]]:
    dealt = []
    for _ in range(hands):
        shoe.prepare_hand()
        dealt.append([shoe.draw() for _ in range(per_hand)])
    return dealt


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_same_seed_deals_the_same_cards_hand_after_hand(name: str) -> None:
    rules = Rules.preset(name)
    first = play_hands(Shoe(rules, seed=42), 150)
    second = play_hands(Shoe(rules, seed=42), 150)
    assert first == second
    # ... and the shuffles are not all the same: the hands differ from one another.
    assert len({tuple(hand) for hand in first}) > 100


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_different_seeds_deal_differently(name: str) -> None:
    rules = Rules.preset(name)
    orders = set()
    for seed in range(20):
        shoe = Shoe(rules, seed=seed)
        shoe.prepare_hand()
        orders.add(tuple(shoe.draw() for _ in range(20)))
    assert len(orders) == 20


@pytest.mark.parametrize("name", ["atlantic-city", "eight-deck"])
def test_every_hand_reshuffles_a_full_shoe_before_each_hand(name: str) -> None:
    rules = Rules.preset(name)
    assert rules.shuffle is ShufflePolicy.EVERY_HAND
    shoe = Shoe(rules, seed=3)
    size = 52 * rules.decks
    assert shoe.size == size and shoe.decks == rules.decks
    assert len(shoe) == 0
    ids = []
    for hand in range(30):
        assert shoe.prepare_hand() is True
        assert len(shoe) == size
        assert shoe.rank_counts() == dict.fromkeys(range(2, 15), 4 * rules.decks)
        assert not shoe.cut_card_out
        ids.append(shoe.shuffle_id)
        for _ in range(3 if hand % 2 else 2):
            shoe.draw()
        assert len(shoe) == size - (3 if hand % 2 else 2)
    assert ids == [f"seed 3 #{n}" for n in range(1, 31)]


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_a_shuffle_holds_every_card_of_every_deck(name: str) -> None:
    rules = Rules.preset(name)
    shoe = Shoe(rules, seed=11)
    shoe.prepare_hand()
    cards = [shoe.draw() for _ in range(shoe.size)]
    assert Counter(cards) == Counter(full_deck() * rules.decks)
    assert len(shoe) == 0
    assert shoe.rank_counts() == dict.fromkeys(range(2, 15), 0)
    # The order really is shuffled, not the fixed deck order.
    assert cards[:52] != full_deck()


def test_cut_card_shoe_is_not_reshuffled_until_the_cut_card() -> None:
    shoe = Shoe(SIX, seed=5)
    assert shoe.size == 312
    assert shoe.prepare_hand() is True
    first_id = shoe.shuffle_id
    assert first_id == "seed 5 #1"
    dealt = 0
    while dealt + 3 <= 234:
        if dealt:
            assert shoe.prepare_hand() is False
            assert shoe.shuffle_id == first_id
        for _ in range(3):
            assert not shoe.cut_card_out
            shoe.draw()
            dealt += 1
        assert len(shoe) == 312 - dealt
    # 234 = 75% of 312: the 234th card brings out the cut card, not the 233rd.
    assert dealt == 234
    assert shoe.cut_card_out
    assert len(shoe) == 78
    assert shoe.prepare_hand() is True
    assert shoe.shuffle_id == "seed 5 #2"
    assert len(shoe) == 312
    assert not shoe.cut_card_out


def test_a_hand_in_progress_when_the_cut_card_comes_out_is_finished_from_the_same_shoe() -> None:
    reference = Shoe(SIX, seed=9)
    reference.prepare_hand()
    order = [reference.draw() for _ in range(312)]

    shoe = Shoe(SIX, seed=9)
    shoe.prepare_hand()
    for _ in range(233):
        shoe.draw()
    assert not shoe.cut_card_out
    assert shoe.prepare_hand() is False  # 233 dealt: still the same shoe
    hand = [shoe.draw()]
    assert shoe.cut_card_out  # the cut card came out with the hand's first card
    hand += [shoe.draw(), shoe.draw()]
    assert hand == order[233:236]
    assert shoe.shuffle_id == "seed 9 #1"
    assert len(shoe) == 312 - 236
    # Only the next hand gets a fresh shoe.
    assert shoe.prepare_hand() is True
    assert shoe.shuffle_id == "seed 9 #2"
    assert len(shoe) == 312


@pytest.mark.parametrize("decks", range(1, 9))
@pytest.mark.parametrize("percent", [10, 50, 75, 95])
def test_cut_card_position_for_any_shoe(decks: int, percent: int) -> None:
    rules = dataclasses.replace(SIX, decks=decks, penetration_percent=percent)
    shoe = Shoe(rules, seed=1)
    shoe.prepare_hand()
    size = 52 * decks
    cut_after = size * percent // 100
    for _ in range(cut_after - 1):
        shoe.draw()
    assert not shoe.cut_card_out
    shoe.draw()
    assert shoe.cut_card_out
    assert len(shoe) == size - cut_after


def test_cut_card_shoe_dealt_to_the_end_reshuffles_on_its_own() -> None:
    # Without prepare_hand the shoe never runs dry: draw reshuffles an empty shoe.
    shoe = Shoe(SIX, seed=2)
    cards = [shoe.draw() for _ in range(312 * 2 + 5)]
    assert shoe.shuffle_id == "seed 2 #3"
    assert Counter(cards[:312]) == Counter(full_deck() * 6)
    assert Counter(cards[312:624]) == Counter(full_deck() * 6)


def test_seeded_continuous_shoe_replays_across_reshuffles() -> None:
    first = play_hands(Shoe(SIX, seed=77), 200)
    second = play_hands(Shoe(SIX, seed=77), 200)
    assert first == second
    shoe = Shoe(SIX, seed=77)
    ids = set()
    for _ in range(200):
        shoe.prepare_hand()
        ids.add(shoe.shuffle_id)
        for _ in range(3):
            shoe.draw()
    # 600 cards at 234 per shoe: the shoe was shuffled three times.
    assert ids == {"seed 77 #1", "seed 77 #2", "seed 77 #3"}


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_rank_counts_track_the_cards_left(name: str) -> None:
    rules = Rules.preset(name)
    shoe = Shoe(rules, seed=4)
    assert shoe.rank_counts() == dict.fromkeys(range(2, 15), 0)
    shoe.prepare_hand()
    drawn: Counter[int] = Counter()
    for _ in range(40):
        drawn[int(shoe.draw().rank)] += 1
        counts = shoe.rank_counts()
        assert list(counts) == list(range(2, 15))
        assert sum(counts.values()) == len(shoe)
        assert counts == {rank: 4 * rules.decks - drawn[rank] for rank in range(2, 15)}


def test_shuffle_id_changes_with_every_shuffle_and_names_the_seed() -> None:
    shoe = Shoe(ATLANTIC, seed=7)
    assert shoe.shuffle_id == ""
    seen = []
    for _ in range(5):
        shoe.prepare_hand()
        seen.append(shoe.shuffle_id)
        shoe.draw()
    assert seen == ["seed 7 #1", "seed 7 #2", "seed 7 #3", "seed 7 #4", "seed 7 #5"]


def test_a_fresh_shuffle_is_kept_until_a_card_is_dealt_from_it() -> None:
    # The fingerprint shown before the bet is the one the hand is dealt from.
    shoe = Shoe(ATLANTIC)
    shoe.prepare_hand()
    shown = shoe.fingerprint
    assert not shoe.prepare_hand() and shoe.fingerprint == shown
    shoe.draw()
    assert shoe.prepare_hand() and shoe.fingerprint != shown


def test_unseeded_shuffle_ids_are_numbered_and_name_the_fingerprint() -> None:
    shoe = Shoe(ATLANTIC)
    ids, prints = [], []
    for _ in range(5):
        shoe.prepare_hand()
        ids.append(shoe.shuffle_id)
        prints.append(shoe.fingerprint)
        shoe.draw()
    for n, (shuffle_id, seal) in enumerate(zip(ids, prints, strict=True), start=1):
        assert re.fullmatch(r"[0-9a-f]{64}", seal or "")
        assert shuffle_id == f"#{n} {seal[:12]}"
    assert len(set(prints)) == 5


def test_no_deal_number_takes_each_seed_from_the_operating_system(monkeypatch: pytest.MonkeyPatch) -> None:
    seeds: list[bytes] = []

    def recording() -> bytes:
        seeds.append(sealed.new_seed())
        return seeds[-1]

    monkeypatch.setattr(shoe_module, "new_seed", recording)
    shoe = Shoe(EIGHT)
    shoe.prepare_hand()
    first = shoe.draw()
    shoe.reveal()
    shoe.prepare_hand()
    assert len(seeds) == 2 and all(len(seed) == 32 for seed in seeds)
    assert shoe.fingerprint == sealed.fingerprint(seeds[1])
    assert first.code == sealed.deal_order(seeds[0], EIGHT.decks)[0]

    # A numbered deal never touches it.
    seeds.clear()
    numbered = Shoe(EIGHT, seed=0)
    numbered.prepare_hand()
    numbered.draw()
    assert seeds == []


def test_unseeded_shoes_differ() -> None:
    orders = set()
    for _ in range(5):
        shoe = Shoe(SIX)
        shoe.prepare_hand()
        orders.add(tuple(shoe.draw() for _ in range(30)))
    assert len(orders) == 5


def test_seed_zero_is_a_seed_not_no_seed() -> None:
    a, b = Shoe(ATLANTIC, seed=0), Shoe(ATLANTIC, seed=0)
    assert play_hands(a, 5) == play_hands(b, 5)
    assert a.shuffle_id == "seed 0 #5"


# --- an unordered shoe: uniform draws, the player's cut ---------------------------------------


def test_each_draw_is_uniform_over_the_remaining_cards() -> None:
    # The first card of 5,200 seeded one-deck shuffles: every card about 100 times.
    seen: Counter[Card] = Counter()
    for seed in range(5_200):
        shoe = Shoe(ATLANTIC, seed=seed)
        shoe.prepare_hand()
        shoe.draw()
        seen[shoe.draw()] += 1  # the second card, after a swap has happened
    assert set(seen) == set(full_deck())
    chi_square = sum((n - 100) ** 2 / 100 for n in seen.values())
    assert chi_square < 100  # 51 degrees of freedom: the 99.99th percentile is about 98


def test_put_back_returns_the_cards_to_the_remaining_ones() -> None:
    shoe = Shoe(SIX, seed=3)
    shoe.prepare_hand()
    before = shoe.rank_counts()
    cards = [shoe.draw() for _ in range(3)]
    shoe.put_back(cards)
    assert shoe.rank_counts() == before and len(shoe) == 312
    # Everything is still there exactly once.
    assert Counter(shoe.draw() for _ in range(312)) == Counter(full_deck() * 6)


@pytest.mark.parametrize("percent", [50, 75, 90])
def test_the_cut_card_goes_where_the_player_puts_it(percent: int) -> None:
    rules = dataclasses.replace(SIX, penetration_percent=percent)
    shoe = Shoe(rules, seed=8)
    assert not shoe.can_cut  # not shuffled yet
    shoe.prepare_hand()
    assert shoe.can_cut and shoe.cut_position == 312 * percent // 100
    low, high = shoe.cut_band
    assert (low, high) == (312 * max(50, percent - 10) // 100, 312 * min(90, percent + 10) // 100)
    for bad in (low - 1, high + 1, True, 200.0):
        with pytest.raises(CutError):
            shoe.place_cut_card(bad)  # type: ignore[arg-type]
    shoe.place_cut_card(low)
    assert shoe.player_cut and not shoe.can_cut and shoe.cut_position == low
    with pytest.raises(CutError):
        shoe.place_cut_card(high)  # once per shoe
    for _ in range(low - 1):
        shoe.draw()
    assert not shoe.cut_card_out
    shoe.draw()
    assert shoe.cut_card_out and shoe.dealt == low
    assert shoe.prepare_hand() is True
    assert shoe.can_cut and shoe.cut_position == 312 * percent // 100  # a new shoe, a new cut


def test_a_random_cut_lands_anywhere_in_the_band_and_only_there() -> None:
    positions = set()
    for seed in range(400):
        shoe = Shoe(SIX, seed=seed)
        shoe.prepare_hand()
        positions.add(shoe.cut_at_random())
        assert shoe.cut_position in range(shoe.cut_band[0], shoe.cut_band[1] + 1)
    low, high = Shoe(SIX).cut_band
    assert (low, high) == (202, 265)
    assert min(positions) < low + 5 and max(positions) > high - 5 and len(positions) > 50


def test_no_cut_at_a_table_that_reshuffles_every_hand() -> None:
    shoe = Shoe(ATLANTIC, seed=1)
    shoe.prepare_hand()
    assert not shoe.can_cut
    with pytest.raises(CutError, match="no cut card"):
        shoe.place_cut_card(30)


def test_the_cut_waits_for_a_fresh_shoe() -> None:
    shoe = Shoe(SIX, seed=1)
    shoe.prepare_hand()
    shoe.draw()
    assert not shoe.can_cut
    with pytest.raises(CutError, match="before its first card"):
        shoe.place_cut_card(230)


def test_a_random_cut_never_changes_the_cards_a_seed_deals() -> None:
    plain, cut = Shoe(SIX, seed=12), Shoe(SIX, seed=12)
    plain.prepare_hand()
    cut.prepare_hand()
    cut.cut_at_random()
    assert [plain.draw() for _ in range(150)] == [cut.draw() for _ in range(150)]


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_a_numbered_deal_deals_the_documented_order(name: str) -> None:
    # Shuffle k of deal n is the full order worked out from practice_seed(n, k): the shoe, which
    # works out only the positions it deals, deals exactly the cards of the whole order.
    rules = Rules.preset(name)
    shoe = Shoe(rules, seed=2024)
    shuffles = 0
    for _ in range(60):
        if shoe.prepare_hand():
            shuffles += 1
            order = sealed.deal_order(sealed.practice_seed(2024, shuffles), rules.decks)
            assert shoe.fingerprint == sealed.fingerprint(sealed.practice_seed(2024, shuffles))
        for _ in range(3):
            position = shoe.next_position
            assert shoe.draw().code == order[position]
        assert len(shoe) == len(order) - shoe.next_position


def test_cards_put_back_come_again_from_the_same_positions() -> None:
    shoe = Shoe(SIX, seed=5)
    shoe.prepare_hand()
    dealt = [shoe.draw() for _ in range(3)]
    shoe.put_back(dealt[1:])
    assert shoe.next_position == 1 and [shoe.draw(), shoe.draw()] == dealt[1:]
    with pytest.raises(ValueError):
        shoe.put_back([dealt[0]])


def test_a_revealed_shuffle_deals_no_more_cards() -> None:
    shoe = Shoe(SIX)
    shoe.prepare_hand()
    shoe.draw()
    seal = shoe.fingerprint
    assert seal is not None and shoe.opening_seed() is not None
    revealed = shoe.reveal()
    assert revealed is not None and revealed[0] == seal and sealed.fingerprint(bytes.fromhex(revealed[1])) == seal
    assert shoe.reveal() is None and shoe.opening_seed() is None
    shoe.draw()
    assert shoe.fingerprint != seal and shoe.next_position == 1


# --- the stacked shoe -------------------------------------------------------------


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_a_stacked_shoe_deals_exactly_its_cards_across_shuffles(name: str) -> None:
    rules = Rules.preset(name)
    shoe = Shoe.stacked(rules, "9c Js 10h As Ad 2c")
    shoe.prepare_hand()
    assert [shoe.draw().code for _ in range(3)] == ["9c", "Js", "10h"]
    assert shoe.rank_counts()[9] == shoe.rank_counts()[11] == shoe.rank_counts()[10] == 4 * rules.decks - 1
    assert len(shoe) == shoe.size - 3 and shoe.shuffle_id == "stacked #1"
    shoe.prepare_hand()  # a reshuffle at an every-hand table: the stack goes on all the same
    assert [shoe.draw().code for _ in range(3)] == ["As", "Ad", "2c"]
    assert shoe.rank_counts()[14] == 4 * rules.decks - 2


def test_a_stacked_shoe_takes_cards_as_well_as_codes_and_then_deals_from_its_seed() -> None:
    named = [Card.from_code("Qh"), Card.from_code("3d")]
    stacked = Shoe.stacked(ATLANTIC, named, seed=11)
    again = Shoe.stacked(ATLANTIC, "Qh 3d", seed=11)
    other = Shoe.stacked(ATLANTIC, "Qh 3d", seed=12)
    dealt = [play_hands(shoe, 1, per_hand=22)[0] for shoe in (stacked, again, other)]
    assert dealt[0][:2] == dealt[1][:2] == dealt[2][:2] == named
    assert dealt[0] == dealt[1] and dealt[0][2:] != dealt[2][2:]
    assert len(set(dealt[0])) == 22  # one deck: nothing named comes again


def test_a_stacked_card_no_longer_in_the_shoe_is_refused_by_name() -> None:
    shoe = Shoe.stacked(ATLANTIC, "7c 7c")
    shoe.prepare_hand()
    assert shoe.draw().code == "7c"
    with pytest.raises(ValueError, match="7c is not in the shoe"):
        shoe.draw()
    with pytest.raises(ValueError, match="not a card"):
        Shoe.stacked(ATLANTIC, "7c 1x")


def test_cards_put_back_into_a_stacked_shoe_come_again_first() -> None:
    shoe = Shoe.stacked(SIX, "4d Kc 8s")
    shoe.prepare_hand()
    first, second = shoe.draw(), shoe.draw()
    shoe.put_back([first, second])
    assert len(shoe) == shoe.size and shoe.rank_counts() == dict.fromkeys(range(2, 15), 24)
    assert [shoe.draw().code for _ in range(3)] == ["4d", "Kc", "8s"]


def test_no_table_of_the_game_deals_from_a_stacked_shoe() -> None:
    # A stacked shoe is for tests and practice positions: the game makes its sessions' shoes from seeds.
    # The table window hands its session a shoe it was itself given (``shoe=shoe``); nothing else passes one.
    package = Path(shoe_module.__file__).resolve().parents[1]
    users = [path.relative_to(package).as_posix() for path in package.rglob("*.py")
             if re.search(r"\.stacked\(|\bshoe=(?!shoe\b)", path.read_text(encoding="utf-8"))]
    assert users == ["engine/shoe.py"]
