"""The ledger's share of fair deals (the README's "Fair deals"): in ``meta`` the next shuffle's number (never
reused), the player's seed and the last chain value (:mod:`reddog_qt.engine.chain`); in memory only, the house
seeds of this run, since whoever can read the file would know every card an unrevealed seed keys. No Qt here.
"""

from __future__ import annotations

import logging
import random
import sqlite3
from collections.abc import Callable
from datetime import UTC

from reddog_qt.engine import Card, Rules, sealed
from reddog_qt.engine.chain import CHAIN_FIELDS, CHAIN_START, chain_line, next_chain
from reddog_qt.engine.hand import Hand
from reddog_qt.engine.sealed import fingerprint, new_seed
from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP
from reddog_qt.engine.shoe import ShuffleTicket
from reddog_qt.profile.paths import ProfileError
from reddog_qt.profile.rows import HAND_COLUMNS, cell_text, read_hand_row
from reddog_qt.profile.seal_row import hex64
from reddog_qt.profile.store import SqliteStore
from reddog_qt.profile.values import Row, RowProblem, meta_value, whole

logger = logging.getLogger("reddog_qt.profile.ledger")

SHUFFLE_NUMBER_KEY = "shuffle_number"
PLAYER_SEED_KEY = "player_seed"
CHAIN_KEY = "chain"
#: Hands chained at a time when a whole history is chained (at the upgrade).
PAGE = 500
_CHAINED = tuple(column for column in HAND_COLUMNS if column.csv in CHAIN_FIELDS and column.shows is not None)
_SET_META = "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)"

#: Draws an interrupted hand's third card: (its table's rules, the two cards shown) -> the card, its shuffle's seed.
ThirdCardDraw = Callable[[Rules, tuple[Card, ...]], tuple[Card, bytes]]


def draw_from_full_shoe(rng: random.Random | None = None) -> ThirdCardDraw:
    """The :data:`ThirdCardDraw` of a hand dealt without a player seed: the first card of a new sealed shuffle of
    the table's shoe less the cards shown, its seed from the secure source (or from ``rng``, for tests)."""
    def draw(rules: Rules, shown: tuple[Card, ...]) -> tuple[Card, bytes]:
        seed = new_seed() if rng is None else rng.getrandbits(8 * sealed.SEED_BYTES).to_bytes(sealed.SEED_BYTES, "big")
        return _first_card(rules.decks, shown, seed), seed

    return draw


def _first_card(decks: int, shown: tuple[Card, ...], key: bytes) -> Card:
    """The first card of the shuffle ``key`` orders of a shoe of ``decks`` less the cards ``shown``."""
    codes = sealed.finishing_codes(decks, [card.code for card in shown])
    return Card.from_code(codes[sealed.SealedOrder(key, len(codes)).at(0)])


def fill_meta(conn: sqlite3.Connection) -> None:
    """Give a new (or upgraded) ledger its shuffle number, player seed and chain start."""
    conn.executemany("INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)",
                     [(SHUFFLE_NUMBER_KEY, 1), (PLAYER_SEED_KEY, sealed.new_player_seed()), (CHAIN_KEY, CHAIN_START)])


def _chained(previous: str, row: Row) -> str:
    """The chain value of the finished hand ``row`` after ``previous``."""
    record = read_hand_row(row)
    return next_chain(previous, chain_line({str(c.csv): cell_text(c.shows(record), UTC) for c in _CHAINED if c.shows}))


def _rows(conn: sqlite3.Connection, sql: str, parameters: tuple[object, ...]) -> list[sqlite3.Row]:
    cursor = conn.execute(sql, parameters)
    cursor.row_factory = sqlite3.Row
    return cursor.fetchall()


