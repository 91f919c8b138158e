"""What a screen reader finds on the table, in process: the felt's things in the accessibility tree, the console's
values with their numbers, the dealer's lines (stake, refusals, cut) told, and the state on demand.

The same is checked through a real AT-SPI client in another process in tests/a11y.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QLabel, QPushButton

from reddog_qt.app.seams import TablePhase

#: A spread of 4 (a four and a nine showing), pays 1 to 1.
SPREAD = "4c 9d 6h"


def accessible_children_names(widget) -> list[str]:
    """The names Qt's accessibility layer gives the children of ``widget`` that are shown."""
    interface = QAccessible.queryAccessibleInterface(widget)
    names = []
    for index in range(interface.childCount()):
        child = interface.child(index)
        if not child.state().invisible:
            names.append(child.text(QAccessible.Text.Name))
    return names


def test_the_felt_is_in_the_accessibility_tree_under_the_view(qtbot, make_window):
    window = make_window(SPREAD, animated=False)
    # The felt's things join the tree once the first frame is out (the frame does not wait for them).
    qtbot.waitUntil(lambda: "Bet spot, empty" in accessible_children_names(window.view.viewport()))
    names = accessible_children_names(window.view.viewport())
    assert "Red dog, at rest" in names and "Bet spot, empty" in names
    assert [name for name in names if "-credit chips" in name] == [
        "1-credit chips, 0 on the bet", "5-credit chips, 0 on the bet", "25-credit chips, 0 on the bet",
        "100-credit chips, 0 on the bet"]
    assert any(name.startswith("Pays: spread 1, 5 to 1;") and name.endswith("three of a kind, 11 to 1")
               for name in names)
    window.controller.add_chip(5)
    assert window.controller.deal()
    qtbot.waitUntil(lambda: window.controller.phase is TablePhase.DECIDING)
    window.view.mirror.follow()
    names = accessible_children_names(window.view.viewport())
    assert names[:3] == ["Four of clubs", "Nine of diamonds", "Red dog on spread 4, pays 1 to 1"]
    assert all(re.fullmatch(r"[A-Z][a-z]+ of (clubs|diamonds|hearts|spades)", name) for name in names[:2])
    assert "Bet spot, 5 credits" in names and "5-credit chips, 1 on the bet" in names


def test_the_felt_mirror_takes_no_focus_and_no_mouse(qtbot, make_window):
    window = make_window(seed=1)
    mirror = window.view.mirror
    for item in mirror.widgets():
        assert item.focusPolicy() is Qt.FocusPolicy.NoFocus
        assert item.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)


def test_a_chip_stack_pressed_by_a_reader_bets_a_chip(qtbot, make_window):
    window = make_window(seed=1)
    stack = next(widget for widget in window.view.mirror.widgets()
                 if isinstance(widget, QPushButton) and widget.accessibleName().startswith("25-credit"))
    interface = QAccessible.queryAccessibleInterface(stack)
    interface.actionInterface().doAction(interface.actionInterface().pressAction())
    qtbot.waitUntil(lambda: window.controller.bet == 25)


def test_console_values_are_read_with_their_numbers(qtbot, make_window):
    window = make_window(seed=1)
    balance = window.findChild(QLabel, "balance_label")
    assert balance.accessibleName() == "Balance: 1,000"
    window.controller.add_chip(25)
    assert window.findChild(QLabel, "stake_label").accessibleName() == "Total stake: 25"


def test_the_message_row_is_named_by_its_words(qtbot, make_window):
    window = make_window(seed=1)
    row = window.console.message
    interface = QAccessible.queryAccessibleInterface(row)
    window.controller.add_chip(25)
    assert interface.text(QAccessible.Text.Name) == "Stake 25 credits. Deal when you are ready (Enter)."
    assert interface.text(QAccessible.Text.Description) == "Dealer"


