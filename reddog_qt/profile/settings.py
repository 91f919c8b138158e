"""The player's settings: sound, voice, speed, table, window layout... in a small JSON file.

Reading is forgiving: a missing file means the defaults; a file that is not a JSON object (empty,
truncated, garbage, too large, not a regular file) is set aside as ``settings.json.bad-<UTC time>``
and the defaults are used; a bad value falls back to its default alone, unknown keys are ignored,
and an older format is brought up to date as it is read. :func:`load_settings` never raises for
bad content. Writing is atomic (:func:`~.aside.write_atomically`); a failure raises
:class:`SettingsError` and leaves the old file as it was. No Qt here: ``window_geometry`` is the
base64 text of Qt's ``saveGeometry()``.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import os
import re
import stat
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reddog_qt.engine.errors import InvalidRulesError
from reddog_qt.engine.rules import PRESET_NAMES, LimitTier, Rules
from reddog_qt.profile.aside import set_aside, write_atomically
from reddog_qt.profile.store import Clock, utc_now
from reddog_qt.profile.values import whole

#: How a saved custom table is named (see :mod:`reddog_qt.profile.tables`).
CUSTOM_PREFIX = "custom:"

logger = logging.getLogger(__name__)

#: The format version written to the file (2: the looks, the volumes and the last bet).
SETTINGS_VERSION = 2
#: The slowest and fastest dealing speed.
SPEED_RANGE = (1, 10)
#: No settings file is larger than this; a larger one is not ours.
MAX_FILE_BYTES = 1_000_000
#: The reality-check intervals a player can choose, in minutes (0: none).
REALITY_CHECK_MINUTES = (0, 15, 30, 60, 120)
#: The languages a player can choose: the desktop's, English, German.
LANGUAGES = ("system", "en", "de")
#: The decks a player can choose: two colours, four colours (clubs green, diamonds blue), large indices.
DECKS = ("standard", "four-colour", "large-index")
#: The card backs a player can choose.
CARD_BACKS = ("ruby", "sapphire", "emerald", "onyx")
#: The felts a player can choose ("midnight" is the dark, low-glare one).
FELTS = ("green", "blue", "claret", "midnight")
#: Sound and voice volume, in percent.
VOLUME_RANGE = (0, 100)
#: No remembered bet has more chips than this.
MAX_LAST_BET_CHIPS = 500
#: Saved window geometry: base64 text, and never longer than this.
_GEOMETRY = re.compile(r"[A-Za-z0-9+/=]{0,4096}")

class SettingsError(OSError):
    """The settings could not be saved. The message can be shown to a player as it is."""


@dataclass(frozen=True)
class Settings:
    """Everything the player chooses that outlives a game; an impossible value raises :class:`ValueError`.

    >>> Settings().speed, Settings().preset
    (5, 'atlantic-city')
    >>> Settings.from_dict({"speed": 42})[1]
    ['speed: 42 is not a whole number from 1 to 10; using 5.']
    """

    version: int = SETTINGS_VERSION
    sound: bool = True
    voice: bool = True
    animation: bool = True
    #: Dealing speed, 1 (slowest) to 10 (fastest).
    speed: int = 5
    #: One of :data:`~reddog_qt.engine.rules.PRESET_NAMES`, or ``"custom:<title>"`` for a saved table.
    preset: str = "atlantic-city"
    #: The chosen table-limit tier; None (both) = the preset's default limits.
    tier_minimum: int | None = None
    tier_maximum: int | None = None
    #: The chip value last selected; None = the preset's default chip.
    selected_chip: int | None = None
    #: Base64 text of the main window's saved geometry ("" = let the window manager choose).
    window_geometry: str = ""
    show_odds_coach: bool = False
    #: Cut every new shoe at random instead of asking.
    always_random_cut: bool = False
    #: The card faces: one of :data:`DECKS`.
    deck: str = "standard"
    #: The card back: one of :data:`CARD_BACKS`.
    card_back: str = "ruby"
    #: The table's cloth: one of :data:`FELTS`.
    felt: str = "green"
    #: Loudness of the table's sounds and of the dealer's voice, 0 to 100 (``sound``/``voice`` still switch them off).
    sound_volume: int = 80
    voice_volume: int = 100
    #: The chips of the last hand dealt (Same Bet, Double and Rebet after a restart); () before the first.
    last_bet: tuple[int, ...] = ()
    #: Cards snap into place instead of sliding: True, False, or None to follow the desktop's setting.
    reduce_motion: bool | None = None
    #: Minutes between reality checks: one of :data:`REALITY_CHECK_MINUTES` (0: none).
    reality_check_minutes: int = 60
    #: The language of the table: one of :data:`LANGUAGES` ("system" follows the desktop).
    language: str = "system"
    #: True once the first-game guide was finished or skipped: it never shows again by itself (Help > Learn to
    #: Play brings it back).
    first_game_guide_done: bool = False
    #: True once this profile has had a ledger: a ledger missing later is a loss to tell, not a first start.
    #: A mark of the profile, not a choice of the player's: two settings differing only in it are equal.
    ledger_started: bool = dataclasses.field(default=False, compare=False)

    def __post_init__(self) -> None:
        if isinstance(self.last_bet, list):  # as read from JSON
            object.__setattr__(self, "last_bet", tuple(self.last_bet))
        values = {field.name: getattr(self, field.name) for field in dataclasses.fields(self)}
        problems = [f"{name} {_show(value)} {problem}." for name, value in values.items()
                    if (problem := _field_problem(name, value)) is not None]
        problems = problems or [f"{' and '.join(names)} {problem}." for names, problem in _cross_problems(values)]
        if problems:
            raise ValueError("Invalid settings: " + " ".join(problems))

    @property
    def tier(self) -> LimitTier | None:
        """The chosen table-limit tier, or None for the preset's default limits."""
        if self.tier_minimum is None or self.tier_maximum is None:
            return None
        return LimitTier(self.tier_minimum, self.tier_maximum)

    @property
    def four_colour_deck(self) -> bool:
        """True with the four-colour deck (clubs green, diamonds blue)."""
        return self.deck == "four-colour"

    def to_dict(self) -> dict[str, Any]:
        """The settings as JSON-ready values."""
        values = dataclasses.asdict(self)
        values["last_bet"] = list(self.last_bet)
        return values

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> tuple[Settings, list[str]]:
        """Settings from a file's values, and one readable line per value that fell back to its default."""
        defaults = cls()
        data = _upgraded_values(data)
        values: dict[str, Any] = {}
        for field in dataclasses.fields(cls):
            if field.name in data and field.name != "version":
                values[field.name] = data[field.name]
        messages = _version_notes(data)
        # Per-field checks first, then the checks that tie fields together.
        for name in list(values):
            problem = _field_problem(name, values[name])
            if problem is not None:
                messages.append(f"{name}: {_show(values[name])} {problem}; using {getattr(defaults, name)!r}.")
                del values[name]
        merged = {**defaults.to_dict(), **values}
        for names, problem in _cross_problems(merged):
            shown = {name: merged[name] for name in names}
            default_text = ", ".join(f"{name}={getattr(defaults, name)!r}" for name in names)
            messages.append(f"{' and '.join(names)}: {_show(shown)} {problem}; using {default_text}.")
            for name in names:
                merged[name] = getattr(defaults, name)
        merged["version"] = SETTINGS_VERSION
        merged["last_bet"] = tuple(merged["last_bet"])
        return cls(**merged), messages


