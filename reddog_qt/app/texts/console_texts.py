"""The console's words: its buttons and read-outs, the raise box, and the house rules menu's own lines.

The widgets of ``reddog_qt.app.table`` lay themselves out and ask here for their words each
time the language changes, in the translation contexts they have always had (``Console``,
``Display`` for a read-out, ``RaiseAmountBox``, ``HouseRulesMenu``). A button's words are a
:class:`Named`: its label (with its shortcut letter, if any) and the tooltip that says what it does.

>>> console_words().deal
Named(label='Deal', tip='Deal the cards (Enter)')
>>> raise_range_tip(1, 25)
'Raise by this amount: 1 to 25 credits. Enter raises.'
"""

from __future__ import annotations

from dataclasses import dataclass

from reddog_qt.app.texts.language import credits, fill, translate
from reddog_qt.app.widgets import plural


@dataclass(frozen=True)
class Named:
    """A control's label and its tooltip."""

    label: str
    tip: str


@dataclass(frozen=True)
class ConsoleWords:
    """Every fixed word of the console, in the language shown when it was made."""

    options: Named
    limits: Named
    new_game: Named
    clear: Named
    undo: Named
    redo: Named
    double: Named
    same_bet: Named
    rebet: Named
    raise_bet: Named
    stand: Named
    deal: Named
    #: The read-outs' captions.
    balance: str
    practice_balance: str
    stake: str
    wager: str
    raised: str
    result: str
    slip: str
    #: The speed slider: its caption, tooltip, name and description for a screen reader.
    speed_caption: str
    speed_tip: str
    speed_name: str
    speed_description: str
    raise_caption: str
    #: The message row, as a screen reader names it.
    dealer: str
    session_tip: str
    session_title: str
    #: The read-out of the sealed shuffle's fingerprint.
    seal: str


def seal_tip(seal: str) -> str:
    """The Shuffle read-out's tooltip: the whole fingerprint of a shuffle with a secret seed, and what it is."""
    return fill(translate("Console", "Fingerprint of this shuffle, sealed before your bet: %1. It is the SHA-256 of "
                                     "the shuffle's seed, which Hand History shows once the hand (at a shoe table, "
                                     "the shoe) is over."), seal)


def deal_readout(deal: int) -> str:
    """The Shuffle read-out in a numbered (practice) deal: its number (its seeds are public)."""
    return fill(translate("Console", "Deal %1", "the console's Shuffle read-out in a practice deal"), str(deal))


def deal_tip(deal: int, shuffle: int, seal: str) -> str:
    """The Shuffle read-out's tooltip in a numbered (practice) deal."""
    return fill(translate("Console", "Practice deal %1, shuffle %2: a numbered deal, whose seeds anyone can work out "
                                     "(see Fair deals in the README). Fingerprint: %3."), str(deal), str(shuffle), seal)


def console_words() -> ConsoleWords:
    """The console's words now."""
    return ConsoleWords(
        options=Named(translate("Console", "Options"), translate("Console", "Sound, voice, animation and speed")),
        limits=Named(translate("Console", "Limits"), translate("Console", "Table limits")),
        new_game=Named(translate("Console", "New Game"), translate("Console", "Start again with a fresh bankroll")),
        clear=Named(translate("Console", "Clear"), translate("Console", "Take all chips off the bet (Del or .)")),
        undo=Named(translate("Console", "Undo"), translate("Console", "Undo the last chip placement (Ctrl+Z)")),
        redo=Named(translate("Console", "Redo"),
                   translate("Console", "Redo the chip placement you undid (Ctrl+Y or Ctrl+Shift+Z)")),
        double=Named(translate("Console", "Double"), translate("Console", "Bet twice the chips of your previous bet")),
        same_bet=Named(translate("Console", "Same Bet"),
                       translate("Console", "Put your previous bet's chips back (0)")),
        rebet=Named(translate("Console", "Rebet"), translate("Console", "Bet your previous chips and deal at once")),
        raise_bet=Named(translate("Console", "Raise", "the button that raises on the spread"),
                        translate("Console", "Raise on the spread (+)")),
        stand=Named(translate("Console", "Stand"),
                    translate("Console", "Stand on your wager: the third card comes (Enter)")),
        deal=Named(translate("Console", "Deal"), translate("Console", "Deal the cards (Enter)")),
        balance=translate("Console", "Balance"),
        practice_balance=translate("Console", "Practice",
                                   "the console's balance read-out while practice hands are played"),
        stake=translate("Console", "Total stake"),
        wager=translate("Console", "Wager"),
        raised=translate("Console", "Raise", "the console's read-out of the amount raised"),
        result=translate("Console", "Last result"),
        slip=translate("Console", "Slip ID"),
        speed_caption=translate("Console", "SPEED"),
        speed_tip=translate("Console", "Game speed: drag left to slow down, right to speed up"),
        speed_name=translate("Console", "Game speed"),
        speed_description=translate("Console", "1 is slowest, 10 fastest"),
        raise_caption=translate("Console", "Raise &amount:"),
        dealer=translate("Console", "Dealer"),
        session_tip=translate("Console", "This session: how long you have played, and your wins less your losses"),
        session_title=translate("Console", "SESSION"),
        seal=translate("Console", "Shuffle", "the console's read-out of the sealed shuffle's fingerprint"),
    )


def readout_spoken(caption: str, value: str) -> str:
    """A read-out as a screen reader says it: its caption, then its value."""
    return fill(translate("Display", "%1: %2", "a console read-out for a screen reader: caption, value"),
                caption, value)


# --- the raise box ----------------------------------------------------------------


def raise_box_name() -> str:
    """The raise box, as a screen reader names it."""
    return translate("RaiseAmountBox", "Raise amount")


def raise_out_of_range(low: int, high: int) -> str:
    """The amount typed cannot be raised."""
    return fill(plural(translate("RaiseAmountBox", "Type a raise from %1 to %Ln credit(s).", None, high), high),
                credits(low))


def raise_closed_tip() -> str:
    """The raise box's tooltip while no spread is announced."""
    return translate("RaiseAmountBox", "Open when a spread is announced: how much to raise, up to your wager.")


def raise_range_tip(low: int, high: int) -> str:
    """The raise box's tooltip while a spread waits: the amounts allowed."""
    return fill(plural(translate("RaiseAmountBox", "Raise by this amount: %1 to %Ln credit(s). Enter raises.", None,
                                 high), high), credits(low))


# --- the house rules menu ---------------------------------------------------------


def custom_table_action() -> str:
    """The menu entry that opens the custom table editor."""
    return translate("HouseRulesMenu", "&Custom Table...")


def table_in_play() -> str:
    """Why the table being played cannot be deleted."""
    return translate("HouseRulesMenu", "You are playing at this table: choose another table before deleting it.")


__all__ = ["ConsoleWords", "Named", "console_words", "custom_table_action", "deal_readout", "deal_tip",
           "raise_box_name", "raise_closed_tip", "raise_out_of_range", "raise_range_tip", "readout_spoken", "seal_tip",
           "table_in_play"]
