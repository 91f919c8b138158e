"""Screenshots of the real table window, for the README and for checking the layout by eye.

Run under an X server (e.g. ``xvfb-run -a -s "-screen 0 1366x768x24"``)::

    python assets/scripts/make_screenshots.py OUT.png [--size 820x560] [--preset six-deck-shoe]
                                              [--state betting|spread|result|win|raised-win|trips|paying|
                                                       fingerprint|replay|options]
                                              [--screen] [--language de] [--no-animation]
                                              [--deck large-index] [--back onyx] [--felt midnight] [--panel 32]
                                              [--guide]

Without ``--size`` the window opens as on a first start (inside the screen's available area);
``--screen`` saves the whole screen, so the window's place on it shows. ``--state spread`` deals a
seeded hand to a spread and waits for the decision; ``result`` stands on it and waits for the banner
and the money to settle. ``win``, ``raised-win`` and ``trips`` deal a seeded hand that ends that way
(``raised-win`` raises on the spread); ``paying`` is a win caught while the dealer pays it (the
payout beside the bet, the chips on their way to the player). ``fingerprint`` shows the Shuffle
read-out's tooltip (the whole fingerprint; use ``--screen``, a tooltip is a window of its own);
``replay`` plays a few hands and replays the first spread from Hand History, caught as its third card
slides out of the shoe. ``options`` saves the Options
dialog opened from the table (on a machine with no audio device, as xvfb's, with the line saying why nothing
can be heard).
``--guide`` opens the table as on a player's first game, with the first-game guide over the felt (the other
pictures show a table the player knows); with ``--state spread`` the guide is at its raise step.
``make_all_screenshots.py`` runs every picture the README shows.

The table deals sealed shuffles, as a player's does (the Shuffle read-out shows a fingerprint),
but their seeds come from a fixed list instead of the operating system
(:func:`picture_seeds`), so each picture shows the same cards at every run.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import itertools
import json
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtWidgets import QToolTip, QWidget  # noqa: E402

from reddog_qt.app.launch import make_application  # noqa: E402
from reddog_qt.app.seams import TablePhase  # noqa: E402
from reddog_qt.engine import Hand, HandKind, Outcome, Phase, Rules, Session  # noqa: E402
from reddog_qt.engine import shoe as shoe_module  # noqa: E402

#: What the first hand must be for each state (dealt on the wager; a spread is raised for raised-win, else stood on).
WANTED = {
    "betting": lambda hand: True,
    "spread": lambda hand: hand.kind is HandKind.SPREAD and 4 <= (hand.spread or 0) <= 8,
    "result": lambda hand: hand.kind is HandKind.SPREAD and 4 <= (hand.spread or 0) <= 8,
    "win": lambda hand: hand.outcome is Outcome.WIN and not hand.is_three_of_a_kind,
    "paying": lambda hand: hand.outcome is Outcome.WIN and (hand.spread or 0) >= 2 and not hand.is_three_of_a_kind,
    "raised-win": lambda hand: hand.kind is HandKind.SPREAD and hand.outcome is Outcome.WIN and hand.raised > 0,
    "trips": lambda hand: hand.is_three_of_a_kind,
}


#: Every state the script can show: a dealt hand (WANTED), or a table with secret seeds.
STATES = (*WANTED, "fingerprint", "replay", "options")


def picture_seeds(name: str, start: int) -> None:
    """From now on every new shuffle is sealed with the next seed of a fixed list, from its ``start``-th.

    The seeds are SHA-256 digests of a text (with ``name``: each kind of picture has its own list, so
    the pictures do not all show the same first card) and a number: as unguessable-looking as a secret
    one, and the same at every run. Only the shoe's call for a fresh seed is replaced; the shuffle,
    its seal and its reveal are the game's own.
    """
    numbers = itertools.count(start)
    shoe_module.new_seed = lambda: hashlib.sha256(f"reddog-qt picture {name} {next(numbers)}".encode()).digest()


def first_hand(preset: str, wager: int, raise_it: bool) -> Hand:
    session = Session(Rules.preset(preset))
    hand = session.deal(wager)
    if hand.phase is Phase.DECIDING:
        hand = session.raise_bet() if raise_it else session.stand()
    return hand


def seeds_for(state: str, preset: str, wager: int) -> int:
    """Where in the list of :func:`picture_seeds` the first hand at ``preset`` is what ``state`` shows."""
    if state not in WANTED:
        return 0
    for start in range(20_000):
        picture_seeds(f"{state} {preset}", start)
        if WANTED[state](first_hand(preset, wager, raise_it=state == "raised-win")):
            return start
    raise LookupError(f"no seed for {state} at {preset}")


def add_panel(height: int) -> object:
    """A dock across the top of the screen, ``height`` pixels high, that the window manager keeps free
    (as a desktop's panel is): the screen's available area starts under it."""
    import subprocess

    from PySide6.QtCore import QEventLoop, Qt
    from PySide6.QtWidgets import QWidget

    panel = QWidget()
    panel.setWindowFlag(Qt.WindowType.FramelessWindowHint)
    screen = QGuiApplication.primaryScreen().geometry()
    panel.setGeometry(0, 0, screen.width(), height)
    panel.setStyleSheet("background: #2e3436;")
    panel.show()
    window_id = str(int(panel.winId()))
    for name, kind, value in (("_NET_WM_WINDOW_TYPE", "32a", "_NET_WM_WINDOW_TYPE_DOCK"),
                              ("_NET_WM_STRUT", "32c", f"0,0,{height},0"),
                              ("_NET_WM_STRUT_PARTIAL", "32c", f"0,0,{height},0,0,0,0,0,0,{screen.width() - 1},0,0")):
        subprocess.run(["xprop", "-id", window_id, "-f", name, kind, "-set", name, value], check=True)
    wait = QEventLoop()
    QTimer.singleShot(800, wait.quit)  # the window manager takes the panel's room off the available area
    wait.exec()
    return panel


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", help="window size WxH (default: as on a first start)")
    parser.add_argument("--preset", default="atlantic-city")
    parser.add_argument("--state", choices=STATES, default="betting")
    parser.add_argument("--screen", action="store_true", help="save the whole screen")
    parser.add_argument("--four-colour", action="store_true", help="the same as --deck four-colour")
    parser.add_argument("--deck", choices=("standard", "four-colour", "large-index"), default="standard")
    parser.add_argument("--back", default="ruby", help="card back (ruby, sapphire, emerald, onyx)")
    parser.add_argument("--felt", default="green", help="felt (green, blue, claret, midnight)")
    parser.add_argument("--panel", type=int, default=0,
                        help="a desktop panel this many pixels high across the top (a dock the window manager "
                             "keeps free; needs xprop and a window manager)")
    parser.add_argument("--paying-ms", type=int, default=650,
                        help="for --state paying: how long after the third card the picture is taken")
    parser.add_argument("--language", choices=("en", "de"), default="en")
    parser.add_argument("--no-animation", action="store_true", help="cards snap into place (Options > Animation off)")
    parser.add_argument("--guide", action="store_true", help="a first game: the first-game guide shows")
    args = parser.parse_args()

    profile = Path(tempfile.mkdtemp(prefix="reddog-shot-"))
    settings = {"version": 2, "preset": args.preset, "deck": "four-colour" if args.four_colour else args.deck,
                "card_back": args.back, "felt": args.felt, "speed": 4 if args.state == "paying" else 10,
                "language": args.language, "animation": not args.no_animation,
                "first_game_guide_done": not args.guide}
    app = make_application()
    panel = add_panel(args.panel) if args.panel else None  # noqa: F841  (kept on the screen)
    from reddog_qt.app.table.main_window import MainWindow
    from reddog_qt.profile.paths import ProfilePaths

    paths = ProfilePaths.resolve(profile).ensure()
    paths.settings_file.write_text(json.dumps(settings))
    rules = Rules.preset(args.preset)
    wager = rules.minimum * 4 if rules.minimum < 50 else rules.minimum
    picture_seeds(f"{args.state} {args.preset}", seeds_for(args.state, args.preset, wager))
    window = MainWindow(profile_dir=profile)
    window.show()
    if args.size:
        width, height = (int(part) for part in args.size.lower().split("x"))
        window.resize(width, height)

    pictured: list[QWidget] = [window]  # the table, or the dialog opened over it

    def play() -> None:
        if window.controller.phase is TablePhase.CUTTING:
            window.controller.cut(None)  # a shoe table's new shoe: a random cut
        if args.state == "fingerprint":
            label = window.console.seal
            QToolTip.showText(label.mapToGlobal(label.rect().bottomLeft()), label.toolTip(), label)
            QTimer.singleShot(1500, grab)
            return
        if args.state == "options":
            pictured.append(window.open_options())
            QTimer.singleShot(1000, grab)
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
        QTimer.singleShot(2500, when_dealt)

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
        # The replay deals at the table's speed: slowly, so the third card is caught on its way from the shoe.
        window.apply_settings(dataclasses.replace(window.settings, animation=True, speed=3))
        window.replay_hand(record)
        QTimer.singleShot(10, third_card_on_its_way)

    def third_card_on_its_way() -> None:
        replay = window.replay
        cards = replay.screen.scene.card_items if replay is not None and replay.screen is not None else []
        if len(cards) == 3 and cards[2].isVisible() and 950 < cards[2].pos().x() < 1250:
            grab()
        else:
            QTimer.singleShot(5, third_card_on_its_way)

    def when_dealt() -> None:
        # The cards may still be moving on a busy machine (and at the paying picture's slower speed).
        if window.controller.phase is TablePhase.ANIMATING:
            QTimer.singleShot(100, when_dealt)
        else:
            decide()

    def decide() -> None:
        if args.guide and window.table.guide is not None and window.controller.phase is TablePhase.DECIDING:
            window.table.guide.next_step()  # from the spread to whether to raise
        if window.controller.phase is TablePhase.DECIDING and args.state != "spread":
            if args.state == "raised-win":
                window.controller.raise_bet()
            else:
                window.controller.stand()
        if args.state == "paying":
            wait_for_third_card()
            return
        QTimer.singleShot(3500, grab)

    def wait_for_third_card() -> None:
        if window.controller.phase is TablePhase.BETTING:
            QTimer.singleShot(args.paying_ms, grab)
        else:
            QTimer.singleShot(10, wait_for_third_card)

    def grab() -> None:
        image = QGuiApplication.primaryScreen().grabWindow(0) if args.screen else pictured[-1].grab()
        ok = image.save(str(args.out))
        print(f"{args.out}: {image.width()}x{image.height()} window {window.width()}x{window.height()} "
              f"at {window.x()},{window.y()} on {QGuiApplication.primaryScreen().availableGeometry().getRect()}"
              f" {'saved' if ok else 'FAILED'}")
        app.exit(0 if ok else 1)

    QTimer.singleShot(500, play)
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
