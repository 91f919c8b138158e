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
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.x_display import PATIENCE, Desktop, Screen, managed_desktop, stop, wait_for

HERE = Path(__file__).resolve().parent
#: The Debian packages these tests need, and a program each gives.
NEEDED = {"xvfb": "Xvfb", "openbox": "openbox", "xdotool": "xdotool", "x11-utils": "xwininfo"}
SCREENS = (Screen(1366, 768), Screen(1280, 720, panel=32))


def missing_packages() -> list[str]:
    return [package for package, program in NEEDED.items() if not shutil.which(program)]


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
    with managed_desktop(screen, env) as desktop:
        if not screen.panel:
            yield desktop
            return
        panel = subprocess.Popen([sys.executable, str(HERE / "desktop_panel.py"), str(screen.panel)], env=env,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            assert panel.stdout is not None
            if panel.stdout.readline().strip() != "ready":
                pytest.fail(f"the desktop panel did not start: {panel.communicate(timeout=PATIENCE)[1]}")
            wait_for(desktop.work_area, lambda area: area == screen.available,
                     "openbox keeps the panel's strut off the work area")
            yield desktop
        finally:
            stop(panel)


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
