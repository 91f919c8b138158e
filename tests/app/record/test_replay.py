"""Replay from Hand History: the recorded hand dealt again on a felt of its own, with the table's motion, paused,
stepped and dealt again at will, with its decision, payout, the coach's view and the seal's check; leaving it gives
back the live table exactly as it was."""

from __future__ import annotations

import dataclasses
import itertools

from PySide6.QtCore import QElapsedTimer, Qt
from PySide6.QtWidgets import QApplication, QPushButton

from reddog_qt.app.felt.felt import SHOE_POS, SLOT_POS
from reddog_qt.app.felt.timings import Move
from reddog_qt.app.record.replay_deal import ReplayMove
from reddog_qt.app.seams import TablePhase
from reddog_qt.app.texts.felt_texts import card_name
from reddog_qt.engine import HandKind
from tests.app.record_helpers import play_hands

LEFT = Qt.MouseButton.LeftButton
ALL_MOVES = list(ReplayMove)


def live_table(window) -> dict:
    """Everything of the live table a replay must leave alone."""
    scene = window.scene
    return {
        "balance": window.session.balance, "phase": window.controller.phase, "bet": window.controller.bet,
        "spot": (scene.bet_spot.chips, scene.bet_spot.raised),
        "hand": window.session.hand, "hands recorded": len(window.ledger.history()),
        "shoe": window.controller.shoe_state(), "dealt": window.session.shoe.dealt,
        "cards": sorted((item.card.code, item.pos().x(), item.pos().y(), item.face_up) for item in scene.card_items),
        "marker": (scene.marker.pos(), scene.marker.text), "items": len(scene.items()),
        "message": window.console.message.text(),
        "console": {button.objectName(): button.isEnabled() for button in window.console.findChildren(QPushButton)},
        "console on": window.console.isEnabled(), "menus on": window.menuBar().isEnabled(),
        "shown": (window.view.isVisible(), window.console.isVisible()),
        "keys": [shortcut.isEnabled() for shortcut in window.table.input.shortcuts],
        "seal": window.console.seal.value.text(),
    }


def replay_from_history(qtbot, window, bet_id: int):
    dialog = window.open_history()
    for slip in dialog.slip_items():
        for row, key in enumerate(dialog.rows_of(slip)):
            if tuple(key) == ("hand", bet_id):
                dialog.tree.setCurrentIndex(dialog.model.index(row, 0, slip))
    assert dialog.replay_button.isEnabled()
    qtbot.mouseClick(dialog.replay_button, LEFT)
    assert window.replay is not None and window.replay.active
    # Hand History closes and the table's window takes the keys back, with them on the replay's first control.
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.replay.screen.pause_button)
    return window.replay.screen


def animate(window, speed: int = 5) -> None:
    """Animation on at ``speed`` (the hands before were played with it off, quickly)."""
    window.apply_settings(dataclasses.replace(window.settings, animation=True, speed=speed))


def face_up_cards(scene) -> list[str]:
    return [item.card.code for item in scene.card_items if item.isVisible() and item.face_up]


def bar_is_clear(screen) -> None:
    """Every line of the bar is clear of the others and of the buttons, and every button is whole."""
    QApplication.processEvents()
    lines = [label for label in (screen.title, screen.move_line, screen.decision, screen.coach, screen.payout,
                                 screen.check) if label.text()]
    boxes = [label.geometry() for label in lines]
    buttons = [button.geometry() for button in screen.buttons]
    assert all(not a.intersects(b) for a, b in itertools.combinations(boxes + buttons, 2)), boxes + buttons
    for label in lines:
        assert label.width() >= min(label.sizeHint().width(), label.parentWidget().width() - 28), label.text()
    for button in screen.buttons:
        assert button.width() >= button.sizeHint().width(), button.text()


def spread_hand(qtbot, window, strategy: str = "stand"):
    hands = play_hands(qtbot, window, 12, strategy)
    return next(hand for hand in hands if hand.kind is HandKind.SPREAD and len(hand.cards) == 3)


