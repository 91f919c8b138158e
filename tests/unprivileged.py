"""Running the tests marked ``unprivileged`` as the user ``nobody`` when the suite runs as root.

A test that needs an ordinary user (a folder it may not write, a file it may not read) proves
nothing as root, who may do anything; CI runs the suite as root. There, ``tests/conftest.py`` skips
those tests in the suite's own process and :func:`run_as_nobody` runs them again in a process of
their own, as ``nobody``:

* with an interpreter ``nobody`` can execute (root's own Python may live in ``/root``, closed to
  others; Debian's ``/usr/bin/python3`` is the usual other one: :func:`ordinary_user`);
* from a copy everyone may read, in a fresh folder under ``/tmp`` (the checkout may be under
  ``/root`` too): the game's package without its translations, the tests' Python files, pytest and
  the packages it needs, and the game's own dependencies but Qt (:data:`DISTRIBUTIONS`: a few megabytes;
  pytest's plugins and Qt's hundreds are left out, so these tests run without Qt);
* with the suite's own pytest settings (``pyproject.toml``), less the Qt plugin's.

The verdict is read from pytest's JUnit report: every test passed, none failed, erred or skipped.
"""

from __future__ import annotations

import json
import os
import pwd
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement

REPO = Path(__file__).resolve().parents[1]
TESTS = REPO / "tests"
#: The marker of a test that only means something when run by an ordinary user.
MARK = "unprivileged"
#: The user the tests run as, when the suite runs as root.
USER = "nobody"
#: The pytest settings only the Qt plugin knows (it is not in the copy).
QT_ONLY_SETTINGS = ("qt_api", "qt_log_level_fail")
#: What is copied for the tests to import: pytest (with what it needs) and the game's own packages but Qt's.
DISTRIBUTIONS = ("pytest", "appdirs", "tzdata")
#: How long the whole run as nobody may take, in seconds (it takes one or two).
PATIENCE = 120


@dataclass(frozen=True)
class Verdict:
    """What pytest said of the tests run as nobody."""

    passed: int
    failed: list[str]
    skipped: list[str]
    output: str

    @property
    def good(self) -> bool:
        """Every test ran and passed (a test skipped as nobody has not been run)."""
        return self.passed > 0 and not self.failed and not self.skipped


@dataclass(frozen=True)
class OrdinaryUser:
    """Who runs the tests, and with which interpreter."""

    user: pwd.struct_passwd
    python: str


def is_root() -> bool:
    """True when the suite runs as the superuser (never on a system without user ids)."""
    return hasattr(os, "geteuid") and os.geteuid() == 0


def marked_files(tests: Path = TESTS) -> list[Path]:
    """The test modules under ``tests`` that have a test marked :data:`MARK` (found by their text: cheap)."""
    pattern = re.compile(rf"\bmark\.{MARK}\b")
    return sorted(path for path in tests.rglob("test_*.py") if pattern.search(path.read_text(encoding="utf-8")))


def _as(user: pwd.struct_passwd) -> dict[str, object]:
    return {"user": user.pw_uid, "group": user.pw_gid, "extra_groups": []}


def ordinary_user() -> OrdinaryUser | str:
    """The user :data:`USER` and an interpreter it can run (Python 3.11 or newer), or why there is none."""
    try:
        user = pwd.getpwnam(USER)
    except KeyError:
        return f"there is no user {USER} here to run the tests for an ordinary user as"
    version = f"{sys.version_info.major}.{sys.version_info.minor}"
    candidates = [sys.executable, shutil.which(f"python{version}"), f"/usr/bin/python{version}", "/usr/bin/python3"]
    for python in dict.fromkeys(candidate for candidate in candidates if candidate):
        try:
            probe = subprocess.run([python, "-c", "import sys; print(sys.version_info >= (3, 11))"], cwd="/",
                                   capture_output=True, text=True, timeout=30, env={"PATH": "/usr/bin:/bin"},
                                   check=False, **_as(user))  # type: ignore[arg-type]
        except OSError:
            continue  # not there, or not executable by the user
        if probe.returncode == 0 and probe.stdout.strip() == "True":
            return OrdinaryUser(user, python)
    return (f"no Python 3.11 or newer that the user {USER} may run (tried {', '.join(dict.fromkeys(candidates))}"
            f"; Debian's python3 package gives one)")


