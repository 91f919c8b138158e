"""The command line: ``reddog-qt [--profile-dir DIR] [--seed N] [--screenshot PNG] [--smoke]``.

``--version`` and ``--help`` answer without starting Qt.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from reddog_qt import APP_NAME, __version__


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
        "--profile-dir", type=Path, metavar="DIR",
        help="keep the bankroll, history and settings in DIR instead of your user folders",
    )
    parser.add_argument(
        "--seed", type=int, metavar="N",
        help="shuffle with a fixed seed, so the same seed deals the same cards (for replays)",
    )
    parser.add_argument(
        "--screenshot", type=Path, metavar="PNG",
        help="draw the table once it has started, save it as PNG and quit",
    )
    parser.add_argument("--smoke", action="store_true", help="start, show one frame and quit (a self-check)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game; returns the process exit code."""
    args = build_parser().parse_args(argv)
    profile_dir = args.profile_dir
    if profile_dir is None and os.environ.get("REDDOG_PROFILE_DIR"):
        profile_dir = Path(os.environ["REDDOG_PROFILE_DIR"])
    from reddog_qt.app.launch import run  # Qt is imported only when a window is wanted

    return run(profile_dir=profile_dir, seed=args.seed, screenshot=args.screenshot, smoke=args.smoke)


if __name__ == "__main__":
    sys.exit(main())
