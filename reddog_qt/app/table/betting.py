"""The bet spot: the chips on it, the last hand's chips, and undo and redo of every chip change.

:class:`BetSpot` is the betting model the table controller plays with. It knows the
chips (in the order they were placed), the chips of the last hand dealt (for Same
Bet, Double and Rebet) and a ``QUndoStack`` of small commands that store chip values
before and after. Each change checks the table's chips, its limits, the personal limit
and the balance first; a refused change raises :class:`ChipRefusedError` with the
sentence for the player and leaves the chips as they were.

It does not know when betting is open (the controller's phase says that) and it
announces nothing itself: every time the chips change, by a change, its undo or its
redo, it calls the ``shown`` callback it was made with (chips before, chips after).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject
from PySide6.QtGui import QUndoCommand, QUndoStack

from reddog_qt.app.texts.language import credits, fill, translate
from reddog_qt.app.texts.sentence import sentence_text
from reddog_qt.app.texts.table_texts import TableAction
from reddog_qt.app.widgets import plural
from reddog_qt.engine import Session

#: Called with the chips before and after, each time the chips on the spot change.
ChipsShown = Callable[[tuple[int, ...], tuple[int, ...]], None]


class ChipRefusedError(ValueError):
    """A chip change the table refuses; the message says why, in the player's language."""


@dataclass(frozen=True)
class ChipMove:
    """What a chip change did, for the sound and the felt."""

    #: True when chips went onto the bet, False when they came off.
    placed: bool
    #: The chip that moved (the last one placed when several went on; 0 when several came off).
    value: int


def make_change(amount: int, chips: Sequence[int]) -> tuple[int, ...]:
    """Chips (largest first) that make ``amount`` using the given denominations, greedily.

    Any remainder smaller than the smallest chip is dropped.

    >>> make_change(137, (1, 5, 25, 100))
    (100, 25, 5, 5, 1, 1)
    """
    out: list[int] = []
    for chip in sorted(chips, reverse=True):
        count, amount = divmod(amount, chip)
        out.extend([chip] * count)
    return tuple(out)


def without_chip(chips: tuple[int, ...], value: int) -> tuple[int, ...]:
    """``chips`` less the last-placed chip of ``value`` (which must be among them).

    >>> without_chip((5, 25, 5, 1), 5)
    (5, 25, 1)
    """
    last = len(chips) - 1 - chips[::-1].index(value)
    return chips[:last] + chips[last + 1:]


def chip_problem(session: Session, total: int) -> str | None:
    """Why a bet of ``total`` credits cannot stand on the spot now (limits, then balance), or None.

    The limits are the engine's refusal (:meth:`Session.limit_refusal`): a personal limit that
    cannot be read holds every bet to the table minimum (it fails closed).
    """
    refusal = session.limit_refusal(total)
    if refusal is not None:
        return sentence_text(refusal)
    balance = session.balance  # a plain name: lupdate misses a count written as an attribute
    if total > balance:
        return plural(translate("TableController", "Your balance is %Ln credit(s).", None, balance), balance)
    return None


class _SetChips(QUndoCommand):
    """One change to the chips on the bet spot; stores the chip values before and after."""

    def __init__(self, spot: BetSpot, before: tuple[int, ...], after: tuple[int, ...], text: str) -> None:
        super().__init__(text)
        self._spot = spot
        self._before = before
        self._after = after

    def redo(self) -> None:
        self._spot._show(self._after)

    def undo(self) -> None:
        self._spot._show(self._before)


