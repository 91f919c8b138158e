"""Count what the personal-limit file costs: its write transactions and copies, per call and per player action.

Run from the source tree::

    python tests/benchmarks/bench_limit_writes.py

A profile is opened in a temporary folder on a clock the script moves by hand (a few seconds
between the player's clicks, two minutes now and then), and every write transaction of the limit
file (:meth:`SqliteStore.write`), every copy written beside it (:meth:`SqliteStore.copy_to`) and
every write of the ledger is counted, for each read of the time and for what a player does: a
start, opening Game > Bet Options (the real dialog, offscreen), looking at the lock and the break,
a limit change with the PIN, and how often the weekly rule is checked. It prints one line per
step. A count, not a timing: it does not depend on the disk.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from reddog_qt.profile import open_profile
from reddog_qt.profile.store import SqliteStore

PIN = "4739"
TUESDAY = datetime(2026, 11, 24, 15, 0, tzinfo=UTC)
counts: Counter[str] = Counter()


def _kind(store: SqliteStore) -> str:
    return "limits" if store.path.name.startswith("limits") else "ledger"


def _count_writes() -> None:
    real_write, real_copy = SqliteStore.write, SqliteStore.copy_to

    @contextmanager
    def write(self: SqliteStore, what: str) -> Iterator[object]:
        counts[f"{_kind(self)} writes"] += 1
        with real_write(self, what) as conn:
            yield conn

    def copy_to(self: SqliteStore, target: Path, **options: object) -> None:
        counts[f"{_kind(self)} copies"] += 1
        real_copy(self, target, **options)  # type: ignore[arg-type]

    SqliteStore.write = write  # type: ignore[method-assign,assignment]
    SqliteStore.copy_to = copy_to  # type: ignore[method-assign]


def _count_rule_checks() -> None:
    """Count the weekly rule's checks, in the engine and in the dialog that imported it by name."""
    import reddog_qt.app.dialogs.bet_options_dialog as dialog_module
    import reddog_qt.engine.limits as rule_module

    real = rule_module.check_change

    def check_change(*args: object, **kwargs: object) -> None:
        counts["rule checks"] += 1
        real(*args, **kwargs)  # type: ignore[arg-type]

    rule_module.check_change = check_change  # type: ignore[assignment]
    dialog_module.check_change = check_change  # type: ignore[attr-defined]


class Clock:
    def __init__(self) -> None:
        self.now = TUESDAY

    def __call__(self) -> datetime:
        return self.now


def step(name: str, action: Callable[[], object], calls: int = 1) -> None:
    counts.clear()
    for _ in range(calls):
        action()
    per = "" if calls == 1 else f" ({calls} calls)"
    shown = ", ".join(f"{key} {value / calls:g}" for key, value in sorted(counts.items())) or "nothing written"
    print(f"{name + per:58} {shown}")


def main() -> None:
    from PySide6.QtWidgets import QApplication

    from reddog_qt.app.dialogs.bet_options_dialog import BetOptionsDialog

    _count_writes()
    _count_rule_checks()
    app = QApplication.instance() or QApplication([])
    clock = Clock()
    with tempfile.TemporaryDirectory() as folder:
        profile_dir = Path(folder) / "profile"
        holder: dict[str, object] = {}

        def start() -> None:
            holder["profile"] = open_profile(profile_dir, clock=clock, rng=random.Random(1), lock=False)

        step("first start (new profile)", start)
        profile = holder["profile"]
        limits = profile.limits  # type: ignore[attr-defined]

        def tick(seconds: float) -> Callable[[], None]:
            def advance() -> None:
                clock.now += timedelta(seconds=seconds)
            return advance

        for name in ("touch", "lock_until", "pin_locked_until", "break_until"):
            method = getattr(limits, name)
            step(f"{name}(), clock 1 s on each time", lambda method=method: (tick(1)(), method()), calls=20)

        def open_bet_options() -> None:
            clock.now += timedelta(seconds=5)
            dialog = BetOptionsDialog(limits, 5, 300, None, local_zone=UTC)
            holder["dialog"] = dialog

        def change_with_pin(limit: int, choose: bool) -> Callable[[], None]:
            def change() -> None:
                dialog = holder["dialog"]
                clock.now += timedelta(seconds=8)
                dialog.limit_edit.setText(str(limit))  # type: ignore[attr-defined]
                dialog.pin_edit.setText(PIN)  # type: ignore[attr-defined]
                if choose:
                    dialog.pin_confirm_edit.setText(PIN)  # type: ignore[attr-defined]
                dialog.accept()  # type: ignore[attr-defined]
                assert limits.limit == limit, limits.limit
            return change

        def read_lock() -> None:
            clock.now += timedelta(seconds=3)
            limits.lock_until()
            limits.pin_locked_until()
            limits.break_until()

        step("open Bet Options (5 s after the last click)", open_bet_options)
        step("first limit, choosing the PIN (OK)", change_with_pin(200, choose=True))
        step("open Bet Options again", open_bet_options)
        step("lower the limit with the PIN (OK)", change_with_pin(150, choose=False))
        step("read the lock, PIN lockout and break", read_lock)
        clock.now += timedelta(minutes=2)
        step("read the lock, PIN lockout and break, 2 min later", read_lock)
        clock.now += timedelta(minutes=2)
        step("open Bet Options, 2 min later", open_bet_options)
        step("close the profile", profile.close)  # type: ignore[attr-defined]
        clock.now += timedelta(minutes=10)
        step("a second start (10 min later)", start)
        holder["profile"].close()  # type: ignore[attr-defined]
    del app


if __name__ == "__main__":
    main()
