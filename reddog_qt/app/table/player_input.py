"""What the player's clicks and keys do at the table: the felt's chip stacks and bet spot, the console, the keys.

:class:`PlayerInput` connects the console's play buttons and the felt's clicks to the
controller, makes the table's keys (:func:`~reddog_qt.app.table.window_access.table_shortcuts`)
and keeps the chip the player selected (a left click on a stack selects it; a click
on the bet spot places it).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from reddog_qt.app.felt.table_scene import TableScene
from reddog_qt.app.seams import TablePhase
from reddog_qt.app.table.console import Console
from reddog_qt.app.table.controller import TableController
from reddog_qt.app.table.narrator import Narrator
from reddog_qt.app.table.window_access import table_shortcuts
from reddog_qt.engine import RaisePolicy, Rules


class PlayerInput(QObject):
    """The player's clicks and keys on ``window``'s table (see the module docstring).

    ``chip`` is the chip selected at the start (the table's default if it has none or no such chip);
    ``chip_selected`` is told each chip the player selects (to keep it in the settings).
    """

    def __init__(self, window: QWidget, controller: TableController, console: Console, scene: TableScene,
                 narrator: Narrator, chip: int | None, chip_selected: Callable[[int], None]) -> None:
        super().__init__(window)
        self._controller = controller
        self._console = console
        self._scene = scene
        self._narrator = narrator
        self._chip_selected = chip_selected
        rules = controller.session.rules
        self._chip = chip if chip in rules.chips else rules.default_chip
        c = controller
        for button, action in ((console.deal_button, c.deal), (console.stand_button, c.stand),
                               (console.double_button, c.double_bet), (console.same_bet_button, c.same_bet),
                               (console.rebet_button, c.rebet), (console.undo_button, c.undo),
                               (console.redo_button, c.redo), (console.clear_button, c.clear_bet),
                               (console.raise_button, self.raise_bet)):
            button.clicked.connect(action)
        console.raise_box.raise_requested.connect(self.raise_bet)
        scene.chip_stack_clicked.connect(self._chip_stack_clicked)
        scene.bet_spot_clicked.connect(self._bet_spot_clicked)
        self.shortcuts = table_shortcuts(window, controller, self.enter, self.raise_bet)
        scene.select_chip(self._chip)

    @property
    def selected_chip(self) -> int:
        """The chip a click on the bet spot places."""
        return self._chip

    def enter(self) -> None:
        """Enter: cut at random before a new shoe, stand on a spread, else deal."""
        if self._controller.phase is TablePhase.CUTTING:
            self._controller.cut(None)
        elif self._controller.phase is TablePhase.DECIDING:
            self._controller.stand()
        else:
            self._controller.deal()

    def raise_bet(self) -> None:
        """Raise: the most allowed, or the amount typed in the raise box at a table where the player types it."""
        controller = self._controller
        if controller.session.rules.raise_policy is not RaisePolicy.UP_TO or not controller.can_raise():
            controller.raise_bet()  # when refused, with the reason for the player
            return
        box = self._console.raise_box
        amount = box.amount()
        if amount is None:
            self._narrator.refuse(box.refusal())
            box.setFocus()
            return
        controller.raise_bet(amount)

    def table_changed(self, rules: Rules) -> None:
        """Another table: the selected chip is kept if it has it, else its default chip is selected."""
        if self._chip not in rules.chips:
            self._chip = rules.default_chip
        self._scene.select_chip(self._chip)

    def _chip_stack_clicked(self, value: int, left: bool) -> None:
        if left:
            if self._controller.can_bet():  # the selection is part of betting, so it waits too
                self._chip = value
                self._scene.select_chip(value)
                self._chip_selected(value)
            self._controller.add_chip(value)
        else:
            self._controller.remove_chip(value)

    def _bet_spot_clicked(self, left: bool) -> None:
        if left:
            self._controller.add_chip(self._chip)
        elif self._controller.chips:
            self._controller.remove_chip(self._controller.chips[-1])


__all__ = ["PlayerInput"]
