"""The SQLite ledger: the engine's journal, crash recovery and damaged files (real files, no Qt)."""

from __future__ import annotations

import dataclasses
import functools
import logging
import random
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from reddog_qt import ledger as ledger_module
from reddog_qt.engine import FIRST_BET_ID, Card, Hand, HandKind, Phase, Rules, Session, settle
from reddog_qt.ledger import HandStatus, Ledger, LedgerError

RULES = Rules.preset("atlantic-city")
START = datetime(2025, 1, 1, 12, 0, 0, tzinfo=timezone.utc)


class Clock:
    """A clock that ticks one second per reading."""

    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=1)
        return self.now


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "ledger.sqlite3"


def open_ledger(path: Path, starting_balance: int = 1_000) -> Ledger:
    return Ledger(path, starting_balance=starting_balance, clock=Clock())


def session_for(ledger: Ledger, seed: int, rules: Rules = RULES) -> Session:
    return Session(rules, seed=seed, balance=ledger.balance, next_bet_id=ledger.next_bet_id, journal=ledger)


def seed_with_first(kind: HandKind, rules: Rules = RULES) -> int:
    """A seed whose first hand is of ``kind``."""
    for seed in range(1_000):
        if Session(rules, seed=seed, balance=1_000).deal(rules.minimum).kind is kind:
            return seed
    raise AssertionError(f"no seed deals a {kind}")


def warnings_of(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records
            if r.name == "reddog_qt.ledger" and r.levelno >= logging.WARNING]


def play_one(session: Session, rng: random.Random) -> Hand:
    """Deal one hand with a random wager and finish it with a random decision."""
    wager = rng.randint(session.min_bet, min(session.max_bet, session.balance))
    hand = session.deal(wager)
    if hand.phase is Phase.DECIDING:
        hand = session.raise_bet() if session.raise_range() and rng.random() < 0.5 else session.stand()
    return hand


def deal_until_deciding(session: Session, rng: random.Random, wager: int = 10) -> tuple[Hand, int, list[Hand]]:
    """Play hands until one waits for a decision; returns it, the balance before it, and the finished hands."""
    finished: list[Hand] = []
    while True:
        before = session.balance
        hand = session.deal(wager)
        if hand.phase is Phase.DECIDING:
            return hand, before, finished
        finished.append(hand)


def copy_files(source: Path, target_dir: Path) -> Path:
    """Copy a live database and its -wal/-shm, as a killed process would leave them."""
    target_dir.mkdir()
    for suffix in ("", "-wal", "-shm"):
        companion = source.with_name(source.name + suffix)
        if companion.exists():
            shutil.copyfile(companion, target_dir / companion.name)
    return target_dir / source.name


def dump(ledger: Ledger) -> tuple[int, int, list[object], list[object]]:
    return ledger.balance, ledger.next_bet_id, ledger.history(limit=None), ledger.bankroll_events()


# --- a new ledger ---------------------------------------------------------------------------------


def test_new_ledger(db: Path, caplog: pytest.LogCaptureFixture) -> None:
    with open_ledger(db, starting_balance=2_500) as ledger:
        assert (ledger.balance, ledger.next_bet_id) == (2_500, FIRST_BET_ID)
        assert ledger.history() == [] and ledger.recover() == []
        assert ledger.totals() == ledger_module.LedgerTotals(0, 0, 0)
        assert ledger.recovered_from is None
        conn = ledger._conn
        assert conn is not None
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert {"meta", "hands", "bankroll_events"} <= tables
    assert ledger.closed
    ledger.close()  # again is harmless
    with pytest.raises(LedgerError, match="closed"):
        _ = ledger.balance
    assert warnings_of(caplog) == []


def test_an_empty_file_is_a_new_ledger(db: Path, caplog: pytest.LogCaptureFixture) -> None:
    db.write_bytes(b"")
    with open_ledger(db) as ledger:
        assert ledger.balance == 1_000 and ledger.recovered_from is None
    assert warnings_of(caplog) == []
    assert list(db.parent.glob("*.bad-*")) == []


