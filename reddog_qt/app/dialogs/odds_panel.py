"""The custom table editor's read-out of a rule set's exact odds: house edge, element of risk, where to raise.

:class:`OddsPanel` shows what :func:`reddog_qt.engine.odds.summary` works out for the rules in the
form, with a banner when the rules favour the player, and the form's problem (a rule set that
cannot be played, a title that cannot be used) under them.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout, QWidget

from reddog_qt.app.texts.language import decimal, fill, percent, translate
from reddog_qt.app.widgets import named
from reddog_qt.engine import MAX_SPREAD, Rules
from reddog_qt.engine.odds import summary


def _percent(value: Fraction) -> str:
    """An exact share as a percentage to three places, in the player's locale: "3.155%", "-2.372%"."""
    return percent(float(value), 3)


def _raise_advice(spreads: Sequence[int]) -> str:
    """Where raising pays: on ``spreads`` (sorted)."""
    if list(spreads) == list(range(spreads[0], MAX_SPREAD + 1)):
        return fill(translate("CustomRulesDialog",
                              "Best play: raise the most allowed on a spread of %1 or more; otherwise stand."),
                    spreads[0])
    return fill(translate("CustomRulesDialog", "Best play: raise the most allowed on spreads %1; otherwise stand."),
                ", ".join(str(spread) for spread in spreads))


def _favours_player(share: str, *, multiple_raise: bool) -> str:
    """The banner of a table that favours the player by ``share`` (already written) a wager; why no casino
    deals it depends on whether the raise may be more than the wager (``multiple_raise``)."""
    why = (translate("CustomRulesDialog", "a raise of more than the wager needs a meaner pay table.")
           if multiple_raise else translate("CustomRulesDialog", "the pay table is too generous."))
    return fill(translate("CustomRulesDialog",
                          "These rules favour the player: +%1 per wager on average. No casino would deal this "
                          "table: %2"), share, why)


class OddsPanel(QGroupBox):
    """The exact odds of the rules in the form, and the form's problem (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("CustomRulesDialog", "The odds at this table (exact)"), parent)
        layout = QVBoxLayout(self)
        self.house_edge_label = named(QLabel(), "house_edge_label")
        self.element_of_risk_label = named(QLabel(), "element_of_risk_label")
        self.raise_advice_label = named(QLabel(), "raise_advice_label")
        self.favour_banner = named(QLabel(), "favour_banner")
        self.problem_label = named(QLabel(), "table_problem_label")
        for label in (self.house_edge_label, self.element_of_risk_label, self.raise_advice_label,
                      self.favour_banner, self.problem_label):
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            layout.addWidget(label)
        self.house_edge_label.setStyleSheet("font-size: 15pt; font-weight: bold;")
        self.favour_banner.setStyleSheet(
            "background: #7a1f24; color: #fff4d6; font-weight: bold; padding: 8px; border-radius: 6px;")
        self.problem_label.setStyleSheet("color: #b3261e; font-weight: bold;")
        layout.addStretch(1)
        note = QLabel(translate("CustomRulesDialog", "Figures for a fresh shoe each hand, raising the most allowed "
                                                     "exactly when it pays; per initial wager."))
        note.setWordWrap(True)
        note.setStyleSheet("color: palette(mid);")
        layout.addWidget(note)

    def show_odds(self, rules: Rules) -> None:
        """Work out and show the exact odds of ``rules``."""
        odds = summary(rules)
        exact = odds.house_edge
        self.house_edge_label.setText(fill(translate("CustomRulesDialog", "House edge: %1"), _percent(exact)))
        self.house_edge_label.setToolTip(fill(translate("CustomRulesDialog", "Exactly %1 per wager"), str(exact)))
        self.element_of_risk_label.setText(fill(
            translate("CustomRulesDialog", "Element of risk: %1 of the average stake (%2 wagers)"),
            _percent(odds.element_of_risk), decimal(float(odds.average_bet), 3)))
        self.raise_advice_label.setText(_raise_advice(sorted(odds.raise_spreads)))
        if odds.favours_player:
            self.favour_banner.setText(_favours_player(_percent(-exact), multiple_raise=rules.raise_multiple > 1))
        self.favour_banner.setVisible(odds.favours_player)


__all__ = ["OddsPanel"]
