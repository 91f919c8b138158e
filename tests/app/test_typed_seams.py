"""The table's seams are typed.

The controller drives the felt through the :class:`~reddog_qt.app.seams.HandAnimator`
protocol's methods and compares enums, never names or ``.value`` strings, so a type checker
sees every call across the seam.
"""

from __future__ import annotations

import ast
import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

import reddog_qt

PACKAGE = Path(reddog_qt.__file__).parent
TABLE = PACKAGE / "app" / "table"
CHECKED = [*(TABLE / name for name in ("controller.py", "betting.py", "narrator.py", "raise_box.py")),
           PACKAGE / "app" / "seams.py", PACKAGE / "app" / "sound" / "cues.py",
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


def computed_attribute_names(path: Path) -> list[str]:
    """Where ``path`` reads or sets an attribute by a name made at run time (getattr(x, name), setattr...)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in {"getattr", "setattr", "hasattr", "delattr"}
                and len(node.args) > 1 and not isinstance(node.args[1], ast.Constant)):
            found.append(f"{path.name}:{node.lineno}: {ast.unparse(node)[:80]}")
    return found


def test_no_seam_of_the_app_is_an_attribute_looked_up_by_a_computed_name() -> None:
    # A signal, a figure or a timing named by a string is a seam no type checker sees: enums and bound
    # methods instead. (getattr with a literal name, for an attribute only some objects have, is fine.)
    found = [line for path in sorted((PACKAGE / "app").rglob("*.py")) for line in computed_attribute_names(path)]
    assert found == []
