"""Every figure reachable and named, through a real AT-SPI client in another process (see conftest.py).

Two hands are played by real keys on the player's own bankroll; then Statistics, Hand History and
the Session Summary are opened by their menu keys, and the tree a reader walks is read: the
summary table's headers and its cells named by row and column (no cell selectable, the arrows
walking them), a History row whose first cell says the cards and the result before the Bet ID,
the fingerprint reached by Tab, and the summary's seven figures named with their captions, as
labels Orca 43 reads when the dialog opens.
"""

from __future__ import annotations

import re
import time

import pytest

from tests.a11y.test_atspi_reader import CARD, focus_moves

pytestmark = pytest.mark.slow


def tab_until(reader, start: str, presses: int = 12) -> list[str]:
    """Press Tab until the keys land on an object whose name starts with ``start``; the names they went to."""
    went: list[str] = []
    for _ in range(presses):
        reader.ask("events")
        reader.keys("Tab")
        time.sleep(0.3)
        went += focus_moves(reader.ask("events"))
        if went and went[-1].startswith(start):
            break
    return went


def showing(reader) -> list[dict]:
    return [node for node in reader.ask("tree") if node["showing"]]


def test_statistics_history_and_the_summary_name_their_figures(reader_desktop):
    reader = reader_desktop()
    assert reader.ask("wait Options")["found"]
    reader.focus_game()
    for _ in range(2):
        reader.keys("Up", "Up", "Up", "Up", "Up", "Return")
        if reader.ask("wait Stand|Same Bet")["name"] == "Stand":
            reader.keys("Return")
        assert reader.ask("wait Same Bet")["found"]

    reader.keys("alt+g", "s")
    assert reader.ask("wait Summary: this session and all time")["found"]
    headers = reader.ask("headers Summary: this session and all time")
    assert headers["columns"] == ["This session", "All time"], headers
    assert headers["rows"][:3] == ["Hands", "Net", "Wagered"], headers
    names = [node["name"] for node in showing(reader)]
    assert "Hands, This session: 2" in names, names
    assert any(re.fullmatch(r"Net, All time: [+-]?[\d,]+", name) for name in names), names
    # Nothing is chosen among figures: no cell is selectable (a reader says "not selected" after a selectable
    # one), and the arrows still walk the cells.
    cells = [node for node in showing(reader) if node["role"] == "table cell"]
    selectable = [node["name"] for node in cells if node["selectable"]]
    assert cells and not selectable, selectable
    reader.focus_window("Statistics")
    reader.ask("events")
    reader.keys("Down")
    time.sleep(0.5)
    assert [name for name in focus_moves(reader.ask("events")) if name.startswith("Net, This session: ")]
    reader.keys("Escape")
    reader.focus_game()  # no window manager gives the table the keys back

    reader.keys("alt+g", "h")
    assert reader.ask("wait Hands and table events")["found"], [(n["role"], n["name"]) for n in showing(reader)][:60]
    nodes = showing(reader)
    rows = [node["name"] for node in nodes if node["role"] in ("table cell", "tree item")
            and CARD.match(node["name"] or "")]
    assert rows, [node["name"] for node in nodes if node["role"] in ("table cell", "tree item")]
    assert re.fullmatch(r"[A-Z][a-z]+ of [a-z]+(, [a-z]+ of [a-z]+){1,2}: .+\. \d+, .+", rows[0]), rows
    # Tab to the hands, choose the newest, Tab on to its fingerprint (followed by the focus events).
    assert "Hands and table events" in tab_until(reader, "Hands and table events")
    reader.keys("Down", "Down")
    assert any(name.startswith("Fingerprint: ") for name in tab_until(reader, "Fingerprint: ")), "never reached"
    reader.keys("Escape")
    reader.focus_game()

    reader.keys("alt+g", "q")
    assert reader.ask("wait Close")["found"]
    names = [node["name"] for node in showing(reader)]
    # What Orca 43 reads as a dialog opens: labels with no relation and 3 words or more.
    read = [node["name"] for node in showing(reader) if node["role"] == "label" and not node["related"]
            and len((node["name"] or "").split()) >= 3]
    assert "Hands played: 2" in read, read
    for caption in ("Time played:", "Won / pushed / lost:", "Wagered:", "Biggest win:", "Net:", "Balance:"):
        assert any(name.startswith(caption + " ") for name in read), (caption, read)
