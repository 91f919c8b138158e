"""The Help menu's pages: rules and payouts, keyboard shortcuts, about."""

from __future__ import annotations

from fractions import Fraction
from html import escape

from reddog_qt import APP_NAME, __version__
from reddog_qt.app.texts.language import credits, decimal, fill, percent, translate
from reddog_qt.app.texts.rules_texts import pay_table_rows, table_title
from reddog_qt.app.widgets import plural
from reddog_qt.engine import Hand, RaisePolicy, Rules, Session, ShufflePolicy
from reddog_qt.engine.odds import decision, fresh_counts, next_hand_ev, raise_threshold


def rules_text(rules: Rules) -> str:
    """How Red Dog is played at this table, with its pay table (rich text)."""
    if rules.shuffle is ShufflePolicy.EVERY_HAND:
        shoe = (translate("Help", "1 deck, all cards reshuffled before every hand.") if rules.decks == 1
                else fill(translate("Help", "%1 decks, all cards reshuffled before every hand."),
                          credits(rules.decks)))
    else:
        shoe = fill(translate("Help", "%1 decks shuffled, cut and dealt from a shoe; reshuffled once the cut card "
                                      "(%2 of the shoe) comes out."),
                    credits(rules.decks), percent(rules.penetration_percent / 100, 0))
    k = rules.raise_multiple
    if rules.raise_policy is RaisePolicy.EQUAL:
        raise_rule = (translate("Help", "you may raise by exactly your original wager") if k == 1
                      else fill(translate("Help", "you may raise by exactly %1 times your original wager"),
                                credits(k)))
    else:
        raise_rule = (translate("Help", "you may raise by any amount up to your original wager") if k == 1
                      else fill(translate("Help", "you may raise by any amount up to %1 times your original wager"),
                                credits(k)))
    rows = "".join(f"<tr><td>{escape(hand)}</td><td align='right'><b>{escape(pays)}</b></td></tr>"
                   for hand, pays in pay_table_rows(rules))
    title = escape(table_title(rules))
    most = rules.maximum
    bets = fill(plural(translate("Help", "Bets from %1 to %Ln credit(s).", None, most), most), credits(rules.minimum))
    pair = fill(translate("Help", "<b>Pair</b>: a third card is dealt at once. Three of a kind pays %1 to 1; "
                                  "anything else is a push."), credits(rules.trips_pays))
    spread = fill(translate("Help", "<b>Spread</b>: the dealer announces how many ranks lie between the cards and "
                                    "the red dog marks it. Now %1, or stand. The third card wins if it falls "
                                    "strictly between the two, paid by the spread on wager and raise; equal to "
                                    "either card or outside loses. A spread hand is never a push."),
                  escape(raise_rule))
    return (
        "<h3>" + fill(translate("Help", "Red Dog at the %1 table"), title) + "</h3>"
        f"<p>{escape(shoe)} {escape(bets)}</p>"
        "<p>" + translate("Help", "Cards count at face value; a jack is 11, a queen 12, a king 13 and an ace 14 "
                                  "(always high).") + "</p>"
        "<p>" + translate("Help", "Place your bet and deal. The dealer turns two cards:") + "</p><ul>"
        f"<li>{pair}</li>"
        "<li>" + translate("Help", "<b>Consecutive</b> (such as 7-8 or K-A): a push, no third card.") + "</li>"
        f"<li>{spread}</li></ul>"
        f"<table cellspacing='6'>{rows}</table>"
        "<p>" + fill(translate("Help", "Raising pays off in the long run only on a spread of %1 or more."),
                     credits(raise_threshold(rules))) + "</p>"
    )


