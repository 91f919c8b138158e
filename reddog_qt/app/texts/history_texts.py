"""What Game > Hand History says: the summary, each hand's cells, the markers between hands and the seal check.

:class:`~reddog_qt.app.record.history_dialog.HandHistoryDialog` groups and filters the hands;
its words are here, each in the translation context it has always had: ``HandHistory`` for
a hand's cells, the summary and the seal check, ``HandHistoryDialog`` for the dialog itself,
``SmallCards`` for the strip of the selected hand's cards.

>>> new_game_marker(1000, None), new_game_marker(1, 250)
('New Game: a fresh bankroll of 1,000 credits', 'New Game: a fresh bankroll of 1 credit (your balance was 250)')
>>> table_marker("Atlantic City", "200", "20,000")
'Table changed to Atlantic City (200 - 20,000)'
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QDate, QDateTime, QLocale, QTime, QTimeZone

from reddog_qt.app.texts.language import (
    credit_count,
    credits,
    decimal,
    fill,
    signed_credits,
    translate,
)
from reddog_qt.app.widgets import plural
from reddog_qt.engine import HandKind, Play
from reddog_qt.engine.seal_verdict import SealVerdict, check_finish, check_hand
from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP
from reddog_qt.profile.figures import Figures
from reddog_qt.profile.rows import HandRecord, HandStatus
from reddog_qt.record.history_query import sealed_hand

#: The column headers in English (marked here, shown translated by :func:`column_headers`); the
#: English text also finds a column.
COLUMNS = (QT_TRANSLATE_NOOP("HandHistoryDialog", "Slip / Bet ID"), QT_TRANSLATE_NOOP("HandHistoryDialog", "Time"),
           QT_TRANSLATE_NOOP("HandHistoryDialog", "Table"), QT_TRANSLATE_NOOP("HandHistoryDialog", "Cards"),
           QT_TRANSLATE_NOOP("HandHistoryDialog", "Spread"), QT_TRANSLATE_NOOP("HandHistoryDialog", "Wager"),
           QT_TRANSLATE_NOOP("HandHistoryDialog", "Raise"), QT_TRANSLATE_NOOP("HandHistoryDialog", "Result"),
           QT_TRANSLATE_NOOP("HandHistoryDialog", "Balance"), QT_TRANSLATE_NOOP("HandHistoryDialog", "Decision"))


# --- a hand's cells, the summary and the seal check (HandHistory) ----------------------


def summary_text(totals: Figures) -> str:
    """One line: hands played, credits wagered and the net result."""
    net = (translate("HandHistory", "even") if totals.net == 0
           else fill(translate("HandHistory", "net %1", "the net result: %1 is credits with their sign, +200 credits"),
                     credit_count(totals.net, signed=True)))
    # Plain names: lupdate misses a translate() whose count is an attribute.
    count, wagered = totals.hands, totals.wagered
    hands = plural(translate("HandHistory", "%Ln hand(s) played", None, count), count)
    return fill(plural(translate("HandHistory", "%1, %Ln credit(s) wagered, %2.", None, wagered), wagered), hands, net)


def when_text(moment: datetime) -> str:
    """A moment on the player's clock, in the player's language (a 24-hour clock)."""
    local = moment.astimezone()
    wall = QDateTime(QDate(local.year, local.month, local.day), QTime(local.hour, local.minute), QTimeZone.utc())
    return QLocale().toString(wall, translate(
        "HandHistory", "yyyy-MM-dd HH:mm",
        "Qt date-time format (QLocale) of when a hand was played; a 24-hour clock. German: dd.MM.yyyy HH:mm"))


def push_text() -> str:
    """A hand (or a slip of hands) that came out even."""
    return translate("HandHistory", "Push")


def result_text(record: HandRecord) -> str:
    """The hand's result: open, a push, or the signed net; marked when finished after an interruption."""
    if record.net is None:
        return translate("HandHistory", "open")
    if record.status is HandStatus.RECOVERED:
        if record.net == 0:
            return translate("HandHistory", "Push (finished after an interruption)")
        return fill(translate("HandHistory", "%1 (finished after an interruption)"), signed_credits(record.net))
    return push_text() if record.net == 0 else signed_credits(record.net)


