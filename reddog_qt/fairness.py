"""Check a hand history exported by Red Dog: every revealed shuffle against its fingerprint and its cards,
and every hand's money.

``python -m reddog_qt.fairness HISTORY.csv`` (or ``reddog-qt --verify HISTORY.csv``) reads the CSV
export, and:

- for every sealed shuffle in it, checks that the SHA-256 of the revealed seed is the fingerprint
  shown before the bet, works out the shuffle's order from the seed (:mod:`reddog_qt.engine.sealed`,
  the README's "Fair deals") and checks that each card of each hand is the card at its recorded
  position, and that the hands of a shuffle took its positions one after another from the first, in
  Bet ID order, none skipped and none twice;
- for a hand finished after an interruption, checks its third card: the first card of the finishing
  shuffle of the shoe less the two cards shown;
- checks that the Bet IDs follow one another (a hand missing from the file is named);
- checks each hand's ``net`` (at the pay table and raise rule its row records, or its preset table's) and
  the balance from hand to hand (:mod:`reddog_qt.payouts`);
- recomputes the chain and follows the links between shuffles dealt with the player's seed
  (:mod:`reddog_qt.fair_links`), and prints the last chain value, to compare with one noted down in the game.

Each card check is the one Hand History and Replay make of a single hand
(:mod:`reddog_qt.engine.seal_verdict`). One changed, deleted or swapped row is one failure, named by its
Bet ID (a deleted one by the Bet ID missing): the checks that follow it take up again after it.

The file is not trusted either (:mod:`reddog_qt.history_file`): anything but a regular file (a FIFO, a
device, a folder), or a file too large to be a history, is refused at once, before a byte is read; a FIFO
is never waited on. A UTF-8 byte-order mark (as spreadsheet programs save CSV) is allowed.

It prints a line per shuffle and per failure and a summary, and exits 0 when everything matches, 1 naming
the first Bet ID that does not (and how many hands before it pass), 2 if the file cannot be read. Hands
recorded before sealed shuffles, shuffles still in play and shuffles abandoned when the game stopped are
listed, not failed.

Standard library and the engine only, no Qt: it runs on any Python 3.11 without the game's dependencies.
"""

from __future__ import annotations

import csv
import sys
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from reddog_qt.engine.seal_verdict import ABANDONED, card_problem, finish_problem, hex_problem, seed_problem
from reddog_qt.engine.sealed import SealedOrder, fingerprint, order_key, shoe_codes
from reddog_qt.fair_links import FAIR_COLUMNS, chain_problems, link_problems, row_rules
from reddog_qt.history_file import UnreadableHistory, history_lines, read_history, shown
from reddog_qt.payouts import (
    MONEY_COLUMNS,
    NOT_IN_EXPORT,
    Money,
    balance_problems,
    money_of,
    net_problem,
    preset_rules,
    worked_out_net,
)

#: The columns the check needs.
NEEDED = ("bet_id", "cards", "shuffle_fingerprint", "shuffle_seed", "shoe_decks", "card_positions",
          "finish_fingerprint", "finish_seed", *MONEY_COLUMNS[1:])
#: Every column kept of a row: the needed ones, then those of player seeds, links, table rules and the chain.
KEPT = (*NEEDED, *FAIR_COLUMNS)
#: Exit codes.
ALL_MATCH, MISMATCH, UNREADABLE = 0, 1, 2
@dataclass
class Dealt:
    """One hand's cards from a sealed shuffle: where the export says they lie in it."""

    bet_id: int
    seal: str
    seed: str
    decks: int
    cards: list[str]
    positions: list[int]
    #: The shuffle number and player seed that keyed its shuffle's order (None, None: before player seeds).
    key: tuple[int | None, str | None] = (None, None)
    failed: bool = False
    #: Its third card came from a finishing shuffle (its first two from an abandoned one).
    finished: bool = False


@dataclass
class Shuffle:
    """The hands of one sealed shuffle whose seed opens its fingerprint."""

    seal: str
    seed: str
    decks: int
    key: tuple[int | None, str | None] = (None, None)
    hands: list[Dealt] = field(default_factory=list)


