"""The player's bank: balance, Bet IDs and hand history in a crash-safe SQLite file. :class:`Ledger` is the engine's
:class:`~reddog_qt.engine.session.Journal`: told of every hand *before* the session's state moves, it writes the
hand with the balance and next Bet ID in one transaction, or raises :class:`~.sqlite_file.ProfileUnavailableError`
with nothing changed. No Qt here.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import TypeVar

from reddog_qt.engine import FIRST_BET_ID, Card, Hand, HandKind, HandOdds, Phase, Rules, sealed
from reddog_qt.engine.odds import decision as odds_decision
from reddog_qt.engine.odds import fresh_counts
from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP
from reddog_qt.profile import ledger_checks, ledger_copy, rows, seals
from reddog_qt.profile.events import BankrollEvent, TableEvent, read_bankroll_event, read_table_event
from reddog_qt.profile.figures import Figures
from reddog_qt.profile.ledger_schema import BREAK_KEY, LEDGER_SCHEMA, LIMIT_CHANGE_KEY, LIMIT_FILE_KEY
from reddog_qt.profile.notice import Notice
from reddog_qt.profile.paths import ProfileError
from reddog_qt.profile.rows import HandRecord, HandStatus
from reddog_qt.profile.store import Clock, SqliteStore, utc_now
from reddog_qt.profile.values import Row, RowProblem, meta_value, parse_time, shown_value, whole

logger = logging.getLogger(__name__)

#: The meta key naming a settled hand whose result the player has not seen (the window closed first).
UNSEEN_KEY = "unseen_bet_id"
#: Why a hand is refused when its Bet ID is in the ledger already: dealt twice, or paid twice.
_TAKEN = (QT_TRANSLATE_NOOP("ProfileError", "Bet ID %1 is already in your ledger; the hand was not dealt."),
          "bet_id_taken")
_PAID = (QT_TRANSLATE_NOOP("ProfileError", "Bet ID %1 was already paid; it was not paid again."), "bet_id_paid")
#: The refusal when the balance or next Bet ID has gone while the game runs (the next start rebuilds it).
_LOST = {"balance": QT_TRANSLATE_NOOP("ProfileError", "Your ledger has lost its balance; restart Red Dog to "
                                                      "repair it."),
         "next_bet_id": QT_TRANSLATE_NOOP("ProfileError", "Your ledger has lost its next bet id; restart Red Dog to "
                                                          "repair it.")}
#: What a write of each mirrored time is called when it fails.
_MIRRORED = {BREAK_KEY: "your break", LIMIT_CHANGE_KEY: "your limit's change"}
E = TypeVar("E")


class Ledger:
    """The bank and hand history of one player, kept in ``path``; ``notices`` collects what the player is told.
    ``keep_copy`` keeps ``ledger-copy.sqlite3`` in step and puts it back when the ledger is lost; ``existed`` says
    the profile had a ledger before (a missing one was lost).

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
        self._starting_balance, self._clock, self._exclusive = starting_balance, clock, exclusive
        self.notices: list[str] = notices if notices is not None else []
        self.path = path = Path(path)
        if keep_copy and (told := ledger_copy.check_before_opening(path, existed, starting_balance, clock)):
            self.notices.append(told)
        self.store = self._open_store()
        restored = ledger_copy.restore_if_lost(self.store, clock) if keep_copy else None
        if restored is not None:
            self.notices.append(restored[0])
            self.store = self._open_store()
        #: This run's shuffles (their seeds in memory), the player seed and the chain.
        self.seals = seals.LedgerSeals(self.store)
        #: Where a damaged ledger was set aside when this one was opened (and its copy put back), else None.
        self.recovered_from = self.store.set_aside or (restored[1] if restored else None)
        self._copy = ledger_copy.LedgerCopy(self.store) if keep_copy else None
        try:
            if self._copy is not None:
                self.store.follower = self._copy
                self._copy.follow()
            with self.store.write("the ledger's check") as conn:
                ledger_checks.check_rows(conn, self._now(), self.notices)
                ledger_checks.check_meta(conn, starting_balance, self.notices)
                seals.check_meta(conn)
        except BaseException:
            self.close()
            raise
        if self.store.set_aside is not None:
            self.notices.append(Notice(
                QT_TRANSLATE_NOOP("Notice", "Your ledger file was damaged (%1); it was kept as %2 and a fresh "
                                            "bankroll of %Ln credit(s) started."), "ledger_set_aside",
                bankroll=starting_balance, damage=self.store.damage, file=self.store.set_aside.name))

    def _open_store(self) -> SqliteStore:
        # The opening balance goes in with the tables: a file killed while it was being made is new again. The
        # -wal is checkpointed now and then only: the copy holds what a lost -wal would take.
        return SqliteStore(self.path, LEDGER_SCHEMA, self._clock, seed=self._fill_new_meta, exclusive=self._exclusive,
                           checkpoint_each_commit=False, check_pages_below=ledger_copy.SMALL_LEDGER)

    def _fill_new_meta(self, conn: sqlite3.Connection) -> None:
        conn.executemany("INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)", [
            ("balance", self._starting_balance), ("next_bet_id", FIRST_BET_ID), ("created_at", self._now())])
        seals.fill_meta(conn)

    def _now(self) -> str:
        moment = self._clock()
        if moment.tzinfo is None or moment.utcoffset() is None:
            raise ValueError("the ledger's clock must give timezone-aware times")
        return moment.astimezone(UTC).isoformat()

    def _meta(self, key: str) -> object:
        found = self.store.read("SELECT value FROM meta WHERE key = ?", (key,))
        return found[0][0] if found else None

    def _set_meta(self, key: str, value: object, what: str) -> None:
        """Keep ``value`` under ``key`` (None: remove it), in a transaction of its own."""
        with self.store.write(what) as conn:
            conn.execute("DELETE FROM meta WHERE key = ?", (key,))
            if value is not None:
                conn.execute("INSERT INTO meta (key, value) VALUES (?, ?)", (key, value))

    def _meta_int(self, key: str) -> int:
        value = self._meta(key)
        if not whole(value):
            raise ProfileError(_LOST[key], f"ledger_lost_{key}")
        return value

    @property
    def balance(self) -> int:
        """Credits the player holds, not counting a stake on an open hand."""
        return self._meta_int("balance")

    @property
    def next_bet_id(self) -> int:
        return self._meta_int("next_bet_id")

    def history(self, limit: int | None = 100) -> list[HandRecord]:
        """Recorded hands, newest first (at most ``limit``; None for all)."""
        return self._read("hands", rows.read_hand_row, "ORDER BY bet_id DESC LIMIT ?", -1 if limit is None else limit)

    def hand(self, bet_id: int) -> HandRecord | None:
        return next(iter(self._read("hands", rows.read_hand_row, "WHERE bet_id = ?", bet_id)), None)

    def open_hands(self) -> list[HandRecord]:
        """Hands still waiting for a decision (after a crash: the ones :meth:`recover` finishes)."""
        return self._read("hands", rows.read_hand_row, "WHERE status = 'open' ORDER BY bet_id")

    def bankroll_events(self) -> list[BankrollEvent]:
        return self._read("bankroll_events", read_bankroll_event, "ORDER BY id")

    def table_events(self) -> list[TableEvent]:
        return self._read("table_events", read_table_event, "ORDER BY id")

    def _read(self, table: str, read: Callable[[Row], E], where: str, *parameters: object) -> list[E]:
        """The rows of ``table`` ``where`` picks, each checked in full; a damaged row is set aside (with a notice)."""
        found, damaged = [], []
        for row in self.store.read(f"SELECT * FROM {table} {where}", parameters):
            try:
                found.append(read(row))
            except RowProblem as why:
                damaged.append((dict(row), str(why)))
        if damaged:
            told: list[str] = []  # the player is told once they are set aside, not before the commit
            try:
                with self.store.write("a damaged row of your history set aside") as conn:
                    for values, problem in damaged:
                        ledger_checks.set_row_aside(conn, self._now(), told, table, values, problem)
                self.notices.extend(told)
            except ProfileError as failure:  # shown without them this time; set aside on a later read
                logger.warning("Damaged %s rows could not be set aside: %s", table, failure)
        return found

    def totals(self) -> Figures:
        """The figures of every finished hand (settled or recovered) of the history."""
        (row,) = self.store.read("SELECT count(*), coalesce(sum(net), 0), coalesce(sum(wager + raised), 0), "
                                 "max(coalesce(max(net), 0), 0), count(CASE WHEN net > 0 THEN 1 END), "
                                 "count(CASE WHEN net = 0 THEN 1 END), count(CASE WHEN net < 0 THEN 1 END) "
                                 "FROM hands WHERE status != 'open'")
        return Figures(*row)

    def set_aside_rows(self) -> list[tuple[str, str, str]]:
        """Rows set aside as damaged: (table, reason, values as text), oldest first."""
        return [(str(r[0]), str(r[1]), str(r[2]))
                for r in self.store.read("SELECT table_name, reason, row_values FROM set_aside_rows ORDER BY id")]

    def session_started(self, rules: Rules) -> None:
        self._table_event("session", rules, "the start of your session")

    def table_changed(self, rules: Rules) -> None:
        self._table_event("table", rules, "the change of table")

    def _table_event(self, kind: str, rules: Rules, what: str) -> None:
        with self.store.write(what) as conn:  # placed before the next Bet ID
            conn.execute("INSERT INTO table_events (time, kind, rules_name, minimum, maximum, next_bet_id) "
                         "VALUES (?, ?, ?, ?, ?, ?)", (self._now(), kind, rules.name, rules.minimum, rules.maximum,
                                                       meta_value(conn, "next_bet_id")))

    def note_limit_file(self) -> None:
        """Remember that this profile keeps its personal limit in its own file (a later loss of it then shows)."""
        if self._meta(LIMIT_FILE_KEY) is None:
            self._set_meta(LIMIT_FILE_KEY, 1, "the personal-limit file's record")

    # The limit file's latest break (BREAK_KEY) and limit change (LIMIT_CHANGE_KEY) are kept here too, so that a
    # limit file put back from an older copy shows.
    def mirrored(self, key: str) -> datetime | None:
        """The time kept under ``key``; None if there is none (or it cannot be read)."""
        try:
            return None if (value := self._meta(key)) is None else parse_time(value)
        except (ValueError, TypeError, OverflowError):
            return None

    def mirror(self, key: str, moment: datetime) -> None:
        """Keep ``moment`` under ``key`` if it is later than the time kept (only this process writes the file)."""
        if (known := self.mirrored(key)) is None or moment > known:
            self._set_meta(key, moment.astimezone(UTC).isoformat(), _MIRRORED[key])

    def mirrored_limit_change(self) -> datetime | None:  # limits.ChangeWitness
        return self.mirrored(LIMIT_CHANGE_KEY)

    def mirror_limit_change(self, changed_at: datetime) -> None:
        self.mirror(LIMIT_CHANGE_KEY, changed_at)

    def result_unseen(self, bet_id: int) -> None:
        """The window closed before the result of the settled hand ``bet_id`` was shown: show it next time."""
        self._set_meta(UNSEEN_KEY, bet_id, "the hand to show at the next start")

    def take_unseen_result(self) -> HandRecord | None:
        """The finished hand whose result the player has not seen yet, once (None if there is none)."""
        if (bet_id := self._meta(UNSEEN_KEY)) is None:
            return None
        self._set_meta(UNSEEN_KEY, None, "the hand shown at the start")
        record = self.hand(bet_id) if whole(bet_id) else None
        return record if record is not None and record.status is not HandStatus.OPEN else None

    def hand_opened(self, hand: Hand, balance: int) -> None:
        """Record a spread hand waiting for the decision; its stake has left ``balance``."""
        if hand.kind is not HandKind.SPREAD or len(hand.cards) != 2 or hand.phase is not Phase.DECIDING:
            raise ValueError(f"Bet ID {hand.bet_id} is not a spread hand waiting for a decision")
        if not whole(balance) or balance < 0:
            raise ValueError(f"a balance is a whole number of credits, not {balance!r}")
        self._record(hand, HandStatus.OPEN, balance, balance + hand.wager)

    def hand_settled(self, hand: Hand) -> None:
        """Record a finished hand and its payout; the balance becomes ``hand.balance_after``."""
        if hand.net is None or hand.balance_after is None or hand.phase is not Phase.SETTLED:
            raise ValueError(f"Bet ID {hand.bet_id} is not settled")
        self._record(hand, HandStatus.SETTLED, hand.balance_after, hand.balance_after - hand.net)

    def _record(self, hand: Hand, status: HandStatus, balance: int, before: int) -> None:
        """One transaction: the hand's row (new, or its open row settled), its shuffle's share and the balance."""
        with self.store.write(f"Bet ID {hand.bet_id}") as conn:
            row = conn.execute("SELECT status FROM hands WHERE bet_id = ?", (hand.bet_id,)).fetchone()
            if row is not None and (status is HandStatus.OPEN or row[0] != HandStatus.OPEN.value):
                raise ProfileError(*(_TAKEN if status is HandStatus.OPEN else _PAID), bet_id=str(hand.bet_id))
            if row is None and (held := meta_value(conn, "balance")) != before:  # the session is in charge
                logger.warning("Bet ID %d was played from a balance of %s, but the ledger held %s; the ledger "
                               "follows the table.", hand.bet_id, f"{before:,}", shown_value(held))
            now = self._now()
            values = {**rows.hand_values(hand), **self.seals.shuffle_recorded(conn, hand), "status": status.value,
                      "settled_at": None if status is HandStatus.OPEN else now}
            if row is None:
                values["opened_at"] = now
            _write_hand(conn, hand.bet_id, values, balance, new=row is None)
            if hand.seal is not None and hand.seed is not None:  # the hand that ends its shuffle opens the seal
                _reveal(conn, hand.seal, hand.seed)

    def shuffle_revealed(self, seal: str, seed: str) -> None:
        """Reveal the seed of the sealed shuffle ``seal`` in every hand dealt from it (its shoe was left)."""
        with self.store.write("the seed of a shuffle") as conn:
            _reveal(conn, seal, seed)

    def bankroll_reset(self, balance: int) -> None:
        """A new game: the balance becomes ``balance``, and the event is kept."""
        if not whole(balance) or balance < 0:
            raise ValueError(f"a bankroll is a whole number of credits, not {balance!r}")
        with self.store.write("the new game") as conn:
            conn.execute("INSERT INTO bankroll_events (time, balance, previous_balance, next_bet_id) "
                         "VALUES (?, ?, ?, ?)", (self._now(), balance, meta_value(conn, "balance"),
                                                 meta_value(conn, "next_bet_id")))
            conn.execute("UPDATE meta SET value = ? WHERE key = 'balance'", (balance,))

    def recover(self, draw: seals.ThirdCardDraw | None = None,
                lookup: Callable[[str], Rules] | None = None) -> list[HandRecord]:
        """Finish every hand a crash left open as a stand, one transaction each; returns them, oldest first.
        ``draw`` gives a hand dealt without a player seed its third card; ``lookup`` finds a table's rules by name."""
        draw = draw if draw is not None else seals.draw_from_full_shoe()
        # Seeds not revealed when the game stopped are gone: those shuffles are abandoned, never opened late.
        if self.store.read("SELECT 1 FROM hands WHERE seal IS NOT NULL AND seed IS NULL LIMIT 1"):
            with self.store.write("the shuffles the game left unrevealed") as conn:
                conn.execute("UPDATE hands SET seed = ? WHERE seal IS NOT NULL AND seed IS NULL", (rows.ABANDONED,))
        finished = []
        for record in self.open_hands():
            rules = rows.rules_for(record.rules_name, lookup)
            odds = _stand_odds(rules, record.cards, record.wager)
            with self.store.write(f"the interrupted Bet ID {record.bet_id}") as conn:
                if conn.execute("SELECT 1 FROM hands WHERE bet_id = ? AND status = 'open'",
                                (record.bet_id,)).fetchone() is None:
                    continue
                if record.player_seed is not None:  # a shuffle sealed now, keyed with the hand's player seed
                    third, finish = self.seals.finish_shuffle(conn, record.decks or rules.decks, record.cards,
                                                              record.player_seed)
                else:
                    third, seed = draw(rules, record.cards)  # its seed revealed now, for a sealed hand
                    finish = {"finish_seal": sealed.fingerprint(seed), "finish_seed": seed.hex()} if record.seal else {}
                cards = (*record.cards, third)
                net = rows.settle_as_stand(rules, cards, record.wager)
                (held,) = conn.execute("SELECT value FROM meta WHERE key = 'balance'").fetchone()
                balance = held + record.wager + net
                _write_hand(conn, record.bet_id, {
                    "status": HandStatus.RECOVERED.value, "settled_at": self._now(), "cards": rows.card_codes(cards),
                    "raised": 0, "net": net, "balance_after": balance, "decision": "stand", **odds, **finish},
                    balance, new=False)
            finished.append(record.bet_id)
            logger.warning("Bet ID %d was interrupted before the decision; finished as a stand: %s. "
                           "Net %+d, balance %s.", record.bet_id, rows.card_codes(cards), net, f"{balance:,}")
        return [done for bet_id in finished if (done := self.hand(bet_id)) is not None]

    def close(self) -> None:
        """Close the file and its copy, once a copy under way is made (again is harmless)."""
        if self._copy is not None:
            self._copy.close()
        self.store.close()

    def __enter__(self) -> Ledger:
        return self

    def __exit__(self, *error: object) -> None:
        self.close()


