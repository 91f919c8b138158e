"""Game > Table Limits: choose the table's limit tier, and see where the personal limit caps bets."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from reddog_qt.app.texts import table_limits_texts as texts
from reddog_qt.app.texts.rules_texts import table_title
from reddog_qt.app.widgets import named
from reddog_qt.engine import LimitTier, Rules


class TableLimitsDialog(QDialog):
    """Choose the table's limit tier; shows where the personal limit caps bets.

    A table without tiers (one minimum and maximum) is shown for information only.
    """

    def __init__(
        self,
        rules: Rules,
        current: LimitTier,
        personal_limit: int | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("table_limits_dialog")
        self.setWindowTitle(texts.title())
        self._rules = rules
        self._current = current
        self._personal_limit = personal_limit
        self._tiers: tuple[LimitTier, ...] = rules.tiers
        self.radios: list[QRadioButton] = []
        self._group = QButtonGroup(self)

        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        box = QGroupBox(texts.tiers_caption(table_title(rules)))
        box_layout = QVBoxLayout(box)
        if self._tiers:
            for index, tier in enumerate(self._tiers):
                radio = named(QRadioButton(self._tier_text(tier)), f"tier_radio_{index}")
                if personal_limit is not None and personal_limit < tier.minimum:
                    radio.setToolTip(texts.below_minimum_tip(personal_limit, tier.minimum))
                self._group.addButton(radio, index)
                box_layout.addWidget(radio)
                self.radios.append(radio)
                if tier == current:
                    radio.setChecked(True)
            self._group.idToggled.connect(lambda *_: self._update_note())
        else:
            only = named(QLabel(texts.single_limit(self._range(current))),
                         "single_limit_label")
            box_layout.addWidget(only)
        layout.addWidget(box)

        self.personal_cap_label = named(QLabel(), "personal_cap_label")
        self.personal_cap_label.setWordWrap(True)
        layout.addWidget(self.personal_cap_label)

        if self._tiers:
            buttons = QDialogButtonBox(
                QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
            buttons.button(QDialogButtonBox.StandardButton.Ok).setObjectName("tier_ok_button")
        else:
            buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
            buttons.button(QDialogButtonBox.StandardButton.Close).setObjectName("tier_close_button")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)
        self._update_note()

    def _range(self, tier: LimitTier) -> str:
        """A tier's minimum and maximum in the player's digits: "200 - 20,000"."""
        return texts.bet_range(tier.minimum, tier.maximum)

    def _tier_text(self, tier: LimitTier) -> str:
        return texts.tier_choice(self._range(tier), current=tier == self._current, limit=self._personal_limit,
                                 minimum=tier.minimum, maximum=tier.maximum)

    def chosen_tier(self) -> LimitTier:
        """The tier selected (the current one if the table has no tiers or nothing else was chosen)."""
        index = self._group.checkedId()
        if self._tiers and 0 <= index < len(self._tiers):
            return self._tiers[index]
        return self._current

    def _update_note(self) -> None:
        tier = self.chosen_tier()
        self.personal_cap_label.setText(texts.personal_cap(self._personal_limit, tier.minimum, tier.maximum))