@dataclass
class Report:
    """What the check found: lines for shuffles and notes, and each failing Bet ID with the first reason found."""

    lines: list[str] = field(default_factory=list)
    failures: dict[int, str] = field(default_factory=dict)
    bet_ids: list[int] = field(default_factory=list)
    checked_hands: int = 0
    checked_shuffles: int = 0
    unsealed: int = 0
    in_play: int = 0
    abandoned: int = 0
    finished: int = 0
    not_opened: int = 0
    payouts_checked: int = 0
    balances_checked: int = 0
    custom_tables: set[str] = field(default_factory=set)
    chain: str | None = None
    links_checked: int = 0
    restarts: int = 0
    #: Hands a failure of another hand explains (the later half of a swapped pair): not failed again.
    implicated: set[int] = field(default_factory=set)

    def fail(self, bet_id: int, why: str) -> None:
        """Fail ``bet_id``: once (a hand already failed keeps its first reason)."""
        self.failures.setdefault(bet_id, why)

    def output(self) -> list[str]:
        """What to print: a line per shuffle and note, then each failure in Bet ID order, then the summary."""
        failed = [f"FAIL  Bet ID {bet_id}: {self.failures[bet_id]}" for bet_id in sorted(self.failures)]
        return [*self.lines, *failed, self.summary()]

    @property
    def first_failure(self) -> int | None:
        """The lowest Bet ID that failed, None if none did."""
        return min(self.failures) if self.failures else None

    @property
    def passed_before_failure(self) -> int:
        """How many hands of the file come before the first failure (all of them pass)."""
        first = self.first_failure
        return len(self.bet_ids) if first is None else sum(1 for bet_id in self.bet_ids if bet_id < first)

    @property
    def exit_code(self) -> int:
        return ALL_MATCH if self.first_failure is None else MISMATCH

    def summary(self) -> str:
        parts = [(f"{len(self.bet_ids)} hands: {self.checked_hands} with their cards checked in "
                  f"{self.checked_shuffles} revealed shuffles, {self.payouts_checked} with their payout checked, "
                  f"{self.balances_checked} with the balance before them checked")]
        if self.finished:
            parts.append(f"{self.finished} finished after an interruption (third card checked; the first two "
                         "came from a shuffle abandoned when the game stopped)")
        if self.abandoned:
            parts.append(f"{self.abandoned} from shuffles abandoned when the game stopped (their seeds are gone)")
        if self.in_play:
            parts.append(f"{self.in_play} from a shoe still in play (not revealed yet)")
        if self.unsealed:
            parts.append(f"{self.unsealed} not sealed (recorded before sealed shuffles)")
        for table in sorted(self.custom_tables):
            parts.append(f"hands at {table}: {NOT_IN_EXPORT}")
        if self.chain is not None:
            parts.append(f"the chain checked through every hand, last value {self.chain}; {self.links_checked} "
                         f"links between shuffles checked, {self.restarts} restarts (a new run's first shuffle "
                         "is not linked)")
        first = self.first_failure
        if first is None:
            return "; ".join(parts) + ". Result: all match."
        count = len(self.failures)
        before = self.passed_before_failure
        return ("; ".join(parts) + f". Result: MISMATCH, first at Bet ID {first} ({count} "
                f"{'failure' if count == 1 else 'failures'}; the {before:,} {'hand' if before == 1 else 'hands'} "
                "before it pass).")


def _rows(handle: TextIO) -> Iterator[dict[str, str]]:
    reader = csv.DictReader(handle)
    missing = [name for name in NEEDED if name not in (reader.fieldnames or ())]
    if missing:
        raise UnreadableHistory(f"this is not a hand history exported by Red Dog (no column {', '.join(missing)})")
    return iter(reader)


def _hex(text: str, what: str) -> str:
    problem = hex_problem(text, what)
    if problem is not None:
        raise ValueError(problem)
    return text


def _positions(text: str) -> list[int]:
    numbers = text.split()
    if not all(number.isascii() and number.isdigit() and len(number) < 10 for number in numbers):
        raise ValueError("its card positions are not whole numbers")
    return [int(number) for number in numbers]


