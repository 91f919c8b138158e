"""Kill a player's game at random moments and check that no credit is ever lost or paid twice.

    python tests/benchmarks/crash_campaign.py [--runs 300] [--seed 1]

Each run starts a child process that opens a profile (``open_profile``) and plays
as fast as it can through the engine and the real files: deals, raises and stands,
now and then a new game, a PIN check or a look at the clock in the limit file.
After a random delay (0-600 ms) the child is killed with SIGKILL, wherever it is
(inside a transaction, between a deal and a decision, while the limit file's copy
is written). The profile is then checked twice, on the files as the kill left
them and after ``open_profile`` has recovered them:

* conservation: balance == 1,000 + the nets of every finished hand + what every
  new game added − the stakes of hands still open;
* every Bet ID once, the next Bet ID above all of them, no open hand after recovery;
* the limit file intact (never set aside, limit and PIN as set), and no file of the
  profile set aside as damaged.

The figures in the closing line (runs, kills inside a hand, credits lost or doubled)
are what to quote.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
PIN = "2468"
LIMIT = 200

CHILD = r"""
import random, sys
from reddog_qt.engine import Phase, Rules, Session
from reddog_qt.engine.pin import PinError
from reddog_qt.profile import open_profile
profile = open_profile(sys.argv[1])
rng = random.Random(int(sys.argv[2]))
if not profile.limits.has_pin:
    profile.limits.set_pin("2468")
    profile.limits.change_limit(200, "2468", table_minimum=5, table_maximum=300)
session = Session(Rules.preset("atlantic-city"), balance=profile.ledger.balance,
                  next_bet_id=profile.ledger.next_bet_id, journal=profile.ledger, personal_limit=200)
print("ready", flush=True)
while True:
    roll = rng.random()
    if roll < 0.02 or session.balance < 5:
        session.new_game()
    elif roll < 0.04:
        try:
            profile.limits.check_pin("0000" if rng.random() < 0.5 else "2468")
        except PinError:
            pass
    elif roll < 0.08:
        profile.limits.touch()
    else:
        hand = session.deal(min(session.balance, rng.choice((5, 10, 25, 100))))
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    env = dict(os.environ, PYTHONPATH=str(REPO), QT_QPA_PLATFORM="offscreen")
    sys.path.insert(0, str(REPO))
    from reddog_qt.profile import open_profile

    folder = Path(tempfile.mkdtemp(prefix="reddog-crash-"))
    lost = doubled = open_at_kill = 0
    hands_before = 0
    started = time.perf_counter()
    for run in range(args.runs):
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(folder), str(rng.randrange(2**32))],
                                 env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        assert child.stdout is not None
        child.stdout.readline()  # "ready": the profile is open and recovered
        time.sleep(rng.uniform(0, 0.6))
        child.send_signal(signal.SIGKILL)
        child.wait()
        stored, implied, open_hands = conservation(folder / "ledger.sqlite3")
        open_at_kill += open_hands > 0
        if stored != implied:
            lost += stored < implied
            doubled += stored > implied
            print(f"run {run}: stored {stored} but the history implies {implied}", file=sys.stderr)
        profile = open_profile(folder)
        try:
            assert not [n for n in profile.notices if "damaged" in n], profile.notices
            assert profile.limits is not None and profile.limits.limit == LIMIT and profile.limits.has_pin
            stored, implied, open_hands = conservation(folder / "ledger.sqlite3")
            assert open_hands == 0 and stored == implied, (stored, implied, open_hands)
            hands_now = profile.ledger.totals().hands
        finally:
            profile.close()
        assert hands_now >= hands_before
        hands_before = hands_now
    assert not list(folder.glob("*.bad-*")), list(folder.glob("*.bad-*"))
    elapsed = time.perf_counter() - started
    print(f"{args.runs} runs killed with SIGKILL at random points ({elapsed:.0f} s); {hands_before:,} hands "
          f"recorded; {open_at_kill} kills left a spread hand waiting for the decision; "
          f"credits lost in {lost} runs, doubled in {doubled} runs; no file set aside.")
    return 1 if lost or doubled else 0


if __name__ == "__main__":
    sys.exit(main())
