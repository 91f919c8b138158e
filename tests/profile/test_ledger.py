"""The SQLite ledger: the engine's journal, crash recovery and damaged files (real files, no Qt)."""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import logging
import random
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest

from reddog_qt.engine import FIRST_BET_ID, Card, Hand, HandKind, Phase, Rules, Session, Shoe, full_deck, settle
from reddog_qt.profile import store as store_module
from reddog_qt.profile.figures import Figures
from reddog_qt.profile.ledger import Ledger
from reddog_qt.profile.ledger_schema import LEDGER_VERSION
from reddog_qt.profile.paths import ProfileError
from reddog_qt.profile.rows import HandStatus
from reddog_qt.profile.seals import draw_from_full_shoe
from reddog_qt.profile.sqlite_file import ProfileTooNewError, ProfileUnavailableError

RULES = Rules.preset("atlantic-city")
#: The loggers of the ledger and of the store that owns its file.
LOGGERS = ("reddog_qt.profile.ledger", "reddog_qt.profile.store")
START = datetime(2025, 1, 1, 12, 0, 0, tzinfo=UTC)


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


#: A first hand of each kind, by its cards: a spread of 4 won by the six, a pair with no third match, a push.
FIRST_HAND = {HandKind.SPREAD: "4c 9d 6h", HandKind.PAIR: "7c 7d 2h", HandKind.CONSECUTIVE: "7c 8d"}


def session_dealing(ledger: Ledger, kind: HandKind, rules: Rules = RULES) -> Session:
    """A session on ``ledger`` whose first hand is of ``kind`` (a stacked shoe)."""
    return Session(rules, shoe=Shoe.stacked(rules, FIRST_HAND[kind]), balance=ledger.balance,
                   next_bet_id=ledger.next_bet_id, journal=ledger)


def warnings_of(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records
            if r.name in LOGGERS and r.levelno >= logging.WARNING]


def play_one(session: Session, rng: random.Random) -> Hand:
    """Deal one hand with a random wager and finish it with a random decision (a new game when broke)."""
    if session.balance < session.min_bet:
        session.new_game()
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
        assert ledger.totals() == Figures()
        assert ledger.recovered_from is None
        assert ledger.store.created and ledger.store.found_version == 0
        conn = ledger.store.connection
        assert conn.execute("PRAGMA user_version").fetchone()[0] == LEDGER_VERSION == 5
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert {"meta", "hands", "bankroll_events", "set_aside_rows"} <= tables
        columns = {r[1] for r in conn.execute("PRAGMA table_info(hands)")}
        assert "third_card" not in columns  # the third card is drawn after the decision, never stored
        assert ledger.set_aside_rows() == [] and ledger.notices == []
    assert ledger.store.closed
    ledger.close()  # again is harmless
    with pytest.raises(ProfileError, match="closed"):
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
            assert row.cards == hand.cards and len(row.cards) == 2
            assert (row.net, row.balance_after, row.settled_at) == (None, None, None)
            assert ledger.balance == session.balance
            hand = session.raise_bet() if rng.random() < 0.5 else session.stand()
        played.append(hand)
        assert ledger.balance == session.balance
        assert ledger.next_bet_id == session.next_bet_id == hand.bet_id + 1
        if session.balance < 300:
            session.new_game()
            assert ledger.balance == session.balance == 1_000
    history = ledger.history(limit=None)
    assert [r.bet_id for r in history] == [h.bet_id for h in reversed(played)]
    for record, hand in zip(reversed(history), played, strict=True):
        assert record.status is HandStatus.SETTLED
        assert record.slip_id == hand.bet_id // 100 * 100 == hand.slip_id
        assert (record.cards, record.wager, record.raised, record.net, record.balance_after) == (
            hand.cards, hand.wager, hand.raised, hand.net, hand.balance_after)
        assert (record.kind, record.spread, record.rules_name, record.shuffle_id) == (
            hand.kind, hand.spread, hand.rules_name, hand.shuffle_id)
        assert record.outcome is hand.outcome
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
        row = ledger.store.connection.execute("SELECT slip_id FROM hands").fetchone()
        assert row[0] == 1_234_567_891_100
        assert ledger.next_bet_id == 1_234_567_891_102


