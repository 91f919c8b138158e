"""An assistive-technology client of the running game, over AT-SPI (run with the system python3 and pyatspi).

It is what a screen reader is, minus the voice: it finds Red Dog on the accessibility
bus, reads its tree, presses its buttons through AT-SPI actions, and writes down
every event a reader would be told. Commands come one per line on stdin, answers go
one JSON line per command to stdout, so the test drives it step by step:

    tree                    every object: role, name, description, text, states (showing, enabled, focused,
                            selectable, invalid)
    press NAME              the AT-SPI action of the showing object named NAME (NAME* : a name starting so)
    wait NAME               until a showing, enabled object named NAME (NAME*: starting so) is there
    wait NAME|OTHER         the same for the first of several names; answers which was found
    value NAME              the showing object's value (current, minimum, maximum), description and states
    focused                 the object that has the keyboard now: its role and name
    headers NAME            the showing table's column and row headers (their names), as a reader asks for them
    events                  the events seen since the last "events" (and forget them), each with its time
                            (time.monotonic(), the same clock as the test's)
    quit

Started with ``--no-announcements`` it does not listen to ``object:announcement``, as Orca 43 does not.

Like a reader, it takes events as they come, between commands too, and when an object takes the
keyboard it reads that object's description :data:`PRESENT_AFTER` seconds later (a focus event's
``description``): what Orca says with the name as it presents the focus. A line that becomes the
description before then is said with the focus, and once more by its own description-change event.

Run only by the tests in tests/a11y.
"""

# ruff: noqa: B023, PLW0108  (safe() calls each lambda at once, inside its loop turn: a read that may fail)
from __future__ import annotations

import json
import os
import select
import sys
import time

import pyatspi
from gi.repository import GLib

#: The events listened to; Qt tells a combo box's new choice (its new name) only to a client that listens to value
#: changes, as a reader does.
EVENTS = ("object:text-changed:insert", "object:text-changed:delete", "object:property-change:accessible-name",
          "object:property-change:accessible-description", "object:announcement", "object:state-changed:focused",
          "object:property-change:accessible-value")
WAIT_SECONDS = 30.0
#: How long after a focus event the focused object's description is read (Orca 43 presents a focus that late).
PRESENT_AFTER = 0.15

seen: list[dict[str, object]] = []
#: Focus events whose object's description is still to be read: (when, the event's record, the object).
presenting: list[tuple[float, dict[str, object], object]] = []


