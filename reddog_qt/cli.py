"""The command line: ``reddog-qt [--profile-dir DIR] [--seed N] [--language LANG] [--screenshot PNG] [--smoke]``
(or ``--export-history FILE.csv``, ``--verify HISTORY.csv``).

``--version`` and ``--help`` answer without starting Qt; ``--export-history FILE.csv``
writes the hand history and exits without opening a window, and ``--verify`` checks one; none
of them needs a display. A start that would open a window where there is no desktop session to
show it in (:func:`no_desktop_session`) says so and exits with status 1 before Qt is loaded.
"""

from __future__ import annotations

import argparse
import gc
import os
import shutil
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from reddog_qt import APP_NAME, __version__
from reddog_qt.private_memory import keep_memory_private

#: The most digits a --seed may have (a seed is kept with every hand it dealt; a longer one would not fit).
MAX_SEED_DIGITS = 18


def _seed(text: str) -> int:
    """A ``--seed``: a whole number from 0 to 18 digits."""
    clean = text.strip()
    if not clean.isascii() or not clean.isdigit() or len(clean) > MAX_SEED_DIGITS:
        raise argparse.ArgumentTypeError(
            f"a seed is a whole number from 0 to {MAX_SEED_DIGITS} digits (for example 42), not {_shown(text)[:40]!r}")
    return int(clean)


def _folder(text: str) -> Path:
    """A ``--profile-dir``: any folder name but an empty one (which would mean the current folder)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("the folder name is empty; give the folder to keep your profile in")
    return Path(text)


def _shown(text: object) -> str:
    """``text`` (often a path) as it can be printed: bytes that are not UTF-8 are shown as \ufffd."""
    return os.fsencode(str(text)).decode("utf-8", "replace")


#: Unix systems on which Qt draws through X11 or Wayland (macOS has its own window system, as Windows has).
X11_SYSTEMS = ("linux", "freebsd", "openbsd", "netbsd", "dragonfly")

#: What a player reads when the game is started without a desktop session (a console, ssh without -X, a
#: container); {command} is how they started it.
NO_DESKTOP_MESSAGE = (
    "reddog-qt: Red Dog needs a desktop session to show its table, and there is none here "
    "(neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
    "Start it from your desktop: its menu, or a terminal window on the desktop.\n"
    "To check the installation without a desktop, run:\n"
    "    QT_QPA_PLATFORM=offscreen {command} --smoke\n"
)


def command_to_type(started_as: str) -> str:
    """How a player types this game's command again: ``reddog-qt`` when that name on the PATH is the program
    ``started_as`` (``sys.argv[0]``), else the path it was started by (``.venv/bin/reddog-qt`` from a checkout).

    >>> command_to_type("/no/such/folder/__main__.py")
    'reddog-qt'
    """
    if os.path.basename(started_as) != "reddog-qt":
        return "reddog-qt"  # python -m reddog_qt, or a launcher of its own
    on_path = shutil.which("reddog-qt")
    try:
        if on_path is not None and os.path.samefile(on_path, started_as):
            return "reddog-qt"
    except OSError:
        pass  # either file is gone: the path it was started by is the best guess
    return _shown(started_as)


def no_desktop_session(environ: Mapping[str, str], system: str) -> bool:
    """Whether Qt would need an X11 display here and none is named, so it could only abort.

    Qt chooses its platform from ``QT_QPA_PLATFORM`` (a list separated by ``;``, each name
    perhaps followed by ``:options``); unset or empty, it tries Wayland when the session says
    Wayland or ``WAYLAND_DISPLAY`` is set, else X11 (xcb). Only when every platform it would try
    is xcb and ``DISPLAY`` is unset is the answer certain; offscreen, minimal, eglfs, Wayland
    (which finds its default socket on its own) and the like are left to Qt.

    >>> no_desktop_session({}, "linux")
    True
    >>> no_desktop_session({"QT_QPA_PLATFORM": "offscreen"}, "linux"), no_desktop_session({}, "win32")
    (False, False)
    """
    if not system.startswith(X11_SYSTEMS):
        return False
    if environ.get("DISPLAY", "").strip() or environ.get("WAYLAND_DISPLAY", "").strip():
        return False
    chosen = environ.get("QT_QPA_PLATFORM", "").strip()
    if chosen:
        return {name.split(":", 1)[0].strip() for name in chosen.split(";")} <= {"xcb", ""}
    return environ.get("XDG_SESSION_TYPE", "").strip().lower() != "wayland"


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (kept separate so the help text can be tested)."""
    parser = argparse.ArgumentParser(
        prog="reddog-qt",
        description=f"{APP_NAME}: the casino card game also called Acey-Deucey or In-Between.",
        epilog="Your bankroll, hand history and settings live in your profile folder; "
        "set REDDOG_PROFILE_DIR or use --profile-dir to play from another one.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--profile-dir", type=_folder, metavar="DIR",
        help="keep the bankroll, history and settings in DIR instead of your user folders",
    )
    parser.add_argument(
        "--seed", type=_seed, metavar="N",
        help="play practice hands, dealt as deal number N (the same N deals the same cards, for replays), from "
        "a practice bankroll that never counts in your balance, history or statistics",
    )
    parser.add_argument(
        "--language", choices=("system", "en", "de"),
        help="show the game in this language for this run (system: your desktop's)",
    )
    parser.add_argument(
        "--screenshot", type=Path, metavar="PNG",
        help="draw the table once it has started, save it as PNG and quit",
    )
    parser.add_argument("--smoke", action="store_true", help="start, show one frame and quit (a self-check)")
    parser.add_argument(
        "--export-history", type=Path, metavar="FILE.csv",
        help="write your hand history to FILE.csv (one line per hand) and exit, without opening the table",
    )
    parser.add_argument(
        "--verify", type=Path, metavar="HISTORY.csv",
        help="check every revealed shuffle of an exported hand history against its fingerprint and its cards, and "
        "every payout and balance, and exit (0: all match; 1: a mismatch, with its Bet ID; 2: the file cannot be read)",
    )
    return parser


