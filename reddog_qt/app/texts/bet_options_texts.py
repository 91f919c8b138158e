"""What Game > Bet Options says: the personal bet limit, its PIN, its weekly locks and the week's rule.

:class:`~reddog_qt.app.dialogs.bet_options_dialog.BetOptionsDialog` decides what is allowed
(with :mod:`reddog_qt.engine.limits`); its words are here, in the ``BetOptionsDialog``
translation context. Days and times come in already written (:func:`day_and_time`,
:func:`time_of_day` write them in the player's locale).

>>> table_limits(5, 500)
'This table: minimum bet 5, maximum bet 500 credits.'
>>> current_limit(200, known=True)
'Your personal bet limit: 200 credits (for all games).'
"""

from __future__ import annotations

from PySide6.QtCore import QDateTime, QLocale, QTime

from reddog_qt.app.texts.language import credit_count, credits, fill, translate
from reddog_qt.app.widgets import plural

# --- days and times ---------------------------------------------------------------


def day_and_time(shown: QDateTime) -> str:
    """A day and time as its clock shows it, in the player's language ("Fri 27 Nov 2026 00:00")."""
    return QLocale().toString(shown, translate(
        "BetOptionsDialog", "ddd d MMM yyyy HH:mm",
        "Qt date-time format (QLocale) of a day and time; a 24-hour clock. German: ddd, d. MMM yyyy, HH:mm"))


def time_of_day(shown: QTime) -> str:
    """A time of day on a 24-hour clock, in the player's language."""
    return QLocale().toString(shown, translate("BetOptionsDialog", "HH:mm",
                                               "Qt time format (QLocale) of a time of day; a 24-hour clock"))


def eastern(day_and_time: str) -> str:
    """A day and time (already written) on the week's clock, US Eastern time: "Fri 27 Nov 2026 00:00 ET"."""
    return fill(translate("BetOptionsDialog", "%1 ET", "a day and time in US Eastern time"), day_and_time)


# --- the dialog's rows ---------------------------------------------------------------


def title() -> str:
    """The dialog's title."""
    return translate("BetOptionsDialog", "Modify Table Bet Limit")


def table_limits(minimum: int, maximum: int) -> str:
    """The table's own limits."""
    return fill(plural(translate("BetOptionsDialog", "This table: minimum bet %1, maximum bet %Ln credit(s).", None,
                                 maximum), maximum), credits(minimum))


def limit_hint(lowest: int, highest: int) -> str:
    """The hint in the empty limit field: the lowest and highest limit."""
    return fill(translate("BetOptionsDialog", "%1 to %2", "the lowest and highest limit, as a hint"),
                credits(lowest), credits(highest))


def limit_field_name() -> str:
    """The limit field, as a screen reader names it."""
    return translate("BetOptionsDialog", "New bet limit in credits")


def limit_field_label() -> str:
    """The limit field's label."""
    return translate("BetOptionsDialog", "New &limit (credits):")


def remove_limit() -> str:
    """The box that removes the limit."""
    return translate("BetOptionsDialog", "Remove my limit (each table's maximum applies)")


def choosing_pin() -> str:
    """What choosing a PIN is for, shown the first time."""
    return translate("BetOptionsDialog", "You are choosing your PIN: 4 to 8 digits. You will type it to confirm "
                                         "every change of your limit, so keep it to yourself.")


def pin_label(choosing: bool) -> str:
    """The PIN field's label: a new PIN while one is being chosen."""
    return translate("BetOptionsDialog", "New &PIN:") if choosing else translate("BetOptionsDialog", "&PIN:")


def pin_name(choosing: bool) -> str:
    """The PIN field, as a screen reader names it."""
    return translate("BetOptionsDialog", "New PIN") if choosing else translate("BetOptionsDialog", "PIN")


def confirm_pin_name() -> str:
    """The second PIN field, as a screen reader names it."""
    return translate("BetOptionsDialog", "Confirm PIN")


def confirm_pin_label() -> str:
    """The second PIN field's label."""
    return translate("BetOptionsDialog", "&Confirm PIN:")


