"""The view onto the felt: scales the whole table with the window, and lets the keyboard reach its controls.

Tab enters the felt at its first control (the smallest chip stack), walks the
stacks and the bet spot, and leaves for the console. The control with the
keyboard draws a focus ring; Space acts on it as a left click does, Backspace
or minus as a right click (Enter stays the table's next step: deal, stand, cut).
The table may also hold the keys on the felt without a ring (at the start, and
after a pressed button turns off): Tab then starts at the first control. Its name and description become the
view's accessible name and description, so a screen reader says "25-credit
chips, 3 on the bet" as the ring moves. What lies on the felt (cards, red dog,
bet spot, stacks, shoe) is in the accessibility tree too, under the view, from
the first frame on (:meth:`TableView.mirror_the_felt`): see :mod:`reddog_qt.app.felt.accessible`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from reddog_qt.app.felt.items import FeltControl
from reddog_qt.app.felt.shoe_items import ShoeGaugeItem
from reddog_qt.app.felt.table_scene import TableScene
from reddog_qt.app.keys import ACTIVATE_KEYS, from_keypad, keep_keys
from reddog_qt.app.texts.language import translate

if TYPE_CHECKING:  # the mirror is made once the first frame is out
    from reddog_qt.app.felt.accessible import FeltMirror

#: Keys that act on the felt control with the focus ring: left click, and right click.
PRESS_KEYS = ACTIVATE_KEYS
TAKE_KEYS = frozenset({Qt.Key.Key_Backspace, Qt.Key.Key_Minus})



def _table_name() -> str:
    """The felt, as a screen reader names it while no control has the focus ring."""
    return translate("Felt", "Red Dog table")


class WholeFeltView(QGraphicsView):
    """A view of a whole felt: smooth, framed by nothing, never scrolled, the scene fitted in as large as the view
    allows (Qt's fitInView) whenever it is shown or resized."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)

    def fit(self) -> None:
        """Scale the felt to the view."""
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.table.set_view_scale(self.transform().m11())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()


class TableView(WholeFeltView):
    """Shows the whole :class:`TableScene`, as large as the window allows (Qt's fitInView)."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setObjectName("table_view")
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # No background cache of its own: the scene keeps the printed felt per size (felt_cache).
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)
        # Tab only: a mouse click on the felt must not take the keys from the console.
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setMinimumSize(480, 240)
        self._current: FeltControl | None = None
        self.setAccessibleName(_table_name())
        keep_keys(self, PRESS_KEYS | TAKE_KEYS, when=lambda: self._current is not None)
        self._mirror: FeltMirror | None = None
        # A dealer's line told while the felt did not have the keys waits in the description for them.
        self._line_waits = False

    @property
    def mirror(self) -> FeltMirror:
        """The felt's things as a screen reader reads them (children of the viewport); made now if not yet."""
        self.mirror_the_felt()
        assert self._mirror is not None
        return self._mirror

    def mirror_the_felt(self) -> None:
        """Put the felt's things in the accessibility tree. The table calls it once its first frame is out:
        a dozen widgets a screen reader needs, but the first frame does not."""
        if self._mirror is None:
            from reddog_qt.app.felt.accessible import FeltMirror

            self._mirror = FeltMirror(self, self.table, self._shoe_gauge)

    def _follow(self) -> None:
        if self._mirror is not None:  # before the first frame nothing is mirrored yet
            self._mirror.follow()

    def _shoe_gauge(self) -> ShoeGaugeItem | None:
        return next((item for item in self.table.items() if isinstance(item, ShoeGaugeItem)), None)

    # --- the felt's controls ----------------------------------------------

    def controls(self) -> list[FeltControl]:
        """The felt's keyboard controls in Tab order: chip stacks from the smallest, then the bet spot."""
        return self.table.felt_controls()

    @property
    def current(self) -> FeltControl | None:
        """The control with the focus ring, or None."""
        return self._current

    def focus_control(self, control: FeltControl | None) -> None:
        """Put the focus ring on ``control`` (None: on nothing) and name it for screen readers."""
        if self._current is not None and self._current.scene() is self.table:
            self._current.set_keyboard_focus(False)
        self._current = control
        self._line_waits = False
        if control is None:
            self.setAccessibleName(_table_name())
            self.setAccessibleDescription("")
            return
        control.set_keyboard_focus(True)
        self.setAccessibleName(control.accessibleName())
        self.setAccessibleDescription(control.accessibleDescription())

    def keep_line(self, message: str) -> None:
        """Make ``message`` (a dealer's line told while something else had the keys: a dialog, or no window yet)
        the description until the felt next has the keys, so a reader says it with the felt's name then."""
        self.setAccessibleDescription(message)
        self._line_waits = bool(message)

    def refresh_name(self) -> None:
        """The focused control's name changed (a chip went on the bet): say the new one."""
        if self._current is not None:
            self.setAccessibleName(self._current.accessibleName())

    # --- Qt -------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        """Name the view (or the control with the focus ring), and the felt's things, in the language shown now."""
        self._follow()
        if self._line_waits:  # a line kept in the language left behind: the message row says it in the new one
            self.keep_line("")
        if self._current is None:
            self.setAccessibleName(_table_name())
        else:
            self.setAccessibleName(self._current.accessibleName())
            self.setAccessibleDescription(self._current.accessibleDescription())

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if self._current is None and self._line_waits:
            # Named "Red Dog table" before a reader is told the felt has the keys; the line kept for them stays,
            # to be said with the name this once.
            self.setAccessibleName(_table_name())
            self._line_waits = False
        elif self._current is None:
            self.focus_control(None)  # named "Red Dog table", described by nothing that was said before
        controls = self.controls()
        if not controls:
            return
        # Only Tab puts the ring on: the keys parked on the felt (OtherFocusReason) act on nothing.
        if event.reason() == Qt.FocusReason.BacktabFocusReason:
            self.focus_control(controls[-1])
        elif event.reason() == Qt.FocusReason.TabFocusReason and self._current not in controls:
            self.focus_control(controls[0])

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason,
                              Qt.FocusReason.OtherFocusReason, Qt.FocusReason.MouseFocusReason):
            # The ring goes; the name stays until the felt has the keys again: a new name now would be
            # read out as the felt's, just before the next control is.
            if self._current is not None and self._current.scene() is self.table:
                self._current.set_keyboard_focus(False)
            self._current = None

    def focusNextPrevChild(self, forward: bool) -> bool:
        controls = self.controls()
        if self.hasFocus() and self._current is None and controls and forward:
            self.focus_control(controls[0])  # the keys were parked on the felt: Tab starts at its first control
            return True
        if self.hasFocus() and self._current in controls:
            index = controls.index(self._current) + (1 if forward else -1)
            if 0 <= index < len(controls):
                self.focus_control(controls[index])
                return True
        return super().focusNextPrevChild(forward)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        control = self._current
        key = Qt.Key(event.key())
        if control is not None and not from_keypad(event) and (key in PRESS_KEYS or key in TAKE_KEYS):
            control.clicked_by_key(key in PRESS_KEYS)
            self.refresh_name()
            event.accept()
            return
        super().keyPressEvent(event)

    def fit(self) -> None:
        """Scale the table to the view; the felt's mirrored things follow it."""
        self.resetCachedContent()
        super().fit()
        self._follow()