def verify_rows(rows: Iterable[Mapping[str, str | None]]) -> Report:
    """Check the rows of an exported history (see the module docstring)."""
    report = Report()
    # Each row's needed cells only, as a tuple: a dict per row would take twice the memory.
    by_bet: dict[int, tuple[str, ...]] = {}
    for row in rows:
        try:
            bet_id = int(row["bet_id"] or "")
        except (TypeError, ValueError):
            raise UnreadableHistory(f"a Bet ID cannot be read: {shown(row.get('bet_id'))[:40]!r}") from None
        if bet_id in by_bet:
            report.fail(bet_id, "it is in the file twice")
        else:
            by_bet[bet_id] = tuple(row.get(name) or "" for name in KEPT)
    report.bet_ids = sorted(by_bet)
    after_gap = _missing_hands(report)
    # Every hand since sealed shuffles began is sealed: a hand without a fingerprint after a sealed one lost it.
    seal_at = NEEDED.index("shuffle_fingerprint")
    sealed_since = next((bet_id for bet_id in report.bet_ids if by_bet[bet_id][seal_at].strip()), None)
    sealed = [dealt for bet_id in report.bet_ids
              if (dealt := _dealt(bet_id, dict(zip(KEPT, by_bet[bet_id], strict=True)), report, sealed_since))
              is not None]
    for shuffle in _shuffles(sealed, report):
        _check_shuffle(shuffle, report, after_gap)
    kept = [dict(zip(KEPT, by_bet[bet_id], strict=True)) for bet_id in report.bet_ids]
    _check_money(kept, report, after_gap)
    chain_failures, report.chain = chain_problems(kept, after_gap)
    link_failures, report.links_checked, report.restarts = link_problems(kept, after_gap)
    for bet_id, why in (*chain_failures, *link_failures):
        report.fail(bet_id, why)
    return report


def _missing_hands(report: Report) -> set[int]:
    """Fail each Bet ID missing between two in the file; the Bet IDs that follow a missing one."""
    after_gap: set[int] = set()
    for low, high in zip(report.bet_ids, report.bet_ids[1:], strict=False):
        if high - low > 1:
            missing = f"Bet ID {low + 1} is" if high - low == 2 else f"Bet IDs {low + 1} to {high - 1} are"
            report.fail(low + 1, f"it is not in the file: {missing} missing between Bet ID {low} and Bet ID {high} "
                                 "(deleted, or left out of the export as damaged)")
            after_gap.add(high)
    return after_gap


def _dealt(bet_id: int, row: dict[str, str], report: Report, sealed_since: int | None) -> Dealt | None:
    """The hand's cards from its sealed shuffle, or None for a hand not sealed (counted) or that fails here."""
    seal = (row["shuffle_fingerprint"] or "").strip()
    if not seal:
        if sealed_since is not None and bet_id > sealed_since:
            report.fail(bet_id, f"it has no shuffle fingerprint, but Bet ID {sealed_since} before it was sealed "
                                "(every hand since sealed shuffles began is sealed)")
        else:
            report.unsealed += 1
        return None
    try:
        _hex(seal, "fingerprint")
        cards = (row["cards"] or "").split()
        decks_text = (row["shoe_decks"] or "").strip()
        if not decks_text.isascii() or not decks_text.isdigit() or not 1 <= int(decks_text) <= 8:
            raise ValueError("its shoe's decks are out of range")
        decks = int(decks_text)
        positions = _positions(row["card_positions"] or "")
        seed = (row["shuffle_seed"] or "").strip()
        finish_seal = (row["finish_fingerprint"] or "").strip()
        key = _key(row["shuffle_number"], row["player_seed"])
        if finish_seal:
            finish_number = _key(row["finish_shuffle_number"], row["player_seed"])[0]
            problem = finish_problem(decks, cards, finish_seal, (row["finish_seed"] or "").strip(), finish_number,
                                     key[1])
            if problem is not None:
                raise ValueError(problem)
            report.finished += 1
            report.lines.append(f"ok    Bet ID {bet_id}: finished after an interruption; its third card is "
                                f"the first of shuffle {finish_seal[:12]}")
            cards = cards[:2]
        if not positions or len(positions) != len(cards):
            raise ValueError(f"it has {len(cards)} cards but {len(positions)} card positions")
        if seed and seed != ABANDONED:
            _hex(seed, "seed")
    except ValueError as problem:
        report.fail(bet_id, str(problem))
        return None
    return Dealt(bet_id, seal, seed, decks, cards, positions, key, finished=bool(finish_seal))


def _key(number: str, player_seed: str) -> tuple[int | None, str | None]:
    """A shuffle's number and player seed as a row records them; (None, None) before player seeds."""
    if not number.strip() and not player_seed:
        return None, None
    if not number.strip().isascii() or not number.strip().isdigit() or len(number.strip()) > 19 or not player_seed:
        raise ValueError("its shuffle number and player seed do not go together")
    return int(number), player_seed