def chain_hand(conn: sqlite3.Connection, bet_id: int) -> None:
    """In the transaction finishing hand ``bet_id`` (written already): its chain value, stored with it and kept."""
    previous = meta_value(conn, CHAIN_KEY)
    (row,) = _rows(conn, "SELECT * FROM hands WHERE bet_id = ?", (bet_id,))
    value = _chained(previous if hex64(previous) else CHAIN_START, row)
    conn.execute("UPDATE hands SET chain = ? WHERE bet_id = ?", (value, bet_id))
    conn.execute(_SET_META, (CHAIN_KEY, value))


def chain_all(conn: sqlite3.Connection) -> None:
    """Chain every finished hand of the history, oldest first, a page at a time (the upgrade to format 5 does it
    once). A row that cannot be read is left out: it is set aside as damaged when the ledger opens."""
    value, last = CHAIN_START, -(2**63)
    while rows := _rows(conn, "SELECT * FROM hands WHERE status != 'open' AND bet_id > ? ORDER BY bet_id LIMIT ?",
                        (last, PAGE)):
        chained = []
        for row in rows:
            last = row["bet_id"]
            try:
                value = _chained(value, row)
            except (RowProblem, ValueError, OverflowError):  # a time beyond what UTC can hold
                continue
            chained.append((value, last))
        conn.executemany("UPDATE hands SET chain = ? WHERE bet_id = ?", chained)
    conn.execute(_SET_META, (CHAIN_KEY, value))


def check_meta(conn: sqlite3.Connection) -> None:
    """At opening: make anew what of the three values cannot be read (a lost shuffle number is logged)."""
    if not hex64(meta_value(conn, CHAIN_KEY)):
        last = conn.execute("SELECT chain FROM hands WHERE status != 'open' ORDER BY bet_id DESC LIMIT 1").fetchone()
        if last is None or hex64(last[0]):
            conn.execute(_SET_META, (CHAIN_KEY, CHAIN_START if last is None else last[0]))
        else:
            chain_all(conn)
    if not _usable(meta_value(conn, PLAYER_SEED_KEY)):
        conn.execute(_SET_META, (PLAYER_SEED_KEY, sealed.new_player_seed()))
    number = meta_value(conn, SHUFFLE_NUMBER_KEY)
    if whole(number) and number >= 1:
        return
    # Rebuilt past every number used: a number is never given twice. The next shuffle begins a run anyway (its
    # seed is made at this start), so the links between shuffles hold.
    used = conn.execute("SELECT max(x) FROM (SELECT shuffle_number AS x FROM hands WHERE typeof(shuffle_number) = "
                        "'integer' UNION ALL SELECT finish_shuffle_number FROM hands WHERE "
                        "typeof(finish_shuffle_number) = 'integer')").fetchone()[0] or 0
    conn.execute(_SET_META, (SHUFFLE_NUMBER_KEY, used + 1))
    logger.warning("The ledger's next shuffle number could not be read (%r); it was made %d.", number, used + 1)


def _usable(player: object) -> bool:
    try:
        return isinstance(player, str) and sealed.player_seed_text(player) == player
    except ValueError:
        return False


