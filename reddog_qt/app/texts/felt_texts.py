"""What the felt says: the printing on the cloth, the cards' and chips' names, the shoe, the red dog and the result.

The felt's items (``reddog_qt.app.felt``) paint and place; their words are here, in the
translation contexts they have always had (``Felt``, ``ShoeItems``, ``ChipStackItem``).
Each is made when asked, so a change of language shows at the next paint.

>>> card_name(Card.from_code("Qh"))
'queen of hearts'
>>> chip_label(25), chip_count(14)
('25', 'x14')
"""

from __future__ import annotations

from reddog_qt.app.texts.language import credits, fill, signed_credits, translate
from reddog_qt.app.widgets import plural
from reddog_qt.engine import Card, Hand, HandKind, Outcome, Rules, Suit
from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP

# --- cards and chips --------------------------------------------------------------

#: The ranks as a dealer says them (the engine's English names), marked for translation.
RANK_NAMES = {
    "two": QT_TRANSLATE_NOOP("Felt", "two"), "three": QT_TRANSLATE_NOOP("Felt", "three"),
    "four": QT_TRANSLATE_NOOP("Felt", "four"), "five": QT_TRANSLATE_NOOP("Felt", "five"),
    "six": QT_TRANSLATE_NOOP("Felt", "six"), "seven": QT_TRANSLATE_NOOP("Felt", "seven"),
    "eight": QT_TRANSLATE_NOOP("Felt", "eight"), "nine": QT_TRANSLATE_NOOP("Felt", "nine"),
    "ten": QT_TRANSLATE_NOOP("Felt", "ten"), "jack": QT_TRANSLATE_NOOP("Felt", "jack"),
    "queen": QT_TRANSLATE_NOOP("Felt", "queen"), "king": QT_TRANSLATE_NOOP("Felt", "king"),
    "ace": QT_TRANSLATE_NOOP("Felt", "ace"),
}


def card_name(card: Card) -> str:
    """A card as a dealer says it: "queen of hearts", "ten of clubs"."""
    suit = {Suit.CLUBS: translate("Felt", "clubs"), Suit.DIAMONDS: translate("Felt", "diamonds"),
            Suit.HEARTS: translate("Felt", "hearts"), Suit.SPADES: translate("Felt", "spades")}
    rank = translate("Felt", RANK_NAMES.get(card.rank.spoken, card.rank.spoken))
    return fill(translate("Felt", "%1 of %2", "a card: rank of suit, e.g. queen of hearts"), rank, suit[card.suit])


def face_down_card() -> str:
    """A card whose face is not showing yet, as a screen reader names it."""
    return translate("Felt", "a card, face down")


