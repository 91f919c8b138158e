"""A screenshot of Options as the player opens it from the table, e.g. on a machine with no audio device (the line
under the volume sliders then says why nothing can be heard).

Run under an X server (e.g. ``xvfb-run -a -s "-screen 0 1280x800x24"``) from the source tree::

    python assets/scripts/options_screenshot.py OUT.png [--language de] [--test sound|voice]

``--test`` presses that Test button first, as a player trying the volume does. The device check is the
game's own: on a machine with speakers the line is not there.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QPushButton

from reddog_qt.app.launch import make_application


def settle(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--language", choices=("en", "de"), default="en")
    parser.add_argument("--test", choices=("sound", "voice"), help="press this Test button before the picture")
    args = parser.parse_args()

    app = make_application()
    from reddog_qt.app.table.main_window import MainWindow
    from reddog_qt.profile.paths import ProfilePaths

    profile = Path(tempfile.mkdtemp(prefix="reddog-shot-"))
    ProfilePaths.resolve(profile).ensure().settings_file.write_text(json.dumps({"language": args.language}))
    window = MainWindow(profile_dir=profile)
    window.show()
    window.resize(1280, 800)
    settle(800)
    dialog = window.open_options()
    if args.test:
        dialog.findChild(QPushButton, f"{args.test}_test_button").click()
    settle(500)
    image = dialog.grab()
    ok = image.save(str(args.out))
    print(f"{args.out}: {image.width()}x{image.height()} {'saved' if ok else 'FAILED'}")
    dialog.reject()
    window.close()
    app.processEvents()
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