def test_times_are_stored_as_utc_iso(db: Path) -> None:
    ledger = Ledger(db, clock=lambda: datetime(2025, 5, 5, 14, 0, tzinfo=timezone(timedelta(hours=2))))
    session = session_dealing(ledger, HandKind.PAIR)
    session.deal(10)
    text = ledger.store.connection.execute("SELECT opened_at FROM hands").fetchone()[0]
    assert text == "2025-05-05T12:00:00+00:00"
    assert ledger.history()[0].opened_at == datetime(2025, 5, 5, 12, 0, tzinfo=UTC)
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
    ledger.store.connection.execute(f"PRAGMA query_only = {'ON' if on else 'OFF'}")


def session_state(session: Session) -> tuple[object, ...]:
    return session.balance, session.next_bet_id, session.phase, session.hand


@pytest.mark.parametrize("kind", [HandKind.SPREAD, HandKind.PAIR, HandKind.CONSECUTIVE])
def test_a_failed_deal_leaves_session_and_ledger_unchanged(kind: HandKind, db: Path) -> None:
    ledger = open_ledger(db)
    session = session_dealing(ledger, kind)
    before, recorded = session_state(session), dump(ledger)
    read_only(ledger, True)
    with pytest.raises(ProfileUnavailableError, match=r"could not record Bet ID 1000001.*nothing was changed"):
        session.deal(10)
    assert session_state(session) == before
    assert dump(ledger) == recorded
    read_only(ledger, False)
    # The cards of the failed deal went back to the shoe, and this stacked shoe deals them again first.
    hand = session.deal(10)
    assert hand.bet_id == FIRST_BET_ID and hand.kind is kind
    if hand.phase is Phase.DECIDING:
        session.stand()
    assert ledger.balance == session.balance
    ledger.close()


@pytest.mark.parametrize("decision", ["stand", "raise"])
def test_a_failed_decision_leaves_the_hand_waiting(decision: str, db: Path) -> None:
    ledger = open_ledger(db)
    session = session_dealing(ledger, HandKind.SPREAD)
    session.deal(10)
    before, recorded = session_state(session), dump(ledger)
    read_only(ledger, True)
    act: Callable[[], Hand] = session.stand if decision == "stand" else session.raise_bet
    with pytest.raises(ProfileError):
        act()
    assert session_state(session) == before and session.phase is Phase.DECIDING
    assert dump(ledger) == recorded
    read_only(ledger, False)
    hand = act()
    assert ledger.balance == session.balance == hand.balance_after
    assert ledger.hand(hand.bet_id).status is HandStatus.SETTLED
    ledger.close()


