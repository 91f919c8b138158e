"""House rules: the three presets, their descriptions and pay tables, and refusal of unplayable rules."""

from __future__ import annotations

import dataclasses

import pytest

from reddog_qt.engine import (
    MAX_SPREAD,
    PRESET_NAMES,
    InvalidRulesError,
    LimitTier,
    RaisePolicy,
    RedDogError,
    Rules,
    Session,
    ShufflePolicy,
)

EIGHT_DECK_TIERS = (
    LimitTier(100, 10_000),
    LimitTier(200, 20_000),
    LimitTier(1_000, 50_000),
    LimitTier(5_000, 50_000),
    LimitTier(10_000, 200_000),
)

#: What every seed text says a spread pays: 5:1, 4:1, 2:1, then even money for 4 to 11.
STANDARD_PAYS = {1: 5, 2: 4, 3: 2, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1, 9: 1, 10: 1, 11: 1}


def test_preset_names_in_menu_order() -> None:
    assert PRESET_NAMES == ("atlantic-city", "eight-deck", "six-deck-shoe")
    for name in PRESET_NAMES:
        assert Rules.preset(name).name == name


def test_atlantic_city_preset() -> None:
    rules = Rules.preset("atlantic-city")
    assert rules.title == "Atlantic City"
    assert rules.decks == 1
    assert rules.shuffle is ShufflePolicy.EVERY_HAND
    assert rules.raise_policy is RaisePolicy.EQUAL
    assert (rules.minimum, rules.maximum) == (5, 300)
    assert rules.limits == LimitTier(5, 300)
    assert rules.chips == (1, 5, 25, 100)
    assert rules.default_chip == 5
    assert rules.tiers == ()
    assert rules.trips_pays == 11
    assert rules.starting_bankroll == 1_000
    assert rules == Rules()


def test_eight_deck_preset() -> None:
    rules = Rules.preset("eight-deck")
    assert rules.title == "Eight Deck"
    assert rules.decks == 8
    assert rules.shuffle is ShufflePolicy.EVERY_HAND
    assert rules.raise_policy is RaisePolicy.EQUAL
    assert rules.chips == (10, 50, 100, 250, 500, 1_000, 10_000)
    assert rules.default_chip == 1_000
    assert rules.tiers == EIGHT_DECK_TIERS
    assert (rules.minimum, rules.maximum) == (100, 10_000)
    assert rules.limits == EIGHT_DECK_TIERS[0]
    assert rules.trips_pays == 11
    assert rules.starting_bankroll == 100_000


def test_six_deck_shoe_preset() -> None:
    rules = Rules.preset("six-deck-shoe")
    assert rules.title == "Six Deck Shoe"
    assert rules.decks == 6
    assert rules.shuffle is ShufflePolicy.CUT_CARD
    assert rules.penetration_percent == 75
    assert rules.raise_policy is RaisePolicy.UP_TO
    assert (rules.minimum, rules.maximum) == (10, 500)
    assert rules.chips == (1, 5, 25, 100)
    assert rules.default_chip == 5
    assert rules.tiers == ()
    assert rules.trips_pays == 11
    assert rules.starting_bankroll == 2_000


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_every_preset_pays_the_standard_table(name: str) -> None:
    rules = Rules.preset(name)
    assert {spread: rules.payout(spread) for spread in range(1, MAX_SPREAD + 1)} == STANDARD_PAYS
    assert MAX_SPREAD == 11
    assert rules.trips_pays == 11
    assert rules.starting_bankroll >= rules.minimum
    assert rules.default_chip in rules.chips
    hash(rules)  # usable as a dict key / in a set


@pytest.mark.parametrize("spread", [0, -1, 12, 100])
def test_payout_refuses_impossible_spreads(spread: int) -> None:
    with pytest.raises(ValueError, match="a spread is 1 to 11"):
        Rules().payout(spread)


