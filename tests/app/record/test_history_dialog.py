"""Game > Hand History through the window: Slip ID groups, New Game and table rows, filters, cards, CSV export."""

from __future__ import annotations

import csv
from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import QDate
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMessageBox

from reddog_qt.engine import Play, Rules
from reddog_qt.engine.odds import decision, fresh_counts
from reddog_qt.record.history_csv import COLUMNS
from tests.app.record_helpers import play_hands, quiet_window, set_next_bet_id


def new_game(qtbot, window) -> None:
    window.confirm_new_game()
    box = window.findChild(QMessageBox, "new_game_confirm")
    qtbot.waitUntil(box.isVisible)
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: window.session.balance == window.session.rules.starting_bankroll)


@pytest.mark.parametrize("rows_at_a_time", [25, 1])
def test_hands_are_grouped_by_slip_with_new_game_and_table_rows(qtbot, profile: Path, monkeypatch,
                                                                rows_at_a_time: int) -> None:
    from reddog_qt.app.record import history_model

    monkeypatch.setattr(history_model, "ROWS", rows_at_a_time)  # a slip read a hand at a time: markers still between
    set_next_bet_id(profile, 1_000_097)
    window = quiet_window(qtbot, profile)
    play_hands(qtbot, window, 2)                     # 1000097, 1000098
    new_game(qtbot, window)                          # before 1000099
    play_hands(qtbot, window, 2)                     # 1000099, 1000100
    window.choose_preset("six-deck-shoe")            # before 1000101
    play_hands(qtbot, window, 2)                     # 1000101, 1000102
    dialog = window.open_history()
    qtbot.waitExposed(dialog)
    slips = dialog.slip_items()
    assert [slip.data() for slip in slips] == ["1000100", "1000000"]
    assert dialog.rows_of(slips[0]) == [("hand", 1_000_102), ("hand", 1_000_101), ("table", 1_000_101),
                                        ("hand", 1_000_100)]
    assert dialog.rows_of(slips[1]) == [("hand", 1_000_099), ("new_game", 1_000_099), ("hand", 1_000_098),
                                        ("hand", 1_000_097)]
    assert dialog.tree.isExpanded(slips[0]) and not dialog.tree.isExpanded(slips[1])
    assert slips[0].siblingAtColumn(3).data() == "3 hands" and slips[1].siblingAtColumn(3).data() == "3 hands"
    table_row = dialog.model.index(2, 0, slips[0])
    assert "Table changed to Six Deck Shoe (10 - 500)" in table_row.data()
    assert dialog.tree.isFirstColumnSpanned(2, slips[0])  # a marker is one line across the row
    new_game_row = dialog.model.index(1, 0, slips[1])
    assert "New Game: a fresh bankroll of 1,000 credits" in new_game_row.data()
    summary = dialog.findChild(QLabel, "history_summary_label").text()
    assert summary.startswith("6 hands played")

    # Selecting a hand draws its cards.
    newest = window.ledger.hand(1_000_102)
    dialog.tree.setCurrentIndex(dialog.model.index(0, 0, slips[0]))
    assert dialog.cards_view.cards == newest.cards
    dialog.tree.setCurrentIndex(table_row)
    assert dialog.cards_view.cards == ()

    # Filter by table: only the six-deck hands and its table row stay.
    dialog.table_filter.setCurrentIndex(dialog.table_filter.findData("six-deck-shoe"))
    slips = dialog.slip_items()
    assert [slip.data() for slip in slips] == ["1000100"]
    assert dialog.rows_of(slips[0]) == [("hand", 1_000_102), ("hand", 1_000_101), ("table", 1_000_101)]
    # Filter by date: a range before today shows nothing.
    dialog.table_filter.setCurrentIndex(0)
    yesterday = QDate.currentDate().addDays(-1)
    dialog.from_date.setDate(yesterday.addDays(-3))
    dialog.to_date.setDate(yesterday)
    assert dialog.slip_items() == []


def read_csv(path: Path) -> list[dict[str, str]]:
    with path.open(newline="", encoding="utf-8") as handle:
        reader = csv.DictReader(handle)
        assert tuple(reader.fieldnames) == COLUMNS
        return list(reader)


