"""Does a recorded hand match its sealed shuffle? The history's and the replay's check of one hand.

The check is the verifier's (:mod:`reddog_qt.fairness`) for a single hand: the revealed seed's
SHA-256 is the fingerprint shown before the bet, and the seed deals the recorded cards at the
recorded positions (a hand finished after an interruption: its first two cards from the shuffle,
its third from the finishing shuffle of the shoe less those two).
"""

from __future__ import annotations

import enum

from reddog_qt.engine import sealed
from reddog_qt.profile.rows import HandRecord


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


def check_hand(record: HandRecord) -> SealVerdict:
    """The verdict on ``record``'s seal (see :class:`SealVerdict`)."""
    state = record.seal_state
    if state != "revealed":
        return SealVerdict(state)
    try:
        seed = sealed.seed_from_hex(record.seed or "")
    except ValueError:
        return SealVerdict.DIFFERS
    if sealed.fingerprint(seed) != record.seal or not record.decks:
        return SealVerdict.DIFFERS
    codes = [card.code for card in record.cards]
    shown = codes[:len(record.positions)]
    if len(record.positions) != len(shown) or not record.positions:
        return SealVerdict.DIFFERS
    order = sealed.SealedOrder(seed, 52 * record.decks)
    full = sealed.shoe_codes(record.decks)
    if any(position >= order.size or full[order.at(position)] != code
           for position, code in zip(record.positions, shown, strict=True)):
        return SealVerdict.DIFFERS
    if len(codes) > len(shown) and check_finish(record) is not SealVerdict.MATCHES:
        return SealVerdict.DIFFERS
    return SealVerdict.MATCHES


def check_finish(record: HandRecord) -> SealVerdict:
    """The verdict on the finishing shuffle of a hand finished after an interruption (its third card).

    UNSEALED for every other hand. Its first two cards' shuffle is judged by :func:`check_hand`
    (abandoned when the game stopped before it was revealed).
    """
    codes = [card.code for card in record.cards]
    if record.finish_seal is None or not record.decks or len(codes) != 3 or len(record.positions) != 2:
        return SealVerdict.UNSEALED
    try:
        finish = sealed.seed_from_hex(record.finish_seed or "")
    except ValueError:
        return SealVerdict.DIFFERS
    try:
        rest = sealed.finishing_codes(record.decks, codes[:2])
    except ValueError:  # a card shown that the shoe does not hold
        return SealVerdict.DIFFERS
    if sealed.fingerprint(finish) != record.finish_seal:
        return SealVerdict.DIFFERS
    third = rest[sealed.SealedOrder(finish, len(rest)).at(0)]
    return SealVerdict.MATCHES if third == codes[2] else SealVerdict.DIFFERS


__all__ = ["SealVerdict", "check_finish", "check_hand"]
