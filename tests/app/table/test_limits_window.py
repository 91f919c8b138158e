"""The personal bet limit and table limits as the player meets them at the table."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton, QRadioButton

from reddog_qt.app.seams import TablePhase
from reddog_qt.app.table.main_window import MainWindow
from reddog_qt.engine import PRESET_NAMES, BetAbovePersonalLimitError, LimitTier, Rules, Session, Shoe

PIN = "8142"


@pytest.fixture
def profile(tmp_path: Path) -> Path:
    return tmp_path / "profile"


def _window(qtbot, profile: Path) -> MainWindow:
    window = MainWindow(profile_dir=profile, seed=11)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _set_limit(qtbot, window: MainWindow, limit: str, first_time: bool) -> object:
    dialog = window.open_bet_options()
    assert dialog is not None and dialog.isVisible()
    qtbot.keyClicks(dialog.findChild(QLineEdit, "limit_edit"), limit)
    qtbot.keyClicks(dialog.findChild(QLineEdit, "pin_edit"), PIN)
    if first_time:
        qtbot.keyClicks(dialog.findChild(QLineEdit, "pin_confirm_edit"), PIN)
    ok = dialog.findChild(QPushButton, "limit_ok_button")
    assert ok.isEnabled(), dialog.findChild(QLabel, "limit_error_label").text()
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    return dialog


def test_limit_applies_at_every_table_and_survives_a_restart(qtbot, profile: Path) -> None:
    window = _window(qtbot, profile)
    _set_limit(qtbot, window, "200", first_time=True)
    assert window.session.personal_limit == 200
    for preset in PRESET_NAMES:
        window.choose_preset(preset)
        assert window.session.rules.name == preset
        if window.controller.phase is TablePhase.CUTTING:  # a shoe table: the player cuts first
            window.activateWindow()
            qtbot.waitUntil(window.isActiveWindow)
            qtbot.keyClick(window, Qt.Key.Key_Return)
        rules = window.session.rules
        window.controller.clear_bet()
        # Build up to the limit with the table's chips, then one more chip is refused.
        smallest = min(rules.chips)
        while window.controller.bet + smallest <= 200:
            assert window.controller.add_chip(smallest)
        messages: list[str] = []
        window.controller.refused.connect(messages.append)
        before = window.controller.chips
        assert not window.controller.add_chip(smallest)
        assert window.controller.chips == before
        assert messages == ["Your personal bet limit is 200 credits."]
        assert window.console.message.text() == messages[0]
        with pytest.raises(BetAbovePersonalLimitError):
            window.session.deal(rules.minimum if rules.minimum > 200 else 201)
        window.controller.refused.disconnect(messages.append)
    window.close()
    again = _window(qtbot, profile)
    assert again.session.personal_limit == 200
    if again.controller.phase is TablePhase.CUTTING:  # the six-deck shoe asks for its first cut
        assert again.controller.cut(None)
    again.controller.clear_bet()
    for _ in range(3):
        again.controller.add_chip(100)
    assert again.controller.bet == 200


def test_second_raise_in_the_same_week_is_locked_but_lowering_is_not(qtbot, profile: Path) -> None:
    window = _window(qtbot, profile)
    _set_limit(qtbot, window, "100", first_time=True)
    dialog = window.open_bet_options()
    lock = dialog.findChild(QLabel, "limit_lock_label")
    assert "Locked until Fri" in lock.text()
    qtbot.keyClicks(dialog.findChild(QLineEdit, "limit_edit"), "250")
    qtbot.keyClicks(dialog.findChild(QLineEdit, "pin_edit"), PIN)
    assert not dialog.findChild(QPushButton, "limit_ok_button").isEnabled()
    dialog.reject()
    _set_limit(qtbot, window, "50", first_time=False)
    assert window.session.personal_limit == 50


def test_the_table_confirms_a_new_limit_in_the_message_row_and_to_a_screen_reader(qtbot, profile: Path) -> None:
    window = _window(qtbot, profile)
    _set_limit(qtbot, window, "200", first_time=True)
    assert window.console.message.text() == "Your personal bet limit is now 200 credits."
    _set_limit(qtbot, window, "150", first_time=False)  # lowering takes effect at once
    assert window.session.personal_limit == 150
    assert window.console.message.text() == "Your personal bet limit is now 150 credits."
    assert window.narrator.history[-1] == "Your personal bet limit is now 150 credits."
    window.apply_settings(dataclasses.replace(window.settings, language="de"))
    try:
        assert window.console.message.text() == "Ihr persönliches Einsatzlimit beträgt jetzt 150 Credits."
    finally:
        window.apply_settings(dataclasses.replace(window.settings, language="en"))


def test_table_limits_dialog_moves_the_eight_deck_table_to_another_tier(qtbot, profile: Path) -> None:
    window = _window(qtbot, profile)
    window.choose_preset("eight-deck")
    dialog = window.open_table_limits()
    radios = [r for r in dialog.findChildren(QRadioButton) if r.objectName().startswith("tier_radio_")]
    assert len(radios) == 5
    radios[2].click()
    dialog.accept()
    assert window.session.rules.limits == LimitTier(1_000, 50_000)
    window.close()
    again = _window(qtbot, profile)
    assert again.session.rules.name == "eight-deck"
    assert again.session.rules.limits == LimitTier(1_000, 50_000)


def test_the_pin_is_never_written_in_clear(qtbot, profile: Path) -> None:
    window = _window(qtbot, profile)
    _set_limit(qtbot, window, "150", first_time=True)
    window.close()
    for path in profile.rglob("*"):
        if path.is_file():
            assert PIN.encode() not in path.read_bytes(), path


def test_the_bet_options_dialog_says_the_limit_caps_the_wager_and_a_raise_comes_on_top(qtbot, profile: Path) -> None:
    window = _window(qtbot, profile)
    _set_limit(qtbot, window, "100", first_time=True)
    dialog = window.open_bet_options()
    assert dialog is not None
    said = dialog.findChild(QLabel, "limit_scope_label").text()
    assert "The limit caps each wager" in said
    assert "(at this table up to 1× the wager)" in said and "limit of 100 credits up to 200 credits" in said
    dialog.reject()
    # What it says is what the table does: a 100 wager and a 100 raise put 200 at risk.
    rules = Rules.preset("atlantic-city")
    session = Session(rules, shoe=Shoe.stacked(rules, "4c 9d 6h"), personal_limit=100)  # a spread
    session.deal(100)
    hand = session.raise_bet()
    assert (hand.wager, hand.raised, hand.stake) == (100, 100, 200)


def test_practice_bets_are_held_to_the_personal_limit_too(qtbot, profile: Path) -> None:
    """The limit protects the player, whatever bankroll the chips come from."""
    window = _window(qtbot, profile)
    _set_limit(qtbot, window, "20", first_time=True)
    assert window.enter_practice(7)
    assert window.session.personal_limit == 20
    window.controller.clear_bet()
    while window.controller.bet + 5 <= 20:
        assert window.controller.add_chip(5)
    messages: list[str] = []
    window.controller.refused.connect(messages.append)
    assert not window.controller.add_chip(5)
    assert messages == ["Your personal bet limit is 20 credits."]
    with pytest.raises(BetAbovePersonalLimitError):
        window.session.deal(25)
