"""The checks that keep the code as it is, run in processes of their own.

- ``mypy --strict`` for the engine, the profile and the record layers: every def typed, no implicit Any,
  no unchecked call;
- mypy under the project's config (``[tool.mypy]`` in pyproject.toml, PySide6's own stubs)
  for the whole package;
- ruff with the rules chosen in ``[tool.ruff.lint]``, over everything the project ships or runs.

mypy runs in a subprocess: it retunes the garbage collector of the process it runs in,
which would change when the Qt tests after it free their widgets.
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
CONFIG = REPO / "pyproject.toml"

needs_mypy = pytest.mark.skipif(importlib.util.find_spec("mypy") is None,
                                reason="mypy is one of the test extras: pip install -e '.[test]'")


def _mypy(tmp_path: Path, *arguments: str) -> None:
    result = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "mypy-cache"),
                             "--config-file", str(CONFIG), *arguments],
                            cwd=REPO, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("Success"), result.stdout


@needs_mypy
@pytest.mark.parametrize("layer", ["engine", "profile", "record"])
def test_the_layer_is_clean_under_mypy_strict(tmp_path: Path, layer: str) -> None:
    _mypy(tmp_path, "--strict", "--python-version", "3.11", str(REPO / "reddog_qt" / layer))


@needs_mypy
def test_the_package_is_clean_under_the_project_mypy_config(tmp_path: Path) -> None:
    _mypy(tmp_path)  # [tool.mypy] names the package; PySide6's own stubs for the app


def test_ruff_finds_nothing() -> None:
    beside = Path(sys.executable).with_name("ruff")
    ruff = str(beside) if beside.exists() else shutil.which("ruff")
    if ruff is None:
        pytest.skip("ruff is one of the test extras: pip install -e '.[test]'")
    result = subprocess.run([ruff, "check", "--no-cache", "--output-format", "concise", "."], cwd=REPO,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
