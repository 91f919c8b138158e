"""The first window under a real window manager: on a first start (no saved geometry) the whole window,
title bar and borders included, lies inside the screen's available area.

Each screen is an X server of its own (Xvfb) with openbox managing it; on the smaller one a desktop
panel (a dock with a strut, see desktop_panel.py) takes the top 32 pixels off the available area. The
real game starts in its own process with a fresh profile, in English and in German, and the frame is
read from the X server: the client window's place and size (xwininfo) widened by the frame extents the
window manager publishes (xprop, ``_NET_FRAME_EXTENTS``). Without those tools the tests are skipped,
saying which Debian packages are missing.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import pytest

from tests.x_display import start_xvfb, stop

HERE = Path(__file__).resolve().parent
#: The Debian packages these tests need, and a program each gives.
NEEDED = {"xvfb": "Xvfb", "openbox": "openbox", "xdotool": "xdotool", "x11-utils": "xwininfo"}
#: How long the desktop and the game may take to come up on a busy machine, in seconds.
PATIENCE = 60

T = TypeVar("T")


@dataclass(frozen=True)
class Rect:
    x: int
    y: int
    width: int
    height: int

    def contains(self, other: Rect) -> bool:
        return (self.x <= other.x and self.y <= other.y and other.x + other.width <= self.x + self.width
                and other.y + other.height <= self.y + self.height)


@dataclass(frozen=True)
class Screen:
    """An X screen ``width`` x ``height``, with a desktop panel ``panel`` pixels high across its top (0: none)."""

    width: int
    height: int
    panel: int = 0

    @property
    def available(self) -> Rect:
        """The screen less the panel's strut."""
        return Rect(0, self.panel, self.width, self.height - self.panel)

    def __str__(self) -> str:
        return f"{self.width}x{self.height}" + (f"-panel{self.panel}" if self.panel else "")


SCREENS = (Screen(1366, 768), Screen(1280, 720, panel=32))


def missing_packages() -> list[str]:
    return [package for package, program in NEEDED.items() if not shutil.which(program)]


def wait_for(read: Callable[[], T], done: Callable[[T], bool], what: str,
             still_running: Callable[[], str | None] = lambda: None, patience: float = PATIENCE) -> T:
    """Read until ``done`` holds (the desktop's programs work at their own pace); fail naming ``what`` if it
    never does within ``patience`` seconds, or at once if ``still_running`` says why it cannot."""
    deadline = time.monotonic() + patience
    while True:
        value = read()
        if done(value):
            return value
        stopped = still_running()
        if stopped:
            pytest.fail(f"{what}: {stopped}")
        if time.monotonic() > deadline:
            pytest.fail(f"{what} (still {value!r} after {patience:g} s)")
        time.sleep(0.1)


def numbers(text: str) -> list[int]:
    return [int(number) for number in re.findall(r"-?\d+", text)]


@dataclass
class Desktop:
    """An X screen managed by openbox, and the X tools to read it."""

    screen: Screen
    env: dict[str, str]

    def x(self, *command: str) -> str:
        return subprocess.run(command, env=self.env, capture_output=True, text=True, timeout=PATIENCE).stdout

    def work_area(self) -> Rect:
        """The available area the window manager publishes (the first desktop's ``_NET_WORKAREA``)."""
        found = numbers(self.x("xprop", "-root", "-notype", "_NET_WORKAREA").partition("=")[2])
        return Rect(*found[:4]) if len(found) >= 4 else Rect(0, 0, 0, 0)

    def frame_extents(self, window: str) -> list[int]:
        """How far ``window``'s frame reaches beyond it: left, right, top, bottom (none before it is framed)."""
        return numbers(self.x("xprop", "-id", window, "-notype", "_NET_FRAME_EXTENTS").partition("=")[2])

    def frame(self, window: str) -> Rect | None:
        """``window``'s frame on the screen: its client area widened by the frame the window manager drew."""
        extents = self.frame_extents(window)
        info = self.x("xwininfo", "-id", window)
        fields = dict(re.findall(r"^\s*(Absolute upper-left X|Absolute upper-left Y|Width|Height):\s*(-?\d+)",
                                 info, re.MULTILINE))
        if len(extents) != 4 or len(fields) != 4:
            return None
        left, right, top, bottom = extents
        return Rect(int(fields["Absolute upper-left X"]) - left, int(fields["Absolute upper-left Y"]) - top,
                    int(fields["Width"]) + left + right, int(fields["Height"]) + top + bottom)


@pytest.fixture(scope="module", params=SCREENS, ids=str)
def desktop(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Desktop]:
    missing = missing_packages()
    if missing:
        pytest.skip("the window manager tests need the Debian packages " + " ".join(missing))
    screen: Screen = request.param
    home = tmp_path_factory.mktemp(f"desktop-{screen}")
    env = {key: value for key, value in os.environ.items() if not key.startswith(("QT_", "DBUS_", "XDG_"))}
    env.update({"QT_QPA_PLATFORM": "xcb", "HOME": str(home / "home"), "XDG_RUNTIME_DIR": str(home / "run")})
    (home / "run").mkdir(mode=0o700)
    (home / "home").mkdir()
    started = [start_xvfb(env, f"{screen.width}x{screen.height}")]
    try:
        started.append(subprocess.Popen(["openbox", "--sm-disable"], env=env, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL))
        desktop = Desktop(screen, env)
        full = Rect(0, 0, screen.width, screen.height)
        wait_for(desktop.work_area, lambda area: area == full, "openbox publishes the screen's work area")
        if screen.panel:
            panel = subprocess.Popen([sys.executable, str(HERE / "desktop_panel.py"), str(screen.panel)], env=env,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            started.append(panel)
            assert panel.stdout is not None
            if panel.stdout.readline().strip() != "ready":
                pytest.fail(f"the desktop panel did not start: {panel.communicate(timeout=PATIENCE)[1]}")
            wait_for(desktop.work_area, lambda area: area == screen.available,
                     "openbox keeps the panel's strut off the work area")
        yield desktop
    finally:
        for process in reversed(started):
            stop(process)


@pytest.mark.parametrize("language", ["en", "de"])
def test_first_window_frame_fits_the_available_area(desktop: Desktop, language: str, tmp_path: Path) -> None:
    log = tmp_path / "game.log"
    with log.open("wb") as errors:
        game = subprocess.Popen([sys.executable, "-m", "reddog_qt.cli", "--profile-dir", str(tmp_path / "profile"),
                                 "--language", language], env=desktop.env, stdout=subprocess.DEVNULL, stderr=errors)
    try:
        def game_stopped() -> str | None:
            if game.poll() is None:
                return None
            return f"the game stopped with {game.returncode}: {log.read_text(errors='replace')}"

        windows = wait_for(lambda: desktop.x("xdotool", "search", "--onlyvisible", "--pid", str(game.pid)).split(),
                           bool, "the game's window is mapped", game_stopped)
        assert len(windows) == 1, f"one window on a first start, not {windows}"
        wait_for(lambda: desktop.frame(windows[0]), lambda frame: frame is not None,
                 "openbox frames the game's window", game_stopped)
        assert desktop.frame_extents(windows[0])[2] > 0, "openbox draws a title bar above the window"
        available = desktop.screen.available
        # The game fits its window once it knows the frame: read until the frame lies inside.
        wait_for(lambda: desktop.frame(windows[0]), lambda frame: frame is not None and available.contains(frame),
                 f"the window's frame lies inside the available area {available}", game_stopped, patience=10)
    finally:
        stop(game)
