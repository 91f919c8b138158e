"""The player's record in the real files: hand odds and decisions, sessions, table changes and breaks.

Covers ledger format 3 (upgraded from Red Dog 1.0's files through format 2), the limit file's
format 2 (breaks), and that a damaged value sets its row aside instead of crashing.
"""

from __future__ import annotations

import contextlib
import csv
import dataclasses
import json
import random
import shutil
import sqlite3
import tempfile
from datetime import UTC, datetime, timedelta
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reddog_qt.engine import Phase, Play, Rules, Session
from reddog_qt.profile import open_profile
from reddog_qt.profile.ledger import Ledger
from reddog_qt.profile.ledger_schema import LEDGER_VERSION
from reddog_qt.profile.limits import BREAK_LENGTHS, LimitStore
from reddog_qt.profile.rows import HandStatus

FIXTURE = Path(__file__).parent / "fixtures" / "profile-1.0"
START = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)


class Clock:
    """A settable clock that ticks one second per reading."""

    def __init__(self, now: datetime = START) -> None:
        self.now = now

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=1)
        return self.now


def play(ledger: Ledger, rules: Rules, seed: int, hands: int, strategy: str = "best") -> list:
    session = Session(rules, balance=ledger.balance, next_bet_id=ledger.next_bet_id, seed=seed, journal=ledger)
    played = []
    for _ in range(hands):
        hand = session.deal(rules.minimum)
        if hand.phase is Phase.DECIDING:
            wants = {"best": hand.odds.best_play is Play.RAISE, "raise": True, "stand": False}[strategy]
            hand = session.raise_bet() if wants and session.raise_range() else session.stand()
        played.append(hand)
    return played


def test_the_1_0_profile_upgrades_through_formats_2_3_and_4_to_5(tmp_path: Path) -> None:
    folder = tmp_path / "profile"
    shutil.copytree(FIXTURE, folder)
    expected = json.loads((FIXTURE / "expected.json").read_text())
    profile = open_profile(folder, lock=False, rng=random.Random(5))
    try:
        ledger = profile.ledger
        assert ledger.store.found_version == 1 and LEDGER_VERSION == 5
        assert list(folder.glob("ledger.sqlite3.before-v5-*"))
        version = ledger.store.connection.execute("PRAGMA user_version").fetchone()[0]
        assert version == 5
        records = {r.bet_id: r for r in ledger.history(None)}
        assert len(records) == len(expected["hands"])
        for bet_id, status, cards, _third, wager, raised, net, balance in expected["hands"][:-1]:
            record = records[bet_id]
            assert (record.status.value, " ".join(c.code for c in record.cards), record.wager, record.raised,
                    record.net, record.balance_after) == (status, cards, wager, raised, net, balance)
            # 1.0 kept no decisions, odds or sealed shuffles: unknown, not invented.
            assert record.decision is None and record.odds is None and record.ev_lost is None
            assert record.seal_state == "unsealed"
        recovered = records[expected["open_bet_id"]]
        assert recovered.status is HandStatus.RECOVERED and recovered.decision is Play.STAND
        assert recovered.ev_lost == 0 and recovered.odds.max_raise == 0
        # Seven and four: 8 fives and sixes among the 50 cards left, paying 4 to 1 on 50 credits.
        assert recovered.expected_net == (8 * 200 - 42 * 50) / 50
        assert len(ledger.bankroll_events()) == expected["bankroll_resets"]
        assert ledger.bankroll_events()[0].next_bet_id is None
        assert ledger.table_events() == []
        assert profile.limits.limit == expected["personal_limit"] and profile.limits.break_until() is None
        # Every finished hand was chained once, the interrupted one as it was finished; 1.0 had no player seed.
        assert all(record.chain is not None and record.player_seed is None for record in records.values())
        assert ledger.seals.chain == records[max(records)].chain
    finally:
        profile.close()