def export_through_dialog(qtbot, dialog, target: Path) -> None:
    action = dialog.findChild(QAction, "history_export_action")
    action.trigger()
    files = dialog.export_dialog
    qtbot.waitUntil(files.isVisible)
    files.selectFile(str(target))
    files.accept()
    qtbot.waitUntil(lambda: "Wrote" in dialog.export_status.text())


def test_the_csv_holds_every_hand_once_and_its_net_adds_up(qtbot, profile: Path, tmp_path: Path) -> None:
    window = quiet_window(qtbot, profile, seed=21)
    start = window.session.balance
    hands = play_hands(qtbot, window, 40, strategy="raise")
    dialog = window.open_history()
    target = tmp_path / "history.csv"
    export_through_dialog(qtbot, dialog, target)
    rows = read_csv(target)
    assert [int(r["bet_id"]) for r in rows] == [h.bet_id for h in hands]
    assert sum(int(r["net"]) for r in rows) == window.session.balance - start
    assert dialog.export_status.text() == f"Wrote 40 hands to {target.name}."
    rules = Rules.preset("atlantic-city")
    lost_somewhere = False
    for row, hand in zip(rows, hands, strict=True):
        assert row["settled_at"][-6] in "+-" and row["settled_at"][10] == "T"   # ISO 8601 with an offset
        assert (row["table"], row["cards"], int(row["wager"]), int(row["raised"]), int(row["net"]),
                int(row["balance_after"])) == ("atlantic-city", " ".join(c.code for c in hand.cards), hand.wager,
                                               hand.raised, hand.net, hand.balance_after)
        # ev_lost from the exact odds, computed here afresh: one deck reshuffled every hand, so the
        # unseen cards at the decision are the deck less the two cards showing.
        counts = fresh_counts(1)
        for card in hand.cards[:2]:
            counts[int(card.rank)] -= 1
        exact = decision(rules, counts, hand.ranks[0], hand.ranks[1], hand.wager)
        if row["kind"] == "spread":
            assert row["decision"] == ("raise" if hand.raised else "stand")
            can_raise = hand.raised or window.ledger.hand(hand.bet_id).odds.max_raise
            best = "raise" if exact.should_raise and can_raise else "stand"
            assert row["best_decision"] == best
            best_ev = exact.ev_raise if best == "raise" else exact.ev_stand
            taken = exact.ev_with_raise(hand.raised)
            assert abs(Fraction(row["ev_lost"]) - (best_ev - taken)) < Fraction(1, 10**6)
            lost_somewhere |= best_ev > taken
        else:
            assert (row["decision"], row["best_decision"], row["ev_lost"]) == ("none", "none", "0.000000")
    assert lost_somewhere  # raising on every spread gives expectation away on the narrow ones


def test_a_damaged_row_never_stops_the_export(qtbot, profile: Path, tmp_path: Path) -> None:
    window = quiet_window(qtbot, profile, seed=3)
    hands = play_hands(qtbot, window, 5)
    window.ledger.store.connection.execute("UPDATE hands SET cards = 'not cards' WHERE bet_id = ?",
                                           (hands[2].bet_id,))
    dialog = window.open_history()
    target = tmp_path / "history.csv"
    export_through_dialog(qtbot, dialog, target)
    assert [int(r["bet_id"]) for r in read_csv(target)] == [h.bet_id for h in hands if h is not hands[2]]
    assert "1 damaged row left out" in dialog.export_status.text()


def test_an_export_that_cannot_be_written_says_so(qtbot, profile: Path, tmp_path: Path, monkeypatch) -> None:
    window = quiet_window(qtbot, profile)
    play_hands(qtbot, window, 2)
    dialog = window.open_history()
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: warnings.append(args[2]))
    assert not dialog.export_to(tmp_path / "no such folder" / "history.csv")
    assert "could not be written" in dialog.export_status.text() and warnings
    assert not (tmp_path / "no such folder").exists()


def test_an_export_never_replaces_the_players_settings(qtbot, tmp_path: Path, monkeypatch) -> None:
    """The settings live in a folder of their own (not the ledger's): Hand History refuses to export there too."""
    from reddog_qt.app.table.main_window import MainWindow

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    window = MainWindow(seed=7)
    qtbot.addWidget(window)
    assert window.paths.data_dir != window.paths.config_dir
    settings_file = window.paths.settings_file
    settings_file.unlink(missing_ok=True)  # not written yet, or lost: the name is still the settings'
    dialog = window.open_history()
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: None)
    assert not dialog.export_to(settings_file)
    assert not settings_file.exists()
    window.close()


