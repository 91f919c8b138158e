"""Keys belong to the control that has the focus before they belong to the table's shortcuts.

The table's single-key shortcuts (Enter deals, Up adds a chip, + raises, ...)
are window-wide :class:`QShortcut` objects, and Qt offers a key to shortcuts
before the focused widget sees it. A control that needs a key for itself — the
raise amount box its digits, arrows and Enter, a focused button or chip stack its
Space, the speed slider its arrows — claims it with :class:`KeepKeys`, which
accepts Qt's ``ShortcutOverride`` event for those keys while the control has the
focus.

Enter is the table's next step (cut, deal, stand) wherever the focus is, except in
the raise box, where it raises the typed amount: a focused button or chip stack
is pressed with Space (:data:`ACTIVATE_KEYS`), never with Enter.

While a screen reader runs, the numeric keypad is the reader's: Orca's desktop layout
reviews the text with it (8 the current line, + say all, - flat review, Enter where am I),
and a key the reader lets through must not bet. Then :class:`LeaveKeypad` keeps keypad keys
from a window's shortcuts, and a control's own keys (:class:`KeepKeys` with a set of keys)
are never keypad keys; a control that keeps every key (the raise box) still takes keypad
digits. Without a reader the keypad plays as the main keys do (0, Enter, +, the arrows).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAccessible, QKeyEvent

#: Modifiers that make a key a command (Ctrl+Z), never a control's own key.
COMMAND_MODIFIERS = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                     | Qt.KeyboardModifier.MetaModifier)

#: The key that presses a focused button or felt control (Enter stays the table's next step).
ACTIVATE_KEYS = frozenset({Qt.Key.Key_Space})
ARROW_KEYS = frozenset({Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_PageUp,
                        Qt.Key.Key_PageDown, Qt.Key.Key_Home, Qt.Key.Key_End})


class KeepKeys(QObject):
    """An event filter: the watched widget keeps ``keys`` (every key without Ctrl/Alt/Meta when None).

    ``when`` narrows it further (e.g. the felt keeps Space only while a chip stack has the focus ring).
    """

    def __init__(self, keys: Iterable[Qt.Key] | None = None, parent: QObject | None = None,
                 when: Callable[[], bool] | None = None) -> None:
        super().__init__(parent)
        self._keys = None if keys is None else frozenset(keys)
        self._when = when

    def claims(self, event: QKeyEvent) -> bool:
        """True if the watched widget keeps this key."""
        if event.modifiers() & COMMAND_MODIFIERS:
            return False
        if self._keys is not None and (from_keypad(event) or Qt.Key(event.key()) not in self._keys):
            return False
        return self._when is None or self._when()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and self.claims(event):
            # Accepted and handled here: a widget further down (the felt's scene) must not drop the claim.
            event.accept()
            return True
        return False


class LastInput(QObject):
    """An application event filter that knows whether the keys or the mouse were used last, so hints speak of
    the one in use ("press Up", not "click a chip stack")."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.keys = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride):  # a table key goes to its shortcut only
            self.keys = True
        elif kind in (QEvent.Type.MouseButtonPress, QEvent.Type.Wheel):
            self.keys = False
        return False


def last_input() -> LastInput:
    """The application's one :class:`LastInput`, installed on first use (a lone one without an application)."""
    app = QCoreApplication.instance()
    if app is None:
        return LastInput()
    found = app.findChild(LastInput, "last_input")
    if found is None:
        found = LastInput(app)
        found.setObjectName("last_input")
        app.installEventFilter(found)
    return found


def reader_running() -> bool:
    """True while an assistive technology (a screen reader) follows the application."""
    return QAccessible.isActive()


def from_keypad(event: QKeyEvent) -> bool:
    """True for a key of the numeric keypad while a screen reader runs (then it is the reader's)."""
    return bool(event.modifiers() & Qt.KeyboardModifier.KeypadModifier) and reader_running()


class LeaveKeypad(QObject):
    """An event filter on a window: while a reader runs, a keypad key that no control kept goes to the focused
    control as a key press, never to the window's shortcuts (Qt would try a keypad key as the main keyboard's
    when nothing else matched)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and from_keypad(event):
            event.accept()
            return True
        return False


def leave_keypad(window: QObject) -> LeaveKeypad:
    """Install a :class:`LeaveKeypad` filter on ``window`` (owned by it) and return it."""
    keeper = LeaveKeypad(window)
    window.installEventFilter(keeper)
    return keeper


def keep_keys(widget: QObject, keys: Iterable[Qt.Key] | None = None,
              when: Callable[[], bool] | None = None) -> KeepKeys:
    """Install a :class:`KeepKeys` filter on ``widget`` (owned by it) and return it."""
    keeper = KeepKeys(keys, widget, when)
    widget.installEventFilter(keeper)
    return keeper


__all__ = ["ACTIVATE_KEYS", "ARROW_KEYS", "KeepKeys", "LastInput", "LeaveKeypad", "from_keypad", "keep_keys",
           "last_input", "leave_keypad", "reader_running"]
