"""Logging set-up: a small rotating log in the profile folder, and warnings on stderr.

:func:`setup_logging` configures the root logger once per process; calling it
again replaces the handlers it added (for instance to move the log to another
profile folder) instead of adding more, and leaves other handlers alone. Times
in the log file are UTC, written ISO 8601 style.

No Qt here.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
import time
from collections.abc import Callable
from pathlib import Path

#: The log rotates at this size, keeping this many old files (reddog.log.1 ...).
MAX_BYTES = 256 * 1024
BACKUP_COUNT = 3

_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
_DATE_FORMAT = "%Y-%m-%dT%H:%M:%SZ"
#: Set on each handler this module adds, so a second call can find and replace them.
_MARK = "_reddog_handler"


class _UtcFormatter(logging.Formatter):
    converter: Callable[[float | None], time.struct_time] = time.gmtime


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
            file_handler = logging.handlers.RotatingFileHandler(
                log_file, maxBytes=MAX_BYTES, backupCount=BACKUP_COUNT, encoding="utf-8")
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
