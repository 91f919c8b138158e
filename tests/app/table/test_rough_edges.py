"""Rough edges a player hit at the table, each as the player saw it: Rebet and chips already placed, a raise
the balance cannot cover, the consecutive push's words, the discard count, the raise box's message, the limit
dialog's hints, the statistics' counts, unsaved custom tables and the last bet after a restart."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from reddog_qt.app.seams import TablePhase
from reddog_qt.app.table.console import Console
from reddog_qt.app.table.controller import TableController
from reddog_qt.app.table.narrator import Narrator
from reddog_qt.engine import Rules
from reddog_qt.engine.limits import LimitInputError, parse_limit
from tests.app.window_helpers import widget

LEFT = Qt.MouseButton.LeftButton


#: A consecutive hand (a push on the first two cards) and a spread of 8 that the third card wins.
CONSECUTIVE = "5s 6h"
SPREAD_WON = "4d Qh 9s"


def place(qtbot, window, click_item, chips: tuple[int, ...]) -> None:
    for value in chips:
        click_item(qtbot, window, window.scene.chip_stack(value))


# --- 2. Rebet never throws placed chips away ----------------------------------------------------


def test_rebet_leaves_chips_placed_since_on_the_spot(qtbot, make_window, click_item):
    window = make_window(CONSECUTIVE, animated=False)
    place(qtbot, window, click_item, (5, 5))
    qtbot.mouseClick(widget(window, "deal_button"), LEFT)
    assert window.controller.phase is TablePhase.BETTING  # a push, settled at once
    place(qtbot, window, click_item, (25,))
    rebet = widget(window, "rebet_button")
    assert not rebet.isEnabled()
    assert "Clear" in rebet.toolTip()  # the button says why it is off
    before = window.session.hand.bet_id
    assert not window.controller.rebet()  # the key path is refused, with the reason
    assert window.controller.chips == (25,) and window.session.hand.bet_id == before
    assert "Rebet deals your last bet" in widget(window, "message_label").text()
    qtbot.mouseClick(widget(window, "clear_button"), LEFT)
    assert rebet.isEnabled()


# --- 3. Raise off says why -------------------------------------------------------------------------


def test_a_raise_the_balance_cannot_cover_is_explained(qtbot, stacked_session):
    session = stacked_session(SPREAD_WON, balance=25)
    controller = TableController(session)
    console = Console()
    qtbot.addWidget(console)
    narrator = Narrator(controller, console, lambda _hand: "", console)
    assert controller.add_chip(25)
    assert controller.deal()
    assert controller.phase is TablePhase.DECIDING and not controller.can_raise()
    problem = controller.raise_problem()
    assert problem == "Your balance of 0 credits cannot cover the raise of 25 credits: stand."
    line = narrator.guidance()
    assert problem in line and "Raise or stand?" not in line


def test_raise_s_tooltip_says_why_it_is_off(qtbot, make_window, click_item, stacked_session):
    window = make_window(animated=False)
    window.controller.sit_down(stacked_session(SPREAD_WON, balance=25), window.controller.account)
    place(qtbot, window, click_item, (25,))
    qtbot.mouseClick(widget(window, "deal_button"), LEFT)
    assert window.controller.phase is TablePhase.DECIDING
    raise_button = widget(window, "raise_button")
    assert not raise_button.isEnabled()
    assert "cannot cover" in raise_button.toolTip()
    assert "Raise or stand?" not in widget(window, "message_label").text()


# --- 5. The consecutive push names the cards -------------------------------------------------------


def test_the_consecutive_push_is_said_with_its_cards(qtbot, make_window, click_item):
    window = make_window(CONSECUTIVE, animated=False)
    place(qtbot, window, click_item, (25,))
    qtbot.mouseClick(widget(window, "deal_button"), LEFT)
    line = widget(window, "message_label").text()
    assert line[0].isupper()
    assert ": consecutive, a push. Your 25 credits come back." in line
    first, second = window.session.hand.cards[:2]
    from reddog_qt.app.felt.items import card_name
    assert line.lower().startswith(f"{card_name(first)} and {card_name(second)}".lower())


# --- 6. The discards do not count the cards on the felt ---------------------------------------------


def test_the_discard_count_leaves_out_the_cards_on_the_felt(qtbot, make_window, click_item):
    window = make_window(CONSECUTIVE, preset="six-deck-shoe", animated=False)
    assert window.controller.cut(None)
    place(qtbot, window, click_item, (5, 5))
    qtbot.mouseClick(widget(window, "deal_button"), LEFT)
    assert window.controller.phase is TablePhase.BETTING and window.session.shoe.dealt == 2
    tray = window.shoe_display.tray
    assert tray.dealt == 0  # both cards still lie on the felt
    place(qtbot, window, click_item, (5,))  # the dealer gathers them for the next bet
    assert tray.dealt == 2


# --- 7. The raise box's message goes once the amount is fixed ----------------------------------------


def test_the_raise_box_message_clears_once_a_valid_amount_is_typed(qtbot, make_window, click_item):
    window = make_window(SPREAD_WON, preset="six-deck-shoe", animated=False)
    if window.controller.phase is TablePhase.CUTTING:
        window.controller.cut(None)
    place(qtbot, window, click_item, (5, 5, 5, 5))
    qtbot.mouseClick(widget(window, "deal_button"), LEFT)
    qtbot.waitUntil(lambda: window.controller.phase is TablePhase.DECIDING)
    box = window.console.raise_box
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, "99")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    message = widget(window, "message_label")
    assert "1 to 20" in message.text()
    box.selectAll()
    qtbot.keyClicks(box, "12")
    assert "1 to 20" not in message.text()
    assert "Raise or stand?" in message.text()


# --- 8. The limit dialog and the statistics say one thing, in good English ---------------------------


def test_a_zero_limit_at_a_table_gets_the_table_s_minimum_not_one_credit():
    with pytest.raises(LimitInputError) as refused:
        parse_limit("0", table_minimum=5, table_maximum=300)
    assert "type 5 or more" in str(refused.value) and "1 credit" not in str(refused.value)


def test_the_limit_hint_stops_at_the_limit_while_raising_is_locked(qtbot, tmp_path):
    from reddog_qt.app.dialogs.bet_options_dialog import BetOptionsDialog
    from reddog_qt.profile.limits import LimitStore

    now = datetime(2026, 3, 4, 15, tzinfo=UTC)
    store = LimitStore(tmp_path / "limits.sqlite3", clock=lambda: now)
    store.set_pin("2468")
    store.change_limit(100, "2468", table_minimum=5, table_maximum=300)
    dialog = BetOptionsDialog(store, 5, 300, clock=lambda: now + timedelta(minutes=5))
    qtbot.addWidget(dialog)
    assert dialog.limit_lock_label.text()  # raising is locked now
    assert dialog.limit_edit.placeholderText() == "5 to 100"
    store.close()


@pytest.mark.parametrize(("count", "said"), [(1, "stood 1 time as"), (2, "stood 2 times as")])
def test_statistics_counts_are_said_in_the_singular_and_plural(qtbot, count, said):
    from reddog_qt.app.record.statistics_dialog import StatisticsDialog
    from reddog_qt.record.stats import Decisions

    decisions = Decisions(decided=count, stood_best=count)
    text = StatisticsDialog.decisions_text(decisions)
    assert said in text
    assert "1 times" not in text and "1 spreads" not in text


# --- 9. Custom Table asks before unsaved edits are lost ---------------------------------------------


def test_custom_table_asks_before_closing_over_unsaved_edits(qtbot):
    from reddog_qt.app.dialogs.custom_rules_dialog import CustomRulesDialog

    saved: list[Rules] = []
    dialog = CustomRulesDialog(Rules.preset("atlantic-city"), {}, saved.append, lambda _r: None)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.reject()  # nothing edited: it closes
    assert not dialog.isVisible()
    dialog.show()
    dialog.decks_spin.setValue(4)
    dialog.reject()
    question = dialog.unsaved_question
    assert question is not None and question.objectName() == "unsaved_table_confirm"
    assert dialog.isVisible()
    question.button(QMessageBox.StandardButton.Cancel).click()
    assert dialog.isVisible() and dialog.decks_spin.value() == 4 and saved == []
    dialog.reject()
    dialog.unsaved_question.button(QMessageBox.StandardButton.Save).click()
    assert not dialog.isVisible() and [rules.decks for rules in saved] == [4]


def test_custom_table_closes_over_discarded_edits(qtbot):
    from reddog_qt.app.dialogs.custom_rules_dialog import CustomRulesDialog

    saved: list[Rules] = []
    dialog = CustomRulesDialog(Rules.preset("atlantic-city"), {}, saved.append, lambda _r: None)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.title_edit.setText("Friday night")
    dialog.reject()
    dialog.unsaved_question.button(QMessageBox.StandardButton.Discard).click()
    assert not dialog.isVisible() and saved == []


# --- 10. The last bet outlives a restart ---------------------------------------------------------------


def test_the_last_bet_is_remembered_after_a_restart(qtbot, make_window, click_item, profile):
    window = make_window(CONSECUTIVE, animated=False)
    place(qtbot, window, click_item, (25, 5))
    qtbot.mouseClick(widget(window, "deal_button"), LEFT)
    assert window.controller.phase is TablePhase.BETTING
    window.close()
    again = make_window(animated=False)
    for name in ("same_bet_button", "double_button", "rebet_button"):
        assert widget(again, name).isEnabled(), name
    qtbot.mouseClick(widget(again, "same_bet_button"), LEFT)
    assert again.controller.chips == (25, 5)


def test_a_remembered_bet_of_another_table_s_chips_is_not_offered(qtbot, make_window, profile):
    (profile / "settings.json").write_text(json.dumps({"version": 2, "last_bet": [7, 7]}))
    window = make_window(animated=False)
    assert window.controller.previous_chips == ()
    assert not widget(window, "same_bet_button").isEnabled()


# --- 1. The first window fits the screen with its frame ----------------------------------------------


@pytest.mark.parametrize("available", [(0, 0, 1366, 768), (0, 32, 1280, 688)],
                         ids=["1366x768", "1280x720-with-a-32px-panel"])
def test_a_first_window_fits_with_its_frame_though_the_manager_moves_it(qtbot, profile, monkeypatch, available):
    """A window manager puts the new window where it likes (here at the very top) before its frame is known;
    the window then brings itself, title bar included, inside the screen's available area."""
    from PySide6.QtCore import QRect

    from reddog_qt.app.table import window_access
    from reddog_qt.app.table.main_window import MainWindow

    area = QRect(*available)
    monkeypatch.setattr(window_access, "available_area", lambda _window: area)
    window = MainWindow(profile_dir=profile, seed=1)
    qtbot.addWidget(window)
    window.show()
    window.move(window.x(), area.y() - 30)  # placed by the manager, its title bar above the area
    qtbot.waitUntil(lambda: area.contains(window.frameGeometry()), timeout=3_000)
    assert window.width() >= area.width() - 100 and window.height() >= area.height() - 60
