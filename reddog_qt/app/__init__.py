"""The Qt table that plays the engine: the window, its scene, dialogs, sound and the start-up.

``reddog_qt.app.MainWindow`` is the window (loaded on first use, so importing a module of this
package does not build the whole table's imports).
"""

from __future__ import annotations

from typing import Any

__all__ = ["MainWindow"]


def __getattr__(name: str) -> Any:
    if name == "MainWindow":
        from reddog_qt.app.table.main_window import MainWindow

        return MainWindow
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
