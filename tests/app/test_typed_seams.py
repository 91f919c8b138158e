"""The table's seams are typed: the controller, the bet spot, the felt and the texts pass ``mypy --strict``.

The controller drives the felt through the :class:`~reddog_qt.app.table.controller.HandAnimator`
protocol's methods and compares enums, never names or ``.value`` strings, so a type checker
sees every call across the seam; the catalogues' sentences are typed ``str``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import reddog_qt

mypy_api = pytest.importorskip("mypy.api", reason="mypy is one of the test extras: pip install -e '.[test]'")

PACKAGE = Path(reddog_qt.__file__).parent
CHECKED = [PACKAGE / "app" / "table" / "controller.py", PACKAGE / "app" / "table" / "betting.py",
           PACKAGE / "app" / "texts", PACKAGE / "app" / "felt"]


def test_the_table_seams_are_clean_under_mypy_strict(tmp_path: Path) -> None:
    report, errors, status = mypy_api.run(["--strict", "--python-version", "3.11", "--follow-imports", "silent",
                                           "--cache-dir", str(tmp_path), *map(str, CHECKED)])
    assert status == 0, report + errors


@pytest.mark.parametrize("layer", ["app", "engine"])
def test_no_module_compares_an_enum_by_its_value(layer: str) -> None:
    # (The profile's row codecs compare a stored column with an enum's stored form: that is their job.)
    compared = re.compile(r"\.value\s*(==|!=)|(==|!=)\s*\w+(\.\w+)*\.value\b(?!\()")
    found = [f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}"
             for path in sorted((PACKAGE / layer).rglob("*.py"))
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if compared.search(line)]
    assert found == []
