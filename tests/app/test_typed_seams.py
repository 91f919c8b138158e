"""The table's seams are typed, and its words live in ``reddog_qt/app/texts``.

The controller drives the felt through the :class:`~reddog_qt.app.seams.HandAnimator`
protocol's methods and compares enums, never names or ``.value`` strings, so a type checker
sees every call across the seam; the catalogues' sentences are typed ``str``. The felt, the
controller, the windows, the dialogs and every other module of the app outside
``reddog_qt/app/texts`` mark no text themselves: they ask the texts modules, which keep the
translation contexts the German catalogue has.
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
#: Every module of the app outside reddog_qt/app/texts: each shows words but keeps none of its own.
WORDLESS = sorted(path for path in (PACKAGE / "app").rglob("*.py") if "texts" not in path.relative_to(PACKAGE).parts)
#: Modules whose words have not moved to reddog_qt/app/texts yet (this list only shrinks).
STILL_WORDED: set[str] = set()
#: The calls that mark a text for translation.
MARKERS = {"tr", "translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP"}


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


def marked_texts(path: Path) -> list[str]:
    """Where ``path`` marks a text for translation itself (a call to self.tr, translate or QT_TRANSLATE_NOOP)."""
    def called(node: ast.Call) -> str | None:
        return node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", None)

    return [f"{path.name}:{node.lineno}" for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.Call) and called(node) in MARKERS]


@pytest.mark.parametrize("path", [path for path in WORDLESS if path.name not in STILL_WORDED],
                         ids=lambda path: str(path.relative_to(PACKAGE / "app")))
def test_the_app_keeps_no_words_outside_its_texts(path: Path) -> None:
    assert marked_texts(path) == []


def test_the_modules_still_keeping_words_are_named_exactly() -> None:
    # A module whose words have moved leaves the list, so the test above guards it from then on.
    assert {path.name for path in WORDLESS if marked_texts(path)} == STILL_WORDED


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
