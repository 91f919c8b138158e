"""The check of one recorded hand against its sealed shuffle: a true hand matches, any change is caught."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from reddog_qt.engine import Card, Phase, Rules, Session
from reddog_qt.engine.seal_verdict import SealVerdict, check_hand
from reddog_qt.profile.ledger import Ledger
from reddog_qt.record.history_query import sealed_hand


def recorded_hands(folder: Path, rules: str, hands: int) -> tuple[Ledger, list]:
    ledger = Ledger(folder / "ledger.sqlite3", starting_balance=10_000)
    session = Session(Rules.preset(rules), balance=ledger.balance, next_bet_id=ledger.next_bet_id, journal=ledger)
    for _ in range(hands):
        if session.deal(session.min_bet).phase is Phase.DECIDING:
            session.stand()
    return ledger, ledger.history()


def test_revealed_hands_match_and_a_shoe_in_play_is_sealed(tmp_path: Path) -> None:
    ledger, records = recorded_hands(tmp_path, "atlantic-city", 5)
    assert {check_hand(sealed_hand(record)) for record in records} == {SealVerdict.MATCHES}
    ledger.close()
    ledger, records = recorded_hands(tmp_path / "shoe", "six-deck-shoe", 3)
    assert {check_hand(sealed_hand(record)) for record in records} == {SealVerdict.SEALED}
    ledger.close()


def test_a_changed_card_seed_fingerprint_or_position_is_caught(tmp_path: Path) -> None:
    ledger, records = recorded_hands(tmp_path, "atlantic-city", 1)
    record = records[0]
    ledger.close()
    other = next(code for code in ("2c", "3d") if code != record.cards[0].code)
    seed = ("0" if record.seed[0] != "0" else "1") + record.seed[1:]
    for changed in (dataclasses.replace(record, cards=(Card.from_code(other), *record.cards[1:])),
                    dataclasses.replace(record, seed=seed),
                    dataclasses.replace(record, seal="0" * 64),
                    dataclasses.replace(record, positions=(1, *record.positions[1:]))):
        assert check_hand(sealed_hand(changed)) is SealVerdict.DIFFERS
