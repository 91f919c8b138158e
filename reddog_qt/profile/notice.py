"""A notice for the player about the profile, in English, carrying its sentence for the player's own language.

The profile tells the player what it repaired or set aside with sentences in
:attr:`~reddog_qt.profile.Profile.notices`. Each is a :class:`Notice`: a ``str``
that is the English sentence (so logs and the tests read it as before), made from its
:attr:`~Notice.template` (marked ``QT_TRANSLATE_NOOP("Notice", ...)`` where it is written),
a stable :attr:`~Notice.code` and the :attr:`~Notice.params` the sentence shows
(see :mod:`reddog_qt.engine.sentence`); the app shows it in the player's language from those.

>>> notice = Notice("Bet IDs continue from %1.", "next_bet_id_rebuilt", next=7)
>>> notice == "Bet IDs continue from 7.", notice.code, notice.params
(True, 'next_bet_id_rebuilt', {'next': 7})
"""

from __future__ import annotations

from typing import Any

from reddog_qt.engine.sentence import english


class Notice(str):
    """The English text of a notice, carrying its ``template``, ``code`` and ``params``."""

    #: The translation context of every notice's sentence.
    context = "Notice"
    template: str
    code: str
    params: dict[str, Any]

    def __new__(cls, template: str, code: str, **params: Any) -> Notice:
        notice = super().__new__(cls, english(template, params))
        notice.template = template
        notice.code = code
        notice.params = params
        return notice

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (self.template, self.code, self.params))


def _rebuild(template: str, code: str, params: dict[str, Any]) -> Notice:
    return Notice(template, code, **params)


__all__ = ["Notice"]
