"""Start the Qt application: the player's profile, fonts, the main window, and the --screenshot / --smoke modes.

The profile is opened here, once, and handed to the window. A profile already in
use by another window is refused with a line on stderr containing "already
running" (and a dialog when a person is watching), exit status 2.
"""

from __future__ import annotations

import gc
import logging
import sys
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QLoggingCategory, Qt, QTimer
from PySide6.QtGui import QFontDatabase, QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from reddog_qt import APP_ID, APP_NAME, __version__
from reddog_qt.app.assets import asset_path, assets_dir
from reddog_qt.app.start.first_frame import after_first_frame
from reddog_qt.app.texts.language import apply_language, fill, translate
from reddog_qt.app.texts.sentence import sentence_text
from reddog_qt.logs import setup_logging
from reddog_qt.profile import Profile, ProfileError, ProfileInUseError, open_profile
from reddog_qt.profile.paths import ProfilePaths

log = logging.getLogger(__name__)

FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
#: The desktop entry's id (packaging/linux/io.github.reddogqt.RedDog.desktop).
DESKTOP_ID = "io.github.reddogqt.RedDog"

#: Qt Multimedia reports on stderr each optional library it looked for (PipeWire, VA-API) and
#: which FFmpeg it uses. None of it is a fault, and a player starting the game from a terminal
#: should not read it; real warnings from Qt still come through.
QUIET_LOGGING_RULES = "qt.multimedia.symbolsresolver=false\nqt.multimedia.ffmpeg.info=false"

#: The cyclic garbage collector, off while starting (cli.main), is back on after the first frame, or
#: after this long at the latest (a window started minimized may not paint until it is restored).
COLLECTOR_BACK_AT_THE_LATEST_MS = 5_000


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


_open_error_boxes: list[QMessageBox] = []


def _forget_box(box: QMessageBox) -> None:
    if box in _open_error_boxes:
        _open_error_boxes.remove(box)


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
        app = QApplication.instance()
        if show_dialogs and isinstance(app, QApplication):
            where = " " + fill(translate("Launch", "The details are in %1."), log_file) if log_file else ""
            # The window the player is looking at; a window closed a moment ago may still be "active".
            candidates = [app.activeWindow(), *(widget for widget in app.topLevelWidgets()
                                                if widget.objectName() == "main_window")]
            parent = next((widget for widget in candidates if widget is not None and widget.isVisible()), None)
            box = QMessageBox(QMessageBox.Icon.Warning, APP_NAME,
                              fill(translate("Launch", "Something went wrong: %1\nYour bankroll and history are safe."),
                                   error) + where,
                              QMessageBox.StandardButton.Ok, parent)
            box.setObjectName("error_dialog")
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            # Kept alive until closed: a box nobody holds would be destroyed as this hook returns.
            _open_error_boxes.append(box)
            box.destroyed.connect(lambda _obj=None, b=box: _forget_box(b))
            box.open()

    sys.excepthook = hook


def run(profile_dir: Path | None, seed: int | None, screenshot: Path | None, smoke: bool,
        language: str | None = None) -> int:
    """Open the table (in ``language``, a settings value; None: the player's setting); returns the exit code.

    ``seed`` opens the table in practice with that deal number (``--seed``): numbered, reproducible
    deals are played from the practice bankroll only, never from the player's own.
    """
    try:
        return _run(profile_dir, seed, screenshot, smoke, language)
    finally:
        gc.enable()  # if the start ended before the first frame


def _run(profile_dir: Path | None, seed: int | None, screenshot: Path | None, smoke: bool,
         language: str | None) -> int:
    paths = ProfilePaths.resolve(profile_dir)
    try:
        paths.ensure()
        setup_logging(paths.log_file)
    except OSError as problem:
        setup_logging(None)
        log.error("%s", problem)
    app = make_application()
    if language is not None:
        apply_language(language)  # the profile's own setting is read with the profile (the window applies it)
    install_excepthook(paths.log_file, show_dialogs=screenshot is None and not smoke)
    log.info("%s %s starting; assets from %s; fonts: %s", APP_NAME, __version__, assets_dir(),
             ", ".join(sorted(set(load_fonts()))) or "system")
    attended = screenshot is None and not smoke  # unattended runs must not wait on a dialog
    try:
        # The player's own interrupted hands are finished with the system's random numbers, never a seed:
        # a seed deals practice hands only.
        profile = open_profile(paths.data_dir if profile_dir else None)
    except ProfileInUseError as problem:
        print(f"reddog-qt: already running: {problem}", file=sys.stderr)
        log.info("not started: %s", problem)
        if attended:
            QMessageBox.warning(None, APP_NAME, sentence_text(problem))
        return 2
    except ProfileError as problem:
        log.error("the profile could not be opened: %s", problem)
        print(f"reddog-qt: {problem}", file=sys.stderr)
        if attended:
            QMessageBox.critical(None, APP_NAME, fill(translate("Launch", "Your profile could not be opened:\n%1"),
                                                      sentence_text(problem)))
        return 1
    try:
        return _play(app, profile, seed, screenshot, smoke, language)
    finally:
        profile.close()


def _play(app: QApplication, profile: Profile, seed: int | None, screenshot: Path | None, smoke: bool,
          language: str | None = None) -> int:
    try:
        from reddog_qt.app.table.main_window import MainWindow  # after the fonts are in

        window = MainWindow(profile, language=language, practice_deal=seed)
    except Exception as problem:  # the last line of defence: a message, never a traceback
        log.exception("could not open the table")
        if screenshot is None and not smoke:
            QMessageBox.critical(None, APP_NAME, fill(translate("Launch", "The table could not be opened:\n%1"),
                                                      problem))
        return 1
    window.show()
    after_first_frame(window.view.viewport(), gc.enable, first=True)
    QTimer.singleShot(COLLECTOR_BACK_AT_THE_LATEST_MS, gc.enable)
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
