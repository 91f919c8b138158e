"""Start the Qt application: fonts, the main window, and the --screenshot / --smoke modes."""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QLoggingCategory, Qt, QTimer
from PySide6.QtGui import QFontDatabase, QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from reddog_qt import APP_ID, APP_NAME, __version__
from reddog_qt.logs import setup_logging
from reddog_qt.paths import ProfilePaths, asset_path, assets_dir

log = logging.getLogger(__name__)

FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
#: The desktop entry's id (packaging/linux/io.github.reddogqt.RedDog.desktop).
DESKTOP_ID = "io.github.reddogqt.RedDog"

#: Qt Multimedia reports on stderr each optional library it looked for (PipeWire, VA-API) and
#: which FFmpeg it uses. None of it is a fault, and a player starting the game from a terminal
#: should not read it; real warnings from Qt still come through.
QUIET_LOGGING_RULES = "qt.multimedia.symbolsresolver=false\nqt.multimedia.ffmpeg.info=false"


_loaded_families: list[str] = []


def load_fonts() -> list[str]:
    """Register the shipped fonts (once) so the table looks the same on every machine; returns the families."""
    if _loaded_families:
        return list(_loaded_families)
    families = _loaded_families
    for name in FONT_FILES:
        try:
            path = asset_path("fonts", name)
        except FileNotFoundError:
            log.warning("The font %s is missing; the system's font is used instead.", name)
            continue
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            log.warning("Could not load the font %s; the system's font is used instead.", name)
            continue
        families.extend(QFontDatabase.applicationFontFamilies(font_id))
    return list(families)


def make_application() -> QApplication:
    """The QApplication (reused if one exists), named and with the shipped fonts loaded."""
    QLoggingCategory.setFilterRules(QUIET_LOGGING_RULES)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName(APP_ID)
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(DESKTOP_ID)  # Wayland finds the icon and name through the .desktop file
    try:
        app.setWindowIcon(QIcon(str(asset_path("icons", "reddog.svg"))))
    except FileNotFoundError:
        log.warning("The window icon is missing.")
    load_fonts()
    return app


def install_excepthook(log_file: Path | None, show_dialogs: bool) -> None:
    """Send an unexpected error to the log with its traceback and tell the player in a sentence.

    Qt calls our slots from C++; without this, an error there would print a traceback to the
    terminal and nothing in the window would say so.
    """

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, trace)
            return
        log.error("unexpected error", exc_info=(kind, error, trace))
        if show_dialogs and QApplication.instance() is not None:
            where = f" The details are in {log_file}." if log_file else ""
            box = QMessageBox(QMessageBox.Icon.Warning, APP_NAME,
                              f"Something went wrong: {error}\nYour bankroll and history are safe.{where}")
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()

    sys.excepthook = hook


def run(profile_dir: Path | None, seed: int | None, screenshot: Path | None, smoke: bool) -> int:
    """Open the table; returns the exit code."""
    paths = ProfilePaths.resolve(profile_dir)
    try:
        paths.ensure()
        setup_logging(paths.log_file)
    except OSError as problem:
        setup_logging(None)
        log.error("%s", problem)
    app = make_application()
    install_excepthook(paths.log_file, show_dialogs=screenshot is None and not smoke)
    log.info("%s %s starting; assets from %s; fonts: %s", APP_NAME, __version__, assets_dir(),
             ", ".join(sorted(set(load_fonts()))) or "system")
    try:
        from reddog_qt.app.main_window import MainWindow  # after the fonts are in

        window = MainWindow(profile_dir=paths.data_dir if profile_dir else None, seed=seed)
    except Exception as problem:  # the last line of defence: a message, never a traceback
        log.exception("could not open the table")
        if screenshot is None and not smoke:  # unattended runs must not wait on a dialog
            QMessageBox.critical(None, APP_NAME, f"The table could not be opened:\n{problem}")
        return 1
    window.show()
    if screenshot is not None:
        def grab() -> None:
            ok = window.grab().save(str(screenshot))
            log.info("screenshot %s: %s", screenshot, "saved" if ok else "failed")
            app.exit(0 if ok else 1)

        QTimer.singleShot(600, grab)
    elif smoke:
        from reddog_qt.app.smoke import check_start

        check_start(app, window)
    return app.exec()