def _shuffles(sealed: list[Dealt], report: Report) -> list[Shuffle]:
    """The revealed shuffles, each with its hands (``sealed``: every sealed hand; those whose seed is not shown
    are counted as in play or abandoned, unless their shuffle is revealed in other hands).

    A shuffle's seed is the one of its hands' seeds that opens its fingerprint. A hand whose seed or shoe
    differs from its shuffle's, or whose fingerprint is another shuffle's seed's, fails, and still takes its
    positions in that shuffle (so that the hands after it are not failed too).
    """
    by_seal: dict[str, list[Dealt]] = {}
    hidden: list[Dealt] = []
    for dealt in sealed:
        (by_seal.setdefault(dealt.seal, []) if dealt.seed not in ("", ABANDONED) else hidden).append(dealt)
    shuffles: dict[str, Shuffle] = {}
    for seal, hands in by_seal.items():
        opener = next((dealt for dealt in hands if fingerprint(bytes.fromhex(dealt.seed)) == seal), None)
        if opener is not None:
            keys = [dealt.key for dealt in hands]  # the key most of its hands record (one changed row fails alone)
            shuffles[seal] = Shuffle(seal, opener.seed, opener.decks, max(keys, key=keys.count))
    for dealt in hidden:
        home = shuffles.get(dealt.seal)
        if home is not None:  # its seed withheld, though the other hands of its shuffle show it
            report.fail(dealt.bet_id, f"its seed is {'marked abandoned' if dealt.seed else 'not shown'}, but shuffle "
                                      f"{dealt.seal[:12]} is revealed in the other hands dealt from it")
            dealt.failed = True
            home.hands.append(dealt)
        elif not dealt.finished:
            if dealt.seed:
                report.abandoned += 1
            else:
                report.in_play += 1
    for seal, hands in by_seal.items():
        home = shuffles.get(seal)
        shut: list[Dealt] = []
        for dealt in hands:
            if home is not None:
                if dealt.seed != home.seed:
                    report.fail(dealt.bet_id, f"its seed is not the one revealed for shuffle {seal[:12]} "
                                              "(whose SHA-256 is the fingerprint shown before the bet)")
                    dealt.failed = True
                elif dealt.decks != home.decks:
                    report.fail(dealt.bet_id, f"its shoe_decks is not that of the other hands of shuffle {seal[:12]}")
                    dealt.failed = True
                elif dealt.key != home.key:
                    report.fail(dealt.bet_id, f"its player seed or shuffle number is not that of the other hands of "
                                              f"shuffle {seal[:12]}")
                    dealt.failed = True
                home.hands.append(dealt)
                continue
            other = shuffles.get(fingerprint(bytes.fromhex(dealt.seed)))
            if other is not None and other.seed == dealt.seed:
                report.fail(dealt.bet_id, f"its fingerprint {seal[:12]} is not the SHA-256 of its seed (that is "
                                          f"{other.seal[:12]}, the fingerprint of the other hands dealt with it)")
                dealt.failed = True
                other.hands.append(dealt)
            else:
                shut.append(dealt)
        if shut:
            first = min(shut, key=lambda dealt: dealt.bet_id)
            report.fail(first.bet_id, seed_problem(seal, first.seed) or "its seed does not open its fingerprint")
            report.not_opened += len(shut)
    return list(shuffles.values())


def _check_shuffle(shuffle: Shuffle, report: Report, after_gap: set[int]) -> None:
    codes = shoe_codes(shuffle.decks)
    order = SealedOrder(order_key(bytes.fromhex(shuffle.seed), *shuffle.key), len(codes))
    hands = sorted(shuffle.hands, key=lambda dealt: dealt.bet_id)
    name = shuffle.seal[:12]
    owner: dict[int, int] = {}
    failed_before = len(report.failures)
    for dealt in hands:
        positions = dealt.positions
        if not dealt.failed:
            problem = None
            if positions != list(range(positions[0], positions[0] + len(positions))):
                problem = f"its card positions {' '.join(map(str, positions))} do not follow one another"
            for card, position in zip(dealt.cards, positions, strict=True):
                problem = problem or card_problem(order, codes, card, position)
            if problem is not None:
                report.fail(dealt.bet_id, problem)
                dealt.failed = True
        for position in positions:
            if position in owner and not dealt.failed:
                report.fail(dealt.bet_id, f"position {position} of shuffle {name} was dealt already, in Bet ID "
                                          f"{owner[position]}")
                dealt.failed = True
            elif position < len(codes):
                owner.setdefault(position, dealt.bet_id)
    # Hands out of order: the earlier Bet ID holding the later cards is named (a swapped pair is one failure).
    highest: Dealt | None = None
    for dealt in hands:
        if dealt.failed:
            continue
        if highest is not None and dealt.positions[0] < highest.positions[-1]:
            if not highest.failed:
                report.fail(highest.bet_id, f"its cards (to position {highest.positions[-1]} of shuffle {name}) were "
                                            f"dealt after those of Bet ID {dealt.bet_id} (from position "
                                            f"{dealt.positions[0]}), a later hand")
                highest.failed = True
            report.implicated.add(dealt.bet_id)
            continue
        highest = dealt
    _check_holes(hands, owner, name, report, after_gap)
    report.checked_shuffles += 1
    report.checked_hands += len(hands)
    if len(report.failures) == failed_before:
        bets = [dealt.bet_id for dealt in hands]
        span = f"Bet ID {bets[0]}" if len(bets) == 1 else f"Bet IDs {bets[0]} to {bets[-1]}"
        report.lines.append(f"ok    shuffle {name}: {span}, {sum(len(d.cards) for d in hands)} cards match")


