"""The published test vectors of the history checkers, rebuilt from the game's own engine and profile code.

``assets/verify/vectors.json`` holds house seeds, player seeds and shuffle numbers with the shuffle keys and card
orders they give (1, 6 and 8 decks), finishing shuffles, chain steps, pay-table and raise-rule texts, and the
verdicts of the Python verifier on ``assets/verify/reference-history.csv`` (a history played here by the game's
session and ledger, exported by the game's own export) and on tampered copies of it, each described by its edit.
Anyone writing a checker can test it against them; ``tests/test_verify_js.py`` holds the JavaScript checker
(Node and the page in Chromium) and this file to them.

    PYTHONPATH=. python tests/verify_vectors.py     # rewrite vectors.json and reference-history.csv

The reference history is played with seeds from a fixed generator (the game's secure source replaced for the
run), so rebuilding it gives the same file.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import random
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from reddog_qt import fairness
from reddog_qt.engine import Phase, Rules, Session, sealed
from reddog_qt.engine.chain import CHAIN_START, chain_line, next_chain
from reddog_qt.engine.rules import DOUBLE_RAISE_PAYS, PayTable, RaisePolicy

ROOT = Path(__file__).resolve().parents[1]
VERIFY = ROOT / "assets" / "verify"
VECTORS = VERIFY / "vectors.json"
REFERENCE = VERIFY / "reference-history.csv"

#: Player seeds of the vectors: a new profile's hex, a phrase, and one with letters beyond ASCII (UTF-8 matters).
PLAYER_SEEDS = ("3f2a9c0d41e87b56a0c4d2e1f9b87365", "red dog", "Café au lait ☕ 12")
#: Positions given of each order: all of a single deck, the first 60 of a shoe.
SHOWN_POSITIONS = {1: 52, 6: 60, 8: 60}
#: The custom table of the reference history: four decks, the double-raise pays, a raise of up to twice the wager.
CUSTOM = Rules(name="custom:Double raise", title="Double raise", decks=4, raise_policy=RaisePolicy.UP_TO,
               raise_multiple=2).with_pays(DOUBLE_RAISE_PAYS)


def house_seed(label: str) -> bytes:
    """A house seed anyone can make again: the SHA-256 of ``reddog-qt test vector LABEL``."""
    return hashlib.sha256(f"reddog-qt test vector {label}".encode("ascii")).digest()


def order_vectors() -> list[dict[str, Any]]:
    """Seeds, with and without a player seed, and the first cards their shuffles deal."""
    found = []
    for decks, shown in SHOWN_POSITIONS.items():
        seed = house_seed(f"{decks} decks")
        keyed: list[tuple[str | None, int | None]] = [(None, None)]
        keyed += [(player, number) for player, number in zip(PLAYER_SEEDS, (1, 42, 2**40 + 7), strict=True)]
        for player_seed, number in keyed:
            key = sealed.order_key(seed, number, player_seed)
            found.append({"house_seed": seed.hex(), "fingerprint": sealed.fingerprint(seed), "decks": decks,
                          "player_seed": player_seed, "shuffle_number": number,
                          "shuffle_key": None if player_seed is None else key.hex(),
                          "first_cards": sealed.deal_order(key, decks)[:shown]})
    return found


def finishing_vectors() -> list[dict[str, Any]]:
    """Finishing shuffles (the shoe less the two cards shown): their first card."""
    found = []
    for decks, shown, player_seed, number in ((1, ["2c", "As"], None, None), (6, ["Kd", "Kd"], "red dog", 9),
                                              (8, ["10h", "3s"], PLAYER_SEEDS[2], 12345)):
        seed = house_seed(f"finish {decks}")
        codes = sealed.finishing_codes(decks, shown)
        key = sealed.order_key(seed, number, player_seed)
        found.append({"house_seed": seed.hex(), "fingerprint": sealed.fingerprint(seed), "decks": decks,
                      "shown": shown, "player_seed": player_seed, "shuffle_number": number,
                      "first_card": codes[sealed.SealedOrder(key, len(codes)).at(0)]})
    return found


def chain_vectors() -> dict[str, Any]:
    """Three hands' cells, the line each adds to the chain, and the chain after each."""
    hands = [
        {"bet_id": "1000001", "slip_id": "", "settled_at": "2026-03-01T13:00:05+01:00", "table": "atlantic-city",
         "cards": "2c Jd 7h", "wager": "10", "raised": "10", "net": "20", "balance_after": "1020",
         "decision": "raise", "shuffle_fingerprint": sealed.fingerprint(house_seed("chain 1")),
         "player_seed": PLAYER_SEEDS[0], "shuffle_number": "1", "card_positions": "0 1 2",
         "finish_fingerprint": "", "finish_shuffle_number": "", "new_run": "1"},
        {"bet_id": "1000002", "slip_id": "7", "settled_at": "2026-03-01T07:00:10-05:00", "table": "six-deck-shoe",
         "cards": "Kh 10c 4h", "wager": "10", "raised": "0", "net": "-10", "balance_after": "1010",
         "decision": "stand", "shuffle_fingerprint": sealed.fingerprint(house_seed("chain 2")),
         "player_seed": PLAYER_SEEDS[2], "shuffle_number": "2", "card_positions": "0 1",
         "finish_fingerprint": sealed.fingerprint(house_seed("chain 3")), "finish_shuffle_number": "3"},
        {"bet_id": "1000003", "slip_id": "", "settled_at": "2026-03-01T12:00:15Z", "table": "custom:Mine",
         "cards": "9s 10s", "wager": "5", "raised": "0", "net": "0", "balance_after": "1010", "decision": "none",
         "shuffle_fingerprint": "", "player_seed": "", "shuffle_number": "", "card_positions": "",
         "finish_fingerprint": "", "finish_shuffle_number": ""},
    ]
    steps, chain = [], CHAIN_START
    for cells in hands:
        line = chain_line(cells)
        chain = next_chain(chain, line)
        steps.append({"cells": cells, "line": line, "chain": chain})
    return {"start": CHAIN_START, "steps": steps}


