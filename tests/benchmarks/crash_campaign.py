"""Kill a player's game at random moments and check that no credit, no settled hand and no limit is ever lost.

    python tests/benchmarks/crash_campaign.py [--runs 300] [--seed 1] [--scenarios play first-start ...]

Each scenario starts child processes that work on a profile through the real files and kills
them with SIGKILL, wherever they are; ``--runs`` is the number of kills per scenario.

* ``play``: at each of ``--tables`` (all three by default), the child opens a profile
  (``open_profile``) and plays as fast as it can: deals, raises and stands, now and then a new
  game, a PIN check, a look at the clock in the limit file, or (at the shoe table) leaving the
  shoe. After a random delay (0-600 ms) it is killed (inside a transaction, between a deal and
  a decision, while a file's copy is written). The child tells the campaign each shuffle's
  fingerprint and seed on its stdout as it seals it, before any hand of it is dealt, and the seed
  committed for the shuffle after it before each bet. It plays with the
  ledger's player seed, as the table does: each shuffle takes the house seed committed (in memory)
  with the shuffle before it.
* ``first-start``, ``upgrade-1.0``, ``upgrade-format-2``: the child opens a profile that is new,
  or Red Dog 1.0's files, or the previous release's (``tests/fixtures``), and is killed at a
  random moment inside ``open_profile`` (the delay is drawn over the time one open takes,
  measured first); then the profile is opened again.
* ``limit-change``: the child lowers the personal limit by 5 (always allowed) and is killed
  at a random moment inside the change.
* ``export``: ``reddog-qt --export-history`` runs as its own process and is killed at a random
  moment of it.

Each time, the profile is checked on the files as the kill left them and after ``open_profile``
has recovered them:

* conservation: balance == 1,000 + the nets of every finished hand + what every new game
  added − the stakes of hands still open; every Bet ID once, the next Bet ID above all of them,
  no open hand after recovery; the hands of an upgraded profile all still there;
* the limit and the PIN as they were (or as just changed), never lost or unknown;
* no file of the profile set aside as damaged, and no notice of damage or loss that is not
  true (a first start says nothing); a next start refused by the lock file the kill left is
  counted (and the lock file removed to go on);
* an export leaves either no file or a whole one, and the ledger as it was;
* the seals (``play``): after each restart the history is exported (``reddog-qt --export-history``)
  and checked by ``python -m reddog_qt.fairness``, each in its own process as a player would run
  them: every revealed shuffle must verify and carry the seed it was sealed with, every hand of a
  shuffle left unrevealed must be reported abandoned (never passed, never left out of the
  summary), none left neither, and the chain and the links between shuffles must hold; and every
  file of the profile folder, as killed and after the restart, is searched for the seed of each
  shuffle the ledger has not revealed (64 hex digits in either case, or the 32 raw bytes): the
  committed next seed too, which lives in the game's memory only (see the README's "Fair deals").

The closing lines (runs, credits lost or doubled, limits lost, false notices; for play, the seals
verified, abandoned, unrevealed seeds found on disk and seal failures) are what to quote.
"""

from __future__ import annotations

import argparse
import csv
import json
import logging
import os
import random
import re
import shutil
import signal
import sqlite3
import struct
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
PIN = "2468"
LIMIT = 200

