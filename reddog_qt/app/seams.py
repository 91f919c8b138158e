"""The table's typed seams: what the controller announces and what it asks of the felt.

* :class:`TablePhase` — what the table is doing (the controller's one explicit phase);
* :class:`Account` — whose bankroll the table plays from;
* :class:`ShoeState` — what the player can see of the shoe;
* :class:`HandAnimator` and :data:`CardEvent` — what the controller calls on the view that shows
  a hand (the :class:`~reddog_qt.app.felt.table_scene.TableScene`), method by method;
  :class:`NoAnimation` is the one it uses without a felt.

Every room of the app (the felt, the record, the sound, the table) imports these from here; this
module imports nothing of the app, so no room needs the controller to speak of its phase or shoe.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from reddog_qt.engine import Card, Hand, Session, ShufflePolicy


class TablePhase(enum.Enum):
    """What the table is doing; exactly one at a time."""

    BETTING = "betting"
    """Chips may be placed, moved and dealt."""
    ANIMATING = "animating"
    """Cards or chips are moving: every action that changes the hand is refused."""
    DECIDING = "deciding"
    """A spread is announced: raise or stand."""
    CUTTING = "cutting"
    """A fresh shoe waits for the player's cut: nothing else until the cut card is placed."""


class Account(enum.Enum):
    """Whose bankroll the table plays from."""

    PLAYER = "player"
    """The player's own bankroll: every hand counts in the balance, the history and the statistics."""
    PRACTICE = "practice"
    """The practice bankroll: practice hands count nowhere else (a numbered deal, for replays)."""


@dataclass(frozen=True)
class ShoeState:
    """What the player can see of the shoe: how much has gone and where the cut card sits."""

    #: Cards in the full shoe.
    size: int
    #: Cards dealt since the shuffle (on the felt or in the discard tray).
    dealt: int
    #: Cards dealt before the cut card comes out; None at a table that reshuffles every hand.
    cut_position: int | None
    #: True once the cut card has come out: this is the shoe's last hand.
    cut_card_out: bool
    #: Where the player may place the cut card (cards dealt before it), at a shoe table.
    cut_band: tuple[int, int] | None
    #: The fingerprint of the shuffle in play (SHA-256 of its sealed seed, hex); None if it is not sealed.
    seal: str | None = None
    #: The deal number of a numbered (practice) deal, whose seeds anyone can work out; None for secret seeds.
    deal: int | None = None
    #: The number of the shuffle in play (1 for the first shuffle of the shoe).
    shuffle_number: int = 0
    #: True once this shoe's cut card is placed (by the player, or at random); before it, the table's own.
    cut_placed: bool = False

    @property
    def cut_percent(self) -> int | None:
        """Where the placed cut card is, as a whole percentage of the shoe dealt before it; None until it is placed.

        >>> ShoeState(size=312, dealt=0, cut_position=202, cut_card_out=False, cut_band=(202, 265),
        ...           cut_placed=True).cut_percent
        65
        """
        if self.cut_position is None or not self.cut_placed:
            return None
        return round(100 * self.cut_position / self.size)

    @classmethod
    def of(cls, session: Session) -> ShoeState:
        """What the player can see of ``session``'s shoe now (a table that reshuffles every hand has no cut)."""
        shoe = session.shoe
        at_shoe_table = session.rules.shuffle is ShufflePolicy.CUT_CARD
        return cls(size=shoe.size, dealt=shoe.dealt, cut_position=shoe.cut_position if at_shoe_table else None,
                   cut_card_out=at_shoe_table and shoe.cut_card_out, cut_band=shoe.cut_band if at_shoe_table else None,
                   seal=shoe.fingerprint, deal=shoe.deal_number, shuffle_number=shoe.shuffle_number,
                   cut_placed=at_shoe_table and shoe.player_cut)


#: Called by the animator as a card leaves the shoe (``turned`` False) and as its face shows (True).
CardEvent = Callable[[Card, int, bool], None]


class HandAnimator(Protocol):
    """What the controller needs from the table view to show a hand (see :class:`TableScene`).

    Each ``play_*`` calls the given callbacks as things happen on the felt and
    ``done`` once everything has stopped moving — synchronously when animation is off.
    """

    def play_deal(self, hand: Hand, on_card: CardEvent, done: Callable[[], None]) -> None:
        """Slide and turn the first two cards (three for a pair), then place the red dog."""

    def play_third_card(self, hand: Hand, on_card: CardEvent, done: Callable[[], None]) -> None:
        """Slide and turn the third card of a spread hand."""

    def play_result(self, hand: Hand, done: Callable[[], None]) -> None:
        """Show the result on the felt."""

    def clear_hand(self) -> None:
        """Sweep the cards and the result away for the next bet."""

    def finish_cosmetics(self) -> None:
        """End at once whatever moves only for the eye (the result banner, the sweep): the player acts."""


class NoAnimation:
    """A :class:`HandAnimator` for a table with no felt: every step is done at once, and nothing is shown."""

    def play_deal(self, hand: Hand, on_card: CardEvent, done: Callable[[], None]) -> None:
        done()

    def play_third_card(self, hand: Hand, on_card: CardEvent, done: Callable[[], None]) -> None:
        done()

    def play_result(self, hand: Hand, done: Callable[[], None]) -> None:
        done()

    def clear_hand(self) -> None:
        pass

    def finish_cosmetics(self) -> None:
        pass


__all__ = ["Account", "CardEvent", "HandAnimator", "NoAnimation", "ShoeState", "TablePhase"]
