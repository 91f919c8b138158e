"""The chain of the hand history: one SHA-256 value that stands for every settled hand before it.

Each settled hand carries ``chain``: ``chain_k = SHA-256(chain_{k-1} || UTF-8(line_k))``, 64
lowercase hex digits, where ``chain_0`` is 32 zero bytes (:data:`CHAIN_START`) and ``line_k``
(:func:`chain_line`) is the hand's :data:`CHAIN_FIELDS` as the CSV export writes them, joined by
``"\\n"``, except ``settled_at``, which is the UTC instant ``YYYY-MM-DDTHH:MM:SSZ`` (whole seconds,
:func:`utc_instant`) so that the export's time zone does not matter. A player who notes down the
latest value can later show that no hand before it was deleted, inserted, moved or changed: any
change gives another value from that hand on. Seeds are not in the line (they are revealed later;
the fingerprint already commits to them).

The ledger computes it when a hand is settled, from the previous hand's value only
(:func:`next_chain`); the verifier (``python -m reddog_qt.fairness``) recomputes it from the
export's first row. Standard library only, no Qt.

>>> line = chain_line({"bet_id": "1000001", "settled_at": "2026-11-27T15:00:00+01:00", "net": "10"})
>>> line.split("\\n")[:3]
['1000001', '', '2026-11-27T14:00:00Z']
>>> next_chain(CHAIN_START, "a")[:16]
'41a0370c3d9f4277'
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from datetime import UTC, datetime

#: The value before the first hand: 32 zero bytes, as hex.
CHAIN_START = "0" * 64
#: The export columns a hand's chain line holds, in this order (an empty cell is the empty string).
CHAIN_FIELDS = ("bet_id", "slip_id", "settled_at", "table", "cards", "wager", "raised", "net", "balance_after",
                "decision", "shuffle_fingerprint", "player_seed", "shuffle_number", "card_positions",
                "finish_fingerprint", "finish_shuffle_number", "new_run")


def utc_instant(text: str) -> str:
    """An ISO 8601 time with its UTC offset (or ``Z``) as the UTC instant ``YYYY-MM-DDTHH:MM:SSZ``, whole
    seconds (a fraction is cut off); ValueError for a time without an offset.

    >>> utc_instant("2026-03-29T03:30:05.9+02:00"), utc_instant("2026-03-29T01:30:05Z")
    ('2026-03-29T01:30:05Z', '2026-03-29T01:30:05Z')
    """
    moment = datetime.fromisoformat(text.strip())
    if moment.tzinfo is None:
        raise ValueError(f"the time {text!r} has no UTC offset")
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def chain_line(cells: Mapping[str, str | None]) -> str:
    """The line a hand adds to the chain, from its export cells by column name (a missing one is empty).

    ValueError if ``settled_at`` is not a time with its UTC offset.
    """
    return "\n".join(utc_instant(cells.get(name) or "") if name == "settled_at" else cells.get(name) or ""
                     for name in CHAIN_FIELDS)


def next_chain(previous: str, line: str) -> str:
    """The chain value after a hand whose line is ``line``, given the value ``previous`` before it (hex).

    >>> next_chain(CHAIN_START, "a") == next_chain(CHAIN_START, "a") != next_chain(CHAIN_START, "b")
    True
    """
    return hashlib.sha256(bytes.fromhex(previous) + line.encode("utf-8")).hexdigest()


__all__ = ["CHAIN_FIELDS", "CHAIN_START", "chain_line", "next_chain", "utc_instant"]
