"""What the game says when it cannot start or meets an unexpected error, in the ``Launch`` translation context.

The start (``reddog_qt.app.start.launch``) decides when to say these; the words are here.

>>> something_went_wrong("disk full")
'Something went wrong: disk full\\nYour bankroll and history are safe.'
"""

from __future__ import annotations

from reddog_qt.app.texts.language import fill, translate


def details_in(log_file: object) -> str:
    """Where the details of an unexpected error were written."""
    return fill(translate("Launch", "The details are in %1."), log_file)


def something_went_wrong(error: object) -> str:
    """An unexpected error: what it was, and that the money is safe."""
    return fill(translate("Launch", "Something went wrong: %1\nYour bankroll and history are safe."), error)


def profile_not_opened(reason: str) -> str:
    """The player's profile could not be opened, for ``reason``."""
    return fill(translate("Launch", "Your profile could not be opened:\n%1"), reason)


def table_not_opened(problem: object) -> str:
    """The table window could not be opened, for ``problem``."""
    return fill(translate("Launch", "The table could not be opened:\n%1"), problem)


__all__ = ["details_in", "profile_not_opened", "something_went_wrong", "table_not_opened"]
