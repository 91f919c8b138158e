"""The dealer's lines sent as accessibility announcements, paced so that a current Orca says every one.

Orca 48 (Debian 13) drops an ``object:announcement`` that comes less than 0.1 s after the
application's previous one, unless it comes from the object with the keys (its event manager:
"Ignoring object:announcement due to multiple instances in short time"); and it speaks each
announcement it keeps by interrupting whatever it was saying. The narrator's lines come from the
message row, which never has the keys, and often two at a time: the spread and the first-game
guide's lesson on it, a new table with its shuffle and the request to cut, a stake and the deal a
key press later. Sent as they were told, the second of each pair was never heard.

:class:`Announcer` therefore sends the lines told in one turn of the event loop as one
announcement, and sends nothing sooner than :data:`GAP_MS` after the one before: a line told
meanwhile waits, with any other told after it, and goes out as one announcement when the gap has
passed.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

#: The least time between two announcements: Orca 48 drops one that follows another within 100 ms (measured
#: as it receives them, so a little more is kept).
GAP_MS = 150


class Announcer(QObject):
    """Sends lines as announcements from ``source`` (see the module docstring)."""

    #: An announcement was sent (its text: one line, or the lines told together, joined by a space).
    sent = Signal(str)

    def __init__(self, source: QObject, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._source = source
        self._waiting: list[str] = []
        self._since_last = QElapsedTimer()  # invalid until the first announcement
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._send)

    def say(self, line: str) -> None:
        """Send ``line`` with the others told in this turn, once :data:`GAP_MS` has passed since the last one."""
        self._waiting.append(line)
        if not self._timer.isActive():
            passed = self._since_last.elapsed() if self._since_last.isValid() else GAP_MS
            self._timer.start(max(0, GAP_MS - passed))

    def _send(self) -> None:
        text = " ".join(self._waiting)
        self._waiting = []
        self._since_last.start()
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self._source, text))
        self.sent.emit(text)


__all__ = ["GAP_MS", "Announcer"]
