"""The betting half of the table controller: the table's phase and the chips on the bet spot.

:class:`BetController` is the base of :class:`~reddog_qt.app.table.controller.TableController`,
the one object the window talks to for play. It holds the table's one explicit
:class:`~reddog_qt.app.table.seams.TablePhase` and the
:class:`~reddog_qt.app.table.betting.BetSpot`, and takes the player's chip actions (place,
remove, change, clear, Same Bet, Double, Undo, Redo) while the table takes bets; in any other
phase it refuses them with the reason, which :attr:`~BetController.refused` carries to the
window. Every change of the chips, by an action, its undo or its redo, is announced with
past-tense signals.

It never deals: the hand (deal, raise or stand, the result) and the shoe (the reshuffle and the
cut) are the table controller's, which changes the phase as the hand goes.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from reddog_qt.app.table.betting import BetSpot, ChipMove, ChipRefusedError
from reddog_qt.app.table.seams import HandAnimator, TablePhase
from reddog_qt.app.texts.language import fill, translate
from reddog_qt.app.texts.table_texts import TableAction
from reddog_qt.engine import Phase, Session

# The table's refusals are logged under the controller's name, where they have always been.
log = logging.getLogger("reddog_qt.app.table.controller")


class BetController(QObject):
    """The table's phase, its bet spot and the chip actions. See the module docstring."""

    phase_changed = Signal(object)       # TablePhase
    bet_changed = Signal(object)         # tuple[int, ...]: the chips on the bet spot, in order placed
    chip_placed = Signal(int)            # a chip of this value went onto the bet
    chip_removed = Signal(int)           # a chip of this value came off the bet
    refused = Signal(str)                # an action was refused; the reason, for the player
    undo_changed = Signal()              # Undo or Redo became possible or impossible

    def __init__(self, session: Session, animator: HandAnimator | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._animator = animator
        self._phase = TablePhase.BETTING
        self._bets = BetSpot(lambda: self._session, self._show_chips, parent=self)
        # Through a method of this object, not a lambda: Qt drops a receiver's connections before
        # it deletes the receiver's children, so a stack torn down with us says nothing to anyone.
        self.undo_stack.canUndoChanged.connect(self._announce_undo)
        self.undo_stack.canRedoChanged.connect(self._announce_undo)

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

    def rebet_problem(self) -> str | None:
        """Why Rebet would not deal the chips on the spot: other chips than the last bet's are there."""
        if self.chips and self.chips != self.previous_chips:
            return translate("TableController",
                             "Rebet deals your last bet: Deal the chips on the spot, or Clear them first.")
        return None

    def remember_bet(self, chips: Sequence[int]) -> None:
        """Take ``chips`` as the last hand's bet (the bet a player made before a restart), if this table has them."""
        if self._phase is TablePhase.ANIMATING or self._session.phase is Phase.DECIDING:
            return
        kept = tuple(chip for chip in chips if chip in self._session.rules.chips)
        if kept and sum(kept) == sum(chips) and not self.chips:
            self._bets.reset(previous=kept)

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

    # --- internals -----------------------------------------------------

    def _announce_undo(self, _possible: bool) -> None:
        self.undo_changed.emit()

    def _betting(self, action: TableAction) -> bool:
        """True while betting; else refuses ``action`` and says why."""
        if self._phase is TablePhase.BETTING:
            if self._animator is not None:
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
        if self._animator is not None:
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
        if self._animator is not None and self._phase is TablePhase.BETTING and not before:
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


__all__ = ["BetController"]
