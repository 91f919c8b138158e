"""The real game in a process of its own that says where its felt is: ``python tests/felt_window.py PROFILE_DIR [N]``.

It starts the table as ``reddog-qt --profile-dir PROFILE_DIR --language en [--seed N]`` does (the
launch's own ``run``), and answers each line on its standard input with one line of JSON on its standard output:
``where`` gives the main window's X window id and the felt's view inside it (``x``, ``y``, ``width``,
``height`` in the window's pixels), so a test can cut the felt out of a screenshot of the real window.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QPoint, QSocketNotifier
from PySide6.QtWidgets import QApplication, QGraphicsView

from reddog_qt.app import launch


def where(app: QApplication) -> dict[str, object]:
    """The shown main window's X id and its felt's place in it (an empty answer before it is shown)."""
    window = next((widget for widget in app.topLevelWidgets()
                   if widget.objectName() == "main_window" and widget.isVisible()), None)
    view = window.findChild(QGraphicsView, "table_view") if window is not None else None
    if window is None or view is None:
        return {}
    corner = view.mapTo(window, QPoint(0, 0))
    return {"window": int(window.winId()), "window_width": window.width(), "window_height": window.height(),
            "x": corner.x(), "y": corner.y(), "width": view.width(), "height": view.height()}


def main() -> int:
    app = launch.make_application()  # launch.run reuses it

    def answer() -> None:
        line = sys.stdin.readline()
        if not line:  # the test has gone: so does the game
            app.quit()
            return
        print(json.dumps(where(app) if line.strip() == "where" else {"unknown": line.strip()}), flush=True)

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(answer)
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else None  # practice, dealt as deal number N
    return launch.run(Path(sys.argv[1]), seed, None, False, "en")


if __name__ == "__main__":
    sys.exit(main())
