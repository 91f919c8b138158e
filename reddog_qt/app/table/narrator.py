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
change of the bet, the deal, the request to cut and the cut itself — reaches a
screen reader once, by the way :class:`~reddog_qt.app.table.reader_route.ReaderRoute`
chose for the reader running: as an announcement (paced by
:class:`~reddog_qt.app.table.announcer.Announcer`, so that a current Orca drops none), or as the
description of the control with the keys (:attr:`Narrator.told` is connected to
:func:`~reddog_qt.app.table.window_access.tell_where_the_keys_are`). The message row
shows the same words (a change of its name and text, which readers pass over).

Quick changes of the bet are said as one: the stake is told once the keys rest for
:data:`STAKE_PAUSE_MS`, and a deal before then says the stake in its own line instead,
so a reader never queues stakes that no longer hold. No line repeats the one before: a
consecutive hand's push does not name the cards again, and the table read out (F2)
says the stake once.
The first-game guide's steps are said the same way (:meth:`Narrator.step`) but take
no dealer line's place: the welcome follows the guide's first step, and a stake
waiting to be said is said after a step.
What was said is kept in :attr:`Narrator.history`; :meth:`Narrator.state_text`
reads the whole table on demand.
"""

from __future__ import annotations

import enum
from collections import deque
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from reddog_qt.app.keys import last_input
from reddog_qt.app.seams import Account, TablePhase
from reddog_qt.app.table.announcer import Announcer
from reddog_qt.app.table.console import SEAL_SHOWN, Console
from reddog_qt.app.table.controller import TableController
from reddog_qt.app.table.reader_route import ReaderRoute, Route, shared_route
from reddog_qt.app.texts.felt_texts import card_name
from reddog_qt.app.texts.language import capital, credits, fill, percent, translate
from reddog_qt.app.texts.rules_texts import raise_text
from reddog_qt.app.widgets import plural
from reddog_qt.engine import Card, Hand, HandKind, Outcome, Phase


def spread_offer(spread: int, payout: int, raise_problem: str | None = None) -> str:
    """The spread announced, what it pays, and the decision asked for; when Raise is off, why instead."""
    if raise_problem:
        return fill(translate("Narrator", "Spread of %1: pays %2 to 1."), credits(spread), credits(payout)) + " " + \
            raise_problem
    return fill(translate("Narrator", "Spread of %1: pays %2 to 1. Raise or stand?"), credits(spread), credits(payout))


def balance_told(balance: int, practice: bool) -> str:
    """The balance after a hand (the practice balance at a practice table)."""
    if practice:
        return plural(translate("Narrator", "Practice balance %Ln credit(s).", None, balance), balance)
    return plural(translate("Narrator", "Balance %Ln credit(s).", None, balance), balance)


def result_sentence(hand: Hand, cards_said: bool = False) -> str:
    """The result as the dealer says it, e.g. "Third card seven of clubs: you win 50 credits.".

    ``cards_said``: the two cards of a consecutive hand were just said, so they are not said again.
    """
    net, stake = hand.net or 0, hand.stake
    if len(hand.cards) == 3:
        third = card_name(hand.cards[2])
        if hand.is_three_of_a_kind:
            return fill(plural(translate("Narrator", "Third card %1: three of a kind! You win %Ln credit(s).", None,
                                         net), net), third)
        if hand.outcome is Outcome.WIN:
            return fill(plural(translate("Narrator", "Third card %1: you win %Ln credit(s).", None, net), net), third)
        if hand.outcome is Outcome.PUSH:
            if stake == 1:  # English counts the noun, not the verb: one credit has a sentence of its own
                return fill(translate("Narrator", "Third card %1: a push: your 1 credit comes back."), third)
            return fill(plural(translate("Narrator", "Third card %1: a push: your %Ln credit(s) come back.", None,
                                         stake), stake), third)
        return fill(plural(translate("Narrator", "Third card %1: the dealer wins %Ln credit(s).", None, stake), stake),
                    third)
    # Two cards settle a hand only when they are consecutive: a push, the cards named as at the table.
    if cards_said:  # the line before named them ("... and ...: consecutive."): the result alone follows
        if stake == 1:
            return translate("Narrator", "A push. Your 1 credit comes back.")
        return plural(translate("Narrator", "A push. Your %Ln credit(s) come back.", None, stake), stake)
    first, second = (card_name(card) for card in hand.cards[:2])
    if stake == 1:
        return capital(fill(translate("Narrator", "%1 and %2: consecutive, a push. Your 1 credit comes back."),
                            first, second))
    return capital(fill(plural(translate("Narrator", "%1 and %2: consecutive, a push. Your %Ln credit(s) come back.",
                                         None, stake), stake), first, second))


def stake_said(total: int) -> str:
    """The bet: "Stake 30 credits." or "No chips on the bet."."""
    if not total:
        return translate("Reader", "No chips on the bet.")
    return plural(translate("Reader", "Stake %Ln credit(s).", None, total), total)


def table_said(cards: Sequence[str], spread_line: str, stake_line: str, raised: int, balance_line: str,
               next_step: str) -> str:
    """The whole table in one go: cards, spread and pay, stake, raise, balance, what can be done now."""
    parts: list[str] = []
    if cards:
        parts.append(fill(translate("Reader", "Cards: %1."), ", ".join(cards)))
    else:
        parts.append(translate("Reader", "No cards on the table."))
    if spread_line:
        parts.append(spread_line + ".")
    parts.append(stake_line)
    if raised:
        parts.append(plural(translate("Reader", "Raised %Ln credit(s).", None, raised), raised))
    parts.append(balance_line)
    if next_step:
        parts.append(next_step)
    return " ".join(parts)


def balance_said(amount: int, practice: bool) -> str:
    """The balance as said: "Balance 1,000 credits." (or the practice bankroll)."""
    if practice:
        return plural(translate("Reader", "Practice balance %Ln credit(s).", None, amount), amount)
    return plural(translate("Reader", "Balance %Ln credit(s).", None, amount), amount)


#: The engine's refusal of a deal without a bet, which speaks of the mouse (said with the keys while they are used).
NO_BET_BY_MOUSE = "Place a bet first: click a chip stack or the bet spot."

#: How long the bet must rest before its stake is said (quick changes are said as one).
STAKE_PAUSE_MS = 350

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
    STEP = "step"
    """A step of the first-game guide: holds like an announcement, but stands in for no dealer's line."""


