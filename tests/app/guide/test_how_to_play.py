"""Help > How to Play through the real window: the rules, the pay table of the table played (a custom one's
own), the raise advice with the engine's exact figures, and the keys."""

from __future__ import annotations

import dataclasses

from PySide6.QtGui import QAction

from reddog_qt.engine import Rules
from reddog_qt.engine.odds import raise_spreads
from tests.app.guide.raise_worth import raise_worth


def open_page(window):
    action = window.findChild(QAction, "how_to_play_action")
    assert action is not None and action in window.menus.help_menu.actions()
    action.trigger()
    dialog = window.findChild(object, "how_to_play_dialog")
    assert dialog is not None and dialog.isVisible()
    return dialog, dialog.page.toPlainText()




def test_the_page_teaches_the_table_played(qtbot, make_window):
    window = make_window(preset="eight-deck")
    dialog, page = open_page(window)
    rules = window.session.rules
    assert "Red Dog at the Eight Deck table" in page  # the rules
    assert "Spread 1" in page and "5:1" in page and "Spread 4-11" in page  # its pay table
    def percent(spread: int) -> float:
        return float(raise_worth(rules, spread)) * 100

    rule = f"On 8 decks, raise on a spread of 7 and up: raising on 7 adds {percent(7):.1f}% of your bet"
    assert f"{rule} on average" in page
    assert f"on 6 it costs {-percent(6):.1f}%" in page
    for spread in range(1, 12):  # every spread's worth, from the engine
        word = "adds" if percent(spread) >= 0 else "costs"
        assert f"{word} {abs(percent(spread)):.1f}%" in page
    assert "Keys" in page and "Repeat last bet" in page and "Escape" in page
    dialog.close()


def test_a_custom_table_shows_its_own_pay_table_and_figures(qtbot, make_window):
    window = make_window()
    generous = dataclasses.replace(Rules.preset("atlantic-city"), name="custom:Generous", title="Generous",
                                   spread_pays=(11, 6, 4, 3, 2, 1, 1, 1, 1, 1, 1))
    assert window.controller.set_rules(generous)
    _dialog, page = open_page(window)
    assert "Spread 1" in page and "11:1" in page and "Spread 5" in page and "2:1" in page
    spreads = sorted(raise_spreads(generous))
    assert spreads != list(range(7, 12))  # the generous pays make narrow spreads worth a raise too
    listed = ", ".join(str(spread) for spread in spreads)
    assert f"On one deck, raise on a spread of {listed}:" in page
