"""The felt's own geometry: nothing covers anything else at any table, and no text is smaller than
9 screen pixels, however small the window (from the 820x560 minimum up)."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from reddog_qt.app.felt import felt_cache, items
from reddog_qt.app.felt.felt import DECK_LABEL_RECT, LEGEND_RECT, marker_spot, payout_rect, scale_boxes
from reddog_qt.app.felt.markers import RedDogMarker
from reddog_qt.engine import PRESET_NAMES

SIZES = [(820, 560), (820, 742), (1024, 600), (1280, 800), (1920, 1080)]


def _regions(window) -> dict[str, QRectF]:
    """Everything on the felt that must stand clear of the rest, in scene units."""
    scene = window.scene
    display = window.shoe_display
    regions = {
        "deck count": DECK_LABEL_RECT,
        "legend": LEGEND_RECT,
        "shoe gauge": display.gauge.sceneBoundingRect(),
        "discard tray": display.tray.sceneBoundingRect(),
        "bet spot": scene.bet_spot.sceneBoundingRect(),
    }
    for value in window.session.rules.chips:
        regions[f"chip stack {value}"] = scene.chip_stack(value).sceneBoundingRect()
    return regions


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_nothing_on_the_felt_overlaps(qtbot, make_window, profile, preset):
    window = make_window(animated=False)
    window.choose_preset(preset)
    regions = _regions(window)
    stacks = [name for name in regions if name.startswith("chip stack")]
    for (a, first), (b, second) in itertools.combinations(regions.items(), 2):
        if a in stacks and b in stacks:
            continue  # the tray's stacks stand side by side by design
        assert not first.intersects(second), f"{a} {first} overlaps {b} {second}"
    # The red dog, wherever it stops, leaves every box's payout readable.
    size = RedDogMarker.SIZE
    boxes = scale_boxes()
    for key, box in boxes.items():
        window.scene.marker.setPos(marker_spot(box, size))
        marker = window.scene.marker.sceneBoundingRect()
        for other in boxes.values():
            assert not marker.intersects(payout_rect(other)), (key, other)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_no_text_on_the_felt_is_smaller_than_9_pixels(qtbot, make_window, monkeypatch, preset, size):
    window = make_window(animated=False)
    window.choose_preset(preset)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().toTuple() == size or window.size() == window.minimumSize())
    smallest: list[float] = []
    set_font = QPainter.setFont

    def recording(painter: QPainter, font) -> None:
        if font.pixelSize() > 0:
            smallest.append(font.pixelSize() * painter.worldTransform().m22())
        set_font(painter, font)

    monkeypatch.setattr(QPainter, "setFont", recording)
    window.view.resetCachedContent()
    felt_cache.clear()  # printed again now, while the fonts are recorded
    window.view.viewport().grab()
    assert smallest, "nothing was printed"
    assert min(smallest) >= items.MINIMUM_TEXT_PX - 0.5, min(smallest)