def test_a_locked_file_fails_cleanly(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store_module, "LOCK_TIMEOUT", 0.05)
    ledger = open_ledger(db)
    session = session_dealing(ledger, HandKind.PAIR)
    other = sqlite3.connect(db, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another program holds the write lock
    try:
        before = session_state(session)
        with pytest.raises(ProfileUnavailableError, match="locked"):
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
    with pytest.raises(ProfileError, match="new game"):
        session.new_game()
    assert session.balance == ledger.balance == balance
    ledger.close()


def test_a_hand_is_never_paid_twice(db: Path) -> None:
    ledger = open_ledger(db)
    session = session_dealing(ledger, HandKind.SPREAD)
    third_hand = session.deal(10)
    hand = session.stand()
    recorded = dump(ledger)
    with pytest.raises(ProfileError, match="already paid"):
        ledger.hand_settled(dataclasses.replace(hand, balance_after=hand.balance_after + 999))  # type: ignore[operator]
    with pytest.raises(ProfileError, match="already in your ledger"):
        ledger.hand_opened(third_hand, 0)
    assert dump(ledger) == recorded
    ledger.close()


def test_journal_refuses_hands_in_the_wrong_state(db: Path) -> None:
    with open_ledger(db) as ledger:
        with pytest.raises(ValueError):
            ledger.hand_settled(Hand(bet_id=FIRST_BET_ID, wager=10))
        with pytest.raises(ValueError):
            ledger.hand_opened(Hand(bet_id=FIRST_BET_ID, wager=10), 990)
        with pytest.raises(ValueError):  # a pair is never left open
            ledger.hand_opened(Hand(bet_id=FIRST_BET_ID, wager=10, cards=(Card.from_code("7h"), Card.from_code("7c")),
                                    phase=Phase.DECIDING), 990)
        with pytest.raises(ValueError):
            ledger.bankroll_reset(-5)


# --- crash recovery -------------------------------------------------------------------------------------


def fixed_draw(code: str) -> Callable[[Rules, tuple[Card, ...]], tuple[Card, bytes]]:
    """A third-card draw that always gives ``code`` (and records what it was asked), with a made-up seed."""

    def draw(rules: Rules, shown: tuple[Card, ...]) -> tuple[Card, bytes]:
        draw.calls.append((rules.name, shown))  # type: ignore[attr-defined]
        return Card.from_code(code), bytes(32)

    draw.calls = []  # type: ignore[attr-defined]
    return draw


@pytest.mark.parametrize("how", ["abandoned", "copied"])
def test_an_interrupted_hand_is_finished_as_a_stand(how: str, db: Path, tmp_path: Path,
                                                     caplog: pytest.LogCaptureFixture) -> None:
    seed = 21
    ledger = open_ledger(db)
    session = Session(RULES, seed=seed, balance=ledger.balance, next_bet_id=ledger.next_bet_id, journal=ledger)
    for _ in range(4):
        hand = session.deal(10)
        if hand.phase is Phase.DECIDING:
            hand = session.stand()
    hand, before_deal, _ = deal_until_deciding(session, random.Random(0), wager=25)
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
    assert waiting.bet_id == hand.bet_id and waiting.cards == hand.cards and waiting.status is HandStatus.OPEN
    caplog.clear()
    draw = draw_from_full_shoe(random.Random(5))
    (record,) = reopened.recover(draw)
    assert record.status is HandStatus.RECOVERED and record.bet_id == hand.bet_id
    assert record.cards[:2] == hand.cards and len(record.cards) == 3
    # One deck at this table: the card drawn at recovery is one of the 50 not shown.
    assert record.cards[2] in set(full_deck()) - set(hand.cards)
    assert record.net == settle(RULES, [int(c.rank) for c in record.cards], 25, 0)
    assert record.raised == 0 and record.settled_at is not None
    assert reopened.balance == record.balance_after == before_deal + record.net
    assert reopened.next_bet_id == hand.bet_id + 1
    assert len(warnings_of(caplog)) == 1 and "finished as a stand" in warnings_of(caplog)[0]

    recorded = dump(reopened)
    assert reopened.recover(draw) == []
    assert dump(reopened) == recorded
    reopened.close()
    with open_ledger(path) as third_time:
        assert third_time.recover() == [] and dump(third_time) == recorded
        # Play on from the ledger: the next Bet ID follows the recovered one.
        session = session_for(third_time, seed=99)
        assert session.deal(10).bet_id == hand.bet_id + 1


def test_the_recovery_draw_takes_any_unseen_card_of_the_table(db: Path) -> None:
    one_deck = Rules.preset("atlantic-city")
    shown = (Card.from_code("4h"), Card.from_code("Jc"))
    draw = draw_from_full_shoe(random.Random(3))
    seen = {draw(one_deck, shown)[0] for _ in range(3_000)}
    assert seen == set(full_deck()) - set(shown)  # every other card can come, the two shown cannot
    eight = Rules.preset("eight-deck")
    assert shown[0] in {draw(eight, shown)[0] for _ in range(3_000)}  # seven more 4h remain in eight decks


def open_by_hand(ledger: Ledger, rules_name: str, cards: str, wager: int = 10) -> Hand:
    first, second = (Card.from_code(c) for c in cards.split())
    hand = Hand(bet_id=ledger.next_bet_id, wager=wager, cards=(first, second), phase=Phase.DECIDING,
                rules_name=rules_name, shuffle_id="test")
    ledger.hand_opened(hand, ledger.balance - wager)
    return hand


def test_an_unknown_table_is_recovered_with_the_atlantic_city_pay_table(db: Path) -> None:
    with open_ledger(db) as ledger:
        open_by_hand(ledger, "home-game", "4h 6c")  # spread 1 pays 5:1 at Atlantic City
        draw = fixed_draw("5d")
        (record,) = ledger.recover(draw)
        assert draw.calls == [("atlantic-city", (Card.from_code("4h"), Card.from_code("6c")))]  # type: ignore[attr-defined]
        assert record.net == 50 and ledger.balance == 1_000 + 50


def test_a_custom_table_is_found_by_lookup(db: Path) -> None:
    eight = Rules.preset("eight-deck")
    asked: list[str] = []

    def lookup(name: str) -> Rules:
        asked.append(name)
        return eight

    with open_ledger(db, starting_balance=100_000) as ledger:
        open_by_hand(ledger, "my-table", "2h Ac", wager=100)
        (record,) = ledger.recover(fixed_draw("Kd"), lookup)
        assert asked == ["my-table"]
        assert record.net == 100 * eight.payout(11)


def test_another_preset_pays_by_its_own_table(db: Path) -> None:
    eight = Rules.preset("eight-deck")
    with open_ledger(db, starting_balance=100_000) as ledger:
        open_by_hand(ledger, "eight-deck", "2h Ac", wager=100)
        (record,) = ledger.recover(fixed_draw("Kd"))
        assert record.net == 100 * eight.payout(11)
        assert ledger.balance == 100_000 + record.net


def test_a_losing_interrupted_hand_loses_only_the_wager(db: Path) -> None:
    with open_ledger(db) as ledger:
        open_by_hand(ledger, "atlantic-city", "3h 9c")
        assert ledger.balance == 990
        (record,) = ledger.recover(fixed_draw("9d"))
        assert record.net == -10 and ledger.balance == 990


def test_an_unreadable_interrupted_hand_is_voided(db: Path) -> None:
    with open_ledger(db) as ledger:
        open_by_hand(ledger, "atlantic-city", "3h 9c")
        assert ledger.balance == 990
        ledger.store.connection.execute("UPDATE hands SET cards = '3h zz'")
    with open_ledger(db) as again:  # checked at open: set aside, the wager given back
        assert again.balance == 1_000
        assert again.open_hands() == [] and again.recover() == [] and again.history() == []
        ((table, reason, values),) = again.set_aside_rows()
        assert table == "hands" and "zz" in values and reason
        assert any("wager of 10 credits was returned" in notice for notice in again.notices)


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
    for _ in range(150):
        choice = rng.random()
        if session.phase is Phase.BETTING and (session.balance < RULES.minimum or choice < 0.03):
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
                for record in ledger.recover(draw_from_full_shoe(rng)):
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


@functools.cache
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


def unknown_old_format(tmp_path: Path) -> bytes:
    """A file without a format number whose meta claims a format Red Dog never wrote."""
    return other_database(tmp_path, ["CREATE TABLE meta (key TEXT PRIMARY KEY, value NOT NULL)",
                                     "INSERT INTO meta VALUES ('schema_version', 99)",
                                     "CREATE TABLE hands (bet_id INTEGER PRIMARY KEY)"])


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
    "a column dropped": lambda tmp: tampered_ledger(tmp, "ALTER TABLE hands DROP COLUMN shuffle_id"),
    "unknown old format": unknown_old_format,
}


