"""Every figure a player can be shown is named for a screen reader, in process: the Reality Check's and the Session
Summary's figures with their captions, Statistics' cells with their row and column, a History row with its cards and
result first, and the shuffle's fingerprint reachable by Tab in the console and in History (tests/a11y reads the same
through a real AT-SPI client).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QDialog, QLabel, QTableWidget
from record_helpers import play_hands, quiet_window


def names(dialog: QDialog) -> list[str]:
    return [QAccessible.queryAccessibleInterface(label).text(QAccessible.Text.Name) for label in
            dialog.findChildren(QLabel)]


def test_the_reality_check_and_the_summary_name_each_figure(qtbot, profile):
    window = quiet_window(qtbot, profile, seed=8)
    play_hands(qtbot, window, 3)
    figures = window.record.session_clock.figures
    check = window.record.show_reality_check()
    said = names(check)
    assert f"Hands this session: {figures.hands}" in said, said
    assert any(re.fullmatch(r"Net this session: [+-]?[\d,]+ credits?", name) for name in said), said
    assert any(re.fullmatch(r"Wagered this session: [\d,]+ credits?", name) for name in said), said
    assert any(name.startswith("Time played: ") and name != "Time played:" for name in said), said
    check.reject()
    summary = window.record.quit_with_summary()
    said = names(summary)
    for caption in ("Time played:", "Hands played:", "Won / pushed / lost:", "Wagered:", "Biggest win:", "Net:",
                    "Balance:"):
        assert any(name.startswith(caption + " ") and len(name) > len(caption) + 1 for name in said), (caption, said)
    assert f"Hands played: {figures.hands}" in said


def read_on_opening(dialog: QDialog) -> list[str]:
    """What Orca reads when a dialog opens: each label with no relation, a name of 3 words or more and not its
    parent's name (orca/script_utilities.py unrelatedLabels). Orca 43 then reads each name once, Orca 48 each label:
    this list has them all, as Orca 48 reads them."""
    said = []
    for label in dialog.findChildren(QLabel):
        reader = QAccessible.queryAccessibleInterface(label)
        name = reader.text(QAccessible.Text.Name)
        parent = reader.parent()
        if label.isVisible() and not reader.relations() and len(name.split()) >= 3 \
                and (parent is None or name != parent.text(QAccessible.Text.Name)):
            said.append(name)
    return said


def test_orca_reads_each_figure_of_the_reality_check_and_the_summary_once(qtbot, profile):
    window = quiet_window(qtbot, profile, seed=8)
    play_hands(qtbot, window, 3)
    figures = window.record.session_clock.figures
    check = window.record.show_reality_check()
    said = read_on_opening(check)
    assert said.count(f"Hands this session: {figures.hands}") == 1, said
    for caption in ("Time played: ", "Net this session: ", "Wagered this session: "):
        assert sum(name.startswith(caption) for name in said) == 1, (caption, said)
    check.reject()
    summary = window.record.quit_with_summary()
    said = read_on_opening(summary)
    assert said.count(f"Hands played: {figures.hands}") == 1, said
    for caption in ("Time played:", "Won / pushed / lost:", "Wagered:", "Biggest win:", "Net:", "Balance:"):
        assert sum(name.startswith(caption + " ") for name in said) == 1, (caption, said)


def test_statistics_cells_are_named_by_their_row_and_column(qtbot, profile):
    window = quiet_window(qtbot, profile, seed=8)
    play_hands(qtbot, window, 4)
    dialog = window.record.open_statistics()
    summary = dialog.findChild(QTableWidget, "statistics_summary_table")
    hands = summary.item(0, 0)
    assert hands.data(Qt.ItemDataRole.AccessibleTextRole) == f"Hands, This session: {hands.text()}"
    net = summary.item(1, 1)
    assert net.data(Qt.ItemDataRole.AccessibleTextRole) == f"Net, All time: {net.text()}"
    balance = dialog.findChild(QTableWidget, "statistics_balance_table")
    assert balance.item(0, 0).data(Qt.ItemDataRole.AccessibleTextRole) == "Hand: 1"
    shown = balance.item(0, 2).text()
    assert balance.item(0, 2).data(Qt.ItemDataRole.AccessibleTextRole) == f"Hand 1, Balance: {shown}"
    dialog.reject()


def test_a_history_row_is_read_cards_and_result_first_and_its_fingerprint_is_reached_by_tab(qtbot, profile):
    window = quiet_window(qtbot, profile, seed=8)
    hands = play_hands(qtbot, window, 2)
    dialog = window.record.open_history()
    model = dialog.model
    qtbot.waitUntil(lambda: model.rowCount() > 0)
    group = model.index(0, 0)
    while model.canFetchMore(group):
        model.fetchMore(group)
    first = model.index(0, 0, group)
    spoken = model.data(first, Qt.ItemDataRole.AccessibleTextRole)
    newest = hands[-1]
    from reddog_qt.app.texts.felt_texts import card_name

    cards = ", ".join(card_name(card) for card in newest.cards)
    assert spoken.lower().startswith(cards.lower() + ": "), spoken
    assert str(newest.bet_id) in spoken and spoken.index(str(newest.bet_id)) > len(cards)
    assert model.data(first, Qt.ItemDataRole.DisplayRole) == str(newest.bet_id)  # the cell shows what it showed
    assert model.data(QModelIndex(), Qt.ItemDataRole.AccessibleTextRole) is None
    dialog.tree.setCurrentIndex(first)
    assert dialog.seal_label.text().startswith("Fingerprint: ")
    assert dialog.seal_label.focusPolicy() & Qt.FocusPolicy.TabFocus  # Tab reaches the fingerprint and seed
    dialog.reject()


def test_each_cell_of_a_history_row_is_read_with_its_column_name(qtbot, profile):
    window = quiet_window(qtbot, profile, seed=8)
    play_hands(qtbot, window, 2)
    dialog = window.record.open_history()
    model = dialog.model
    qtbot.waitUntil(lambda: model.rowCount() > 0)
    group = model.index(0, 0)
    while model.canFetchMore(group):
        model.fetchMore(group)
    for column in range(1, model.columnCount(group)):
        cell = model.index(0, column, group)
        header = model.headerData(column, Qt.Orientation.Horizontal)
        shown = model.data(cell, Qt.ItemDataRole.DisplayRole)
        assert model.data(cell, Qt.ItemDataRole.AccessibleTextRole) == f"{header}: {shown}", header
    dialog.reject()


def test_the_consoles_fingerprint_is_the_last_stop_of_tab(qtbot, make_window):
    window = make_window(seed=1)
    window.controller.add_chip(5)
    order = window.focus_order()
    assert order[-1] == "shuffle_fingerprint_label", order
    seal = window.console.seal.value
    assert seal.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert "Fingerprint" in seal.accessibleDescription()
