"""The app writes to the player's files only through :mod:`reddog_qt.profile.operations`.

Read from the source (``ast``): no window or dialog calls a writing method of the ledger,
the limit file, the settings or the tables itself, or imports a writing function; every
session records its hands through :func:`operations.journal`. And every writing method
of the profile layer is named in :data:`operations.WRITING`, so a new one is held to the
rule the day it is written.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import reddog_qt.app
import reddog_qt.profile
from reddog_qt.profile.operations import WRITING

APP_DIR = Path(reddog_qt.app.__file__).parent
PROFILE_DIR = Path(reddog_qt.profile.__file__).parent

#: What writes at the bottom: a transaction of a store, an atomic file, a file set aside or put back.
PRIMITIVES = frozenset({"transaction", "write_atomically", "set_aside", "put_back", "copy_to"})
#: How the app names the profile's objects (the profile, its ledgers, its limit file and stores).
PROFILE_OBJECT = re.compile(r"ledger|limit|store|profile|practice|journal", re.IGNORECASE)
#: Writers the app never needs to be kept from, and why.
NOT_FOR_THE_APP = {
    # opening the profile (open_profile, called once by the composition root): it may repair and create files
    "open_profile", "acquire", "load_settings", "load_tables", "check_before_opening", "restore_if_lost",
    # reading the history sets a damaged row aside, as every reader of a hand row must
    "history", "hand", "open_hands",
    # the store's own transaction, used by the profile layer only
    "write", "transaction",
    # the ledger's copy, kept in step by the ledger itself
    "after_commit", "make", "follow", "between_steps",
}


def _called_name(call: ast.Call) -> str | None:
    func = call.func
    if isinstance(func, ast.Attribute):
        if isinstance(func.value, ast.Name) and func.value.id == "datetime":
            return None  # datetime.now(), not the limit file's clock
        return func.attr
    return func.id if isinstance(func, ast.Name) else None


def writing_calls(source: str) -> list[str]:
    """Calls in ``source`` of a writing method or function other than through ``operations``, as "line: call".

    A method call counts when its name is a writer's and the object it is called on is named for a
    file of the profile (``self.ledger``, ``limits``, ``self._store``, ``window.profile``...): the
    app's other objects have methods of the same names (the session clock's ``hand_settled``). A
    function counts when it is imported from the profile layer.
    """
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and _called_name(node) in WRITING:
            receiver = ast.unparse(node.func.value)
            if receiver != "operations" and PROFILE_OBJECT.search(receiver):
                found.append(f"{node.lineno}: {ast.unparse(node)[:80]}")
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("reddog_qt.profile"):
            found.extend(f"{node.lineno}: imports {alias.name}" for alias in node.names if alias.name in WRITING)
        elif isinstance(node, ast.keyword) and node.arg == "journal":
            value = node.value
            through = (isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute)
                       and ast.unparse(value.func) == "operations.journal")
            if not through:
                found.append(f"{getattr(value, 'lineno', 0)}: journal={ast.unparse(value)}")
    return found


def profile_writers() -> set[str]:
    """Functions and methods of the profile layer that write, directly or through another one (by name)."""
    calls: dict[str, set[str]] = {}
    for path in PROFILE_DIR.glob("*.py"):
        if path.name == "operations.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef):
                names = calls.setdefault(node.name, set())
                for call in ast.walk(node):
                    if not isinstance(call, ast.Call):
                        continue
                    func = call.func
                    if isinstance(func, ast.Attribute) and func.attr == "write" and "store" in ast.unparse(func.value):
                        names.add("transaction")  # SqliteStore.write: one transaction
                    else:
                        names.add(_called_name(call) or "")
    writers = set(PRIMITIVES)
    while grown := {name for name, called in calls.items() if called & writers} - writers:
        writers |= grown
    return {name for name in writers if not name.startswith("_")}


def test_the_checker_sees_a_direct_write() -> None:
    assert writing_calls("window.ledger.hand_settled(hand)\nstore.change_limit(5, '1234')\n") == [
        "1: window.ledger.hand_settled(hand)", "2: store.change_limit(5, '1234')"]
    assert writing_calls("from reddog_qt.profile.tables import TablesError, save_tables\n") == [
        "1: imports save_tables"]
    assert writing_calls("Session(rules, journal=self.ledger)\n") == ["1: journal=self.ledger"]
    assert writing_calls("operations.save_settings(profile, settings)\nSession(rules, journal=operations.journal(x))"
                         "\nstamp = datetime.now()\nself.session_clock.hand_settled(hand)\n") == []


@pytest.mark.parametrize("path", sorted(APP_DIR.rglob("*.py")), ids=lambda path: str(path.relative_to(APP_DIR)))
def test_the_app_writes_only_through_the_operations(path: Path) -> None:
    assert writing_calls(path.read_text(encoding="utf-8")) == []


def test_every_writing_method_of_the_profile_is_held_to_the_operations() -> None:
    unlisted = profile_writers() - WRITING - NOT_FOR_THE_APP
    assert not unlisted, f"add these to operations.WRITING (and an operation for the app): {sorted(unlisted)}"


def test_the_list_of_writers_names_only_writers() -> None:
    assert profile_writers() | {"practice_ledger"} >= WRITING  # it opens (and may start) practice.sqlite3