def export_history(profile_dir: Path | None, target: Path) -> int:
    """``--export-history``: open the profile (taking its lock), write the CSV, say what was written."""
    from reddog_qt.logs import setup_logging
    from reddog_qt.profile import ProfileError, ProfileInUseError, open_profile
    from reddog_qt.profile.paths import ProfilePaths
    from reddog_qt.record.history_csv import ExportRefusedError, export_refusal
    from reddog_qt.record.history_csv import export_history as write_csv

    paths = ProfilePaths.resolve(profile_dir)
    try:
        paths.ensure()
        setup_logging(paths.log_file)
    except OSError:
        setup_logging(None)
    folders = (paths.data_dir, paths.config_dir)
    refusal = export_refusal(target, folders)  # before the profile is opened: nothing of it is touched
    if refusal is not None:
        print(f"reddog-qt: {_shown(refusal)}", file=sys.stderr)
        return 1
    try:
        profile = open_profile(profile_dir)
    except ProfileInUseError as problem:
        print(f"reddog-qt: already running: {_shown(problem)}", file=sys.stderr)
        return 2
    except ProfileError as problem:
        print(f"reddog-qt: {_shown(problem)}", file=sys.stderr)
        return 1
    try:
        for notice in profile.notices:
            print(f"reddog-qt: {_shown(notice)}", file=sys.stderr)
        result = write_csv(profile.ledger, target, profile_folders=folders)
    except ExportRefusedError as problem:
        print(f"reddog-qt: {_shown(problem)}", file=sys.stderr)
        return 1
    except OSError as problem:  # the file could not be written (ProfileError is an OSError too)
        reason = getattr(problem, "strerror", None) or problem
        print(f"reddog-qt: the history could not be written to {_shown(target)} ({_shown(reason)}); "
              "nothing was written.", file=sys.stderr)
        return 1
    finally:
        profile.close()
    left_out = f" ({result.skipped:,} damaged rows left out, see the log)" if result.skipped else ""
    print(f"Wrote {result.hands:,} hands to {_shown(target)}{left_out}.")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game; returns the process exit code."""
    keep_memory_private()  # first: the seed of an open shuffle is in memory once a table is dealt
    args = build_parser().parse_args(argv)
    profile_dir = args.profile_dir
    # A blank REDDOG_PROFILE_DIR is as good as unset (the user folders), as ProfilePaths reads it too.
    if profile_dir is None and os.environ.get("REDDOG_PROFILE_DIR", "").strip():
        profile_dir = Path(os.environ["REDDOG_PROFILE_DIR"].strip())
    if args.export_history is not None:
        return export_history(profile_dir, args.export_history)
    if args.verify is not None:
        from reddog_qt.fairness import main as verify

        return verify([str(args.verify)])
    if no_desktop_session(os.environ, sys.platform):
        # Qt would abort here with a hint about a missing xcb-cursor library, which is not the cause.
        sys.stderr.write(NO_DESKTOP_MESSAGE.format(command=command_to_type(sys.argv[0])))
        return 1
    # Starting makes many long-lived objects and next to no garbage, and the cyclic collector would
    # walk them all some 70 times before the table appears (about 12 ms). launch.run switches it back
    # on once the first frame is painted, and whenever the start ends another way.
    gc.disable()
    # The parts without Qt first: once PySide6 is loaded it reads the source of every module
    # imported after it (about 0.3 ms each), which these do not need.
    import reddog_qt.logs
    import reddog_qt.profile  # noqa: F401
    from reddog_qt.app.launch import run  # Qt is imported only when a window is wanted

    return run(profile_dir=profile_dir, seed=args.seed, screenshot=args.screenshot, smoke=args.smoke,
               language=args.language)


if __name__ == "__main__":
    sys.exit(main())
