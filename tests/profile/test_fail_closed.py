"""The personal limit fails closed: ledger damage never touches it, its copy restores it, and a lost limit holds
bets to the table minimum until a new one may be set. Also the PIN lockout's escalation. Real files, fake clocks."""

from __future__ import annotations

import random
import shutil
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from reddog_qt.engine import Phase, Rules, Session
from reddog_qt.engine.errors import LimitUnavailableError
from reddog_qt.engine.limits import LimitLockedError, next_week_start
from reddog_qt.engine.pin import PinLockedError, WrongPinError
from reddog_qt.profile import Profile, open_profile
from reddog_qt.profile.limits import LimitStore, NoPinError

PIN = "4739"
WRONG = "8152"
TUESDAY = datetime(2026, 11, 24, 15, 0, tzinfo=UTC)  # Tue 24 Nov 2026, 10:00 in New York
NEXT_FRIDAY = next_week_start(TUESDAY)  # Fri 27 Nov 2026 00:00 in New York
RULES = Rules.preset("atlantic-city")


class FakeClock:
    def __init__(self, now: datetime = TUESDAY) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **kwargs: float) -> None:
        self.now += timedelta(**kwargs)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "profile"


def open_it(folder: Path, clock: FakeClock) -> Profile:
    return open_profile(folder, clock=clock, rng=random.Random(1))


_TEMPLATES: dict[int, Path] = {}


