"""The lifetime maker (tests/fixtures/lifetime.py) writes what Red Dog 1.1 writes, and nothing a checker refuses.

Two kinds of test. Those against 1.1's own code (its ledger format 4 and limit file format 2)
play real hands through the engine's session and the real ledger and limit file, and hold the
maker to the files they leave: the same files, tables, columns, indexes and meta keys, the same
kinds of values, and rows every row check of 1.1 accepts. Once the code writes a later format they
have nothing left to compare with and are skipped, saying so; the maker stays 1.1's. The others
hold the made history to the game's rules whatever the code: the cards make each hand's kind and
spread, each result is the pay table's, each balance follows from the one before, and the seeds
deal the cards recorded.
"""

from __future__ import annotations

import csv
import json
import random
import shutil
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from reddog_qt import cli
from reddog_qt.engine import HandKind, Phase, Rules, Session, classify, settle, spread_between
from reddog_qt.engine.limits import LimitState, lock_until
from reddog_qt.profile.ledger_schema import BREAK_KEY
from tests.fixtures.lifetime import DEFAULT_END, PIN, Lifetime, make_profile

FILES = ["ledger-copy.sqlite3", "ledger.sqlite3", "ledger.sqlite3-shm", "limits-copy.sqlite3", "limits.sqlite3",
         "settings.json"]
#: The columns of 1.1's history export, as the verifier reads it.
EXPORT = ("bet_id", "cards", "shuffle_fingerprint", "shuffle_seed", "shoe_decks", "card_positions",
          "finish_fingerprint", "finish_seed")


def _code_is_1_1() -> bool:
    try:
        from reddog_qt.profile.ledger_schema import LEDGER_VERSION
        from reddog_qt.profile.limits import LIMITS_VERSION
    except ImportError:
        return False
    return (LEDGER_VERSION, LIMITS_VERSION) == (4, 2)


against_1_1 = pytest.mark.skipif(not _code_is_1_1(), reason="the code no longer writes Red Dog 1.1's formats; "
                                 "the maker was held to them while it did")


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> Lifetime:
    return make_profile(tmp_path_factory.mktemp("made") / "profile", 2_000, seed=5)


class Clock:
    """Thirty seconds later at each reading."""

    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=30)
        return self.now


def play_with_1_1(folder: Path) -> None:
    """A player's first evenings, played through 1.1's own profile code (as its window does)."""
    from reddog_qt.engine.pin import PinError
    from reddog_qt.profile import open_profile
    from reddog_qt.profile.settings import Settings

    clock = Clock(DEFAULT_END - timedelta(days=3))
    profile = open_profile(folder, clock=clock, rng=random.Random(3))
    assert profile.limits is not None
    profile.limits.set_pin(PIN)
    profile.limits.change_limit(250, PIN, table_minimum=5, table_maximum=300)
    profile.ledger.session_started(Rules.preset("atlantic-city"))
    session = Session(Rules.preset("atlantic-city"), balance=profile.ledger.balance,
                      next_bet_id=profile.ledger.next_bet_id, journal=profile.ledger, personal_limit=250)
    for number in range(60):
        hand = session.deal((5, 25, 10)[number % 3])
        if hand.phase is Phase.DECIDING:
            session.raise_bet() if number % 4 == 0 and session.raise_range() else session.stand()
    session.new_game()
    profile.ledger.table_changed(Rules.preset("six-deck-shoe"))
    session.set_rules(Rules.preset("six-deck-shoe"))
    for _ in range(30):
        if session.deal(10).phase is Phase.DECIDING:
            session.raise_bet(5)
    session.leave_shoe()
    profile.ledger.mirror(BREAK_KEY, profile.limits.take_break(timedelta(hours=24)))
    profile.save_settings(Settings(sound=False))
    # Killed with a spread waiting for the decision, in a shoe that is still in play.
    while session.deal(10).phase is not Phase.DECIDING:
        pass
    profile.close()
    clock.now += timedelta(days=2)
    profile = open_profile(folder, clock=clock, rng=random.Random(4))
    assert profile.recovered_hands and profile.limits is not None
    profile.limits.change_limit(200, PIN, table_minimum=5, table_maximum=300)
    with pytest.raises(PinError):
        profile.limits.check_pin("0000")
    profile.close()


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("played") / "profile"
    play_with_1_1(folder)
    return folder


