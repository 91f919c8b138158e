"""The session clock and net on the console, reality checks on an injected clock, Take a Break, the summary."""

from __future__ import annotations

import dataclasses
import json
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton, QWidget

from reddog_qt.app.record.reality_check import RealityCheckDialog
from reddog_qt.app.seams import TablePhase
from reddog_qt.app.table.main_window import MainWindow
from reddog_qt.profile import open_profile
from tests.app.record_helpers import LEFT, Seconds, WallClock, bet_minimum, play_hands, press


def write_settings(profile: Path, **values: object) -> None:
    profile.mkdir(parents=True, exist_ok=True)
    (profile / "settings.json").write_text(json.dumps({"animation": False, **values}))


def make(qtbot, profile: Path, clock: Seconds, seed: int = 5, wall: WallClock | None = None) -> MainWindow:
    if wall is not None:
        window = MainWindow(open_profile(profile, clock=wall), seed=seed, session_clock=clock)
        window._owns_profile = True  # closing the window closes the profile it was handed
    else:
        window = MainWindow(profile_dir=profile, seed=seed, session_clock=clock)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def label(window, name: str) -> str:
    return window.findChild(QLabel, name).text()


def check_dialog(window) -> RealityCheckDialog | None:
    found = [d for d in window.findChildren(RealityCheckDialog, "reality_check_dialog") if d.isVisible()]
    return found[0] if found else None


def test_the_console_shows_the_session_time_and_net(qtbot, profile: Path) -> None:
    write_settings(profile, reality_check_minutes=0)
    clock = Seconds()
    window = make(qtbot, profile, clock)
    assert (label(window, "session_clock_label"), label(window, "session_net_label")) == ("0:00:00", "0")
    hands = play_hands(qtbot, window, 6)
    clock.advance(61.25)
    qtbot.waitUntil(lambda: label(window, "session_clock_label") == "1:01:15", timeout=3000)
    net = sum(h.net for h in hands)
    assert label(window, "session_net_label") == (f"{net:+,}" if net else "0")
    assert window.findChild(QLabel, "session_clock_label").isVisible()


def test_a_reality_check_comes_after_the_interval_and_play_waits(qtbot, profile: Path) -> None:
    write_settings(profile, reality_check_minutes=15)
    clock = Seconds()
    window = make(qtbot, profile, clock)
    hands = play_hands(qtbot, window, 4)
    clock.advance(14.9)
    window.record.tick()
    assert check_dialog(window) is None
    clock.advance(0.2)
    qtbot.waitUntil(lambda: check_dialog(window) is not None, timeout=3000)  # the one-second timer brings it
    dialog = check_dialog(window)
    net = sum(h.net for h in hands)
    assert dialog.findChild(QLabel, "reality_check_time").text() == "15 min"
    assert dialog.findChild(QLabel, "reality_check_hands").text() == "4"
    assert dialog.findChild(QLabel, "reality_check_net").text() == (f"{net:+,} credits" if net else "0 credits")
    # Play waits until it is answered.
    bet_minimum(window)
    assert not window.findChild(QPushButton, "deal_button").isEnabled()
    assert not window.controller.deal()
    assert "reality check" in label(window, "message_label")
    qtbot.mouseClick(dialog.findChild(QPushButton, "reality_check_continue"), LEFT)
    qtbot.waitUntil(lambda: check_dialog(window) is None)
    press(qtbot, window, "deal_button")
    # The next one is a whole interval after the answer.
    clock.advance(14)
    window.record.tick()
    assert check_dialog(window) is None



def test_a_reality_check_due_at_the_cut_comes_at_once_and_the_cut_waits(qtbot, profile: Path) -> None:
    """A new shoe waiting for the cut is between hands: the check does not wait for the player to cut."""
    write_settings(profile, reality_check_minutes=15, preset="six-deck-shoe")
    clock = Seconds()
    window = make(qtbot, profile, clock)
    assert window.controller.phase is TablePhase.CUTTING
    clock.advance(15)
    window.record.tick()
    dialog = check_dialog(window)
    assert dialog is not None and dialog.windowModality() is Qt.WindowModality.WindowModal  # the cut waits behind it
    qtbot.mouseClick(dialog.findChild(QPushButton, "reality_check_continue"), LEFT)
    qtbot.waitUntil(lambda: check_dialog(window) is None)
    assert window.controller.phase is TablePhase.CUTTING  # the shoe still waits for its cut
    assert window.controller.cut()
    assert window.controller.phase is TablePhase.BETTING

def test_shortening_the_interval_takes_effect_at_once(qtbot, profile: Path) -> None:
    write_settings(profile, reality_check_minutes=60)
    clock = Seconds()
    window = make(qtbot, profile, clock)
    clock.advance(20)
    window.record.tick()
    assert check_dialog(window) is None
    options = window.open_options()
    combo = options.findChild(QComboBox, "reality_check_combo")
    combo.setCurrentIndex(combo.findData(15))
    options.accept()
    qtbot.waitUntil(lambda: check_dialog(window) is not None, timeout=3000)
    assert window.settings.reality_check_minutes == 15


def test_lengthening_waits_for_the_next_session(qtbot, profile: Path) -> None:
    write_settings(profile, reality_check_minutes=15)
    clock = Seconds()
    window = make(qtbot, profile, clock)
    window.apply_settings(dataclasses.replace(window.settings, reality_check_minutes=0))
    assert "next session" in label(window, "message_label")
    clock.advance(15)
    window.record.tick()
    assert check_dialog(window) is not None
    assert json.loads((profile / "settings.json").read_text())["reality_check_minutes"] == 0
    check_dialog(window).findChild(QPushButton, "reality_check_continue").click()
    window.close()
    again = make(qtbot, profile, clock)
    clock.advance(500)
    again.record.tick()
    assert check_dialog(again) is None


