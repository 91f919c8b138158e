"""The table's looks (deck, card back, felt) and the sound and voice volumes: chosen in Options, shown in its
preview, applied at once without a restart, remembered, and brought over from an older settings file."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QComboBox, QPushButton, QSlider

from reddog_qt.app.seams import TablePhase
from reddog_qt.profile.settings import CARD_BACKS, DECKS, FELTS

LEFT = Qt.MouseButton.LeftButton


def choose(dialog, name: str, value: str) -> None:
    combo = dialog.findChild(QComboBox, name)
    assert combo is not None, name
    combo.setCurrentIndex(combo.findData(value))


def felt_colour(window) -> QColor:
    """The cloth's colour on the screen, beside the spread scale (no printing there)."""
    image = window.view.viewport().grab().toImage()
    point = window.view.mapFromScene(250, 560)
    return image.pixelColor(point)


def test_every_look_has_its_art():
    from reddog_qt.app.assets import asset_path
    from reddog_qt.app.felt.items import DECK_FOLDERS

    assert len(CARD_BACKS) >= 4 and len(FELTS) >= 4 and "midnight" in FELTS
    for back in CARD_BACKS:
        assert asset_path("backs", f"{back}.svg").is_file()
    for felt in FELTS:
        assert asset_path("felts", f"{felt}.svg").is_file()
    for deck in DECKS:
        assert len(list(asset_path(DECK_FOLDERS[deck]).glob("*[cdhs].svg"))) == 52


def test_the_preview_follows_the_choices(qtbot):
    from reddog_qt.app.dialogs.options_dialog import OptionsDialog
    from reddog_qt.profile.settings import Settings

    dialog = OptionsDialog(Settings())
    qtbot.addWidget(dialog)
    assert dialog.preview.looks == ("standard", "ruby", "green")
    choose(dialog, "deck_combo", "large-index")
    choose(dialog, "card_back_combo", "sapphire")
    choose(dialog, "felt_combo", "midnight")
    assert dialog.preview.looks == ("large-index", "sapphire", "midnight")
    dialog.show()
    image = dialog.preview.grab().toImage()
    corner = image.pixelColor(6, image.height() // 2)  # the felt, left of the cards
    assert corner.lightness() < 60  # midnight is dark


def test_new_looks_apply_at_once_and_are_remembered(qtbot, make_window, click_item, profile):
    window = make_window("4d Qh 9s", animated=False)
    green = felt_colour(window)
    click_item(qtbot, window, window.scene.chip_stack(5))
    qtbot.mouseClick(window.console.deal_button, LEFT)
    if window.controller.phase is TablePhase.DECIDING:
        qtbot.mouseClick(window.console.stand_button, LEFT)
    dialog = window.open_options()
    choose(dialog, "deck_combo", "large-index")
    choose(dialog, "card_back_combo", "onyx")
    choose(dialog, "felt_combo", "midnight")
    dialog.accept()
    assert window.scene.looks == ("cards_large", "onyx", "midnight")
    assert all(item._folder == "cards_large" for item in window.scene.card_items)  # the cards on the felt too
    midnight = felt_colour(window)
    assert midnight.lightness() < green.lightness() - 20 and midnight.green() < green.green() - 40
    window.close()
    saved = json.loads((profile / "settings.json").read_text())
    assert (saved["deck"], saved["card_back"], saved["felt"]) == ("large-index", "onyx", "midnight")
    again = make_window(animated=False)
    assert again.scene.looks == ("cards_large", "onyx", "midnight")


def test_an_older_settings_file_keeps_its_four_colour_deck(qtbot, make_window, profile):
    (profile / "settings.json").write_text(json.dumps({"version": 1, "four_colour_deck": True, "speed": 6}))
    window = make_window(animated=False, speed=None)
    assert window.scene.looks == ("cards4", "ruby", "green")
    assert window.settings.deck == "four-colour" and window.settings.speed == 6


# --- the volumes --------------------------------------------------------------------------------------


def test_volumes_apply_and_are_remembered(qtbot, make_window, profile):
    window = make_window(animated=False)
    dialog = window.open_options()
    dialog.findChild(QSlider, "sound_volume_slider").setValue(30)
    dialog.findChild(QSlider, "voice_volume_slider").setValue(65)
    dialog.accept()
    assert window.audio.volume == pytest.approx(0.30) and window.audio.voice_volume == pytest.approx(0.65)
    window.close()
    again = make_window(animated=False)
    assert (again.settings.sound_volume, again.settings.voice_volume) == (30, 65)
    assert again.audio.volume == pytest.approx(0.30) and again.audio.voice_volume == pytest.approx(0.65)
    dialog = again.open_options()
    assert dialog.findChild(QSlider, "sound_volume_slider").value() == 30


@pytest.mark.parametrize(("kind", "sample"), [("sound", "chip_place"), ("voice", "place_your_bets")])
def test_the_test_button_plays_a_sample(qtbot, make_window, kind, sample):
    window = make_window(animated=False)
    dialog = window.open_options()
    dialog.findChild(QSlider, f"{kind}_volume_slider").setValue(40)
    played = window.audio.sound_requested if kind == "sound" else window.audio.voice_requested
    with qtbot.waitSignal(dialog.tone_requested) as asked, qtbot.waitSignal(played) as heard:
        qtbot.mouseClick(dialog.findChild(QPushButton, f"{kind}_test_button"), LEFT)
    assert asked.args == [kind, 40] and heard.args == [sample]
    dialog.reject()
    assert window.audio.volume == pytest.approx(window.settings.sound_volume / 100)  # Cancel changed nothing
