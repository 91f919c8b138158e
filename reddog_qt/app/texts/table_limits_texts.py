"""What Game > Table Limits says: a table's limit tiers and how the player's own limit meets them.

:class:`~reddog_qt.app.dialogs.table_limits_dialog.TableLimitsDialog` lists the tiers and
lets the player choose one; its words are here, in the ``TableLimitsDialog`` translation context.

>>> bet_range(200, 20000)
'200 - 20,000'
>>> personal_cap(100, 25, 500)
'Your personal limit of 100 caps bets at this table.'
"""

from __future__ import annotations

from reddog_qt.app.texts.language import credits, fill, translate


def title() -> str:
    """The dialog's title."""
    return translate("TableLimitsDialog", "Table Limits")


def tiers_caption(table: str) -> str:
    """The caption above the tiers of ``table``."""
    return fill(translate("TableLimitsDialog", "%1: bet limits (minimum - maximum, credits)"), table)


def bet_range(minimum: int, maximum: int) -> str:
    """A tier's minimum and maximum in the player's digits: "200 - 20,000"."""
    return fill(translate("TableLimitsDialog", "%1 - %2", "a bet range: minimum - maximum"), credits(minimum),
                credits(maximum))


def single_limit(bet_range: str) -> str:
    """A table with one limit only (``bet_range`` already written)."""
    return fill(translate("TableLimitsDialog", "This table has one limit: %1 credits."), bet_range)


def tier_choice(bet_range: str, *, current: bool, limit: int | None, minimum: int, maximum: int) -> str:
    """A tier as the list shows it: its range, marked if current, and what the player's ``limit`` leaves of it."""
    text = bet_range
    if current:
        text = fill(translate("TableLimitsDialog", "%1  (current)", "%1 is a bet range"), text)
    if limit is not None and limit < minimum:
        text = fill(translate("TableLimitsDialog", "%1  — its minimum is above your limit of %2: no bets here",
                              "%1 is a bet range"), text, credits(limit))
    elif limit is not None and limit < maximum:
        text = fill(translate("TableLimitsDialog", "%1  — your limit caps bets at %2", "%1 is a bet range"),
                    text, credits(limit))
    return text


def below_minimum_tip(limit: int, minimum: int) -> str:
    """A tier's tooltip when the player's limit is below its minimum."""
    return fill(translate("TableLimitsDialog", "Your personal limit of %1 is below this table's minimum of %2: "
                                               "you could not bet here."), credits(limit), credits(minimum))


def personal_cap(limit: int | None, minimum: int, maximum: int) -> str:
    """What the player's ``limit`` (None: none) means at a tier of ``minimum`` to ``maximum``."""
    if limit is None:
        return translate("TableLimitsDialog", "You have no personal limit: you may bet up to the table maximum.")
    if limit < minimum:
        return fill(translate("TableLimitsDialog", "Your personal limit of %1 is below this table's minimum of %2: "
                                                   "you could not bet here. Choose lower limits, or lower tables."),
                    credits(limit), credits(minimum))
    if limit < maximum:
        return fill(translate("TableLimitsDialog", "Your personal limit of %1 caps bets at this table."),
                    credits(limit))
    return fill(translate("TableLimitsDialog", "Your personal limit of %1 is at or above this table's maximum of %2."),
                credits(limit), credits(maximum))


__all__ = ["below_minimum_tip", "bet_range", "personal_cap", "single_limit", "tier_choice", "tiers_caption", "title"]
