"""The numeric keyboard shortcuts of the house's rules sheet, on the main keys and on the keypad.

| 0 repeat last bet | Enter deal/stand | + raise | Up/Down +/-1 | Shift+Up/Down +/-10 | Del or . remove bets |

Keys are sent to the window with ``qtbot.keyClick`` once it is the active window (QShortcut's
window context needs that); the keypad variants carry ``Qt.KeypadModifier`` as a real keypad does.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from reddog_qt.app.seams import TablePhase
from tests.app.window_helpers import active

NONE = Qt.KeyboardModifier.NoModifier
KEYPAD = Qt.KeyboardModifier.KeypadModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
CTRL = Qt.KeyboardModifier.ControlModifier
START = 1_000

PADS = pytest.mark.parametrize("pad", [NONE, KEYPAD], ids=["main-keys", "keypad"])


def text(window, name: str) -> str:
    found = window.findChild(QWidget, name)
    assert found is not None, name
    return found.text()


def key(qtbot, window, which: Qt.Key, modifier=NONE) -> None:
    qtbot.keyClick(window, which, modifier)


def wait_still(qtbot, window) -> None:
    qtbot.waitUntil(lambda: window.controller.phase is not TablePhase.ANIMATING and not window.scene.animating,
                    timeout=15_000)


#: A spread of 4 (a four and a nine), lost to the king that comes third.
SPREAD_LOST = "4c 9d Kh"


@PADS
def test_up_and_down_change_the_bet_by_one(qtbot, make_window, pad):
    window = active(qtbot, make_window(seed=1))
    for _ in range(3):
        key(qtbot, window, Qt.Key.Key_Up, pad)
    assert window.controller.bet == 3
    assert text(window, "stake_label") == "3"
    key(qtbot, window, Qt.Key.Key_Down, pad)
    assert window.controller.bet == 2
    assert text(window, "stake_label") == "2"
    for _ in range(3):  # never below nothing
        key(qtbot, window, Qt.Key.Key_Down, pad)
    assert window.controller.bet == 0
    assert text(window, "stake_label") == "0"


@PADS
def test_shift_up_and_down_change_the_bet_by_ten(qtbot, make_window, pad):
    window = active(qtbot, make_window(seed=1))
    key(qtbot, window, Qt.Key.Key_Up, SHIFT | pad)
    key(qtbot, window, Qt.Key.Key_Up, SHIFT | pad)
    assert window.controller.bet == 20
    assert text(window, "stake_label") == "20"
    key(qtbot, window, Qt.Key.Key_Up, pad)
    key(qtbot, window, Qt.Key.Key_Down, SHIFT | pad)
    assert window.controller.bet == 11
    assert text(window, "stake_label") == "11"
    assert "deal_button" in {b.objectName() for b in window.console.action_buttons if b.isEnabled()}


def test_up_stops_at_the_table_maximum(qtbot, make_window):
    window = active(qtbot, make_window(seed=1))
    for _ in range(30):
        key(qtbot, window, Qt.Key.Key_Up, SHIFT)
    assert window.controller.bet == 300
    key(qtbot, window, Qt.Key.Key_Up)
    assert window.controller.bet == 300
    assert text(window, "stake_label") == "300"
    assert text(window, "message_label") == "The table maximum is 300 credits."


@pytest.mark.parametrize(("which", "pad"), [(Qt.Key.Key_Delete, NONE), (Qt.Key.Key_Period, NONE),
                                        (Qt.Key.Key_Delete, KEYPAD), (Qt.Key.Key_Period, KEYPAD)],
                         ids=["Del", "period", "keypad-Del", "keypad-period"])
def test_del_and_period_remove_the_bet(qtbot, make_window, click_item, which, pad):
    window = active(qtbot, make_window(seed=1))
    for value in (25, 5, 1):
        click_item(qtbot, window, window.scene.chip_stack(value))
    assert text(window, "stake_label") == "31"
    key(qtbot, window, which, pad)
    assert window.controller.chips == ()
    assert text(window, "stake_label") == "0"
    assert window.scene.bet_spot.chips == ()


@PADS
def test_zero_repeats_the_last_bet(qtbot, make_window, click_item, pad):
    window = active(qtbot, make_window("5c 6d", animated=False))  # consecutive: settled at once
    key(qtbot, window, Qt.Key.Key_0, pad)  # no last bet yet: nothing
    assert window.controller.chips == ()
    for value in (25, 5):
        click_item(qtbot, window, window.scene.chip_stack(value))
    key(qtbot, window, Qt.Key.Key_Return)
    assert window.session.hand is not None and window.session.hand.wager == 30
    assert window.controller.phase is TablePhase.BETTING and window.controller.chips == ()
    key(qtbot, window, Qt.Key.Key_0, pad)
    assert window.controller.chips == (25, 5)
    assert text(window, "stake_label") == "30"


@pytest.mark.parametrize(("which", "pad"), [(Qt.Key.Key_Return, NONE), (Qt.Key.Key_Enter, KEYPAD)],
                         ids=["Return", "keypad-Enter"])
def test_enter_deals_then_stands(qtbot, make_window, click_item, which, pad):
    window = active(qtbot, make_window(SPREAD_LOST))
    click_item(qtbot, window, window.scene.chip_stack(25))
    key(qtbot, window, which, pad)
    assert window.session.hand is not None and window.session.hand.wager == 25
    assert window.controller.phase is TablePhase.ANIMATING
    key(qtbot, window, which, pad)  # while the cards move Enter does nothing
    wait_still(qtbot, window)
    assert window.controller.phase is TablePhase.DECIDING
    assert window.session.next_bet_id == 1_000_002
    key(qtbot, window, which, pad)  # stand
    hand = window.session.hand
    assert hand.raised == 0 and hand.ranks == (4, 9, 13) and hand.net == -25
    assert text(window, "raise_label") == "-"
    wait_still(qtbot, window)
    assert window.controller.phase is TablePhase.BETTING
    assert window.session.balance == START - 25
    assert text(window, "balance_label") == f"{START - 25:,}"


@PADS
def test_plus_raises(qtbot, make_window, click_item, pad):
    window = active(qtbot, make_window(SPREAD_LOST))
    click_item(qtbot, window, window.scene.chip_stack(25))
    key(qtbot, window, Qt.Key.Key_Plus, pad)  # nothing to raise yet
    assert window.session.hand is None
    key(qtbot, window, Qt.Key.Key_Enter, KEYPAD)
    wait_still(qtbot, window)
    assert window.controller.phase is TablePhase.DECIDING
    key(qtbot, window, Qt.Key.Key_Plus, pad)
    hand = window.session.hand
    assert hand.raised == 25 and hand.ranks == (4, 9, 13) and hand.net == -50
    assert text(window, "raise_label") == "25"
    assert text(window, "stake_label") == "50"
    wait_still(qtbot, window)
    assert window.session.balance == START - 50
    assert text(window, "balance_label") == f"{START - 50:,}"


def test_ctrl_z_and_ctrl_y_undo_and_redo(qtbot, make_window, click_item):
    window = active(qtbot, make_window(seed=1))
    for value in (5, 25):
        click_item(qtbot, window, window.scene.chip_stack(value))
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert window.controller.chips == (5,)
    assert text(window, "stake_label") == "5"
    key(qtbot, window, Qt.Key.Key_Y, CTRL)
    assert window.controller.chips == (5, 25)
    assert text(window, "stake_label") == "30"


def test_keys_do_nothing_while_the_cards_move(qtbot, make_window, click_item):
    window = active(qtbot, make_window(SPREAD_LOST, speed=3))
    click_item(qtbot, window, window.scene.chip_stack(25))
    key(qtbot, window, Qt.Key.Key_Return)
    assert window.scene.animating
    before = (window.session.hand, window.session.balance, window.controller.chips, text(window, "stake_label"))
    for which, modifier in ((Qt.Key.Key_Up, NONE), (Qt.Key.Key_Up, SHIFT), (Qt.Key.Key_Down, NONE),
                            (Qt.Key.Key_0, NONE), (Qt.Key.Key_Plus, NONE), (Qt.Key.Key_Delete, NONE),
                            (Qt.Key.Key_Period, KEYPAD), (Qt.Key.Key_Return, NONE), (Qt.Key.Key_Z, CTRL)):
        key(qtbot, window, which, modifier)
    assert window.scene.animating
    assert (window.session.hand, window.session.balance, window.controller.chips,
            text(window, "stake_label")) == before
    wait_still(qtbot, window)
    assert window.controller.phase is TablePhase.DECIDING
    assert window.session.hand is before[0]


@pytest.fixture
def reader_running(monkeypatch):
    """A screen reader follows the game (offscreen, Qt's accessibility is otherwise off)."""
    monkeypatch.setattr("reddog_qt.app.keys.reader_running", lambda: True)


def test_with_a_reader_running_its_keypad_review_keys_never_bet(qtbot, make_window, reader_running):
    window = active(qtbot, make_window(SPREAD_LOST, animated=False))
    # Orca's desktop layout: 8 (Up without Num Lock) the current line, + say all, Enter where am I, 0 its key,
    # . and Delete, - flat review; with Num Lock the digits.
    for which in (Qt.Key.Key_Up, Qt.Key.Key_Plus, Qt.Key.Key_Enter, Qt.Key.Key_0, Qt.Key.Key_8, Qt.Key.Key_Minus):
        key(qtbot, window, which, KEYPAD)
    assert window.controller.chips == () and window.session.hand is None
    key(qtbot, window, Qt.Key.Key_Tab)  # the ring on the smallest chip stack: keypad minus takes nothing either
    key(qtbot, window, Qt.Key.Key_Up)
    assert window.controller.bet == 1
    key(qtbot, window, Qt.Key.Key_Minus, KEYPAD)
    key(qtbot, window, Qt.Key.Key_Delete, KEYPAD)
    assert window.controller.bet == 1
    # The game's own keys, on the main keyboard, still play.
    for _ in range(4):
        key(qtbot, window, Qt.Key.Key_Up)
    key(qtbot, window, Qt.Key.Key_Return)
    wait_still(qtbot, window)
    assert window.controller.phase is TablePhase.DECIDING
    key(qtbot, window, Qt.Key.Key_Plus, KEYPAD)  # say all: no raise
    assert window.session.hand.raised == 0
    key(qtbot, window, Qt.Key.Key_Plus)
    assert window.session.hand.raised == 5
