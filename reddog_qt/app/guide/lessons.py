"""What the game teaches: the exact value of a raise at this table, and the first-game guide's words.

The figures are the engine's (:func:`~reddog_qt.engine.odds.decision`), never written down here:
a raise's worth moves with the pay table, the number of decks and the cards already dealt from a
shoe, so each table (a custom one too) and each hand gets its own.

>>> from reddog_qt.engine import Rules
>>> advice = raise_advice(Rules.preset("atlantic-city"))
>>> advice.threshold, advice.gain(7), advice.gain(6)
(7, Fraction(3, 25), Fraction(-1, 25))
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from fractions import Fraction

from reddog_qt.app.texts.felt_texts import card_name
from reddog_qt.app.texts.language import capital, credits, decimal, fill, percent, translate
from reddog_qt.app.texts.rules_texts import pay_table_rows
from reddog_qt.app.widgets import plural
from reddog_qt.engine import Hand, HandKind, Rules, ShufflePolicy
from reddog_qt.engine.odds import decision, fresh_counts, raise_spreads
from reddog_qt.engine.rules import MAX_SPREAD


def fresh_raise_gain(rules: Rules, spread: int) -> Fraction:
    """What raising the most adds, per credit of the wager, on ``spread`` dealt from a fresh shoe.

    On a fresh shoe only the spread counts: the two cards showing are never inside ranks.

    >>> from reddog_qt.engine import Rules
    >>> fresh_raise_gain(Rules.preset("eight-deck"), 7)
    Fraction(17, 207)
    """
    low, high = 2, 2 + spread + 1
    counts = fresh_counts(rules.decks)
    counts[low] -= 1
    counts[high] -= 1
    odds = decision(rules, counts, low, high)
    return odds.ev_raise - odds.ev_stand


@dataclass(frozen=True)
class RaiseAdvice:
    """When raising pays at one table, on a fresh shoe: the spreads, and what a raise adds on each."""

    #: The spreads at which raising the most has a positive expectation.
    spreads: frozenset[int]
    #: What raising the most adds per credit of the wager, spread 1..11 (negative: what it costs).
    gains: tuple[Fraction, ...]

    @property
    def threshold(self) -> int:
        """The smallest spread worth a raise."""
        return min(self.spreads)

    def gain(self, spread: int) -> Fraction:
        """What raising the most adds on ``spread``, per credit of the wager."""
        return self.gains[spread - 1]


def raise_advice(rules: Rules) -> RaiseAdvice:
    """The raise advice of ``rules`` (see :class:`RaiseAdvice`)."""
    return RaiseAdvice(raise_spreads(rules), tuple(fresh_raise_gain(rules, s) for s in range(1, MAX_SPREAD + 1)))


@dataclass(frozen=True)
class HandAdvice:
    """The exact worth of raising on the hand showing, from the cards not yet seen."""

    #: The largest raise the rules allow on this wager.
    raise_amount: int
    #: What that raise adds, in credits on average (negative: what it costs).
    gain: Fraction
    #: True when raising is the better play.
    should_raise: bool


def hand_advice(rules: Rules, unseen: dict[int, int], hand: Hand) -> HandAdvice:
    """How raising the most on ``hand`` (a spread) pays with ``unseen`` cards left (the shoe as it stands)."""
    first, second = hand.ranks[:2]
    odds = decision(rules, unseen, first, second, hand.wager)
    return HandAdvice(odds.raise_amount, odds.ev_raise - odds.ev_stand, odds.should_raise)


def share(value: Fraction) -> str:
    """A part of the bet as a percentage, e.g. "12.0%" (the sign is the sentence's)."""
    return percent(abs(float(value)), 1)


def signed_credits(value: Fraction) -> str:
    """An average in credits, to the cent, with its sign: "+1.20", "-0.40"."""
    number = decimal(float(value), 2)
    return number if number.startswith("-") else "+" + number


# --- the words -----------------------------------------------------------------------


def where_dealt(rules: Rules) -> str:
    """The shoe the figures are for: "On one deck" / "On a fresh shoe of 6 decks"."""
    if rules.shuffle is ShufflePolicy.EVERY_HAND:
        if rules.decks == 1:
            return translate("Guide", "On one deck")
        return fill(translate("Guide", "On %1 decks"), credits(rules.decks))
    return fill(translate("Guide", "On a fresh shoe of %1 decks"), credits(rules.decks))


def spreads_said(spreads: frozenset[int]) -> str:
    """The spreads worth a raise: "7 and up", or a list where a pay table makes them uneven."""
    ordered = sorted(spreads)
    if ordered == list(range(ordered[0], MAX_SPREAD + 1)):
        return fill(translate("Guide", "%1 and up"), credits(ordered[0]))
    return ", ".join(credits(spread) for spread in ordered)


def raise_rule(rules: Rules, advice: RaiseAdvice) -> str:
    """The table's raise advice with its figures: "On one deck, raise on a spread of 7 and up: ..."."""
    top = advice.threshold
    text = fill(translate("Guide", "%1, raise on a spread of %2: raising on %3 adds %4 of your bet on average"),
                where_dealt(rules), spreads_said(advice.spreads), credits(top), share(advice.gain(top)))
    below = top - 1
    if below >= 1 and advice.gain(below) < 0:
        text += fill(translate("Guide", "; on %1 it costs %2"), credits(below), share(advice.gain(below)))
    return text + "."


def shoe_note(rules: Rules) -> str:
    """Why a hand's own figure can differ from the table's: the cards already dealt."""
    if rules.shuffle is ShufflePolicy.EVERY_HAND:
        return ""
    return translate("Guide", "As the shoe is dealt the figures move; the hand's own figure counts.")


def hand_said(advice: HandAdvice) -> str:
    """This hand's figure and the play it asks for."""
    if advice.gain >= 0:
        text = fill(translate("Guide", "This hand: raising %1 adds %2 credits on average."),
                    credits(advice.raise_amount), signed_credits(advice.gain))
    else:
        text = fill(translate("Guide", "This hand: raising %1 costs %2 credits on average."),
                    credits(advice.raise_amount), decimal(float(-advice.gain), 2))
    verdict = (translate("Guide", "Raise (+ key).") if advice.should_raise
               else translate("Guide", "Stand (Enter)."))
    return f"{text} {verdict}"


def pays_said(rules: Rules) -> str:
    """The table's spread payouts in one line: "Spread 1 5:1, spread 2 4:1, ...". """
    rows = pay_table_rows(rules)
    spreads = [f"{hand} {pays}" for hand, pays in rows[:len(rules.pay_groups())]]
    return ", ".join(spreads)


class Step(enum.Enum):
    """A step of the first-game guide, in the order a first hand meets them."""

    CHIPS = "chips"
    """Pointing at the chip stacks: how to bet."""
    BET_SPOT = "bet_spot"
    """Pointing at the bet spot: the chips placed, the table's limits."""
    DEAL = "deal"
    """Pointing at Deal."""
    SPREAD = "spread"
    """The first spread: what it is and what each spread pays."""
    RAISE = "raise"
    """Whether to raise, with the table's and the hand's exact figures."""
    NO_SPREAD = "no_spread"
    """The first hand was a pair or consecutive: what happened; raising waits for a spread."""
    RESULT = "result"
    """The third card decided: the end of the walk."""


def step_title(step: Step) -> str:
    """The step's heading on the panel."""
    titles = {
        Step.CHIPS: translate("Guide", "First game: the chips"),
        Step.BET_SPOT: translate("Guide", "The bet"),
        Step.DEAL: translate("Guide", "Deal"),
        Step.SPREAD: translate("Guide", "The spread"),
        Step.RAISE: translate("Guide", "Raise or stand?"),
        Step.NO_SPREAD: translate("Guide", "No spread this time"),
        Step.RESULT: translate("Guide", "The result"),
    }
    return titles[step]


def chips_step() -> str:
    return translate("Guide", "Welcome to Red Dog! Bet first: click a chip stack to put a chip on the bet "
                              "(right-click takes one off), or press the Up arrow.")


def cut_first() -> str:
    return translate("Guide", "A new shoe: cut it first (drag the red cut card, or press Enter for a random cut).")


def bet_spot_step(rules: Rules, keys: bool = False) -> str:
    """The chips placed and the table's limits; ``keys``: told with the keys, for a player using them."""
    most = rules.maximum
    if keys:
        said = translate("Guide", "Your chips lie on the bet spot. Press Up to add a credit to the bet (Shift+Up adds "
                                  "10), Down to take one off; Delete clears the bet. This table takes bets from %1 "
                                  "to %Ln credit(s).", None, most)
    else:
        said = translate("Guide", "Your chips lie on the bet spot. Click the spot to add the chip you picked; Delete "
                                  "clears the bet. This table takes bets from %1 to %Ln credit(s).", None, most)
    return fill(plural(said, most), credits(rules.minimum))


def deal_step() -> str:
    return translate("Guide", "Now press Deal (or Enter): the dealer turns two cards.")


def spread_step(rules: Rules, hand: Hand) -> str:
    """The first spread: the cards, the spread, what it pays and the whole pay table."""
    spread = hand.spread or 0
    cards = capital(fill(translate("Guide", "%1 and %2"), card_name(hand.cards[0]), card_name(hand.cards[1])))
    return fill(translate("Guide", "%1: a spread of %2, the ranks strictly between them. A third card inside wins "
                                   "%3 to 1; equal or outside loses. This table pays: %4. Next (Alt+N): raise or "
                                   "stand?"),
                cards, credits(spread), credits(rules.payout(spread)), pays_said(rules))


def raise_step(rules: Rules, advice: RaiseAdvice, hand: HandAdvice) -> str:
    """Whether to raise: the table's rule with its figures, then this hand's."""
    parts = [raise_rule(rules, advice)]
    note = shoe_note(rules)
    if note:
        parts.append(note)
    parts.append(hand_said(hand))
    return " ".join(parts)


def pair_step(rules: Rules) -> str:
    return fill(translate("Guide", "A pair: the third card comes at once. Three of a kind pays %1 to 1, anything "
                                   "else is a push. Deal again: raising is explained at your first spread."),
                credits(rules.trips_pays))


def consecutive_step() -> str:
    return translate("Guide", "Consecutive cards: a push, your bet comes back. Deal again: raising is explained "
                              "at your first spread.")


def result_step() -> str:
    return translate("Guide", "The third card decided. That is all of Red Dog: bet, deal, then raise only on a "
                              "wide spread. Help > How to Play has the rules, the pay table and the keys.")


def no_spread_step(rules: Rules, hand: Hand) -> str:
    """A first hand without a spread: a pair or consecutive cards."""
    return pair_step(rules) if hand.kind is HandKind.PAIR else consecutive_step()


__all__ = ["HandAdvice", "RaiseAdvice", "Step", "fresh_raise_gain", "hand_advice", "raise_advice", "raise_rule",
           "raise_step", "step_title"]
