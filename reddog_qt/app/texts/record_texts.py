"""The record's words that two of its windows say alike: the session's clock in words, and a moment on
the player's clock (the reality check, the session's summary, the break). Each window writes its
other words itself.

>>> describe_duration(3900), describe_duration(720)
('1 h 05 min', '12 min')
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QDateTime, QLocale

from reddog_qt.app.texts.language import credits, fill, translate


def describe_duration(seconds: float) -> str:
    """Elapsed time in words for a dialog: ``"1 h 05 min"`` or ``"12 min"``."""
    minutes = max(int(seconds), 0) // 60
    hours, minutes = divmod(minutes, 60)
    if hours:
        return fill(translate("SessionClock", "%1 h %2 min"), credits(hours), f"{minutes:02d}")
    return fill(translate("SessionClock", "%1 min"), credits(minutes))


def local_moment(moment: datetime) -> str:
    """An aware moment on the computer's clock, with its day: "Thu 26 Nov 2026 21:00" ("Do. 26.11.2026 21:00")."""
    shown = QDateTime.fromMSecsSinceEpoch(round(moment.timestamp() * 1000))
    # A QLocale date pattern (24-hour clock); the translation gives the language's own order.
    return QLocale().toString(shown, translate("BreakGuard", "ddd d MMM yyyy HH:mm"))


__all__ = ["describe_duration", "local_moment"]
