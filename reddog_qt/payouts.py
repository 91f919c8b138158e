"""The money of an exported hand history, checked: each hand's ``net`` from its cards and its table, and the
``balance_after`` of one hand against the next.

For a hand at a preset table (:meth:`~reddog_qt.engine.rules.Rules.preset`), :func:`worked_out_net`
works the result out again from the cards, the table's pay table and raise rule, the wager, the raise and
the decision (:func:`~reddog_qt.engine.hand.settle`, the game's own payout) and compares it with ``net``.
A custom table's pay table is not in the export, so its hands' payouts are not checked (the verifier says so).

:func:`balance_problems` follows the balance from hand to hand: the balance before a hand (its
``balance_after`` less its net) is the ``balance_after`` of the hand before it. The export does not record
new games, so a break where the balance before a hand is the starting bankroll of a preset table is taken for
a new game and listed, not failed; a break next to a hand at a custom table (whose starting bankroll is not in
the export either) is listed as not checked. A single changed ``balance_after`` is told from a break by the
hand after it: that hand goes on from the balance the changed one should have had.

Standard library and the engine only, no Qt: the verifier runs on a bare Python.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from reddog_qt.engine.cards import Card
from reddog_qt.engine.hand import HandKind, classify, settle, spread_between
from reddog_qt.engine.rules import PRESET_NAMES, RaisePolicy, Rules

#: The columns the money checks need.
MONEY_COLUMNS = ("bet_id", "table", "cards", "spread", "kind", "wager", "raised", "net", "balance_after", "decision")
#: The balances a new game at a preset table starts from.
NEW_GAME_BANKROLLS = frozenset(Rules.preset(name).starting_bankroll for name in PRESET_NAMES)
#: What the verifier says of a custom table's hands.
NOT_IN_EXPORT = "payout not checked: the table's rules are not in the export"


@dataclass(frozen=True)
class Money:
    """What one row of the export says of a hand's money."""

    bet_id: int
    table: str
    cards: tuple[str, ...]
    wager: int
    raised: int
    net: int
    balance_after: int
    decision: str
    kind: str
    spread: str


def _whole(text: str | None, what: str) -> int:
    clean = (text or "").strip()
    if not clean.lstrip("-").isdigit() or len(clean) > 20:
        raise ValueError(f"its {what} is not a whole number of credits")
    return int(clean)


def money_of(bet_id: int, row: Mapping[str, str | None]) -> Money:
    """The money fields of an export row; ValueError saying which cannot be read."""
    return Money(bet_id, (row.get("table") or "").strip(), tuple((row.get("cards") or "").split()),
                 _whole(row.get("wager"), "wager"), _whole(row.get("raised"), "raise"), _whole(row.get("net"), "net"),
                 _whole(row.get("balance_after"), "balance_after"), (row.get("decision") or "").strip(),
                 (row.get("kind") or "").strip(), (row.get("spread") or "").strip())


def preset_rules(table: str) -> Rules | None:
    """The rules of a preset table by its name, None for any other (a custom table)."""
    return Rules.preset(table) if table in PRESET_NAMES else None


def worked_out_net(hand: Money, rules: Rules) -> int:
    """What ``hand``'s cards, wager, raise and decision pay at ``rules``; ValueError saying why a hand cannot be
    so (a raise the table does not allow, a decision that does not go with the raise, cards that are none).

    >>> rules = Rules.preset("atlantic-city")
    >>> worked_out_net(Money(1, "atlantic-city", ("2c", "Jd", "7h"), 10, 10, 40, 1_040, "raise", "spread", "8"),
    ...                rules)
    20
    """
    try:
        ranks = [int(Card.from_code(code).rank) for code in hand.cards]
    except (ValueError, KeyError):
        raise ValueError(f"its cards {' '.join(hand.cards)!r} are not cards") from None
    if len(ranks) < 2:
        raise ValueError("it has fewer than two cards")
    kind = classify(ranks[0], ranks[1])
    if hand.kind and hand.kind != kind.value:
        raise ValueError(f"its kind is {hand.kind}, but {hand.cards[0]} {hand.cards[1]} make a {kind.value}")
    spread = spread_between(ranks[0], ranks[1]) if kind is HandKind.SPREAD else None
    if hand.kind and hand.spread != ("" if spread is None else str(spread)):
        raise ValueError(f"its spread is {hand.spread or 'empty'}, but {hand.cards[0]} {hand.cards[1]} make "
                         f"{spread or 'none'}")
    decided = {"raise": hand.raised > 0, "stand": hand.raised == 0 and kind is HandKind.SPREAD,
               "none": hand.raised == 0 and kind is not HandKind.SPREAD, "": True}.get(hand.decision)
    if not decided:
        raise ValueError(f"its decision {hand.decision or 'none'!r} does not go with a raise of {hand.raised:,}")
    most = rules.max_raise(hand.wager)
    if hand.raised and rules.raise_policy is RaisePolicy.EQUAL and hand.raised != most:
        raise ValueError(f"its raise of {hand.raised:,} is not the {most:,} this table's raise must be")
    if hand.raised > most:
        raise ValueError(f"its raise of {hand.raised:,} is more than the {most:,} this table allows")
    try:
        return settle(rules, ranks, hand.wager, hand.raised)
    except ValueError as why:
        raise ValueError(f"its result cannot be worked out ({why})") from None