def _upgraded_values(data: Mapping[str, Any]) -> Mapping[str, Any]:
    """A file of an older format as this format reads it.

    >>> _upgraded_values({"version": 1, "four_colour_deck": True})["deck"]
    'four-colour'
    """
    version = data.get("version", SETTINGS_VERSION)
    if not whole(version) or version >= 2:
        return data
    four = data.get("four_colour_deck")
    upgraded = {key: value for key, value in data.items() if key != "four_colour_deck"}
    if "deck" not in upgraded and isinstance(four, bool):
        upgraded["deck"] = "four-colour" if four else "standard"
    return upgraded


def _version_notes(data: Mapping[str, Any]) -> list[str]:
    version = data.get("version", SETTINGS_VERSION)
    if whole(version) and version > SETTINGS_VERSION:
        logger.info("Settings were written by a newer Red Dog (format %d); reading what this version knows.",
                    version)
    elif not whole(version) or version < 1:
        return [(f"version: {_show(version)} is not a settings format number; reading it as format "
                 f"{SETTINGS_VERSION}.")]
    return []


def _show(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


#: Why one field's value cannot be used on its own: (is it usable, the problem shown if not).
Check = tuple[Callable[[object], bool], str]


def _one_of(choices: tuple[str, ...]) -> Check:
    return (lambda value: value in choices), f"is not one of {', '.join(choices)}"


def _whole_from(low: int, high: int) -> Check:
    return (lambda value: whole(value) and low <= value <= high), f"is not a whole number from {low} to {high}"


_CHECKS: dict[str, Check] = {
    **dict.fromkeys(("sound", "voice", "animation", "show_odds_coach", "always_random_cut", "ledger_started",
                     "first_game_guide_done"),
                    (lambda value: isinstance(value, bool), "is not true or false")),
    "version": (lambda value: whole(value) and value >= 1, "is not a settings format number"),
    "deck": _one_of(DECKS), "card_back": _one_of(CARD_BACKS), "felt": _one_of(FELTS), "language": _one_of(LANGUAGES),
    "speed": _whole_from(*SPEED_RANGE), "sound_volume": _whole_from(*VOLUME_RANGE),
    "voice_volume": _whole_from(*VOLUME_RANGE),
    "last_bet": (lambda value: isinstance(value, (list, tuple)) and len(value) <= MAX_LAST_BET_CHIPS
                 and all(whole(chip) and chip >= 1 for chip in value), "is not a list of chips"),
    "preset": (lambda value: value in PRESET_NAMES or (isinstance(value, str) and value.startswith(CUSTOM_PREFIX)
                                                      and len(value) > len(CUSTOM_PREFIX)),
               f"is not a table ({', '.join(PRESET_NAMES)} or a saved custom table)"),
    **dict.fromkeys(("tier_minimum", "tier_maximum", "selected_chip"),
                    (lambda value: value is None or (whole(value) and value >= 1),
                     "is not a positive whole number of credits")),
    "reduce_motion": (lambda value: value is None or isinstance(value, bool),
                      "is not true, false or null (the desktop's)"),
    "reality_check_minutes": (lambda value: whole(value) and value in REALITY_CHECK_MINUTES,
                              f"is not one of {', '.join(map(str, REALITY_CHECK_MINUTES))} minutes"),
    "window_geometry": (lambda value: isinstance(value, str) and _GEOMETRY.fullmatch(value) is not None,
                        "is not saved window geometry"),
}


def _field_problem(name: str, value: object) -> str | None:
    """Why one field's value cannot be used on its own, or None."""
    usable, problem = _CHECKS.get(name, (lambda value: True, ""))
    return None if usable(value) else problem


def _cross_problems(values: Mapping[str, Any]) -> list[tuple[tuple[str, ...], str]]:
    """Problems between fields whose own values are fine: the tier and the chip against the table."""
    problems: list[tuple[tuple[str, ...], str]] = []
    try:
        rules = Rules.preset(values["preset"])
    except (InvalidRulesError, TypeError):
        return problems  # the preset itself is reported per field
    tier = ("tier_minimum", "tier_maximum")
    low, high = values["tier_minimum"], values["tier_maximum"]
    if (low is None) != (high is None):
        problems.append((tier, "is half a table-limit tier"))
    elif low is not None and high is not None:
        if low > high:
            problems.append((tier, "is not a range (minimum above maximum)"))
        elif rules.tiers and LimitTier(low, high) not in rules.tiers:
            problems.append((tier, f"is not one of the {rules.title} table's limits"))
    chip = values["selected_chip"]
    if chip is not None and chip not in rules.chips:
        problems.append((("selected_chip",), f"is not a chip at the {rules.title} table"))
    return problems


# --- the file -------------------------------------------------------------------


def load_settings(path: Path, *, clock: Clock = utc_now, notices: list[str] | None = None) -> Settings:
    """The settings in ``path``; the defaults if it is missing or unreadable (``notices`` is told why)."""
    path = Path(path)
    told = notices if notices is not None else []
    try:
        data, reason = read_json_object(path, MAX_FILE_BYTES, "a settings file")
    except FileNotFoundError:
        logger.debug("No settings file at %s yet; using the defaults.", path)
        return Settings()
    except OSError as error:
        logger.warning("Settings file %s could not be read (%s); started with default settings.",
                       path, error.strerror or error)
        return Settings()
    if data is None:
        _set_aside(path, reason, clock, told)
        return Settings()
    settings, messages = Settings.from_dict(data)
    for message in messages:
        logger.warning("Settings file %s: %s", path, message)
    if messages:
        told.append(f"{len(messages)} of your settings could not be used and went back to their defaults "
                    "(the details are in the log).")
    return settings


def read_json_object(path: Path, most: int, what: str) -> tuple[dict[str, Any] | None, str]:
    """The JSON object in the regular file ``path`` of at most ``most`` bytes, or None and why it is not ``what``.

    Raises OSError if it cannot be read (FileNotFoundError if there is none).
    """
    info = os.stat(path)
    if not stat.S_ISREG(info.st_mode):
        return None, "it is not a regular file"
    with path.open("rb") as handle:
        raw = b"" if info.st_size > most else handle.read(most + 1)
    if info.st_size > most or len(raw) > most:
        return None, f"it is far larger than {what}"
    if not raw.strip():
        return None, "it was empty"
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None, "it is not text"
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        return None, f"not valid JSON: {error.msg} at line {error.lineno}"
    except RecursionError:
        return None, "not valid JSON: nested too deeply"
    except ValueError as error:  # e.g. an integer of thousands of digits
        return None, f"a value cannot be read ({str(error)[:60]})"
    if not isinstance(data, dict):
        return None, f"it holds a JSON {type(data).__name__}, not an object"
    return data, ""


def _set_aside(path: Path, reason: str, clock: Clock, notices: list[str]) -> None:
    """Move an unreadable settings file aside, log one warning line and tell the player."""
    try:
        backup = set_aside(path, clock())
    except OSError as error:
        logger.warning("Settings file %s was unreadable (%s) and could not be moved aside (%s); "
                       "started with default settings.", path, reason, error.strerror or error)
        notices.append("Your settings file could not be read; the game started with the default settings.")
        return
    logger.warning("Settings file %s was unreadable (%s); kept it as %s and started with default settings.",
                   path, reason, backup.name)
    notices.append(f"Your settings file could not be read ({reason}); it was kept as {backup.name} and the "
                   "game started with the default settings.")


def save_settings(path: Path, settings: Settings) -> None:
    """Write ``settings`` to ``path`` atomically; raises :class:`SettingsError` (the old file stays)."""
    path = Path(path)
    text = json.dumps(settings.to_dict(), indent=2, sort_keys=True) + "\n"
    try:
        write_atomically(path, text.encode("utf-8"))
    except OSError as error:
        raise SettingsError(
            f"Your settings could not be saved to {path} ({error.strerror or error}). "
            "They stay in effect until you quit."
        ) from error
    logger.debug("Saved settings to %s.", path)