CHILD = r"""
import random, sys
from reddog_qt.engine import Phase, Rules, Session
from reddog_qt.engine.pin import PinError
from reddog_qt.engine.rules import ShufflePolicy
from reddog_qt.engine.sealed import fingerprint
from reddog_qt.profile import open_profile
profile = open_profile(sys.argv[1])
rng = random.Random(int(sys.argv[2]))
rules = Rules.preset(sys.argv[3])
if not profile.limits.has_pin:
    profile.limits.set_pin("2468")
    profile.limits.change_limit(200, "2468", table_minimum=5, table_maximum=300)
session = Session(rules, balance=profile.ledger.balance, next_bet_id=profile.ledger.next_bet_id,
                  journal=profile.ledger, personal_limit=200, seals=profile.ledger.seals)
shoe = session.shoe
print("ready", flush=True)
told = None
told_next = None
def open_betting():
    # As the table does: shuffle (and cut) before the bet, so the fingerprint is known first. The
    # seed goes to the campaign on this pipe (the game itself never prints it) before any hand of it.
    global told, told_next
    if shoe.needs_shuffle:
        shoe.prepare_hand()
    if shoe.can_cut:
        shoe.cut_at_random()
    if shoe.fingerprint != told:
        told = shoe.fingerprint
        print("sealed", told, shoe.opening_seed(), flush=True)
    # The seed committed (in memory) for the shuffle after this one: searched for on disk as well.
    upcoming = profile.ledger.seals.next_ticket().seed
    if upcoming.hex() != told_next:
        told_next = upcoming.hex()
        print("sealed", fingerprint(upcoming), told_next, flush=True)
leaves = rules.shuffle is ShufflePolicy.CUT_CARD
while True:
    open_betting()
    roll = rng.random()
    wagers = [rules.minimum * k for k in (1, 2, 5, 20) if rules.minimum * k <= min(session.balance, 200, rules.maximum)]
    if roll < 0.02 or not wagers:
        session.new_game()
    elif roll < 0.04:
        try:
            profile.limits.check_pin("0000" if rng.random() < 0.5 else "2468")
        except PinError:
            pass
    elif roll < 0.08:
        profile.limits.touch()
    elif leaves and roll < 0.09:
        session.leave_shoe()  # the player leaves the shoe table: the shuffle dealt from is revealed
    else:
        hand = session.deal(rng.choice(wagers))
        if hand.phase is Phase.DECIDING:
            if rng.random() < 0.5 and session.raise_range():
                session.raise_bet()
            else:
                session.stand()
"""


def conservation(ledger_file: Path) -> tuple[int, int, int]:
    """(balance stored, balance implied by the history, open hands), read straight from the file."""
    conn = sqlite3.connect(f"file:{ledger_file}?mode=ro", uri=True)
    try:
        balance = conn.execute("SELECT value FROM meta WHERE key = 'balance'").fetchone()[0]
        nets = conn.execute("SELECT coalesce(sum(net), 0) FROM hands WHERE status != 'open'").fetchone()[0]
        opens = conn.execute("SELECT count(*), coalesce(sum(wager), 0) FROM hands WHERE status = 'open'").fetchone()
        resets = conn.execute(
            "SELECT coalesce(sum(balance - previous_balance), 0) FROM bankroll_events").fetchone()[0]
        bet_ids = [row[0] for row in conn.execute("SELECT bet_id FROM hands ORDER BY bet_id")]
        next_id = conn.execute("SELECT value FROM meta WHERE key = 'next_bet_id'").fetchone()[0]
    finally:
        conn.close()
    assert len(bet_ids) == len(set(bet_ids))
    assert not bet_ids or next_id > bet_ids[-1], (next_id, bet_ids[-1])
    return balance, 1_000 + nets + resets - opens[1], opens[0]


#: A child that imports, says so, waits for "go", does one thing, says "done" and waits to be killed.
CHILD_ONCE = r"""
import sys
from reddog_qt.profile import open_profile
from reddog_qt.profile.paths import ProfilePaths
what, folder = sys.argv[1], sys.argv[2]
print("imported", flush=True)
sys.stdin.readline()
profile = open_profile(folder)
if what == "limit-change":
    limits = profile.limits
    limits.change_limit(limits.limit - 5, "2468", table_minimum=5, table_maximum=300)
print("done", flush=True)
sys.stdin.readline()
"""

FIXTURES = REPO / "tests" / "fixtures"


