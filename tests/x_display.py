"""A private X server (Xvfb) for tests that run the real game on a screen of their own, openbox to manage it
(:func:`managed_desktop`) and the X tools to read it (:class:`Desktop`); stopping what they start."""

from __future__ import annotations

import os
import re
import subprocess
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TypeVar

import pytest

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



def start_xvfb(env: dict[str, str], size: str = "1280x800") -> subprocess.Popen[bytes]:
    """Xvfb on a free display with one ``size`` (``WIDTHxHEIGHT``) screen; ``env["DISPLAY"]`` names it."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", f"{size}x24", "-nolisten", "tcp"],
                            pass_fds=(write,), stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as display:
        number = display.readline().strip()
    if not number:
        xvfb.kill()
        xvfb.wait()
        pytest.fail("Xvfb did not start")
    env["DISPLAY"] = f":{number}"
    return xvfb


def stop(process: subprocess.Popen[bytes]) -> None:
    """End ``process`` (terminate, then kill after 10 s) and close its pipes."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    for stream in (process.stdin, process.stdout, process.stderr):
        if stream is not None:
            stream.close()


@contextmanager
def managed_desktop(screen: Screen, env: dict[str, str]) -> Iterator[Desktop]:
    """Xvfb of ``screen``'s size with openbox managing it, once openbox publishes the work area; ``env`` gets
    the display's name. Both are stopped on the way out."""
    started = [start_xvfb(env, f"{screen.width}x{screen.height}")]
    try:
        started.append(subprocess.Popen(["openbox", "--sm-disable"], env=env, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL))
        desktop = Desktop(screen, env)
        wait_for(desktop.work_area, lambda area: area == Rect(0, 0, screen.width, screen.height),
                 "openbox publishes the screen's work area")
        yield desktop
    finally:
        for process in reversed(started):
            stop(process)
