"""Cards: ranks 2..14 with the ace always high, symbols, codes and the deck."""

from __future__ import annotations

import pytest

from reddog_qt.engine import Card, Rank, Suit, full_deck

SYMBOLS = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
           11: "J", 12: "Q", 13: "K", 14: "A"}


def test_rank_values_are_two_to_fourteen_with_ace_high() -> None:
    assert [int(rank) for rank in Rank] == list(range(2, 15))
    assert Rank.JACK == 11 and Rank.QUEEN == 12 and Rank.KING == 13 and Rank.ACE == 14
    assert Rank.ACE > Rank.KING > Rank.TWO
    assert min(Rank) is Rank.TWO and max(Rank) is Rank.ACE


@pytest.mark.parametrize(("value", "symbol"), sorted(SYMBOLS.items()))
def test_rank_symbol_round_trip(value: int, symbol: str) -> None:
    rank = Rank(value)
    assert rank.symbol == symbol
    assert Rank.from_symbol(symbol) is rank
    assert Rank.from_symbol(symbol.lower()) is rank
    assert Rank.from_symbol(f" {symbol} ") is rank


def test_rank_from_symbol_accepts_t_for_ten_and_refuses_junk() -> None:
    assert Rank.from_symbol("T") is Rank.TEN
    assert Rank.from_symbol("t") is Rank.TEN
    for junk in ("1", "0", "15", "X", "", "AA", "1.5"):
        with pytest.raises(ValueError, match="is not a card rank"):
            Rank.from_symbol(junk)


def test_rank_spoken_names() -> None:
    assert Rank.QUEEN.spoken == "queen"
    assert Rank.SEVEN.spoken == "seven"
    assert Rank.ACE.spoken == "ace"


def test_suits() -> None:
    assert {suit.value for suit in Suit} == {"c", "d", "h", "s"}
    assert [suit.symbol for suit in Suit] == ["\u2663", "\u2666", "\u2665", "\u2660"]
    assert {suit for suit in Suit if suit.is_red} == {Suit.DIAMONDS, Suit.HEARTS}


def test_full_deck_is_52_distinct_cards_in_fixed_order() -> None:
    deck = full_deck()
    assert len(deck) == 52
    assert len(set(deck)) == 52
    assert deck == full_deck()
    assert deck[0] == Card(Rank.TWO, Suit.CLUBS)
    assert deck[12] == Card(Rank.ACE, Suit.CLUBS)
    assert deck[-1] == Card(Rank.ACE, Suit.SPADES)
    for rank in Rank:
        assert sum(card.rank is rank for card in deck) == 4
    for suit in Suit:
        assert sum(card.suit is suit for card in deck) == 13


@pytest.mark.parametrize("card", full_deck(), ids=lambda card: card.code)
def test_every_card_code_round_trips(card: Card) -> None:
    code = card.code
    assert code == SYMBOLS[int(card.rank)] + card.suit.value
    assert code.isascii()
    assert Card.from_code(code) == card
    assert Card.from_code(code.upper()) == card
    assert Card.from_code(f"  {code}\n") == card
    assert str(card) == SYMBOLS[int(card.rank)] + card.suit.symbol


def test_all_codes_are_distinct() -> None:
    assert len({card.code for card in full_deck()}) == 52
    assert len({str(card) for card in full_deck()}) == 52


def test_ten_codes() -> None:
    assert Card.from_code("10d") == Card(Rank.TEN, Suit.DIAMONDS)
    assert Card.from_code("Td") == Card(Rank.TEN, Suit.DIAMONDS)
    assert Card(Rank.TEN, Suit.HEARTS).code == "10h"
    assert str(Card(Rank.TEN, Suit.HEARTS)) == "10\u2665"


@pytest.mark.parametrize(
    "code", ["", " ", "A", "h", "1h", "15s", "Ax", "Zh", "10", "10x", "AAh", "Ah!", "0c", "♥A"])
def test_from_code_refuses_bad_codes(code: str) -> None:
    with pytest.raises(ValueError) as info:
        Card.from_code(code)
    assert str(info.value).endswith("is not a card")
    assert repr(code.strip()) in str(info.value)


def test_cards_are_immutable_hashable_and_ordered_by_rank_first() -> None:
    card = Card(Rank.QUEEN, Suit.HEARTS)
    with pytest.raises(AttributeError):
        card.rank = Rank.KING  # type: ignore[misc]
    assert {card, Card.from_code("Qh")} == {card}
    assert Card(Rank.TWO, Suit.SPADES) < Card(Rank.THREE, Suit.CLUBS)


def test_cards_of_one_rank_can_be_sorted() -> None:
    # A pair or three of a kind must sort without a TypeError: suits order clubs < diamonds < hearts < spades.
    cards = [Card.from_code(code) for code in ("7s", "7c", "7h", "7d", "2s")]
    assert [card.code for card in sorted(cards)] == ["2s", "7c", "7d", "7h", "7s"]
    assert Card.from_code("7h") > Card.from_code("7d") >= Card.from_code("7d")
    assert Card.from_code("7c") <= Card.from_code("7c") < Card.from_code("8c")
    assert sorted(full_deck()) == sorted(full_deck(), key=lambda card: (int(card.rank), card.suit.value))
    assert Suit.CLUBS < Suit.DIAMONDS < Suit.HEARTS < Suit.SPADES
    assert Suit.CLUBS.__lt__("c") is NotImplemented
