"""What the table's window says around the hands: its title, its notes, New Game's question, practice, the cut.

The table's window and its parts (``reddog_qt.app.table``: the window, the table it builds,
the console's figures, practice and the table's dialogs) decide *when* to say these; the
sentences are here, each in the translation context of the class that says it
(``MainWindow``, ``Table``, ``ConsoleFigures``, ``Practice``, ``TableDialogs``; quitting while a
spread waits keeps ``StandAndQuit``).

>>> practice_title("Atlantic City")
'Atlantic City (Practice)'
>>> new_game_started(500)
'New game: 500 credits. Place your bets.'
"""

from __future__ import annotations

from reddog_qt.app.texts.language import credits, fill, translate
from reddog_qt.app.widgets import plural

# --- the window (MainWindow) --------------------------------------------------------


def practice_title(table: str) -> str:
    """The window's title while practice hands are played at ``table``."""
    return fill(translate("MainWindow", "%1 (Practice)", "the window's title while practice hands are played"), table)


def practice_deal_title() -> str:
    """The title of Game > Practice Deal's question."""
    return translate("MainWindow", "Practice Deal")


def practice_deal_question() -> str:
    """Game > Practice Deal asks for the deal number."""
    return translate("MainWindow", "Deal number (the same number deals the same cards, on the practice bankroll; "
                                   "it never counts in your balance, history or statistics):")


def new_shoe() -> str:
    """The dealer has shuffled a fresh shoe."""
    return translate("MainWindow", "The dealer shuffles a new shoe.")


def cut_card_out() -> str:
    """The cut card came out: this is the shoe's last hand."""
    return translate("MainWindow", "Cut card! Last hand of this shoe.")


def deal_tip() -> str:
    """The Deal button's tooltip when the cards can be dealt."""
    return translate("MainWindow", "Deal the cards (Enter)")


def finish_hand_first() -> str:
    """New Game asked for while a hand is being played."""
    return translate("MainWindow", "Finish this hand first.")


def new_game_title() -> str:
    """The title of New Game's question."""
    return translate("MainWindow", "New Game")


def new_game_question(bankroll: int, balance: int) -> str:
    """New Game's question: a fresh ``bankroll`` replaces the ``balance``."""
    return fill(plural(translate("MainWindow", "Start a new game with %Ln credit(s)?\nYour balance of %1 will be "
                                               "replaced.", None, bankroll), bankroll), credits(balance))


def new_game_started(balance: int) -> str:
    """A new game has started with ``balance``."""
    return plural(translate("MainWindow", "New game: %Ln credit(s). Place your bets.", None, balance), balance)


def sat_down_at(table: str, summary: str) -> str:
    """The player sits at ``table``, whose rules are ``summary``."""
    return fill(translate("MainWindow", "%1: %2."), table, summary)


# --- quitting mid-hand (StandAndQuit) -------------------------------------------


def stand_and_quit_title() -> str:
    """The title of the question asked when the player quits while a spread waits."""
    return translate("StandAndQuit", "Stand and quit?")


def stand_and_quit_question() -> str:
    """What quitting while a spread waits means."""
    return translate("StandAndQuit", "A spread is waiting for your decision. If you quit now you stand: "
                                     "the third card is dealt on your wager alone.")


def stand_and_quit_buttons() -> tuple[str, str]:
    """The question's buttons: Stand and Quit, Keep Playing."""
    return translate("StandAndQuit", "Stand and Quit"), translate("StandAndQuit", "Keep Playing")


# --- the table (Table) --------------------------------------------------------------


def table_gone(name: str) -> str:
    """The table the settings name is no longer saved."""
    return fill(translate("Table", "The table %1 is no longer saved; you sit at Atlantic City."), name)


def cut_prompt() -> str:
    """What the player is asked when a new shoe waits for the cut."""
    return translate("Table", "Cut the cards: drag the red cut card along the pack and let go, "
                              "or press Enter for a random cut.")


# --- the console's figures (ConsoleFigures) ---------------------------------------


def push_result() -> str:
    """The result read-out of a hand that neither won nor lost."""
    return translate("ConsoleFigures", "Push")


# --- practice (Practice) ------------------------------------------------------------


def practice_started(balance: int) -> str:
    """Practice at a random deal has started from a practice bankroll of ``balance``."""
    return plural(translate("Practice", "Practice: these hands are played from a practice bankroll of %Ln credit(s) "
                                        "and never count in your balance, history or statistics.", None, balance),
                  balance)


def practice_deal_started(deal: int, balance: int) -> str:
    """Practice at deal number ``deal`` has started from a practice bankroll of ``balance``."""
    return fill(plural(translate("Practice", "Practice deal %1: these hands are played from a practice bankroll of "
                                             "%Ln credit(s) and never count in your balance, history or statistics.",
                                 None, balance), balance), str(deal))


def back_at_own_bankroll(balance: int) -> str:
    """Practice is over: the player plays from their own ``balance`` again."""
    return plural(translate("Practice", "Back at your own bankroll: %Ln credit(s). Place your bets.", None, balance),
                  balance)


# --- the table's dialogs (TableDialogs) -------------------------------------------


def bet_options_title() -> str:
    """The title of the box that says Bet Options cannot open."""
    return translate("TableDialogs", "Bet Options")


def limit_file_unreadable() -> str:
    """Why Bet Options cannot open: the personal limit cannot be read."""
    return translate("TableDialogs", "Your personal bet limit cannot be read from your profile right now. "
                                     "Until it can, every bet is held to the table minimum.")


__all__ = [
    "back_at_own_bankroll",
    "bet_options_title",
    "cut_card_out",
    "cut_prompt",
    "deal_tip",
    "finish_hand_first",
    "limit_file_unreadable",
    "new_game_question",
    "new_game_started",
    "new_game_title",
    "new_shoe",
    "practice_deal_question",
    "practice_deal_started",
    "practice_deal_title",
    "practice_started",
    "practice_title",
    "push_result",
    "sat_down_at",
    "stand_and_quit_buttons",
    "stand_and_quit_question",
    "stand_and_quit_title",
    "table_gone",
]
