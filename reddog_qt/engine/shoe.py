"""The shoe: one to eight decks, shuffled by the house rules' policy, every shuffle sealed.

Each shuffle is a :class:`~reddog_qt.engine.sealed.SealedOrder`: a 32-byte seed fixes the order
of every card (see :mod:`reddog_qt.engine.sealed` for the algorithm), and the SHA-256 of the seed,
:attr:`Shoe.fingerprint`, can be shown before the first bet on the shuffle. The seed stays in this
object's memory until the shuffle is over and :meth:`Shoe.reveal` hands it out; from then on no
card is dealt from that shuffle (the next hand shuffles anew). Only the positions dealt are worked
out, so a table that reshuffles every hand computes three cards, not a shoe.

A continuous shoe (:attr:`~reddog_qt.engine.rules.ShufflePolicy.CUT_CARD`) is dealt until the cut
card comes out. The cut moves no card: it places the cut card within the table's band
(:meth:`Shoe.place_cut_card`, :meth:`Shoe.cut_at_random`), after the shuffle was sealed, or the
cut card sits at the table's penetration.

Seeds come from the player's ledger when the shoe is given one (:class:`ShuffleSeals`): each
shuffle takes the house seed committed for it (kept in memory, never written before its reveal),
its shuffle number and the player's seed (a :class:`ShuffleTicket`), and its order comes from
their shuffle key
(:func:`~reddog_qt.engine.sealed.shuffle_key`). Without a ledger they come from the operating
system's secure source (the practice bankroll); and a numbered
(practice) deal takes shuffle ``k``'s seed from the number
(:func:`~reddog_qt.engine.sealed.practice_seed`), so the same number deals the same cards, hand
after hand, and anyone can work them out. A stacked shoe (:meth:`Shoe.stacked`) deals cards named
in advance, then goes on from a deal number: for tests and practice positions only, and not sealed.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Protocol

from .cards import Card, full_deck
from .errors import Coded
from .rules import Rules, ShufflePolicy
from .sealed import SealedOrder, fingerprint, new_seed, practice_seed, shuffle_key
from .sentence import QT_TRANSLATE_NOOP, english

#: One deck, made once: cards are immutable, so every shoe can share them.
_ONE_DECK: tuple[Card, ...] = tuple(full_deck())
#: Full shoes by deck count, made once each and shared.
_FULL: dict[int, tuple[Card, ...]] = {}
_RANKS = range(2, 15)
_EVERY_HAND = ShufflePolicy.EVERY_HAND


def _full_shoe(decks: int) -> tuple[Card, ...]:
    shoe = _FULL.get(decks)
    if shoe is None:
        shoe = _FULL[decks] = _ONE_DECK * decks
    return shoe


class CutError(Coded, ValueError):
    """A cut the shoe cannot take: not a continuous shoe, cards already dealt, or outside the band.

    Made from its sentence's template, code and values like a :class:`~.errors.RedDogError`.
    """

    def __init__(self, template: str, code: str | None = None, **params: Any) -> None:
        super().__init__(english(template, params))
        self._set_code(template, code, params)


@dataclass(frozen=True)
class ShuffleTicket:
    """What the player's ledger gives the next shuffle: the house seed committed for it (in memory), its number, the
    player seed."""

    seed: bytes
    number: int
    player_seed: str


class ShuffleSeals(Protocol):
    """Where a shoe on the player's own bankroll takes each shuffle's seed (the ledger's share of this run's seeds)."""

    def next_ticket(self) -> ShuffleTicket:
        """The next shuffle's ticket. Asking again gives the same one until a hand of it is recorded."""


