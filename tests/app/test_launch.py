"""Start-up pieces: the shipped fonts and what happens to an unexpected error."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import pytest

from reddog_qt.app import launch


def test_the_shipped_fonts_are_registered_once(qtbot) -> None:
    first = launch.load_fonts()
    assert "DejaVu Sans" in first
    assert launch.load_fonts() == first


def test_an_unexpected_error_is_logged_with_its_traceback_not_raised(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # restored after the test
    launch.install_excepthook(tmp_path / "reddog.log", show_dialogs=False)
    try:
        raise RuntimeError("the felt caught fire")
    except RuntimeError:
        kind, error, trace = sys.exc_info()
    with caplog.at_level(logging.ERROR, logger="reddog_qt.app.launch"):
        sys.excepthook(kind, error, trace)  # type: ignore[arg-type]
    records = [r for r in caplog.records if r.name == "reddog_qt.app.launch"]
    assert len(records) == 1
    assert records[0].exc_info is not None and records[0].exc_info[1] is error
