"""Starting, closing and restarting the table: the command line, the profile, crashes and damaged files."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QApplication, QWidget

from reddog_qt.app.seams import TablePhase
from reddog_qt.engine import settle
from reddog_qt.profile.paths import ProfilePaths
from reddog_qt.profile.rows import HandStatus

REPO = Path(__file__).resolve().parents[3]
START = 1_000


def text(window, name: str) -> str:
    found = window.findChild(QWidget, name)
    assert found is not None, name
    return found.text()


def run_app(*args: str, timeout: int = 60) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("REDDOG_PROFILE_DIR", None)
    return subprocess.run([sys.executable, *args], cwd=REPO, env=env, capture_output=True, text=True,
                          timeout=timeout)


def deal_with_the_mouse(qtbot, window, click_item, chips: tuple[int, ...]) -> None:
    for value in chips:
        click_item(qtbot, window, window.scene.chip_stack(value))
    qtbot.mouseClick(window.findChild(QWidget, "deal_button"), Qt.MouseButton.LeftButton)


# --- the command line ---------------------------------------------------------------


def test_screenshot(tmp_path):
    out = tmp_path / "out.png"
    result = run_app("-m", "reddog_qt", "--profile-dir", str(tmp_path / "profile"), "--seed", "3",
                     "--screenshot", str(out))
    assert result.returncode == 0, result.stderr[-2000:]
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert out.stat().st_size > 20_000


def test_smoke(tmp_path):
    result = run_app("-m", "reddog_qt", "--profile-dir", str(tmp_path / "profile"), "--smoke")
    assert result.returncode == 0, result.stderr[-2000:]


@pytest.mark.parametrize(("flag", "expected"), [("--version", "reddog-qt "), ("--help", "--profile-dir")])
def test_version_and_help_do_not_start_qt(flag, expected):
    code = (
        "import contextlib, io, sys\n"
        "from reddog_qt.cli import build_parser, main\n"
        "out = io.StringIO()\n"
        "with contextlib.redirect_stdout(out):\n"
        "    try:\n"
        f"        main([{flag!r}])\n"
        "    except SystemExit as done:\n"
        "        assert done.code in (0, None), done.code\n"
        "    else:\n"
        "        raise AssertionError('no exit')\n"
        "assert 'PySide6' not in sys.modules, sorted(m for m in sys.modules if 'PySide6' in m)\n"
        "build_parser().format_help()\n"
        "assert 'PySide6' not in sys.modules\n"
        "print(out.getvalue())\n"
    )
    result = run_app("-c", code)
    assert result.returncode == 0, result.stderr[-2000:]
    assert expected in result.stdout


def test_version_from_the_module_entry_point():
    result = run_app("-m", "reddog_qt", "--version")
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.startswith("reddog-qt ")


# --- what survives a restart -------------------------------------------------------


GEOMETRY_SCRIPT = """
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from reddog_qt.app.table.main_window import MainWindow
profile = sys.argv[1]
first = MainWindow(profile_dir=profile, seed=1)
first.show()
app.processEvents()
first.resize(1000, 700)
first.move(40, 50)
app.processEvents()
before = [first.width(), first.height(), first.x(), first.y()]
first.close()
second = MainWindow(profile_dir=profile, seed=1)
second.show()
app.processEvents()
print(json.dumps({"before": before, "after": [second.width(), second.height(), second.x(), second.y()],
                  "screen": app.primaryScreen().availableGeometry().width()}))
