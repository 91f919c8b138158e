"""The table's movements: one path at every setting, cosmetic movements that never hold a player up,
the red dog on time for a pair, nothing left behind by a hand, reduced motion and the four-colour deck."""

from __future__ import annotations

import dataclasses
import gc
import weakref

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from reddog_qt.app.felt import timings
from reddog_qt.app.felt.card_cache import CACHE, svg_renderer
from reddog_qt.app.felt.felt import BET_SPOT_POS, MARKER_HOME, SLOT_POS
from reddog_qt.app.felt.items import CardItem
from reddog_qt.app.felt.money import Role, Side
from reddog_qt.app.felt.motion import Timeline
from reddog_qt.app.felt.timings import Move
from reddog_qt.app.seams import TablePhase
from reddog_qt.engine import Card
from tests.app.window_helpers import widget

LEFT = Qt.MouseButton.LeftButton


#: A consecutive hand: a push with two cards, so the result banner comes at once.
CONSECUTIVE = "7c 8d"


@pytest.fixture
def quick_motions(monkeypatch):
    """Animation on, every movement 1 ms: the same steps and objects as a game, without the waiting."""
    for name, motion in list(timings.MOTIONS.items()):
        monkeypatch.setitem(timings.MOTIONS, name, dataclasses.replace(motion, duration_ms=1))


# --- the timeline ----------------------------------------------------------------------------------


def test_a_step_of_duration_zero_snaps_and_the_next_runs_at_once(qtbot):
    seen: list[object] = []
    timeline = Timeline(QCoreApplication.instance())
    timeline.move(seen.append, 0, 5, 0).call(lambda: seen.append("called")).move(seen.append, 5, 9, 0)
    done: list[bool] = []
    timeline.start(lambda: done.append(True))
    assert seen == [5, "called", 9] and done == [True] and not timeline.running


def test_finish_plays_what_is_left_in_order(qtbot):
    seen: list[object] = []
    timeline = Timeline(QCoreApplication.instance())
    timeline.move(seen.append, 0.0, 1.0, 10_000).call(lambda: seen.append("middle")).move(seen.append, 0.0, 2.0, 10_000)
    done: list[bool] = []
    timeline.start(lambda: done.append(True))
    assert timeline.running and not done
    timeline.finish()
    assert seen[-3:] == [1.0, "middle", 2.0] and done == [True] and not timeline.running


def test_hold_freezes_the_step_moving_and_go_on_finishes_it(qtbot):
    seen: list[float] = []
    timeline = Timeline(QCoreApplication.instance())
    timeline.move(seen.append, 0.0, 1.0, 400)
    done: list[bool] = []
    timeline.start(lambda: done.append(True))
    qtbot.waitUntil(lambda: bool(seen) and 0.0 < seen[-1] < 1.0)
    timeline.hold()
    frozen = len(seen)
    qtbot.wait(600)  # longer than the whole step: held, it neither moves nor ends
    assert len(seen) == frozen and not done and timeline.held and timeline.running
    timeline.go_on()
    qtbot.waitUntil(lambda: done == [True])
    assert seen[-1] == 1.0 and not timeline.held


def test_hold_from_a_callback_stops_before_the_next_step_even_at_duration_zero(qtbot):
    seen: list[object] = []
    timeline = Timeline(QCoreApplication.instance())
    timeline.move(seen.append, 0, 1, 0).call(timeline.hold).move(seen.append, 1, 2, 0)
    done: list[bool] = []
    timeline.start(lambda: done.append(True))
    assert seen == [1] and not done and timeline.running
    timeline.go_on()
    assert seen == [1, 2] and done == [True]


# --- cosmetic movements never block ---------------------------------------------------------------


def test_a_chip_click_during_the_result_banner_is_taken_and_ends_it(qtbot, make_window, click_item):
    window = make_window(CONSECUTIVE, speed=1)
    click_item(qtbot, window, window.scene.chip_stack(5))
    qtbot.mouseClick(widget(window, "deal_button"), LEFT)
    qtbot.waitUntil(lambda: window.controller.phase is TablePhase.BETTING, timeout=20_000)
    assert window.scene.cosmetic_running and window.scene.banner.isVisible()  # still popping up
    click_item(qtbot, window, window.scene.chip_stack(25))
    assert window.controller.chips == (25,)
    assert "moving" not in widget(window, "message_label").text()
    assert not window.scene.banner.isVisible()  # the banner ended at once and the table cleared
    assert not window.scene.animating  # the old cards sweep away without holding anything up
    click_item(qtbot, window, window.scene.chip_stack(5))
    assert window.controller.chips == (25, 5)
    assert not window.scene.cosmetic_running  # and the next chip ends the sweep


