"""Every damaged value a profile file can hold, opened through open_profile on real files: set aside, never a crash."""

from __future__ import annotations

import json
import os
import random
import shutil
import sqlite3
import threading
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest

from reddog_qt.engine import FIRST_BET_ID, HandKind, Phase, Rules, Session, Shoe
from reddog_qt.profile import Profile, open_profile
from reddog_qt.profile.rows import HandStatus
from reddog_qt.profile.settings import Settings
from reddog_qt.record.history_csv import export_history

RULES = Rules.preset("atlantic-city")
NOW = datetime(2026, 3, 3, 12, 0, tzinfo=UTC)


def clock() -> datetime:
    return NOW


def open_it(folder: Path) -> Profile:
    return open_profile(folder, clock=clock, rng=random.Random(1))


def opened_within(folder: Path, seconds: float = 60) -> dict[str, object]:
    """open_profile, read and close in a thread: a FIFO opened for reading would block forever, and must not.

    SQLite connections belong to the thread that made them, so the facts are read there.
    """
    result: list[object] = []
    worker = threading.Thread(target=lambda: result.append(_open_and_read(folder)), daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), "open_profile hung"
    (outcome,) = result
    if isinstance(outcome, BaseException):
        raise outcome
    assert isinstance(outcome, dict)
    return outcome


def _open_and_read(folder: Path) -> object:
    try:
        profile = open_it(folder)
        try:
            return {"balance": profile.ledger.balance, "limit": profile.personal_limit(),
                    "notices": notices_of(profile), "settings": profile.settings}
        finally:
            profile.close()
    except BaseException as error:  # handed back to the test thread
        return error


def sql(path: Path, *statements: str, parameters: tuple[object, ...] = ()) -> None:
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA ignore_check_constraints = ON")
    for statement in statements:
        conn.execute(statement, parameters if "?" in statement else ())
    conn.commit()
    conn.close()


def notices_of(profile: Profile) -> str:
    return " ".join(profile.notices)


# --- settings.json --------------------------------------------------------------------------------