def test_the_replay_deals_the_recorded_hand_with_the_tables_motion(qtbot, make_window) -> None:
    window = make_window(animated=False)
    spread = spread_hand(qtbot, window, "raise")
    animate(window, speed=3)
    before = live_table(window)
    screen = replay_from_history(qtbot, window, spread.bet_id)
    scene, deal = screen.scene, screen.deal
    assert scene is not window.scene and screen.view.isVisible() and not window.view.isVisible()
    assert deal.moves == ALL_MOVES
    faces: list[tuple[ReplayMove, list[str]]] = []
    deal.move_shown.connect(lambda move: faces.append((move, face_up_cards(scene))))

    # The first card leaves the shoe and travels: its position changes over time, from the shoe to its slot.
    qtbot.waitUntil(lambda: bool(scene.card_items) and scene.card_items[0].isVisible(), timeout=3000)
    first = scene.card_items[0]
    path = []
    qtbot.waitUntil(lambda: path.append(first.pos()) or bool(deal.shown), timeout=5000)
    assert any(SLOT_POS[0].x() < point.x() < SHOE_POS.x() for point in path), path  # seen on its way
    assert path[-1] == SLOT_POS[0]
    qtbot.waitUntil(lambda: deal.over, timeout=15_000)

    codes = [card.code for card in spread.cards]
    assert faces == [(ReplayMove.FIRST_CARD, codes[:1]), (ReplayMove.SECOND_CARD, codes[:2]),
                     (ReplayMove.RED_DOG, codes[:2]), (ReplayMove.DECISION, codes[:2]),
                     (ReplayMove.THIRD_CARD, codes), (ReplayMove.RESULT, codes)]
    assert [item.pos() for item in scene.card_items] == [SLOT_POS[0], SLOT_POS[1], SLOT_POS[2]]
    assert scene.banner.isVisible() and scene.marker.spread == spread.spread
    record = window.ledger.hand(spread.bet_id)
    texts = screen.texts()
    assert f"Replay of Bet ID {spread.bet_id} at Atlantic City" in texts
    assert f"You raised {record.raised} on a wager of {record.wager}." in texts
    assert "Move 6 of 6: the result" in texts
    assert texts[-1] == "✓ matches the fingerprint shown before the bet"
    payout = {1: "Won", -1: "Lost", 0: "Push"}[(spread.net > 0) - (spread.net < 0)]
    assert any(text.startswith(payout) for text in texts), texts
    # The coach's line: what the best decision was and what the decision cost.
    best = record.odds.best_play.value
    coach = screen.coach.text()
    assert ("Raising was the best play: standing would have cost" in coach) == (best == "raise"), coach
    assert ("Standing would have been the best play: raising cost" in coach) == (best == "stand"), coach
    bar_is_clear(screen)
    assert QApplication.focusWidget() is screen.again_button  # Pause and Step are off: the keys move on
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.replay.active and live_table(window) == before


def test_pause_holds_everything_still_and_resume_plays_on(qtbot, make_window) -> None:
    window = make_window(animated=False)
    spread = spread_hand(qtbot, window)
    animate(window, speed=3)
    screen = replay_from_history(qtbot, window, spread.bet_id)
    scene, deal = screen.scene, screen.deal
    qtbot.waitUntil(lambda: bool(scene.card_items) and scene.card_items[0].isVisible()
                    and scene.card_items[0].pos() != SHOE_POS, timeout=3000)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert deal.paused and screen.pause_button.text() == "Resume (Space)"
    still = [(item.pos(), item.face_up, item.isVisible()) for item in scene.card_items]
    qtbot.wait(600)
    assert [(item.pos(), item.face_up, item.isVisible()) for item in scene.card_items] == still
    assert deal.shown == [] and scene.card_items[0].pos() != SLOT_POS[0]

    qtbot.mouseClick(screen.pause_button, LEFT)
    assert not deal.paused and screen.pause_button.text() == "Pause (Space)"
    qtbot.waitUntil(lambda: deal.shown == [ReplayMove.FIRST_CARD], timeout=3000)
    assert scene.card_items[0].pos() == SLOT_POS[0]
    qtbot.waitUntil(lambda: deal.over, timeout=20_000)


