"""A session killed (SIGKILL) before any SQL statement never loses a credit or opens a seal early.

The session (:data:`kill_points.PLAYED`) plays sealed hands at a table that reshuffles every hand
(each settled hand reveals its shuffle's seed in its own transaction) and at the six-deck shoe
table, then leaves the shoe (its seed revealed by ``shuffle_revealed``). Each run copies a fresh
profile, plays in a fresh Python killed just before its N-th SQL statement, and checks the files as
the kill left them and after the next start has recovered them:

- a hand recorded as settled has its shuffle's seed with it (the reveal is in the hand's
  transaction), and every hand of a shuffle holds the same seed;
- no seed the ledger has not revealed is in any file of the profile folder (hex or raw);
- after the restart: no credit lost or doubled, every Bet ID once and each settled hand as the
  unkilled run played it, every revealed seed verifies (the history exported and checked by the
  verifier), and a shuffle the kill left unrevealed is marked abandoned, its interrupted hand
  finished from a shuffle revealed at once.
"""

from __future__ import annotations

import random
import re
import shutil
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import pytest
from kill_points import PLAYED, play_statements, run_play_killed

from reddog_qt import fairness
from reddog_qt.engine import Rules
from reddog_qt.engine.rules import ShufflePolicy
from reddog_qt.engine.seal_verdict import SealVerdict, check_finish, check_hand
from reddog_qt.engine.sealed import fingerprint, practice_seed
from reddog_qt.profile import open_profile
from reddog_qt.profile.rows import HandRecord, HandStatus
from reddog_qt.record.history_csv import export_history
from reddog_qt.record.history_query import sealed_hand

NOW = datetime(2026, 11, 18, 17, 0, tzinfo=UTC)
HEX_RUN = re.compile(rb"[0-9a-fA-F]{64}")
#: Every seed the session can seal, by fingerprint (numbered deals: their seeds are known here).
SEEDS = {fingerprint(seed): seed for _table, deal, hands in PLAYED
         for seed in (practice_seed(deal, shuffle) for shuffle in range(1, hands + 2))}
EVERY_HAND = {table for table, _deal, _hands in PLAYED
              if Rules.preset(table).shuffle is ShufflePolicy.EVERY_HAND}


@dataclass
class Played:
    """A fresh profile, the statements of the session played on it, and the hands it records unkilled."""

    fresh: Path
    statements: list[str]
    hands: list[HandRecord]
    balance: int


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Played:
    root = tmp_path_factory.mktemp("sealed-session")
    fresh = root / "fresh"
    profile = open_profile(fresh, clock=lambda: NOW, lock=False)
    balance = profile.ledger.balance
    profile.close()
    reference = root / "reference"
    shutil.copytree(fresh, reference)
    statements = play_statements(reference, NOW.isoformat())
    profile = open_profile(reference, clock=lambda: NOW, lock=False)
    try:
        hands = profile.ledger.history(None)
    finally:
        profile.close()
    # The session is worth killing: spread hands (opened, then settled and revealed) at both tables, and all revealed.
    assert {hand.rules_name for hand in hands if hand.decision is not None} == {table for table, _d, _h in PLAYED}
    assert all(check_hand(sealed_hand(hand)) is SealVerdict.MATCHES for hand in hands)
    return Played(fresh, statements, sorted(hands, key=lambda hand: hand.bet_id), balance)


def unrevealed_seeds_on_disk(folder: Path) -> list[str]:
    """Files of ``folder`` holding a seed its ledger has not revealed (as text in either case, or raw)."""
    conn = sqlite3.connect(f"file:{folder / 'ledger.sqlite3'}?mode=ro", uri=True)
    try:
        revealed = {(seal, seed) for seal, seed in conn.execute("SELECT seal, seed FROM hands WHERE seal IS NOT NULL")}
    finally:
        conn.close()
    hidden = {seed for seal, seed in SEEDS.items() if (seal, seed.hex()) not in revealed}
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file():
            data = path.read_bytes()
            texts = {match.decode().lower() for match in HEX_RUN.findall(data)}
            found += [f"{path.name}: {seed.hex()[:12]}" for seed in hidden if seed.hex() in texts or seed in data]
    return found


def check_as_killed(folder: Path) -> None:
    """The files as the kill left them: each settled hand's seal opened with it, one seed per shuffle, none early."""
    conn = sqlite3.connect(f"file:{folder / 'ledger.sqlite3'}?mode=ro", uri=True)
    try:
        rows = conn.execute("SELECT bet_id, status, rules_name, seal, seed FROM hands").fetchall()
    finally:
        conn.close()
    seeds: dict[str, set[str | None]] = {}
    for bet_id, status, table, seal, seed in rows:
        seeds.setdefault(seal, set()).add(seed)
        if table in EVERY_HAND and status == HandStatus.SETTLED.value:
            assert seed == SEEDS[seal].hex(), f"Bet ID {bet_id} settled without its seed"
    assert all(len(held) == 1 for held in seeds.values()), seeds
    assert unrevealed_seeds_on_disk(folder) == []


