"""A screenshot of Red Dog on Windows: the installer run under Wine, the game on Qt's `windows` platform.

    python tests/windows/screenshot.py SETUP.EXE [OUT.png]   (default assets/screenshots/windows-wine-1280x800.png)

Installs SETUP.EXE (from `python packaging/build.py windows`) silently in a fresh Wine prefix, starts the
game inside a Wine desktop of 1280x800 (Wine then draws the window's Windows title bar and frame itself),
waits for the table, deals a hand with the keyboard and grabs the X screen with Qt's xcb platform.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(REPO))
from tests.windows.wine import Screen, Wine  # noqa: E402


def grab(display: str, out: Path) -> None:
    """The whole X screen to a PNG, by a separate Python on Qt's xcb platform."""
    script = ("import sys\nfrom PySide6.QtGui import QGuiApplication\napp = QGuiApplication([])\n"
              "shot = app.primaryScreen().grabWindow(0)\nsys.exit(0 if shot.save(sys.argv[1]) else 1)\n")
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb")
    subprocess.run([sys.executable, "-c", script, str(out)], env=env, check=True, timeout=60)


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    setup = Path(argv[0]).resolve()
    out = Path(argv[1]) if len(argv) > 1 else REPO / "assets" / "screenshots" / "windows-wine-1280x800.png"
    screen = Screen("1280x800x24")
    with tempfile.TemporaryDirectory(prefix="reddog-wine-") as folder:
        wine = Wine(Path(folder), screen.display)
        try:
            wine.boot()
            subprocess.run(["wine", str(setup), "/S"], env=wine.env(), check=True, capture_output=True, timeout=600)
            wine.wait_idle()
            game = subprocess.Popen(["wine", "explorer", "/desktop=RedDog,1280x800",
                                     str(wine.install_dir / "reddog-qt.exe")],
                                    env=wine.env(), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                    stderr=subprocess.DEVNULL)
            time.sleep(25)   # the first start compiles the game's Python files
            keys = dict(os.environ, DISPLAY=screen.display)
            for key in ("Up", "Up", "Up", "Up", "Up", "Return"):
                subprocess.run(["xdotool", "key", key], env=keys, check=False)
                time.sleep(0.3)
            time.sleep(6)
            grab(screen.display, out)
            game.terminate()
        finally:
            wine.stop()
            screen.close()
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
