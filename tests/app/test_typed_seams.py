"""The table's seams are typed.

The controller drives the felt through the :class:`~reddog_qt.app.table.controller.HandAnimator`
protocol's methods and compares enums, never names or ``.value`` strings, so a type checker
sees every call across the seam.
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

import reddog_qt

PACKAGE = Path(reddog_qt.__file__).parent
TABLE = PACKAGE / "app" / "table"
CHECKED = [*(TABLE / name for name in ("controller.py", "bet_controller.py", "seams.py", "betting.py", "narrator.py",
                                       "raise_box.py")),
           PACKAGE / "app" / "texts", PACKAGE / "app" / "felt"]

@pytest.mark.skipif(importlib.util.find_spec("mypy") is None,
                    reason="mypy is one of the test extras: pip install -e '.[test]'")
def test_the_table_seams_are_clean_under_mypy_strict(tmp_path: Path) -> None:
    # In a process of its own: mypy retunes the garbage collector of the process it runs in.
    checked = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--python-version", "3.11",
                              "--follow-imports", "silent", "--cache-dir", str(tmp_path), *map(str, CHECKED)],
                             capture_output=True, text=True, timeout=600)
    assert checked.returncode == 0, checked.stdout + checked.stderr


@pytest.mark.parametrize("layer", ["app", "engine"])
def test_no_module_compares_an_enum_by_its_value(layer: str) -> None:
    # (The profile's row codecs compare a stored column with an enum's stored form: that is their job.)
    compared = re.compile(r"\.value\s*(==|!=)|(==|!=)\s*\w+(\.\w+)*\.value\b(?!\()")
    found = [f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}"
             for path in sorted((PACKAGE / layer).rglob("*.py"))
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if compared.search(line)]
    assert found == []