"""


def test_window_geometry_is_remembered(tmp_path):
    # The offscreen platform's default screen (800 wide) is narrower than the window's minimum
    # width, so Qt's restoreGeometry would squeeze any saved size; give it a desktop-sized screen.
    screen = tmp_path / "screen.json"
    screen.write_text(json.dumps({"screens": [{"name": "desk", "x": 0, "y": 0, "width": 1920, "height": 1200,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={screen}")
    result = subprocess.run([sys.executable, "-c", GEOMETRY_SCRIPT, str(tmp_path / "profile")], cwd=REPO, env=env,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr[-2000:]
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["screen"] == 1920
    assert report["before"] == [1000, 700, 40, 50]
    assert report["after"] == report["before"]


def test_closing_saves_the_geometry(qtbot, make_window, profile):
    window = make_window(seed=1)
    window.resize(900, 640)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (900, 640))
    window.close()
    saved = json.loads(ProfilePaths.resolve(profile).settings_file.read_text())
    assert saved["window_geometry"]
    assert saved["speed"] == 10


def test_a_first_window_fits_the_screen(qtbot, profile):
    from PySide6.QtGui import QGuiApplication

    from reddog_qt.app.table.main_window import MainWindow

    window = MainWindow(profile_dir=profile, seed=1)
    qtbot.addWidget(window)
    from reddog_qt.app.table.window_access import FRAME_ALLOWANCE

    available = QGuiApplication.primaryScreen().availableGeometry()
    assert available.contains(window.geometry())
    # Room is kept for the window manager's frame and title bar, known only once the window is shown.
    assert window.width() == min(1280, available.width() - FRAME_ALLOWANCE.width())
    assert window.height() == min(800, available.height() - FRAME_ALLOWANCE.height())


def test_balance_history_and_table_survive_a_restart(qtbot, make_window, profile, click_item):
    first = make_window("4c 9d 6h", animated=False)  # a spread of 4, won standing
    deal_with_the_mouse(qtbot, first, click_item, (25,))
    assert first.controller.phase is TablePhase.DECIDING
    qtbot.mouseClick(first.findChild(QWidget, "stand_button"), Qt.MouseButton.LeftButton)
    balance = first.session.balance
    assert balance == START + 25
    shown = text(first, "balance_label")
    assert shown == f"{balance:,}"
    first.close()

    second = make_window(seed=2)
    assert text(second, "balance_label") == shown
    assert second.session.balance == balance
    assert second.session.next_bet_id == 1_000_002
    (record,) = second.ledger.history()
    assert record.bet_id == 1_000_001 and record.status is HandStatus.SETTLED
    assert record.wager == 25 and record.balance_after == balance
    assert not second.settings.animation  # the Options choice is kept too


def test_the_table_survives_a_restart(qtbot, make_window, profile):
    first = make_window(seed=1)
    first.choose_preset("six-deck-shoe")
    first.close()
    second = make_window(seed=1)
    assert second.session.rules.name == "six-deck-shoe"
    assert second.menus.preset_actions["six-deck-shoe"].isChecked()
    assert second.findChild(QWidget, "raise_amount").isVisible()


def test_a_hand_cut_short_is_finished_as_a_stand(qtbot, make_window, profile, click_item):
    first = make_window("4c 9d", animated=False)  # a spread: the third card is not drawn before the decision
    before = first.session.balance
    deal_with_the_mouse(qtbot, first, click_item, (25,))
    assert first.controller.phase is TablePhase.DECIDING
    hand = first.session.hand
    # The program dies before the player decides: its files just close, its lock goes with the process.
    first.profile.close()
    first.hide()

    second = make_window(seed=2)
    (record,) = second.ledger.history()
    # Finished as a stand with a third card drawn at the restart, paid by the table's pay table.
    assert record.status is HandStatus.RECOVERED and record.raised == 0
    assert record.cards[:2] == hand.cards and len(record.cards) == 3
    assert record.net == settle(first.session.rules, tuple(int(c.rank) for c in record.cards), 25, 0)
    assert second.session.balance == before + record.net == record.balance_after
    assert text(second, "balance_label") == f"{before + record.net:,}"
    qtbot.waitUntil(lambda: "finished as a" in text(second, "message_label"))
    assert "1000001" in text(second, "message_label")
    assert second.controller.phase is TablePhase.BETTING
    assert second.session.next_bet_id == 1_000_002


# --- damaged files -------------------------------------------------------------------


def test_a_corrupt_settings_file_gives_the_defaults(qtbot, make_window, profile):
    settings_file = ProfilePaths.resolve(profile).ensure().settings_file
    settings_file.write_bytes(b"\x00\xff garbage {{{ \x89PNG not json")
    window = make_window(seed=1, speed=None)
    assert window.session.rules.name == "atlantic-city"
    assert window.findChild(QWidget, "speed_slider").value() == 5
    assert text(window, "balance_label") == "1,000"
    assert list(settings_file.parent.glob(settings_file.name + ".bad-*"))


def test_a_corrupt_ledger_starts_a_fresh_bankroll(qtbot, make_window, profile):
    ledger_file = ProfilePaths.resolve(profile).ensure().ledger_file
    ledger_file.write_bytes(b"this is not a database" * 200)
    window = make_window(seed=1)
    assert window.session.balance == START
    assert text(window, "balance_label") == "1,000"
    backups = list(ledger_file.parent.glob(ledger_file.name + ".bad-*"))
    assert backups and backups[0].read_bytes().startswith(b"this is not a database")
    qtbot.waitUntil(lambda: "damaged" in text(window, "message_label"))
    assert window.ledger.history() == []


# --- closing -------------------------------------------------------------------------------


def test_destroying_a_window_with_chips_on_the_bet_raises_nothing(qtbot, profile):
    # Regression: the undo stack, torn down with the window, used to refresh a half-deleted window.
    from reddog_qt.app.table.main_window import MainWindow

    window = MainWindow(profile_dir=profile, seed=1)
    window.show()
    qtbot.waitExposed(window)
    assert window.controller.add_chip(5)
    with qtbot.capture_exceptions() as exceptions:
        window.close()
        window.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QApplication.processEvents()
    assert not shiboken6.isValid(window)
    assert [str(error) for _kind, error, _tb in exceptions] == []
