"""How the values of a refusal or notice are written into its sentence: the catalogues' small value language.

Each value of a catalogue entry (:mod:`reddog_qt.app.texts.catalogue`) names a param of the
refusal or notice, with a prefix saying how it is written:

* ``name`` — a number in the player's digits (1,000) when it is a whole number, else as it is;
* ``%name`` — the sentence's count, its ``%Ln``: an amount of credits the sentence counts itself
  ("%Ln credit(s)"); it fills no ``%1`` (see :func:`count_of`);
* ``=name`` — as it is (``str``), e.g. a Bet ID or a file name;
* ``!name`` — as the engine showed it, ``repr()`` (a value that was not understood);
* ``+name`` — credits won or lost, with their sign and their noun (+200 credits, -5 credits, +1 credit,
  0 credits);
* ``?name`` — a nested refusal, profile error or notice, in the player's language;
* ``@name`` — a moment: the English text the engine wrote, or the locale's date and time;
* ``#name`` — a limit tier (1,000 - 50,000), or the value as it is when it is not one.

>>> value_text("+net", {"net": 200}, str), value_text("=bet_id", {"bet_id": 1000100}, str)
('+200 credits', '1000100')
>>> value_text("!decks", {"decks": "9"}, str), value_text("balance", {"balance": 500}, str)
("'9'", '500')
>>> count_of(("=bet_id", "%balance"), {"bet_id": 7, "balance": 1})
1
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime
from typing import Any

from PySide6.QtCore import QDate, QDateTime, QLocale, QTime

from reddog_qt.app.texts.language import credit_count, credits, current_language, translate
from reddog_qt.app.texts.rules_texts import tier_text
from reddog_qt.engine import LimitTier

#: The prefixes a value may carry (see the module docstring).
PREFIXES = "%=!+?@#"
COUNT = "%"  # the prefix of the sentence's count, its %Ln


def count_of(specs: tuple[str, ...], params: Mapping[str, Any]) -> int:
    """The count of a sentence whose values are ``specs``: its ``%`` value, or -1 (Qt's "no count") without one.

    Raises ``KeyError`` when ``params`` lacks the value.
    """
    for spec in specs:
        if spec.startswith(COUNT):
            return int(params[spec[1:]])
    return -1


def value_text(spec: str, params: Mapping[str, Any], nested: Callable[[object], str]) -> str:
    """The param ``spec`` names, written as its prefix says; ``nested`` writes a ``?`` value's sentence.

    A ``%`` value (the count) is written as a number; the sentence puts it in with its ``%Ln``.
    Raises ``KeyError`` when ``params`` lacks the value.
    """
    kind, name = (spec[0], spec[1:]) if spec[0] in PREFIXES else ("", spec)
    value = params[name]
    if kind == "=":
        return str(value)
    if kind == "!":
        return repr(value)
    if kind == "+":
        return credit_count(value, signed=True)
    if kind == "?":
        return nested(value)
    if kind == "@":
        return _moment(name, params)
    if kind == "#":
        return tier_text(value) if isinstance(value, LimitTier) else str(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return credits(value)
    return str(value)


#: For each moment of a limit or PIN refusal: the datetime param it is written from, and its pattern
#: (day, or time, or both) in the locale's own day and month names.
_MOMENTS: dict[str, tuple[str, str]] = {
    "changed_day": ("changed", "day"),
    "changed_time": ("changed", "time"),
    "until_et": ("until_at", "day time et"),
    "until_local": ("local", "local"),
    "when": ("local", "when"),
}


def _moment(name: str, params: Mapping[str, Any]) -> str:
    """A moment of a refusal: the engine's English text in English, else the locale's date and time."""
    english = params[name]
    if current_language() == "en" or name not in _MOMENTS:
        return str(english)
    source, form = _MOMENTS[name]
    moment = params.get(source)
    if not isinstance(moment, datetime):
        return str(english)
    # The wall-clock time as the engine meant it (in ET, or on the player's clock).
    shown = QDateTime(QDate(moment.year, moment.month, moment.day), QTime(moment.hour, moment.minute))
    locale = QLocale()
    day = locale.toString(shown, translate("Refusal", "ddd d MMM yyyy",
                                           "Qt date format (QLocale) of a day. German: ddd, d. MMM yyyy"))
    time = locale.toString(shown, translate("Refusal", "HH:mm", "Qt time format (QLocale); a 24-hour clock"))
    if form == "day":
        return day
    if form == "time":
        return time
    if form == "day time et":
        return f"{day} {time} ET"
    if form == "local":
        return time if params.get("local_same_day") else f"{day} {time}"
    # "when": the time, with the day when the lock is far off.
    if params.get("far"):
        return locale.toString(shown, translate("Refusal", "ddd d MMM HH:mm", "Qt format (QLocale) of a day and "
                                                "time, without the year. German: ddd, d. MMM, HH:mm"))
    return time


__all__ = ["COUNT", "PREFIXES", "count_of", "value_text"]
