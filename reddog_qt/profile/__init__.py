"""The player's profile: every file that holds the player's money, limits and choices.

One package owns them all; nothing else in the program opens them:

* :mod:`.paths` — where the files are (appdirs, ``--profile-dir``, ``REDDOG_PROFILE_DIR``) and the assets;
* :mod:`.store` — the one owner of each SQLite file: connection, transactions, format number,
  upgrades with a copy taken first, and the split between "the environment failed" and "damaged";
* :mod:`.ledger` — the bankroll, Bet IDs and hand history (``ledger.sqlite3``), kept in step with
  :mod:`.ledger_copy`; :mod:`.rows` defines a hand's columns and its one check (:mod:`.seal_row` its sealed
  shuffle's), :mod:`.seals` the shuffle numbers, the player seed, the chain and (in memory) the committed next
  seed, :mod:`.events` new games, sessions and table changes, :mod:`.values` the stored values and checks they share;
* :mod:`.stats` and :mod:`.history_csv` — the player's statistics and the history as CSV, read from the ledger,
  with :mod:`.figures` for the running figures the table counts live;
* :mod:`.limits` — the personal bet limit, its PIN, its weekly lock and breaks (``limits.sqlite3``, with a copy),
  with :mod:`.limit_file` for the file's format and :mod:`.limit_copy` for opening it and holding it to its copy;
* :mod:`.settings` — the player's choices (``settings.json``);
* :mod:`.tables` — the player's own house-rules tables (``tables.json``);
* :mod:`.instance` — the lock that keeps a second window off a profile in use;
* :mod:`.aside` — setting a damaged file aside and putting a copy back, for every file above.

:func:`open_profile` opens them in the right order, once, at start-up (``launch.py``),
and hands the window a :class:`Profile`. After that the app calls the ledger, the limit
store and the profile's own methods, each a change of a file made whole or not at all.
"""

from __future__ import annotations

import dataclasses
import logging
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from reddog_qt.engine import Rules
from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP, Gain
from reddog_qt.profile.instance import InstanceLock
from reddog_qt.profile.ledger import Ledger
from reddog_qt.profile.ledger_copy import copy_path_of, ledger_existed
from reddog_qt.profile.ledger_schema import V1Rows, expects_limit_file, read_v1_limit_rows
from reddog_qt.profile.limits import LimitStore
from reddog_qt.profile.notice import Notice
from reddog_qt.profile.paths import ProfileError, ProfilePaths
from reddog_qt.profile.rows import HandRecord, rules_for
from reddog_qt.profile.seals import draw_from_full_shoe
from reddog_qt.profile.settings import Settings, load_settings, save_settings
from reddog_qt.profile.sqlite_file import ProfileInUseError, ProfileTooNewError, ProfileUnavailableError, sniff
from reddog_qt.profile.store import Clock, utc_now
from reddog_qt.profile.tables import load_tables

log = logging.getLogger(__name__)

#: The bankroll a new ledger starts with (the first table's).
STARTING_BALANCE = Rules.preset("atlantic-city").starting_bankroll


