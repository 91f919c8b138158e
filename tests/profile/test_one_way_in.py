"""The app changes the player's files only through the profile layer's own methods, never beneath them.

The ledger, the limit store, the settings and the tables each make a change whole or not at
all (one transaction, or one atomic replacement of the file). Read from the source (``ast``):
no module of the app opens a transaction, writes a file atomically, sets a file aside or puts
one back, or talks to SQLite itself; it calls the methods that do (``ledger.session_started``,
``limits.take_break``, ``profile.save_settings``...), so every write keeps that guarantee.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import reddog_qt.app

APP_DIR = Path(reddog_qt.app.__file__).parent

#: What writes at the bottom of the profile layer: a transaction of a store, an atomic file, a file set aside
#: or put back.
PRIMITIVES = frozenset({"transaction", "write_atomically", "set_aside", "move_aside", "put_back", "copy_to"})
#: Modules beneath the profile layer's methods: the app has no business with them.
BENEATH = frozenset({"sqlite3", "reddog_qt.profile.store", "reddog_qt.profile.sqlite_file", "reddog_qt.profile.aside"})


def writes_beneath(source: str) -> list[str]:
    """Where ``source`` writes beneath the profile layer's methods, as "line: what".

    A call counts when it is a method of that name (``self.ledger.store.transaction()``); a function
    of that name can only be called once it is imported, and importing the modules beneath counts.
    A plain name called is the app's own (a callback handed to it by the profile layer).
    """
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in PRIMITIVES:
            found.append(f"{node.lineno}: {ast.unparse(node)[:80]}")
        elif isinstance(node, ast.Import):
            found.extend(f"{node.lineno}: imports {alias.name}" for alias in node.names if alias.name in BENEATH)
        elif isinstance(node, ast.ImportFrom) and node.module in BENEATH:
            found.append(f"{node.lineno}: imports from {node.module}")
        elif isinstance(node, ast.ImportFrom) and node.module == "reddog_qt.profile":
            found.extend(f"{node.lineno}: imports {alias.name}" for alias in node.names
                         if f"reddog_qt.profile.{alias.name}" in BENEATH)
    return sorted(found, key=lambda line: int(line.split(":")[0]))


def test_the_checker_sees_a_write_beneath_the_profile() -> None:
    source = ("with self.ledger.store.transaction() as cursor:\n    pass\naside.write_atomically(path, data)\n"
              "import sqlite3\nfrom reddog_qt.profile.aside import set_aside\nfrom reddog_qt.profile import store\n")
    assert writes_beneath(source) == ["1: self.ledger.store.transaction()", "3: aside.write_atomically(path, data)",
                                      "4: imports sqlite3", "5: imports from reddog_qt.profile.aside",
                                      "6: imports store"]
    assert writes_beneath("ledger.session_started(rules)\nprofile.save_settings(settings)\nset_aside(bet_id)\n") == []


@pytest.mark.parametrize("path", sorted(APP_DIR.rglob("*.py")), ids=lambda path: str(path.relative_to(APP_DIR)))
def test_the_app_writes_only_through_the_profile_layers_methods(path: Path) -> None:
    assert writes_beneath(path.read_text(encoding="utf-8")) == []
