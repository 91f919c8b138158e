"""Check a hand history exported by Red Dog: every revealed shuffle against its fingerprint and its cards.

``python -m reddog_qt.fairness HISTORY.csv`` (or ``reddog-qt --verify HISTORY.csv``) reads the CSV
export, and for every sealed shuffle in it:

- checks that the SHA-256 of the revealed seed is the fingerprint shown before the bet;
- works out the shuffle's order from the seed (:mod:`reddog_qt.engine.sealed`, the README's
  "Fair deals") and checks that each card of each hand is the card at its recorded position;
- checks that the hands of a shuffle took its positions one after another from the first,
  none skipped and none twice;
- for a hand finished after an interruption, checks its third card: the first card of the
  finishing shuffle of the shoe less the two cards shown.

Each check is the one Hand History and Replay make of a single hand (:mod:`reddog_qt.engine.seal_verdict`);
the order of the positions across a shuffle's hands is this module's own.

It prints one line per shuffle and a summary, and exits 0 when everything matches, 1 naming the
first Bet ID that does not, 2 if the file cannot be read. Hands recorded before sealed shuffles,
shuffles still in play and shuffles abandoned when the game stopped are listed, not failed.

Standard library only and no Qt: it runs on any Python 3.11 without the game's dependencies.
"""

from __future__ import annotations

import csv
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from reddog_qt.engine.seal_verdict import ABANDONED, card_problem, finish_problem, hex_problem, seed_problem
from reddog_qt.engine.sealed import SealedOrder, shoe_codes

#: The columns the check needs.
NEEDED = ("bet_id", "cards", "shuffle_fingerprint", "shuffle_seed", "shoe_decks", "card_positions",
          "finish_fingerprint", "finish_seed")
#: Exit codes.
ALL_MATCH, MISMATCH, UNREADABLE = 0, 1, 2


class UnreadableHistory(ValueError):
    """The file is not a history Red Dog exported (or cannot be read)."""


@dataclass
class Shuffle:
    """The hands of one sealed shuffle, in Bet ID order."""

    seal: str
    seed: str
    decks: int
    hands: list[tuple[int, list[str], list[int]]] = field(default_factory=list)


@dataclass
class Report:
    """What the check found: lines to print, and the first Bet ID that failed (None if none did)."""

    lines: list[str] = field(default_factory=list)
    first_failure: int | None = None
    checked_hands: int = 0
    checked_shuffles: int = 0
    unsealed: int = 0
    in_play: int = 0
    abandoned: int = 0
    finished: int = 0

    def fail(self, bet_id: int, why: str) -> None:
        self.lines.append(f"FAIL  Bet ID {bet_id}: {why}")
        if self.first_failure is None or bet_id < self.first_failure:
            self.first_failure = bet_id

    @property
    def exit_code(self) -> int:
        return ALL_MATCH if self.first_failure is None else MISMATCH

    def summary(self) -> str:
        parts = [f"{self.checked_hands} hands in {self.checked_shuffles} revealed shuffles checked"]
        if self.finished:
            parts.append(f"{self.finished} finished after an interruption (third card checked; the first two "
                         "came from a shuffle abandoned when the game stopped)")
        if self.abandoned:
            parts.append(f"{self.abandoned} from shuffles abandoned when the game stopped (their seeds are gone)")
        if self.in_play:
            parts.append(f"{self.in_play} from a shoe still in play (not revealed yet)")
        if self.unsealed:
            parts.append(f"{self.unsealed} not sealed (recorded before sealed shuffles)")
        verdict = ("all match" if self.first_failure is None
                   else f"MISMATCH, first at Bet ID {self.first_failure}")
        return "; ".join(parts) + f". Result: {verdict}."


def _rows(handle: TextIO) -> Iterator[dict[str, str]]:
    reader = csv.DictReader(handle)
    missing = [name for name in NEEDED if name not in (reader.fieldnames or ())]
    if missing:
        raise UnreadableHistory(f"this is not a hand history exported by Red Dog 1.2 or later "
                                f"(no column {', '.join(missing)})")
    yield from reader


def _hex(text: str, what: str) -> str:
    problem = hex_problem(text, what)
    if problem is not None:
        raise ValueError(problem)
    return text


def _positions(text: str) -> list[int]:
    numbers = text.split()
    if not all(number.isdigit() for number in numbers):
        raise ValueError("its card positions are not whole numbers")
    return [int(number) for number in numbers]


