"""Upgrading a player's profile of ledger format 2 and limit file format 1 (the fixture written by that code).

The fixture (``tests/fixtures/profile-format-2``, see its ``make_profile_format_2.py``) holds hands at
three tables, a new game, three of a kind, a hand at the player's custom table left open by a crash,
a personal limit with its PIN and weekly lock, settings and a custom table.
"""

from __future__ import annotations

import csv
import dataclasses
import itertools
import json
import random
import shutil
import sqlite3
from datetime import datetime, timedelta
from fractions import Fraction
from pathlib import Path

import pytest

from reddog_qt.engine import BetAbovePersonalLimitError, Card, Phase, Play, Rules, Session, sealed, settle
from reddog_qt.engine.limits import LimitLockedError
from reddog_qt.engine.pin import WrongPinError
from reddog_qt.profile import STARTING_BALANCE, Profile, ProfileUnavailableError, open_profile
from reddog_qt.profile import ledger as ledger_module
from reddog_qt.profile.ledger_schema import BREAK_KEY, LEDGER_VERSION
from reddog_qt.profile.limit_file import LIMITS_VERSION
from reddog_qt.profile.rows import HandStatus
from reddog_qt.profile.settings import SETTINGS_VERSION
from reddog_qt.profile.tables import as_custom
from reddog_qt.record.history_csv import COLUMNS, export_history
from reddog_qt.record.stats import StatisticsCount

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "profile-format-2"
EXPECTED = json.loads((FIXTURE / "expected.json").read_text())
FILES = ("ledger.sqlite3", "limits.sqlite3", "limits-copy.sqlite3", "settings.json", "tables.json")
#: An hour after the profile was last used (Wed 10 Mar 2027): its weekly lock (until Fri 00:00 ET) still holds.
NOW = datetime.fromisoformat(EXPECTED["last_time"]) + timedelta(hours=1)
CUSTOM = EXPECTED["custom_table"]["name"]
LIMIT_TABLES = ("personal_limit", "limit_changes", "pin")
#: hands columns of format 2, in expected.json's order.
HAND_FIELDS = ("bet_id", "status", "rules_name", "cards", "spread", "kind", "wager", "raised", "net", "balance_after")


class FakeClock:
    def __init__(self, now: datetime = NOW) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


