"""A card's name as a dealer says it, in the player's language: the felt, the narrator and the screen reader say it.

>>> card_name(Card.from_code("Qh"))
'queen of hearts'
"""

from __future__ import annotations

from reddog_qt.app.texts.language import fill, translate
from reddog_qt.engine import Card, Suit
from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP

#: The ranks as a dealer says them (the engine's English names), marked for translation.
RANK_NAMES = {
    "two": QT_TRANSLATE_NOOP("Felt", "two"), "three": QT_TRANSLATE_NOOP("Felt", "three"),
    "four": QT_TRANSLATE_NOOP("Felt", "four"), "five": QT_TRANSLATE_NOOP("Felt", "five"),
    "six": QT_TRANSLATE_NOOP("Felt", "six"), "seven": QT_TRANSLATE_NOOP("Felt", "seven"),
    "eight": QT_TRANSLATE_NOOP("Felt", "eight"), "nine": QT_TRANSLATE_NOOP("Felt", "nine"),
    "ten": QT_TRANSLATE_NOOP("Felt", "ten"), "jack": QT_TRANSLATE_NOOP("Felt", "jack"),
    "queen": QT_TRANSLATE_NOOP("Felt", "queen"), "king": QT_TRANSLATE_NOOP("Felt", "king"),
    "ace": QT_TRANSLATE_NOOP("Felt", "ace"),
}


def card_name(card: Card) -> str:
    """A card as a dealer says it: "queen of hearts", "ten of clubs"."""
    suit = {Suit.CLUBS: translate("Felt", "clubs"), Suit.DIAMONDS: translate("Felt", "diamonds"),
            Suit.HEARTS: translate("Felt", "hearts"), Suit.SPADES: translate("Felt", "spades")}
    rank = translate("Felt", RANK_NAMES.get(card.rank.spoken, card.rank.spoken))
    return fill(translate("Felt", "%1 of %2", "a card: rank of suit, e.g. queen of hearts"), rank, suit[card.suit])


__all__ = ["RANK_NAMES", "card_name"]
