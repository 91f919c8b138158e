"""The player's record at the table: the session clock, reality checks, breaks, history and statistics.

:class:`PlayerRecord` is made with the table and sees it only through :class:`RecordedTable`:
the profile and small protocols of the controller, the console and the narrator; its dialogs
open over the table's window. It records the session's start and each change of table in the
ledger, keeps the session's clock and net position on the console (ticking once a second),
brings up the reality check when it is due, closes the table during a break, and opens Hand
History, Statistics, Take a Break and the session summary. When the table closes or opens for
play (a break, a reality check) it says so with :attr:`PlayerRecord.play_changed`, and the
window enables its controls again.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from datetime import timedelta
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt, QTimer, Signal, SignalInstance
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from reddog_qt.app.record.break_dialog import BreakGuard, TakeBreakDialog
from reddog_qt.app.record.session_clock import (
    Monotonic,
    RealityCheckSchedule,
    SessionClock,
    format_duration,
)
from reddog_qt.app.seams import Account, TablePhase
from reddog_qt.app.texts import record_texts
from reddog_qt.app.texts.language import fill, signed_credits, translate
from reddog_qt.app.texts.sentence import sentence_text
from reddog_qt.app.widgets import fit_session_values
from reddog_qt.engine import Hand, Rules, Session
from reddog_qt.profile import Profile, ProfileError


def session_start_not_recorded(reason: str) -> str:
    """The start of the session could not be written to the history, for ``reason``."""
    return fill(translate("PlayerRecord", "The start of this session could not be written to your history "
                                          "(%1). Play goes on; no credit is affected."), reason)


def table_change_not_recorded(reason: str) -> str:
    """A change of table could not be written to the history, for ``reason``."""
    return fill(translate("PlayerRecord", "The change of table could not be written to your history "
                                          "(%1). Play goes on; no credit is affected."), reason)

if TYPE_CHECKING:
    from reddog_qt.app.record.history_dialog import HandHistoryDialog
    from reddog_qt.app.record.reality_check import RealityCheckDialog, SessionSummaryDialog
    from reddog_qt.app.record.statistics_dialog import StatisticsDialog

log = logging.getLogger(__name__)


#: How often the session clock on the console moves on (ms).
TICK_MS = 1000


class RecordedController(Protocol):
    """What the record sees of the table's controller: the session played, whose it is, and the hands settled."""

    @property
    def session(self) -> Session:
        """The session being played: its rules and balance."""

    @property
    def phase(self) -> TablePhase:
        """What the table is doing: a reality check waits until the hand in play is over."""

    @property
    def account(self) -> Account:
        """Whose bankroll the table plays from: practice hands count nowhere in the record."""

    @property
    def hand_settled(self) -> SignalInstance:
        """Emitted with each :class:`~reddog_qt.engine.Hand` once its result is on the felt."""

    @property
    def rules_changed(self) -> SignalInstance:
        """Emitted with the new :class:`~reddog_qt.engine.Rules` when the player changes tables."""

    def set_deal_guard(self, guard: Callable[[], str | None]) -> None:
        """Ask ``guard`` before every deal: a message refuses it."""


class SessionConsole(Protocol):
    """The console, where the session's clock and net are shown."""

    def add_session_displays(self) -> tuple[QLabel, QLabel]:
        """The clock's and the net's labels, added to the console's read-outs."""


class Messages(Protocol):
    """The table's message row, through which the record tells the player."""

    def refuse(self, message: str) -> None:
        """Say ``message`` until the table moves on."""

    def note(self, message: str, remake: Callable[[], str] | None = None) -> None:
        """Say ``message`` until the player moves on (``remake`` says it again in a new language)."""


class RecordedTable(Protocol):
    """What the record sees of its table: the player's profile and the parts it listens to and speaks through."""

    @property
    def profile(self) -> Profile:
        """The player's open profile: the ledger the record writes its markers in, the breaks."""

    @property
    def controller(self) -> RecordedController:
        """The table's controller: the hands settled, the table changed, the deal guarded."""

    @property
    def console(self) -> SessionConsole:
        """The console: the session clock and net are shown on it."""

    @property
    def narrator(self) -> Messages:
        """The message row: what the record tells the player."""


