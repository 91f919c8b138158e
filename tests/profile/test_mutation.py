"""Random damage to every profile file: the game still starts, and whatever it could not use is kept aside.

Hypothesis mutates copies of a played profile (settings JSON values, truncation and random bytes; random
values of random types in the cells of the ledger's and the limit file's tables) and then opens it: in
process many times, and as the real program (``python -m reddog_qt --smoke``) some twenty times.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reddog_qt.engine import Phase, Rules, Session
from reddog_qt.profile import open_profile
from reddog_qt.profile.settings import Settings

RULES = Rules.preset("atlantic-city")
PIN = "4739"
REPO = Path(__file__).resolve().parent.parent.parent
ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}

#: The tables and columns that may be mutated, per file.
CELLS = {
    "ledger.sqlite3": {
        "meta": ["value"],
        "hands": ["bet_id", "slip_id", "status", "opened_at", "settled_at", "rules_name", "cards", "spread",
                  "kind", "wager", "raised", "net", "balance_after", "shuffle_id", "decision", "max_raise",
                  "ev_stand", "ev_raise"],
        "bankroll_events": ["time", "balance", "previous_balance", "next_bet_id"],
        "table_events": ["time", "kind", "rules_name", "minimum", "maximum", "next_bet_id"],
    },
    "limits.sqlite3": {
        "personal_limit": ["limit_credits", "changed_at", "latest_seen", "lost_at"],
        "limit_changes": ["changed_at", "old_limit", "new_limit", "direction", "table_minimum", "table_maximum"],
        "pin": ["pin_hash", "failures", "lockouts", "locked_until", "created_at"],
        "breaks": ["started_at", "until"],
    },
}
CELLS["limits-copy.sqlite3"] = CELLS["limits.sqlite3"]
SETTINGS_KEYS = ["version", "sound", "voice", "animation", "speed", "preset", "tier_minimum", "tier_maximum",
                 "selected_chip", "window_geometry", "show_odds_coach", "always_random_cut", "deck", "card_back",
                 "felt", "sound_volume", "voice_volume", "last_bet", "reduce_motion", "reality_check_minutes",
                 "language", "unknown"]

# --- the played profile every example starts from -------------------------------------------------


def _build(folder: Path) -> None:
    profile = open_profile(folder, clock=lambda: datetime(2026, 3, 3, 12, tzinfo=UTC), rng=random.Random(1))
    try:
        profile.save_settings(Settings(sound=False, speed=8, selected_chip=25, window_geometry="AdnQywAD"))
        assert profile.limits is not None
        profile.limits.set_pin(PIN)
        profile.limits.change_limit(100, PIN, table_minimum=5, table_maximum=300)
        profile.limits.take_break(timedelta(hours=24))  # over long before the game is started again
        ledger = profile.ledger
        ledger.session_started(RULES)
        session = Session(RULES, seed=11, balance=ledger.balance, next_bet_id=ledger.next_bet_id, journal=ledger)
        rng = random.Random(11)
        for number in range(25):
            hand = session.deal(rng.choice((5, 10, 25)))
            if hand.phase is Phase.DECIDING:
                session.stand()
            if number == 12:
                session.new_game()
            if number == 18:
                ledger.table_changed(RULES)
        while session.deal(10).phase is not Phase.DECIDING:  # leave one hand waiting, as after a crash
            pass
    finally:
        profile.close()


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("played")
    _build(folder)
    return folder


# --- mutations ---------------------------------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=10,
)
cell_values = st.one_of(
    st.none(), st.integers(min_value=-2**63, max_value=2**63 - 1), st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=40), st.binary(max_size=24),
    st.sampled_from(["", "open", "settled", "spread", "pair", "2026-03-03T12:00:00+00:00", "As Kd", "9" * 4_400]),
)


@dataclass(frozen=True)
class Mutation:
    file: str
    table: str = ""
    column: str = ""
    row: int = 0
    value: object = None
    how: str = "cell"


@st.composite
def mutations(draw: st.DrawFn) -> Mutation:
    target = draw(st.sampled_from(["settings.json", "ledger.sqlite3", "ledger.sqlite3", "limits.sqlite3",
                                   "limits-copy.sqlite3"]))
    if target == "settings.json":
        how = draw(st.sampled_from(["value", "value", "truncate", "bytes"]))
        if how == "value":
            return Mutation(target, column=draw(st.sampled_from(SETTINGS_KEYS)), value=draw(json_values), how=how)
        if how == "truncate":
            return Mutation(target, row=draw(st.integers(0, 300)), how=how)
        return Mutation(target, value=draw(st.binary(max_size=200)), how=how)
    table = draw(st.sampled_from(sorted(CELLS[target])))
    column = draw(st.sampled_from(CELLS[target][table]))
    return Mutation(target, table, column, draw(st.integers(0, 40)), draw(cell_values))


def apply(folder: Path, mutation: Mutation) -> None:
    path = folder / mutation.file
    if mutation.file == "settings.json":
        if mutation.how == "value":
            try:
                data = json.loads(path.read_bytes())
            except ValueError:  # an earlier mutation broke it: start an object afresh
                data = {}
            if not isinstance(data, dict):
                data = {}
            data[mutation.column] = mutation.value
            path.write_text(json.dumps(data))
        elif mutation.how == "truncate":
            path.write_bytes(path.read_bytes()[:mutation.row])
        else:
            path.write_bytes(mutation.value)  # type: ignore[arg-type]
        return
    conn = sqlite3.connect(path)
    try:
        conn.execute("PRAGMA ignore_check_constraints = ON")
        count = conn.execute(f"SELECT count(*) FROM {mutation.table}").fetchone()[0]
        if count:
            conn.execute(f"UPDATE {mutation.table} SET {mutation.column} = ? WHERE rowid = "
                         f"(SELECT rowid FROM {mutation.table} LIMIT 1 OFFSET {mutation.row % count})",
                         (mutation.value,))
            conn.commit()
    except sqlite3.Error:
        pass  # a value SQLite itself refuses (NOT NULL, a duplicate Bet ID...) cannot be on disk either
    finally:
        conn.close()


def mutated_copy(template: Path, changes: list[Mutation], into: Path) -> Path:
    folder = into / "profile"
    shutil.copytree(template, folder)
    for mutation in changes:
        apply(folder, mutation)
    return folder


def hand_rows(path: Path) -> int:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return conn.execute("SELECT count(*) FROM hands").fetchone()[0]
    finally:
        conn.close()


def check_nothing_lost_silently(folder: Path, hands_before: int, notices: list[str], set_aside: int,
                                hands_now: int, ledger_set_aside: bool) -> None:
    """Every hand is still in the history or in set_aside_rows, or the whole ledger was kept aside."""
    if ledger_set_aside:
        assert list(folder.glob("ledger.sqlite3.bad-*"))
    else:
        assert hands_now + set_aside == hands_before
    if not (folder / "settings.json").exists():
        assert list(folder.glob("settings.json.bad-*"))
    if set_aside or list(folder.glob("*.bad-*")):
        assert notices, "the player is told of what was kept aside"


@pytest.mark.slow  # a robustness campaign: run in CI and before a release
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(changes=st.lists(mutations(), min_size=1, max_size=4))
def test_mutated_profiles_always_open(template: Path, changes: list[Mutation]) -> None:
    hands_before = hand_rows(template / "ledger.sqlite3")
    with tempfile.TemporaryDirectory() as temp:
        folder = mutated_copy(template, changes, Path(temp))
        profile = open_profile(folder, rng=random.Random(0))
        try:
            balance = profile.ledger.balance
            assert isinstance(balance, int) and not isinstance(balance, bool) and balance >= 0
            limit = profile.personal_limit()
            assert isinstance(limit, tuple) and len(limit) == 2
            assert limit[0] is None or (isinstance(limit[0], int) and limit[0] >= 1)
            assert isinstance(profile.ledger.next_bet_id, int)
            history = profile.ledger.history(limit=None)
            set_aside = profile.ledger.set_aside_rows()
            hands_set_aside = sum(1 for row in set_aside if row[0] == "hands")
            check_nothing_lost_silently(folder, hands_before, profile.notices, hands_set_aside, len(history),
                                        profile.ledger.recovered_from is not None)
            assert profile.ledger.open_hands() == []  # the interrupted hand was finished or set aside
            if profile.limits is not None and limit[1]:
                profile.limits.touch()  # a readable limit file can also be written
        finally:
            profile.close()


@pytest.mark.slow  # a robustness campaign: run in CI and before a release
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(changes=st.lists(mutations(), min_size=1, max_size=4))
def test_the_program_starts_on_mutated_profiles(template: Path, changes: list[Mutation]) -> None:
    with tempfile.TemporaryDirectory() as temp:
        folder = mutated_copy(template, changes, Path(temp))
        done = subprocess.run([sys.executable, "-m", "reddog_qt", "--profile-dir", str(folder), "--smoke"],
                              cwd=REPO, env=ENV, capture_output=True, text=True, timeout=120, check=False)
        assert done.returncode == 0, done.stderr
        assert "Traceback" not in done.stderr
        log = (folder / "reddog.log").read_text(encoding="utf-8")
        assert "Traceback" not in log and "unexpected error" not in log
        for aside in folder.glob("*.bad-*"):
            if not aside.name.endswith(("-wal", "-shm")):
                assert aside.name in log, f"{aside.name} is not named in the log"
        conn = sqlite3.connect(folder / "ledger.sqlite3")
        set_aside = conn.execute("SELECT count(*) FROM set_aside_rows").fetchone()[0]
        conn.close()
        if set_aside:
            assert "was set aside" in log
