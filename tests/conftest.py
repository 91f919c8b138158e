"""Shared test set-up: Qt runs offscreen unless the caller chose a platform, the desktop speaks English,
and the game's translations are built from their sources when they are missing or older."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

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
