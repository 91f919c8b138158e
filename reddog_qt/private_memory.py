"""Keep the game's memory from other programs: on Linux the process is marked non-dumpable at start.

While a hand is open the seed of its shuffle is in the game's memory (it fixes the third card, and at a
shoe table every card until the shoe ends). On Linux any process of the same user may read another's memory
through ``/proc/<pid>/mem`` or attach to it with ``ptrace``, unless the target is **non-dumpable**:
``prctl(PR_SET_DUMPABLE, 0)`` makes the kernel refuse both to everyone but root (and a process with
``CAP_SYS_PTRACE``), and writes no core file. :func:`keep_memory_private` does that; ``cli.main`` calls it
first thing. It cannot stop root, nor a program that started the game under a debugger, nor one that changes
the game's own files; the README ("Fair deals") says what is and is not covered, and on Windows and macOS
it does nothing.

Standard library only, no Qt: it runs before anything else is imported.
"""

from __future__ import annotations

import ctypes
import logging
import sys

log = logging.getLogger(__name__)

#: From <linux/prctl.h>.
PR_SET_DUMPABLE, PR_GET_DUMPABLE = 4, 3


def keep_memory_private() -> bool:
    """Mark this process non-dumpable (Linux); True if it now is. A failure is logged, never raised."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        # The running program's own symbols, libc's among them: no library search (ctypes.util costs ~8 ms).
        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_SET_DUMPABLE, 0) failed")
        return bool(libc.prctl(PR_GET_DUMPABLE, 0, 0, 0, 0) == 0)
    except (OSError, AttributeError) as error:
        log.warning("The game's memory could not be closed to other programs: %s", error)
        return False


__all__ = ["keep_memory_private"]