class Shoe:
    """The cards still to be dealt, as an unordered collection.

    >>> shoe = Shoe(Rules.preset("atlantic-city"), seed=7)
    >>> shoe.prepare_hand()
    True
    >>> first = shoe.draw()
    >>> again = Shoe(Rules.preset("atlantic-city"), seed=7)
    >>> _ = again.prepare_hand(); again.draw() == first
    True
    """

    def __init__(self, rules: Rules, seed: int | None = None, seals: ShuffleSeals | None = None) -> None:
        self._decks = rules.decks
        self._policy = rules.shuffle
        self._size = 52 * rules.decks
        self._full = _full_shoe(rules.decks)
        low, high = rules.cut_band()
        self._band = (self._size * low // 100, self._size * high // 100)
        # The cut card comes out once this many cards remain.
        self._default_cut_at = self._size - self._size * rules.penetration_percent // 100
        self._cut_at = self._default_cut_at
        self._player_cut = False
        #: The deal number of a numbered deal (its seeds are public), None for sealed secret seeds.
        self._deal = seed
        # A numbered deal's seeds are public: it takes none from the ledger.
        self._seals = seals if seed is None else None
        self._ticket: ShuffleTicket | None = None
        self._every_hand = rules.shuffle is _EVERY_HAND
        self._fresh_counts = [0, 0] + [4 * rules.decks] * 13  # a full shoe, by rank; copied at each shuffle
        self._shuffle_prefix = f"seed {seed} #" if seed is not None else None
        # Random cuts have their own source, so that cutting never changes which cards a seed deals.
        self._cut_rng: random.Random = random.Random(f"cut {seed}") if seed is not None else random.SystemRandom()
        self._order: SealedOrder | None = None
        # The seed of the shuffle in play: in memory only, until reveal().
        self._seed: bytes | None = None
        self._fingerprint: str | None = None
        self._revealed = False
        self._dealt = 0  # positions of the shuffle dealt (the next card is at this position)
        self._left = 0
        self._counts = [0] * 15  # by rank; 0 and 1 unused
        self._shuffles = 0
        self._shuffle_id = ""
        self._cut_card_out = True  # nothing dealt yet: shuffle before the first hand
        # The cards a stacked shoe deals next, in order (empty for every other shoe).
        self._stacked: deque[Card] = deque()
        self._is_stacked = False

    @classmethod
    def stacked(cls, rules: Rules, cards: str | Iterable[Card], seed: int = 0) -> Shoe:
        """A shoe that deals exactly ``cards`` in order, then at random from ``seed``: for tests and practice.

        ``cards`` are :class:`~.cards.Card` values or their codes in one string. They are dealt
        across hands and shuffles alike; each must still be in the shoe when its turn comes
        (a :class:`ValueError` then says which is not). The shoe is otherwise a shoe of these
        rules: it counts, shuffles, cuts and takes cards back as any other, and cards put back
        come again first.

        >>> shoe = Shoe.stacked(Rules.preset("atlantic-city"), "9c Js 10h")
        >>> _ = shoe.prepare_hand(); [shoe.draw().code for _ in range(3)]
        ['9c', 'Js', '10h']
        >>> shoe.shuffle_id
        'stacked #1'
        """
        named = [Card.from_code(code) for code in cards.split()] if isinstance(cards, str) else list(cards)
        shoe = cls(rules, seed)
        shoe._stacked.extend(named)
        shoe._is_stacked = True  # its shuffles are not sealed: their cards were chosen
        shoe._shuffle_prefix = "stacked #"
        return shoe

    # --- queries -------------------------------------------------------

    @property
    def decks(self) -> int:
        """How many decks the shoe holds when full."""
        return self._decks

    @property
    def size(self) -> int:
        """Cards in a full shoe."""
        return self._size

    def __len__(self) -> int:
        return self._left

    @property
    def dealt(self) -> int:
        """Cards dealt since the last shuffle (in the discard tray or on the felt)."""
        return self._dealt

    @property
    def shuffle_id(self) -> str:
        """Names the current shuffle: ``"seed 7 #3"`` for a numbered deal, else ``"#3"`` and its fingerprint's start."""
        return self._shuffle_id

    @property
    def fingerprint(self) -> str | None:
        """The SHA-256 of the current shuffle's seed (64 hex digits); None before the first shuffle or if stacked."""
        return self._fingerprint

    @property
    def shuffle_number(self) -> int:
        """How many times this shoe has been shuffled (the current shuffle's number; 0 before the first)."""
        return self._shuffles

    @property
    def ticket_number(self) -> int | None:
        """The player's shuffle number of the current shuffle (from the ledger); None for one without a player seed."""
        return None if self._ticket is None else self._ticket.number

    @property
    def player_seed(self) -> str | None:
        """The player seed the current shuffle's order was keyed with; None for one without."""
        return None if self._ticket is None else self._ticket.player_seed

    @property
    def deal_number(self) -> int | None:
        """The deal number of a numbered deal (whose seeds anyone can work out), else None."""
        return self._deal

    @property
    def next_position(self) -> int:
        """The position in the current shuffle's order of the next card dealt (0 for the first)."""
        return self._dealt

    @property
    def shuffle_over(self) -> bool:
        """True when the next hand comes from a new shuffle: the current one may be revealed."""
        return self._every_hand or self._cut_card_out or self._left < 3

    @property
    def cut_card_out(self) -> bool:
        """True once the cut card has been reached: the shoe is reshuffled before the next hand."""
        return self._cut_card_out

    @property
    def needs_shuffle(self) -> bool:
        """True if :meth:`prepare_hand` will shuffle before the next hand."""
        if self._revealed or self._cut_card_out or self._left < 3:
            return True
        return self._every_hand and self._dealt > 0

    @property
    def cut_position(self) -> int:
        """How many cards of this shoe are dealt before the cut card comes out (continuous shoe)."""
        return self._size - self._cut_at

    @property
    def cut_band(self) -> tuple[int, int]:
        """The fewest and most cards a player's cut may leave before the cut card."""
        return self._band

    @property
    def can_cut(self) -> bool:
        """True while a fresh continuous shoe waits for its cut: shuffled, nothing dealt, not yet cut."""
        return (self._policy is ShufflePolicy.CUT_CARD and self._shuffles > 0
                and self._left == self._size and not self._player_cut)

    @property
    def player_cut(self) -> bool:
        """True when the player has placed this shoe's cut card."""
        return self._player_cut

    def rank_counts(self) -> dict[int, int]:
        """How many cards of each rank (2..14) remain, including ranks with none left."""
        counts = self._counts
        return {rank: counts[rank] for rank in _RANKS}

    def counts_by_rank(self) -> tuple[int, ...]:
        """How many cards of each rank remain, indexed by rank: 15 numbers, of which 0 and 1 are always 0.

        The same figures as :meth:`rank_counts`, in the form the odds are summed from.

        >>> shoe = Shoe(Rules.preset("atlantic-city"), seed=7)
        >>> _ = shoe.prepare_hand(); card = shoe.draw()
        >>> counts = shoe.counts_by_rank()
        >>> counts[card.rank], sum(counts), counts[0] + counts[1]
        (3, 51, 0)
        """
        return tuple(self._counts)

    # --- actions -------------------------------------------------------

    def prepare_hand(self) -> bool:
        """Shuffle if the policy asks for it before a new hand. Returns True if it shuffled."""
        if self.needs_shuffle:
            self._shuffle()
            return True
        return False

    def draw(self) -> Card:
        """Deal the card at the next position of the shuffle's order."""
        if not self._left or self._revealed:
            # A hand never needs more than three cards and prepare_hand leaves at least that,
            # so this only happens if draw is called without prepare_hand.
            self._shuffle()
        order = self._order
        assert order is not None
        position = self._dealt
        if self._stacked and order.fixed <= position:
            named = self._stacked.popleft()
            full = self._full
            if not order.take(lambda index: full[index] == named):
                raise ValueError(f"the stacked card {named.code} is not in the shoe any more")
        card = self._full[order.at(position)]
        self._dealt = position + 1
        self._left = left = self._left - 1
        self._counts[card.rank] -= 1
        if left <= self._cut_at and not self._every_hand:
            self._cut_card_out = True
        return card

    def put_back(self, cards: list[Card]) -> None:
        """Return the cards just drawn to the shoe: an undone deal.

        The session uses it when a hand could not be recorded: the shuffle's order is sealed, so
        trying again deals the same cards from the same positions.
        """
        order = self._order
        for card in reversed(cards):
            if order is None or not self._dealt or self._full[order.at(self._dealt - 1)] != card:
                raise ValueError(f"{card.code} was not the last card dealt")
            self._dealt -= 1
            self._left += 1
            self._counts[card.rank] += 1
        if self._policy is ShufflePolicy.CUT_CARD:
            self._cut_card_out = self._left <= self._cut_at

    def opening_seed(self) -> str | None:
        """The current shuffle's seed (hex) that :meth:`reveal` would hand out, without revealing it yet.

        The session records it with the hand that ends the shuffle, and reveals only once that is written.
        """
        if self._seed is None or self._revealed:
            return None
        return self._seed.hex()

    def reveal(self) -> tuple[str, str] | None:
        """Open the seal of the current shuffle: its (fingerprint, seed) in hex, or None if it has none.

        No card is dealt from it afterwards: the next hand shuffles anew. Call it once the hand
        or the shoe is over (:attr:`shuffle_over`), or when the shoe is left.
        """
        if self._seed is None or self._fingerprint is None or self._revealed:
            return None
        self._revealed = True
        return self._fingerprint, self._seed.hex()

    def place_cut_card(self, dealt_before: int) -> None:
        """The player's cut: the cut card comes out once ``dealt_before`` cards have been dealt.

        Only for a continuous shoe, before its first card, within :attr:`cut_band`.
        """
        if self._policy is not ShufflePolicy.CUT_CARD:
            raise CutError(QT_TRANSLATE_NOOP("Refusal", "This table reshuffles every hand: there is no cut card."),
                           "cut_no_cut_card")
        if not self.can_cut:
            raise CutError(QT_TRANSLATE_NOOP("Refusal", "The cut is made once per shoe, before its first card is "
                                                        "dealt."), "cut_once")
        low, high = self._band
        if isinstance(dealt_before, bool) or not isinstance(dealt_before, int) or not low <= dealt_before <= high:
            raise CutError(QT_TRANSLATE_NOOP("Refusal", "The cut card goes between card %1 and card %2 of this shoe."),
                           "cut_band", low=low, high=high)
        self._cut_at = self._size - dealt_before
        self._player_cut = True

    def cut_at_random(self) -> int:
        """Place the cut card at a random point of :attr:`cut_band`; returns the cards dealt before it."""
        low, high = self._band
        position = low + self._cut_rng.randrange(high - low + 1)
        self.place_cut_card(position)
        return position

    def reseal(self) -> bool:
        """Take the ledger's ticket again for a shuffle nothing is dealt from yet (the player seed changed).

        The cut stays where it is (it moves no card). False, and nothing changes, once a card of the
        shuffle is dealt, or for a shoe that takes no ticket.
        """
        if self._ticket is None or self._dealt or self._revealed:
            return False
        self._seal(self._shuffles)
        return True

    def _seal(self, number: int) -> None:
        """Fix the order of shuffle ``number`` of this shoe: from the ledger's ticket, a numbered deal, or a fresh
        secret seed. The ticket is taken first: if the ledger cannot give it, nothing changes."""
        ticket = self._seals.next_ticket() if self._seals is not None and not self._is_stacked else None
        if ticket is not None:
            seed = ticket.seed
            self._order = SealedOrder(shuffle_key(seed, ticket.number, ticket.player_seed), self._size)
        else:
            seed = practice_seed(self._deal, number) if self._deal is not None else new_seed()
            self._order = SealedOrder(seed, self._size)
        self._ticket = ticket
        self._shuffles = number
        if self._is_stacked:
            self._seed, self._fingerprint = None, None
        else:
            self._seed, self._fingerprint = seed, fingerprint(seed)
        prefix = self._shuffle_prefix
        self._shuffle_id = (f"#{number} {(self._fingerprint or seed.hex())[:12]}" if prefix is None
                            else f"{prefix}{number}")

    def _shuffle(self) -> None:
        self._seal(self._shuffles + 1)
        self._revealed = False
        self._dealt = 0
        self._left = self._size
        self._counts = self._fresh_counts.copy()
        self._cut_card_out = False
        self._cut_at = self._default_cut_at
        self._player_cut = False
