"""The house rules in the player's language: table titles, the one-line summary, the raise, the pay table.

What the felt, the menus, the help and the dialogs show of a table's :class:`~reddog_qt.engine.Rules`:
the engine keeps the numbers, the words are written here once.

>>> rules_summary(Rules.preset("atlantic-city"))
'1 deck, reshuffled every hand, 5-300'
>>> tier_text(LimitTier(5, 300))
'5 - 300'
"""

from __future__ import annotations

from reddog_qt.app.texts.language import credits, fill, translate
from reddog_qt.engine import PRESET_NAMES, LimitTier, PayTable, RaisePolicy, Rules, ShufflePolicy
from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP

_PRESET_TITLES = {
    "atlantic-city": QT_TRANSLATE_NOOP("Rules", "Atlantic City"),
    "eight-deck": QT_TRANSLATE_NOOP("Rules", "Eight Deck"),
    "six-deck-shoe": QT_TRANSLATE_NOOP("Rules", "Six Deck Shoe"),
}

_PAY_TABLE_NAMES = {
    "Standard": QT_TRANSLATE_NOOP("Rules", "Standard"),
    "Double raise": QT_TRANSLATE_NOOP("Rules", "Double raise"),
}


def preset_title(name: str) -> str | None:
    """The translated title of the preset table called ``name``, or None for a name that is not a preset."""
    text = _PRESET_TITLES.get(name)
    return None if text is None else translate("Rules", text)


def table_title(rules: Rules) -> str:
    """A table's title: a preset's translated; a custom table keeps the player's own title."""
    if rules.name in PRESET_NAMES and rules.title == Rules.preset(rules.name).title:
        return preset_title(rules.name) or rules.title
    return rules.title


def rules_summary(rules: Rules, cut_percent: int | None = None) -> str:
    """The one line the felt, the menu and the narrator give a table, e.g. "1 deck, reshuffled every hand, 5-300".

    At a shoe table ``cut_percent`` is where this shoe's cut card really is (the felt, once the shoe
    is cut); None says the table's own penetration.

    >>> rules_summary(Rules.preset("six-deck-shoe"), cut_percent=65)
    '6 decks, dealt from a shoe to a 65% cut card, 10-500'
    """
    low, high = credits(rules.minimum), credits(rules.maximum)
    if rules.shuffle is ShufflePolicy.EVERY_HAND:
        if rules.decks == 1:
            return fill(translate("Rules", "1 deck, reshuffled every hand, %1-%2"), low, high)
        return fill(translate("Rules", "%1 decks, reshuffled every hand, %2-%3"), credits(rules.decks), low, high)
    cut = credits(rules.penetration_percent if cut_percent is None else cut_percent)
    if rules.decks == 1:
        return fill(translate("Rules", "1 deck, dealt from a shoe to a %1% cut card, %2-%3"), cut, low, high)
    return fill(translate("Rules", "%1 decks, dealt from a shoe to a %2% cut card, %3-%4"),
                credits(rules.decks), cut, low, high)


def raise_text(rules: Rules) -> str:
    """How the raise works at a table, e.g. "Raise: equal to your wager"."""
    k = rules.raise_multiple
    if rules.raise_policy is RaisePolicy.EQUAL:
        if k == 1:
            return translate("Rules", "Raise: equal to your wager")
        return fill(translate("Rules", "Raise: exactly %1 times your wager"), credits(k))
    if k == 1:
        return translate("Rules", "Raise: any amount up to your wager")
    return fill(translate("Rules", "Raise: any amount up to %1 times your wager"), credits(k))


def pay_table_rows(rules: Rules) -> list[tuple[str, str]]:
    """The pay table as (hand, payout) rows for the help and the felt: the spreads (equal neighbours grouped,
    :meth:`Rules.pay_groups`), then the pushes and three of a kind."""
    rows: list[tuple[str, str]] = []
    for first, last, pays in rules.pay_groups():
        spreads = (fill(translate("Rules", "Spread %1"), str(first)) if first == last
                   else fill(translate("Rules", "Spread %1-%2"), str(first), str(last)))
        rows.append((spreads, _odds(pays)))
    push = translate("Rules", "Push")
    rows += [(translate("Rules", "Consecutive"), push), (translate("Rules", "Pair"), push),
             (translate("Rules", "Three of a kind"), _odds(rules.trips_pays))]
    return rows


def _odds(pays: int) -> str:
    return fill(translate("Rules", "%1:1"), credits(pays))


def pay_table_name(title: str) -> str:
    """The translated name of one of the engine's pay tables (``PAY_TABLES`` titles: "Standard", ...)."""
    text = _PAY_TABLE_NAMES.get(title)
    return title if text is None else translate("Rules", text)


def pays_text(pays: PayTable) -> str:
    """A pay table in short, e.g. "5-4-2-1, trips 11:1" (:meth:`PayTable.named_pays`)."""
    return fill(translate("Rules", "%1, trips %2:1"), "-".join(credits(p) for p in pays.named_pays()),
                credits(pays.trips))


def tier_text(tier: LimitTier) -> str:
    """A limit tier, e.g. "1,000 - 50,000" in the player's digits."""
    return f"{credits(tier.minimum)} - {credits(tier.maximum)}"


__all__ = ["pay_table_name", "pay_table_rows", "pays_text", "preset_title", "raise_text", "rules_summary",
           "table_title", "tier_text"]
