"""A start killed (SIGKILL) before each SQL statement of the 1.0 upgrade and of a first start loses nothing.

Each run copies the profile, starts it in a fresh Python that kills itself just before its N-th SQL
statement, then opens the profile here the way the next start does and checks what a player would see:
the personal limit and PIN, the balance, and no false notice.
"""

from __future__ import annotations

import json
import random
import shutil
from datetime import UTC, datetime
from pathlib import Path

import pytest
from kill_points import run_killed

from reddog_qt.profile import open_profile

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "profile-1.0"
EXPECTED = json.loads((FIXTURE / "expected.json").read_text())
NOW = datetime(2026, 11, 18, 17, 0, tzinfo=UTC)
#: Enough statements to get through the upgrade, to be sure every kill point before its end was tried.
MOST_STATEMENTS = 400


def copy_of_1_0(folder: Path) -> Path:
    folder.mkdir()
    for name in ("ledger.sqlite3", "settings.json"):
        shutil.copyfile(FIXTURE / name, folder / name)
    return folder


def check_upgraded(folder: Path) -> None:
    profile = open_profile(folder, clock=lambda: NOW, rng=random.Random(3), lock=False)
    try:
        assert profile.personal_limit() == (EXPECTED["personal_limit"], True), profile.notices
        assert profile.limits is not None and profile.limits.has_pin
        profile.limits.check_pin(EXPECTED["pin"])
        # Every credit: the balance plus the open hand's wager and result, finished now or at the killed start.
        (finished,) = [record for record in profile.ledger.history(limit=None)
                       if record.bet_id == EXPECTED["open_bet_id"]]
        assert profile.ledger.balance == EXPECTED["balance"] + EXPECTED["open_wager"] + finished.net
        assert not any(getattr(notice, "code", "").startswith("limits_") for notice in profile.notices)
    finally:
        profile.close()


@pytest.mark.parametrize("statement", [4, 12, 20, 40])
def test_a_1_0_upgrade_killed_early_keeps_the_limit_and_the_pin(tmp_path: Path, statement: int) -> None:
    folder = copy_of_1_0(tmp_path / "profile")
    assert run_killed(folder, statement, NOW.isoformat())
    check_upgraded(folder)


@pytest.mark.slow
def test_a_1_0_upgrade_killed_before_any_statement_keeps_the_limit_and_the_pin(tmp_path: Path) -> None:
    killed = 0
    for statement in range(1, MOST_STATEMENTS):
        folder = copy_of_1_0(tmp_path / f"profile-{statement}")
        if not run_killed(folder, statement, NOW.isoformat()):
            break
        killed += 1
        check_upgraded(folder)
        shutil.rmtree(folder)
    else:
        pytest.fail(f"the upgrade did not finish within {MOST_STATEMENTS} statements")
    assert killed > 20


def test_a_limit_file_made_but_not_filled_by_an_older_upgrade_is_filled_from_the_1_0_ledger(tmp_path: Path) -> None:
    """A profile an older version left half upgraded (a limit file made, the 1.0 limit not yet copied in)."""
    from reddog_qt.profile.limits import LimitStore

    folder = copy_of_1_0(tmp_path / "profile")
    LimitStore(folder / "limits.sqlite3", clock=lambda: NOW).close()  # what the older version had done
    (folder / "limits-copy.sqlite3").unlink()
    check_upgraded(folder)


@pytest.mark.parametrize("statement", range(1, 64, 3))
def test_a_first_start_killed_early_gives_no_false_notice(tmp_path: Path, statement: int) -> None:
    folder = tmp_path / "profile"
    folder.mkdir()
    run_killed(folder, statement, NOW.isoformat())
    profile = open_profile(folder, clock=lambda: NOW, rng=random.Random(3), lock=False)
    try:
        assert profile.notices == []
        assert profile.ledger.balance == 1_000
        assert profile.personal_limit() == (None, True)
    finally:
        profile.close()
