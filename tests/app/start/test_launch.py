"""Start-up pieces: the shipped fonts, what happens to an unexpected error, the garbage collector while starting."""

from __future__ import annotations

import logging
import os
import subprocess
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


def run_python(script: str) -> subprocess.CompletedProcess:
    """Run ``script`` in a fresh Python (the collector's state is per process) from the repository."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-c", script], cwd=Path(__file__).resolve().parents[3], env=env,
                          capture_output=True, text=True, timeout=120)

def test_the_garbage_collector_is_off_while_starting_and_back_on_with_the_first_frame(tmp_path) -> None:
    """Starting skips the cyclic collector's passes (about 12 ms); it is on again once the table has painted."""
    script = (
        "import gc, sys\n"
        "from reddog_qt.app import smoke\n"
        "from reddog_qt.app.start.first_frame import after_first_frame\n"
        "seen = {}\n"
        "real = smoke.check_start\n"
        "def check_start(app, window):\n"
        "    seen['shown'] = gc.isenabled()\n"
        "    real(app, window)\n"
        "    after_first_frame(window.view.viewport(), lambda: seen.setdefault('painted', gc.isenabled()))\n"
        "smoke.check_start = check_start\n"
        "from reddog_qt.cli import main\n"
        f"code = main(['--smoke', '--profile-dir', {str(tmp_path / 'profile')!r}])\n"
        "print(seen['shown'], seen['painted'], gc.isenabled(), code)\n"
    )
    result = run_python(script)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.split()[-4:] == ["False", "True", "True", "0"]


def test_a_start_that_fails_switches_the_collector_back_on(tmp_path) -> None:
    """A profile that cannot be opened ends the start before any frame: the collector is on again."""
    blocker = tmp_path / "profile"
    blocker.write_text("a file where the profile folder should be", encoding="utf-8")
    script = (
        "import gc\n"
        "from reddog_qt.cli import main\n"
        f"code = main(['--smoke', '--profile-dir', {str(blocker)!r}])\n"
        "print(gc.isenabled(), code)\n"
    )
    result = run_python(script)
    words = result.stdout.split()
    assert words[-2] == "True" and words[-1] != "0", (result.stdout, result.stderr[-2000:])


def test_the_window_class_is_importable_from_the_app_package() -> None:
    """``reddog_qt.app.MainWindow`` is the name the table is known by; it loads only when asked for."""
    import reddog_qt.app
    from reddog_qt.app import MainWindow
    from reddog_qt.app.table.main_window import MainWindow as defined

    assert MainWindow is defined
    with pytest.raises(AttributeError):
        reddog_qt.app.NoSuchWindow  # noqa: B018