def test_decisions_are_shown_with_what_they_cost(qtbot, profile: Path) -> None:
    window = quiet_window(qtbot, profile, seed=21)
    play_hands(qtbot, window, 40, strategy="raise")
    dialog = window.open_history()
    costly = [r for r in window.ledger.history(None) if r.decision is Play.RAISE and r.ev_lost]
    assert costly
    slip = dialog.slip_items()[0]
    rows = [dialog.model.index(row, 9, slip) for row in range(dialog.model.rowCount(slip))]
    texts = {row.siblingAtColumn(0).data(256)[1]: row.data() for row in rows}
    assert texts[costly[0].bet_id].startswith("Raise (best: stand, -")


def test_a_long_history_opens_with_its_newest_groups_and_more_come_as_the_player_scrolls(qtbot, tmp_path: Path,
                                                                                        monkeypatch) -> None:
    """Pages of 7 hands, 2 groups at a time, a count in steps of 50 Bet IDs (none counted before it opens): the
    dialog opens with the newest groups, only the open one's hands read, counts the rest between frames, and
    scrolling down brings every older group, each hand once."""
    from PySide6.QtCore import QModelIndex

    from reddog_qt.app.record import history_dialog, history_model
    from reddog_qt.app.texts.history_texts import summary_text
    from reddog_qt.engine import Phase, Session
    from reddog_qt.profile.ledger import Ledger
    from reddog_qt.record import history_query

    monkeypatch.setattr(history_model, "PAGE", 7)
    monkeypatch.setattr(history_model, "GROUPS", 2)
    monkeypatch.setattr(history_model, "ROWS", 9)
    monkeypatch.setattr(history_query, "STEP", 50)
    monkeypatch.setattr(history_query, "AT_ONCE", 10)
    ledger = Ledger(tmp_path / "ledger.sqlite3", starting_balance=100_000)
    session = Session(Rules.preset("atlantic-city"), balance=ledger.balance, next_bet_id=ledger.next_bet_id,
                      seed=5, journal=ledger)
    for _ in range(430):
        if session.deal(session.min_bet).phase is Phase.DECIDING:
            session.stand()
    dialog = history_dialog.HandHistoryDialog(ledger, current_rules=Rules.preset("eight-deck"))
    qtbot.addWidget(dialog)
    assert not dialog.counted
    assert dialog.summary.text() == "Counting your history..."
    # The tables found by the count come in around the one chosen, which stays chosen.
    dialog.table_filter.setCurrentIndex(dialog.table_filter.findData("eight-deck"))
    assert dialog.slip_items() == []
    dialog.show()  # the count begins once the dialog is painted
    qtbot.waitUntil(lambda: dialog.counted)
    assert [dialog.table_filter.itemData(i) for i in range(dialog.table_filter.count())] == \
        ["", "atlantic-city", "eight-deck"]
    assert dialog.table_filter.currentData() == "eight-deck" and dialog.slip_items() == []
    dialog.table_filter.setCurrentIndex(0)
    slips = dialog.slip_items()  # as many as the view asked for to fill itself, newest first
    assert [slip.data() for slip in slips[:2]] == ["1000400", "1000300"] and dialog.tree.isExpanded(slips[0])
    qtbot.waitUntil(lambda: dialog.model.rowCount(slips[0]) > 0)  # the open group's first hands, read as shown
    assert all(dialog.model.canFetchMore(slip) and not dialog.model.rowCount(slip) for slip in slips[1:])  # unread
    assert dialog.summary.text() == summary_text(ledger.totals())
    bar = dialog.tree.verticalScrollBar()
    while dialog.model.canFetchMore(QModelIndex()):
        bar.setValue(bar.maximum())  # the view asks its model for more as it reaches the end
        qtbot.wait(5)
    slips = dialog.slip_items()
    assert [slip.data() for slip in slips] == ["1000400", "1000300", "1000200", "1000100", "1000000"]
    shown = [bet_id for slip in slips for kind, bet_id in dialog.rows_of(slip) if kind == "hand"]
    assert shown == [record.bet_id for record in ledger.history(None)]
    assert [slip.siblingAtColumn(3).data() for slip in slips] == ["31 hands", "100 hands", "100 hands",
                                                                 "100 hands", "99 hands"]
    ledger.close()