def rule_vectors() -> dict[str, Any]:
    """Pay-table texts with the pays they name, and raise-rule texts with the raise they allow."""
    tables = [Rules.preset("atlantic-city").pays, DOUBLE_RAISE_PAYS, PayTable((9,) * 11, 2),
              PayTable((8, 6, 5, 4, 3, 2, 1, 1, 1, 1, 1), 30)]
    return {"pay_tables": [{"text": pays.text, "spreads": list(pays.spreads), "trips": pays.trips} for pays in tables],
            "raise_rules": [{"text": rules.raise_rule, "equal": rules.raise_policy is RaisePolicy.EQUAL,
                             "multiple": rules.raise_multiple}
                            for rules in (Rules.preset("atlantic-city"), Rules.preset("six-deck-shoe"), CUSTOM)]}


# --- the reference history ---------------------------------------------------------------------------------------


@contextmanager
def fixed_randomness(seed: int) -> Iterator[random.Random]:
    """The game's secure random source replaced, in every module that took it, by a generator that repeats."""
    rng = random.Random(seed)
    replaced = {"new_seed": lambda: rng.randbytes(sealed.SEED_BYTES),
                "new_player_seed": lambda: rng.randbytes(16).hex()}
    reals = {name: getattr(sealed, name) for name in replaced}  # before sealed's own are replaced
    patched = []
    for module in list(sys.modules.values()):
        for name, fake in replaced.items():
            real = reals[name]
            if getattr(module, name, None) is real:
                patched.append((module, name, real))
                setattr(module, name, fake)
    try:
        yield rng
    finally:
        for module, name, real in patched:
            setattr(module, name, real)


def play(session: Session, hands: int) -> None:
    """``hands`` hands at the minimum, raising every other spread (by the most at some, the least at others)."""
    for number in range(hands):
        hand = session.deal(session.min_bet)
        if hand.phase is Phase.DECIDING:
            allowed = session.raise_range()
            if number % 2 and allowed:
                session.raise_bet(allowed[1] if number % 4 == 1 else allowed[0])
            else:
                session.stand()


