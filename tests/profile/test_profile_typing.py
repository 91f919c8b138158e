"""The profile layer passes ``mypy --strict`` like the engine: every def typed, no implicit Any, no unchecked call."""

from __future__ import annotations

from pathlib import Path

import pytest

import reddog_qt.profile

mypy_api = pytest.importorskip("mypy.api", reason="mypy is one of the test extras: pip install -e '.[test]'")

PROFILE_DIR = Path(reddog_qt.profile.__file__).parent
#: The project's own settings (the one library without type information, appdirs, is named there).
CONFIG = PROFILE_DIR.parents[1] / "pyproject.toml"


@pytest.mark.skipif(not CONFIG.is_file(), reason="runs from a checkout of the project")
def test_the_profile_is_clean_under_mypy_strict(tmp_path: Path) -> None:
    report, errors, status = mypy_api.run(["--strict", "--python-version", "3.11", "--cache-dir", str(tmp_path),
                                           "--config-file", str(CONFIG), str(PROFILE_DIR)])
    assert status == 0, report + errors
    assert report.startswith("Success"), report
