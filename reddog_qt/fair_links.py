"""What ties the hands of an exported history together: the chain, the links between shuffles, and each hand's
own table rules.

- :func:`chain_problems` recomputes the chain (:mod:`reddog_qt.engine.chain`) from the file's first row, which
  must start from the first value (an export always starts from the first hand), and names the first Bet ID
  where a recorded value differs: a deleted, inserted, moved or changed hand breaks it there. Every value after
  a break depends on it, so the break is one failure, and the last value is given only for an unbroken chain.
- :func:`link_problems` follows the shuffles dealt with the player's seed in Bet ID order: each shuffle's
  number must be the one after the shuffle before it, and, within a run of the game, its fingerprint the
  ``next_fingerprint`` recorded with the shuffle before it. A shuffle that begins a run (its first row says
  ``new_run``, or a finishing shuffle, always sealed at a start) is not linked into: its seed was made at the
  start (the README's "Fair deals" says exactly how).
- :func:`row_rules` reads a hand's ``pay_table`` and ``raise_rule``, so that its payout is worked out at any
  table, custom ones too.

Each takes the rows as mappings of column name to cell, in Bet ID order, and ``skip``: Bet IDs following
a missing one (that failure is named already). Standard library and the engine only, no Qt.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from reddog_qt.engine.chain import CHAIN_START, chain_line, next_chain
from reddog_qt.engine.rules import PRESET_NAMES, PayTable, Rules

#: The columns these checks read besides the verifier's own (all empty or absent in older exports).
FAIR_COLUMNS = ("slip_id", "settled_at", "player_seed", "shuffle_number", "finish_shuffle_number",
                "next_fingerprint", "finish_next_fingerprint", "pay_table", "raise_rule", "chain", "new_run")
Row = Mapping[str, str]


def _bet(row: Row) -> int:
    return int(row["bet_id"])


def chain_problems(rows: Sequence[Row], skip: set[int]) -> tuple[list[tuple[int, str]], str | None]:
    """The first break of the chain (none or one failure), and the last value recorded (None if the file has no
    chain: an older export). The chain is taken up again after a Bet ID that is missing (that hand failed already)."""
    if not any(row.get("chain") for row in rows):
        return [], None
    value = CHAIN_START
    for index, row in enumerate(rows):
        recorded = (row.get("chain") or "").strip()
        try:
            value = next_chain(value, chain_line(row))
        except ValueError:
            return [(_bet(row), "its settled_at is not a time with its UTC offset")], None
        if recorded == value:
            continue
        if _bet(row) in skip and len(recorded) == 64 and not recorded.strip("0123456789abcdef"):
            value = recorded
            continue
        where = "the first hand's" if index == 0 else f"the chain after Bet ID {_bet(rows[index - 1])} and its"
        why = (f"its chain value {recorded[:12] or '(empty)'} is not {value[:12]}, which {where} fields make: a "
               "hand before it is missing or moved, or this one was changed")
        return [(_bet(row), why)], None
    return [], value


#: A shuffle of the walk: its number, fingerprint, next fingerprint, what it is, and whether it begins a run.
_Shuffle = tuple[str, str, str, str, bool]


def _shuffles(row: Row) -> list[_Shuffle]:
    """A row's shuffles keyed with a player seed: its own (beginning a run if the row says ``new_run``), then its
    finishing shuffle if it has one (sealed at the start that finished it, so it always begins a run)."""
    found = []
    if (row.get("shuffle_number") or "").strip():
        found.append((row["shuffle_number"].strip(), (row.get("shuffle_fingerprint") or "").strip(),
                      (row.get("next_fingerprint") or "").strip(), "shuffle", bool((row.get("new_run") or "").strip())))
        if (row.get("finish_shuffle_number") or "").strip():
            found.append((row["finish_shuffle_number"].strip(), (row.get("finish_fingerprint") or "").strip(),
                          (row.get("finish_next_fingerprint") or "").strip(), "finishing shuffle", True))
    return found


def link_problems(rows: Sequence[Row], skip: set[int]) -> tuple[list[tuple[int, str]], int, int]:
    """The failures of the links between shuffles, how many links were checked, and how many shuffles after the
    walk's first began a new run (restarts: their link was not required).

    The rows of one shuffle (a shoe) must agree on its fingerprint and next fingerprint: what most of them say
    is the shuffle's, and a row that says otherwise fails alone. Only a shuffle's first row may say ``new_run``.
    """
    failures: list[tuple[int, str]] = []
    groups: list[tuple[int, list[tuple[int, str, str, str, bool]]]] = []  # number, then (Bet ID, seal, next, ...)
    for row in rows:
        for number_text, seal, next_seal, what, new_run in _shuffles(row):
            if not number_text.isascii() or not number_text.isdigit() or len(number_text) > 19:
                failures.append((_bet(row), f"its {what} number {number_text[:20]!r} is not a whole number"))
                continue
            number = int(number_text)
            if groups and groups[-1][0] == number:
                if new_run:
                    failures.append((_bet(row), f"it marks a new run in the middle of its {what} {number}"))
                groups[-1][1].append((_bet(row), seal, next_seal, what, new_run))
            else:
                groups.append((number, [(_bet(row), seal, next_seal, what, new_run)]))
    checked = restarts = 0
    before: tuple[int, str, int] | None = None  # number, next fingerprint, Bet ID
    for number, members in groups:
        sides = [(seal, next_seal) for _, seal, next_seal, _, _ in members]
        seal, next_seal = max(sides, key=sides.count)
        for bet_id, own_seal, own_next, what, _ in members:
            if (own_seal, own_next) != (seal, next_seal):
                why = f"its {what} {number} has another fingerprint or next fingerprint than the other hands of it"
                failures.append((bet_id, why))
        bet_id, what, new_run = members[0][0], members[0][3], members[0][4]
        problem = None
        if before is not None:
            if number != before[0] + 1:
                problem = f"its {what} is number {number}, but the one before (Bet ID {before[2]}) was {before[0]}"
            if new_run:
                restarts += 1
            else:
                checked += 1
                if problem is None and seal != before[1]:
                    problem = (f"its {what}'s fingerprint {seal[:12]} is not the {before[1][:12]} committed with "
                               f"the shuffle before it (Bet ID {before[2]}) before that one was revealed")
        if problem is not None and bet_id not in skip:
            failures.append((bet_id, problem))
        before = (number, next_seal, members[-1][0])
    return failures, checked, restarts


def row_rules(row: Row) -> Rules | None:
    """The pay table and raise rule a row records, as rules to work its payout out with; None if it records none
    (a hand exported before they were). ValueError saying why they cannot be read, or why they are not those of
    the preset table the row names."""
    pays, raises = (row.get("pay_table") or "").strip(), (row.get("raise_rule") or "").strip()
    if not pays and not raises:
        return None
    try:
        rules = Rules().with_pays(PayTable.from_text(pays)).with_raise_rule(raises)
    except ValueError as why:
        raise ValueError(f"its table's rules cannot be read ({why})") from None
    table = (row.get("table") or "").strip()
    if table in PRESET_NAMES:
        preset = Rules.preset(table)
        if (preset.pays, preset.raise_rule) != (rules.pays, rules.raise_rule):
            raise ValueError(f"its pay table {pays} and raise rule {raises} are not those of the {table} table")
    return rules


__all__ = ["FAIR_COLUMNS", "chain_problems", "link_problems", "row_rules"]
