"""The player's own tables (Game > House Rules > Custom table) in ``tables.json``, written atomically:
``{"version": 1, "tables": [{"title": "Double Up", "decks": 6, ...}, ...]}``. Reading is forgiving: a damaged
file is set aside, a table that cannot be played is left out, each reported.
"""

from __future__ import annotations

import dataclasses
import json
import logging
from collections.abc import Callable, Iterable, Mapping
from datetime import UTC, datetime
from enum import Enum
from pathlib import Path
from typing import Any

from reddog_qt.engine import InvalidRulesError, RaisePolicy, Rules, ShufflePolicy
from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP
from reddog_qt.profile.aside import set_aside, write_atomically
from reddog_qt.profile.notice import Notice
from reddog_qt.profile.paths import ProfileError
from reddog_qt.profile.settings import CUSTOM_PREFIX, read_json_object

logger = logging.getLogger(__name__)

TABLES_VERSION = 1
MAX_TITLE = 32
MAX_TABLES = 50

class TablesError(ProfileError):
    """The custom tables could not be saved. The message can be shown to a player as it is."""

    code = "tables_error"


def custom_name(title: str) -> str:
    """The rules name of a custom table with this title."""
    return CUSTOM_PREFIX + title.strip()


def title_problem(title: str, others: Iterable[str] = ()) -> str | None:
    """Why ``title`` cannot name a new custom table (``others`` are the titles taken), or None."""
    clean = title.strip()
    if not clean:
        return Notice(QT_TRANSLATE_NOOP("Notice", "Give the table a name."), "title_empty")
    if len(clean) > MAX_TITLE:
        return Notice(QT_TRANSLATE_NOOP("Notice", "A table name has at most %1 characters."), "title_too_long",
                      most=MAX_TITLE)
    if any(not ch.isprintable() for ch in clean):
        return Notice(QT_TRANSLATE_NOOP("Notice", "A table name cannot hold control characters."), "title_control")
    if clean.casefold() in {other.strip().casefold() for other in others}:
        return Notice(QT_TRANSLATE_NOOP("Notice", "There is already a table called %1."), "title_taken", title=clean)
    return None


#: What a custom table keeps, in the file's order; how a value is read back where it is not as stored.
_KEPT = ("title", "decks", "shuffle", "penetration_percent", "raise_policy", "raise_multiple", "spread_pays",
         "trips_pays", "minimum", "maximum", "chips", "default_chip", "starting_bankroll")
_READ: dict[str, Callable[[Any], Any]] = {"shuffle": ShufflePolicy, "raise_policy": RaisePolicy,
                                             "spread_pays": tuple, "chips": tuple}


def rules_to_dict(rules: Rules) -> dict[str, Any]:
    """A custom table as JSON-ready values."""
    values = {key: getattr(rules, key) for key in _KEPT}
    return {key: value.value if isinstance(value, Enum) else list(value) if isinstance(value, tuple) else value
            for key, value in values.items()}


def rules_from_dict(data: Mapping[str, Any]) -> Rules:
    """A custom table from a file's values. Raises :class:`InvalidRulesError` saying what is wrong."""
    if not isinstance(data, Mapping):
        raise InvalidRulesError(QT_TRANSLATE_NOOP("Refusal", "a table is not a JSON object"), "table_not_object")
    title = data.get("title")
    if not isinstance(title, str) or title_problem(title) is not None:
        raise InvalidRulesError(QT_TRANSLATE_NOOP("Refusal", "the table name %1 cannot be used"), "table_bad_name",
                                title=repr(title))
    data = {"raise_multiple": 1, **data}  # not kept by the first custom tables
    try:
        # Read in _KEPT's order, so that the first value missing or unreadable is the one named.
        values = {key: _READ.get(key, lambda value: value)(data[key]) for key in _KEPT[1:]}
        return Rules(name=custom_name(title), title=title.strip(), tiers=(), **values)
    except KeyError as missing:
        raise InvalidRulesError(QT_TRANSLATE_NOOP("Refusal", "the table %1 has no %2"), "table_missing_value",
                                title=title.strip(), key=str(missing.args[0])) from None
    except (TypeError, ValueError) as problem:  # InvalidRulesError is a ValueError
        raise InvalidRulesError(QT_TRANSLATE_NOOP("Refusal", "the table %1 cannot be played (%2)"), "table_unplayable",
                                title=title.strip(), problem=problem) from None


def load_tables(path: Path, *, now: datetime | None = None) -> tuple[dict[str, Rules], list[str]]:
    """The custom tables in ``path`` by name, and one readable line per problem. Never raises for bad content."""
    try:
        data, reason = read_json_object(path, "a tables file")
    except FileNotFoundError:
        return {}, []
    except OSError as error:
        return {}, [Notice(QT_TRANSLATE_NOOP("Notice", "Your custom tables could not be read (%1)."),
                           "tables_unreadable", reason=str(error.strerror or error))]
    if data is None or not isinstance(data.get("tables"), list):
        try:
            backup = set_aside(path, now or datetime.now(UTC))
        except OSError as error:
            note = Notice(QT_TRANSLATE_NOOP("Notice", "Your custom tables file was damaged and could not be moved "
                                                      "aside (%1)."),
                          "tables_not_moved_aside", reason=str(error.strerror or error))
        else:
            note = Notice(QT_TRANSLATE_NOOP("Notice", "Your custom tables file was damaged; it was kept as %1."),
                          "tables_set_aside", file=backup.name)
        logger.warning("%s (%s)", note, reason or "it holds no list of tables")
        return {}, [note]
    tables: dict[str, Rules] = {}
    notes: list[str] = []
    for entry in data["tables"][:MAX_TABLES]:
        try:
            rules = rules_from_dict(entry)
        except InvalidRulesError as problem:
            notes.append(Notice(QT_TRANSLATE_NOOP("Notice", "A custom table was left out: %1."), "table_left_out",
                                problem=problem))
            continue
        if tables.setdefault(rules.name, rules) is not rules:
            notes.append(Notice(QT_TRANSLATE_NOOP("Notice", "A second table called %1 was left out."), "table_twice",
                                title=rules.title))
    for left_out in notes:
        logger.warning("Custom tables file %s: %s", path, left_out)
    return tables, notes


def save_tables(path: Path, tables: Iterable[Rules]) -> None:
    """Write the custom tables to ``path`` atomically. Raises :class:`TablesError` with a readable message."""
    text = json.dumps({"version": TABLES_VERSION, "tables": [rules_to_dict(rules) for rules in tables]}, indent=2)
    try:
        write_atomically(Path(path), (text + "\n").encode("utf-8"))
    except OSError as error:
        raise TablesError(QT_TRANSLATE_NOOP("ProfileError", "Your custom tables could not be saved to %1 (%2)."),
                          "tables_not_saved", path=str(path), reason=str(error.strerror or error)) from error


def as_custom(rules: Rules, title: str) -> Rules:
    """``rules`` renamed as the custom table ``title`` (no limit tiers: a custom table has one range)."""
    return dataclasses.replace(rules, name=custom_name(title), title=title.strip(), tiers=())