def _check_holes(hands: list[Dealt], owner: dict[int, int], name: str, report: Report, after_gap: set[int]) -> None:
    """Fail the hand after each run of positions no hand took, unless it failed already, or follows a missing
    Bet ID or a hand that failed (either of which already names the hand whose cards are not placed)."""
    order = [dealt.bet_id for dealt in hands]
    failed = {dealt.bet_id for dealt in hands if dealt.failed}
    top = max(owner, default=-1)
    position = 0
    while position <= top:
        if position in owner:
            position += 1
            continue
        start = position
        while position not in owner:
            position += 1
        before = owner.get(start - 1)
        index = 0 if before is None else order.index(before) + 1
        blamed = order[min(index, len(order) - 1)]
        # A hand between the two that failed already (its cards could not be placed) is the one missing.
        explained = any((before or 0) < bet_id < blamed for bet_id in report.failures)
        if blamed not in failed and blamed not in after_gap and not explained:
            span = f"position {start} is" if start == position - 1 else f"positions {start} to {position - 1} are"
            report.fail(blamed, f"{span} of shuffle {name} in no hand of the file: a hand before this one is missing")
            failed.add(blamed)


def _check_money(rows: Iterable[dict[str, str]], report: Report, after_gap: set[int]) -> None:
    hands: list[Money] = []
    nets: dict[int, int] = {}
    for row in rows:
        bet_id = int(row["bet_id"])
        try:
            hand = money_of(bet_id, row)
        except ValueError as why:
            report.fail(bet_id, str(why))
            continue
        hands.append(hand)
        try:
            rules = row_rules(row) or preset_rules(hand.table)
        except ValueError as why:
            report.fail(bet_id, str(why))
            continue
        if rules is None:
            report.custom_tables.add(hand.table)
            continue
        try:
            nets[bet_id] = paid = worked_out_net(hand, rules)
        except ValueError as why:
            report.fail(bet_id, str(why))
            continue
        report.payouts_checked += 1
        problem = net_problem(hand, paid)
        if problem is not None:
            report.fail(bet_id, problem)
    found = balance_problems(hands, nets, set(report.failures) | after_gap | report.implicated)
    for bet_id, reason in found.failures:
        report.fail(bet_id, reason)
    report.lines.extend(f"note  {note}" for note in found.notes)
    report.balances_checked = found.checked


def verify_file(path: Path) -> Report:
    """Check the exported history at ``path``; raises :class:`UnreadableHistory` if it cannot be read."""
    data = read_history(path)
    try:
        return verify_rows(_rows(history_lines(data)))
    except csv.Error as error:
        raise UnreadableHistory(f"{shown(path)} cannot be read as CSV ({error})") from None
    except UnicodeDecodeError:
        raise UnreadableHistory(f"{shown(path)} is not UTF-8 text") from None


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    """The command line: check the file named, print what was found; the exit code says if all matched."""
    out = out if out is not None else sys.stdout
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 1 or args[0] in ("-h", "--help"):
        out.write("usage: python -m reddog_qt.fairness HISTORY.csv\n"
                  "Checks every revealed shuffle and every payout of a hand history exported by Red Dog.\n")
        return ALL_MATCH if args[:1] in (["-h"], ["--help"]) else UNREADABLE
    try:
        report = verify_file(Path(args[0]))
    except UnreadableHistory as problem:
        out.write(f"error: {problem}\n")
        return UNREADABLE
    for line in report.output():
        out.write(line + "\n")
    return report.exit_code


if __name__ == "__main__":
    sys.exit(main())
