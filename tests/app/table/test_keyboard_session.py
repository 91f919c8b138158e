"""A whole session with the keyboard alone: hands at the three tables, the raise box, a shoe's cut, every
dialog opened and closed from the menus, and Quit — and after every step Enter is still the table's next step.

Every key is a real key event (QTest) sent where a keyboard sends it: to an open menu,
else to the active dialog, else to the widget with the focus. Nothing is clicked and
no method of the window is called to play; the test only reads what the table shows.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from reddog_qt.app.seams import TablePhase
from reddog_qt.engine import Phase

NONE = Qt.KeyboardModifier.NoModifier
ALT = Qt.KeyboardModifier.AltModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
CTRL = Qt.KeyboardModifier.ControlModifier
K = Qt.Key

#: Every dialog the player opens from the menus, and the keys that open it.
DIALOG_KEYS = {
    "table_limits": ((K.Key_G, ALT), (K.Key_L, NONE)),
    "bet_options": ((K.Key_G, ALT), (K.Key_B, NONE)),
    "history": ((K.Key_G, ALT), (K.Key_H, NONE)),
    "statistics": ((K.Key_G, ALT), (K.Key_S, NONE)),
    "take_break": ((K.Key_G, ALT), (K.Key_T, NONE)),
    "new_game": ((K.Key_G, ALT), (K.Key_N, NONE)),
    "custom_table": ((K.Key_G, ALT), (K.Key_R, NONE), (K.Key_C, NONE)),
    "options": ((K.Key_O, ALT), (K.Key_O, NONE)),
    "rules_help": ((K.Key_H, ALT), (K.Key_R, NONE)),
    "shortcuts_help": ((K.Key_H, ALT), (K.Key_K, NONE)),
    "about": ((K.Key_H, ALT), (K.Key_A, NONE)),
}


class Keyboard:
    """Real key presses into the table ``window``, where a keyboard would send them."""

    def __init__(self, qtbot, window) -> None:
        self.qtbot = qtbot
        self.window = window

    def target(self) -> QWidget:
        return (QApplication.activePopupWidget() or QApplication.activeModalWidget() or QApplication.focusWidget()
                or self.window)

    def press(self, key: Qt.Key, modifier: Qt.KeyboardModifier = NONE) -> None:
        self.qtbot.keyClick(self.target(), key, modifier)

    def type(self, text: str) -> None:
        self.qtbot.keyClicks(self.target(), text)

    # --- what the table shows ---------------------------------------------------------

    @property
    def phase(self) -> TablePhase:
        return self.window.controller.phase

    def wait_still(self) -> None:
        window = self.window
        self.qtbot.waitUntil(lambda: self.phase is not TablePhase.ANIMATING and not window.scene.animating,
                             timeout=15_000)

    def dialogs(self) -> list[QDialog]:
        return [dialog for dialog in self.window.findChildren(QDialog) if dialog.isVisible()]

    # --- playing by keys ---------------------------------------------------------------

    def enter_deals(self) -> None:
        """Enter deals the bet on the spot (a new hand gets the next Bet ID)."""
        before = self.window.session.next_bet_id
        self.press(K.Key_Return)
        assert self.window.session.next_bet_id == before + 1, self.window.narrator.history[-1]
        self.wait_still()

    def enter_stands(self) -> None:
        """Enter stands on the spread waiting: the third card settles the hand."""
        assert self.phase is TablePhase.DECIDING
        self.press(K.Key_Return)
        assert self.window.session.hand.phase is Phase.SETTLED and self.window.session.hand.raised == 0
        self.wait_still()

    def play_hand(self) -> None:
        """Enter: deal the bet on the spot (or, with none, 0 repeats the last one), then stand on a spread."""
        if not self.window.controller.chips:
            self.press(K.Key_0)
        self.enter_deals()
        if self.phase is TablePhase.DECIDING:
            self.enter_stands()
        assert self.phase is TablePhase.BETTING

    def deal_to_a_spread(self, hands: int = 25) -> None:
        """Play hands by Enter until one waits for the decision."""
        for _ in range(hands):
            if not self.window.controller.chips:
                self.press(K.Key_0)
            self.enter_deals()
            if self.phase is TablePhase.DECIDING:
                return
        raise AssertionError(f"no spread in {hands} hands")

    def sit_at(self, position: int) -> None:
        """Game > House Rules, the table at ``position`` (0: the first) by the arrows and Enter."""
        self.press(K.Key_G, ALT)
        self.press(K.Key_R)
        for _ in range(position):
            self.press(K.Key_Down)
        self.press(K.Key_Return)
        assert QApplication.activePopupWidget() is None

    def open_and_close(self, name: str) -> None:
        """Open a dialog by its menu keys and close it with Escape; nothing of the table changes."""
        balance = self.window.session.balance
        for key, modifier in DIALOG_KEYS[name]:
            self.press(key, modifier)
        self.qtbot.waitUntil(lambda: len(self.dialogs()) == 1, timeout=5_000)
        dialog = self.dialogs()[0]
        self.qtbot.waitUntil(lambda: QApplication.activeModalWidget() is dialog or dialog.isActiveWindow())
        self.press(K.Key_Escape)
        self.qtbot.waitUntil(lambda: not self.dialogs(), timeout=5_000)
        assert self.window.session.balance == balance, name
        assert QApplication.focusWidget() is not None and QApplication.focusWidget().window() is self.window, name


def test_a_whole_session_by_keyboard_alone(qtbot, make_window):
    window = make_window(seed=11, animated=False)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    keys = Keyboard(qtbot, window)

    # Atlantic City: Up five times is a 5-credit bet; Enter deals, and stands on a spread.
    assert window.session.rules.name == "atlantic-city"
    for _ in range(5):
        keys.press(K.Key_Up)
    assert window.controller.bet == 5
    keys.play_hand()
    keys.press(K.Key_F2)  # the table read aloud, in the message row too
    assert "Balance" in window.console.message.text() or "balance" in window.console.message.text()

    # Every dialog, from its menu; after each, Enter still deals the next hand.
    for name in DIALOG_KEYS:
        keys.open_and_close(name)
        keys.play_hand()

    # The eight-deck table: Shift+Up is ten 10-credit chips, + raises on a spread.
    keys.sit_at(1)
    assert window.session.rules.name == "eight-deck"
    keys.press(K.Key_Up, SHIFT)
    assert window.controller.bet == 100
    keys.deal_to_a_spread()
    keys.press(K.Key_Plus)
    assert window.session.hand.raised == 100
    keys.wait_still()
    keys.play_hand()

    # The six-deck shoe: Enter cuts the new shoe, and the raise box takes a typed raise.
    keys.sit_at(2)
    assert window.session.rules.name == "six-deck-shoe"
    assert keys.phase is TablePhase.CUTTING
    keys.press(K.Key_Return)
    assert keys.phase is TablePhase.BETTING and window.controller.shoe_state().cut_position is not None
    keys.press(K.Key_Up, SHIFT)
    keys.press(K.Key_Up, SHIFT)
    assert window.controller.bet == 20
    keys.deal_to_a_spread()
    for _ in range(20):  # Tab to the raise box
        if window.focused_control_name() == "raise_amount":
            break
        keys.press(K.Key_Tab)
    assert window.focused_control_name() == "raise_amount"
    keys.press(K.Key_A, CTRL)
    keys.type("25")  # more than the wager: refused, with the reason
    keys.press(K.Key_Return)
    assert window.session.hand.phase is Phase.DECIDING
    assert "1 to 20" in window.console.message.text()
    keys.press(K.Key_A, CTRL)
    keys.type("7")
    keys.press(K.Key_Return)
    assert window.session.hand.raised == 7
    assert window.focused_control_name() == "table_view"  # the felt keeps the keys, not Options
    keys.wait_still()
    keys.play_hand()  # Enter goes on dealing
    keys.play_hand()

    # Quit from the keyboard: the session's summary, closed with Escape, then the window closes.
    keys.press(K.Key_Q, CTRL)
    qtbot.waitUntil(lambda: len(keys.dialogs()) == 1)
    keys.press(K.Key_Escape)
    qtbot.waitUntil(lambda: not window.isVisible())
