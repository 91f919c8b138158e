"""The player's profile: every file that holds the player's money, limits and choices; nothing else opens them.

:func:`open_profile` first locks the folder (the system's lock on ``reddog.lock``, gone with the process however
it ends), so that a second game reads nothing; then it reads the settings and tables, opens the limit file and the
ledger (held exclusively until closed: a second game stops there even without the lock) and returns a
:class:`Profile`.
"""

from __future__ import annotations

import contextlib
import logging
import os
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

from reddog_qt.engine import Rules
from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP, Gain
from reddog_qt.profile.aside import copy_path_of, set_aside
from reddog_qt.profile.ledger import Ledger
from reddog_qt.profile.ledger_copy import ledger_existed
from reddog_qt.profile.ledger_schema import expects_limit_file, read_v1_limit_rows
from reddog_qt.profile.limits import LimitStore
from reddog_qt.profile.notice import Notice
from reddog_qt.profile.paths import ProfileError, ProfilePaths
from reddog_qt.profile.rows import HandRecord, rules_for
from reddog_qt.profile.seals import draw_from_full_shoe
from reddog_qt.profile.settings import Settings, load_settings, save_settings
from reddog_qt.profile.sqlite_file import ProfileInUseError, ProfileTooNewError, ProfileUnavailableError, in_use_error
from reddog_qt.profile.store import Clock, utc_now
from reddog_qt.profile.tables import load_tables

log = logging.getLogger(__name__)

STARTING_BALANCE = Rules.preset("atlantic-city").starting_bankroll


@dataclass
class Profile:
    """A player's open profile. ``limits`` is None while the limit file cannot be opened: the limit then fails
    closed, and :meth:`personal_limit` tries again. ``lock`` holds ``reddog.lock``; ``exclusive``, the files.
    ``notices`` tell the player of the files' damage and repairs at start-up, and of ``recovered_hands``."""

    paths: ProfilePaths
    settings: Settings
    ledger: Ledger
    limits: LimitStore | None
    lock: int | None
    exclusive: bool
    clock: Clock = utc_now
    notices: list[str] = field(default_factory=list)
    recovered_hands: list[HandRecord] = field(default_factory=list)
    custom_tables: dict[str, Rules] = field(default_factory=dict)
    practice: Ledger | None = None  # opened on first use (:meth:`practice_ledger`)

    def rules_for(self, name: str) -> Rules:
        """The rules of a preset or saved custom table by name (the Atlantic City table if unknown)."""
        return rules_for(name, _lookup(self.custom_tables))

    def save_settings(self, settings: Settings) -> None:
        """Save the settings (or raise SettingsError), marked ``ledger_started``: a ledger missing later is a loss."""
        settings = replace(settings, ledger_started=True)
        save_settings(self.paths.settings_file, settings)
        self.settings = settings

    def personal_limit(self) -> tuple[int | None, bool]:
        """The personal limit and whether it is known (an unknown one holds bets to the table minimum)."""
        try:
            if self.limits is None:
                self.limits = LimitStore(self.paths.limits_file, self.clock, expected=True, exclusive=self.exclusive)
                self.limits.hold_to(self.ledger)
            return self.limits.limit, self.limits.limit_known
        except ProfileError as problem:  # e.g. a file of a newer version, or unreadable: the limit stays unknown
            log.error("personal limit unavailable: %s", problem)
            return None, False

    def practice_ledger(self, rng: random.Random | None = None) -> tuple[Ledger, list[str]]:
        """The practice bankroll, opened on first use, and what to tell the player (its interrupted hand is
        finished as a stand, ``rng`` drawing the third card). Raises :class:`ProfileError` if it cannot be used."""
        if self.practice is not None:
            return self.practice, []
        notices: list[str] = []
        practice = Ledger(self.paths.practice_file, starting_balance=STARTING_BALANCE, clock=self.clock,
                          notices=notices)
        with contextlib.ExitStack() as undo:
            undo.callback(practice.close)
            _finish_interrupted(practice, rng, self.custom_tables, notices)
            undo.pop_all()
        self.practice = practice
        return practice, notices

    def close(self) -> None:
        """Close the files and let go of the lock (again is harmless)."""
        for opened in (self.practice, self.limits, self.ledger):
            if opened is not None:
                opened.close()
        if self.lock is not None:
            _unlock_folder(self.lock)
            self.lock = None


def hand_notice(record: HandRecord, *, unseen: bool = False) -> Notice:
    """What the player is told of a hand finished as a stand at the start, or (``unseen``) as the window closed."""
    first, second, *rest = (str(card) for card in record.cards)
    template, code = (
        (QT_TRANSLATE_NOOP("Notice", "Your last hand, Bet ID %1, was finished as you quit: the cards were %2 and %3, "
                                     "the third card was %4, %5. Your balance is %Ln credit(s)."), "hand_unseen")
        if unseen else
        (QT_TRANSLATE_NOOP("Notice", "Bet ID %1 was interrupted before your decision, with %2 and %3 showing. It was "
                                     "finished as a stand: the third card drawn was %4, %5. Your balance is %Ln "
                                     "credit(s)."), "hand_recovered_cards"))
    return Notice(template, code, balance=record.balance_after or 0, bet_id=str(record.bet_id), first=first,
                  second=second, third=rest[0] if rest else "-", net=Gain(record.net or 0))


def _lookup(custom_tables: dict[str, Rules]) -> Callable[[str], Rules]:
    return lambda name: custom_tables.get(name) or Rules.preset(name)


