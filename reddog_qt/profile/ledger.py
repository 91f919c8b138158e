"""The player's bank: balance, Bet IDs and hand history in a crash-safe SQLite file.

:class:`Ledger` is the engine's :class:`~reddog_qt.engine.session.Journal`. The
session tells it of every hand *before* its own state moves, and each call is
exactly one transaction (:meth:`SqliteStore.write`) that writes the hand's row
and the balance and next Bet ID together. The balance and the history therefore
never disagree, and a write that fails raises
:class:`~reddog_qt.profile.store.ProfileUnavailableError` with nothing changed,
in the file or in the session.

Interrupted hands
    A spread hand is stored ``open`` with its two cards when dealt (its stake
    left the balance); its third card does not exist yet. If the game stops
    before the decision, :meth:`Ledger.recover` (at start-up, before a session is
    made) finishes it **as a stand**, with a third card from a new sealed shuffle
    of that table's shoe less the two cards shown (revealed at once), paid by
    that table's pay table, in one transaction per hand: credits are never lost
    or paid twice. Seeds still unrevealed were lost with the game: marked ``abandoned``.
    A hand dealt with the player's seed is finished by the next shuffle number, keyed with
    that player seed, from a house seed made at this start: the first shuffle of a new run
    (:mod:`reddog_qt.profile.seals`, which also keeps the chain).

Checked on every start
    The rows added since the last start and every open hand (see
    :mod:`reddog_qt.profile.ledger_checks`); every row again whenever it is read.
    The file's format: :mod:`reddog_qt.profile.ledger_schema`. Its copy:
    :mod:`reddog_qt.profile.ledger_copy`.

No Qt here.
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType

from reddog_qt.engine import FIRST_BET_ID, Card, Hand, HandKind, HandOdds, Phase, Rules, sealed
from reddog_qt.engine.odds import decision as odds_decision
from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP
from reddog_qt.profile import events, ledger_checks, ledger_copy, seals
from reddog_qt.profile.events import BankrollEvent, TableEvent, read_bankroll_event, read_table_event
from reddog_qt.profile.ledger_schema import (
    LEDGER_SCHEMA,
    LIMIT_CHANGE_KEY,
    LIMIT_FILE_KEY,
)
from reddog_qt.profile.notice import Notice
from reddog_qt.profile.paths import ProfileError
from reddog_qt.profile.rows import (
    ABANDONED,
    HandRecord,
    HandStatus,
    LedgerTotals,
    card_codes,
    hand_values,
    odds_values,
    read_hand_row,
    rules_for,
    settle_as_stand,
)
from reddog_qt.profile.store import Clock, SqliteStore, utc_now
from reddog_qt.profile.values import RowProblem, shown_value, whole

logger = logging.getLogger(__name__)

#: The meta key naming a settled hand whose result the player has not seen (the window closed first).
UNSEEN_KEY = "unseen_bet_id"

class Ledger:
    """The bank and hand history of one player, kept in ``path``.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     with Ledger(Path(folder) / "ledger.sqlite3", starting_balance=500) as ledger:
    ...         (ledger.balance, ledger.next_bet_id, ledger.recover())
    (500, 1000001, [])
    """

    def __init__(self, path: Path, starting_balance: int = 1_000, clock: Clock = utc_now,
                 notices: list[str] | None = None, *, exclusive: bool = False, keep_copy: bool = False,
                 existed: bool = False) -> None:
        if not whole(starting_balance) or starting_balance < 0:
            raise ValueError(f"a starting balance is a whole number of credits, not {starting_balance!r}")
        self._starting_balance = starting_balance
        self._clock = clock
        #: What the player should be told about the file (damage repaired, rows set aside...), at the
        #: start and whenever a damaged row turns up later; ``notices`` names a list to add them to.
        self.notices: list[str] = notices if notices is not None else []
        #: Set when the ledger was put back from its copy at this start.
        self.restored_from_copy = False
        self._restored_over: Path | None = None
        self._exclusive = exclusive
        path = Path(path)
        if keep_copy:
            self._tell(ledger_copy.check_before_opening(path, existed, starting_balance, clock))
        self._store = self._open_store(path)
        if keep_copy:
            restored = ledger_copy.restore_if_lost(self._store, clock)
            if restored is not None:
                self._tell(restored[0])
                self._restored_over = restored[1]
                self._store = self._open_store(path)
        #: This run's shuffles (their seeds in memory), the player seed and the chain (:mod:`reddog_qt.profile.seals`).
        self.seals = seals.LedgerSeals(self._store)
        #: ``ledger-copy.sqlite3``, kept in step and put back when the ledger is lost (see :mod:`.ledger_copy`).
        self._copy = ledger_copy.LedgerCopy(self._store) if keep_copy else None
        try:
            if self._copy is not None:
                self._store.follower = self._copy
                self._copy.follow()
            self._settle_in()
        except BaseException:
            self.close()
            raise

    def _open_store(self, path: Path) -> SqliteStore:
        # The opening balance goes in with the tables: a file killed while it was being made is new again.
        # Every page is checked at opening while the file is small; SQLite checkpoints its -wal now and then
        # (the copy holds what a lost -wal would take).
        return SqliteStore(path, LEDGER_SCHEMA, self._clock, seed=self._fill_new_meta, exclusive=self._exclusive,
                           checkpoint_each_commit=False, check_pages_below=ledger_copy.SMALL_LEDGER)

    def _tell(self, notice: Notice | None) -> bool:
        if notice is None:
            return False
        self.notices.append(notice)
        self.restored_from_copy = self.restored_from_copy or notice.code.startswith("ledger_restored")
        return True

    # --- opening ----------------------------------------------------------------

    @property
    def path(self) -> Path:
        """The ledger file."""
        return self._store.path

    @property
    def store(self) -> SqliteStore:
        """The file's owner (its format, whether it was set aside or upgraded)."""
        return self._store

    @property
    def recovered_from(self) -> Path | None:
        """Where a damaged ledger was set aside when this one was opened (and its copy put back), else None."""
        return self._store.set_aside or self._restored_over

    def _settle_in(self) -> None:
        """Fill in a new file, and check every stored value of an existing one."""
        store = self._store
        with store.write("the ledger's check") as conn:
            if store.created:
                self._fill_new_meta(conn)
            ledger_checks.check_rows(conn, self._now(), self.notices)
            ledger_checks.check_meta(conn, self._starting_balance, self.notices)
            seals.check_meta(conn)
        if store.set_aside is not None:
            self.notices.append(Notice(
                QT_TRANSLATE_NOOP("Notice", "Your ledger file was damaged (%1); it was kept as %2 and a fresh "
                                            "bankroll of %Ln credit(s) started."), "ledger_set_aside",
                bankroll=self._starting_balance, damage=store.damage, file=store.set_aside.name))

    def _fill_new_meta(self, conn: sqlite3.Connection) -> None:
        conn.executemany("INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)",
                         [("balance", self._starting_balance), ("next_bet_id", FIRST_BET_ID),
                          ("created_at", self._now())])
        seals.fill_meta(conn)

    # --- plumbing ----------------------------------------------------------------

    def _now(self) -> str:
        moment = self._clock()
        if moment.tzinfo is None or moment.utcoffset() is None:
            raise ValueError("the ledger's clock must give timezone-aware times")
        return moment.astimezone(UTC).isoformat()

    def _meta_int(self, key: str) -> int:
        rows = self._store.read("SELECT value FROM meta WHERE key = ?", (key,))
        value = rows[0][0] if rows else None
        if not whole(value):
            raise ProfileError(ledger_checks.LOST[key], f"ledger_lost_{key}")
        return value

    @staticmethod
    def _set_meta(conn: sqlite3.Connection, balance: int, bet_id: int | None = None) -> None:
        conn.execute("UPDATE meta SET value = ? WHERE key = 'balance'", (balance,))
        if bet_id is not None:
            conn.execute("UPDATE meta SET value = max(value, ?) WHERE key = 'next_bet_id'", (bet_id + 1,))

    # --- queries -----------------------------------------------------------------

    @property
    def balance(self) -> int:
        """Credits the player holds, not counting a stake on an open hand."""
        return self._meta_int("balance")

    @property
    def next_bet_id(self) -> int:
        """The Bet ID the next hand will get (starts at the engine's ``FIRST_BET_ID``)."""
        return self._meta_int("next_bet_id")

    def history(self, limit: int | None = 100) -> list[HandRecord]:
        """Recorded hands, newest first (at most ``limit``; None for all)."""
        rows = self._store.read("SELECT * FROM hands ORDER BY bet_id DESC LIMIT ?", (-1 if limit is None else limit,))
        return self._records(rows)

    def hand(self, bet_id: int) -> HandRecord | None:
        """The record of one Bet ID, or None."""
        records = self._records(self._store.read("SELECT * FROM hands WHERE bet_id = ?", (bet_id,)))
        return records[0] if records else None

    def _records(self, rows: list[sqlite3.Row]) -> list[HandRecord]:
        """Records of rows, each checked in full; a damaged row is set aside (with a notice), never raised."""
        records = []
        damaged: list[tuple[dict[str, object], str]] = []
        for row in rows:
            try:
                records.append(read_hand_row(row))
            except RowProblem as why:
                damaged.append((dict(zip(row.keys(), tuple(row), strict=True)), str(why)))
        if damaged:
            try:
                with self._store.write("a damaged hand set aside") as conn:
                    for values, problem in damaged:
                        ledger_checks.set_row_aside(conn, self._now(), self.notices, "hands", "bet_id", values, problem,
                                                    key=values.get("bet_id"))
            except ProfileError as failure:  # shown without them this time; set aside on a later read
                logger.warning("Damaged hand rows could not be set aside: %s", failure)
        return records

    def totals(self) -> LedgerTotals:
        """Hands finished, total wagered (with raises) and net result, over the whole history."""
        (row,) = self._store.read(
            "SELECT count(*), coalesce(sum(wager + raised), 0), coalesce(sum(net), 0) "
            "FROM hands WHERE status != 'open'")
        return LedgerTotals(hands=row[0], wagered=row[1], net=row[2])

    def bankroll_events(self) -> list[BankrollEvent]:
        """Every new game, oldest first."""
        rows = self._store.read("SELECT time, balance, previous_balance, next_bet_id FROM bankroll_events ORDER BY id")
        found = []
        for row in rows:
            with contextlib.suppress(RowProblem):  # set aside at the next start
                found.append(read_bankroll_event(row))
        return found

    def table_events(self) -> list[TableEvent]:
        """Every session start and table change, oldest first (a row damaged since the start is skipped)."""
        rows = self._store.read("SELECT * FROM table_events ORDER BY id")
        found = []
        for row in rows:
            with contextlib.suppress(RowProblem):
                found.append(read_table_event(row))
        return found

    def session_started(self, rules: Rules) -> None:
        """A session begins at the table ``rules``."""
        with self._store.write("the start of your session") as conn:
            events.insert_table_event(conn, self._now(), "session", rules)

    def table_changed(self, rules: Rules) -> None:
        """The player moved to the table (or limit tier) ``rules``."""
        with self._store.write("the change of table") as conn:
            events.insert_table_event(conn, self._now(), "table", rules)

    def note_limit_file(self) -> None:
        """Remember that this profile keeps its personal limit in its own file (a later loss of it then shows)."""
        if self._store.read("SELECT 1 FROM meta WHERE key = ?", (LIMIT_FILE_KEY,)):
            return
        with self._store.write("the personal-limit file's record") as conn:
            conn.execute("INSERT OR IGNORE INTO meta (key, value) VALUES (?, 1)", (LIMIT_FILE_KEY,))

    def mirror_break(self, until: datetime) -> None:
        """Keep a copy of the end of a break (the limit file holds the break itself)."""
        self._mirror_later(events.BREAK_KEY, until, "your break")

    def mirrored_break(self) -> datetime | None:
        """The end of the latest break taken, as copied here, or None."""
        return self._mirrored(events.BREAK_KEY)

    def mirror_limit_change(self, changed_at: datetime) -> None:
        """Remember when the personal limit last changed, if later than remembered (an older limit file shows)."""
        self._mirror_later(LIMIT_CHANGE_KEY, changed_at, "your limit's change")

    def mirrored_limit_change(self) -> datetime | None:
        """When the personal limit last changed (or was lost), as remembered here, or None."""
        return self._mirrored(LIMIT_CHANGE_KEY)

    def _mirror_later(self, key: str, moment: datetime, what: str) -> None:
        """Keep ``moment`` under ``key`` of the meta table unless a later one is kept there already."""
        with self._store.write(what) as conn:
            current = conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
            known = events.mirrored_break(current[0] if current else None)
            if known is None or moment > known:
                conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
                             (key, moment.astimezone(UTC).isoformat()))

    def _mirrored(self, key: str) -> datetime | None:
        rows = self._store.read("SELECT value FROM meta WHERE key = ?", (key,))
        return events.mirrored_break(rows[0][0] if rows else None)

    def result_unseen(self, bet_id: int) -> None:
        """The window closed before the result of the settled hand ``bet_id`` was shown: show it next time."""
        with self._store.write("the hand to show at the next start") as conn:
            conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (UNSEEN_KEY, bet_id))

    def take_unseen_result(self) -> HandRecord | None:
        """The finished hand whose result the player has not seen yet, once (None if there is none)."""
        rows = self._store.read("SELECT value FROM meta WHERE key = ?", (UNSEEN_KEY,))
        if not rows:
            return None
        with self._store.write("the hand shown at the start") as conn:
            conn.execute("DELETE FROM meta WHERE key = ?", (UNSEEN_KEY,))
        record = self.hand(rows[0][0]) if whole(rows[0][0]) else None
        return record if record is not None and record.status is not HandStatus.OPEN else None

    def set_aside_rows(self) -> list[tuple[str, str, str]]:
        """Rows set aside as damaged: (table, reason, values as text), oldest first."""
        rows = self._store.read("SELECT table_name, reason, row_values FROM set_aside_rows ORDER BY id")
        return [(str(r[0]), str(r[1]), str(r[2])) for r in rows]

    # --- the Journal -------------------------------------------------------------

    def hand_opened(self, hand: Hand, balance: int) -> None:
        """Record a spread hand waiting for the decision; its stake has left ``balance``."""
        if hand.kind is not HandKind.SPREAD or len(hand.cards) != 2 or hand.phase is not Phase.DECIDING:
            raise ValueError(f"Bet ID {hand.bet_id} is not a spread hand waiting for a decision")
        if not whole(balance) or balance < 0:
            raise ValueError(f"a balance is a whole number of credits, not {balance!r}")
        with self._store.write(f"Bet ID {hand.bet_id}") as conn:
            self._warn_if_drifted(conn, balance + hand.wager, hand.bet_id)
            if conn.execute("SELECT 1 FROM hands WHERE bet_id = ?", (hand.bet_id,)).fetchone():
                raise ProfileError(QT_TRANSLATE_NOOP("ProfileError", "Bet ID %1 is already in your ledger; the "
                                                                     "hand was not dealt."),
                                   "bet_id_taken", bet_id=str(hand.bet_id))
            _insert(conn, {**hand_values(hand), **self.seals.shuffle_recorded(conn, hand),
                           "status": HandStatus.OPEN.value, "opened_at": self._now()})
            self._set_meta(conn, balance, hand.bet_id)

    def hand_settled(self, hand: Hand) -> None:
        """Record a finished hand and its payout; the balance becomes ``hand.balance_after``."""
        if hand.net is None or hand.balance_after is None or hand.phase is not Phase.SETTLED:
            raise ValueError(f"Bet ID {hand.bet_id} is not settled")
        with self._store.write(f"Bet ID {hand.bet_id}") as conn:
            row = conn.execute("SELECT status FROM hands WHERE bet_id = ?", (hand.bet_id,)).fetchone()
            now = self._now()
            values = {**hand_values(hand), **self.seals.shuffle_recorded(conn, hand),
                      "status": HandStatus.SETTLED.value, "settled_at": now}
            if row is None:
                self._warn_if_drifted(conn, hand.balance_after - hand.net, hand.bet_id)
                _insert(conn, {**values, "opened_at": now})
            elif row[0] == HandStatus.OPEN.value:
                _update(conn, hand.bet_id, values)
            else:
                raise ProfileError(QT_TRANSLATE_NOOP("ProfileError", "Bet ID %1 was already paid; it was not paid "
                                                                     "again."), "bet_id_paid", bet_id=str(hand.bet_id))
            if hand.seal is not None and hand.seed is not None:
                _reveal(conn, hand.seal, hand.seed)
            seals.chain_hand(conn, hand.bet_id)
            self._set_meta(conn, hand.balance_after, hand.bet_id)

    def shuffle_revealed(self, seal: str, seed: str) -> None:
        """Reveal the seed of the sealed shuffle ``seal`` in every hand dealt from it (its shoe was left)."""
        with self._store.write("the seed of a shuffle") as conn:
            _reveal(conn, seal, seed)

    def bankroll_reset(self, balance: int) -> None:
        """A new game: the balance becomes ``balance``, and the event is kept."""
        if not whole(balance) or balance < 0:
            raise ValueError(f"a bankroll is a whole number of credits, not {balance!r}")
        with self._store.write("the new game") as conn:
            previous = conn.execute("SELECT value FROM meta WHERE key = 'balance'").fetchone()[0]
            next_bet_id = conn.execute("SELECT value FROM meta WHERE key = 'next_bet_id'").fetchone()[0]
            conn.execute("INSERT INTO bankroll_events (time, balance, previous_balance, next_bet_id) "
                         "VALUES (?, ?, ?, ?)", (self._now(), balance, previous, next_bet_id))
            self._set_meta(conn, balance)

    def _warn_if_drifted(self, conn: sqlite3.Connection, before: int, bet_id: int) -> None:
        """Log (and accept) a session whose balance differs from the ledger's: the session is in charge."""
        recorded = conn.execute("SELECT value FROM meta WHERE key = 'balance'").fetchone()[0]
        if recorded != before:
            logger.warning("Bet ID %d was played from a balance of %s, but the ledger held %s; "
                           "the ledger follows the table.", bet_id, f"{before:,}", shown_value(recorded))

    # --- crash recovery --------------------------------------------------------------

    def open_hands(self) -> list[HandRecord]:
        """Hands still waiting for a decision (after a crash: the ones :meth:`recover` will finish)."""
        return self._records(self._store.read("SELECT * FROM hands WHERE status = 'open' ORDER BY bet_id"))

    def recover(self, draw: seals.ThirdCardDraw | None = None,
                lookup: Callable[[str], Rules] | None = None) -> list[HandRecord]:
        """Finish every interrupted hand as a stand (see the module docstring); returns them, oldest first.

        ``draw`` gives each hand its third card (by default uniformly from the full shoe of
        its table less the two cards shown); ``lookup`` finds a table's rules by name (the
        presets by default). Call it at start-up, before a session is made. A second call
        finds nothing to do.
        """
        draw = draw if draw is not None else seals.draw_from_full_shoe()
        # Seeds not revealed when the game stopped are gone: those shuffles are abandoned, never opened late.
        if self._store.read("SELECT 1 FROM hands WHERE seal IS NOT NULL AND seed IS NULL LIMIT 1"):
            with self._store.write("the shuffles the game left unrevealed") as conn:
                conn.execute("UPDATE hands SET seed = ? WHERE seal IS NOT NULL AND seed IS NULL", (ABANDONED,))
        finished: list[HandRecord] = []
        for record in self.open_hands():
            rules = rules_for(record.rules_name, lookup)
            odds = _recovery_odds(rules, record.cards, record.wager)
            with self._store.write(f"the interrupted Bet ID {record.bet_id}") as conn:
                row = conn.execute("SELECT wager FROM hands WHERE bet_id = ? AND status = 'open'",
                                   (record.bet_id,)).fetchone()
                if row is None:
                    continue
                if record.player_seed is not None:  # a shuffle sealed now, keyed with the hand's player seed
                    third, finish = self.seals.finish_shuffle(conn, record.decks or rules.decks, record.cards,
                                                         record.player_seed)
                else:
                    third, seed = draw(rules, record.cards)
                    finish = {"finish_seal": sealed.fingerprint(seed) if record.seal else None,
                              "finish_seed": seed.hex() if record.seal else None}
                cards = (*record.cards, third)
                net = settle_as_stand(rules, cards, record.wager)
                balance = conn.execute("SELECT value FROM meta WHERE key = 'balance'").fetchone()[0]
                balance += record.wager + net
                _update(conn, record.bet_id, {
                    "status": HandStatus.RECOVERED.value, "settled_at": self._now(), "cards": card_codes(cards),
                    "raised": 0, "net": net, "balance_after": balance, "decision": "stand",
                    **dict(zip(("max_raise", "ev_stand", "ev_raise"), odds_values(odds), strict=True)), **finish})
                seals.chain_hand(conn, record.bet_id)
                self._set_meta(conn, balance, record.bet_id)
            done = self.hand(record.bet_id)
            assert done is not None
            finished.append(done)
            logger.warning("Bet ID %d was interrupted before the decision; finished as a stand: %s. "
                           "Net %+d, balance %s.", record.bet_id, card_codes(cards), net, f"{balance:,}")
        return finished

    # --- closing -------------------------------------------------------------------

    def close(self) -> None:
        """Close the file and its copy, once a copy under way is made (again is harmless)."""
        if self._copy is not None:
            self._copy.close()
        self._store.close()

    @property
    def closed(self) -> bool:
        """True once :meth:`close` has been called."""
        return self._store.closed

    def __enter__(self) -> Ledger:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()


