"""Screenshots of the real table window, for the README and for checking the layout by eye.

Run under an X server (e.g. ``xvfb-run -a -s "-screen 0 1366x768x24"``)::

    python assets/scripts/make_screenshots.py OUT.png [--size 820x560] [--preset six-deck-shoe]
                                              [--state betting|spread|result|fingerprint|replay] [--screen]
                                              [--language de]
                                              [--no-animation]

Without ``--size`` the window opens as on a first start (inside the screen's available area);
``--screen`` saves the whole screen, so the window's place on it shows. ``--state spread`` deals a
seeded hand to a spread and waits for the decision; ``result`` stands on it and waits for the banner.
``fingerprint`` opens a table with secret seeds and shows the Shuffle read-out's tooltip (the whole
fingerprint; use ``--screen``, a tooltip is a window of its own); ``replay`` plays a few hands there
and replays the first spread from Hand History.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtWidgets import QToolTip  # noqa: E402

from reddog_qt.app.start.launch import make_application  # noqa: E402
from reddog_qt.app.table.controller import TablePhase  # noqa: E402
from reddog_qt.engine import HandKind, Phase, Rules, Session  # noqa: E402


def spread_seed(preset: str, wager: int) -> int:
    """The first seed whose first hand at ``preset`` is a spread of 4 to 8 (a typical decision)."""
    for seed in range(5000):
        hand = Session(Rules.preset(preset), seed=seed).deal(wager)
        if hand.kind is HandKind.SPREAD and hand.phase is Phase.DECIDING and 4 <= (hand.spread or 0) <= 8:
            return seed
    raise LookupError("no spread seed")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", help="window size WxH (default: as on a first start)")
    parser.add_argument("--preset", default="atlantic-city")
    parser.add_argument("--state", choices=("betting", "spread", "result", "fingerprint", "replay"), default="betting")
    parser.add_argument("--screen", action="store_true", help="save the whole screen")
    parser.add_argument("--four-colour", action="store_true")
    parser.add_argument("--language", choices=("en", "de"), default="en")
    parser.add_argument("--no-animation", action="store_true", help="cards snap into place (Options > Animation off)")
    args = parser.parse_args()

    profile = Path(tempfile.mkdtemp(prefix="reddog-shot-"))
    settings = {"version": 2, "preset": args.preset, "deck": "four-colour" if args.four_colour else "standard", "speed": 10,
                "language": args.language, "animation": not args.no_animation}
    app = make_application()
    from reddog_qt.app.table.main_window import MainWindow
    from reddog_qt.profile.paths import ProfilePaths

    paths = ProfilePaths.resolve(profile).ensure()
    paths.settings_file.write_text(json.dumps(settings))
    rules = Rules.preset(args.preset)
    wager = rules.minimum * 4 if rules.minimum < 50 else rules.minimum
    sealed = args.state in ("fingerprint", "replay")  # secret seeds: a numbered deal shows its number instead
    window = MainWindow(profile_dir=profile, seed=None if sealed else spread_seed(args.preset, wager))
    window.show()
    if args.size:
        width, height = (int(part) for part in args.size.lower().split("x"))
        window.resize(width, height)

    def play() -> None:
        if window.controller.phase is TablePhase.CUTTING:
            window.controller.cut(None)  # a shoe table's new shoe: a random cut
        if args.state == "fingerprint":
            label = window.console.seal
            QToolTip.showText(label.mapToGlobal(label.rect().bottomLeft()), label.toolTip(), label)
            QTimer.singleShot(1500, grab)
            return
        if args.state == "replay":
            window.apply_settings(dataclasses.replace(window.settings, animation=False))
            replay_a_spread()
            return
        if args.state != "betting":
            for chip in sorted(rules.chips, reverse=True):
                while window.controller.bet + chip <= wager:
                    window.controller.add_chip(chip)
            window.controller.deal()
        QTimer.singleShot(2500, decide)

    def replay_a_spread() -> None:
        controller = window.controller
        for _ in range(60):
            if controller.phase is TablePhase.CUTTING:
                controller.cut(None)
            for chip in sorted(rules.chips, reverse=True):
                while controller.bet + chip <= wager:
                    controller.add_chip(chip)
            controller.deal()
            if controller.phase is TablePhase.DECIDING:
                controller.stand()
            hand = window.session.hand
            if hand is not None and hand.kind is HandKind.SPREAD and hand.seed is not None:
                break
        record = window.ledger.hand(window.session.hand.bet_id)
        window.replay_hand(record)
        QTimer.singleShot(1500, grab)

    def decide() -> None:
        if args.state == "result":
            window.controller.stand()
        QTimer.singleShot(2500, grab)

    def grab() -> None:
        if args.screen:
            image = QGuiApplication.primaryScreen().grabWindow(0)
        else:
            image = window.grab()
        ok = image.save(str(args.out))
        print(f"{args.out}: {image.width()}x{image.height()} window {window.width()}x{window.height()} "
              f"at {window.x()},{window.y()} on {QGuiApplication.primaryScreen().availableGeometry().getRect()}"
              f" {'saved' if ok else 'FAILED'}")
        app.exit(0 if ok else 1)

    QTimer.singleShot(500, play)
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
