"""What the table's sound says and plays, and when: one table, :data:`EVENT_CUES`, and nowhere else.

Each :class:`TableEvent` is one of the table controller's signals (:class:`HeardTable`,
:func:`heard_signals`); :func:`cues_for` turns what one said into the effects ("chip_place",
"card_flip", "win"...) and the dealer's announcements ("spread_4", "player_wins"...) heard for
it. :class:`~reddog_qt.app.sound.audio.TableAudio` plays them.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any, Literal, Protocol

from PySide6.QtCore import SignalInstance

from reddog_qt.engine import Hand, HandKind, Outcome

#: The effects in ``assets/sounds`` (``<name>.wav``).
SOUND_NAMES: tuple[str, ...] = ("chip_place", "chip_remove", "card_deal", "card_flip", "win", "loss", "push")

#: The dealer's announcements in ``assets/voice`` (``<name>.wav``).
VOICE_NAMES: tuple[str, ...] = (
    "place_your_bets",
    *(f"spread_{n}" for n in range(1, 12)),
    "consecutive_push",
    "pair",
    "three_of_a_kind",
    "pair_push",
    "player_wins",
    "dealer_wins",
    "raise",
    "stand",
    "no_more_bets",
    "cut_card",
)

#: The announcement that goes stale as soon as anything else is said after it.
PLACE_YOUR_BETS = "place_your_bets"

Channel = Literal["sound", "voice"]
#: One thing to be heard: an effect ("sound", "chip_place") or an announcement ("voice", "spread_4").
Cue = tuple[Channel, str]


# --- what is heard when ------------------------------------------------------


def _settled_cues(hand: Hand) -> tuple[Cue, ...]:
    """The result sound, and what the dealer says about it.

    A consecutive hand's push was already announced when it was dealt, so its
    result is heard but not said again.
    """
    effect = {Outcome.WIN: "win", Outcome.LOSS: "loss", Outcome.PUSH: "push"}.get(hand.outcome)  # type: ignore[arg-type]
    cues: list[Cue] = [("sound", effect)] if effect else []
    if hand.is_three_of_a_kind:
        # The clip says "eleven to one": a table of one's own may pay trips otherwise.
        cues.append(("voice", "three_of_a_kind" if hand.net == 11 * hand.wager else "player_wins"))
    elif hand.kind is HandKind.PAIR:
        cues.append(("voice", "pair_push"))
    elif hand.kind is HandKind.SPREAD and hand.outcome in (Outcome.WIN, Outcome.LOSS):
        cues.append(("voice", "player_wins" if hand.outcome is Outcome.WIN else "dealer_wins"))
    return tuple(cues)


class TableEvent(enum.Enum):
    """What the table announces that may be heard: each is one of the controller's signals (:func:`heard_signals`)."""

    CHIP_PLACED = enum.auto()
    CHIP_REMOVED = enum.auto()
    CARD_DEALT = enum.auto()
    CARD_TURNED = enum.auto()
    HAND_SHOWN = enum.auto()
    DECISION_MADE = enum.auto()
    HAND_SETTLED = enum.auto()
    BETTING_OPENED = enum.auto()
    CUT_CARD_REACHED = enum.auto()


class HeardTable(Protocol):
    """The controller's signals the sound listens to (see :class:`TableEvent`)."""

    @property
    def chip_placed(self) -> SignalInstance: ...
    @property
    def chip_removed(self) -> SignalInstance: ...
    @property
    def card_dealt(self) -> SignalInstance: ...
    @property
    def card_turned(self) -> SignalInstance: ...
    @property
    def hand_shown(self) -> SignalInstance: ...
    @property
    def decision_made(self) -> SignalInstance: ...
    @property
    def hand_settled(self) -> SignalInstance: ...
    @property
    def betting_opened(self) -> SignalInstance: ...
    @property
    def cut_card_reached(self) -> SignalInstance: ...


def heard_signals(table: HeardTable) -> dict[TableEvent, SignalInstance]:
    """Each event's signal on ``table``."""
    return {TableEvent.CHIP_PLACED: table.chip_placed, TableEvent.CHIP_REMOVED: table.chip_removed,
            TableEvent.CARD_DEALT: table.card_dealt, TableEvent.CARD_TURNED: table.card_turned,
            TableEvent.HAND_SHOWN: table.hand_shown, TableEvent.DECISION_MADE: table.decision_made,
            TableEvent.HAND_SETTLED: table.hand_settled, TableEvent.BETTING_OPENED: table.betting_opened,
            TableEvent.CUT_CARD_REACHED: table.cut_card_reached}


def _shown_cues(hand: Hand) -> tuple[Cue, ...]:
    """The dealer names the first two cards' kind: the spread, a pair, or consecutive cards (a push)."""
    if hand.kind is HandKind.PAIR:
        return (("voice", "pair"),)
    if hand.kind is HandKind.CONSECUTIVE:
        return (("voice", "consecutive_push"),)
    return (("voice", f"spread_{hand.spread}"),) if hand.spread else ()


#: Table event -> what is heard, given the signal's arguments. The one
#: place that ties game events to sound and voice.
#:
#: ``hand_dealt`` is deliberately not an event: "No more bets" before every hand
#: would delay the spread announcement, the one clip the player waits for
#: before deciding, and Deal was the player's own click anyway. The clip is
#: still loaded, so ``say("no_more_bets")`` works if a caller wants it.
EVENT_CUES: dict[TableEvent, Callable[..., tuple[Cue, ...]]] = {
    TableEvent.CHIP_PLACED: lambda value: (("sound", "chip_place"),),
    TableEvent.CHIP_REMOVED: lambda value: (("sound", "chip_remove"),),
    TableEvent.CARD_DEALT: lambda card, slot: (("sound", "card_deal"),),
    TableEvent.CARD_TURNED: lambda card, slot: (("sound", "card_flip"),),
    TableEvent.HAND_SHOWN: _shown_cues,
    TableEvent.DECISION_MADE: lambda hand: (("voice", "raise" if hand.raised else "stand"),),
    TableEvent.HAND_SETTLED: _settled_cues,
    TableEvent.BETTING_OPENED: lambda: (("voice", PLACE_YOUR_BETS),),
    TableEvent.CUT_CARD_REACHED: lambda: (("voice", "cut_card"),),
}


def cues_for(event: TableEvent, *args: Any) -> tuple[Cue, ...]:
    """What is heard when the table announces ``event`` with ``args``."""
    return EVENT_CUES[event](*args)


__all__ = ["EVENT_CUES", "PLACE_YOUR_BETS", "SOUND_NAMES", "VOICE_NAMES", "Channel", "Cue", "HeardTable", "TableEvent",
           "cues_for", "heard_signals"]
