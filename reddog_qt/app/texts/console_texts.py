"""The console's fixed words, made once each time the language changes: its buttons and read-out captions.

:class:`~reddog_qt.app.table.console.Console` lays out its buttons from a :class:`ConsoleWords`;
a button's words are a :class:`Named`: its label (with its shortcut letter, if any) and the tooltip
that says what it does. The console's other words are written where it shows them.

>>> console_words().deal
Named(label='Deal', tip='Deal the cards (Enter)')
"""

from __future__ import annotations

from dataclasses import dataclass

from reddog_qt.app.texts.language import translate


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


# --- the raise box ----------------------------------------------------------------


# --- the house rules menu ---------------------------------------------------------


__all__ = ["ConsoleWords", "Named", "console_words"]
