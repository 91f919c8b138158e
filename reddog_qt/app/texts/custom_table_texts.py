"""What Game > House Rules > Custom table says: the table's form, its exact odds, and the questions it asks.

:class:`~reddog_qt.app.dialogs.custom_rules_dialog.CustomRulesDialog` builds the form and prices
the table with the engine; its words are here, in the ``CustomRulesDialog`` translation context.
Figures come in already written in the player's locale (percentages, decimals); the pay tables'
own names and short forms are :func:`~reddog_qt.app.texts.rules_texts.pay_table_name` and
:func:`~reddog_qt.app.texts.rules_texts.pays_text`.

>>> numbered_title("My table", 2)
'My table 2'
>>> raise_advice([8, 9, 10, 11], highest=11)
'Best play: raise the most allowed on a spread of 8 or more; otherwise stand.'
>>> raise_advice([7, 9], highest=11)
'Best play: raise the most allowed on spreads 7, 9; otherwise stand.'
"""

from __future__ import annotations

from collections.abc import Sequence

from reddog_qt.app.texts.language import fill, translate

# --- the dialog and its buttons ------------------------------------------------------


def title() -> str:
    """The dialog's title (and the title of its question on closing with unsaved edits)."""
    return translate("CustomRulesDialog", "Custom Table")


def table_label() -> str:
    """The label of the list of saved tables."""
    return translate("CustomRulesDialog", "Table:")


def new_table() -> str:
    """The first entry of the saved tables' list: a table not saved yet."""
    return translate("CustomRulesDialog", "New table")


def default_title() -> str:
    """The title a new table gets, and a table left without one."""
    return translate("CustomRulesDialog", "My table")


def numbered_title(base: str, number: int) -> str:
    """A table's title with a number, to tell it from a saved table of the same title: "My table 2"."""
    return fill(translate("CustomRulesDialog", "%1 %2", "a table's name and a number, as in My table 2"), base, number)


def delete_button() -> str:
    """The button that deletes the saved table shown."""
    return translate("CustomRulesDialog", "Delete")


def save_button() -> str:
    """The button that saves the table."""
    return translate("CustomRulesDialog", "Save")


def save_and_play_button() -> str:
    """The button that saves the table and sits at it."""
    return translate("CustomRulesDialog", "Save and Play")


def close_button() -> str:
    """The button that closes the dialog."""
    return translate("CustomRulesDialog", "Close")


# --- the cards, the shuffle and the raise ---------------------------------------------


def cards_group() -> str:
    """The title of the group of the table's name, decks, shuffle and raise."""
    return translate("CustomRulesDialog", "Cards")


def name_row() -> str:
    """The row of the table's name."""
    return translate("CustomRulesDialog", "Name")


def decks_row() -> str:
    """The row of the number of decks."""
    return translate("CustomRulesDialog", "Decks")


def shuffle_row() -> str:
    """The row of the shuffle."""
    return translate("CustomRulesDialog", "Shuffle")


def every_hand() -> str:
    """The shuffle choice that reshuffles every hand."""
    return translate("CustomRulesDialog", "Reshuffle every hand")


def from_a_shoe() -> str:
    """The shuffle choice that deals from a shoe (the penetration follows it)."""
    return translate("CustomRulesDialog", "Deal from a shoe to a cut card at")


def percent_suffix() -> str:
    """The suffix of the penetration's percentage."""
    return translate("CustomRulesDialog", "%", "the suffix of a percentage, as in 75%")


def raise_row() -> str:
    """The row of the raise."""
    return translate("CustomRulesDialog", "Raise")


def raise_choices() -> tuple[str, str, str]:
    """The raise's choices: equal to the wager, up to it, up to k times it (in this order)."""
    return (translate("CustomRulesDialog", "Equal to the wager"),
            translate("CustomRulesDialog", "Any amount up to the wager"),
            translate("CustomRulesDialog", "Any amount up to k times the wager"))


def raise_multiple_prefix() -> str:
    """The prefix of the raise's multiple."""
    return translate("CustomRulesDialog", "k = ")


# --- the pay table -----------------------------------------------------------------------


def pays_group() -> str:
    """The pay table group's title."""
    return translate("CustomRulesDialog", "Pay table (x to 1)")


def own_pay_table() -> str:
    """The pay table choice for the player's own pays."""
    return translate("CustomRulesDialog", "Your own")


def spread_pays(spread: int) -> str:
    """A spread's pay, as a screen reader names its field."""
    return fill(translate("CustomRulesDialog", "Spread %1 pays"), spread)


def trips() -> str:
    """The label of the trips' pay."""
    return translate("CustomRulesDialog", "Trips")


# --- limits, chips and bankroll ------------------------------------------------------------