def test_hands_keep_their_decision_and_exact_odds(tmp_path: Path) -> None:
    with Ledger(tmp_path / "ledger.sqlite3", clock=Clock()) as ledger:
        hands = play(ledger, Rules.preset("atlantic-city"), seed=11, hands=40, strategy="raise")
        records = {r.bet_id: r for r in ledger.history(None)}
        for hand in hands:
            record = records[hand.bet_id]
            assert record.odds == hand.odds and record.decision is hand.play
            assert record.expected_net == hand.odds.expected_net(hand.raised)
        # Raising everything gives expectation away on narrow spreads; the ledger knows how much.
        assert any(r.ev_lost > 0 and r.decision is Play.RAISE and r.best_decision is Play.STAND
                   for r in records.values())
    with Ledger(tmp_path / "ledger.sqlite3", clock=Clock()) as again:
        assert again.notices == [] and {r.bet_id: r for r in again.history(None)} == records


def test_new_games_sessions_and_table_changes_are_placed_by_bet_id(tmp_path: Path) -> None:
    rules = Rules.preset("atlantic-city")
    with Ledger(tmp_path / "ledger.sqlite3", clock=Clock()) as ledger:
        ledger.session_started(rules)
        play(ledger, rules, seed=3, hands=3)
        ledger.bankroll_reset(1_000)
        ledger.table_changed(Rules.preset("six-deck-shoe"))
        play(ledger, Rules.preset("six-deck-shoe"), seed=4, hands=2)
        first_next = ledger.next_bet_id
        events = ledger.table_events()
        assert [(e.kind, e.rules_name, e.next_bet_id) for e in events] == [
            ("session", "atlantic-city", 1_000_001), ("table", "six-deck-shoe", 1_000_004)]
        assert (events[1].minimum, events[1].maximum) == (10, 500)
        assert ledger.bankroll_events()[-1].next_bet_id == 1_000_004
        assert first_next == 1_000_006


@pytest.mark.parametrize(("column", "value", "reason"), [
    ("decision", "fold", "its decision is unknown"),
    ("decision", "none", "its spread has no decision"),
    ("ev_stand", "1/0", "its odds cannot be read"),
    ("ev_stand", "lots", "its odds cannot be read"),
    ("ev_raise", None, "its odds cannot be read"),
    ("max_raise", 10**9, "its largest raise is not one the table allows"),
    ("max_raise", -1, "its odds cannot be read"),
])
def test_a_damaged_odds_value_sets_the_hand_aside(tmp_path: Path, column: str, value: object, reason: str) -> None:
    path = tmp_path / "ledger.sqlite3"
    with Ledger(path, clock=Clock()) as ledger:
        hands = play(ledger, Rules.preset("atlantic-city"), seed=1, hands=30)
        spread = next(h for h in hands if h.spread and h.play is Play.STAND)
        balance = ledger.balance
    conn = sqlite3.connect(path)
    conn.execute(f"UPDATE hands SET {column} = ? WHERE bet_id = ?", (value, spread.bet_id))
    conn.commit()
    conn.close()
    with Ledger(path, clock=Clock()) as reopened:
        assert reopened.hand(spread.bet_id) is None and len(reopened.history(None)) == 29
        assert reopened.balance == balance
        (table, why, _values), = reopened.set_aside_rows()
        assert table == "hands" and why == reason
        assert any("set aside" in notice for notice in reopened.notices)


def test_a_damaged_table_event_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "ledger.sqlite3"
    with Ledger(path, clock=Clock()) as ledger:
        ledger.session_started(Rules.preset("atlantic-city"))
        ledger.table_changed(Rules.preset("eight-deck"))
    conn = sqlite3.connect(path)
    conn.execute("UPDATE table_events SET kind = 'party' WHERE id = 2")
    conn.commit()
    conn.close()
    with Ledger(path, clock=Clock()) as reopened:
        assert [e.kind for e in reopened.table_events()] == ["session"]
        assert reopened.set_aside_rows()[0][:2] == ("table_events", "its kind is unknown")


def test_a_table_event_damaged_while_running_is_set_aside_when_read(tmp_path: Path) -> None:
    with Ledger(tmp_path / "ledger.sqlite3", clock=Clock()) as ledger:
        ledger.session_started(Rules.preset("atlantic-city"))
        ledger.table_changed(Rules.preset("eight-deck"))
        ledger.store.connection.execute("UPDATE table_events SET kind = 'party' WHERE id = 2")
        assert [e.kind for e in ledger.table_events()] == ["session"]
        assert ledger.set_aside_rows()[0][:2] == ("table_events", "its kind is unknown")
        assert any("set aside" in notice for notice in ledger.notices)


# --- breaks ------------------------------------------------------------------------