def without_journal_mode(data: bytes) -> bytes:
    """Database bytes less the 100-byte header (the journal mode and change counter live there)."""
    return data[100:] if data.startswith(b"SQLite format 3\x00") else data


def test_a_damaged_file_is_set_aside_byte_for_byte(db: Path) -> None:
    # The file is checked before anything is written to it (not even the journal mode in its header).
    original = tampered_ledger(db.parent, "DROP TABLE bankroll_events")
    db.write_bytes(original)
    with Ledger(db, clock=lambda: START) as ledger:
        assert ledger.recovered_from is not None
        assert ledger.recovered_from.read_bytes() == original


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
        assert without_journal_mode(backup.read_bytes()) == without_journal_mode(original)
        (notice,) = ledger.notices
        assert backup.name in notice and "750" in notice and "damaged" in notice
        session = session_for(ledger, seed=1)
        play_one(session, random.Random(1))
        assert ledger.balance == session.balance
    (message,) = warnings_of(caplog)
    assert "was unusable" in message and backup.name in message
    with open_ledger(db) as again:
        assert again.recovered_from is None and again.balance == session.balance and again.notices == []


REBUILT = {
    "missing balance": "DELETE FROM meta WHERE key = 'balance'",
    "balance not a number": "UPDATE meta SET value = 'lots' WHERE key = 'balance'",
    "negative balance": "UPDATE meta SET value = -5 WHERE key = 'balance'",
    "balance a float": "UPDATE meta SET value = 12.5 WHERE key = 'balance'",
}


@pytest.mark.parametrize("name", REBUILT)
def test_an_unreadable_balance_is_rebuilt_from_the_history(name: str, db: Path) -> None:
    with open_ledger(db) as ledger:
        session = session_for(ledger, seed=8)
        rng = random.Random(8)
        for _ in range(12):
            play_one(session, rng)
        played = session.balance
        ledger.store.connection.execute(REBUILT[name])
    with open_ledger(db) as again:
        assert again.recovered_from is None
        assert again.balance == played
        assert len(again.history(limit=None)) == 12  # nothing was thrown away
        assert any("rebuilt from your history" in notice and f"{played:,}" in notice for notice in again.notices)


def test_a_newer_format_is_refused_and_left_alone(db: Path) -> None:
    open_ledger(db).close()
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    before = db.read_bytes()
    with pytest.raises(ProfileTooNewError, match="newer version of Red Dog"):
        open_ledger(db)
    assert db.read_bytes() == before
    assert sorted(p.name for p in db.parent.iterdir()) == ["ledger.sqlite3"]