@dataclass
class Profile:
    """A player's open profile: settings, ledger, limit store and the instance lock.

    ``limits`` is None while the personal-limit file cannot be opened (the environment
    failed): the limit then fails closed, and :meth:`personal_limit` tries again.
    """

    paths: ProfilePaths
    settings: Settings
    ledger: Ledger
    limits: LimitStore | None
    lock: InstanceLock | None
    clock: Clock = utc_now
    #: Sentences for the player about what happened to the files at start-up (damage, repairs, recoveries).
    notices: list[str] = field(default_factory=list)
    #: Hands interrupted before the decision and finished at start-up as a stand.
    recovered_hands: list[HandRecord] = field(default_factory=list)
    #: The player's saved custom tables, by rules name, as loaded at start-up.
    custom_tables: dict[str, Rules] = field(default_factory=dict)
    #: The practice bankroll, once opened (:meth:`practice_ledger`).
    practice: Ledger | None = None

    def rules_for(self, name: str) -> Rules:
        """The rules of a preset or saved custom table by name (the Atlantic City table if unknown)."""
        return rules_for(name, _lookup(self.custom_tables))

    def save_settings(self, settings: Settings) -> None:
        """Save the settings atomically (raises :class:`~reddog_qt.profile.settings.SettingsError`).

        They are saved with the mark that this profile has a ledger (``ledger_started``): a ledger
        missing at a later start is then a loss to tell the player of, not a first start.
        """
        settings = dataclasses.replace(settings, ledger_started=True)
        save_settings(self.paths.settings_file, settings)
        self.settings = settings

    def personal_limit(self) -> tuple[int | None, bool]:
        """The personal limit and whether it is known; an unknown limit holds bets to the table minimum.

        If the limit file could not be opened (or read) before, it is tried again now.
        """
        if self.limits is None:
            try:
                self.limits = _open_limits(self.paths, self.clock, None, [], exclusive=self.lock is not None)
                if self.limits is not None:
                    self.limits.hold_to(self.ledger)
            except ProfileError as problem:  # e.g. a file of a newer version: stays unknown
                log.error("personal limit unavailable: %s", problem)
        if self.limits is None:
            return None, False
        try:
            return self.limits.limit, self.limits.limit_known
        except ProfileError as problem:
            log.error("personal limit unreadable: %s", problem)
            return None, False

    def practice_ledger(self, rng: random.Random | None = None) -> tuple[Ledger, list[str]]:
        """The practice bankroll (``practice.sqlite3``), opened on first use; and what to tell the player of it.

        Practice hands are kept apart from the player's own ledger: they never count in the
        balance, the history or the statistics. An interrupted practice hand is finished as a
        stand, like any other (``rng`` draws its third card). Raises
        :class:`~reddog_qt.profile.store.ProfileError` if the file cannot be used.
        """
        if self.practice is not None:
            return self.practice, []
        notices: list[str] = []
        practice = Ledger(self.paths.practice_file, starting_balance=STARTING_BALANCE, clock=self.clock,
                          notices=notices)
        try:
            recovered = practice.recover(draw_from_full_shoe(rng), _lookup(self.custom_tables))
            unseen = practice.take_unseen_result()
        except BaseException:
            practice.close()
            raise
        notices.extend(recovered_notice(record) for record in recovered)
        if unseen is not None:
            notices.append(unseen_notice(unseen))
        self.practice = practice
        return practice, notices

    def close(self) -> None:
        """Close the files and let go of the lock (again is harmless)."""
        if self.practice is not None:
            self.practice.close()
        if self.limits is not None:
            self.limits.close()
        self.ledger.close()
        if self.lock is not None:
            self.lock.release()


def _hand_params(record: HandRecord) -> dict[str, object]:
    """The values of a notice about a finished hand: the balance it counts, then its %1 to %5."""
    first, second, *rest = (str(card) for card in record.cards)
    return {"balance": record.balance_after or 0, "bet_id": str(record.bet_id), "first": first, "second": second,
            "third": rest[0] if rest else "-", "net": Gain(record.net or 0)}


def recovered_notice(record: HandRecord) -> Notice:
    """What the player is told of a hand interrupted before the decision and finished at the start."""
    return Notice(QT_TRANSLATE_NOOP("Notice", "Bet ID %1 was interrupted before your decision, with %2 and %3 "
                                              "showing. It was finished as a stand: the third card drawn was %4, %5. "
                                              "Your balance is %Ln credit(s)."),
                  "hand_recovered_cards", **_hand_params(record))


def unseen_notice(record: HandRecord) -> Notice:
    """What the player is told of a hand finished as the window closed, before its result showed."""
    return Notice(QT_TRANSLATE_NOOP("Notice", "Your last hand, Bet ID %1, was finished as you quit: the cards were "
                                              "%2 and %3, the third card was %4, %5. Your balance is %Ln credit(s)."),
                  "hand_unseen", **_hand_params(record))


def _open_limits(paths: ProfilePaths, clock: Clock, v1_rows: V1Rows | None, notices: list[str],
                 expected: bool = True, exclusive: bool = False) -> LimitStore | None:
    try:
        limits = LimitStore(paths.limits_file, clock=clock, v1_rows=v1_rows, expected=expected, exclusive=exclusive)
    except (ProfileTooNewError, ProfileInUseError):
        raise
    except ProfileError as problem:
        log.error("personal limit unavailable: %s", problem)
        notices.append(Notice(QT_TRANSLATE_NOOP("Notice", "%1 Until it can be read, every bet is held to the table "
                                                          "minimum."), "limits_unavailable", problem=problem))
        return None
    notices.extend(limits.notices)
    return limits


def _lookup(custom_tables: dict[str, Rules]) -> Callable[[str], Rules]:
    return lambda name: custom_tables[name] if name in custom_tables else Rules.preset(name)


