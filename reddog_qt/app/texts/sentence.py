"""The engine's and the profile's sentences (refusals, profile errors, notices) in the player's language.

A refusal or notice carries its English template, marked for ``pyside6-lupdate`` where the
engine or the profile makes it, the translation context of its kind (``Refusal``,
``ProfileError``, ``Notice``) and its values (see :mod:`reddog_qt.engine.sentence`).
:func:`sentence_text` translates the template in that context and writes the values in
the player's locale: a number with the locale's digits, credits won or lost with their
noun, a moment in the locale's day and month names, a nested refusal in its own words.
In English it is the error's own message: the sentence exists once, where it is raised.

Anything else (an exception made from a plain message, a plain ``str``) is shown as it is.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QDate, QDateTime, QLocale, QTime

from reddog_qt.app.texts.language import credit_count, credits, current_language, fill, translate
from reddog_qt.app.texts.rules_texts import tier_text
from reddog_qt.app.widgets import plural
from reddog_qt.engine import LimitTier
from reddog_qt.engine.sentence import Gain, Moment, split

log = logging.getLogger(__name__)


def sentence_text(item: object) -> str:
    """A refusal, profile error or notice in the player's language; anything else as its ``str``.

    A sentence whose values do not fit its template (a wrong count of values) is shown in
    English, as the engine wrote it, and logged.
    """
    template = getattr(item, "template", None)
    context = getattr(item, "context", None)
    params = getattr(item, "params", None)
    if not template or not isinstance(template, str) or not isinstance(context, str) or not isinstance(params, Mapping):
        return str(item)
    try:
        count, values = split(template, params)
    except (TypeError, ValueError) as problem:
        log.warning("%s %r cannot be written in the player's language: %s", context, template, problem)
        return str(item)
    translated = translate(context, template, None, count)
    if count >= 0:
        translated = plural(translated, count)
    return fill(translated, *(_value_text(value) for value in values))


def _value_text(value: Any) -> str:
    """A value of a sentence, written in the player's language."""
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return credits(value)
    if isinstance(value, Gain):
        return credit_count(value.amount, signed=True)
    if isinstance(value, Moment):
        return _moment_text(value)
    if isinstance(value, LimitTier):
        return tier_text(value)
    if hasattr(value, "template") and hasattr(value, "params"):
        return sentence_text(value)
    return str(value)


def _moment_text(moment: Moment) -> str:
    """A moment in the locale's day and month names (in English, as the engine wrote it)."""
    if current_language() == "en":
        return moment.english
    at = moment.at
    shown = QDateTime(QDate(at.year, at.month, at.day), QTime(at.hour, at.minute))
    locale = QLocale()
    if moment.form == "weekday time":
        return locale.toString(shown, translate("Refusal", "ddd d MMM HH:mm", "Qt format (QLocale) of a day and "
                                                "time, without the year. German: ddd, d. MMM, HH:mm"))
    day = locale.toString(shown, translate("Refusal", "ddd d MMM yyyy",
                                           "Qt date format (QLocale) of a day. German: ddd, d. MMM yyyy"))
    time = locale.toString(shown, translate("Refusal", "HH:mm", "Qt time format (QLocale); a 24-hour clock"))
    if moment.form == "day":
        return day
    if moment.form == "time":
        return time
    return f"{day} {time} ET" if moment.form == "day time ET" else f"{day} {time}"


__all__ = ["sentence_text"]
