"""The game's memory is closed to other programs of the same user (Linux): the seed of an open shuffle is there.

The game's entry point marks the process non-dumpable first thing; then another process of the same user can
neither open its ``/proc/<pid>/mem`` nor attach to it. Tried as an ordinary user (``nobody`` with Debian's
``/usr/bin/python3`` when the tests run as root, since root may read any process's memory whatever it is
marked; else the user running them); and tried without the mark too, so that the test can fail.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parent.parent
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_DUMPABLE is Linux's")

#: Read this process's PR_GET_DUMPABLE (1: readable by the same user, 0: not).
DUMPABLE = ("import ctypes, ctypes.util\n"
            "libc = ctypes.CDLL(ctypes.util.find_library('c') or 'libc.so.6')\n"
            "def dumpable():\n    return libc.prctl(3, 0, 0, 0, 0)\n")


@linux_only
def test_the_games_entry_point_marks_the_process_non_dumpable(tmp_path: Path) -> None:
    # cli.main as the game starts it, up to the first thing it hands work to (here the verifier).
    script = DUMPABLE + ("import sys, reddog_qt.fairness as fairness\n"
                         "fairness.main = lambda argv: print('dumpable', dumpable()) or 0\n"
                         "from reddog_qt.cli import main\nprint('before', dumpable())\n"
                         "sys.exit(main(['--verify', 'history.csv']))\n")
    done = subprocess.run([sys.executable, "-c", script], cwd=REPO, capture_output=True, text=True, timeout=120,
                          check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["before", "1", "dumpable", "0"]


#: The game's stand-in: marks itself (or not), says it is ready, and waits with its memory open to be read.
TARGET = ("import sys\nfrom reddog_qt.private_memory import keep_memory_private\n"
          "if sys.argv[1] == 'marked':\n    assert keep_memory_private()\n"
          "secret = 'seed ' + 'ab' * 32\nprint('ready', flush=True)\nsys.stdin.read()\n")
#: Another program of the same user: starts the game's stand-in (so that even a kernel allowing only a parent
#: to look at its child lets it), then tries to open the stand-in's memory and to read from it.
READER = ("import subprocess, sys\n"
          "game = subprocess.Popen([sys.executable, '-c', sys.argv[1], sys.argv[2]], stdin=subprocess.PIPE, "
          "stdout=subprocess.PIPE, text=True)\n"
          "assert game.stdout.readline().strip() == 'ready'\n"
          "try:\n    with open(f'/proc/{game.pid}/mem', 'rb') as memory:\n"
          "        maps = open(f'/proc/{game.pid}/maps').readline()\n"
          "        memory.seek(int(maps.split('-')[0], 16))\n        memory.read(16)\n    print('read')\n"
          "except PermissionError:\n    print('refused')\n"
          "finally:\n    game.stdin.close(); game.wait()\n")


@pytest.fixture(scope="module")
def world_readable_copy() -> Iterator[Path]:
    """The package where an ordinary user can import it (root's pytest folders are closed to others)."""
    folder = Path(tempfile.mkdtemp(prefix="reddog-memory-"))
    try:
        shutil.copytree(REPO / "reddog_qt", folder / "reddog_qt",
                        ignore=shutil.ignore_patterns("__pycache__", "*.qm", "*.ts", "app"))
        for place, _folders, files in os.walk(folder):
            os.chmod(place, 0o755)
            for name in files:
                os.chmod(os.path.join(place, name), 0o644)
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _as_ordinary_user(copy: Path, mode: str) -> str:
    """The reader's verdict, run as ``nobody`` when the tests run as root, else as the user running them."""
    if os.geteuid() == 0:
        switch: dict[str, Any] = {"user": "nobody", "group": "nogroup", "extra_groups": []}
        python, path = "/usr/bin/python3", str(copy)
    else:
        switch, python, path = {}, sys.executable, str(REPO)
    done = subprocess.run([python, "-c", READER, TARGET, mode], cwd="/", capture_output=True, text=True,
                          env={"PYTHONPATH": path, "PATH": "/usr/bin:/bin"}, timeout=120, check=False,
                          **switch)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


@linux_only
def test_another_process_of_the_same_user_cannot_read_the_games_memory(world_readable_copy: Path) -> None:
    if os.geteuid() == 0:  # root reads any memory: the test is made as the user nobody
        if not os.access("/usr/bin/python3", os.X_OK):
            pytest.skip("/usr/bin/python3 is missing: root's own Python is not runnable by other users here")
        import pwd
        try:
            pwd.getpwnam("nobody")
        except KeyError:
            pytest.skip("there is no user nobody to try it as")
    assert _as_ordinary_user(world_readable_copy, "open") == "read"  # the test can fail: unmarked, it is readable
    assert _as_ordinary_user(world_readable_copy, "marked") == "refused"