class BetSpot:
    """The chips on the bet spot of ``session()``'s table, with undo and redo. See the module docstring."""

    def __init__(self, session: Callable[[], Session], shown: ChipsShown, parent: QObject | None = None) -> None:
        self._session = session
        self._shown = shown
        self._chips: tuple[int, ...] = ()
        self._previous: tuple[int, ...] = ()
        #: Every chip change since the last deal, rule change or new game (the controller enables Undo/Redo by it).
        self.undo_stack = QUndoStack(parent)

    # --- queries -------------------------------------------------------

    @property
    def chips(self) -> tuple[int, ...]:
        """Chips on the bet spot, in the order they were placed."""
        return self._chips

    @property
    def bet(self) -> int:
        """The total of the chips on the bet spot."""
        return sum(self._chips)

    @property
    def previous_chips(self) -> tuple[int, ...]:
        """The chips of the last hand dealt (for Same Bet, Double and Rebet)."""
        return self._previous

    def problem(self, total: int) -> str | None:
        """Why a bet of ``total`` credits cannot stand on the spot now, or None (:func:`chip_problem`)."""
        return chip_problem(self._session(), total)

    def can_repeat(self) -> bool:
        """The previous hand's chips may go back on the spot."""
        return (bool(self._previous) and self.problem(sum(self._previous)) is None
                and self.covering_problem(TableAction.REPEAT_BET) is None)

    def can_double(self) -> bool:
        """Twice the previous hand's chips may go on the spot."""
        return (bool(self._previous) and self.problem(sum(self._previous) * 2) is None
                and self.covering_problem(TableAction.DOUBLE_BET) is None)

    def covering_problem(self, action: TableAction) -> str | None:
        """Why Same Bet, Double or Rebet (``action``) would not put the last bet on the spot, or None.

        Each starts from an empty spot or from the last bet (Same Bet, then Double): chips the
        player placed are never swept away by a button that says it repeats a bet.
        """
        own = (self._previous,) if action is TableAction.REBET else (self._previous, self._previous * 2)
        if not self._chips or self._chips in own:
            return None
        if action is TableAction.REBET:
            return translate("TableController",
                             "Rebet deals your last bet: Deal the chips on the spot, or Clear them first.")
        if action is TableAction.DOUBLE_BET:
            return translate("TableController", "Double puts twice your last bet on the spot: Deal the chips there, "
                                                "or Clear them first.")
        return translate("TableController", "Same Bet puts your last bet back: Deal the chips on the spot, or Clear "
                                            "them first.")

    # --- chip changes (each undoable) -----------------------------------

    def add(self, value: int) -> ChipMove:
        """One chip of ``value`` onto the spot."""
        if value not in self._session().rules.chips:
            raise ChipRefusedError(fill(translate("TableController", "There is no %1 chip at this table."),
                                        credits(value)))
        self._check(self.bet + value)
        self._push((*self._chips, value), fill(translate("TableController", "Place %1"), credits(value)))
        return ChipMove(placed=True, value=value)

    def remove(self, value: int) -> ChipMove:
        """The last-placed chip of ``value`` off the spot."""
        if value not in self._chips:
            raise ChipRefusedError(fill(translate("TableController", "There is no %1 chip on your bet."),
                                        credits(value)))
        self._push(without_chip(self._chips, value), fill(translate("TableController", "Remove %1"), credits(value)))
        return ChipMove(placed=False, value=value)

    def adjust(self, steps: int) -> ChipMove | None:
        """Add (positive) or take away (negative) ``steps`` of the smallest chip; None when nothing changes.

        Going up adds the change on top of the chips there; going down makes the lower total afresh.
        """
        denominations = self._session().rules.chips
        target = max(0, self.bet + steps * min(denominations))
        if steps > 0:
            self._check(target)
            after = self._chips + make_change(target - self.bet, denominations)
        else:
            if not self._chips:
                return None
            after = make_change(target, denominations)
        return self._change(after, translate("TableController", "Change bet"), placed=steps > 0)

    def clear(self) -> ChipMove | None:
        """Every chip off the spot; None when there was none."""
        if not self._chips:
            return None
        return self._change((), translate("TableController", "Clear"), placed=False)

    def repeat(self) -> ChipMove | None:
        """The previous hand's chips back on the spot (Same Bet); None when they are there already."""
        if not self._previous:
            raise ChipRefusedError(translate("TableController", "There is no previous bet to repeat yet."))
        problem = self.covering_problem(TableAction.REPEAT_BET)
        if problem is not None:
            raise ChipRefusedError(problem)
        self._check(sum(self._previous))
        return self._change(self._previous, translate("TableController", "Same bet"), placed=True)

    def double(self) -> ChipMove | None:
        """Twice the previous hand's chips on the spot; None when they are there already."""
        if not self._previous:
            raise ChipRefusedError(translate("TableController", "There is no previous bet to double yet."))
        problem = self.covering_problem(TableAction.DOUBLE_BET)
        if problem is not None:
            raise ChipRefusedError(problem)
        self._check(sum(self._previous) * 2)
        return self._change(self._previous * 2, translate("TableController", "Double"), placed=True)

    def hold_to(self, most: int) -> ChipMove | None:
        """Bring a bet above ``most`` credits down to it (a lowered limit); None when it is within it."""
        if self.bet <= most:
            return None
        return self._change(make_change(most, self._session().rules.chips), translate("TableController", "Limit"),
                            placed=False)

    def undo(self) -> None:
        """Undo the last chip change, if there is one."""
        if self.undo_stack.canUndo():
            self.undo_stack.undo()

    def redo(self) -> None:
        """Redo the last undone chip change, if there is one."""
        if self.undo_stack.canRedo():
            self.undo_stack.redo()

    # --- between hands (not undoable) ------------------------------------

    def dealt(self) -> None:
        """A hand was dealt on the chips: they become the previous chips, and undo starts afresh."""
        self._previous = self._chips
        self.undo_stack.clear()

    def settled(self) -> None:
        """The hand was paid: the spot is empty for the next bet (``shown`` is not called)."""
        self._chips = ()

    def reset(self, previous: tuple[int, ...] = ()) -> None:
        """An empty spot with ``previous`` as the previous chips and nothing to undo (``shown`` is not called)."""
        self._chips = ()
        self._previous = previous
        self.undo_stack.clear()

    # --- internals -----------------------------------------------------

    def _check(self, total: int) -> None:
        problem = self.problem(total)
        if problem:
            raise ChipRefusedError(problem)

    def _change(self, after: tuple[int, ...], text: str, placed: bool) -> ChipMove | None:
        if after == self._chips:
            return None
        self._push(after, text)
        return ChipMove(placed=placed, value=after[-1] if placed and after else 0)

    def _push(self, after: tuple[int, ...], text: str) -> None:
        self.undo_stack.push(_SetChips(self, self._chips, after, text))

    def _show(self, chips: tuple[int, ...]) -> None:
        before, self._chips = self._chips, chips
        self._shown(before, chips)


__all__ = ["BetSpot", "ChipMove", "ChipRefusedError", "ChipsShown", "chip_problem", "make_change", "without_chip"]