def money_group() -> str:
    """The limits and chips group's title."""
    return translate("CustomRulesDialog", "Limits and chips (credits)")


def bets_row() -> str:
    """The row of the table's minimum and maximum bet."""
    return translate("CustomRulesDialog", "Bets")


def bets_to() -> str:
    """Between the minimum and the maximum bet."""
    return translate("CustomRulesDialog", "to")


def chips_row() -> str:
    """The row of the chip values."""
    return translate("CustomRulesDialog", "Chips")


def chips_hint() -> str:
    """The hint in the empty chips field."""
    return translate("CustomRulesDialog", "1, 5, 25, 100", "example chip values")


def bankroll_row() -> str:
    """The row of a new game's bankroll."""
    return translate("CustomRulesDialog", "New game bankroll")


def no_chips() -> str:
    """The chips field is empty."""
    return translate("CustomRulesDialog", "List the chip values, such as 1, 5, 25, 100.")


def not_a_chip(part: str) -> str:
    """``part`` of the chips field is not a chip value."""
    return fill(translate("CustomRulesDialog", "%1 is not a chip value."), part)


def too_many_chips() -> str:
    """The chips field lists more values than a table has."""
    return translate("CustomRulesDialog", "A table has at most 8 chip values.")


# --- the odds ------------------------------------------------------------------------------


def odds_group() -> str:
    """The odds group's title."""
    return translate("CustomRulesDialog", "The odds at this table (exact)")


def odds_note() -> str:
    """How the figures are reckoned."""
    return translate("CustomRulesDialog", "Figures for a fresh shoe each hand, raising the most allowed exactly when "
                                          "it pays; per initial wager.")


def house_edge(percent: str) -> str:
    """The house edge (``percent`` already written)."""
    return fill(translate("CustomRulesDialog", "House edge: %1"), percent)


def house_edge_exactly(fraction: str) -> str:
    """The house edge as an exact fraction ("-3/95")."""
    return fill(translate("CustomRulesDialog", "Exactly %1 per wager"), fraction)


def element_of_risk(percent: str, average_stake: str) -> str:
    """The element of risk (``percent``) and the average stake in wagers (both already written)."""
    return fill(translate("CustomRulesDialog", "Element of risk: %1 of the average stake (%2 wagers)"),
                percent, average_stake)


def raise_advice(spreads: Sequence[int], *, highest: int) -> str:
    """Where raising pays: on ``spreads`` (sorted); ``highest`` is the widest spread there is."""
    if list(spreads) == list(range(spreads[0], highest + 1)):
        return fill(translate("CustomRulesDialog",
                              "Best play: raise the most allowed on a spread of %1 or more; otherwise stand."),
                    spreads[0])
    return fill(translate("CustomRulesDialog", "Best play: raise the most allowed on spreads %1; otherwise stand."),
                ", ".join(str(spread) for spread in spreads))


def favours_player(percent: str, *, multiple_raise: bool) -> str:
    """The banner of a table that favours the player by ``percent`` (already written) a wager; why no casino
    deals it depends on whether the raise may be more than the wager (``multiple_raise``)."""
    why = (translate("CustomRulesDialog", "a raise of more than the wager needs a meaner pay table.")
           if multiple_raise else translate("CustomRulesDialog", "the pay table is too generous."))
    return fill(translate("CustomRulesDialog",
                          "These rules favour the player: +%1 per wager on average. No casino would deal this "
                          "table: %2"), percent, why)


# --- the questions ---------------------------------------------------------------------------


def save_changes(table: str) -> str:
    """Closing with unsaved edits to ``table``."""
    return fill(translate("CustomRulesDialog", "Save your changes to the table %1 before closing?"), table)


def delete_title() -> str:
    """The title of the question before deleting a table."""
    return translate("CustomRulesDialog", "Delete Table")


def delete_question(table: str) -> str:
    """The question before deleting ``table``."""
    return fill(translate("CustomRulesDialog", "Delete the table %1? This cannot be undone."), table)


__all__ = ["bankroll_row", "bets_row", "bets_to", "cards_group", "chips_hint", "chips_row", "close_button",
           "decks_row", "default_title", "delete_button", "delete_question", "delete_title", "element_of_risk",
           "every_hand", "favours_player", "from_a_shoe", "house_edge", "house_edge_exactly", "money_group",
           "name_row", "new_table", "no_chips", "not_a_chip", "numbered_title", "odds_group", "odds_note",
           "own_pay_table", "pays_group", "percent_suffix", "raise_advice", "raise_choices",
           "raise_multiple_prefix", "raise_row", "save_and_play_button", "save_button", "save_changes",
           "shuffle_row", "spread_pays", "table_label", "title", "too_many_chips", "trips"]
