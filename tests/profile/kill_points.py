"""Start a profile in a fresh Python and kill it (SIGKILL) just before its N-th SQL statement.

Used by the tests of interrupted upgrades and first starts: :func:`run_killed` returns True if the
process was killed, False if it got through without reaching statement N.
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


def run_killed(folder: Path, statement: int, now: str) -> bool:
    """Open the profile in ``folder`` at the time ``now`` (ISO 8601), killed before SQL statement ``statement``."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-c", _CHILD, str(folder), str(statement), now], cwd=REPO, env=env,
                            capture_output=True, text=True, timeout=120)
    if result.returncode == -signal.SIGKILL:
        return True
    assert result.returncode == 0, result.stderr
    return False
