"""Replay: a hand of the history dealt again on a felt of its own, then the live table back exactly as it was.

:class:`Replay` puts a :class:`~reddog_qt.app.record.replay_screen.ReplayScreen` where the live
felt and console stand: they are hidden, not changed, and the live scene is never touched — the
replay deals on its own :class:`~reddog_qt.app.felt.table_scene.TableScene`, with the table's
timings (the player's speed and animation settings) and looks. The table's keys and menus are
switched off while the replay shows, so the live hand, the chips on the spot, the shoe, the
message row and the balance are exactly as they were when the player leaves (Esc, or Back to
the table). Nothing here reads or writes the engine session or the ledger: the
:class:`~reddog_qt.profile.rows.HandRecord` is all a replay knows.

Keys while it shows: Space pauses and resumes, Right steps one move, Esc leaves; Tab walks the
controls.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QBoxLayout, QWidget

from reddog_qt.app.felt.table_scene import TableScene
from reddog_qt.app.felt.timings import Timings
from reddog_qt.app.record.replay_deal import ReplayDeal
from reddog_qt.app.record.replay_screen import ReplayScreen
from reddog_qt.engine import Rules
from reddog_qt.profile.rows import HandRecord
from reddog_qt.profile.settings import Settings


class Replay(QObject):
    """Deals recorded hands again in ``place`` (the window's central layout), in place of ``live``.

    ``live`` are the widgets the replay stands in for (the felt's view, the console): hidden while it
    shows. ``blocked`` are switched off (the menu bar), ``shortcuts`` are the table's keys. Each gets
    back exactly the state it had. ``settings`` (the player's, as they are now) and ``rules_for`` give
    the replay's felt the player's deck, card back and cloth, and the recorded table's rules.
    """

    #: The replay is shown (True) or left (False).
    shown = Signal(bool)

    def __init__(self, window: QWidget, place: QBoxLayout, live: Sequence[QWidget],
                 blocked: Sequence[QWidget | QAction], shortcuts: Sequence[QShortcut], timings: Timings,
                 settings: Callable[[], Settings], rules_for: Callable[[str], Rules]) -> None:
        super().__init__(window)
        self._window = window
        self._place = place
        self._live = list(live)
        self._blocked = [*blocked, *shortcuts]
        self._timings = timings
        self._settings = settings
        self._rules_for = rules_for
        self._saved_enabled: list[bool] = []
        self._saved_visible: list[bool] = []
        self._saved_focus: QWidget | None = None
        self.screen: ReplayScreen | None = None
        self._keys: list[QShortcut] = []
        for key, act in ((Qt.Key.Key_Escape, self.leave), (Qt.Key.Key_Space, self._toggle_pause),
                         (Qt.Key.Key_Right, self._step)):
            shortcut = QShortcut(QKeySequence(key), window)
            shortcut.setEnabled(False)
            shortcut.activated.connect(act)
            self._keys.append(shortcut)

    @property
    def active(self) -> bool:
        """True while a hand is replayed."""
        return self.screen is not None

    @property
    def deal(self) -> ReplayDeal | None:
        """The replay being played, if any."""
        return None if self.screen is None else self.screen.deal

    def show_hand(self, record: HandRecord) -> None:
        """Deal ``record`` again in place of the live table (another replay shown is replaced)."""
        if self.screen is not None:
            self._remove_screen()
        else:
            focus = QApplication.focusWidget()
            # Hand History's Replay button has the keys now, in a dialog that is closing: only the window's own
            # widgets get them back.
            self._saved_focus = focus if focus is not None and self._window.isAncestorOf(focus) else None
            self._saved_enabled = [thing.isEnabled() for thing in self._blocked]
            self._saved_visible = [widget.isVisible() for widget in self._live]
            for thing in self._blocked:
                thing.setEnabled(False)
            for widget in self._live:
                widget.hide()
            for shortcut in self._keys:
                shortcut.setEnabled(True)
        scene = TableScene(self._rules_for(record.rules_name), self._timings)
        settings = self._settings()
        scene.set_looks(settings.deck, settings.card_back, settings.felt)
        screen = ReplayScreen(scene, record)
        scene.setParent(screen)  # the replay's felt goes with its screen
        screen.back_button.clicked.connect(self.leave)
        self.screen = screen
        self._place.addWidget(screen, 1)
        screen.show()
        # The keys go to the replay's controls (Hand History, which asked for the replay, is closing).
        self._window.activateWindow()
        screen.pause_button.setFocus(Qt.FocusReason.OtherFocusReason)
        self.shown.emit(True)

    def leave(self) -> None:
        """Back to the live table, exactly as it was."""
        if self.screen is None:
            return
        self._remove_screen()
        for shortcut in self._keys:
            shortcut.setEnabled(False)
        for thing, enabled in zip(self._blocked, self._saved_enabled, strict=True):
            thing.setEnabled(enabled)
        for widget, visible in zip(self._live, self._saved_visible, strict=True):
            widget.setVisible(visible)
        focus, self._saved_focus = self._saved_focus, None
        if focus is None or not focus.isVisible():
            focus = self._live[0] if self._live else None  # the felt holds the keys, no ring, as at the start
        if focus is not None:
            focus.setFocus(Qt.FocusReason.OtherFocusReason)
        self.shown.emit(False)

    def retranslate(self) -> None:
        """The replay's words and its felt's (the red dog, the banner, the printing) in the language shown now."""
        if self.screen is not None:
            self.screen.retranslate()
            self.screen.scene.retranslate()

    def _toggle_pause(self) -> None:
        if self.screen is not None:
            self.screen.toggle_pause()

    def _step(self) -> None:
        if self.screen is not None:
            self.screen.deal.step()

    def _remove_screen(self) -> None:
        screen, self.screen = self.screen, None
        if screen is not None:
            screen.deal.stop()
            self._place.removeWidget(screen)
            screen.hide()
            screen.deleteLater()


__all__ = ["Replay"]