def test_non_ascii_window_geometry(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(json.dumps({"speed": 3, "window_geometry": "AdnQ\u00e9ywAD\u0663"}),
                                            encoding="utf-8")
    profile = open_it(tmp_path)
    try:
        assert profile.settings == Settings(speed=3)
        assert "1 of your settings" in notices_of(profile)
    finally:
        profile.close()


def test_an_int_of_4300_digits_and_more(tmp_path: Path) -> None:
    original = '{"speed": ' + "7" * 4_400 + "}"
    (tmp_path / "settings.json").write_text(original)
    profile = open_it(tmp_path)
    try:
        assert profile.settings == Settings()
        (aside,) = tmp_path.glob("settings.json.bad-*")
        assert aside.read_text() == original
        assert aside.name in notices_of(profile)
    finally:
        profile.close()


# --- FIFOs in place of the files ------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["settings.json", "ledger.sqlite3", "limits.sqlite3"])
def test_a_fifo_in_place_of_a_file_is_set_aside_without_hanging(name: str, tmp_path: Path) -> None:
    profile = open_it(tmp_path)  # a profile with a limit-file copy
    profile.save_settings(Settings(speed=2))
    profile.close()
    (tmp_path / name).unlink()
    os.mkfifo(tmp_path / name)
    seen = opened_within(tmp_path)
    (aside,) = tmp_path.glob(f"{name}.bad-*")
    assert aside.is_fifo()
    assert (tmp_path / name).is_file() or name == "settings.json"
    assert seen["balance"] == RULES.starting_bankroll
    assert seen["limit"] == (None, True)  # the limit file came back from its copy
    assert aside.name in seen["notices"] or "restored from its copy" in seen["notices"]  # type: ignore[operator]
    assert seen["settings"] == (Settings() if name == "settings.json" else Settings(speed=2))


def test_a_fifo_limit_file_without_a_copy_fails_closed(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "limits.sqlite3")
    seen = opened_within(tmp_path)
    assert seen["limit"] == (None, False)
    assert "table minimum" in seen["notices"]  # type: ignore[operator]


# --- the ledger ------------------------------------------------------------------------------------


_TEMPLATE: dict[str, Path] = {}


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A profile with every kind of settled hand, a new game, and bet 1000001 a settled spread (made once)."""
    folder = tmp_path_factory.mktemp("template")
    profile = open_it(folder)
    try:
        ledger = profile.ledger
        # A spread first (won), then a pair and a consecutive hand; after that at random.
        shoe = Shoe.stacked(RULES, "4c 9d 6h 7c 7d 2h 7c 8d")
        session = Session(RULES, shoe=shoe, balance=ledger.balance, next_bet_id=ledger.next_bet_id, journal=ledger)
        rng = random.Random(3)
        kinds: set[HandKind] = set()
        while len(kinds) < 3 or len(ledger.history(limit=None)) < 20:
            hand = session.deal(rng.choice((5, 10, 25)))
            if hand.phase is Phase.DECIDING:
                hand = session.stand()
            assert hand.kind is not None
            kinds.add(hand.kind)
            if len(ledger.history(limit=None)) == 10:
                session.new_game()
        first = ledger.hand(FIRST_BET_ID)
        assert first is not None and first.kind is HandKind.SPREAD and len(first.cards) == 3
    finally:
        profile.close()
    return folder


def fresh_copy(template: Path, tmp_path: Path) -> Path:
    folder = tmp_path / "profile"
    shutil.copytree(template, folder)
    return folder


def facts(profile: Profile) -> tuple[int, int, list[int]]:
    ledger = profile.ledger
    return ledger.balance, ledger.next_bet_id, [r.bet_id for r in ledger.history(limit=None)]


def open_a_spread(folder: Path, wager: int = 25) -> tuple[int, int]:
    """Leave a spread hand waiting for the decision (as a crash would); returns its Bet ID and the balance before."""
    profile = open_it(folder)
    try:
        ledger = profile.ledger
        session = Session(RULES, shoe=Shoe.stacked(RULES, "4c 9d"), balance=ledger.balance,  # a spread
                          next_bet_id=ledger.next_bet_id, journal=ledger)
        before = ledger.balance
        hand = session.deal(wager)
        assert hand.phase is Phase.DECIDING and ledger.balance == before - wager
        return hand.bet_id, before
    finally:
        profile.close()


OPEN_HAND_DAMAGE = {
    # column, bad value, whether the wager can still be read (and so goes back to the balance)
    "kind is a pair": ("kind", "pair", True),
    "kind is unknown": ("kind", "jackpot", True),
    "kind is a number": ("kind", 3, True),
    "opened_at is not a time": ("opened_at", "yesterday", True),
    "opened_at is a BLOB": ("opened_at", b"\x00\x01", True),
    "opened_at is a number": ("opened_at", 20260303.5, True),
    "wager is text": ("wager", "ten", False),
    "wager is a fraction": ("wager", 2.5, False),
    "wager is a BLOB": ("wager", b"\x19", False),
    "wager is beyond any bankroll": ("wager", 10**16, False),
}


@pytest.mark.parametrize("name", OPEN_HAND_DAMAGE)
def test_a_damaged_open_hand_is_set_aside(name: str, template: Path, tmp_path: Path) -> None:
    folder = fresh_copy(template, tmp_path)
    bet_id, before = open_a_spread(folder)
    column, value, refunded = OPEN_HAND_DAMAGE[name]
    sql(folder / "ledger.sqlite3", f"UPDATE hands SET {column} = ? WHERE bet_id = {bet_id}", parameters=(value,))
    profile = open_it(folder)
    try:
        ledger = profile.ledger
        assert profile.recovered_hands == [] and ledger.open_hands() == []
        assert ledger.hand(bet_id) is None
        ((table, reason, values),) = ledger.set_aside_rows()
        assert table == "hands" and reason and str(bet_id) in values
        assert ledger.balance == (before if refunded else before - 25)
        text = notices_of(profile)
        assert "set aside" in text
        assert ("wager of 25 credits was returned" in text) is refunded
        assert ledger.next_bet_id == bet_id + 1  # the Bet ID is never given out again
    finally:
        profile.close()


def test_a_blob_in_the_limit_files_changed_at(template: Path, tmp_path: Path) -> None:
    folder = fresh_copy(template, tmp_path)
    sql(folder / "limits.sqlite3", "UPDATE personal_limit SET changed_at = ?", parameters=(b"\xff\x00",))
    profile = open_it(folder)
    try:
        assert profile.personal_limit() == (None, True)
        assert "restored from its copy" in notices_of(profile)
    finally:
        profile.close()


@pytest.mark.parametrize("value", [2**63 - 1, 10**15, -1, 0, "soon", b"\x01", 1.5, FIRST_BET_ID])
def test_an_unusable_next_bet_id_continues_after_the_highest(value: object, template: Path, tmp_path: Path) -> None:
    folder = fresh_copy(template, tmp_path)
    highest = max(facts_of_template(template)[2])
    sql(folder / "ledger.sqlite3", "UPDATE meta SET value = ? WHERE key = 'next_bet_id'", parameters=(value,))
    profile = open_it(folder)
    try:
        ledger = profile.ledger
        assert ledger.next_bet_id == highest + 1
        assert f"continue from {highest + 1:,}" in notices_of(profile)
        session = Session(RULES, seed=2, balance=ledger.balance, next_bet_id=ledger.next_bet_id, journal=ledger)
        hand = session.deal(10)
        assert hand.bet_id == highest + 1
        if hand.phase is Phase.DECIDING:
            session.stand()
        assert ledger.next_bet_id == highest + 2 and ledger.balance == session.balance
    finally:
        profile.close()


def facts_of_template(template: Path) -> tuple[int, int, list[int]]:
    conn = sqlite3.connect(f"file:{template / 'ledger.sqlite3'}?mode=ro", uri=True)
    try:
        meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
        ids = [r[0] for r in conn.execute("SELECT bet_id FROM hands ORDER BY bet_id DESC")]
    finally:
        conn.close()
    return meta["balance"], meta["next_bet_id"], ids


@pytest.mark.parametrize("value", ["lots", b"\x00", -5, 2.5, 10**16, None])
def test_a_garbled_balance_is_rebuilt_from_the_history(value: object, template: Path, tmp_path: Path) -> None:
    folder = fresh_copy(template, tmp_path)
    balance, next_id, ids = facts_of_template(template)
    if value is None:
        sql(folder / "ledger.sqlite3", "DELETE FROM meta WHERE key = 'balance'")
    else:
        sql(folder / "ledger.sqlite3", "UPDATE meta SET value = ? WHERE key = 'balance'", parameters=(value,))
    profile = open_it(folder)
    try:
        assert facts(profile) == (balance, next_id, ids)
        assert "rebuilt from your history" in notices_of(profile)
    finally:
        profile.close()


BAD_ROWS = {
    "a date that is not a date": "UPDATE hands SET opened_at = '2026-13-45T99:00:00' WHERE bet_id = {id}",
    "a settlement date of text": "UPDATE hands SET settled_at = 'when it was over' WHERE bet_id = {id}",
    "an unknown kind": "UPDATE hands SET kind = 'royal' WHERE bet_id = {id}",
    "text for cards": "UPDATE hands SET cards = 'the ace of cups' WHERE bet_id = {id}",
    "a kind of another hand": "UPDATE hands SET kind = CASE kind WHEN 'pair' THEN 'spread' ELSE 'pair' END "
                              "WHERE bet_id = {id}",
}


def test_bad_rows_never_break_the_history(template: Path, tmp_path: Path) -> None:
    folder = fresh_copy(template, tmp_path)
    balance, next_id, ids = facts_of_template(template)
    damaged = ids[1:1 + len(BAD_ROWS)]
    conn = sqlite3.connect(folder / "ledger.sqlite3")
    conn.execute("PRAGMA ignore_check_constraints = ON")
    for bet_id, statement in zip(damaged, BAD_ROWS.values(), strict=True):
        conn.execute(statement.format(id=bet_id))
    conn.commit()
    conn.close()
    profile = open_it(folder)
    try:
        history = profile.ledger.history(limit=None)
        assert [r.bet_id for r in history] == [i for i in ids if i not in damaged]
        assert len(profile.ledger.set_aside_rows()) == len(BAD_ROWS)
        assert profile.ledger.balance == balance and profile.ledger.next_bet_id == next_id
        assert profile.ledger.totals().hands == len(ids) - len(BAD_ROWS)
        assert notices_of(profile).count("set aside") == len(BAD_ROWS)
    finally:
        profile.close()


def test_rows_damaged_while_running_are_skipped_not_raised(template: Path, tmp_path: Path) -> None:
    folder = fresh_copy(template, tmp_path)
    profile = open_it(folder)
    try:
        ledger = profile.ledger
        # A row goes bad while the game runs (the file is locked to the game, so through its own connection).
        ledger.store.connection.execute("UPDATE hands SET opened_at = X'00', cards = 17 WHERE bet_id = ?",
                                        (FIRST_BET_ID,))
        assert FIRST_BET_ID not in [r.bet_id for r in ledger.history(limit=None)]
        assert ledger.hand(FIRST_BET_ID) is None
    finally:
        profile.close()


# --- every column of the hands table ------------------------------------------------------------------

BLOB = b"\x00\xffdamaged"
#: For each column of ``hands``: values our checks must refuse in a settled spread hand (NOT NULL columns
#: cannot hold NULL without failing SQLite's own integrity check, which sets the whole file aside).
COLUMN_DAMAGE: dict[str, list[object]] = {
    "bet_id": [0, -1, 10**15, 2**63 - 1],
    "slip_id": ["1000100", 1_000_001, 0, BLOB, 2.5, -1, "slip"],
    "status": [],  # every wrong status breaks a CHECK constraint: see CHECK_BREAKERS and the 'open' test below
    "opened_at": ["not a time", 1_700_000_000, BLOB, "", "2026-02-30T10:00:00", "x" * 100],
    "settled_at": [None, "not a time", 12, BLOB, ""],
    "rules_name": [BLOB, "", "x" * 201],
    "cards": ["Zz Qq Kk", "As", "", 12, BLOB, "As Kd Qc " * 30],
    "spread": [None, "five", BLOB, 99, 2.0, -1],
    "kind": [None, "royal", 1, BLOB, "pair", "consecutive"],
    "wager": ["ten", 2.5, BLOB, 10**16],
    "raised": ["x", BLOB, 2.5, 10**16, 10**4],
    "net": [None, "x", BLOB, 2.5],
    "balance_after": [None, "x", -1, BLOB, 10**16, 2.5],
    "shuffle_id": [BLOB, "x" * 201],
    "decision": ["fold", 12, BLOB],
    "max_raise": [-1, 2.5, "x", BLOB, 10**9],
    "ev_stand": ["lots", "1/0", BLOB, 7, "x" * 300],
    "ev_raise": ["lots", "1/0", BLOB, 7],
    "seal": ["f" * 63, "F" * 64, BLOB, 12],
    "seed": ["f" * 63, "unknown", BLOB, 12],
    "decks": [0, 9, "two", BLOB, 2.5],
    "positions": ["a b c", "0 1 999", "0", BLOB, 7],
    "finish_seal": ["f" * 64, "x", BLOB],
    "finish_seed": ["f" * 64, "x", BLOB],
    "player_seed": ["", "a\tb", "x" * 65, 12, BLOB],
    "shuffle_number": [0, -1, "one", BLOB, 2.5],
    "finish_shuffle_number": [1, "x", BLOB],
    "next_seal": ["f" * 63, "x", BLOB],
    "finish_next_seal": ["f" * 64, "x", BLOB],
    "pay_table": ["0:1", "5:4:x", "", 12, BLOB],
    "raise_rule": ["wager", "up-to:9", 3, BLOB],
    "chain": ["f" * 63, "F" * 64, 12, BLOB],
    "new_run": [2, 0, "1", 1.5, BLOB],
}
COLUMN_CASES = [(column, value) for column, values in COLUMN_DAMAGE.items() for value in values]


def test_every_column_is_covered(template: Path) -> None:
    conn = sqlite3.connect(f"file:{template / 'ledger.sqlite3'}?mode=ro", uri=True)
    columns = {r[1] for r in conn.execute("PRAGMA table_info(hands)")}
    conn.close()
    assert columns == set(COLUMN_DAMAGE)


@pytest.mark.parametrize(("column", "value"), COLUMN_CASES,
                         ids=[f"{c}={v!r:.20}" for c, v in COLUMN_CASES])
def test_a_wrong_value_in_any_column_is_set_aside(column: str, value: object, template: Path,
                                                  tmp_path: Path) -> None:
    folder = fresh_copy(template, tmp_path)
    balance, next_id, ids = facts_of_template(template)
    sql(folder / "ledger.sqlite3", f"UPDATE hands SET {column} = ? WHERE bet_id = {FIRST_BET_ID}",
        parameters=(value,))
    profile = open_it(folder)
    try:
        ledger = profile.ledger
        assert ledger.recovered_from is None  # one row, not the file
        # A value only Python can judge is caught when the row is first read rather than at open.
        assert [r.bet_id for r in ledger.history(limit=None)] == ids[:-1]  # every other hand is kept
        ((table, reason, _),) = ledger.set_aside_rows()
        assert table == "hands" and reason
        assert ledger.balance == balance and ledger.next_bet_id == next_id
        assert ledger.open_hands() == [] and profile.recovered_hands == []
        assert all(r.status is HandStatus.SETTLED for r in ledger.history(limit=None))
        assert ledger.hand(FIRST_BET_ID) is None and ledger.totals().hands == len(ids) - 1
        assert "set aside" in notices_of(profile) + " ".join(ledger.notices)
    finally:
        profile.close()


#: Values that break one of the hands table's own CHECK constraints (status, wager > 0, raised >= 0).
CHECK_BREAKERS = [("status", "paid"), ("status", "OPEN"), ("status", ""), ("status", 1), ("status", BLOB),
                  ("wager", 0), ("wager", -5), ("raised", -1)]


@pytest.mark.parametrize(("column", "value"), CHECK_BREAKERS, ids=[f"{c}={v!r:.20}" for c, v in CHECK_BREAKERS])
def test_a_row_breaking_a_check_constraint_is_set_aside_not_the_whole_ledger(
        column: str, value: object, template: Path, tmp_path: Path) -> None:
    # SQLite's own check reports such a row ("CHECK constraint failed in hands"): the row is set aside,
    # never the whole ledger with the player's balance and history.
    test_a_wrong_value_in_any_column_is_set_aside(column, value, template, tmp_path)


@pytest.mark.parametrize("wager", [0, -25])
def test_an_open_hand_with_a_wager_breaking_the_check_is_set_aside(wager: int, template: Path,
                                                                      tmp_path: Path) -> None:
    # The same for an interrupted hand: only that hand is set aside, never the player's whole ledger.
    folder = fresh_copy(template, tmp_path)
    bet_id, before = open_a_spread(folder)
    sql(folder / "ledger.sqlite3", f"UPDATE hands SET wager = {wager} WHERE bet_id = {bet_id}")
    profile = open_it(folder)
    try:
        assert profile.ledger.recovered_from is None
        assert profile.ledger.balance == before - 25 and len(profile.ledger.set_aside_rows()) == 1
    finally:
        profile.close()


def test_a_settled_hand_damaged_to_open_is_not_paid_twice(template: Path, tmp_path: Path) -> None:
    # A settled row whose status reads 'open' still holds its settlement time, result and balance: its
    # stake already came back, so setting it aside returns nothing (no credits are created).
    test_a_wrong_value_in_any_column_is_set_aside("status", "open", template, tmp_path)



@pytest.mark.parametrize(("settled_at", "hours"), [("0001-01-01T00:00:00+00:00", -5), ("9999-12-31T23:59:59+00:00", 5)])
def test_a_time_the_players_zone_cannot_show_leaves_its_hand_out_of_the_export(
        settled_at: str, hours: int, template: Path, tmp_path: Path) -> None:
    """A time at the edge of the calendar reads, but not in every zone: its hand is left out, never a traceback."""
    folder = fresh_copy(template, tmp_path)
    profile = open_it(folder)
    try:
        hands = len(profile.ledger.history(limit=None))
        profile.ledger.store.connection.execute("UPDATE hands SET settled_at = ? WHERE bet_id = ?",
                                                (settled_at, FIRST_BET_ID))
        result = export_history(profile.ledger, tmp_path / "history.csv", timezone(timedelta(hours=hours)))
        assert (result.hands, result.skipped) == (hands - 1, 1)
    finally:
        profile.close()
