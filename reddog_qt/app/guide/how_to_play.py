"""Help > How to Play: the rules, this table's pay table, when to raise with the exact figures, and the keys.

Everything is worked out from the rules being played (a custom table shows its own pay table and
its own raise figures) each time the page is shown or the language changes.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from reddog_qt.app.guide.lessons import raise_advice, raise_rule, share
from reddog_qt.app.texts.help_texts import rules_text, shortcuts_text
from reddog_qt.app.texts.language import credits, fill, percent, translate
from reddog_qt.engine import Rules
from reddog_qt.engine.odds import win_probability
from reddog_qt.engine.rules import MAX_SPREAD


def raise_table(rules: Rules) -> str:
    """Each spread's pay, chance to win and what raising the most does to it, on a fresh shoe (rich text)."""
    advice = raise_advice(rules)
    head = "".join(f"<th align='right'>{escape(text)}</th>" for text in (
        translate("HowToPlay", "Spread"), translate("HowToPlay", "Pays"), translate("HowToPlay", "Wins"),
        translate("HowToPlay", "Raising")))
    rows = []
    for spread in range(1, MAX_SPREAD + 1):
        gain = advice.gain(spread)
        worth = (fill(translate("HowToPlay", "adds %1"), share(gain)) if gain >= 0
                 else fill(translate("HowToPlay", "costs %1"), share(gain)))
        cells = (credits(spread), fill(translate("HowToPlay", "%1:1"), credits(rules.payout(spread))),
                 percent(float(win_probability(rules, spread)), 1), worth)
        mark = " style='font-weight:bold'" if spread in advice.spreads else ""
        rows.append(f"<tr{mark}>" + "".join(f"<td align='right'>{escape(cell)}</td>" for cell in cells) + "</tr>")
    return f"<table cellspacing='4' cellpadding='2'><tr>{head}</tr>{''.join(rows)}</table>"


def how_to_play_text(rules: Rules) -> str:
    """The whole page for ``rules`` (rich text)."""
    advice = raise_advice(rules)
    raising = (
        "<h3>" + escape(translate("HowToPlay", "When to raise")) + "</h3>"
        "<p>" + escape(translate("HowToPlay", "A raise adds to your bet on a spread at the same odds, so it pays "
                                              "only when the third card is more likely to win than to lose "
                                              "at those odds. The figures are exact, for a fresh shoe, per "
                                              "credit of your wager, raising the most the table allows."))
        + "</p><p><b>" + escape(raise_rule(rules, advice)) + "</b></p>"
        + raise_table(rules)
        + "<p>" + escape(translate("HowToPlay", "From a shoe dealt part-way the figures move with the cards "
                                                "already out; the Odds Coach (Options menu) gives the exact figure "
                                                "of every hand.")) + "</p>")
    guide = ("<p>" + escape(translate("HowToPlay", "The first-game guide (Help > Learn to Play) walks you through a "
                                                   "hand: Alt+N is its Next, Escape or Alt+S skips it.")) + "</p>")
    return (rules_text(rules) + raising
            + "<h3>" + escape(translate("HowToPlay", "Keys")) + "</h3>" + shortcuts_text(rules) + guide)


class HowToPlayDialog(QDialog):
    """The How to Play page for the rules ``current_rules()`` gives, over ``parent`` (not blocking it)."""

    def __init__(self, current_rules: Callable[[], Rules], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("how_to_play_dialog")
        self._current_rules = current_rules
        layout = QVBoxLayout(self)
        self.page = QTextBrowser()
        self.page.setObjectName("how_to_play_text")
        self.page.setOpenLinks(False)
        layout.addWidget(self.page)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(640, 600)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Write the page again: in the language shown, for the table played now."""
        self.setWindowTitle(translate("HowToPlay", "How to Play"))
        self.page.setHtml(how_to_play_text(self._current_rules()))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()


def open_how_to_play(current_rules: Callable[[], Rules], parent: QWidget) -> HowToPlayDialog:
    """Show the page over ``parent`` (closed with its window, deleted once closed) and return it."""
    dialog = HowToPlayDialog(current_rules, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog


__all__ = ["HowToPlayDialog", "how_to_play_text", "open_how_to_play", "raise_table"]
