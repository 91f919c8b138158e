"""Options says why sound cannot be heard: no audio device, or clips whose files are missing or damaged; and
nothing when every clip can play. Through the real window's Options, in English and German.

The audio device is simulated at ``has_audio_output`` (looked up when the table's sound starts); a missing
or damaged clip is made in a copy of the assets whose sounds and voice may be broken.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QPoint, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGroupBox, QLabel, QPushButton

from reddog_qt.app import assets
from reddog_qt.app.sound import audio as audio_module
from reddog_qt.app.texts import language

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    """A test that opens the table in German leaves the next one in English."""
    locale = QLocale()
    yield
    if language.current_language() != "en":
        language.apply_language("en")
    QLocale.setDefault(locale)


@pytest.fixture
def assets_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The game's assets with sounds and voice copied (free to break) and the rest linked; the game uses it."""
    real = assets.assets_dir()
    copy = tmp_path / "assets"
    copy.mkdir()
    for folder in real.iterdir():
        if folder.name in ("sounds", "voice"):
            shutil.copytree(folder, copy / folder.name)
        elif folder.is_dir():
            (copy / folder.name).symlink_to(folder, target_is_directory=True)
    monkeypatch.setattr(assets, "assets_dir", lambda: copy)
    return copy


def device(monkeypatch: pytest.MonkeyPatch, found: bool) -> None:
    monkeypatch.setattr(audio_module, "has_audio_output", lambda: found)


def in_german(profile: Path) -> None:
    (profile / "settings.json").write_text(json.dumps({"language": "de"}))


def open_options(qtbot, make_window) -> QDialog:  # type: ignore[no-untyped-def]
    window = make_window(animated=False)
    qtbot.mouseClick(window.console.options_button, LEFT)
    dialogs = [d for d in window.findChildren(QDialog, "options_dialog") if d.isVisible()]
    assert len(dialogs) == 1
    return dialogs[0]


def trouble_line(dialog: QDialog) -> QLabel:
    label = dialog.findChild(QLabel, "sound_unavailable_label")
    assert label is not None, "Options has no line saying why sound cannot be heard"
    return label


def press_test(qtbot, dialog: QDialog, kind: str) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(dialog.findChild(QPushButton, f"{kind}_test_button"), LEFT)


def test_no_audio_device_is_said_beside_the_sliders_and_at_the_first_test(qtbot, make_window, monkeypatch):
    device(monkeypatch, found=False)
    dialog = open_options(qtbot, make_window)
    line = trouble_line(dialog)
    assert line.isVisible()
    assert line.text() == ("No sound can be heard: the game finds no speakers or headphones on this computer. "
                           "Connect some, then start the game again.")
    # A screen reader reads it, and reaches it with Tab right after the Test buttons.
    assert line.accessibleName() == line.text()
    assert line.accessibleDescription() == "Why sound or voice cannot be heard"
    assert line.focusPolicy() & Qt.FocusPolicy.TabFocus
    voice_test = dialog.findChild(QPushButton, "voice_test_button")
    voice_test.setFocus()
    qtbot.keyClick(voice_test, Qt.Key.Key_Tab)
    assert dialog.focusWidget() is line
    press_test(qtbot, dialog, "voice")
    assert line.text().startswith("The test could not be heard. No sound can be heard: ")
    assert line.accessibleName() == line.text()


def test_no_audio_device_in_german(qtbot, make_window, monkeypatch, profile):
    in_german(profile)
    device(monkeypatch, found=False)
    dialog = open_options(qtbot, make_window)
    line = trouble_line(dialog)
    assert line.isVisible()
    assert line.text().startswith("Es ist kein Ton zu hören: ")
    assert "Lautsprecher" in line.text() and "speakers" not in line.text()
    press_test(qtbot, dialog, "sound")
    assert line.text().startswith("Der Test war nicht zu hören. Es ist kein Ton zu hören: ")


def test_missing_and_damaged_clips_are_counted_by_kind(qtbot, make_window, monkeypatch, assets_copy):
    device(monkeypatch, found=True)
    (assets_copy / "sounds" / "win.wav").unlink()
    (assets_copy / "sounds" / "loss.wav").write_bytes(b"RIFF\x00\x00 not a wave file")
    (assets_copy / "voice" / "place_your_bets.wav").unlink()
    dialog = open_options(qtbot, make_window)
    line = trouble_line(dialog)
    assert line.isVisible()
    assert line.text() == ("Missing or damaged files silence 2 sound effects. Missing or damaged files silence 1 "
                           "dealer announcement. Reinstalling the game brings them back.")
    press_test(qtbot, dialog, "sound")  # the chip is there: the test is heard, nothing more is said
    assert not line.text().startswith("The test")
    press_test(qtbot, dialog, "voice")  # "place your bets" is gone
    assert line.text().startswith("The test could not be heard. Missing or damaged files silence 2 sound effects.")


def test_a_missing_voice_clip_in_german(qtbot, make_window, monkeypatch, assets_copy, profile):
    in_german(profile)
    device(monkeypatch, found=True)
    for name in ("pair", "pair_push"):
        (assets_copy / "voice" / f"{name}.wav").unlink()
    dialog = open_options(qtbot, make_window)
    line = trouble_line(dialog)
    assert line.isVisible()
    assert "2 Ansagen des Croupiers" in line.text()
    assert "Soundeffekt" not in line.text() and "Lautsprecher" not in line.text()


def test_nothing_is_said_when_sound_works(qtbot, make_window, monkeypatch):
    device(monkeypatch, found=True)
    dialog = open_options(qtbot, make_window)
    line = trouble_line(dialog)
    press_test(qtbot, dialog, "sound")
    press_test(qtbot, dialog, "voice")
    assert not line.isVisible() and line.text() == ""


def test_the_line_pushes_nothing_over_anything_else(qtbot, make_window, monkeypatch):
    """On a screen too short for every option with the line, the options scroll instead of overlapping."""
    device(monkeypatch, found=False)
    dialog = open_options(qtbot, make_window)
    press_test(qtbot, dialog, "sound")  # the longest the line gets
    qtbot.wait(50)  # the layout settles
    parts = [*dialog.findChildren(QGroupBox), trouble_line(dialog)]
    places = [part.geometry().translated(part.parentWidget().mapTo(dialog, QPoint(0, 0))) for part in parts]
    for index, place in enumerate(places):
        for other, other_place in zip(parts[index + 1:], places[index + 1:], strict=True):
            if not (other.isAncestorOf(parts[index]) or parts[index].isAncestorOf(other)):
                assert not place.intersects(other_place), (parts[index].objectName(), other.objectName())
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isVisible() and dialog.rect().contains(ok.geometry().translated(ok.parentWidget().pos()))
