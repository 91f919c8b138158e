"""The game's card art, sounds, voice, fonts and icons, found alike in a PyInstaller bundle, a source checkout
and an installed wheel, never relative to the working directory."""

from __future__ import annotations

import sys
from pathlib import Path

import reddog_qt

_REINSTALL = "The installation is incomplete; please reinstall the game."


def assets_dir() -> Path:
    """The folder holding ``cards/``, ``sounds/``, ``fonts/``...; :class:`FileNotFoundError` names every place tried."""
    package_dir = Path(reddog_qt.__file__).resolve().parent
    bundle = getattr(sys, "_MEIPASS", None)
    candidates = [Path(bundle) / "assets"] if getattr(sys, "frozen", False) and bundle else []
    candidates += [package_dir.parent / "assets", package_dir / "assets"]
    for folder in candidates:
        if (folder / "cards").is_dir():
            return folder
    raise FileNotFoundError(f"Red Dog cannot find its card art and sounds (looked in "
                            f"{', '.join(map(str, candidates))}). {_REINSTALL}")


def asset_path(*parts: str) -> Path:
    """One asset, e.g. ``asset_path("cards", "Qh.svg")``; :class:`FileNotFoundError` where Qt would show a blank."""
    path = assets_dir().joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"Red Dog's asset {'/'.join(parts)} is missing from {path.parent}. {_REINSTALL}")
    return path
