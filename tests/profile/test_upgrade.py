"""Upgrading a Red Dog 1.0 profile (the fixture written by the 1.0 code) to the current files."""

from __future__ import annotations

import contextlib
import json
import random
import shutil
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from reddog_qt.engine import Rules, Session, settle
from reddog_qt.profile import Profile, ProfileTooNewError, ProfileUnavailableError, open_profile
from reddog_qt.profile import ledger as ledger_module
from reddog_qt.profile import limit_file as limit_file_module
from reddog_qt.profile.ledger_schema import LEDGER_VERSION
from reddog_qt.profile.limit_file import LIMITS_SCHEMA
from reddog_qt.profile.limits import LimitStore
from reddog_qt.profile.rows import HandStatus
from reddog_qt.profile.store import SqliteStore

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "profile-1.0"
EXPECTED = json.loads((FIXTURE / "expected.json").read_text())
RULES = Rules.preset("atlantic-city")
#: An hour after the 1.0 profile was last used (Wed 18 Nov 2026), so its weekly lock still holds.
NOW = datetime(2026, 11, 18, 17, 0, tzinfo=UTC)
V1_LIMIT_TABLES = ("personal_limit", "limit_changes", "pin")


class FakeClock:
    def __init__(self, now: datetime = NOW) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def profile_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "profile"
    folder.mkdir()
    for name in ("ledger.sqlite3", "settings.json"):
        shutil.copyfile(FIXTURE / name, folder / name)
    return folder


def open_it(folder: Path, clock: FakeClock | None = None, seed: int = 7) -> Profile:
    return open_profile(folder, clock=clock or FakeClock(), rng=random.Random(seed))


def ledger_facts(path: Path) -> dict[str, object]:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        return {
            "user_version": conn.execute("PRAGMA user_version").fetchone()[0],
            "tables": tables,
            "hand_columns": {r[1] for r in conn.execute("PRAGMA table_info(hands)")},
            "meta": dict(conn.execute("SELECT key, value FROM meta").fetchall()),
            "hands": conn.execute("SELECT * FROM hands ORDER BY bet_id").fetchall(),
        }
    finally:
        conn.close()


def v1_limit_row() -> tuple[object, ...]:
    """The 1.0 file's personal_limit row: limit, changed_at, latest_seen (times parsed)."""
    conn = sqlite3.connect(f"file:{FIXTURE / 'ledger.sqlite3'}?mode=ro", uri=True)
    try:
        limit, changed_at, latest_seen = conn.execute(
            "SELECT limit_credits, changed_at, latest_seen FROM personal_limit").fetchone()
    finally:
        conn.close()
    return limit, datetime.fromisoformat(changed_at), datetime.fromisoformat(latest_seen)


def settled_rows() -> list[list[object]]:
    return [row for row in EXPECTED["hands"] if row[1] == "settled"]


def test_the_fixture_is_a_1_0_profile() -> None:
    facts = ledger_facts(FIXTURE / "ledger.sqlite3")
    assert facts["user_version"] == 0 and facts["meta"]["schema_version"] == 1  # type: ignore[index]
    assert "third_card" in facts["hand_columns"]  # type: ignore[operator]
    assert set(V1_LIMIT_TABLES) <= facts["tables"]  # type: ignore[operator]
    assert EXPECTED["open_wager"] == 50 and len(settled_rows()) == len(EXPECTED["hands"]) - 1