def play_reference(folder: Path) -> Path:
    """A short history at every preset table and a custom one, with a crash in the middle of a shoe, exported."""
    from fairness_history import Clock

    from reddog_qt.profile.ledger import Ledger
    from reddog_qt.profile.seals import draw_from_full_shoe
    from reddog_qt.record.history_csv import export_history

    with fixed_randomness(2026) as rng:
        clock = Clock()
        ledger = Ledger(folder / "ledger.sqlite3", starting_balance=100_000, clock=clock)
        session = Session(Rules.preset("atlantic-city"), balance=ledger.balance, next_bet_id=ledger.next_bet_id,
                          journal=ledger, seals=ledger.seals)
        play(session, 8)  # with the player seed a new profile gets (32 hex digits)
        ledger.seals.set_player_seed(PLAYER_SEEDS[2])
        session.set_rules(Rules.preset("six-deck-shoe"))
        play(session, 6)
        while session.deal(session.min_bet).phase is not Phase.DECIDING:
            pass
        ledger.close()  # the game stops with a spread waiting and the shoe unrevealed
        ledger = Ledger(folder / "ledger.sqlite3", starting_balance=100_000, clock=clock)
        ledger.recover(draw_from_full_shoe(rng))
        session = Session(Rules.preset("six-deck-shoe"), balance=ledger.balance, next_bet_id=ledger.next_bet_id,
                          journal=ledger, seals=ledger.seals)
        play(session, 12)
        ledger.seals.set_player_seed(PLAYER_SEEDS[1])
        session.set_rules(Rules.preset("eight-deck"))  # the shoe in play is left: revealed
        play(session, 8)
        session.set_rules(CUSTOM)
        play(session, 10)
        target = folder / "history.csv"
        export_history(ledger, target)
        ledger.close()
    return target


def read_rows(data: bytes) -> tuple[list[str], list[dict[str, str]]]:
    """The header and rows of a history's bytes."""
    reader = csv.DictReader(io.StringIO(data.decode("utf-8-sig"), newline=""))
    return list(reader.fieldnames or ()), list(reader)


def write_rows(header: list[str], rows: list[dict[str, str]]) -> bytes:
    """A history's bytes, written as the game's export writes them."""
    out = io.StringIO(newline="")
    writer = csv.DictWriter(out, fieldnames=header, lineterminator="\r\n")
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue().encode("utf-8")


def apply_edit(data: bytes, edit: dict[str, Any]) -> bytes:
    """The reference history with one tampering ``edit`` made (see :func:`tamperings` for the kinds)."""
    if edit.get("byte_order_mark"):
        return b"\xef\xbb\xbf" + data
    header, rows = read_rows(data)
    rows = [dict(row) for row in rows]
    if "delete_row" in edit:
        del rows[edit["delete_row"]]
    elif "swap_bet_ids" in edit:
        first, second = edit["swap_bet_ids"]
        rows[first]["bet_id"], rows[second]["bet_id"] = rows[second]["bet_id"], rows[first]["bet_id"]
    else:
        rows[edit["row"]][edit["column"]] = edit["value"]
    return write_rows(header, rows)


