"""Fixtures for the table-window tests: a profile folder, stacked shoes, windows and clicks on the felt.

A test that needs a certain hand names its cards: ``make_window("9c Qd 10h")`` opens a table whose
shoe deals exactly those cards first (:meth:`Shoe.stacked`), so no test depends on how the shuffle
orders a seed's cards. The helpers are handed out as fixtures so the test modules need no package
structure.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from reddog_qt.engine import Rules, Session, Shoe
from reddog_qt.profile.paths import ProfilePaths

#: Window size every test window gets (the felt is laid out for it).
WINDOW_SIZE = (1280, 800)


def stacked_session(cards: str, preset: str = "atlantic-city", **options) -> Session:
    """A headless session at ``preset`` whose shoe deals exactly ``cards`` first (then at random from seed 0).

    ``options`` go to :class:`Session` (balance, journal, ...).
    """
    rules = Rules.preset(preset)
    return Session(rules, shoe=Shoe.stacked(rules, cards), **options)


@pytest.fixture(name="stacked_session")
def stacked_session_fixture():
    """``stacked_session(cards, preset="atlantic-city", **options)``: see :func:`stacked_session`."""
    return stacked_session


def _saved_settings(profile: Path) -> dict:
    settings_file = ProfilePaths.single(profile).settings_file
    return json.loads(settings_file.read_text()) if settings_file.exists() else {}


def saved_preset(profile: Path) -> str:
    """The table the profile opens at (Atlantic City in a new profile)."""
    return _saved_settings(profile).get("preset", "atlantic-city")


def sit_at(profile: Path, preset: str) -> None:
    """Save ``preset`` as the table the profile opens at (keeping its other saved settings)."""
    ProfilePaths.single(profile).ensure()
    ProfilePaths.single(profile).settings_file.write_text(json.dumps({**_saved_settings(profile), "preset": preset}))


def guide_done(profile: Path) -> None:
    """Mark the profile's first-game guide as seen (keeping its other saved settings): it will not show.

    A settings file that is not JSON is left as the test made it (the table sets it aside and starts on the
    defaults, as at a first start).
    """
    ProfilePaths.single(profile).ensure()
    try:
        saved = _saved_settings(profile)
    except ValueError:  # not UTF-8, or not JSON
        return
    if isinstance(saved, dict):
        ProfilePaths.single(profile).settings_file.write_text(json.dumps({**saved, "first_game_guide_done": True}))


@pytest.fixture
def profile(tmp_path: Path) -> Path:
    """An empty profile folder for one player."""
    folder = tmp_path / "profile"
    folder.mkdir()
    return folder


@pytest.fixture
def make_window(qtbot, profile: Path):
    """``make_window(deal=None, preset=None, seed=None, profile=None, animated=True, speed=10, guide=False)``: a
    shown 1280x800 MainWindow.

    ``deal`` names the cards the table deals first, in order and across hands (``"9c Qd 10h 5s 6s"``:
    a spread of 2 won, then a consecutive hand); after them the shoe deals at random from ``seed``
    (0 if None). ``preset`` is saved as the profile's table first (else the table is the one saved,
    Atlantic City in a new profile). ``profile`` defaults to the test's profile folder; ``speed``
    (None: keep the saved one) and ``animated`` are applied through :meth:`MainWindow.apply_settings`,
    as the Options dialog does. The first-game guide shows only with ``guide`` (a player's first game): the
    other tests play at a table a player already knows, whose message row says the table's own lines.
    """
    from reddog_qt.app.table.main_window import MainWindow

    default_profile = profile

    def make(deal: str | None = None, preset: str | None = None, *, seed: int | None = None,
             profile: Path | None = None, animated: bool = True, speed: int | None = 10,
             guide: bool = False) -> MainWindow:
        if deal is not None and not isinstance(deal, str):
            raise TypeError(f"make_window's first argument is the cards to deal, as text; a seed is seed={deal!r}")
        folder = default_profile if profile is None else profile
        if preset is not None:
            sit_at(folder, preset)
        if not guide:
            guide_done(folder)
        shoe = None if deal is None else Shoe.stacked(Rules.preset(saved_preset(folder)), deal, seed=seed or 0)
        window = MainWindow(profile_dir=folder, seed=seed, shoe=shoe)
        qtbot.addWidget(window)
        if not animated or (speed is not None and speed != window.settings.speed):
            settings = window.settings
            if not animated:
                settings = dataclasses.replace(settings, animation=False)
            if speed is not None:
                settings = dataclasses.replace(settings, speed=speed)
            window.apply_settings(settings)
        window.show()
        qtbot.waitExposed(window)
        window.resize(*WINDOW_SIZE)
        qtbot.waitUntil(lambda: window.width() == WINDOW_SIZE[0] and window.height() == WINDOW_SIZE[1])
        return window

    return make


def click_item(qtbot, window, item, button=None) -> None:
    """Click a felt item through the view, as a player's mouse does (press and release).

    A chip stack is clicked at its position (the top chip); other items at their bounding box's centre.
    """
    from PySide6.QtCore import Qt

    if button is None:
        button = Qt.MouseButton.LeftButton
    view = window.view
    if item.objectName().startswith("chip_stack_"):
        scene_point = item.scenePos()
    else:
        scene_point = item.mapToScene(item.boundingRect().center())
    point = view.mapFromScene(scene_point)
    assert view.viewport().rect().contains(point), f"{item.objectName()} is off the screen at {point}"
    qtbot.mouseClick(view.viewport(), button, pos=point)


@pytest.fixture(name="click_item")
def click_item_fixture():
    """``click_item(qtbot, window, item, button=Qt.LeftButton)``: see :func:`click_item`."""
    return click_item


def _deal_to_a_spread(qtbot, window, hands: int = 10) -> bool:
    """Deal the smallest bet (cutting a new shoe at random first) until a spread waits for the decision,
    at most ``hands`` hands; True if one does."""
    from reddog_qt.app.seams import TablePhase

    controller = window.controller
    if controller.phase is TablePhase.CUTTING:
        assert controller.cut()  # at random
    for _ in range(hands):
        qtbot.waitUntil(lambda: controller.phase is TablePhase.BETTING, timeout=5_000)
        while controller.bet < window.session.min_bet:
            assert controller.add_chip(min(window.session.rules.chips))
        assert controller.deal()
        qtbot.waitUntil(lambda: controller.phase in (TablePhase.BETTING, TablePhase.DECIDING), timeout=5_000)
        if controller.phase is TablePhase.DECIDING:
            return True
    return False


@pytest.fixture(name="deal_to_a_spread")
def deal_to_a_spread_fixture():
    """``deal_to_a_spread(qtbot, window, hands=10)``: play smallest bets until a spread waits (True) or give up."""
    return _deal_to_a_spread