def net_problem(hand: Money, paid: int) -> str | None:
    """Why ``hand``'s recorded net is not ``paid`` (what it was worked out to pay), or None."""
    if paid == hand.net:
        return None
    return (f"its net is {hand.net:,}, but {' '.join(hand.cards)} with a wager of {hand.wager:,} and a raise of "
            f"{hand.raised:,} pay {paid:,} at this table")


@dataclass
class BalanceFindings:
    """What following the balance found: failures by Bet ID, and breaks listed without failing."""

    failures: list[tuple[int, str]]
    notes: list[str]
    checked: int = 0


def balance_problems(hands: Sequence[Money], nets: Mapping[int, int], skip: set[int]) -> BalanceFindings:
    """Follow the balance through ``hands`` (in Bet ID order; see the module docstring).

    ``nets`` holds the worked-out net of each hand whose payout was checked (the recorded one is used for
    the others); a hand in ``skip`` has failed already, follows a missing hand, or is the other half of a
    swapped pair: a break at it or at the hand after it is taken as it is, not failed again (one tampered row
    is one failure, not several).
    """
    found = BalanceFindings([], [])
    previous: Money | None = None
    balance: int | None = None
    for index, hand in enumerate(hands):
        net = nets.get(hand.bet_id, hand.net)
        before = hand.balance_after - net
        if previous is None or balance is None or before == balance:
            found.checked += balance is not None
            previous, balance = hand, hand.balance_after
            continue
        after = hands[index + 1] if index + 1 < len(hands) else None
        # The next hand goes on from the balance this one should have left: only its balance_after changed.
        follows = after is not None and after.balance_after - nets.get(after.bet_id, after.net) == balance + net
        if any(previous.bet_id <= bet_id <= hand.bet_id for bet_id in skip):
            pass  # a break next to a hand that failed already (or follows a missing one) is that failure's
        elif follows:
            why = (f"its balance_after is {hand.balance_after:,}, but the balance after Bet ID {previous.bet_id} "
                   f"({balance:,}) and its net ({net:,}) make {balance + net:,}")
            found.failures.append((hand.bet_id, why))
        elif preset_rules(hand.table) is None or preset_rules(previous.table) is None:
            found.notes.append(f"balance not checked from Bet ID {previous.bet_id} to {hand.bet_id}: it went from "
                               f"{balance:,} to {before:,}, which a new game at a custom table could do (the export "
                               "does not record new games, nor a custom table's starting bankroll)")
        elif before in NEW_GAME_BANKROLLS:
            found.notes.append(f"a new game before Bet ID {hand.bet_id}: the balance went from {balance:,} to the "
                               f"starting bankroll {before:,}")
        else:
            why = f"the balance before it was {before:,}, but Bet ID {previous.bet_id} left {balance:,}"
            found.failures.append((hand.bet_id, why))
        balance = balance + net if follows else hand.balance_after
        previous = hand
    return found


__all__ = ["MONEY_COLUMNS", "NEW_GAME_BANKROLLS", "NOT_IN_EXPORT", "BalanceFindings", "Money", "balance_problems",
           "money_of", "net_problem", "preset_rules", "worked_out_net"]