def test_limit_tier_str() -> None:
    assert [str(tier) for tier in EIGHT_DECK_TIERS] == [
        "100 - 10,000", "200 - 20,000", "1,000 - 50,000", "5,000 - 50,000", "10,000 - 200,000"]


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_pay_table_rows_match_the_published_table(name: str) -> None:
    # The eight-deck table's help (seed 001) lists exactly these spreads (the app words them).
    assert Rules.preset(name).pay_groups() == [(1, 1, 5), (2, 2, 4), (3, 3, 2), (4, 11, 1)]
    assert Rules.preset(name).trips_pays == 11


def test_pay_table_groups_equal_neighbours_only() -> None:
    pays = (6, 6, 3, 2, 2, 1, 1, 1, 1, 1, 2)
    rules = dataclasses.replace(Rules(), spread_pays=pays, trips_pays=12)
    assert rules.pay_groups() == [(1, 2, 6), (3, 3, 3), (4, 5, 2), (6, 10, 1), (11, 11, 2)]
    flat = dataclasses.replace(Rules(), spread_pays=(1,) * 11)
    assert flat.pay_groups() == [(1, 11, 1)]


@pytest.mark.parametrize("name", PRESET_NAMES)
@pytest.mark.parametrize("decks", range(1, 9))
def test_any_deck_count_from_one_to_eight_is_valid(name: str, decks: int) -> None:
    rules = dataclasses.replace(Rules.preset(name), decks=decks)
    assert rules.decks == decks


@pytest.mark.parametrize("name", PRESET_NAMES)
@pytest.mark.parametrize("decks", [0, 9, -1, 52, 1.0, 6.0, "6", None, True, False])
def test_deck_counts_outside_one_to_eight_are_refused(name: str, decks: object) -> None:
    with pytest.raises(InvalidRulesError) as info:
        dataclasses.replace(Rules.preset(name), decks=decks)
    assert "1 to 8 decks" in str(info.value)


BAD_FIELDS = [
    pytest.param({"minimum": 301}, id="min-above-max"),
    pytest.param({"minimum": 0}, id="min-zero"),
    pytest.param({"minimum": -5}, id="min-negative"),
    pytest.param({"minimum": 5.0}, id="min-float"),
    pytest.param({"minimum": True}, id="min-bool"),
    pytest.param({"maximum": 4}, id="max-below-min"),
    pytest.param({"maximum": 300.5}, id="max-float"),
    pytest.param({"maximum": "300"}, id="max-str"),
    pytest.param({"default_chip": 10}, id="default-chip-not-a-chip"),
    pytest.param({"default_chip": True}, id="default-chip-bool"),
    pytest.param({"chips": ()}, id="no-chips"),
    pytest.param({"chips": (0, 5)}, id="zero-chip"),
    pytest.param({"chips": (-1, 5)}, id="negative-chip"),
    pytest.param({"chips": (1.5, 5)}, id="float-chip"),
    pytest.param({"chips": (5, 1, 25)}, id="chips-unsorted"),
    pytest.param({"chips": (1, 5, 5, 25)}, id="chips-repeated"),
    pytest.param({"chips": [1, 5, 25, 100]}, id="chips-list"),
    pytest.param({"chips": 5}, id="chips-not-a-list"),
    pytest.param({"spread_pays": (5, 4, 2, 1)}, id="pay-table-short"),
    pytest.param({"spread_pays": (5, 4, 2) + (1,) * 9}, id="pay-table-long"),
    pytest.param({"spread_pays": (5, 4, 2, 0) + (1,) * 7}, id="pay-table-zero"),
    pytest.param({"spread_pays": (5, 4, -2) + (1,) * 8}, id="pay-table-negative"),
    pytest.param({"spread_pays": (5, 4, 2.5) + (1,) * 8}, id="pay-table-float"),
    pytest.param({"spread_pays": (5, 4, True) + (1,) * 8}, id="pay-table-bool"),
    pytest.param({"spread_pays": ()}, id="pay-table-empty"),
    pytest.param({"spread_pays": 5}, id="pay-table-not-a-table"),
    pytest.param({"spread_pays": [5, 4, 2] + [1] * 8}, id="pay-table-list"),
    pytest.param({"trips_pays": 0}, id="trips-zero"),
    pytest.param({"trips_pays": -11}, id="trips-negative"),
    pytest.param({"trips_pays": 11.0}, id="trips-float"),
    pytest.param({"penetration_percent": 5}, id="cut-card-too-shallow"),
    pytest.param({"penetration_percent": 96}, id="cut-card-too-deep"),
    pytest.param({"penetration_percent": 75.0}, id="cut-card-float"),
    pytest.param({"starting_bankroll": 4}, id="bankroll-below-minimum"),
    pytest.param({"starting_bankroll": 1000.0}, id="bankroll-float"),
    pytest.param({"starting_bankroll": -1}, id="bankroll-negative"),
    pytest.param({"tiers": (LimitTier(300, 100),)}, id="tier-upside-down"),
    pytest.param({"tiers": (LimitTier(0, 100),)}, id="tier-zero-minimum"),
    pytest.param({"tiers": (LimitTier(5, 300), LimitTier(1.5, 300))}, id="tier-float"),
    pytest.param({"tiers": ((5, 300),)}, id="tier-not-a-tier"),
    pytest.param({"tiers": LimitTier(5, 300)}, id="tiers-not-a-tuple"),
    pytest.param({"shuffle": "every-hand"}, id="shuffle-not-a-policy"),
    pytest.param({"raise_policy": "up-to"}, id="raise-not-a-policy"),
]


