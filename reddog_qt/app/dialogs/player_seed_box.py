"""The player's seed in Options: what it is, the seed now, a field to change it, and the shuffle already sealed.

The box only edits: :meth:`PlayerSeedBox.chosen_text` is what the player typed, and the table's dialogs keep it
through the ledger (:meth:`~reddog_qt.profile.seals.LedgerSeals.set_player_seed`) when OK is pressed. A text that
makes no player seed is refused there: the box says why (:meth:`PlayerSeedBox.show_problem`), the dialog stays
open and nothing changes.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from reddog_qt.app.texts.language import fill, translate
from reddog_qt.app.widgets import named


class PlayerSeedBox(QGroupBox):
    """Options' "Fair deals" group (see the module docstring)."""

    def __init__(self, player_seed: str, next_fingerprint: str, parent: QWidget | None = None) -> None:
        super().__init__(translate("PlayerSeedBox", "Fair deals: your seed"), parent)
        self.setObjectName("player_seed_box")
        self._original = player_seed
        explanation = QLabel(translate(
            "PlayerSeedBox", "Every shuffle's order comes from the house's sealed seed and your own seed together, so "
                             "the house cannot pick the cards without you. Type any phrase or hex digits (1 to 64 "
                             "characters). A change applies from the next shuffle not yet dealt from; its house "
                             "seed is already sealed, with the fingerprint below, before your seed is known."))
        explanation.setWordWrap(True)
        self.seed_edit = named(QLineEdit(player_seed), "player_seed_edit")
        self.seed_edit.setMaxLength(256)
        self.seed_edit.setAccessibleName(translate("PlayerSeedBox", "Your seed"))
        self.seed_edit.setAccessibleDescription(explanation.text())
        caption = QLabel(translate("PlayerSeedBox", "&Your seed:"))
        caption.setBuddy(self.seed_edit)
        self.problem_label = named(QLabel(""), "player_seed_problem")
        self.problem_label.setWordWrap(True)
        self.problem_label.hide()
        self.next_label = named(QLabel(fill(translate("PlayerSeedBox", "Next shuffle sealed: fingerprint %1"),
                                            next_fingerprint)), "player_seed_next")
        self.next_label.setWordWrap(True)
        # Selectable, so that it can be copied and noted before the seed is changed.
        self.next_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                                | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        layout = QVBoxLayout(self)
        layout.addWidget(explanation)
        layout.addWidget(caption)
        layout.addWidget(self.seed_edit)
        layout.addWidget(self.problem_label)
        layout.addWidget(self.next_label)
        self.seed_edit.textEdited.connect(lambda _text: self.problem_label.hide())

    def chosen_text(self) -> str | None:
        """What the player typed, or None if the seed was left as it was."""
        text = self.seed_edit.text()
        return None if text == self._original else text

    def show_problem(self, sentence: str) -> None:
        """Say under the field why the text typed cannot be used (the seed stays as it was)."""
        self.problem_label.setText(sentence)
        self.problem_label.show()
        self.seed_edit.setFocus()


__all__ = ["PlayerSeedBox"]
