"""Each dealer line heard once, through a real AT-SPI client in another process (see conftest.py), by real keys.

A reader hears the announcements it listens to and the new descriptions of the object with the
keys. The client is run as a current Orca (listening to ``object:announcement``) and as Orca 43
(not listening): either way each line of a hand is heard exactly once, the cards of a consecutive
hand are not named again with its push, and after five quick Up presses and Enter the deal is heard
within a second of Enter, with no stake line queued before it. A shoe table chosen from the menu asks
for its cut once, though the reader presents the felt taking the keys back from the menu just then.
"""

from __future__ import annotations

import re
import time

import pytest

from reddog_qt.engine import HandKind, Rules, Session
from tests.a11y.test_atspi_reader import CARD

pytestmark = pytest.mark.slow


def consecutive_then_spread() -> int:
    """The first practice deal number at Atlantic City whose first hand is consecutive and second a spread."""
    for deal in range(2000):
        session = Session(Rules.preset("atlantic-city"), seed=deal)
        first = session.deal(5).kind
        if first is not HandKind.CONSECUTIVE:
            continue
        second = session.deal(5).kind
        if first is HandKind.CONSECUTIVE and second is HandKind.SPREAD:
            return deal
    raise LookupError("no such deal below 2000")


def heard(events: list[dict], announcements: bool) -> list[tuple[float, str]]:
    """What a reader says, with when: the announcements (if it listens to them), the new descriptions of the felt,
    which has the keys throughout, and the felt's description as the reader presents the felt taking the keys."""
    lines = []
    for event in events:
        kind = event["type"]
        if event["source"] == "Red Dog table" and kind.startswith("object:state-changed:focused") \
                and event["detail1"] == 1:
            if event.get("description"):
                lines.append((event["time"], event["description"]))
            continue
        announced = announcements and kind.startswith("object:announcement")
        described = kind.startswith("object:property-change:accessible-description") \
            and event["source"] == "Red Dog table"
        if (announced or described) and event["any_data"]:
            lines.append((event["time"], event["any_data"]))
    return lines


@pytest.mark.parametrize("announcements", [True, False], ids=["current-orca", "orca-43"])
def test_each_line_of_a_hand_is_heard_once_and_the_deal_comes_at_once(reader_desktop, announcements):
    reader = reader_desktop("--seed", str(consecutive_then_spread()), announcements=announcements)
    reader.at_table()

    reader.keys("Up", "Up", "Up", "Up", "Up")
    enter = time.monotonic()
    reader.keys("Return")
    assert reader.ask("wait Same Bet")["found"]
    time.sleep(1)
    first_hand = heard(reader.ask("events"), announcements)
    lines = [line for _when, line in first_hand]
    assert not [line for line in lines if line.startswith("Stake")], lines  # the deal replaced them
    assert lines[0] == "You bet 5 credits. The cards come.", lines
    assert first_hand[0][0] - enter < 1.0, (first_hand[0][0] - enter, lines)
    assert len(lines) == len(set(lines)), lines
    named = [line for line in lines if CARD.search(line)]
    assert len(named) == 1 and named[0].endswith(": consecutive."), lines
    pushes = [line for line in lines if line.startswith("A push.")]
    assert len(pushes) == 1 and "alance 1,000 credits" in pushes[0], lines

    reader.keys("0", "Return")  # the same bet, dealt: a spread; Enter stands
    assert reader.ask("wait Stand")["found"]
    reader.keys("Return")
    assert reader.ask("wait Same Bet")["found"]
    time.sleep(1)
    lines = [line for _when, line in heard(reader.ask("events"), announcements)]
    assert len(lines) == len(set(lines)), lines
    assert len([line for line in lines if re.search(r"Spread of \d+: pays", line)]) == 1, lines
    assert len([line for line in lines if line.startswith("You stand.")]) == 1, lines
    assert len([line for line in lines if line.startswith("Third card")]) == 1, lines


@pytest.mark.parametrize("announcements", [True, False], ids=["current-orca", "orca-43"])
def test_a_shoe_tables_cut_prompt_is_heard_once(reader_desktop, announcements):
    # The table is chosen from the menu: the felt takes the keys back as the menu closes, and the reader presents
    # it (its name and description) a moment later; the new table's lines must not be in that description as well.
    reader = reader_desktop(announcements=announcements)
    reader.at_table()
    reader.keys("alt+g", "r", "Down", "Down", "Return")  # Game > House Rules > Six Deck Shoe
    time.sleep(2)
    lines = [line for _when, line in heard(reader.ask("events"), announcements)]
    prompts = [line for line in lines if "red cut card" in line]
    assert len(prompts) == 1, lines
    assert len([line for line in lines if "shuffles a new shoe" in line]) == 1, lines
