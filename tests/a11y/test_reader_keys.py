"""A screen reader's review keys never bet: real keypad presses (xdotool) into the game while a reader follows it.

Orca's desktop layout reviews with the keypad (Num Lock off): 8 the current line, + say all,
- flat review, Enter where am I, 0 (Insert) its own key, . (Delete). Qt would take them as the
table's Up, +, Enter, 0 and Delete; while a reader runs they act on nothing, and the main keys play on.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.slow


def test_the_keypad_review_keys_place_no_chip_and_deal_nothing(reader_desktop):
    reader = reader_desktop("--seed", "3")
    assert reader.ask("wait Options")["found"]
    reader.focus_game()
    reader.keys("KP_Up", "KP_Up", "KP_Add", "KP_Insert", "KP_Enter", "KP_Subtract", "KP_Delete", "KP_Up")
    # Keys are handled in order: once the main Up shows, the keypad's keys before it have done what they do.
    reader.keys("Up")
    assert reader.ask("wait Bet spot, 1 credit")["found"], [node["name"] for node in reader.ask("tree")]
    reader.keys("Up", "Up", "Up", "Up")
    assert reader.ask("wait Bet spot, 5 credits")["found"]
    reader.keys("KP_Enter", "KP_Add", "KP_Subtract", "KP_Delete", "Down")  # where am I, say all: no deal
    assert reader.ask("wait Bet spot, 4 credits")["found"], [node["name"] for node in reader.ask("tree")]
    names = [node["name"] for node in reader.ask("tree") if node["showing"] and node["enabled"]]
    assert "Stand" not in names and "Bet spot, 4 credits" in names
