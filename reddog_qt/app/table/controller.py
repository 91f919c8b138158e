"""The table controller: the one object that drives the engine for the widgets.

Widgets never touch the :class:`~reddog_qt.engine.Session`. They call the
controller's actions; it asks the engine, and announces what happened with
past-tense signals that views, sound and voice connect to. While the table
animates, the controller is in :attr:`TablePhase.ANIMATING` and refuses every
action that would change the hand: the engine has already decided the hand
before the first card moves.

The controller is built in two layers: the phase, the bet spot and the chip actions are its
base, :class:`~reddog_qt.app.table.bet_controller.BetController`; this module adds the hand
(deal, raise or stand, the result), the shoe (the reshuffle, the cut, the shoe's last hand) and
the session (a new game, another table or bankroll, the personal limit).

When the player's files cannot record a hand (the disk is full, the folder is
read-only...), the engine leaves everything as it was and the controller
refuses the action with the reason, which the window shows; the failure is
logged once with its traceback. Trying again once the disk is fixed works.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from reddog_qt.app.table.bet_controller import BetController
from reddog_qt.app.table.seams import Account, CardEvent, HandAnimator, ShoeState, TablePhase
from reddog_qt.app.texts.language import credit_count, fill, translate
from reddog_qt.app.texts.sentence import sentence_text
from reddog_qt.app.texts.table_texts import TableAction
from reddog_qt.app.widgets import plural
from reddog_qt.engine import (
    Card,
    CutError,
    Hand,
    HandKind,
    Phase,
    RaisePolicy,
    RedDogError,
    Rules,
    Session,
    ShufflePolicy,
)
from reddog_qt.profile import ProfileError


def raise_not_covered(balance: int, raise_amount: int | None) -> str:
    """Why Raise is off while a spread waits: the balance cannot cover the raise (the one allowed, if known)."""
    if raise_amount is not None:
        return fill(plural(translate("TableController", "Your balance of %1 cannot cover the raise of %Ln credit(s): "
                                                        "stand.", None, raise_amount), raise_amount),
                    credit_count(balance))
    return plural(translate("TableController", "Your balance of %Ln credit(s) cannot cover a raise: stand.", None,
                            balance), balance)

log = logging.getLogger(__name__)


class TableController(BetController):
    """Plays a :class:`Session` for the table window. See the module docstring.

    The phase, the bet spot and the chip actions, with their signals (``phase_changed``,
    ``bet_changed``, ``chip_placed``, ``chip_removed``, ``refused``, ``undo_changed``), come from
    :class:`~reddog_qt.app.table.bet_controller.BetController`.
    """

    balance_changed = Signal(int)        # the balance shown to the player
    hand_dealt = Signal(object)          # Hand: a new hand has been decided and starts to move
    card_dealt = Signal(object, int)     # Card, slot (0 left, 1 right, 2 middle): it leaves the shoe
    card_turned = Signal(object, int)    # Card, slot: its face is showing now
    spread_announced = Signal(object)    # Hand in DECIDING: raise or stand
    pair_dealt = Signal(object)          # Hand: a pair, the third card follows at once
    consecutive_dealt = Signal(object)   # Hand: neighbouring ranks, a push
    decision_made = Signal(object)       # Hand: raised or stood
    hand_settled = Signal(object)        # Hand: its result is on the felt
    betting_opened = Signal()            # a new bet may be placed ("place your bets")
    rules_changed = Signal(object)       # Rules
    shoe_changed = Signal(object)        # ShoeState: cards left the shoe, it was shuffled or cut
    shoe_shuffled = Signal(object)       # ShoeState: a fresh shoe (a shoe table's reshuffle)
    cut_requested = Signal(object)       # ShoeState: the player is asked to place the cut card
    cut_card_reached = Signal()          # the cut card came out: this hand is the shoe's last
    account_changed = Signal(object)     # Account: the table now plays from this bankroll (a new session)

    def __init__(self, session: Session, animator: HandAnimator | None = None, parent: QObject | None = None,
                 limit_reader: Callable[[], tuple[int | None, bool]] | None = None) -> None:
        super().__init__(session, animator, parent)
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
    def account(self) -> Account:
        """Whose bankroll the table plays from."""
        return self._account

    def shoe_state(self) -> ShoeState:
        """What the shoe shows now."""
        shoe = self._session.shoe
        at_shoe_table = self._session.rules.shuffle is ShufflePolicy.CUT_CARD
        return ShoeState(size=shoe.size, dealt=shoe.dealt, cut_position=shoe.cut_position if at_shoe_table else None,
                         cut_card_out=at_shoe_table and shoe.cut_card_out,
                         cut_band=shoe.cut_band if at_shoe_table else None, seal=shoe.fingerprint,
                         deal=shoe.deal_number, shuffle_number=shoe.shuffle_number)

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

    def can_deal(self) -> bool:
        """Deal is legal now."""
        return self.deal_problem() is None

    def can_decide(self) -> bool:
        """Raise or stand is legal now."""
        return self._phase is TablePhase.DECIDING

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
        equal = session.rules.raise_policy is RaisePolicy.EQUAL
        return raise_not_covered(session.balance, session.rules.max_raise(hand.wager) if equal else None)

    def can_rebet(self) -> bool:
        """Rebet (the previous chips, dealt at once) is possible."""
        return (self.can_repeat_bet() and not self._guarded() and self.rebet_problem() is None
                and self._session.wager_problem(sum(self.previous_chips)) is None)

    # --- playing -------------------------------------------------------

    def rebet(self) -> bool:
        """The previous hand's chips, dealt at once (also when they are already on the spot)."""
        if not self._betting(TableAction.REBET):
            return False
        problem = self.rebet_problem()
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
        except RedDogError as refusal:
            return self._refuse(sentence_text(refusal))
        except ProfileError as problem:
            return self._not_recorded("deal", problem)
        self._bets.dealt()
        self._set_phase(TablePhase.ANIMATING)
        self.balance_changed.emit(self._shown_balance(hand))
        self.hand_dealt.emit(hand)
        self._announce_shoe()
        if self._animator is None:
            self._after_deal()
        else:
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
        except RedDogError as refusal:
            return self._refuse(sentence_text(refusal))
        except ProfileError as problem:
            return self._not_recorded("new game", problem)
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

    def sit_down(self, session: Session, account: Account) -> bool:
        """Play ``session`` from now on, on the bankroll ``account`` (practice, or the player's own).

        Only between hands (betting, or a shoe waiting for its cut): the bet is cleared, and the
        new session's shoe and balance are announced. The table's rules are the session's.
        """
        if not self._between_hands(TableAction.CHANGE_TABLES):
            return False
        self._session = session
        self._account = account
        self._clear_table()
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
        if self._session.rules.shuffle is ShufflePolicy.CUT_CARD and shoe.needs_shuffle:
            if self._animator is not None:
                self._animator.clear_hand()  # the dealer gathers every card to shuffle
            shoe.prepare_hand()
            self._cut_card_seen = False
            self.shoe_shuffled.emit(self.shoe_state())
        elif shoe.needs_shuffle:
            shoe.prepare_hand()  # sealed now, so that its fingerprint shows before the bet
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

    def _decide(self, action: Callable[[], Hand]) -> bool:
        if self._phase is not TablePhase.DECIDING:
            return self._refuse(translate("TableController", "Raise or stand once the spread is announced."))
        try:
            hand = action()
        except RedDogError as refusal:
            return self._refuse(sentence_text(refusal))
        except ProfileError as problem:
            return self._not_recorded("decision", problem)
        self._set_phase(TablePhase.ANIMATING)
        self.balance_changed.emit(self._shown_balance(hand))  # the raise has left the balance
        self.decision_made.emit(hand)
        self._announce_shoe()
        if self._animator is None:
            self._show_result(hand)
        else:
            self._animator.play_third_card(hand, self._card_event, lambda: self._show_result(hand))
        return True

    def _after_deal(self) -> None:
        hand = self._session.hand
        assert hand is not None
        if hand.phase is Phase.DECIDING:
            self._set_phase(TablePhase.DECIDING)
            self.spread_announced.emit(hand)
            return
        if hand.kind is HandKind.PAIR:
            self.pair_dealt.emit(hand)
        else:
            self.consecutive_dealt.emit(hand)
        self._show_result(hand)

    def _show_result(self, hand: Hand) -> None:
        def settled() -> None:
            self._bets.settled()
            self.bet_changed.emit(self.chips)
            self.balance_changed.emit(self._session.balance)
            self.hand_settled.emit(hand)
            self.open_shoe(announce=True)

        if self._animator is None:
            settled()
        else:
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

    def _not_recorded(self, what: str, problem: ProfileError) -> bool:
        """The player's files could not record an action: nothing happened; say so, log it once."""
        log.error("the %s could not be recorded", what, exc_info=problem)
        self.refused.emit(sentence_text(problem))
        return False


# The table's seams are imported from here too, as they were before they had a module of their own.
__all__ = ["Account", "CardEvent", "HandAnimator", "RaisePolicy", "ShoeState", "TableController", "TablePhase"]
