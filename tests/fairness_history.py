"""A real hand history for the verifier's tests: played at all three preset tables with a crash in the middle of a
shoe, exported as the game exports it; and helpers to read, alter and write such a CSV."""

from __future__ import annotations

import csv
from datetime import UTC, datetime, timedelta
from pathlib import Path

from reddog_qt.engine import Phase, Rules, Session
from reddog_qt.profile.ledger import Ledger
from reddog_qt.profile.seals import draw_from_full_shoe
from reddog_qt.record.history_csv import COLUMNS, export_history


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 3, 1, 12, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=5)
        return self.now


def play(session: Session, hands: int) -> None:
    for number in range(hands):
        hand = session.deal(session.min_bet)
        if hand.phase is Phase.DECIDING:
            session.raise_bet() if number % 2 and session.raise_range() else session.stand()


def play_history(folder: Path) -> Path:
    """A history played at all three tables with the ledger's player seed, with a crash in the middle of a shoe
    and a quit between hands (three runs of the game), exported to ``folder``."""
    clock = Clock()
    ledger = Ledger(folder / "ledger.sqlite3", starting_balance=100_000, clock=clock)
    session = Session(Rules.preset("atlantic-city"), balance=ledger.balance, next_bet_id=ledger.next_bet_id,
                      journal=ledger, seals=ledger.seals)
    play(session, 25)
    session.set_rules(Rules.preset("six-deck-shoe"))
    play(session, 40)  # into the shoe, not to its end
    while session.deal(session.min_bet).phase is not Phase.DECIDING:
        pass
    ledger.close()  # the game stops with a spread waiting and the shoe unrevealed

    ledger = Ledger(folder / "ledger.sqlite3", starting_balance=100_000, clock=clock)
    (finished,) = ledger.recover(draw_from_full_shoe())
    assert finished.finish_seal is not None and finished.seed == "abandoned"
    session = Session(Rules.preset("six-deck-shoe"), balance=ledger.balance, next_bet_id=ledger.next_bet_id,
                      journal=ledger, seals=ledger.seals)
    play(session, 140)  # past at least one whole shoe (its seed is revealed with its last hand)
    session.set_rules(Rules.preset("eight-deck"))  # the shoe in play is left: revealed
    play(session, 25)
    session.leave_shoe()
    ledger.close()  # the game is quit between hands: the next start begins a new run

    ledger = Ledger(folder / "ledger.sqlite3", starting_balance=100_000, clock=clock)
    session = Session(Rules.preset("atlantic-city"), balance=ledger.balance, next_bet_id=ledger.next_bet_id,
                      journal=ledger, seals=ledger.seals)
    play(session, 10)
    target = folder / "history.csv"
    export_history(ledger, target)
    ledger.close()
    return target


def rows_of(path: Path) -> list[dict[str, str]]:
    with open(path, newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def write_rows(path: Path, rows: list[dict[str, str]]) -> Path:
    with open(path, "w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(COLUMNS), lineterminator="\r\n")
        writer.writeheader()
        writer.writerows(rows)
    return path


def older_export(rows: list[dict[str, str]]) -> list[dict[str, str]]:
    """``rows`` without their table rules and chain, as a file with hands recorded before them shows them."""
    return [{**row, "pay_table": "", "raise_rule": "", "chain": ""} for row in rows]


def alter(rows: list[dict[str, str]], index: int, column: str, value: str) -> list[dict[str, str]]:
    changed = [dict(row) for row in rows]
    changed[index][column] = value
    return changed


def other_card(code: str) -> str:
    return "2c" if code != "2c" else "3c"