def test_a_1_0_profile_is_upgraded_keeping_everything(profile_dir: Path) -> None:
    ledger_file = profile_dir / "ledger.sqlite3"
    before_hands = ledger_facts(ledger_file)["hands"]
    profile = open_it(profile_dir)
    try:
        ledger = profile.ledger
        # The hand 1.0 left open is finished as a stand with a card drawn now; credits are conserved.
        (recovered,) = profile.recovered_hands
        assert recovered.bet_id == EXPECTED["open_bet_id"] and recovered.status is HandStatus.RECOVERED
        assert [c.code for c in recovered.cards[:2]] == EXPECTED["open_cards"] and len(recovered.cards) == 3
        assert recovered.wager == EXPECTED["open_wager"] and recovered.raised == 0
        assert recovered.net == settle(RULES, [int(c.rank) for c in recovered.cards], recovered.wager, 0)
        assert ledger.balance == EXPECTED["balance"] + EXPECTED["open_wager"] + recovered.net
        assert recovered.balance_after == ledger.balance
        assert ledger.open_hands() == []
        assert any(f"Bet ID {recovered.bet_id}" in notice and "stand" in notice for notice in profile.notices)
        # Every settled hand, as 1.0 recorded it.
        history = {r.bet_id: r for r in ledger.history(limit=None)}
        assert len(history) == len(EXPECTED["hands"])
        for bet_id, _status, cards, _third, wager, raised, net, balance_after in settled_rows():
            record = history[bet_id]
            assert record.status is HandStatus.SETTLED
            assert (" ".join(c.code for c in record.cards), record.wager, record.raised, record.net,
                    record.balance_after) == (cards, wager, raised, net, balance_after)
        assert ledger.next_bet_id == EXPECTED["next_bet_id"]
        assert len(ledger.bankroll_events()) == EXPECTED["bankroll_resets"]
        assert ledger.set_aside_rows() == []
        # The personal limit, its lock and the PIN moved to their own file.
        assert profile.personal_limit() == (EXPECTED["personal_limit"], True)
        limits = profile.limits
        assert limits is not None and limits.path == profile_dir / "limits.sqlite3"
        state = limits.state
        assert state.limit == 200
        assert state.changed_at == datetime.fromisoformat(EXPECTED["limit_changed_at"])
        # 1.0 moved "latest seen" on once more after expected.json noted it (reading the lock touches it).
        assert state.latest_seen == v1_limit_row()[2]
        assert state.latest_seen >= datetime.fromisoformat(EXPECTED["latest_seen"])
        assert limits.lock_until() == datetime.fromisoformat(EXPECTED["lock_until"])
        assert [(c.old_limit, c.new_limit, c.direction) for c in limits.history()] == [(None, 200, "lower")]
        assert limits.pin_state.failures == EXPECTED["pin_failures"]
        limits.check_pin(EXPECTED["pin"])
        assert limits.pin_state.failures == 0
        # The settings.
        settings = profile.settings
        assert (settings.sound, settings.speed, settings.selected_chip, settings.show_odds_coach) == (
            False, 7, 25, True)
    finally:
        profile.close()
    # The ledger file: a copy of the 1.0 file first, then the current format without the hidden card or the limit.
    (backup,) = profile_dir.glob(f"ledger.sqlite3.before-v{LEDGER_VERSION}-*")
    old = ledger_facts(backup)
    assert old["user_version"] == 0 and old["hands"] == before_hands
    assert set(V1_LIMIT_TABLES) <= old["tables"]  # type: ignore[operator]
    new = ledger_facts(ledger_file)
    assert new["user_version"] == LEDGER_VERSION
    assert "third_card" not in new["hand_columns"]  # type: ignore[operator]
    assert not set(V1_LIMIT_TABLES) & new["tables"]  # type: ignore[operator]
    assert "schema_version" not in new["meta"]  # type: ignore[operator]
    # The PIN's hash, as 1.0 stored it (read once the game has let go of the file).
    conn = sqlite3.connect(profile_dir / "limits.sqlite3")
    assert conn.execute("SELECT pin_hash FROM pin").fetchone()[0] == EXPECTED["pin_hash"]
    conn.close()


def snapshot(profile: Profile) -> tuple[object, ...]:
    ledger, limits = profile.ledger, profile.limits
    assert limits is not None
    return (ledger.balance, ledger.next_bet_id, ledger.history(limit=None), ledger.bankroll_events(),
            limits.limit, limits.state.changed_at, limits.history(), limits.has_pin, profile.settings)


def test_opening_again_changes_nothing(profile_dir: Path) -> None:
    clock = FakeClock()
    first = open_it(profile_dir, clock)
    before = snapshot(first)
    first.close()
    files = sorted(p.name for p in profile_dir.iterdir() if not p.name.endswith(("-wal", "-shm")))
    clock.now += timedelta(minutes=5)
    second = open_it(profile_dir, clock, seed=99)
    try:
        assert snapshot(second) == before
        assert second.recovered_hands == [] and second.notices == []
        assert second.ledger.store.upgrade_backup is None and second.ledger.store.found_version == LEDGER_VERSION
    finally:
        second.close()
    assert sorted(p.name for p in profile_dir.iterdir() if not p.name.endswith(("-wal", "-shm"))) == files