def test_bet_changes_refusals_and_the_state_are_told(qtbot, make_window):
    window = make_window(seed=1)
    told = window.narrator.history
    window.controller.add_chip(1)
    qtbot.waitUntil(lambda: bool(told) and told[-1].startswith("Stake 1 credit."))  # once the bet rests
    window.controller.deal()  # refused: below the minimum
    assert told[-1] == "The table minimum is 5 credits."
    window.controller.clear_bet()
    qtbot.waitUntil(lambda: told[-1].startswith("Place your bets."))
    state = window.narrator.say_state()
    assert state == ("No cards on the table. No chips on the bet. Balance 1,000 credits. "
                     "Reshuffled every hand. Raise: equal to your wager. Practice deal 1. Place your bets.")
    assert window.console.message.text() == state and told[-1] == state


def test_the_state_names_the_cards_the_spread_and_the_stake(qtbot, make_window):
    window = make_window(SPREAD, animated=False)
    window.controller.add_chip(5)
    window.controller.deal()
    qtbot.waitUntil(lambda: window.controller.phase is TablePhase.DECIDING)
    state = window.narrator.state_text()
    assert state.startswith("Cards: ")
    assert "Spread of 4: pays 1 to 1." in state
    assert "Stake 5 credits." in state and "Balance 995 credits." in state and state.endswith("Raise or stand?")


def test_the_game_menu_mnemonics_are_unique(qtbot, make_window):
    window = make_window(seed=1)
    letters = []
    for action in window.menus.game_menu.actions():
        text = action.text()
        if "&" in text:
            letters.append(text[text.index("&") + 1].lower())
    assert len(letters) == len(set(letters)) >= 7, letters


def test_the_pin_field_holds_what_is_typed_and_shows_only_masks(qtbot):
    from reddog_qt.app.dialogs.pin_edit import MASK, PinEdit

    edit = PinEdit()
    qtbot.addWidget(edit)
    edited = []
    edit.textEdited.connect(edited.append)
    qtbot.keyClicks(edit, "4826")
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    qtbot.keyClicks(edit, "9")
    assert edit.text() == "4829"
    assert QAccessible.queryAccessibleInterface(edit).textInterface().text(0, -1) in (MASK * 4, "")
    assert edited and all(set(text) <= {MASK} for text in edited)
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    assert edit.text() == "" and edit.displayText() == ""


def test_the_session_clock_is_named_once_a_minute_not_every_second(qtbot, make_window):
    window = make_window(seed=1)
    record = window.record
    names = []
    for _ in range(5):
        record.tick()
        names.append(record.clock_label.accessibleName())
    assert len(set(names)) == 1 and names[0].startswith("Session time: ")


def test_quit_works_again_after_keep_playing(qtbot, make_window, deal_to_a_spread):
    from PySide6.QtWidgets import QMessageBox

    window = make_window(seed=1, animated=False)
    assert deal_to_a_spread(qtbot, window)
    window.controller.stand()
    qtbot.waitUntil(lambda: window.controller.phase is TablePhase.BETTING)
    assert deal_to_a_spread(qtbot, window)
    for _ in range(2):  # Quit, the summary, "Stand and quit?", Keep Playing: and once more
        summary = window.record.quit_with_summary()
        assert summary is not None and summary.isVisible()
        summary.accept()
        box = window.findChild(QMessageBox, "stand_and_quit_confirm")
        assert box is not None and box.isVisible()
        box.findChild(QPushButton, "keep_playing_button").click()
        qtbot.waitUntil(lambda: window.findChild(QMessageBox, "stand_and_quit_confirm") is None)
        assert window.isVisible() and window.controller.phase is TablePhase.DECIDING


def test_f2_reads_the_table_aloud(qtbot, make_window):
    window = make_window(seed=1)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_F2)
    assert window.console.message.text() == (
        "No cards on the table. No chips on the bet. Balance 1,000 credits. Reshuffled every hand. "
        "Raise: equal to your wager. Practice deal 1. Place your bets.")
    assert window.menus.read_table_action in window.menus.help_menu.actions()
