"""The Help menu's pages: rules and payouts, keyboard shortcuts, about."""

from __future__ import annotations

from fractions import Fraction
from html import escape

from PySide6.QtCore import QCoreApplication

from reddog_qt import APP_NAME, __version__
from reddog_qt.engine import Hand, RaisePolicy, Rules, Session, ShufflePolicy
from reddog_qt.engine.odds import decision, fresh_counts, next_hand_ev, raise_threshold


def _tr(text: str) -> str:
    return QCoreApplication.translate("Help", text)


def rules_text(rules: Rules) -> str:
    """How Red Dog is played at this table, with its pay table (rich text)."""
    if rules.shuffle is ShufflePolicy.EVERY_HAND:
        shoe = f"{rules.decks} deck{'s' if rules.decks > 1 else ''}, all cards reshuffled before every hand."
    else:
        shoe = (f"{rules.decks} decks shuffled, cut and dealt from a shoe; reshuffled once the cut card "
                f"({rules.penetration_percent}% of the shoe) comes out.")
    k = rules.raise_multiple
    if rules.raise_policy is RaisePolicy.EQUAL:
        raise_rule = ("you may raise by exactly your original wager" if k == 1
                      else f"you may raise by exactly {k} times your original wager")
    else:
        raise_rule = ("you may raise by any amount up to your original wager" if k == 1
                      else f"you may raise by any amount up to {k} times your original wager")
    rows = "".join(f"<tr><td>{escape(hand)}</td><td align='right'><b>{escape(pays)}</b></td></tr>"
                   for hand, pays in rules.pay_table())
    return (
        f"<h3>Red Dog at the {escape(rules.title)} table</h3>"
        f"<p>{escape(shoe)} Bets from {rules.minimum:,} to {rules.maximum:,} credits.</p>"
        "<p>Cards count at face value; a jack is 11, a queen 12, a king 13 and an ace 14 (always high).</p>"
        "<p>Place your bet and deal. The dealer turns two cards:</p><ul>"
        "<li><b>Pair</b>: a third card is dealt at once. Three of a kind pays "
        f"{rules.trips_pays} to 1; anything else is a push.</li>"
        "<li><b>Consecutive</b> (such as 7-8 or K-A): a push, no third card.</li>"
        "<li><b>Spread</b>: the dealer announces how many ranks lie between the cards and the red dog marks it. "
        f"Now {raise_rule}, or stand. The third card wins if it falls strictly between the two, paid by the "
        "spread on wager and raise; equal to either card or outside loses. A spread hand is never a push.</li></ul>"
        f"<table cellspacing='6'>{rows}</table>"
        f"<p>Raising pays off in the long run only on a spread of {raise_threshold(rules)} or more.</p>"
    )


def shortcuts_text(rules: Rules) -> str:
    """The keyboard shortcuts (rich text)."""
    unit = min(rules.chips)
    rows = [
        ("0", "Repeat last bet"),
        ("Enter", "Deal / Stand"),
        ("+", "Raise"),
        ("Up arrow", f"Increase bet by {unit:,}"),
        ("Down arrow", f"Decrease bet by {unit:,}"),
        ("Shift + Up arrow", f"Increase bet by {unit * 10:,}"),
        ("Shift + Down arrow", f"Decrease bet by {unit * 10:,}"),
        ("Del or .", "Remove bets"),
        ("Ctrl+Z", "Undo a chip placement"),
        (_tr("Ctrl+Y or Ctrl+Shift+Z"), _tr("Redo a chip placement")),
        (_tr("Tab / Shift+Tab"), _tr("Move between the chip stacks, the bet spot and the buttons")),
        (_tr("Space or Enter"), _tr("Press the focused button; on a chip stack, bet one chip; on the bet spot, "
                                    "place the selected chip")),
        (_tr("Backspace or -"), _tr("On a chip stack, take one chip off; on the bet spot, the last chip")),
    ]
    table = "".join(f"<tr><td><b>{escape(key)}</b></td><td>{escape(action)}</td></tr>" for key, action in rows)
    return (f"<table cellspacing='6'>{table}</table>"
            "<p>The keys on the numeric keypad work too. The mouse does everything as well: left-click a chip "
            "stack to add a chip, right-click it to take one off.</p>"
            + _tr("<p>While a button or the raise amount has the focus, Enter, the arrows and the digits are "
                  "its own: the table's single-key shortcuts wait.</p>"))


def about_text() -> str:
    """The About box (rich text)."""
    return (f"<h3>{APP_NAME} {__version__}</h3>"
            "<p>The casino card game also called Acey-Deucey or In-Between, dealt to Atlantic City, "
            "eight-deck and six-deck shoe house rules.</p>"
            "<p>Play credits only: no real money is involved.</p>"
            "<p>Card, chip and table art, sounds and dealer voice made for this game. "
            "Text set in DejaVu Sans. Released under the MIT licence.</p>")


def coach_advice(session: Session, hand: Hand) -> str:
    """The odds coach's line for a spread hand: the exact win chance and the EV of raise and stand.

    The figures come from the cards the player has not seen (the shoe as it stands).

    >>> from reddog_qt.engine import Rules, Session
    >>> session = Session(Rules.preset("atlantic-city"), seed=23)
    >>> hand = session.deal(10)
    >>> coach_advice(session, hand)
    'Win chance 32.0% (16 of 50 cards). Stand: -3.60; raise 10: -7.20. Stand.'
    """
    first, second = hand.ranks[:2]
    unseen = session.unseen_rank_counts()
    odds = decision(session.rules, unseen, first, second, hand.wager)
    total = sum(unseen.values())
    inside = round(odds.win_probability * total)
    chance = QCoreApplication.translate("Coach", "Win chance %1 (%2 of %3 cards).").replace(
        "%1", f"{float(odds.win_probability):.1%}").replace("%2", f"{inside:,}").replace("%3", f"{total:,}")
    evs = QCoreApplication.translate("Coach", "Stand: %1; raise %2: %3.").replace(
        "%1", _credits(odds.ev_stand)).replace("%2", f"{odds.raise_amount:,}").replace("%3", _credits(odds.ev_raise))
    verdict = (QCoreApplication.translate("Coach", "Raise.") if odds.should_raise
               else QCoreApplication.translate("Coach", "Stand."))
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
        where = (QCoreApplication.translate("Coach", "fresh deck") if rules.decks == 1
                 else QCoreApplication.translate("Coach", "fresh shoe"))
    else:
        where = QCoreApplication.translate("Coach", "%1 cards left").replace("%1", f"{sum(counts.values()):,}")
    return QCoreApplication.translate("Coach", "Next hand: %1 of your wager on average (%2).").replace(
        "%1", f"{float(ev):+.3%}").replace("%2", where)


def exact_next_hand_ev(session: Session) -> Fraction:
    """The exact figure :func:`coach_next_hand` shows (per credit wagered)."""
    rules, shoe = session.rules, session.shoe
    counts = fresh_counts(rules.decks) if shoe.needs_shuffle else shoe.rank_counts()
    return next_hand_ev(rules, counts)


def _credits(value: Fraction) -> str:
    """An expected result in credits, signed, to the cent."""
    return f"{float(value):+,.2f}"
