"""Shared test set-up: Qt runs offscreen unless the caller chose a platform, the desktop speaks English,
the game's translations are built from their sources when they are missing or older, and, as root, the
tests for an ordinary user are left to ``tests/test_unprivileged.py``, which runs them as ``nobody``."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# "System language" must mean English here whatever the machine's locale: tests that want German ask for it.
for _name in ("LANGUAGE", "LC_MESSAGES", "LC_NUMERIC"):
    os.environ.pop(_name, None)
os.environ["LC_ALL"] = os.environ["LANG"] = "en_US.UTF-8"


def pytest_sessionstart(session: object) -> None:
    """An editable install built the .qm files once; a .ts changed since then is built again here."""
    folder = Path(__file__).resolve().parent.parent / "reddog_qt" / "i18n"
    spec = importlib.util.spec_from_file_location("reddog_i18n_build", folder / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    stale = [ts for ts in folder.glob("*.ts")
             if not ts.with_suffix(".qm").exists() or ts.with_suffix(".qm").stat().st_mtime < ts.stat().st_mtime]
    if stale:
        module.compile_translations()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """As root, a test marked ``unprivileged`` proves nothing here: it runs as nobody instead."""
    if not (hasattr(os, "geteuid") and os.geteuid() == 0):
        return
    moved = pytest.mark.skip(reason="as root, this test runs as the user nobody in tests/test_unprivileged.py")
    for item in items:
        if item.get_closest_marker("unprivileged") is not None:
            item.add_marker(moved)
