"""The dealer's sentences: what the message row under the felt says, and a screen reader with it.

The :class:`~reddog_qt.app.table.narrator.Narrator` decides *when* the dealer speaks and
what holds on the row; the sentences are here, in the ``Narrator`` translation context.

>>> place_your_bets(), stand_comes()
('Place your bets.', 'You stand. The third card comes.')
>>> spread_offer(4, 1)
'Spread of 4: pays 1 to 1. Raise or stand?'
"""

from __future__ import annotations

from reddog_qt.app.texts.felt_texts import card_name
from reddog_qt.app.texts.language import credits, fill, translate
from reddog_qt.app.texts.reader_texts import capital
from reddog_qt.app.widgets import plural
from reddog_qt.engine import Card, Hand, Outcome

# --- guidance while betting -------------------------------------------------------


def out_of_chips() -> str:
    """The balance no longer covers the table minimum."""
    return translate("Narrator", "You are out of chips for this table. Press New Game for a fresh bankroll.")


def place_your_bets() -> str:
    """The bet spot is empty."""
    return translate("Narrator", "Place your bets.")


def deal_when_ready() -> str:
    """Chips are on the spot and nothing stands in the way of Deal."""
    return translate("Narrator", "Deal when you are ready (Enter).")


# --- the hand ---------------------------------------------------------------------


def pair_dealt(first: Card, second: Card) -> str:
    """The first two cards make a pair."""
    return capital(fill(translate("Narrator", "%1 and %2: a pair. The third card follows."),
                        card_name(first), card_name(second)))


def consecutive_dealt(first: Card, second: Card) -> str:
    """The first two cards are neighbours: a push."""
    return capital(fill(translate("Narrator", "%1 and %2: consecutive."), card_name(first), card_name(second)))


def two_cards(first: Card, second: Card) -> str:
    """The first two cards of a spread, before the spread is named."""
    return capital(fill(translate("Narrator", "%1 and %2."), card_name(first), card_name(second)))


def spread_offer(spread: int, payout: int, raise_problem: str | None = None) -> str:
    """The spread announced, what it pays, and the decision asked for; when Raise is off, why instead."""
    if raise_problem:
        return fill(translate("Narrator", "Spread of %1: pays %2 to 1."), credits(spread), credits(payout)) + " " + \
            raise_problem
    return fill(translate("Narrator", "Spread of %1: pays %2 to 1. Raise or stand?"), credits(spread), credits(payout))


def last_hand_of_shoe() -> str:
    """Said before the spread when the cut card has come out."""
    return translate("Narrator", "Cut card! Last hand of this shoe.")


def raise_comes(raised: int) -> str:
    """The player raised."""
    return fill(translate("Narrator", "You raise %1. The third card comes."), credits(raised))


def stand_comes() -> str:
    """The player stood."""
    return translate("Narrator", "You stand. The third card comes.")


def balance_told(balance: int, practice: bool) -> str:
    """The balance after a hand (the practice balance at a practice table)."""
    if practice:
        return plural(translate("Narrator", "Practice balance %Ln credit(s).", None, balance), balance)
    return plural(translate("Narrator", "Balance %Ln credit(s).", None, balance), balance)


# --- the table read out on demand --------------------------------------------------


def cards_moving() -> str:
    """Asked for the whole table while the cards move: the felt does not show the hand yet."""
    return translate("Narrator", "The cards are moving.")


def spread_pays(spread: int, payout: int) -> str:
    """The spread on the felt and what it pays, in the table read out."""
    return fill(translate("Narrator", "Spread of %1: pays %2 to 1"), credits(spread), credits(payout))


def last_hand(hand: Hand) -> str:
    """The last hand's result, in the table read out between hands."""
    return fill(translate("Narrator", "Last hand: %1", "the state read out: the last hand's result"),
                capital(result_sentence(hand)))


def result_sentence(hand: Hand) -> str:
    """The result as the dealer says it, e.g. "Third card seven of clubs: you win 50 credits."."""
    net, stake = hand.net or 0, hand.stake
    if len(hand.cards) == 3:
        third = card_name(hand.cards[2])
        if hand.is_three_of_a_kind:
            return fill(plural(translate("Narrator", "Third card %1: three of a kind! You win %Ln credit(s).", None,
                                         net), net), third)
        if hand.outcome is Outcome.WIN:
            return fill(plural(translate("Narrator", "Third card %1: you win %Ln credit(s).", None, net), net), third)
        if hand.outcome is Outcome.PUSH:
            if stake == 1:  # English counts the noun, not the verb: one credit has a sentence of its own
                return fill(translate("Narrator", "Third card %1: a push: your 1 credit comes back."), third)
            return fill(plural(translate("Narrator", "Third card %1: a push: your %Ln credit(s) come back.", None,
                                         stake), stake), third)
        return fill(plural(translate("Narrator", "Third card %1: the dealer wins %Ln credit(s).", None, stake), stake),
                    third)
    # Two cards settle a hand only when they are consecutive: a push, the cards named as at the table.
    first, second = (card_name(card) for card in hand.cards[:2])
    if stake == 1:
        return capital(fill(translate("Narrator", "%1 and %2: consecutive, a push. Your 1 credit comes back."),
                            first, second))
    return capital(fill(plural(translate("Narrator", "%1 and %2: consecutive, a push. Your %Ln credit(s) come back.",
                                         None, stake), stake), first, second))


__all__ = ["balance_told", "cards_moving", "consecutive_dealt", "deal_when_ready", "last_hand", "last_hand_of_shoe",
           "out_of_chips", "pair_dealt", "place_your_bets", "raise_comes", "result_sentence", "spread_offer",
           "spread_pays", "stand_comes", "two_cards"]