class WinningDraw(random.Random):
    """Gives, for an interrupted hand, the first seed whose finishing shuffle deals a card inside its spread."""

    def getrandbits(self, k: int) -> int:
        low, high = sorted(int(Card.from_code(code).rank) for code in EXPECTED["open_cards"])
        codes = sealed.finishing_codes(custom_rules().decks, EXPECTED["open_cards"])
        for number in itertools.count():
            seed = number.to_bytes(k // 8, "big")
            if low < int(Card.from_code(codes[sealed.SealedOrder(seed, len(codes)).at(0)]).rank) < high:
                return number
        raise AssertionError("unreachable")


def copy_of_fixture(folder: Path) -> Path:
    """The fixture's files copied into a new ``folder`` (the fixture itself is never opened in place)."""
    folder.mkdir()
    for name in FILES:
        shutil.copyfile(FIXTURE / name, folder / name)
    return folder


@pytest.fixture
def profile_dir(tmp_path: Path) -> Path:
    return copy_of_fixture(tmp_path / "profile")


@pytest.fixture
def original(tmp_path: Path) -> Path:
    """Another copy of the fixture, only ever read."""
    return copy_of_fixture(tmp_path / "original")


def open_it(folder: Path, clock: FakeClock | None = None, rng: random.Random | None = None) -> Profile:
    return open_profile(folder, clock=clock or FakeClock(), rng=rng or WinningDraw(7))


def db(path: Path) -> dict[str, object]:
    """The format, tables, hand columns and every row of the tables of a SQLite file (read-only)."""
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        tables = sorted(r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'"))
        return {
            "user_version": conn.execute("PRAGMA user_version").fetchone()[0],
            "tables": set(tables),
            "hand_columns": [r[1] for r in conn.execute("PRAGMA table_info(hands)")],
            "rows": {t: conn.execute(f"SELECT * FROM {t} ORDER BY rowid").fetchall() for t in tables},
        }
    finally:
        conn.close()


def custom_rules() -> Rules:
    """The player's custom table as the fixture saved it."""
    table = EXPECTED["custom_table"]
    return dataclasses.replace(as_custom(Rules.preset("atlantic-city"), table["title"]),
                               spread_pays=tuple(table["spread_pays"]), trips_pays=table["trips_pays"],
                               minimum=table["minimum"], maximum=table["maximum"], chips=(5, 10, 25, 100),
                               default_chip=10)


def custom_pays(spread: int) -> int:
    return EXPECTED["custom_table"]["spread_pays"][spread - 1]


def settled_rows() -> list[list[object]]:
    return [row for row in EXPECTED["hands"] if row[1] == "settled"]


def reset_deltas() -> int:
    return sum(balance - previous for _time, balance, previous in EXPECTED["bankroll_events"])


# --- the fixture ---------------------------------------------------------------------------------


def test_the_fixture_is_a_format_2_profile(original: Path) -> None:
    assert not [p.name for p in FIXTURE.iterdir() if p.name.endswith(("-wal", "-shm"))]
    ledger = db(original / "ledger.sqlite3")
    assert ledger["user_version"] == 2 == EXPECTED["ledger_version"]
    assert ledger["hand_columns"] == EXPECTED["hand_columns"]
    assert "decision" not in ledger["hand_columns"] and "table_events" not in ledger["tables"]  # type: ignore[operator]
    assert len(ledger["rows"]["hands"]) == len(EXPECTED["hands"]) == 46  # type: ignore[index]
    for name in ("limits.sqlite3", "limits-copy.sqlite3"):
        limits = db(original / name)
        assert limits["user_version"] == 1 == EXPECTED["limits_version"]
        assert limits["tables"] >= set(LIMIT_TABLES) and "breaks" not in limits["tables"]  # type: ignore[operator]
    hands = {row[0]: row for row in EXPECTED["hands"]}
    assert {row[5] for row in settled_rows()} == {"pair", "consecutive", "spread"}
    assert {row[2] for row in settled_rows()} == {"atlantic-city", "six-deck-shoe", CUSTOM}
    assert any(row[7] for row in settled_rows()) and any(row[5] == "spread" and not row[7] for row in settled_rows())
    (trips,) = EXPECTED["trips_bet_ids"]
    assert hands[trips][5] == "pair" and len({card[:-1] for card in hands[trips][3].split()}) == 1
    assert hands[EXPECTED["open_bet_id"]][1] == "open" and EXPECTED["open_rules_name"] == CUSTOM


# --- the upgrade ---------------------------------------------------------------------------------


def test_a_format_2_profile_is_upgraded_keeping_everything(profile_dir: Path, original: Path) -> None:
    settings_bytes = (profile_dir / "settings.json").read_bytes()
    tables_bytes = (profile_dir / "tables.json").read_bytes()
    profile = open_it(profile_dir)
    try:
        ledger, limits = profile.ledger, profile.limits
        assert limits is not None
        assert ledger.store.found_version == 2 and ledger.store.upgrade_backup is not None
        assert ledger.set_aside_rows() == [] and ledger.recovered_from is None

        # The hand left open is finished as a stand with a card drawn now, by the custom table's pay table.
        (recovered,) = profile.recovered_hands
        assert (recovered.bet_id, recovered.rules_name, recovered.status) == (
            EXPECTED["open_bet_id"], CUSTOM, HandStatus.RECOVERED)
        assert [c.code for c in recovered.cards[:2]] == EXPECTED["open_cards"] and len(recovered.cards) == 3
        assert recovered.wager == EXPECTED["open_wager"] and recovered.raised == 0
        ranks = [int(c.rank) for c in recovered.cards]
        assert recovered.net == settle(custom_rules(), ranks, recovered.wager, 0)
        spread = recovered.spread
        assert spread is not None and recovered.net == recovered.wager * custom_pays(spread) > 0
        assert ledger.balance == EXPECTED["balance"] + EXPECTED["open_wager"] + recovered.net
        assert recovered.balance_after == ledger.balance and ledger.open_hands() == []
        assert recovered.decision is Play.STAND and recovered.odds is not None
        assert recovered.odds.max_raise == 0 and recovered.ev_lost == 0
        # Its odds: a full single deck less the two cards shown.
        low, high = sorted(ranks[:2])
        inside = 4 * (high - low - 1)
        wager = recovered.wager
        assert recovered.expected_net == Fraction(inside * wager * custom_pays(spread) - (50 - inside) * wager, 50)
        assert profile.notices == [notice for notice in profile.notices if f"Bet ID {recovered.bet_id}" in notice]
        assert len(profile.notices) == 1 and "stand" in profile.notices[0]

        # Every hand as format 2 recorded it; no decision or odds invented for them.
        history = {r.bet_id: r for r in ledger.history(limit=None)}
        assert sorted(history) == [row[0] for row in EXPECTED["hands"]]
        for row in settled_rows():
            expected = dict(zip(HAND_FIELDS, row, strict=True))
            record = history[expected["bet_id"]]
            assert (record.status.value, record.rules_name, " ".join(c.code for c in record.cards), record.spread,
                    record.kind.value if record.kind else None, record.wager, record.raised, record.net,
                    record.balance_after) == tuple(row[1:])
            assert record.decision is None and record.odds is None
            assert record.best_decision is None and record.ev_lost is None and record.expected_net is None
        assert ledger.next_bet_id == EXPECTED["next_bet_id"]
        assert [(e.time.isoformat(), e.balance, e.previous_balance, e.next_bet_id) for e in ledger.bankroll_events()
                ] == [(*event, None) for event in EXPECTED["bankroll_events"]]
        assert ledger.table_events() == [] and ledger.mirrored(BREAK_KEY) is None

        # The personal limit, its weekly lock and the PIN.
        assert profile.personal_limit() == (EXPECTED["personal_limit"], True)
        state = limits.state
        assert state.changed_at == datetime.fromisoformat(EXPECTED["limit_changed_at"])
        assert state.latest_seen == datetime.fromisoformat(EXPECTED["latest_seen"])
        assert limits.lock_until() == datetime.fromisoformat(EXPECTED["lock_until"])
        assert [(c.changed_at.isoformat(), c.old_limit, c.new_limit, c.direction) for c in limits.history()] == [
            tuple(change) for change in EXPECTED["limit_history"]]
        assert limits.has_pin and limits.pin_state.failures == EXPECTED["pin_failures"]
        assert limits.breaks() == [] and limits.break_until() is None
        limits.check_pin(EXPECTED["pin"])
        assert limits.pin_state.failures == 0
        with pytest.raises(WrongPinError):
            limits.check_pin("00000")
        with pytest.raises(LimitLockedError):  # raising is still locked until Friday
            limits.change_limit(250, EXPECTED["pin"], table_minimum=10, table_maximum=250)
        assert limits.limit == EXPECTED["personal_limit"]

        # The settings and the custom table, as before.
        settings = profile.settings.to_dict()
        for key, value in EXPECTED["settings"].items():
            if key == "four_colour_deck":  # format 1's switch is format 2's deck
                assert settings["deck"] == ("four-colour" if value else "standard")
                continue
            if key == "version":  # read as the format of this version
                assert settings[key] == SETTINGS_VERSION
                continue
            assert settings[key] == value, key
        assert settings["reality_check_minutes"] == 60  # new in this version: its default
        assert profile.custom_tables == {CUSTOM: custom_rules()}
        assert profile.rules_for(profile.settings.preset) == custom_rules()
    finally:
        profile.close()
    assert (profile_dir / "settings.json").read_bytes() == settings_bytes
    assert (profile_dir / "tables.json").read_bytes() == tables_bytes

    # The ledger: a copy of the format-2 file first, then the current format.
    (backup,) = profile_dir.glob(f"ledger.sqlite3.before-v{LEDGER_VERSION}-*")
    old, before = db(backup), db(original / "ledger.sqlite3")
    assert old["user_version"] == 2 and old["rows"] == before["rows"]
    new = db(profile_dir / "ledger.sqlite3")
    assert new["user_version"] == LEDGER_VERSION
    assert set(new["hand_columns"]) >= {"decision", "max_raise", "ev_stand", "ev_raise"}  # type: ignore[arg-type]
    assert "table_events" in new["tables"]  # type: ignore[operator]

    # The limit file: a copy of the format-1 file first, then the current format; its copy follows.
    (limits_backup,) = profile_dir.glob(f"limits.sqlite3.before-v{LIMITS_VERSION}-*")
    old, before = db(limits_backup), db(original / "limits.sqlite3")
    assert old["user_version"] == 1 and old["rows"] == before["rows"]
    for name in ("limits.sqlite3", "limits-copy.sqlite3"):
        new = db(profile_dir / name)
        assert new["user_version"] == LIMITS_VERSION and "breaks" in new["tables"], name  # type: ignore[operator]
        assert new["rows"]["limit_changes"] == before["rows"]["limit_changes"]  # type: ignore[index]
        assert new["rows"]["pin"][0][1] == EXPECTED["pin_hash"]  # type: ignore[index]
    assert not list(profile_dir.glob("*.bad-*"))


def test_hands_of_format_2_are_exported_without_decisions(profile_dir: Path, tmp_path: Path) -> None:
    profile = open_it(profile_dir)
    try:
        result = export_history(profile.ledger, tmp_path / "history.csv")
        balance = profile.ledger.balance
        (recovered,) = profile.recovered_hands
    finally:
        profile.close()
    with open(tmp_path / "history.csv", newline="", encoding="utf-8") as handle:
        reader = csv.DictReader(handle)
        assert tuple(reader.fieldnames or ()) == COLUMNS
        rows = {int(row["bet_id"]): row for row in reader}
    assert result.hands == len(rows) == len(EXPECTED["hands"]) and result.skipped == 0
    old = [rows[row[0]] for row in settled_rows()]
    for line, row in zip(old, settled_rows(), strict=True):
        expected = dict(zip(HAND_FIELDS, row, strict=True))
        assert (line["table"], line["cards"], line["wager"], line["raised"], line["net"], line["balance_after"]) == (
            expected["rules_name"], expected["cards"], str(expected["wager"]), str(expected["raised"]),
            str(expected["net"]), str(expected["balance_after"]))
        assert (line["decision"], line["best_decision"], line["ev_lost"]) == ("", "", "")
    # The net column of the format-2 hands is the change they made to the balance.
    before_crash = EXPECTED["balance"] + EXPECTED["open_wager"]
    assert sum(int(line["net"]) for line in old) == before_crash - STARTING_BALANCE - reset_deltas()
    last = rows[recovered.bet_id]
    assert (last["decision"], last["best_decision"], last["ev_lost"]) == ("stand", "stand", "0.000000")
    assert result.net == sum(int(line["net"]) for line in rows.values()) == balance - STARTING_BALANCE - reset_deltas()


def snapshot(profile: Profile) -> tuple[object, ...]:
    ledger, limits = profile.ledger, profile.limits
    assert limits is not None
    return (ledger.balance, ledger.next_bet_id, ledger.history(limit=None), ledger.bankroll_events(),
            ledger.table_events(), limits.limit, limits.state.changed_at, limits.lock_until(), limits.history(),
            limits.has_pin, limits.pin_state, limits.breaks(), profile.settings, profile.custom_tables)


def test_opening_again_changes_nothing_and_takes_no_backup(profile_dir: Path) -> None:
    clock = FakeClock()
    first = open_it(profile_dir, clock)
    before = snapshot(first)
    first.close()
    files = {p.name: p.read_bytes() for p in profile_dir.iterdir() if ".before-" in p.name}
    names = sorted(p.name for p in profile_dir.iterdir() if not p.name.endswith(("-wal", "-shm")))
    assert len(files) == 2
    clock.now += timedelta(minutes=5)
    second = open_it(profile_dir, clock, random.Random(99))
    try:
        assert snapshot(second) == before
        assert second.recovered_hands == [] and second.notices == []
        store = second.ledger.store
        assert store.upgrade_backup is None and store.found_version == LEDGER_VERSION
    finally:
        second.close()
    assert sorted(p.name for p in profile_dir.iterdir() if not p.name.endswith(("-wal", "-shm"))) == names
    assert {p.name: p.read_bytes() for p in profile_dir.iterdir() if ".before-" in p.name} == files
    assert db(profile_dir / "limits.sqlite3")["user_version"] == LIMITS_VERSION


def test_the_new_record_and_breaks_work_on_the_upgraded_profile(profile_dir: Path, tmp_path: Path) -> None:
    clock = FakeClock()
    profile = open_it(profile_dir, clock)
    try:
        ledger, limits = profile.ledger, profile.limits
        assert limits is not None
        rules = profile.rules_for(profile.settings.preset)
        limit, known = profile.personal_limit()
        session = Session(rules, seed=11, balance=ledger.balance, next_bet_id=ledger.next_bet_id,
                          personal_limit=limit, limit_known=known, journal=ledger)
        ledger.session_started(rules)
        with pytest.raises(BetAbovePersonalLimitError):
            session.deal(limit + 1)  # type: ignore[operator]
        played = []
        for number in range(12):
            hand = session.deal((10, 30)[number % 2])
            if hand.phase is Phase.DECIDING:
                assert hand.odds is not None
                hand = session.raise_bet() if hand.odds.best_play is Play.RAISE else session.stand()
            played.append(hand)
        assert played[0].bet_id == EXPECTED["next_bet_id"]
        assert ledger.balance == session.balance
        records = {r.bet_id: r for r in ledger.history(limit=None)}
        for hand in played:
            record = records[hand.bet_id]
            assert record.decision is hand.play and record.odds == hand.odds and record.odds is not None
            assert record.ev_lost == 0  # the best play was taken
        assert {Play.NONE, Play.STAND} <= {hand.play for hand in played}
        (event,) = ledger.table_events()
        assert (event.kind, event.rules_name, event.next_bet_id) == ("session", CUSTOM, EXPECTED["next_bet_id"])
        stats = StatisticsCount(ledger.store.read, None, profile.rules_for).run()
        assert stats.hands_with_odds == len(played) + 1  # and the hand finished at the upgrade
        assert stats.decisions.decided == sum(hand.play in (Play.RAISE, Play.STAND) for hand in played)
        session.new_game()
        assert ledger.bankroll_events()[-1].next_bet_id == ledger.next_bet_id == played[-1].bet_id + 1

        # Take a Break: closes the table for a day, on the same clock as the weekly lock.
        until = limits.take_break(timedelta(hours=24))
        assert until == NOW + timedelta(hours=24) and limits.break_until() == until
        ledger.mirror(BREAK_KEY, until)
        assert ledger.mirrored(BREAK_KEY) == until
    finally:
        profile.close()
    clock.now += timedelta(hours=1)
    again = open_it(profile_dir, clock)
    try:
        assert again.notices == [] and again.ledger.store.upgrade_backup is None
        assert again.limits is not None and again.limits.break_until() == until
        assert again.limits.breaks() == [(NOW, until)] and again.limits.limit == EXPECTED["personal_limit"]
        assert {r.bet_id: r for r in again.ledger.history(limit=None)} == records
        result = export_history(again.ledger, tmp_path / "history.csv")
    finally:
        again.close()
    with open(tmp_path / "history.csv", newline="", encoding="utf-8") as handle:
        rows = {int(row["bet_id"]): row for row in csv.DictReader(handle)}
    assert result.skipped == 0 and len(rows) == len(EXPECTED["hands"]) + len(played)
    for hand in played:
        assert rows[hand.bet_id]["decision"] == hand.play.value and rows[hand.bet_id]["ev_lost"] == "0.000000"
    assert all(rows[row[0]]["decision"] == "" for row in settled_rows())


def test_a_damaged_limit_file_is_restored_from_its_format_1_copy_and_upgraded(profile_dir: Path) -> None:
    limits_file = profile_dir / "limits.sqlite3"
    limits_file.write_bytes(b"not a database" + limits_file.read_bytes()[14:])
    profile = open_it(profile_dir)
    try:
        assert any("restored from its copy" in notice for notice in profile.notices)
        assert profile.personal_limit() == (EXPECTED["personal_limit"], True)
        limits = profile.limits
        assert limits is not None and limits.lock_until() == datetime.fromisoformat(EXPECTED["lock_until"])
        limits.check_pin(EXPECTED["pin"])
        assert limits.breaks() == []
    finally:
        profile.close()
    assert list(profile_dir.glob("limits.sqlite3.bad-*"))
    assert db(limits_file)["user_version"] == LIMITS_VERSION
    assert db(profile_dir / "limits-copy.sqlite3")["user_version"] == LIMITS_VERSION


def disk_full(_: sqlite3.Connection) -> None:
    error = sqlite3.OperationalError("database or disk is full")
    error.sqlite_errorcode = 13  # type: ignore[attr-defined]  # SQLITE_FULL
    raise error


def test_an_interrupted_upgrade_changes_no_ledger_and_is_finished_at_the_next_start(
        profile_dir: Path, original: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(ledger_module.LEDGER_SCHEMA.upgrade_to, LEDGER_VERSION, disk_full)
    with pytest.raises(ProfileUnavailableError):
        open_it(profile_dir)
    after = db(profile_dir / "ledger.sqlite3")
    assert after["user_version"] == 2 and after["rows"] == db(original / "ledger.sqlite3")["rows"]
    monkeypatch.undo()
    profile = open_it(profile_dir)  # the lock was let go
    try:
        (recovered,) = profile.recovered_hands
        assert profile.ledger.balance == EXPECTED["balance"] + EXPECTED["open_wager"] + recovered.net
        assert profile.ledger.next_bet_id == EXPECTED["next_bet_id"]
        assert profile.personal_limit() == (EXPECTED["personal_limit"], True)
        assert profile.limits is not None and profile.limits.pin_state.failures == EXPECTED["pin_failures"]
    finally:
        profile.close()
    assert db(profile_dir / "ledger.sqlite3")["user_version"] == LEDGER_VERSION