def check_restarted(folder: Path, played: Played, export: Path) -> None:
    """Start again (recovering), and check what a player and the verifier would see."""
    profile = open_profile(folder, clock=lambda: NOW, rng=random.Random(7), lock=False)
    try:
        hands = sorted(profile.ledger.history(None), key=lambda hand: hand.bet_id)
        balance = profile.ledger.balance
        assert profile.ledger.recover() == []  # nothing left open, nothing to finish twice
        export_history(profile.ledger, export)
    finally:
        profile.close()
    reference = {hand.bet_id: hand for hand in played.hands}
    bet_ids = [hand.bet_id for hand in hands]
    assert bet_ids == sorted(reference)[:len(hands)], "a hand recorded twice, or out of turn"
    assert balance == played.balance + sum(hand.net or 0 for hand in hands), "a credit lost or doubled"
    by_seal: dict[str, set[str]] = {}
    for hand in hands:
        assert hand.status in (HandStatus.SETTLED, HandStatus.RECOVERED)
        by_seal.setdefault(hand.seal or "", set()).add(hand.seal_state)
        if hand.status is HandStatus.SETTLED:
            want = reference[hand.bet_id]
            assert (hand.cards, hand.raised, hand.net) == (want.cards, want.raised, want.net)
        else:
            assert hand.cards[:2] == reference[hand.bet_id].cards[:2]
            assert check_finish(sealed_hand(hand)) is SealVerdict.MATCHES
        if hand.seal_state == "revealed":
            assert check_hand(sealed_hand(hand)) is SealVerdict.MATCHES
        else:
            assert hand.seal_state == "abandoned", f"Bet ID {hand.bet_id}: {hand.seal_state}"
            assert check_hand(sealed_hand(hand)) is SealVerdict.ABANDONED
        if hand.rules_name in EVERY_HAND:
            assert (hand.status is HandStatus.SETTLED) == (hand.seal_state == "revealed"), hand.bet_id
    assert all(len(states) == 1 for states in by_seal.values()), by_seal
    report = fairness.verify_file(export)
    assert report.exit_code == fairness.ALL_MATCH, report.output()
    assert report.in_play == 0 and report.unsealed == 0
    abandoned = sum(hand.seal_state == "abandoned" for hand in hands)
    assert report.abandoned + report.finished == abandoned
    assert report.checked_hands == len(hands) - abandoned
    assert unrevealed_seeds_on_disk(folder) == []


def kill_and_check(played: Played, tmp_path: Path, statement: int) -> bool:
    folder = tmp_path / f"killed-{statement}"
    shutil.copytree(played.fresh, folder)
    killed = run_play_killed(folder, statement, NOW.isoformat())
    check_as_killed(folder)
    check_restarted(folder, played, tmp_path / f"history-{statement}.csv")
    return killed


def reveal_points(statements: list[str]) -> list[int]:
    """The numbers of every statement of the transactions that reveal a seed, and of the one after each."""
    points: list[int] = []
    begin = 0
    for number, statement in enumerate(statements, start=1):
        if statement.startswith("BEGIN"):
            begin = number
        elif statement.startswith("UPDATE hands SET seed = '"):
            end = next(n for n in range(number, len(statements) + 1) if statements[n - 1] == "COMMIT")
            points += range(begin, min(end + 2, len(statements) + 1))
    return sorted(set(points))  # the copy's transaction follows the ledger's: their ranges meet


def test_the_session_reveals_in_hand_transactions_and_when_the_shoe_is_left(played: Played) -> None:
    # The ledger's transactions begin IMMEDIATE; its copy replays each one in an EXCLUSIVE transaction of its own.
    begun = ""
    reveals = []
    for number, statement in enumerate(played.statements, start=1):
        begun = statement if statement.startswith("BEGIN") else begun
        if statement.startswith("UPDATE hands SET seed = '") and begun == "BEGIN IMMEDIATE":
            reveals.append(number)
    tables = [table for table, _deal, hands in PLAYED for _ in range(hands)]
    # One reveal per hand at the table that reshuffles every hand, one for the shoe when it is left.
    assert len(reveals) == sum(table in EVERY_HAND for table in tables) + 1
    last = played.statements[reveals[-1] - 2]
    assert last.startswith("BEGIN"), "the shoe's seed is revealed in a transaction of its own"


@pytest.mark.slow  # a robustness campaign: run in CI and before a release
def test_killed_around_every_reveal_loses_nothing_and_opens_no_seal_early(played: Played, tmp_path: Path) -> None:
    points = reveal_points(played.statements)
    assert points
    assert all(kill_and_check(played, tmp_path, statement) for statement in points)


def test_unkilled_session_reveals_every_seal(played: Played, tmp_path: Path) -> None:
    assert not kill_and_check(played, tmp_path, len(played.statements) + 1)


@pytest.mark.slow
def test_killed_before_every_statement_loses_nothing_and_opens_no_seal_early(played: Played, tmp_path: Path) -> None:
    for statement in range(1, len(played.statements) + 1):
        assert kill_and_check(played, tmp_path, statement), statement
        shutil.rmtree(tmp_path / f"killed-{statement}")
