"""The player's custom tables file: round trip, forgiving reads, and the ledger finding a custom table."""

from __future__ import annotations

import dataclasses
import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from reddog_qt.engine import PAY_TABLES, RaisePolicy, Rules, ShufflePolicy
from reddog_qt.profile import open_profile
from reddog_qt.profile.settings import Settings, load_settings, save_settings
from reddog_qt.profile.tables import (
    TABLES_VERSION,
    TablesError,
    as_custom,
    custom_name,
    load_tables,
    save_tables,
    title_problem,
)

DOUBLE = as_custom(dataclasses.replace(
    Rules.preset("six-deck-shoe"), decks=4, penetration_percent=80, raise_multiple=2, minimum=5, maximum=250,
).with_pays(PAY_TABLES["double-raise"][1]), "Double Up")
QUICK = as_custom(dataclasses.replace(Rules.preset("atlantic-city"), decks=2, raise_policy=RaisePolicy.UP_TO),
                  "Quick Two")


def test_tables_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "tables.json"
    save_tables(path, [DOUBLE, QUICK])
    data = json.loads(path.read_text())
    assert data["version"] == TABLES_VERSION and [t["title"] for t in data["tables"]] == ["Double Up", "Quick Two"]
    tables, notes = load_tables(path)
    assert notes == []
    assert tables == {"custom:Double Up": DOUBLE, "custom:Quick Two": QUICK}
    assert tables["custom:Double Up"].shuffle is ShufflePolicy.CUT_CARD
    assert tables["custom:Double Up"].raise_multiple == 2


def test_no_file_means_no_tables(tmp_path: Path) -> None:
    assert load_tables(tmp_path / "tables.json") == ({}, [])


@pytest.mark.parametrize("content", [b"", b"{not json", b"[1, 2]", b'{"tables": 3}', b"\xff\xfe"])
def test_a_damaged_file_is_moved_aside_and_reported(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "tables.json"
    path.write_bytes(content)
    tables, notes = load_tables(path, now=datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC))
    assert tables == {}
    assert len(notes) == 1 and "damaged" in notes[0] and "kept as tables.json.bad-" in notes[0]
    assert not path.exists()
    assert [p.read_bytes() for p in tmp_path.glob("tables.json.bad-*")] == [content]


def test_a_bad_table_is_left_out_and_the_others_kept(tmp_path: Path) -> None:
    path = tmp_path / "tables.json"
    save_tables(path, [DOUBLE, QUICK])
    data = json.loads(path.read_text())
    data["tables"][0]["decks"] = 9
    data["tables"].append({"title": "Broken"})
    data["tables"].append(dict(data["tables"][1]))
    path.write_text(json.dumps(data))
    tables, notes = load_tables(path)
    assert list(tables) == ["custom:Quick Two"]
    assert len(notes) == 3
    assert "1 to 8 decks" in notes[0] and "has no decks" in notes[1] and "second table" in notes[2]


def test_saving_where_it_cannot_be_written_says_so(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(TablesError, match="could not be saved"):
        save_tables(blocker / "tables.json", [DOUBLE])


def test_titles() -> None:
    assert title_problem("  ") == "Give the table a name."
    assert title_problem("x" * 33) is not None
    assert title_problem("double up", ["Double Up"]) == "There is already a table called double up."
    assert title_problem("Double Up", ["Quick Two"]) is None
    assert custom_name(" A ") == "custom:A"


def test_settings_may_name_a_custom_table(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(path, dataclasses.replace(Settings(), preset="custom:Double Up"))
    assert load_settings(path).preset == "custom:Double Up"
    with pytest.raises(ValueError):
        dataclasses.replace(Settings(), preset="custom:")


def test_an_interrupted_hand_at_a_custom_table_is_finished_by_its_own_pay_table(tmp_path: Path) -> None:
    odd = as_custom(Rules().with_pays(PAY_TABLES["double-raise"][1]), "Recovery Test")
    profile = open_profile(tmp_path, lock=False)
    assert profile.rules_for(odd.name).name == "atlantic-city"  # not saved: the fallback
    profile.close()
    save_tables(tmp_path / "tables.json", [odd])
    profile = open_profile(tmp_path, lock=False)
    try:
        assert profile.custom_tables == {odd.name: odd}
        assert profile.rules_for(odd.name) == odd
    finally:
        profile.close()