def shortcuts_text(rules: Rules) -> str:
    """The keyboard shortcuts (rich text)."""
    unit = min(rules.chips)
    rows = [
        ("0", translate("Help", "Repeat last bet")),
        (translate("Help", "Enter"), translate("Help", "Deal / Stand / Cut at random")),
        ("+", translate("Help", "Raise")),
        (translate("Help", "Up arrow"), fill(translate("Help", "Increase bet by %1"), credits(unit))),
        (translate("Help", "Down arrow"), fill(translate("Help", "Decrease bet by %1"), credits(unit))),
        (translate("Help", "Shift + Up arrow"), fill(translate("Help", "Increase bet by %1"), credits(unit * 10))),
        (translate("Help", "Shift + Down arrow"), fill(translate("Help", "Decrease bet by %1"), credits(unit * 10))),
        (translate("Help", "Del or ."), translate("Help", "Remove bets")),
        (translate("Help", "Ctrl+Z"), translate("Help", "Undo a chip placement")),
        (translate("Help", "Ctrl+Y or Ctrl+Shift+Z"), translate("Help", "Redo a chip placement")),
        (translate("Help", "Tab / Shift+Tab"),
         translate("Help", "Move between the chip stacks, the bet spot and the buttons")),
        (translate("Help", "Space"),
         translate("Help", "Press the focused button; on a chip stack, bet one chip; on the bet spot, "
                           "place the selected chip")),
        (translate("Help", "Backspace or -"),
         translate("Help", "On a chip stack, take one chip off; on the bet spot, the last chip")),
    ]
    table = "".join(f"<tr><td><b>{escape(key)}</b></td><td>{escape(action)}</td></tr>" for key, action in rows)
    return (f"<table cellspacing='6'>{table}</table>"
            + translate("Help", "<p>The keys on the numeric keypad work too, except while a screen reader runs: "
                                "then the keypad is the reader's, and none of its keys bets. The mouse does "
                                "everything as well: left-click a chip stack to add a chip, right-click it to take "
                                "one off.</p>")
            + translate("Help", "<p>Enter is always the table's next step, wherever the focus is: it deals, "
                                "stands, or cuts a new shoe at random. Only in the raise amount does Enter raise. "
                                "While the raise amount or the speed slider has the focus, the arrows and the "
                                "digits are its own: the table's single-key shortcuts wait.</p>"))


def about_text() -> str:
    """The About box (rich text)."""
    return (f"<h3>{APP_NAME} {__version__}</h3>"
            + translate("Help", "<p>The casino card game also called Acey-Deucey or In-Between, dealt to "
                                "Atlantic City, eight-deck and six-deck shoe house rules.</p>")
            + translate("Help", "<p>Play credits only: no real money is involved.</p>")
            + translate("Help", "<p>Card, chip and table art, sounds and dealer voice made for this game. "
                                "Text set in DejaVu Sans. Released under the MIT licence.</p>"))


def coach_advice(session: Session, hand: Hand) -> str:
    """The odds coach's line for a spread hand: the exact win chance and the EV of raise and stand.

    The figures come from the cards the player has not seen (the shoe as it stands).

    >>> from reddog_qt.engine import Rules, Session
    >>> session = Session(Rules.preset("atlantic-city"), seed=23)
    >>> hand = session.deal(10)
    >>> coach_advice(session, hand)
    'Win chance 88.0% (44 of 50 cards). Stand: +7.60; raise 10: +15.20. Raise.'
    """
    first, second = hand.ranks[:2]
    unseen = session.unseen_rank_counts()
    odds = decision(session.rules, unseen, first, second, hand.wager)
    total = sum(unseen.values())
    inside = round(odds.win_probability * total)
    chance = fill(translate("Coach", "Win chance %1 (%2 of %3 cards)."),
                  percent(float(odds.win_probability), 1), credits(inside), credits(total))
    evs = fill(translate("Coach", "Stand: %1; raise %2: %3."),
               _credits(odds.ev_stand), credits(odds.raise_amount), _credits(odds.ev_raise))
    verdict = translate("Coach", "Raise.") if odds.should_raise else translate("Coach", "Stand.")
    return f"{chance} {evs} {verdict}"


def coach_next_hand(session: Session) -> str:
    """The odds coach's line before a deal: the exact expected result of the next hand.

    From the cards left in the shoe (a full shoe when it is reshuffled first), playing
    every spread the best way.

    >>> from reddog_qt.engine import Rules, Session
    >>> coach_next_hand(Session(Rules.preset("atlantic-city"), seed=1))
    'Next hand: -3.155% of your wager on average (fresh deck).'
    """
    rules, shoe = session.rules, session.shoe
    fresh = shoe.needs_shuffle
    counts = fresh_counts(rules.decks) if fresh else shoe.rank_counts()
    ev = next_hand_ev(rules, counts)
    if fresh:
        where = translate("Coach", "fresh deck") if rules.decks == 1 else translate("Coach", "fresh shoe")
    else:
        where = fill(translate("Coach", "%1 cards left"), credits(sum(counts.values())))
    return fill(translate("Coach", "Next hand: %1 of your wager on average (%2)."),
                _signed(percent(float(ev), 3)), where)


def exact_next_hand_ev(session: Session) -> Fraction:
    """The exact figure :func:`coach_next_hand` shows (per credit wagered)."""
    rules, shoe = session.rules, session.shoe
    counts = fresh_counts(rules.decks) if shoe.needs_shuffle else shoe.rank_counts()
    return next_hand_ev(rules, counts)


def _credits(value: Fraction) -> str:
    """An expected result in credits, signed, to the cent (in the player's locale)."""
    return _signed(decimal(float(value), 2))


def _signed(number: str) -> str:
    """A number written by the locale, with "+" before it unless it is negative."""
    return number if number.startswith("-") else "+" + number
