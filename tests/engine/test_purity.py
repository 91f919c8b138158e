"""The engine is pure Python: it never imports Qt, and its doctests hold."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
import re
import subprocess
import sys
from pathlib import Path

import pytest

import reddog_qt.engine

ENGINE_DIR = Path(reddog_qt.engine.__file__).parent
PROJECT_ROOT = ENGINE_DIR.parent.parent
QT_NAMES = ("PySide6", "PySide2", "PyQt5", "PyQt6", "shiboken6", "shiboken2", "qtpy")


def engine_modules() -> list[str]:
    """reddog_qt.engine and every module in its folder, found afresh so a new module is covered too."""
    names = ["reddog_qt.engine"]
    names += [f"reddog_qt.engine.{info.name}" for info in pkgutil.iter_modules([str(ENGINE_DIR)])]
    return names


def test_the_known_modules_are_found() -> None:
    names = set(engine_modules())
    for module in ("cards", "errors", "hand", "rules", "session", "shoe"):
        assert f"reddog_qt.engine.{module}" in names


def test_importing_the_engine_never_imports_qt() -> None:
    modules = engine_modules()
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        f"qt = sorted(m for m in sys.modules if m.split('.')[0] in {QT_NAMES!r})\n"
        "assert not qt, f'the engine imported {qt}'\n"
        "print('pure', len(sys.modules))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=PROJECT_ROOT, capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("pure ")


def test_the_check_would_notice_qt() -> None:
    # The subprocess check is only worth something if Qt is importable in this environment;
    # if it is, importing it must show up in sys.modules the way the check looks for it.
    pytest.importorskip("PySide6")
    code = "import sys, PySide6.QtCore\nassert 'PySide6' in sys.modules\n"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr


IMPORT = re.compile(r"^\s*(?:from|import)\s+([A-Za-z_][\w.]*)", re.MULTILINE)


@pytest.mark.parametrize("path", sorted(ENGINE_DIR.glob("*.py")), ids=lambda path: path.name)
def test_engine_source_mentions_no_qt_import(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    imported = {match.group(1).split(".")[0] for match in IMPORT.finditer(text)}
    assert not imported & set(QT_NAMES), f"{path.name} imports {imported & set(QT_NAMES)}"
    for name in ("PySide6", "PyQt", "shiboken"):
        assert not re.search(rf"(import|from)\s+{name}", text), f"{path.name} imports {name}"
        assert f"__import__('{name}" not in text and f'__import__("{name}' not in text
        assert f"import_module('{name}" not in text and f'import_module("{name}' not in text


def test_engine_imports_only_the_standard_library_and_itself() -> None:
    allowed = set(sys.stdlib_module_names) | {"reddog_qt"}
    for path in ENGINE_DIR.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        for match in IMPORT.finditer(text):
            # Relative imports ("from .cards import Card") do not match IMPORT and are fine.
            top = match.group(1).split(".")[0]
            assert top in allowed, (path.name, match.group(0))


@pytest.mark.parametrize("name", engine_modules())
def test_doctests(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, verbose=False)
    assert result.failed == 0, f"{result.failed} doctest(s) failed in {name}"


def test_the_engine_has_doctests() -> None:
    total = 0
    for name in engine_modules():
        total += doctest.testmod(importlib.import_module(name), verbose=False).attempted
    assert total >= 15
