"""The table window's fit to the screen, its keys, its Tab path and its question before quitting mid-hand.

Each piece is handed exactly what it works on (a window, the controller, the felt's
view and the console), so the window only calls them:

* :func:`restore_geometry` opens the first window inside the screen's available
  area, and brings a saved geometry from another (bigger) screen back inside it;
  :func:`fit_to_screen` does the same once the window manager's frame is known;
* :func:`table_shortcuts` makes the table's single keys and Undo/Redo (Ctrl+Z;
  Ctrl+Y and Ctrl+Shift+Z);
* :class:`FocusChain`: Tab starts on the felt's smallest chip stack, walks the stacks
  and the bet spot, then the console's controls; the keys never fall on a control the
  player did not choose (a pressed Deal that turns off hands them to the felt, not to
  the next button);
* :func:`tell_where_the_keys_are`: each dealer line is also the description of the
  control with the keys (the felt, or a button pressed with Space), where every
  screen reader listens;
* :func:`ask_stand_and_quit`: closing while a spread waits for the player asks first.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QByteArray, QElapsedTimer, QKeyCombination, QObject, QRect, QSize, Qt, QTimer, SignalInstance
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QLineEdit, QMessageBox, QWidget

from reddog_qt.app.felt.table_view import TableView
from reddog_qt.app.keys import leave_keypad
from reddog_qt.app.start.desktop import fit_rect
from reddog_qt.app.table.console import Console
from reddog_qt.app.table.controller import TableController
from reddog_qt.app.table.reader_route import ReaderRoute, Route
from reddog_qt.app.texts.language import translate

#: The window's size on a first start, when the screen has room for it.
DEFAULT_SIZE = QSize(1280, 800)
#: Room kept for the window manager's frame on a first start, before the real one is known.
FRAME_ALLOWANCE = QSize(8, 40)
#: How often, and how many milliseconds apart, a shown window looks for its frame before fitting it.
FRAME_WAITS = 10
FRAME_WAIT_MS = 50
#: The smallest window the table is laid out for (smaller only on a screen that cannot hold it).
MINIMUM_SIZE = QSize(820, 560)


# --- the table's keys ----------------------------------------------------------


def table_shortcuts(window: QWidget, controller: TableController, enter: Callable[[], object],
                    raise_bet: Callable[[], object]) -> list[QShortcut]:
    """The table's keys on ``window``: Enter (``enter``), + (``raise_bet``), 0, arrows, Delete, Undo and Redo.

    On the main keyboard and the keypad; while a screen reader runs the keypad is left to it
    (see :mod:`reddog_qt.app.keys`).
    """
    c = controller
    leave_keypad(window)
    bindings: list[tuple[tuple[Qt.Key | QKeyCombination, ...], Callable[[], object]]] = [
        ((Qt.Key.Key_0,), c.same_bet),
        ((Qt.Key.Key_Return, Qt.Key.Key_Enter), enter),
        ((Qt.Key.Key_Plus,), raise_bet),
        ((Qt.Key.Key_Up,), lambda: c.adjust_bet(1)),
        ((Qt.Key.Key_Down,), lambda: c.adjust_bet(-1)),
        ((Qt.KeyboardModifier.ShiftModifier | Qt.Key.Key_Up,), lambda: c.adjust_bet(10)),
        ((Qt.KeyboardModifier.ShiftModifier | Qt.Key.Key_Down,), lambda: c.adjust_bet(-10)),
        ((Qt.Key.Key_Delete, Qt.Key.Key_Period), c.clear_bet),
    ]
    shortcuts: list[QShortcut] = []
    keypad = Qt.KeyboardModifier.KeypadModifier
    for keys, slot in bindings:
        for key in keys:
            sequences = [QKeySequence(key)]
            if isinstance(key, Qt.Key):  # the same key on the numeric keypad (unless a reader runs: LeaveKeypad)
                sequences.append(QKeySequence(keypad | key))
            for sequence in sequences:
                shortcut = QShortcut(sequence, window)
                shortcut.activated.connect(slot)
                shortcuts.append(shortcut)
    # Redo is Ctrl+Shift+Z on Linux and macOS, Ctrl+Y on Windows; the table takes both everywhere.
    # One shortcut per action with every key: two shortcuts on one key would cancel each other out.
    for standard, extra, action in ((QKeySequence.StandardKey.Undo, [], c.undo),
                                    (QKeySequence.StandardKey.Redo, [QKeySequence("Ctrl+Y"),
                                                                     QKeySequence("Ctrl+Shift+Z")], c.redo)):
        bound: list[QKeySequence] = []
        for sequence in QKeySequence.keyBindings(standard) + extra:
            if sequence.toString() not in {known.toString() for known in bound}:
                bound.append(sequence)
        shortcut = QShortcut(window)
        shortcut.setKeys(bound)
        shortcut.activated.connect(action)
        shortcuts.append(shortcut)
    return shortcuts


# --- the screen ------------------------------------------------------------------


def available_area(window: QWidget) -> QRect:
    """The window's screen less its panels and docks."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def restore_geometry(window: QWidget, saved: str | None) -> None:
    """The ``saved`` geometry (base64) if it still fits a screen, else the standard size inside the available area
    (with room for a usual title bar: the real frame is known, and fitted, once the window is up)."""
    available = available_area(window)
    # A screen smaller than the table's minimum still gets the whole window, with its frame, on it.
    window.setMinimumSize(min(MINIMUM_SIZE.width(), available.width() - FRAME_ALLOWANCE.width()),
                          min(MINIMUM_SIZE.height(), available.height() - FRAME_ALLOWANCE.height()))
    if saved:
        restored = window.restoreGeometry(QByteArray.fromBase64(saved.encode("ascii")))
        if restored and _fits_a_screen(window):
            return
    window.setGeometry(fit_rect(DEFAULT_SIZE, available, FRAME_ALLOWANCE))