def test_a_missing_folder_is_created(tmp_path: Path) -> None:
    with open_ledger(tmp_path / "new" / "profile" / "ledger.sqlite3") as ledger:
        assert ledger.balance == 1_000


def test_starting_balance_must_be_credits(db: Path) -> None:
    with pytest.raises(ValueError):
        Ledger(db, starting_balance=-1)


# --- playing through the session ----------------------------------------------------------------


def test_real_hands_keep_ledger_and_session_in_step(db: Path) -> None:
    rng = random.Random(11)
    ledger = open_ledger(db)
    session = session_for(ledger, seed=5)
    played: list[Hand] = []
    for _ in range(80):
        hand = session.deal(rng.choice((5, 10, 25, 100)))
        if hand.phase is Phase.DECIDING:
            row = ledger.hand(hand.bet_id)
            assert row is not None and row.status is HandStatus.OPEN
            assert row.cards == hand.cards and row.third_card is not None
            assert ledger.balance == session.balance
            hand = session.raise_bet() if rng.random() < 0.5 else session.stand()
            assert hand.cards[2] == row.third_card
        played.append(hand)
        assert ledger.balance == session.balance
        assert ledger.next_bet_id == session.next_bet_id == hand.bet_id + 1
        if session.balance < 300:
            session.new_game()
            assert ledger.balance == session.balance == 1_000
    history = ledger.history(limit=None)
    assert [r.bet_id for r in history] == [h.bet_id for h in reversed(played)]
    for record, hand in zip(reversed(history), played):
        assert record.status is HandStatus.SETTLED
        assert record.slip_id == hand.bet_id // 100 * 100 == hand.slip_id
        assert (record.cards, record.wager, record.raised, record.net, record.balance_after) == (
            hand.cards, hand.wager, hand.raised, hand.net, hand.balance_after)
        assert (record.kind, record.spread, record.rules_name, record.shuffle_id) == (
            hand.kind, hand.spread, hand.rules_name, hand.shuffle_id)
        assert record.third_card is None and record.outcome is hand.outcome
        assert record.opened_at.tzinfo is not None and record.settled_at is not None
        assert record.settled_at >= record.opened_at
    assert len(ledger.history()) == min(80, 100) and len(ledger.history(limit=3)) == 3
    totals = ledger.totals()
    assert totals.hands == 80
    assert totals.wagered == sum(h.stake for h in played)
    assert totals.net == sum(h.net or 0 for h in played)
    before = dump(ledger)
    ledger.close()
    with open_ledger(db) as again:
        assert dump(again) == before
        assert again.recover() == []


def test_slip_id_is_stored(db: Path) -> None:
    with open_ledger(db) as ledger:
        session = Session(RULES, seed=3, balance=ledger.balance, next_bet_id=1_234_567_891_101, journal=ledger)
        hand = session.deal(10)
        if hand.phase is Phase.DECIDING:
            session.stand()
        row = ledger._conn.execute("SELECT slip_id FROM hands").fetchone()  # type: ignore[union-attr]
        assert row[0] == 1_234_567_891_100
        assert ledger.next_bet_id == 1_234_567_891_102


def test_times_are_stored_as_utc_iso(db: Path) -> None:
    ledger = Ledger(db, clock=lambda: datetime(2025, 5, 5, 14, 0, tzinfo=timezone(timedelta(hours=2))))
    session = session_for(ledger, seed=seed_with_first(HandKind.PAIR))
    session.deal(10)
    text = ledger._conn.execute("SELECT opened_at FROM hands").fetchone()[0]  # type: ignore[union-attr]
    assert text == "2025-05-05T12:00:00+00:00"
    assert ledger.history()[0].opened_at == datetime(2025, 5, 5, 12, 0, tzinfo=timezone.utc)
    ledger.close()


def test_a_naive_clock_is_refused(db: Path) -> None:
    with pytest.raises(ValueError, match="timezone-aware"):
        Ledger(db, clock=lambda: datetime(2025, 1, 1))


