"""Practice hands: ``--seed N`` (and the window's practice mode) deal numbered hands from a practice bankroll
that never counts in the player's balance, history or statistics; the console says "Practice"."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from reddog_qt.app.seams import TablePhase
from reddog_qt.profile import open_profile
from tests.app.window_helpers import widget

REPO = Path(__file__).resolve().parents[3]


def play(qtbot, window, hands: int) -> list[tuple[str, ...]]:
    """Play ``hands`` hands of 10 credits, raising every spread; the cards of each."""
    controller, dealt = window.controller, []
    for _ in range(hands):
        qtbot.waitUntil(lambda: controller.phase is TablePhase.BETTING, timeout=10_000)
        while controller.bet < 10:
            assert controller.add_chip(5)
        assert controller.deal()
        qtbot.waitUntil(lambda: controller.phase is not TablePhase.ANIMATING, timeout=10_000)
        if controller.phase is TablePhase.DECIDING:
            assert controller.raise_bet() or controller.stand()
        qtbot.waitUntil(lambda: controller.phase is TablePhase.BETTING, timeout=10_000)
        dealt.append(tuple(str(card) for card in window.session.hand.cards))
    return dealt


def caption(window) -> str:
    return window.findChild(QWidget, "balance_label").parent().findChild(QLabel).text()


def balance_label(window) -> str:
    return window.findChild(QWidget, "balance_label").text()


def test_practice_hands_never_touch_the_players_balance_history_or_statistics(qtbot, make_window, profile):
    own = make_window(None, animated=False)
    play(qtbot, own, 3)  # the player's own record before practising
    balance, history = own.ledger.balance, [r.bet_id for r in own.ledger.history(None)]
    own.close()

    window = make_window(None, animated=False)
    assert window.enter_practice(42)
    assert caption(window) == "PRACTICE" and balance_label(window) == "1,000"
    assert "(Practice)" in window.windowTitle()
    assert window.console.message.text().startswith("Practice deal 42: these hands are played from a practice "
                                                    "bankroll of 1,000 credits and never count in your balance")
    dealt = play(qtbot, window, 30)
    practice_balance = window.session.balance
    assert balance_label(window) == f"{practice_balance:,}" and practice_balance != 1_000
    assert "Practice balance" in window.console.message.text()
    # The player's own record has not moved: balance, history, statistics, this session's net.
    assert window.ledger.balance == balance
    assert [r.bet_id for r in window.ledger.history(None)] == history
    statistics = window.record.open_statistics()
    assert statistics.all_time.figures.hands == 3
    statistics.close()
    assert window.record.session_clock.figures.hands == 0
    assert window.leave_practice()
    assert caption(window) == "BALANCE" and balance_label(window) == f"{balance:,}"
    window.close()

    again = make_window(None, animated=False)
    assert balance_label(again) == f"{balance:,}" and caption(again) == "BALANCE"
    assert [r.bet_id for r in again.ledger.history(None)] == history
    # The practice bankroll is kept for the next practice, and the same deal deals the same cards.
    assert again.enter_practice(42)
    assert balance_label(again) == f"{practice_balance:,}"
    assert play(qtbot, again, 5) == dealt[:5]


def press(qtbot, window, name: str) -> None:
    qtbot.mouseClick(widget(window, name), Qt.MouseButton.LeftButton)


def bet_and_deal(qtbot, window, click_item, chips: tuple[int, ...]) -> None:
    """Click ``chips`` onto the spot, deal, stand on a spread, and wait for the next bet."""
    for value in chips:
        click_item(qtbot, window, window.scene.chip_stack(value))
    press(qtbot, window, "deal_button")
    controller = window.controller
    qtbot.waitUntil(lambda: controller.phase is not TablePhase.ANIMATING, timeout=10_000)
    if controller.phase is TablePhase.DECIDING:
        press(qtbot, window, "stand_button")
    qtbot.waitUntil(lambda: controller.phase is TablePhase.BETTING, timeout=10_000)


def test_same_bet_repeats_each_bankrolls_own_last_bet_across_practice(qtbot, make_window, click_item):
    window = make_window("5c 6d", animated=False)  # consecutive: a push on the player's own bankroll
    bet_and_deal(qtbot, window, click_item, (25, 5))
    assert window.session.balance == 1_000

    assert window.enter_practice(42)
    same_bet = widget(window, "same_bet_button")
    assert not same_bet.isEnabled()  # no practice hand yet: the real bet is not offered on the practice bankroll
    bet_and_deal(qtbot, window, click_item, (5, 5))
    press(qtbot, window, "same_bet_button")
    assert window.controller.chips == (5, 5)  # practice's own last bet
    press(qtbot, window, "clear_button")

    assert window.leave_practice()
    assert same_bet.isEnabled()
    press(qtbot, window, "same_bet_button")
    assert window.controller.chips == (25, 5)  # the last real bet, not the practice one, not forgotten
    assert widget(window, "stake_label").text() == "30"
    press(qtbot, window, "clear_button")

    assert window.enter_practice(42)
    press(qtbot, window, "same_bet_button")
    assert window.controller.chips == (5, 5)  # and back in practice, practice's bet again
    press(qtbot, window, "clear_button")
    bet_and_deal(qtbot, window, click_item, (5, 5, 5))
    assert window.enter_practice(7)  # another practice deal keeps the practice bet just made
    press(qtbot, window, "same_bet_button")
    assert window.controller.chips == (5, 5, 5)


def test_the_seed_on_the_command_line_plays_practice_hands(tmp_path: Path) -> None:
    profile = tmp_path / "profile"
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from reddog_qt.app import launch\n"
        "from reddog_qt.app.seams import TablePhase\n"
        "def play(window):\n"
        "    c = window.controller\n"
        "    for _ in range(40):\n"
        "        while c.bet < 10: c.add_chip(5)\n"
        "        c.deal()\n"
        "        if c.phase is TablePhase.DECIDING: c.raise_bet() or c.stand()\n"
        "    label = window.console.balance\n"
        "    print(label.title.text(), label.value.text(), flush=True)\n"
        "    window.close()\n"
        "real = launch._play\n"
        "def play_then(app, profile, *args, **kwargs):\n"
        "    from PySide6.QtCore import QTimer\n"
        "    def go():\n"
        "        window = next(w for w in app.topLevelWidgets() if w.objectName() == 'main_window')\n"
        "        no_animation = window.settings.__class__(**{**window.settings.to_dict(), 'animation': False})\n"
        "        window.apply_settings(no_animation)\n"
        "        play(window)\n"
        "    QTimer.singleShot(300, go)\n"
        "    return real(app, profile, *args, **kwargs)\n"
        "launch._play = play_then\n"
        "from reddog_qt.cli import main\n"
        f"sys.exit(main(['--profile-dir', {str(profile)!r}, '--seed', '7']))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO))
    env.pop("REDDOG_PROFILE_DIR", None)
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Traceback" not in done.stderr
    title, shown = done.stdout.split()[-2:]
    assert title == "PRACTICE" and shown != "1,000"
    opened = open_profile(profile, lock=False)
    try:
        assert opened.ledger.balance == 1_000 and opened.ledger.history(None) == []  # the player's own: untouched
        assert opened.ledger.totals().hands == 0
    finally:
        opened.close()
    assert (profile / "practice.sqlite3").is_file()