def test_a_break_runs_on_the_clock_that_never_goes_back(tmp_path: Path) -> None:
    clock = Clock()
    with LimitStore(tmp_path / "limits.sqlite3", clock=clock) as store:
        until = store.take_break(timedelta(hours=24))
        assert until == clock.now + timedelta(hours=24)  # the time of the last reading, plus a day
        clock.now -= timedelta(days=3)  # the computer's clock turned back: the break does not move
        assert store.break_until() == until
        clock.now = until - timedelta(minutes=5)
        assert store.break_until() == until
        clock.now = until
        assert store.break_until() is None
        with pytest.raises(ValueError):
            store.take_break(timedelta(hours=1))


def test_a_shorter_break_inside_a_longer_one_does_not_shorten_it(tmp_path: Path) -> None:
    clock = Clock()
    with LimitStore(tmp_path / "limits.sqlite3", clock=clock) as store:
        month = store.take_break(BREAK_LENGTHS[2])
        assert store.take_break(BREAK_LENGTHS[0]) == month
        assert store.break_until() == month and len(store.breaks()) == 2


def test_a_damaged_break_is_put_back_from_the_copy(tmp_path: Path) -> None:
    path = tmp_path / "limits.sqlite3"
    with LimitStore(path, clock=Clock()) as store:
        until = store.take_break(timedelta(days=7))
    conn = sqlite3.connect(path)
    conn.execute("UPDATE breaks SET until = 'whenever'")
    conn.commit()
    conn.close()
    with LimitStore(path, clock=Clock()) as restored:
        assert restored.break_until() == until
        assert any("restored from its copy" in notice for notice in restored.notices)


def test_a_format_1_limit_file_gains_the_breaks_table(tmp_path: Path) -> None:
    path = tmp_path / "limits.sqlite3"
    with LimitStore(path, clock=Clock()) as store:
        store.set_pin("2468")
        store.change_limit(100, "2468")
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE breaks")
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
    with LimitStore(path, clock=Clock()) as upgraded:
        assert upgraded.limit == 100 and upgraded.break_until() is None
        assert list(tmp_path.glob("limits.sqlite3.before-v2-*"))
        upgraded.take_break(timedelta(hours=24))
        assert upgraded.break_until() is not None


# --- the reality-check setting ---------------------------------------------------------


@pytest.mark.parametrize("minutes", [0, 15, 30, 60, 120])
def test_every_reality_check_interval_is_kept(tmp_path: Path, minutes: int) -> None:
    from reddog_qt.profile.settings import Settings, load_settings, save_settings

    save_settings(tmp_path / "settings.json", Settings(reality_check_minutes=minutes))
    assert load_settings(tmp_path / "settings.json").reality_check_minutes == minutes


@pytest.mark.parametrize("value", [45, -15, "60", 60.0, True, None, 10**30])
def test_a_bad_reality_check_interval_falls_back_to_an_hour(tmp_path: Path, value: object) -> None:
    from reddog_qt.profile.settings import Settings, load_settings

    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"reality_check_minutes": value, "speed": 3}))
    notices: list[str] = []
    settings = load_settings(path, notices=notices)
    assert settings.reality_check_minutes == 60 and settings.speed == 3 and notices
    with pytest.raises(ValueError):
        Settings(reality_check_minutes=value)  # type: ignore[arg-type]


# --- the CSV export never stops on a damaged row ------------------------------------------------


_GARBAGE = st.one_of(st.none(), st.integers(-10**20, 10**20), st.text(max_size=30), st.binary(max_size=12),
                     st.floats(allow_nan=True), st.sampled_from(["raise", "none", "1/0", "-0/1", "Qs Qs Qs", "open"]))
_COLUMNS = ["slip_id", "status", "opened_at", "settled_at", "rules_name", "cards", "spread", "kind", "wager",
            "raised", "net", "balance_after", "shuffle_id", "decision", "max_raise", "ev_stand", "ev_raise"]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(damage=st.lists(st.tuples(st.integers(0, 19), st.sampled_from(_COLUMNS), _GARBAGE), min_size=1,
                       max_size=4))