def decision_text(record: HandRecord) -> str:
    """The decision taken, with the better one and its cost in expectation when the odds advised otherwise."""
    decision, best = record.decision, record.best_decision
    if decision is None:
        return ""
    if decision is Play.NONE:
        return "-"
    names = {Play.RAISE: translate("HandHistory", "Raise"), Play.STAND: translate("HandHistory", "Stand")}
    text = names.get(decision, str(decision.value))
    lost = record.ev_lost
    if best is not None and best is not decision and lost is not None and lost > 0:
        better = {Play.RAISE: translate("HandHistory", "raise", "the better decision, in: Stand (best: raise, -0.25)"),
                  Play.STAND: translate("HandHistory", "stand", "the better decision, in: Raise (best: stand, -0.25)")}
        return fill(translate("HandHistory", "%1 (best: %2, %3)", "decision taken (best decision, credits lost)"),
                    text, better.get(best, str(best.value)), decimal(float(-lost), 2))
    return text


def spread_text(record: HandRecord) -> str:
    """The hand's spread: a number, Pair or Consecutive (nothing before the two cards were dealt)."""
    if record.kind is HandKind.PAIR:
        return translate("HandHistory", "Pair")
    if record.kind is HandKind.CONSECUTIVE:
        return translate("HandHistory", "Consecutive")
    return "" if record.spread is None else str(record.spread)


def seal_text(record: HandRecord) -> str:
    """What the hand's sealed shuffle says: its fingerprint, its seed once revealed, and whether they match."""
    verdict = check_hand(sealed_hand(record))
    if verdict is SealVerdict.UNSEALED:
        return translate("HandHistory", "Dealt before sealed shuffles: there is no fingerprint to check.")
    lines = [fill(translate("HandHistory", "Fingerprint: %1"), record.seal or "")]
    if record.player_seed is not None:
        lines.append(fill(translate("HandHistory", "Your seed: %1 (shuffle number %2). The order of the cards comes "
                                                   "from the seed and your seed together."),
                          record.player_seed, str(record.shuffle_number)))
    if verdict is SealVerdict.SEALED:
        lines.append(translate("HandHistory", "Seed: revealed once this shoe is over."))
    elif verdict is SealVerdict.ABANDONED:
        lines.append(translate("HandHistory", "Seed: abandoned. The game stopped before it was revealed; it is gone, "
                                              "and this shuffle cannot be checked."))
    else:
        lines.append(fill(translate("HandHistory", "Seed: %1"), record.seed or ""))
    finish = check_finish(sealed_hand(record))
    if finish is not SealVerdict.UNSEALED:
        lines.append(fill(translate("HandHistory", "Finished after an interruption: the third card came from a new "
                                                   "shuffle, fingerprint %1, seed %2."),
                          record.finish_seal or "", record.finish_seed or ""))
        lines.append(translate("HandHistory", "✓ That seed matches its fingerprint and deals the third card.")
                     if finish is SealVerdict.MATCHES else
                     translate("HandHistory", "✗ That seed does not match its fingerprint or the third card."))
    if verdict is SealVerdict.MATCHES:
        lines.append(translate("HandHistory", "✓ The seed matches the fingerprint shown before the bet and deals "
                                              "exactly these cards."))
    elif verdict is SealVerdict.DIFFERS:
        lines.append(translate("HandHistory", "✗ The seed does not match the fingerprint or the cards recorded."))
    return "\n".join(lines)


# --- the strip of cards (SmallCards) ----------------------------------------------


def select_a_hand() -> str:
    """The empty strip of cards, before a hand is selected."""
    return translate("SmallCards", "Select a hand to see its cards")


# --- the dialog (HandHistoryDialog) --------------------------------------------------


def title() -> str:
    """The dialog's title."""
    return translate("HandHistoryDialog", "Hand History")


def no_hands_yet() -> str:
    """The summary line of an empty history."""
    return translate("HandHistoryDialog", "No hands played yet.")


def counting() -> str:
    """The summary line while a long history is being counted."""
    return translate("HandHistoryDialog", "Counting your history...")


def all_tables() -> str:
    """The table filter's first choice."""
    return translate("HandHistoryDialog", "All tables")


