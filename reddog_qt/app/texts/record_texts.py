"""What the player's record says: the session's clock in words, reality checks, the session's summary and breaks.

The record (``reddog_qt.app.record``) keeps the session's clock and figures and decides when a
reality check is due or a break closes the table; the words are here, each in the translation
context of the class that says it (``PlayerRecord``, ``SessionClock``, ``RealityCheckDialog``,
``SessionSummaryDialog``, ``BreakGuard``, ``TakeBreakDialog``).

>>> describe_duration(3900), describe_duration(720)
('1 h 05 min', '12 min')
>>> session_net("+40")
'Session net: +40'
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QDateTime, QLocale

from reddog_qt.app.texts.language import credit_count, credits, fill, translate

# --- the session's clock (SessionClock) -------------------------------------------


def describe_duration(seconds: float) -> str:
    """Elapsed time in words for a dialog: ``"1 h 05 min"`` or ``"12 min"``."""
    minutes = max(int(seconds), 0) // 60
    hours, minutes = divmod(minutes, 60)
    if hours:
        return fill(translate("SessionClock", "%1 h %2 min"), credits(hours), f"{minutes:02d}")
    return fill(translate("SessionClock", "%1 min"), credits(minutes))


# --- what the table says about the record (PlayerRecord) ------------------------


def session_start_not_recorded(reason: str) -> str:
    """The start of the session could not be written to the history, for ``reason``."""
    return fill(translate("PlayerRecord", "The start of this session could not be written to your history "
                                          "(%1). Play goes on; no credit is affected."), reason)


def table_change_not_recorded(reason: str) -> str:
    """A change of table could not be written to the history, for ``reason``."""
    return fill(translate("PlayerRecord", "The change of table could not be written to your history "
                                          "(%1). Play goes on; no credit is affected."), reason)


def break_over() -> str:
    """A break has ended while the table was open."""
    return translate("PlayerRecord", "Your break is over. Place your bets.")


def session_time(duration: str) -> str:
    """The session clock as a screen reader names it (``duration`` in words)."""
    return fill(translate("PlayerRecord", "Session time: %1"), duration)


def session_net(net: str) -> str:
    """The session's net as a screen reader names it (``net`` already signed)."""
    return fill(translate("PlayerRecord", "Session net: %1"), net)


def longer_interval_later() -> str:
    """A longer reality-check interval (or none) was chosen: it holds from the next session."""
    return translate("PlayerRecord", "Your new reality-check interval starts with your next session.")


def reality_check_shown() -> str:
    """A reality check has come up."""
    return translate("PlayerRecord", "Reality check: answer it to play on.")


def place_bets() -> str:
    """The reality check was answered: play goes on."""
    return translate("PlayerRecord", "Place your bets.")


def answer_reality_check() -> str:
    """Why no hand may be dealt while a reality check waits."""
    return translate("PlayerRecord", "Answer the reality check first.")


def take_break_title() -> str:
    """The title of the box saying a break could not be taken."""
    return translate("PlayerRecord", "Take a Break")


# --- the reality check (RealityCheckDialog) -----------------------------------------


def reality_check_title() -> str:
    """The reality check's title."""
    return translate("RealityCheckDialog", "Reality Check")


def playing_for(duration: str) -> str:
    """The reality check's heading (``duration`` in words)."""
    return fill(translate("RealityCheckDialog", "You have been playing for %1."), duration)


def reality_check_credits(amount: int, *, signed: bool = False) -> str:
    """An amount of credits in the reality check ("1 credit", "1,000 credits"; ``signed``: "+20 credits" for a gain)."""
    return credit_count(amount, signed=signed)


def reality_check_captions() -> tuple[str, str, str, str]:
    """The reality check's captions: time played, hands, net and wagered this session."""
    return (translate("RealityCheckDialog", "Time played:"), translate("RealityCheckDialog", "Hands this session:"),
            translate("RealityCheckDialog", "Net this session:"),
            translate("RealityCheckDialog", "Wagered this session:"))


def reality_check_note() -> str:
    """The reality check's question."""
    return translate("RealityCheckDialog", "Take a moment: would you like to go on playing? "
                                           "You can change how often this appears in Options.")


def reality_check_buttons() -> tuple[str, str, str]:
    """The reality check's buttons: Continue, View History, Quit."""
    return (translate("RealityCheckDialog", "&Continue"), translate("RealityCheckDialog", "View &History"),
            translate("RealityCheckDialog", "&Quit"))


