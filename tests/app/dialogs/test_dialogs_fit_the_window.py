"""Every dialog of the table, opened from the smallest window (820x560) in English and in German, is no wider
than that window: a player on a small screen never sees a dialog that spills past the table it belongs to."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog

from reddog_qt.app.texts.language import apply_language

SMALLEST = (820, 560)


@pytest.fixture(autouse=True)
def back_to_english():
    yield
    apply_language("en")


def _how_to_play(window) -> QDialog:
    action = window.findChild(QAction, "how_to_play_action")
    action.trigger()
    return window.findChild(QDialog, "how_to_play_dialog")


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_dialog_is_no_wider_than_the_smallest_window(qtbot, make_window, language) -> None:
    window = make_window(seed=1, animated=False)
    window.resize(*SMALLEST)
    window.apply_settings(dataclasses.replace(window.settings, language=language))
    openers = {"Options": window.open_options, "Bet Options": window.open_table_limits,
               "Hand History": window.open_history, "Statistics": window.record.open_statistics,
               "Take a Break": window.record.open_take_break, "How to Play": lambda: _how_to_play(window)}
    wide = []
    for name, opener in openers.items():
        dialog = opener()
        assert isinstance(dialog, QDialog), name
        dialog.show()
        qtbot.waitExposed(dialog)
        if dialog.frameGeometry().width() > SMALLEST[0]:
            wide.append(f"{name}: {dialog.frameGeometry().width()} px")
        dialog.reject()
    assert wide == []
