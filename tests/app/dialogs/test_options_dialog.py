"""The Options dialog, driven through its real widgets: checkboxes, the speed slider, OK and Cancel."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QGroupBox, QLabel, QSlider

from reddog_qt.app.dialogs.options_dialog import HELP_TEXT, OptionsDialog
from reddog_qt.profile.settings import Settings

# Not the defaults, so a dialog that ignored its input and showed the defaults would fail.
START = Settings(sound=False, voice=True, animation=False, speed=3, preset="atlantic-city")


@pytest.fixture
def dialog(qtbot) -> OptionsDialog:
    dialog = OptionsDialog(START)
    qtbot.addWidget(dialog)
    dialog.open()
    qtbot.waitExposed(dialog)
    return dialog


def click_box(qtbot, box: QCheckBox) -> None:
    # Click on the indicator itself (the left edge), as a player would.
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(2, box.height() // 2))


def press(qtbot, dialog: OptionsDialog, which: QDialogButtonBox.StandardButton) -> None:
    button = dialog.button_box.button(which)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def box(dialog: OptionsDialog, name: str) -> QCheckBox:
    found = dialog.findChild(QCheckBox, name)
    assert found is not None, name
    return found


def slider(dialog: OptionsDialog) -> QSlider:
    found = dialog.findChild(QSlider, "options_speed_slider")
    assert found is not None
    return found


def test_dialog_is_named_and_titled(dialog):
    assert dialog.objectName() == "options_dialog"
    assert dialog.windowTitle() == "Options"
    assert dialog.isModal() or dialog.windowModality() != Qt.WindowModality.NonModal
    assert {g.title() for g in dialog.findChildren(QGroupBox)} == {"Sound and voice", "Table", "Looks",
                                                                   "Responsible play"}
    assert any(label.text() == HELP_TEXT for label in dialog.findChildren(QLabel))
    texts = {label.text() for label in dialog.findChildren(QLabel)}
    assert {"Slow", "Fast"} <= texts


def test_initial_state_mirrors_the_settings(dialog):
    assert box(dialog, "sound_checkbox").isChecked() is False
    assert box(dialog, "voice_checkbox").isChecked() is True
    assert box(dialog, "animation_checkbox").isChecked() is False
    assert slider(dialog).value() == 3
    assert dialog.findChild(QLabel, "options_speed_value").text() == "3"


def test_initial_state_mirrors_other_settings(qtbot):
    dialog = OptionsDialog(Settings(sound=True, voice=False, animation=True, speed=10))
    qtbot.addWidget(dialog)
    assert box(dialog, "sound_checkbox").isChecked()
    assert not box(dialog, "voice_checkbox").isChecked()
    assert box(dialog, "animation_checkbox").isChecked()
    assert slider(dialog).value() == 10


def test_speed_slider_runs_slow_to_fast_with_ticks(dialog):
    speed = slider(dialog)
    assert speed.orientation() == Qt.Orientation.Horizontal
    assert (speed.minimum(), speed.maximum()) == (1, 10)
    assert speed.tickPosition() != QSlider.TickPosition.NoTicks
    assert speed.tickInterval() == 1


@pytest.mark.parametrize(("name", "field"), [
    ("sound_checkbox", "sound"),
    ("voice_checkbox", "voice"),
    ("animation_checkbox", "animation"),
])
def test_toggling_a_checkbox_and_pressing_ok_gives_the_new_setting(qtbot, dialog, name, field):
    accepted: list[Settings] = []
    dialog.settings_accepted.connect(accepted.append)
    click_box(qtbot, box(dialog, name))
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)
    result = dialog.result_settings()
    assert getattr(result, field) is not getattr(START, field)
    # Nothing else changed.
    others = {f: getattr(START, f) for f in ("sound", "voice", "animation", "speed", "preset") if f != field}
    assert {f: getattr(result, f) for f in others} == others
    assert accepted == [result]
    assert not dialog.isVisible()


def test_all_changes_together(qtbot, dialog):
    for name in ("sound_checkbox", "voice_checkbox", "animation_checkbox"):
        click_box(qtbot, box(dialog, name))
    speed = slider(dialog)
    speed.setFocus()
    qtbot.keyClick(speed, Qt.Key.Key_Right)
    qtbot.keyClick(speed, Qt.Key.Key_Right)
    assert speed.value() == 5
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.result_settings() == Settings(sound=True, voice=False, animation=True, speed=5)


def test_speed_from_the_slider(qtbot, dialog):
    click_box(qtbot, box(dialog, "animation_checkbox"))  # speed is greyed out while animation is off
    slider(dialog).setValue(9)
    assert dialog.findChild(QLabel, "options_speed_value").text() == "9"
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)
    assert dialog.result_settings().speed == 9


def test_speed_is_greyed_out_without_animation(qtbot, dialog):
    assert not slider(dialog).isEnabled()
    click_box(qtbot, box(dialog, "animation_checkbox"))
    assert slider(dialog).isEnabled()
    click_box(qtbot, box(dialog, "animation_checkbox"))
    assert not slider(dialog).isEnabled()


def test_cancel_leaves_the_settings_as_they_were(qtbot, dialog):
    accepted: list[Settings] = []
    dialog.settings_accepted.connect(accepted.append)
    for name in ("sound_checkbox", "voice_checkbox", "animation_checkbox"):
        click_box(qtbot, box(dialog, name))
    slider(dialog).setValue(8)
    assert dialog.chosen_settings() != START  # the edits were really made...
    with qtbot.waitSignal(dialog.rejected, timeout=1000):
        press(qtbot, dialog, QDialogButtonBox.StandardButton.Cancel)
    assert dialog.result_settings() is START  # ...and Cancel threw them away
    assert accepted == []


def test_escape_is_cancel(qtbot, dialog):
    click_box(qtbot, box(dialog, "sound_checkbox"))
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    assert dialog.result_settings() is START


def test_untouched_dialog_with_ok_gives_equal_settings(qtbot, dialog):
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)
    assert dialog.result_settings() == START


def test_other_settings_pass_through(qtbot):
    start = Settings(preset="six-deck-shoe", window_geometry="abc=", show_odds_coach=True, sound=True)
    dialog = OptionsDialog(start)
    qtbot.addWidget(dialog)
    dialog.open()
    click_box(qtbot, box(dialog, "sound_checkbox"))
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)
    result = dialog.result_settings()
    assert result.sound is False
    assert (result.preset, result.window_geometry, result.show_odds_coach) == (
        start.preset, "abc=", True)


def test_reopening_with_new_settings(qtbot, dialog):
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)
    newer = Settings(sound=True, voice=False, animation=True, speed=7)
    dialog.set_settings(newer)
    dialog.open()
    assert box(dialog, "sound_checkbox").isChecked() and slider(dialog).value() == 7
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.result_settings() is newer



@pytest.mark.parametrize(("index", "value"), [(0, None), (1, True), (2, False)])
def test_motion_and_the_four_colour_deck_round_trip(qtbot, index, value):
    from PySide6.QtWidgets import QComboBox

    dialog = OptionsDialog(Settings(reduce_motion=value, deck="four-colour" if value is True else "standard"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    combo = dialog.findChild(QComboBox, "reduce_motion_combo")
    deck = dialog.findChild(QComboBox, "deck_combo")
    assert combo.currentIndex() == index and (deck.currentData() == "four-colour") == (value is True)
    combo.setCurrentIndex((index + 1) % 3)
    deck.setCurrentIndex(deck.findData("standard" if value is True else "four-colour"))
    dialog.accept()
    chosen = dialog.result_settings()
    assert chosen.reduce_motion is [None, True, False][(index + 1) % 3]
    assert (chosen.deck == "four-colour") is (value is not True)