@pytest.fixture(scope="module", autouse=True)
def _templates(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    _TEMPLATES.clear()
    _TEMPLATES[-1] = tmp_path_factory.mktemp("templates")
    yield
    _TEMPLATES.clear()


def played_profile(folder: Path, clock: FakeClock, hands: int = 250) -> None:
    """A profile with a limit of 100, a PIN (two wrong tries) and enough history to fill many pages.

    Made once per size at TUESDAY, then copied (the clock is not moved by making it).
    """
    if hands not in _TEMPLATES:
        template = _TEMPLATES[-1] / f"hands-{hands}"
        _make_played_profile(template, FakeClock(clock.now), hands)
        _TEMPLATES[hands] = template
    shutil.copytree(_TEMPLATES[hands], folder)


def _make_played_profile(folder: Path, clock: FakeClock, hands: int) -> None:
    profile = open_it(folder, clock)
    try:
        limits = profile.limits
        assert limits is not None
        limits.set_pin(PIN)
        limits.change_limit(100, PIN, table_minimum=5, table_maximum=300)
        for _ in range(2):
            with pytest.raises(WrongPinError):
                limits.check_pin(WRONG)
        session = Session(RULES, seed=4, balance=profile.ledger.balance, next_bet_id=profile.ledger.next_bet_id,
                          journal=profile.ledger)
        session.set_personal_limit(100)
        rng = random.Random(4)
        for _ in range(hands):
            if session.balance < 100:
                session.new_game()
            hand = session.deal(rng.choice((5, 25, 100)))
            if hand.phase is Phase.DECIDING:
                session.stand()
    finally:
        profile.close()


def garbage(data: bytes) -> bytes:
    return random.Random(1).randbytes(len(data))


def truncated(data: bytes) -> bytes:
    return data[:4096 * 3 + 123]


def scrambled(data: bytes) -> bytes:
    page = 4096
    assert len(data) > 8 * page
    out = bytearray(data)
    out[2 * page:6 * page] = random.Random(2).randbytes(4 * page)
    return bytes(out)


@pytest.mark.parametrize("damage", [garbage, truncated, scrambled], ids=lambda f: f.__name__)
def test_ledger_damage_never_touches_the_limit_pin_or_lock(damage, folder: Path, clock: FakeClock) -> None:  # type: ignore[no-untyped-def]
    played_profile(folder, clock)
    ledger = folder / "ledger.sqlite3"
    for companion in ("-wal", "-shm"):
        assert not ledger.with_name(ledger.name + companion).exists()  # closed cleanly: all in the file
    ledger.write_bytes(damage(ledger.read_bytes()))
    copy = folder / "ledger-copy.sqlite3"  # its copy too: nothing of the bankroll is left to restore
    copy.write_bytes(damage(copy.read_bytes()))
    clock.advance(hours=1)
    profile = open_it(folder, clock)
    try:
        assert profile.ledger.recovered_from is not None
        assert profile.ledger.balance == RULES.starting_bankroll
        assert profile.personal_limit() == (100, True)
        limits = profile.limits
        assert limits is not None
        assert limits.lock_until() == NEXT_FRIDAY
        assert limits.pin_state.failures == 2
        assert limits.state.changed_at == TUESDAY
        notices = " ".join(profile.notices)
        assert "ledger file was damaged" in notices and profile.ledger.recovered_from.name in notices
        assert "fresh bankroll" in notices  # what was reset
        assert "personal limit, PIN and weekly lock were kept" in notices  # what was kept
        with pytest.raises(LimitLockedError):
            limits.change_limit(200, PIN, table_minimum=5, table_maximum=300)
        limits.check_pin(PIN)
    finally:
        profile.close()


GARBLED = {
    "latest_seen is not a time": "UPDATE personal_limit SET latest_seen = 'x'",
    "changed_at is a BLOB": "UPDATE personal_limit SET changed_at = X'00ff10'",
    "the limit is text": "UPDATE personal_limit SET limit_credits = 'abc'",
    "the limit has 4,300 digits": "UPDATE personal_limit SET limit_credits = '" + "9" * 4_300 + "'",
    "the limit is zero": "UPDATE personal_limit SET limit_credits = 0",
    "the limit is a fraction": "UPDATE personal_limit SET limit_credits = 99.5",
    "lost_at is a number": "UPDATE personal_limit SET lost_at = 12",
    "the row is gone": "DELETE FROM personal_limit",
    "the PIN hash is garbled": "UPDATE pin SET pin_hash = 'plain 4739'",
    "the wrong-PIN count is text": "UPDATE pin SET failures = 'many'",
    "the PIN lockout end is a BLOB": "UPDATE pin SET locked_until = X'01'",
}


def garble(path: Path, statement: str) -> None:
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA ignore_check_constraints = ON")
    conn.execute(statement)
    conn.commit()
    conn.close()


@pytest.mark.parametrize("name", GARBLED)
def test_a_garbled_limit_file_is_restored_from_its_copy(name: str, folder: Path, clock: FakeClock) -> None:
    played_profile(folder, clock, hands=5)
    garble(folder / "limits.sqlite3", GARBLED[name])
    profile = open_it(folder, clock)
    try:
        assert profile.personal_limit() == (100, True)
        assert profile.limits is not None and profile.limits.pin_state.failures == 2
        assert profile.limits.lock_until() == NEXT_FRIDAY
        assert any("restored from its copy" in notice for notice in profile.notices)
        profile.limits.check_pin(PIN)
    finally:
        profile.close()
    assert len(list(folder.glob("limits.sqlite3.bad-*"))) == 1  # the garbled file is kept


COPY_DAMAGE = {
    "missing": lambda copy: copy.unlink(),
    "garbage": lambda copy: copy.write_bytes(b"not a copy" * 50),
    "garbled too": lambda copy: garble(copy, "UPDATE personal_limit SET latest_seen = 'x'"),
    "empty": lambda copy: copy.write_bytes(b""),
}


def lose_the_limit(folder: Path, clock: FakeClock, copy_damage: str = "missing") -> None:
    played_profile(folder, clock, hands=5)
    garble(folder / "limits.sqlite3", "UPDATE personal_limit SET changed_at = X'00'")
    COPY_DAMAGE[copy_damage](folder / "limits-copy.sqlite3")


@pytest.mark.parametrize("copy_damage", COPY_DAMAGE)
def test_file_and_copy_unreadable_means_lost(copy_damage: str, folder: Path, clock: FakeClock) -> None:
    lose_the_limit(folder, clock, copy_damage)
    clock.advance(hours=2)
    profile = open_it(folder, clock)
    try:
        limits = profile.limits
        assert limits is not None
        assert limits.limit_known is False and limits.limit is None
        assert profile.personal_limit() == (None, False)
        assert any("held to the table minimum" in notice for notice in profile.notices)
        # The table holds every bet to its minimum.
        session = Session(RULES, seed=1, balance=profile.ledger.balance, next_bet_id=profile.ledger.next_bet_id,
                          journal=profile.ledger)
        session.set_personal_limit(*profile.personal_limit())
        with pytest.raises(LimitUnavailableError):
            session.deal(RULES.minimum + 1)
        hand = session.deal(RULES.minimum)
        if hand.phase is Phase.DECIDING:
            session.stand()
    finally:
        profile.close()
    # Still lost at the next start: the loss is recorded, not forgotten.
    again = open_it(folder, clock)
    try:
        assert again.personal_limit() == (None, False)
    finally:
        again.close()


def test_a_new_limit_after_a_loss_waits_for_the_next_week(folder: Path, clock: FakeClock) -> None:
    lose_the_limit(folder, clock)
    clock.advance(hours=2)
    lost_at = clock.now
    profile = open_it(folder, clock)
    try:
        limits = profile.limits
        assert limits is not None
        assert not limits.has_pin  # the PIN went with the file
        with pytest.raises(NoPinError):
            limits.change_limit(50, PIN, table_minimum=5, table_maximum=300)
        limits.set_pin(PIN)
        assert limits.lock_until() == next_week_start(lost_at)
        clock.advance(days=1)
        for limit in (5, 50, 300):  # even the smallest limit counts as a raise from the lost one
            with pytest.raises(LimitLockedError):
                limits.change_limit(limit, PIN, table_minimum=5, table_maximum=300)
        with pytest.raises(LimitLockedError):
            limits.change_limit(None, PIN)
        assert profile.personal_limit() == (None, False)
        clock.now = next_week_start(lost_at) - timedelta(seconds=1)
        with pytest.raises(LimitLockedError):
            limits.change_limit(50, PIN, table_minimum=5, table_maximum=300)
        clock.now = next_week_start(lost_at)
        limits.change_limit(50, PIN, table_minimum=5, table_maximum=300)
        assert profile.personal_limit() == (50, True)
    finally:
        profile.close()
    again = open_it(folder, clock)
    try:
        assert again.personal_limit() == (50, True) and again.notices == []
    finally:
        again.close()


def test_turning_the_clock_forward_then_back_does_not_end_a_loss_early(folder: Path, clock: FakeClock) -> None:
    lose_the_limit(folder, clock)
    profile = open_it(folder, clock)
    try:
        limits = profile.limits
        assert limits is not None
        limits.set_pin(PIN)
        clock.now -= timedelta(days=30)
        with pytest.raises(LimitLockedError):
            limits.change_limit(50, PIN, table_minimum=5, table_maximum=300)
    finally:
        profile.close()


# --- the PIN lockout --------------------------------------------------------------------------


def five_wrong(store: LimitStore) -> PinLockedError:
    for left in (4, 3, 2, 1):
        with pytest.raises(WrongPinError) as wrong:
            store.check_pin(WRONG)
        assert wrong.value.tries_left == left
    with pytest.raises(PinLockedError) as locked:
        store.check_pin(WRONG)
    return locked.value


def test_pin_lockouts_escalate_and_a_correct_pin_resets_them(tmp_path: Path, clock: FakeClock) -> None:
    path = tmp_path / "limits.sqlite3"
    with LimitStore(path, clock) as store:
        store.set_pin(PIN)
        for length in (timedelta(minutes=15), timedelta(hours=1), timedelta(hours=24), timedelta(hours=24)):
            locked = five_wrong(store)
            assert locked.until == clock.now + length
            assert store.pin_locked_until() == locked.until
            clock.now = locked.until - timedelta(seconds=1)
            with pytest.raises(PinLockedError):
                store.check_pin(PIN)  # even the right PIN waits
            clock.now = locked.until
            assert store.pin_locked_until() is None
        before_reset = store.pin_state
        assert before_reset.lockouts == 4
    with LimitStore(path, clock) as store:  # the escalation survives a restart
        assert store.pin_state == before_reset
        store.check_pin(PIN)
        assert store.pin_state.failures == 0 and store.pin_state.lockouts == 0
        locked = five_wrong(store)
        assert locked.until == clock.now + timedelta(minutes=15)  # back to the first step


def test_a_locked_pin_refuses_limit_changes_and_survives_a_clock_turned_back(tmp_path: Path,
                                                                           clock: FakeClock) -> None:
    path = tmp_path / "limits.sqlite3"
    with LimitStore(path, clock) as store:
        store.set_pin(PIN)
        until = five_wrong(store).until
        with pytest.raises(PinLockedError):
            store.check_pin(PIN)
        assert store.limit is None
    clock.now = TUESDAY - timedelta(days=3)
    with LimitStore(path, clock) as store:
        assert store.pin_locked_until() == until