def test_view_history_and_quit_from_the_reality_check(qtbot, profile: Path) -> None:
    write_settings(profile, reality_check_minutes=30)
    clock = Seconds()
    window = make(qtbot, profile, clock)
    hands = play_hands(qtbot, window, 3)
    clock.advance(30)
    window.record.tick()
    check_dialog(window).findChild(QPushButton, "reality_check_history").click()
    history = window.findChild(QWidget, "hand_history_dialog")
    qtbot.waitUntil(history.isVisible)
    history.close()
    clock.advance(30)
    window.record.tick()
    check_dialog(window).findChild(QPushButton, "reality_check_quit").click()
    summary = window.findChild(QWidget, "session_summary_dialog")
    qtbot.waitUntil(summary.isVisible)
    assert summary.findChild(QLabel, "summary_hands").text() == "3"
    assert summary.findChild(QLabel, "summary_time").text() == "1 h 00 min"
    net = sum(h.net for h in hands)
    assert summary.findChild(QLabel, "summary_net").text() == (f"{net:+,} credits" if net else "0 credits")
    summary.accept()
    qtbot.waitUntil(lambda: not window.isVisible())


def take_break(qtbot, window, which: str) -> None:
    window.menus.take_break_action.trigger()
    dialog = window.findChild(QWidget, "take_break_dialog")
    qtbot.waitUntil(dialog.isVisible)
    dialog.findChild(QWidget, which).click()
    ok = dialog.findChild(QPushButton, "break_ok")
    assert not ok.isEnabled()  # it must be confirmed first
    dialog.findChild(QWidget, "break_confirm").click()
    assert ok.isEnabled()
    ok.click()
    qtbot.waitUntil(lambda: not dialog.isVisible())


def test_a_break_closes_the_table_until_it_is_over(qtbot, profile: Path) -> None:
    write_settings(profile, reality_check_minutes=0)
    wall, clock = WallClock(), Seconds()
    window = make(qtbot, profile, clock, wall=wall)
    play_hands(qtbot, window, 2)
    take_break(qtbot, window, "break_7_days")
    until = window.profile.limits.break_until()
    assert until is not None and timedelta(days=7) - (until - wall.now) < timedelta(seconds=1)
    message = label(window, "message_label")
    assert "break" in message and "until" in message and "your time" in message
    bet_minimum(window)
    assert not window.findChild(QPushButton, "deal_button").isEnabled()
    assert not window.controller.deal()
    window.close()
    # The ledger lost: the break holds (it is kept in the limit file).
    (profile / "ledger.sqlite3").unlink()
    again = make(qtbot, profile, clock, wall=wall)
    assert "break" in label(again, "message_label")
    bet_minimum(again)
    assert not again.controller.deal()
    # The computer's clock turned back: still closed.
    wall.now -= timedelta(days=2)
    again.record.tick()
    assert not again.controller.deal()
    # A week later the table opens again.
    wall.now = until + timedelta(seconds=1)
    again.record.tick()
    assert "break is over" in label(again, "message_label")
    press(qtbot, again, "deal_button")


def test_the_limit_file_lost_the_break_is_still_kept_by_the_ledger(qtbot, profile: Path) -> None:
    write_settings(profile, reality_check_minutes=0)
    wall, clock = WallClock(), Seconds()
    window = make(qtbot, profile, clock, wall=wall)
    take_break(qtbot, window, "break_24_hours")
    window.close()
    for name in ("limits.sqlite3", "limits-copy.sqlite3"):
        (profile / name).unlink()
    (profile / "limits.sqlite3").mkdir()  # cannot be read, cannot be replaced
    again = make(qtbot, profile, clock, wall=wall)
    bet_minimum(again)
    assert not again.controller.deal() and "break" in label(again, "message_label")


@pytest.mark.parametrize("which", ["break_24_hours", "break_30_days"])
def test_each_break_length(qtbot, profile: Path, which: str) -> None:
    write_settings(profile, reality_check_minutes=0)
    wall, clock = WallClock(), Seconds()
    window = make(qtbot, profile, clock, wall=wall)
    take_break(qtbot, window, which)
    length = {"break_24_hours": timedelta(hours=24), "break_30_days": timedelta(days=30)}[which]
    assert abs(window.record.breaks.until - wall.now - length) < timedelta(seconds=1)


def quit_action(window):
    return next(a for a in window.menuBar().actions()[0].menu().actions() if a.text() == "&Quit")


def test_game_quit_shows_the_summary_after_play(qtbot, profile: Path) -> None:
    write_settings(profile, reality_check_minutes=0)
    clock = Seconds()
    window = make(qtbot, profile, clock)
    hands = play_hands(qtbot, window, 2)
    clock.advance(5)
    quit_action(window).trigger()
    summary = window.findChild(QWidget, "session_summary_dialog")
    qtbot.waitUntil(summary.isVisible)
    assert summary.findChild(QLabel, "summary_hands").text() == "2"
    assert summary.findChild(QLabel, "summary_time").text() == "5 min"
    assert summary.findChild(QLabel, "summary_balance").text() == f"{hands[-1].balance_after:,} credits"
    summary.accept()
    qtbot.waitUntil(lambda: not window.isVisible())


def test_game_quit_without_a_hand_closes_at_once(qtbot, profile: Path) -> None:
    write_settings(profile, reality_check_minutes=0)
    window = make(qtbot, profile, Seconds())
    quit_action(window).trigger()
    qtbot.waitUntil(lambda: not window.isVisible())
    assert window.findChild(QWidget, "session_summary_dialog") is None