def test_a_session_plays_on_from_the_upgraded_profile(profile_dir: Path) -> None:
    profile = open_it(profile_dir)
    try:
        ledger = profile.ledger
        session = Session(RULES, seed=3, balance=ledger.balance, next_bet_id=ledger.next_bet_id, journal=ledger)
        limit, known = profile.personal_limit()
        session.set_personal_limit(limit, known)
        hand = session.deal(200)
        assert hand.bet_id == EXPECTED["next_bet_id"]
        if hand.phase.name == "DECIDING":
            session.stand()
        with pytest.raises(Exception, match="personal bet limit is 200"):
            session.deal(201)
        assert ledger.balance == session.balance
    finally:
        profile.close()


def disk_full(_: sqlite3.Connection) -> None:
    error = sqlite3.OperationalError("database or disk is full")
    error.sqlite_errorcode = 13  # type: ignore[attr-defined]  # SQLITE_FULL
    raise error


def test_an_interrupted_upgrade_is_finished_at_the_next_start(profile_dir: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    ledger_file = profile_dir / "ledger.sqlite3"
    original_hands = ledger_facts(ledger_file)["hands"]
    # The limit file is written first; then the ledger's upgrade fails (the disk filled up).
    monkeypatch.setitem(ledger_module.LEDGER_SCHEMA.upgrade_to, 2, disk_full)
    with pytest.raises(ProfileUnavailableError):
        open_it(profile_dir)
    facts = ledger_facts(ledger_file)
    assert facts["user_version"] == 0 and facts["meta"]["schema_version"] == 1  # type: ignore[index]
    assert facts["hands"] == original_hands and "third_card" in facts["hand_columns"]  # type: ignore[operator]
    assert set(V1_LIMIT_TABLES) <= facts["tables"]  # type: ignore[operator]
    with LimitStore(profile_dir / "limits.sqlite3", clock=FakeClock()) as limits:
        assert limits.limit == 200 and limits.has_pin
    # The lock was let go: the next start can take the profile.
    monkeypatch.undo()
    profile = open_it(profile_dir)
    try:
        (recovered,) = profile.recovered_hands
        assert profile.ledger.balance == EXPECTED["balance"] + EXPECTED["open_wager"] + recovered.net
        assert profile.personal_limit() == (200, True)
        assert profile.limits is not None
        assert profile.limits.state.changed_at == datetime.fromisoformat(EXPECTED["limit_changed_at"])
        assert profile.limits.pin_state.failures == EXPECTED["pin_failures"]  # not imported twice
        assert [c.new_limit for c in profile.limits.history()] == [200]
        profile.limits.check_pin(EXPECTED["pin"])
    finally:
        profile.close()
    new = ledger_facts(ledger_file)
    assert new["user_version"] == LEDGER_VERSION and not set(V1_LIMIT_TABLES) & new["tables"]  # type: ignore[operator]


@pytest.mark.parametrize("limit_file", ["none yet", "made, never filled"])
def test_a_limit_file_the_1_0_rows_cannot_go_into_is_let_go(profile_dir: Path, limit_file: str,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    if limit_file != "none yet":  # as an older version's upgrade cut short left it
        SqliteStore(profile_dir / "limits.sqlite3", LIMITS_SCHEMA).close()
    real_update = limit_file_module.update

    def full_disk_on_the_limit(conn: sqlite3.Connection, table: str, **values: object) -> None:
        if table == "personal_limit" and "limit_credits" in values:
            disk_full(conn)
        real_update(conn, table, **values)

    monkeypatch.setattr(limit_file_module, "update", full_disk_on_the_limit)
    with pytest.raises(ProfileUnavailableError):
        open_it(profile_dir)
    # Refused with nothing changed, and the file is not held: another program (or the next start) can write it.
    with contextlib.closing(sqlite3.connect(profile_dir / "limits.sqlite3", timeout=0.2)) as other:
        other.execute("BEGIN IMMEDIATE")
        other.execute("ROLLBACK")
    assert ledger_facts(profile_dir / "ledger.sqlite3")["user_version"] == 0


def test_an_upgrade_stopped_by_any_error_changes_no_ledger(profile_dir: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    ledger_file = profile_dir / "ledger.sqlite3"
    original_hands = ledger_facts(ledger_file)["hands"]

    def fail(_: sqlite3.Connection) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setitem(ledger_module.LEDGER_SCHEMA.upgrade_to, 2, fail)
    with pytest.raises(OSError):
        open_it(profile_dir)
    assert ledger_facts(ledger_file)["hands"] == original_hands
    monkeypatch.undo()
    profile = open_it(profile_dir)
    try:
        assert profile.personal_limit() == (200, True) and len(profile.recovered_hands) == 1
    finally:
        profile.close()


def made_newer(tmp_path: Path, name: str) -> tuple[Path, bytes]:
    folder = tmp_path / "profile"
    open_it(folder).close()
    target = folder / name
    conn = sqlite3.connect(target)
    conn.execute("PRAGMA journal_mode=DELETE")
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    return folder, target.read_bytes()


def test_a_ledger_of_a_newer_format_is_refused_and_left_alone(tmp_path: Path) -> None:
    folder, before = made_newer(tmp_path, "ledger.sqlite3")
    with pytest.raises(ProfileTooNewError, match="newer version of Red Dog"):
        open_it(folder)
    assert (folder / "ledger.sqlite3").read_bytes() == before
    assert not list(folder.glob("*.bad-*")) and not list(folder.glob("*.before-*"))
    # The refusal let go of the lock and the other files: after the player updates, it opens.
    conn = sqlite3.connect(folder / "ledger.sqlite3")
    conn.execute(f"PRAGMA user_version = {LEDGER_VERSION}")
    conn.close()
    open_it(folder).close()


def test_a_limit_file_of_a_newer_format_is_left_alone_and_fails_closed(tmp_path: Path) -> None:
    folder, before = made_newer(tmp_path, "limits.sqlite3")
    try:
        profile = open_it(folder)
    except ProfileTooNewError:
        pass  # refusing to start is closed too
    else:
        try:
            assert profile.personal_limit() == (None, False)
            assert any("newer version" in notice for notice in profile.notices)
        finally:
            profile.close()
    assert (folder / "limits.sqlite3").read_bytes() == before
    assert not list(folder.glob("limits*.bad-*"))


def test_a_limit_file_of_a_newer_format_raises_too_new(tmp_path: Path) -> None:
    # A limit file of a newer version is not "unreadable for now": the game says to update, as for the ledger.
    folder, before = made_newer(tmp_path, "limits.sqlite3")
    with pytest.raises(ProfileTooNewError, match="newer version of Red Dog"):
        open_it(folder).close()
    assert (folder / "limits.sqlite3").read_bytes() == before


def test_a_1_0_ledger_of_a_newer_format_is_refused(profile_dir: Path) -> None:
    ledger_file = profile_dir / "ledger.sqlite3"
    conn = sqlite3.connect(ledger_file)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    before = ledger_file.read_bytes()
    with pytest.raises(ProfileTooNewError):
        open_it(profile_dir)
    assert ledger_file.read_bytes() == before


@pytest.mark.parametrize("when", ["9999-12-31T23:59:59-05:00", "0001-01-01T00:00:00+05:00"])
def test_a_hand_time_beyond_what_utc_holds_does_not_stop_the_upgrade(profile_dir: Path, when: str) -> None:
    # A hand-edited 1.0 ledger: the upgrade chains every hand, and this time has no UTC form. The chain leaves the
    # row out as it leaves out any row it cannot read; the profile opens with every hand, never a traceback.
    conn = sqlite3.connect(profile_dir / "ledger.sqlite3")
    with conn:
        conn.execute("UPDATE hands SET settled_at = ? WHERE bet_id = ?", (when, settled_rows()[1][0]))
    conn.close()
    profile = open_it(profile_dir)
    try:
        assert len(profile.ledger.history()) == len(EXPECTED["hands"])
    finally:
        profile.close()
