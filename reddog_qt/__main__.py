"""``python -m reddog_qt``: start the game."""

from __future__ import annotations

import sys

from reddog_qt.cli import main

if __name__ == "__main__":
    sys.exit(main())
