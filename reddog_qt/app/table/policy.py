"""Which of the table's controls are enabled: one pure function of what the controller says now.

:func:`enabling` takes a :class:`TableState` (a snapshot of the controller, made by
:func:`table_state`) and returns :class:`Enabled`, the switches the window applies to
its buttons and menu actions. The money rules themselves (whether the balance and the
limits allow Same Bet, Double or Rebet, why Deal is refused) stay with the controller
and the engine: this module only combines their answers with the table's phase, so
it can be read, and tested, without a widget.

>>> enabling(TableState(phase=TablePhase.DECIDING, deal_problem="Wait for the cards to settle.",
...                     raise_policy=RaisePolicy.EQUAL, raise_range=None)).stand
True
"""

from __future__ import annotations

from dataclasses import dataclass

from reddog_qt.app.seams import TablePhase
from reddog_qt.app.table.controller import TableController
from reddog_qt.engine import RaisePolicy


@dataclass(frozen=True)
class TableState:
    """What the controller says about the table now (see :func:`table_state`)."""

    phase: TablePhase
    """What the table is doing."""
    deal_problem: str | None
    """Why Deal is refused now (for the player, already translated), or None when it is legal."""
    raise_policy: RaisePolicy
    """How the table's raise works: UP_TO has the player type the amount."""
    raise_range: tuple[int, int] | None
    """The raise amounts allowed now; None when no raise is (not deciding, or the balance is too low)."""
    raise_amount: int | None = None
    """The amount typed in the raise box, when it is one of the allowed amounts; else None."""
    chips: tuple[int, ...] = ()
    """The chips on the bet spot."""
    same_bet_allowed: bool = False
    """The controller allows Same Bet (a previous bet that the balance and the limits still cover)."""
    double_allowed: bool = False
    """The controller allows Double."""
    rebet_allowed: bool = False
    """The controller allows Rebet (the previous bet, dealt at once)."""
    can_undo: bool = False
    """The bet has a change to undo."""
    can_redo: bool = False
    """The bet has an undone change to do again."""


@dataclass(frozen=True)
class Enabled:
    """Which controls are enabled (True) and what the raise box shows; made by :func:`enabling`."""

    deal: bool
    deal_problem: str | None
    """Deal's tooltip says this when Deal is refused (None: its usual tooltip)."""
    raise_bet: bool
    stand: bool
    raise_box_shown: bool
    """The raise amount box and its caption are on the console (a table where the player types the raise)."""
    raise_box_open: bool
    """The raise box may keep its allowed amounts; False closes it (no raise is possible now)."""
    double: bool
    same_bet: bool
    rebet: bool
    undo: bool
    redo: bool
    clear: bool
    new_game: bool
    table_limits: bool
    house_rules: bool
    """Game > House Rules: between hands, and while a new shoe waits for its cut."""


def enabling(state: TableState) -> Enabled:
    """Enable exactly the controls whose actions are legal in ``state``.

    Betting controls (chips, Undo/Redo, Clear, Same Bet, Double, Rebet, New Game, Table Limits)
    work only while the table takes bets; Raise and Stand only while a spread waits; a table
    may be changed between hands or before a new shoe's cut, never while cards move.
    """
    betting = state.phase is TablePhase.BETTING
    deciding = state.phase is TablePhase.DECIDING
    typed = state.raise_policy is RaisePolicy.UP_TO
    can_raise = deciding and state.raise_range is not None
    return Enabled(
        deal=state.deal_problem is None,
        deal_problem=state.deal_problem,
        raise_bet=can_raise and (not typed or state.raise_amount is not None),
        stand=deciding,
        raise_box_shown=typed,
        raise_box_open=can_raise,
        double=betting and state.double_allowed,
        same_bet=betting and state.same_bet_allowed,
        rebet=betting and state.rebet_allowed,
        undo=betting and state.can_undo,
        redo=betting and state.can_redo,
        clear=betting and bool(state.chips),
        new_game=betting,
        table_limits=betting,
        house_rules=betting or state.phase is TablePhase.CUTTING,
    )


def table_state(controller: TableController, raise_amount: int | None = None) -> TableState:
    """The controller's answers now, as a :class:`TableState`; ``raise_amount`` is the raise box's valid amount."""
    return TableState(
        phase=controller.phase,
        deal_problem=controller.deal_problem(),
        raise_policy=controller.session.rules.raise_policy,
        raise_range=controller.raise_range(),
        raise_amount=raise_amount,
        chips=controller.chips,
        same_bet_allowed=controller.can_repeat_bet(),
        double_allowed=controller.can_double(),
        rebet_allowed=controller.can_rebet(),
        can_undo=controller.undo_stack.canUndo(),
        can_redo=controller.undo_stack.canRedo(),
    )


__all__ = ["Enabled", "TableState", "enabling", "table_state"]
