"""One hand of Red Dog: its phase, its kind, and how it settles.

:func:`net_result` is the only place in the program that computes a payout; :func:`settle`
checks a hand before it asks.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from .cards import Card
from .rules import Rules


class Phase(enum.Enum):
    """Where a hand stands. There is exactly one phase at a time."""

    BETTING = "betting"
    """No cards out: the player is placing a wager (also the phase before the first hand)."""
    DECIDING = "deciding"
    """Two cards out with a spread announced: waiting for the player to raise or stand."""
    SETTLED = "settled"
    """The hand is over and paid; the next action is a new bet."""


class HandKind(enum.Enum):
    """What the first two cards make."""

    PAIR = "pair"
    """Two cards of one rank: a third card is dealt at once; three of a kind wins, else a push."""
    CONSECUTIVE = "consecutive"
    """Neighbouring ranks (7-8, K-A): a push, no third card."""
    SPREAD = "spread"
    """Ranks with at least one rank between them: the spread is announced and the player may raise."""


class Outcome(enum.Enum):
    """A settled hand's result for the player."""

    WIN = "win"
    """The player is paid."""
    PUSH = "push"
    """The stake comes back, no more."""
    LOSS = "loss"
    """The house keeps the stake."""

    @classmethod
    def of(cls, net: int | None) -> Outcome | None:
        """The outcome of a net result (None while a hand is unsettled).

        >>> Outcome.of(20), Outcome.of(0), Outcome.of(-5), Outcome.of(None)
        (<Outcome.WIN: 'win'>, <Outcome.PUSH: 'push'>, <Outcome.LOSS: 'loss'>, None)
        """
        if net is None:
            return None
        if net > 0:
            return cls.WIN
        return cls.PUSH if net == 0 else cls.LOSS


def classify(first: int, second: int) -> HandKind:
    """What two card values make.

    >>> classify(7, 7), classify(13, 14), classify(2, 11)
    (<HandKind.PAIR: 'pair'>, <HandKind.CONSECUTIVE: 'consecutive'>, <HandKind.SPREAD: 'spread'>)
    """
    gap = first - second
    if gap == 0:
        return HandKind.PAIR
    if gap == 1 or gap == -1:
        return HandKind.CONSECUTIVE
    return HandKind.SPREAD


#: The values a card can have: 2 to 10, then jack 11, queen 12, king 13 and ace 14.
_CARD_VALUES = frozenset(range(2, 15))


def spread_between(first: int, second: int) -> int:
    """How many ranks lie strictly between two card values (0 for a pair or neighbours).

    >>> spread_between(2, 11)
    8
    """
    return max(abs(int(first) - int(second)) - 1, 0)


def settle(rules: Rules, ranks: Sequence[int], wager: int, raised: int = 0) -> int:
    """The player's net result in credits for a finished hand: positive won, negative lost, 0 a push.

    ``ranks`` are the two (consecutive) or three card values in the order dealt.

    >>> rules = Rules.preset("atlantic-city")
    >>> settle(rules, (2, 11, 7), 10, 10)     # spread 8 pays 1:1 on wager and raise
    20
    >>> settle(rules, (8, 10, 10), 10)        # equal to a card: loses
    -10
    >>> settle(rules, (9, 9, 9), 10), settle(rules, (9, 9, 4), 10), settle(rules, (13, 14), 10)
    (110, 0, 0)
    """
    values = tuple(map(int, ranks))
    if not _CARD_VALUES.issuperset(values):
        raise ValueError(f"card values run from 2 to 14, not {values}")
    if isinstance(wager, bool) or not isinstance(wager, int) or wager < 1:
        raise ValueError(f"a wager is a positive whole number of credits, not {wager!r}")
    if isinstance(raised, bool) or not isinstance(raised, int) or raised < 0:
        raise ValueError(f"a raise is a whole number of credits, not {raised!r}")
    count = len(values)
    if count != 2 and count != 3:
        raise ValueError(f"a finished hand has two or three cards, not {count}")
    kind = classify(values[0], values[1])
    if raised and kind is not HandKind.SPREAD:
        raise ValueError("only a spread hand can be raised")
    if kind is HandKind.CONSECUTIVE:
        if count != 2:
            raise ValueError("a consecutive hand gets no third card")
        return 0
    if count != 3:
        raise ValueError(f"a {kind.value} hand is not finished until the third card is dealt")
    return net_result(rules, values, wager, raised)