# --- the session's summary (SessionSummaryDialog) ---------------------------------


def summary_title() -> str:
    """The session summary's title."""
    return translate("SessionSummaryDialog", "Session Summary")


def summary_intro() -> str:
    """The line above the session's figures."""
    return translate("SessionSummaryDialog", "Thank you for playing. This session:")


def summary_rows(elapsed: float, hands: int, outcomes: tuple[int, int, int], wagered: int, biggest_win: int,
                 net: int, balance: int) -> tuple[tuple[str, str], ...]:
    """The summary's rows as (caption, value): time, hands, won / pushed / lost, wagered, biggest win, net, balance."""
    wins, pushes, losses = outcomes
    return (
        (translate("SessionSummaryDialog", "Time played:"), describe_duration(elapsed)),
        (translate("SessionSummaryDialog", "Hands:"), credits(hands)),
        (translate("SessionSummaryDialog", "Won / pushed / lost:"),
         fill(translate("SessionSummaryDialog", "%1 / %2 / %3"), credits(wins), credits(pushes), credits(losses))),
        (translate("SessionSummaryDialog", "Wagered:"), credit_count(wagered)),
        (translate("SessionSummaryDialog", "Biggest win:"), credit_count(biggest_win, signed=True)),
        (translate("SessionSummaryDialog", "Net:"), credit_count(net, signed=True)),
        (translate("SessionSummaryDialog", "Balance:"), credit_count(balance)),
    )


# --- breaks (BreakGuard, TakeBreakDialog) -----------------------------------------


def local_moment(moment: datetime) -> str:
    """An aware moment on the computer's clock, with its day: "Thu 26 Nov 2026 21:00" ("Do. 26.11.2026 21:00")."""
    shown = QDateTime.fromMSecsSinceEpoch(round(moment.timestamp() * 1000))
    # A QLocale date pattern (24-hour clock); the translation gives the language's own order.
    return QLocale().toString(shown, translate("BreakGuard", "ddd d MMM yyyy HH:mm"))


def break_message(until: datetime) -> str:
    """What the table says while a break runs (the end on the computer's clock, in the player's locale)."""
    return fill(translate("BreakGuard", "You are taking a break: the table is closed until %1 (your time)."),
                local_moment(until))


def break_not_recorded() -> str:
    """A break could not be taken: the limit file cannot be opened."""
    return translate("BreakGuard", "Your break could not be recorded: the file that keeps it cannot be opened "
                                   "right now. Nothing was changed.")


def take_break_dialog_title() -> str:
    """Take a Break's title."""
    return translate("TakeBreakDialog", "Take a Break")


def take_break_intro() -> str:
    """What Take a Break does."""
    return translate("TakeBreakDialog", "Close the table for a while. During the break you cannot deal a hand at "
                                        "any table; your balance and history stay as they are.")


def break_lengths() -> tuple[str, str, str]:
    """The lengths of a break to choose from: 24 hours, 7 days, 30 days."""
    return (translate("TakeBreakDialog", "&24 hours"), translate("TakeBreakDialog", "&7 days"),
            translate("TakeBreakDialog", "&30 days"))


def break_warning() -> str:
    """The warning that a break cannot be ended early (rich text)."""
    return translate("TakeBreakDialog", "<b>A break cannot be ended early.</b> Changing the computer's clock "
                                        "does not shorten it.")


def break_confirm() -> str:
    """The box the player ticks to confirm the break."""
    return translate("TakeBreakDialog", "I understand the table stays closed until the break is over")


def take_break_button() -> str:
    """Take a Break's OK button."""
    return translate("TakeBreakDialog", "Take the Break")


__all__ = [
    "answer_reality_check", "break_confirm", "break_lengths", "break_message", "break_not_recorded", "break_over",
    "break_warning", "describe_duration", "local_moment", "longer_interval_later", "place_bets", "playing_for",
    "reality_check_buttons", "reality_check_captions", "reality_check_credits", "reality_check_note",
    "reality_check_shown", "reality_check_title", "session_net", "session_start_not_recorded", "session_time",
    "summary_intro", "summary_rows", "summary_title", "table_change_not_recorded", "take_break_button",
    "take_break_dialog_title", "take_break_intro", "take_break_title",
]
