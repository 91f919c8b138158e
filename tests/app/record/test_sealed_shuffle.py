"""The sealed shuffle at the table: its fingerprint shows before the bet, and its seed is nowhere (profile folder,
log, the window's texts and accessibility) until the hand or shoe is over; nor is the seed committed for the next
shuffle, which lives in the game's memory only."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication

from reddog_qt.engine import Rules
from reddog_qt.engine.sealed import fingerprint
from tests.app.record_helpers import bet_minimum, play_hands, press


def window_texts() -> str:
    """Every text, tooltip, accessible name and description of every object of the application."""
    found: list[str] = []
    seen: set[int] = set()

    def visit(obj: QObject) -> None:
        if id(obj) in seen:
            return
        seen.add(id(obj))
        for name in ("text", "toolTip", "accessibleName", "accessibleDescription", "windowTitle", "toPlainText",
                     "statusTip", "whatsThis", "placeholderText", "title"):
            getter = getattr(obj, name, None)
            if callable(getter):
                try:
                    value = getter()
                except TypeError:
                    continue
                if isinstance(value, str):
                    found.append(value)
        for child in obj.children():
            visit(child)

    for widget in QApplication.allWidgets():
        visit(widget)
    scene = next((w.scene() for w in QApplication.allWidgets() if hasattr(w, "scene") and callable(w.scene)
                  and w.scene() is not None), None)
    if scene is not None:
        for item in scene.items():
            for name in ("toolTip", "accessibleName", "toPlainText"):
                getter = getattr(item, name, None)
                if callable(getter):
                    value = getter()
                    if isinstance(value, str):
                        found.append(value)
    return "\n".join(found)


def profile_bytes(folder: Path) -> bytes:
    return b"\n".join(path.read_bytes() for path in sorted(folder.rglob("*")) if path.is_file())


def assert_seed_hidden(seed: str, profile: Path) -> None:
    assert seed not in window_texts()
    raw = bytes.fromhex(seed)
    data = profile_bytes(profile)
    assert seed.encode() not in data and raw not in data and seed.upper().encode() not in data


def test_the_fingerprint_shows_before_the_bet_and_the_seed_only_after(make_window, profile: Path, qtbot) -> None:
    window = make_window(animated=False)
    shoe = window.session.shoe
    seal = shoe.fingerprint
    assert seal is not None and window.console.seal.value.text() == seal[:8]
    assert seal in window.console.seal.toolTip()
    seed = shoe.opening_seed()
    assert seed is not None and fingerprint(bytes.fromhex(seed)) == seal
    assert_seed_hidden(seed, profile)

    (hand,) = play_hands(qtbot, window, 1, "stand")
    assert hand is not None and hand.seal == seal and hand.seed == seed
    record = window.ledger.hand(hand.bet_id)
    assert record is not None and record.seal == seal and record.seed == seed
    # The next hand's shuffle is sealed already, before its bet.
    assert window.session.shoe.fingerprint not in (None, seal)
    assert window.console.seal.value.text() == window.session.shoe.fingerprint[:8]


def test_a_shoe_seed_stays_hidden_until_the_shoe_is_left(make_window, profile: Path, qtbot) -> None:
    window = make_window(animated=False)
    window.controller.random_cut = True
    assert window.controller.set_rules(Rules.preset("six-deck-shoe"))
    shoe = window.session.shoe
    seal, seed = shoe.fingerprint, shoe.opening_seed()
    assert seal is not None and seed is not None
    for _ in range(3):
        play_hands(qtbot, window, 1, "stand")
        assert_seed_hidden(seed, profile)
    assert window.console.seal.value.text() == seal[:8]
    assert window.controller.set_rules(Rules.preset("atlantic-city"))  # the shoe is left: its seal opens
    assert all(record.seed == seed for record in window.ledger.history(limit=3))


def _history_seal(window, qtbot, bet_id: int) -> str:
    """What Hand History says of the seal of hand ``bet_id`` once it is selected."""
    dialog = window.open_history()
    qtbot.addWidget(dialog)
    for slip in dialog.slip_items():
        for row, key in enumerate(dialog.rows_of(slip)):
            if tuple(key) == ("hand", bet_id):
                dialog.tree.setCurrentIndex(dialog.model.index(row, 0, slip))
                return dialog.seal_label.text()
    raise AssertionError(f"Bet ID {bet_id} is not in the history")


def test_the_history_shows_the_fingerprint_and_the_revealed_seed_with_its_check(make_window, qtbot) -> None:
    window = make_window(animated=False)
    seal = window.session.shoe.fingerprint
    (hand,) = play_hands(qtbot, window, 1, "stand")
    text = _history_seal(window, qtbot, hand.bet_id)
    assert f"Fingerprint: {seal}" in text and f"Seed: {hand.seed}" in text
    assert "✓ The seed matches the fingerprint shown before the bet and deals exactly these cards." in text


def test_the_history_keeps_a_shoe_seed_hidden_until_the_shoe_is_over(make_window, profile: Path, qtbot) -> None:
    window = make_window(animated=False)
    window.controller.random_cut = True
    assert window.controller.set_rules(Rules.preset("six-deck-shoe"))
    seal, seed = window.session.shoe.fingerprint, window.session.shoe.opening_seed()
    assert seal is not None and seed is not None
    (hand,) = play_hands(qtbot, window, 1, "stand")
    text = _history_seal(window, qtbot, hand.bet_id)
    assert f"Fingerprint: {seal}" in text and "Seed: revealed once this shoe is over." in text
    assert_seed_hidden(seed, profile)  # the open history included


def test_the_history_says_which_hand_was_finished_after_an_interruption(tmp_path: Path, qtbot) -> None:
    from reddog_qt.app.record.history_dialog import HandHistoryDialog, seal_text
    from reddog_qt.engine import Phase, Session
    from reddog_qt.profile.ledger import Ledger
    from reddog_qt.profile.seals import draw_from_full_shoe

    ledger = Ledger(tmp_path / "ledger.sqlite3", starting_balance=1_000)
    session = Session(Rules.preset("atlantic-city"), balance=ledger.balance, next_bet_id=ledger.next_bet_id,
                      journal=ledger)
    while session.deal(session.min_bet).phase is not Phase.DECIDING:
        pass
    ledger.close()  # the game stops with a spread waiting: its shuffle is abandoned unrevealed
    ledger = Ledger(tmp_path / "ledger.sqlite3", starting_balance=1_000)
    (finished,) = ledger.recover(draw_from_full_shoe())
    record = ledger.hand(finished.bet_id)
    assert record is not None
    text = seal_text(record)
    assert "Seed: abandoned. The game stopped before it was revealed" in text
    finish = (f"Finished after an interruption: the third card came from a new shuffle, fingerprint "
              f"{record.finish_seal}, seed {record.finish_seed}.")
    assert finish in text
    assert "✓ That seed matches its fingerprint and deals the third card." in text
    dialog = HandHistoryDialog(ledger)
    qtbot.addWidget(dialog)
    slip = dialog.slip_items()[0]
    dialog.rows_of(slip)
    assert "(finished after an interruption)" in dialog.model.index(0, dialog_column("Result"), slip).data()
    ledger.close()


def dialog_column(name: str) -> int:
    from reddog_qt.app.record.history_dialog import COLUMNS

    return COLUMNS.index(name)


def test_no_file_of_the_profile_holds_the_current_or_the_next_house_seed(make_window, profile: Path, qtbot) -> None:
    from reddog_qt.app.table.controller import TablePhase

    window = make_window(animated=False)  # Atlantic City: a new shuffle for every hand, sealed before its bet
    seals = window.ledger.seals
    play_hands(qtbot, window, 1, "stand")  # its shuffle is recorded: the one after it is committed
    spreads = 0
    for _ in range(60):
        # Before the bet: this hand's shuffle is the one committed with the hand before; on no disk.
        current = window.session.shoe.opening_seed()
        assert current is not None and current == seals.next_ticket().seed.hex()
        assert_seed_hidden(current, profile)
        bet_minimum(window)
        press(qtbot, window, "deal_button")
        qtbot.waitUntil(lambda: window.controller.phase is not TablePhase.ANIMATING)
        if window.controller.phase is not TablePhase.DECIDING:
            continue
        # A spread waits for the decision: its hand is in the ledger with the fingerprint of the seed committed
        # for the next shuffle, and neither that seed nor this shuffle's is in any file (the log, -wal, copy too).
        hand = window.ledger.hand(window.session.hand.bet_id)
        upcoming = seals.next_ticket().seed.hex()
        assert hand is not None and hand.next_seal == fingerprint(bytes.fromhex(upcoming)) and upcoming != current
        assert_seed_hidden(current, profile)
        assert_seed_hidden(upcoming, profile)
        press(qtbot, window, "stand_button")
        qtbot.waitUntil(lambda: window.controller.phase in (TablePhase.BETTING, TablePhase.CUTTING))
        spreads += 1
        if spreads == 3:
            break
    assert spreads == 3
    names = {path.name for path in profile.rglob("*") if path.is_file()}
    assert {"ledger.sqlite3", "ledger.sqlite3-wal"} <= names, names  # the search did look at the log
    keys = {row[0] for row in window.ledger.store.connection.execute("SELECT key FROM meta")}
    assert "next_seed" not in keys and {"shuffle_number", "player_seed", "chain"} <= keys
