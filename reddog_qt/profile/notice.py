"""A notice for the player about the profile: a ``str`` that is the English sentence (as logs and tests read it),
carrying its template, a stable code and its values, so the app can show it in the player's language.

>>> notice = Notice("Bet IDs continue from %1.", "next_bet_id_rebuilt", next=7)
>>> notice == "Bet IDs continue from 7.", notice.code, notice.params
(True, 'next_bet_id_rebuilt', {'next': 7})
"""

from __future__ import annotations

from typing import Any

from reddog_qt.engine.errors import Coded
from reddog_qt.engine.sentence import english


class Notice(Coded, str):
    context = "Notice"

    def __new__(cls, template: str, code: str, **params: Any) -> Notice:
        notice = super().__new__(cls, english(template, params))
        notice._set_code(template, code, params)
        return notice

    def __getnewargs_ex__(self) -> tuple[tuple[str, str], dict[str, Any]]:
        return (self.template, self.code), self.params  # pickled and copied with its template and values
