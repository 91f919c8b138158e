"""Cards: ranks (2..14, ace always high), suits and the 52-card deck."""

from __future__ import annotations

import enum
import functools
from dataclasses import dataclass


class Rank(enum.IntEnum):
    """A card's value in Red Dog. The number is the value; the ace is always high."""

    TWO = 2
    """Two, the lowest card (an ace never counts as one)."""
    THREE = 3
    """Three."""
    FOUR = 4
    """Four."""
    FIVE = 5
    """Five."""
    SIX = 6
    """Six."""
    SEVEN = 7
    """Seven."""
    EIGHT = 8
    """Eight."""
    NINE = 9
    """Nine."""
    TEN = 10
    """Ten."""
    JACK = 11
    """Jack, worth 11."""
    QUEEN = 12
    """Queen, worth 12."""
    KING = 13
    """King, worth 13."""
    ACE = 14
    """Ace, worth 14: always the highest card."""

    @property
    def symbol(self) -> str:
        """The short index printed in a card's corner: ``"2"``..``"10"``, ``"J"``, ``"Q"``, ``"K"``, ``"A"``.

        >>> Rank.QUEEN.symbol
        'Q'
        """
        return _RANK_SYMBOLS.get(self, str(int(self)))

    @property
    def spoken(self) -> str:
        """The name a dealer says, e.g. ``"queen"`` or ``"seven"``."""
        return self.name.lower()

    @classmethod
    def from_symbol(cls, text: str) -> Rank:
        """Parse ``"2"``..``"10"``, ``"J"``, ``"Q"``, ``"K"``, ``"A"`` (any case; ``"T"`` is ten)."""
        key = text.strip().upper()
        if key == "T":
            key = "10"
        for rank, symbol in _RANK_SYMBOLS.items():
            if symbol == key:
                return rank
        try:
            return cls(int(key))
        except ValueError:
            raise ValueError(f"{text!r} is not a card rank") from None


_RANK_SYMBOLS = {Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A"}


@functools.total_ordering
class Suit(enum.Enum):
    """A French suit. Suits never matter in Red Dog; they are kept for the art and the history.

    Suits sort clubs, diamonds, hearts, spades, so that cards of one rank can be sorted.
    """

    CLUBS = "c"
    """Clubs (black)."""
    DIAMONDS = "d"
    """Diamonds (red)."""
    HEARTS = "h"
    """Hearts (red)."""
    SPADES = "s"
    """Spades (black)."""

    @property
    def symbol(self) -> str:
        """The suit's sign, e.g. ``"♥"``."""
        return {"c": "\u2663", "d": "\u2666", "h": "\u2665", "s": "\u2660"}[self.value]

    @property
    def is_red(self) -> bool:
        """True for hearts and diamonds."""
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Suit):
            return NotImplemented
        return _SUIT_ORDER.index(self.value) < _SUIT_ORDER.index(other.value)


_SUIT_ORDER = "cdhs"


@dataclass(frozen=True, order=True)
class Card:
    """One playing card.

    >>> card = Card.from_code("Qh")
    >>> card.rank, card.code, str(card)
    (<Rank.QUEEN: 12>, 'Qh', 'Q♥')
    """

    rank: Rank
    suit: Suit

    @property
    def code(self) -> str:
        """A short ASCII name such as ``"10d"`` or ``"As"``: also the card art's file name."""
        return f"{self.rank.symbol}{self.suit.value}"

    @classmethod
    def from_code(cls, code: str) -> Card:
        """Parse a :attr:`code` such as ``"7c"`` or ``"10h"``."""
        code = code.strip()
        if len(code) < 2:
            raise ValueError(f"{code!r} is not a card")
        try:
            return cls(Rank.from_symbol(code[:-1]), Suit(code[-1].lower()))
        except ValueError:
            raise ValueError(f"{code!r} is not a card") from None

    def __str__(self) -> str:
        return f"{self.rank.symbol}{self.suit.symbol}"


def full_deck() -> list[Card]:
    """The 52 cards of one deck, in a fixed order (by suit, then rank)."""
    return [Card(rank, suit) for suit in Suit for rank in Rank]
