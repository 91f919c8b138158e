"""What a screen reader is told about the table: the felt's things by name, the stake, and the whole state.

The dealer's own lines are the narrator's; these are the words for what the eye
reads off the felt and the console ("Queen of spades", "Red dog on spread 4,
pays 1 to 1", "Stake 30 credits"), and the table read out in one go on demand.
"""

from __future__ import annotations

from collections.abc import Sequence

from reddog_qt.app.texts.felt_texts import card_name
from reddog_qt.app.texts.language import credits, fill, percent, translate
from reddog_qt.app.widgets import plural
from reddog_qt.engine import Card, Rules
from reddog_qt.engine.rules import MAX_SPREAD


def capital(text: str) -> str:
    """``text`` with its first letter in capitals, as a sentence starts."""
    return text[:1].upper() + text[1:]


def card_on_felt(card: Card, face_up: bool) -> str:
    """A card on the felt: "Queen of spades", or "A card, face down" while it turns."""
    if not face_up:
        return translate("Reader", "A card, face down")
    return capital(card_name(card))


def red_dog(text: str, spread: int | None, rules: Rules) -> str:
    """Where the red dog is: on "Spread 4, pays 1 to 1", on a pair, or at rest."""
    if spread is not None:
        return fill(translate("Reader", "Red dog on spread %1, pays %2 to 1"), spread, credits(rules.payout(spread)))
    if text:
        return fill(translate("Reader", "Red dog: %1", "the red dog marker and what it marks"), text)
    return translate("Reader", "Red dog, at rest")


def pay_table(rules: Rules) -> str:
    """The table's pays, as printed on the felt: "Pays: spread 1, 5 to 1; ...; spreads 4 to 11, 1 to 1; three of a
    kind, 11 to 1" (neighbouring spreads that pay the same are said together)."""
    runs: list[list[int]] = []
    for spread in range(1, MAX_SPREAD + 1):
        if runs and rules.payout(runs[-1][-1]) == rules.payout(spread):
            runs[-1].append(spread)
        else:
            runs.append([spread])
    parts = [fill(translate("Reader", "spread %1, %2 to 1"), run[0], credits(rules.payout(run[0]))) if len(run) == 1
             else fill(translate("Reader", "spreads %1 to %2, %3 to 1"), run[0], run[-1], credits(rules.payout(run[0])))
             for run in runs]
    parts.append(fill(translate("Reader", "three of a kind, %1 to 1"), credits(rules.trips_pays)))
    return fill(translate("Reader", "Pays: %1"), "; ".join(parts))


def shoe(gauge_text: str) -> str:
    """The shoe and its depth: "Shoe: 280 cards left, cut card at 75%"."""
    return fill(translate("Reader", "Shoe: %1"), gauge_text)


def stake(total: int) -> str:
    """The bet: "Stake 30 credits." or "No chips on the bet."."""
    if not total:
        return translate("Reader", "No chips on the bet.")
    return plural(translate("Reader", "Stake %Ln credit(s).", None, total), total)


def cut_made(cut_position: int, size: int) -> str:
    """The cut, said once it is made: where the cut card sits in the shoe."""
    return fill(translate("Reader", "The cards are cut: the cut card is at %1 of the shoe."),
                percent(round(100 * cut_position / max(size, 1)) / 100, 0))


def state(cards: Sequence[str], spread_line: str, stake_line: str, raised: int, balance_line: str,
          next_step: str) -> str:
    """The whole table in one go: cards, spread and pay, stake, raise, balance, what can be done now."""
    parts: list[str] = []
    if cards:
        parts.append(fill(translate("Reader", "Cards: %1."), ", ".join(cards)))
    else:
        parts.append(translate("Reader", "No cards on the table."))
    if spread_line:
        parts.append(spread_line + ".")
    parts.append(stake_line)
    if raised:
        parts.append(plural(translate("Reader", "Raised %Ln credit(s).", None, raised), raised))
    parts.append(balance_line)
    if next_step:
        parts.append(next_step)
    return " ".join(parts)


def balance(amount: int, practice: bool) -> str:
    """The balance as said: "Balance 1,000 credits." (or the practice bankroll)."""
    if practice:
        return plural(translate("Reader", "Practice balance %Ln credit(s).", None, amount), amount)
    return plural(translate("Reader", "Balance %Ln credit(s).", None, amount), amount)


__all__ = ["balance", "capital", "card_on_felt", "cut_made", "pay_table", "red_dog", "shoe", "stake", "state"]
