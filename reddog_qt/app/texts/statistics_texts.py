"""What Game > Statistics says: the summary's rows, the charts' titles and axes, their tables, luck and decisions.

:class:`~reddog_qt.app.record.statistics_dialog.StatisticsDialog` draws the figures of
:class:`reddog_qt.record.stats.Statistics`; its words are here, in the ``StatisticsDialog``
translation context.

>>> chart_description(3)
'A chart of 3 hands. Its figures are in the table beside it.'
>>> empty_chart_title("Balance after each hand")
'Balance after each hand  (no hands yet)'
"""

from __future__ import annotations

from reddog_qt.app.texts.language import credit_count, decimal, fill, translate
from reddog_qt.app.widgets import plural
from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP

#: The summary's row headers in English (shown translated by :func:`summary_rows`).
SUMMARY_ROWS = (QT_TRANSLATE_NOOP("StatisticsDialog", "Hands"), QT_TRANSLATE_NOOP("StatisticsDialog", "Net"),
                QT_TRANSLATE_NOOP("StatisticsDialog", "Wagered"), QT_TRANSLATE_NOOP("StatisticsDialog", "Biggest win"),
                QT_TRANSLATE_NOOP("StatisticsDialog", "Won"), QT_TRANSLATE_NOOP("StatisticsDialog", "Pushed"),
                QT_TRANSLATE_NOOP("StatisticsDialog", "Lost"))
#: The spread table's column headers in English (shown translated by :func:`spread_columns`).
SPREAD_COLUMNS = (QT_TRANSLATE_NOOP("StatisticsDialog", "Spread"), QT_TRANSLATE_NOOP("StatisticsDialog", "Hands"),
                  QT_TRANSLATE_NOOP("StatisticsDialog", "Share"), QT_TRANSLATE_NOOP("StatisticsDialog", "Theory"),
                  QT_TRANSLATE_NOOP("StatisticsDialog", "Won"), QT_TRANSLATE_NOOP("StatisticsDialog", "Win rate"),
                  QT_TRANSLATE_NOOP("StatisticsDialog", "Theory"))


def title() -> str:
    """The dialog's title."""
    return translate("StatisticsDialog", "Statistics")


def scopes() -> tuple[str, str]:
    """The two scopes: this session, all time (the summary's columns and the charts' choice)."""
    return translate("StatisticsDialog", "This session"), translate("StatisticsDialog", "All time")


def summary_rows() -> list[str]:
    """The summary's row headers in the player's language."""
    return [translate("StatisticsDialog", text) for text in SUMMARY_ROWS]


def summary_name() -> str:
    """The accessible name of the summary."""
    return translate("StatisticsDialog", "Summary: this session and all time")


def save_png_button() -> str:
    """The button that saves the statistics as a picture."""
    return translate("StatisticsDialog", "Save as &PNG...")


def charts_for() -> str:
    """The caption of the scope the charts show."""
    return translate("StatisticsDialog", "&Charts for:")


def chart_titles() -> tuple[str, str, str]:
    """The charts' titles: the balance, the win rate by spread, the luck."""
    return (translate("StatisticsDialog", "Balance after each hand"),
            translate("StatisticsDialog", "Win rate by spread: yours and the exact odds"),
            translate("StatisticsDialog", "Luck: your net minus the expected net, hand by hand"))


def spread_columns() -> list[str]:
    """The spread table's column headers in the player's language."""
    return [translate("StatisticsDialog", text) for text in SPREAD_COLUMNS]


def spread_table_name() -> str:
    """The accessible name of the spread table."""
    return translate("StatisticsDialog", "Win rate by spread, as a table")


def spread_table_tip() -> str:
    """The spread table's tooltip: what its columns mean."""
    return translate("StatisticsDialog", "Share: how often each spread came, of all hands. Win rate: how often it "
                                         "won. Theory: the exact figures for the tables you played, on a fresh shoe.")


def hand() -> str:
    """A hand's number: a table's first column and the charts' hand axis."""
    return translate("StatisticsDialog", "Hand")


def bet_id() -> str:
    """The Bet ID column of the balance and luck tables."""
    return translate("StatisticsDialog", "Bet ID")


def balance() -> str:
    """The balance: its table's column and its line's name."""
    return translate("StatisticsDialog", "Balance")


def luck_credits() -> str:
    """The luck in credits: its table's column and its line's name."""
    return translate("StatisticsDialog", "Luck (credits)")


def balance_table_name() -> str:
    """The accessible name of the balance table."""
    return translate("StatisticsDialog", "Balance after each hand, as a table")


