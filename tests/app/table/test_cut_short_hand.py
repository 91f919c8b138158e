"""A hand cut short — by "Stand and Quit" or by a crash before the decision — is shown at the next start:
its two cards, the third card drawn, the result and the balance, in the message row and in a notice."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from reddog_qt.app.seams import TablePhase
from reddog_qt.profile.ledger import Ledger
from reddog_qt.profile.paths import ProfilePaths

LEFT = Qt.MouseButton.LeftButton
REPO = Path(__file__).resolve().parents[3]


def start_notice(qtbot, window) -> QMessageBox:
    qtbot.waitUntil(lambda: any(box.isVisible() for box in window.findChildren(QMessageBox, "start_notice")))
    (box,) = [box for box in window.findChildren(QMessageBox, "start_notice") if box.isVisible()]
    return box


def message_row(window) -> str:
    return window.findChild(QWidget, "message_label").text()


@pytest.mark.parametrize("animated", [False, True])
def test_stand_and_quit_shows_the_hand_at_the_next_start(qtbot, make_window, click_item, profile, animated):
    window = make_window("4c 9d Kh", animated=animated, speed=1)  # a spread of 4, lost when stood on
    click_item(qtbot, window, window.scene.chip_stack(25))
    qtbot.mouseClick(window.findChild(QWidget, "deal_button"), LEFT)
    qtbot.waitUntil(lambda: window.controller.phase is TablePhase.DECIDING, timeout=20_000)
    first, second = (str(card) for card in window.session.hand.cards)
    window.close()
    qtbot.waitUntil(lambda: any(b.isVisible() for b in window.findChildren(QMessageBox, "stand_and_quit_confirm")))
    (box,) = [b for b in window.findChildren(QMessageBox, "stand_and_quit_confirm") if b.isVisible()]
    qtbot.mouseClick(box.findChild(QAbstractButton, "stand_and_quit_button"), LEFT)
    qtbot.waitUntil(lambda: not window.isVisible())
    with Ledger(ProfilePaths.resolve(profile).ledger_file) as ledger:
        (record,) = ledger.history()
        balance = ledger.balance
    assert [card.code for card in record.cards] == ["4c", "9d", "Kh"] and record.net == -25 and balance == 975
    third = str(record.cards[2])
    expected = (f"Your last hand, Bet ID {record.bet_id}, was finished as you quit: the cards were {first} and "
                f"{second}, the third card was {third}, {record.net:+,} credits. Your balance is {balance:,} credits.")
    again = make_window(None)
    assert expected in message_row(again)
    assert expected in start_notice(qtbot, again).text()
    assert again.findChild(QWidget, "balance_label").text() == f"{balance:,}"
    again.close()
    third_start = make_window(None)  # told once
    assert "Your last hand" not in message_row(third_start)


CRASH = r"""
import os, sys
from reddog_qt.engine import Phase, Rules, Session, Shoe
from reddog_qt.profile import open_profile
profile = open_profile(sys.argv[1])
rules = Rules.preset("atlantic-city")
session = Session(rules, balance=profile.ledger.balance, shoe=Shoe.stacked(rules, sys.argv[2]),
                  next_bet_id=profile.ledger.next_bet_id, journal=profile.ledger)
hand = session.deal(25)
assert hand.phase is Phase.DECIDING
print(" ".join(str(card) for card in hand.cards), flush=True)
sys.stdin.read()  # killed here, waiting for the decision
"""


def test_a_crash_before_the_decision_names_the_cards_at_the_next_start(qtbot, make_window, profile):
    child = subprocess.Popen([sys.executable, "-c", CRASH, str(profile), "4c 9d"], stdout=subprocess.PIPE,
                             stdin=subprocess.PIPE, text=True, env=dict(os.environ, PYTHONPATH=str(REPO)))
    assert child.stdout is not None
    first, second = child.stdout.readline().split()
    child.send_signal(signal.SIGKILL)
    child.wait()
    child.stdin.close()
    child.stdout.close()
    window = make_window(None)
    record = window.ledger.history()[0]
    third = str(record.cards[2])
    expected = (f"Bet ID {record.bet_id} was interrupted before your decision, with {first} and {second} showing. "
                f"It was finished as a stand: the third card drawn was {third}, {record.net:+,} credits. "
                f"Your balance is {window.ledger.balance:,} credits.")
    assert expected in message_row(window)
    assert expected in start_notice(qtbot, window).text()