def date_format() -> str:
    """The date filters' Qt date format."""
    return translate("HandHistoryDialog", "yyyy-MM-dd", "Qt date format (QDateEdit) of the date filters. "
                                                        "German: dd.MM.yyyy")


def date_filter_names() -> tuple[str, str]:
    """The accessible names of the date filters: from, to."""
    return (translate("HandHistoryDialog", "Show hands from this day"),
            translate("HandHistoryDialog", "Show hands up to this day"))


def filter_captions() -> tuple[str, str, str]:
    """The filters' captions: table, from, to."""
    return (translate("HandHistoryDialog", "&Table:"), translate("HandHistoryDialog", "From:"),
            translate("HandHistoryDialog", "to:"))


def tree_name() -> str:
    """The accessible name of the tree of hands."""
    return translate("HandHistoryDialog", "Hands and table events")


def cell_said(header: str, shown: str) -> str:
    """A row's cell as a reader says it, with its column's name ("Wager: 15")."""
    return fill(translate("HandHistoryDialog", "%1: %2", "a History cell for a screen reader: column, value"),
                header, shown)


def column_headers() -> list[str]:
    """The column headers in the player's language."""
    return [translate("HandHistoryDialog", text) for text in COLUMNS]


def export_action() -> tuple[str, str]:
    """Export to CSV's text and tooltip."""
    return (translate("HandHistoryDialog", "Export to &CSV..."),
            translate("HandHistoryDialog", "Write every hand to a CSV file for a spreadsheet"))


def replay_button() -> tuple[str, str]:
    """Replay's text and tooltip."""
    return (translate("HandHistoryDialog", "&Replay"),
            translate("HandHistoryDialog", "Show the selected hand again on the table, read-only"))


def slip_hands(count: int) -> str:
    """How many hands a slip holds (under the filters)."""
    return plural(translate("HandHistoryDialog", "%n hand(s)", "", count), count)


def new_game_marker(balance: int, previous_balance: int | None) -> str:
    """The marker of a New Game (``previous_balance`` None: not recorded)."""
    if previous_balance is None:
        return plural(translate("HandHistoryDialog", "New Game: a fresh bankroll of %Ln credit(s)", None, balance),
                      balance)
    marker = translate("HandHistoryDialog", "New Game: a fresh bankroll of %Ln credit(s) (your balance was %1)",
                       None, balance)
    return fill(plural(marker, balance), credits(previous_balance))


def table_marker(table: str, minimum: str | None = None, maximum: str | None = None) -> str:
    """The marker of a change of table, with its limits when they were recorded (amounts already written)."""
    if minimum is None or maximum is None:
        return fill(translate("HandHistoryDialog", "Table changed to %1"), table)
    return fill(translate("HandHistoryDialog", "Table changed to %1 (%2 - %3)"), table, minimum, maximum)


def export_title() -> str:
    """The title of the export's file dialog and of its warnings."""
    return translate("HandHistoryDialog", "Export Hand History")


def csv_files() -> str:
    """The export's file filter."""
    return translate("HandHistoryDialog", "CSV files (*.csv)")


def export_failed(path: str, reason: str) -> str:
    """The history could not be written to ``path``, for ``reason``."""
    return fill(translate("HandHistoryDialog", "The history could not be written to %1 (%2); nothing was written."),
                path, reason)


def exported(hands: int, file_name: str, skipped: int) -> str:
    """What the export wrote: ``hands`` hands to ``file_name``, and the ``skipped`` damaged rows left out."""
    text = fill(plural(translate("HandHistoryDialog", "Wrote %Ln hand(s) to %1.", "", hands), hands), file_name)
    if skipped:
        text += " " + plural(translate("HandHistoryDialog", "%Ln damaged row(s) left out.", "", skipped), skipped)
    return text


__all__ = [
    "COLUMNS", "all_tables", "cell_said", "column_headers", "counting", "csv_files", "date_filter_names", "date_format",
    "decision_text", "export_action", "export_failed", "export_title", "exported", "filter_captions", "new_game_marker",
    "no_hands_yet", "push_text", "replay_button", "result_text", "seal_text", "select_a_hand", "slip_hands",
    "spread_text", "summary_text", "table_marker", "title", "tree_name", "when_text",
]
