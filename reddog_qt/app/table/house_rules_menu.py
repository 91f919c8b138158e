"""Game > House Rules: the preset tables, the player's saved tables, and the custom-table editor.

:class:`HouseRulesMenu` owns the menu's actions and the player's custom tables
(``tables.json``, see :mod:`reddog_qt.profile.tables`): it saves and deletes them for the
editor and rebuilds the menu. It sits the player down at nothing itself: it asks,
through :attr:`HouseRulesMenu.table_chosen`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from reddog_qt.app.texts.language import translate
from reddog_qt.app.texts.rules_texts import rules_summary, table_title
from reddog_qt.app.texts.sentence import sentence_text
from reddog_qt.engine import PRESET_NAMES, Rules
from reddog_qt.profile.tables import TablesError, save_tables

if TYPE_CHECKING:
    from reddog_qt.app.dialogs.custom_rules_dialog import CustomRulesDialog

log = logging.getLogger(__name__)


class HouseRulesMenu(QObject):
    """The House Rules menu and the custom tables behind it."""

    table_chosen = Signal(str)     # the name of the table to sit at
    table_changed = Signal(object)  # Rules: a saved table was edited (it may be the one being played)

    def __init__(self, menu: QMenu, tables_file: Path, tables: dict[str, Rules], current: Callable[[], Rules],
                 window: QWidget) -> None:
        super().__init__(window)
        self._menu = menu
        self._file = tables_file
        self._window = window
        self._current = current
        self.tables = dict(tables)
        self._group = QActionGroup(self)
        #: The checkable action of every table, presets and custom, by rules name.
        self.actions: dict[str, QAction] = {}
        self.editor_action: QAction | None = None
        self.fill()

    def rules(self, name: str) -> Rules | None:
        """The rules of a preset or saved table by name, or None."""
        if name in PRESET_NAMES:
            return Rules.preset(name)
        return self.tables.get(name)

    def fill(self) -> None:
        """(Re)build the menu: presets, a line, the saved tables, a line, the editor."""
        for action in self.actions.values():
            self._group.removeAction(action)
        self._menu.clear()
        self.actions = {}
        names = list(PRESET_NAMES) + sorted(self.tables, key=str.casefold)
        playing = self._current().name
        for index, name in enumerate(names):
            if index == len(PRESET_NAMES):
                self._menu.addSeparator()
            rules = self.rules(name)
            assert rules is not None
            action = self._menu.addAction(f"{table_title(rules)}  ({rules_summary(rules)})")
            action.setCheckable(True)
            action.setChecked(name == playing)
            action.triggered.connect(lambda _checked=False, n=name: self.table_chosen.emit(n))
            self._group.addAction(action)
            self.actions[name] = action
        self._menu.addSeparator()
        self.editor_action = self._menu.addAction(translate("HouseRulesMenu", "&Custom Table..."), self.open_editor)
        self.editor_action.setObjectName("custom_table_action")

    def retranslate(self) -> None:
        """The language changed: the menu's texts again (the menu is rebuilt; the window enables it after)."""
        self.fill()

    def check(self, name: str) -> None:
        """Tick the table being played."""
        action = self.actions.get(name)
        if action is not None:
            action.setChecked(True)

    def set_enabled(self, enabled: bool) -> None:
        """Tables can be changed only between hands."""
        for action in self.actions.values():
            action.setEnabled(enabled)

    def open_editor(self) -> CustomRulesDialog:
        """Show the custom-table editor (window-modal) and return it."""
        from reddog_qt.app.dialogs.custom_rules_dialog import CustomRulesDialog  # loaded when first opened

        dialog = CustomRulesDialog(self._current(), self.tables, self._store, self._delete, self._window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.table_chosen.connect(lambda rules: self.table_chosen.emit(rules.name))
        dialog.open()
        return dialog

    def _write(self, tables: dict[str, Rules]) -> str | None:
        try:
            save_tables(self._file, sorted(tables.values(), key=lambda rules: rules.title.casefold()))
        except TablesError as problem:
            log.error("%s", problem)
            return sentence_text(problem)
        self.tables = tables
        self.fill()
        return None

    def _store(self, rules: Rules) -> str | None:
        problem = self._write({**self.tables, rules.name: rules})
        if problem is None:
            self.table_changed.emit(rules)
        return problem

    def _delete(self, rules: Rules) -> str | None:
        if self._current().name == rules.name:
            return translate("HouseRulesMenu",
                             "You are playing at this table: choose another table before deleting it.")
        return self._write({name: kept for name, kept in self.tables.items() if name != rules.name})


__all__ = ["HouseRulesMenu"]