@pytest.mark.parametrize("changes", BAD_FIELDS)
def test_unplayable_rules_are_refused(changes: dict[str, object]) -> None:
    with pytest.raises(InvalidRulesError) as info:
        dataclasses.replace(Rules(), **changes)
    message = str(info.value)
    assert message.startswith("These house rules cannot be played: ")
    assert message.endswith(".")
    assert isinstance(info.value, RedDogError) and isinstance(info.value, ValueError)


def test_valid_variations_are_accepted() -> None:
    base = Rules()
    assert dataclasses.replace(base, minimum=300).limits == LimitTier(300, 300)
    assert dataclasses.replace(base, chips=(5,), default_chip=5).chips == (5,)
    assert dataclasses.replace(base, penetration_percent=10).penetration_percent == 10
    assert dataclasses.replace(base, penetration_percent=95).penetration_percent == 95
    assert dataclasses.replace(base, starting_bankroll=5).starting_bankroll == 5
    assert dataclasses.replace(base, trips_pays=1).trips_pays == 1


def test_a_table_whose_minimum_is_one_credit_is_played_at_one_credit() -> None:
    # The custom-table editor offers a minimum (and a tier) of 1 credit: the rules take it and a hand is dealt.
    one = dataclasses.replace(Rules(), minimum=1, maximum=1, chips=(1,), default_chip=1, starting_bankroll=1,
                              tiers=(LimitTier(1, 1), LimitTier(1, 300)))
    assert one.limits == LimitTier(1, 1) and one.with_tier(LimitTier(1, 300)).limits == LimitTier(1, 300)
    session = Session(one, seed=3)
    assert session.wager_refusal(1) is None
    hand = session.deal(1)
    assert hand.wager == 1 and session.balance in (0, hand.balance_after)


def test_rules_are_immutable() -> None:
    rules = Rules.preset("atlantic-city")
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.decks = 2  # type: ignore[misc]
    assert Rules.preset("atlantic-city").decks == 1


@pytest.mark.parametrize("tier", EIGHT_DECK_TIERS, ids=str)
def test_with_tier_for_each_eight_deck_tier(tier: LimitTier) -> None:
    rules = Rules.preset("eight-deck")
    moved = rules.with_tier(tier)
    assert (moved.minimum, moved.maximum) == (tier.minimum, tier.maximum)
    assert moved.limits == tier
    # Nothing else changes.
    assert dataclasses.replace(moved, minimum=rules.minimum, maximum=rules.maximum) == rules
    assert moved.tiers == rules.tiers
    # And back again.
    assert moved.with_tier(EIGHT_DECK_TIERS[0]) == rules


@pytest.mark.parametrize(
    "tier", [LimitTier(5, 300), LimitTier(100, 20_000), LimitTier(10_000, 50_000), LimitTier(1, 10)], ids=str)