def chip_label(value: int) -> str:
    """How a chip's value is written: 1,000 as 1K (in the player's locale)."""
    if value >= 1000 and value % 1000 == 0:
        return fill(translate("Felt", "%1K", "a chip's value in thousands of credits, e.g. 5K"), credits(value // 1000))
    return credits(value)


def chip_count(count: int) -> str:
    """How many chips a stack too tall to draw holds, e.g. "x14"."""
    return fill(translate("Felt", "x%1", "a count of chips, e.g. x14"), count)


def chip_stack_tip(value: int) -> str:
    """A chip stack's tooltip."""
    return fill(translate("Felt", "%1 chip: left-click adds one to your bet, right-click takes one off"),
                credits(value))


def chip_stack_name(value: int, on_bet: int) -> str:
    """A chip stack as a screen reader names it, e.g. "25-credit chips, 3 on the bet"."""
    return fill(translate("ChipStackItem", "%1-credit chips, %n on the bet", None, on_bet), credits(value))


def chip_stack_keys() -> str:
    """What the keys do on a chip stack."""
    return translate("Felt", "Space adds one chip to your bet; Backspace or minus takes one off.")


# --- the bet spot -----------------------------------------------------------------


def bet_spot_tip() -> str:
    """The bet spot's tooltip."""
    return translate("Felt", "Your bet: click to place the selected chip, right-click to take the last chip back")


def bet_spot_name(total: int, raised: int) -> str:
    """The bet spot as a screen reader names it: "Bet spot, 30 credits", "Bet spot, empty"."""
    if not total:
        return translate("Felt", "Bet spot, empty")
    if raised:
        return fill(plural(translate("Felt", "Bet spot, %Ln credit(s), raised %1", None, total), total),
                    credits(raised))
    return plural(translate("Felt", "Bet spot, %Ln credit(s)", None, total), total)


def bet_spot_keys() -> str:
    """What the keys do on the bet spot."""
    return translate("Felt", "Space places the selected chip; Backspace or minus takes the last chip back.")


def bet_label() -> str:
    """Printed in the empty bet spot."""
    return translate("Felt", "BET")


def raise_amount_label(amount: int) -> str:
    """Printed beside the raise's chips on the bet spot, with the amount raised."""
    return fill(translate("Felt", "RAISE %1", "printed beside the raise's chips on the bet spot"), credits(amount))


def raise_label() -> str:
    """Printed beside the raise's chips on the bet spot."""
    return translate("Felt", "RAISE", "printed beside the raise's chips on the bet spot")


# --- the printing on the cloth ----------------------------------------------------


def game_name() -> str:
    """The game's name, printed large."""
    return translate("Felt", "RED DOG", "the game's name, printed large on the felt")


def other_names() -> str:
    """The game's other names, under its name."""
    return translate("Felt", "ACEY  DEUCEY  -  IN BETWEEN", "the game's other names, under RED DOG")


def side_rules(trips_pays: int) -> str:
    """What three of a kind, consecutive cards and a pair pay, printed beside the title."""
    return fill(translate("Felt", "Three of a kind pays %1 to 1\nConsecutive and pair: push"), trips_pays)


def arc_lettering() -> str:
    """Printed in an arc under the bet spot."""
    return translate("Felt", "RAISE ON THE SPREAD  -  EQUAL OR OUTSIDE LOSES", "printed under the bet spot")


def decks_label(decks: int) -> str:
    """Printed under the shoe: "1 DECK", "6 DECKS"."""
    if decks == 1:
        return translate("Felt", "1 DECK", "under the shoe")
    return fill(translate("Felt", "%1 DECKS", "under the shoe, 2 or more"), decks)


def scale_box(kind: HandKind, trips_pays: int) -> tuple[str, str]:
    """The spread scale's box for consecutive cards or a pair: its name and what it pays."""
    if kind is HandKind.CONSECUTIVE:
        return (translate("Felt", "CONSECUTIVE", "the spread scale's box for consecutive cards"),
                translate("Felt", "PUSH", "what consecutive cards pay: the wager comes back"))
    return (translate("Felt", "PAIR", "the spread scale's box for a pair"),
            fill(translate("Felt", "TRIPS %1:1", "what three of a kind pays"), trips_pays))


def scale_title() -> str:
    """Printed over the spread scale."""
    return translate("Felt", "SPREAD", "over the spread scale")


def table_name() -> str:
    """The table view as a screen reader names it."""
    return translate("Felt", "Red Dog table")


# --- the red dog and the result ---------------------------------------------------


def marker_text(hand: Hand, rules: Rules) -> str:
    """What the red dog says for a hand: "Spread 4 pays 1:1", "Pair", "Consecutive - push"."""
    if hand.kind is HandKind.SPREAD:
        assert hand.spread is not None
        return fill(translate("Felt", "Spread %1 pays %2:1"), hand.spread, rules.payout(hand.spread))
    if hand.kind is HandKind.PAIR:
        return translate("Felt", "Pair")
    return translate("Felt", "Consecutive - push")


def marker_name(text: str) -> str:
    """The red dog as a screen reader names it, with what it marks (``text``; "" at rest)."""
    if not text:
        return translate("Felt", "Red dog marker, at rest")
    return fill(translate("Felt", "Red dog: %1", "the red dog marker and what it marks"), text)


def marker_description() -> str:
    """What the red dog is for."""
    return translate("Felt", "The dealer moves the red dog onto the spread of each hand.")


def result_banner(hand: Hand) -> tuple[str, str]:
    """The result banner's title and detail line for a settled hand."""
    net = hand.net or 0
    if hand.is_three_of_a_kind:
        return (translate("Felt", "THREE OF A KIND!"),
                fill(translate("Felt", "Pays %1 to 1:  %2", "three of a kind: the odds, then the credits won"),
                     net // hand.wager, signed_credits(net)))
    if hand.outcome is Outcome.WIN:
        assert hand.spread is not None
        return (fill(translate("Felt", "YOU WIN %1"), credits(net)),
                fill(translate("Felt", "Spread %1 pays %2 to 1"), hand.spread, net // hand.stake))
    if hand.outcome is Outcome.PUSH:
        if hand.kind is HandKind.CONSECUTIVE:
            detail = translate("Felt", "Consecutive cards: your %1 comes back")
        else:
            detail = translate("Felt", "Pair, no third match: your %1 comes back")
        return translate("Felt", "PUSH", "the result banner: the wager comes back"), fill(detail, credits(hand.stake))
    return translate("Felt", "DEALER WINS"), fill(translate("Felt", "You lose %1"), credits(hand.stake))


# --- the shoe, the discard tray and the cut ---------------------------------------


def shoe_every_hand() -> str:
    """The shoe's line at a table that reshuffles every hand."""
    return translate("ShoeItems", "Reshuffled every hand")


def shoe_last_hand() -> str:
    """The shoe's line once the cut card has come out."""
    return translate("ShoeItems", "Cut card! Last hand of this shoe")


def shoe_left(cards_left: int, cut_share: str) -> str:
    """The shoe's line: cards left and where the cut card sits (``cut_share`` written as a percentage)."""
    return fill(translate("ShoeItems", "%1 cards left, cut card at %2", "%2 is a percentage, e.g. 75%"),
                credits(cards_left), cut_share)


def cut_card_plaque() -> str:
    """The plaque under the shoe once the cut card has come out."""
    return translate("ShoeItems", "CUT CARD!\nLast hand of this shoe")


def discards_tip(dealt: int) -> str:
    """The discard tray's tooltip."""
    return fill(translate("ShoeItems", "Discards: %1 cards"), credits(dealt))


def discards_label(dealt: int, shuffling: bool) -> str:
    """Printed on the discard tray."""
    if shuffling:
        return translate("ShoeItems", "SHUFFLING")
    return fill(translate("ShoeItems", "DISCARDS %1"), credits(dealt))


def cut_title() -> str:
    """The cut panel's title."""
    return translate("ShoeItems", "CUT THE CARDS")


def cut_how() -> str:
    """How to cut, on the cut panel."""
    return translate("ShoeItems", "Drag the red cut card along the pack and let go to cut there. "
                                  "Press Enter for a random cut.")


def random_cut_button() -> str:
    """The cut panel's button."""
    return translate("ShoeItems", "RANDOM CUT")


def always_random_cut() -> str:
    """The cut panel's check box."""
    return translate("ShoeItems", "Always cut at random")


def cut_position(position: int, share: str) -> str:
    """Where the cut card is being placed (``share`` written as a percentage)."""
    return fill(translate("ShoeItems", "%1 cards dealt before the cut card (%2)", "%2 is a percentage, e.g. 75%"),
                credits(position), share)


__all__ = [
    "RANK_NAMES", "always_random_cut", "arc_lettering", "bet_label", "bet_spot_keys", "bet_spot_name",
    "bet_spot_tip", "card_name", "chip_count", "chip_label", "chip_stack_keys", "chip_stack_name", "chip_stack_tip",
    "cut_card_plaque", "cut_how", "cut_position", "cut_title", "decks_label", "discards_label", "discards_tip",
    "face_down_card", "game_name", "marker_description", "marker_name", "marker_text", "other_names",
    "raise_amount_label", "raise_label",
    "random_cut_button", "result_banner", "scale_box", "scale_title", "shoe_every_hand", "shoe_last_hand",
    "shoe_left", "side_rules", "table_name"
]
