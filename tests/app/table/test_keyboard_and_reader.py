"""The table without a mouse and without eyes: the raise box, Tab and the focus ring, keys on focused
controls, accessible names, the dealer's announcements, Undo/Redo keys, the quit question and the
message row."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractButton, QLabel, QMessageBox, QPushButton

from reddog_qt.app.seams import TablePhase
from reddog_qt.engine import Phase
from reddog_qt.profile.ledger import Ledger
from reddog_qt.profile.paths import ProfilePaths
from tests.app.window_helpers import active, widget

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def deal_to_spread(qtbot, window, click_item, chips: tuple[int, ...]) -> None:
    for value in chips:
        click_item(qtbot, window, window.scene.chip_stack(value))
    qtbot.mouseClick(widget(window, "deal_button"), LEFT)
    qtbot.waitUntil(lambda: window.controller.phase is TablePhase.DECIDING, timeout=10_000)


@pytest.fixture
def six_deck_spread(qtbot, make_window, click_item):
    """A six-deck table waiting for the decision on a 20-credit wager (a spread of 4: 4 and 9 showing, a 6 to come)."""
    window = active(qtbot, make_window("4c 9d 6h", preset="six-deck-shoe", animated=False))
    assert window.controller.phase is TablePhase.CUTTING  # a new shoe: cut it first
    window.controller.cut(None)
    box = widget(window, "raise_amount")
    assert not box.isEnabled() and box.text() == "\u2013"  # between hands: off, and no stale number
    deal_to_spread(qtbot, window, click_item, (5, 5, 5, 5))
    return window


# --- the raise box ------------------------------------------------------------------------------


def test_the_raise_box_is_labelled_and_shows_the_raise(six_deck_spread):
    window = six_deck_spread
    box = widget(window, "raise_amount")
    caption = window.console.raise_caption
    assert isinstance(caption, QLabel) and caption.buddy() is box and caption.isVisible()
    assert box.accessibleName() == "Raise amount"
    assert box.isEnabled() and box.text() == "20" and box.amount() == 20
    assert widget(window, "raise_button").isEnabled()


def test_enter_in_the_raise_box_raises_the_typed_amount(qtbot, six_deck_spread):
    window = six_deck_spread
    box = widget(window, "raise_amount")
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    box.selectAll()
    qtbot.keyClicks(box, "7")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    hand = window.session.hand
    assert hand.raised == 7 and len(hand.cards) == 3
    assert widget(window, "raise_label").text() == "7"


@pytest.mark.parametrize("typed", ["999", "0", "21"])
def test_out_of_range_input_stays_as_typed_and_raises_nothing(qtbot, six_deck_spread, click_item, typed):
    window = six_deck_spread
    box = widget(window, "raise_amount")
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    box.selectAll()
    qtbot.keyClicks(box, typed)
    assert box.text() == typed  # never silently replaced
    # A reader reads the number shown as the box's value, not the last allowed one.
    assert QAccessible.queryAccessibleInterface(box).valueInterface().currentValue() == int(typed)
    assert box.property("invalid") is True and box.amount() is None
    assert "1 to 20" in box.toolTip()
    assert not widget(window, "raise_button").isEnabled()
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert window.session.phase is Phase.DECIDING and window.session.hand.raised == 0
    assert "1 to 20" in widget(window, "message_label").text()
    assert box.text() == typed
    # Fixed by the player, it raises exactly what it shows.
    box.selectAll()
    qtbot.keyClicks(box, "12")
    assert box.property("invalid") is False and widget(window, "raise_button").isEnabled()
    value = QAccessible.queryAccessibleInterface(box).valueInterface()
    assert (value.currentValue(), value.minimumValue(), value.maximumValue()) == (12, 1, 20)  # the range back
    qtbot.mouseClick(widget(window, "raise_button"), LEFT)
    assert window.session.hand.raised == 12


def test_a_reader_is_told_the_raise_range_and_why_a_typed_amount_cannot_be_raised(qtbot, six_deck_spread):
    window = six_deck_spread
    box = widget(window, "raise_amount")
    value = QAccessible.queryAccessibleInterface(box).valueInterface()
    assert (value.minimumValue(), value.maximumValue()) == (1, 20)  # the real range, not the typing bound
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    box.selectAll()
    qtbot.keyClicks(box, "99")
    assert box.accessibleDescription() == "Type a raise from 1 to 20 credits."
    box.selectAll()
    qtbot.keyClicks(box, "9")
    assert box.accessibleDescription().startswith("Raise by this amount: 1 to 20 credits")
    box.selectAll()
    qtbot.keyClicks(box, "21")
    qtbot.keyClick(box, Qt.Key.Key_Tab)  # leaving the box keeps what was typed
    assert not box.hasFocus() and box.text() == "21"
    assert box.accessibleDescription() == "Type a raise from 1 to 20 credits."


def test_up_and_down_in_the_raise_box_step_the_raise_not_the_bet(qtbot, six_deck_spread):
    window = six_deck_spread
    box = widget(window, "raise_amount")
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    qtbot.keyClick(box, Qt.Key.Key_Down)
    qtbot.keyClick(box, Qt.Key.Key_Down)
    assert box.amount() == 18
    qtbot.keyClick(box, Qt.Key.Key_Up)
    assert box.amount() == 19
    for _ in range(5):
        qtbot.keyClick(box, Qt.Key.Key_Up)
    assert box.amount() == 20  # the arrows stay in range
    assert window.session.phase is Phase.DECIDING and window.controller.chips == (5, 5, 5, 5)
    assert "not raise" not in widget(window, "message_label").text()


def test_the_raise_box_closes_after_the_hand(qtbot, six_deck_spread):
    window = six_deck_spread
    qtbot.mouseClick(widget(window, "stand_button"), LEFT)
    qtbot.waitUntil(lambda: window.controller.phase is TablePhase.BETTING)
    box = widget(window, "raise_amount")
    assert not box.isEnabled() and box.text() == "\u2013"


# --- redo, quitting, messages, Same Bet ------------------------------------------------------


@pytest.mark.parametrize("redo", [(Qt.Key.Key_Y, CTRL), (Qt.Key.Key_Z, CTRL | SHIFT)], ids=["ctrl-y", "ctrl-shift-z"])
def test_both_redo_keys_redo(qtbot, make_window, click_item, redo):
    window = active(qtbot, make_window(seed=1))
    for value in (5, 25):
        click_item(qtbot, window, window.scene.chip_stack(value))
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert window.controller.chips == (5,)
    qtbot.keyClick(window, *redo)
    assert window.controller.chips == (5, 25)


def _quit_box(qtbot, window) -> QMessageBox:
    qtbot.waitUntil(lambda: (box := window.findChild(QMessageBox, "stand_and_quit_confirm")) is not None
                    and box.isVisible())
    return window.findChild(QMessageBox, "stand_and_quit_confirm")


@pytest.mark.parametrize("answer", ["keep_playing_button", "stand_and_quit_button"])
def test_closing_on_a_spread_asks_first(qtbot, make_window, click_item, profile, answer):
    window = make_window("4c 9d Kh", animated=False)  # a spread of 4, lost
    deal_to_spread(qtbot, window, click_item, (25,))
    window.close()
    box = _quit_box(qtbot, window)
    assert box.windowTitle() == "Stand and quit?"
    assert window.isVisible() and window.session.phase is Phase.DECIDING  # nothing happens before the answer
    button = box.findChild(QAbstractButton, answer)
    qtbot.mouseClick(button, LEFT)
    if answer == "keep_playing_button":
        qtbot.waitUntil(lambda: not box.isVisible())
        assert window.isVisible() and window.session.phase is Phase.DECIDING
        return
    qtbot.waitUntil(lambda: not window.isVisible())
    hand = window.session.hand
    assert hand.raised == 0 and hand.ranks == (4, 9, 13)  # stood, and lost
    with Ledger(ProfilePaths.resolve(profile).ledger_file) as ledger:
        (record,) = ledger.history()
        assert record.net == hand.net == -25 and ledger.balance == 975


def test_a_refusal_gives_way_when_the_bet_changes(qtbot, make_window, click_item):
    window = make_window(seed=1)
    click_item(qtbot, window, window.scene.chip_stack(1))
    window.controller.deal()  # refused: below the minimum
    assert widget(window, "message_label").text() == "The table minimum is 5 credits."
    for value in (100, 25, 25, 1, 1):
        click_item(qtbot, window, window.scene.chip_stack(value))
    assert window.controller.bet == 153
    assert "minimum" not in widget(window, "message_label").text()
    assert widget(window, "message_label").text() == "Stake 153 credits. Deal when you are ready (Enter)."


def test_new_game_clears_the_last_result(qtbot, make_window, click_item):
    window = make_window("4c 9d Kh", animated=False)  # a spread of 4, lost
    click_item(qtbot, window, window.scene.chip_stack(25))
    qtbot.mouseClick(widget(window, "deal_button"), LEFT)
    qtbot.mouseClick(widget(window, "stand_button"), LEFT)
    assert widget(window, "result_label").text() == "-25"
    window.confirm_new_game()
    box = window.findChild(QMessageBox, "new_game_confirm")
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), LEFT)
    qtbot.waitUntil(lambda: window.session.balance == 1_000)
    assert widget(window, "result_label").text() == "-"
    assert widget(window, "slip_id_label").text() == "-"
    assert "New game" in widget(window, "message_label").text()


def test_same_bet_double_and_rebet_are_off_when_the_balance_cannot_cover_them(qtbot, make_window, profile,
                                                                               click_item):
    with Ledger(ProfilePaths.resolve(profile).ensure().ledger_file, starting_balance=1_000) as ledger:
        ledger.bankroll_reset(150)
    window = make_window("4c 9d Kh", animated=False)  # a spread of 4, lost
    click_item(qtbot, window, window.scene.chip_stack(100))
    qtbot.mouseClick(widget(window, "deal_button"), LEFT)
    qtbot.mouseClick(widget(window, "stand_button"), LEFT)
    assert window.session.balance == 50
    for name in ("same_bet_button", "double_button", "rebet_button"):
        assert not widget(window, name).isEnabled(), name


def test_the_title_names_the_table_once(make_window):
    window = make_window(seed=1)
    assert window.windowTitle() == "Atlantic City"
    window.choose_preset("six-deck-shoe")
    if window.controller.phase is TablePhase.CUTTING:  # a new shoe: cut it first
        window.controller.cut(None)
    assert window.windowTitle() == window.session.rules.title


# --- Tab, the focus ring and keys on a focused control -----------------------------------------


def test_tab_starts_on_the_smallest_chip_stack_and_walks_the_felt(qtbot, make_window):
    window = active(qtbot, make_window(seed=1))
    order = window.focus_order()
    assert order[:5] == ["chip_stack_1", "chip_stack_5", "chip_stack_25", "chip_stack_100", "bet_spot"]
    assert "new_game_button" in order and "options_button" in order
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
    assert window.focused_control_name() == "chip_stack_1"
    assert window.scene.chip_stack(1).keyboard_focus  # the focus ring shows
    seen = [window.focused_control_name()]
    for _ in range(len(order) - 1):
        qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
        seen.append(window.focused_control_name())
    assert seen == order
    assert not window.scene.chip_stack(1).keyboard_focus


def test_space_on_a_focused_stack_bets_a_chip_and_enter_deals(qtbot, make_window):
    window = active(qtbot, make_window(seed=1))
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
    for _ in range(2):
        qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
    assert window.focused_control_name() == "chip_stack_25"
    qtbot.keyClick(window.view, Qt.Key.Key_Space)
    qtbot.keyClick(window.view, Qt.Key.Key_Space)
    assert window.controller.chips == (25, 25)
    assert window.session.hand is None
    assert window.view.accessibleName() == "25-credit chips, 2 on the bet"
    qtbot.keyClick(window.view, Qt.Key.Key_Backspace)
    assert window.controller.chips == (25,)
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
    assert window.focused_control_name() == "bet_spot"
    qtbot.keyClick(window.view, Qt.Key.Key_Space)  # the selected chip (25 since it was bet)
    assert window.controller.chips == (25, 25)
    # The message row says "Deal when you are ready (Enter)": Enter deals, it adds no chip.
    assert "(Enter)" in widget(window, "message_label").text()
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert window.session.hand is not None and window.session.hand.wager == 50


def test_space_presses_the_focused_button_and_enter_deals(qtbot, make_window, click_item):
    window = active(qtbot, make_window(seed=1))
    for value in (5, 25):
        click_item(qtbot, window, window.scene.chip_stack(value))
    clear = widget(window, "clear_button")
    clear.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(clear.hasFocus)
    qtbot.keyClick(clear, Qt.Key.Key_Space)
    assert window.controller.chips == ()  # Clear, not Deal
    assert window.session.hand is None
    click_item(qtbot, window, window.scene.chip_stack(5))
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Return)
    assert window.session.hand is not None and window.session.hand.wager == 5  # the table's next step


def test_every_control_and_felt_item_has_a_name(make_window):
    window = make_window(seed=1)
    window.choose_preset("eight-deck")
    buttons = [b for b in window.findChildren(QPushButton) if b.objectName().endswith("_button")]
    assert len(buttons) >= 12
    for button in buttons:
        assert button.accessibleName(), button.objectName()
        assert button.accessibleDescription(), button.objectName()
    for name in ("raise_amount", "speed_slider"):
        assert widget(window, name).accessibleName()
    items = {item.objectName(): item for item in window.scene.items() if item.objectName()}
    stacks = [name for name in items if name.startswith("chip_stack_")]
    assert len(stacks) == len(window.session.rules.chips)
    for name in [*stacks, "bet_spot", "spread_marker"]:
        assert items[name].accessibleName(), name
        assert items[name].accessibleDescription(), name


def test_a_chip_stack_says_how_many_of_its_chips_are_bet(qtbot, make_window, click_item):
    window = make_window(seed=1)
    for _ in range(3):
        click_item(qtbot, window, window.scene.chip_stack(25))
    assert window.scene.chip_stack(25).accessibleName() == "25-credit chips, 3 on the bet"
    assert window.scene.chip_stack(5).accessibleName() == "5-credit chips, 0 on the bet"
    assert window.scene.bet_spot.accessibleName() == "Bet spot, 75 credits"


def test_the_dealer_announces_the_spread_the_result_and_the_balance(qtbot, make_window, click_item):
    window = make_window("4c 9d 6h", animated=False)  # a spread of 4, won
    said: list[str] = []
    window.narrator.announced.connect(said.append)
    deal_to_spread(qtbot, window, click_item, (25,))
    assert any("Spread of 4" in line for line in said)
    assert "Spread of 4" in widget(window, "message_label").text()  # mirrored in the message row
    qtbot.mouseClick(widget(window, "stand_button"), LEFT)
    assert "Balance 1,025 credits." in said[-1]
    assert said[-1].startswith("Third card")
    assert said[-1] in widget(window, "message_label").text()
    assert list(window.narrator.history)[-1] == said[-1]
