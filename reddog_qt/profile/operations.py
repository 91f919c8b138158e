"""Every change the table makes to the player's files: the app's one way in for writes.

The windows and dialogs never call a writing method of the ledger, the limit file, the
settings or the tables themselves: they ask for one of the operations below, each named for
what the player did (a hand played, a limit changed, a break taken, the settings saved...).
Each change of a file is all of it or none of it (one transaction, or one atomic replacement),
and an operation raises what the file raises: :class:`~reddog_qt.profile.store.ProfileError`
(its message is for the player), :class:`~reddog_qt.profile.settings.SettingsError`,
:class:`~reddog_qt.profile.tables.TablesError`, or the engine's refusal. Reading stays where
it is (the balance, the history, the limit).

Hands themselves are written by the engine's :class:`~reddog_qt.engine.session.Session` as
they move, through the :class:`~reddog_qt.engine.session.Journal` given by :func:`journal`.

:data:`WRITING` names the writing methods of the layer beneath, which only this module calls
(a test of the app holds it to that). No Qt here.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Iterable
from datetime import datetime, timedelta, tzinfo
from pathlib import Path
from typing import TYPE_CHECKING

from reddog_qt.engine import Rules
from reddog_qt.engine.limits import LimitState
from reddog_qt.profile.history_csv import ExportResult
from reddog_qt.profile.history_csv import export_history as _export_history
from reddog_qt.profile.ledger import Ledger
from reddog_qt.profile.limits import LimitStore
from reddog_qt.profile.paths import ProfileError
from reddog_qt.profile.settings import Settings
from reddog_qt.profile.tables import save_tables as _save_tables

if TYPE_CHECKING:
    from reddog_qt.engine.session import Journal
    from reddog_qt.profile import Profile

log = logging.getLogger(__name__)

#: The methods and functions beneath this module that write to the player's files (or start a
#: file that was not there). The app calls none of them; it calls the operations below.
WRITING = frozenset({
    # the ledger (and the practice bankroll)
    "hand_opened", "hand_settled", "bankroll_reset", "session_started", "table_changed", "mirror_break",
    "mirror_limit_change",
    "result_unseen", "take_unseen_result", "note_limit_file", "recover", "shuffle_revealed",
    # the personal-limit file (reading the time moves its tamper-proof clock forward, at most once a minute)
    "touch", "now", "lock_until", "pin_locked_until", "break_until", "take_break", "set_pin", "check_pin",
    "change_limit", "hold_to", "open_limit_file", "write_copy",
    # the profile, the settings, the custom tables, the export, and the files beneath them all
    "save_settings", "practice_ledger", "save_tables", "export_history", "write_atomically", "copy_to",
    "move_aside", "set_aside", "put_back",
})


# --- hands ---------------------------------------------------------------------------


def journal(ledger: Ledger) -> Journal:
    """Where a session records its hands and new games: ``ledger`` (the player's own, or the practice one)."""
    return ledger


def open_practice(profile: Profile, rng: random.Random | None = None) -> tuple[Ledger, list[str]]:
    """The practice bankroll, opened (and started) on first use, and what to tell the player of it.

    See :meth:`~reddog_qt.profile.Profile.practice_ledger`; ``rng`` draws the third card of an
    interrupted practice hand.
    """
    return profile.practice_ledger(rng)


def keep_result_unseen(ledger: Ledger, bet_id: int) -> None:
    """The window closes before the result of the settled hand ``bet_id`` showed: show it at the next start."""
    ledger.result_unseen(bet_id)


# --- sessions and tables ---------------------------------------------------------------


def record_session_start(ledger: Ledger, rules: Rules) -> None:
    """A session begins at the table ``rules`` (it shows in the history)."""
    ledger.session_started(rules)


def record_table_change(ledger: Ledger, rules: Rules) -> None:
    """The player moved to the table (or limit tier) ``rules``."""
    ledger.table_changed(rules)


def save_settings(profile: Profile, settings: Settings) -> None:
    """Save the player's choices atomically (raises :class:`~reddog_qt.profile.settings.SettingsError`)."""
    profile.save_settings(settings)


def save_tables(path: Path, tables: Iterable[Rules]) -> None:
    """Save the player's custom tables to ``path`` (raises :class:`~reddog_qt.profile.tables.TablesError`)."""
    _save_tables(path, list(tables))


def export_history(ledger: Ledger, path: Path, zone: tzinfo | None = None,
                   profile_folders: Iterable[Path] = ()) -> ExportResult:
    """Write the hand history to the CSV file ``path`` the player chose (see :mod:`.history_csv`).

    ``profile_folders`` are the profile's folders besides the ledger's own (the settings'): the
    export refuses a target in any of them, so it can never replace one of the player's files.
    """
    return _export_history(ledger, path, zone, profile_folders)


# --- the personal limit and breaks ------------------------------------------------------


def limit_state_now(limits: LimitStore) -> LimitState:
    """The limit state on the limit file's clock, which this moves forward to now (it never runs back)."""
    return limits.touch()


def choose_pin(limits: LimitStore, pin: str) -> None:
    """Choose the PIN that confirms every change of the limit (first use only)."""
    limits.set_pin(pin)


def change_limit(limits: LimitStore, new_limit: int | None, pin: str, *, table_minimum: int | None = None,
                 table_maximum: int | None = None, local_zone: tzinfo | None = None) -> LimitState:
    """Change the personal limit (None removes it), confirmed with ``pin`` (see :meth:`LimitStore.change_limit`)."""
    return limits.change_limit(new_limit, pin, table_minimum=table_minimum, table_maximum=table_maximum,
                               local_zone=local_zone)


def break_until(limits: LimitStore) -> datetime | None:
    """When the break the player is taking ends, or None; on the limit file's clock, moved forward to now."""
    return limits.break_until()


def take_break(limits: LimitStore, ledger: Ledger, length: timedelta) -> datetime:
    """Close the table for ``length``; returns when it opens again. It cannot be undone.

    The limit file keeps the break; the ledger keeps a copy of its end, so that a limit file
    lost during the break does not open the table. A copy that cannot be written is logged:
    the break holds without it.
    """
    until = limits.take_break(length)
    try:
        ledger.mirror_break(until)
    except ProfileError as problem:
        log.error("the break could not be copied to the ledger: %s", problem)
    return until


__all__ = ["WRITING", "break_until", "change_limit", "choose_pin", "export_history", "journal", "keep_result_unseen",
           "limit_state_now", "open_practice", "record_session_start", "record_table_change", "save_settings",
           "save_tables", "take_break"]
