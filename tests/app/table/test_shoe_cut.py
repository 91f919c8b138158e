"""The shoe table through the window: the player's cut (drag, Enter, always at random),
the gauge and discard tray, the cut card's last hand and the reshuffle; and the coach before a deal."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget

from reddog_qt.app.seams import TablePhase
from reddog_qt.engine import Phase
from reddog_qt.engine.odds import next_hand_ev
from reddog_qt.profile.paths import ProfilePaths
from reddog_qt.profile.settings import load_settings

LEFT = Qt.MouseButton.LeftButton


def shoe_window(make_window, profile: Path, seed: int = 3, **settings):
    ProfilePaths.single(profile).settings_file.write_text(json.dumps({"preset": "six-deck-shoe", **settings}))
    return make_window(seed=seed, animated=False)


def view_point(window, x: float, y: float):
    return window.view.mapFromScene(QPointF(x, y))


def test_a_new_shoe_asks_for_the_cut_and_enter_cuts_at_random(qtbot, make_window, profile):
    window = shoe_window(make_window, profile)
    overlay = window.shoe_display.cut_overlay
    assert window.controller.phase is TablePhase.CUTTING and overlay.isVisible()
    assert "Cut the cards" in window.console.message.text()
    assert not window.findChild(QWidget, "deal_button").isEnabled()
    assert not window.controller.add_chip(5)  # nothing before the cut
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    shoe = window.session.shoe
    assert window.controller.phase is TablePhase.BETTING and not overlay.isVisible()
    assert shoe.player_cut and shoe.cut_band[0] <= shoe.cut_position <= shoe.cut_band[1]
    assert window.console.message.text().startswith("Place your bets.")
    assert window.controller.add_chip(5)


def test_dragging_the_cut_card_cuts_where_it_is_let_go(qtbot, make_window, profile):
    window = shoe_window(make_window, profile)
    overlay = window.shoe_display.cut_overlay
    viewport = window.view.viewport()
    low, high = window.session.shoe.cut_band
    assert (low, high) == (202, 265)  # 65% to 85% of 312 cards
    start = overlay.cut_card_rect().center()
    target_x = overlay.x_for(210)
    qtbot.mousePress(viewport, LEFT, pos=view_point(window, start.x(), start.y()))
    for step in range(1, 6):
        x = start.x() + (target_x - start.x()) * step / 5
        qtbot.mouseMove(viewport, view_point(window, x, start.y()))
    assert window.controller.phase is TablePhase.CUTTING  # still dragging
    qtbot.mouseRelease(viewport, LEFT, pos=view_point(window, target_x, start.y()))
    shoe = window.session.shoe
    assert window.controller.phase is TablePhase.BETTING
    # One view pixel is about a card and a half at this size: the cut lands within a card or two.
    assert abs(shoe.cut_position - 210) <= 2 and shoe.player_cut
    assert window.shoe_display.gauge.state.cut_position == shoe.cut_position


def rules_line_pixels(window) -> QImage:
    """The felt's rules line under the table's title, as the screen shows it."""
    area = window.view.mapFromScene(QRectF(60, 80, 460, 26)).boundingRect()
    return window.view.viewport().grab(area).toImage()


def test_the_felt_prints_where_the_shoe_is_really_cut(qtbot, make_window, profile):
    window = shoe_window(make_window, profile)
    scene, shoe = window.scene, window.session.shoe
    assert window.controller.phase is TablePhase.CUTTING
    assert scene.printed_rules == "6 decks, dealt from a shoe to a 75% cut card, 10-500"  # the table's own, uncut
    uncut = rules_line_pixels(window)
    overlay, viewport = window.shoe_display.cut_overlay, window.view.viewport()
    start = overlay.cut_card_rect().center()
    qtbot.mousePress(viewport, LEFT, pos=view_point(window, start.x(), start.y()))
    qtbot.mouseMove(viewport, view_point(window, overlay.PACK.left() + 2, start.y()))
    qtbot.mouseRelease(viewport, LEFT, pos=view_point(window, overlay.PACK.left() + 2, start.y()))
    assert shoe.cut_position == 202 and window.controller.phase is TablePhase.BETTING  # 65% of 312 cards
    assert scene.printed_rules == "6 decks, dealt from a shoe to a 65% cut card, 10-500"
    qtbot.waitUntil(lambda: rules_line_pixels(window) != uncut)  # printed again, not the kept 75% printing

    window.apply_settings(dataclasses.replace(window.settings, language="de"))
    assert scene.printed_rules == "6 Decks, Schlitten, Schnittkarte bei 65\u00a0%, 10-500"
    # Practice deals from a shoe of its own, waiting for its cut: the table's own penetration until it is cut.
    assert window.enter_practice(5) and window.controller.phase is TablePhase.CUTTING
    assert scene.printed_rules == "6 Decks, Schlitten, Schnittkarte bei 75\u00a0%, 10-500"
    assert window.controller.cut(265)  # 85%, the other end of the band
    assert scene.printed_rules == "6 Decks, Schlitten, Schnittkarte bei 85\u00a0%, 10-500"


def test_a_cut_cannot_leave_the_band(qtbot, make_window, profile):
    window = shoe_window(make_window, profile)
    overlay = window.shoe_display.cut_overlay
    viewport = window.view.viewport()
    start = overlay.cut_card_rect().center()
    qtbot.mousePress(viewport, LEFT, pos=view_point(window, start.x(), start.y()))
    qtbot.mouseMove(viewport, view_point(window, overlay.PACK.right() - 2, start.y()))
    qtbot.mouseRelease(viewport, LEFT, pos=view_point(window, overlay.PACK.right() - 2, start.y()))
    assert window.session.shoe.cut_position == window.session.shoe.cut_band[1]


def test_always_cut_at_random_is_remembered(qtbot, make_window, profile):
    window = shoe_window(make_window, profile)
    overlay = window.shoe_display.cut_overlay
    box = overlay.always_random_rect()
    qtbot.mouseClick(window.view.viewport(), LEFT, pos=view_point(window, box.left() + 9, box.center().y()))
    assert window.menus.random_cut_action.isChecked()
    assert load_settings(ProfilePaths.single(profile).settings_file).always_random_cut
    assert window.controller.phase is TablePhase.CUTTING  # this shoe still waits; Enter cuts it
    window.close()
    again = make_window(seed=3, animated=False)
    assert again.controller.phase is TablePhase.BETTING
    assert again.session.shoe.player_cut  # cut at random without asking
    again.menus.random_cut_action.setChecked(False)
    assert not load_settings(ProfilePaths.single(profile).settings_file).always_random_cut


def play_hand(window) -> None:
    window.controller.add_chip(5)
    window.controller.add_chip(5)
    assert window.controller.deal(), window.console.message.text()
    if window.session.phase is Phase.DECIDING:
        window.controller.stand()


def test_the_gauge_and_tray_follow_the_shoe_to_the_cut_card_and_the_reshuffle(qtbot, make_window, profile):
    window = shoe_window(make_window, profile, seed=21)
    c, shoe, display = window.controller, window.session.shoe, window.shoe_display
    low = shoe.cut_band[0]
    assert c.cut(low)
    first_shuffle = shoe.shuffle_id
    said: list[tuple[str, str, int]] = []
    c.cut_card_reached.connect(lambda: said.append(
        (window.console.message.text(), display.gauge.text(), shoe.dealt)))
    hands = 0
    while not said:
        play_hand(window)
        hands += 1
        if said:
            break
        dealt = shoe.dealt
        on_felt = len(window.scene.card_items)  # the last hand's cards: not in the discards until gathered
        assert display.tray.dealt == dealt - on_felt and display.gauge.cards_left == 312 - dealt
        assert display.gauge.text() == f"{312 - dealt} cards left, cut card at {round(100 * low / 312)}%"
        assert c.phase is TablePhase.BETTING and shoe.shuffle_id == first_shuffle
    # The cut card came out during the last hand: said and shown while that hand was on the felt.
    ((message, gauge_text, dealt),) = said
    assert message == "Cut card! Last hand of this shoe."
    assert gauge_text == "Cut card! Last hand of this shoe"
    assert low <= dealt <= low + 2 and hands >= low // 3
    # The hand finished; the shoe was reshuffled in view and the next cut is asked for.
    assert c.phase is TablePhase.CUTTING and display.cut_overlay.isVisible()
    assert shoe.shuffle_id != first_shuffle and shoe.dealt == 0
    assert display.tray.dealt == 0 and display.gauge.cards_left == 312
    assert window.scene.printed_rules == "6 decks, dealt from a shoe to a 75% cut card, 10-500"  # not cut yet
    assert c.cut(None)
    assert window.scene.printed_rules == (f"6 decks, dealt from a shoe to a {round(100 * shoe.cut_position / 312)}% "
                                          "cut card, 10-500")


def test_the_shoe_items_hide_at_a_table_that_reshuffles_every_hand(qtbot, make_window):
    window = make_window(seed=1, animated=False)
    display = window.shoe_display
    assert window.controller.phase is TablePhase.BETTING
    assert not display.gauge.isVisible() and not display.tray.isVisible() and not display.cut_overlay.isVisible()
    window.choose_preset("six-deck-shoe")
    assert display.gauge.isVisible() and display.tray.isVisible() and display.cut_overlay.isVisible()
    window.choose_preset("atlantic-city")  # allowed while the cut waits
    assert window.controller.phase is TablePhase.BETTING and not display.cut_overlay.isVisible()


def test_the_coach_prices_the_next_hand_from_the_shoe(qtbot, make_window, profile):
    window = shoe_window(make_window, profile, seed=5, show_odds_coach=True)
    window.controller.cut(None)
    message = window.console.message.text()
    assert message.startswith("Place your bets.") and "Next hand: -2.798% of your wager" in message
    play_hand(window)
    shoe = window.session.shoe
    exact = next_hand_ev(window.session.rules, shoe.rank_counts())
    assert f"Next hand: {float(exact):+.3%} of your wager on average ({len(shoe)} cards left)" in (
        window.console.message.text())


def test_the_cut_card_is_said_once_at_the_shoes_last_hand(qtbot, make_window, profile):
    window = shoe_window(make_window, profile, seed=21)
    c = window.controller
    assert c.cut(window.session.shoe.cut_band[0])
    told: list[str] = []
    window.narrator.told.connect(told.append)
    reached: list[bool] = []
    c.cut_card_reached.connect(lambda: reached.append(True))
    while not reached:
        told.clear()
        c.add_chip(5)
        c.add_chip(5)
        assert c.deal(), window.console.message.text()
        spread = window.session.phase is Phase.DECIDING
        if spread:
            c.stand()
    assert spread  # the last hand had a spread to offer: the line that once said the cut card again
    assert sum("Cut card! Last hand of this shoe." in line for line in told) == 1, told
