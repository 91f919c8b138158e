"""Red Dog (Acey-Deucey, In-Between) as a desktop card table.

The package is split in two: :mod:`reddog_qt.engine` holds the rules, the
shoe, the money and the exact odds, in plain Python; everything under
:mod:`reddog_qt.app` is the Qt table that plays it.
"""

from __future__ import annotations

__version__ = "1.1.0"
APP_NAME = "Red Dog"
APP_ID = "reddog-qt"