def test_step_plays_one_move_at_a_time_and_again_deals_it_from_the_start(qtbot, make_window) -> None:
    window = make_window(animated=False)
    spread = spread_hand(qtbot, window)
    animate(window, speed=10)
    screen = replay_from_history(qtbot, window, spread.bet_id)
    scene, deal = screen.scene, screen.deal
    qtbot.keyClick(window, Qt.Key.Key_Right)  # during the first card: it finishes, then the replay waits
    assert deal.paused
    qtbot.waitUntil(lambda: deal.shown == [ReplayMove.FIRST_CARD], timeout=3000)
    for count in range(2, len(ALL_MOVES) + 1):
        qtbot.wait(400)  # longer than a beat at this speed: a stepping replay does not go on by itself
        assert deal.shown == ALL_MOVES[:count - 1]
        qtbot.keyClick(window, Qt.Key.Key_Right)
        qtbot.waitUntil(lambda count=count: deal.shown == ALL_MOVES[:count], timeout=3000)
        assert len(face_up_cards(scene)) == {1: 1, 2: 2, 3: 2, 4: 2}.get(count, 3)
    assert deal.over and not screen.step_button.isEnabled() and not screen.pause_button.isEnabled()

    qtbot.mouseClick(screen.again_button, LEFT)
    assert deal.shown == [] and not deal.over and screen.step_button.isEnabled()
    assert face_up_cards(scene) == [] and not scene.banner.isVisible() and scene.bet_spot.raised == 0
    qtbot.waitUntil(lambda: deal.over, timeout=15_000)
    assert deal.shown == ALL_MOVES and face_up_cards(scene) == [card.code for card in spread.cards]


def test_with_animation_off_every_move_still_shows_for_a_beat(qtbot, make_window) -> None:
    window = make_window("9c 9d 4h", animated=False)  # a pair first: sealed shuffles deal the rest at random
    hands = play_hands(qtbot, window, 12, "stand")
    pair = next((hand for hand in hands if hand.kind is HandKind.PAIR), None)
    hand = pair or next(hand for hand in hands if hand.kind is HandKind.CONSECUTIVE)
    screen = replay_from_history(qtbot, window, hand.bet_id)
    scene, deal = screen.scene, screen.deal
    clock = QElapsedTimer()
    clock.start()
    seen: list[tuple[ReplayMove, int, list[str]]] = []
    deal.move_shown.connect(lambda move: seen.append((move, clock.elapsed(), face_up_cards(scene))))
    qtbot.waitUntil(lambda: deal.over, timeout=15_000)
    moves = [move for move, _, _ in seen]
    codes = [card.code for card in hand.cards]
    if pair is not None:
        assert [faces for _, _, faces in seen] == [codes[:1], codes[:2], codes[:2], codes, codes]
        assert moves == [ReplayMove.FIRST_CARD, ReplayMove.SECOND_CARD, ReplayMove.RED_DOG, ReplayMove.THIRD_CARD,
                         ReplayMove.RESULT]
    else:
        assert moves == [ReplayMove.FIRST_CARD, ReplayMove.SECOND_CARD, ReplayMove.RED_DOG, ReplayMove.RESULT]
    times = [elapsed for _, elapsed, _ in seen]
    beat = window.timings.duration(Move.REPLAY_BEAT)
    assert beat > 0
    assert all(later - earlier >= beat - 20 for earlier, later in itertools.pairwise(times)), times
    assert "nothing to decide" in screen.decision.text()


def test_leaving_gives_the_live_table_back_with_its_hand_in_progress(qtbot, make_window, deal_to_a_spread) -> None:
    window = make_window(animated=False)
    (first,) = play_hands(qtbot, window, 1, "stand")
    assert deal_to_a_spread(qtbot, window)
    animate(window, speed=8)
    before = live_table(window)
    screen = replay_from_history(qtbot, window, first.bet_id)
    # The table's keys do nothing meanwhile (Enter would stand, Delete take the bet back).
    qtbot.keyClick(window, Qt.Key.Key_Return)
    qtbot.keyClick(window, Qt.Key.Key_Delete)
    assert not window.menuBar().isEnabled()
    qtbot.waitUntil(lambda: len(screen.deal.shown) >= 2, timeout=5000)
    qtbot.mouseClick(screen.back_button, LEFT)
    QApplication.processEvents()
    assert not window.replay.active and window.replay.screen is None
    assert live_table(window) == before and window.controller.phase is TablePhase.DECIDING


def test_leaving_gives_the_live_table_back_with_a_bet_waiting(qtbot, make_window) -> None:
    window = make_window(animated=False)
    spread = spread_hand(qtbot, window)
    assert window.controller.add_chip(min(window.session.rules.chips))
    before = live_table(window)
    replay_from_history(qtbot, window, spread.bet_id)
    qtbot.waitUntil(lambda: window.replay.deal.over, timeout=15_000)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert live_table(window) == before and before["message"]