def _fits_a_screen(window: QWidget) -> bool:
    frame = window.frameGeometry() if window.isVisible() else window.geometry()
    return any(screen.availableGeometry().contains(frame) for screen in QGuiApplication.screens())


def fit_to_screen(window: QWidget) -> None:
    """Bring the whole ``window``, frame and title bar included, inside its screen's available area."""
    if window.isMaximized() or window.isFullScreen():
        return
    available = available_area(window)
    frame = window.frameGeometry()
    if available.contains(frame):
        return
    client = window.geometry()
    border = QSize(frame.width() - client.width(), frame.height() - client.height())
    target = fit_rect(client.size(), available, border)
    window.resize(target.size())
    # move() places the frame; the client area sits inside it by the frame's left and top edges.
    window.move(target.x() - (client.x() - frame.x()), target.y() - (client.y() - frame.y()))


def fit_once_framed(window: QWidget, shown: QSize, waits: int = FRAME_WAITS) -> None:
    """Fit the newly shown ``window`` once the window manager has framed it (it may have moved it meanwhile,
    e.g. to y = 0 with the title bar above the screen); a size chosen since (by the player, or a script)
    is left alone."""
    if window.size() != shown or not window.isVisible():
        return
    if window.frameGeometry() == window.geometry() and waits > 0:  # no frame yet: the manager is still at it
        QTimer.singleShot(FRAME_WAIT_MS, window, lambda: fit_once_framed(window, shown, waits - 1))
        return
    fit_to_screen(window)


# --- keyboard and screen reader ----------------------------------------------