class LedgerSeals:
    """The engine's :class:`~reddog_qt.engine.shoe.ShuffleSeals` for the player's own bankroll: shuffles numbered by
    the ledger and committed by this run. A shoe's ticket is consumed by the first hand of it recorded."""

    def __init__(self, store: SqliteStore) -> None:
        self._store = store
        #: House seeds by shuffle number: the next shuffle's, and the one committed after it once it is consumed.
        self._seeds: dict[int, bytes] = {}
        #: The shuffle numbers whose seed was committed by a shuffle before them in this run (their link holds).
        self._linked: set[int] = set()

    def _seed(self, number: int) -> bytes:
        return self._seeds.setdefault(number, new_seed())

    def _read(self) -> tuple[int, str]:
        """The number of the next shuffle and the player seed (within a write, as that transaction sees them)."""
        found = self._store.read("SELECT key, value FROM meta WHERE key IN (?, ?)",
                                 (SHUFFLE_NUMBER_KEY, PLAYER_SEED_KEY))
        meta = {str(key): value for key, value in found}
        number, player = meta.get(SHUFFLE_NUMBER_KEY), meta.get(PLAYER_SEED_KEY)
        if not whole(number) or number < 1 or not isinstance(player, str):  # check_meta repairs it at the next start
            raise ProfileError(QT_TRANSLATE_NOOP("ProfileError", "Red Dog cannot read the seal of your next shuffle "
                                                                 "from the ledger; no card was dealt. Start Red Dog "
                                                                 "again to repair it."), "next_seal_unreadable")
        return number, player

    def next_ticket(self) -> ShuffleTicket:
        """The next shuffle's committed seed, its number and the player seed now."""
        number, player = self._read()
        return ShuffleTicket(self._seed(number), number, player)

    def _consume(self, conn: sqlite3.Connection, number: int) -> tuple[str, bool]:
        """Shuffle ``number`` is recorded: the number moves on, the seed after it is committed (in memory). The
        fingerprint of that seed, and whether ``number`` began a run."""
        conn.execute("UPDATE meta SET value = ? WHERE key = ?", (number + 1, SHUFFLE_NUMBER_KEY))
        after = self._seed(number + 1)
        self._linked.add(number + 1)
        for old in [key for key in self._seeds if key < number]:
            del self._seeds[old]  # revealed or never dealt from: no later shuffle needs them
        return fingerprint(after), number not in self._linked

    def shuffle_recorded(self, conn: sqlite3.Connection, hand: Hand) -> dict[str, object]:
        """In the transaction recording ``hand``: consume its shuffle if it is the next one. The hand's
        ``next_seal``, and ``new_run`` on the first hand of a run (nothing for a shuffle without a player seed)."""
        if hand.shuffle_number is None:
            return {}
        number, _ = self._read()
        if hand.shuffle_number == number:
            if fingerprint(self._seed(number)) != hand.seal:
                raise ValueError(f"Bet ID {hand.bet_id} was not dealt from the shuffle this run committed")
            next_seal, new_run = self._consume(conn, number)
            return {"next_seal": next_seal, "new_run": 1 if new_run else None}
        if hand.shuffle_number == number - 1 and number in self._seeds:  # a later hand of a shuffle consumed
            return {"next_seal": fingerprint(self._seeds[number])}
        raise ValueError(f"Bet ID {hand.bet_id} names shuffle {hand.shuffle_number}, but the next is {number}")

    def finish_shuffle(self, conn: sqlite3.Connection, decks: int, shown: tuple[Card, ...],
                       player_seed: str) -> tuple[Card, dict[str, object]]:
        """In the transaction finishing a hand a crash cut short: its third card, the first of a new shuffle of the
        shoe less ``shown`` keyed with ``player_seed`` (it always begins a run), and the columns recording it."""
        number, _ = self._read()
        seed = self._seeds[number] = new_seed()
        self._linked.discard(number)
        third = _first_card(decks, shown, sealed.shuffle_key(seed, number, player_seed))
        next_seal, _ = self._consume(conn, number)
        return third, {"finish_seal": fingerprint(seed), "finish_seed": seed.hex(), "finish_shuffle_number": number,
                       "finish_next_seal": next_seal}

    @property
    def chain(self) -> str:
        """The chain value of the last finished hand (:data:`~reddog_qt.engine.chain.CHAIN_START` before any)."""
        found = self._store.read("SELECT value FROM meta WHERE key = ?", (CHAIN_KEY,))
        return found[0][0] if found and hex64(found[0][0]) else CHAIN_START

    def set_player_seed(self, text: str) -> str:
        """Keep the player seed ``text`` makes and return it; :class:`~reddog_qt.engine.errors.PlayerSeedError`
        (nothing changed) for a text that makes none."""
        seed = sealed.player_seed_text(text)
        with self._store.write("your player seed") as conn:
            conn.execute(_SET_META, (PLAYER_SEED_KEY, seed))
        return seed
