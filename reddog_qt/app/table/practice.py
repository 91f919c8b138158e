"""Practice at the table: hands played from the practice bankroll, which count nowhere else.

:class:`Practice` sits the table's controller down at a practice session (a numbered
deal, for replays) and back at the player's own, and says so in the message row.
The practice bankroll is the profile's (:meth:`~reddog_qt.profile.Profile.practice_ledger`).
Each bankroll keeps its own last bet for Same Bet, Double and Rebet: back from practice they
repeat the last real bet, and in practice the last practice bet.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable

from PySide6.QtCore import QObject

from reddog_qt.app.seams import Account
from reddog_qt.app.table.controller import TableController
from reddog_qt.app.table.narrator import Narrator
from reddog_qt.app.texts.language import fill, translate
from reddog_qt.app.texts.sentence import sentence_text
from reddog_qt.app.widgets import plural
from reddog_qt.engine import Session
from reddog_qt.profile import Profile, ProfileError
from reddog_qt.profile.ledger import Ledger

log = logging.getLogger(__name__)


class Practice(QObject):
    """Moves the table between the player's own bankroll (``own``) and the practice one (see the module docstring)."""

    def __init__(self, profile: Profile, controller: TableController, narrator: Narrator, own: Session,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._profile = profile
        self._controller = controller
        self._narrator = narrator
        self._own = own
        # The last bet of the bankroll not played now (the controller knows only the one it plays).
        self._last_bets: dict[Account, tuple[int, ...]] = {}
        #: What happened to the practice bankroll's file when it was opened (for the start-up notice).
        self.notices: list[str] = []

    @property
    def own(self) -> Session:
        """The session on the player's own bankroll (kept while practice hands are played)."""
        return self._own

    @property
    def active(self) -> bool:
        """True while the table plays practice hands from the practice bankroll."""
        return self._controller.account is Account.PRACTICE

    def enter(self, deal: int | None = None, *, tell_notices: bool = True) -> bool:
        """Play practice hands dealt as deal number ``deal`` (None: at random); only between hands.

        Returns False (and the player is told why) if not possible now. What happened to the
        practice bankroll's file is kept in :attr:`notices`, and said at once if ``tell_notices``.
        """
        try:
            practice, notices = self._profile.practice_ledger(None if deal is None else random.Random(deal))
        except ProfileError as problem:
            log.error("the practice bankroll could not be opened: %s", problem)
            self._narrator.refuse(sentence_text(problem))
            return False
        limit, known = self._profile.personal_limit()
        session = Session(self._controller.session.rules, balance=practice.balance,
                          next_bet_id=practice.next_bet_id, seed=deal, personal_limit=limit, limit_known=known,
                          journal=practice)
        if not self._sit_down(session, Account.PRACTICE):
            return False
        self.notices.extend(notices)
        balance = session.balance
        if deal is None:
            self._note(lambda: plural(translate("Practice",
                                                "Practice: these hands are played from a practice bankroll of %Ln "
                                                "credit(s) and never count in your balance, history or statistics.",
                                                None, balance), balance))
        else:
            self._note(lambda: fill(plural(translate("Practice",
                                                     "Practice deal %1: these hands are played from a practice bankroll"
                                                     " of %Ln credit(s) and never count in your balance, history or "
                                                     "statistics.", None, balance), balance), str(deal)))
        if tell_notices and notices:
            self._narrator.note(" ".join(sentence_text(notice) for notice in notices))
        return True

    def leave(self) -> bool:
        """Back to the player's own bankroll (only between hands)."""
        if not self.active:
            return True
        limit, known = self._profile.personal_limit()
        self._own.set_personal_limit(limit, known)
        if not self._sit_down(self._own, Account.PLAYER):
            return False
        balance = self._own.balance
        self._note(lambda: plural(translate("Practice", "Back at your own bankroll: %Ln credit(s). Place your bets.",
                                            None, balance), balance))
        return True

    def playing_ledger(self) -> Ledger:
        """The ledger the table records hands in now: the practice one while practising."""
        practice = self._profile.practice
        return practice if self.active and practice is not None else self._profile.ledger

    def _sit_down(self, session: Session, account: Account) -> bool:
        """Sit the table down at ``session`` on ``account``, keeping the last bet of the bankroll left and
        offering ``account``'s own (the controller knows only the bankroll it plays)."""
        # The bet just made counts, also from practice to another practice deal.
        last_bets = {**self._last_bets, self._controller.account: self._controller.previous_chips}
        if not self._controller.sit_down(session, account, last_bets.get(account, ())):
            return False
        self._last_bets = last_bets
        return True

    def _note(self, make: Callable[[], str]) -> None:
        self._narrator.note(make(), make)


__all__ = ["Practice"]
