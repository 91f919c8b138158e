"""The real game through a real screen reader's eyes: an AT-SPI client in another process (see conftest.py).

It reads the tree (cards, red dog, bet, balance with its number), plays three hands by
AT-SPI actions alone, and checks that what a reader is told — the message row's name
and text changes, and Qt's announcements — says the cards, the spread, the result and
the balance in that order, hand after hand; and that a PIN typed in Bet Options is
in no event at all. With real key presses (xdotool) it checks that the felt holds the
keys from the start, that Enter deals, stands and cuts a new shoe while the keys never
fall on Options, that Same Bet pressed with Space says the new stake where the keys are,
and that the raise box tells its allowed range and why a typed amount cannot be raised, reads as its value the
number typed (999, not the 20 allowed), and says so when Enter asks for it anyway.
"""

from __future__ import annotations

import re
import time

import pytest

from reddog_qt.app.table.reader_route import ASK_AGAIN_MS
from reddog_qt.engine import HandKind, Rules, Session

pytestmark = pytest.mark.slow

HANDS = 3
CARD = re.compile(r"\b(two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace) of "
                  r"(clubs|diamonds|hearts|spades)\b", re.IGNORECASE)


def spread_deal() -> int:
    """The first practice deal number whose first three hands at Atlantic City are spreads (stood on, 5 a hand)."""
    for deal in range(1000):
        session = Session(Rules.preset("atlantic-city"), seed=deal)
        kinds = []
        for _ in range(HANDS):
            hand = session.deal(5)
            kinds.append(hand.kind)
            if hand.kind is HandKind.SPREAD:
                session.stand()
        if all(kind is HandKind.SPREAD for kind in kinds):
            return deal
    raise LookupError("no deal below 1000 starts with three spreads")


def told(events: list[dict], announcements: bool) -> list[str]:
    """What a reader is told, in order: Qt's announcements, or the message row's new names and inserted text
    (what a reader without announcements, such as Orca 43, follows)."""
    said = []
    for event in events:
        kind = event["type"]
        wanted = kind.startswith("object:announcement") if announcements else (
            kind.startswith(("object:text-changed:insert", "object:property-change:accessible-name")))
        if wanted:
            words = event["any_data"] or event["source"]
            if words:
                said.append(words)
    return said


def first_index(lines: list[str], pattern: str, start: int = 0) -> int:
    for index in range(start, len(lines)):
        if re.search(pattern, lines[index], re.IGNORECASE):
            return index
    raise AssertionError(f"nothing after line {start} says {pattern!r}: {lines[start:]}")


def test_a_reader_reads_the_felt_and_plays_three_hands_by_actions(reader_desktop):
    deal = spread_deal()
    reader = reader_desktop("--seed", str(deal))
    tree = reader.ask("tree")
    names = [node["name"] for node in tree if node["showing"]]
    assert any(re.fullmatch(r"(Balance|Practice): 1,000", name) for name in names), names
    assert "Red dog, at rest" in names and "Bet spot, empty" in names
    assert any(name.startswith("5-credit chips") for name in names)
    reader.ask("events")  # what the start said is not part of the hands

    for _ in range(HANDS):
        assert reader.ask("press 5-credit chips*")["done"]
        assert reader.ask("wait Bet spot, 5 credits")["found"]
        assert reader.ask("press Deal")["done"]
        assert reader.ask("wait Stand")["found"]
        tree = reader.ask("tree")
        names = [node["name"] for node in tree if node["showing"]]
        cards = [name for name in names if CARD.fullmatch(name)]
        assert len(cards) == 2 and all(name[0].isupper() for name in cards), names
        assert any(re.fullmatch(r"Red dog on spread \d+, pays \d+ to 1", name) for name in names), names
        assert "Bet spot, 5 credits" in names
        assert reader.ask("press Stand")["done"]
        assert reader.ask("wait Same Bet")["found"]
        events = reader.ask("events")
        for announcements in (True, False):
            lines = told(events, announcements)
            got_cards = first_index(lines, CARD.pattern)
            got_spread = first_index(lines, r"Spread of \d+: pays \d+ to 1", got_cards)
            got_result = first_index(lines, r"Third card .*: (you win|the dealer wins|a push)", got_spread)
            first_index(lines, r"(Practice balance|Balance) [\d,]+ credits", got_result)


def test_a_pin_typed_in_bet_options_is_in_no_event(reader_desktop):
    reader = reader_desktop()
    assert reader.ask("wait Options")["found"]  # the table is up
    reader.focus_game()
    reader.keys("alt+g", "b")
    assert reader.ask("wait New PIN")["found"], reader.ask("tree")
    reader.ask("events")
    reader.keys("Tab")  # from the limit to the PIN
    reader.type("4826")
    reader.keys("Tab")
    reader.type("4826")
    events = reader.ask("events")
    typed = [event for event in events if event["type"].startswith("object:text-changed:insert")
             and event["source"] in ("New PIN", "Confirm PIN")]
    assert len(typed) == 8 and {event["any_data"] for event in typed} == {"\u2022"}  # heard, as masks only
    carried = [event for event in events if "4826" in event["any_data"] or "4826" in event["source"]
               or re.search(r"\b[2468]\b", event["any_data"] if event["type"].startswith("object:text") else "")]
    assert not carried
    reader.keys("Escape")


def focus_moves(events: list[dict]) -> list[str]:
    """The names of the objects that took the keyboard, in order (what a reader says as the focus moves)."""
    return [event["source"] for event in events
            if event["type"].startswith("object:state-changed:focused") and event["detail1"] == 1]


