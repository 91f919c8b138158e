"""A profile written by Red Dog 1.1 opens with this code and keeps everything, at any size.

The profile is made at test time by :func:`tests.fixtures.lifetime.make_profile` (1.1's files
after a lifetime of play; see tests/profile/test_lifetime_fixture.py for how it is held to what 1.1
writes): 2,000 hands here, 100,000 in the slow run. It opens without a word to the player and
keeps every hand, the balance and next Bet ID, the personal limit with its history, its weekly
lock, the PIN with its count of wrong tries and the break taken; then the command line exports
the whole history and the verifier checks every revealed shuffle in it. A second start changes
nothing. The clock stands an hour after the player last closed the game, inside the lock's week.
"""

from __future__ import annotations

import csv
import os
import random
import subprocess
import sys
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from reddog_qt import cli
from reddog_qt.engine.limits import LimitLockedError
from reddog_qt.engine.pin import PinError
from reddog_qt.profile import Profile, open_profile
from tests.fixtures.lifetime import PIN, Lifetime, make_profile

REPO = Path(__file__).resolve().parents[2]
SIZES = [2_000, pytest.param(100_000, marks=pytest.mark.slow)]


class Clock:
    """A clock that stands still unless moved."""

    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


def open_it(life: Lifetime, clock: Clock) -> Profile:
    return open_profile(life.folder, clock=clock, rng=random.Random(11))


def export(folder: Path, target: Path) -> list[dict[str, str]]:
    """``reddog-qt --profile-dir FOLDER --export-history TARGET``, as the player runs it; the rows written."""
    env = dict(os.environ, PYTHONPATH=str(REPO))
    result = subprocess.run([sys.executable, "-m", "reddog_qt", "--profile-dir", str(folder), "--export-history",
                             str(target)], capture_output=True, text=True, timeout=600, env=env, cwd=REPO)
    assert result.returncode == 0, result.stderr
    assert "damaged" not in result.stdout, result.stdout
    with target.open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


@pytest.mark.parametrize("hands", SIZES)
def test_a_1_1_profile_keeps_everything_and_exports_a_history_that_verifies(
        tmp_path: Path, hands: int, capsys: pytest.CaptureFixture[str]) -> None:
    life = make_profile(tmp_path / "profile", hands, seed=hands)
    clock = Clock(life.end + timedelta(hours=1))
    profile = open_it(life, clock)
    try:
        assert profile.notices == [] and profile.recovered_hands == []
        ledger, limits = profile.ledger, profile.limits
        assert (ledger.balance, ledger.next_bet_id) == (life.balance, life.next_bet_id)
        totals = ledger.totals()
        assert (totals.hands, totals.wagered, totals.net) == (life.hand_rows, life.wagered, life.net)
        # The personal limit, its history and its weekly lock: raising is refused until Friday 00:00 New York.
        assert profile.personal_limit() == (life.limit, True)
        assert limits is not None
        assert [(c.old_limit, c.new_limit, c.direction) for c in limits.history()] == life.limit_changes
        assert limits.lock_until() == life.lock_until
        # The PIN, with the wrong try the player made: another wrong one is refused, the right one accepted.
        assert limits.has_pin and limits.pin_state.failures == life.pin_failures
        with pytest.raises(PinError):
            limits.check_pin("0000")
        limits.check_pin(PIN)
        with pytest.raises(LimitLockedError):
            limits.change_limit(300, PIN, table_minimum=5, table_maximum=300)
        assert profile.personal_limit() == (life.limit, True)
        # The break the player took, over now.
        assert limits.breaks() == life.breaks and limits.break_until() is None
        assert profile.settings.preset == "atlantic-city" and profile.settings.sound is False
    finally:
        profile.close()

    rows = export(life.folder, tmp_path / "history.csv")
    assert [int(row["bet_id"]) for row in rows] == list(range(1_000_001, life.next_bet_id))
    assert sum(int(row["net"]) for row in rows) == life.net and int(rows[-1]["balance_after"]) == life.balance
    assert sum(1 for row in rows if row["kind"] == "pair" and int(row["net"]) > 0) == life.trips
    capsys.readouterr()
    assert cli.main(["--verify", str(tmp_path / "history.csv")]) == 0
    summary = capsys.readouterr().out.splitlines()[-1]
    hands = len(rows)
    assert summary.startswith(f"{hands} hands: {life.revealed} with their cards checked in "
                              f"{life.revealed_shuffles} revealed shuffles, {hands} with their payout checked"), summary
    assert "; 1 finished after an interruption" in summary, summary
    assert f"{life.abandoned} from shuffles abandoned" in summary and f"{life.unsealed} not sealed" in summary
    assert summary.endswith("Result: all match."), summary


def test_a_second_start_finds_the_upgraded_profile_as_it_was(tmp_path: Path) -> None:
    life = make_profile(tmp_path / "profile", 500, seed=3)
    clock = Clock(life.end + timedelta(hours=1))
    first = open_it(life, clock)
    assert first.limits is not None
    before = (first.ledger.balance, first.ledger.next_bet_id, first.ledger.totals(), first.personal_limit(),
              first.limits.lock_until(), first.limits.breaks())
    first.close()
    clock.now += timedelta(minutes=5)
    second = open_it(life, clock)
    try:
        assert second.notices == [] and second.limits is not None
        assert (second.ledger.balance, second.ledger.next_bet_id, second.ledger.totals(), second.personal_limit(),
                second.limits.lock_until(), second.limits.breaks()) == before
    finally:
        second.close()
