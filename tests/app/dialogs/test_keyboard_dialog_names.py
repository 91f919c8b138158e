"""Every dialog of the table names every field a player can type in, pick or tick, for a screen reader.

Each dialog is opened as the player opens it (the window's commands), and every input
widget in it is asked for the name a reader says — Qt's accessible name, which is the
widget's own or its buddy label's. A field without one is a failure, named by its
objectName and class.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QLineEdit,
    QMessageBox,
    QTableWidget,
    QTabWidget,
    QWidget,
)

#: The window's commands that open a dialog, by the dialog's name for the test ids.
OPENERS = {
    "options": lambda w: w.open_options(),
    "table_limits": lambda w: w.open_table_limits(),
    "bet_options": lambda w: w.open_bet_options(),
    "history": lambda w: w.open_history(),
    "statistics": lambda w: w.record.open_statistics(),
    "take_break": lambda w: w.record.open_take_break(),
    "reality_check": lambda w: w.record.show_reality_check(),
    "custom_table": lambda w: w.menus.house_rules.open_editor(),
    "new_game": lambda w: w.confirm_new_game(),
    "rules_help": lambda w: w.menus.rules_help_action.trigger(),
    "shortcuts_help": lambda w: w.menus.shortcuts_help_action.trigger(),
    "about": lambda w: w.menus.about_action.trigger(),
}
INPUTS = (QLineEdit, QAbstractSpinBox, QComboBox, QAbstractButton, QAbstractSlider, QAbstractItemView)


def spoken_name(widget: QWidget) -> str:
    """What a screen reader says for ``widget``: its accessible name (own, text or buddy label)."""
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None and interface.isValid(), widget.objectName()
    return interface.text(QAccessible.Text.Name).strip()


def inputs_of(dialog: QWidget) -> list[QWidget]:
    """The fields a player reaches in ``dialog``: inputs that take the keyboard, not the inner parts of others."""
    found = []
    for child in dialog.findChildren(QWidget):
        if not isinstance(child, INPUTS) or child.focusPolicy() == Qt.FocusPolicy.NoFocus:
            continue
        if any(isinstance(owner, (QAbstractSpinBox, QComboBox, QAbstractItemView)) for owner in owners(child)):
            continue  # a spin box's line edit, a combo box's list, a view's scroll bars: read with their owner
        found.append(child)
    return found


def owners(widget: QWidget) -> list[QWidget]:
    """The widgets ``widget`` lies in, up to its window."""
    found = []
    parent = widget.parentWidget()
    while parent is not None:
        found.append(parent)
        parent = parent.parentWidget()
    return found


def shown_dialogs(window) -> list[QDialog]:
    return [dialog for dialog in window.findChildren(QDialog) if dialog.isVisible()]


@pytest.mark.parametrize("which", list(OPENERS))
def test_every_field_of_every_dialog_is_named(qtbot, make_window, which):
    window = make_window(seed=1)
    window.controller.add_chip(5)  # so New Game asks first, and Table Limits has a bet to respect
    assert not shown_dialogs(window)
    OPENERS[which](window)
    qtbot.waitUntil(lambda: len(shown_dialogs(window)) == 1, timeout=5_000)
    dialog = shown_dialogs(window)[0]
    fields = inputs_of(dialog)
    assert fields, f"{which}: no field found"
    unnamed = [f"{field.metaObject().className()} {field.objectName() or '(no objectName)'}"
               for field in fields if not spoken_name(field)]
    assert not unnamed, f"{which}: fields a screen reader cannot name: {unnamed}"
    if isinstance(dialog, QMessageBox):
        dialog.close()
    else:
        dialog.reject()


def test_the_statistics_charts_have_their_figures_in_tables_tab_reaches(qtbot, profile):
    from record_helpers import play_hands, quiet_window

    window = quiet_window(qtbot, profile, seed=8)
    hands = play_hands(qtbot, window, 6)
    window.record.open_statistics()
    dialog = window.findChild(QDialog, "statistics_dialog")
    qtbot.waitUntil(dialog.isVisible)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    balance = dialog.findChild(QTableWidget, "statistics_balance_table")
    luck = dialog.findChild(QTableWidget, "statistics_luck_table")
    assert balance.rowCount() == len(hands) and luck.rowCount() == len(hands)
    assert balance.item(len(hands) - 1, 2).text() == f"{window.session.balance:,}"
    assert balance.item(0, 1).text() == str(hands[0].bet_id)
    for name in ("statistics_balance_chart", "statistics_spread_chart", "statistics_luck_chart"):
        chart = dialog.findChild(QWidget, name)
        assert spoken_name(chart) and "table beside it" in chart.accessibleDescription(), name
    # Tab from the start of the dialog reaches the summary and, page by page, each chart's table.
    reached = set()
    tabs = dialog.findChild(QTabWidget, "statistics_tabs")
    for page in range(tabs.count()):
        tabs.setCurrentIndex(page)
        dialog.findChild(QTableWidget, "statistics_summary_table").setFocus(Qt.FocusReason.TabFocusReason)
        for _ in range(12):
            focused = QApplication.focusWidget()
            reached.add(focused.objectName())
            qtbot.keyClick(focused, Qt.Key.Key_Tab)
    assert {"statistics_summary_table", "statistics_balance_table", "statistics_spread_table",
            "statistics_luck_table"} <= reached, reached
    dialog.reject()
