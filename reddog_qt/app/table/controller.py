"""The table controller: the one object that drives the engine for the widgets.

Widgets never touch the :class:`~reddog_qt.engine.Session`: they call the controller's actions (chips,
Undo and Redo on the :class:`~reddog_qt.app.table.betting.BetSpot`; deal, raise, stand; the cut; a new
game, another table or bankroll), and views, sound and voice connect to its past-tense signals. It holds
the table's one :class:`~reddog_qt.app.seams.TablePhase`: while the table animates it is ANIMATING and
refuses every action that would change the hand (the engine decided the hand before the first card
moved). A refused action changes nothing, and :attr:`TableController.refused` carries the reason; so
does a failure of the player's files to record a hand (logged once; trying again once fixed works).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from reddog_qt.app.seams import Account, HandAnimator, NoAnimation, ShoeState, TablePhase
from reddog_qt.app.table.betting import BetSpot, ChipMove, ChipRefusedError
from reddog_qt.app.texts.language import credit_count, fill, translate
from reddog_qt.app.texts.sentence import sentence_text
from reddog_qt.app.texts.table_texts import TableAction
from reddog_qt.app.widgets import plural
from reddog_qt.engine import Card, CutError, Hand, Phase, RaisePolicy, RedDogError, Rules, Session, ShufflePolicy
from reddog_qt.profile import ProfileError

log = logging.getLogger(__name__)


class TableController(QObject):
    """Plays a :class:`Session` for the table window. See the module docstring."""

    phase_changed = Signal(TablePhase)   # what the table is doing now
    bet_changed = Signal(tuple)          # tuple[int, ...]: the chips on the bet spot, in order placed
    chip_placed = Signal(int)            # a chip of this value went onto the bet
    chip_removed = Signal(int)           # a chip of this value came off the bet
    refused = Signal(str)                # an action was refused; the reason, for the player
    undo_changed = Signal()              # Undo or Redo became possible or impossible
    balance_changed = Signal(int)        # the balance shown to the player
    hand_dealt = Signal(Hand)            # a new hand has been decided and starts to move
    card_dealt = Signal(Card, int)       # slot (0 left, 1 right, 2 middle): the card leaves the shoe
    card_turned = Signal(Card, int)      # slot: the card's face is showing now
    # The first two cards are on the felt, and the hand's kind says what follows: a SPREAD waits
    # for raise or stand (the table is DECIDING), a PAIR's third card follows at once, a
    # CONSECUTIVE hand is a push.
    hand_shown = Signal(Hand)
    decision_made = Signal(Hand)         # raised or stood
    hand_settled = Signal(Hand)          # its result is on the felt
    betting_opened = Signal()            # a new bet may be placed ("place your bets")
    rules_changed = Signal(Rules)        # the table sat at now
    shoe_changed = Signal(ShoeState)     # cards left the shoe, it was shuffled or cut
    shoe_shuffled = Signal(ShoeState)    # a fresh shoe (a shoe table's reshuffle)
    cut_requested = Signal(ShoeState)    # the player is asked to place the cut card
    cut_card_reached = Signal()          # the cut card came out: this hand is the shoe's last
    account_changed = Signal(Account)    # the table now plays from this bankroll (a new session)

    def __init__(self, session: Session, animator: HandAnimator | None = None, parent: QObject | None = None,
                 limit_reader: Callable[[], tuple[int | None, bool]] | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._animator: HandAnimator = animator if animator is not None else NoAnimation()
        self._phase = TablePhase.BETTING
        self._bets = BetSpot(lambda: self._session, self._show_chips, parent=self)
        # Through a method of this object, not a lambda: Qt drops a receiver's connections before
        # it deletes the receiver's children, so a stack torn down with us says nothing to anyone.
        self.undo_stack.canUndoChanged.connect(self.undo_changed)
        self.undo_stack.canRedoChanged.connect(self.undo_changed)
        # Reads the personal limit again while it is unknown (it fails closed until it can be read).
        self._limit_reader = limit_reader
        # Says why no hand may be dealt now (a break, an unanswered reality check), or None.
        self._deal_guard: Callable[[], str | None] | None = None
        self._account = Account.PLAYER
        self._cut_card_seen = False
        #: Cut every new shoe at random without asking (the player's "always cut at random").
        self.random_cut = False

    # --- queries -------------------------------------------------------

    @property
    def session(self) -> Session:
        """The engine being played (read-only for views)."""
        return self._session

    @property
    def phase(self) -> TablePhase:
        """What the table is doing."""
        return self._phase

    @property
    def account(self) -> Account:
        """Whose bankroll the table plays from."""
        return self._account

    @property
    def chips(self) -> tuple[int, ...]:
        """Chips on the bet spot, in the order they were placed."""
        return self._bets.chips

    @property
    def bet(self) -> int:
        """The total of the chips on the bet spot."""
        return self._bets.bet

    @property
    def previous_chips(self) -> tuple[int, ...]:
        """The chips of the last hand dealt (for Same Bet, Double and Rebet)."""
        return self._bets.previous_chips

    @property
    def undo_stack(self) -> QUndoStack:
        """The chip changes since the last deal, for Undo and Redo."""
        return self._bets.undo_stack

    def can_bet(self) -> bool:
        """Chips may be placed or removed now."""
        return self._phase is TablePhase.BETTING

    def can_repeat_bet(self) -> bool:
        """Same Bet is possible: a previous bet, the table taking bets, and the balance and limits allow it."""
        return self.can_bet() and self._bets.can_repeat()

    def can_double(self) -> bool:
        """Double is possible: there is a previous bet and twice it is within limits."""
        return self.can_bet() and self._bets.can_double()

    def covering_problem(self, action: TableAction) -> str | None:
        """Why Same Bet, Double or Rebet (``action``) is off: the spot holds chips of another bet (see BetSpot)."""
        return self._bets.covering_problem(action)

    def remember_bet(self, chips: Sequence[int]) -> None:
        """Take ``chips`` as the last hand's bet (the bet a player made before a restart), if this table has them."""
        if self._phase is TablePhase.ANIMATING or self._session.phase is Phase.DECIDING:
            return
        kept = tuple(chip for chip in chips if chip in self._session.rules.chips)
        if kept and sum(kept) == sum(chips) and not self.chips:
            self._bets.reset(previous=kept)

    def shoe_state(self) -> ShoeState:
        """What the shoe shows now."""
        return ShoeState.of(self._session)

    def set_deal_guard(self, guard: Callable[[], str | None]) -> None:
        """Ask ``guard`` before every deal: a message refuses it (a break, a reality check waiting)."""
        self._deal_guard = guard

    def deal_problem(self) -> str | None:
        """Why Deal is not possible now, or None."""
        if self._phase is TablePhase.CUTTING:
            return translate("TableController", "Cut the cards first.")
        if self._phase is not TablePhase.BETTING:
            return translate("TableController", "Wait for the cards to settle.")
        refusal = self._session.wager_refusal(self.bet)
        return self._guarded() or (None if refusal is None else sentence_text(refusal))

    def raise_range(self) -> tuple[int, int] | None:
        """The raise amounts allowed now, or None."""
        return self._session.raise_range() if self._phase is TablePhase.DECIDING else None

    def can_raise(self) -> bool:
        """Raise is legal now (the balance covers at least the smallest allowed raise)."""
        return self.raise_range() is not None

    def raise_problem(self) -> str | None:
        """Why Raise is off while a spread waits (the balance cannot cover it), or None."""
        if self._phase is not TablePhase.DECIDING or self.can_raise():
            return None
        session = self._session
        hand = session.hand
        if hand is None:
            return None
        balance = session.balance
        if session.rules.raise_policy is not RaisePolicy.EQUAL:
            return plural(translate("TableController", "Your balance of %Ln credit(s) cannot cover a raise: stand.",
                                    None, balance), balance)
        needed = session.rules.max_raise(hand.wager)  # the one raise allowed
        return fill(plural(translate("TableController", "Your balance of %1 cannot cover the raise of %Ln credit(s): "
                                                        "stand.", None, needed), needed), credit_count(balance))

    def can_rebet(self) -> bool:
        """Rebet (the previous chips, dealt at once) is possible."""
        return (self.can_repeat_bet() and not self._guarded() and self.covering_problem(TableAction.REBET) is None
                and self._session.wager_refusal(sum(self.previous_chips)) is None)

    # --- betting -------------------------------------------------------

    def add_chip(self, value: int) -> bool:
        """Put one chip of ``value`` on the bet spot."""
        return self._betting(TableAction.PLACE_CHIPS) and self._move_chips(lambda: self._bets.add(value))

    def remove_chip(self, value: int) -> bool:
        """Take one chip of ``value`` off the bet spot, if there is one."""
        return self._betting(TableAction.REMOVE_CHIPS) and self._move_chips(lambda: self._bets.remove(value))

    def adjust_bet(self, steps: int) -> bool:
        """Add (positive) or take away (negative) ``steps`` of the smallest chip."""
        return self._betting(TableAction.CHANGE_BET) and self._move_chips(lambda: self._bets.adjust(steps))

    def clear_bet(self) -> bool:
        """Take every chip off the bet spot."""
        return self._betting(TableAction.CLEAR_BET) and self._move_chips(self._bets.clear)

    def same_bet(self) -> bool:
        """Put the previous hand's chips back on the bet spot."""
        return self._betting(TableAction.REPEAT_BET) and self._move_chips(self._bets.repeat)

    def double_bet(self) -> bool:
        """Put twice the previous hand's chips on the bet spot."""
        return self._betting(TableAction.DOUBLE_BET) and self._move_chips(self._bets.double)

    def undo(self) -> None:
        """Undo the last chip placement."""
        if self._betting(TableAction.UNDO):
            self._bets.undo()

    def redo(self) -> None:
        """Redo the last undone chip placement."""
        if self._betting(TableAction.REDO):
            self._bets.redo()

    # --- playing -------------------------------------------------------

    def rebet(self) -> bool:
        """The previous hand's chips, dealt at once (also when they are already on the spot)."""
        if not self._betting(TableAction.REBET):
            return False
        problem = self.covering_problem(TableAction.REBET)
        if problem:
            return self._refuse(problem)  # the chips placed are never thrown away unasked
        if self.chips != self.previous_chips and not self.same_bet():
            return False
        return self.deal()

    def deal(self) -> bool:
        """Deal a hand on the chips on the bet spot."""
        if not self._betting(TableAction.DEAL):
            return False
        guarded = self._guarded()
        if guarded:
            return self._refuse(guarded)
        self._reread_limit()
        try:
            hand = self._session.deal(self.bet)
        except (RedDogError, ProfileError) as problem:
            return self._refused_by(problem, "deal")
        self._bets.dealt()
        self._set_phase(TablePhase.ANIMATING)
        self.balance_changed.emit(self._shown_balance(hand))
        self.hand_dealt.emit(hand)
        self._announce_shoe()
        self._animator.play_deal(hand, self._card_event, self._after_deal)
        return True

    def raise_bet(self, amount: int | None = None) -> bool:
        """Raise on the spread (by ``amount``, or the most allowed) and deal the third card."""
        return self._decide(lambda: self._session.raise_bet(amount))

    def stand(self) -> bool:
        """Stand on the wager and deal the third card."""
        return self._decide(self._session.stand)

    def new_game(self) -> bool:
        """A fresh bankroll (offered when the money has run out, or from the menu)."""
        if not self._betting(TableAction.NEW_GAME):
            return False
        try:
            self._session.new_game()
        except (RedDogError, ProfileError) as problem:
            return self._refused_by(problem, "new game")
        self._clear_table()
        self.bet_changed.emit(self.chips)
        self.balance_changed.emit(self._session.balance)
        self.betting_opened.emit()
        return True

    def set_rules(self, rules: Rules) -> bool:
        """Sit at another table (preset or limit tier). Only while betting or cutting; the bet is cleared."""
        if not self._between_hands(TableAction.CHANGE_TABLES):
            return False
        try:
            self._session.set_rules(rules)
        except RedDogError as refusal:
            return self._refuse(sentence_text(refusal))
        self._clear_table(previous=tuple(c for c in self.previous_chips if c in rules.chips))
        self.rules_changed.emit(rules)
        self.bet_changed.emit(self.chips)
        self.open_shoe()
        return True

    def sit_down(self, session: Session, account: Account, last_bet: Sequence[int] = ()) -> bool:
        """Play ``session`` from now on, on the bankroll ``account`` (practice, or the player's own).

        Only between hands (betting, or a shoe waiting for its cut): the bet is cleared, and the
        new session's shoe and balance are announced. The table's rules are the session's; Same Bet
        offers ``last_bet``, that bankroll's own last bet (see :meth:`remember_bet`).
        """
        if not self._between_hands(TableAction.CHANGE_TABLES):
            return False
        self._session = session
        self._account = account
        self._clear_table()
        self.remember_bet(last_bet)
        self.account_changed.emit(account)
        self.bet_changed.emit(self.chips)
        self.balance_changed.emit(session.balance)
        self._set_phase(TablePhase.BETTING)  # the new shoe decides whether it asks for a cut
        self.open_shoe()
        return True

    def set_personal_limit(self, limit: int | None) -> None:
        """The player's own bet limit changed (the dialog has checked and stored it)."""
        self._session.set_personal_limit(limit)
        self._announce_move(self._bets.hold_to(self._session.max_bet))
        self.bet_changed.emit(self.chips)

    # --- the shoe -------------------------------------------------------

    def open_shoe(self, announce: bool = False) -> None:
        """Open betting, first shuffling and asking for the cut if a shoe table's shoe is done.

        A table that reshuffles every hand just opens betting. At a shoe table whose cut card has
        come out (or whose shoe is new) the shoe is reshuffled where the player sees it, then the
        player cuts (or it is cut at random when :attr:`random_cut` is set). ``announce`` says
        "place your bets" (:attr:`betting_opened`) when betting opens, as after a hand.
        """
        shoe = self._session.shoe
        try:
            if self._session.rules.shuffle is ShufflePolicy.CUT_CARD and shoe.needs_shuffle:
                self._animator.clear_hand()  # the dealer gathers every card to shuffle
                shoe.prepare_hand()
                self._cut_card_seen = False
                self.shoe_shuffled.emit(self.shoe_state())
            elif shoe.needs_shuffle:
                shoe.prepare_hand()  # sealed now, so that its fingerprint shows before the bet
        except ProfileError as problem:  # the ledger could not give the sealed shuffle: the deal tries again
            log.error("the shoe could not be sealed: %s", problem)
        if shoe.can_cut and not self.random_cut:
            self._set_phase(TablePhase.CUTTING)
            self.cut_requested.emit(self.shoe_state())
            return
        if shoe.can_cut:
            shoe.cut_at_random()
        self.shoe_changed.emit(self.shoe_state())
        self._set_phase(TablePhase.BETTING)
        if announce:
            self.betting_opened.emit()

    def cut(self, position: int | None = None) -> bool:
        """Place the cut card ``position`` cards into the shoe (None: at random in the allowed band)."""
        if self._phase is not TablePhase.CUTTING:
            return self._refuse(translate("TableController", "The cards are cut once per shoe, when it is new."))
        shoe = self._session.shoe
        try:
            if position is None:
                shoe.cut_at_random()
            else:
                shoe.place_cut_card(position)
        except CutError as refusal:
            return self._refuse(sentence_text(refusal))
        self.shoe_changed.emit(self.shoe_state())
        self._set_phase(TablePhase.BETTING)
        self.betting_opened.emit()
        return True

    def _announce_shoe(self) -> None:
        state = self.shoe_state()
        self.shoe_changed.emit(state)
        if state.cut_card_out and not self._cut_card_seen:
            self._cut_card_seen = True
            self.cut_card_reached.emit()

    # --- internals -----------------------------------------------------

    def _betting(self, action: TableAction) -> bool:
        """True while betting; else refuses ``action`` and says why."""
        if self._phase is TablePhase.BETTING:
            self._animator.finish_cosmetics()  # the banner or the sweep never holds a player up
            return True
        if self._phase is TablePhase.CUTTING:
            return self._refuse(fill(translate("TableController",
                                               "You cannot %1 yet: cut the cards first (drag the cut card, or press "
                                               "Enter)."), action.phrase))
        if self._phase is TablePhase.DECIDING:
            return self._refuse(fill(translate("TableController", "You cannot %1 now: raise or stand first."),
                                     action.phrase))
        return self._refuse(fill(translate("TableController", "You cannot %1 while the cards are moving."),
                                 action.phrase))

    def _clear_table(self, previous: tuple[int, ...] = ()) -> None:
        """An empty bet spot (``previous`` kept for Same Bet), nothing to undo, no hand on the felt."""
        self._bets.reset(previous)
        self._animator.clear_hand()

    def _move_chips(self, change: Callable[[], ChipMove | None]) -> bool:
        """Make a chip change of the bet spot; a refused one is said to the player. True when chips moved."""
        try:
            move = change()
        except ChipRefusedError as refusal:
            return self._refuse(str(refusal))
        return self._announce_move(move)

    def _announce_move(self, move: ChipMove | None) -> bool:
        if move is None:
            return False
        (self.chip_placed if move.placed else self.chip_removed).emit(move.value)
        return True

    def _show_chips(self, before: tuple[int, ...], after: tuple[int, ...]) -> None:
        """The bet spot's chips changed (a change, its undo or its redo): a first chip sweeps the last hand away."""
        if self._phase is TablePhase.BETTING and not before:
            self._animator.clear_hand()
        self.bet_changed.emit(after)

    def _set_phase(self, phase: TablePhase) -> None:
        if phase is not self._phase:
            self._phase = phase
            self.phase_changed.emit(phase)

    def _refuse(self, message: str) -> bool:
        log.debug("refused: %s", message)
        self.refused.emit(message)
        return False

    def _decide(self, action: Callable[[], Hand]) -> bool:
        if self._phase is not TablePhase.DECIDING:
            return self._refuse(translate("TableController", "Raise or stand once the spread is announced."))
        try:
            hand = action()
        except (RedDogError, ProfileError) as problem:
            return self._refused_by(problem, "decision")
        self._set_phase(TablePhase.ANIMATING)
        self.balance_changed.emit(self._shown_balance(hand))  # the raise has left the balance
        self.decision_made.emit(hand)
        self._announce_shoe()
        self._animator.play_third_card(hand, self._card_event, lambda: self._show_result(hand))
        return True

    def _after_deal(self) -> None:
        hand = self._session.hand
        assert hand is not None
        deciding = hand.phase is Phase.DECIDING
        if deciding:
            self._set_phase(TablePhase.DECIDING)
        self.hand_shown.emit(hand)
        if not deciding:
            self._show_result(hand)

    def _show_result(self, hand: Hand) -> None:
        def settled() -> None:
            self._bets.settled()
            self.bet_changed.emit(self.chips)
            self.balance_changed.emit(self._session.balance)
            self.hand_settled.emit(hand)
            self.open_shoe(announce=True)

        self._animator.play_result(hand, settled)

    def _card_event(self, card: Card, slot: int, turned: bool) -> None:
        (self.card_turned if turned else self.card_dealt).emit(card, slot)

    def _shown_balance(self, hand: Hand) -> int:
        """The balance before a settled hand's payout: what the player sees until the result shows."""
        returned = hand.returned
        return self._session.balance - (returned or 0)

    def _between_hands(self, action: TableAction) -> bool:
        """True while betting or while a new shoe waits for its cut; else refuses ``action``."""
        return self._phase is TablePhase.CUTTING or self._betting(action)

    def _guarded(self) -> str | None:
        return self._deal_guard() if self._deal_guard is not None else None

    def _reread_limit(self) -> None:
        if self._limit_reader is None or self._session.limit_known:
            return
        limit, known = self._limit_reader()
        if known:
            self.set_personal_limit(limit)

    def _refused_by(self, problem: RedDogError | ProfileError, what: str) -> bool:
        """The engine refused the ``what`` (the reason is said), or the player's files could not record it:
        nothing happened either way; a failure to record is said and logged once, with its traceback."""
        if isinstance(problem, RedDogError):
            return self._refuse(sentence_text(problem))
        log.error("the %s could not be recorded", what, exc_info=problem)
        self.refused.emit(sentence_text(problem))
        return False


__all__ = ["TableController"]
