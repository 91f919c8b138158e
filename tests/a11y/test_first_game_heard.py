"""A new profile's first game by ear, through a real AT-SPI client in another process (see conftest.py), by real keys.

The first-game guide is shown, and each of its steps is said; the table's own lines are said as
well, each once, and none is lost to a step: the welcome (balance, minimum and the keys) after
the guide's first step, and in the guided first hand the stake (after the guide's step on Deal,
which came with it), the deal, the cards and the spread, the decision and the result, each before
the step that explains it. Run as a reader that
listens to announcements (a current Orca) and as one that does not (Orca 43).
"""

from __future__ import annotations

import re
import time

import pytest

from reddog_qt.app.table.reader_route import ASK_AGAIN_MS
from tests.a11y.test_said_once import heard

pytestmark = pytest.mark.slow

WELCOME = ("Balance 1,000 credits. Table minimum 5 credits. Place your bets: Up and Down change the bet, Enter deals, "
           "F2 reads the table.")


def said_once_in_order(lines: list[str], patterns: list[str]) -> None:
    """Each pattern begins exactly one sentence of what was heard, and those sentences come in the patterns' order.

    A reader that listens to announcements may get lines told in the same moment as one announcement
    (:mod:`reddog_qt.app.table.announcer`), so a pattern is looked for at the start of every sentence heard,
    not only at the start of a line.
    """
    heard = "\n".join(lines)
    found = []
    for pattern in patterns:
        matching = [match.start() for match in re.finditer(rf"(?:^|(?<=[.?!:] )){pattern}", heard, re.MULTILINE)]
        assert len(matching) == 1, (pattern, lines)
        found.append(matching[0])
    assert found == sorted(found), (patterns, lines)


@pytest.mark.parametrize("announcements", [True, False], ids=["current-orca", "orca-43"])
def test_a_first_game_says_the_welcome_and_every_line_of_the_guided_hand_once(reader_desktop, announcements):
    # No practice deal: its note would hold the start instead of the welcome. The first hand is whatever comes.
    reader = reader_desktop(announcements=announcements, guide=True)
    assert reader.ask("wait Options")["found"]
    assert reader.ask("wait Skip guide")["found"]  # the guide is shown
    time.sleep(ASK_AGAIN_MS / 1000 + 1)  # a reader already running when the table first has the keys
    reader.ask("events")
    reader.focus_game()
    time.sleep(1.5)
    lines = [line for _when, line in heard(reader.ask("events"), announcements)]
    said_once_in_order(lines, [r"First game: the chips\. Welcome to Red Dog!", re.escape(WELCOME)])

    reader.keys("Up", "Up", "Up", "Up", "Up")  # a bet of 5, the guide's step on Deal listened to, then Enter
    time.sleep(1.5)
    reader.keys("Return")
    spread = reader.ask("wait Stand|Same Bet")["name"] == "Stand"
    if spread:
        time.sleep(1)
        reader.keys("Return")  # Enter stands
        assert reader.ask("wait Same Bet")["found"]
    time.sleep(1.5)
    lines = [line for _when, line in heard(reader.ask("events"), announcements)]
    before = [r"The bet\. ", r"Deal\. ", re.escape("Stake 5 credits. Deal when you are ready (Enter)."),
              re.escape("The cards come.")]
    if spread:
        said_once_in_order(lines, [*before, r"[A-Z]\w+ of \w+ and \w+ of \w+\. Spread of \d+: pays", r"The spread\. ",
                                   re.escape("You stand. The third card comes."), r"Third card ", r"The result\. "])
    else:  # a pair or consecutive cards: named as the second turns, the result, then the guide's word on it
        said_once_in_order(lines, [*before, r"[A-Z]\w+ of \w+ and \w+ of \w+: (a pair|consecutive)",
                                   r"(Third card |A push\.)", r"No spread this time\. "])
    assert len(lines) == len(set(lines)), lines
