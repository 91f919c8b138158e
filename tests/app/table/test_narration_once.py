"""Each dealer line once, in process: quick bet changes said as one stake, the deal in place of a stake still
waiting, no line that repeats the one before (a consecutive hand's push, the table read out), and the route a line
takes for each reader (tests/a11y checks the same through a real AT-SPI client).
"""

from __future__ import annotations

import re

from reddog_qt.app.seams import TablePhase
from reddog_qt.app.table.narrator import STAKE_PAUSE_MS
from reddog_qt.app.table.reader_route import ReaderRoute, Route, listens_to_announcements


def stake_lines(told) -> list[str]:
    return [line for line in told if line.startswith("Stake ")]


def test_quick_bet_changes_are_said_as_one_stake(qtbot, make_window):
    window = make_window(seed=1)
    told = window.narrator.history
    for _ in range(5):
        window.controller.adjust_bet(1)
    assert stake_lines(told) == []  # the keys have not rested yet
    assert window.console.message.text().startswith("Stake 5 credits.")  # the row shows it at once
    qtbot.waitUntil(lambda: bool(stake_lines(told)), timeout=STAKE_PAUSE_MS * 5)
    assert stake_lines(told) == ["Stake 5 credits. Deal when you are ready (Enter)."]


def test_the_minimum_is_said_only_when_the_stake_rests_below_it(qtbot, make_window):
    window = make_window(seed=1)
    told = window.narrator.history
    for _ in range(3):
        window.controller.adjust_bet(1)
    qtbot.waitUntil(lambda: bool(stake_lines(told)), timeout=STAKE_PAUSE_MS * 5)
    assert stake_lines(told) == ["Stake 3 credits. The table minimum is 5 credits."]


def test_the_deal_replaces_a_stake_still_waiting(qtbot, make_window):
    window = make_window("4c 9d 6h", animated=False)
    told = window.narrator.history
    for _ in range(5):
        window.controller.adjust_bet(1)
    assert window.controller.deal()
    qtbot.waitUntil(lambda: window.controller.phase is TablePhase.DECIDING)
    qtbot.wait(STAKE_PAUSE_MS * 2)
    assert stake_lines(told) == []
    assert list(told)[-2:] == ["You bet 5 credits. The cards come.",
                               "Four of clubs and nine of diamonds. Spread of 4: pays 1 to 1. Raise or stand?"]


def test_a_deal_after_the_stake_was_said_only_says_the_cards_come(qtbot, make_window):
    window = make_window("4c 9d 6h", animated=False)
    told = window.narrator.history
    window.controller.add_chip(5)
    qtbot.waitUntil(lambda: bool(stake_lines(told)), timeout=STAKE_PAUSE_MS * 5)
    assert window.controller.deal()
    assert "The cards come." in told and not any(line.startswith("You bet") for line in told)


def test_a_consecutive_push_does_not_name_the_cards_twice(qtbot, make_window):
    window = make_window("Jc 10h", animated=False)
    told = window.narrator.history
    window.controller.add_chip(5)
    assert window.controller.deal()
    qtbot.waitUntil(lambda: window.controller.phase is TablePhase.BETTING and "push" in told[-1])
    cards = [line for line in told if re.search(r"jack of clubs", line, re.IGNORECASE)]
    assert cards == ["Jack of clubs and ten of hearts: consecutive."], list(told)
    assert told[-1].startswith("A push. Your 5 credits come back. Balance 1,000 credits.")


def test_the_table_read_out_says_the_stake_and_the_spread_once(qtbot, make_window):
    window = make_window("4c 9d 6h", animated=False)
    window.controller.add_chip(5)
    betting = window.narrator.state_text()
    assert betting.count("Stake 5 credits") == 1, betting
    assert betting.endswith("Deal when you are ready (Enter).") and "Balance 1,000 credits." in betting
    window.controller.deal()
    qtbot.waitUntil(lambda: window.controller.phase is TablePhase.DECIDING)
    deciding = window.narrator.state_text()
    assert deciding.count("Spread of 4") == 1 and "Raise or stand?" in deciding, deciding


