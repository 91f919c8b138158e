"""The table window's menu bar: Game, Options and Help, their actions, and their texts in each language.

:class:`TableMenus` makes the menus on a window's menu bar and keeps their actions (each
has an objectName). What an action does is handed in as :class:`MenuCommands`; the
Help menu's boxes (rules and payouts, keyboard shortcuts, about) are shown from here.
Game > House Rules is a :class:`~reddog_qt.app.table.house_rules_menu.HouseRulesMenu`.
:meth:`TableMenus.retranslate` sets every text again on the same actions when the
language changes; :meth:`TableMenus.apply` enables what may be used now.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox

from reddog_qt import APP_NAME
from reddog_qt.app.table.house_rules_menu import HouseRulesMenu
from reddog_qt.app.table.policy import Enabled
from reddog_qt.app.texts.language import fill, translate
from reddog_qt.engine import Rules
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
    LEARN_TO_PLAY = QT_TRANSLATE_NOOP("TableMenus", "&Learn to Play")
    """Help > Learn to Play: the first-game guide over the felt, again."""
    HOW_TO_PLAY = QT_TRANSLATE_NOOP("TableMenus", "How to &Play")
    """Help > How to Play: the rules, the pay table, when to raise, the keys."""
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


@dataclass(frozen=True)
class MenuCommands:
    """What the menus' actions do (each is called with no argument; what it returns is ignored)."""

    new_game: Callable[[], object]
    table_limits: Callable[[], object]
    bet_options: Callable[[], object]
    history: Callable[[], object]
    statistics: Callable[[], object]
    take_break: Callable[[], object]
    quit: Callable[[], object]
    options: Callable[[], object]
    read_table: Callable[[], object]
    """Help > Read the Table Aloud: the table's state, said to the player (and to a screen reader)."""
    practice_deal: Callable[[], object]
    """Game > Practice Deal...: ask for a deal number and play it on the practice bankroll."""
    leave_practice: Callable[[], object]
    """Game > Leave Practice: back to the player's own bankroll."""
    learn_to_play: Callable[[], object]
    """Help > Learn to Play: the first-game guide over the felt."""


