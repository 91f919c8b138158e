"""Fair deals with the player's seed, through the ledger and the export: the checker fails, naming the hand, for
every kind of tampering the chain, the links and the table rules catch; every table's export verifies; and a
Red Dog 1.1 profile opens, keeps every hand, exports and verifies."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from fairness_history import Clock, alter, play, play_history, rows_of, write_rows

from reddog_qt import fairness
from reddog_qt.engine import PRESET_NAMES, RaisePolicy, Rules, Session
from reddog_qt.engine.chain import CHAIN_START
from reddog_qt.engine.sealed import deal_order, fingerprint, shuffle_key
from reddog_qt.profile import open_profile
from reddog_qt.profile.ledger import Ledger
from reddog_qt.record.history_csv import export_history
from tests.fixtures.lifetime import make_profile

CUSTOM = Rules(name="custom:Wide raise", title="Wide raise", decks=2, spread_pays=(4, 3, 1, 1, 1, 1, 1, 1, 1, 1, 2),
               trips_pays=9, raise_policy=RaisePolicy.UP_TO, raise_multiple=2, starting_bankroll=5_000)


@pytest.fixture(scope="module")
def history(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return play_history(tmp_path_factory.mktemp("history"))


def first_failure(rows: list[dict[str, str]], tmp_path: Path) -> tuple[int | None, str]:
    report = fairness.verify_file(write_rows(tmp_path / "tampered.csv", rows))
    first = report.first_failure
    return first, "" if first is None else report.failures[first]


def test_the_history_played_with_the_player_seed_verifies_every_link_and_the_chain(history: Path) -> None:
    rows = rows_of(history)
    report = fairness.verify_file(history)
    assert report.exit_code == 0, report.output()
    assert {row["table"] for row in rows} == set(PRESET_NAMES)  # an export of each preset table
    assert report.payouts_checked == len(rows) and report.chain == rows[-1]["chain"]
    assert report.links_checked > 50 and f"last value {rows[-1]['chain']}" in report.summary()
    numbers = [int(row["shuffle_number"]) for row in rows]
    assert numbers[0] == 1 and numbers == sorted(numbers)
    assert {row["pay_table"] for row in rows} == {"5:4:2:1:11"}
    assert {row["raise_rule"] for row in rows} == {"equal:1", "up-to:1"}
    finished = next(row for row in rows if row["finish_fingerprint"])
    # The hand the crash interrupted was finished at the next start by a shuffle sealed then: a new run, whose
    # first shuffle is not linked into; the shuffle after it is linked to it.
    assert finished["finish_fingerprint"] != finished["next_fingerprint"]
    assert int(finished["finish_shuffle_number"]) == int(finished["shuffle_number"]) + 1
    after = rows[rows.index(finished) + 1]
    assert after["shuffle_fingerprint"] == finished["finish_next_fingerprint"] and not after["new_run"]
    # The first start and the quit between hands each began a run: marked on its first row, not linked into.
    marked = [index for index, row in enumerate(rows) if row["new_run"]]
    assert marked[0] == 0 and len(marked) == 2 and {rows[index]["new_run"] for index in marked} == {"1"}
    restart = rows[marked[1]]
    assert restart["shuffle_fingerprint"] != rows[marked[1] - 1]["next_fingerprint"]
    assert int(restart["shuffle_number"]) == int(rows[marked[1] - 1]["shuffle_number"]) + 1
    assert report.restarts == 2 and "2 restarts" in report.summary()


def test_a_revealed_shuffle_deals_the_order_of_its_shuffle_key(history: Path) -> None:
    row = next(row for row in rows_of(history) if row["table"] == "atlantic-city" and len(row["shuffle_seed"]) == 64)
    key = shuffle_key(bytes.fromhex(row["shuffle_seed"]), int(row["shuffle_number"]), row["player_seed"])
    assert deal_order(key, 1)[:len(row["cards"].split())] == row["cards"].split()
    assert fingerprint(bytes.fromhex(row["shuffle_seed"])) == row["shuffle_fingerprint"]


@pytest.mark.parametrize(("column", "change"), [
    ("net", lambda value: str(int(value) + 5)),
    ("balance_after", lambda value: str(int(value) + 5)),
    ("player_seed", lambda value: value + "x"),
    ("chain", lambda value: CHAIN_START),
    ("wager", lambda value: str(int(value) * 2)),
])
def test_a_changed_cell_fails_naming_its_hand(history: Path, tmp_path: Path, column: str, change: object) -> None:
    rows = rows_of(history)
    index = len(rows) // 3
    assert callable(change)
    first, why = first_failure(alter(rows, index, column, change(rows[index][column])), tmp_path)
    assert first == int(rows[index]["bet_id"]), why


def test_a_deleted_row_is_named(history: Path, tmp_path: Path) -> None:
    rows = rows_of(history)
    first, why = first_failure(rows[:40] + rows[41:], tmp_path)
    assert first == int(rows[40]["bet_id"]) and "missing" in why


def test_a_deleted_first_row_breaks_the_chain_at_the_row_after_it(history: Path, tmp_path: Path) -> None:
    rows = rows_of(history)
    first, why = first_failure(rows[1:], tmp_path)
    assert first == int(rows[1]["bet_id"]) and "chain" in why


def test_a_reordered_pair_of_hands_is_named(history: Path, tmp_path: Path) -> None:
    rows = rows_of(history)
    index = 10  # two hands of the table that reshuffles every hand: each its own shuffle
    swapped = [dict(row) for row in rows]
    swapped[index], swapped[index + 1] = dict(rows[index + 1]), dict(rows[index])
    swapped[index]["bet_id"], swapped[index + 1]["bet_id"] = rows[index]["bet_id"], rows[index + 1]["bet_id"]
    assert first_failure(swapped, tmp_path)[0] == int(rows[index]["bet_id"])


def test_a_broken_next_fingerprint_link_is_named(history: Path, tmp_path: Path) -> None:
    rows = rows_of(history)
    index = 5  # every-hand table: the next hand is the next shuffle
    changed = alter(rows, index, "next_fingerprint", "ab" * 32)
    first, why = first_failure(changed, tmp_path)
    assert first == int(rows[index + 1]["bet_id"]) and "committed" in why


def test_a_forged_link_inside_a_run_is_named_next_to_a_restart(history: Path, tmp_path: Path) -> None:
    rows = rows_of(history)
    restart = [index for index, row in enumerate(rows) if row["new_run"]][1]
    # The shuffle just after a restart is linked to the restart's first shuffle: a forged link there fails.
    changed = alter(rows, restart, "next_fingerprint", "cd" * 32)
    first, why = first_failure(changed, tmp_path)
    assert first == int(rows[restart + 1]["bet_id"]) and "committed" in why


@pytest.mark.parametrize("index", [5, 6])
def test_a_forged_restart_mark_breaks_the_chain(history: Path, tmp_path: Path, index: int) -> None:
    rows = rows_of(history)
    assert not rows[index]["new_run"] and rows[index]["table"] == "atlantic-city"  # each hand its own shuffle
    # Marking a shuffle inside a run as a restart would excuse a forged link into it: the chain holds the mark.
    for forged in (alter(rows, index, "new_run", "1"),
                   alter(alter(rows, index, "new_run", "1"), index - 1, "next_fingerprint", "ef" * 32)):
        first, why = first_failure(forged, tmp_path)
        assert first == int(rows[index]["bet_id"]) and "chain" in why, why


def test_a_restart_mark_in_the_middle_of_a_shoe_is_named(history: Path, tmp_path: Path) -> None:
    rows = rows_of(history)
    index = next(i for i in range(1, len(rows)) if rows[i]["shuffle_number"] == rows[i - 1]["shuffle_number"])
    first, why = first_failure(alter(rows, index, "new_run", "1"), tmp_path)
    assert first == int(rows[index]["bet_id"]), why


def test_a_removed_restart_mark_breaks_the_chain(history: Path, tmp_path: Path) -> None:
    rows = rows_of(history)
    restart = [index for index, row in enumerate(rows) if row["new_run"]][1]
    first, why = first_failure(alter(rows, restart, "new_run", ""), tmp_path)
    assert first == int(rows[restart]["bet_id"]), why


def test_a_shuffle_number_out_of_turn_is_named(history: Path, tmp_path: Path) -> None:
    rows = rows_of(history)
    changed = alter(rows, 7, "shuffle_number", str(int(rows[7]["shuffle_number"]) + 1))
    assert first_failure(changed, tmp_path)[0] == int(rows[7]["bet_id"])


def test_a_custom_table_export_verifies_and_its_payouts_are_checked(tmp_path: Path) -> None:
    ledger = Ledger(tmp_path / "ledger.sqlite3", starting_balance=5_000, clock=Clock())
    session = Session(CUSTOM, balance=ledger.balance, next_bet_id=ledger.next_bet_id, journal=ledger,
                      seals=ledger.seals)
    play(session, 120)
    export_history(ledger, tmp_path / "custom.csv")
    ledger.close()
    rows = rows_of(tmp_path / "custom.csv")
    assert {(row["pay_table"], row["raise_rule"]) for row in rows} == {("4:3:1:1:1:1:1:1:1:1:2:9", "up-to:2")}
    report = fairness.verify_file(tmp_path / "custom.csv")
    assert report.exit_code == 0, report.output()
    assert report.payouts_checked == len(rows) and "not checked" not in report.summary()
    # A payout changed: worked out again at the custom table's own pays, it is caught there.
    index = next(i for i, row in enumerate(rows) if row["kind"] == "spread" and int(row["net"]) > 0)
    first, why = first_failure(alter(rows, index, "net", str(int(rows[index]["net"]) + int(rows[index]["wager"]))),
                               tmp_path)
    assert first == int(rows[index]["bet_id"]) and "at this table" in why, why


def test_a_1_1_profile_opens_keeps_every_hand_exports_and_verifies(tmp_path: Path) -> None:
    made = make_profile(tmp_path / "profile", 3_000, seed=4)
    before = shutil.copy(tmp_path / "profile" / "ledger.sqlite3", tmp_path / "before.sqlite3")
    profile = open_profile(tmp_path / "profile", lock=False)
    try:
        ledger = profile.ledger
        assert ledger.store.upgrade_backup is not None and ledger.totals().hands == made.hand_rows
        assert ledger.seals.chain != CHAIN_START and len(ledger.seals.next_ticket().player_seed) == 32
        session = Session(Rules.preset("atlantic-city"), balance=ledger.balance, next_bet_id=ledger.next_bet_id,
                          journal=ledger, seals=ledger.seals)
        play(session, 30)
        result = export_history(ledger, tmp_path / "history.csv")
    finally:
        profile.close()
    assert Path(before).exists() and result.hands == made.hand_rows + 30 and result.skipped == 0
    report = fairness.verify_file(tmp_path / "history.csv")
    assert report.exit_code == 0, report.output()
    rows = rows_of(tmp_path / "history.csv")
    assert report.chain == rows[-1]["chain"] and rows[-30]["shuffle_number"] == "1"
    assert all(row["chain"] for row in rows) and not any(row["player_seed"] for row in rows[:-30])


def test_a_hand_is_settled_with_its_chain_value_or_not_at_all(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from reddog_qt.engine import Phase
    from reddog_qt.profile import seals

    ledger = Ledger(tmp_path / "ledger.sqlite3", starting_balance=1_000, clock=Clock())
    session = Session(Rules.preset("atlantic-city"), balance=ledger.balance, next_bet_id=ledger.next_bet_id,
                      journal=ledger, seals=ledger.seals)
    while (hand := session.deal(10)).phase is not Phase.DECIDING:
        pass

    def state() -> tuple[object, ...]:
        return (ledger.balance, ledger.seals.chain, fingerprint(ledger.seals.next_ticket().seed),
                ledger.hand(hand.bet_id))

    before = state()

    def cut(*_args: object) -> str:
        raise RuntimeError("killed between the settlement and the chain")

    monkeypatch.setattr(seals, "chain_hand", cut)
    with pytest.raises(RuntimeError):
        session.stand()
    # The settlement and the chain are one transaction: neither was written.
    assert state() == before
    monkeypatch.undo()
    settled = session.stand()
    record = ledger.hand(settled.bet_id)
    assert record is not None and record.chain == ledger.seals.chain != before[1]
    ledger.close()
