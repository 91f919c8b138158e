"""Start a profile in a fresh Python and kill it (SIGKILL) just before its N-th SQL statement.

Used by the tests of interrupted upgrades and first starts: :func:`run_killed` returns True if the
process was killed, False if it got through without reaching statement N. :func:`run_play_killed`
does the same to a session that plays sealed hands at two tables and leaves the shoe
(:data:`PLAYED`); :func:`play_statements` lists that session's statements, numbered as the kills are.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

_CHILD = """
import os, signal, sqlite3, sys
from datetime import datetime, timezone
limit = int(sys.argv[2])
count = [0]
def trace(statement):
    count[0] += 1
    if count[0] >= limit:
        os.kill(os.getpid(), signal.SIGKILL)
real_connect = sqlite3.connect
def connect(*args, **kwargs):
    conn = real_connect(*args, **kwargs)
    conn.set_trace_callback(trace)
    return conn
sqlite3.connect = connect
from reddog_qt.profile import open_profile
moment = datetime.fromisoformat(sys.argv[3])
profile = open_profile(sys.argv[1], clock=lambda: moment, lock=False)
profile.close()
"""


#: The session of :func:`run_play_killed`: (table, deal number, hands). Numbered deals, so that every run
#: deals the same cards and runs the same statements; the tables reshuffle every hand at the first (each
#: settled hand opens its seal), and leave the shoe at the second (shuffle_revealed).
PLAYED = (("atlantic-city", 2, 4), ("six-deck-shoe", 5, 3))
WAGER = 10

_PLAY_CHILD = """
import os, signal, sqlite3, sys
from datetime import datetime
limit = int(sys.argv[2])
count = [0]
def trace(statement):
    count[0] += 1
    if limit and count[0] >= limit:
        os.kill(os.getpid(), signal.SIGKILL)
    if not limit:
        print(count[0], " ".join(statement.split())[:160], flush=True)
real_connect = sqlite3.connect
def connect(*args, **kwargs):
    conn = real_connect(*args, **kwargs)
    conn.set_trace_callback(trace)
    return conn
sqlite3.connect = connect
from reddog_qt.engine import Phase, Rules, Session
from reddog_qt.profile import open_profile
moment = datetime.fromisoformat(sys.argv[3])
profile = open_profile(sys.argv[1], clock=lambda: moment, lock=False)
ledger = profile.ledger
for table, deal, hands in eval(sys.argv[4]):
    session = Session(Rules.preset(table), balance=ledger.balance, next_bet_id=ledger.next_bet_id, seed=deal,
                      journal=ledger)
    shoe = session.shoe
    for number in range(hands):
        if shoe.needs_shuffle:
            shoe.prepare_hand()
        if shoe.can_cut:
            shoe.cut_at_random()
        hand = session.deal(int(sys.argv[5]))
        if hand.phase is Phase.DECIDING:
            session.raise_bet() if number % 2 else session.stand()
    session.leave_shoe()
profile.close()
"""


def _run_play(folder: Path, statement: int, now: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-c", _PLAY_CHILD, str(folder), str(statement), now, repr(PLAYED),
                           str(WAGER)], cwd=REPO, env=env, capture_output=True, text=True, timeout=120)


def run_play_killed(folder: Path, statement: int, now: str) -> bool:
    """Play :data:`PLAYED` on the profile in ``folder`` at ``now``, killed before SQL statement ``statement``."""
    result = _run_play(folder, statement, now)
    if result.returncode == -signal.SIGKILL:
        return True
    assert result.returncode == 0, result.stderr
    return False


def play_statements(folder: Path, now: str) -> list[str]:
    """Play :data:`PLAYED` on the profile in ``folder`` to the end; its SQL statements, the first numbered 1."""
    result = _run_play(folder, 0, now)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert [int(line.split(" ", 1)[0]) for line in lines] == list(range(1, len(lines) + 1))
    return [line.split(" ", 1)[1] for line in lines]


def run_killed(folder: Path, statement: int, now: str) -> bool:
    """Open the profile in ``folder`` at the time ``now`` (ISO 8601), killed before SQL statement ``statement``."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-c", _CHILD, str(folder), str(statement), now], cwd=REPO, env=env,
                            capture_output=True, text=True, timeout=120)
    if result.returncode == -signal.SIGKILL:
        return True
    assert result.returncode == 0, result.stderr
    return False
