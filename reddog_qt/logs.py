"""Logging set-up: a small rotating log in the profile folder, and warnings on stderr.

:func:`setup_logging` configures the root logger once per process; calling it
again replaces the handlers it added (for instance to move the log to another
profile folder) instead of adding more, and leaves other handlers alone. Times
in the log file are UTC, written ISO 8601 style.

No Qt here.
"""

from __future__ import annotations

import contextlib
import logging
import os
import stat
import sys
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from reddog_qt.profile.aside import set_aside

#: The log rotates at this size, keeping this many old files (reddog.log.1 ...).
MAX_BYTES = 256 * 1024
BACKUP_COUNT = 3

_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
_DATE_FORMAT = "%Y-%m-%dT%H:%M:%SZ"
#: Set on each handler this module adds, so a second call can find and replace them.
_MARK = "_reddog_handler"


class _UtcFormatter(logging.Formatter):
    converter: Callable[[float | None], time.struct_time] = time.gmtime


class SizeCappedFileHandler(logging.FileHandler):
    """A log file moved aside when the next line would take it past ``max_bytes``, keeping ``backup_count`` old ones.

    ``reddog.log.1`` is the newest old file, ``reddog.log.<backup_count>`` the oldest; older ones are
    dropped. It is what :class:`logging.handlers.RotatingFileHandler` does, without importing
    :mod:`logging.handlers` (which brings the socket, pickle and queue modules: some 10 ms of every start).
    """

    def __init__(self, path: Path, max_bytes: int, backup_count: int) -> None:
        # A name that is not valid UTF-8 (a folder on Linux may have one) is written with escapes, not refused.
        super().__init__(path, encoding="utf-8", errors="backslashreplace")
        self.max_bytes = max_bytes
        self.backup_count = backup_count
        self._stuck = False

    def emit(self, record: logging.LogRecord) -> None:
        if not self._stuck:
            try:
                if self._full_after(record):
                    self._move_aside()
            except OSError:
                # Another program holds the file, or the folder became read-only: keep writing to the
                # file as it is (FileHandler reopens it) rather than lose lines, and stop trying.
                self._stuck = True
        super().emit(record)

    def handleError(self, record: logging.LogRecord) -> None:
        """A line that cannot be written (a full disk) is dropped, said once on stderr: never a traceback."""
        if not getattr(self, "_told", False):
            self._told = True
            problem = sys.exc_info()[1]
            with contextlib.suppress(Exception):
                sys.stderr.write(f"reddog-qt: the log file {self.baseFilename!r} cannot be written "
                                 f"({getattr(problem, 'strerror', None) or problem}); lines are dropped.\n")

    def _full_after(self, record: logging.LogRecord) -> bool:
        if self.stream is None:
            self.stream = self._open()
        written = self.stream.tell()
        line_bytes = len(self.format(record).encode("utf-8", "backslashreplace")) + 1
        return written > 0 and written + line_bytes > self.max_bytes

    def _move_aside(self) -> None:
        if self.stream is not None:
            self.stream.close()
            self.stream = None
        base = self.baseFilename
        for number in range(self.backup_count - 1, 0, -1):
            if os.path.exists(f"{base}.{number}"):
                os.replace(f"{base}.{number}", f"{base}.{number + 1}")
        if self.backup_count > 0:
            os.replace(base, f"{base}.1")
        else:
            os.remove(base)
        self.stream = self._open()


def _set_aside_if_not_a_file(path: Path) -> None:
    """Rename something that is not a regular file at ``path`` (a FIFO would block the open forever)."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return
    if stat.S_ISREG(mode):
        return
    set_aside(path, datetime.now(UTC))


def _mark(handler: logging.Handler) -> logging.Handler:
    setattr(handler, _MARK, True)
    handler.setFormatter(_UtcFormatter(_FORMAT, _DATE_FORMAT))
    return handler


def teardown_logging() -> None:
    """Remove and close the handlers :func:`setup_logging` added."""
    root = logging.getLogger()
    for handler in list(root.handlers):
        if getattr(handler, _MARK, False):
            root.removeHandler(handler)
            handler.close()


def setup_logging(log_file: Path | None, level: int = logging.INFO) -> list[logging.Handler]:
    """Log ``level`` and above to ``log_file`` (rotating, 256 KB x 3) and warnings to stderr.

    ``log_file`` None logs to stderr only. If the file cannot be opened the game
    still starts, logging to stderr, and says so there. Returns the handlers added.
    """
    teardown_logging()
    root = logging.getLogger()
    handlers: list[logging.Handler] = []
    console = logging.StreamHandler(sys.stderr)
    console.setLevel(logging.WARNING)
    handlers.append(_mark(console))
    problem: str | None = None
    if log_file is not None:
        try:
            Path(log_file).parent.mkdir(parents=True, exist_ok=True)
            _set_aside_if_not_a_file(Path(log_file))
            file_handler = SizeCappedFileHandler(Path(log_file), MAX_BYTES, BACKUP_COUNT)
        except OSError as error:
            problem = (f"The log file {log_file} could not be opened ({error.strerror or error}); "
                       "logging to the console only.")
        else:
            file_handler.setLevel(level)
            handlers.append(_mark(file_handler))
    for handler in handlers:
        root.addHandler(handler)
    root.setLevel(min(level, logging.WARNING))
    if problem:
        logging.getLogger(__name__).warning(problem)
    return handlers