def test_the_table_read_out_gives_the_shoe_the_raise_rule_and_the_fingerprint(qtbot, make_window):
    window = make_window(preset="six-deck-shoe")
    window.controller.cut(None)
    state = window.narrator.state_text()
    assert re.search(r"Shoe: [\d,]+ cards left, the cut card at \d+%\.", state), state
    assert "Raise: " in state
    seal = window.controller.shoe_state().seal
    assert seal and f"Shuffle fingerprint {seal[:8]}." in state, state


def test_the_route_follows_the_reader():
    assert ReaderRoute(platform="win32").route is Route.ANNOUNCEMENT
    assert ReaderRoute(platform="darwin").route is Route.ANNOUNCEMENT
    # Linux: until the registry answers (here no reader is running at all), the description.
    assert ReaderRoute(platform="linux").route is Route.DESCRIPTION
    assert listens_to_announcements("([(':1.2', 'Object:Announcement:'), (':1.2', 'Focus:')],)")
    assert listens_to_announcements("([(':1.7', 'Object::')],)")  # every object event
    assert not listens_to_announcements("([(':1.2', 'Object:PropertyChange:AccessibleDescription'), "
                                        "(':1.2', 'Object:StateChanged:Focused')],)")
    assert not listens_to_announcements("([],)")


def test_a_closed_combo_box_changed_by_keys_says_its_new_choice(qtbot, make_window):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QComboBox, QDialog

    window = make_window(seed=1)
    dialog = QDialog(window)
    box = QComboBox(dialog)
    box.addItems(["Atlantic City", "Six-deck shoe", "Las Vegas"])
    box.setAccessibleDescription("Which table")
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    qtbot.keyClick(box, Qt.Key.Key_Down)
    assert box.currentText() == "Six-deck shoe"
    assert box.accessibleDescription() == "Six-deck shoe"  # what Orca 43 speaks (the description route)
    qtbot.keyClick(box, Qt.Key.Key_End)
    assert box.accessibleDescription() == "Las Vegas"
    window.view.setFocus()
    window.activateWindow()
    qtbot.waitUntil(lambda: box.accessibleDescription() == "Which table")  # its own again once the keys leave


def test_the_table_first_says_the_balance_the_minimum_and_the_keys(qtbot, make_window):
    window = make_window()
    window.activateWindow()
    qtbot.waitUntil(window.view.hasFocus)
    welcome = ("Balance 1,000 credits. Table minimum 5 credits. Place your bets: Up and Down change the bet, "
               "Enter deals, F2 reads the table.")
    qtbot.waitUntil(lambda: welcome in window.narrator.history)
    assert list(window.narrator.history).count(welcome) == 1
    assert window.console.message.text() == welcome


def test_hints_speak_of_the_keys_while_the_keys_are_in_use(qtbot, make_window):
    from PySide6.QtCore import Qt

    from reddog_qt.app.keys import last_input

    window = make_window(seed=1)
    window.activateWindow()
    qtbot.waitUntil(window.view.hasFocus)
    last_input().keys = False  # as after a click: the key itself must make the hint a keyboard one
    qtbot.keyClick(window.view, Qt.Key.Key_Return)  # Enter with no bet
    assert window.narrator.text == ("Place a bet first: press Up to add a credit, or Tab to a chip stack and "
                                    "press Space.")
    last_input().keys = False  # as after a click (the mouse)
    window.controller.deal()
    assert window.narrator.text == "Place a bet first: click a chip stack or the bet spot."


def test_the_cut_is_asked_for_with_the_keys_while_they_are_in_use(qtbot, make_window):
    from reddog_qt.app.keys import last_input

    last_input().keys = True
    window = make_window(preset="six-deck-shoe")
    assert window.narrator.text.startswith("Cut the cards: press Enter for a random cut")
    last_input().keys = False
    window.narrator.refresh()
    assert window.narrator.text.startswith("Cut the cards: drag the red cut card")


