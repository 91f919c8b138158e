"""Screenshots of the player's record: Hand History, Statistics and a reality check, over seeded hands.

Run under a real X server (or xvfb) from the source tree::

    xvfb-run -a -s "-screen 0 1366x768x24" python assets/scripts/record_screenshots.py [--out assets/screenshots]

It plays seeded hands in a throw-away profile (a new game and a change of table among
them, so the history shows both marker rows), then saves ``history.png``,
``statistics.png`` and ``reality-check.png`` (the window with the check over it). Then
``statistics-fairness.png``: Statistics > Fairness for all time on a profile of 5,000 hands
made by the tests' lifetime maker (:mod:`tests.fixtures.lifetime`; a few hundred hands leave
most rows too few to judge), scrolled to the first row outside its band. ``--only NAME``
saves one of them.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QApplication

from reddog_qt.app.launch import make_application
from reddog_qt.app.seams import TablePhase
from reddog_qt.app.table.betting import make_change
from reddog_qt.engine import Play
from reddog_qt.engine.expected_counts import Verdict

#: The pictures, in the order they are made.
PICTURES = ("history", "statistics", "reality-check", "statistics-fairness")


def settle(app: QApplication, ms: int = 300) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def play(window, hands: int) -> None:
    controller = window.controller
    for _ in range(hands):
        rules = window.session.rules
        for chip in make_change(rules.minimum * 2, rules.chips):
            controller.add_chip(chip)
        controller.deal()
        if controller.phase is TablePhase.DECIDING:
            hand = window.session.hand
            if hand.odds.best_play is Play.RAISE or hand.spread == 5:  # a few poor raises, for the decisions
                controller.raise_bet()
            else:
                controller.stand()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parents[1] / "screenshots")
    parser.add_argument("--only", choices=PICTURES, help="save only this picture")
    args = parser.parse_args()
    app = make_application()
    if args.only in (None, "statistics-fairness"):
        fairness(app, args.out)
    if args.only not in (None, "history", "statistics", "reality-check"):
        print(f"saved to {args.out}")
        return 0
    from reddog_qt.app.table.main_window import MainWindow

    minutes = [1000.0]
    with tempfile.TemporaryDirectory() as folder:
        window = MainWindow(profile_dir=Path(folder), seed=2024, session_clock=lambda: minutes[0])
        window.apply_settings(dataclasses.replace(window.settings, animation=False, sound=False, voice=False,
                                                  reality_check_minutes=60))
        window.resize(1280, 800)
        window.show()
        settle(app)
        play(window, 85)
        window.controller.new_game()
        play(window, 12)
        window.choose_preset("six-deck-shoe")
        play(window, 10)
        history = window.open_history()
        history.resize(1100, 620)
        for slip in history.slip_items():
            history.rows_of(slip)
            history.tree.expand(slip)
        newest = history.slip_items()[0]
        history.tree.setCurrentIndex(history.model.index(2, 0, newest))
        settle(app)
        if args.only in (None, "history"):
            history.grab().save(str(args.out / "history.png"))
        history.close()
        statistics = window.record.open_statistics()
        statistics.scope.setCurrentIndex(statistics.scope.findData("all"))
        statistics.tabs.setCurrentIndex(1)
        settle(app, 600)
        if args.only in (None, "statistics"):
            statistics.grab().save(str(args.out / "statistics.png"))
        statistics.close()
        minutes[0] += 60 * 60 + 7
        window.record.tick()
        settle(app, 600)
        check = window.record.reality_check
        if check is None:
            raise SystemExit("the reality check did not come")
        # The dialog is a window of its own: draw it over the table as the player sees it.
        picture = window.grab()
        painter = QPainter(picture)
        painter.fillRect(picture.rect(), QColor(0, 0, 0, 90))
        shown = check.grab()
        painter.drawPixmap((picture.width() - shown.width()) // 2, (picture.height() - shown.height()) // 3, shown)
        painter.end()
        if args.only in (None, "reality-check"):
            picture.save(str(args.out / "reality-check.png"))
        check.continue_button.click()
        window.close()
    print(f"saved to {args.out}")
    return 0


def fairness(app: QApplication, out: Path) -> None:
    """Statistics > Fairness for all time over 5,000 hands, scrolled to the first row outside its band."""
    from reddog_qt.app.table.main_window import MainWindow
    from tests.fixtures.lifetime import make_profile

    with tempfile.TemporaryDirectory() as folder:
        profile = Path(folder) / "profile"
        make_profile(profile, 5_000, seed=11)
        window = MainWindow(profile_dir=profile)
        window.apply_settings(dataclasses.replace(window.settings, animation=False, sound=False, voice=False,
                                                  reality_check_minutes=0))
        window.resize(1280, 800)
        window.show()
        settle(app)
        statistics = window.record.open_statistics()
        while not statistics.counted:
            settle(app, 50)
        statistics.scope.setCurrentIndex(statistics.scope.findData("all"))
        statistics.tabs.setCurrentWidget(statistics.fairness)
        page = statistics.fairness
        outside = [index for index, row in enumerate(page.rows) if row.verdict in (Verdict.ABOVE, Verdict.BELOW)]
        if outside:
            page.table.scrollTo(page.table.model().index(outside[0], 0))
        settle(app, 600)
        statistics.grab().save(str(out / "statistics-fairness.png"))
        statistics.close()
        window.close()


if __name__ == "__main__":
    sys.exit(main())
