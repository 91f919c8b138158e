"""A notice for the player about the profile, in English, with a code for the player's own language.

The profile tells the player what it repaired or set aside with sentences in
:attr:`~reddog_qt.profile.Profile.notices`. Each is a :class:`Notice`: a ``str``
that is the English sentence (so logs and the tests read it as before), with a
stable :attr:`~Notice.code` and the :attr:`~Notice.params` the sentence shows,
which ``reddog_qt.app.texts.engine_texts.notice_text`` translates.

>>> notice = Notice("Bet IDs continue from 7.", "next_bet_id_rebuilt", next=7)
>>> notice == "Bet IDs continue from 7.", notice.code, notice.params
(True, 'next_bet_id_rebuilt', {'next': 7})
"""

from __future__ import annotations

from typing import Any


class Notice(str):
    """The English text of a notice, carrying ``code`` and ``params``."""

    code: str
    params: dict[str, Any]

    def __new__(cls, text: str, code: str, **params: Any) -> Notice:
        notice = super().__new__(cls, text)
        notice.code = code
        notice.params = params
        return notice

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (str(self), self.code, self.params))


def _rebuild(text: str, code: str, params: dict[str, Any]) -> Notice:
    return Notice(text, code, **params)


__all__ = ["Notice"]
