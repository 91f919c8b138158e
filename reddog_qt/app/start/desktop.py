"""What the desktop says about the player's screen and preferences: where a window fits, and reduced motion.

* :func:`fit_rect` places a window of a wanted size inside a screen's
  available area (the part not taken by panels and docks), centred, shrunk
  when the screen is smaller, and never below what the screen can hold.
* :func:`desktop_reduces_motion` reads the desktop's "reduce animations"
  choice. No Qt this game supports (6.8 to 6.11) exposes it, so it is asked where
  the desktop keeps it: GNOME's ``enable-animations``, KDE's
  ``AnimationDurationFactor``, Windows' client-area animation switch, macOS's
  Reduce Motion.
"""

from __future__ import annotations

import logging
import os
import sys
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QRect, QSize

log = logging.getLogger(__name__)


def fit_rect(wanted: QSize, available: QRect, frame: QSize | None = None) -> QRect:
    """The client rectangle for a window of ``wanted`` size: inside ``available`` with its ``frame`` (the
    window manager's border and title bar, width and height together), centred.

    >>> r = fit_rect(QSize(1280, 800), QRect(0, 0, 1366, 728), QSize(2, 30))
    >>> (r.width(), r.height(), r.x(), r.y())
    (1280, 698, 43, 30)
    """
    if frame is None:
        frame = QSize(0, 0)
    width = max(1, min(wanted.width(), available.width() - frame.width()))
    height = max(1, min(wanted.height(), available.height() - frame.height()))
    x = available.x() + (available.width() - width - frame.width()) // 2 + frame.width() // 2
    y = available.y() + (available.height() - height - frame.height()) // 2 + frame.height()
    y = max(available.y() + frame.height(), min(y, available.bottom() + 1 - height))
    return QRect(x, y, width, height)


@lru_cache(maxsize=1)
def desktop_reduces_motion() -> bool:
    """True if the desktop asks applications to cut down animation (see the module docstring)."""
    try:
        if sys.platform.startswith("win"):
            return _windows_reduces_motion()
        if sys.platform == "darwin":
            return _read_command(["defaults", "read", "com.apple.universalaccess", "reduceMotion"]) == "1"
        return _kde_reduces_motion() or _gnome_reduces_motion()
    except (OSError, ValueError) as problem:
        log.debug("could not read the desktop's motion setting: %s", problem)
        return False


def _windows_reduces_motion() -> bool:
    import ctypes

    SPI_GETCLIENTAREAANIMATION = 0x1042
    enabled = ctypes.c_bool(True)
    ok = ctypes.windll.user32.SystemParametersInfoW(SPI_GETCLIENTAREAANIMATION, 0, ctypes.byref(enabled), 0)  # type: ignore[attr-defined]
    return bool(ok) and not enabled.value


#: Desktops that keep their animation switch in GNOME's settings (org.gnome.desktop.interface).
GNOME_FAMILY = ("gnome", "unity", "budgie", "pantheon")


def _gnome_reduces_motion() -> bool:
    # Asked only inside such a desktop: elsewhere gsettings answers its built-in default, and starting
    # it costs some 20 ms of every start.
    session = " ".join(os.environ.get(name, "") for name in ("XDG_CURRENT_DESKTOP", "DESKTOP_SESSION")).lower()
    import shutil

    if not any(name in session for name in GNOME_FAMILY) or shutil.which("gsettings") is None:
        return False
    return _read_command(["gsettings", "get", "org.gnome.desktop.interface", "enable-animations"]) == "false"


def _kde_reduces_motion() -> bool:
    config = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config") / "kdeglobals"
    if not config.is_file():
        return False
    import configparser  # here and below: only the desktop that keeps the setting there pays for the import

    parser = configparser.ConfigParser(interpolation=None, strict=False)
    try:
        parser.read(config, encoding="utf-8")
    except (configparser.Error, UnicodeDecodeError) as problem:  # a damaged file is no setting
        log.debug("could not read %s: %s", config, problem)
        return False
    factor = parser.get("KDE", "AnimationDurationFactor", fallback="1")
    return float(factor) == 0.0


def _read_command(command: list[str]) -> str:
    """The command's output, stripped; "" if it failed. A command that cannot run raises OSError."""
    import subprocess

    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=2, check=False)
    except subprocess.SubprocessError as problem:  # it ran too long
        raise OSError(str(problem)) from problem
    return result.stdout.strip() if result.returncode == 0 else ""


__all__ = ["desktop_reduces_motion", "fit_rect"]
