"""What a replay says: its heading, the move shown, the decision, the payout, the odds coach's view, the seal's
check and its controls, in the translation context ``Replay``.

>>> replay_title(1_234_567_891_101, "Atlantic City")
'Replay of Bet ID 1234567891101 at Atlantic City'
"""

from __future__ import annotations

from fractions import Fraction

from reddog_qt.app.texts.language import credits, decimal, fill, translate
from reddog_qt.app.widgets import plural
from reddog_qt.engine import HandKind, Play
from reddog_qt.engine.seal_verdict import SealVerdict, check_finish, check_hand
from reddog_qt.profile.rows import HandRecord, HandStatus
from reddog_qt.record.history_query import sealed_hand


def replay_title(bet_id: int, table: str) -> str:
    """The replay's heading: which hand, at which table."""
    return fill(translate("Replay", "Replay of Bet ID %1 at %2"), str(bet_id), table)


def decision_text(record: HandRecord) -> str:
    """What the player did with the hand."""
    if record.kind is not None and record.kind is not HandKind.SPREAD:
        return translate("Replay", "A pair is settled as it is dealt: there was nothing to decide.") \
            if record.kind is HandKind.PAIR else \
            translate("Replay", "Consecutive cards are a push as they are dealt: there was nothing to decide.")
    if record.status is HandStatus.RECOVERED:
        return translate("Replay", "Interrupted before your decision: finished as a stand.")
    if record.raised:
        return fill(translate("Replay", "You raised %1 on a wager of %2."), credits(record.raised),
                    credits(record.wager))
    return fill(translate("Replay", "You stood on a wager of %1."), credits(record.wager))


def payout_text(record: HandRecord) -> str:
    """What the hand paid."""
    if record.net is None:
        return ""
    if record.net == 0:
        return translate("Replay", "Push: your stake came back.")
    if record.net > 0:
        won = record.net
        return plural(translate("Replay", "Won %Ln credit(s).", None, won), won)
    lost = -record.net
    return plural(translate("Replay", "Lost %Ln credit(s).", None, lost), lost)


def coach_view(record: HandRecord) -> str:
    """The odds coach's view of the decision taken, from the exact odds when the two cards showed."""
    odds = record.odds
    if odds is None or record.kind is not HandKind.SPREAD or record.decision not in (Play.STAND, Play.RAISE):
        return ""
    played, other = (Play.RAISE, Play.STAND) if record.raised else (Play.STAND, Play.RAISE)
    names = {Play.STAND: translate("Replay", "Standing"), Play.RAISE: translate("Replay", "Raising")}
    within = {Play.STAND: translate("Replay", "standing", "within a sentence: raising would have cost..."),
              Play.RAISE: translate("Replay", "raising", "within a sentence: standing would have cost...")}
    if odds.max_raise <= 0:
        return translate("Replay", "No raise was possible: standing was the only play.")
    other_raise = odds.max_raise if other is Play.RAISE else 0
    lost = odds.ev_lost(record.raised)
    if lost > 0:
        return fill(translate("Replay", "%1 would have been the best play: %2 cost %3 credits in expectation."),
                    names[other], within[played], _amount(lost))
    cost = odds.expected_net(record.raised) - odds.expected_net(other_raise)
    if cost == 0:
        return translate("Replay", "Standing and raising were worth the same.")
    return fill(translate("Replay", "%1 was the best play: %2 would have cost %3 credits in expectation."),
                names[played], within[other], _amount(cost))


def seal_check_text(record: HandRecord) -> tuple[str, bool]:
    """The check of the hand's sealed shuffle, and whether it passed."""
    verdict = check_hand(sealed_hand(record))
    finish = check_finish(sealed_hand(record))
    if verdict is SealVerdict.MATCHES:
        return translate("Replay", "✓ matches the fingerprint shown before the bet"), True
    if verdict is SealVerdict.ABANDONED and finish is SealVerdict.MATCHES:
        return translate("Replay", "The first two cards' shuffle was abandoned when the game stopped; "
                                   "✓ the third card matches its fingerprint"), True
    if verdict is SealVerdict.SEALED:
        return translate("Replay", "Sealed: the seed is revealed once this shoe is over"), True
    if verdict is SealVerdict.UNSEALED:
        return translate("Replay", "Dealt before sealed shuffles: nothing to check"), True
    if verdict is SealVerdict.ABANDONED:
        return translate("Replay", "Abandoned when the game stopped: this shuffle cannot be checked"), True
    return translate("Replay", "✗ does not match the fingerprint shown before the bet"), False


def _amount(value: Fraction) -> str:
    return decimal(float(value), 2)


def move_line(move_name: str, number: int, total: int) -> str:
    """The move just shown and how far the replay is: "Move 3 of 6: the red dog"."""
    return fill(translate("Replay", "Move %1 of %2: %3"), number, total, move_name)


def control_words(paused: bool) -> list[tuple[str, str, str]]:
    """The controls' labels, spoken names and tooltips: Pause or Resume, Step, Again, Back to the table."""
    if paused:
        pause = (translate("Replay", "Resume (Space)"), translate("Replay", "Resume"),
                 translate("Replay", "Play the rest of the hand (Space)."))
    else:
        pause = (translate("Replay", "Pause (Space)"), translate("Replay", "Pause"),
                 translate("Replay", "Stop the cards and chips where they are (Space)."))
    return [
        pause,
        (translate("Replay", "Step (→)"), translate("Replay", "Step"),
         translate("Replay", "Play the next move, then wait (Right arrow).")),
        (translate("Replay", "Again"), translate("Replay", "Again"),
         translate("Replay", "Deal the hand again from its first card.")),
        (translate("Replay", "Back to the table (Esc)"), translate("Replay", "Back to the table"),
         translate("Replay", "Leave the replay: the table is as you left it (Esc).")),
    ]


__all__ = ["coach_view", "control_words", "decision_text", "move_line", "payout_text", "replay_title",
           "seal_check_text"]