@dataclass
class Tally:
    """What one scenario found."""

    runs: int = 0
    hit: int = 0  # kills that came before the operation was done
    lost: int = 0
    doubled: int = 0
    limits_lost: int = 0
    false_notices: int = 0
    bad_exports: int = 0
    locked_out: int = 0  # the next start refused as "already running" by the lock file the kill left
    notes: list[str] = field(default_factory=list)
    seals: SealWatch | None = None

    def count_balance(self, stored: int, implied: int, where: str, open_hands: int = 0) -> None:
        """Count a stored balance the history does not add up to (or open hands left after a start)."""
        if stored != implied or open_hands:
            self.lost += stored < implied
            self.doubled += stored > implied
            self.notes.append(f"{where}: stored {stored}, implied {implied}, open {open_hands}")

    def line(self, name: str) -> str:
        return (f"{name:17} {self.runs:4} runs ({self.hit} killed mid-way): credits lost {self.lost}, doubled "
                f"{self.doubled}; limits lost {self.limits_lost}; false notices {self.false_notices}"
                + (f"; broken exports {self.bad_exports}" if name == "export" else "")
                + (f"; locked out by the lock file {self.locked_out}" if self.locked_out else ""))


def _env() -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=str(REPO), QT_QPA_PLATFORM="offscreen")
    env.pop("REDDOG_PROFILE_DIR", None)
    return env


