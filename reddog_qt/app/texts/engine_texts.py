"""The engine's and the profile's refusals and notices in the player's language.

The engine and the profile stay free of Qt: their refusals and notices are English
sentences that also carry a stable ``code`` and the ``params`` the sentence shows
(see :class:`reddog_qt.engine.errors.Coded` and :class:`reddog_qt.profile.notice.Notice`).
Each code has its sentence in :mod:`~reddog_qt.app.texts.catalogue`, translated when it
is shown; the values are written in as :mod:`~reddog_qt.app.texts.values` says. With no
translator installed every function returns the English the engine and the profile
write, but for one credit: a sentence here counts it ("1 credit", where they write "1 credits").

* :func:`refusal_text` — an engine refusal (``RedDogError``, ``CutError``, a limit or PIN refusal);
* :func:`profile_error_text` — a ``ProfileError`` or ``TablesError`` shown to the player;
* :func:`notice_text` — a profile notice (what was repaired or set aside, a table-name problem);
* :func:`error_text` — whichever of the first two an error is.

The house rules' texts (:func:`table_title`, :func:`rules_summary`...) live in
:mod:`~reddog_qt.app.texts.rules_texts`; they and the catalogues can still be imported from here.

A code the catalogues do not know (or a sentence missing a value) shows the English
text as it is, logged once.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from reddog_qt.app.texts.catalogue import NOTICES, PROFILE_ERRORS, REFUSALS, Catalogue
from reddog_qt.app.texts.language import fill, translate
from reddog_qt.app.texts.rules_texts import (
    pay_table_name,
    pay_table_rows,
    pays_text,
    preset_title,
    raise_text,
    rules_summary,
    table_title,
    tier_text,
)
from reddog_qt.app.texts.values import COUNT, count_of, value_text
from reddog_qt.app.widgets import plural
from reddog_qt.engine.errors import Coded

log = logging.getLogger(__name__)

#: Codes already logged as unknown (each is logged once).
_unknown: set[tuple[str, str]] = set()


# --- the sentences -----------------------------------------------------------------


def refusal_text(error: BaseException) -> str:
    """An engine refusal (or a table-file refusal) in the player's language; else its English text."""
    return _sentence("Refusal", REFUSALS, error, _code_of(error), _params_of(error))


def profile_error_text(error: BaseException) -> str:
    """A profile error shown to the player (``ProfileError``, ``TablesError``) in the player's language."""
    return _sentence("ProfileError", PROFILE_ERRORS, error, _code_of(error), _params_of(error))


def notice_text(notice: str) -> str:
    """A profile notice (:class:`~reddog_qt.profile.notice.Notice`) in the player's language.

    A plain ``str`` (a notice without a code) is shown as it is.
    """
    code = getattr(notice, "code", None)
    if code is None:
        return str(notice)
    return _sentence("Notice", NOTICES, notice, code, _params_of(notice))


def error_text(error: BaseException) -> str:
    """Any refusal or profile error the player is shown, in the player's language (whichever kind it is)."""
    return _nested(error)


def _code_of(error: object) -> str | None:
    code = getattr(error, "code", None)
    if isinstance(error, Coded) and "params" not in vars(error):
        return None  # made without the engine's constructor: nothing to translate from
    return code if isinstance(code, str) else None


def _params_of(item: object) -> Mapping[str, Any]:
    params = getattr(item, "params", None)
    return params if isinstance(params, Mapping) else {}


def _sentence(context: str, table: Catalogue, item: object, code: str | None, params: Mapping[str, Any]) -> str:
    english = str(item)
    entry = table.get(code) if code is not None else None
    if entry is None:
        if code is not None:
            _log_once(context, f"{type(item).__name__}:{code}", "has no translated sentence; shown as it is")
        return english
    if code == "pin_wrong" and params.get("tries") == 1:
        entry = table["pin_wrong_one"]
    template, values = entry
    try:
        count = count_of(values, params)
        filled = [value_text(spec, params, _nested) for spec in values if not spec.startswith(COUNT)]
    except KeyError as missing:
        _log_once(context, f"{code}", f"lacks the value {missing}; shown as it is")
        return english
    if count < 0:
        return fill(translate(context, template), *filled)
    return fill(plural(translate(context, template, None, count), count), *filled)


def _log_once(context: str, key: str, what: str) -> None:
    if (context, key) not in _unknown:
        _unknown.add((context, key))
        log.warning("%s %s %s", context, key, what)


def _nested(value: object) -> str:
    from reddog_qt.profile.paths import ProfileError
    from reddog_qt.profile.tables import TablesError

    if isinstance(value, (ProfileError, TablesError)):
        return profile_error_text(value)
    if isinstance(value, BaseException):
        return refusal_text(value)
    return notice_text(value) if isinstance(value, str) else str(value)


__all__ = ["NOTICES", "PROFILE_ERRORS", "REFUSALS", "error_text", "notice_text", "pay_table_name", "pay_table_rows",
           "pays_text", "preset_title", "profile_error_text", "raise_text", "refusal_text", "rules_summary",
           "table_title", "tier_text"]
