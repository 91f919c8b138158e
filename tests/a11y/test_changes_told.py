"""Refusals and changes are heard once, through a real AT-SPI client in another process (see conftest.py), by real
keys: the new personal limit after Bet Options' OK, and a closed combo box changed with Down, each said exactly once
to a reader that listens to announcements (a current Orca) and to one that does not (Orca 43).
"""

from __future__ import annotations

import time

import pytest

from reddog_qt.app.table.reader_route import ASK_AGAIN_MS
from tests.a11y.test_figures_read import tab_until

pytestmark = pytest.mark.slow


def heard(events: list[dict], announcements: bool) -> list[str]:
    """What a reader says of these events: the announcements it listens to, and new descriptions (of what has the
    keys: the only objects whose descriptions change here). A reader that listens to announcements (Orca 48) also
    speaks the new name of the combo box with the keys; Orca 43 does not."""
    said = []
    for event in events:
        kind = event["type"]
        if announcements and kind.startswith("object:property-change:accessible-name") \
                and event["role"] == "combo box":
            said.append(event["source"])  # its name now (the event may bring the object itself)
            continue
        announced = announcements and kind.startswith("object:announcement")
        if (announced or kind.startswith("object:property-change:accessible-description")) and event["any_data"]:
            said.append(event["any_data"])
    return said


@pytest.mark.parametrize("announcements", [True, False], ids=["current-orca", "orca-43"])
def test_the_new_limit_and_a_changed_choice_are_heard_once(reader_desktop, announcements):
    reader = reader_desktop(announcements=announcements)
    reader.at_table()

    reader.keys("alt+g", "b")
    assert reader.ask("wait New PIN")["found"]
    reader.focus_window("Modify Table Bet Limit")
    reader.type("100")
    reader.keys("Tab")  # a new profile chooses its PIN with its first limit
    reader.type("4826")
    reader.keys("Tab")
    reader.type("4826")
    reader.ask("events")
    reader.keys("Return")
    reader.focus_game()  # the keys back on the table, as a window manager gives them
    time.sleep(1)
    events = reader.ask("events")
    lines = heard(events, announcements)
    limits = [line for line in lines if "personal bet limit is now" in line]
    assert limits == ["Your personal bet limit is now 100 credits."], lines

    reader.keys("alt+g", "s")
    assert reader.ask("wait Summary: this session and all time")["found"]
    reader.focus_window("Statistics")
    went = tab_until(reader, "This session")  # the scope of the charts, named by its choice
    assert went[-1] == "This session", went
    reader.ask("events")
    reader.keys("Down")
    time.sleep(1)
    lines = heard(reader.ask("events"), announcements)
    assert lines == ["All time"], lines


@pytest.mark.parametrize("announcements", [True, False], ids=["current-orca", "orca-43"])
def test_the_first_start_says_the_balance_the_minimum_and_the_keys_once(reader_desktop, announcements):
    reader = reader_desktop(announcements=announcements)
    assert reader.ask("wait Options")["found"]
    time.sleep(ASK_AGAIN_MS / 1000 + 1)  # a reader already running when the table first has the keys
    reader.ask("events")
    reader.focus_game()
    time.sleep(1)
    lines = heard(reader.ask("events"), announcements)
    welcome = ("Balance 1,000 credits. Table minimum 5 credits. Place your bets: Up and Down change the bet, "
               "Enter deals, F2 reads the table.")
    assert lines == [welcome], lines
