"""What the Statistics dialog's fairness page says: its rows and columns, each row's verdict, what the page can show.

:class:`~reddog_qt.app.record.fairness_view.FairnessPage` shows the rows of
:func:`reddog_qt.engine.expected_counts.compare`; its words are here, in the ``FairnessPage``
translation context.

>>> row_name(Measure.WIN, 3)
'Won at spread 3'
>>> times_in(312.4), times_in(27.0), times_in(2_500_000.0)
('310', '27', '')
"""

from __future__ import annotations

import math

from reddog_qt.app.texts.language import credits, decimal, fill, translate
from reddog_qt.app.widgets import plural
from reddog_qt.engine.expected_counts import FEW, Measure, Verdict

#: Rarer than this, a verdict says "less than 1 time in a million" rather than a number.
MILLION = 1_000_000


def tab_name() -> str:
    """The page's tab."""
    return translate("FairnessPage", "&Fairness")


def columns() -> list[str]:
    """The table's column headers."""
    return [translate("FairnessPage", "Out of"), translate("FairnessPage", "Seen"),
            translate("FairnessPage", "Expected"), translate("FairnessPage", "95% band"),
            translate("FairnessPage", "Against chance"), translate("FairnessPage", "What it says")]


def row_name(measure: Measure, spread: int) -> str:
    """A row's header: what it counts."""
    if measure is Measure.SPREAD:
        if spread == 0:
            return translate("FairnessPage", "Consecutive (spread 0)")
        return fill(translate("FairnessPage", "Spread %1"), spread)
    if measure is Measure.PAIR:
        return translate("FairnessPage", "Pair")
    if measure is Measure.TRIPS:
        return translate("FairnessPage", "Three of a kind")
    if measure is Measure.WIN:
        return fill(translate("FairnessPage", "Won at spread %1"), spread)
    return translate("FairnessPage", "Won, all spreads")


def table_name() -> str:
    """The table's accessible name."""
    return translate("FairnessPage", "Your counts against the exact odds, as a table")


def table_tip() -> str:
    """The table's tooltip: what its columns mean."""
    return translate("FairnessPage", "Out of: the hands counted (all hands for the spreads and pairs, the pairs for "
                                     "three of a kind, that spread's hands for its wins). Against chance: a dot at "
                                     "the count, in standard deviations from the expected; shaded: the 95% band.")


def deviations(z: float) -> str:
    """How far a count is from the expected, for a screen reader and the chart's tooltip."""
    return fill(translate("FairnessPage", "%1 standard deviations from the expected"), decimal(z, 1))


def times_in(one_in: float) -> str:
    """``one_in`` to two significant figures, as "1 time in ..." gives it ("" if rarer than one in a million)."""
    if one_in >= MILLION:
        return ""
    digits = max(0, int(math.log10(one_in)) - 1)
    return credits(int(round(one_in, -digits)))


def verdict(verdict: Verdict, trials: int, one_in: float) -> str:
    """A row's verdict in plain words: ``trials`` hands counted, a count as far off comes 1 time in ``one_in``."""
    if verdict is Verdict.NOTHING:
        return translate("FairnessPage", "No hands yet.")
    if verdict is Verdict.TOO_FEW:
        return fill(translate("FairnessPage", "Too few hands to judge (fewer than %1 expected)."), FEW)
    if verdict is Verdict.WITHIN:
        return translate("FairnessPage", "Within what chance gives.")
    how_often = times_in(one_in)
    if verdict is Verdict.ABOVE:
        text = (translate("FairnessPage", "More than chance usually gives: over %Ln hand(s) a count this far from "
                                          "the expected comes about 1 time in %1.", None, trials) if how_often else
                translate("FairnessPage", "More than chance usually gives: over %Ln hand(s) a count this far from "
                                          "the expected comes less than 1 time in a million.", None, trials))
    else:
        text = (translate("FairnessPage", "Fewer than chance usually gives: over %Ln hand(s) a count this far from "
                                          "the expected comes about 1 time in %1.", None, trials) if how_often else
                translate("FairnessPage", "Fewer than chance usually gives: over %Ln hand(s) a count this far from "
                                          "the expected comes less than 1 time in a million.", None, trials))
    return fill(plural(text, trials), how_often)


def summary(hands: int, judged: int, outside: int) -> str:
    """The line over the table: how many hands, and how many of the rows judged fall outside their band."""
    if not hands:
        return translate("FairnessPage", "Nothing to compare yet: no finished hands here. Play a few hundred and "
                                         "come back.")
    over = plural(translate("FairnessPage", "%Ln hand(s) compared with the exact odds.", None, hands), hands)
    if not judged:
        return over + " " + translate("FairnessPage", "Too few yet to judge any row.")
    if not outside:
        return over + " " + plural(translate("FairnessPage", "All %Ln row(s) with enough hands are within what "
                                                             "chance gives.", None, judged), judged)
    return over + " " + fill(plural(translate(
        "FairnessPage", "Rows outside their 95% band: %Ln of the %1 with enough hands.", None, outside),
        outside), judged)


def about(rows: int) -> str:
    """What the page can and cannot show (``rows``: how many rows it has)."""
    return fill(translate(
        "FairnessPage",
        "Each row counts what your cards did, beside what the exact odds of a fresh shoe of your tables' decks "
        "expect, and the 95% band: the counts chance gives 19 times in 20. A count outside its band is unusual, "
        "not proof: with %1 rows, one or two outside now and then is what fair cards give, and a few hundred hands "
        "prove little either way. Rows expecting fewer than %2 hits or misses are not judged. These counts cannot "
        "show that a particular deal was fair: the sealed shuffles can. Every shuffle's seed is revealed after "
        "its hands, and anyone can check it against the fingerprint shown before your bet (Hand History, and "
        "\"Fair deals\" in the README)."), rows, FEW)


__all__ = ["MILLION", "about", "columns", "deviations", "row_name", "summary", "tab_name", "table_name", "table_tip",
           "times_in", "verdict"]
