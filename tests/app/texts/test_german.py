"""The table in German, through the real window: menus, buttons, figures, refusals, dialogs, the live switch,
the layout at the smallest window, and no English left on screen."""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QDialogButtonBox, QGroupBox, QLabel, QWidget

from reddog_qt.app.texts.language import apply_language, current_language
from reddog_qt.engine import PRESET_NAMES

CATALOGUE = Path(__file__).resolve().parents[3] / "reddog_qt" / "i18n" / "reddog_de.ts"
LEFT = Qt.MouseButton.LeftButton

#: Texts that read the same in both languages: names, units and casino words German uses too.
SAME_IN_BOTH = {"Red Dog", "Atlantic City", "Raise", "RAISE", "Spread", "SPREAD", "Limits", "PIN", "OK", "Tempo",
                "Animation", "Credits", "Bet-ID", "Slip-ID", "English", "Deutsch", "ET", "Start", "Jetons"}


def german(context: str, source: str) -> str:
    """The catalogue's German for a text (its first form)."""
    for element in ET.parse(CATALOGUE).getroot().iter("context"):
        if element.findtext("name") != context:
            continue
        for message in element.iter("message"):
            if message.findtext("source") == source:
                translation = message.find("translation")
                assert translation is not None
                forms = [f.text or "" for f in translation.iter("numerusform")]
                return forms[0] if forms else translation.text or ""
    raise KeyError((context, source))


@pytest.fixture(autouse=True)
def back_to_english():
    yield
    apply_language("en")


def in_german(window) -> None:
    window.apply_settings(dataclasses.replace(window.settings, language="de"))
    assert current_language() == "de"


def text(window, name: str) -> str:
    return window.findChild(QWidget, name).text()


def test_menus_buttons_and_figures_speak_german(qtbot, make_window) -> None:
    window = make_window(seed=1)
    in_german(window)
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == ["&Spiel", "&Optionen", "&Hilfe"]
    assert (text(window, "deal_button"), text(window, "stand_button"), text(window, "new_game_button")) == (
        "Geben", "Stehen", "Neues Spiel")
    assert text(window, "balance_label") == "1.000"  # German digit grouping
    window.controller.add_chip(5)
    assert window.console.deal_button.toolTip() == german("MainWindow", "Deal the cards (Enter)")


def test_a_refusal_is_said_in_german(qtbot, make_window) -> None:
    window = make_window(seed=1)
    in_german(window)
    assert not window.controller.deal()  # Deal with nothing on the bet
    assert window.console.deal_button.toolTip() == german(
        "Refusal", "Place a bet first: click a chip stack or the bet spot.")
    assert german("Refusal", "Place a bet first: click a chip stack or the bet spot.") in text(window, "message_label")


def test_a_dialog_speaks_german_down_to_qts_own_buttons(qtbot, make_window) -> None:
    window = make_window(seed=1)
    in_german(window)
    dialog = window.open_options()
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == german("OptionsDialog", "Options")
    box = dialog.findChild(QDialogButtonBox)
    cancel = box.button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel.text().replace("&", "") == "Abbrechen"  # Qt's own German (qtbase_de), shipped beside ours
    assert dialog.findChild(QLabel, "voice_language_note").text() == german(
        "OptionsDialog", "The dealer's voice speaks English in every language.")
    dialog.reject()


def test_the_language_switches_both_ways_without_a_restart(qtbot, make_window) -> None:
    window = make_window(seed=1)
    english = {name: text(window, name) for name in ("deal_button", "options_button", "balance_label")}
    title = window.windowTitle()
    in_german(window)
    assert text(window, "deal_button") == "Geben" and text(window, "balance_label") == "1.000"
    window.apply_settings(dataclasses.replace(window.settings, language="en"))
    assert {name: text(window, name) for name in english} == english
    assert window.windowTitle() == title


def test_the_saved_language_is_used_at_the_next_start(qtbot, make_window, profile: Path) -> None:
    window = make_window(seed=1)
    in_german(window)
    window.close()
    assert json.loads((profile / "settings.json").read_text(encoding="utf-8"))["language"] == "de"
    apply_language("en")
    again = make_window(seed=1)
    assert text(again, "deal_button") == "Geben"


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_german_fits_the_smallest_window(qtbot, make_window, preset) -> None:
    from tests.app.table.test_screen_fit import _check_console

    window = make_window(seed=1)
    in_german(window)
    window.choose_preset(preset)
    window.resize(820, 560)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (820, 560))
    qtbot.wait(1)
    _check_console(window)


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_german_fits_the_smallest_window_once_a_push_is_shown(qtbot, make_window, preset) -> None:
    """"Unentschieden" in the last result's read-out leaves every button its words (Optionen, Limits)."""
    from reddog_qt.app.seams import TablePhase
    from tests.app.table.test_screen_fit import _check_console

    window = make_window("7c 8d", preset=preset, animated=False)  # consecutive: a push
    in_german(window)
    window.resize(820, 560)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (820, 560))
    if window.controller.phase is TablePhase.CUTTING:
        window.controller.cut(None)
    rules = window.session.rules
    for chip in sorted(rules.chips, reverse=True):
        while window.controller.bet + chip <= rules.minimum:
            window.controller.add_chip(chip)
    assert window.controller.deal()
    qtbot.waitUntil(lambda: window.controller.phase is TablePhase.BETTING and not window.scene.animating)
    assert text(window, "result_label") == "Unentschieden"
    qtbot.wait(1)
    _check_console(window)


