"""The dealer's words: the message row under the felt, and the same words for a screen reader.

:class:`Narrator` owns the console's message row. What it shows always holds:

* a **refusal** ("Your balance is 120 credits.") stays until the bet or the
  phase changes, then gives way to the guidance for the new state;
* **guidance** is worked out from the table each time something changes:
  "Place your bets.", why Deal is off, the spread to decide on, or nothing
  while the cards move;
* an **announcement** (the spread, the result and balance, a new table, a
  recovered hand) stays until the player changes the bet or the next hand is
  dealt.

Announcements are also sent to assistive technology as a
``QAccessibleAnnouncementEvent`` and kept in :attr:`Narrator.history`.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

from reddog_qt.app.console import Console
from reddog_qt.app.controller import TableController, TablePhase
from reddog_qt.app.items import card_name
from reddog_qt.engine import Card, Hand, HandKind, Outcome, Rules


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Narrator", text, "", n)


class Narrator(QObject):
    """See the module docstring. ``coach`` gives the odds coach's line for a spread, or "" when it is off."""

    #: Something was announced (the text as said).
    announced = Signal(str)

    def __init__(self, controller: TableController, console: Console, coach: Callable[[Hand], str],
                 parent: QObject | None = None, *, coach_next: Callable[[], str] = lambda: "",
                 cut_prompt: Callable[[], str] = lambda: "", last_hand: Callable[[], bool] = lambda: False) -> None:
        super().__init__(parent)
        self._controller = controller
        self._console = console
        self._coach = coach
        # The coach's value of the next hand, the request to cut a new shoe, whether the cut card is out.
        self._coach_next = coach_next
        self._cut_prompt = cut_prompt
        self._last_hand = last_hand
        self._kind = "guidance"
        self._bet: tuple[int, ...] = ()
        self._last_phase = controller.phase
        #: The last announcements, newest last (what a screen reader was told).
        self.history: deque[str] = deque(maxlen=50)
        c = controller
        c.refused.connect(self.refuse)
        c.bet_changed.connect(self._bet_changed)
        c.phase_changed.connect(self._phase_changed)
        c.hand_dealt.connect(self._hand_dealt)
        c.card_turned.connect(self._card_turned)
        c.spread_announced.connect(self._spread_announced)
        c.decision_made.connect(self._decision_made)
        c.hand_settled.connect(self._hand_settled)

    # --- what is shown ------------------------------------------------

    @property
    def text(self) -> str:
        """The message row's text."""
        return self._console.message.text()

    def refuse(self, message: str) -> None:
        """An action was refused: say why until the table moves on."""
        self._show(message, "refusal")

    def announce(self, message: str) -> None:
        """Say ``message`` in the message row and to a screen reader."""
        self._show(message, "announcement")
        self.history.append(message)
        target = self._console.message
        event = QAccessibleAnnouncementEvent(target, message)
        QAccessible.updateAccessibility(event)
        self.announced.emit(message)

    def note(self, message: str) -> None:
        """A note that holds until the player moves on (a new table, a recovered hand): announced."""
        self._bet = self._controller.chips
        self.announce(message)

    def guidance(self) -> str:
        """What the message row says when nothing else holds."""
        c = self._controller
        session = c.session
        if c.phase is TablePhase.ANIMATING:
            return ""
        if c.phase is TablePhase.CUTTING:
            return self._cut_prompt()
        if c.phase is TablePhase.DECIDING:
            hand = session.hand
            return self._spread_text(hand) if hand is not None else ""
        return self._betting_guidance()

    def _betting_guidance(self) -> str:
        c = self._controller
        session = c.session
        if session.balance < session.min_bet and not c.chips:
            return _tr("You are out of chips for this table. Press New Game for a fresh bankroll.")
        line = _tr("Place your bets.") if not c.chips else c.deal_problem() or _tr("Deal when you are ready (Enter).")
        coach = self._coach_next()
        return f"{line}   {coach}" if coach else line

    def refresh(self) -> None:
        """Replace a refusal or stale guidance by what holds now."""
        if self._kind in ("refusal", "guidance"):
            self._show(self.guidance(), "guidance")

    # --- the controller's news -----------------------------------------

    def _bet_changed(self, chips: tuple[int, ...]) -> None:
        changed = chips != self._bet
        self._bet = chips
        if self._controller.phase is TablePhase.BETTING and changed:
            self._show(self.guidance(), "guidance")
        else:
            self.refresh()

    def _phase_changed(self, phase: TablePhase) -> None:
        left_cutting, self._last_phase = self._last_phase is TablePhase.CUTTING, phase
        if phase is TablePhase.CUTTING or left_cutting:
            self._show(self.guidance(), "guidance")  # the cut to make, then the first bet of the shoe
        else:
            self.refresh()

    def _hand_dealt(self, _hand: Hand) -> None:
        self._show("", "guidance")

    def _card_turned(self, card: Card, slot: int) -> None:
        hand = self._controller.session.hand
        if slot == 1 and hand is not None and hand.kind is HandKind.PAIR:
            self.announce(_capital(_tr("{first} and {second}: a pair. The third card follows.").format(
                first=card_name(hand.cards[0]), second=card_name(card))))
        elif slot == 1 and hand is not None and hand.kind is HandKind.CONSECUTIVE:
            self.announce(_capital(_tr("{first} and {second}: consecutive.").format(
                first=card_name(hand.cards[0]), second=card_name(card))))

    def _spread_announced(self, hand: Hand) -> None:
        first, second = (card_name(card) for card in hand.cards[:2])
        cards = _capital(_tr("{first} and {second}. ").format(first=first, second=second))
        self.announce(cards + self._spread_text(hand))

    def _decision_made(self, hand: Hand) -> None:
        if hand.raised:
            self.announce(_tr("You raise {amount}. The third card comes.").format(amount=f"{hand.raised:,}"))
        else:
            self.announce(_tr("You stand. The third card comes."))

    def _hand_settled(self, hand: Hand) -> None:
        self.announce(result_sentence(hand) + " " + _tr("Balance {balance} credits.").format(
            balance=f"{self._controller.session.balance:,}") + " " + self._betting_guidance())

    # --- internals -----------------------------------------------------

    def _spread_text(self, hand: Hand) -> str:
        rules: Rules = self._controller.session.rules
        text = _tr("Spread of {spread}: pays {pays} to 1. Raise or stand?").format(
            spread=hand.spread, pays=rules.payout(hand.spread or 1))
        if self._last_hand():
            text = _tr("Cut card! Last hand of this shoe.") + " " + text
        coach = self._coach(hand)
        return f"{text}   {coach}" if coach else text

    def _show(self, message: str, kind: str) -> None:
        self._kind = kind
        self._console.set_message(message)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def result_sentence(hand: Hand) -> str:
    """The result as the dealer says it, e.g. "Third card seven of clubs: you win 50 credits."."""
    net = hand.net or 0
    third = card_name(hand.cards[2]) if len(hand.cards) == 3 else ""
    lead = _tr("Third card {card}: ").format(card=third) if third else ""
    if hand.is_three_of_a_kind:
        return lead + _tr("three of a kind! You win {net} credits.").format(net=f"{net:,}")
    if hand.outcome is Outcome.WIN:
        return lead + _tr("you win {net} credits.").format(net=f"{net:,}")
    if hand.outcome is Outcome.PUSH:
        return lead + _tr("a push: your {stake} credits come back.").format(stake=f"{hand.stake:,}")
    return lead + _tr("the dealer wins {stake} credits.").format(stake=f"{hand.stake:,}")


__all__ = ["Narrator", "result_sentence"]
