"""``reddog-qt --smoke``: start, show the table, finish starting, and quit — a self-check.

Once the felt has painted its first frame one line goes to standard output,
``first frame: peak memory <MiB> MiB`` (what the process had used by then), so a benchmark can
time the moment the table appeared. Then what waits for the first frame (the sound) is
started, as in a real game, and the program exits: 0 if the window is still showing.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from reddog_qt.app.start.first_frame import after_first_frame

if TYPE_CHECKING:
    from reddog_qt.app.table.main_window import MainWindow

log = logging.getLogger(__name__)

#: Give up if the table has not painted by then (a broken platform plugin, a hung start).
FIRST_FRAME_TIMEOUT_MS = 30_000
FIRST_FRAME_LINE = "first frame: peak memory {mib:.1f} MiB"


def _windows_peak_working_set() -> float | None:
    """Windows: the process's peak working set (psapi's GetProcessMemoryInfo), in MiB."""
    import ctypes
    from ctypes import wintypes

    class Counters(ctypes.Structure):
        _fields_ = [("cb", wintypes.DWORD), ("PageFaultCount", wintypes.DWORD)] + [
            (name, ctypes.c_size_t) for name in (
                "PeakWorkingSetSize", "WorkingSetSize", "QuotaPeakPagedPoolUsage", "QuotaPagedPoolUsage",
                "QuotaPeakNonPagedPoolUsage", "QuotaNonPagedPoolUsage", "PagefileUsage", "PeakPagefileUsage")]

    counters = Counters()
    counters.cb = ctypes.sizeof(counters)
    kernel32 = ctypes.WinDLL("kernel32")  # type: ignore[attr-defined]
    kernel32.GetCurrentProcess.restype = wintypes.HANDLE
    kernel32.GetCurrentProcess.argtypes = []
    memory_info = ctypes.WinDLL("psapi").GetProcessMemoryInfo  # type: ignore[attr-defined]
    memory_info.argtypes = [wintypes.HANDLE, ctypes.POINTER(Counters), wintypes.DWORD]
    memory_info.restype = wintypes.BOOL
    if not memory_info(kernel32.GetCurrentProcess(), ctypes.byref(counters), counters.cb):
        return None
    return counters.PeakWorkingSetSize / 2**20


def peak_memory_mib() -> float | None:
    """The process's peak resident memory so far (Linux: VmHWM; Windows: peak working set), or None."""
    if sys.platform == "win32":
        try:
            return _windows_peak_working_set()
        except Exception:
            return None
    try:
        for line in Path("/proc/self/status").read_text(encoding="ascii").splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except (OSError, ValueError, IndexError):
        pass
    try:
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / (1024 if sys.platform != "darwin" else 2**20)
    except (ImportError, OSError):
        return None


def check_start(app: QApplication, window: MainWindow) -> None:
    """Report the first frame, let the deferred start run, then exit the event loop."""
    viewport = window.view.viewport()

    def first_frame() -> None:
        peak = peak_memory_mib()
        line = FIRST_FRAME_LINE.format(mib=peak if peak is not None else float("nan"))
        log.info("%s", line)
        if sys.stdout is not None:  # a windowed program on Windows has none
            print(line, flush=True)

    def finish() -> None:
        app.exit(0 if window.isVisible() else 1)

    def too_late() -> None:
        log.error("The table did not appear within %d s.", FIRST_FRAME_TIMEOUT_MS // 1000)
        app.exit(1)

    after_first_frame(viewport, first_frame, first=True)
    after_first_frame(viewport, finish)  # after everything the window itself waits to start
    QTimer.singleShot(FIRST_FRAME_TIMEOUT_MS, window, too_late)
