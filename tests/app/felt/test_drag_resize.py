"""The felt is laid out for the size the window has, after any sequence of resizes.

The printed felt is kept per scale (felt_cache): a view narrowed or widened at one scale moves the felt
across it, and the kept printing must be laid where the felt is now. The quick tests resize a view in
steps, with and without a frame between them, and compare it with a view made fresh at that size.

The slow test does it for real: an X screen of its own (Xvfb) managed by openbox, the real game in
its own process (felt_window.py, which says where its felt lies in the window). Its window is set to
1280x728 (or 1300x728) and dragged by openbox's Alt + right-button resize, in many small steps, down
to the window's minimum or to a size on the way; then the felt cut from a screenshot of the real
window (ImageMagick's ``import``) must equal, pixel for pixel, the felt of a game started fresh and
given that size. A drag sends many resizes between two frames, at sizes that can share the felt's
scale while its place in the window moves: the picture must follow the place too.
It is done at rest, and with a hand dealt (practice deal 3 in both games: cards, the red dog on its
box, the lit box, the result banner).
Without the X tools the test is skipped, saying which Debian packages are missing.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QTransform

from reddog_qt.app.felt import felt_cache
from reddog_qt.app.felt.felt import SCENE_RECT, FeltPrinting, scale_boxes
from reddog_qt.app.felt.table_scene import TableScene
from reddog_qt.app.felt.table_view import TableView
from reddog_qt.app.felt.timings import Timings
from reddog_qt.engine import HandKind, Rules
from tests.x_display import Desktop, Rect, Screen, managed_desktop, stop, wait_for

TESTS = Path(__file__).resolve().parents[2]
#: The Debian packages this test needs, and a program each gives.
NEEDED = {"xvfb": "Xvfb", "openbox": "openbox", "xdotool": "xdotool", "x11-utils": "xprop",
          "imagemagick": "import"}
SCREEN = Screen(1600, 900)
#: Mouse steps of one drag, and the pause after each (openbox resizes the window as the pointer moves).
STEPS = 40
STEP_PAUSE = 0.01


def view_at(qtbot, width: int, height: int) -> TableView:
    view = TableView(TableScene(Rules.preset("atlantic-city"), Timings(animated=False)))
    qtbot.addWidget(view)
    view.resize(width, height)
    view.show()
    qtbot.waitExposed(view)
    return view


def fresh_felt(qtbot, width: int, height: int) -> QImage:
    """The felt of a view made at ``width`` x ``height``, from printings made for it alone."""
    felt_cache.clear()
    return view_at(qtbot, width, height).grab().toImage()


#: A height that sets the felt's scale (the view wider than the table's shape), and widths that keep it.
HALF = round(SCENE_RECT.height() / 2)
SAME_SCALE_WIDTHS = (900, 1000, 1100, 901, 1001, 960)  # odd: half a pixel off


def test_a_view_widened_and_narrowed_at_one_scale_shows_a_fresh_views_felt(qtbot) -> None:
    felt_cache.clear()
    view = view_at(qtbot, SAME_SCALE_WIDTHS[0], HALF)
    seen = []
    for width in SAME_SCALE_WIDTHS[1:]:
        view.resize(width, HALF)
        seen.append((width, view.grab().toImage()))
    for width, image in seen:
        assert image == fresh_felt(qtbot, width, HALF), f"at {width}x{HALF} the felt is not where it belongs"


def test_many_resizes_before_a_frame_leave_the_felt_of_the_last_size(qtbot) -> None:
    felt_cache.clear()
    view = view_at(qtbot, 900, HALF)
    view.grab()
    for width, height in ((1200, 700), (1000, 620), (1100, HALF), (820, 500), (1000, HALF)):
        view.resize(width, height)  # no frame between them, as in a fast drag
    assert view.grab().toImage() == fresh_felt(qtbot, 1000, HALF)


def felt_at(left: float, top: float, lit: HandKind | int | None) -> QImage:
    """The felt from the kept printings, at half size with its corner at (``left``, ``top``) of a 1000x500 image."""
    image = QImage(1000, 500, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("black"))
    painter = QPainter(image)
    painter.setTransform(QTransform.fromScale(0.5, 0.5) * QTransform.fromTranslate(left, top))
    felt = FeltPrinting(Rules.preset("atlantic-city"), scale_boxes(), lit, QRectF(500, 716, 600, 122),
                        {1: 650.0, 5: 750.0, 25: 850.0, 100: 950.0})
    felt_cache.paint_felt_cached(painter, SCENE_RECT, felt)
    painter.end()
    return image


@pytest.mark.parametrize("lit", [None, 7, HandKind.PAIR])
def test_a_kept_printing_and_its_lit_box_follow_the_felt_across_the_device(qtbot, lit) -> None:
    for left, top in ((120.25, 10.5), (57.25, 34.5), (0.25, 0.5)):  # the same scale and fraction, elsewhere
        felt_cache.clear()
        printed_here = felt_at(left, top, lit)
        felt_cache.clear()
        felt_at(20.25, 10.5, lit)  # printed there, a quarter pixel off the grid
        assert felt_at(left, top, lit) == printed_here, f"the felt printed at (20.25, 10.5) shown at {(left, top)}"


@dataclass
class Game:
    """The game in its own process, asked where its felt is one line at a time."""

    process: subprocess.Popen[str]
    desktop: Desktop
    log: Path

    def where(self) -> dict[str, int]:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write("where\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise AssertionError(f"the game stopped: {self.log.read_text(errors='replace')}")
        return json.loads(line)

    @property
    def window(self) -> str:
        return str(self.where()["window"])

    def size(self) -> tuple[int, int]:
        found = self.where()
        return found["window_width"], found["window_height"]

    def frame(self) -> Rect:
        """The client window on the screen (xdotool's geometry)."""
        info = self.desktop.x("xdotool", "getwindowgeometry", self.window)
        x, y = re.search(r"Position: (-?\d+),(-?\d+)", info).groups()  # type: ignore[union-attr]
        width, height = re.search(r"Geometry: (\d+)x(\d+)", info).groups()  # type: ignore[union-attr]
        return Rect(int(x), int(y), int(width), int(height))

    def set_size(self, width: int, height: int) -> None:
        """One jump to ``width`` x ``height`` (xdotool asks the window manager), waited for."""
        self.desktop.x("xdotool", "windowsize", self.window, str(width), str(height))
        wait_for(self.size, lambda size: size == (width, height), f"the window takes the size {width}x{height}")

    def drag_corner(self, by_x: int, by_y: int) -> None:
        """Resize by dragging the bottom right corner by (``by_x``, ``by_y``) pixels with Alt + right button."""
        frame = self.frame()
        start_x, start_y = frame.x + frame.width - 30, frame.y + frame.height - 30
        x = self.desktop.x
        x("xdotool", "mousemove", str(start_x), str(start_y))
        x("xdotool", "keydown", "alt", "mousedown", "3")
        try:
            for step in range(1, STEPS + 1):
                x("xdotool", "mousemove", str(start_x + by_x * step // STEPS), str(start_y + by_y * step // STEPS))
                time.sleep(STEP_PAUSE)
        finally:
            x("xdotool", "mouseup", "3", "keyup", "alt")
        # The pointer leaves the window, as a player's hand does after a resize, so what it passed over on the way
        # (the first-game guide's buttons) is not caught lit: the fresh window to compare with has no pointer on it.
        x("xdotool", "mousemove", str(SCREEN.width - 1), str(SCREEN.height - 1))

    def bet_and_deal(self) -> None:
        """Ten of the smallest chip on the bet, then Enter: real key presses into the game's window."""
        self.desktop.x("xdotool", "windowactivate", "--sync", self.window)
        self.desktop.x("xdotool", "key", "--delay", "100", "shift+Up", "Return")

    def felt(self, folder: Path, name: str) -> QImage:
        """The felt as the screen shows it: a screenshot of the window, cut to the view, once it stands still."""
        def shot() -> QImage:
            where = self.where()
            path = folder / f"{name}.png"
            self.desktop.x("import", "-window", str(where["window"]), str(path))
            return QImage(str(path)).copy(QRect(where["x"], where["y"], where["width"], where["height"]))

        shots = [shot()]

        def next_shot() -> list[QImage]:
            time.sleep(0.5)
            shots.append(shot())
            return shots[-2:]

        # The last resizes may still be painting: two shots in a row must agree.
        return wait_for(next_shot, lambda last: last[0] == last[1], f"the felt of {name} stands still")[1]


def differing_pixels(a: QImage, b: QImage) -> int:
    if a == b:
        return 0
    if a.size() != b.size():
        return a.width() * a.height()
    a, b = a.convertToFormat(QImage.Format.Format_RGB32), b.convertToFormat(QImage.Format.Format_RGB32)
    return sum(a.pixel(x, y) != b.pixel(x, y) for y in range(a.height()) for x in range(a.width()))


@pytest.fixture
def desktop(tmp_path: Path) -> Iterator[Desktop]:
    missing = [package for package, program in NEEDED.items() if not shutil.which(program)]
    if missing:
        pytest.skip("the drag-resize test needs the Debian packages " + " ".join(missing))
    env = {key: value for key, value in os.environ.items() if not key.startswith(("QT_", "DBUS_", "XDG_"))}
    env.update({"QT_QPA_PLATFORM": "xcb", "HOME": str(tmp_path / "home"), "XDG_RUNTIME_DIR": str(tmp_path / "run"),
                "PYTHONPATH": os.pathsep.join([str(TESTS.parent), env.get("PYTHONPATH", "")])})
    (tmp_path / "run").mkdir(mode=0o700)
    (tmp_path / "home").mkdir()
    with managed_desktop(SCREEN, env) as desktop:
        yield desktop


@pytest.fixture
def start_game(desktop: Desktop, tmp_path: Path) -> Iterator[callable]:
    """``start(name, seed=None)``: the game with a fresh profile of that name (in practice, dealt as deal number
    ``seed``, if given), once its window is shown."""
    games: list[Game] = []

    def start(name: str, seed: int | None = None) -> Game:
        log = tmp_path / f"{name}.log"
        with log.open("wb") as errors:
            process = subprocess.Popen([sys.executable, str(TESTS / "felt_window.py"), str(tmp_path / name),
                                        *([] if seed is None else [str(seed)])],
                                       env=desktop.env, text=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                       stderr=errors)
        game = Game(process, desktop, log)
        games.append(game)
        wait_for(game.where, bool, f"the game {name} shows its window")
        return game

    try:
        yield start
    finally:
        for game in games:
            stop(game.process)


Drag = tuple[tuple[int, int], tuple[int, int]]  # the window's size at the start, and how far the corner is dragged
#: From about 1280x728 straight down to the minimum (as reported), again from 1300, and to a size on the way.
TO_THE_MINIMUM: list[Drag] = [((1280, 728), (-500, -200)), ((1300, 728), (-520, -200))]
ON_THE_WAY: Drag = ((1280, 728), (-230, -90))


def drag_and_compare(start_game: callable, folder: Path, drags: list[Drag], seed: int | None = None) -> list[str]:
    """Each drag in turn on one game; what differs from a fresh game's felt at the size each drag ends at.
    ``seed``: both games play practice deal number ``seed`` (one bet, dealt) before anything is compared."""
    def started(name: str) -> Game:
        game = start_game(name, seed)
        if seed is not None:
            game.bet_and_deal()
        return game

    dragged = started("dragged")
    fresh: dict[tuple[int, int], QImage] = {}
    failures = []
    for number, ((width, height), (by_x, by_y)) in enumerate(drags):
        dragged.set_size(width, height)
        dragged.felt(folder, f"before-{number}")  # drawn at the starting size first, as a player would see it
        dragged.drag_corner(by_x, by_y)
        seen = dragged.felt(folder, f"dragged-{number}")
        size = dragged.size()
        if size not in fresh:
            reference = started(f"fresh-{size[0]}x{size[1]}")
            reference.set_size(*size)
            fresh[size] = reference.felt(folder, f"fresh-{size[0]}x{size[1]}")
            stop(reference.process)
        differing = differing_pixels(seen, fresh[size])
        if differing:
            failures.append(f"drag {number} from {width}x{height} to {size[0]}x{size[1]}: {differing} pixels differ")
    return failures


@pytest.mark.slow
def test_after_real_drags_the_felt_equals_a_fresh_windows(start_game, tmp_path: Path) -> None:
    failures = drag_and_compare(start_game, tmp_path, [*TO_THE_MINIMUM, *TO_THE_MINIMUM[:1], ON_THE_WAY,
                                                       *TO_THE_MINIMUM[1:]])
    assert not failures, f"the felt differs from a fresh window's (screenshots in {tmp_path}):\n" + "\n".join(failures)


@pytest.mark.slow
def test_after_real_drags_a_dealt_hand_and_its_lit_spread_equal_a_fresh_windows(start_game, tmp_path: Path) -> None:
    # Practice deal 3: the king and the ace of diamonds, a push; the Consecutive box lit, the red dog under it.
    failures = drag_and_compare(start_game, tmp_path, [*TO_THE_MINIMUM, ON_THE_WAY], seed=3)
    assert not failures, f"the felt differs from a fresh window's (screenshots in {tmp_path}):\n" + "\n".join(failures)
