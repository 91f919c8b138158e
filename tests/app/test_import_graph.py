"""The table's modules import one another in one direction only: no cycle, not even for type checking.

Imports are read from the source with :mod:`ast` (those under ``if TYPE_CHECKING:`` and
inside functions included), so a cycle hidden from the interpreter still shows here.
"""

from __future__ import annotations

import ast
from pathlib import Path

import reddog_qt

PACKAGE = Path(reddog_qt.__file__).resolve().parent


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path, known: set[str]) -> set[str]:
    """The game's modules that ``path`` imports anywhere in its source."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
        else:
            continue
        found.update(name for name in names if name in known)
    return found


def import_graph() -> dict[str, set[str]]:
    paths = {module_name(path): path for path in PACKAGE.rglob("*.py") if "__pycache__" not in path.parts}
    known = set(paths)
    return {name: imports_of(path, known) - {name} for name, path in paths.items()}


def cycle_through(graph: dict[str, set[str]], start: str) -> list[str] | None:
    """A chain of imports from ``start`` back to itself, or None."""
    stack: list[tuple[str, list[str]]] = [(start, [start])]
    seen: set[str] = set()
    while stack:
        name, chain = stack.pop()
        for imported in graph.get(name, ()):
            if imported == start:
                return [*chain, start]
            if imported not in seen:
                seen.add(imported)
                stack.append((imported, [*chain, imported]))
    return None


GRAPH = import_graph()


def test_the_graph_is_read_from_the_source() -> None:
    assert "reddog_qt.app.table.build" in GRAPH["reddog_qt.app.table.main_window"]
    assert "reddog_qt.app.record.player_record" in GRAPH["reddog_qt.app.table.build"]
    # Imports under TYPE_CHECKING count too.
    assert "reddog_qt.app.table.narrator" in GRAPH["reddog_qt.app.record.player_record"]


def test_the_window_and_the_record_do_not_import_each_other() -> None:
    assert "reddog_qt.app.table.main_window" not in GRAPH["reddog_qt.app.record.player_record"]
    assert "reddog_qt.app.table.build" not in GRAPH["reddog_qt.app.record.player_record"]


def test_no_module_of_the_table_or_the_record_is_in_an_import_cycle() -> None:
    rooms = ("reddog_qt.app.table.", "reddog_qt.app.record.")
    cycles = {name: chain for name in GRAPH if name.startswith(rooms)
              if (chain := cycle_through(GRAPH, name)) is not None}
    assert cycles == {}