def net_result(rules: Rules, ranks: Sequence[int], wager: int, raised: int = 0) -> int:
    """The net result of a finished hand that is known to be whole: :func:`settle` without its checks.

    For the session, whose hands are whole by construction (its wager and raise were taken
    through its own checks): two cards for a consecutive hand, else three, and a raise only
    on a spread.

    >>> net_result(Rules.preset("atlantic-city"), (2, 11, 7), 10, 10)
    20
    """
    first, second = ranks[0], ranks[1]
    kind = classify(first, second)
    if kind is HandKind.CONSECUTIVE:
        return 0
    third = ranks[2]
    pays = rules.pays
    if kind is HandKind.PAIR:
        return wager * pays.trips if third == first else 0
    low, high = (first, second) if first < second else (second, first)
    stake = wager + raised
    if low < third < high:
        return stake * pays.spreads[high - low - 2]
    return -stake


class Play(enum.Enum):
    """What the player did with a hand (or, for :attr:`HandOdds.best_play`, should have done)."""

    RAISE = "raise"
    """Raised on the spread."""
    STAND = "stand"
    """Kept the wager as it was."""
    NONE = "none"
    """Nothing to decide: a pair or a consecutive hand."""


class HandOdds:
    """The exact expectations of a hand when the two cards were showing, from the cards not yet seen.

    ``ev_stand`` is the expected net result of standing (of the hand itself for a pair or a
    consecutive hand); ``ev_raise`` that of raising ``max_raise``, the most the player could
    raise then (0 when no raise was possible; ``ev_raise`` then equals ``ev_stand``). The
    expectation is linear in the raise, so these two figures give every other raise too.
    Read-only; equal when the three figures are.

    >>> odds = HandOdds(ev_stand=Fraction(6, 5), ev_raise=Fraction(12, 5), max_raise=10)
    >>> odds.best_play, odds.expected_net(5), odds.ev_lost(0)
    (<Play.RAISE: 'raise'>, Fraction(9, 5), Fraction(6, 5))
    """

    __slots__ = ("_ev_raise", "_ev_stand", "_max_raise", "_per_credit")

    def __init__(self, ev_stand: Fraction, ev_raise: Fraction, max_raise: int) -> None:
        if isinstance(max_raise, bool) or not isinstance(max_raise, int) or max_raise < 0:
            raise ValueError(f"the largest raise is a whole number of credits, not {max_raise!r}")
        if not isinstance(ev_stand, Fraction) or not isinstance(ev_raise, Fraction):
            raise ValueError("expectations are exact fractions")
        if max_raise == 0 and ev_raise != ev_stand:
            raise ValueError("without a raise, raising is standing")
        self._ev_stand: Fraction | None = ev_stand
        self._ev_raise: Fraction | None = ev_raise
        self._max_raise = max_raise
        self._per_credit: tuple[int, int, int] = (0, 1, 0)

    @classmethod
    def per_credit(cls, per_credit: int, total: int, wager: int, max_raise: int) -> HandOdds:
        """The odds of ``wager`` when each credit staked expects ``per_credit / total`` credits.

        The fractions are made when first read: a table that plays on without reading them
        (a simulation) does not pay for them.

        >>> HandOdds.per_credit(-10, 50, 10, 10) == HandOdds(Fraction(-2), Fraction(-4), 10)
        True
        """
        odds = cls.__new__(cls)
        odds._ev_stand = odds._ev_raise = None
        odds._max_raise = max_raise
        odds._per_credit = (per_credit, total, wager)
        return odds

    def _work_out(self) -> tuple[Fraction, Fraction]:
        per_credit, total, wager = self._per_credit
        ev_stand = Fraction(wager * per_credit, total)
        ev_raise = Fraction((wager + self._max_raise) * per_credit, total) if self._max_raise else ev_stand
        self._ev_stand, self._ev_raise = ev_stand, ev_raise
        return ev_stand, ev_raise

    @property
    def ev_stand(self) -> Fraction:
        """The expected net result of standing, in credits."""
        ev_stand = self._ev_stand
        return self._work_out()[0] if ev_stand is None else ev_stand

    @property
    def ev_raise(self) -> Fraction:
        """The expected net result of raising :attr:`max_raise`, in credits."""
        ev_raise = self._ev_raise
        return self._work_out()[1] if ev_raise is None else ev_raise

    @property
    def max_raise(self) -> int:
        """The most the player could raise when the two cards showed (0: no raise possible)."""
        return self._max_raise

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandOdds):
            return NotImplemented
        return (self.ev_stand, self.ev_raise, self._max_raise) == (other.ev_stand, other.ev_raise, other._max_raise)

    def __hash__(self) -> int:
        return hash((self.ev_stand, self.ev_raise, self._max_raise))

    def __repr__(self) -> str:
        return f"HandOdds(ev_stand={self.ev_stand!r}, ev_raise={self.ev_raise!r}, max_raise={self._max_raise!r})"

    @property
    def best_play(self) -> Play:
        """Raise the most allowed exactly when that is strictly better than standing."""
        return Play.RAISE if self.ev_raise > self.ev_stand else Play.STAND

    @property
    def best_ev(self) -> Fraction:
        """The expected net result of the best play."""
        return max(self.ev_stand, self.ev_raise)

    def expected_net(self, raised: int) -> Fraction:
        """The expected net result of the hand played with a raise of ``raised`` (0: a stand)."""
        if isinstance(raised, bool) or not isinstance(raised, int) or not 0 <= raised <= self.max_raise:
            raise ValueError(f"a raise here is 0 to {self.max_raise}, not {raised!r}")
        if raised == 0:
            return self.ev_stand
        return self.ev_stand + (self.ev_raise - self.ev_stand) * Fraction(raised, self.max_raise)

    def ev_lost(self, raised: int) -> Fraction:
        """Credits the decision taken gave away in expectation against the best play (0 if it was the best)."""
        return self.best_ev - self.expected_net(raised)


