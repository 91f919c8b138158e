"""Helpers for the record tests: play seeded hands through the window's buttons, fake clocks, prepared profiles."""

from __future__ import annotations

import dataclasses
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from reddog_qt.app.seams import TablePhase
from reddog_qt.app.table.betting import make_change
from reddog_qt.engine import Play

LEFT = Qt.MouseButton.LeftButton


class Seconds:
    """A monotonic clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, minutes: float) -> None:
        self.now += minutes * 60


class WallClock:
    """An aware wall clock the test moves by hand (ticks a millisecond per reading, so times stay ordered)."""

    def __init__(self, start: datetime = datetime(2026, 11, 23, 15, 0, tzinfo=UTC)) -> None:
        self.now = start

    def __call__(self) -> datetime:
        self.now += timedelta(milliseconds=1)
        return self.now


def press(qtbot, window, name: str) -> None:
    button = window.findChild(QPushButton, name)
    assert button is not None and button.isEnabled(), f"{name} is not enabled"
    qtbot.mouseClick(button, LEFT)


def bet_minimum(window) -> None:
    if window.controller.phase is TablePhase.CUTTING:  # a shoe table's new shoe: cut at random first
        assert window.controller.cut(None)
    rules = window.session.rules
    for chip in make_change(rules.minimum, rules.chips):
        assert window.controller.add_chip(chip)


def play_hands(qtbot, window, count: int, strategy: str = "best") -> list:
    """Play ``count`` hands at the table minimum through the Deal, Raise and Stand buttons (animation off).

    ``strategy``: "best" raises when the exact odds say so, "raise" always raises, "stand" never does.
    Returns the settled hands.
    """
    hands = []
    for _ in range(count):
        bet_minimum(window)
        press(qtbot, window, "deal_button")
        qtbot.waitUntil(lambda: window.controller.phase is not TablePhase.ANIMATING)
        if window.controller.phase is TablePhase.DECIDING:
            hand = window.session.hand
            wants = {"best": hand.odds.best_play is Play.RAISE, "raise": True, "stand": False}[strategy]
            press(qtbot, window, "raise_button" if wants and window.controller.can_raise() else "stand_button")
            qtbot.waitUntil(lambda: window.controller.phase in (TablePhase.BETTING, TablePhase.CUTTING))
        hands.append(window.session.hand)
    return hands


def set_next_bet_id(profile: Path, next_bet_id: int) -> None:
    """Start the profile's Bet IDs at ``next_bet_id`` (so a few hands cross a Slip ID)."""
    from reddog_qt.profile import open_profile

    opened = open_profile(profile, lock=False)
    opened.close()
    conn = sqlite3.connect(profile / "ledger.sqlite3")
    conn.execute("UPDATE meta SET value = ? WHERE key = 'next_bet_id'", (next_bet_id,))
    conn.commit()
    conn.close()


def quiet_window(qtbot, profile: Path, seed: int = 7):
    """A shown table on ``profile`` with animation and reality checks off, for playing many hands quickly."""
    from reddog_qt.app.table.main_window import MainWindow

    window = MainWindow(profile_dir=profile, seed=seed)
    qtbot.addWidget(window)
    window.apply_settings(dataclasses.replace(window.settings, animation=False, reality_check_minutes=0))
    window.show()
    qtbot.waitExposed(window)
    return window
