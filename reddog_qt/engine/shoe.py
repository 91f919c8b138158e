"""The shoe: one to eight decks, shuffled by the house rules' policy.

Randomness comes from the operating system's CSPRNG (:class:`random.SystemRandom`)
unless a seed is given, in which case the same seed deals the same cards, hand
after hand — for tests and replays.
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter

from .cards import Card, full_deck
from .rules import Rules, ShufflePolicy

#: One deck, made once: cards are immutable, so every shoe can share them.
_ONE_DECK: tuple[Card, ...] = tuple(full_deck())


class Shoe:
    """The cards still to be dealt.

    >>> shoe = Shoe(Rules.preset("atlantic-city"), seed=7)
    >>> shoe.prepare_hand()
    True
    >>> first = shoe.draw()
    >>> again = Shoe(Rules.preset("atlantic-city"), seed=7)
    >>> _ = again.prepare_hand(); again.draw() == first
    True
    """

    def __init__(self, rules: Rules, seed: int | None = None) -> None:
        self._decks = rules.decks
        self._policy = rules.shuffle
        self._size = 52 * rules.decks
        # The cut card sits this many cards from the bottom of the shoe.
        self._cut_at = self._size - self._size * rules.penetration_percent // 100
        self._seed = seed
        self._rng: random.Random = random.Random(seed) if seed is not None else random.SystemRandom()
        self._cards: list[Card] = []  # the next card is the last element
        self._shuffles = 0
        self._shuffle_id = ""
        self._cut_card_out = True  # nothing dealt yet: shuffle before the first hand

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
        return len(self._cards)

    @property
    def shuffle_id(self) -> str:
        """Names the current shuffle: ``"seed 7 #3"`` for a seeded shoe, else a digest of the order."""
        return self._shuffle_id

    @property
    def cut_card_out(self) -> bool:
        """True once the cut card has been reached: the shoe is reshuffled before the next hand."""
        return self._cut_card_out

    def rank_counts(self) -> dict[int, int]:
        """How many cards of each rank (2..14) remain, including ranks with none left."""
        counts = Counter(int(card.rank) for card in self._cards)
        return {rank: counts.get(rank, 0) for rank in range(2, 15)}

    # --- actions -------------------------------------------------------

    def prepare_hand(self) -> bool:
        """Shuffle if the policy asks for it before a new hand. Returns True if it shuffled."""
        if self._policy is ShufflePolicy.EVERY_HAND or self._cut_card_out or len(self._cards) < 3:
            self._shuffle()
            return True
        return False

    def draw(self) -> Card:
        """Deal the next card."""
        if not self._cards:
            # A hand never needs more than three cards and prepare_hand leaves at least that,
            # so this only happens if draw is called without prepare_hand.
            self._shuffle()
        card = self._cards.pop()
        if self._policy is ShufflePolicy.CUT_CARD and len(self._cards) <= self._cut_at:
            self._cut_card_out = True
        return card

    def put_back(self, cards: list[Card]) -> None:
        """Return cards just drawn to the top of the shoe, last drawn first: an undone deal.

        The session uses it when a hand could not be recorded, so that trying again deals
        the very same cards.
        """
        self._cards.extend(reversed(cards))
        if self._policy is ShufflePolicy.CUT_CARD:
            self._cut_card_out = len(self._cards) <= self._cut_at

    def _shuffle(self) -> None:
        cards = list(_ONE_DECK) * self._decks
        self._rng.shuffle(cards)
        self._cards = cards
        self._shuffles += 1
        self._cut_card_out = False
        if self._seed is not None:
            self._shuffle_id = f"seed {self._seed} #{self._shuffles}"
        else:
            order = " ".join(card.code for card in cards).encode()
            self._shuffle_id = f"#{self._shuffles} {hashlib.sha256(order).hexdigest()[:12]}"
