"""A steady felt and one type scale, at the smallest window (820x560) in English and in German.

- the felt keeps its size whether the message row says one line or two;
- every caption of the console is set in one size (and every value in one), the same in both languages;
- no label is narrower than its words or cuts the dots of an Ü, no button its label;
- the last-hand notice on the shoe's gauge holds its two lines;
- the console lays itself out again on a change of language: back in English, as wide as a fresh English one;
- the Practice Deal dialog is no wider than the window.
"""

from __future__ import annotations

import dataclasses
import itertools
import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from reddog_qt.app.felt.items import SQUEEZE_AT_MOST
from reddog_qt.app.felt.shoe_items import ShoeGaugeItem
from reddog_qt.app.seams import ShoeState, TablePhase
from reddog_qt.app.table.console import TYPE_SCALE
from reddog_qt.profile.paths import ProfilePaths

SMALLEST = (820, 560)
LANGUAGES = ("en", "de")


def _speak(window, language: str) -> None:
    window.apply_settings(dataclasses.replace(window.settings, language=language))


def _at(qtbot, window, size: tuple[int, int]) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    qtbot.wait(1)


def _small_window(qtbot, make_window, language: str, **options):
    window = make_window(**options)
    _speak(window, language)
    _at(qtbot, window, SMALLEST)
    return window


def _deal_to_a_spread(qtbot, window) -> None:
    """Deal the table's first hand (a stacked 5 and 9: a spread, the Raise box open) and wait for the decision."""
    if window.controller.phase is TablePhase.CUTTING:
        window.controller.cut(None)
    rules = window.session.rules
    for chip in sorted(rules.chips, reverse=True):
        while window.controller.bet + chip <= rules.minimum:
            window.controller.add_chip(chip)
    assert window.controller.deal()
    qtbot.waitUntil(lambda: window.controller.phase is TablePhase.DECIDING)
    qtbot.wait(1)


def _role(label: QLabel) -> str | None:
    if label.property("caption"):
        return "caption"
    if label.property("value"):
        return "value"
    return None


def _shown_labels(window) -> list[QLabel]:
    console = window.console
    return [label for label in console.findChildren(QLabel)
            if label.isVisible() and label.text() and label is not console.message]


def _shown_text(label: QLabel) -> str:
    """The label's text as drawn: a mnemonic's "&" is not (Alt+A, underlined)."""
    return label.text().replace("&&", "\0").replace("&", "").replace("\0", "&")


def _ink_inside(label: QLabel) -> bool:
    """The text's ink (accents included) lies inside the label, drawn as QLabel draws a line: in its
    contents, centred up and down unless aligned to the top or the bottom."""
    metrics = label.fontMetrics()
    contents = label.contentsRect()
    align = label.alignment()
    if align & Qt.AlignmentFlag.AlignTop:
        top = contents.top()
    elif align & Qt.AlignmentFlag.AlignBottom:
        top = contents.bottom() + 1 - metrics.height()
    else:
        top = contents.top() + (contents.height() - metrics.height()) // 2
    ink = metrics.tightBoundingRect(_shown_text(label)).translated(0, top + metrics.ascent())
    return ink.top() >= 0 and ink.bottom() <= label.height() - 1


@pytest.mark.parametrize("size", [SMALLEST, (1280, 800)])
def test_the_felt_keeps_its_size_whatever_the_message_says(qtbot, make_window, size) -> None:
    window = make_window()
    _at(qtbot, window, size)
    window.narrator.note("Place your bets.")
    qtbot.wait(1)
    one_line = (window.view.geometry(), window.view.transform().m11())
    window.narrator.note("A long line for the message row, long enough to wrap to a second line at this size of "
                         "window, even at the larger one; the felt above it must keep its size all the same, whatever "
                         "the dealer says, however many words it takes to say it.")
    qtbot.wait(1)
    message = window.console.message
    assert message.fontMetrics().horizontalAdvance(message.text()) > message.width()  # two lines, truly
    assert (window.view.geometry(), window.view.transform().m11()) == one_line
    window.narrator.note("Short again.")
    qtbot.wait(1)
    assert (window.view.geometry(), window.view.transform().m11()) == one_line


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_label_of_a_role_has_one_size(qtbot, make_window, language) -> None:
    window = _small_window(qtbot, make_window, language, deal="5c 9d 7h")
    _deal_to_a_spread(qtbot, window)
    sizes: dict[str, set[int]] = {}
    for label in window.console.findChildren(QLabel):
        role = _role(label)
        if role is not None:
            label.ensurePolished()
            sizes.setdefault(role, set()).add(label.font().pixelSize())
    scale = window.console.scale
    assert sizes == {"caption": {round(TYPE_SCALE["caption"] * scale)}, "value": {round(TYPE_SCALE["value"] * scale)}}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("state", ["betting", "spread", "practice"])
