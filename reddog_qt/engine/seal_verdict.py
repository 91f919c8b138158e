"""Does a recorded hand match its sealed shuffle? The one check, used wherever a seal is judged.

The verifier (``python -m reddog_qt.fairness``) judges every shuffle of an exported history with
these functions, Hand History and Replay judge one recorded hand with :func:`check_hand` and
:func:`check_finish`. A seal holds when the revealed seed's SHA-256 is the fingerprint shown
before the bet, and the seed deals the recorded cards at the recorded positions
(:mod:`reddog_qt.engine.sealed`); a hand finished after an interruption holds when its third
card is the first card of its finishing shuffle of the shoe less the two cards shown.

Each ``*_problem`` function says in a few words why something does not hold, or None if it
does. Standard library only and no import of the rest of the game beyond
:mod:`~reddog_qt.engine.sealed`: the verifier runs on a bare Python.

>>> from reddog_qt.engine.sealed import deal_order, fingerprint
>>> seed = bytes(range(32))
>>> hand = SealedHand(tuple(deal_order(seed, 1)[:3]), fingerprint(seed), seed.hex(), 1, (0, 1, 2))
>>> check_hand(hand), check_hand(SealedHand(hand.cards[::-1], hand.seal, hand.seed, 1, (0, 1, 2)))
(<SealVerdict.MATCHES: 'matches'>, <SealVerdict.DIFFERS: 'differs'>)
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from reddog_qt.engine.sealed import HEX_DIGITS, SealedOrder, fingerprint, finishing_codes, order_key, shoe_codes

#: The seed of a shuffle lost unrevealed when the game stopped.
ABANDONED = "abandoned"


def hex_problem(text: str, what: str) -> str | None:
    """Why ``text`` is not a seed or fingerprint as Red Dog writes them (64 lowercase hex digits), or None."""
    if len(text) != HEX_DIGITS or text.strip("0123456789abcdef"):
        return f"its {what} is not 64 hex digits"
    return None


def seed_problem(seal: str, seed: str) -> str | None:
    """Why the revealed ``seed`` does not open ``seal`` (the fingerprint shown before the bet), or None."""
    problem = hex_problem(seed, "seed")
    if problem is None and fingerprint(bytes.fromhex(seed)) != seal:
        problem = f"the SHA-256 of the seed is not the fingerprint {seal[:12]} shown before the bet"
    return problem


def card_problem(order: SealedOrder, shoe: Sequence[str], card: str, position: int) -> str | None:
    """Why ``card`` is not the card at ``position`` of the shuffle ``order`` of ``shoe``, or None."""
    if position >= len(shoe):
        return f"position {position} is beyond the shoe of {len(shoe)} cards"
    dealt = shoe[order.at(position)]
    return None if dealt == card else f"card {card} at position {position}, but the shuffle deals {dealt} there"


def finish_problem(decks: int, cards: Sequence[str], finish_seal: str, finish_seed: str, number: int | None = None,
                   player_seed: str | None = None) -> str | None:
    """Why the third card of a hand finished after an interruption is not the first card of its finishing
    shuffle (``finish_seed``, sealed as ``finish_seal``; keyed with shuffle ``number`` and ``player_seed`` if
    given) of the shoe less the two cards shown, or None."""
    problem = hex_problem(finish_seal, "finishing fingerprint") or hex_problem(finish_seed, "finishing seed")
    if problem is not None:
        return problem
    if len(cards) != 3:
        return "a hand finished after an interruption has three cards"
    seed = bytes.fromhex(finish_seed)
    if fingerprint(seed) != finish_seal:
        return "the SHA-256 of its finishing seed is not its finishing fingerprint"
    try:
        codes = finishing_codes(decks, cards[:2])
    except ValueError:
        return "its first two cards are not cards of its shoe"
    first = codes[SealedOrder(order_key(seed, number, player_seed), len(codes)).at(0)]
    return None if first == cards[2] else f"its third card is {cards[2]}, but the finishing shuffle deals {first}"


class SealVerdict(enum.Enum):
    """What the seal of one recorded hand says."""

    UNSEALED = "unsealed"
    """Dealt before sealed shuffles: there is nothing to check."""
    SEALED = "sealed"
    """The seed is not revealed yet (its shoe is still in play)."""
    ABANDONED = "abandoned"
    """The game stopped before the seed was revealed: the seed is gone, the shuffle cannot be checked."""
    MATCHES = "matches"
    """The seed hashes to the fingerprint and deals exactly the recorded cards."""
    DIFFERS = "differs"
    """The seed does not hash to the fingerprint, or it deals other cards than those recorded."""


@dataclass(frozen=True)
class SealedHand:
    """What one recorded hand says of the shuffle its cards came from."""

    #: The cards' codes, in the order dealt.
    cards: tuple[str, ...]
    #: The fingerprint shown before the bet; None for a hand dealt before sealed shuffles.
    seal: str | None
    #: The seed once revealed, :data:`ABANDONED`, or None while its shoe is in play.
    seed: str | None
    decks: int | None
    #: Each card's position in the shuffle (the first two only, for a hand finished after an interruption).
    positions: tuple[int, ...]
    #: A hand finished after an interruption: its finishing shuffle's fingerprint and seed.
    finish_seal: str | None = None
    finish_seed: str | None = None
    #: The player seed and shuffle numbers that keyed those shuffles (None: dealt before player seeds).
    player_seed: str | None = None
    shuffle_number: int | None = None
    finish_shuffle_number: int | None = None


def check_hand(hand: SealedHand) -> SealVerdict:
    """The verdict on ``hand``'s seal (see :class:`SealVerdict`); a third card from a finishing shuffle must
    match it too."""
    if hand.seal is None:
        return SealVerdict.UNSEALED
    if hand.seed is None:
        return SealVerdict.SEALED
    if hand.seed == ABANDONED:
        return SealVerdict.ABANDONED
    shown = hand.cards[:len(hand.positions)]
    if seed_problem(hand.seal, hand.seed) is not None or not hand.decks or not hand.positions \
            or len(shown) != len(hand.positions):
        return SealVerdict.DIFFERS
    shoe = shoe_codes(hand.decks)
    order = SealedOrder(order_key(bytes.fromhex(hand.seed), hand.shuffle_number, hand.player_seed), len(shoe))
    if any(card_problem(order, shoe, card, position) for card, position in zip(shown, hand.positions, strict=True)):
        return SealVerdict.DIFFERS
    if len(hand.cards) > len(shown) and check_finish(hand) is not SealVerdict.MATCHES:
        return SealVerdict.DIFFERS
    return SealVerdict.MATCHES


def check_finish(hand: SealedHand) -> SealVerdict:
    """The verdict on the finishing shuffle of a hand finished after an interruption (its third card).

    UNSEALED for every other hand. Its first two cards' shuffle is judged by :func:`check_hand`
    (abandoned when the game stopped before it was revealed).
    """
    if hand.finish_seal is None or not hand.decks or len(hand.cards) != 3 or len(hand.positions) != 2:
        return SealVerdict.UNSEALED
    problem = finish_problem(hand.decks, hand.cards, hand.finish_seal, hand.finish_seed or "",
                             hand.finish_shuffle_number, hand.player_seed)
    return SealVerdict.MATCHES if problem is None else SealVerdict.DIFFERS


__all__ = ["ABANDONED", "SealVerdict", "SealedHand", "card_problem", "check_finish", "check_hand", "finish_problem",
           "hex_problem", "seed_problem"]
