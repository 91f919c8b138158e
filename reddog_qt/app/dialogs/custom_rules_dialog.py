"""Game > House Rules > Custom table: make, price, save and choose a table of your own.

Decks, shuffle (every hand, or a shoe with the cut card at a chosen penetration), the
raise (equal to the wager, up to it, or up to k times it), the pay table (a published
one or your own), limits, chips and bankroll. Every change reprices the table at once
with the engine's exact figures: house edge, element of risk and where to raise; a
banner says plainly when the rules favour the player.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from reddog_qt.app.dialogs.odds_panel import OddsPanel
from reddog_qt.app.texts.language import fill, translate
from reddog_qt.app.texts.rules_texts import pay_table_name, pays_text
from reddog_qt.app.texts.sentence import sentence_text
from reddog_qt.app.widgets import named
from reddog_qt.engine import (
    MAX_RAISE_MULTIPLE,
    MAX_SPREAD,
    MAX_TABLE_CREDITS,
    PAY_TABLES,
    InvalidRulesError,
    PayTable,
    RaisePolicy,
    Rules,
    ShufflePolicy,
)
from reddog_qt.profile.tables import as_custom, title_problem

#: What a save or delete callback answers: None when done, else why not (for the player).
StoreCallback = Callable[[Rules], "str | None"]

_RAISE_EQUAL, _RAISE_UP_TO, _RAISE_MULTIPLE = 0, 1, 2
_CUSTOM_PAYS = "custom"


class CustomRulesDialog(QDialog):
    """The custom table editor. See the module docstring.

    ``save_table`` and ``delete_table`` store a table (by the window); each returns None on
    success or a message for the player. :attr:`table_chosen` asks to sit at a saved table.
    """

    table_chosen = Signal(object)  # Rules

    def __init__(self, current: Rules, tables: Mapping[str, Rules], save_table: StoreCallback,
                 delete_table: StoreCallback, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("custom_rules_dialog")
        self.setWindowTitle(translate("CustomRulesDialog", "Custom Table"))
        self._tables = dict(tables)
        self._save_table = save_table
        self._delete_table = delete_table
        self._loading = False
        self._rules: Rules | None = None
        self._clean: tuple[object, ...] = ()  # the form as last loaded or saved (unsaved edits differ from it)
        #: The question asked on closing with unsaved edits, while it is open.
        self.unsaved_question: QMessageBox | None = None

        outer = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(translate("CustomRulesDialog", "Table:")))
        self.saved_combo = named(QComboBox(), "saved_tables_combo")
        top.addWidget(self.saved_combo, 1)
        self.delete_button = named(QPushButton(translate("CustomRulesDialog", "Delete")), "delete_table_button")
        top.addWidget(self.delete_button)
        outer.addLayout(top)

        columns = QHBoxLayout()
        columns.addLayout(self._build_rules_column(), 3)
        columns.addLayout(self._build_odds_column(), 2)
        outer.addLayout(columns)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.save_button = named(QPushButton(translate("CustomRulesDialog", "Save")), "save_table_button")
        self.play_button = named(QPushButton(translate("CustomRulesDialog", "Save and Play")), "play_table_button")
        self.play_button.setDefault(True)
        close = named(QPushButton(translate("CustomRulesDialog", "Close")), "close_table_button")
        for button in (self.save_button, self.play_button, close):
            buttons.addWidget(button)
        outer.addLayout(buttons)

        self.saved_combo.currentIndexChanged.connect(self._load_selected)
        self.delete_button.clicked.connect(self._delete)
        self.save_button.clicked.connect(self.save)
        self.play_button.clicked.connect(self._save_and_play)
        close.clicked.connect(self.reject)
        self._fill_saved(current.name if current.name in self._tables else None)
        if current.name not in self._tables:
            self._load(as_custom(current, self._free_title(translate("CustomRulesDialog", "My table"))), new=True)

    # --- building ---------------------------------------------------------

    def _build_rules_column(self) -> QVBoxLayout:
        column = QVBoxLayout()
        shoe_box = QGroupBox(translate("CustomRulesDialog", "Cards"))
        shoe_form = QFormLayout(shoe_box)
        self.title_edit = named(QLineEdit(), "table_title_edit")
        self.title_edit.setMaxLength(40)
        shoe_form.addRow(translate("CustomRulesDialog", "Name"), self.title_edit)
        self.decks_spin = named(QSpinBox(), "decks_spin")
        self.decks_spin.setRange(1, 8)
        shoe_form.addRow(translate("CustomRulesDialog", "Decks"), self.decks_spin)
        self.every_hand_radio = named(QRadioButton(translate("CustomRulesDialog", "Reshuffle every hand")),
                                      "every_hand_radio")
        self.shoe_radio = named(QRadioButton(translate("CustomRulesDialog", "Deal from a shoe to a cut card at")),
                                "shoe_radio")
        self._shuffle_group = QButtonGroup(self)
        self._shuffle_group.addButton(self.every_hand_radio)
        self._shuffle_group.addButton(self.shoe_radio)
        self.penetration_spin = named(QSpinBox(), "penetration_spin")
        self.penetration_spin.setRange(50, 90)
        self.penetration_spin.setSuffix(translate("CustomRulesDialog", "%", "the suffix of a percentage, as in 75%"))
        shoe_row = QHBoxLayout()
        shoe_row.addWidget(self.shoe_radio)
        shoe_row.addWidget(self.penetration_spin)
        shoe_row.addStretch(1)
        shoe_form.addRow(translate("CustomRulesDialog", "Shuffle"), self.every_hand_radio)
        shoe_form.addRow("", shoe_row)
        raise_row = QHBoxLayout()
        self.raise_combo = named(QComboBox(), "raise_combo")
        self.raise_combo.addItems([translate("CustomRulesDialog", "Equal to the wager"),
                                   translate("CustomRulesDialog", "Any amount up to the wager"),
                                   translate("CustomRulesDialog", "Any amount up to k times the wager")])
        self.raise_multiple_spin = named(QSpinBox(), "raise_multiple_spin")
        self.raise_multiple_spin.setRange(1, MAX_RAISE_MULTIPLE)
        self.raise_multiple_spin.setPrefix(translate("CustomRulesDialog", "k = "))
        raise_row.addWidget(self.raise_combo, 1)
        raise_row.addWidget(self.raise_multiple_spin)
        shoe_form.addRow(translate("CustomRulesDialog", "Raise"), raise_row)
        column.addWidget(shoe_box)

        pays_box = QGroupBox(translate("CustomRulesDialog", "Pay table (x to 1)"))
        pays_layout = QVBoxLayout(pays_box)
        self.pay_table_combo = named(QComboBox(), "pay_table_combo")
        for key, (title, table) in PAY_TABLES.items():
            self.pay_table_combo.addItem(f"{pay_table_name(title)} ({pays_text(table)})", key)
        self.pay_table_combo.addItem(translate("CustomRulesDialog", "Your own"), _CUSTOM_PAYS)
        pays_layout.addWidget(self.pay_table_combo)
        grid = QGridLayout()
        self.spread_spins: dict[int, QSpinBox] = {}
        for spread in range(1, MAX_SPREAD + 1):
            spin = named(QSpinBox(), f"spread_pay_spin_{spread}")
            spin.setRange(1, 99)
            spin.setAccessibleName(fill(translate("CustomRulesDialog", "Spread %1 pays"), spread))
            row, col = divmod(spread - 1, 4)
            grid.addWidget(QLabel(str(spread)), row, col * 2, Qt.AlignmentFlag.AlignRight)
            grid.addWidget(spin, row, col * 2 + 1)
            self.spread_spins[spread] = spin
        self.trips_spin = named(QSpinBox(), "trips_pay_spin")
        self.trips_spin.setRange(1, 999)
        grid.addWidget(QLabel(translate("CustomRulesDialog", "Trips")), 2, 6, Qt.AlignmentFlag.AlignRight)
        grid.addWidget(self.trips_spin, 2, 7)
        pays_layout.addLayout(grid)
        column.addWidget(pays_box)

        money_box = QGroupBox(translate("CustomRulesDialog", "Limits and chips (credits)"))
        money_form = QFormLayout(money_box)
        limits = QHBoxLayout()
        self.minimum_spin = named(QSpinBox(), "minimum_spin")
        self.maximum_spin = named(QSpinBox(), "maximum_spin")
        for spin in (self.minimum_spin, self.maximum_spin):
            spin.setRange(1, 1_000_000)
            spin.setGroupSeparatorShown(True)
        limits.addWidget(self.minimum_spin)
        limits.addWidget(QLabel(translate("CustomRulesDialog", "to")))
        limits.addWidget(self.maximum_spin)
        money_form.addRow(translate("CustomRulesDialog", "Bets"), limits)
        self.chips_edit = named(QLineEdit(), "chips_edit")
        self.chips_edit.setPlaceholderText(translate("CustomRulesDialog", "1, 5, 25, 100", "example chip values"))
        money_form.addRow(translate("CustomRulesDialog", "Chips"), self.chips_edit)
        self.bankroll_spin = named(QSpinBox(), "bankroll_spin")
        self.bankroll_spin.setRange(1, 100_000_000)
        self.bankroll_spin.setGroupSeparatorShown(True)
        money_form.addRow(translate("CustomRulesDialog", "New game bankroll"), self.bankroll_spin)
        column.addWidget(money_box)

        for spin in (self.decks_spin, self.penetration_spin, self.raise_multiple_spin, self.trips_spin,
                     self.minimum_spin, self.maximum_spin, self.bankroll_spin, *self.spread_spins.values()):
            spin.valueChanged.connect(self._changed)
        for edit in (self.title_edit, self.chips_edit):
            edit.textChanged.connect(self._changed)
        self._shuffle_group.buttonToggled.connect(lambda *_: self._changed())
        self.raise_combo.currentIndexChanged.connect(self._changed)
        self.pay_table_combo.currentIndexChanged.connect(self._pay_table_chosen)
        return column

    def _build_odds_column(self) -> QVBoxLayout:
        column = QVBoxLayout()
        self.odds_panel = OddsPanel()
        self.problem_label = self.odds_panel.problem_label
        column.addWidget(self.odds_panel)
        return column

    # --- loading and reading the form --------------------------------------

    def _fill_saved(self, select: str | None) -> None:
        self._loading = True
        self.saved_combo.clear()
        self.saved_combo.addItem(translate("CustomRulesDialog", "New table"), "")
        for name, rules in sorted(self._tables.items(), key=lambda item: item[1].title.casefold()):
            self.saved_combo.addItem(rules.title, name)
        self._loading = False
        index = self.saved_combo.findData(select) if select else 0
        self.saved_combo.setCurrentIndex(max(index, 0))
        self._load_selected()

    def _load_selected(self) -> None:
        if self._loading:
            return
        name = self.saved_combo.currentData()
        self.delete_button.setEnabled(bool(name))
        if name and name in self._tables:
            self._load(self._tables[name], new=False)

    def _load(self, rules: Rules, new: bool) -> None:
        self._loading = True
        self.title_edit.setText(rules.title)
        self.decks_spin.setValue(rules.decks)
        shoe = rules.shuffle is ShufflePolicy.CUT_CARD
        (self.shoe_radio if shoe else self.every_hand_radio).setChecked(True)
        self.penetration_spin.setValue(rules.penetration_percent)
        if rules.raise_multiple > 1 or rules.raise_policy is RaisePolicy.UP_TO:
            multiple = rules.raise_multiple > 1
            self.raise_combo.setCurrentIndex(_RAISE_MULTIPLE if multiple else _RAISE_UP_TO)
        else:
            self.raise_combo.setCurrentIndex(_RAISE_EQUAL)
        self.raise_multiple_spin.setValue(max(rules.raise_multiple, 2))
        self._show_pays(rules.pays)
        self.minimum_spin.setValue(rules.minimum)
        self.maximum_spin.setValue(rules.maximum)
        self.chips_edit.setText(", ".join(str(chip) for chip in rules.chips))
        self.bankroll_spin.setValue(rules.starting_bankroll)
        if new:
            self.saved_combo.setCurrentIndex(0)
        self._loading = False
        self._clean = self._form_state()
        self._changed()

    def _form_state(self) -> tuple[object, ...]:
        """Every value the form holds, to tell an edited form from the one loaded."""
        return (self.title_edit.text(), self.decks_spin.value(), self.shoe_radio.isChecked(),
                self.penetration_spin.value(), self.raise_combo.currentIndex(), self.raise_multiple_spin.value(),
                tuple(spin.value() for spin in self.spread_spins.values()), self.minimum_spin.value(),
                self.maximum_spin.value(), self.chips_edit.text(), self.bankroll_spin.value())

    def has_unsaved_edits(self) -> bool:
        """True when the form differs from the table as it was loaded or last saved."""
        return self._form_state() != self._clean

    def _show_pays(self, pays: PayTable) -> None:
        for spread, spin in self.spread_spins.items():
            spin.setValue(pays.spread(spread))
        self.trips_spin.setValue(pays.trips)
        self._match_pay_table()

    def _match_pay_table(self) -> None:
        pays = self._pays()
        key = next((key for key, (_, table) in PAY_TABLES.items() if table == pays), _CUSTOM_PAYS)
        self.pay_table_combo.blockSignals(True)
        self.pay_table_combo.setCurrentIndex(self.pay_table_combo.findData(key))
        self.pay_table_combo.blockSignals(False)

    def _pay_table_chosen(self) -> None:
        key = self.pay_table_combo.currentData()
        if key in PAY_TABLES:
            was = self._loading
            self._loading = True
            self._show_pays(PAY_TABLES[key][1])
            self._loading = was
            self._changed()

    def _pays(self) -> PayTable:
        return PayTable(tuple(self.spread_spins[s].value() for s in range(1, MAX_SPREAD + 1)),
                        self.trips_spin.value())

    def _chips(self) -> tuple[int, ...]:
        parts = [part.strip().replace(",", "").replace("_", "") for part in
                 self.chips_edit.text().replace(";", " ").replace(",", " ").split()]
        if not parts:
            raise InvalidRulesError(translate("CustomRulesDialog", "List the chip values, such as 1, 5, 25, 100."))
        values = []
        for part in parts:
            if not part.isascii() or not part.isdigit() or len(part) > len(str(MAX_TABLE_CREDITS)) or int(part) < 1:
                raise InvalidRulesError(fill(translate("CustomRulesDialog", "%1 is not a chip value."), part))
            values.append(int(part))
        if len(values) > 8:
            raise InvalidRulesError(translate("CustomRulesDialog", "A table has at most 8 chip values."))
        return tuple(sorted(set(values)))

    def form_rules(self) -> Rules:
        """The rules the form describes. Raises :class:`InvalidRulesError` saying what is wrong."""
        title = self.title_edit.text()
        chips = self._chips()
        minimum = self.minimum_spin.value()
        default = max((chip for chip in chips if chip <= minimum), default=chips[0])
        choice = self.raise_combo.currentIndex()
        rules = Rules(
            decks=self.decks_spin.value(),
            shuffle=ShufflePolicy.CUT_CARD if self.shoe_radio.isChecked() else ShufflePolicy.EVERY_HAND,
            penetration_percent=self.penetration_spin.value(),
            raise_policy=RaisePolicy.EQUAL if choice == _RAISE_EQUAL else RaisePolicy.UP_TO,
            raise_multiple=self.raise_multiple_spin.value() if choice == _RAISE_MULTIPLE else 1,
            minimum=minimum,
            maximum=self.maximum_spin.value(),
            chips=chips,
            default_chip=default,
            starting_bankroll=self.bankroll_spin.value(),
        ).with_pays(self._pays())
        return as_custom(rules, title.strip() or translate("CustomRulesDialog", "My table"))

    # --- live odds -----------------------------------------------------------

    def _changed(self) -> None:
        if self._loading:
            return
        self.penetration_spin.setEnabled(self.shoe_radio.isChecked())
        self.raise_multiple_spin.setEnabled(self.raise_combo.currentIndex() == _RAISE_MULTIPLE)
        self._match_pay_table()
        try:
            rules = self.form_rules()
        except InvalidRulesError as problem:
            self._rules = None
            self.problem_label.setText(sentence_text(problem))
            self.problem_label.setVisible(True)
            self.save_button.setEnabled(False)
            self.play_button.setEnabled(False)
            return
        self._rules = rules
        problem_text = self._title_problem(self.title_edit.text())
        self.problem_label.setText(sentence_text(problem_text) if problem_text else "")
        self.problem_label.setVisible(problem_text is not None)
        self.save_button.setEnabled(problem_text is None)
        self.play_button.setEnabled(problem_text is None)
        self.odds_panel.show_odds(rules)

    def _title_problem(self, title: str) -> str | None:
        editing = self.saved_combo.currentData()
        others = [rules.title for name, rules in self._tables.items() if name != editing]
        return title_problem(title, others)

    # --- actions -------------------------------------------------------------

    def save(self) -> bool:
        """Store the table; returns True if it was saved."""
        rules = self._rules
        if rules is None or self._title_problem(self.title_edit.text()) is not None:
            return False
        # Saved under a new name, the table being edited stays as it was: "save as".
        problem = self._save_table(rules)
        if problem is not None:
            self.problem_label.setText(problem)
            self.problem_label.setVisible(True)
            return False
        self._tables[rules.name] = rules
        self._fill_saved(rules.name)
        return True

    def reject(self) -> None:
        """Close; with unsaved edits, first ask whether to save them (Save, Discard or Cancel)."""
        if not self.has_unsaved_edits():
            super().reject()
            return
        if self.unsaved_question is not None:
            return
        title = self.title_edit.text().strip() or translate("CustomRulesDialog", "My table")
        box = QMessageBox(QMessageBox.Icon.Question, translate("CustomRulesDialog", "Custom Table"),
                          fill(translate("CustomRulesDialog", "Save your changes to the table %1 before closing?"),
                               title),
                          QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                          | QMessageBox.StandardButton.Cancel, self)
        box.setObjectName("unsaved_table_confirm")
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(lambda _code: self._unsaved_answered(box.standardButton(box.clickedButton())))
        self.unsaved_question = box
        box.open()

    def _unsaved_answered(self, answer: QMessageBox.StandardButton) -> None:
        self.unsaved_question = None
        if answer == QMessageBox.StandardButton.Discard or (answer == QMessageBox.StandardButton.Save
                                                            and self.save()):
            super().reject()

    def _save_and_play(self) -> None:
        if self.save():
            self.table_chosen.emit(self._tables[self.saved_combo.currentData()])
            self.accept()

    def _delete(self) -> QMessageBox | None:
        """Ask before deleting the selected table; returns the question (None if nothing to delete)."""
        name = self.saved_combo.currentData()
        if not name or name not in self._tables:
            return None
        box = QMessageBox(QMessageBox.Icon.Question, translate("CustomRulesDialog", "Delete Table"),
                          fill(translate("CustomRulesDialog", "Delete the table %1? This cannot be undone."),
                               self._tables[name].title),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setObjectName("delete_table_confirm")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.accepted.connect(lambda: self._delete_now(name))
        box.open()
        return box

    def _delete_now(self, name: str) -> None:
        if name not in self._tables:
            return
        problem = self._delete_table(self._tables[name])
        if problem is not None:
            self.problem_label.setText(problem)
            self.problem_label.setVisible(True)
            return
        rules = self._tables.pop(name)
        self._fill_saved(None)
        self._load(dataclasses.replace(rules), new=True)

    def _free_title(self, base: str) -> str:
        taken = {rules.title.casefold() for rules in self._tables.values()}
        title, n = base, 2
        while title.casefold() in taken:
            title, n = fill(translate("CustomRulesDialog", "%1 %2", "a table's name and a number, as in My table 2"),
                            base, n), n + 1
        return title


__all__ = ["CustomRulesDialog"]
