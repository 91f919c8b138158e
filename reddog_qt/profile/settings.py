"""The player's settings (sound, speed, table, looks, window...) in a small JSON file, each field with its check.

Reading is forgiving: a file that is not a JSON object is set aside and the player told, a bad value falls
back to its default alone, unknown keys are ignored. Writing is atomic; a failure leaves the old file.
"""

from __future__ import annotations

import json
import logging
import os
import re
import stat
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from reprlib import repr as _show  # a value as the log shows it: long ones cut short
from typing import Any

from reddog_qt.engine.errors import InvalidRulesError
from reddog_qt.engine.rules import PRESET_NAMES, LimitTier, Rules
from reddog_qt.profile.aside import set_aside, write_atomically
from reddog_qt.profile.store import Clock, utc_now
from reddog_qt.profile.values import credits, within

#: How a saved custom table is named (see :mod:`reddog_qt.profile.tables`).
CUSTOM_PREFIX = "custom:"

logger = logging.getLogger(__name__)

#: The format written (2 added the looks, the volumes and the last bet).
SETTINGS_VERSION = 2
#: A JSON file of ours (settings or custom tables) is never larger.
MAX_FILE_BYTES = 1_000_000
SPEED_RANGE = (1, 10)
VOLUME_RANGE = (0, 100)
#: The reality-check intervals, in minutes (0: none).
REALITY_CHECK_MINUTES = (0, 15, 30, 60, 120)
LANGUAGES = ("system", "en", "de")
#: Two colours, four colours (clubs green, diamonds blue), large indices.
DECKS = ("standard", "four-colour", "large-index")
CARD_BACKS = ("ruby", "sapphire", "emerald", "onyx")
FELTS = ("green", "blue", "claret", "midnight")
MAX_LAST_BET_CHIPS = 500
#: Saved window geometry: base64 text of Qt's ``saveGeometry()``, and never longer than this.
_GEOMETRY = re.compile(r"[A-Za-z0-9+/=]{0,4096}")


class SettingsError(OSError):
    """The settings could not be saved. The message can be shown to a player as it is."""


def _setting(default: Any, usable: Callable[[Any], bool], problem: str, compare: bool = True) -> Any:
    """A field of :class:`Settings`: its default, and the check a value given or read must pass."""
    return field(default=default, compare=compare, metadata={"usable": usable, "problem": problem})


def _switch(default: bool, compare: bool = True) -> Any:
    return _setting(default, lambda value: isinstance(value, bool), "is not true or false", compare)


def _one_of(default: Any, choices: tuple[Any, ...], unit: str = "") -> Any:
    return _setting(default, lambda value: type(value) is type(default) and value in choices,
                    f"is not one of {', '.join(map(str, choices))}{unit}")


def _whole_from(default: int, low: int, high: int) -> Any:
    return _setting(default, lambda value: within(value, low, high), f"is not a whole number from {low} to {high}")


def _credits() -> Any:
    return _setting(None, lambda value: value is None or credits(value, 1), "is not a positive whole number of credits")