def test_nothing_is_clipped_in_the_smallest_window(qtbot, make_window, language, state) -> None:
    window = _small_window(qtbot, make_window, language, deal="5c 9d 7h", preset="six-deck-shoe")
    if state == "spread":
        _deal_to_a_spread(qtbot, window)
    elif state == "practice":
        assert window.enter_practice(7)
        qtbot.wait(1)
    assert (window.width(), window.height()) == SMALLEST
    labels = _shown_labels(window)
    assert any(label.text() in ("PRACTICE", "ÜBUNG") for label in labels) == (state == "practice")
    for label in labels:
        assert label.width() >= label.sizeHint().width(), f"{label.text()!r} is narrower than its words"
        assert label.contentsRect().width() >= label.fontMetrics().horizontalAdvance(_shown_text(label)), label.text()
        assert _ink_inside(label), f"{label.text()!r} is cut at the top or the bottom"
    for button in window.console.findChildren(QPushButton):
        if button.isVisible():
            assert button.width() >= button.sizeHint().width(), f"{button.text()!r} cuts its label"
    message = window.console.message
    assert message.height() >= 2 * message.fontMetrics().lineSpacing(), "the message row has room for two lines"


def _gauge(window) -> ShoeGaugeItem:
    return next(item for item in window.scene.items() if isinstance(item, ShoeGaugeItem))


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_last_hand_notice_holds_its_two_lines(qtbot, make_window, language) -> None:
    window = _small_window(qtbot, make_window, language, preset="six-deck-shoe")
    gauge = _gauge(window)
    gauge.set_state(ShoeState(size=312, dealt=280, cut_position=265, cut_card_out=True, cut_band=None))
    plaque, font, lines = gauge.notice_lines()
    metrics = QFontMetricsF(font)
    screen_px = font.pixelSize() * window.view.transform().m11()
    assert screen_px >= 9 - 0.5, "the notice is set no smaller than the felt's smallest text"
    assert len(lines) >= 2 and lines[0][1] in ("CUT CARD!", "SCHNITTKARTE!")
    assert gauge.boundingRect().contains(plaque)
    assert plaque.bottom() <= ShoeGaugeItem.PLAQUE.bottom()  # never over the pay table below the gauge
    assert window.scene.sceneRect().contains(gauge.mapRectToScene(plaque))
    for rect, line in lines:
        assert plaque.contains(rect) and rect.height() >= metrics.height() - 0.01, line
        # draw_fitted sets a longer line narrower, by a fifth at most: a longer one is broken between words.
        assert metrics.horizontalAdvance(line) * SQUEEZE_AT_MOST <= rect.width(), line
    for (upper, _line), (lower, _next) in itertools.pairwise(lines):
        assert upper.bottom() <= lower.top() + 0.01  # one under the other, not overlapping


def _widths(window) -> list[tuple[str, int, str]]:
    """Every shown widget of the console, in order: what it is, its width, and its words (if any)."""
    console = window.console
    widgets = [console, *console.findChildren(QWidget)]
    return [(f"{type(widget).__name__} {widget.objectName()} {index}", widget.width(),
             getattr(widget, "text", str)()) for index, widget in enumerate(widgets) if widget.isVisible()]


@pytest.mark.parametrize("size", [SMALLEST, (1280, 800)])
def test_back_in_english_the_console_is_laid_out_as_a_fresh_english_one(qtbot, make_window, tmp_path, size) -> None:
    german_profile = ProfilePaths.single(tmp_path / "travelled").ensure()
    german_profile.settings_file.write_text(json.dumps({"language": "de"}))  # opens in German
    travelled = make_window(profile=tmp_path / "travelled", seed=3)
    _at(qtbot, travelled, size)
    german = _widths(travelled)
    assert any(text == "Optionen" for _name, _width, text in german)
    _speak(travelled, "en")
    qtbot.wait(1)
    # Made once English is back (the language is the application's: a window made before would travel too);
    # the same seed shows the same fingerprint in the Shuffle read-out (its letters are wider than its digits).
    fresh = make_window(profile=tmp_path / "fresh", seed=3)
    _at(qtbot, fresh, size)
    assert _widths(travelled) != german
    differ = [(mine, theirs) for mine, theirs in zip(_widths(travelled), _widths(fresh), strict=True)
              if mine[:2] != theirs[:2]]
    assert differ == []
    assert travelled.console.narrow == fresh.console.narrow


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_practice_deal_dialog_fits_the_smallest_window(qtbot, make_window, language) -> None:
    window = _small_window(qtbot, make_window, language)
    dialog = window.ask_practice_deal()
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.width() <= window.width() and dialog.height() <= window.height()
    for label in dialog.findChildren(QLabel):
        if label.isVisible() and label.text():
            assert label.height() >= label.heightForWidth(label.width()), label.text()
    dialog.reject()
