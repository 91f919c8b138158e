"""No name a reader speaks carries a mnemonic ``&``, through a real AT-SPI client in another process (see
conftest.py), by real keys.

The main window, and every dialog and box the menus open, are read whole: each object's name and
description, and the last name or description the game sent each object in a change event while the
window was made and took the keys. A reader keeps the name an event brought: Orca 48 read "&Reality
check:", told as the label was made, though Qt answers "Reality check:" once the label has its buddy.
A lone ``&`` before a letter is an Alt-key mark a reader would speak; ``&&`` is an ampersand.
"""

from __future__ import annotations

import re
import time

import pytest

pytestmark = pytest.mark.slow

#: The keys that open each window from the table, and a word of what it is (for the failure message).
OPENED = (
    (("alt+g", "n"), "New Game"), (("alt+g", "l"), "Table Limits"), (("alt+g", "b"), "Bet Options"),
    (("alt+g", "h"), "Hand History"), (("alt+g", "s"), "Statistics"), (("alt+g", "t"), "Take a Break"),
    (("alt+g", "p"), "Practice Deal"), (("alt+g", "r", "c"), "Custom Table"), (("alt+o", "o"), "Options"),
    (("alt+h", "p"), "How to Play"), (("alt+h", "r"), "Rules and Payouts"), (("alt+h", "k"), "Keyboard Shortcuts"),
    (("alt+h", "a"), "About"), (("alt+g", "q"), "Session Summary"),
)
_EVENT_TEXTS = ("object:property-change:accessible-name", "object:property-change:accessible-description")


def has_mnemonic(text: str) -> bool:
    """Whether ``text`` has an Alt-key mark: a lone ``&`` before a letter or digit.

    >>> has_mnemonic("&Reality check:"), has_mnemonic("S&peed:"), has_mnemonic("Rock && Roll"), has_mnemonic("A & B")
    (True, True, False, False)
    """
    return re.search(r"&\w", text.replace("&&", "")) is not None


def marked(nodes: list[dict], events: list[dict]) -> list[str]:
    """The names and descriptions with an Alt-key mark: of the objects, and the last each object was given by a
    change event (what a reader keeps)."""
    found = [f"{node['role']} {key}: {node[key]!r}" for node in nodes for key in ("name", "description")
             if has_mnemonic(node[key] or "")]
    last: dict[tuple[str, str, str], str] = {}
    for event in events:
        if event["type"].startswith(_EVENT_TEXTS):
            last[(event["type"], event["role"], event["source"])] = event["any_data"] or ""
    found += [f"{kind} of {role} {source!r}: {text!r}" for (kind, role, source), text in last.items()
              if has_mnemonic(text)]
    return found


def windows(reader) -> list[str]:
    """The application's windows shown now (role and name)."""
    return [f"{node['role']} {node['name']}" for node in reader.ask("tree") if node["depth"] == 1 and node["showing"]]


def new_window(reader, table: list[str]) -> str | None:
    """The title of a window (not a menu) shown now that was not shown with the table alone."""
    for window in windows(reader):
        role, _, title = window.partition(" ")
        if window not in table and role in ("dialog", "frame", "alert"):
            return title
    return None


def wait_for(condition, seconds: float = 15.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.3)
    return False


def test_no_window_the_menus_open_says_an_alt_key_mark(reader_desktop):
    reader = reader_desktop()
    assert reader.ask("wait Options")["found"]
    reader.focus_game()
    reader.keys("Up", "Up", "Up", "Up", "Up", "Return")  # a hand played: Quit shows the Session Summary
    if reader.ask("wait Stand|Same Bet")["name"] == "Stand":
        reader.keys("Return")
    assert reader.ask("wait Same Bet")["found"]
    table = windows(reader)
    found = marked(reader.ask("tree"), reader.ask("events"))
    opened = []
    for keys, what in OPENED:
        reader.keys(*keys)
        assert wait_for(lambda: new_window(reader, table) is not None), (what, windows(reader))
        title = new_window(reader, table)
        time.sleep(0.5)
        opened.append(what)
        found += [f"{what}: {line}" for line in marked(reader.ask("tree"), reader.ask("events"))]
        if what == "Session Summary":
            break  # the last: closing it ends the game
        reader.focus_window(title.split(" — ")[0])  # no window manager gives a window the keys
        reader.keys("Escape")
        assert wait_for(lambda: windows(reader) == table), (what, windows(reader))
        reader.focus_game()  # no window manager gives the table the keys back
    assert opened == [what for _keys, what in OPENED]
    assert found == [], "\n".join(found)