def _v1_limit_rows(ledger_file: Path) -> V1Rows | None:
    """Red Dog 1.0's limit rows in the ledger file, if it is such a file (read before anything changes it)."""
    try:
        sniff(ledger_file)
    except Exception:
        return None
    return read_v1_limit_rows(ledger_file) if ledger_file.exists() else None


def open_profile(
    profile_dir: Path | None = None,
    *,
    clock: Clock = utc_now,
    rng: random.Random | None = None,
    lookup: Callable[[str], Rules] | None = None,
    lock: bool = True,
) -> Profile:
    """Open the player's profile: lock it, read the settings, open the limit file and the ledger, recover.

    ``profile_dir`` None uses ``REDDOG_PROFILE_DIR`` or the user folders. ``rng`` draws the
    third card of an interrupted hand (the system's CSPRNG by default); ``lookup`` finds
    a table's rules by name for it. Raises :class:`ProfileInUseError` if another window
    has the profile, :class:`ProfileUnavailableError` if the environment keeps it from
    being used (nothing is changed then), :class:`ProfileTooNewError` for files of a newer
    version. Damaged files never raise: they are set aside, and :attr:`Profile.notices` says so.
    """
    paths = ProfilePaths.resolve(profile_dir).ensure()
    instance = InstanceLock(paths.lock_file) if lock else None
    if instance is not None:
        instance.acquire()
    notices: list[str] = []
    limits: LimitStore | None = None
    try:
        settings = load_settings(paths.settings_file, notices=notices)
        # The custom tables first: the ledger may have to finish a hand played at one.
        custom_tables, table_notes = load_tables(paths.tables_file)
        notices.extend(table_notes)
        if lookup is None:
            lookup = _lookup(custom_tables)
        v1_rows = _v1_limit_rows(paths.ledger_file)
        # The files stay locked to this process while it plays (even if the lock file is deleted).
        # A limit file is expected where the ledger, its copy or the settings show the profile has started
        # before: then a missing one was lost, and the limit fails closed.
        expected = (expects_limit_file(paths.ledger_file) or expects_limit_file(copy_path_of(paths.ledger_file))
                    or settings.ledger_started)
        limits = _open_limits(paths, clock, v1_rows, notices, expected, exclusive=lock)
        if limits is None and v1_rows:
            # Upgrading the ledger now would drop the only copy of the limit and PIN.
            raise ProfileUnavailableError(
                QT_TRANSLATE_NOOP("ProfileError", "Red Dog cannot move your personal limit into its own file right "
                                                  "now; nothing was changed. Check that the disk has room and the "
                                                  "folder can be written, then start Red Dog again."),
                "limit_not_moved")
        ledger = Ledger(paths.ledger_file, starting_balance=STARTING_BALANCE, clock=clock, notices=notices,
                        exclusive=lock, keep_copy=True,
                        existed=ledger_existed(paths.ledger_file, settings.ledger_started))
        try:
            if limits is not None:
                ledger.note_limit_file()
                # A limit file (and its copy) older than the ledger remembers fails closed.
                notices.extend(limits.hold_to(ledger))
            if ledger.recovered_from is not None and limits is not None and limits.limit_known:
                kept = QT_TRANSLATE_NOOP("Notice", "Your personal limit, PIN and weekly lock were kept.")
                notices.append(Notice(kept, "limits_kept"))
            recovered = ledger.recover(draw_from_full_shoe(rng), lookup)
        except BaseException:
            ledger.close()
            raise
    except BaseException:
        if limits is not None:
            limits.close()
        if instance is not None:
            instance.release()
        raise
    notices.extend(recovered_notice(record) for record in recovered)
    try:
        unseen = ledger.take_unseen_result()
    except ProfileError as problem:  # shown another time; nothing of the money depends on it
        log.warning("The last hand's result could not be read: %s", problem)
        unseen = None
    if unseen is not None:
        notices.append(unseen_notice(unseen))
    return Profile(paths=paths, settings=settings, ledger=ledger, limits=limits, lock=instance, clock=clock,
                   notices=notices, recovered_hands=recovered, custom_tables=custom_tables)


__all__ = [
    "STARTING_BALANCE",
    "Profile",
    "ProfileError",
    "ProfileInUseError",
    "ProfilePaths",
    "ProfileTooNewError",
    "ProfileUnavailableError",
    "open_profile",
]
