"""What the faster start keeps for the player: sound after the first frame, the right card art, the felt.

Sound and voice start once the felt has painted its first frame; the card faces, chips and the
printed felt are drawn once per size and reused, and a new size draws them again, sharp.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTransform

from reddog_qt.app.felt import felt_cache
from reddog_qt.app.felt.card_cache import CACHE, SvgPixmapCache, paint_svg, svg_renderer
from reddog_qt.app.felt.felt import SCENE_RECT, FeltPrinting, paint_felt, scale_boxes
from reddog_qt.app.start.first_frame import after_first_frame
from reddog_qt.engine import Rules


def render_svg_directly(parts: tuple[str, ...], width: int, height: int) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    svg_renderer(*parts).render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def differing_pixels(a: QImage, b: QImage, tolerance: int = 8) -> int:
    a = a.convertToFormat(QImage.Format.Format_ARGB32)
    b = b.convertToFormat(QImage.Format.Format_ARGB32)
    assert a.size() == b.size()
    count = 0
    for y in range(a.height()):
        for x in range(a.width()):
            p, q = a.pixel(x, y), b.pixel(x, y)
            if p != q and max(abs(((p >> s) & 255) - ((q >> s) & 255)) for s in (0, 8, 16, 24)) > tolerance:
                count += 1
    return count


# --- sound after the first frame ------------------------------------------------------


def test_sound_starts_after_the_first_frame_and_plays(qtbot, make_window) -> None:
    window = make_window(seed=1)
    qtbot.waitUntil(lambda: window.table.audio_started, timeout=5000)  # started by the first paint
    sounds: list[str] = []
    window.audio.sound_requested.connect(sounds.append)
    window.controller.add_chip(5)
    assert sounds == ["chip_place"]
    assert window.audio.sound_enabled == window.settings.sound


def test_a_window_never_shown_gets_its_sound_when_asked(qtbot, profile) -> None:
    from reddog_qt.app.table.main_window import MainWindow

    window = MainWindow(profile_dir=profile, seed=1)
    qtbot.addWidget(window)
    assert not window.table.audio_started  # nothing painted, nothing loaded
    sounds: list[str] = []
    window.controller.add_chip(5)  # before the sound exists: simply not played
    window.audio.sound_requested.connect(sounds.append)
    window.controller.add_chip(5)
    assert sounds == ["chip_place"]


def test_smoke_shows_the_table_then_starts_the_sound_then_quits(tmp_path) -> None:
    profile = tmp_path / "profile"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("REDDOG_PROFILE_DIR", None)
    result = subprocess.run([sys.executable, "-m", "reddog_qt", "--smoke", "--profile-dir", str(profile)],
                            cwd=Path(__file__).resolve().parents[3], env=env, capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.startswith("first frame: peak memory "), result.stdout
    log = (profile / "reddog.log").read_text(encoding="utf-8")
    frame = log.index("first frame: peak memory")
    assert log.index("Sound and voice ready: 7 effects, ") > frame, log  # after the table showed


def test_callbacks_run_in_order_after_the_first_paint(qtbot) -> None:
    from PySide6.QtWidgets import QWidget

    widget = QWidget()
    qtbot.addWidget(widget)
    ran: list[str] = []
    after_first_frame(widget, lambda: ran.append("sound"))
    after_first_frame(widget, lambda: ran.append("report"), first=True)
    after_first_frame(widget, lambda: ran.append("quit"))
    assert ran == []
    widget.show()
    qtbot.waitUntil(lambda: len(ran) == 3)
    assert ran == ["report", "sound", "quit"]
    after_first_frame(widget, lambda: ran.append("late"))  # after the first frame: at the next turn
    qtbot.waitUntil(lambda: ran[-1] == "late")


# --- card art ------------------------------------------------------------------------


@pytest.mark.parametrize("parts", [("cards", "Qh.svg"), ("cards", "back.svg"), ("chips", "chip_25.svg")])
def test_the_cache_returns_the_art_asked_for(qtbot, parts) -> None:
    cache = SvgPixmapCache()
    pixmap = cache.pixmap(parts, 112, 157)
    assert (pixmap.width(), pixmap.height()) == (112, 157)
    assert differing_pixels(pixmap.toImage(), render_svg_directly(parts, 112, 157)) == 0


def test_a_face_is_rendered_once_per_size(qtbot) -> None:
    cache = SvgPixmapCache()
    queen = cache.pixmap(("cards", "Qh.svg"), 112, 157)
    assert cache.pixmap(("cards", "Qh.svg"), 112, 157).cacheKey() == queen.cacheKey()
    assert cache.renders == 1
    cache.pixmap(("cards", "Qs.svg"), 112, 157)
    assert cache.renders == 2  # another card is another face
    bigger = cache.pixmap(("cards", "Qh.svg"), 168, 235)
    assert cache.renders == 3 and (bigger.width(), bigger.height()) == (168, 235)  # a new size re-renders
    assert differing_pixels(bigger.toImage(), render_svg_directly(("cards", "Qh.svg"), 168, 235)) == 0


def test_the_cache_keeps_to_its_budget(qtbot) -> None:
    cache = SvgPixmapCache(budget_bytes=3 * 100 * 140 * 4)
    for name in ("2c", "3c", "4c", "5c", "6c"):
        cache.pixmap(("cards", f"{name}.svg"), 100, 140)
    assert len(cache) == 3 and cache.size_bytes <= cache.budget_bytes
    cache.pixmap(("cards", "6c.svg"), 100, 140)  # the newest is still there
    assert cache.renders == 5


def test_paint_svg_draws_at_the_painters_scale(qtbot) -> None:
    image = QImage(280, 392, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.scale(2, 2)  # a card of 140 x 196 units on a device at 2 pixels a unit
    before = CACHE.renders
    paint_svg(painter, QRectF(0, 0, 140, 196), "cards", "Ad.svg")
    painter.end()
    pixmap = CACHE.pixmap(("cards", "Ad.svg"), 280, 392)
    assert CACHE.renders <= before + 1  # that size was drawn (at most) once
    assert differing_pixels(image, pixmap.toImage()) == 0


# --- the felt ------------------------------------------------------------------------


def printing(highlight: object | None = None) -> FeltPrinting:
    rules = Rules.preset("atlantic-city")
    return FeltPrinting(rules, scale_boxes(), highlight, QRectF(500, 716, 600, 122),
                        {1: 650.0, 5: 750.0, 25: 850.0, 100: 950.0})


def felt_image(width: int, height: int, felt: FeltPrinting, cached: bool) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("black"))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    scale = min(width / SCENE_RECT.width(), height / SCENE_RECT.height())
    painter.setTransform(QTransform.fromScale(scale, scale) * QTransform.fromTranslate(
        (width - SCENE_RECT.width() * scale) / 2, (height - SCENE_RECT.height() * scale) / 2))
    (felt_cache.paint_felt_cached if cached else paint_felt)(painter, SCENE_RECT, felt)
    painter.end()
    return image


@pytest.mark.parametrize("lit", [None, 4, "pair"])
def test_the_kept_felt_looks_like_a_fresh_printing(qtbot, lit) -> None:
    from reddog_qt.engine import HandKind

    highlight = HandKind.PAIR if lit == "pair" else lit
    felt_cache.clear()
    fresh = felt_image(400, 215, printing(highlight), cached=False)
    kept = felt_image(400, 215, printing(highlight), cached=True)
    assert differing_pixels(fresh, kept) == 0


def test_the_felt_is_printed_once_per_size(qtbot) -> None:
    felt_cache.clear()
    before = felt_cache.prints
    felt_image(400, 215, printing(), cached=True)
    felt_image(400, 215, printing(), cached=True)
    assert felt_cache.prints == before + 1
    felt_image(480, 258, printing(), cached=True)  # the window was resized
    assert felt_cache.prints == before + 2
    felt_image(480, 258, printing(3), cached=True)  # a lit box: that box alone is printed
    felt_image(480, 258, printing(3), cached=True)
    assert felt_cache.prints == before + 3


def test_the_table_opens_without_charts_sound_or_the_record_dialogs(tmp_path) -> None:
    """What the first frame does not need is not even imported before it: the charts, the sound, the dialogs,
    the statistics, the history's CSV export, the verifier, the felt's mirror for screen readers, the desktop
    readers' modules, logging.handlers.

    hashlib is not in the list: betting opens with the first frame, and the shuffle's fingerprint (SHA-256 of
    its seed) must be on screen before the first bet, so the first shuffle is sealed before the table shows.
    """
    script = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from reddog_qt.app.table.main_window import MainWindow\n"
        f"window = MainWindow(profile_dir={str(tmp_path / 'profile')!r}, seed=1)\n"
        "late = ['PySide6.QtCharts', 'PySide6.QtMultimedia', 'reddog_qt.app.record.statistics_dialog',\n"
        "        'reddog_qt.app.record.history_dialog', 'reddog_qt.app.record.reality_check',\n"
        "        'reddog_qt.app.dialogs.custom_rules_dialog', 'reddog_qt.app.dialogs.options_dialog',\n"
        "        'reddog_qt.app.dialogs.bet_options_dialog', 'reddog_qt.app.dialogs.table_limits_dialog',\n"
        "        'reddog_qt.app.record.replay', 'reddog_qt.app.sound.audio', 'reddog_qt.app.sound.cues',\n"
        "        'reddog_qt.app.felt.accessible', 'reddog_qt.record.history_csv', 'csv', 'reddog_qt.fairness',\n"
        "        'reddog_qt.record.stats', 'logging.handlers', 'subprocess', 'configparser']\n"
        "print(sorted(name for name in late if name in sys.modules))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-c", script], cwd=Path(__file__).resolve().parents[3], env=env,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip().splitlines()[-1] == "[]"