def _kill_once(what: str, folder: Path, delay: float | None) -> tuple[float, bool]:
    """Run CHILD_ONCE on ``folder``; kill it ``delay`` s after "go" (None: let it finish). (seconds taken, done)."""
    child = subprocess.Popen([sys.executable, "-c", CHILD_ONCE, what, str(folder)], env=_env(), text=True,
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    assert child.stdout is not None and child.stdin is not None
    child.stdout.readline()  # "imported"
    started = time.perf_counter()
    child.stdin.write("go\n")
    child.stdin.flush()
    done = False
    if delay is None:
        done = child.stdout.readline().strip() == "done"
    else:
        time.sleep(delay)
    taken = time.perf_counter() - started
    child.send_signal(signal.SIGKILL)
    child.wait()
    child.stdin.close()
    child.stdout.close()
    return taken, done


def _fresh(kind: str, folder: Path) -> None:
    shutil.rmtree(folder, ignore_errors=True)
    if kind == "first-start":
        return
    if kind in ("upgrade-1.0", "upgrade-format-2"):
        source = FIXTURES / ("profile-1.0" if kind == "upgrade-1.0" else "profile-format-2")
        shutil.copytree(source, folder, ignore=shutil.ignore_patterns("*.py", "*.json.expected", "expected.json"))
        return
    from reddog_qt.engine import Phase, Rules, Session
    from reddog_qt.profile import open_profile

    profile = open_profile(folder)  # a played profile with a limit and a PIN
    try:
        profile.limits.set_pin(PIN)
        profile.limits.change_limit(LIMIT, PIN, table_minimum=5, table_maximum=300)
        session = Session(Rules.preset("atlantic-city"), balance=profile.ledger.balance, seed=3,
                          next_bet_id=profile.ledger.next_bet_id, journal=profile.ledger)
        for _ in range(200):
            if session.deal(10).phase is Phase.DECIDING:
                session.stand()
    finally:
        profile.close()


def _expected(kind: str) -> dict:
    if kind in ("upgrade-1.0", "upgrade-format-2"):
        name = "profile-1.0" if kind == "upgrade-1.0" else "profile-format-2"
        return json.loads((FIXTURES / name / "expected.json").read_text())
    return {}


def _check_profile(kind: str, folder: Path, tally: Tally, limit_before: int | None, expected: dict) -> None:
    """Open the profile as the next start does and count what is wrong."""

    try:  # on the files as the kill left them (a first start may have left no ledger yet, or one not filled in)
        stored, implied, _open = conservation(folder / "ledger.sqlite3")
    except (sqlite3.Error, TypeError):
        stored = implied = 0
    tally.count_balance(stored, implied, "on the files as killed")
    profile = _open_next(folder, tally)
    try:
        if expected:
            have = {record.bet_id for record in profile.ledger.history(None)}
            want = {row[0] for row in expected["hands"]}
            if have != want:
                tally.lost += 1
                tally.notes.append(f"hands missing after the upgrade: {sorted(want - have)[:5]}")
        limits = profile.limits
        want_limits = {limit_before, None if limit_before is None else limit_before - 5}
        if kind in ("upgrade-1.0", "upgrade-format-2"):
            want_limits = {expected["personal_limit"]}
        if kind != "first-start" and (limits is None or not limits.limit_known or limits.limit not in want_limits
                                      or not limits.has_pin):
            tally.limits_lost += 1
            tally.notes.append(f"limit after the start: "
                               f"{None if limits is None else (limits.limit, limits.limit_known, limits.has_pin)}")
        worrying = [n for n in profile.notices
                    if getattr(n, "code", "") not in ("hand_recovered_cards", "hand_unseen", "limits_kept")]
        if worrying:
            tally.false_notices += 1
            tally.notes.append(f"told: {worrying[0][:120]}")
    finally:
        profile.close()
    # Read after the close: an open profile holds its ledger exclusively (a second process cannot read it).
    stored, implied, open_hands = conservation(folder / "ledger.sqlite3")
    tally.count_balance(stored, implied, "after the start", open_hands=open_hands)
    aside = [path.name for path in folder.glob("*.bad-*")]
    if aside:
        tally.false_notices += 1
        tally.notes.append(f"set aside: {aside}")


def _open_next(folder: Path, tally: Tally):  # type: ignore[no-untyped-def]
    """Open the profile as the next start does; a lock file the kill left that refuses it is counted, then removed."""
    from reddog_qt.profile import ProfileInUseError, open_profile

    try:
        return open_profile(folder)
    except ProfileInUseError as refused:
        tally.locked_out += 1
        tally.notes.append(f"the next start was refused: {str(refused)[:90]}")
        (folder / "reddog.lock").unlink()
        return open_profile(folder)


def run_once_scenario(kind: str, runs: int, rng: random.Random, root: Path) -> Tally:
    """first-start, upgrade-1.0, upgrade-format-2, limit-change: kill inside one open (or one change)."""
    tally = Tally()
    folder = root / kind
    _fresh(kind, folder)
    what = "limit-change" if kind == "limit-change" else "open"
    taken, _ = _kill_once(what, folder, None)  # how long it takes, unkilled
    expected = _expected(kind)
    for _ in range(runs):
        if kind != "limit-change" or _current_limit(folder) <= 10:
            _fresh(kind, folder)
        limit_before = _current_limit(folder) if kind == "limit-change" else None
        _, done = _kill_once(what, folder, rng.uniform(0, taken * 1.1))
        tally.runs += 1
        tally.hit += not done
        _check_profile(kind, folder, tally, limit_before, expected)
    return tally


def _current_limit(folder: Path) -> int:
    profile = _open_next(folder, Tally())
    try:
        assert profile.limits is not None and profile.limits.limit is not None
        return profile.limits.limit
    finally:
        profile.close()


def run_export_scenario(runs: int, rng: random.Random, root: Path) -> Tally:
    """Kill ``reddog-qt --export-history`` at a random moment; the ledger is as it was, the CSV whole or absent."""
    from reddog_qt.profile import open_profile

    tally = Tally()
    folder = root / "export"
    _fresh("export", folder)
    profile = open_profile(folder)
    balance, hands = profile.ledger.balance, profile.ledger.totals().hands
    profile.close()
    command = [sys.executable, "-m", "reddog_qt", "--profile-dir", str(folder), "--export-history"]
    started = time.perf_counter()
    subprocess.run([*command, str(root / "calibrate.csv")], env=_env(), capture_output=True, check=True)
    taken = time.perf_counter() - started
    for run in range(runs):
        target = root / f"export-{run}.csv"
        child = subprocess.Popen([*command, str(target)], env=_env(), stdout=subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0, taken * 1.1))
        child.send_signal(signal.SIGKILL)
        child.wait()
        tally.runs += 1
        tally.hit += child.returncode == -signal.SIGKILL
        if target.exists():
            lines = target.read_text().splitlines()
            if not lines or not lines[0].startswith("bet_id,slip_id,") or len(lines) != hands + 1:
                tally.bad_exports += 1
                tally.notes.append(f"export {run}: {len(lines)} lines")
        _check_profile("export", folder, tally, LIMIT + 5, {})
        profile = _open_next(folder, tally)
        now = profile.ledger.balance, profile.ledger.totals().hands
        profile.close()
        if now != (balance, hands):
            tally.lost += 1
            tally.notes.append(f"export {run}: ledger {now} instead of {(balance, hands)}")
    return tally


