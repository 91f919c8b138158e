"""The engine passes ``mypy --strict``: every def typed, no implicit Any, no unchecked call."""

from __future__ import annotations

from pathlib import Path

import pytest

import reddog_qt.engine

mypy_api = pytest.importorskip("mypy.api", reason="mypy is one of the test extras: pip install -e '.[test]'")

ENGINE_DIR = Path(reddog_qt.engine.__file__).parent


def test_the_engine_is_clean_under_mypy_strict(tmp_path: Path) -> None:
    report, errors, status = mypy_api.run(["--strict", "--python-version", "3.11", "--cache-dir", str(tmp_path),
                                           "--config-file", "", str(ENGINE_DIR)])
    assert status == 0, report + errors
    assert report.startswith("Success"), report