def test_real_keys_play_on_with_enter_and_the_focus_never_falls_on_options(reader_desktop):
    reader = reader_desktop("--seed", str(spread_deal()), announcements=False)  # as Orca 43: descriptions only
    assert reader.ask("wait Options")["found"]
    reader.focus_game()
    time.sleep(ASK_AGAIN_MS / 1000 + 1)  # the game has asked the registry what this reader listens to
    assert reader.ask("focused")["name"] == "Red Dog table"  # the felt has the keys from the start
    reader.ask("events")

    # Atlantic City: Up five times, Enter deals, Enter stands: a reader hears the hand, never "Options".
    reader.keys("Up", "Up", "Up", "Up", "Up", "Return")
    assert reader.ask("wait Stand")["found"]
    assert reader.ask("focused")["name"] == "Red Dog table"
    reader.keys("Return")
    assert reader.ask("wait Same Bet")["found"]
    events = reader.ask("events")
    assert "Options" not in focus_moves(events), focus_moves(events)
    # Told on the message row, and as the description of the felt that has the keys (what Orca 43 speaks).
    on_the_felt = [event["any_data"] for event in events if event["source"] == "Red Dog table"
                   and event["type"].startswith("object:property-change:accessible-description")]
    # The row shows each stake at once; the felt says the last one with the deal (quick changes are said as one).
    for lines, stake in ((told(events, announcements=False), r"Stake 5 credits"), (on_the_felt, r"^You bet 5 credits")):
        got_stake = first_index(lines, stake)
        got_cards = first_index(lines, CARD.pattern, got_stake)
        got_spread = first_index(lines, r"Spread of \d+: pays \d+ to 1", got_cards)
        got_result = first_index(lines, r"Third card .*: (you win|the dealer wins|a push)", got_spread)
        first_index(lines, r"(Practice balance|Balance) [\d,]+ credits", got_result)

    # Same Bet pressed with Space keeps the keys, and says the new stake as its description.
    for _ in range(20):
        if reader.ask("focused")["name"] == "Same Bet":
            break
        reader.keys("Tab")
    else:
        pytest.fail("Tab never reached Same Bet")
    reader.ask("events")
    reader.keys("space")
    assert reader.ask("wait Bet spot, 5 credits")["found"]
    time.sleep(1)  # the stake is said once the bet rests
    on_the_button = [event["any_data"] for event in reader.ask("events") if event["source"] == "Same Bet"
                     and event["type"].startswith("object:property-change:accessible-description")]
    first_index(on_the_button, r"^Stake 5 credits")
    assert reader.ask("focused")["name"] == "Same Bet"
    # Leaving it: the reader hears where the keys went before the button takes its own description back.
    reader.keys("Tab")
    events = reader.ask("events")
    moved = next(index for index, event in enumerate(events) if event["type"].startswith(
        "object:state-changed:focused") and event["detail1"] == 1 and event["source"] != "Same Bet")
    given_back = [index for index, event in enumerate(events) if event["source"] == "Same Bet"
                  and event["type"].startswith("object:property-change:accessible-description")]
    assert given_back and min(given_back) > moved, events
    reader.keys("Delete")  # the bet off again before the shoe

    # The six-deck shoe, chosen from the menu by keys: Enter cuts, and a reader is told so.
    reader.keys("alt+g", "r", "Down", "Down", "Return")
    reader.ask("events")
    reader.keys("Return")
    assert reader.ask("wait Same Bet|Deal")["found"]
    lines = told(reader.ask("events"), announcements=False)
    first_index(lines, r"The cards are cut: the cut card is at \d+%")

    # Enter deals until a spread; Tab reaches the raise box, whose range is the allowed raise.
    reader.keys("shift+Up", "shift+Up")
    for _ in range(15):
        reader.keys("Return")
        if reader.ask("wait Stand|Same Bet")["name"] == "Stand":
            break
        reader.keys("0")  # the same bet again
    else:
        pytest.fail("no spread in 15 hands")
    for _ in range(12):
        if reader.ask("focused")["name"] == "Raise amount":
            break
        reader.keys("Tab")
    box = reader.ask("value Raise amount")
    assert (box["minimum"], box["maximum"]) == (1, 20), box
    for typed in ("999", "25"):  # the value read is the number typed, not the last allowed raise
        reader.keys("ctrl+a")
        reader.type(typed)
        box = reader.ask("value Raise amount")
        assert box["text"] == typed and box["current"] == int(typed), box
        assert box["description"] == "Type a raise from 1 to 20 credits.", box
    # Enter asks for that raise: refused aloud, on the box that keeps the keys (the felt's description stays).
    reader.ask("events")
    reader.keys("Return")
    time.sleep(1)
    refused = [event["any_data"] for event in reader.ask("events")
               if event["type"].startswith("object:property-change:accessible-description")]
    assert refused == ["Not raised. Type a raise from 1 to 20 credits."], refused
    assert reader.ask("value Raise amount")["text"] == "25"
    reader.keys("ctrl+a")
    reader.type("7")
    reader.ask("events")
    reader.keys("Return")
    assert reader.ask("wait Same Bet")["found"]
    events = reader.ask("events")
    assert "Options" not in focus_moves(events), focus_moves(events)
    assert reader.ask("focused")["name"] == "Red Dog table"
    first_index(told(events, announcements=False), r"You raise 7\.")
