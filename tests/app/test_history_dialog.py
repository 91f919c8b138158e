"""Game > Hand History shows what the ledger recorded, as the player played it."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtWidgets import QLabel, QTableWidget

from reddog_qt.app.controller import TablePhase
from reddog_qt.app.main_window import MainWindow


def test_history_lists_every_hand_newest_first_with_its_slip(qtbot, tmp_path: Path) -> None:
    window = MainWindow(profile_dir=tmp_path / "profile", seed=7)
    qtbot.addWidget(window)
    window.apply_settings(dataclasses.replace(window.settings, animation=False))
    controller = window.controller
    for _ in range(5):
        controller.add_chip(25)
        controller.deal()
        if controller.phase is TablePhase.DECIDING:
            controller.stand()
    dialog = window.open_history()
    table = dialog.findChild(QTableWidget, "history_table")
    assert table.rowCount() == 5
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    bet_ids = [int(table.item(r, headers.index("Bet ID")).text()) for r in range(5)]
    assert bet_ids == sorted(bet_ids, reverse=True) == list(range(1_000_005, 1_000_000, -1))
    assert {table.item(r, headers.index("Slip ID")).text() for r in range(5)} == {"1000000"}
    newest = window.session.hand
    assert table.item(0, headers.index("Balance")).text() == f"{newest.balance_after:,}"
    summary = dialog.findChild(QLabel, "history_summary_label").text()
    assert summary.startswith("5 hands played, 125 credits wagered")