class SealWatch:
    """What the child said it sealed, and the checks of the seals after each kill and restart.

    The child prints ``sealed FINGERPRINT SEED`` for every shuffle before any hand is dealt from it
    (the game never prints a seed: only this campaign's child does). After each kill and restart
    the history is exported and checked by ``python -m reddog_qt.fairness`` in its own process,
    as a player would, and every file of the profile folder is searched for the seeds the ledger
    has not revealed.
    """

    def __init__(self, folder: Path, export: Path) -> None:
        self.folder = folder
        self.export = export
        self.seeds: dict[str, str] = {}  # fingerprint -> seed, as the child sealed them
        self.failures = 0
        self.leaks = 0
        # Seeds found only in the frames a kill left after the log's last commit: a reveal cut short
        # as it was being written. Those frames are never read again, and that shuffle is abandoned
        # at the next start (its seed deals no card still to come); counted apart, not as a leak.
        self.torn_reveals = 0
        self.verified = 0  # revealed shuffles the verifier checked (in the last export)
        self.abandoned = 0  # abandoned shuffles (in the last export)
        self.abandoned_hands = 0
        self.finished = 0  # hands finished after an interruption
        self.notes: list[str] = []

    def heard(self, line: str) -> None:
        words = line.split()
        if len(words) == 3 and words[0] == "sealed":
            self.seeds[words[1]] = words[2]

    def _fail(self, note: str) -> None:
        self.failures += 1
        self.notes.append(note)

    def _ledger_seeds(self) -> dict[str, set[str | None]]:
        """Each seal in the ledger file and the seeds its hands hold (None: not revealed yet).

        Read as the next start reads it: from a copy of the file and its ``-wal`` without the
        ``-shm``, so SQLite rebuilds its index of the log from the log itself. A game killed
        between writing a commit to the log and updating that index leaves an index one
        transaction behind, and a reader that trusts it would miss a seed already revealed.
        """
        with tempfile.TemporaryDirectory() as scratch:
            for name in ("ledger.sqlite3", "ledger.sqlite3-wal"):
                if (self.folder / name).exists():
                    shutil.copyfile(self.folder / name, Path(scratch) / name)
            conn = sqlite3.connect(Path(scratch) / "ledger.sqlite3")
            try:
                rows = conn.execute("SELECT DISTINCT seal, seed FROM hands WHERE seal IS NOT NULL").fetchall()
            finally:
                conn.close()
        seals: dict[str, set[str | None]] = {}
        for seal, seed in rows:
            seals.setdefault(seal, set()).add(seed)
        return seals

    def scan(self, where: str) -> None:
        """No seed the ledger has not revealed is anywhere in the profile folder (hex in either case, or raw)."""
        seals = self._ledger_seeds()
        hidden = {seed for seal, seed in self.seeds.items() if seals.get(seal) != {seed}}
        for seal, seeds in seals.items():
            if len(seeds) != 1:
                self._fail(f"{where}: shuffle {seal[:12]} has seeds {sorted(map(str, seeds))} in its hands")
        if not hidden:
            return
        raw = [bytes.fromhex(seed) for seed in hidden]
        for path in self.folder.rglob("*"):
            if not path.is_file():
                continue
            data = path.read_bytes()
            torn = b""
            if path.name.endswith("-wal"):  # the frames of a commit the kill cut short are set apart
                data, torn = _wal_split(data)
            found = {match.decode().lower() for match in HEX_RUN.findall(data)} & hidden
            found |= {seed.hex() for seed in raw if seed in data}
            if found:
                self.leaks += len(found)
                self._fail(f"{where}: the unrevealed seed of {len(found)} shuffle(s) is in {path.name}")
            cut = {match.decode().lower() for match in HEX_RUN.findall(torn)} & hidden
            cut |= {seed.hex() for seed in raw if seed in torn}
            self.torn_reveals += len(cut)

    def verify(self, where: str) -> None:
        """Export the history and check it with the verifier, each in its own process, as a player would."""
        self.export.unlink(missing_ok=True)
        exported = subprocess.run([sys.executable, "-m", "reddog_qt", "--profile-dir", str(self.folder),
                                   "--export-history", str(self.export)], env=_env(), capture_output=True,
                                  text=True)
        if exported.returncode != 0:
            self._fail(f"{where}: the export failed: {exported.stderr.strip()[:120]}")
            return
        checked = subprocess.run([sys.executable, "-m", "reddog_qt.fairness", str(self.export)], env=_env(),
                                 capture_output=True, text=True)
        lines = checked.stdout.splitlines()
        if checked.returncode != 0:
            failed = [line for line in lines if line.startswith("FAIL")] or lines[-1:] or [checked.stderr]
            self._fail(f"{where}: the verifier says {failed[0][:140]}")
            return
        with open(self.export, newline="", encoding="utf-8") as handle:
            rows = list(csv.DictReader(handle))
        sealed_rows = [row for row in rows if row["shuffle_fingerprint"]]
        abandoned = [row for row in sealed_rows if row["shuffle_seed"] == "abandoned"]
        in_play = [row for row in sealed_rows if not row["shuffle_seed"]]
        passed = {line.split()[2] for line in lines if line.startswith("ok    shuffle ")}
        summary = lines[-1] if lines else ""
        counted = _figure(summary, r"(\d[\d,]*) with their cards checked in") \
            + _figure(summary, r"(\d[\d,]*) from shuffles abandoned") \
            + _figure(summary, r"(\d[\d,]*) finished after")
        abandoned_seals = {row["shuffle_fingerprint"] for row in abandoned}
        if in_play:  # after a restart no shuffle is in play: every unrevealed one was abandoned
            self._fail(f"{where}: {len(in_play)} hands' shuffles neither revealed nor abandoned after the restart")
        if counted != len(sealed_rows) or _figure(summary, r"(\d[\d,]*) from shuffles abandoned") \
                + _figure(summary, r"(\d[\d,]*) finished after") != len(abandoned):
            self._fail(f"{where}: the verifier's summary does not account for every sealed hand: {summary[:160]}")
        if any(seal[:12] in passed for seal in abandoned_seals):
            self._fail(f"{where}: an abandoned shuffle reported as a pass")
        for row in sealed_rows:
            seed = row["shuffle_seed"]
            if seed != "abandoned" and self.seeds.get(row["shuffle_fingerprint"], seed) != seed:
                self._fail(f"{where}: Bet ID {row['bet_id']} shows another seed than its shuffle was sealed with")
                break
        self.verified = len(passed)
        self.abandoned = len(abandoned_seals)
        self.abandoned_hands = len(abandoned)
        self.finished = sum(bool(row["finish_fingerprint"]) for row in sealed_rows)

    def line(self) -> str:
        return (f"{'':17} seals: {self.verified} revealed shuffles verified, {self.abandoned} abandoned "
                f"({self.abandoned_hands} hands, {self.finished} finished after an interruption), "
                f"{len(self.seeds)} sealed in all; unrevealed seeds on disk {self.leaks}; seal failures "
                f"{self.failures}; reveals cut short in the log's uncommitted end {self.torn_reveals}")


