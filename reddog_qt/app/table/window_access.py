"""The table window's fit to the screen, its keyboard path and its question before quitting mid-hand.

A mixin of :class:`~reddog_qt.app.table.main_window.MainWindow`, kept apart so the window's
wiring stays readable:

* the first window opens inside the screen's available area, and a saved
  geometry from another (bigger) screen is brought back inside it;
* the table's single keys and Undo/Redo (Ctrl+Z; Ctrl+Y and Ctrl+Shift+Z);
* Tab starts on the felt's smallest chip stack, walks the stacks and the bet
  spot, then the console's controls (:meth:`focus_order`);
* closing while a spread waits for the player asks "Stand and quit?" first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from reddog_qt.app.start.desktop import desktop_reduces_motion, fit_rect
from reddog_qt.engine import Phase
from reddog_qt.profile.settings import Settings

if TYPE_CHECKING:
    from reddog_qt.app.table.console import Console
    from reddog_qt.app.table.controller import TableController
    from reddog_qt.app.felt.table_view import TableView
    from reddog_qt.engine import Session

#: The window's size on a first start, when the screen has room for it.
DEFAULT_SIZE = QSize(1280, 800)
#: The smallest window the table is laid out for (smaller only on a screen that cannot hold it).
MINIMUM_SIZE = QSize(820, 560)


class WindowAccessMixin(QMainWindow):
    """Screen fit, Tab order and the quit question for the table window (see the module docstring)."""

    settings: Settings
    session: Session
    controller: TableController
    console: Console
    view: TableView
    _quit_confirmed: bool
    _fitted: bool

    def _enter(self) -> None:
        raise NotImplementedError

    def _raise(self) -> None:
        raise NotImplementedError

    # --- the table's keys ------------------------------------------------------

    def _build_shortcuts(self) -> None:
        c = self.controller
        keypad = Qt.KeyboardModifier.KeypadModifier
        bindings: list[tuple[tuple[object, ...], Callable[[], object]]] = [
            ((Qt.Key.Key_0,), c.same_bet),
            ((Qt.Key.Key_Return, Qt.Key.Key_Enter), self._enter),
            ((Qt.Key.Key_Plus,), self._raise),
            ((Qt.Key.Key_Up,), lambda: c.adjust_bet(1)),
            ((Qt.Key.Key_Down,), lambda: c.adjust_bet(-1)),
            ((Qt.KeyboardModifier.ShiftModifier | Qt.Key.Key_Up,), lambda: c.adjust_bet(10)),
            ((Qt.KeyboardModifier.ShiftModifier | Qt.Key.Key_Down,), lambda: c.adjust_bet(-10)),
            ((Qt.Key.Key_Delete, Qt.Key.Key_Period), c.clear_bet),
        ]
        self.shortcuts: list[QShortcut] = []
        for keys, slot in bindings:
            for key in keys:
                sequences = [QKeySequence(key)]
                if isinstance(key, Qt.Key):  # the same key on the numeric keypad
                    sequences.append(QKeySequence(keypad | key))
                for sequence in sequences:
                    shortcut = QShortcut(sequence, self)
                    shortcut.activated.connect(slot)
                    self.shortcuts.append(shortcut)
        # Redo is Ctrl+Shift+Z on Linux and macOS, Ctrl+Y on Windows; the table takes both everywhere.
        # One shortcut per action with every key: two shortcuts on one key would cancel each other out.
        for standard, extra, slot in ((QKeySequence.StandardKey.Undo, [], c.undo),
                                      (QKeySequence.StandardKey.Redo, [QKeySequence("Ctrl+Y"),
                                                                       QKeySequence("Ctrl+Shift+Z")], c.redo)):
            keys: list[QKeySequence] = []
            for sequence in QKeySequence.keyBindings(standard) + extra:
                if sequence.toString() not in {known.toString() for known in keys}:
                    keys.append(sequence)
            shortcut = QShortcut(self)
            shortcut.setKeys(keys)
            shortcut.activated.connect(slot)
            self.shortcuts.append(shortcut)

    # --- the screen ------------------------------------------------------------

    def _restore_geometry(self) -> None:
        """The saved geometry if it still fits a screen, else the standard size inside the available area."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        available = screen.availableGeometry()
        # A screen smaller than the table's minimum still gets the whole window on it.
        self.setMinimumSize(min(MINIMUM_SIZE.width(), available.width()),
                            min(MINIMUM_SIZE.height(), available.height()))
        if self.settings.window_geometry:
            restored = self.restoreGeometry(QByteArray.fromBase64(self.settings.window_geometry.encode("ascii")))
            if restored and self._fits_a_screen():
                return
        self.setGeometry(fit_rect(DEFAULT_SIZE, available))

    def _fits_a_screen(self) -> bool:
        frame = self.frameGeometry() if self.isVisible() else self.geometry()
        return any(screen.availableGeometry().contains(frame) for screen in QGuiApplication.screens())

    def fit_to_screen(self) -> None:
        """Bring the whole window, frame and title bar included, inside its screen's available area."""
        if self.isMaximized() or self.isFullScreen():
            return
        screen = self.screen() or QGuiApplication.primaryScreen()
        available = screen.availableGeometry()
        frame = self.frameGeometry()
        if available.contains(frame):
            return
        client = self.geometry()
        border = QSize(frame.width() - client.width(), frame.height() - client.height())
        target = fit_rect(client.size(), available, border)
        self.resize(target.size())
        # move() places the frame; the client area sits inside it by the frame's left and top edges.
        self.move(target.x() - (client.x() - frame.x()), target.y() - (client.y() - frame.y()))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            # The window itself holds the keys until the player presses Tab: Qt would otherwise hand
            # them to the first button on activation, and Enter would press it instead of dealing.
            self.setFocus(Qt.FocusReason.OtherFocusReason)
            # The window manager's frame is known only once the window is up; a size chosen since
            # (by the player, or a script) is left alone.
            shown = self.geometry()
            QTimer.singleShot(0, self, lambda: self.fit_to_screen() if self.geometry() == shown else None)

    # --- keyboard and screen reader ------------------------------------------

    def _build_focus_chain(self) -> None:
        con = self.console
        self._tab_widgets: list[QWidget] = [
            self.view, con.raise_box, con.raise_button, con.stand_button, con.deal_button, *con.bet_buttons,
            con.options_button, con.speed_slider, con.limits_button]
        for first, second in zip(self._tab_widgets, self._tab_widgets[1:]):
            QWidget.setTabOrder(first, second)

    def focusNextPrevChild(self, forward: bool) -> bool:
        if self.focusWidget() in (None, self):  # nothing has the keys yet: Tab starts on the felt, Shift+Tab at the end
            if forward:
                self.view.setFocus(Qt.FocusReason.TabFocusReason)
                return True
            for widget in reversed(self._tab_widgets):
                if widget.isVisible() and widget.isEnabled():
                    widget.setFocus(Qt.FocusReason.BacktabFocusReason)
                    return True
        return super().focusNextPrevChild(forward)

    def focus_order(self) -> list[str]:
        """The objectNames Tab visits now, in order: the felt's controls, then the console's."""
        names = [control.objectName() for control in self.view.controls()]
        for widget in self._tab_widgets[1:]:
            if widget.isVisible() and widget.isEnabled():
                names.append(widget.objectName())
        return names

    def focused_control_name(self) -> str | None:
        """The objectName of what has the keyboard: a felt control or a console widget; None for nothing."""
        widget = self.focusWidget()
        if widget is self.view and self.view.hasFocus():
            current = self.view.current
            return current.objectName() if current is not None else self.view.objectName()
        while widget is not None and not widget.objectName():  # e.g. the raise box's inner line edit
            widget = widget.parentWidget()
        return widget.objectName() if widget is not None else None

    @staticmethod
    def _reduce_motion(settings: Settings) -> bool:
        if settings.reduce_motion is None:
            return desktop_reduces_motion()
        return settings.reduce_motion

    # --- quitting mid-hand ------------------------------------------------------

    def _ask_stand_and_quit(self) -> QMessageBox:
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Stand and quit?"),
                          self.tr("A spread is waiting for your decision. If you quit now you stand: the third "
                                  "card is dealt on your wager alone."), QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("stand_and_quit_confirm")
        quit_button = box.addButton(self.tr("Stand and Quit"), QMessageBox.ButtonRole.AcceptRole)
        quit_button.setObjectName("stand_and_quit_button")
        keep = box.addButton(self.tr("Keep Playing"), QMessageBox.ButtonRole.RejectRole)
        keep.setObjectName("keep_playing_button")
        box.setDefaultButton(keep)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.accepted.connect(self._stand_and_quit)
        box.open()
        return box

    def _stand_and_quit(self) -> None:
        self._quit_confirmed = True
        if self.session.phase is Phase.DECIDING and self.controller.stand():
            # The engine settles it now; the cards need not finish moving, and the next start shows the result.
            self._result_unseen = True
        self.close()


__all__ = ["DEFAULT_SIZE", "MINIMUM_SIZE", "WindowAccessMixin"]