def test_the_export_survives_any_damaged_values(tmp_path: Path, damage: list) -> None:
    from reddog_qt.record.history_csv import export_history

    with (tempfile.TemporaryDirectory(dir=tmp_path) as folder,
          Ledger(Path(folder) / "ledger.sqlite3", clock=Clock()) as ledger):
        hands = play(ledger, Rules.preset("atlantic-city"), seed=2, hands=20)
        conn = ledger.store.connection
        for index, column, value in damage:
            # SQLite's own CHECKs may refuse it: not a damage a file can hold.
            with contextlib.suppress(sqlite3.IntegrityError, OverflowError):
                conn.execute(f"UPDATE hands SET {column} = ? WHERE bet_id = ?", (value, hands[index].bet_id))
        result = export_history(ledger, Path(folder) / "out.csv")
        with (Path(folder) / "out.csv").open(newline="") as handle:
            ids = [int(row["bet_id"]) for row in csv.DictReader(handle)]
        assert len(ids) == len(set(ids)) == result.hands
        open_rows = conn.execute("SELECT count(*) FROM hands WHERE status = 'open'").fetchone()[0]
        assert result.hands + result.skipped + open_rows == 20
        untouched = {h.bet_id for i, h in enumerate(hands) if i not in {d[0] for d in damage}}
        assert untouched <= set(ids)


# --- statistics -------------------------------------------------------------------------------------


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10**6), tables=st.lists(st.sampled_from(["atlantic-city", "eight-deck", "six-deck-shoe"]),
                                                    min_size=1, max_size=3),
       strategy=st.sampled_from(["best", "raise", "stand"]))
def test_statistics_add_up(tmp_path: Path, seed: int, tables: list[str], strategy: str) -> None:
    from reddog_qt.engine import HandKind, Outcome
    from reddog_qt.engine.odds import spread_probabilities
    from reddog_qt.record.stats import StatisticsCount

    with tempfile.TemporaryDirectory(dir=tmp_path) as folder, Ledger(Path(folder) / "l.sqlite3",
                                                                      starting_balance=10**7) as ledger:
        hands = []
        for offset, name in enumerate(tables):
            hands += play(ledger, Rules.preset(name), seed=seed + offset, hands=15, strategy=strategy)
        stats = StatisticsCount(ledger.store.read, None).run()
    f = stats.figures
    assert f.hands == len(hands) == f.wins + f.pushes + f.losses
    assert f.net == sum(h.net for h in hands) == stats.actual_net
    assert f.wins == sum(h.outcome is Outcome.WIN for h in hands)
    assert stats.expected_net == sum(h.odds.expected_net(h.raised) for h in hands)
    assert stats.luck == f.net - stats.expected_net
    assert sum(row.hands for row in stats.spreads) == sum(h.kind is HandKind.SPREAD for h in hands)
    # The theory's shares are the mixture of the tables played, weighted by hands.
    for row in stats.spreads:
        mixed = sum(Fraction(15, len(hands)) * spread_probabilities(Rules.preset(n))[row.spread] for n in tables)
        assert row.theory_share == mixed
    d = stats.decisions
    assert d.decided == d.raised_best + d.stood_best + d.raised_against_best + d.stood_against_best
    assert d.ev_lost == sum(h.odds.ev_lost(h.raised) for h in hands if h.play in (Play.RAISE, Play.STAND))
    if strategy == "best":
        assert d.raised_against_best == d.stood_against_best == 0 and d.ev_lost == 0


@pytest.mark.parametrize("multiple", [2, 3, 4])
def test_a_raise_of_several_times_the_wager_stays_in_the_history(tmp_path: Path, multiple: int) -> None:
    rules = dataclasses.replace(Rules.preset("six-deck-shoe"), raise_multiple=multiple)
    path = tmp_path / "ledger.sqlite3"
    with Ledger(path, clock=Clock()) as ledger:
        hands = play(ledger, rules, seed=5, hands=40, strategy="raise")
        raised = [h for h in hands if h.raised > h.wager]
        assert raised and max(h.raised for h in raised) == multiple * rules.minimum
        balance = ledger.balance
    with Ledger(path, clock=Clock()) as reopened:
        assert sorted(r.bet_id for r in reopened.history(None)) == [h.bet_id for h in hands]
        assert reopened.set_aside_rows() == [] and reopened.balance == balance
        assert {r.bet_id: r.raised for r in reopened.history(None)} == {h.bet_id: h.raised for h in hands}