def pump(seconds: float = 0.0) -> None:
    """Let the bus deliver what it holds (for ``seconds`` at least)."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while True:
        while context.pending():
            context.iteration(False)
        now = time.monotonic()
        for due in [waiting for waiting in presenting if waiting[0] <= now]:
            presenting.remove(due)
            due[1]["description"] = safe(lambda: due[2].description)
        if now >= end:
            return
        time.sleep(0.01)


def safe(call, default=""):
    try:
        return call()
    except Exception:  # an object that went away while it was read
        return default


def on_event(event) -> None:
    source = event.source
    seen.append({"type": str(event.type), "source": safe(lambda: source.name),
                 "role": safe(lambda: source.getRoleName()),
                 "any_data": safe(lambda: str(event.any_data) if event.any_data is not None else ""),
                 "detail1": event.detail1, "time": time.monotonic()})
    if str(event.type).startswith("object:state-changed:focused") and event.detail1 == 1:
        presenting.append((time.monotonic() + PRESENT_AFTER, seen[-1], source))


def find_app(timeout: float = WAIT_SECONDS):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            app = safe(lambda: desktop.getChildAtIndex(index), None)
            if app is None:
                continue
            for child in app:
                if child is not None and safe(lambda: child.getRole()) == pyatspi.ROLE_FRAME \
                        and "Red Dog" in safe(lambda: child.name):
                    return app
        pump(0.2)
    raise SystemExit("the game never showed on the accessibility bus")


def text_of(node) -> str:
    try:
        text = node.queryText()
    except NotImplementedError:
        return ""
    return safe(lambda: text.getText(0, -1))


def walk(node, depth: int = 0, out: list | None = None) -> list:
    out = [] if out is None else out
    if node is None or depth > 25:
        return out
    states = safe(lambda: node.getState(), None)
    out.append({"role": safe(lambda: node.getRoleName()), "name": safe(lambda: node.name),
                "description": safe(lambda: node.description), "text": text_of(node), "depth": depth,
                "showing": bool(states and states.contains(pyatspi.STATE_SHOWING)),
                "enabled": bool(states and states.contains(pyatspi.STATE_SENSITIVE)),
                "focused": bool(states and states.contains(pyatspi.STATE_FOCUSED)),
                "selectable": bool(states and states.contains(pyatspi.STATE_SELECTABLE)),
                "invalid": bool(states and states.contains(pyatspi.STATE_INVALID_ENTRY)),
                "related": bool(safe(lambda: node.getRelationSet(), None))})
    for index in range(safe(lambda: node.childCount, 0)):
        walk(safe(lambda: node.getChildAtIndex(index), None), depth + 1, out)
    return out


def walk_nodes(node, depth: int = 0):
    """Every object under ``node``, depth first."""
    if node is None or depth > 25:
        return
    yield node
    for index in range(safe(lambda: node.childCount, 0)):
        yield from walk_nodes(safe(lambda: node.getChildAtIndex(index), None), depth + 1)


def find(app, name: str, enabled: bool = False):
    """The first showing object named ``name`` (or, for ``name*``, whose name starts so)."""
    prefix = name.endswith("*")
    name = name.rstrip("*")
    stack = [app]
    while stack:
        node = stack.pop(0)
        if node is None:
            continue
        states = safe(lambda: node.getState(), None)
        called = safe(lambda: node.name)
        if states is not None and (called.startswith(name) if prefix else called == name) \
                and states.contains(pyatspi.STATE_SHOWING) \
                and (not enabled or states.contains(pyatspi.STATE_SENSITIVE)):
            return node
        count = safe(lambda: node.childCount, 0)
        stack.extend(safe(lambda: node.getChildAtIndex(index), None) for index in range(count))
    return None


def main() -> None:
    for kind in EVENTS:
        if kind == "object:announcement" and "--no-announcements" in sys.argv:
            continue
        pyatspi.Registry.registerEventListener(on_event, kind)
    app = find_app()
    pump(0.5)
    for line in commands():
        command, _, argument = line.strip().partition(" ")
        answer: object
        try:
            answer = run(app, command, argument)
        except Exception as problem:  # the test reads the reason
            answer = {"error": f"{type(problem).__name__}: {problem}"}
        if answer == "quit":
            print(json.dumps({"bye": True}), flush=True)
            return
        pump()
        print(json.dumps(answer), flush=True)


def commands():
    """The lines on stdin, one at a time; the bus is pumped while none waits (a reader never stops listening)."""
    waiting = b""
    while True:
        while b"\n" not in waiting:
            if select.select([sys.stdin.fileno()], [], [], 0.01)[0]:
                chunk = os.read(sys.stdin.fileno(), 4096)
                if not chunk:
                    return
                waiting += chunk
            else:
                pump()
        line, _, waiting = waiting.partition(b"\n")
        yield line.decode("utf-8")


def run(app, command: str, argument: str) -> object:
    """One command's answer (see the module docstring)."""
    if command == "tree":
        return walk(app)
    if command == "press":
        node = find(app, argument)
        if node is None:
            return {"error": f"nothing named {argument!r}"}
        return {"pressed": node.name, "done": bool(node.queryAction().doAction(0))}
    if command == "wait":
        end = time.monotonic() + WAIT_SECONDS
        while time.monotonic() < end:
            pump(0.1)
            for name in argument.split("|"):
                if find(app, name, enabled=True) is not None:
                    return {"found": True, "name": name}
        return {"found": False}
    if command == "value":
        node = find(app, argument)
        if node is None:
            return {"error": f"nothing named {argument!r}"}
        value = node.queryValue()
        states = node.getState()
        return {"current": value.currentValue, "minimum": value.minimumValue, "maximum": value.maximumValue,
                "text": text_of(node), "description": node.description,
                "invalid": states.contains(pyatspi.STATE_INVALID_ENTRY)}
    if command == "headers":
        node = find(app, argument)
        if node is None:
            return {"error": f"nothing named {argument!r}"}
        table = node.queryTable()
        columns = [safe(lambda: table.getColumnHeader(index).name) for index in range(table.nColumns)]
        rows = [safe(lambda: table.getRowHeader(index).name) for index in range(table.nRows)]
        return {"columns": columns, "rows": rows}
    if command == "focused":
        for node in walk_nodes(app):
            states = safe(lambda: node.getState(), None)
            if states is not None and states.contains(pyatspi.STATE_FOCUSED):
                return {"role": safe(lambda: node.getRoleName()), "name": safe(lambda: node.name)}
        return {"role": "", "name": ""}
    if command == "events":
        pump(0.5)
        answer = list(seen)
        seen.clear()
        return answer
    if command == "quit":
        return "quit"
    return {"error": f"unknown command {command!r}"}


if __name__ == "__main__":
    main()
