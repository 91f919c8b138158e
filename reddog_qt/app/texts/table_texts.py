"""The actions a refusal names while the table is busy: "You cannot %1 now: raise or stand first."

:class:`TableAction` is shared by the bet controller and the table controller; each action's
infinitive phrase is marked in the ``TableController`` translation context, where the
refusals that name it are written.

>>> TableAction.DEAL.phrase
'deal'
"""

from __future__ import annotations

import enum

from reddog_qt.app.texts.language import translate
from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP


class TableAction(enum.Enum):
    """An action the player asks of the table, as a refusal names it ("You cannot %1 now...")."""

    PLACE_CHIPS = QT_TRANSLATE_NOOP("TableController", "place chips")
    """A chip onto the bet spot."""
    REMOVE_CHIPS = QT_TRANSLATE_NOOP("TableController", "remove chips")
    """A chip off the bet spot."""
    CHANGE_BET = QT_TRANSLATE_NOOP("TableController", "change the bet")
    """The bet up or down by the smallest chip."""
    CLEAR_BET = QT_TRANSLATE_NOOP("TableController", "clear the bet")
    """Every chip off the bet spot."""
    REPEAT_BET = QT_TRANSLATE_NOOP("TableController", "repeat the bet")
    """Same Bet: the previous hand's chips back on the spot."""
    DOUBLE_BET = QT_TRANSLATE_NOOP("TableController", "double the bet")
    """Double: twice the previous hand's chips."""
    REBET = QT_TRANSLATE_NOOP("TableController", "rebet")
    """Rebet: the previous hand's chips, dealt at once."""
    UNDO = QT_TRANSLATE_NOOP("TableController", "undo")
    """Undo the last chip change."""
    REDO = QT_TRANSLATE_NOOP("TableController", "redo")
    """Redo the chip change undone."""
    DEAL = QT_TRANSLATE_NOOP("TableController", "deal")
    """Deal a hand on the bet."""
    NEW_GAME = QT_TRANSLATE_NOOP("TableController", "start a new game")
    """A fresh bankroll."""
    CHANGE_TABLES = QT_TRANSLATE_NOOP("TableController", "change tables")
    """Sit at another table, or play from another bankroll."""

    @property
    def phrase(self) -> str:
        """The action in the player's language, e.g. "place chips"."""
        return translate("TableController", self.value)



__all__ = ["TableAction"]