def verify_rows(rows: Sequence[dict[str, str]] | Iterator[dict[str, str]]) -> Report:
    """Check the rows of an exported history (see the module docstring)."""
    report = Report()
    shuffles: dict[str, Shuffle] = {}
    for row in rows:
        try:
            bet_id = int(row["bet_id"])
        except (TypeError, ValueError):
            raise UnreadableHistory(f"a Bet ID cannot be read: {row.get('bet_id')!r}") from None
        seal = (row["shuffle_fingerprint"] or "").strip()
        if not seal:
            report.unsealed += 1
            continue
        try:
            _hex(seal, "fingerprint")
            cards = (row["cards"] or "").split()
            decks = int(row["shoe_decks"])
            if not 1 <= decks <= 8:
                raise ValueError("its shoe's decks are out of range")
            positions = _positions(row["card_positions"] or "")
            seed = (row["shuffle_seed"] or "").strip()
            finish_seal = (row["finish_fingerprint"] or "").strip()
            if finish_seal:
                _check_finish(bet_id, cards, decks, positions, finish_seal, (row["finish_seed"] or "").strip())
                report.finished += 1
                report.lines.append(f"ok    Bet ID {bet_id}: finished after an interruption; its third card is "
                                    f"the first of shuffle {finish_seal[:12]}")
                cards = cards[:2]
            if len(positions) != len(cards):
                raise ValueError(f"it has {len(cards)} cards but {len(positions)} card positions")
        except ValueError as problem:
            report.fail(bet_id, str(problem))
            continue
        if seed == ABANDONED or not seed:
            if finish_seal:
                continue
            if seed:
                report.abandoned += 1
            else:
                report.in_play += 1
            continue
        shuffle = shuffles.get(seal)
        if shuffle is None:
            shuffle = shuffles[seal] = Shuffle(seal, seed, decks)
        elif (shuffle.seed, shuffle.decks) != (seed, decks):
            report.fail(bet_id, f"shuffle {seal[:12]} has another seed or shoe in an earlier hand")
            continue
        shuffle.hands.append((bet_id, cards, positions))
    for shuffle in shuffles.values():
        _check_shuffle(shuffle, report)
    return report


def _check_finish(bet_id: int, cards: list[str], decks: int, positions: list[int], finish_seal: str,
                  finish_seed: str) -> None:
    """The third card of a hand finished after an interruption; raises ValueError if it does not match."""
    problem = finish_problem(decks, cards, finish_seal, finish_seed)
    if problem is not None:
        raise ValueError(problem)


def _check_shuffle(shuffle: Shuffle, report: Report) -> None:
    first_bet = shuffle.hands[0][0]
    problem = seed_problem(shuffle.seal, shuffle.seed)
    if problem is not None:
        report.fail(first_bet, problem)
        return
    codes = shoe_codes(shuffle.decks)
    order = SealedOrder(bytes.fromhex(shuffle.seed), len(codes))
    expected = 0
    cards_checked = 0
    for bet_id, cards, positions in sorted(shuffle.hands):
        for card, position in zip(cards, positions, strict=True):
            if position != expected:
                report.fail(bet_id, f"card {card} is at position {position} of shuffle {shuffle.seal[:12]}; "
                                    f"the next card dealt was at position {expected}")
                return
            problem = card_problem(order, codes, card, position)
            if problem is not None:
                report.fail(bet_id, problem)
                return
            expected += 1
            cards_checked += 1
    report.checked_shuffles += 1
    report.checked_hands += len(shuffle.hands)
    bets = [bet for bet, _cards, _positions in shuffle.hands]
    span = f"Bet ID {bets[0]}" if len(bets) == 1 else f"Bet IDs {min(bets)} to {max(bets)}"
    report.lines.append(f"ok    shuffle {shuffle.seal[:12]}: {span}, {cards_checked} cards match")


def verify_file(path: Path) -> Report:
    """Check the exported history at ``path``; raises :class:`UnreadableHistory` if it cannot be read."""
    try:
        with open(path, newline="", encoding="utf-8") as handle:
            return verify_rows(list(_rows(handle)))
    except (OSError, UnicodeDecodeError, csv.Error) as error:
        raise UnreadableHistory(f"{path} cannot be read ({error})") from None


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    """The command line: check each file named, print what was found; the exit code says if all matched."""
    out = out if out is not None else sys.stdout
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 1 or args[0] in ("-h", "--help"):
        out.write("usage: python -m reddog_qt.fairness HISTORY.csv\n"
                  "Checks every revealed shuffle of a hand history exported by Red Dog.\n")
        return ALL_MATCH if args[:1] in (["-h"], ["--help"]) else UNREADABLE
    try:
        report = verify_file(Path(args[0]))
    except UnreadableHistory as problem:
        out.write(f"error: {problem}\n")
        return UNREADABLE
    for line in report.lines:
        out.write(line + "\n")
    out.write(report.summary() + "\n")
    return report.exit_code


if __name__ == "__main__":
    sys.exit(main())
