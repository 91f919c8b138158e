"""Work that waits until the table is on screen.

What the player does not need to see the table (sound and voice, the audio device, the
multimedia backend) is started once the felt has painted its first frame, so the window
appears as fast as a bare one. :func:`after_first_frame` runs callbacks in the event loop
right after a widget's first paint, in the order they were given.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

WATCHER_NAME = "first_frame_watcher"


class FirstFrameWatcher(QObject):
    """Watches one widget for its first paint, then runs the waiting callbacks once."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.setObjectName(WATCHER_NAME)
        self._callbacks: list[Callable[[], None]] = []
        self.painted = False
        self._scheduled = False
        widget.installEventFilter(self)

    def add(self, callback: Callable[[], None], first: bool = False) -> None:
        """Run ``callback`` after the first frame (``first``: before those already waiting)."""
        if first:
            self._callbacks.insert(0, callback)
        else:
            self._callbacks.append(callback)
        if self.painted:
            self._schedule()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.painted:
            self.painted = True
            watched.removeEventFilter(self)
            self._schedule()
        return False

    def _schedule(self) -> None:
        # Queued, so the callbacks run once this paint has finished and the frame is out.
        if not self._scheduled:
            self._scheduled = True
            QTimer.singleShot(0, self, self._run)

    def _run(self) -> None:
        self._scheduled = False
        callbacks, self._callbacks = self._callbacks, []
        for callback in callbacks:
            callback()


def after_first_frame(widget: QWidget, callback: Callable[[], None], *, first: bool = False) -> None:
    """Call ``callback`` from the event loop once ``widget`` has painted for the first time.

    Callbacks run in the order given (``first=True`` puts one before those already waiting);
    one given after the first frame runs at the next turn of the event loop. If the widget is
    never shown, they never run.
    """
    watcher = widget.findChild(FirstFrameWatcher, WATCHER_NAME)
    if watcher is None:
        watcher = FirstFrameWatcher(widget)
    watcher.add(callback, first=first)


__all__ = ["FirstFrameWatcher", "after_first_frame"]