def test_new_game_is_recorded(db: Path) -> None:
    ledger = open_ledger(db)
    session = session_for(ledger, seed=1)
    play_one(session, random.Random(1))
    played = session.balance
    session.new_game(5_000)
    assert ledger.balance == 5_000
    (event,) = ledger.bankroll_events()
    assert (event.balance, event.previous_balance) == (5_000, played)
    assert event.time.tzinfo is not None
    ledger.close()
    with open_ledger(db) as again:
        assert again.balance == 5_000 and len(again.bankroll_events()) == 1


# --- a write that fails changes nothing ------------------------------------------------------------


def read_only(ledger: Ledger, on: bool) -> None:
    ledger._conn.execute(f"PRAGMA query_only = {'ON' if on else 'OFF'}")  # type: ignore[union-attr]


def session_state(session: Session) -> tuple[object, ...]:
    return session.balance, session.next_bet_id, session.phase, session.hand


@pytest.mark.parametrize("kind", [HandKind.SPREAD, HandKind.PAIR, HandKind.CONSECUTIVE])
def test_a_failed_deal_leaves_session_and_ledger_unchanged(kind: HandKind, db: Path) -> None:
    ledger = open_ledger(db)
    session = session_for(ledger, seed=seed_with_first(kind))
    before, recorded = session_state(session), dump(ledger)
    read_only(ledger, True)
    with pytest.raises(LedgerError, match="could not record Bet ID 1000001.*nothing was changed"):
        session.deal(10)
    assert session_state(session) == before
    assert dump(ledger) == recorded
    read_only(ledger, False)
    # Note: the engine draws the cards before it calls the journal, so the retry deals the next
    # cards of the shoe, not the same hand again; money, Bet ID and phase are what stay unchanged.
    hand = session.deal(10)
    assert hand.bet_id == FIRST_BET_ID
    if hand.phase is Phase.DECIDING:
        session.stand()
    assert ledger.balance == session.balance
    ledger.close()


@pytest.mark.parametrize("decision", ["stand", "raise"])
def test_a_failed_decision_leaves_the_hand_waiting(decision: str, db: Path) -> None:
    ledger = open_ledger(db)
    session = session_for(ledger, seed=seed_with_first(HandKind.SPREAD))
    session.deal(10)
    before, recorded = session_state(session), dump(ledger)
    read_only(ledger, True)
    act: Callable[[], Hand] = session.stand if decision == "stand" else session.raise_bet
    with pytest.raises(LedgerError):
        act()
    assert session_state(session) == before and session.phase is Phase.DECIDING
    assert dump(ledger) == recorded
    read_only(ledger, False)
    hand = act()
    assert ledger.balance == session.balance == hand.balance_after
    assert ledger.hand(hand.bet_id).status is HandStatus.SETTLED  # type: ignore[union-attr]
    ledger.close()