def _finish_interrupted(ledger: Ledger, rng: random.Random | None, custom_tables: dict[str, Rules],
                        notices: list[str]) -> list[HandRecord]:
    """Finish the ledger's interrupted hands and tell the player of them and of a result not seen yet."""
    recovered = ledger.recover(draw_from_full_shoe(rng), _lookup(custom_tables))
    notices.extend(hand_notice(record) for record in recovered)
    try:
        if (unseen := ledger.take_unseen_result()) is not None:
            notices.append(hand_notice(unseen, unseen=True))
    except ProfileError as problem:  # shown another time; nothing of the money depends on it
        log.warning("The last hand's result could not be read: %s", problem)
    return recovered


def _lock_folder(path: Path) -> int | None:
    """The descriptor that holds ``path`` locked, or None where no lock can be taken (the files held exclusively
    still refuse a second game). Raises :class:`ProfileInUseError` if another process holds it."""
    descriptor = None
    try:
        if path.exists() and not path.is_file():  # a FIFO would block the open; a folder cannot be locked
            log.warning("%s was not a file; it was kept as %s.", path, set_aside(path, utc_now()).name)
        descriptor = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        if sys.platform == "win32":
            import msvcrt
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return descriptor
    except OSError as error:
        if descriptor is not None:
            os.close(descriptor)
            # Held by another game: flock's EWOULDBLOCK; on Windows any refusal of the byte (EACCES, or under
            # some runtimes, Wine's among them, no errno at all).
            if isinstance(error, (BlockingIOError, PermissionError)) or sys.platform == "win32":
                raise in_use_error(path.parent) from None
        log.warning("%s could not be locked (%s); the profile is not locked.", path, error)
        return None


def _unlock_folder(descriptor: int) -> None:
    """Let go of the folder's lock: unlocked first on Windows, which may hold a lock on a closed file for a while."""
    if sys.platform == "win32":
        import msvcrt
        with contextlib.suppress(OSError):
            msvcrt.locking(descriptor, msvcrt.LK_UNLCK, 1)
    os.close(descriptor)


def open_profile(profile_dir: Path | None = None, *, clock: Clock = utc_now, rng: random.Random | None = None,
                 lock: bool = True) -> Profile:
    """Open the player's profile (``profile_dir`` None: ``REDDOG_PROFILE_DIR`` or the user folders; ``rng`` draws
    the third card of an interrupted hand; ``lock`` False, for tests, neither locks the folder nor holds the files
    exclusively). Raises :class:`ProfileInUseError`, :class:`ProfileUnavailableError` (nothing changed) or
    :class:`ProfileTooNewError`; a damaged file is set aside, and :attr:`Profile.notices` says so."""
    paths = ProfilePaths.resolve(profile_dir).ensure()
    notices: list[str] = []
    with contextlib.ExitStack() as undo:  # a start that fails closes again what it opened, the lock last
        held = _lock_folder(paths.lock_file) if lock else None
        if held is not None:
            undo.callback(_unlock_folder, held)
        settings = load_settings(paths.settings_file, notices=notices)
        custom_tables, table_notes = load_tables(paths.tables_file)  # the ledger may finish a hand played at one
        notices.extend(table_notes)
        v1_rows = read_v1_limit_rows(paths.ledger_file)  # read before anything changes the file
        # Where the settings, the ledger or its copy show the profile started before, a missing limit file was lost.
        expected = (settings.ledger_started or expects_limit_file(paths.ledger_file)
                    or expects_limit_file(copy_path_of(paths.ledger_file)))
        limits: LimitStore | None = None
        try:
            limits = LimitStore(paths.limits_file, clock=clock, v1_rows=v1_rows, expected=expected, exclusive=lock)
        except (ProfileTooNewError, ProfileInUseError):
            raise
        except ProfileError as problem:
            if v1_rows:  # upgrading the ledger now would drop the only copy of the limit and PIN
                raise ProfileUnavailableError(
                    QT_TRANSLATE_NOOP("ProfileError", "Red Dog cannot move your personal limit into its own file "
                                                      "right now; nothing was changed. Check that the disk has room "
                                                      "and the folder can be written, then start Red Dog again."),
                    "limit_not_moved") from problem
            log.error("personal limit unavailable: %s", problem)
            notices.append(Notice(QT_TRANSLATE_NOOP("Notice", "%1 Until it can be read, every bet is held to the "
                                                              "table minimum."), "limits_unavailable", problem=problem))
        else:
            undo.callback(limits.close)
            notices.extend(limits.notices)
        ledger = Ledger(paths.ledger_file, starting_balance=STARTING_BALANCE, clock=clock, notices=notices,
                        exclusive=lock, keep_copy=True,
                        existed=ledger_existed(paths.ledger_file, settings.ledger_started))
        undo.callback(ledger.close)
        if limits is not None:
            ledger.note_limit_file()
            notices.extend(limits.hold_to(ledger))  # a limit file (and copy) older than the ledger fails closed
            if ledger.recovered_from is not None and limits.limit_known:
                notices.append(Notice(QT_TRANSLATE_NOOP("Notice", "Your personal limit, PIN and weekly lock were "
                                                                  "kept."), "limits_kept"))
        recovered = _finish_interrupted(ledger, rng, custom_tables, notices)
        undo.pop_all()
    return Profile(paths=paths, settings=settings, ledger=ledger, limits=limits, lock=held, exclusive=lock,
                   clock=clock, notices=notices, recovered_hands=recovered, custom_tables=custom_tables)


__all__ = ["STARTING_BALANCE", "Profile", "ProfileError", "ProfileInUseError", "ProfilePaths", "ProfileTooNewError",
           "ProfileUnavailableError", "open_profile"]
