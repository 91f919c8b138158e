"""Where the keys are, and what Enter does: the focus never falls on a control the player did not choose,
and Enter is the table's next step (cut, deal, stand) wherever the focus is, except in the raise box.

Keys are real key events on the shown, active window (QTest through qtbot), sent to the
widget that has the keyboard, as a keyboard would.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from reddog_qt.app.seams import TablePhase
from reddog_qt.engine import Phase
from tests.app.window_helpers import active, widget

LEFT = Qt.MouseButton.LeftButton
#: The console buttons a player can Tab to while betting (Deal needs a bet).
FOCUSABLE_WHILE_BETTING = ("options_button", "speed_slider", "new_game_button")


def press(qtbot, window, key: Qt.Key) -> None:
    """A key press where the keyboard is (the focused widget, else the window)."""
    qtbot.keyClick(QApplication.focusWidget() or window, key)


def wait_still(qtbot, window) -> None:
    qtbot.waitUntil(lambda: window.controller.phase not in (TablePhase.ANIMATING,) and not window.scene.animating,
                    timeout=15_000)


def focus_on(qtbot, window, name: str) -> None:
    """Tab (real key presses) until ``name`` has the keyboard."""
    for _ in range(40):
        if window.focused_control_name() == name:
            return
        press(qtbot, window, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {name}: {window.focus_order()}")


def test_at_the_start_the_felt_has_the_keys_without_a_focus_ring(qtbot, make_window):
    window = active(qtbot, make_window(seed=1))
    assert QApplication.focusWidget() is window.view  # not the bare window, not a button
    assert window.view.current is None
    assert not any(control.keyboard_focus for control in window.view.controls())
    assert window.view.accessibleName() == "Red Dog table"
    press(qtbot, window, Qt.Key.Key_Tab)  # Tab starts where it always did: the smallest chip stack
    assert window.focused_control_name() == "chip_stack_1"


@pytest.mark.parametrize("pressed", ["deal_button", "stand_button", "raise_button", "raise_amount"])
def test_a_pressed_control_that_turns_off_hands_the_keys_to_the_felt(qtbot, make_window, pressed):
    # A spread of 4 (4 and 9 showing, a 6 to come) on a 20-credit wager at the six-deck shoe.
    window = active(qtbot, make_window("4c 9d 6h", preset="six-deck-shoe", animated=False))
    press(qtbot, window, Qt.Key.Key_Return)  # the cut, at random
    assert window.controller.phase is not TablePhase.CUTTING
    for _ in range(4):
        window.controller.add_chip(5)
    if pressed == "deal_button":
        focus_on(qtbot, window, "deal_button")
        press(qtbot, window, Qt.Key.Key_Space)
        assert window.session.hand is not None
    else:
        press(qtbot, window, Qt.Key.Key_Return)
        wait_still(qtbot, window)
        assert window.controller.phase is TablePhase.DECIDING
        focus_on(qtbot, window, pressed)
        press(qtbot, window, Qt.Key.Key_Return if pressed == "raise_amount" else Qt.Key.Key_Space)
        assert window.session.hand.phase is Phase.SETTLED
        assert (window.session.hand.raised > 0) == pressed.startswith("raise")
    assert QApplication.focusWidget() is window.view, window.focused_control_name()  # never Options
    assert window.view.current is None
    wait_still(qtbot, window)
    # Enter goes on playing: stand if a spread waits, else deal the same bet again.
    before = window.session.next_bet_id
    if window.controller.phase is TablePhase.DECIDING:
        press(qtbot, window, Qt.Key.Key_Return)
        assert window.session.hand.phase is Phase.SETTLED
    else:
        window.controller.same_bet()
        press(qtbot, window, Qt.Key.Key_Return)
        assert window.session.next_bet_id == before + 1
    assert not widget(window, "options_button").hasFocus()


@pytest.mark.parametrize("focused", ["chip_stack_25", "bet_spot", *FOCUSABLE_WHILE_BETTING, "table_limits_button"])
def test_enter_deals_wherever_the_focus_is(qtbot, make_window, focused):
    window = active(qtbot, make_window(seed=1, animated=False))
    window.controller.add_chip(25)
    focus_on(qtbot, window, focused)
    press(qtbot, window, Qt.Key.Key_Return)
    assert window.session.hand is not None and window.session.hand.wager == 25  # dealt
    assert window.controller.chips in ((), (25,))  # no chip was added by Enter
    assert not window.findChildren(QWidget, "options_dialog")  # Options did not open


def test_space_presses_the_focused_control(qtbot, make_window):
    window = active(qtbot, make_window(seed=1))
    focus_on(qtbot, window, "chip_stack_25")
    press(qtbot, window, Qt.Key.Key_Space)
    assert window.controller.chips == (25,)
    assert window.session.hand is None


@pytest.mark.parametrize("focused", ["table_view", "chip_stack_5", "bet_spot", "options_button", "speed_slider"])
def test_the_cut_works_from_every_focus(qtbot, make_window, focused):
    window = active(qtbot, make_window(seed=1, animated=False))
    window.choose_preset("six-deck-shoe")
    assert window.controller.phase is TablePhase.CUTTING
    if focused != "table_view":
        focus_on(qtbot, window, focused)
    assert window.focused_control_name() == focused
    press(qtbot, window, Qt.Key.Key_Return)
    assert window.controller.phase is TablePhase.BETTING
    assert window.controller.shoe_state().cut_position is not None  # cut, at random


def test_each_dealer_line_is_the_felts_description_while_it_has_the_keys(qtbot, make_window):
    window = active(qtbot, make_window("4c 9d 6h", animated=False))  # a spread of 4
    for _ in range(5):
        press(qtbot, window, Qt.Key.Key_Up)
    # What a reader that takes no announcement hears, once the bet rests (quick changes are said as one).
    qtbot.waitUntil(lambda: window.view.accessibleDescription().startswith("Stake 5 credits"))
    press(qtbot, window, Qt.Key.Key_Return)
    wait_still(qtbot, window)
    assert "Spread of" in window.view.accessibleDescription()
    press(qtbot, window, Qt.Key.Key_Return)
    wait_still(qtbot, window)
    assert "Third card" in " ".join(window.narrator.history)
    assert window.view.accessibleDescription() == window.narrator.history[-1]
    # A button with the keys says the line while it has them, and describes itself again after.
    focus_on(qtbot, window, "options_button")
    options = widget(window, "options_button")
    own = options.accessibleDescription()
    assert own == options.toolTip() and own
    press(qtbot, window, Qt.Key.Key_Up)
    qtbot.waitUntil(lambda: options.accessibleDescription().startswith("Stake 1 credit."))
    assert options.accessibleDescription() == window.narrator.history[-1]
    press(qtbot, window, Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: options.accessibleDescription() == own)  # given back once the keys have moved


@pytest.mark.parametrize(("button", "stake"), [("same_bet_button", "Stake 5 credits"),
                                               ("double_button", "Stake 10 credits"),
                                               ("clear_button", "Place your bets")])
def test_a_bet_button_pressed_with_space_says_the_new_stake_where_the_keys_are(qtbot, make_window, button, stake):
    window = active(qtbot, make_window("4c 5d 9c 9h", animated=False))  # consecutive: a push, the bet comes back
    for _ in range(5):
        press(qtbot, window, Qt.Key.Key_Up)
    press(qtbot, window, Qt.Key.Key_Return)
    wait_still(qtbot, window)
    if button != "same_bet_button":
        press(qtbot, window, Qt.Key.Key_0)  # the same 5 credits again, to double or clear
    focus_on(qtbot, window, button)
    pressed = widget(window, button)
    own = pressed.accessibleDescription()
    qtbot.keyClick(pressed, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.narrator.history[-1].startswith(stake))
    if pressed.isEnabled():
        assert QApplication.focusWidget() is pressed  # Space keeps the keys on the button
        # What Orca 43 speaks (once a reader has presented the button the keys just came to).
        qtbot.waitUntil(lambda: pressed.accessibleDescription() == window.narrator.history[-1])
        press(qtbot, window, Qt.Key.Key_Tab)
    else:  # Clear with nothing left to clear: the keys are parked on the felt, and the line with them
        assert QApplication.focusWidget() is window.view
        qtbot.waitUntil(lambda: window.view.accessibleDescription() == window.narrator.history[-1])
    qtbot.waitUntil(lambda: pressed.accessibleDescription() == own)
