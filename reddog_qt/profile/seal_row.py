"""The check of a hand row's sealed-shuffle columns: the seal and seed, the player seed, the links, the chain.

Only their form is checked here: whether a seed opens its seal and deals the cards, whether the links and the
chain hold, is the verifier's to judge (:mod:`reddog_qt.engine.seal_verdict`, :mod:`reddog_qt.fair_links`).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import TypeGuard

from reddog_qt.engine import PayTable, Rules
from reddog_qt.engine.errors import PlayerSeedError
from reddog_qt.engine.sealed import player_seed_text
from reddog_qt.profile.values import MAX_TEXT, RowProblem, refuse_if, within

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
    seal, seed, decks, positions, finish_seal, finish_seed = (stored[name] for name in (
        "seal", "seed", "decks", "positions", "finish_seal", "finish_seed"))
    # Format 5's columns first: the player seed and shuffle numbers, the links, the table's rules, the chain.
    player, number, next_seal, finish_number, finish_next, pays, raises, chain, new_run = (stored[name] for name in (
        "player_seed", "shuffle_number", "next_seal", "finish_shuffle_number", "finish_next_seal", "pay_table",
        "raise_rule", "chain", "new_run"))
    try:  # a player seed is stored trimmed and normalised
        refuse_if(player is not None and not (isinstance(player, str) and player_seed_text(player) == player),
                  "its player seed is not one")
    except PlayerSeedError:
        raise RowProblem("its player seed is not one") from None
    refuse_if((number is None) != (player is None) or (number is not None and not within(number, 1, _LARGEST_NUMBER)),
              "its shuffle number does not go with its player seed")
    refuse_if((next_seal is None) != (number is None) or (next_seal is not None and not hex64(next_seal)),
              "its next fingerprint is not one")
    refuse_if((finish_next is None) != (finish_number is None)
              or (finish_number is not None and not (within(finish_number, 1, _LARGEST_NUMBER) and hex64(finish_next))),
              "its finishing shuffle's link is not one")
    refuse_if(not (_readable(pays, PayTable.from_text) and _readable(raises, _ANY_TABLE.with_raise_rule)),
              "its pay table or raise rule cannot be read")
    refuse_if(chain is not None and (is_open or not hex64(chain)), "its chain value is not one")
    refuse_if(new_run is not None and (new_run != 1 or type(new_run) is not int or number is None),
              "its mark of a new run is not one")
    if seal is None:
        refuse_if(any(value is not None for value in (seed, decks, positions, finish_seal, finish_seed)),
                  "its seal is missing")
        refuse_if(number is not None, "its shuffle number has no seal")
        return
    refuse_if(not hex64(seal), "its seal is not a fingerprint")
    refuse_if(seed is not None and not (seed == ABANDONED or hex64(seed)), "its seed is not a seed")
    if not within(decks, 1, 8):
        raise RowProblem("its shoe's decks are out of range")
    if not isinstance(positions, str) or len(positions) > MAX_TEXT:
        raise RowProblem("its card positions are not text")
    numbers = positions.split()
    refuse_if(len(numbers) != (2 if finished or is_open else cards)
              or not all(number.isdigit() and int(number) < 52 * decks for number in numbers),
              "its card positions do not match its cards")
    refuse_if((finish_seal is None) != (finish_seed is None) or (finish_seal is not None and not finished),
              "its finishing shuffle is incomplete")
    refuse_if(finish_seal is not None and not (hex64(finish_seal) and hex64(finish_seed)),
              "its finishing shuffle is not sealed")
    refuse_if((finish_number is not None) != (number is not None and finish_seal is not None),
              "its finishing shuffle's number does not match its shuffle")


@functools.lru_cache(maxsize=64)  # a history holds a handful of tables: each text is judged once
def _readable(text: object, read: Callable[[str], object]) -> bool:
    """Whether a stored pay table or raise rule is None or text that ``read`` takes."""
    if not isinstance(text, str):
        return text is None
    try:
        read(text)
    except ValueError:
        return False
    return True
