"""The window on real screen sizes: a first start inside the available area, saved geometry from another
screen, and the console readable and unclipped from the 820x560 minimum to 2560x1440 at every table."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from reddog_qt.engine import PRESET_NAMES

REPO = Path(__file__).resolve().parents[3]

FIRST_START = """
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from reddog_qt.app.table.main_window import MainWindow
window = MainWindow(profile_dir=sys.argv[1], seed=1)
window.show()
app.processEvents()
app.processEvents()
from PySide6.QtCore import QRect
outside = [b.objectName() for b in window.console.action_buttons
           if b.isVisible() and not window.rect().contains(QRect(b.mapTo(window, b.rect().topLeft()), b.size()))]
available = app.primaryScreen().availableGeometry()
print(json.dumps({"window": [window.x(), window.y(), window.width(), window.height()],
                  "available": [available.x(), available.y(), available.width(), available.height()],
                  "outside": outside}))
"""


def _screen(tmp_path: Path, width: int, height: int) -> dict[str, str]:
    config = tmp_path / f"screen-{width}x{height}.json"
    config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": width, "height": height,
                                                "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    return dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")


def _run(script: str, tmp_path: Path, width: int, height: int, *args: str) -> dict:
    result = subprocess.run([sys.executable, "-c", script, *args], cwd=REPO, env=_screen(tmp_path, width, height),
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr[-2000:]
    return json.loads(result.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("size", [(1366, 768), (1280, 800), (1920, 1080), (1024, 600)])
def test_a_first_window_opens_inside_the_screen(tmp_path, size):
    report = _run(FIRST_START, tmp_path, *size, str(tmp_path / "profile"))
    window = QRect(*report["window"])
    available = QRect(*report["available"])
    assert available.contains(window), report
    assert report["outside"] == []
    # As large as the standard 1280x800 allows, less the window frame on a small screen.
    assert min(1280, available.width()) - 40 <= window.width() <= 1280
    assert min(800, available.height()) - 40 <= window.height() <= 800


SAVED_ELSEWHERE = """
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from reddog_qt.app.table.main_window import MainWindow
window = MainWindow(profile_dir=sys.argv[1], seed=1)
window.show()
app.processEvents()
available = app.primaryScreen().availableGeometry()
print(json.dumps({"window": [window.x(), window.y(), window.width(), window.height()],
                  "available": [available.x(), available.y(), available.width(), available.height()]}))
"""

SAVE_BIG = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from reddog_qt.app.table.main_window import MainWindow
window = MainWindow(profile_dir=sys.argv[1], seed=1)
window.show()
app.processEvents()
window.setGeometry(1200, 300, 1800, 1100)
app.processEvents()
window.close()
"""


def test_a_window_saved_on_a_bigger_screen_comes_back_inside_a_smaller_one(tmp_path):
    profile = str(tmp_path / "profile")
    result = subprocess.run([sys.executable, "-c", SAVE_BIG, profile], cwd=REPO, env=_screen(tmp_path, 3200, 1800),
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr[-2000:]
    report = _run(SAVED_ELSEWHERE, tmp_path, 1366, 768, profile)
    assert QRect(*report["available"]).contains(QRect(*report["window"])), report


# --- the console fits ------------------------------------------------------------------------


def _inside(widget: QWidget, window: QWidget) -> bool:
    top_left = widget.mapTo(window, widget.rect().topLeft())
    return window.rect().contains(QRect(top_left, widget.size()))


def _overlaps(widgets: list[QWidget], window: QWidget) -> list[tuple[str, str]]:
    rects = [(w.objectName() or w.text(), QRect(w.mapTo(window, w.rect().topLeft()), w.size())) for w in widgets]
    return [(a, b) for i, (a, ra) in enumerate(rects) for b, rb in rects[i + 1:] if ra.intersects(rb)]


def _check_console(window) -> None:
    console = window.console
    shown = [w for w in console.findChildren(QPushButton) if w.isVisible()]
    shown += [console.raise_box] if console.raise_box.isVisible() else []
    for widget in shown:
        assert _inside(widget, window), f"{widget.objectName()} runs past the window's edge"
        if isinstance(widget, QPushButton):
            # The whole label shows: the button is at least as wide as its text needs.
            # (The style sheet's padding is part of the size hint: less than it eats into the text.)
            needed = max(widget.fontMetrics().horizontalAdvance(widget.text()) + 8, widget.sizeHint().width() - 2)
            assert widget.width() >= needed, f"{widget.objectName()} cuts its label {widget.text()!r}"
            assert widget.height() >= widget.fontMetrics().height(), widget.objectName()
    assert _overlaps(shown, window) == []
    for label in console.findChildren(QLabel):
        if label.isVisible() and label.text() and label is not console.message:
            assert label.width() >= label.minimumSizeHint().width() - 1, f"{label.text()!r} is clipped"
    view = window.view
    assert view.height() >= 200 and view.width() >= 400
    for control in view.controls():
        assert view.viewport().rect().contains(view.mapFromScene(control.sceneBoundingRect().center()))


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize("size", [(820, 560), (900, 600), (1366, 768), (1920, 1080), (2560, 1440)])
def test_the_console_fits_every_window_size_at_every_table(qtbot, make_window, preset, size):
    window = make_window(seed=1)
    window.choose_preset(preset)
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    qtbot.wait(1)  # the layout settles after the resize event
    _check_console(window)


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize("width", [820, 880, 900, 904, 960, 1024, 1100])
def test_the_console_fits_once_hands_are_played(qtbot, make_window, deal_to_a_spread, preset, width):
    """The session clock and net fill in with the first hand: nothing may be squeezed by them."""
    window = make_window(seed=1, animated=False)
    window.choose_preset(preset)
    deal_to_a_spread(qtbot, window, hands=3)
    window.resize(width, 600)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (width, 600))
    qtbot.wait(1)
    _check_console(window)


def test_the_console_grows_on_a_big_window(qtbot, make_window):
    window = make_window(seed=1)
    small = window.console.deal_button.height()
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: window.console.scale > 1.2)
    qtbot.waitUntil(lambda: window.console.deal_button.height() > small)
    assert window.console.deal_button.fontInfo().pixelSize() >= 18  # 14 px at 1280x800


HIGH_DPI = """
import json, sys
sys.path.insert(0, sys.argv[2])
from PySide6.QtWidgets import QApplication
app = QApplication([])
from reddog_qt.app.table.main_window import MainWindow
from test_screen_fit import _check_console
window = MainWindow(profile_dir=sys.argv[1], seed=1)
window.show()
for _ in range(5):
    app.processEvents()
_check_console(window)
available = app.primaryScreen().availableGeometry()
print(json.dumps({"window": [window.x(), window.y(), window.width(), window.height()],
                  "available": [available.x(), available.y(), available.width(), available.height()],
                  "ratio": window.devicePixelRatio()}))
"""


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_high_dpi_screen_shows_the_whole_table(tmp_path, language):
    """QT_SCALE_FACTOR=2 on a 2732x1536 panel: a 1366x768 desktop in logical pixels, every control inside."""
    profile = tmp_path / "profile"
    profile.mkdir()
    (profile / "settings.json").write_text(json.dumps({"version": 1, "language": language}))
    env = {**_screen(tmp_path, 2732, 1536), "QT_SCALE_FACTOR": "2"}
    result = subprocess.run([sys.executable, "-c", HIGH_DPI, str(profile), str(Path(__file__).parent)], cwd=REPO,
                            env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr[-2000:]
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["ratio"] == 2
    assert QRect(*report["available"]).contains(QRect(*report["window"])), report
