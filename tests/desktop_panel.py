"""A desktop panel in a process of its own: ``python tests/desktop_panel.py HEIGHT``.

It puts make_screenshots.py's panel (a dock across the top of the screen, ``HEIGHT`` pixels high,
whose strut the window manager keeps free) on the X display of ``DISPLAY``, says ``ready`` on its
standard output, and stays until it is terminated.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[1] / "assets" / "scripts" / "make_screenshots.py"


def main() -> int:
    spec = importlib.util.spec_from_file_location("make_screenshots", SCRIPT)
    assert spec is not None and spec.loader is not None
    screenshots = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(screenshots)

    from PySide6.QtWidgets import QApplication

    app = QApplication([sys.argv[0]])
    panel = screenshots.add_panel(int(sys.argv[1]))  # noqa: F841  (kept on the screen)
    print("ready", flush=True)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
