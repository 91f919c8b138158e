"""Game > House Rules > Custom Table: live exact odds, saving, choosing and the restart."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QLabel, QLineEdit, QMessageBox, QPushButton, QRadioButton, QSpinBox

from reddog_qt.engine import RaisePolicy, ShufflePolicy
from reddog_qt.engine.odds import house_edge
from reddog_qt.profile.paths import ProfilePaths
from reddog_qt.profile.settings import load_settings

LEFT = Qt.MouseButton.LeftButton


def open_dialog(qtbot, window):
    """Game > House Rules > Custom Table..., and the dialog it opens."""
    window.menus.custom_table_action.trigger()
    (dialog,) = [found for found in window.findChildren(QDialog, "custom_rules_dialog") if found.isVisible()]
    qtbot.waitExposed(dialog)
    return dialog


def confirm(qtbot, dialog, answer) -> None:
    """Answer the open "Delete the table?" question with the mouse."""
    (box,) = [b for b in dialog.findChildren(QMessageBox, "delete_table_confirm") if b.isVisible()]
    qtbot.mouseClick(box.button(answer), LEFT)
    qtbot.waitUntil(lambda: not box.isVisible())


def child(dialog, kind, name):
    found = dialog.findChild(kind, name)
    assert found is not None, name
    return found


def edge_text(dialog) -> str:
    return child(dialog, QLabel, "house_edge_label").text()


def banner(dialog) -> QLabel:
    return child(dialog, QLabel, "favour_banner")


def type_into(qtbot, edit: QLineEdit, text: str) -> None:
    edit.selectAll()
    qtbot.keyClicks(edit, text)


def test_the_edge_updates_as_each_field_changes(qtbot, make_window):
    window = make_window(seed=1)
    dialog = open_dialog(qtbot, window)
    assert edge_text(dialog) == "House edge: 3.155%"  # the table being played, one deck
    assert not banner(dialog).isVisible()
    assert "spread of 7 or more" in child(dialog, QLabel, "raise_advice_label").text()

    child(dialog, QSpinBox, "decks_spin").setValue(6)
    assert edge_text(dialog) == "House edge: 2.798%"
    assert child(dialog, QLabel, "house_edge_label").toolTip() == "Exactly 17533/626665 per wager"

    raise_combo = child(dialog, QComboBox, "raise_combo")
    multiple = child(dialog, QSpinBox, "raise_multiple_spin")
    assert not multiple.isEnabled()
    raise_combo.setCurrentIndex(2)
    assert multiple.isEnabled()
    multiple.setValue(2)
    # A raise of up to twice the wager with the standard pays: the player has the edge.
    assert edge_text(dialog) == "House edge: -2.372%"
    assert banner(dialog).isVisible()
    assert "favour the player: +2.372%" in banner(dialog).text()

    pays = child(dialog, QComboBox, "pay_table_combo")
    pays.setCurrentIndex(pays.findData("double-raise"))
    assert edge_text(dialog) == "House edge: 2.959%"
    assert not banner(dialog).isVisible()
    assert child(dialog, QSpinBox, "spread_pay_spin_1").value() == 4

    # Editing one payout by hand makes it the player's own table, priced at once.
    child(dialog, QSpinBox, "trips_pay_spin").setValue(12)
    assert pays.currentData() == "custom"
    rules = dialog.form_rules()
    assert rules.trips_pays == 12 and rules.raise_multiple == 2 and rules.raise_policy is RaisePolicy.UP_TO
    assert house_edge(rules) < Fraction(18541, 626665)
    assert edge_text(dialog) == f"House edge: {float(house_edge(rules)):.3%}"

    child(dialog, QPushButton, "close_table_button").click()


def test_bad_input_is_explained_and_cannot_be_saved(qtbot, make_window):
    window = make_window(seed=1)
    dialog = open_dialog(qtbot, window)
    problem = child(dialog, QLabel, "table_problem_label")
    save = child(dialog, QPushButton, "save_table_button")
    chips = child(dialog, QLineEdit, "chips_edit")
    type_into(qtbot, chips, "1, 5, lots")
    assert problem.isVisible() and problem.text() == "lots is not a chip value."
    assert not save.isEnabled()
    type_into(qtbot, chips, "1, 5, 25")
    assert not problem.isVisible() and save.isEnabled()
    child(dialog, QSpinBox, "minimum_spin").setValue(400)
    child(dialog, QSpinBox, "maximum_spin").setValue(300)
    assert problem.isVisible() and "limits 400 to 300" in problem.text() and not save.isEnabled()
    child(dialog, QSpinBox, "maximum_spin").setValue(500)
    assert save.isEnabled()
    title = child(dialog, QLineEdit, "table_title_edit")
    type_into(qtbot, title, "   ")
    assert problem.text() == "Give the table a name." and not save.isEnabled()


def test_a_table_is_saved_chosen_and_survives_a_restart(qtbot, make_window, profile: Path):
    window = make_window(seed=1)
    dialog = open_dialog(qtbot, window)
    type_into(qtbot, child(dialog, QLineEdit, "table_title_edit"), "Double Up")
    child(dialog, QSpinBox, "decks_spin").setValue(4)
    child(dialog, QRadioButton, "shoe_radio").click()
    child(dialog, QSpinBox, "penetration_spin").setValue(80)
    child(dialog, QComboBox, "raise_combo").setCurrentIndex(2)
    child(dialog, QSpinBox, "raise_multiple_spin").setValue(2)
    pays = child(dialog, QComboBox, "pay_table_combo")
    pays.setCurrentIndex(pays.findData("double-raise"))

    qtbot.mouseClick(child(dialog, QPushButton, "save_table_button"), LEFT)
    paths = ProfilePaths.single(profile)
    data = json.loads(paths.tables_file.read_text())
    assert data["version"] == 1
    (saved,) = data["tables"]
    assert (saved["title"], saved["decks"], saved["shuffle"], saved["penetration_percent"],
            saved["raise_multiple"], saved["spread_pays"][:3]) == ("Double Up", 4, "cut-card", 80, 2, [4, 3, 1])
    assert "custom:Double Up" in window.menus.preset_actions
    assert window.session.rules.name == "atlantic-city"  # saving alone does not change tables
    saved_combo = child(dialog, QComboBox, "saved_tables_combo")
    assert saved_combo.currentText() == "Double Up"

    qtbot.mouseClick(child(dialog, QPushButton, "play_table_button"), LEFT)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    rules = window.session.rules
    assert rules.name == "custom:Double Up" and rules.title == "Double Up"
    assert rules.decks == 4 and rules.shuffle is ShufflePolicy.CUT_CARD and rules.raise_multiple == 2
    assert window.menus.preset_actions["custom:Double Up"].isChecked()
    assert window.windowTitle().endswith("Double Up")
    assert load_settings(paths.settings_file).preset == "custom:Double Up"
    window.close()

    second = make_window(seed=1)
    assert second.session.rules == rules
    assert second.menus.preset_actions["custom:Double Up"].isChecked()
    # ... and it is chosen from the menu like a preset.
    second.menus.preset_actions["atlantic-city"].trigger()
    assert second.session.rules.name == "atlantic-city"
    second.menus.preset_actions["custom:Double Up"].trigger()
    assert second.session.rules == rules


def test_a_saved_table_can_be_deleted_but_not_while_played(qtbot, make_window, profile: Path):
    window = make_window(seed=1)
    dialog = open_dialog(qtbot, window)
    type_into(qtbot, child(dialog, QLineEdit, "table_title_edit"), "Short Lived")
    qtbot.mouseClick(child(dialog, QPushButton, "play_table_button"), LEFT)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.session.rules.name == "custom:Short Lived"
    dialog = open_dialog(qtbot, window)
    assert child(dialog, QComboBox, "saved_tables_combo").currentText() == "Short Lived"
    qtbot.mouseClick(child(dialog, QPushButton, "delete_table_button"), LEFT)
    confirm(qtbot, dialog, QMessageBox.StandardButton.Yes)
    problem = child(dialog, QLabel, "table_problem_label")
    assert problem.isVisible() and "choose another table" in problem.text()
    child(dialog, QPushButton, "close_table_button").click()
    window.choose_preset("eight-deck")
    dialog = open_dialog(qtbot, window)
    combo = child(dialog, QComboBox, "saved_tables_combo")
    combo.setCurrentIndex(combo.findText("Short Lived"))
    qtbot.mouseClick(child(dialog, QPushButton, "delete_table_button"), LEFT)
    confirm(qtbot, dialog, QMessageBox.StandardButton.No)  # asked first: No keeps it
    assert combo.findText("Short Lived") != -1
    qtbot.mouseClick(child(dialog, QPushButton, "delete_table_button"), LEFT)
    confirm(qtbot, dialog, QMessageBox.StandardButton.Yes)
    assert combo.findText("Short Lived") == -1
    assert "custom:Short Lived" not in window.menus.preset_actions
    assert json.loads(ProfilePaths.single(profile).tables_file.read_text())["tables"] == []


def test_a_damaged_tables_file_is_set_aside_and_told(qtbot, make_window, profile: Path):
    paths = ProfilePaths.single(profile)
    paths.tables_file.write_text("{ not json")
    paths.settings_file.write_text(json.dumps({"preset": "custom:Gone"}))
    window = make_window(seed=1)
    assert window.session.rules.name == "atlantic-city"
    message = window.console.message
    assert "damaged" in message.text() and "no longer saved" in message.text()
    assert not paths.tables_file.exists()
    assert len(list(profile.glob("tables.json.bad-*"))) == 1


def test_a_chip_too_large_for_the_game_cannot_be_saved(qtbot, make_window, profile):
    window = make_window(seed=1)
    dialog = open_dialog(qtbot, window)
    type_into(qtbot, child(dialog, QLineEdit, "table_title_edit"), "Huge")
    for value in ("100000000000000000000", "2000000000"):
        type_into(qtbot, child(dialog, QLineEdit, "chips_edit"), f"5, 25, {value}")
        assert not child(dialog, QPushButton, "save_table_button").isEnabled()
        assert child(dialog, QLabel, "table_problem_label").isVisible()
    assert not (ProfilePaths.resolve(profile).config_dir / "tables.json").exists()


def test_a_saved_table_with_a_number_too_large_is_left_out_with_a_notice(tmp_path):
    from reddog_qt.engine import Rules
    from reddog_qt.profile.tables import as_custom, load_tables, rules_to_dict

    good = rules_to_dict(as_custom(Rules.preset("atlantic-city"), "Fine"))
    huge = {**rules_to_dict(as_custom(Rules.preset("atlantic-city"), "Huge")), "chips": [5, 25, 10**20]}
    (tmp_path / "tables.json").write_text(json.dumps({"version": 1, "tables": [good, huge]}))
    tables, notes = load_tables(tmp_path / "tables.json")
    assert list(tables) == ["custom:Fine"]
    assert len(notes) == 1 and "left out" in notes[0] and "larger than this game can handle" in notes[0]


def test_a_table_whose_minimum_is_one_credit_is_made_and_played_at_one_credit(qtbot, make_window):
    # The dialog offers a minimum of 1 credit: such a table is taken, chosen and dealt at 1 credit.
    window = make_window(seed=1, animated=False)
    dialog = open_dialog(qtbot, window)
    type_into(qtbot, child(dialog, QLineEdit, "table_title_edit"), "Penny")
    child(dialog, QSpinBox, "minimum_spin").setValue(1)
    child(dialog, QSpinBox, "maximum_spin").setValue(10)
    assert not child(dialog, QLabel, "table_problem_label").isVisible()
    play = child(dialog, QPushButton, "play_table_button")
    assert play.isEnabled()
    qtbot.mouseClick(play, LEFT)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.session.rules.name == "custom:Penny" and window.session.min_bet == 1
    assert window.controller.add_chip(1) and window.controller.bet == 1
    assert window.findChild(QPushButton, "deal_button").isEnabled()
    qtbot.mouseClick(window.findChild(QPushButton, "deal_button"), LEFT)
    assert window.session.hand is not None and window.session.hand.wager == 1