@dataclass(frozen=True)
class Settings:
    """Everything the player chooses that outlives a game; an impossible value raises :class:`ValueError`.

    >>> Settings.from_dict({"speed": 42})[1]
    ['speed: 42 is not a whole number from 1 to 10; using speed=5.']
    """

    version: int = _setting(SETTINGS_VERSION, lambda value: credits(value, 1), "is not a settings format number")
    sound: bool = _switch(True)
    voice: bool = _switch(True)
    animation: bool = _switch(True)
    #: Dealing speed, 1 (slowest) to 10 (fastest).
    speed: int = _whole_from(5, *SPEED_RANGE)
    preset: str = _setting("atlantic-city", lambda name: name in PRESET_NAMES or (
        isinstance(name, str) and name.startswith(CUSTOM_PREFIX) and name != CUSTOM_PREFIX),
        f"is not a table ({', '.join(PRESET_NAMES)} or a saved custom table)")
    tier_minimum: int | None = _credits()
    tier_maximum: int | None = _credits()
    #: The chip value last selected; None = the preset's default chip.
    selected_chip: int | None = _credits()
    #: The main window's saved geometry ("" = let the window manager choose).
    window_geometry: str = _setting("", lambda value: isinstance(value, str) and bool(_GEOMETRY.fullmatch(value)),
                                    "is not saved window geometry")
    show_odds_coach: bool = _switch(False)
    #: Cut every new shoe at random instead of asking.
    always_random_cut: bool = _switch(False)
    deck: str = _one_of("standard", DECKS)
    card_back: str = _one_of("ruby", CARD_BACKS)
    felt: str = _one_of("green", FELTS)
    #: Loudness of the table's sounds and of the dealer's voice (``sound``/``voice`` still switch them off).
    sound_volume: int = _whole_from(80, *VOLUME_RANGE)
    voice_volume: int = _whole_from(100, *VOLUME_RANGE)
    #: The chips of the last hand dealt (Same Bet, Double and Rebet after a restart); () before the first.
    last_bet: tuple[int, ...] = _setting(
        (), lambda chips: isinstance(chips, (list, tuple)) and len(chips) <= MAX_LAST_BET_CHIPS
        and all(credits(chip, 1) for chip in chips), "is not a list of chips")
    #: Cards snap into place instead of sliding: True, False, or None to follow the desktop's setting.
    reduce_motion: bool | None = _setting(None, lambda value: value is None or isinstance(value, bool),
                                          "is not true, false or null (the desktop's)")
    reality_check_minutes: int = _one_of(60, REALITY_CHECK_MINUTES, " minutes")
    #: "system" follows the desktop.
    language: str = _one_of("system", LANGUAGES)
    #: Once the first-game guide is finished or skipped it never shows by itself again (Help > Learn to Play does).
    first_game_guide_done: bool = _switch(False)
    #: The profile has had a ledger: one missing later is a loss to tell, not a first start. A mark of the
    #: profile, not a choice of the player's: two settings differing only in it are equal.
    ledger_started: bool = _switch(False, compare=False)

    def __post_init__(self) -> None:
        if isinstance(self.last_bet, list):  # as read from JSON
            object.__setattr__(self, "last_bet", tuple(self.last_bet))
        if problems := _problems(vars(self)):
            raise ValueError("Invalid settings: " + " ".join(f"{problem}." for _names, problem in problems))

    @property
    def tier(self) -> LimitTier | None:
        """The chosen table-limit tier, or None for the preset's default limits."""
        if self.tier_minimum is None or self.tier_maximum is None:
            return None
        return LimitTier(self.tier_minimum, self.tier_maximum)

    def to_dict(self) -> dict[str, Any]:
        """The settings as JSON-ready values."""
        return {**asdict(self), "last_bet": list(self.last_bet)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> tuple[Settings, list[str]]:
        """Settings from a file's values, and one readable line per value that fell back to its default."""
        default = cls()
        values = {name: data.get(name, value) for name, value in vars(default).items()}
        version = values["version"]
        if credits(version, 1):  # read as this format and written as it (a bad one is told below, as any bad value)
            values["version"] = SETTINGS_VERSION
            if version > SETTINGS_VERSION:
                logger.info("Settings were written by a newer Red Dog (format %d); reading what this one knows.",
                            version)
            elif version == 1 and "deck" not in data and isinstance(data.get("four_colour_deck"), bool):
                values["deck"] = "four-colour" if data["four_colour_deck"] else "standard"  # format 1's switch
        messages: list[str] = []
        # Each field's own problems first; once they are gone, those that tie fields together.
        while problems := _problems(values):
            for names, problem in problems:
                defaults = ", ".join(f"{name}={getattr(default, name)!r}" for name in names)
                messages.append(f"{problem}; using {defaults}.")
                values.update((name, getattr(default, name)) for name in names)
        return cls(**values), messages


def _problems(values: Mapping[str, Any]) -> list[tuple[tuple[str, ...], str]]:
    """The fields of ``values`` that go wrong, with a line saying how: each field's own, else those between fields."""
    found = [((each.name,), each.metadata["problem"]) for each in fields(Settings)
             if not each.metadata["usable"](values[each.name])]
    problems: list[tuple[tuple[str, ...], str]] = []
    for names, problem in found or _cross_problems(values):
        shown = values[names[0]] if len(names) == 1 else {name: values[name] for name in names}
        problems.append((names, f"{' and '.join(names)}: {_show(shown)} {problem}"))
    return problems


def _cross_problems(values: Mapping[str, Any]) -> list[tuple[tuple[str, ...], str]]:
    """The tier and the chip against the table (each field's own value already fine)."""
    try:
        rules = Rules.preset(values["preset"])
    except InvalidRulesError:  # a saved custom table: its one range and its chips are its own
        return []
    problems: list[tuple[tuple[str, ...], str]] = []
    tier = ("tier_minimum", "tier_maximum")
    low, high = values["tier_minimum"], values["tier_maximum"]
    if (low is None) != (high is None):
        problems.append((tier, "is half a table-limit tier"))
    elif low is not None and low > high:
        problems.append((tier, "is not a range (minimum above maximum)"))
    elif low is not None and rules.tiers and LimitTier(low, high) not in rules.tiers:
        problems.append((tier, f"is not one of the {rules.title} table's limits"))
    if values["selected_chip"] not in (None, *rules.chips):
        problems.append((("selected_chip",), f"is not a chip at the {rules.title} table"))
    return problems


def load_settings(path: Path, *, clock: Clock = utc_now, notices: list[str] | None = None) -> Settings:
    """The settings in ``path``; the defaults if it is missing or unreadable (``notices`` is told why)."""
    try:
        data, reason = read_json_object(path, "a settings file")
    except FileNotFoundError:
        return Settings()
    except OSError as error:
        logger.warning("Settings file %s could not be read (%s); started with default settings.",
                       path, error.strerror or error)
        return Settings()
    told = notices if notices is not None else []
    if data is None:
        try:
            kept = set_aside(path, clock()).name
        except OSError as error:
            logger.warning("Settings file %s was unreadable (%s) and could not be moved aside (%s); started with "
                           "default settings.", path, reason, error.strerror or error)
            told.append("Your settings file could not be read; the game started with the default settings.")
        else:
            logger.warning("Settings file %s was unreadable (%s); kept it as %s and started with default settings.",
                           path, reason, kept)
            told.append(f"Your settings file could not be read ({reason}); it was kept as {kept} and the game "
                        "started with the default settings.")
        return Settings()
    settings, messages = Settings.from_dict(data)
    for message in messages:
        logger.warning("Settings file %s: %s", path, message)
    if messages:
        told.append(f"{len(messages)} of your settings could not be used and went back to their defaults "
                    "(the details are in the log).")
    return settings


def read_json_object(path: Path, what: str) -> tuple[dict[str, Any] | None, str]:
    """The JSON object in the regular file ``path``, or None and why it is not ``what``; raises OSError."""
    info = os.stat(path)
    if not stat.S_ISREG(info.st_mode):
        return None, "it is not a regular file"
    with path.open("rb") as handle:
        raw = handle.read(MAX_FILE_BYTES + 1)
    if len(raw) > MAX_FILE_BYTES:
        return None, f"it is far larger than {what}"
    if not raw.strip():
        return None, "it was empty"
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        return None, "it is not text"
    except json.JSONDecodeError as error:
        return None, f"not valid JSON: {error.msg} at line {error.lineno}"
    except RecursionError:
        return None, "not valid JSON: nested too deeply"
    except ValueError as error:  # e.g. an integer of thousands of digits
        return None, f"a value cannot be read ({str(error)[:60]})"
    if not isinstance(data, dict):
        return None, f"it holds a JSON {type(data).__name__}, not an object"
    return data, ""


def save_settings(path: Path, settings: Settings) -> None:
    """Write ``settings`` to ``path`` atomically; raises :class:`SettingsError` (the old file stays)."""
    text = json.dumps(settings.to_dict(), indent=2, sort_keys=True) + "\n"
    try:
        write_atomically(Path(path), text.encode("utf-8"))
    except OSError as error:
        raise SettingsError(f"Your settings could not be saved to {path} ({error.strerror or error}). "
                            "They stay in effect until you quit.") from error