def _visible_texts(root: QWidget) -> set[str]:
    """Every text a player can read or hear on ``root`` and its children (a widget hidden by its parent too)."""
    found: set[str] = set()
    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        for value in (widget.toolTip(), widget.accessibleName(), widget.accessibleDescription(),
                      widget.windowTitle() if widget.isWindow() else ""):
            found.add(value)
        if isinstance(widget, (QLabel, QAbstractButton)):
            found.add(widget.text())
        if isinstance(widget, QGroupBox):
            found.add(widget.title())
    for action in root.findChildren(QAction):
        found |= {action.text(), action.toolTip() if action.toolTip() != action.text().replace("&", "") else ""}
    return {value for value in found if value}


def _scene_texts(window) -> set[str]:
    found = set()
    for item in window.scene.items():
        for getter in ("toPlainText", "text", "toolTip"):
            value = getattr(item, getter, None)
            if callable(value):
                with contextlib.suppress(TypeError):
                    found.add(value())
    return {value for value in found if value}


def _untranslated(english: set[str], german_texts: set[str]) -> list[str]:
    left = []
    for value in english & german_texts:
        plain = value.replace("&", "").strip()
        words = re.findall(r"[^\W\d_]+(?:-[^\W\d_]+)*", plain)
        if not words or plain in SAME_IN_BOTH or all(word in SAME_IN_BOTH for word in words):
            continue
        left.append(value)
    return sorted(left)


@pytest.mark.parametrize("state", ["first start", "a spread to decide"])
def test_no_english_is_left_on_the_table_or_in_its_dialogs(qtbot, make_window, deal_to_a_spread, state) -> None:
    window = make_window(seed=1, animated=False)
    if state != "first start":
        assert deal_to_a_spread(qtbot, window)
    openers = {"options": window.open_options, "limits": window.open_table_limits,
               "history": window.open_history, "statistics": window.record.open_statistics,
               "break": window.record.open_take_break}

    def texts() -> set[str]:
        found = _visible_texts(window) | _scene_texts(window)
        for name, opener in openers.items():
            dialog = opener()
            assert isinstance(dialog, QDialog), name
            found |= _visible_texts(dialog)
            dialog.reject()
            dialog.deleteLater()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        return found

    english = texts()
    in_german(window)
    deutsch = texts()
    assert len(english) > 120
    left = _untranslated(english, deutsch)
    assert left == [], "\n".join(left)


#: Runs ``reddog_qt``'s command line with the arguments given and prints what the table shows once it is shown.
_SHOWN_TABLE = """
import sys
from PySide6.QtWidgets import QAbstractButton
from reddog_qt import cli
from reddog_qt.app.table.main_window import MainWindow

show = MainWindow.show


def show_and_tell(window):
    show(window)
    buttons = sorted({button.text() for button in window.findChildren(QAbstractButton) if button.text()})
    print("SHOWN", buttons + [menu.text() for menu in window.menuBar().actions()], flush=True)


MainWindow.show = show_and_tell
sys.exit(cli.main(sys.argv[1:]))
"""


def test_the_command_line_starts_the_game_in_german(tmp_path: Path) -> None:
    profile = tmp_path / "profile"
    shot = tmp_path / "table.png"
    # An English desktop: German can come only from the flag.
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LANG": "en_US.UTF-8", "LC_ALL": "en_US.UTF-8",
           "LANGUAGE": "en_US"}
    result = subprocess.run([sys.executable, "-c", _SHOWN_TABLE, "--language", "de", "--profile-dir", str(profile),
                             "--screenshot", str(shot)], env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert shot.is_file()
    shown = [line for line in result.stdout.splitlines() if line.startswith("SHOWN ")]
    assert len(shown) == 1, result.stdout
    assert all(word in shown[0] for word in ("'Geben'", "'Neues Spiel'", "'&Spiel'", "'&Hilfe'")), shown[0]
    assert not any(word in shown[0] for word in ("'Deal'", "'New Game'", "'&Game'", "'&Help'")), shown[0]
    log = (profile / "reddog.log").read_text(encoding="utf-8")
    assert "ERROR" not in log, log
    settings = profile / "settings.json"  # the flag is for this run: nothing saved says German
    assert not settings.exists() or json.loads(settings.read_text(encoding="utf-8")).get("language") == "system"


def test_qt_knows_our_translator_is_german(qtbot) -> None:
    apply_language("de")
    assert QApplication.translate("Console", "Deal") == "Geben"
