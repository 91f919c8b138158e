"""The table window's menus: the names of its menus and actions, their tips, and the Help boxes' titles.

:class:`~reddog_qt.app.table.menus.TableMenus` makes the menus and sets these texts on
them again when the language changes; the words are here, in the ``TableMenus``
translation context. An ``&`` marks the letter that opens the item with Alt.

>>> MenuItem.QUIT.text
'&Quit'
>>> about_title("Red Dog")
'About Red Dog'
"""

from __future__ import annotations

import enum

from reddog_qt.app.texts.language import fill, translate
from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP


class MenuItem(enum.Enum):
    """A menu or an action of the table window's menu bar whose name is a plain text."""

    GAME_MENU = QT_TRANSLATE_NOOP("TableMenus", "&Game")
    """The Game menu."""
    NEW_GAME = QT_TRANSLATE_NOOP("TableMenus", "&New Game")
    """Game > New Game."""
    TABLE_LIMITS = QT_TRANSLATE_NOOP("TableMenus", "Table &Limits...")
    """Game > Table Limits."""
    BET_OPTIONS = QT_TRANSLATE_NOOP("TableMenus", "&Bet Options...")
    """Game > Bet Options."""
    HISTORY = QT_TRANSLATE_NOOP("TableMenus", "Hand &History...")
    """Game > Hand History."""
    STATISTICS = QT_TRANSLATE_NOOP("TableMenus", "&Statistics...")
    """Game > Statistics."""
    TAKE_BREAK = QT_TRANSLATE_NOOP("TableMenus", "&Take a Break...")
    """Game > Take a Break."""
    PRACTICE_DEAL = QT_TRANSLATE_NOOP("TableMenus", "&Practice Deal...")
    """Game > Practice Deal: a numbered deal on the practice bankroll."""
    LEAVE_PRACTICE = QT_TRANSLATE_NOOP("TableMenus", "Leave Pra&ctice")
    """Game > Leave Practice: back to the player's own bankroll."""
    HOUSE_RULES_MENU = QT_TRANSLATE_NOOP("TableMenus", "House &Rules")
    """Game > House Rules."""
    QUIT = QT_TRANSLATE_NOOP("TableMenus", "&Quit")
    """Game > Quit."""
    OPTIONS_MENU = QT_TRANSLATE_NOOP("TableMenus", "&Options")
    """The Options menu."""
    OPTIONS = QT_TRANSLATE_NOOP("TableMenus", "&Options...")
    """Options > Options."""
    COACH = QT_TRANSLATE_NOOP("TableMenus", "Odds &Coach")
    """Options > Odds Coach."""
    RANDOM_CUT = QT_TRANSLATE_NOOP("TableMenus", "Always Cut at &Random")
    """Options > Always Cut at Random."""
    HELP_MENU = QT_TRANSLATE_NOOP("TableMenus", "&Help")
    """The Help menu."""
    RULES_HELP = QT_TRANSLATE_NOOP("TableMenus", "&Rules and Payouts")
    """Help > Rules and Payouts."""
    SHORTCUTS_HELP = QT_TRANSLATE_NOOP("TableMenus", "&Keyboard Shortcuts")
    """Help > Keyboard Shortcuts."""
    READ_TABLE = QT_TRANSLATE_NOOP("TableMenus", "Read the &Table Aloud")
    """Help > Read the Table Aloud."""

    @property
    def text(self) -> str:
        """The item's name in the player's language, with its Alt letter marked by ``&``."""
        return translate("TableMenus", self.value)


def about_item(app_name: str) -> str:
    """Help > About, naming the game."""
    return fill(translate("TableMenus", "&About %1"), app_name)


def coach_tip() -> str:
    """The Odds Coach action's tooltip."""
    return translate("TableMenus", "When a spread is announced, show the chance to win and whether raising pays")


def practice_deal_tip() -> str:
    """The Practice Deal action's tooltip."""
    return translate("TableMenus",
                     "Play a numbered deal on the practice bankroll: the same number deals the same cards")


def read_table_tip() -> str:
    """The Read the Table Aloud action's tooltip."""
    return translate("TableMenus", "Say the cards, the spread, your stake and balance, and what you can do now (F2)")


def rules_title() -> str:
    """The title of the Rules and Payouts box."""
    return translate("TableMenus", "Rules and Payouts")


def shortcuts_title() -> str:
    """The title of the Keyboard Shortcuts box."""
    return translate("TableMenus", "Keyboard Shortcuts")


def about_title(app_name: str) -> str:
    """The title of the About box, naming the game."""
    return fill(translate("TableMenus", "About %1"), app_name)


__all__ = ["MenuItem", "about_item", "about_title", "coach_tip", "practice_deal_tip", "read_table_tip", "rules_title",
           "shortcuts_title"]