def test_deal_ends_the_banner_and_sweep_at_once(qtbot, make_window, click_item):
    window = make_window(CONSECUTIVE, speed=1)
    click_item(qtbot, window, window.scene.chip_stack(5))
    qtbot.mouseClick(widget(window, "deal_button"), LEFT)
    qtbot.waitUntil(lambda: window.controller.phase is TablePhase.BETTING, timeout=20_000)
    assert window.scene.cosmetic_running
    qtbot.mouseClick(widget(window, "rebet_button"), LEFT)
    assert window.session.hand.bet_id == 1_000_002  # dealt at once
    old = [item for item in window.scene.items() if isinstance(item, CardItem) and item not in window.scene.card_items]
    assert all(item.opacity() == 0.0 for item in old)  # swept to the end, not waited for


# --- the pair ---------------------------------------------------------------------------------------


def test_the_pair_is_marked_once_it_is_on_the_felt(qtbot, make_window, click_item):
    window = make_window("7c 7d 2h", speed=3)  # a pair
    scene = window.scene
    seen: list[tuple[str, int, str, bool]] = []

    def record(kind: str, slot: int) -> None:
        at_home = (scene.marker.pos() - MARKER_HOME).manhattanLength() < 1
        seen.append((kind, slot, scene.marker.text, at_home))

    window.controller.card_dealt.connect(lambda _card, slot: record("dealt", slot))
    window.controller.card_turned.connect(lambda _card, slot: record("turned", slot))
    click_item(qtbot, window, scene.chip_stack(5))
    qtbot.mouseClick(widget(window, "deal_button"), LEFT)
    qtbot.waitUntil(lambda: window.controller.phase is TablePhase.BETTING, timeout=20_000)
    assert [(kind, slot) for kind, slot, _text, _home in seen] == [
        ("dealt", 0), ("turned", 0), ("dealt", 1), ("turned", 1), ("dealt", 2), ("turned", 2)]
    before_pair = seen[:4]
    assert all(text == "" and home for _kind, _slot, text, home in before_pair)  # nothing marked yet
    assert seen[4][2] == "Pair" and not seen[4][3]  # marked before the third card leaves the shoe


# --- nothing outlives its hand ---------------------------------------------------------------------


def _census(window) -> tuple[int, int, int]:
    # The last hand's cards go first (as the next chip would take them): whatever kind of hand it was,
    # only what a hand leaves behind by mistake is counted.
    window.scene.clear_hand()
    window.scene.finish_cosmetics()
    # A card's face is drawn (a renderer and a pixmap, bounded caches) the first time that card is dealt:
    # emptied here, so that the faces a deal happens to show first late are not counted as left behind.
    CACHE.clear()
    svg_renderer.cache_clear()
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()
    items, children = len(window.scene.items()), len(window.scene.children())  # (their wrappers made first)
    # sqlite3 keeps a weak reference to every cursor and prunes the dead ones only every 200 cursors: a dead
    # weak reference keeps nothing alive, and their number rises and falls by up to 200 with the hands recorded.
    alive = [thing for thing in gc.get_objects() if not (type(thing) is weakref.ref and thing() is None)]
    return items, children, len(alive)


def _play(qtbot, window, hands: int) -> None:
    controller, session = window.controller, window.session
    for _ in range(hands):
        qtbot.waitUntil(lambda: controller.phase is TablePhase.BETTING and not window.scene.animating, timeout=5_000)
        if session.balance < session.min_bet:
            controller.new_game()
        while controller.bet < session.min_bet:
            assert controller.add_chip(min(session.rules.chips))
        assert controller.deal()
        qtbot.waitUntil(lambda: controller.phase is not TablePhase.ANIMATING, timeout=5_000)
        if controller.phase is TablePhase.DECIDING:
            assert controller.stand()
    qtbot.waitUntil(lambda: controller.phase is TablePhase.BETTING and not window.scene.animating, timeout=5_000)


def _flat_over(qtbot, window, hands: int) -> None:
    _play(qtbot, window, 30)
    items, children, objects = _census(window)
    _play(qtbot, window, hands)
    after = _census(window)
    assert after[0] == items and after[1] == children, (items, children, after)
    # Python objects: a handful more for caches warming up, never a share of every hand.
    assert after[2] - objects < hands // 5, (objects, after[2])


def test_nothing_outlives_its_hand_with_animation_off(qtbot, make_window):
    window = make_window(seed=11, animated=False)
    _flat_over(qtbot, window, 500)


def test_nothing_outlives_its_hand_with_animation_on(qtbot, make_window, quick_motions):
    window = make_window(seed=11)
    _flat_over(qtbot, window, 60)


@pytest.mark.slow
def test_nothing_outlives_500_animated_hands(qtbot, make_window, quick_motions):
    window = make_window(seed=11)
    _flat_over(qtbot, window, 500)


# --- reduced motion and the deck -------------------------------------------------------------------