def test_with_tier_refuses_a_foreign_tier(tier: LimitTier) -> None:
    rules = Rules.preset("eight-deck")
    with pytest.raises(InvalidRulesError) as info:
        rules.with_tier(tier)
    assert str(info.value) == f"{tier} is not one of this table's limits."


def test_with_tier_on_a_table_without_tiers_still_validates() -> None:
    rules = Rules.preset("atlantic-city")
    assert rules.with_tier(LimitTier(10, 200)).limits == LimitTier(10, 200)
    with pytest.raises(InvalidRulesError):
        rules.with_tier(LimitTier(300, 100))


def test_preset_refuses_an_unknown_name() -> None:
    with pytest.raises(InvalidRulesError) as info:
        Rules.preset("nope")
    assert str(info.value) == (
        "There is no table called 'nope'; the tables are atlantic-city, eight-deck, six-deck-shoe.")


def test_presets_are_shared_values_not_copies() -> None:
    assert Rules.preset("eight-deck") == Rules.preset("eight-deck")
    assert Rules.preset("eight-deck") != Rules.preset("atlantic-city")
    assert len({Rules.preset(name) for name in PRESET_NAMES}) == 3


def test_the_largest_numbers_a_table_may_hold_are_taken_and_one_more_is_refused() -> None:
    from reddog_qt.engine.rules import MAX_PAYOUT, MAX_TABLE_CREDITS

    base = Rules.preset("atlantic-city")
    assert dataclasses.replace(base, maximum=MAX_TABLE_CREDITS).maximum == 1_000_000_000
    assert dataclasses.replace(base, trips_pays=MAX_PAYOUT).trips_pays == 10_000
    for changes, most in (({"maximum": MAX_TABLE_CREDITS + 1}, 1_000_000_000),
                          ({"trips_pays": MAX_PAYOUT + 1}, 10_000)):
        with pytest.raises(InvalidRulesError) as refused:
            dataclasses.replace(base, **changes)
        assert refused.value.code == "rules_too_large" and refused.value.params["most"] == most


def test_a_penetration_outside_the_range_is_refused_with_the_range() -> None:
    with pytest.raises(InvalidRulesError) as refused:
        dataclasses.replace(Rules.preset("six-deck-shoe"), penetration_percent=96)
    assert refused.value.code == "rules_penetration" and refused.value.params == {"low": 10, "high": 95}


def test_a_shoe_made_from_the_one_deck_table_cuts_at_75_percent_and_its_band_stays_within_limits() -> None:
    shoe = dataclasses.replace(Rules.preset("atlantic-city"), shuffle=ShufflePolicy.CUT_CARD)
    assert (shoe.decks, shoe.shuffle, shoe.penetration_percent) == (1, ShufflePolicy.CUT_CARD, 75)
    assert dataclasses.replace(shoe, penetration_percent=55).cut_band() == (50, 65)  # not below 50
    assert dataclasses.replace(shoe, penetration_percent=85).cut_band() == (75, 90)  # not above 90


def test_a_pay_table_is_named_by_its_pays_with_equal_wide_spreads_grouped() -> None:
    from reddog_qt.engine.rules import DOUBLE_RAISE_PAYS, STANDARD_PAYS, PayTable

    assert STANDARD_PAYS.named_pays() == (5, 4, 2, 1)
    assert DOUBLE_RAISE_PAYS.named_pays() == (4, 3, 1)
    assert PayTable((2,) * 11, 9).named_pays() == (2,)  # all equal: one number
    assert PayTable((5, 4, 2, 1, 1, 1, 1, 1, 1, 1, 3), 11).named_pays() == (5, 4, 2, 1, 1, 1, 1, 1, 1, 1, 3)
    assert PayTable((5, 4, 2, 2, 2, 2, 2, 2, 2, 1, 1), 11).named_pays() == (5, 4, 2, 2, 2, 2, 2, 2, 2, 1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        STANDARD_PAYS.trips = 12  # type: ignore[misc]