def test_the_controls_are_reached_with_tab_and_named(qtbot, make_window) -> None:
    window = make_window(animated=False)
    spread = spread_hand(qtbot, window)
    screen = replay_from_history(qtbot, window, spread.bet_id)
    screen.deal.pause()
    assert [button.accessibleName() for button in screen.buttons] == ["Resume", "Step", "Again", "Back to the table"]
    assert all(button.accessibleDescription() for button in screen.buttons)
    assert QApplication.focusWidget() is screen.pause_button
    reached = []
    for _ in screen.buttons:
        reached.append(QApplication.focusWidget())
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert reached == screen.buttons
    # A focused button is pressed with Space, as the console's are: here Again deals the hand from the start.
    qtbot.keyClick(screen.pause_button, Qt.Key.Key_Tab)
    qtbot.keyClick(screen.step_button, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is screen.again_button
    qtbot.keyClick(screen.again_button, Qt.Key.Key_Space)
    assert not screen.deal.paused and screen.deal.shown == []
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.replay.active


def test_again_while_the_chips_move_deals_the_hand_once_more_from_the_start(qtbot, make_window) -> None:
    window = make_window(animated=False)
    spread = spread_hand(qtbot, window)
    animate(window, speed=2)
    screen = replay_from_history(qtbot, window, spread.bet_id)
    scene, deal = screen.scene, screen.deal
    qtbot.waitUntil(lambda: scene.banner.isVisible() and scene.cosmetic_running, timeout=20_000)
    moves: list[ReplayMove] = []
    deal.move_shown.connect(moves.append)
    qtbot.mouseClick(screen.again_button, LEFT)
    assert deal.shown == [] and moves == [] and not scene.money_piles and not scene.banner.isVisible()
    qtbot.waitUntil(lambda: deal.over, timeout=30_000)
    assert moves == deal.shown == ALL_MOVES


def test_the_bar_fits_the_smallest_window_in_german(qtbot, make_window) -> None:
    from reddog_qt.app.table.window_access import MINIMUM_SIZE
    from reddog_qt.app.texts.language import apply_language

    window = make_window(animated=False)
    spread = spread_hand(qtbot, window)
    window.resize(MINIMUM_SIZE)
    apply_language("de")
    try:
        screen = replay_from_history(qtbot, window, spread.bet_id)
        qtbot.waitUntil(lambda: screen.deal.over, timeout=15_000)
        assert screen.back_button.text() == "Zurück zum Tisch (Esc)"
        assert screen.texts()[-1].startswith("✓ passt zum Fingerabdruck")
        qtbot.waitUntil(lambda: screen.width() <= MINIMUM_SIZE.width())
        QApplication.processEvents()
        bar_is_clear(screen)
        for button in screen.buttons:  # inside the window
            assert screen.rect().contains(button.geometry().translated(button.parentWidget().pos()))
        assert screen.view.height() > 300  # the felt keeps most of the window
    finally:
        apply_language("en")


def test_a_screen_reader_is_told_each_move_as_it_shows(qtbot, make_window) -> None:
    window = make_window(animated=False)
    spread = spread_hand(qtbot, window)
    screen = replay_from_history(qtbot, window, spread.bet_id)
    told: list[str] = []
    screen.said.connect(told.append)
    qtbot.waitUntil(lambda: screen.deal.over, timeout=15_000)
    first, second, third = (card_name(card) for card in spread.cards)
    assert told[0] == f"Move 1 of 6: the first card, {first}."
    assert told[1] == f"Move 2 of 6: the second card, {second}."
    pays = window.session.rules.payout(spread.spread)
    assert told[2] == f"Move 3 of 6: the red dog, Spread {spread.spread} pays {pays}:1."
    assert told[3] == (f"Move 4 of 6: the decision. You stood on a wager of {spread.wager}. "
                       f"{screen.coach.text()}") and screen.coach.text()
    assert told[4] == f"Move 5 of 6: the third card, {third}."
    assert told[5] == f"Move 6 of 6: the result. {screen.payout.text()}" and len(told) == 6


def test_a_change_of_language_shows_on_the_replay_at_once(qtbot, make_window) -> None:
    from reddog_qt.app.texts.language import apply_language

    window = make_window(animated=False)
    spread = spread_hand(qtbot, window)
    screen = replay_from_history(qtbot, window, spread.bet_id)
    qtbot.waitUntil(lambda: screen.deal.over, timeout=15_000)
    try:
        apply_language("de")
        qtbot.waitUntil(lambda: screen.back_button.text() == "Zurück zum Tisch (Esc)")
        assert screen.move_line.text() == "Zug 6 von 6: das Ergebnis"
        assert screen.scene.marker.text.startswith(f"Spread {spread.spread} zahlt")
    finally:
        apply_language("en")
    qtbot.waitUntil(lambda: screen.back_button.text() == "Back to the table (Esc)")