def _insert(conn: sqlite3.Connection, values: dict[str, object]) -> None:
    conn.execute(f"INSERT INTO hands ({', '.join(values)}) VALUES ({', '.join('?' * len(values))})",
                 tuple(values.values()))


def _update(conn: sqlite3.Connection, bet_id: int, values: dict[str, object]) -> None:
    conn.execute(f"UPDATE hands SET {', '.join(f'{name} = ?' for name in values)} WHERE bet_id = ?",
                 (*values.values(), bet_id))


def _reveal(conn: sqlite3.Connection, seal: str, seed: str) -> None:
    """Write ``seed`` into every hand of the shuffle ``seal`` (only the seed of that seal: checked here)."""
    if sealed.fingerprint(bytes.fromhex(seed)) != seal:
        raise ValueError("a seed is revealed only for its own seal")
    conn.execute("UPDATE hands SET seed = ? WHERE seal = ? AND seed IS NULL", (seed, seal))


def _recovery_odds(rules: Rules, shown: tuple[Card, ...], wager: int) -> HandOdds:
    """The odds of an interrupted hand finished as a stand: its third card comes from a full shoe less the two shown.

    No raise was possible then, so the stand was the only play and gave nothing away.
    """
    counts = dict.fromkeys(range(2, 15), 4 * rules.decks)
    for card in shown:
        counts[int(card.rank)] -= 1
    odds = odds_decision(rules, counts, int(shown[0].rank), int(shown[1].rank), wager)
    return HandOdds(odds.ev_stand, odds.ev_stand, 0)


__all__ = ["Ledger"]
