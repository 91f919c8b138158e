"""Small helpers for the tests that drive the real table window: find a widget by name, make the window active."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def widget(window: QWidget, name: str) -> QWidget:
    """The window's widget whose objectName is ``name`` (fails the test if there is none)."""
    found = window.findChild(QWidget, name)
    assert found is not None, f"no widget called {name}"
    return found


def active(qtbot, window):
    """Make ``window`` the active window (real key events go to it) and return it."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window