def test_reduced_motion_snaps_moves_but_keeps_the_pauses(qtbot, make_window, click_item):
    window = make_window(CONSECUTIVE, speed=5)
    window.apply_settings(dataclasses.replace(window.settings, reduce_motion=True))
    assert window.timings.duration(Move.DEAL) == 0 and window.timings.duration(Move.FLIP) == 0
    assert window.timings.duration(Move.REDUCED_CARD) > 0
    positions: list[QPointF] = []
    window.controller.card_turned.connect(lambda _card, slot: positions.append(window.scene.card_items[slot].pos()))
    click_item(qtbot, window, window.scene.chip_stack(5))
    qtbot.mouseClick(widget(window, "deal_button"), LEFT)
    assert window.scene.animating  # a beat between the cards
    assert window.scene.card_items[0].pos() == SLOT_POS[0]  # but the first card is already in place
    qtbot.waitUntil(lambda: window.controller.phase is TablePhase.BETTING, timeout=10_000)
    assert positions == [SLOT_POS[0], SLOT_POS[1]]
    banner = window.scene.banner
    assert banner.scale() == 1.0 and banner.opacity() == 1.0  # the banner did not pop
    # The push's bet shows a beat where it lies, then goes back to the player without travelling.
    piles = window.scene.money_piles
    assert [pile.pos() for pile in piles] == [BET_SPOT_POS + QPointF(0, 4)]
    qtbot.waitUntil(lambda: not window.scene.cosmetic_running, timeout=5_000)
    assert window.scene.last_settlement == [(Role.WAGER, 5, Side.PLAYER)] and window.scene.money_piles == []


def test_reduced_motion_follows_the_desktop_unless_set(qtbot, make_window, monkeypatch):
    from reddog_qt.app.table import build

    monkeypatch.setattr(build, "desktop_reduces_motion", lambda: True)
    window = make_window(seed=1)
    assert window.settings.reduce_motion is None and window.timings.reduced
    window.apply_settings(dataclasses.replace(window.settings, reduce_motion=False))
    assert not window.timings.reduced


def _green_pixels(card: Card, folder: str) -> int:
    item = CardItem(card, folder)
    item.set_flip(1.0)
    image = QImage(180, 240, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(90, 120)
    item.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    return sum(1 for x in range(0, 180, 2) for y in range(0, 240, 2)
               if (c := image.pixelColor(x, y)).green() > c.red() + 50 and c.green() > c.blue() + 30)


def test_the_four_colour_deck_paints_clubs_green(qtbot, make_window, click_item):
    club = Card.from_code("7c")
    assert _green_pixels(club, "cards") == 0
    assert _green_pixels(club, "cards4") > 50
    window = make_window(seed=1, animated=False)
    window.apply_settings(dataclasses.replace(window.settings, deck="four-colour"))
    click_item(qtbot, window, window.scene.chip_stack(5))
    qtbot.mouseClick(widget(window, "deal_button"), LEFT)
    assert all(item._folder == "cards4" for item in window.scene.card_items)
    assert window.settings.deck == "four-colour"


@pytest.mark.parametrize(("session", "asked"), [("", False), ("KDE", False), ("ubuntu:GNOME", True),
                                                ("Budgie:GNOME", True)])
def test_gnomes_animation_switch_is_asked_only_inside_gnome(monkeypatch, session, asked):
    import shutil

    from reddog_qt.app.start import desktop

    commands = []
    monkeypatch.setenv("XDG_CURRENT_DESKTOP", session)
    monkeypatch.delenv("DESKTOP_SESSION", raising=False)
    monkeypatch.setattr(shutil, "which", lambda name: f"/usr/bin/{name}")
    monkeypatch.setattr(desktop, "_read_command", lambda command: commands.append(command) or "false")
    assert desktop._gnome_reduces_motion() is asked
    assert bool(commands) is asked


@pytest.mark.parametrize("text", ["[KDE]\nAnimationDurationFactor=0\n", "[KDE]\nAnimationDurationFactor=0.5\n",
                                  "AnimationDurationFactor=0\n", "[KDE]\nAnimationDurationFactor=slow\n",
                                  "[KDE\n\x00\xff"])
def test_kdes_animation_factor_is_read_and_a_damaged_file_is_no_setting(monkeypatch, tmp_path, text):
    """Plasma's factor 0 means no animation; a file without a section, a bad number or garbage is no setting."""
    from reddog_qt.app.start import desktop

    (tmp_path / "kdeglobals").write_bytes(text.encode("utf-8", "surrogateescape"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    monkeypatch.setattr(desktop.sys, "platform", "linux")
    monkeypatch.setenv("XDG_CURRENT_DESKTOP", "KDE")
    desktop.desktop_reduces_motion.cache_clear()
    try:
        assert desktop.desktop_reduces_motion() is (text == "[KDE]\nAnimationDurationFactor=0\n")
    finally:
        desktop.desktop_reduces_motion.cache_clear()