class FocusChain:
    """Tab's path: the felt (its chip stacks and bet spot), then the console's controls, in reading order, and
    last the shuffle's fingerprint (its whole value is the read-out's description)."""

    def __init__(self, view: TableView, console: Console) -> None:
        self._view = view
        self._widgets: list[QWidget] = [
            view, console.raise_box, console.raise_button, console.stand_button, console.deal_button,
            *console.bet_buttons, console.options_button, console.speed_slider, console.limits_button,
            console.seal.value]
        for first, second in zip(self._widgets, self._widgets[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def park(self) -> None:
        """Hold the keys on the felt, without a focus ring: Enter, + and the arrows are the table's there."""
        self._view.setFocus(Qt.FocusReason.OtherFocusReason)

    def move_on(self, focused: QWidget | None, forward: bool) -> bool:
        """The window is asked to move the keys on from ``focused`` (its focus widget); True if done here.

        Qt asks when the player presses Tab, and also when the control with the keys turns off
        (Deal once pressed, Raise, Stand, the raise box): then it would hand them to the next
        control in the chain (Options), where Enter would open a dialog instead of playing on.
        Here a control that turned off hands the keys to the felt instead, and a window with
        nothing focused starts Tab on the felt.
        """
        if focused is None or focused.isWindow():
            return self.enter(forward)
        if not focused.isEnabled():
            self.park()
            return True
        return False

    def enter(self, forward: bool) -> bool:
        """Nothing has the keys yet: Tab starts on the felt, Shift+Tab at the last usable control. False if none."""
        if forward:
            self._view.setFocus(Qt.FocusReason.TabFocusReason)
            return True
        for widget in reversed(self._widgets):
            if widget.isVisible() and widget.isEnabled():
                widget.setFocus(Qt.FocusReason.BacktabFocusReason)
                return True
        return False

    def order(self) -> list[str]:
        """The objectNames Tab visits now, in order: the felt's controls, then the console's."""
        names = [control.objectName() for control in self._view.controls()]
        for widget in self._widgets[1:]:
            if widget.isVisible() and widget.isEnabled():
                names.append(widget.objectName())
        return names

    def focused_name(self, widget: QWidget | None) -> str | None:
        """The objectName of what has the keyboard (``widget``: the window's focus widget); None for nothing."""
        view = self._view
        if widget is view and view.hasFocus():
            current = view.current
            return current.objectName() if current is not None else view.objectName()
        while widget is not None and not widget.objectName():  # e.g. the raise box's inner line edit
            widget = widget.parentWidget()
        return widget.objectName() if widget is not None else None


def tell_where_the_keys_are(window: QWidget, view: TableView, told: SignalInstance,
                            route: ReaderRoute) -> KeysTeller:
    """Each line ``told`` (the narrator's) becomes the accessible description of what has the keys in ``window``,
    while ``route`` says the reader running takes lines that way.

    Orca 43 and its peers take no announcement and pass over a label's changes, but speak a
    new description of the object with the keys (a reader that takes announcements gets them
    instead: both, and a current Orca says each line twice). The felt holds the keys from the start
    and after Deal, Raise or Stand, so the cards, the spread and the result are spoken where the
    player is; a button pressed with Space (Same Bet, Double, Clear, Undo) keeps them, and says the
    new stake the same way.
    """
    return KeysTeller(window, view, told, route)


#: How long after the felt first has the keys the welcome is told: a reader (Orca 43) reads the focused felt's
#: description as it presents the focus, a little after it moved; a welcome already there would be said twice.
WELCOME_AFTER_MS = 700
#: How long a line waits before it becomes the description of a control that has just taken the keys: as long as
#: a reader may still read that description to present the control (see :data:`WELCOME_AFTER_MS`).
PRESENTING_MS = WELCOME_AFTER_MS


def welcome_on_first_keys(window: QWidget, view: TableView, welcome: Callable[[], object]) -> None:
    """Call ``welcome`` once, shortly after the felt first has the keys in ``window`` (a reader has said where the
    keys are: the welcome says what to do there)."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return

    waiting = [True]

    def keys_moved(_old: QWidget | None, new: QWidget | None) -> None:
        if new is view and waiting[0]:
            waiting[0] = False
            app.focusChanged.disconnect(keys_moved)
            QTimer.singleShot(WELCOME_AFTER_MS, window, welcome)

    def closed() -> None:
        if waiting[0]:  # the window went before the felt ever had the keys
            waiting[0] = False
            app.focusChanged.disconnect(keys_moved)

    app.focusChanged.connect(keys_moved)
    window.destroyed.connect(closed)


class KeysTeller(QObject):
    """Lends the description of the control with the keys to the dealer's lines, and gives it back.

    The felt's description is the dealer's last line. A console button or the speed slider
    describes itself (what it does, or why it is off): a line told while it has the keys
    becomes its description, and its own comes back as the keys leave it, so a reader that
    reviews it later hears what it does. When the button turns off and parks the keys on the
    felt, the line goes on the felt's description. A text field keeps its own (a PIN field's says what
    may be typed); the raise box lends its own like a button, so a refused raise is heard there, and
    typing gives the box its own description back.

    A line told within :data:`PRESENTING_MS` of the keys moving (a table chosen from the menu, as the
    menu gives the felt the keys back) waits until then: a reader presenting the control reads its
    description a moment after the move, and would say the line with it and again as it changes.
    """

    def __init__(self, window: QWidget, view: TableView, told: SignalInstance, route: ReaderRoute) -> None:
        super().__init__(window)
        self._window = window
        self._view = view
        self._route = route
        # The control whose description is lent now, its own description, and the line lent to it.
        self._lent: tuple[QWidget, str, str] | None = None
        # Since the keys last moved, and the lines waiting until a reader has presented where they went.
        self._keys_came = QElapsedTimer()
        self._waiting: list[str] = []
        self._presented = QTimer(self)
        self._presented.setSingleShot(True)
        self._presented.timeout.connect(self._tell_waiting)
        told.connect(self.tell)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._keys_moved)

    def tell(self, message: str) -> None:
        """Make ``message`` the description of the table's control with the keys (if it lends its own)."""
        if self._route.route is not Route.DESCRIPTION:
            return
        widget = QApplication.focusWidget()
        if isinstance(widget, QLineEdit) and isinstance(widget.parentWidget(), QAbstractSpinBox):
            widget = widget.parentWidget()  # the raise box's own line edit: the box is what a reader sees
        if widget is None or (widget.window() is not self._window and widget.window().parentWidget() is self._window):
            # No window has the keys yet (the first-game guide's first words at the start), or one of the table's
            # dialogs has them (Bet Options closing with its OK): the felt keeps the line, and a reader says it
            # with the felt's name when the keys come to the table.
            self._view.keep_line(message)
            return
        if widget.window() is not self._window:
            return
        if isinstance(widget, QLineEdit):
            return
        presenting = self._keys_came.isValid() and self._keys_came.elapsed() < PRESENTING_MS
        if presenting or self._waiting:
            self._waiting.append(message)
            if not self._presented.isActive():
                self._presented.start(max(1, PRESENTING_MS - self._keys_came.elapsed()))
            return
        if widget is self._view:
            widget.setAccessibleDescription(message)
            return
        own = widget.accessibleDescription()
        if self._lent is not None and self._lent[0] is widget and own == self._lent[2]:
            own = self._lent[1]  # still lent: its own is the one kept (a newer own one replaced the line)
        elif self._lent is not None:
            self._give_back(self._lent, None)
        self._lent = (widget, own, message)
        widget.setAccessibleDescription(message)

    def _tell_waiting(self) -> None:
        waiting, self._waiting = self._waiting, []
        for message in waiting:  # the keys may have moved again meanwhile: each line waits for that move too
            self.tell(message)

    def _keys_moved(self, _old: QWidget | None, new: QWidget | None) -> None:
        self._keys_came.start()
        lent, self._lent = self._lent, None
        if lent is not None:
            # After the reader is told where the keys went (Qt tells it after this signal): a reader
            # still on the old control would read its own description out as the player leaves it.
            QTimer.singleShot(0, self, lambda: self._give_back(lent, new))

    def _give_back(self, lent: tuple[QWidget, str, str], new: QWidget | None) -> None:
        widget, own, message = lent
        if widget.accessibleDescription() == message:
            widget.setAccessibleDescription(own)
            if new is self._view and self._view.current is None:
                # A pressed button that turned off (Clear, Undo) parked the keys on the felt: the line goes with them.
                self._view.setAccessibleDescription(message)


# --- quitting mid-hand ----------------------------------------------------------


def ask_stand_and_quit(window: QWidget, stand_and_quit: Callable[[], None]) -> QMessageBox:
    """Ask (window-modal) whether to stand on the waiting spread and quit; ``stand_and_quit`` if yes."""
    box = QMessageBox(QMessageBox.Icon.Question, translate("StandAndQuit", "Stand and quit?"),
                      translate("StandAndQuit",
                                "A spread is waiting for your decision. If you quit now you stand: the third card is "
                                "dealt on your wager alone."),
                      QMessageBox.StandardButton.NoButton, window)
    box.setObjectName("stand_and_quit_confirm")
    stand_text, keep_text = translate("StandAndQuit", "Stand and Quit"), translate("StandAndQuit", "Keep Playing")
    quit_button = box.addButton(stand_text, QMessageBox.ButtonRole.AcceptRole)
    quit_button.setObjectName("stand_and_quit_button")
    keep = box.addButton(keep_text, QMessageBox.ButtonRole.RejectRole)
    keep.setObjectName("keep_playing_button")
    box.setDefaultButton(keep)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.accepted.connect(stand_and_quit)
    box.open()
    return box


__all__ = ["DEFAULT_SIZE", "MINIMUM_SIZE", "FocusChain", "KeysTeller", "ask_stand_and_quit", "fit_to_screen",
           "restore_geometry", "table_shortcuts", "tell_where_the_keys_are"]
