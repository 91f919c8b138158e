"""Every picture of the table in assets/screenshots can be made again by the scripts the README names,
and every picture the README shows is there."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHOTS = REPO / "assets" / "screenshots"
#: Made by record_screenshots.py, and on Windows (not by the table's script).
ELSEWHERE = {"history", "statistics", "statistics-fairness", "reality-check", "windows-installer-welcome",
             "windows-wine-1280x800"}


def _load(name: str):
    spec = importlib.util.spec_from_file_location(name, REPO / "assets" / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_table_picture_has_its_recipe():
    pictures = _load("make_all_screenshots").PICTURES
    on_disk = {path.stem for path in SHOTS.glob("*.png")}
    assert on_disk - ELSEWHERE <= set(pictures), sorted(on_disk - ELSEWHERE - set(pictures))
    assert set(pictures) <= on_disk, sorted(set(pictures) - on_disk)


def test_the_script_deals_every_state_a_picture_asks_for():
    states = set(_load("make_screenshots").STATES)
    assert {"trips", "raised-win", "win", "paying"} <= states
    for _screen, arguments, _env, _wm in _load("make_all_screenshots").PICTURES.values():
        if "--state" in arguments:
            assert arguments[arguments.index("--state") + 1] in states


def test_every_picture_in_the_readme_is_there():
    shown = re.findall(r"\]\((assets/screenshots/[^)]+\.png)\)", (REPO / "README.md").read_text(encoding="utf-8"))
    assert shown
    for path in shown:
        assert (REPO / path).is_file(), path
