"""The hand history as a CSV file, for a spreadsheet and the verifiers: one line per finished hand, oldest first.

The columns are :data:`~.rows.HAND_COLUMNS`' (the README describes each; columns were only ever added at
the end). Hands are read in pages of :data:`PAGE` and written as read, to a temporary name moved into
place at the end, so a failed export never leaves half a file. An export never replaces a file of the
profile, nor any other file that exists and is neither empty nor an earlier export
(:func:`export_refusal`). A damaged row never stops the export: it is left out, logged and counted, as
are the hand rows set aside before. No Qt here.
"""

from __future__ import annotations

import contextlib
import csv
import io
import logging
import os
import sqlite3
import stat
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import tzinfo
from pathlib import Path

from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP
from reddog_qt.profile.aside import atomic_file
from reddog_qt.profile.ledger import Ledger
from reddog_qt.profile.paths import ProfileError
from reddog_qt.profile.rows import CSV_COLUMNS, HAND_COLUMNS, UNCHECKED, cell_text, read_hand_row
from reddog_qt.profile.values import RowProblem, shown_value

log = logging.getLogger(__name__)

#: The header.
COLUMNS = CSV_COLUMNS
#: Hands read at a time.
PAGE = 500
#: How every export of the history has begun (the columns were added to at the end only).
EXPORT_START = b"bet_id,slip_id,"
#: The names of the profile's own files; a name that begins with one of them (``ledger.sqlite3-wal``,
#: ``limits.sqlite3.bad-...``, ``reddog.log.1``) is the profile's too.
PROFILE_FILE_NAMES = ("ledger.sqlite3", "ledger-copy.sqlite3", "limits.sqlite3", "limits-copy.sqlite3",
                      "practice.sqlite3", "settings.json", "tables.json", "reddog.lock", "reddog.log")


class ExportRefusedError(ProfileError):
    """The history is not written over this file: it belongs to the profile, or is not an earlier export."""


@dataclass(frozen=True)
class ExportResult:
    """What an export wrote: the file, hands written, damaged rows left out, and the sum of ``net``."""

    path: Path
    hands: int
    skipped: int
    net: int


#: Why the history is not written to a file, by the refusal's code.
_REFUSALS = {
    "export_profile_file": QT_TRANSLATE_NOOP("ProfileError", "The history was not written: %1 is a file of your Red "
                                                             "Dog profile. Choose a file outside your profile, for "
                                                             "example history.csv."),
    "export_cannot_look": QT_TRANSLATE_NOOP("ProfileError", "The history was not written: Red Dog cannot look at %1 "
                                                            "(%2)."),
    "export_not_a_file": QT_TRANSLATE_NOOP("ProfileError", "The history was not written: %1 is not a regular file."),
    "export_would_replace": QT_TRANSLATE_NOOP("ProfileError", "The history was not written: %1 already exists and is "
                                                              "not a history exported by Red Dog. Choose a new file "
                                                              "name, or move that file away first."),
}


def _refused(code: str, path: Path, **params: str) -> ExportRefusedError:
    return ExportRefusedError(_REFUSALS[code], code, path=str(path), **params)


def export_refusal(path: Path, profile_folders: Iterable[Path]) -> ExportRefusedError | None:
    """Why the history must not be written to ``path``, or None if it may (``profile_folders``: data, settings).

    Refused: a file of the profile (by name, or another name of it), something that is not a regular
    file, and a file that is neither empty nor an earlier export (its first line ``bet_id,slip_id,``).
    """
    target = Path(os.path.realpath(path))
    folders = {Path(os.path.realpath(folder)) for folder in profile_folders}
    if target.parent in folders and target.name.startswith(PROFILE_FILE_NAMES):
        return _refused("export_profile_file", path)
    try:
        found = os.stat(target)
    except FileNotFoundError:
        return None
    except OSError as error:
        return _refused("export_cannot_look", path, reason=error.strerror or str(error))
    for folder in folders:  # another name (a hard link) for a file of the profile
        with contextlib.suppress(OSError):
            for entry in os.scandir(folder):
                if entry.name.startswith(PROFILE_FILE_NAMES):
                    held = entry.stat()
                    if (held.st_dev, held.st_ino) == (found.st_dev, found.st_ino):
                        return _refused("export_profile_file", path)
    if not stat.S_ISREG(found.st_mode):
        return _refused("export_not_a_file", path)
    if found.st_size:
        with contextlib.suppress(OSError), target.open("rb") as handle:
            if handle.read(len(EXPORT_START)) == EXPORT_START:
                return None
        return _refused("export_would_replace", path)
    return None


def export_history(ledger: Ledger, path: Path, zone: tzinfo | None = None,
                   profile_folders: Iterable[Path] = ()) -> ExportResult:
    """Write every finished hand of ``ledger`` to ``path`` (``profile_folders``: the profile's other folders).

    Raises :class:`ExportRefusedError` for a target that must not be replaced, :class:`OSError` if
    the file cannot be written (nothing is left behind) and :class:`ProfileError` if the ledger
    cannot be read.
    """
    path = Path(path)
    refusal = export_refusal(path, (ledger.path.parent, *profile_folders))
    if refusal is not None:
        raise refusal
    written = skipped = net = 0
    with atomic_file(path, make_folder=False) as handle:
        page = io.StringIO(newline="")
        writer = csv.writer(page, lineterminator="\r\n")
        writer.writerow(COLUMNS)
        # Read in pages by Bet ID and written as read, so that a long history is never held whole.
        last = UNCHECKED
        while rows := ledger.store.read("SELECT * FROM hands WHERE status != 'open' AND bet_id > ? "
                                        "ORDER BY bet_id LIMIT ?", (last, PAGE)):
            last = rows[-1]["bet_id"]
            for row in rows:
                cells = _cells(row, zone)
                if cells is None:
                    skipped += 1
                    continue
                writer.writerow(cells)
                written += 1
                net += int(cells[COLUMNS.index("net")])
            handle.write(page.getvalue().encode("utf-8"))
            page.seek(0)
            page.truncate()
        handle.write(page.getvalue().encode("utf-8"))  # the header of an empty history
    # Hand rows found damaged earlier (at start, or by Hand History) were set aside: left out too.
    (set_aside,) = ledger.store.read("SELECT count(*) FROM set_aside_rows WHERE table_name = 'hands'")
    skipped += set_aside[0]
    log.info("exported %d hands to %s (%d damaged rows left out)", written, path, skipped)
    return ExportResult(path, written, skipped, net)


def _cells(row: sqlite3.Row, zone: tzinfo | None) -> list[str] | None:
    """The cells of a finished hand's row (times in ``zone``), or None (logged) if it cannot be trusted."""
    try:
        record = read_hand_row(row)
        # A time at the edge of the calendar reads, yet cannot be shown in every zone (OverflowError).
        return [cell_text(column.shows(record), zone) for column in HAND_COLUMNS if column.shows is not None]
    except RowProblem as why:
        problem = str(why)
    except (ValueError, TypeError, OverflowError, ZeroDivisionError) as error:
        problem = f"a value cannot be written ({error})"
    log.warning("Hand row %s left out of the export: %s.", shown_value(row["bet_id"]), problem)
    return None