#: A run of 64 hex digits (a seed or a fingerprint as text).
HEX_RUN = re.compile(rb"[0-9a-fA-F]{64}")


def _wal_split(wal: bytes) -> tuple[bytes, bytes]:
    """SQLite's write-ahead log as (its header and frames up to the last commit, the frames after it).

    A frame is a 24-byte header (page number, database size on a commit frame else 0, the log's
    two salts) and a page; frames with other salts are left over from before the log restarted.
    """
    if len(wal) < 32:
        return wal, b""
    page_size = struct.unpack(">I", wal[8:12])[0]
    salts = wal[16:24]
    size = 24 + page_size
    end = 32
    offset = 32
    while offset + size <= len(wal) and wal[offset + 8:offset + 16] == salts:
        if struct.unpack(">I", wal[offset + 4:offset + 8])[0]:
            end = offset + size
        offset += size
    return wal[:end] + wal[offset:], wal[end:offset]


def _figure(text: str, pattern: str) -> int:
    match = re.search(pattern, text)
    return int(match.group(1).replace(",", "")) if match else 0


def _drain(stream, watch: SealWatch) -> None:  # type: ignore[no-untyped-def]
    for line in stream:
        watch.heard(line.decode("ascii", "replace"))


def run_play_scenario(runs: int, rng: random.Random, root: Path, table: str = "atlantic-city") -> Tally:
    """Play at random at ``table`` and kill at random (see the module docstring)."""
    tally = Tally()
    folder = root / f"play-{table}"
    watch = tally.seals = SealWatch(folder, root / f"history-{table}.csv")
    hands_before = 0
    for run in range(runs):
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(folder), str(rng.randrange(2**32)), table],
                                 env=_env(), stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        assert child.stdout is not None
        child.stdout.readline()  # "ready": the profile is open and recovered
        # The seals are read as they come, so that the child never waits on a full pipe.
        reader = threading.Thread(target=_drain, args=(child.stdout, watch))
        reader.start()
        time.sleep(rng.uniform(0, 0.6))
        child.send_signal(signal.SIGKILL)
        child.wait()
        reader.join()
        child.stdout.close()
        tally.runs += 1
        stored, implied, open_hands = conservation(folder / "ledger.sqlite3")
        tally.hit += open_hands > 0
        tally.count_balance(stored, implied, f"run {run}, as killed")
        watch.scan(f"run {run}, as killed")
        profile = _open_next(folder, tally)
        try:
            if [n for n in profile.notices if getattr(n, "code", "") != "hand_recovered_cards"]:
                tally.false_notices += 1
                tally.notes.append(f"run {run}: {profile.notices[0][:120]}")
            if not (profile.limits is not None and profile.limits.limit == LIMIT and profile.limits.has_pin):
                tally.limits_lost += 1
            hands_now = profile.ledger.totals().hands
        finally:
            profile.close()
        # After the close: an open profile holds its ledger exclusively.
        stored, implied, open_hands = conservation(folder / "ledger.sqlite3")
        tally.count_balance(stored, implied, f"run {run}, after the start", open_hands=open_hands)
        if hands_now < hands_before:
            tally.lost += 1
            tally.notes.append(f"run {run}: {hands_before - hands_now} settled hands gone")
        hands_before = hands_now
        watch.verify(f"run {run}")
        watch.scan(f"run {run}, after the restart and the export")
    if list(folder.glob("*.bad-*")):
        tally.false_notices += 1
    return tally