def test_tables_of_other_programs_are_left_alone(db: Path, caplog: pytest.LogCaptureFixture) -> None:
    # A file with none of the ledger's tables is taken as new; what it holds is not touched.
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
    conn.execute("INSERT INTO notes VALUES (1, 'keep me')")
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
    assert conn.execute("SELECT body FROM notes").fetchone() == ("keep me",)
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


def test_a_folder_in_the_way_is_kept_aside_with_its_contents(db: Path) -> None:
    # Not a regular file: set aside like any damage (never opened, never deleted).
    db.mkdir()
    (db / "inside.txt").write_text("mine")
    with Ledger(db, clock=lambda: START) as ledger:
        assert ledger.balance == 1_000
        backup = ledger.recovered_from
        assert backup is not None and (backup / "inside.txt").read_text() == "mine"
        assert "not a regular file" in ledger.notices[0]
    assert db.is_file()


def test_a_backup_that_cannot_be_made_is_reported(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db.write_bytes(b"garbage" * 100)

    def refuse(*_: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(store_module.os, "replace", refuse)
    with pytest.raises(ProfileUnavailableError, match="could not be moved aside"):
        Ledger(db)
    assert db.read_bytes() == b"garbage" * 100


def test_a_broken_row_rule_is_the_rows_problem_not_the_files(db: Path, caplog: pytest.LogCaptureFixture) -> None:
    db.write_bytes(real_ledger_bytes(db.parent, 30))
    # The stored schema says a column cannot be empty, but rows on disk hold NULL there (pairs have no spread):
    # SQLite's check reports the rows; the file itself is sound, so the player's history is kept.
    conn = sqlite3.connect(db)
    nulls = conn.execute("SELECT count(*) FROM hands WHERE spread IS NULL").fetchone()[0]
    assert nulls > 0
    balance = conn.execute("SELECT value FROM meta WHERE key = 'balance'").fetchone()[0]
    conn.execute("PRAGMA writable_schema = ON")
    conn.execute("UPDATE sqlite_master SET sql = replace(sql, 'spread INTEGER,', 'spread INTEGER NOT NULL,') "
                 "WHERE name = 'hands'")
    conn.commit()
    conn.close()
    check = sqlite3.connect(db)
    assert check.execute("PRAGMA integrity_check").fetchone()[0].startswith("NULL value in hands.spread")
    check.close()
    with Ledger(db, clock=lambda: START) as ledger:
        assert ledger.recovered_from is None
        assert ledger.balance == balance and len(ledger.history(None)) == 30


def test_the_profile_needs_no_qt(tmp_path: Path) -> None:
    # Opened, locked and closed, the profile has pulled in nothing of Qt (its lock is the operating system's).
    code = ("import sys, reddog_qt.profile, reddog_qt.logs; reddog_qt.profile.open_profile(sys.argv[1]).close();"
            "sys.exit('PySide6' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code, str(tmp_path)], check=False).returncode == 0


def test_the_ledger_module_alone_does_not_import_qt() -> None:
    code = ("import importlib.util, sys;"
            "spec = importlib.util.spec_from_file_location('ledger_alone', 'reddog_qt/profile/rows.py');"
            "import reddog_qt.engine;"
            "sys.exit('PySide6' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_a_damaged_record_is_told_once_it_is_set_aside_not_before(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    with Ledger(tmp_path / "ledger.sqlite3") as ledger:
        ledger.session_started(RULES)
        ledger.table_changed(Rules.preset("eight-deck"))
        ledger.store.connection.execute("UPDATE table_events SET kind = 'party' WHERE id = 2")
        real_write = ledger.store.write

        @contextlib.contextmanager
        def refused_at_the_commit(what: str) -> Iterator[sqlite3.Connection]:
            with real_write(what) as conn:
                yield conn
                raise ProfileUnavailableError("The disk is full.", "disk_full")  # rolls the transaction back

        monkeypatch.setattr(ledger.store, "write", refused_at_the_commit)
        for _ in range(3):  # the damaged record is never shown, and not said to be set aside while it is not
            assert [event.kind for event in ledger.table_events()] == ["session"]
        assert ledger.notices == []
        monkeypatch.undo()
        assert [event.kind for event in ledger.table_events()] == ["session"]
        assert [notice.code for notice in ledger.notices] == ["row_set_aside_table_events"]
        assert ledger.set_aside_rows()[0][0] == "table_events"
