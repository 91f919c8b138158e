"""The second version of fair deals, engine side: the shuffle key, the player seed, the chain, the export's
pay-table and raise-rule texts. Fixed values here are the vectors another implementation must reproduce."""

from __future__ import annotations

import hashlib
import hmac

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reddog_qt.engine import PAY_TABLES, PRESET_NAMES, PayTable, Rules
from reddog_qt.engine.chain import CHAIN_FIELDS, CHAIN_START, chain_line, next_chain, utc_instant
from reddog_qt.engine.errors import PlayerSeedError
from reddog_qt.engine.sealed import (
    PLAYER_SEED_MAX,
    SealedOrder,
    deal_order,
    fingerprint,
    new_player_seed,
    order_key,
    player_seed_text,
    shuffle_key,
)

SEED = bytes(range(32))


def test_the_shuffle_key_is_the_hmac_of_the_label_number_and_player_seed() -> None:
    message = b"reddog-qt shuffle\x00" + (7).to_bytes(8, "big") + "Grüße".encode()
    assert shuffle_key(SEED, 7, "Grüße") == hmac.new(SEED, message, hashlib.sha256).digest()
    # The fingerprint stays the seed's: the key is not what is committed.
    assert fingerprint(SEED) == hashlib.sha256(SEED).hexdigest()


def test_the_player_seed_and_the_shuffle_number_each_change_the_order() -> None:
    base = deal_order(shuffle_key(SEED, 1, "red dog"), 1)
    assert base[:5] == ["Ks", "Kd", "9c", "7d", "Qs"]
    assert deal_order(shuffle_key(SEED, 2, "red dog"), 1) != base
    assert deal_order(shuffle_key(SEED, 1, "red dog!"), 1) != base
    assert deal_order(SEED, 1) != base  # a shuffle before player seeds is ordered by its seed itself
    assert sorted(base) == sorted(deal_order(SEED, 1))


def test_order_key_keeps_shuffles_without_a_player_seed_as_they_were() -> None:
    assert order_key(SEED, None, None) == SEED
    assert order_key(SEED, 3, "x") == shuffle_key(SEED, 3, "x")
    order = SealedOrder(order_key(SEED, 3, "x"), 52)
    assert [order.at(i) for i in range(52)] == [order.at(i) for i in range(52)]


@pytest.mark.parametrize(("typed", "stored"), [
    ("  red dog  ", "red dog"),
    ("\u3000\u00a0hex 0a1B\u2029", "hex 0a1B"),  # wide and non-breaking spaces trimmed, case kept
    ("Cafe\u0301", "Caf\u00e9"),  # NFC
    ("x" * PLAYER_SEED_MAX, "x" * PLAYER_SEED_MAX),
    ("\U0001f0a1" * PLAYER_SEED_MAX, "\U0001f0a1" * PLAYER_SEED_MAX),  # code points, not UTF-16 units
])
def test_a_player_seed_is_trimmed_and_normalised(typed: str, stored: str) -> None:
    assert player_seed_text(typed) == stored


@pytest.mark.parametrize(("typed", "code"), [
    ("", "player_seed_empty"), ("  \t ", "player_seed_empty"), ("x" * 65, "player_seed_long"),
    ("a\tb", "player_seed_control"), ("a\x85b", "player_seed_control"), ("a\ud800b", "player_seed_control"),
])
def test_a_player_seed_that_cannot_be_used_is_refused(typed: str, code: str) -> None:
    with pytest.raises(PlayerSeedError) as refused:
        player_seed_text(typed)
    assert refused.value.code == code


def test_a_new_player_seed_is_32_hex_digits_and_a_valid_seed() -> None:
    made = {new_player_seed() for _ in range(20)}
    assert len(made) == 20
    for seed in made:
        assert len(seed) == 32 and not seed.strip("0123456789abcdef") and player_seed_text(seed) == seed


def test_the_chain_line_and_value() -> None:
    cells = dict.fromkeys(CHAIN_FIELDS, "")
    cells |= {"bet_id": "1000001", "slip_id": "1000000", "settled_at": "2026-11-27T15:00:09+01:00", "net": "-10"}
    line = chain_line(cells)
    assert line == "1000001\n1000000\n2026-11-27T14:00:09Z\n\n\n\n\n-10" + "\n" * 9
    assert next_chain(CHAIN_START, line) == hashlib.sha256(bytes(32) + line.encode()).hexdigest()
    # The same instant written in another zone makes the same line.
    assert chain_line(cells | {"settled_at": "2026-11-27T09:00:09-05:00"}) == line
    with pytest.raises(ValueError, match="offset"):
        utc_instant("2026-11-27T14:00:09")


@given(st.lists(st.text(max_size=30), min_size=2, max_size=6))
def test_any_changed_line_changes_every_value_after_it(lines: list[str]) -> None:
    def values(lines: list[str]) -> list[str]:
        out, value = [], CHAIN_START
        for line in lines:
            value = next_chain(value, line)
            out.append(value)
        return out

    changed = [*lines[:1], lines[1] + "x", *lines[2:]]
    assert values(changed)[0] == values(lines)[0]
    assert all(a != b for a, b in zip(values(changed)[1:], values(lines)[1:], strict=True))


def test_pay_table_and_raise_rule_texts_name_every_table() -> None:
    assert [Rules.preset(name).pays.text for name in PRESET_NAMES] == ["5:4:2:1:11"] * 3
    assert [Rules.preset(name).raise_rule for name in PRESET_NAMES] == ["equal:1", "equal:1", "up-to:1"]
    assert PAY_TABLES["double-raise"][1].text == "4:3:1:11"
    odd = PayTable((9, 8, 7, 6, 5, 4, 3, 2, 1, 1, 2), 3)
    assert odd.text == "9:8:7:6:5:4:3:2:1:1:2:3" and PayTable.from_text(odd.text) == odd
    assert Rules().with_raise_rule("up-to:4").raise_rule == "up-to:4"


@pytest.mark.parametrize("text", ["", "5", "5:4:x:11", "0:11", "5:4:2:1:1:1:1:1:1:1:1:1:11", "5:-4:11", "5:10001"])
def test_a_pay_table_text_that_names_none_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match="pay"):
        PayTable.from_text(text)


@pytest.mark.parametrize("text", ["", "wager", "equal", "equal:0", "up-to:5", "up_to:1", "equal:1:1"])
def test_a_raise_rule_text_that_names_none_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match="raise rule"):
        Rules().with_raise_rule(text)
