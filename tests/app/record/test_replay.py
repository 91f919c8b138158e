"""Replay from Hand History: the recorded hand shown again on the table, read-only, with its decision, payout,
the coach's view and the seal's check; leaving it gives back the live table exactly as it was."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from reddog_qt.app.seams import TablePhase
from reddog_qt.engine import HandKind
from tests.app.record_helpers import play_hands

LEFT = Qt.MouseButton.LeftButton


def live_table(window) -> dict:
    """Everything of the live table a replay must leave alone."""
    scene = window.scene
    return {
        "balance": window.session.balance, "phase": window.controller.phase, "bet": window.controller.bet,
        "hand": window.session.hand, "hands recorded": len(window.ledger.history()),
        "cards": sorted((item.card.code, item.pos().x(), item.pos().y(), item.face_up) for item in scene.card_items),
        "items": len(scene.items()),
        "console": {button.objectName(): button.isEnabled() for button in window.console.findChildren(QPushButton)},
        "console on": window.console.isEnabled(), "menus on": window.menuBar().isEnabled(),
        "keys": [shortcut.isEnabled() for shortcut in window.table.input.shortcuts],
        "seal": window.console.seal.value.text(),
    }


def replay_from_history(qtbot, window, bet_id: int) -> None:
    dialog = window.open_history()
    for slip in dialog.slip_items():
        for row, key in enumerate(dialog.rows_of(slip)):
            if tuple(key) == ("hand", bet_id):
                dialog.tree.setCurrentIndex(dialog.model.index(row, 0, slip))
    assert dialog.replay_button.isEnabled()
    qtbot.mouseClick(dialog.replay_button, LEFT)
    assert window.replay is not None and window.replay.active


def test_replay_shows_the_recorded_hand_and_gives_the_live_table_back(qtbot, make_window) -> None:
    window = make_window(animated=False)
    hands = play_hands(qtbot, window, 12, "stand")
    spread = next(hand for hand in hands if hand.kind is HandKind.SPREAD)
    assert window.controller.add_chip(min(window.session.rules.chips))  # a bet waiting on the live table
    before = live_table(window)

    replay_from_history(qtbot, window, spread.bet_id)
    layer = window.replay.layer
    record = window.ledger.hand(spread.bet_id)
    assert [item.card for item in layer.card_items] == list(record.cards) == list(spread.cards)
    assert all(item.face_up and item.scene() is window.scene for item in layer.card_items)
    texts = layer.texts()
    assert f"Replay of Bet ID {spread.bet_id} at Atlantic City" in texts
    assert f"You stood on a wager of {spread.wager}." in texts
    assert texts[-1] == "✓ matches the fingerprint shown before the bet"
    coach = next(text for text in texts if "best play" in text or "worth the same" in text)
    best = record.odds.best_play.value
    assert ("Standing was the best play: raising would have cost" in coach) == (best == "stand"), coach
    assert ("Raising would have been the best play: standing cost" in coach) == (best == "raise"), coach
    payout = {1: "Won", -1: "Lost", 0: "Push"}[(spread.net > 0) - (spread.net < 0)]
    assert any(text.startswith(payout) for text in texts), texts

    # Read-only: the table's keys, console and menus do nothing, a click on the felt reaches nothing beneath.
    assert not window.console.isEnabled() and not window.menuBar().isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Return)
    qtbot.keyClick(window, Qt.Key.Key_Delete)
    qtbot.mouseClick(window.view.viewport(), LEFT, pos=window.view.mapFromScene(window.scene.chip_stack(5).pos()))
    assert window.controller.phase is TablePhase.BETTING and window.controller.bet == before["bet"]

    qtbot.keyClick(window, Qt.Key.Key_Escape)
    QApplication.processEvents()
    assert not window.replay.active and window.replay.layer is None
    assert live_table(window) == before


def test_replay_during_a_spread_leaves_the_decision_waiting(qtbot, make_window, deal_to_a_spread) -> None:
    window = make_window(animated=False)
    (first,) = play_hands(qtbot, window, 1, "stand")
    assert deal_to_a_spread(qtbot, window)
    before = live_table(window)
    replay_from_history(qtbot, window, first.bet_id)
    assert [item.card for item in window.replay.layer.card_items] == list(first.cards)
    qtbot.mouseClick(window.view.viewport(), LEFT,
                     pos=window.view.mapFromScene(window.replay.layer.back.sceneBoundingRect().center()))
    assert not window.replay.active
    assert live_table(window) == before and window.controller.phase is TablePhase.DECIDING