def tamperings(data: bytes) -> list[dict[str, Any]]:
    """Edits of the reference history a checker must catch (or, for a byte-order mark, take as it is).

    An edit is ``{"row": i, "column": c, "value": v}`` (row i counted from 0 after the header),
    ``{"delete_row": i}``, ``{"swap_bet_ids": [i, j]}`` or ``{"byte_order_mark": true}``.
    """
    _header, rows = read_rows(data)
    revealed = [i for i, row in enumerate(rows) if len(row["shuffle_seed"]) == 64]
    shoe = [i for i in revealed if rows[i]["table"] == "six-deck-shoe" and not rows[i]["finish_fingerprint"]]
    custom = [i for i, row in enumerate(rows) if row["table"] == CUSTOM.name]
    won = next(i for i in custom if int(rows[i]["net"]) > 0)  # any other pay table pays it otherwise
    card = rows[shoe[2]]["cards"].split()
    card[0] = "2c" if card[0] != "2c" else "3c"
    return [
        {"name": "a card changed", "edit": {"row": shoe[2], "column": "cards", "value": " ".join(card)}},
        {"name": "a seed changed", "edit": {"row": revealed[3], "column": "shuffle_seed", "value": "ab" * 32}},
        {"name": "a fingerprint changed", "edit": {"row": shoe[1], "column": "shuffle_fingerprint",
                                                   "value": "cd" * 32}},
        {"name": "a position changed", "edit": {"row": shoe[3], "column": "card_positions",
                                                "value": " ".join(str(int(p) + 1) for p in
                                                                  rows[shoe[3]]["card_positions"].split())}},
        {"name": "a net changed", "edit": {"row": 5, "column": "net", "value": str(int(rows[5]["net"]) + 7)}},
        {"name": "a balance changed", "edit": {"row": custom[2], "column": "balance_after",
                                               "value": str(int(rows[custom[2]]["balance_after"]) + 7)}},
        {"name": "a hand deleted", "edit": {"delete_row": shoe[4]}},
        {"name": "two hands swapped", "edit": {"swap_bet_ids": [shoe[2], shoe[3]]}},
        {"name": "a slip changed (only the chain holds it)", "edit": {"row": 9, "column": "slip_id", "value": "7"}},
        {"name": "a chain value changed", "edit": {"row": 30, "column": "chain", "value": "ef" * 32}},
        {"name": "a next fingerprint changed", "edit": {"row": revealed[5], "column": "next_fingerprint",
                                                        "value": "12" * 32}},
        {"name": "a player seed changed", "edit": {"row": revealed[6], "column": "player_seed", "value": "red cat"}},
        {"name": "a new run marked in the middle of a shoe", "edit": {"row": shoe[3], "column": "new_run",
                                                                      "value": "1"}},
        {"name": "a custom table's pay table changed", "edit": {"row": won, "column": "pay_table", "value": "9:9"}},
        {"name": "a byte-order mark added", "edit": {"byte_order_mark": True}},
    ]


def verdict(data: bytes) -> dict[str, Any]:
    """What the Python verifier says of a history's bytes: exit code, failing Bet IDs, hands passed before the
    first, and its summary line."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "history.csv"
        path.write_bytes(data)
        report = fairness.verify_file(path)
    return {"exit": report.exit_code, "first_failure": report.first_failure, "failures": sorted(report.failures),
            "passed_before_failure": report.passed_before_failure, "summary": report.summary()}


def reference_vectors(data: bytes) -> dict[str, Any]:
    """The reference history's verdict and its tampered copies' verdicts."""
    return {"file": REFERENCE.name, **verdict(data),
            "tampered": [{**tampering, **verdict(apply_edit(data, tampering["edit"]))}
                         for tampering in tamperings(data)]}


def vectors(reference: bytes) -> dict[str, Any]:
    """Every vector, the reference history's from ``reference`` (its bytes)."""
    return {
        "about": ("Test vectors of Red Dog's fair deals (README 'Fair deals'), made by tests/verify_vectors.py from "
                  "the game's own code. Hex is lowercase; a card is rank then suit (2c, 10d, Qh, As); first_cards "
                  "are positions 0, 1, 2, ... of the shuffle; a shuffle_key is null where the order comes from the "
                  "house seed itself (no player seed). A tampered history is reference-history.csv with its edit "
                  "made: row i is the i-th data row from 0; swap_bet_ids exchanges two rows' Bet IDs."),
        "orders": order_vectors(),
        "finishing": finishing_vectors(),
        "chain": chain_vectors(),
        **rule_vectors(),
        "reference": reference_vectors(reference),
    }


def vectors_text(reference: bytes) -> str:
    return json.dumps(vectors(reference), indent=1, ensure_ascii=False) + "\n"


def main() -> int:
    """Play and export the reference history, and write it and the vectors to assets/verify/."""
    with tempfile.TemporaryDirectory() as folder:
        reference = play_reference(Path(folder)).read_bytes()
    REFERENCE.write_bytes(reference)
    VECTORS.write_text(vectors_text(reference), encoding="utf-8")
    print(f"wrote {REFERENCE.relative_to(ROOT)} and {VECTORS.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
