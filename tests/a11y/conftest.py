"""A private desktop for the game and a screen reader's view of it.

:func:`reader_desktop` starts an X server (Xvfb), a private D-Bus session bus (the
accessibility bus is started from it on demand, as on a desktop), the real game in
its own process, and :mod:`atspi_client` — an AT-SPI client in another process,
under the system's python3 with Debian's pyatspi. Tests talk to the client with
:meth:`Reader.ask`. Without those packages the tests are skipped, saying which.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from reddog_qt.app.table.reader_route import ASK_AGAIN_MS
from reddog_qt.profile.paths import ProfilePaths
from tests.x_display import start_xvfb, stop

HERE = Path(__file__).resolve().parent
SYSTEM_PYTHON = "/usr/bin/python3"
#: The Debian packages the reader tests need, and what each gives.
NEEDED = {"xvfb": "Xvfb", "at-spi2-core": "/usr/libexec/at-spi-bus-launcher", "dbus": "dbus-daemon",
          "xdotool": "xdotool"}


def missing_packages() -> list[str]:
    """The Debian packages of :data:`NEEDED` (and python3-pyatspi) not installed here."""
    missing = [package for package, tool in NEEDED.items()
               if not (Path(tool).exists() if tool.startswith("/") else shutil.which(tool))]
    has_pyatspi = Path(SYSTEM_PYTHON).exists() and subprocess.run(
        [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True).returncode == 0
    if not has_pyatspi:
        missing.append("python3-pyatspi")
    return missing


@dataclass
class Reader:
    """The AT-SPI client in its own process, asked one command at a time."""

    process: subprocess.Popen[str]
    game: subprocess.Popen[bytes]
    env: dict[str, str]
    log: list[object] = field(default_factory=list)

    def ask(self, command: str) -> object:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            why = self.process.stderr.read() if self.process.stderr else ""
            raise AssertionError(f"the AT-SPI client stopped on {command!r}: {why}")
        answer = json.loads(line)
        self.log.append((command, answer))
        return answer

    def focus_game(self) -> None:
        """Give the game's window (at the Atlantic City table) the keyboard: there is no window manager to do it."""
        subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "Atlantic City", "windowfocus"],
                       env=self.env, check=True, stdout=subprocess.DEVNULL, timeout=30)

    def at_table(self) -> None:
        """Wait for the table, give it the keys, let the game learn what this reader listens to, and forget the
        events so far: what is heard next is the test's."""
        assert self.ask("wait Options")["found"]
        self.focus_game()
        time.sleep(ASK_AGAIN_MS / 1000 + 1)
        self.ask("events")

    def focus_window(self, title: str) -> None:
        """Give the shown window titled ``title`` (a dialog) the keyboard."""
        subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", title, "windowfocus"],
                       env=self.env, check=True, stdout=subprocess.DEVNULL, timeout=30)

    def keys(self, *keys: str) -> None:
        """Real key presses into the window with the keyboard (xdotool)."""
        subprocess.run(["xdotool", "key", "--delay", "60", *keys], env=self.env, check=True)

    def type(self, text: str) -> None:
        """Real typing into the focused field (xdotool)."""
        subprocess.run(["xdotool", "type", "--delay", "60", text], env=self.env, check=True)


def _start_bus(env: dict[str, str]) -> subprocess.Popen[str]:
    bus = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"], stdout=subprocess.PIPE,
                           text=True, env=env)
    assert bus.stdout is not None
    env["DBUS_SESSION_BUS_ADDRESS"] = bus.stdout.readline().strip()
    return bus


@pytest.fixture
def reader_desktop(tmp_path: Path) -> Iterator[callable]:
    """``start(*game_args, announcements=True)``: the game on a private desktop, and a :class:`Reader` on its
    accessibility bus (listening to ``object:announcement`` or, like Orca 43, not)."""
    missing = missing_packages()
    if missing:
        pytest.skip("the screen-reader tests need the Debian packages " + " ".join(missing))
    env = {key: value for key, value in os.environ.items() if not key.startswith(("QT_", "DBUS_", "AT_SPI"))}
    env.update({"QT_QPA_PLATFORM": "xcb", "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1", "NO_AT_BRIDGE": "0",
                "XDG_RUNTIME_DIR": str(tmp_path / "run"), "HOME": str(tmp_path / "home"),
                "LC_ALL": "en_US.UTF-8", "LANG": "en_US.UTF-8"})
    (tmp_path / "run").mkdir(mode=0o700)
    (tmp_path / "home").mkdir()
    started: list[subprocess.Popen] = []
    xvfb = start_xvfb(env)
    started.append(xvfb)
    started.append(_start_bus(env))
    readers: list[Reader] = []

    def start(*game_args: str, announcements: bool = True, guide: bool = False) -> Reader:
        if not guide:  # the first-game guide speaks the first hand's steps: only a test of the guide wants it
            settings = ProfilePaths.single(tmp_path / "profile").settings_file
            settings.parent.mkdir(parents=True, exist_ok=True)
            saved = json.loads(settings.read_text(encoding="utf-8")) if settings.exists() else {}
            settings.write_text(json.dumps({**saved, "first_game_guide_done": True}), encoding="utf-8")
        game = subprocess.Popen([sys.executable, "-m", "reddog_qt.cli", "--profile-dir", str(tmp_path / "profile"),
                                 *game_args], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        started.append(game)
        client_args = [] if announcements else ["--no-announcements"]
        client = subprocess.Popen([SYSTEM_PYTHON, str(HERE / "atspi_client.py"), *client_args], env=env, text=True,
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        started.append(client)
        reader = Reader(client, game, env)
        readers.append(reader)
        return reader

    try:
        yield start
    finally:
        for reader in readers:
            if reader.process.poll() is None:
                with contextlib.suppress(AssertionError, BrokenPipeError, ValueError):
                    reader.ask("quit")
        for process in reversed(started):
            stop(process)