@dataclass(frozen=True, slots=True)  # slots: a snapshot is made at every step of every hand, a quarter quicker so
class Hand:
    """A snapshot of one hand. Each action gives a new snapshot; nothing changes one in place.

    >>> hand = Hand(bet_id=1_234_567_891_101, wager=25)
    >>> hand.slip_id, hand.phase, hand.ranks
    (1234567891100, <Phase.BETTING: 'betting'>, ())
    """

    bet_id: int
    wager: int
    raised: int = 0
    cards: tuple[Card, ...] = ()
    phase: Phase = Phase.BETTING
    #: The player's net result once settled (positive won, negative lost, 0 push), else None.
    net: int | None = None
    #: The player's balance once the hand has been paid, else None.
    balance_after: int | None = None
    shuffle_id: str = ""
    rules_name: str = ""
    #: The exact expectations when the two cards showed, from the cards then unseen; None if not known.
    odds: HandOdds | None = None
    #: The fingerprint (SHA-256 of the seed, hex) of the sealed shuffle the cards came from; None if not sealed.
    seal: str | None = None
    #: Where each card lies in that shuffle's order (0 is its first card), in the order of ``cards``.
    positions: tuple[int, ...] = ()
    #: The shuffle's seed (hex), on the settled hand that ended it: the seal is opened with this hand.
    seed: str | None = None
    #: The decks in the shoe the cards came from (the shuffle's starting order depends on it).
    decks: int = 1
    #: The player's shuffle number and seed that keyed that shuffle's order (None: a shuffle without a player seed).
    shuffle_number: int | None = None
    player_seed: str | None = None
    #: The table's pays and raise, as the export writes them (:attr:`~.rules.PayTable.text`, ``Rules.raise_rule``).
    pay_table: str = ""
    raise_rule: str = ""

    @property
    def slip_id(self) -> int:
        """The Bet ID rounded down to the nearest hundred: the slip this bet is filed under."""
        return self.bet_id // 100 * 100

    @property
    def ranks(self) -> tuple[int, ...]:
        """The values of the cards dealt so far, in order."""
        return tuple([int(card.rank) for card in self.cards])

    @property
    def stake(self) -> int:
        """Wager plus raise: what the player has at risk."""
        return self.wager + self.raised

    @property
    def kind(self) -> HandKind | None:
        """Pair, consecutive or spread, once two cards are out."""
        if len(self.cards) < 2:
            return None
        return classify(self.cards[0].rank, self.cards[1].rank)

    @property
    def spread(self) -> int | None:
        """The announced spread (1..11) of a spread hand, else None."""
        if len(self.cards) < 2:
            return None
        # Only a spread hand has ranks between its first two cards (classify() says the same).
        return spread_between(self.cards[0].rank, self.cards[1].rank) or None

    @property
    def is_three_of_a_kind(self) -> bool:
        """True for a pair whose third card matched."""
        return self.kind is HandKind.PAIR and len(self.cards) == 3 and self.cards[2].rank == self.cards[0].rank

    @property
    def outcome(self) -> Outcome | None:
        """Win, push or loss once settled, else None."""
        return Outcome.of(self.net)

    @property
    def play(self) -> Play | None:
        """Raised or stood on a decided spread, NONE for a pair or a consecutive hand, None before that."""
        kind = self.kind
        if kind is None:
            return None
        if kind is not HandKind.SPREAD:
            return Play.NONE
        if self.phase is not Phase.SETTLED:
            return None
        return Play.RAISE if self.raised else Play.STAND

    @property
    def returned(self) -> int | None:
        """What comes back to the player's balance at settlement (stake plus winnings), once settled."""
        return None if self.net is None else self.stake + self.net
