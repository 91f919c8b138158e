"""The sealed-shuffle columns of a hand row, read and checked: the seal and seed, the player seed, the links, the chain.

:func:`seal_fields` is :func:`reddog_qt.profile.rows.read_hand_row`'s share for them: it returns the
fields of the :class:`~reddog_qt.profile.rows.HandRecord` or raises :class:`RowProblem`. Only their form
is checked here: whether a seed opens its seal and deals the cards, whether the links and the chain hold,
is the verifier's to judge (:mod:`reddog_qt.engine.seal_verdict`, :mod:`reddog_qt.fair_links`). No Qt here.
"""

from __future__ import annotations

import functools
from typing import TypedDict, TypeGuard

from reddog_qt.engine import PayTable, Rules
from reddog_qt.engine.errors import PlayerSeedError
from reddog_qt.engine.sealed import player_seed_text
from reddog_qt.profile.values import MAX_TEXT, Row, RowProblem, whole, within

#: The ``seed`` of a shuffle whose seed was lost unrevealed when the game stopped.
ABANDONED = "abandoned"
#: The columns of format 4 (sealed shuffles) and of format 5 (player seeds, links, pay tables, the chain).
SEAL_COLUMNS = ("seal", "seed", "decks", "positions", "finish_seal", "finish_seed")
FAIR_COLUMNS = ("player_seed", "shuffle_number", "next_seal", "finish_shuffle_number", "finish_next_seal",
                "pay_table", "raise_rule", "chain", "new_run")
_LARGEST_NUMBER = 2**63 - 1
_ANY_TABLE = Rules()


class SealFields(TypedDict):
    """The sealed-shuffle fields of a hand record (see :class:`~reddog_qt.profile.rows.HandRecord`)."""

    seal: str | None
    seed: str | None
    decks: int | None
    positions: tuple[int, ...]
    finish_seal: str | None
    finish_seed: str | None
    player_seed: str | None
    shuffle_number: int | None
    next_seal: str | None
    finish_shuffle_number: int | None
    finish_next_seal: str | None
    pay_table: str | None
    raise_rule: str | None
    chain: str | None
    new_run: int | None


def hex64(value: object) -> TypeGuard[str]:
    """A seed, fingerprint or chain value as stored: 64 lowercase hex digits."""
    return isinstance(value, str) and len(value) == 64 and not value.strip("0123456789abcdef")


def _stored(row: Row, name: str) -> object:
    return row[name] if name in row.keys() else None  # noqa: SIM118 (sqlite3.Row has no __contains__ on names)


def seal_fields(row: Row, cards: int, finished: bool, is_open: bool) -> SealFields:
    """The sealed-shuffle fields of a hand row with ``cards`` cards, ``finished`` after an interruption or
    ``is_open``; raises :class:`RowProblem` saying which cannot be trusted."""
    seal, seed, decks, positions, finish_seal, finish_seed = (_stored(row, name) for name in SEAL_COLUMNS)
    fields = _fair_fields(row, is_open)
    if seal is None:
        if any(value is not None for value in (seed, decks, positions, finish_seal, finish_seed)):
            raise RowProblem("its seal is missing")
        if fields["shuffle_number"] is not None:
            raise RowProblem("its shuffle number has no seal")
        return {"seal": None, "seed": None, "decks": None, "positions": (), "finish_seal": None, "finish_seed": None,
                **fields}
    if not hex64(seal):
        raise RowProblem("its seal is not a fingerprint")
    if seed is not None and not (seed == ABANDONED or hex64(seed)):
        raise RowProblem("its seed is not a seed")
    assert seed is None or isinstance(seed, str)
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
    assert finish_seal is None or isinstance(finish_seed, str)
    keyed = fields["shuffle_number"] is not None
    if (fields["finish_shuffle_number"] is not None) != (keyed and finish_seal is not None):
        raise RowProblem("its finishing shuffle's number does not match its shuffle")
    return {"seal": seal, "seed": seed, "decks": decks, "positions": tuple(int(number) for number in numbers),
            "finish_seal": finish_seal, "finish_seed": finish_seed if isinstance(finish_seed, str) else None, **fields}


class _FairFields(TypedDict):
    player_seed: str | None
    shuffle_number: int | None
    next_seal: str | None
    finish_shuffle_number: int | None
    finish_next_seal: str | None
    pay_table: str | None
    raise_rule: str | None
    chain: str | None
    new_run: int | None


@functools.lru_cache(maxsize=64)  # a history holds a handful of tables: each text is judged once
def _readable_rules(text: object, what: str) -> bool:
    try:
        if isinstance(text, str):
            _ = PayTable.from_text(text) if what == "pays" else _ANY_TABLE.with_raise_rule(text)
            return True
    except ValueError:
        pass
    return False


def _fair_fields(row: Row, is_open: bool) -> _FairFields:
    """The columns of format 5 (all None in a row recorded before)."""
    player, number, next_seal, finish_number, finish_next, pays, raises, chain, new_run = (
        _stored(row, name) for name in FAIR_COLUMNS)
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
    assert player is None or isinstance(player, str)
    assert (number is None or whole(number)) and (finish_number is None or whole(finish_number))
    return {"player_seed": player, "shuffle_number": number, "next_seal": next_seal if hex64(next_seal) else None,
            "finish_shuffle_number": finish_number, "finish_next_seal": finish_next if hex64(finish_next) else None,
            "pay_table": pays if isinstance(pays, str) else None,
            "raise_rule": raises if isinstance(raises, str) else None, "chain": chain if hex64(chain) else None,
            "new_run": 1 if new_run is not None else None}


__all__ = ["ABANDONED", "FAIR_COLUMNS", "SEAL_COLUMNS", "SealFields", "hex64", "seal_fields"]