def test_a_locked_file_fails_cleanly(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ledger_module, "LOCK_TIMEOUT", 0.05)
    ledger = open_ledger(db)
    session = session_for(ledger, seed=seed_with_first(HandKind.PAIR))
    other = sqlite3.connect(db, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another program holds the write lock
    try:
        before = session_state(session)
        with pytest.raises(LedgerError, match="locked"):
            session.deal(10)
        assert session_state(session) == before
    finally:
        other.execute("ROLLBACK")
        other.close()
    session.deal(10)
    assert ledger.balance == session.balance
    ledger.close()


def test_a_failed_reset_keeps_the_old_game(db: Path) -> None:
    ledger = open_ledger(db)
    session = session_for(ledger, seed=2)
    play_one(session, random.Random(2))
    balance = session.balance
    read_only(ledger, True)
    with pytest.raises(LedgerError, match="new game"):
        session.new_game()
    assert session.balance == ledger.balance == balance
    ledger.close()


def test_a_hand_is_never_paid_twice(db: Path) -> None:
    ledger = open_ledger(db)
    session = session_for(ledger, seed=seed_with_first(HandKind.SPREAD))
    third_hand = session.deal(10)
    hand = session.stand()
    recorded = dump(ledger)
    with pytest.raises(LedgerError, match="already paid"):
        ledger.hand_settled(dataclasses.replace(hand, balance_after=hand.balance_after + 999))  # type: ignore[operator]
    with pytest.raises(LedgerError, match="already in your ledger"):
        ledger.hand_opened(third_hand, hand.cards[2], 0)
    assert dump(ledger) == recorded
    ledger.close()


def test_journal_refuses_hands_in_the_wrong_state(db: Path) -> None:
    with open_ledger(db) as ledger:
        with pytest.raises(ValueError):
            ledger.hand_settled(Hand(bet_id=FIRST_BET_ID, wager=10))
        with pytest.raises(ValueError):
            ledger.hand_opened(Hand(bet_id=FIRST_BET_ID, wager=10), Card.from_code("7h"), 990)
        with pytest.raises(ValueError):
            ledger.bankroll_reset(-5)


# --- crash recovery -------------------------------------------------------------------------------------


def stand_result(seed: int, hands_before: list[Hand], wager: int) -> Hand:
    """What standing on the interrupted hand would have given, replayed without a ledger."""
    replay = Session(RULES, seed=seed, balance=1_000)
    for hand in hands_before:
        replay.deal(hand.wager)
        if replay.phase is Phase.DECIDING:
            replay.stand()
    replay.deal(wager)
    return replay.stand()


@pytest.mark.parametrize("how", ["abandoned", "copied"])
def test_an_interrupted_hand_is_finished_as_a_stand(how: str, db: Path, tmp_path: Path,
                                                     caplog: pytest.LogCaptureFixture) -> None:
    seed = 21
    ledger = open_ledger(db)
    session = Session(RULES, seed=seed, balance=ledger.balance, next_bet_id=ledger.next_bet_id, journal=ledger)
    # Play a few hands standing on every spread, then stop at a spread that waits for the decision.
    finished: list[Hand] = []
    for _ in range(4):
        hand = session.deal(10)
        if hand.phase is Phase.DECIDING:
            hand = session.stand()
        finished.append(hand)
    hand, before_deal, more = deal_until_deciding(session, random.Random(0), wager=25)
    finished += more
    assert session.balance == before_deal - 25 == ledger.balance
    if how == "copied":  # a killed process: the files as they are on disk, connection still open
        assert db.with_name(db.name + "-wal").exists()
        path = copy_files(db, tmp_path / "after-kill")
    else:  # the program simply stopped: nothing closed
        path = db
    del session, ledger

    reopened = open_ledger(path)
    assert reopened.balance == before_deal - 25
    (waiting,) = reopened.open_hands()
    assert waiting.bet_id == hand.bet_id and waiting.third_card is not None
    caplog.clear()
    (record,) = reopened.recover()
    expected = stand_result(seed, finished, 25)
    assert record.status is HandStatus.RECOVERED
    assert record.cards == expected.cards == hand.cards + (waiting.third_card,)
    assert record.net == expected.net == settle(RULES, [int(c.rank) for c in record.cards], 25, 0)
    assert record.raised == 0 and record.third_card is None
    assert reopened.balance == record.balance_after == before_deal + record.net
    assert reopened.next_bet_id == hand.bet_id + 1
    assert len(warnings_of(caplog)) == 1 and "finished as a stand" in warnings_of(caplog)[0]

    recorded = dump(reopened)
    assert reopened.recover() == []
    assert dump(reopened) == recorded
    reopened.close()
    with open_ledger(path) as third_time:
        assert third_time.recover() == [] and dump(third_time) == recorded
        # Play on from the ledger: the next Bet ID follows the recovered one.
        session = session_for(third_time, seed=99)
        assert session.deal(10).bet_id == hand.bet_id + 1


def open_by_hand(ledger: Ledger, rules_name: str, cards: str, third: str, wager: int = 10) -> Hand:
    first, second = (Card.from_code(c) for c in cards.split())
    hand = Hand(bet_id=ledger.next_bet_id, wager=wager, cards=(first, second), phase=Phase.DECIDING,
                rules_name=rules_name, shuffle_id="test")
    ledger.hand_opened(hand, Card.from_code(third), ledger.balance - wager)
    return hand


def test_an_unknown_table_is_recovered_with_the_atlantic_city_pay_table(db: Path) -> None:
    with open_ledger(db) as ledger:
        open_by_hand(ledger, "home-game", "4h 6c", "5d")  # spread 1 pays 5:1 at Atlantic City
        (record,) = ledger.recover()
        assert record.net == 50 and ledger.balance == 1_000 + 50


def test_another_preset_pays_by_its_own_table(db: Path) -> None:
    eight = Rules.preset("eight-deck")
    with open_ledger(db, starting_balance=100_000) as ledger:
        open_by_hand(ledger, "eight-deck", "2h Ac", "Kd", wager=100)
        (record,) = ledger.recover()
        assert record.net == 100 * eight.payout(11)
        assert ledger.balance == 100_000 + record.net


def test_a_losing_interrupted_hand_loses_only_the_wager(db: Path) -> None:
    with open_ledger(db) as ledger:
        open_by_hand(ledger, "atlantic-city", "3h 9c", "9d")
        assert ledger.balance == 990
        (record,) = ledger.recover()
        assert record.net == -10 and ledger.balance == 990


def test_an_unreadable_interrupted_hand_is_voided(db: Path) -> None:
    with open_ledger(db) as ledger:
        hand = open_by_hand(ledger, "atlantic-city", "3h 9c", "5d")
        ledger._conn.execute("UPDATE hands SET third_card = 'zz'")  # type: ignore[union-attr]
        (record,) = ledger.recover()
        assert record.net == 0 and record.status is HandStatus.RECOVERED
        assert ledger.balance == 1_000 and ledger.history()[0].bet_id == hand.bet_id


@pytest.mark.parametrize("seed", range(6))
def test_credits_are_conserved_through_random_crashes(seed: int, tmp_path: Path) -> None:
    rng = random.Random(seed)
    path = tmp_path / "run0" / "ledger.sqlite3"
    ledger = open_ledger(path)
    session = session_for(ledger, seed=rng.randrange(10_000))
    expected = base = 1_000
    nets_since_reset = 0
    first_bet_since_reset = FIRST_BET_ID
    paid: set[int] = set()
    crashes = 0
    for step in range(150):
        choice = rng.random()
        if session.phase is Phase.BETTING and session.balance < RULES.minimum or choice < 0.03:
            if session.phase is Phase.BETTING:
                session.new_game()
                expected = base = 1_000
                nets_since_reset = 0
                first_bet_since_reset = session.next_bet_id
                continue
        if session.phase is Phase.BETTING:
            wager = rng.randint(RULES.minimum, min(RULES.maximum, session.balance))
            hand = session.deal(wager)
            expected -= wager
        else:
            hand = session.hand  # type: ignore[assignment]
        if hand.phase is Phase.DECIDING:
            decision = rng.random()
            if decision < 0.3:  # crash now, mid-hand
                crashes += 1
                if rng.random() < 0.5:
                    path = copy_files(path, tmp_path / f"crash{crashes}")
                del session
                ledger = open_ledger(path)
                for record in ledger.recover():
                    assert record.bet_id not in paid
                    paid.add(record.bet_id)
                    expected += record.wager + (record.net or 0)
                    nets_since_reset += record.net or 0
                session = session_for(ledger, seed=rng.randrange(10_000))
                assert ledger.balance == session.balance == expected
                continue
            if decision < 0.6 and session.raise_range():
                raise_ = session.raise_range()[1]  # type: ignore[index]
                hand = session.raise_bet()
                expected -= raise_
            else:
                hand = session.stand()
        assert hand.bet_id not in paid
        paid.add(hand.bet_id)
        expected += hand.stake + (hand.net or 0)
        nets_since_reset += hand.net or 0
        assert ledger.balance == session.balance == expected
    # The database alone tells the same story: the last bankroll plus every result since.
    finished = [r for r in ledger.history(limit=None) if r.status is not HandStatus.OPEN]
    since = [r for r in finished if r.bet_id >= first_bet_since_reset]
    open_stakes = sum(r.wager for r in ledger.open_hands())
    assert ledger.balance + open_stakes == base + sum(r.net or 0 for r in since) == base + nets_since_reset
    assert len({r.bet_id for r in finished}) == len(finished) == len(paid)
    assert crashes > 0
    ledger.close()


# --- damaged files -----------------------------------------------------------------------------------------


def real_ledger_bytes(tmp_path: Path, hands: int = 200) -> bytes:
    """The bytes of a closed ledger after ``hands`` hands (built once per size)."""
    return _real_ledger_bytes(hands)


@functools.lru_cache(maxsize=None)
def _real_ledger_bytes(hands: int) -> bytes:
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / "ledger.sqlite3"
        with open_ledger(source) as ledger:
            session = session_for(ledger, seed=4)
            rng = random.Random(4)
            for _ in range(hands):
                if session.balance < 300:
                    session.new_game()
                play_one(session, rng)
        return source.read_bytes()


def other_database(tmp_path: Path, statements: list[str]) -> bytes:
    path = tmp_path / "other.sqlite3"
    conn = sqlite3.connect(path)
    for statement in statements:
        conn.execute(statement)
    conn.commit()
    conn.close()
    return path.read_bytes()


def tampered_ledger(tmp_path: Path, statement: str) -> bytes:
    path = tmp_path / "tampered" / "ledger.sqlite3"
    open_ledger(path).close()
    conn = sqlite3.connect(path)
    conn.execute(statement)
    conn.commit()
    conn.execute("PRAGMA journal_mode=DELETE")
    conn.close()
    return path.read_bytes()


def scrambled_page(tmp_path: Path) -> bytes:
    data = bytearray(real_ledger_bytes(tmp_path))
    page = 4096
    assert len(data) > 6 * page
    data[3 * page:5 * page] = random.Random(0).randbytes(2 * page)
    return bytes(data)


DAMAGE: dict[str, Callable[[Path], bytes]] = {
    "garbage": lambda tmp: random.Random(1).randbytes(10_000),
    "text": lambda tmp: b"These are not the bytes you are looking for.\n" * 50,
    "header only": lambda tmp: real_ledger_bytes(tmp, 5)[:100],
    "truncated": lambda tmp: real_ledger_bytes(tmp)[:4096 * 3 + 123],
    "scrambled page": scrambled_page,
    "part of the tables": lambda tmp: other_database(tmp, ["CREATE TABLE meta (key TEXT, value)",
                                                           "CREATE TABLE notes (body TEXT)"]),
    "a column missing": lambda tmp: other_database(tmp, [
        "CREATE TABLE meta (key TEXT, value)", "CREATE TABLE bankroll_events (time, balance)",
        "CREATE TABLE hands (bet_id INTEGER PRIMARY KEY, wager)"]),
    "missing table": lambda tmp: tampered_ledger(tmp, "DROP TABLE bankroll_events"),
    "missing balance": lambda tmp: tampered_ledger(tmp, "DELETE FROM meta WHERE key = 'balance'"),
    "balance not a number": lambda tmp: tampered_ledger(tmp, "UPDATE meta SET value = 'lots' WHERE key = 'balance'"),
    "newer schema": lambda tmp: tampered_ledger(tmp, "UPDATE meta SET value = 99 WHERE key = 'schema_version'"),
}


@pytest.mark.parametrize("name", DAMAGE)
def test_a_damaged_ledger_is_kept_and_replaced(name: str, db: Path, tmp_path: Path,
                                               caplog: pytest.LogCaptureFixture) -> None:
    original = DAMAGE[name](tmp_path)
    db.write_bytes(original)
    caplog.clear()
    with Ledger(db, starting_balance=750, clock=lambda: START) as ledger:
        assert (ledger.balance, ledger.next_bet_id, ledger.history()) == (750, FIRST_BET_ID, [])
        backup = ledger.recovered_from
        assert backup == db.with_name("ledger.sqlite3.bad-20250101T120000Z")
        assert backup.read_bytes() == original
        session = session_for(ledger, seed=1)
        play_one(session, random.Random(1))
        assert ledger.balance == session.balance
    (message,) = warnings_of(caplog)
    assert "was unusable" in message and backup.name in message and "750" in message
    with open_ledger(db) as again:
        assert again.recovered_from is None and again.balance == session.balance


def test_tables_of_other_modules_are_left_alone(db: Path, caplog: pytest.LogCaptureFixture) -> None:
    # The bet-limit store keeps its tables in the same file, and may have created it first.
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE personal_limit (id INTEGER PRIMARY KEY, limit_credits INTEGER)")
    conn.execute("INSERT INTO personal_limit VALUES (1, 50)")
    conn.commit()
    conn.close()
    with open_ledger(db) as ledger:
        assert ledger.recovered_from is None and ledger.balance == 1_000
        session = session_for(ledger, seed=1)
        play_one(session, random.Random(1))
        assert ledger.balance == session.balance
    with open_ledger(db) as again:
        assert again.recovered_from is None and again.balance == session.balance
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT limit_credits FROM personal_limit").fetchone() == (50,)
    conn.close()
    assert warnings_of(caplog) == []


def test_damaged_wal_and_shm_go_with_the_backup(db: Path, caplog: pytest.LogCaptureFixture) -> None:
    db.write_bytes(b"\x00garbage" * 1000)
    db.with_name(db.name + "-wal").write_bytes(b"wal bytes")
    db.with_name(db.name + "-shm").write_bytes(b"shm bytes")
    with Ledger(db, clock=lambda: START) as ledger:
        backup = ledger.recovered_from
        assert backup is not None
        assert backup.with_name(backup.name + "-wal").read_bytes() == b"wal bytes"
        assert backup.with_name(backup.name + "-shm").read_bytes() == b"shm bytes"
        assert ledger.balance == 1_000
    assert len(warnings_of(caplog)) == 1


def test_two_damaged_files_keep_two_backups(db: Path) -> None:
    for content in (b"first" * 100, b"second" * 100):
        db.write_bytes(content)
        Ledger(db, clock=lambda: START).close()
    assert sorted(p.read_bytes() for p in db.parent.glob("ledger.sqlite3.bad-*")) == [
        b"first" * 100, b"second" * 100]


def test_a_folder_in_the_way_is_an_error_not_damage(db: Path) -> None:
    db.mkdir()
    with pytest.raises(LedgerError, match="cannot open your ledger"):
        Ledger(db)
    assert db.is_dir() and list(db.parent.glob("*.bad-*")) == []


def test_a_backup_that_cannot_be_made_is_reported(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db.write_bytes(b"garbage" * 100)

    def refuse(*_: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(ledger_module.os, "replace", refuse)
    with pytest.raises(LedgerError, match="could not be moved aside"):
        Ledger(db)
    assert db.read_bytes() == b"garbage" * 100


def test_integrity_check_failure_is_damage(db: Path, monkeypatch: pytest.MonkeyPatch,
                                           caplog: pytest.LogCaptureFixture) -> None:
    open_ledger(db).close()
    original = db.read_bytes()
    real_check = Ledger._check
    calls = []

    def failing_once(self: Ledger, conn: sqlite3.Connection) -> None:
        calls.append(1)
        if len(calls) == 1:
            raise ledger_module._Unusable("it failed its integrity check: row 3 missing from index")
        real_check(self, conn)

    monkeypatch.setattr(Ledger, "_check", failing_once)
    with Ledger(db, clock=lambda: START) as ledger:
        assert ledger.recovered_from is not None and ledger.recovered_from.read_bytes() == original
    (message,) = warnings_of(caplog)
    assert "integrity check" in message


def test_persistence_modules_do_not_import_qt() -> None:
    code = ("import sys, reddog_qt.ledger, reddog_qt.settings, reddog_qt.paths, reddog_qt.logs;"
            "sys.exit('PySide6' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
