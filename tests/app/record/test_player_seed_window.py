"""The player's seed and the chain through the real window and files: Options shows and changes the seed (a bad
one is refused with a message and changes nothing), the next shuffle takes it and the export carries it, and the
chain value shows in Hand History and in the session summary where it can be noted down."""

from __future__ import annotations

import csv
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QPushButton

from reddog_qt import fairness
from reddog_qt.engine.sealed import SealedOrder, fingerprint, shoe_codes, shuffle_key
from reddog_qt.record.history_csv import export_history
from tests.app.record_helpers import play_hands

LEFT = Qt.MouseButton.LeftButton


def open_options(qtbot, window) -> QDialog:
    qtbot.mouseClick(window.console.options_button, LEFT)
    (dialog,) = [d for d in window.findChildren(QDialog, "options_dialog") if d.isVisible()]
    return dialog


def press_ok(qtbot, dialog: QDialog) -> None:
    button: QPushButton = dialog.findChild(QDialogButtonBox, "options_buttons").button(
        QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(button, LEFT)


def type_seed(qtbot, dialog: QDialog, text: str) -> QLineEdit:
    edit = dialog.findChild(QLineEdit, "player_seed_edit")
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    qtbot.keyClicks(edit, text)
    return edit


def test_a_seed_set_in_options_keys_the_next_shuffle_and_is_in_the_export(make_window, qtbot, tmp_path: Path) -> None:
    window = make_window(animated=False)
    seals = window.ledger.seals
    first = seals.next_ticket().player_seed
    assert len(first) == 32 and not first.strip("0123456789abcdef")  # made at the first start
    dialog = open_options(qtbot, window)
    edit = dialog.findChild(QLineEdit, "player_seed_edit")
    assert edit.text() == first
    assert fingerprint(seals.next_ticket().seed) in dialog.findChild(QLabel, "player_seed_next").text()
    type_seed(qtbot, dialog, "  lucky seven  ")
    press_ok(qtbot, dialog)
    assert not dialog.isVisible() and seals.next_ticket().player_seed == "lucky seven"
    # The shuffle on the table had dealt nothing: it takes the new seed (same house seed, re-keyed).
    shoe = window.session.shoe
    assert shoe.player_seed == "lucky seven" and shoe.fingerprint == fingerprint(seals.next_ticket().seed)
    seed_hex = shoe.opening_seed()
    assert seed_hex is not None
    (hand,) = play_hands(qtbot, window, 1, "stand")
    order = SealedOrder(shuffle_key(bytes.fromhex(seed_hex), hand.shuffle_number, "lucky seven"), 52)
    assert [card.code for card in hand.cards] == [shoe_codes(1)[order.at(i)] for i in range(len(hand.cards))]
    from reddog_qt.app.texts.history_texts import seal_text

    record = window.ledger.hand(hand.bet_id)
    text = seal_text(record)
    assert "Your seed: lucky seven (shuffle number 1)." in text and "✓ The seed matches" in text
    play_hands(qtbot, window, 2, "stand")
    target = export_history(window.ledger, tmp_path / "history.csv").path
    with target.open(newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert [row["player_seed"] for row in rows] == ["lucky seven"] * 3
    assert [row["shuffle_number"] for row in rows] == ["1", "2", "3"]
    report = fairness.verify_file(target)
    assert report.exit_code == 0, report.output()
    assert report.chain == rows[-1]["chain"] == window.ledger.seals.chain


def test_a_seed_that_cannot_be_used_is_refused_with_a_message_and_changes_nothing(make_window, qtbot) -> None:
    window = make_window(animated=False)
    seals = window.ledger.seals
    before = seals.next_ticket().player_seed
    dialog = open_options(qtbot, window)
    type_seed(qtbot, dialog, "x" * 65)
    press_ok(qtbot, dialog)
    problem = dialog.findChild(QLabel, "player_seed_problem")
    assert dialog.isVisible() and problem.isVisible()
    assert problem.text() == "A player seed has at most 64 characters; this one has 65."
    assert seals.next_ticket().player_seed == before and window.session.shoe.player_seed == before
    type_seed(qtbot, dialog, "   ")
    press_ok(qtbot, dialog)
    assert dialog.isVisible() and problem.text() == "A player seed needs at least one character."
    assert seals.next_ticket().player_seed == before
    dialog.reject()


def test_a_seed_changed_during_a_shoe_applies_from_the_next_shuffle(make_window, qtbot) -> None:
    from reddog_qt.engine import Rules

    window = make_window(preset="six-deck-shoe", animated=False)
    window.controller.random_cut = True
    before = window.ledger.seals.next_ticket().player_seed
    play_hands(qtbot, window, 1, "stand")
    shoe = window.session.shoe
    dialog = open_options(qtbot, window)
    type_seed(qtbot, dialog, "later")
    press_ok(qtbot, dialog)
    # The shoe dealt from keeps the order it was sealed with; the next shuffle takes the new seed.
    assert window.ledger.seals.next_ticket().player_seed == "later" and shoe.player_seed == before
    assert window.controller.set_rules(Rules.preset("atlantic-city"))
    (hand,) = play_hands(qtbot, window, 1, "stand")
    assert hand.player_seed == "later" and window.ledger.hand(hand.bet_id).player_seed == "later"


def test_hand_history_and_the_session_summary_show_the_chain_value(make_window, qtbot) -> None:
    window = make_window(animated=False)
    play_hands(qtbot, window, 2, "stand")
    chain = window.ledger.seals.chain
    assert chain == window.ledger.history(limit=1)[0].chain
    dialog = window.open_history()  # the window's child, deleted when closed: not handed to qtbot to close again
    field = dialog.findChild(QLineEdit, "chain_value")
    assert field.text() == chain and field.isReadOnly()
    assert field.focusPolicy() & Qt.FocusPolicy.TabFocus  # reached by Tab, selectable, copied as it is
    field.selectAll()
    assert field.selectedText() == chain
    dialog.close()
    summary = window.record.quit_with_summary()
    assert summary is not None
    assert summary.findChild(QLineEdit, "chain_value").text() == chain
    summary.accept()
