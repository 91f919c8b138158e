"""Options > Language: the combo shows the saved language, OK saves the choice, Cancel keeps it, the voice note."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QLabel, QPushButton

from reddog_qt.app.dialogs.options_dialog import OptionsDialog
from reddog_qt.app.texts import language
from reddog_qt.profile.settings import Settings, load_settings


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    """Whatever the window does with a new language, the next test starts in English again."""
    locale = QLocale()
    yield
    if language.current_language() != "en":
        language.apply_language("en")
    QLocale.setDefault(locale)


def combo(dialog: QDialog) -> QComboBox:
    found = dialog.findChild(QComboBox, "language_combo")
    assert found is not None
    return found


def press(qtbot, dialog: QDialog, which: QDialogButtonBox.StandardButton) -> None:
    button: QPushButton = dialog.findChild(QDialogButtonBox).button(which)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def choose(qtbot, box: QComboBox, data: str) -> None:
    """Pick an item the way the keyboard does: focus the combo and step to it."""
    box.setFocus()
    target = box.findData(data)
    assert target >= 0, data
    while box.currentIndex() != target:
        key = Qt.Key.Key_Down if box.currentIndex() < target else Qt.Key.Key_Up
        qtbot.keyClick(box, key)


def open_window_options(qtbot, make_window):  # type: ignore[no-untyped-def]
    window = make_window()
    qtbot.mouseClick(window.console.options_button, Qt.MouseButton.LeftButton)
    dialogs = [d for d in window.findChildren(QDialog, "options_dialog") if d.isVisible()]
    assert len(dialogs) == 1
    return window, dialogs[0]


def test_the_choices_and_their_values(qtbot) -> None:
    dialog = OptionsDialog(Settings())
    qtbot.addWidget(dialog)
    box = combo(dialog)
    assert [box.itemData(i) for i in range(box.count())] == ["system", "en", "de"]
    assert [box.itemText(i) for i in range(box.count())] == ["System language", "English", "Deutsch"]


@pytest.mark.parametrize(("saved", "text"), [("system", "System language"), ("en", "English"), ("de", "Deutsch")])
def test_the_combo_shows_the_saved_language(qtbot, saved: str, text: str) -> None:
    dialog = OptionsDialog(Settings(language=saved))
    qtbot.addWidget(dialog)
    dialog.open()
    qtbot.waitExposed(dialog)
    assert combo(dialog).currentData() == saved
    assert combo(dialog).currentText() == text


def test_ok_gives_the_chosen_language_and_nothing_else_changes(qtbot) -> None:
    start = Settings(sound=False, speed=3, language="en")
    dialog = OptionsDialog(start)
    qtbot.addWidget(dialog)
    dialog.open()
    qtbot.waitExposed(dialog)
    accepted: list[Settings] = []
    dialog.settings_accepted.connect(accepted.append)
    choose(qtbot, combo(dialog), "de")
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)
    assert dialog.result_settings() == dataclasses.replace(start, language="de")
    assert accepted == [dialog.result_settings()]


def test_cancel_keeps_the_language(qtbot) -> None:
    start = Settings(language="en")
    dialog = OptionsDialog(start)
    qtbot.addWidget(dialog)
    dialog.open()
    qtbot.waitExposed(dialog)
    choose(qtbot, combo(dialog), "de")
    assert dialog.chosen_settings().language == "de"
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Cancel)
    assert dialog.result_settings() is start


def test_the_voice_note_is_always_visible(qtbot) -> None:
    for saved in ("system", "en", "de"):
        dialog = OptionsDialog(Settings(language=saved))
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        note = dialog.findChild(QLabel, "voice_language_note")
        assert note is not None and note.isVisible()
        assert note.text() == "The dealer's voice speaks English in every language."
        choose(qtbot, combo(dialog), "en" if saved != "en" else "de")
        assert note.isVisible()


def test_deutsch_and_ok_saves_de_in_the_profile(qtbot, make_window, profile: Path) -> None:
    window, dialog = open_window_options(qtbot, make_window)
    assert combo(dialog).currentData() == "system"           # a new profile follows the desktop
    choose(qtbot, combo(dialog), "de")
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)
    assert window.settings.language == "de"
    assert load_settings(window.paths.settings_file).language == "de"
    assert window.paths.settings_file.parent == profile

    # The next time the dialog opens it shows the saved choice.
    _window, again = open_window_options(qtbot, lambda: window)
    assert combo(again).currentData() == "de"


def test_cancel_in_the_window_saves_nothing(qtbot, make_window) -> None:
    window, dialog = open_window_options(qtbot, make_window)
    before = window.settings
    file = window.paths.settings_file
    saved_before = file.read_bytes() if file.exists() else None
    choose(qtbot, combo(dialog), "de")
    press(qtbot, dialog, QDialogButtonBox.StandardButton.Cancel)
    assert window.settings == before
    assert (file.read_bytes() if file.exists() else None) == saved_before
    if saved_before is not None:
        assert load_settings(file).language == "system"