TABLES = ("atlantic-city", "eight-deck", "six-deck-shoe")
SCENARIOS = ("play", "first-start", "upgrade-1.0", "upgrade-format-2", "limit-change", "export")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=300, help="kills per scenario")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--scenarios", nargs="+", choices=SCENARIOS, default=list(SCENARIOS))
    parser.add_argument("--tables", nargs="+", choices=TABLES, default=list(TABLES),
                        help="the tables the play scenario plays at (--runs kills at each)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.ERROR)  # the recoveries' own warnings are not the figures
    rng = random.Random(args.seed)
    sys.path.insert(0, str(REPO))
    root = Path(tempfile.mkdtemp(prefix="reddog-crash-"))
    started = time.perf_counter()
    failed = False
    runs = [(f"play {table}", table) for table in args.tables] if "play" in args.scenarios else []
    runs += [(name, name) for name in args.scenarios if name != "play"]
    for name, what in runs:
        if name.startswith("play"):
            tally = run_play_scenario(args.runs, rng, root, what)
        elif name == "export":
            tally = run_export_scenario(args.runs, rng, root)
        else:
            tally = run_once_scenario(name, args.runs, rng, root)
        print(tally.line(name), flush=True)
        if tally.seals is not None:
            print(tally.seals.line(), flush=True)
        for note in tally.notes[:5] + ([] if tally.seals is None else tally.seals.notes[:5]):
            print(f"    {note}", flush=True)
        failed = failed or bool(tally.lost or tally.doubled or tally.limits_lost or tally.bad_exports
                                or (tally.seals is not None and tally.seals.failures))
    print(f"{time.perf_counter() - started:.0f} s in all; profiles in {root}")
    shutil.rmtree(root, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
