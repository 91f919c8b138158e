"""Read an exported hand history without trusting the file: what is not one is refused before it is read.

:func:`read_history` looks at the file before opening it, and refuses anything but a regular file (a FIFO,
a device, a folder) or a file larger than :data:`MAX_FILE_BYTES`, with the reason, before a byte is read.
It opens the file without waiting (``O_NONBLOCK``: a FIFO swapped in after the look would otherwise wait
for a writer for ever) and looks again through the open file. :func:`history_lines` reads the text as
UTF-8, with or without the byte-order mark spreadsheet programs write.

Standard library only, no Qt: the verifier runs on a bare Python.
"""

from __future__ import annotations

import io
import os
import stat
from pathlib import Path

#: The largest history read: some 500,000 hands of some 250 bytes each (years of daily play). The check
#: takes some 13 bytes of memory per byte of history (1.7 GB at this size) and some 20 s per 100 MiB.
MAX_FILE_BYTES = 128 * 1024 * 1024
#: What a file that is not a regular one is called, by the kind stat gives.
_KINDS = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO (named pipe)"), (stat.S_ISCHR, "a character device"),
          (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"))


class UnreadableHistory(ValueError):
    """The file is not a history Red Dog exported (or cannot be read)."""


def read_history(path: Path) -> bytes:
    """The bytes of the file at ``path``; :class:`UnreadableHistory` for anything not a history to read.

    Looked at before it is opened (a FIFO or a device is never opened), opened without waiting, and looked
    at again through the open file (in case it was swapped in between).
    """
    name = shown(path)
    try:
        _regular(os.stat(path), name)
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
        descriptor = os.open(path, flags)
        with open(descriptor, "rb", closefd=True) as handle:
            _regular(os.fstat(handle.fileno()), name)
            data = handle.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise UnreadableHistory(f"{name} cannot be read ({error.strerror or error})") from None
    if len(data) > MAX_FILE_BYTES:
        raise UnreadableHistory(f"{name} grew past {MAX_FILE_BYTES // 2**20} MiB while it was read")
    return data


def history_lines(data: bytes) -> io.TextIOWrapper:
    """The lines of ``data`` as UTF-8 text, with or without a byte-order mark, decoded as they are read (a
    whole history as text at once would take up to four times its size); reading raises UnicodeDecodeError
    where the text is not UTF-8."""
    return io.TextIOWrapper(io.BytesIO(data), encoding="utf-8-sig", newline="")


def _regular(found: os.stat_result, name: str) -> None:
    for test, kind in _KINDS:
        if test(found.st_mode):
            raise UnreadableHistory(f"{name} is {kind}, not a file: give the CSV file Red Dog exported")
    if not stat.S_ISREG(found.st_mode):
        raise UnreadableHistory(f"{name} is not a regular file")
    if found.st_size > MAX_FILE_BYTES:
        raise UnreadableHistory(f"{name} is {found.st_size:,} bytes; the checker reads histories of up to "
                                f"{MAX_FILE_BYTES // 2**20} MiB (some 500,000 hands)")


def shown(text: object) -> str:
    """``text`` (often a path) as it can be printed: bytes that are not UTF-8 are shown as \ufffd."""
    return os.fsencode(str(text)).decode("utf-8", "replace")


__all__ = ["MAX_FILE_BYTES", "UnreadableHistory", "history_lines", "read_history", "shown"]
