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

Every line a player should hear — announcements, refusals, the stake after a
change of the bet, the request to cut and the cut itself — reaches a screen
reader twice over: as a ``QAccessibleAnnouncementEvent`` (for readers that take
announcements), and as the message row's new text, which the row signals as a
change of its name and text; and :attr:`Narrator.told` lets the window say it where
the keys are (Orca 43 speaks a new description of the focused object, and nothing else:
see :func:`~reddog_qt.app.table.window_access.tell_where_the_keys_are`).
What was said is kept in :attr:`Narrator.history`; :meth:`Narrator.state_text`
reads the whole table on demand.
"""

from __future__ import annotations

import enum
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

from reddog_qt.app.seams import Account, TablePhase
from reddog_qt.app.table.console import Console
from reddog_qt.app.table.controller import TableController
from reddog_qt.app.texts import narration, reader_texts
from reddog_qt.app.texts.felt_texts import card_name
from reddog_qt.app.texts.narration import result_sentence
from reddog_qt.engine import Card, Hand, HandKind, Phase

#: Makes an announcement's text again (in the language now shown), for a change of language.
Remake = Callable[[], str]


class Line(enum.Enum):
    """What the message row shows now, which decides how long it holds (see the module docstring)."""

    GUIDANCE = "guidance"
    """Worked out from the table: made again whenever something changes."""
    REFUSAL = "refusal"
    """Why an action was refused: holds until the bet or the phase changes."""
    ANNOUNCEMENT = "announcement"
    """The spread, the result, a note: holds until the player changes the bet or the next hand is dealt."""


class Narrator(QObject):
    """See the module docstring. ``coach`` gives the odds coach's line for a spread, or "" when it is off."""

    #: Something was announced (the text as said).
    announced = Signal(str)
    #: A line was told to a screen reader (every announcement, refusal, stake, cut...), as said.
    told = Signal(str)

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
        self._line = Line.GUIDANCE
        # How the announcement on show is made again in another language (None: it is kept as it is).
        self._remake: Remake | None = None
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
        c.hand_shown.connect(self._hand_shown)
        c.decision_made.connect(self._decision_made)
        c.hand_settled.connect(self._hand_settled)

    # --- what is shown ------------------------------------------------

    @property
    def text(self) -> str:
        """The message row's text."""
        return self._console.message.text()

    def refuse(self, message: str) -> None:
        """An action was refused: say why until the table moves on (and tell a screen reader)."""
        self._show(message, Line.REFUSAL)
        self._tell(message)

    def announce(self, message: str, remake: Remake | None = None) -> None:
        """Say ``message`` in the message row and to a screen reader.

        ``remake`` makes the same message again: a change of language shows it in the new one.
        """
        self._show(message, Line.ANNOUNCEMENT)
        self._remake = remake
        self._tell(message)
        self.announced.emit(message)

    def say_state(self) -> str:
        """Read the whole table out (the key and menu entry for it): shown in the message row and announced."""
        text = self.state_text()
        self.announce(text, self.state_text)
        return text

    def state_text(self) -> str:
        """The table in one go: cards, spread and pay, stake, raise, balance, and what can be done now."""
        c = self._controller
        if c.phase is TablePhase.ANIMATING:  # the engine knows more than the felt shows yet: wait for it
            return narration.cards_moving()
        hand = c.session.hand
        cards: list[str] = []
        spread_line, raised, last = "", 0, ""
        if hand is not None and hand.phase is not Phase.SETTLED:
            cards = [reader_texts.capital(card_name(card)) for card in hand.cards]
            if hand.spread is not None:
                spread_line = narration.spread_pays(hand.spread, c.session.rules.payout(hand.spread))
            raised = hand.raised
            stake = hand.stake
        else:
            stake = sum(c.chips)
            if hand is not None:
                last = narration.last_hand(hand)
        balance = reader_texts.balance(c.session.balance, c.account is Account.PRACTICE)
        said = reader_texts.state(cards, spread_line, reader_texts.stake(stake), raised, balance, self.guidance())
        return f"{last} {said}" if last else said

    def note(self, message: str, remake: Remake | None = None) -> None:
        """A note that holds until the player moves on (a new table, a recovered hand): announced."""
        self._bet = self._controller.chips
        self.announce(message, remake)

    def retranslate(self) -> None:
        """The language changed: show what the message row says in the new one (not announced again)."""
        if self._line is Line.ANNOUNCEMENT:
            if self._remake is not None:
                self._show(self._remake(), Line.ANNOUNCEMENT, keep_remake=True)
            return
        self._show(self.guidance(), Line.GUIDANCE)

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
            return narration.out_of_chips()
        line = (narration.place_your_bets() if not c.chips
                else reader_texts.stake(sum(c.chips)) + " " + (c.deal_problem() or narration.deal_when_ready()))
        coach = self._coach_next()
        return f"{line}   {coach}" if coach else line

    def refresh(self) -> None:
        """Replace a refusal or stale guidance by what holds now."""
        if self._line in (Line.REFUSAL, Line.GUIDANCE):
            self._show(self.guidance(), Line.GUIDANCE)

    # --- the controller's news -----------------------------------------

    def _bet_changed(self, chips: tuple[int, ...]) -> None:
        changed = chips != self._bet
        self._bet = chips
        if self._controller.phase is TablePhase.BETTING and changed:
            self._show(self.guidance(), Line.GUIDANCE)
            self._tell(self.text)  # the new stake, and whether Deal may follow
        else:
            self.refresh()

    def _phase_changed(self, phase: TablePhase) -> None:
        left_cutting, self._last_phase = self._last_phase is TablePhase.CUTTING, phase
        if phase is TablePhase.CUTTING or left_cutting:
            self._show(self.guidance(), Line.GUIDANCE)  # the cut to make, then the first bet of the shoe
            said = self.text
            state = self._controller.shoe_state()
            if left_cutting and state.cut_position is not None:
                said = reader_texts.cut_made(state.cut_position, state.size) + " " + said
                self._show(said, Line.GUIDANCE)
            self._tell(said)
        else:
            self.refresh()

    def _hand_dealt(self, _hand: Hand) -> None:
        self._show("", Line.GUIDANCE)

    def _card_turned(self, card: Card, slot: int) -> None:
        hand = self._controller.session.hand
        if slot != 1 or hand is None or hand.kind not in (HandKind.PAIR, HandKind.CONSECUTIVE):
            return
        first = hand.cards[0]

        def said() -> str:
            if hand.kind is HandKind.PAIR:
                return narration.pair_dealt(first, card)
            return narration.consecutive_dealt(first, card)

        self.announce(said(), said)

    def _hand_shown(self, hand: Hand) -> None:
        if hand.kind is not HandKind.SPREAD:
            return  # a pair or consecutive cards were said as the second card turned
        def said() -> str:
            return narration.two_cards(hand.cards[0], hand.cards[1]) + " " + self._spread_text(hand)

        self.announce(said(), said)

    def _decision_made(self, hand: Hand) -> None:
        def said() -> str:
            if hand.raised:
                return narration.raise_comes(hand.raised)
            return narration.stand_comes()

        self.announce(said(), said)

    def _hand_settled(self, hand: Hand) -> None:
        balance = self._controller.session.balance
        practice = self._controller.account is Account.PRACTICE

        def said() -> str:
            return (result_sentence(hand) + " " + narration.balance_told(balance, practice)
                    + " " + self._betting_guidance())

        self.announce(said(), said)

    # --- internals -----------------------------------------------------

    def _spread_text(self, hand: Hand) -> str:
        rules = self._controller.session.rules
        text = narration.spread_offer(hand.spread or 0, rules.payout(hand.spread or 1),
                                      self._controller.raise_problem())
        if self._last_hand():
            text = narration.last_hand_of_shoe() + " " + text
        coach = self._coach(hand)
        return f"{text}   {coach}" if coach else text

    def _tell(self, message: str) -> None:
        """Send ``message`` to a screen reader as an announcement (the message row shows it already)."""
        if not message:
            return
        self.history.append(message)
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self._console.message, message))
        self.told.emit(message)

    def _show(self, message: str, line: Line, keep_remake: bool = False) -> None:
        if not keep_remake:
            self._remake = None
        self._line = line
        self._console.set_message(message)


__all__ = ["Line", "Narrator", "result_sentence"]