def _write_hand(conn: sqlite3.Connection, bet_id: int, values: dict[str, object], balance: int, *, new: bool) -> None:
    """Insert (``new``) or update hand ``bet_id``, chain it once finished, and move the balance and next Bet ID."""
    if new:
        conn.execute(f"INSERT INTO hands ({', '.join(values)}) VALUES ({', '.join('?' * len(values))})",
                     tuple(values.values()))
    else:
        conn.execute(f"UPDATE hands SET {', '.join(f'{name} = ?' for name in values)} WHERE bet_id = ?",
                     (*values.values(), bet_id))
    if values["status"] != HandStatus.OPEN.value:
        seals.chain_hand(conn, bet_id)
    conn.execute("UPDATE meta SET value = ? WHERE key = 'balance'", (balance,))
    conn.execute("UPDATE meta SET value = max(value, ?) WHERE key = 'next_bet_id'", (bet_id + 1,))


def _reveal(conn: sqlite3.Connection, seal: str, seed: str) -> None:
    """Write ``seed`` into every hand of the shuffle ``seal`` (only the seed of that seal: checked here)."""
    if sealed.fingerprint(bytes.fromhex(seed)) != seal:
        raise ValueError("a seed is revealed only for its own seal")
    conn.execute("UPDATE hands SET seed = ? WHERE seal = ? AND seed IS NULL", (seed, seal))


def _stand_odds(rules: Rules, shown: tuple[Card, ...], wager: int) -> dict[str, object]:
    """The stored odds of a hand finished as a stand, its third card from a full shoe less the two shown: no raise
    was possible then, so the stand was the only play (its expectation is also the raise's) and gave nothing away."""
    counts = fresh_counts(rules.decks)
    for card in shown:
        counts[int(card.rank)] -= 1
    ev = odds_decision(rules, counts, int(shown[0].rank), int(shown[1].rank), wager).ev_stand
    return dict(zip(("max_raise", "ev_stand", "ev_raise"), rows.odds_values(HandOdds(ev, ev, 0)), strict=True))