class PlayerRecord(QObject):
    """See the module docstring. ``table`` is what the record keeps; its dialogs open over ``window``.

    ``reality_check_minutes`` is the player's reality-check interval (0: none); ``clock``
    (seconds, monotonic) drives the session clock and reality checks.
    """

    play_changed = Signal()  # the table closed or opened for play: a break began or ended, a reality check came or went

    def __init__(self, table: RecordedTable, window: QWidget, reality_check_minutes: int,
                 clock: Monotonic | None = None) -> None:
        super().__init__(window)
        self._table = table
        self._window = window
        clock = clock or time.monotonic
        self.session_clock = SessionClock(clock, self)
        self.schedule = RealityCheckSchedule(reality_check_minutes, clock)
        self.breaks = BreakGuard(table.profile)
        self.reality_check: RealityCheckDialog | None = None
        self.summary: SessionSummaryDialog | None = None
        ledger = table.profile.ledger
        controller = table.controller
        #: Hands from this Bet ID on belong to this session.
        self.first_bet_id = ledger.next_bet_id
        self._record("the start of the session",
                     lambda: ledger.session_started(controller.session.rules),
                     session_start_not_recorded)
        self.clock_label, self.net_label = table.console.add_session_displays()
        self._was_closed = self.breaks.until is not None
        controller.set_deal_guard(self.deal_problem)
        controller.hand_settled.connect(self._hand_settled)
        controller.hand_settled.connect(lambda _hand: self._check_due())
        controller.rules_changed.connect(self._table_changed)
        self.session_clock.changed.connect(self._show)
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)
        self.timer.start()
        self._show()

    # --- the clock -----------------------------------------------------------

    def tick(self) -> None:
        """Once a second: move the clock on, bring up a reality check that is due, notice a break ending."""
        self.session_clock.tick()
        self._check_due()
        closed = self.breaks.until is not None
        if closed != self._was_closed:
            self._was_closed = closed
            if not closed:
                self._say(translate("PlayerRecord", "Your break is over. Place your bets."))
            self.play_changed.emit()

    def retranslate(self) -> None:
        """The language changed: the clock and the net again, in the new locale."""
        self._show()

    def _show(self) -> None:
        fit_session_values(self.clock_label, self.net_label)  # the console's type can grow with the window
        self.clock_label.setText(format_duration(self.session_clock.elapsed))
        self.net_label.setText(signed_credits(self.session_clock.figures.net))
        # A screen reader reads the clock to the minute: a name of its own, changed once a minute, keeps the
        # label from telling it of a new name every second (a label without one is named by its ticking text).
        for label, name in ((self.clock_label,
                             fill(translate("PlayerRecord", "Session time: %1"),
                                  record_texts.describe_duration(self.session_clock.elapsed))),
                            (self.net_label, fill(translate("PlayerRecord", "Session net: %1"),
                                                  signed_credits(self.session_clock.figures.net)))):
            if label.accessibleName() != name:
                label.setAccessibleName(name)

    def reality_check_chosen(self, minutes: int) -> None:
        """Options changed the interval: shorter at once, longer from the next session."""
        if not self.schedule.choose(minutes):
            self._say(translate("PlayerRecord", "Your new reality-check interval starts with your next session."))
        self._check_due()

    # --- reality checks ---------------------------------------------------------

    def _check_due(self) -> None:
        """Bring up a reality check that is due, between hands (a hand in play is finished first).

        Between hands is also a new shoe waiting for the player's cut: the check does not wait for it.
        """
        if (not self.schedule.due() or self.reality_check is not None or self.summary is not None
                or self._table.controller.phase not in (TablePhase.BETTING, TablePhase.CUTTING)
                or not self._window.isVisible()):
            return
        self.show_reality_check()

    def show_reality_check(self) -> RealityCheckDialog:
        """Bring up the reality check now (play waits until it is answered)."""
        from reddog_qt.app.record.reality_check import RealityCheckDialog  # the dialogs load when first wanted

        dialog = RealityCheckDialog(self.session_clock.elapsed, self.session_clock.figures, self._window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.chosen.connect(self._answered)
        self.reality_check = dialog
        log.info("reality check: %s played, %d hands, net %+d", format_duration(self.session_clock.elapsed),
                 self.session_clock.figures.hands, self.session_clock.figures.net)
        self.play_changed.emit()
        self._say(translate("PlayerRecord", "Reality check: answer it to play on."))
        dialog.open()
        return dialog

    def _answered(self, choice: str) -> None:
        self.reality_check = None
        self.schedule.answered()
        log.info("reality check answered: %s", choice)
        self.play_changed.emit()
        self._say(self.breaks.problem() or translate("PlayerRecord", "Place your bets."))
        if choice == "history":
            self.open_history()
        elif choice == "quit":
            self.quit_with_summary()

    def deal_problem(self) -> str | None:
        """Why no hand may be dealt now (a break, a reality check waiting), or None."""
        if self.reality_check is not None:
            return translate("PlayerRecord", "Answer the reality check first.")
        return self.breaks.problem()

    # --- quitting -------------------------------------------------------------------

    def quit_with_summary(self) -> SessionSummaryDialog | None:
        """Show the session's summary, then close the window (at once if no hand was played)."""
        window = self._window
        if self.summary is not None:
            return self.summary
        if not self.session_clock.figures.hands:
            window.close()
            return None
        from reddog_qt.app.record.chain_value import chain_of
        from reddog_qt.app.record.reality_check import SessionSummaryDialog

        dialog = SessionSummaryDialog(self.session_clock.elapsed, self.session_clock.figures,
                                      self._table.controller.session.balance, window,
                                      chain_of(self._table.profile.ledger))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        def finished(_result: int) -> None:
            # Gone before the window is asked to close: a spread may still hold it open ("Stand and quit?"), and
            # after Keep Playing the next Quit must bring a new summary, not the old one.
            self.summary = None
            window.close()

        dialog.finished.connect(finished)
        self.summary = dialog
        dialog.open()
        return dialog

    # --- breaks -----------------------------------------------------------------------

    def announce_break(self) -> None:
        """At start: say so if a break keeps the table closed."""
        problem = self.breaks.problem()
        if problem:
            self._say(problem)

    def open_take_break(self) -> TakeBreakDialog:
        """Game > Take a Break."""
        dialog = TakeBreakDialog(self._window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.break_chosen.connect(self.take_break)
        dialog.open()
        return dialog

    def take_break(self, length: timedelta) -> bool:
        """Start a break of ``length`` now; the table closes (after the hand in play, if any)."""
        try:
            until = self.breaks.take(length)
        except ProfileError as problem:
            log.error("the break could not be recorded: %s", problem)
            self._say(sentence_text(problem))
            QMessageBox.warning(self._window, translate("PlayerRecord", "Take a Break"), sentence_text(problem))
            return False
        self._was_closed = True
        self._say(fill(translate("BreakGuard", "You are taking a break: the table is closed until %1 (your time)."),
                       record_texts.local_moment(until)))
        self.play_changed.emit()
        return True

    # --- the record ---------------------------------------------------------------------

    def open_history(self) -> HandHistoryDialog:
        """Game > Hand History."""
        from reddog_qt.app.record.history_dialog import HandHistoryDialog

        paths = self._table.profile.paths
        dialog = HandHistoryDialog(self._table.profile.ledger, self._window,
                                   current_rules=self._table.controller.session.rules,
                                   profile_folders=(paths.data_dir, paths.config_dir))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def open_statistics(self) -> StatisticsDialog:
        """Game > Statistics."""
        from reddog_qt.app.record.statistics_dialog import StatisticsDialog  # QtCharts: not needed for the first frame

        dialog = StatisticsDialog(self._table.profile.ledger, self.first_bet_id, self._window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _hand_settled(self, hand: Hand) -> None:
        """A hand on the player's own bankroll counts in the session's figures; a practice hand does not."""
        if self._table.controller.account is Account.PLAYER:
            self.session_clock.hand_settled(hand)

    def _table_changed(self, rules: Rules) -> None:
        if self._table.controller.account is not Account.PLAYER:
            return  # practice leaves the player's history alone
        self._record("the change of table", lambda: self._table.profile.ledger.table_changed(rules),
                     table_change_not_recorded)

    def _record(self, what: str, write: Callable[[], None], tell: Callable[[str], str]) -> None:
        """Write a marker of the history; a failure is logged with its traceback, the player is told, and
        play goes on (no money moves with a marker)."""
        try:
            write()
        except ProfileError as problem:
            log.exception("%s could not be recorded: %s", what, problem)
            reason = sentence_text(problem)
            # Said after the table's own announcement of the same event, which would otherwise replace it.
            QTimer.singleShot(0, lambda: self._table.narrator.note(tell(reason), lambda: tell(reason)))

    def _say(self, message: str) -> None:
        self._table.narrator.refuse(message)


__all__ = ["TICK_MS", "PlayerRecord", "RecordedTable"]