def current_limit(limit: int | None, *, known: bool) -> str:
    """The limit in force: ``limit`` credits, none, or unreadable (``known`` False)."""
    if not known:
        return translate("BetOptionsDialog", "Your personal bet limit could not be read, so every bet is held to "
                                             "the table minimum until you set a new limit.")
    if limit is None:
        return translate("BetOptionsDialog", "Your personal bet limit: none: the table maximum applies.")
    return plural(translate("BetOptionsDialog", "Your personal bet limit: %Ln credit(s) (for all games).", None, limit),
                  limit)


def limit_scope(raise_multiple: int, example: int, at_risk: int) -> str:
    """What the limit caps: each wager; a raise (up to ``raise_multiple`` times the wager) comes on top."""
    return fill(plural(translate(
        "BetOptionsDialog",
        "The limit caps each wager: the bet you place before the cards are dealt. A raise on a spread is "
        "not counted against it and comes on top (at this table up to %1× the wager), so with a limit of "
        "%Ln credit(s) up to %2 can be at risk on one hand.", None, example), example),
        str(raise_multiple), credit_count(at_risk))


def locked_until(eastern_time: str, local_time: str, zone: str) -> str:
    """Raising and removing the limit are locked until a moment (US Eastern, the player's time, their zone)."""
    return fill(translate(
        "BetOptionsDialog",
        "Locked until %1 — %2 in your time (%3): until then you cannot raise or remove your limit. "
        "You can still lower it at any time."), eastern_time, local_time, zone)


def week_policy(eastern_turn: str, local_turn: str, zone: str) -> str:
    """The weekly rule, with when the week next turns over (US Eastern, the player's time, their zone)."""
    policy = translate(
        "BetOptionsDialog",
        "Your personal limit applies to all games and tables, not only this one. "
        "You may lower it at any time; a lower limit takes effect at once. "
        "You may raise it, or remove it, once per week, and only if you have not changed it "
        "since the week began; any change locks raising until the week turns over.")
    week = fill(translate(
        "BetOptionsDialog",
        "The week turns over on Friday 00:00 US Eastern time (America/New_York: 00:00 EST in "
        "winter, 00:00 EDT in summer). The next turn is %1, which is %2 in your time (%3)."),
        eastern_turn, local_turn, zone)
    return policy + " " + week


# --- why OK cannot be pressed -------------------------------------------------------


def lower_without_pin() -> str:
    """PIN entry is locked, but a lower limit may be saved without it."""
    return translate("BetOptionsDialog",
                     "PIN entry is locked, but lowering your limit needs no PIN: press OK to lower it now.")


def choose_pin() -> str:
    """No PIN yet: one is to be chosen."""
    return translate("BetOptionsDialog", "Choose a PIN of 4 to 8 digits and type it twice.")


def type_pin_again() -> str:
    """The new PIN is typed once: the second field is empty."""
    return translate("BetOptionsDialog", "Type your new PIN again in Confirm PIN.")


def pins_differ() -> str:
    """The two new PINs are not the same."""
    return translate("BetOptionsDialog", "The two PINs are different: type the same PIN twice.")


def type_pin() -> str:
    """The change waits for the PIN."""
    return translate("BetOptionsDialog", "Type your PIN to confirm the change.")


def can_still_lower() -> str:
    """Added to a PIN lock's refusal: lowering needs no PIN."""
    return translate("BetOptionsDialog", "You can still lower your limit without your PIN.")


def removing_locked(eastern_time: str) -> str:
    """Removing the limit is locked until ``eastern_time``."""
    return fill(translate("BetOptionsDialog", "Removing your limit is locked until %1. You can lower your limit now."),
                eastern_time)


def raising_locked(new: int, eastern_time: str) -> str:
    """Raising the limit to ``new`` is locked until ``eastern_time``."""
    return fill(translate("BetOptionsDialog",
                          "Raising your limit to %1 is locked until %2. You can lower your limit now."),
                credits(new), eastern_time)


__all__ = [
    "can_still_lower", "choose_pin", "choosing_pin", "confirm_pin_label", "confirm_pin_name", "current_limit",
    "day_and_time", "eastern", "limit_field_label", "limit_field_name", "limit_hint", "limit_scope", "locked_until",
    "lower_without_pin", "pin_label", "pin_name", "pins_differ", "raising_locked", "remove_limit", "removing_locked",
    "table_limits", "time_of_day", "title", "type_pin", "type_pin_again", "week_policy",
]
