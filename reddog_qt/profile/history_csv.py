"""The hand history as a CSV file, for a spreadsheet: one line per finished hand, oldest first.

Columns, in this order: ``bet_id, slip_id, settled_at, table, cards, spread, kind, wager,
raised, net, balance_after, decision, best_decision, ev_lost``. ``settled_at`` is ISO 8601
with the UTC offset of the player's time zone; ``decision`` and ``best_decision`` are
``raise``, ``stand`` or ``none`` (a pair or a consecutive hand); ``ev_lost`` is the exact
expectation the decision gave away against the best play, in credits, to six decimals.
The last three are empty for hands recorded before Red Dog kept them. The sum of ``net``
is the change in the balance the hands made.

Then the sealed shuffle each hand came from (empty for hands recorded before sealed shuffles),
checked by ``python -m reddog_qt.fairness`` (see :mod:`reddog_qt.engine.sealed` and the README's
"Fair deals"): ``shuffle_fingerprint`` (SHA-256 of the seed, 64 hex digits), ``shuffle_seed`` (64
hex digits once revealed; empty while its shoe is still in play; ``abandoned`` if the game stopped
before it was revealed), ``shoe_decks``, ``card_positions`` (each card's position in the shuffle's
order, 0 first, separated by spaces; the first two only for a hand finished after an interruption),
and for a hand finished after an interruption ``finish_fingerprint`` and ``finish_seed``, the
shuffle of the shoe less the two cards shown whose first card was its third card. Then, for hands dealt with
the player's seed, ``player_seed``, ``shuffle_number``, ``finish_shuffle_number``, ``next_fingerprint`` and
``finish_next_fingerprint`` (:mod:`reddog_qt.profile.seals`); the table's ``pay_table`` and ``raise_rule``; and
the history's ``chain`` (:mod:`reddog_qt.engine.chain`); empty where a hand was recorded before them. Last,
``new_run``: ``1`` on the first hand of the first shuffle of a run of the game (see :mod:`reddog_qt.profile.seals`).

The hands are read in pages of :data:`PAGE` and written as they are read (a long history is never
held whole), to a temporary name moved into place at the end, so a failed export never leaves half
a file. An export never replaces a file of the player's profile (the ledger, the
limit file, their copies, the settings...), nor any other file that exists and is not an earlier
export of the history (its first line starts ``bet_id,slip_id,``) or empty: such a target is
refused with :class:`ExportRefusedError` and nothing is written. A damaged row never stops the
export: it is left out, logged, and counted in the result, as are the hand rows set aside as
damaged before. No Qt here (``reddog-qt --export-history`` needs no window).
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
from fractions import Fraction
from pathlib import Path

from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP
from reddog_qt.profile.aside import atomic_file
from reddog_qt.profile.ledger import Ledger
from reddog_qt.profile.paths import ProfileError
from reddog_qt.profile.rows import CSV_COLUMNS, HAND_COLUMNS, UNCHECKED, HandRecord, cell_text, read_hand_row
from reddog_qt.profile.values import RowProblem, shown_value

log = logging.getLogger(__name__)

#: The header, from the columns of a hand (:data:`reddog_qt.profile.rows.HAND_COLUMNS`).
COLUMNS = CSV_COLUMNS
#: Hands read at a time.
PAGE = 500
#: Decimals written for ``ev_lost``.
PLACES = 6
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


def decimal_text(value: Fraction, places: int = PLACES) -> str:
    """An exact fraction as a decimal, rounded half to even: ``decimal_text(Fraction(2, 3))`` is ``"0.666667"``.

    >>> decimal_text(Fraction(-38, 5)), decimal_text(Fraction(0)), decimal_text(Fraction(1, 3), 2)
    ('-7.600000', '0.000000', '0.33')
    """
    scaled = round(value * 10**places)
    sign = "-" if scaled < 0 else ""
    units, part = divmod(abs(scaled), 10**places)
    return f"{sign}{units}.{part:0{places}d}" if places else f"{sign}{units}"


def _cell(value: object, zone: tzinfo | None) -> str:
    return decimal_text(value) if isinstance(value, Fraction) else cell_text(value, zone)


def csv_row(record: HandRecord, zone: tzinfo | None = None) -> list[str]:
    """The CSV cells of one finished hand (times in ``zone``, the local one by default), by its columns."""
    if record.settled_at is None or record.net is None or record.balance_after is None:
        raise ValueError("the hand is not finished")
    return [_cell(column.shows(record), zone) for column in HAND_COLUMNS if column.shows is not None]


def export_refusal(path: Path, profile_folders: Iterable[Path]) -> ExportRefusedError | None:
    """Why the history must not be written to ``path``, or None if it may (see the module docstring).

    ``profile_folders`` are the folders of the player's profile (data and settings).
    """
    target = Path(os.path.realpath(path))
    folders = {Path(os.path.realpath(folder)) for folder in profile_folders}
    if target.parent in folders and target.name.startswith(PROFILE_FILE_NAMES):
        return _profile_file(path)
    try:
        found = os.stat(target)
    except FileNotFoundError:
        return None
    except OSError as error:
        reason = error.strerror or str(error)
        return ExportRefusedError(QT_TRANSLATE_NOOP("ProfileError", "The history was not written: Red Dog cannot look "
                                                                    "at %1 (%2)."),
                                  "export_cannot_look", path=str(path), reason=reason)
    for folder in folders:  # another name (a hard link) for a file of the profile
        with contextlib.suppress(OSError):
            for entry in os.scandir(folder):
                if entry.name.startswith(PROFILE_FILE_NAMES):
                    held = entry.stat()
                    if (held.st_dev, held.st_ino) == (found.st_dev, found.st_ino):
                        return _profile_file(path)
    if not stat.S_ISREG(found.st_mode):
        return ExportRefusedError(QT_TRANSLATE_NOOP("ProfileError", "The history was not written: %1 is not a regular "
                                                                    "file."), "export_not_a_file", path=str(path))
    if found.st_size:
        with contextlib.suppress(OSError), target.open("rb") as handle:
            if handle.read(len(EXPORT_START)) == EXPORT_START:
                return None
        return ExportRefusedError(
            QT_TRANSLATE_NOOP("ProfileError", "The history was not written: %1 already exists and is not a history "
                                              "exported by Red Dog. Choose a new file name, or move that file away "
                                              "first."), "export_would_replace", path=str(path))
    return None


def _profile_file(path: Path) -> ExportRefusedError:
    return ExportRefusedError(QT_TRANSLATE_NOOP("ProfileError", "The history was not written: %1 is a file of your Red "
                                                                "Dog profile. Choose a file outside your profile, for "
                                                                "example history.csv."),
                              "export_profile_file", path=str(path))


def export_history(ledger: Ledger, path: Path, zone: tzinfo | None = None,
                   profile_folders: Iterable[Path] = ()) -> ExportResult:
    """Write every finished hand of ``ledger`` to ``path`` (see the module docstring).

    ``profile_folders`` are the profile's folders besides the ledger's own. Raises
    :class:`ExportRefusedError` for a target that must not be replaced, :class:`OSError`
    if the file cannot be written (nothing is left behind then) and
    :class:`~reddog_qt.profile.store.ProfileError` if the ledger cannot be read.
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
    """The cells of a row, or None (logged) if it cannot be trusted."""
    try:
        return csv_row(read_hand_row(row), zone)
    except RowProblem as why:
        problem = str(why)
    except (ValueError, TypeError, OverflowError, ZeroDivisionError) as error:
        problem = f"a value cannot be written ({error})"
    bet_id = row["bet_id"] if "bet_id" in row.keys() else None  # noqa: SIM118  `in` on a sqlite3.Row looks at values
    log.warning("Hand row %s left out of the export: %s.", shown_value(bet_id), problem)
    return None


__all__ = ["COLUMNS", "ExportRefusedError", "ExportResult", "csv_row", "decimal_text", "export_history",
           "export_refusal"]