def _requirements(name: str) -> Iterator[str]:
    """``name`` and every distribution it needs on this Python, each once."""
    seen: set[str] = set()
    waiting = [name]
    while waiting:
        current = waiting.pop()
        key = current.lower().replace("_", "-")
        if key in seen:
            continue
        seen.add(key)
        yield current
        for line in metadata.requires(current) or []:
            needed = Requirement(line)
            if needed.marker is None or needed.marker.evaluate({"extra": ""}):
                waiting.append(needed.name)


def _copy_distribution(name: str, site: Path) -> None:
    files = metadata.distribution(name).files or []
    for file in files:
        if file.parts and file.parts[0] == "..":
            continue  # a script in the environment's bin/, not part of the importable package
        source = Path(str(file.locate()))
        if source.is_file():
            target = site / file
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)


def _all_but_python(place: str, names: list[str]) -> list[str]:
    """What ``shutil.copytree`` leaves out of the tests' copy: everything but their Python files and folders."""
    return [name for name in names if name == "__pycache__"
            or (not name.endswith(".py") and not os.path.isdir(os.path.join(place, name)))]


def _write_settings(folder: Path) -> Path:
    """The suite's pytest settings for the copy, less the Qt plugin's; returns the file."""
    settings = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["pytest"]["ini_options"]
    lines = ["[tool.pytest.ini_options]"]
    for key, value in settings.items():
        if key not in QT_ONLY_SETTINGS:
            lines.append(f"{key} = {json.dumps(value)}")  # strings and lists of strings: JSON is TOML here
    path = folder / "pyproject.toml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _open_to_all(folder: Path) -> None:
    for place, _folders, files in os.walk(folder):
        os.chmod(place, 0o755)
        for name in files:
            os.chmod(os.path.join(place, name), 0o644)


def _verdict(report: Path, output: str) -> Verdict:
    if not report.is_file():
        return Verdict(0, [f"pytest wrote no report: {output[-2000:]}"], [], output)
    passed, failed, skipped = 0, [], []
    for case in ET.parse(report).getroot().iter("testcase"):
        name = f"{case.get('classname')}::{case.get('name')}"
        if case.find("failure") is not None or case.find("error") is not None:
            failed.append(name)
        elif case.find("skipped") is not None:
            skipped.append(name)
        else:
            passed += 1
    return Verdict(passed, failed, skipped, output)


def run_as_nobody(files: Sequence[Path], who: OrdinaryUser, tests: Path = TESTS) -> Verdict:
    """Run the tests marked :data:`MARK` in ``files`` (under ``tests``) as ``who``, from a readable copy."""
    folder = Path(tempfile.mkdtemp(prefix="reddog-unprivileged-", dir="/tmp" if Path("/tmp").is_dir() else None))
    try:
        checkout, site = folder / "checkout", folder / "site"
        shutil.copytree(REPO / "reddog_qt", checkout / "reddog_qt",
                        ignore=shutil.ignore_patterns("__pycache__", "*.qm", "*.ts"))
        shutil.copytree(tests, checkout / "tests", ignore=_all_but_python)
        settings = _write_settings(checkout)
        for name in dict.fromkeys(needed for wanted in DISTRIBUTIONS for needed in _requirements(wanted)):
            _copy_distribution(name, site)
        _open_to_all(folder)
        for writable in ("home", "tmp", "report"):
            (folder / writable).mkdir(mode=0o700)
            os.chown(folder / writable, who.user.pw_uid, who.user.pw_gid)
        report = folder / "report" / "junit.xml"
        run = subprocess.run(
            [who.python, "-m", "pytest", "-c", str(settings), "--rootdir", str(checkout), "-p", "no:cacheprovider",
             "-m", MARK, "-q", "--basetemp", str(folder / "tmp" / "base"), "--junitxml", str(report),
             *(str(checkout / "tests" / path.relative_to(tests)) for path in files)],
            cwd=checkout, capture_output=True, text=True, timeout=PATIENCE, check=False,
            env={"PATH": "/usr/bin:/bin", "HOME": str(folder / "home"), "LC_ALL": "C.UTF-8",
                 "PYTHONPATH": f"{site}{os.pathsep}{checkout}", "PYTHONDONTWRITEBYTECODE": "1",
                 "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1", "QT_QPA_PLATFORM": "offscreen"},
            **_as(who.user))  # type: ignore[arg-type]
        return _verdict(report, run.stdout + run.stderr)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
