"""What the table says when it refuses a bet or an action, and the names of the chip changes it can undo.

The table controller and the bet spot (``reddog_qt.app.table``) decide *when* an action is
refused; the sentences are here, in the ``TableController`` translation context. A refusal
while the table is busy names the action in an infinitive phrase (:class:`TableAction`),
filled into "You cannot %1 now: raise or stand first." and its kin.

>>> not_while_moving(TableAction.DEAL)
'You cannot deal while the cards are moving.'
>>> over_table_maximum(500)
'The table maximum is 500 credits.'
"""

from __future__ import annotations

import enum

from reddog_qt.app.texts.language import credit_count, credits, fill, translate
from reddog_qt.app.widgets import plural
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


# --- the table is busy ------------------------------------------------------------


def not_before_cut(action: TableAction) -> str:
    """``action`` refused while a fresh shoe waits for its cut."""
    return fill(translate("TableController", "You cannot %1 yet: cut the cards first (drag the cut card, "
                                             "or press Enter)."), action.phrase)


def not_while_deciding(action: TableAction) -> str:
    """``action`` refused while a spread waits for raise or stand."""
    return fill(translate("TableController", "You cannot %1 now: raise or stand first."), action.phrase)


def not_while_moving(action: TableAction) -> str:
    """``action`` refused while cards or chips move."""
    return fill(translate("TableController", "You cannot %1 while the cards are moving."), action.phrase)


def cut_first() -> str:
    """Why Deal is not possible while the shoe waits for its cut."""
    return translate("TableController", "Cut the cards first.")


def wait_for_cards() -> str:
    """Why Deal is not possible while a hand is on the felt."""
    return translate("TableController", "Wait for the cards to settle.")


def cut_once_per_shoe() -> str:
    """A cut asked for when no shoe is waiting for one."""
    return translate("TableController", "The cards are cut once per shoe, when it is new.")


def decide_after_spread() -> str:
    """Raise or stand asked for before a spread is announced."""
    return translate("TableController", "Raise or stand once the spread is announced.")


# --- the chips -------------------------------------------------------------------


def no_such_chip(value: int) -> str:
    """A chip the table does not use."""
    return fill(translate("TableController", "There is no %1 chip at this table."), credits(value))


def chip_not_on_bet(value: int) -> str:
    """A chip to take off that is not on the bet spot."""
    return fill(translate("TableController", "There is no %1 chip on your bet."), credits(value))


def no_bet_to_repeat() -> str:
    """Same Bet before any hand was dealt."""
    return translate("TableController", "There is no previous bet to repeat yet.")


def no_bet_to_double() -> str:
    """Double before any hand was dealt."""
    return translate("TableController", "There is no previous bet to double yet.")


def limit_unreadable(minimum: int) -> str:
    """A bet above the table minimum while the personal limit cannot be read (it fails closed)."""
    return plural(translate("TableController", "Your personal bet limit cannot be read right now, so bets are held "
                                               "to the table minimum of %Ln credit(s).", None, minimum), minimum)


def over_personal_limit(limit: int) -> str:
    """A bet above the player's own limit."""
    return plural(translate("TableController", "Your personal bet limit is %Ln credit(s).", None, limit), limit)


def over_table_maximum(maximum: int) -> str:
    """A bet above the table's maximum."""
    return plural(translate("TableController", "The table maximum is %Ln credit(s).", None, maximum), maximum)


def over_balance(balance: int) -> str:
    """A bet the balance does not cover."""
    return plural(translate("TableController", "Your balance is %Ln credit(s).", None, balance), balance)


def raise_not_covered(balance: int, raise_amount: int | None) -> str:
    """Why Raise is off while a spread waits: the balance cannot cover the raise (the one allowed, if known)."""
    if raise_amount is not None:
        return fill(plural(translate("TableController", "Your balance of %1 cannot cover the raise of %Ln credit(s): "
                                                        "stand.", None, raise_amount), raise_amount),
                    credit_count(balance))
    return plural(translate("TableController", "Your balance of %Ln credit(s) cannot cover a raise: stand.", None,
                            balance), balance)


def rebet_other_chips() -> str:
    """Rebet while other chips than the last bet's are on the spot (they are never thrown away unasked)."""
    return translate("TableController", "Rebet deals your last bet: Deal the chips on the spot, or Clear them first.")


# --- the names of the chip changes (the undo stack's) -----------------------------


def placed_chip(value: int) -> str:
    """One chip put on the bet."""
    return fill(translate("TableController", "Place %1"), credits(value))


def removed_chip(value: int) -> str:
    """One chip taken off the bet."""
    return fill(translate("TableController", "Remove %1"), credits(value))


def changed_bet() -> str:
    """The bet moved up or down by the smallest chip."""
    return translate("TableController", "Change bet")


def cleared_bet() -> str:
    """Every chip taken off."""
    return translate("TableController", "Clear")


def repeated_bet() -> str:
    """The previous hand's chips put back."""
    return translate("TableController", "Same bet")


def doubled_bet() -> str:
    """Twice the previous hand's chips put on."""
    return translate("TableController", "Double")


def held_to_limit() -> str:
    """The bet cut down to a new, lower limit."""
    return translate("TableController", "Limit")


__all__ = [
    "TableAction", "changed_bet", "chip_not_on_bet", "cleared_bet", "cut_first", "cut_once_per_shoe",
    "decide_after_spread", "doubled_bet", "held_to_limit", "limit_unreadable", "no_bet_to_double",
    "no_bet_to_repeat", "no_such_chip", "not_before_cut", "not_while_deciding", "not_while_moving",
    "over_balance", "over_personal_limit", "over_table_maximum", "placed_chip", "raise_not_covered",
    "rebet_other_chips", "removed_chip", "repeated_bet", "wait_for_cards",
]
