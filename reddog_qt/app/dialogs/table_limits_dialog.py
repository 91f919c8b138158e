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

from reddog_qt.app.texts.language import credits, fill, translate
from reddog_qt.app.texts.rules_texts import table_title
from reddog_qt.app.widgets import named
from reddog_qt.engine import LimitTier, Rules


def bet_range(minimum: int, maximum: int) -> str:
    """A tier's minimum and maximum in the player's digits: "200 - 20,000"."""
    return fill(translate("TableLimitsDialog", "%1 - %2", "a bet range: minimum - maximum"), credits(minimum),
                credits(maximum))


def tier_choice(bet_range: str, *, current: bool, limit: int | None, minimum: int, maximum: int) -> str:
    """A tier as the list shows it: its range, marked if current, and what the player's ``limit`` leaves of it."""
    text = bet_range
    if current:
        text = fill(translate("TableLimitsDialog", "%1  (current)", "%1 is a bet range"), text)
    if limit is not None and limit < minimum:
        text = fill(translate("TableLimitsDialog", "%1  — its minimum is above your limit of %2: no bets here",
                              "%1 is a bet range"), text, credits(limit))
    elif limit is not None and limit < maximum:
        text = fill(translate("TableLimitsDialog", "%1  — your limit caps bets at %2", "%1 is a bet range"),
                    text, credits(limit))
    return text


def personal_cap(limit: int | None, minimum: int, maximum: int) -> str:
    """What the player's ``limit`` (None: none) means at a tier of ``minimum`` to ``maximum``."""
    if limit is None:
        return translate("TableLimitsDialog", "You have no personal limit: you may bet up to the table maximum.")
    if limit < minimum:
        return fill(translate("TableLimitsDialog", "Your personal limit of %1 is below this table's minimum of %2: "
                                                   "you could not bet here. Choose lower limits, or lower tables."),
                    credits(limit), credits(minimum))
    if limit < maximum:
        return fill(translate("TableLimitsDialog", "Your personal limit of %1 caps bets at this table."),
                    credits(limit))
    return fill(translate("TableLimitsDialog", "Your personal limit of %1 is at or above this table's maximum of %2."),
                credits(limit), credits(maximum))


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
        self.setWindowTitle(translate("TableLimitsDialog", "Table Limits"))
        self._rules = rules
        self._current = current
        self._personal_limit = personal_limit
        self._tiers: tuple[LimitTier, ...] = rules.tiers
        self.radios: list[QRadioButton] = []
        self._group = QButtonGroup(self)

        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        box = QGroupBox(fill(translate("TableLimitsDialog", "%1: bet limits (minimum - maximum, credits)"),
                             table_title(rules)))
        box_layout = QVBoxLayout(box)
        if self._tiers:
            for index, tier in enumerate(self._tiers):
                radio = named(QRadioButton(self._tier_text(tier)), f"tier_radio_{index}")
                if personal_limit is not None and personal_limit < tier.minimum:
                    below = translate("TableLimitsDialog", "Your personal limit of %1 is below this table's minimum "
                                                           "of %2: you could not bet here.")
                    radio.setToolTip(fill(below, credits(personal_limit), credits(tier.minimum)))
                self._group.addButton(radio, index)
                box_layout.addWidget(radio)
                self.radios.append(radio)
                if tier == current:
                    radio.setChecked(True)
            self._group.idToggled.connect(lambda *_: self._update_note())
        else:
            only = named(QLabel(fill(translate("TableLimitsDialog", "This table has one limit: %1 credits."),
                                     self._range(current))),
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
        return fill(translate("TableLimitsDialog", "%1 - %2", "a bet range: minimum - maximum"), credits(tier.minimum),
                    credits(tier.maximum))

    def _tier_text(self, tier: LimitTier) -> str:
        return tier_choice(self._range(tier), current=tier == self._current, limit=self._personal_limit,
                                 minimum=tier.minimum, maximum=tier.maximum)

    def chosen_tier(self) -> LimitTier:
        """The tier selected (the current one if the table has no tiers or nothing else was chosen)."""
        index = self._group.checkedId()
        if self._tiers and 0 <= index < len(self._tiers):
            return self._tiers[index]
        return self._current

    def _update_note(self) -> None:
        tier = self.chosen_tier()
        self.personal_cap_label.setText(personal_cap(self._personal_limit, tier.minimum, tier.maximum))
