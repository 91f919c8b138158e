"""The app's modules, and its rooms, import one another in one direction only: no cycle, not even for type checking.

Imports are read from the source with :mod:`ast` (those under ``if TYPE_CHECKING:`` and
inside functions included), so a cycle hidden from the interpreter still shows here. A room is
a folder of ``reddog_qt/app`` (dialogs, felt, record, sound, start, table, texts); a module
beside the rooms (``seams``, ``keys``, ``widgets``) is a room of its own that every room may use.
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


APP = "reddog_qt.app."


def room_of(module: str) -> str | None:
    """The room of the app ``module`` is in (``felt`` for ``reddog_qt.app.felt.items``), or None outside the app."""
    return module[len(APP):].split(".")[0] if module.startswith(APP) else None


def room_graph(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """Which rooms each room imports, from the modules' imports."""
    rooms: dict[str, set[str]] = {}
    for module, imported in graph.items():
        room = room_of(module)
        if room is not None:
            rooms.setdefault(room, set()).update(other for name in imported
                                                 if (other := room_of(name)) not in (None, room))
    return rooms


ROOMS = room_graph(GRAPH)


def test_the_graph_is_read_from_the_source() -> None:
    assert "reddog_qt.app.table.build" in GRAPH["reddog_qt.app.table.main_window"]
    assert "reddog_qt.app.record.player_record" in GRAPH["reddog_qt.app.table.build"]
    # Imports under TYPE_CHECKING count too.
    assert "reddog_qt.profile.settings" in GRAPH["reddog_qt.app.sound.audio"]
    assert {"record", "felt", "sound", "seams"} <= ROOMS["table"]


def test_no_two_rooms_import_each_other_even_through_others() -> None:
    cycles = {room: chain for room in ROOMS if (chain := cycle_through(ROOMS, room)) is not None}
    assert cycles == {}


def test_a_loop_between_rooms_is_found() -> None:
    # The check above would see felt -> table -> felt, though no module imports its own importer.
    graph = {"reddog_qt.app.felt.a": {"reddog_qt.app.table.b"}, "reddog_qt.app.table.c": {"reddog_qt.app.felt.d"},
             "reddog_qt.app.table.b": set(), "reddog_qt.app.felt.d": set()}
    rooms = room_graph(graph)
    assert rooms == {"felt": {"table"}, "table": {"felt"}}
    assert cycle_through(rooms, "felt") == ["felt", "table", "felt"]


def test_the_rooms_beside_the_table_never_import_it() -> None:
    # The felt, the record, the sound and the start know the table through the seams and small protocols.
    beside = ("felt", "record", "sound", "start", "dialogs", "texts")
    assert {room for room in beside if "table" in ROOMS[room]} == set()
    assert {room for room, imported in ROOMS.items() if "seams" in imported} >= {"felt", "record", "table"}
    assert ROOMS["seams"] == set()  # the seams import nothing of the app


def test_the_window_and_the_record_do_not_import_each_other() -> None:
    assert "reddog_qt.app.table.main_window" not in GRAPH["reddog_qt.app.record.player_record"]
    assert "reddog_qt.app.table.build" not in GRAPH["reddog_qt.app.record.player_record"]


def test_no_module_of_the_app_is_in_an_import_cycle() -> None:
    cycles = {name: chain for name in GRAPH if name.startswith(APP)
              if (chain := cycle_through(GRAPH, name)) is not None}
    assert cycles == {}