def shape(path: Path) -> dict[str, object]:
    """A database's format: its version, journal, tables with their columns, and indexes with their columns."""
    raw = path.read_bytes()[:20]
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        tables = sorted(row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'"))
        indexes = {name: (table, " ".join((sql or "").split()).split(" ON ", 1)[-1],
                          [column[2] for column in conn.execute(f"PRAGMA index_info({name})")])
                   for name, table, sql in conn.execute(
                       "SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'index'")}
        return {"version": conn.execute("PRAGMA user_version").fetchone()[0], "wal": raw[18] == 2,
                "tables": {table: conn.execute(f"PRAGMA table_info({table})").fetchall() for table in tables},
                "indexes": indexes}
    finally:
        conn.close()


def value_types(path: Path, table: str, where: str = "1") -> dict[str, set[str]]:
    """Each column's SQLite types over the rows ``where`` picks."""
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        columns = [row[1] for row in conn.execute(f"PRAGMA table_info({table})")]
        found: dict[str, set[str]] = {column: set() for column in columns}
        selected = ", ".join(f"typeof({column})" for column in columns)
        for row in conn.execute(f"SELECT {selected} FROM {table} WHERE {where}"):
            for column, kind in zip(columns, row, strict=True):
                found[column].add(kind)
        return found
    finally:
        conn.close()


def rows_of(path: Path, table: str) -> list[sqlite3.Row]:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    conn.row_factory = sqlite3.Row
    try:
        return conn.execute(f"SELECT * FROM {table} ORDER BY rowid").fetchall()
    finally:
        conn.close()


# --- against 1.1's own code ------------------------------------------------------------------------


@against_1_1
def test_the_files_have_1_1s_tables_columns_and_indexes(made: Lifetime, played: Path) -> None:
    assert sorted(p.name for p in made.folder.iterdir()) == sorted(p.name for p in played.iterdir()) == FILES
    for name in (name for name in FILES if name.endswith(".sqlite3")):
        assert shape(made.folder / name) == shape(played / name), name


@against_1_1
def test_the_values_are_of_the_kinds_1_1_stores(made: Lifetime, played: Path) -> None:
    sealed = "seal IS NOT NULL"  # 1.1 plays only sealed hands: the made history's older ones are checked below
    assert value_types(made.folder / "ledger.sqlite3", "hands", sealed) == value_types(
        played / "ledger.sqlite3", "hands", sealed)
    for table in ("bankroll_events", "table_events", "meta"):
        assert value_types(made.folder / "ledger.sqlite3", table, "next_bet_id IS NOT NULL" if table != "meta"
                           else "1") == value_types(played / "ledger.sqlite3", table), table
    for table in ("personal_limit", "limit_changes", "pin", "breaks"):
        for name in ("limits.sqlite3", "limits-copy.sqlite3"):
            assert value_types(made.folder / name, table) == value_types(played / name, table), (name, table)
    meta = {row["key"] for row in rows_of(made.folder / "ledger.sqlite3", "meta")}
    assert meta == {row["key"] for row in rows_of(played / "ledger.sqlite3", "meta")}
    assert meta == {row["key"] for row in rows_of(made.folder / "ledger-copy.sqlite3", "meta")}
    made_settings = json.loads((made.folder / "settings.json").read_text())
    assert made_settings.keys() == json.loads((played / "settings.json").read_text()).keys()
    from reddog_qt.profile.settings import load_settings

    notices: list[str] = []
    assert load_settings(made.folder / "settings.json", notices=notices).ledger_started and notices == []


@against_1_1
def test_every_row_passes_1_1s_row_checks(made: Lifetime) -> None:
    from reddog_qt.profile.row_checks import bankroll_event_problem, hand_row_problem, table_event_problem

    for name in ("ledger.sqlite3", "ledger-copy.sqlite3"):
        path = made.folder / name
        hands = rows_of(path, "hands")
        assert len(hands) == made.hand_rows
        assert [(row["bet_id"], hand_row_problem(row)) for row in hands if hand_row_problem(row)] == []
        assert [bankroll_event_problem(row) for row in rows_of(path, "bankroll_events")] == [None] * made.new_games
        events = rows_of(path, "table_events")
        assert len(events) == made.sessions + made.table_changes
        assert [table_event_problem(row) for row in events] == [None] * len(events)


@against_1_1
def test_1_1_opens_the_made_profile_without_a_word(made: Lifetime, tmp_path: Path) -> None:
    from reddog_qt.profile import open_profile

    folder = tmp_path / "profile"
    shutil.copytree(made.folder, folder)
    profile = open_profile(folder, clock=Clock(made.end + timedelta(hours=1)), lock=False)
    try:
        assert profile.notices == [] and profile.recovered_hands == []
        assert profile.ledger.set_aside_rows() == []
        assert len(profile.ledger.history(None)) == made.hand_rows  # every row read in full
        assert profile.ledger.set_aside_rows() == []
    finally:
        profile.close()


# --- the game's rules, whatever the code ---------------------------------------------------------------


def test_each_hand_is_paid_by_the_pay_table_and_each_balance_follows(made: Lifetime) -> None:
    ledger = made.folder / "ledger.sqlite3"
    hands = rows_of(ledger, "hands")
    # New games, placed between hands by their Bet ID (or, before the ledger kept it, by their time).
    resets = sorted((event["next_bet_id"] or min(row["bet_id"] for row in hands if row["opened_at"] > event["time"]),
                     event["id"], event["previous_balance"], event["balance"])
                    for event in rows_of(ledger, "bankroll_events"))
    balance = Rules.preset("atlantic-city").starting_bankroll
    for row in hands:
        while resets and resets[0][0] <= row["bet_id"]:
            _before, _id, previous, balance_then = resets.pop(0)
            assert previous == balance
            balance = balance_then
        ranks = [_rank(code) for code in row["cards"].split()]
        kind = classify(ranks[0], ranks[1])
        assert row["kind"] == kind.value
        assert row["spread"] == (spread_between(ranks[0], ranks[1]) if kind is HandKind.SPREAD else None)
        assert len(ranks) == (2 if kind is HandKind.CONSECUTIVE else 3)
        assert row["net"] == settle(Rules.preset(row["rules_name"]), ranks, row["wager"], row["raised"])
        assert row["wager"] + row["raised"] <= balance
        assert row["balance_after"] == balance + row["net"], row["bet_id"]
        balance = row["balance_after"]
    assert resets == [] and balance == made.balance
    assert sum(row["net"] for row in hands) == made.net
    meta = {row["key"]: row["value"] for row in rows_of(ledger, "meta")}
    assert meta["balance"] == made.balance and meta["next_bet_id"] == hands[-1]["bet_id"] + 1 == made.next_bet_id


def _rank(code: str) -> int:
    return {"J": 11, "Q": 12, "K": 13, "A": 14}.get(code[:-1]) or int(code[:-1])


def test_the_history_has_a_lifetimes_variety(made: Lifetime) -> None:
    assert made.hand_rows == 2_000 and set(made.kinds) == {"spread", "pair", "consecutive"}
    assert made.trips and made.raised and made.new_games >= 1 and made.recovered == 1
    assert made.unsealed and made.abandoned and made.revealed
    assert made.revealed + made.abandoned + made.unsealed + made.recovered == made.hand_rows
    assert made.limit_changes == [(None, 250, "lower"), (250, 300, "raise"), (300, 200, "lower")]
    assert made.lock_until is not None and made.limit_changed_at is not None
    assert lock_until(_state(made), made.end + timedelta(hours=1)) == made.lock_until
    (start, end), = made.breaks
    assert end - start == timedelta(hours=24) and end < made.end
    hands = rows_of(made.folder / "ledger.sqlite3", "hands")
    assert max(row["settled_at"] for row in hands) < made.end.isoformat()
    assert {row["rules_name"] for row in hands} >= {"atlantic-city", "six-deck-shoe"}
    assert [row["status"] for row in hands].count("recovered") == 1


def _state(made: Lifetime) -> LimitState:
    return LimitState(made.limit, made.limit_changed_at, made.latest_seen)


def test_the_seeds_deal_the_cards_recorded(made: Lifetime, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder, target = tmp_path / "profile", tmp_path / "history.csv"
    shutil.copytree(made.folder, folder)  # exported as a player would, from a copy of the made profile
    assert cli.main(["--profile-dir", str(folder), "--export-history", str(target)]) == 0
    with target.open(newline="", encoding="utf-8") as handle:
        hands = sum(1 for _ in csv.DictReader(handle))
    capsys.readouterr()
    assert cli.main(["--verify", str(target)]) == 0
    summary = capsys.readouterr().out.splitlines()[-1]
    assert summary.startswith(f"{hands} hands: {made.revealed} with their cards checked in "
                              f"{made.revealed_shuffles} revealed shuffles, {hands} with their payout checked"), summary
    assert "; 1 finished after an interruption" in summary, summary
    assert f"{made.abandoned} from shuffles abandoned" in summary and f"{made.unsealed} not sealed" in summary
    assert summary.endswith("Result: all match.")


def test_the_same_seed_makes_the_same_history(tmp_path: Path) -> None:
    first = make_profile(tmp_path / "a", 300, seed=9)
    second = make_profile(tmp_path / "b", 300, seed=9, end=datetime(2027, 1, 6, 22, 0, tzinfo=UTC))
    columns = "bet_id, cards, wager, raised, net, balance_after, seal, seed, positions"
    conn_a = sqlite3.connect(first.folder / "ledger.sqlite3")
    conn_b = sqlite3.connect(second.folder / "ledger.sqlite3")
    try:
        assert conn_a.execute(f"SELECT {columns} FROM hands").fetchall() == conn_b.execute(
            f"SELECT {columns} FROM hands").fetchall()
    finally:
        conn_a.close()
        conn_b.close()
    assert second.end - first.end == datetime(2027, 1, 6, 22, 0, tzinfo=UTC) - DEFAULT_END
