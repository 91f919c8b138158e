"""The console's figures (result, Bet ID, wager, raise, stake, balance) and the chips on the felt, kept with the hand.

:class:`ConsoleFigures` listens to the controller: a bet changed, a hand dealt, a
decision made, a hand settled, the balance moved, the table sat down at another
bankroll. Each figure is kept as the way to make its text, so a change of language
(:meth:`ConsoleFigures.retranslate`) shows every figure again in the new locale.
"""

from __future__ import annotations

import enum
from collections.abc import Callable

from PySide6.QtCore import QObject

from reddog_qt.app.felt.table_scene import TableScene
from reddog_qt.app.seams import Account, TablePhase
from reddog_qt.app.table.console import Console
from reddog_qt.app.table.controller import TableController
from reddog_qt.app.table.readouts import Display
from reddog_qt.app.texts.language import credits, translate
from reddog_qt.engine import Hand, HandKind, Outcome


class Figure(enum.Enum):
    """One of the console's figures."""

    RESULT = enum.auto()
    SLIP = enum.auto()
    WAGER = enum.auto()
    RAISED = enum.auto()
    STAKE = enum.auto()
    BALANCE = enum.auto()


# The figures of one hand: they no longer hold for a new game or another bankroll.
HAND_FIGURES = (Figure.RESULT, Figure.SLIP, Figure.WAGER, Figure.RAISED)


class ConsoleFigures(QObject):
    """Shows the controller's hands on the console's figures and the bet on the felt (see the module docstring)."""

    def __init__(self, controller: TableController, console: Console, scene: TableScene,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._console = console
        self._scene = scene
        # What each console figure shows, made again in the new locale when the language changes.
        self._figures: dict[Figure, Callable[[], str]] = {}
        self._displays: dict[Figure, Display] = {
            Figure.RESULT: console.result, Figure.SLIP: console.slip, Figure.WAGER: console.wager,
            Figure.RAISED: console.raised, Figure.STAKE: console.stake, Figure.BALANCE: console.balance}
        controller.bet_changed.connect(self._bet_changed)
        controller.balance_changed.connect(self._show_balance)
        controller.hand_dealt.connect(self._hand_dealt)
        controller.hand_shown.connect(self._hand_shown)
        controller.decision_made.connect(self._decision_made)
        controller.hand_settled.connect(self._hand_settled)
        controller.account_changed.connect(self._account_changed)
        for shown in (controller.shoe_changed, controller.shoe_shuffled, controller.cut_requested):
            shown.connect(lambda state: console.show_seal(state.seal, state.deal, state.shuffle_number))
        self._show_balance(controller.session.balance)
        self.show(Figure.STAKE, lambda: "0")

    def show(self, figure: Figure, make: Callable[[], str]) -> None:
        """Show ``make()`` in the console's ``figure``."""
        self._figures[figure] = make
        self._displays[figure].set_text(make())

    def forget_hand(self) -> None:
        """The last hand's figures no longer hold (a new game, another bankroll): each shows "-"."""
        for figure in HAND_FIGURES:
            self.show(figure, lambda: "-")

    def retranslate(self) -> None:
        """The language changed: every figure again, in the new locale."""
        for figure, make in self._figures.items():
            self._displays[figure].set_text(make())

    def _bet_changed(self, chips: tuple[int, ...]) -> None:
        if self._controller.phase is TablePhase.BETTING:
            self._scene.show_bet(chips)
            self.show(Figure.STAKE, lambda: credits(sum(chips)))
            self.show(Figure.WAGER, lambda: credits(sum(chips)) if chips else "-")
            self.show(Figure.RAISED, lambda: "-")

    def _show_balance(self, balance: int) -> None:
        self.show(Figure.BALANCE, lambda: credits(balance))

    def _hand_dealt(self, hand: Hand) -> None:
        self.show(Figure.SLIP, lambda: str(hand.slip_id))  # an identifier: no digit grouping
        self.show(Figure.WAGER, lambda: credits(hand.wager))
        self.show(Figure.RAISED, lambda: "-")
        self.show(Figure.STAKE, lambda: credits(hand.wager))

    def _hand_shown(self, hand: Hand) -> None:
        if hand.kind is HandKind.SPREAD:
            self._console.raise_box.set_allowed(self._controller.raise_range())

    def _decision_made(self, hand: Hand) -> None:
        self._console.raise_box.set_allowed(None)
        self._scene.show_bet(self._controller.chips, hand.raised)
        self.show(Figure.RAISED, lambda: credits(hand.raised) if hand.raised else "-")
        self.show(Figure.STAKE, lambda: credits(hand.stake))

    def _hand_settled(self, hand: Hand) -> None:
        net = hand.net or 0
        outcome = hand.outcome or Outcome.PUSH

        def result() -> str:
            if outcome is Outcome.WIN:
                return "+" + credits(net)
            if outcome is Outcome.LOSS:
                return "-" + credits(-net)
            return translate("ConsoleFigures", "Push")

        self.show(Figure.RESULT, result)
        self.show(Figure.STAKE, lambda: "0")
        self._scene.show_bet(())  # the stake is settled: paid back with any winnings, or taken

    def _account_changed(self, account: Account) -> None:
        self._console.set_practice(account is Account.PRACTICE)
        self.forget_hand()  # the other bankroll's figures do not hold here


__all__ = ["HAND_FIGURES", "ConsoleFigures", "Figure"]
