"""The reference the game's start-up is measured against: a bare PySide6 window, one frame, exit.

A QApplication, a QMainWindow whose central widget is a QGraphicsView onto a scene with a few
items, shown; as soon as the view has painted its first frame it prints the same ``first frame: peak memory``
line as ``reddog-qt --smoke`` and leaves the event loop. It imports nothing from the game, so it shows what
Python and Qt cost on their own on this machine and platform. Accepts (and ignores) the game's command-line
arguments, so the same command line starts either program.

    python tests/benchmarks/bare_window.py
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QEvent, QObject, QRectF, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow


class FirstFrame(QObject):
    """Leaves the event loop once the watched widget has painted its first frame."""

    def __init__(self, app: QApplication) -> None:
        super().__init__()
        self._app = app
        self._done = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self._done:
            self._done = True
            QTimer.singleShot(0, self._shown)  # after this paint has been handled
        return False

    def _shown(self) -> None:
        # The same line as reddog-qt --smoke prints, so the benchmark times both alike.
        print(f"first frame: peak memory {peak_memory_mib():.1f} MiB", flush=True)
        self._app.exit(0)


def peak_memory_mib() -> float:
    """Peak resident memory so far (Linux VmHWM)."""
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def main() -> int:
    """Show the bare window for one frame; returns the exit code."""
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    scene = QGraphicsScene(0, 0, 1600, 860)
    scene.setBackgroundBrush(QColor("#0d6b3a"))
    scene.addRect(QRectF(600, 100, 140, 196), QColor("white"), QColor("white"))
    scene.addEllipse(QRectF(708, 496, 184, 184), QColor("gold"))
    scene.addText("bare window")
    view = QGraphicsView(scene)
    window.setCentralWidget(view)
    window.resize(1280, 800)
    watcher = FirstFrame(app)
    view.viewport().installEventFilter(watcher)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
