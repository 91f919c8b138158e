"""Game > Practice Deal...: a numbered deal on the practice bankroll, its public shuffles named in the console,
the same cards as anyone's copy of that deal, and back to the player's own bankroll untouched."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog

from reddog_qt.engine import Phase, Rules, Session
from reddog_qt.engine.sealed import fingerprint, practice_seed
from tests.app.record_helpers import play_hands


def test_a_practice_deal_is_chosen_by_number_and_dealt_as_anyone_would_deal_it(qtbot, make_window) -> None:
    window = make_window(animated=False)
    balance, recorded = window.session.balance, len(window.ledger.history())
    own_seal = window.console.seal.value.text()
    action = window.findChild(QAction, "practice_deal_action")
    assert action.isEnabled() and not window.findChild(QAction, "leave_practice_action").isVisible()
    action.trigger()
    dialog = window.findChild(QInputDialog, "practice_deal_dialog")
    assert dialog is not None and dialog.isVisible()
    dialog.setIntValue(42)
    dialog.accept()

    assert window.practising and window.session.shoe.deal_number == 42
    assert window.console.seal.value.text() == "Deal 42"
    tip = window.console.seal.toolTip()
    assert "Practice deal 42, shuffle 1" in tip and fingerprint(practice_seed(42, 1)) in tip
    hands = play_hands(qtbot, window, 3, "stand")
    copy = Session(Rules.preset("atlantic-city"), balance=1_000, seed=42)
    for hand in hands:
        dealt = copy.deal(hand.wager)
        if dealt.phase is Phase.DECIDING:
            dealt = copy.stand()
        assert dealt.cards == hand.cards

    leave = window.findChild(QAction, "leave_practice_action")
    assert leave.isVisible() and leave.isEnabled()
    leave.trigger()
    assert not window.practising and not leave.isVisible()
    assert window.session.balance == balance and len(window.ledger.history()) == recorded
    assert window.console.seal.value.text() == own_seal
