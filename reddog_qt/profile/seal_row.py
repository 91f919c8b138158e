"""The check of a hand row's sealed-shuffle columns: the seal and seed, the player seed, the links, the chain.

Only their form is checked here (:func:`check_seal_columns`, a share of
:func:`reddog_qt.profile.rows.read_hand_row`): whether a seed opens its seal and deals the cards, whether the
links and the chain hold, is the verifier's to judge (:mod:`reddog_qt.engine.seal_verdict`,
:mod:`reddog_qt.fair_links`). No Qt here.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import TypeGuard

from reddog_qt.engine import PayTable, Rules
from reddog_qt.engine.errors import PlayerSeedError
from reddog_qt.engine.sealed import player_seed_text
from reddog_qt.profile.values import MAX_TEXT, RowProblem, whole, within

#: The ``seed`` of a shuffle whose seed was lost unrevealed when the game stopped.
ABANDONED = "abandoned"
_LARGEST_NUMBER = 2**63 - 1
_ANY_TABLE = Rules()


def hex64(value: object) -> TypeGuard[str]:
    """A seed, fingerprint or chain value as stored: 64 lowercase hex digits."""
    return isinstance(value, str) and len(value) == 64 and not value.strip("0123456789abcdef")


def check_seal_columns(stored: Mapping[str, object], cards: int, finished: bool, is_open: bool) -> None:
    """Raise :class:`RowProblem` if a sealed-shuffle column of a hand row with ``cards`` cards, ``finished`` after
    an interruption or ``is_open``, cannot be trusted (a column of format 4 or 5 is None in a row made before)."""
    _check_fair_columns(stored, is_open)
    seal, seed, decks, positions, finish_seal, finish_seed = (stored[name] for name in (
        "seal", "seed", "decks", "positions", "finish_seal", "finish_seed"))
    if seal is None:
        if any(value is not None for value in (seed, decks, positions, finish_seal, finish_seed)):
            raise RowProblem("its seal is missing")
        if stored["shuffle_number"] is not None:
            raise RowProblem("its shuffle number has no seal")
        return
    if not hex64(seal):
        raise RowProblem("its seal is not a fingerprint")
    if seed is not None and not (seed == ABANDONED or hex64(seed)):
        raise RowProblem("its seed is not a seed")
    if not within(decks, 1, 8):
        raise RowProblem("its shoe's decks are out of range")
    assert whole(decks)
    if not isinstance(positions, str) or len(positions) > MAX_TEXT:
        raise RowProblem("its card positions are not text")
    numbers = positions.split()
    if len(numbers) != (2 if finished or is_open else cards) \
            or not all(number.isdigit() and int(number) < 52 * decks for number in numbers):
        raise RowProblem("its card positions do not match its cards")
    if (finish_seal is None) != (finish_seed is None) or (finish_seal is not None and not finished):
        raise RowProblem("its finishing shuffle is incomplete")
    if finish_seal is not None and not (hex64(finish_seal) and hex64(finish_seed)):
        raise RowProblem("its finishing shuffle is not sealed")
    if (stored["finish_shuffle_number"] is not None) != (stored["shuffle_number"] is not None
                                                         and finish_seal is not None):
        raise RowProblem("its finishing shuffle's number does not match its shuffle")


@functools.lru_cache(maxsize=64)  # a history holds a handful of tables: each text is judged once
def _readable_rules(text: object, what: str) -> bool:
    try:
        if isinstance(text, str):
            _ = PayTable.from_text(text) if what == "pays" else _ANY_TABLE.with_raise_rule(text)
            return True
    except ValueError:
        pass
    return False


def _check_fair_columns(stored: Mapping[str, object], is_open: bool) -> None:
    """The columns of format 5: the player seed and shuffle numbers, the links, the table's rules, the chain."""
    player, number, next_seal, finish_number, finish_next, pays, raises, chain, new_run = (stored[name] for name in (
        "player_seed", "shuffle_number", "next_seal", "finish_shuffle_number", "finish_next_seal", "pay_table",
        "raise_rule", "chain", "new_run"))
    if player is not None:
        try:
            if not isinstance(player, str) or player_seed_text(player) != player:
                raise RowProblem("its player seed is not one")
        except PlayerSeedError:
            raise RowProblem("its player seed is not one") from None
    if (number is None) != (player is None) or (number is not None and not within(number, 1, _LARGEST_NUMBER)):
        raise RowProblem("its shuffle number does not go with its player seed")
    if (next_seal is None) != (number is None) or (next_seal is not None and not hex64(next_seal)):
        raise RowProblem("its next fingerprint is not one")
    if (finish_next is None) != (finish_number is None) \
            or (finish_number is not None and not (within(finish_number, 1, _LARGEST_NUMBER) and hex64(finish_next))):
        raise RowProblem("its finishing shuffle's link is not one")
    if not (pays is None or _readable_rules(pays, "pays")) or not (raises is None or _readable_rules(raises, "raise")):
        raise RowProblem("its pay table or raise rule cannot be read")
    if chain is not None and (is_open or not hex64(chain)):
        raise RowProblem("its chain value is not one")
    if new_run is not None and (new_run != 1 or type(new_run) is not int or number is None):
        raise RowProblem("its mark of a new run is not one")
