"""How a dealer's line reaches the screen reader running now, so that it is said exactly once.

Two ways exist, and a reader that follows both would say every line twice:

* an **announcement** (``QAccessibleAnnouncementEvent``, Qt 6.8+): a UI Automation
  notification on Windows, an announcement request on macOS, an AT-SPI
  ``object:announcement`` on Linux;
* the **description** of the control with the keys (see
  :class:`~reddog_qt.app.table.window_access.KeysTeller`): every Orca speaks a new
  description of the focused object, Orca 43 and its peers speak nothing else.

:class:`ReaderRoute` picks one. Windows and macOS readers take announcements. On Linux the
AT-SPI registry knows which events its clients listen to: a reader that registered
``object:announcement`` (a current Orca) gets announcements only, any other (Orca 43) the
description only. The registry is asked with ``gdbus`` (PySide6 cannot read the answer's
``a(ss)``), in the background, when the route is made and every few seconds after, so a reader
started or restarted while the game runs is followed; without ``gdbus`` the description is used.

A closed combo box changed with the keys (Home, End, Up, Down, a letter) gets a new accessible
name, its new choice. A reader that takes announcements speaks that name change of what has the
keys (Orca 48; Qt tells Windows and macOS readers the new value too); Orca 43 ignores it. So
:class:`ChoiceTeller` tells the new choice as the box's description on the description route
only, while the box has the keys.

:class:`BuddyNames` tells a reader again the names of the labels that give a field its Alt key.
Qt strips the ``&`` from such a label's name only once the label has its buddy, but a label made
with its text (``QFormLayout.addRow(text, field)`` among them) tells its name first: Orca 48 keeps
that name ("&Reality check:") and reads it with the field.
"""

from __future__ import annotations

import enum
import re
import sys

from PySide6.QtCore import QObject, QProcess, QTimer
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QWidget

#: How often the Linux registry is asked again (a reader may start or stop while the game runs).
ASK_AGAIN_MS = 3000
_REGISTRY = ("--dest", "org.a11y.atspi.Registry", "--object-path", "/org/a11y/atspi/registry",
             "--method", "org.a11y.atspi.Registry.GetRegisteredEvents")
_BUS = ("--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus", "--method", "org.a11y.Bus.GetAddress")
#: One registration in gdbus's answer: ('bus name', 'Event:Name:').
_PAIR = re.compile(r"\('([^']*)', '([^']*)'\)")


class Route(enum.Enum):
    """How the narrator's lines travel to the reader."""

    ANNOUNCEMENT = "announcement"
    """As accessibility announcements only."""
    DESCRIPTION = "description"
    """As the description of the control with the keys only."""


def listens_to_announcements(registered: str) -> bool:
    """Whether gdbus's answer of ``GetRegisteredEvents`` has a client for ``object:announcement``.

    >>> listens_to_announcements("([(':1.4', 'Object:Announcement:'), (':1.4', 'Focus:')],)")
    True
    >>> listens_to_announcements("([(':1.4', 'Object:PropertyChange:AccessibleDescription')],)")
    False
    """
    for _bus, event in _PAIR.findall(registered):
        parts = [part.lower() for part in event.split(":")] + ["", ""]
        if parts[0] in ("", "object") and parts[1] in ("", "announcement"):
            return True  # the announcement itself, or a listener to every object event
    return False


