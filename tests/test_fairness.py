"""Fair deals: a real exported history checks out, any altered card, seed or fingerprint is caught by
Bet ID, a second checker written from the README alone agrees, and the shuffle is uniform."""

from __future__ import annotations

import hashlib
import hmac
import io
import math
import subprocess
import sys
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

import pytest
from fairness_history import alter, older_export, other_card, play_history, rows_of, write_rows

from reddog_qt import fairness
from reddog_qt.cli import main as cli_main
from reddog_qt.engine.sealed import SealedOrder, shoe_codes
from reddog_qt.record.history_csv import COLUMNS

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def history(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A history played at all three tables, with a crash in the middle of a shoe, exported."""
    return play_history(tmp_path_factory.mktemp("history"))


def test_the_new_columns_come_after_the_old_ones() -> None:
    assert COLUMNS[:14][-1] == "ev_lost"
    assert COLUMNS[14:] == ("shuffle_fingerprint", "shuffle_seed", "shoe_decks", "card_positions",
                            "finish_fingerprint", "finish_seed", "player_seed", "shuffle_number",
                            "finish_shuffle_number", "next_fingerprint", "finish_next_fingerprint", "pay_table",
                            "raise_rule", "chain", "new_run")


def test_a_real_history_checks_out(history: Path) -> None:
    out = io.StringIO()
    assert fairness.main([str(history)], out) == 0
    text = out.getvalue()
    rows = rows_of(history)
    tables = {row["table"] for row in rows}
    assert len(tables) == 3
    assert "finished after an interruption" in text and "abandoned when the game stopped" in text
    assert "all match" in text
    report = fairness.verify_file(history)
    # Every hand but those of the abandoned shoe was checked, and at least one whole shoe of the shoe table.
    abandoned = sum(1 for row in rows if row["shuffle_seed"] == "abandoned")
    assert report.checked_hands + abandoned == len(rows)
    assert report.finished == 1 and report.abandoned == abandoned - 1 and report.unsealed == 0


@pytest.mark.parametrize("what", ["card", "seed", "fingerprint", "position"])
def test_one_altered_value_fails_naming_its_bet_id(history: Path, tmp_path: Path, what: str) -> None:
    rows = rows_of(history)
    index = next(i for i, row in enumerate(rows) if row["table"] == rows[-1]["table"] and
                 len(row["shuffle_seed"]) == 64) + 3
    row = rows[index]
    if what == "card":
        cards = row["cards"].split()
        cards[1] = other_card(cards[1])
        changed = alter(rows, index, "cards", " ".join(cards))
    elif what == "seed":
        changed = alter(rows, index, "shuffle_seed", hashlib.sha256(b"another").hexdigest())
    elif what == "fingerprint":
        changed = alter(rows, index, "shuffle_fingerprint", hashlib.sha256(b"another").hexdigest())
    else:
        positions = row["card_positions"].split()
        positions[0] = str(int(positions[0]) + 1)
        changed = alter(rows, index, "card_positions", " ".join(positions))
    path = write_rows(tmp_path / "altered.csv", changed)
    out = io.StringIO()
    assert fairness.main([str(path)], out) == 1
    assert f"Bet ID {row['bet_id']}" in out.getvalue().splitlines()[-1]


def test_an_altered_third_card_of_a_finished_hand_fails(history: Path, tmp_path: Path) -> None:
    rows = rows_of(history)
    index = next(i for i, row in enumerate(rows) if row["finish_fingerprint"])
    cards = rows[index]["cards"].split()
    cards[2] = other_card(cards[2])
    path = write_rows(tmp_path / "altered.csv", alter(rows, index, "cards", " ".join(cards)))
    assert fairness.verify_file(path).first_failure == int(rows[index]["bet_id"])


def test_hands_before_sealed_shuffles_are_listed_not_failed(history: Path, tmp_path: Path) -> None:
    rows = older_export(rows_of(history))
    for column in COLUMNS[14:]:
        rows[0][column] = ""
    report = fairness.verify_file(write_rows(tmp_path / "old.csv", rows))
    assert report.exit_code == 0 and report.unsealed == 1
    assert "1 not sealed (recorded before sealed shuffles)" in report.summary()


def test_a_file_that_is_not_a_history_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "other.csv"
    path.write_text("a,b\n1,2\n", encoding="utf-8")
    out = io.StringIO()
    assert fairness.main([str(path)], out) == 2 and "not a hand history" in out.getvalue()
    assert fairness.main([str(tmp_path / "missing.csv")], io.StringIO()) == 2


def test_reddog_qt_verify_does_the_same(history: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["--verify", str(history)]) == 0
    assert "all match" in capsys.readouterr().out


def test_the_checker_runs_on_a_bare_python(history: Path) -> None:
    # -S: no site-packages (no Qt, no appdirs); -I: nothing from the environment.
    script = ("import sys; sys.path.insert(0, sys.argv[1]); import runpy; sys.argv = ['fairness', sys.argv[2]]\n"
              "try:\n    runpy.run_module('reddog_qt.fairness', run_name='__main__')\n"
              "finally:\n    print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'appdirs')))")
    done = subprocess.run([sys.executable, "-I", "-S", "-c", script, str(ROOT), str(history)],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert "all match" in done.stdout and done.stdout.rstrip().endswith("[]")


# --- a second checker, written from the README's "Fair deals" text alone ----------------------------


def readme_order(seed: bytes, cards: list[str]) -> list[str]:
    """Steps 3 to 5 of the README, done the plain way: the whole stream, the whole shuffle."""
    stream = bytearray()
    block = 0

    def take4() -> int:
        nonlocal block
        while len(stream) < 4:
            stream.extend(hmac.new(seed, block.to_bytes(8, "big"), hashlib.sha256).digest())
            block += 1
        value = int.from_bytes(stream[:4], "big")
        del stream[:4]
        return value

    def below(n: int) -> int:
        while True:
            x = take4()
            if x < 2**32 - (2**32 % n):
                return x % n

    deck = list(cards)
    for i in range(len(deck) - 1):
        j = i + below(len(deck) - i)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def readme_shoe(decks: int) -> list[str]:
    ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    return [rank + suit for _ in range(decks) for suit in "cdhs" for rank in ranks]


def readme_key(seed: bytes, number: str, player_seed: str) -> bytes:
    """The README's shuffle key: the seed itself for a hand without a player seed."""
    if not player_seed:
        return seed
    message = b"reddog-qt shuffle" + b"\0" + int(number).to_bytes(8, "big") + player_seed.encode("utf-8")
    return hmac.new(seed, message, hashlib.sha256).digest()


def readme_chain(rows: list[dict[str, str]]) -> int | None:
    """The first Bet ID whose chain value is not the README's, or None."""
    fields = ["bet_id", "slip_id", "settled_at", "table", "cards", "wager", "raised", "net", "balance_after",
              "decision", "shuffle_fingerprint", "player_seed", "shuffle_number", "card_positions",
              "finish_fingerprint", "finish_shuffle_number", "new_run"]
    value = bytes(32)
    for row in rows:
        instant = datetime.fromisoformat(row["settled_at"]).astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        line = "\n".join(instant if name == "settled_at" else row[name] for name in fields)
        value = hashlib.sha256(value + line.encode("utf-8")).digest()
        if value.hex() != row["chain"]:
            return int(row["bet_id"])
    return None


def readme_check(rows: list[dict[str, str]]) -> int | None:
    """The first Bet ID that does not check out by the README's rules, or None."""
    next_position: dict[str, int] = {}
    orders: dict[str, list[str]] = {}
    bad: list[int] = []
    for row in sorted(rows, key=lambda r: int(r["bet_id"])):
        bet = int(row["bet_id"])
        cards = row["cards"].split()
        if row["finish_fingerprint"]:
            seed = bytes.fromhex(row["finish_seed"])
            shoe = readme_shoe(int(row["shoe_decks"]))
            shoe.remove(cards[0])
            shoe.remove(cards[1])
            key = readme_key(seed, row["finish_shuffle_number"], row["player_seed"])
            if hashlib.sha256(seed).hexdigest() != row["finish_fingerprint"] or readme_order(key, shoe)[0] != cards[2]:
                bad.append(bet)
            cards = cards[:2]
        seal, seed_text = row["shuffle_fingerprint"], row["shuffle_seed"]
        if not seal or len(seed_text) != 64:
            continue
        seed = bytes.fromhex(seed_text)
        if hashlib.sha256(seed).hexdigest() != seal:
            bad.append(bet)
            continue
        if seal not in orders:
            key = readme_key(seed, row["shuffle_number"], row["player_seed"])
            orders[seal] = readme_order(key, readme_shoe(int(row["shoe_decks"])))
        for card, position in zip(cards, map(int, row["card_positions"].split()), strict=False):
            if position != next_position.get(seal, 0) or orders[seal][position] != card:
                bad.append(bet)
                break
            next_position[seal] = position + 1
    broken = readme_chain(sorted(rows, key=lambda r: int(r["bet_id"])))
    return min([*bad, broken]) if bad or broken else None


def test_a_checker_written_from_the_readme_agrees(history: Path, tmp_path: Path) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for words in ("HMAC-SHA256", "8-byte unsigned big-endian", "2^32 - (2^32 mod n)", "j = i +",
                  "clubs `c`, diamonds `d`, hearts `h`, spades `s`", "reddog-qt practice deal N shuffle k",
                  '`reddog-qt shuffle`', "YYYY-MM-DDTHH:MM:SSZ"):
        assert words in readme
    rows = rows_of(history)
    assert readme_check(rows) is None and fairness.verify_file(history).first_failure is None
    for index in (5, len(rows) // 2, len(rows) - 2):
        cards = rows[index]["cards"].split()
        cards[0] = other_card(cards[0])
        changed = alter(rows, index, "cards", " ".join(cards))
        expected = int(rows[index]["bet_id"])  # its cards, if not revealed yet, by the chain
        path = write_rows(tmp_path / f"altered{index}.csv", changed)
        assert readme_check(changed) == fairness.verify_file(path).first_failure == expected


def test_the_readme_order_is_the_engine_order() -> None:
    for number in range(20):
        seed = hashlib.sha256(b"order %d" % number).digest()
        decks = 1 + number % 8
        order = SealedOrder(seed, 52 * decks)
        codes = shoe_codes(decks)
        assert readme_order(seed, readme_shoe(decks)) == [codes[order.at(i)] for i in range(52 * decks)]


# --- uniformity ------------------------------------------------------------------------------------


def chi_square_limit(freedom: int, z: float = 5.0) -> float:
    """The chi-square value a fair shuffle exceeds with odds of about one in 3.5 million (Wilson-Hilferty)."""
    k = freedom
    return k * (1 - 2 / (9 * k) + z * math.sqrt(2 / (9 * k))) ** 3


def chi_square(counts: Counter[object], cells: int, total: int) -> float:
    expected = total / cells
    return sum((counts.get(cell, 0) - expected) ** 2 / expected for cell in range(cells))


def first_two(seeds: int, below: object = None) -> tuple[Counter[object], Counter[object]]:
    firsts: Counter[object] = Counter()
    pairs: Counter[object] = Counter()
    for number in range(seeds):
        order = SealedOrder(hashlib.sha256(b"uniformity %d" % number).digest(), 52)
        first, second = order.at(0), order.at(1)
        firsts[first] += 1
        pairs[first * 51 + (second if second < first else second - 1)] += 1
    return firsts, pairs


def test_first_cards_and_pairs_are_uniform_over_100000_shuffles() -> None:
    # Fixed seeds: the same 100,000 shuffles every run, so this never flakes.
    total = 100_000
    firsts, pairs = first_two(total)
    assert chi_square(firsts, 52, total) < chi_square_limit(51)
    assert chi_square(pairs, 52 * 51, total) < chi_square_limit(52 * 51 - 1)


def test_the_uniformity_test_catches_a_biased_draw(monkeypatch: pytest.MonkeyPatch) -> None:
    # One byte modulo n (no rejection) favours the low cards: the same test must see it.
    from reddog_qt.engine import sealed

    def biased_below(self: sealed.ByteStream, n: int) -> int:
        byte = hmac.new(self._seed, self._block.to_bytes(8, "big"), hashlib.sha256).digest()[0]
        self._block += 1
        return byte % n

    monkeypatch.setattr(sealed.ByteStream, "below", biased_below)
    total = 100_000
    firsts, _pairs = first_two(total)
    assert chi_square(firsts, 52, total) > chi_square_limit(51)
