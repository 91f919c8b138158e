"""Options through the real window: apply on OK, Cancel changes nothing, persistence, animation on/off."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QPushButton, QSlider

from reddog_qt.app.seams import TablePhase
from reddog_qt.app.table.main_window import MainWindow
from reddog_qt.engine import Rules, Shoe
from reddog_qt.profile.settings import load_settings


@pytest.fixture
def window(qtbot, tmp_path: Path) -> MainWindow:
    """A new player's table whose first hand is a spread of 4 (a four and a nine) that the six wins."""
    win = MainWindow(profile_dir=tmp_path / "profile", shoe=Shoe.stacked(Rules.preset("atlantic-city"), "4c 9d 6h"))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def _open_options(qtbot, window: MainWindow):
    qtbot.mouseClick(window.console.options_button, Qt.MouseButton.LeftButton)
    dialogs = [d for d in window.findChildren(QDialog, "options_dialog") if d.isVisible()]
    assert len(dialogs) == 1
    return dialogs[0]


def _click_box(qtbot, box: QCheckBox) -> None:
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(2, box.height() // 2))


def _press(qtbot, dialog, which: QDialogButtonBox.StandardButton) -> None:
    buttons = dialog.findChild(QDialogButtonBox)
    button: QPushButton = buttons.button(which)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_ok_applies_everything_at_once_and_persists(qtbot, window: MainWindow, tmp_path: Path) -> None:
    dialog = _open_options(qtbot, window)
    for name in ("sound_checkbox", "voice_checkbox", "animation_checkbox"):
        box = dialog.findChild(QCheckBox, name)
        assert box.isChecked()
        _click_box(qtbot, box)
        assert not box.isChecked()
    _press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)
    assert not window.audio.sound_enabled
    assert not window.audio.voice_enabled
    assert not window.timings.animated
    saved = load_settings(window.paths.settings_file)
    assert (saved.sound, saved.voice, saved.animation) == (False, False, False)
    window.close()
    again = MainWindow(profile_dir=tmp_path / "profile")
    qtbot.addWidget(again)
    assert not again.audio.sound_enabled and not again.audio.voice_enabled and not again.timings.animated


def test_cancel_leaves_everything_as_it_was(qtbot, window: MainWindow) -> None:
    dialog = _open_options(qtbot, window)
    for name in ("sound_checkbox", "voice_checkbox", "animation_checkbox"):
        _click_box(qtbot, dialog.findChild(QCheckBox, name))
    dialog.findChild(QSlider, "options_speed_slider").setValue(9)
    _press(qtbot, dialog, QDialogButtonBox.StandardButton.Cancel)
    assert window.audio.sound_enabled and window.audio.voice_enabled and window.timings.animated
    assert window.console.speed_slider.value() == 5
    assert load_settings(window.paths.settings_file).speed == 5


def test_speed_is_one_setting_in_both_places(qtbot, window: MainWindow) -> None:
    window.console.speed_slider.setValue(8)
    dialog = _open_options(qtbot, window)
    slider = dialog.findChild(QSlider, "options_speed_slider")
    assert slider.value() == 8
    slider.setValue(3)
    _press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)
    assert window.console.speed_slider.value() == 3
    assert window.timings.speed == 3
    assert load_settings(window.paths.settings_file).speed == 3


def test_with_animation_off_a_hand_settles_without_waiting(qtbot, window: MainWindow) -> None:
    window.apply_settings(dataclasses.replace(window.settings, animation=False))
    controller = window.controller
    for _ in range(2):
        controller.add_chip(5)
    assert controller.deal()
    # No event loop has run: everything moved at once.
    assert controller.phase is TablePhase.DECIDING
    assert not window.scene.animating
    assert controller.stand()
    assert controller.phase is TablePhase.BETTING
    hand = window.session.hand
    assert hand is not None and hand.net == 10
    assert window.console.balance.value.text() == "1,010"


def test_switching_animation_changes_the_next_hand(qtbot, window: MainWindow) -> None:
    controller = window.controller
    controller.add_chip(5)
    assert controller.deal()
    assert window.scene.animating and controller.phase is TablePhase.ANIMATING  # animation on: cards move
    qtbot.waitUntil(lambda: controller.phase is TablePhase.DECIDING, timeout=10_000)
    window.apply_settings(dataclasses.replace(window.settings, animation=False))
    assert controller.stand()
    assert controller.phase is TablePhase.BETTING and not window.scene.animating  # now instant
    window.apply_settings(dataclasses.replace(window.settings, animation=True))
    controller.add_chip(5)
    assert controller.deal()
    assert window.scene.animating
    qtbot.waitUntil(lambda: not window.scene.animating, timeout=10_000)


def test_sound_and_voice_follow_the_options_mid_game(qtbot, window: MainWindow) -> None:
    sounds: list[str] = []
    voices: list[str] = []
    window.audio.sound_requested.connect(sounds.append)
    window.audio.voice_queued.connect(voices.append)
    window.apply_settings(dataclasses.replace(window.settings, animation=False))
    window.controller.add_chip(5)
    assert sounds == ["chip_place"]
    window.apply_settings(dataclasses.replace(window.settings, sound=False, voice=False))
    window.controller.add_chip(5)
    window.controller.deal()
    assert sounds == ["chip_place"]
    assert voices == []
    window.apply_settings(dataclasses.replace(window.settings, sound=True, voice=True))
    window.controller.stand()
    assert sounds[-1] == "win"
    assert voices[0] == "stand" and voices[-1] in {"player_wins", "place_your_bets"}
