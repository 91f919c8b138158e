"""Fixtures for the table-window tests: a profile folder, seed finding, windows and clicks on the felt.

The helpers are handed out as fixtures so the test modules need no package structure.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path

import pytest

from reddog_qt.engine import Hand, Phase, Rules, Session

#: Seeds scanned for a wanted first hand.
SEED_RANGE = range(0, 5001)
#: Window size every test window gets (the felt is laid out for it).
WINDOW_SIZE = (1280, 800)

_seed_cache: dict[tuple[str, str, int | None], int] = {}


def first_hand(seed: int, preset: str = "atlantic-city", wager: int | None = None) -> Hand:
    """The first hand a fresh headless session deals with ``seed``, played to the end (standing on a spread)."""
    rules = Rules.preset(preset)
    session = Session(rules, seed=seed)
    hand = session.deal(rules.minimum if wager is None else wager)
    if hand.phase is Phase.DECIDING:
        hand = session.stand()
    return hand


def _find_seed(predicate: Callable[[Hand], bool], preset: str = "atlantic-city", wager: int | None = None,
               name: str | None = None) -> int:
    key = (name or getattr(predicate, "__name__", repr(predicate)), preset, wager)
    if key[0] != "<lambda>" and key in _seed_cache:
        return _seed_cache[key]
    for seed in SEED_RANGE:
        if predicate(first_hand(seed, preset, wager)):
            if key[0] != "<lambda>":
                _seed_cache[key] = seed
            return seed
    raise LookupError(f"no seed in {SEED_RANGE} deals a first hand with {key[0]} at {preset}")


@pytest.fixture
def find_seed() -> Callable[..., int]:
    """``find_seed(predicate, preset="atlantic-city", wager=None)``: the first seed whose first hand fits.

    The predicate gets the first hand played to the end (a spread hand stood on, so it has its
    third card); the result is cached per predicate name, table and wager.
    """
    return _find_seed


@pytest.fixture
def profile(tmp_path: Path) -> Path:
    """An empty profile folder for one player."""
    folder = tmp_path / "profile"
    folder.mkdir()
    return folder


@pytest.fixture
def make_window(qtbot, profile: Path):
    """``make_window(seed, profile=None, animated=True, speed=10)``: a shown 1280x800 MainWindow.

    ``profile`` defaults to the test's profile folder; ``speed`` (None: keep the saved one) and
    ``animated`` are applied through :meth:`MainWindow.apply_settings`, as the Options dialog does.
    """
    from reddog_qt.app.table.main_window import MainWindow

    default_profile = profile

    def make(seed: int | None = None, profile: Path | None = None, animated: bool = True,
             speed: int | None = 10) -> MainWindow:
        window = MainWindow(profile_dir=default_profile if profile is None else profile, seed=seed)
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
    from reddog_qt.app.table.controller import TablePhase

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
