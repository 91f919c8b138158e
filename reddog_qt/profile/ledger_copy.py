"""The ledger's copy: ``ledger-copy.sqlite3``, written after every hand, put back when the ledger is lost.

A settled hand must never vanish without a word. Two things keep it:

* Every transaction of the ledger is moved from its write-ahead log into the database file as
  it commits (``wal_autocheckpoint=1``: a checkpoint after each one), so a ``-wal`` file lost
  after a crash takes no recorded hand with it. After every transaction that settles money (a
  hand dealt, settled or finished at the start, a new game, a break mirrored) a consistent copy of the
  whole ledger is written beside it (:meth:`SqliteStore.copy_to`: a temporary file moved into
  place, so the copy is never half written).
* When the ledger is opened, :func:`check_before_opening`, :func:`restore_if_behind` and
  :func:`restore_damaged` compare it with the copy. A ledger that is missing or empty, damaged
  (set aside), or *behind* its copy (its latest records were rolled back: see
  :meth:`Snapshot.behind`) is replaced by the copy, and the player is told what was
  restored. With no copy to restore from, the player is told exactly what was lost.

A first start is told apart from a lost ledger by what a ledger leaves behind: its copy, or the
``ledger_started`` mark of the settings (:meth:`Profile.save_settings` saves it with them, and
opening a profile never rewrites them; see :func:`ledger_existed`).

No Qt here.
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP
from reddog_qt.profile.aside import SQLITE_COMPANIONS, put_back, set_aside
from reddog_qt.profile.notice import Notice
from reddog_qt.profile.rows import credits, whole
from reddog_qt.profile.store import Clock, Damaged, read_only_uri, sniff

log = logging.getLogger(__name__)

@dataclass(frozen=True)
class Snapshot:
    """What a ledger file holds, read without changing it."""

    #: Bet IDs of the finished hands.
    settled: frozenset[int]
    #: Bet IDs of the hands waiting for a decision that were never settled (no settlement time).
    unsettled: frozenset[int]
    #: The highest Bet ID of any row (0: none).
    last_id: int
    new_games: int
    balance: int

    def behind(self, other: Snapshot) -> bool:
        """True if this ledger is ``other`` with its latest records rolled back.

        Its finished hands are all in ``other``, and ``other`` goes further: later hands, more new
        games, or a result for a hand that is still waiting here. (A row damaged in place is not a
        roll-back: it keeps its Bet ID and its settlement, and is set aside on its own.)
        """
        return self.settled <= other.settled and (other.last_id > self.last_id or other.new_games > self.new_games
                                                  or bool(self.unsettled & other.settled))


def copy_path_of(ledger_file: Path) -> Path:
    """``ledger-copy.sqlite3`` beside ``ledger.sqlite3``."""
    return ledger_file.with_name(ledger_file.stem + "-copy" + ledger_file.suffix)


def ledger_existed(ledger_file: Path, marked: bool) -> bool:
    """True if this profile has had a ledger before: the settings say so (``marked``), or its copy is there."""
    copy = copy_path_of(ledger_file)
    return marked or copy.exists() or copy.is_symlink()


def read_snapshot(path: Path) -> Snapshot | None:
    """The snapshot of a sound ledger file (or copy), or None if it is missing, damaged or not a ledger."""
    try:
        sniff(path)
        if not path.is_file() or path.stat().st_size == 0:
            return None
        conn = sqlite3.connect(read_only_uri(path), uri=True, timeout=1.0)
    except (Damaged, OSError, sqlite3.Error):
        return None
    try:
        if conn.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            return None
        meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
        settled = frozenset(row[0] for row in conn.execute("SELECT bet_id FROM hands WHERE status != 'open'"))
        unsettled = frozenset(row[0] for row in conn.execute(
            "SELECT bet_id FROM hands WHERE status = 'open' AND settled_at IS NULL"))
        (last_id,) = conn.execute("SELECT coalesce(max(bet_id), 0) FROM hands").fetchone()
        (new_games,) = conn.execute("SELECT count(*) FROM bankroll_events").fetchone()
    except sqlite3.Error:
        return None
    finally:
        conn.close()
    balance = meta.get("balance")
    if not credits(balance) or not whole(last_id):  # the ledger's own rule for its balance
        return None
    return Snapshot(settled, unsettled, last_id, new_games, balance)


def check_before_opening(path: Path, known: bool, starting_balance: int, clock: Clock) -> Notice | None:
    """Before the ledger is opened: put the copy back in place of a missing or empty ledger.

    ``known`` says the profile has had a ledger (:func:`ledger_existed`). Returns what to tell
    the player, or None (the ledger is there, or this is the profile's first start).
    """
    try:
        missing = not (path.exists() or path.is_symlink())
        empty = not missing and path.is_file() and path.stat().st_size == 0
    except OSError:
        return None  # the store says what is wrong with it
    if not (missing or empty):
        return None
    copy = copy_path_of(path)
    snapshot = read_snapshot(copy)
    how = "missing" if missing else "empty"
    if snapshot is None:
        if not known:
            return None  # a first start
        log.warning("The ledger %s was %s and no copy could be read; a fresh bankroll starts.", path, how)
        lost = (QT_TRANSLATE_NOOP("Notice", "Your ledger file %1 was missing and no copy of it could be read, so "
                                            "your balance and hand history could not be recovered. A fresh bankroll "
                                            "of %Ln credit(s) was started.") if missing else
                QT_TRANSLATE_NOOP("Notice", "Your ledger file %1 was empty and no copy of it could be read, so your "
                                            "balance and hand history could not be recovered. A fresh bankroll of "
                                            "%Ln credit(s) was started."))
        return Notice(lost, f"ledger_lost_{how}", bankroll=starting_balance, file=path.name)
    # An empty file and any stale -wal/-shm beside it are kept, never applied to the copy.
    set_aside(path, clock(), SQLITE_COMPANIONS, missing_ok=True)
    put_back(copy, path)
    log.warning("The ledger %s was %s; its copy was put back (balance %d, %d hands).", path, how,
                snapshot.balance, len(snapshot.settled))
    restored = (QT_TRANSLATE_NOOP("Notice", "Your ledger file %1 was missing; it was restored from its copy, written "
                                            "after your last hand: balance %Ln credit(s), %2 hands in your history.")
                if missing else
                QT_TRANSLATE_NOOP("Notice", "Your ledger file %1 was empty; it was restored from its copy, written "
                                            "after your last hand: balance %Ln credit(s), %2 hands in your history."))
    return Notice(restored, f"ledger_restored_{how}", balance=snapshot.balance, file=path.name,
                  hands=len(snapshot.settled))


def restore_damaged(path: Path, set_aside: Path, damage: str) -> Notice | None:
    """The ledger was damaged and set aside as ``set_aside``: put its copy back; None if there is no sound copy."""
    copy = copy_path_of(path)
    snapshot = read_snapshot(copy)
    if snapshot is None:
        return None
    for companion in [path, *(path.with_name(path.name + suffix) for suffix in SQLITE_COMPANIONS)]:
        with contextlib.suppress(FileNotFoundError):  # the fresh file the store started
            companion.unlink()
    put_back(copy, path)
    log.warning("The ledger %s was damaged (%s); its copy was put back.", path, damage)
    return Notice(QT_TRANSLATE_NOOP("Notice", "Your ledger file was damaged (%1); it was kept as %2 and restored from "
                                              "its copy, written after your last hand: balance %Ln credit(s), %3 "
                                              "hands in your history."),
                  "ledger_restored_damaged", balance=snapshot.balance, damage=damage, file=set_aside.name,
                  hands=len(snapshot.settled))


def restore_if_behind(path: Path, clock: Clock) -> Notice | None:
    """Put the copy back if the (closed) ledger is behind it (:meth:`Snapshot.behind`): records were rolled back."""
    copy = copy_path_of(path)
    ours, theirs = read_snapshot(path), read_snapshot(copy)
    if ours is None or theirs is None or not ours.behind(theirs):
        return None
    lost = sorted(theirs.settled - ours.settled)
    backup = set_aside(path, clock(), SQLITE_COMPANIONS, missing_ok=True)
    put_back(copy, path)
    log.warning("The ledger %s was behind its copy (%d settled hands and %d new games missing); its copy was put "
                "back.", path, len(lost), theirs.new_games - ours.new_games)
    name = backup.name if backup else "-"
    if not lost:
        return Notice(QT_TRANSLATE_NOOP("Notice", "Your ledger file had lost its latest records, as happens when its "
                                                  "-wal file is lost after a crash; it was kept as %1 and restored "
                                                  "from its copy: balance %Ln credit(s)."),
                      "ledger_restored_records", balance=theirs.balance, file=name)
    return Notice(QT_TRANSLATE_NOOP("Notice", "Your ledger file had lost its latest records (%1 settled hands, Bet IDs "
                                              "%2 to %3), as happens when its -wal file is lost after a crash; it was "
                                              "kept as %4 and restored from its copy: balance %Ln credit(s)."),
                  "ledger_restored_hands", balance=theirs.balance, hands=len(lost), first=str(lost[0]),
                  last=str(lost[-1]), file=name)


__all__ = ["Snapshot", "check_before_opening", "copy_path_of", "ledger_existed", "read_snapshot",
           "restore_damaged", "restore_if_behind"]
