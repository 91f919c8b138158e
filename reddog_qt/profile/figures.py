"""The running figures of a set of hands: how many, the net, the amount wagered, the biggest win, the outcomes.

Apart from :mod:`reddog_qt.record.stats` because the table counts them live from its first frame (the session
clock, the reality check), while the rest of the statistics are computed only when the player
opens them. No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass

from reddog_qt.engine import Outcome


@dataclass(frozen=True)
class Figures:
    """Hands, net, amounts and outcomes over a set of hands."""

    hands: int = 0
    net: int = 0
    wagered: int = 0
    biggest_win: int = 0
    wins: int = 0
    pushes: int = 0
    losses: int = 0

    def counting(self, net: int, stake: int) -> Figures:
        """These figures with one more settled hand of ``net`` on ``stake`` (as the session clock counts live).

        >>> Figures().counting(20, 10).counting(-10, 10)
        Figures(hands=2, net=10, wagered=20, biggest_win=20, wins=1, pushes=0, losses=1)
        """
        outcome = Outcome.of(net)
        return Figures(hands=self.hands + 1, net=self.net + net, wagered=self.wagered + stake,
                       biggest_win=max(self.biggest_win, net), wins=self.wins + (outcome is Outcome.WIN),
                       pushes=self.pushes + (outcome is Outcome.PUSH), losses=self.losses + (outcome is Outcome.LOSS))
