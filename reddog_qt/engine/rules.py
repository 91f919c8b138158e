"""House rules: decks, shuffling, the pay table, the raise and the limits.

Three presets come from real tables:

* ``atlantic-city`` — one deck, reshuffled after every hand, 5 to 300, the
  raise equal to the wager (New Jersey rules).
* ``eight-deck`` — eight decks reshuffled after every round, chips from 10 to
  10,000 and five table-limit tiers (an online table).
* ``six-deck-shoe`` — six decks shuffled, cut and dealt from a shoe until the
  cut card comes out; the raise may be any amount up to the wager (the
  European casino game).

Any other table is a :class:`Rules` of its own: 1 to 8 decks, either shuffle,
a raise of up to ``raise_multiple`` times the wager and any :class:`PayTable`.
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass

from .errors import InvalidRulesError
from .sentence import QT_TRANSLATE_NOOP

#: Odds paid on wager and raise for a spread of 1, 2, 3, ... 11 (index = spread - 1).
STANDARD_SPREAD_PAYS: tuple[int, ...] = (5, 4, 2, 1, 1, 1, 1, 1, 1, 1, 1)
#: The widest possible spread: a two and an ace.
MAX_SPREAD = 11
#: The largest raise multiple a table may offer (a raise of up to four times the wager).
MAX_RAISE_MULTIPLE = 4
#: The most credits any limit, chip or bankroll of a table may be (a table file holding more is not played).
MAX_TABLE_CREDITS = 1_000_000_000
#: The highest payout a pay table may have (x to 1).
MAX_PAYOUT = 10_000
#: The cut card may sit between these shares of the shoe (percent dealt before it comes out).
CUT_BAND_LIMITS = (50, 90)
#: How far either side of the table's penetration a player may place the cut card, in points.
CUT_BAND_WIDTH = 10


@dataclass(frozen=True)
class PayTable:
    """What a table pays: odds on wager and raise for each spread 1..11, and for three of a kind.

    >>> STANDARD_PAYS.spread(1), STANDARD_PAYS.spread(11), STANDARD_PAYS.trips
    (5, 1, 11)
    """

    #: Odds (x to 1) for a spread of 1, 2, ... 11 (index = spread - 1).
    spreads: tuple[int, ...] = (5, 4, 2, 1, 1, 1, 1, 1, 1, 1, 1)
    #: Odds (x to 1) on the wager for three of a kind.
    trips: int = 11

    def spread(self, spread: int) -> int:
        """Odds paid when the third card falls inside ``spread``."""
        if not 1 <= spread <= MAX_SPREAD:
            raise ValueError(f"a spread is 1 to {MAX_SPREAD}, not {spread}")
        return self.spreads[spread - 1]

    def named_pays(self) -> tuple[int, ...]:
        """The pays that name the table, narrowest spread first: equal pays of the widest spreads once.

        >>> PayTable().named_pays()
        (5, 4, 2, 1)
        """
        pays = list(self.spreads)
        while len(pays) > 1 and pays[-1] == pays[-2]:
            pays.pop()
        return tuple(pays)

    @property
    def text(self) -> str:
        """The table as the export's ``pay_table`` writes it: :meth:`named_pays`, then three of a kind, by ":".

        The spreads after the last one named pay as it does.

        >>> STANDARD_PAYS.text, PayTable((9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9), 2).text
        ('5:4:2:1:11', '9:2')
        """
        return ":".join(str(pays) for pays in (*self.named_pays(), self.trips))

    @classmethod
    def from_text(cls, text: str) -> PayTable:
        """The pay table a ``pay_table`` text names (see :attr:`text`); ValueError if it names none.

        >>> PayTable.from_text("5:4:2:1:11") == STANDARD_PAYS
        True
        """
        parts = text.split(":")
        if not 2 <= len(parts) <= MAX_SPREAD + 1 \
                or not all(part.isascii() and part.isdigit() and len(part) <= 5 for part in parts):
            raise ValueError(f"{text[:40]!r} is not a pay table (whole payouts by ':', three of a kind last)")
        *named, trips = (int(part) for part in parts)
        spreads = tuple(named + [named[-1]] * (MAX_SPREAD - len(named)))
        if any(not 1 <= pays <= MAX_PAYOUT for pays in (*spreads, trips)):
            raise ValueError(f"the pay table {text[:40]!r} pays outside 1 to {MAX_PAYOUT:,}")
        return cls(spreads, trips)


#: The pay table of every published Red Dog rule set: 5:1, 4:1, 2:1, then even money; trips 11:1.
STANDARD_PAYS = PayTable()
#: This game's own table for a raise of up to twice the wager: spreads 1-3 pay 4:1, 3:1, 1:1.
#: With the standard pays such a raise hands the player the edge (+2.37% at six decks); this
#: table gives the house 2.96% at six decks again. No published rule set was found for it.
DOUBLE_RAISE_PAYS = PayTable((4, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1), 11)
#: The pay tables a custom table can start from, by key: (title, table).
PAY_TABLES: dict[str, tuple[str, PayTable]] = {
    "standard": ("Standard", STANDARD_PAYS),
    "double-raise": ("Double raise", DOUBLE_RAISE_PAYS),
}


class ShufflePolicy(enum.Enum):
    """When the cards are shuffled."""

    EVERY_HAND = "every-hand"
    """All cards go back and are reshuffled before every hand."""
    CUT_CARD = "cut-card"
    """A continuous shoe: dealt until the cut card comes out, then reshuffled before the next hand."""


class RaisePolicy(enum.Enum):
    """How much may be added once the spread is announced."""

    EQUAL = "equal"
    """The raise is exactly the original wager (Atlantic City), or exactly ``raise_multiple`` times it."""
    UP_TO = "up-to"
    """The raise is any whole amount from 1 up to the original wager (the six-deck shoe), or up to
    ``raise_multiple`` times it."""


@dataclass(frozen=True)
class LimitTier:
    """A table's minimum and maximum wager, in credits.

    >>> str(LimitTier(1_000, 50_000))
    '1,000 - 50,000'
    """

    minimum: int
    maximum: int

    def __str__(self) -> str:
        return f"{self.minimum:,} - {self.maximum:,}"


@dataclass(frozen=True)
class Rules:
    """One table's complete house rules. Immutable; use :func:`dataclasses.replace` to vary.

    >>> rules = Rules.preset("atlantic-city")
    >>> rules.decks, rules.minimum, rules.maximum, rules.payout(1)
    (1, 5, 300, 5)
    >>> dataclasses.replace(rules, decks=4).decks
    4
    """

    name: str = "atlantic-city"
    title: str = "Atlantic City"
    decks: int = 1
    shuffle: ShufflePolicy = ShufflePolicy.EVERY_HAND
    #: Share of the shoe dealt before the cut card comes out (CUT_CARD only).
    penetration_percent: int = 75
    spread_pays: tuple[int, ...] = STANDARD_SPREAD_PAYS
    trips_pays: int = 11
    raise_policy: RaisePolicy = RaisePolicy.EQUAL
    minimum: int = 5
    maximum: int = 300
    chips: tuple[int, ...] = (1, 5, 25, 100)
    default_chip: int = 5
    tiers: tuple[LimitTier, ...] = ()
    starting_bankroll: int = 1_000
    #: The most a raise may be, in wagers: 1 is a raise of (up to) the wager, 2 up to twice it...
    raise_multiple: int = 1

    def __post_init__(self) -> None:
        if not _whole(self.decks) or not 1 <= self.decks <= 8:
            raise InvalidRulesError(QT_TRANSLATE_NOOP(
                "Refusal", "These house rules cannot be played: the shoe holds 1 to 8 decks, not %1."),
                "rules_decks", decks=repr(self.decks))
        if not isinstance(self.shuffle, ShufflePolicy):
            raise InvalidRulesError(QT_TRANSLATE_NOOP(
                "Refusal", "These house rules cannot be played: %1 is not a way of shuffling."),
                "rules_shuffle", shuffle=repr(self.shuffle))
        if not isinstance(self.raise_policy, RaisePolicy):
            raise InvalidRulesError(QT_TRANSLATE_NOOP(
                "Refusal", "These house rules cannot be played: %1 is not a raise rule."),
                "rules_raise_policy", policy=repr(self.raise_policy))
        if not _whole(self.penetration_percent) or not 10 <= self.penetration_percent <= 95:
            raise InvalidRulesError(QT_TRANSLATE_NOOP(
                "Refusal", "These house rules cannot be played: the cut card goes between %1% and %2% of the shoe."),
                "rules_penetration", low=10, high=95)
        # Bounded first, so that no later check (or Qt, or SQLite) meets a number it cannot hold.
        for value, most in ((self.spread_pays, MAX_PAYOUT), (self.trips_pays, MAX_PAYOUT),
                            (self.minimum, MAX_TABLE_CREDITS), (self.maximum, MAX_TABLE_CREDITS),
                            (self.chips, MAX_TABLE_CREDITS), (self.default_chip, MAX_TABLE_CREDITS),
                            (self.starting_bankroll, MAX_TABLE_CREDITS)):
            for number in value if isinstance(value, tuple) else (value,):
                if _whole(number) and number > most:
                    raise InvalidRulesError(QT_TRANSLATE_NOOP("Refusal", "These house rules cannot be played: a "
                                                                         "number is larger than this game can handle "
                                                                         "(at most %1)."), "rules_too_large", most=most)
        if (not isinstance(self.spread_pays, tuple) or len(self.spread_pays) != MAX_SPREAD
                or any(not _whole(p) or p < 1 for p in self.spread_pays)):
            raise InvalidRulesError(QT_TRANSLATE_NOOP(
                "Refusal", "These house rules cannot be played: the pay table needs a whole payout of at least 1 for "
                           "each spread 1 to 11."),
                "rules_pay_table")
        if not _whole(self.trips_pays) or self.trips_pays < 1:
            raise InvalidRulesError(QT_TRANSLATE_NOOP("Refusal", "These house rules cannot be played: three of a kind "
                                                               "must pay at least 1 to 1."), "rules_trips")
        if not _whole(self.minimum) or not _whole(self.maximum) or not 1 <= self.minimum <= self.maximum:
            raise InvalidRulesError(QT_TRANSLATE_NOOP("Refusal", "These house rules cannot be played: the limits %1 "
                                                                 "to %2 are not a range of credits."),
                                    "rules_limits", minimum=repr(self.minimum), maximum=repr(self.maximum))
        if (not isinstance(self.chips, tuple) or not self.chips
                or any(not _whole(c) or c < 1 for c in self.chips)):
            raise InvalidRulesError(QT_TRANSLATE_NOOP("Refusal", "These house rules cannot be played: chips must be "
                                                               "whole, positive values."), "rules_chips")
        if tuple(sorted(set(self.chips))) != self.chips:
            raise InvalidRulesError(QT_TRANSLATE_NOOP(
                "Refusal", "These house rules cannot be played: chip values must be listed once each, smallest first."),
                "rules_chip_order")
        if not _whole(self.default_chip) or self.default_chip not in self.chips:
            raise InvalidRulesError(QT_TRANSLATE_NOOP("Refusal", "These house rules cannot be played: the default "
                                                                 "chip %1 is not one of the chips."),
                                    "rules_default_chip", chip=repr(self.default_chip))
        if not isinstance(self.tiers, tuple):
            raise InvalidRulesError(QT_TRANSLATE_NOOP("Refusal", "These house rules cannot be played: the limit tiers "
                                                               "must be a tuple of LimitTier."), "rules_tiers")
        for tier in self.tiers:
            if (not isinstance(tier, LimitTier) or not _whole(tier.minimum) or not _whole(tier.maximum)
                    or not 1 <= tier.minimum <= tier.maximum):
                raise InvalidRulesError(QT_TRANSLATE_NOOP(
                    "Refusal", "These house rules cannot be played: the limit tier %1 is not a range."),
                    "rules_tier", tier=tier)
        if not _whole(self.starting_bankroll) or self.starting_bankroll < self.minimum:
            raise InvalidRulesError(QT_TRANSLATE_NOOP("Refusal", "These house rules cannot be played: the starting "
                                                               "bankroll must cover at least one minimum bet."),
                                    "rules_bankroll")
        if not _whole(self.raise_multiple) or not 1 <= self.raise_multiple <= MAX_RAISE_MULTIPLE:
            raise InvalidRulesError(QT_TRANSLATE_NOOP("Refusal", "These house rules cannot be played: a raise is 1 "
                                                                 "to %1 times the wager, not %2."),
                                    "rules_raise_multiple", most=MAX_RAISE_MULTIPLE, multiple=repr(self.raise_multiple))
        # Cached because settle() reads it for every hand; not a field, so equality is unchanged.
        object.__setattr__(self, "_pays", PayTable(self.spread_pays, self.trips_pays))

    # --- queries -------------------------------------------------------

    def payout(self, spread: int) -> int:
        """Odds paid (x to 1) on wager and raise when the third card falls inside ``spread``."""
        if not 1 <= spread <= MAX_SPREAD:
            raise ValueError(f"a spread is 1 to {MAX_SPREAD}, not {spread}")
        return self.spread_pays[spread - 1]

    @property
    def pays(self) -> PayTable:
        """The pay table: spreads and three of a kind."""
        pays: PayTable = self.__dict__["_pays"]
        return pays

    def with_pays(self, pays: PayTable) -> Rules:
        """These rules with another pay table."""
        return dataclasses.replace(self, spread_pays=pays.spreads, trips_pays=pays.trips)

    @property
    def raise_rule(self) -> str:
        """The raise as the export's ``raise_rule`` writes it: the policy's value, ":", the multiple.

        >>> Rules.preset("atlantic-city").raise_rule, Rules.preset("six-deck-shoe").raise_rule
        ('equal:1', 'up-to:1')
        """
        return f"{self.raise_policy.value}:{self.raise_multiple}"

    def with_raise_rule(self, text: str) -> Rules:
        """These rules with the raise a ``raise_rule`` text names (see :attr:`raise_rule`); ValueError if none.

        >>> Rules().with_raise_rule("up-to:2").max_raise(10)
        20
        """
        policy, _, multiple = text.partition(":")
        known = {rule.value: rule for rule in RaisePolicy}
        if policy not in known or multiple not in [str(m) for m in range(1, MAX_RAISE_MULTIPLE + 1)]:
            raise ValueError(f"{text[:40]!r} is not a raise rule (equal or up-to, ':', 1 to {MAX_RAISE_MULTIPLE})")
        return dataclasses.replace(self, raise_policy=known[policy], raise_multiple=int(multiple))

    def max_raise(self, wager: int) -> int:
        """The largest raise allowed on ``wager`` (the only one where the raise must be equal)."""
        return wager * self.raise_multiple

    def cut_band(self) -> tuple[int, int]:
        """Where a player may place the cut card, in percent of the shoe dealt before it comes out.

        The table's penetration plus or minus :data:`CUT_BAND_WIDTH` points, within
        :data:`CUT_BAND_LIMITS` (widened to include the penetration itself).

        >>> Rules.preset("six-deck-shoe").cut_band()
        (65, 85)
        """
        low_limit, high_limit = CUT_BAND_LIMITS
        p = self.penetration_percent
        low = min(p, max(low_limit, p - CUT_BAND_WIDTH))
        high = max(p, min(high_limit, p + CUT_BAND_WIDTH))
        return low, high

    @property
    def limits(self) -> LimitTier:
        """The active minimum and maximum as one value."""
        return LimitTier(self.minimum, self.maximum)

    def with_tier(self, tier: LimitTier) -> Rules:
        """These rules at another limit tier (which must be one of :attr:`tiers`)."""
        if self.tiers and tier not in self.tiers:
            raise InvalidRulesError(QT_TRANSLATE_NOOP(
                "Refusal", "%1 is not one of this table's limits."),
                "tier_unknown", tier=tier)
        return dataclasses.replace(self, minimum=tier.minimum, maximum=tier.maximum)

    def pay_groups(self) -> list[tuple[int, int, int]]:
        """The spreads' pays as (first spread, last spread, x to 1), equal neighbouring spreads in one group.

        The app words them as the pay table's rows (its own words, in the player's language).

        >>> Rules.preset("atlantic-city").pay_groups()
        [(1, 1, 5), (2, 2, 4), (3, 3, 2), (4, 11, 1)]
        """
        groups: list[tuple[int, int, int]] = []
        start = 1
        for spread in range(1, MAX_SPREAD + 1):
            pays = self.payout(spread)
            if spread == MAX_SPREAD or self.payout(spread + 1) != pays:
                groups.append((start, spread, pays))
                start = spread + 1
        return groups

    # --- presets ------------------------------------------------------

    @classmethod
    def preset(cls, name: str) -> Rules:
        """The house rules of a named table: one of :data:`PRESET_NAMES`."""
        try:
            return _PRESETS[name]
        except KeyError:
            known = ", ".join(PRESET_NAMES)
            raise InvalidRulesError(QT_TRANSLATE_NOOP("Refusal", "There is no table called %1; the tables are %2."),
                                    "table_unknown", name=repr(name), known=known) from None


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


_EIGHT_DECK_TIERS = (
    LimitTier(100, 10_000),
    LimitTier(200, 20_000),
    LimitTier(1_000, 50_000),
    LimitTier(5_000, 50_000),
    LimitTier(10_000, 200_000),
)

_PRESETS: dict[str, Rules] = {
    "atlantic-city": Rules(),
    "eight-deck": Rules(
        name="eight-deck",
        title="Eight Deck",
        decks=8,
        shuffle=ShufflePolicy.EVERY_HAND,
        minimum=_EIGHT_DECK_TIERS[0].minimum,
        maximum=_EIGHT_DECK_TIERS[0].maximum,
        chips=(10, 50, 100, 250, 500, 1_000, 10_000),
        default_chip=1_000,
        tiers=_EIGHT_DECK_TIERS,
        starting_bankroll=100_000,
    ),
    "six-deck-shoe": Rules(
        name="six-deck-shoe",
        title="Six Deck Shoe",
        decks=6,
        shuffle=ShufflePolicy.CUT_CARD,
        penetration_percent=75,
        raise_policy=RaisePolicy.UP_TO,
        minimum=10,
        maximum=500,
        chips=(1, 5, 25, 100),
        default_chip=5,
        starting_bankroll=2_000,
    ),
}

#: The names :meth:`Rules.preset` knows, in menu order.
PRESET_NAMES: tuple[str, ...] = tuple(_PRESETS)