def luck_table_name() -> str:
    """The accessible name of the luck table."""
    return translate("StatisticsDialog", "Luck hand by hand, as a table")


def tab_names() -> tuple[str, str, str]:
    """The pages: the balance, the spreads, the luck and decisions."""
    return (translate("StatisticsDialog", "&Balance"), translate("StatisticsDialog", "&Spreads"),
            translate("StatisticsDialog", "&Luck and Decisions"))


def chart_description(count: int) -> str:
    """A chart's description for a screen reader: how many hands it draws, and where its figures are."""
    if not count:
        return translate("StatisticsDialog", "No hands yet.")
    beside = translate("StatisticsDialog", "Its figures are in the table beside it.")
    return plural(translate("StatisticsDialog", "A chart of %Ln hand(s).", "", count), count) + " " + beside


def luck_text(hands: int, luck: str, actual_net: int, expected_net: str, unknown: int) -> str:
    """The luck in words over ``hands`` hands with recorded odds (the expectations already written, to the
    cent; ``unknown`` hands from before the odds were kept are not counted)."""
    if not hands:
        return translate("StatisticsDialog", "Luck: no hands with recorded odds yet.")
    text = fill(plural(translate(
        "StatisticsDialog",
        "Luck: %1 credits. Over %Ln hand(s) your net was %2; the exact odds of the decisions you "
        "took expected %3.", "", hands), hands), luck, credit_count(actual_net, signed=True), expected_net)
    if unknown:
        text += " " + plural(translate("StatisticsDialog", "(%Ln hand(s) from before Red Dog kept the odds are not "
                                                           "counted.)", "", unknown), unknown)
    return text


def decisions_text(decided: int, raised_best: int, stood_best: int, raised_against_best: int,
                   stood_against_best: int, ev_lost: float) -> str:
    """The decisions against the best play, in words: one count per phrase, each singular or plural."""
    if not decided:
        return translate("StatisticsDialog", "Decisions: no spreads decided yet.")
    return " ".join([
        plural(translate("StatisticsDialog", "Decisions on %Ln spread(s):", None, decided), decided),
        plural(translate("StatisticsDialog", "raised %Ln time(s) and", None, raised_best), raised_best),
        plural(translate("StatisticsDialog", "stood %Ln time(s) as the odds advise;", None, stood_best), stood_best),
        plural(translate("StatisticsDialog", "raised %Ln time(s) where standing was better and", None,
                         raised_against_best), raised_against_best),
        plural(translate("StatisticsDialog", "stood %Ln time(s) where raising was better.", None,
                         stood_against_best), stood_against_best),
        fill(translate("StatisticsDialog", "Cost in expectation: %1 credits."), decimal(ev_lost, 2)),
    ])


def counting() -> str:
    """The progress bar while all time is being counted."""
    return translate("StatisticsDialog", "Counting all time: %p%")


def credits_axis() -> str:
    """The charts' value axis."""
    return translate("StatisticsDialog", "Credits")


def win_rate_sets() -> tuple[str, str]:
    """The bars of the spread chart: the player's win rate, the exact odds."""
    return translate("StatisticsDialog", "Your win rate"), translate("StatisticsDialog", "Exact odds")


def spread_axis() -> str:
    """The spread chart's category axis."""
    return translate("StatisticsDialog", "Spread")


def empty_chart_title(title: str) -> str:
    """A chart's ``title`` when it has no hands to draw."""
    return fill(translate("StatisticsDialog", "%1  (no hands yet)", "%1 is a chart's title"), title)


def save_png_title() -> str:
    """The title of the PNG file dialog and of its warning."""
    return translate("StatisticsDialog", "Save Statistics as PNG")


def png_images() -> str:
    """The PNG file dialog's filter."""
    return translate("StatisticsDialog", "PNG images (*.png)")


def png_not_saved(path: str) -> str:
    """The picture could not be saved to ``path``."""
    return fill(translate("StatisticsDialog", "The picture could not be saved to %1."), path)


__all__ = [
    "SPREAD_COLUMNS", "SUMMARY_ROWS", "balance", "balance_table_name", "bet_id", "chart_description",
    "chart_titles", "charts_for", "counting", "credits_axis", "decisions_text", "empty_chart_title", "hand",
    "luck_credits", "luck_table_name", "luck_text", "png_images", "png_not_saved", "save_png_button",
    "save_png_title", "scopes", "spread_axis", "spread_columns", "spread_table_name", "spread_table_tip",
    "summary_name", "summary_rows", "tab_names", "title", "win_rate_sets",
]