class Narrator(QObject):
    """See the module docstring. ``coach`` gives the odds coach's line for a spread, or "" when it is off."""

    #: Something was announced (the text as said).
    announced = Signal(str)
    #: A line was told to a screen reader (every announcement, refusal, stake, cut...), as said: the window makes
    #: it the description of what has the keys when :attr:`route` says so.
    told = Signal(str)

    def __init__(self, controller: TableController, console: Console, coach: Callable[[Hand], str],
                 parent: QObject | None = None, *, coach_next: Callable[[], str] = lambda: "",
                 cut_prompt: Callable[[], str] = lambda: "", route: ReaderRoute | None = None) -> None:
        super().__init__(parent)
        #: How lines reach the reader running now (an announcement, or the description where the keys are).
        self.route = route if route is not None else shared_route()
        last_input()  # following the keys and the mouse from now on, for the hints
        self._stake_pause = QTimer(self)
        self._stake_pause.setSingleShot(True)
        self._stake_pause.setInterval(STAKE_PAUSE_MS)
        self._stake_pause.timeout.connect(self._tell_stake)
        self._controller = controller
        self._console = console
        self._announcer = Announcer(console.message, self)
        self._coach = coach
        # The coach's value of the next hand, the request to cut a new shoe.
        self._coach_next = coach_next
        self._cut_prompt = cut_prompt
        self._line = Line.GUIDANCE
        # How the announcement on show is made again in another language (None: it is kept as it is).
        self._remake: Remake | None = None
        self._bet: tuple[int, ...] = ()
        self._last_phase = controller.phase
        # Whether a line of the table's own was told (the guide's steps are not): the welcome is said only before.
        self._table_spoke = False
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
        """An action was refused: say why until the table moves on (and tell a screen reader).

        A hint that speaks of the mouse is said with the keys instead while the keys are in use.
        """
        if message == translate("Refusal", NO_BET_BY_MOUSE) and last_input().keys:
            message = translate("Narrator", "Place a bet first: press Up to add a credit, or Tab to a chip stack and "
                                            "press Space.")
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

    def step(self, message: str, remake: Remake | None = None) -> None:
        """Say a step of the first-game guide like an announcement; it takes no dealer's line's place: the welcome
        still comes after the guide's first step, and a stake waiting to be said is still said after a step."""
        self._show(message, Line.STEP)
        self._remake = remake
        self._tell(message, table=False)
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
            return translate("Narrator", "The cards are moving.")
        hand = c.session.hand
        cards: list[str] = []
        spread_line, raised, last = "", 0, ""
        if hand is not None and hand.phase is not Phase.SETTLED:
            cards = [capital(card_name(card)) for card in hand.cards]
            if hand.spread is not None:
                spread_line = fill(translate("Narrator", "Spread of %1: pays %2 to 1"), credits(hand.spread),
                                   credits(c.session.rules.payout(hand.spread)))
            raised = hand.raised
            stake = hand.stake
        else:
            stake = sum(c.chips)
            if hand is not None:
                last = fill(translate("Narrator", "Last hand: %1", "the state read out: the last hand's result"),
                            capital(result_sentence(hand)))
        balance = balance_said(c.session.balance, c.account is Account.PRACTICE)
        if c.phase is TablePhase.BETTING:  # the stake is said once, before the balance
            next_step = self._betting_guidance(with_stake=False)
        elif c.phase is TablePhase.DECIDING:  # the spread and its pay were said already
            next_step = c.raise_problem() or translate("Narrator", "Raise or stand?")
        else:
            next_step = self.guidance()
        # The table's details before what can be done now, which closes the read-out.
        said = table_said(cards, spread_line, stake_said(stake), raised, balance + " " + self.table_details(),
                          next_step)
        return f"{last} {said}" if last else said

    def table_details(self) -> str:
        """The table read out after the hand: the shoe's depth, the raise rule, the shuffle's fingerprint."""
        c = self._controller
        state = c.shoe_state()
        if state.cut_position is None:
            shoe = translate("Narrator", "Reshuffled every hand.")
        elif state.cut_card_out:
            shoe = translate("Narrator", "The cut card is out: last hand of this shoe.")
        else:
            shoe = fill(translate("Narrator", "Shoe: %1 cards left, the cut card at %2."),
                        credits(state.size - state.dealt),
                        percent(round(100 * state.cut_position / max(state.size, 1)) / 100, 0))
        parts = [shoe, raise_text(c.session.rules) + "."]
        if state.deal is not None:
            parts.append(fill(translate("Narrator", "Practice deal %1."), str(state.deal)))
        elif state.seal:
            parts.append(fill(translate("Narrator", "Shuffle fingerprint %1."), state.seal[:SEAL_SHOWN]))
        return " ".join(parts)

    def welcome(self) -> None:
        """The table's first words when it first has the keys: balance, minimum, and the keys that matter.

        Said only while nothing else holds the row (a recovered hand's note, a new shoe's cut come first), and
        only if the table told nothing yet (a player who has already bet needs no welcome); a first game's guide
        has said its first step by then, and the welcome follows it.
        """
        c = self._controller
        if self._table_spoke or self._line not in (Line.GUIDANCE, Line.STEP) or c.phase is not TablePhase.BETTING \
                or c.chips:
            return

        def said() -> str:
            session = c.session
            balance = balance_said(session.balance, c.account is Account.PRACTICE)
            lowest = session.min_bet
            minimum = plural(translate("Narrator", "Table minimum %Ln credit(s).", None, lowest), lowest)
            return balance + " " + minimum + " " + translate(
                "Narrator", "Place your bets: Up and Down change the bet, Enter deals, F2 reads the table.")

        self.note(said(), said)

    def note(self, message: str, remake: Remake | None = None) -> None:
        """A note that holds until the player moves on (a new table, a recovered hand): announced."""
        self._bet = self._controller.chips
        self.announce(message, remake)

    def retranslate(self) -> None:
        """The language changed: show what the message row says in the new one (not announced again)."""
        if self._line in (Line.ANNOUNCEMENT, Line.STEP):
            if self._remake is not None:
                self._show(self._remake(), self._line, keep_remake=True)
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

    def _betting_guidance(self, with_stake: bool = True) -> str:
        c = self._controller
        session = c.session
        if session.balance < session.min_bet and not c.chips:
            return translate("Narrator", "You are out of chips for this table. Press New Game for a fresh bankroll.")
        if not c.chips:
            line = translate("Narrator", "Place your bets.")
        else:
            line = c.deal_problem() or translate("Narrator", "Deal when you are ready (Enter).")
            if with_stake:
                line = stake_said(sum(c.chips)) + " " + line
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
            self._stake_pause.start()  # the new stake, and whether Deal may follow, once the keys rest
        else:
            self.refresh()

    def _tell_stake(self) -> None:
        if self._controller.phase is not TablePhase.BETTING:
            return
        if self._line is Line.STEP:  # the guide spoke over the new stake: the stake is said after its step
            self._show(self.guidance(), Line.GUIDANCE)
        if self._line is Line.GUIDANCE:
            self._tell(self.text)

    def _phase_changed(self, phase: TablePhase) -> None:
        left_cutting, self._last_phase = self._last_phase is TablePhase.CUTTING, phase
        if phase is TablePhase.CUTTING or left_cutting:
            self._show(self.guidance(), Line.GUIDANCE)  # the cut to make, then the first bet of the shoe
            said = self.text
            state = self._controller.shoe_state()
            if left_cutting and state.cut_position is not None:
                said = fill(translate("Reader", "The cards are cut: the cut card is at %1 of the shoe."),
                            percent(round(100 * state.cut_position / max(state.size, 1)) / 100, 0)) + " " + said
                self._show(said, Line.GUIDANCE)
            self._tell(said)
        else:
            self.refresh()

    def _hand_dealt(self, hand: Hand) -> None:
        # The stake still waiting to be said is said here, in the deal's line; the deal is said at once.
        waiting, stake = self._stake_pause.isActive(), hand.stake
        self._stake_pause.stop()

        def said() -> str:
            if waiting:
                return plural(translate("Narrator", "You bet %Ln credit(s). The cards come.", None, stake), stake)
            return translate("Narrator", "The cards come.")

        self.announce(said(), said)

    def _card_turned(self, card: Card, slot: int) -> None:
        hand = self._controller.session.hand
        if slot != 1 or hand is None or hand.kind not in (HandKind.PAIR, HandKind.CONSECUTIVE):
            return
        first = hand.cards[0]

        def said() -> str:
            if hand.kind is HandKind.PAIR:
                return capital(fill(translate("Narrator", "%1 and %2: a pair. The third card follows."),
                                    card_name(first), card_name(card)))
            return capital(fill(translate("Narrator", "%1 and %2: consecutive."), card_name(first), card_name(card)))

        self.announce(said(), said)

    def _hand_shown(self, hand: Hand) -> None:
        if hand.kind is not HandKind.SPREAD:
            return  # a pair or consecutive cards were said as the second card turned
        def said() -> str:
            return capital(fill(translate("Narrator", "%1 and %2."), card_name(hand.cards[0]),
                                card_name(hand.cards[1]))) + " " + self._spread_text(hand)

        self.announce(said(), said)

    def _decision_made(self, hand: Hand) -> None:
        def said() -> str:
            if hand.raised:
                return fill(translate("Narrator", "You raise %1. The third card comes."), credits(hand.raised))
            return translate("Narrator", "You stand. The third card comes.")

        self.announce(said(), said)

    def _hand_settled(self, hand: Hand) -> None:
        balance = self._controller.session.balance
        practice = self._controller.account is Account.PRACTICE

        def shown() -> str:
            return result_sentence(hand) + " " + balance_told(balance, practice) + " " + self._betting_guidance()

        # The row names a consecutive hand's cards with its push; a reader heard them in the line before.
        said = result_sentence(hand, cards_said=True) + " " + balance_told(balance, practice) + " " + \
            self._betting_guidance()
        self._show(shown(), Line.ANNOUNCEMENT)
        self._remake = shown
        self._tell(said)
        self.announced.emit(said)

    # --- internals -----------------------------------------------------

    def _spread_text(self, hand: Hand) -> str:
        rules = self._controller.session.rules
        text = spread_offer(hand.spread or 0, rules.payout(hand.spread or 1),
                                      self._controller.raise_problem())
        # No word of the cut card here: the table says it once as it comes out (MainWindow's cut_card_out).
        coach = self._coach(hand)
        return f"{text}   {coach}" if coach else text

    def _tell(self, message: str, table: bool = True) -> None:
        """Send ``message`` to a screen reader as an announcement (the message row shows it already); ``table``:
        a line of the table's own, not a step of the guide."""
        if not message:
            return
        self._table_spoke = self._table_spoke or table
        self.history.append(message)
        if self.route.route is Route.ANNOUNCEMENT:
            self._announcer.say(message)
        self.told.emit(message)

    def _show(self, message: str, line: Line, keep_remake: bool = False) -> None:
        if not keep_remake:
            self._remake = None
        self._line = line
        self._console.set_message(message)


__all__ = ["Line", "Narrator", "result_sentence"]
