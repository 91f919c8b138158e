"""As root, the tests for an ordinary user run as the user nobody, and their failures fail the suite.

CI runs the suite as root, who may write any folder: a test marked ``unprivileged`` (a folder its
owner closed) is skipped in root's own run (``tests/conftest.py``) and run here instead, as
``nobody``, from a copy of the checkout that user can read (see ``tests/unprivileged.py``).
Run as an ordinary user, the suite runs those tests itself, and this module has nothing to do.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from tests.unprivileged import OrdinaryUser, Verdict, is_root, marked_files, ordinary_user, run_as_nobody


@pytest.fixture(scope="module")
def nobody() -> OrdinaryUser:
    if not is_root():
        pytest.skip("not run as root: the tests for an ordinary user ran in this run itself, as this user")
    found = ordinary_user()
    if isinstance(found, str):
        pytest.skip(found)
    return found


def test_the_tests_for_an_ordinary_user_pass_as_nobody(nobody: OrdinaryUser) -> None:
    files = marked_files()
    assert files, "no test is marked unprivileged: this module has nothing left to guard"
    verdict = run_as_nobody(files, nobody)
    assert verdict.good, (verdict.failed, verdict.skipped, verdict.output)


#: A tiny suite with one test that fails when run as anyone but root, one that passes only as an
#: ordinary user, and one that skips.
PROBES = {
    "test_fails_as_nobody.py": """
        import os
        import pytest

        @pytest.mark.unprivileged
        def test_wants_root():
            assert os.geteuid() == 0

        @pytest.mark.unprivileged
        def test_is_an_ordinary_user_with_a_folder_of_its_own(tmp_path):
            (tmp_path / "mine").write_text("written")
            assert os.geteuid() != 0 and not os.access("/root", os.W_OK)

        def test_unmarked_is_not_run_again():
            raise AssertionError("only the marked tests run as nobody")
        """,
    "test_skips_as_nobody.py": """
        import pytest

        @pytest.mark.unprivileged
        def test_skips():
            pytest.skip("nothing to see")
        """,
}


def _probe_suite(folder: Path) -> Path:
    tests = folder / "tests"
    tests.mkdir()
    for name, text in PROBES.items():
        (tests / name).write_text(textwrap.dedent(text), encoding="utf-8")
    return tests


def test_a_failure_as_nobody_is_reported_and_a_pass_is_counted(nobody: OrdinaryUser, tmp_path: Path) -> None:
    tests = _probe_suite(tmp_path)
    verdict: Verdict = run_as_nobody([tests / "test_fails_as_nobody.py"], nobody, tests)
    assert not verdict.good
    assert verdict.failed == ["tests.test_fails_as_nobody::test_wants_root"], verdict.output
    assert verdict.passed == 1 and verdict.skipped == [], verdict.output


def test_a_test_skipped_as_nobody_is_not_taken_for_a_pass(nobody: OrdinaryUser, tmp_path: Path) -> None:
    tests = _probe_suite(tmp_path)
    verdict = run_as_nobody([tests / "test_skips_as_nobody.py"], nobody, tests)
    assert not verdict.good and verdict.skipped == ["tests.test_skips_as_nobody::test_skips"]


def test_the_marked_modules_are_found_by_their_marker(tmp_path: Path) -> None:
    tests = _probe_suite(tmp_path)
    assert marked_files(tests) == sorted(tests / name for name in PROBES)
    assert Path(__file__).resolve().parent / "profile" / "test_aside.py" in marked_files()