def test_on_the_announcement_route_no_description_repeats_a_line(qtbot, make_window):
    # Windows, macOS, or a Linux reader that listens to announcements: the line is announced only.
    window = make_window(seed=1)
    window.activateWindow()
    qtbot.waitUntil(window.view.hasFocus)
    route = window.narrator.route
    was = route.route
    route._route = Route.ANNOUNCEMENT
    try:
        window.controller.add_chip(5)
        qtbot.waitUntil(lambda: bool(stake_lines(window.narrator.history)), timeout=STAKE_PAUSE_MS * 5)
        assert "Stake 5 credits" not in window.view.accessibleDescription()
    finally:
        route._route = was


def test_a_first_game_says_the_guides_first_words_when_the_felt_first_has_the_keys(qtbot, make_window):
    # The guide speaks before any window has the keys: its words wait on the felt (Orca 43 says a focused
    # object's description with its name), else a first-timer with a reader hears "Red Dog table" and nothing.
    window = make_window(guide=True)
    window.activateWindow()
    qtbot.waitUntil(window.view.hasFocus)
    assert "Welcome to Red Dog!" in window.view.accessibleDescription()


def test_a_line_told_while_a_dialog_has_the_keys_waits_on_the_felt_for_them(qtbot, make_window):
    from PySide6.QtWidgets import QDialog, QLineEdit, QVBoxLayout

    window = make_window(seed=1)
    window.activateWindow()
    qtbot.waitUntil(window.view.hasFocus)
    dialog = QDialog(window)  # as Bet Options, closing with its OK
    field = QLineEdit(dialog)
    QVBoxLayout(dialog).addWidget(field)
    dialog.show()
    dialog.activateWindow()
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    window.narrator.announce("Your personal bet limit is now 50 credits.")
    dialog.close()
    window.activateWindow()
    qtbot.waitUntil(window.view.hasFocus)
    assert window.view.accessibleDescription() == "Your personal bet limit is now 50 credits."
    window.view.clearFocus()  # heard once: the next time the felt has the keys it does not say it again
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    assert window.view.accessibleDescription() == ""


def test_a_reader_that_drops_quick_announcements_still_hears_every_line(qtbot, make_window):
    # Orca 48 drops an announcement that follows the application's last one within 0.1 s (unless it comes from what
    # has the keys; the message row never has them), and interrupts itself for each one it keeps. A first game
    # tells the spread and the guide's lesson on it at once, and the result with its lesson.
    import itertools
    import time

    from reddog_qt.app.table.announcer import Announcer

    window = make_window("9c Qd 10h", animated=False, guide=True)
    route = window.narrator.route
    was = route.route
    route._route = Route.ANNOUNCEMENT
    sent: list[tuple[float, str]] = []
    window.narrator.findChild(Announcer).sent.connect(lambda text: sent.append((time.monotonic(), text)))
    told_before = len(window.narrator.history)
    try:
        for _ in range(5):
            window.controller.adjust_bet(1)
        qtbot.wait(30)  # a key press later, well within Orca's 0.1 s
        assert window.controller.deal()
        qtbot.waitUntil(lambda: window.controller.phase is TablePhase.DECIDING)
        qtbot.wait(30)
        assert window.controller.stand()
        qtbot.waitUntil(lambda: window.controller.phase is TablePhase.BETTING)
        told = list(window.narrator.history)[told_before:]
        qtbot.waitUntil(lambda: all(any(line in text for _when, text in sent) for line in told))
    finally:
        route._route = was
    assert any(line.startswith("The spread.") for line in told), told  # the guide's lesson, told with the spread
    gaps = [later - earlier for (earlier, _), (later, _) in itertools.pairwise(sent)]
    assert min(gaps) >= 0.1, (gaps, sent)
    heard = " ".join(text for _when, text in sent)
    assert all(heard.count(line) == 1 for line in told), sent
    assert len(sent) >= 2, sent  # the guide's first steps went out during the first wait, before the deal was told