class ReaderRoute(QObject):
    """The route of :class:`Route` for the reader running now (see the module docstring)."""

    def __init__(self, parent: QObject | None = None, *, platform: str = sys.platform) -> None:
        super().__init__(parent)
        self._linux = platform.startswith("linux")
        # Until the registry answers, the description: every Linux reader speaks it.
        self._route = Route.DESCRIPTION if self._linux else Route.ANNOUNCEMENT
        self._address = ""
        self._asking: QProcess | None = None
        if self._linux:
            self._timer = QTimer(self)
            self._timer.setInterval(ASK_AGAIN_MS)
            self._timer.timeout.connect(self.ask)
            self._timer.start()
            self.ask()

    @property
    def route(self) -> Route:
        """How a line travels now."""
        return self._route

    def ask(self) -> None:
        """Ask the AT-SPI registry (in the background) which events the readers listen to."""
        if self._asking is not None or not QAccessible.isActive():
            return
        process = QProcess(self)
        if self._address:
            process.setArguments(["call", "--address", self._address, *_REGISTRY])
        else:
            process.setArguments(["call", *_BUS])
        process.setProgram("gdbus")
        process.finished.connect(lambda *_: self._answered(process))
        process.errorOccurred.connect(lambda _error: self._answered(process))
        self._asking = process
        process.start()

    def _answered(self, process: QProcess) -> None:
        if self._asking is not process:
            return  # the error and the end of one failed start both arrive
        self._asking = None
        process.deleteLater()
        answer = bytes(process.readAllStandardOutput().data()).decode("utf-8", "replace")
        if process.exitStatus() is not QProcess.ExitStatus.NormalExit or process.exitCode() != 0:
            self._address = ""  # the bus went away, or there is no gdbus: the description is safe
            self._route = Route.DESCRIPTION
            return
        if not self._address:
            found = re.search(r"'([^']+)'", answer)
            if found:
                self._address = found.group(1)
                self.ask()
            return
        self._route = Route.ANNOUNCEMENT if listens_to_announcements(answer) else Route.DESCRIPTION


class ChoiceTeller(QObject):
    """Every closed combo box of the application says its new choice when the keys change it, on the
    description route (see the module docstring); its own description comes back when the keys leave it."""

    #: The dynamic property that marks a combo box as followed, and keeps its own description.
    OWN = "reddog_own_description"

    def __init__(self, route: ReaderRoute, app: QApplication) -> None:
        super().__init__(app)
        self._route = route
        app.focusChanged.connect(self._keys_moved)

    def _keys_moved(self, old: QWidget | None, new: QWidget | None) -> None:
        if isinstance(old, QComboBox) and old.property(self.OWN) is not None:
            old.setAccessibleDescription(str(old.property(self.OWN)))
        if isinstance(new, QComboBox) and not new.isEditable():
            new.setProperty(self.OWN, new.accessibleDescription())
            if new.property("reddog_told") is None:
                new.setProperty("reddog_told", True)
                new.currentIndexChanged.connect(lambda _index, box=new: self._changed(box))

    def _changed(self, box: QComboBox) -> None:
        # An open list is read by the reader itself; so is the new name on the announcement route.
        if self._route.route is Route.DESCRIPTION and box.hasFocus() and not box.view().isVisible():
            box.setAccessibleDescription(box.currentText())


class BuddyNames(QObject):
    """When the keys enter a window, the name of each of its labels with a buddy is told again, free of its Alt-key
    ``&`` (see the module docstring)."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        app.focusChanged.connect(self._keys_moved)

    def _keys_moved(self, old: QWidget | None, new: QWidget | None) -> None:
        # Qt tells the focus after this signal, so the reader has the names before it reads the field's label.
        if new is None or (old is not None and old.window() is new.window()) or not QAccessible.isActive():
            return
        for label in new.window().findChildren(QLabel):
            if label.buddy() is not None and "&" in label.text() and not label.accessibleName():
                QAccessible.updateAccessibility(QAccessibleEvent(label, QAccessible.Event.NameChanged))


def shared_route() -> ReaderRoute:
    """The application's one :class:`ReaderRoute` (every window's lines and every combo box follow it), made with
    its :class:`ChoiceTeller` and the application's :class:`BuddyNames` on first use."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return ReaderRoute()
    route = app.findChild(ReaderRoute, "reader_route")
    if route is None:
        route = ReaderRoute(app)
        route.setObjectName("reader_route")
        ChoiceTeller(route, app)
        BuddyNames(app)
    return route


__all__ = ["BuddyNames", "ChoiceTeller", "ReaderRoute", "Route", "listens_to_announcements", "shared_route"]