class TableMenus(QObject):
    """The table's menus on ``window``'s menu bar (see the module docstring).

    ``tables_file`` and ``custom_tables`` are the player's saved tables (for House Rules);
    ``current_rules`` says which rules are being played; the Odds Coach and Always Cut at
    Random actions start checked as ``show_odds_coach`` and ``always_random_cut`` say.
    """

    def __init__(self, window: QMainWindow, commands: MenuCommands, *, tables_file: Path,
                 custom_tables: dict[str, Rules], current_rules: Callable[[], Rules], show_odds_coach: bool,
                 always_random_cut: bool) -> None:
        super().__init__(window)
        self._window = window
        self._current_rules = current_rules
        bar = window.menuBar()

        self.game_menu = game = bar.addMenu("")
        game.setObjectName("game_menu")
        self.new_game_action = _action(game, "new_game_action", commands.new_game)
        game.addSeparator()
        self.table_limits_action = _action(game, "table_limits_action", commands.table_limits)
        self.bet_options_action = _action(game, "bet_options_action", commands.bet_options)
        self.history_action = _action(game, "history_action", commands.history)
        self.statistics_action = _action(game, "statistics_action", commands.statistics)
        self.take_break_action = _action(game, "take_break_action", commands.take_break)
        game.addSeparator()
        self.practice_deal_action = _action(game, "practice_deal_action", commands.practice_deal)
        self.leave_practice_action = _action(game, "leave_practice_action", commands.leave_practice)
        self.leave_practice_action.setVisible(False)
        game.addSeparator()
        self.house_rules_menu = game.addMenu("")
        self.house_rules_menu.setObjectName("house_rules_menu")
        self.house_rules = HouseRulesMenu(self.house_rules_menu, tables_file, custom_tables, current_rules, window)
        game.addSeparator()
        self.quit_action = _action(game, "quit_action", commands.quit)
        # The platform's Quit key where it has one; Ctrl+Q where it has none (Windows, some desktops).
        quit_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Quit)
        self.quit_action.setShortcuts(quit_keys or [QKeySequence("Ctrl+Q")])

        self.options_menu = options = bar.addMenu("")
        options.setObjectName("options_menu")
        self.options_action = _action(options, "options_action", commands.options)
        self.coach_action = _action(options, "odds_coach_action")
        self.coach_action.setCheckable(True)
        self.coach_action.setChecked(show_odds_coach)
        self.random_cut_action = _action(options, "random_cut_action")
        self.random_cut_action.setCheckable(True)
        self.random_cut_action.setChecked(always_random_cut)

        self.help_menu = help_menu = bar.addMenu("")
        help_menu.setObjectName("help_menu")
        self.learn_to_play_action = _action(help_menu, "learn_to_play_action", commands.learn_to_play)
        self.how_to_play_action = _action(help_menu, "how_to_play_action", self._show_how_to_play)
        help_menu.addSeparator()
        self.rules_help_action = _action(help_menu, "rules_help_action", self._show_rules)
        self.shortcuts_help_action = _action(help_menu, "shortcuts_help_action", self._show_shortcuts)
        self.read_table_action = _action(help_menu, "read_table_action", commands.read_table)
        self.read_table_action.setShortcut(QKeySequence(Qt.Key.Key_F2))
        self.about_action = _action(help_menu, "about_action", self._show_about)
        self.retranslate()

    @property
    def preset_actions(self) -> dict[str, QAction]:
        """The House Rules menu's table actions (presets and saved tables) by rules name."""
        return self.house_rules.actions

    @property
    def custom_table_action(self) -> QAction:
        """Game > House Rules > Custom Table..."""
        assert self.house_rules.editor_action is not None
        return self.house_rules.editor_action

    def apply(self, enabled: Enabled) -> None:
        """Enable the actions that may be used now: New Game between hands, House Rules also before a cut."""
        self.new_game_action.setEnabled(enabled.new_game)
        # Sitting down at another bankroll: between hands, like a new game.
        self.practice_deal_action.setEnabled(enabled.new_game)
        self.leave_practice_action.setEnabled(enabled.new_game)
        self.house_rules.set_enabled(enabled.house_rules)

    def retranslate(self) -> None:
        """Set the menus' and actions' texts in the language shown (the same actions, kept)."""
        for widget, item in ((self.game_menu, MenuItem.GAME_MENU), (self.house_rules_menu, MenuItem.HOUSE_RULES_MENU),
                             (self.options_menu, MenuItem.OPTIONS_MENU), (self.help_menu, MenuItem.HELP_MENU)):
            widget.setTitle(item.text)
        for action, item in self._named_actions():
            action.setText(item.text)
        self.coach_action.setToolTip(translate("TableMenus",
                                               "When a spread is announced, show the chance to win and whether raising "
                                               "pays"))
        self.practice_deal_action.setToolTip(translate("TableMenus",
                                                       "Play a numbered deal on the practice bankroll: the same number "
                                                       "deals the same cards"))
        self.read_table_action.setToolTip(translate("TableMenus",
                                                    "Say the cards, the spread, your stake and balance, and what you "
                                                    "can do now (F2)"))
        self.about_action.setText(fill(translate("TableMenus", "&About %1"), APP_NAME))
        self.house_rules.retranslate()

    def _named_actions(self) -> tuple[tuple[QAction, MenuItem], ...]:
        """The actions whose name is a plain text, each with its item."""
        return ((self.new_game_action, MenuItem.NEW_GAME), (self.table_limits_action, MenuItem.TABLE_LIMITS),
                (self.bet_options_action, MenuItem.BET_OPTIONS), (self.history_action, MenuItem.HISTORY),
                (self.statistics_action, MenuItem.STATISTICS), (self.take_break_action, MenuItem.TAKE_BREAK),
                (self.practice_deal_action, MenuItem.PRACTICE_DEAL),
                (self.leave_practice_action, MenuItem.LEAVE_PRACTICE),
                (self.quit_action, MenuItem.QUIT), (self.options_action, MenuItem.OPTIONS),
                (self.coach_action, MenuItem.COACH), (self.random_cut_action, MenuItem.RANDOM_CUT),
                (self.learn_to_play_action, MenuItem.LEARN_TO_PLAY), (self.how_to_play_action, MenuItem.HOW_TO_PLAY),
                (self.rules_help_action, MenuItem.RULES_HELP), (self.shortcuts_help_action, MenuItem.SHORTCUTS_HELP),
                (self.read_table_action, MenuItem.READ_TABLE))

    def inform(self, title: str, text: str) -> None:
        """Show ``text`` (rich text) in a box over the window, not blocking it."""
        box = QMessageBox(QMessageBox.Icon.NoIcon, title, text, QMessageBox.StandardButton.Close, self._window)
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    # The help texts are imported when first shown: the odds tables are not needed to open the table.

    def _show_how_to_play(self) -> None:
        from reddog_qt.app.guide.how_to_play import open_how_to_play

        open_how_to_play(self._current_rules, self._window)

    def _show_rules(self) -> None:
        from reddog_qt.app.texts.help_texts import rules_text

        self.inform(translate("TableMenus", "Rules and Payouts"), rules_text(self._current_rules()))

    def _show_shortcuts(self) -> None:
        from reddog_qt.app.texts.help_texts import shortcuts_text

        self.inform(translate("TableMenus", "Keyboard Shortcuts"), shortcuts_text(self._current_rules()))

    def _show_about(self) -> None:
        from reddog_qt.app.texts.help_texts import about_text

        self.inform(fill(translate("TableMenus", "About %1"), APP_NAME), about_text())


def _action(menu: QMenu, name: str, slot: Callable[[], object] | None = None) -> QAction:
    """A new action at the end of ``menu`` named ``name`` (its text is set by :meth:`TableMenus.retranslate`)."""
    made = menu.addAction("", slot) if slot is not None else menu.addAction("")
    made.setObjectName(name)
    return made


__all__ = ["MenuCommands", "TableMenus"]
