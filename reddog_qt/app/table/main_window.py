"""The Red Dog main window: it shows the table, forwards the player's actions, and enables what is legal.

The table's parts (session, controller, felt, console, narrator, the player's record)
are made and wired by :func:`~reddog_qt.app.table.build.build_table`; the menus are
:class:`~reddog_qt.app.table.menus.TableMenus`; which controls are enabled is decided by
:func:`~reddog_qt.app.table.policy.enabling` from what the controller says, and applied
here. The window keeps the jobs of a window: its title and texts in the player's
language, the dialogs it opens, practice, the start-up notices and closing.
"""

from __future__ import annotations

import dataclasses
import logging
import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QShowEvent
from PySide6.QtWidgets import QInputDialog, QMainWindow, QMessageBox, QVBoxLayout, QWidget

from reddog_qt import APP_NAME
from reddog_qt.app.record.session_clock import Monotonic
from reddog_qt.app.seams import Account, TablePhase
from reddog_qt.app.table.build import build_table
from reddog_qt.app.table.menus import MenuCommands, TableMenus
from reddog_qt.app.table.policy import enabling, table_state
from reddog_qt.app.table.table_dialogs import TableDialogs
from reddog_qt.app.table.window_access import (
    MINIMUM_SIZE,
    FocusChain,
    ask_stand_and_quit,
    fit_once_framed,
    fit_to_screen,
    restore_geometry,
)
from reddog_qt.app.texts.language import apply_language, credits, fill, translate
from reddog_qt.app.texts.rules_texts import rules_summary, table_title
from reddog_qt.app.texts.sentence import sentence_text
from reddog_qt.app.texts.table_texts import TableAction
from reddog_qt.app.widgets import plural, wrap_to_fit
from reddog_qt.engine import Phase, Rules, Session, Shoe
from reddog_qt.profile import Profile, ProfileError, open_profile
from reddog_qt.profile.limits import LimitStore
from reddog_qt.profile.settings import Settings


def new_shoe() -> str:
    """The dealer has shuffled a fresh shoe."""
    return translate("MainWindow", "The dealer shuffles a new shoe.")


def cut_card_out() -> str:
    """The cut card came out: this is the shoe's last hand."""
    return translate("MainWindow", "Cut card! Last hand of this shoe.")

if TYPE_CHECKING:  # the dialogs and the sound are imported when first wanted, not before the first frame
    from reddog_qt.app.dialogs.bet_options_dialog import BetOptionsDialog
    from reddog_qt.app.dialogs.options_dialog import OptionsDialog
    from reddog_qt.app.dialogs.table_limits_dialog import TableLimitsDialog
    from reddog_qt.app.record.history_dialog import HandHistoryDialog
    from reddog_qt.app.record.replay import Replay
    from reddog_qt.app.sound.audio import TableAudio
    from reddog_qt.profile.rows import HandRecord

log = logging.getLogger(__name__)
#: The largest deal number Game > Practice Deal... takes (what a spin box holds).
MAX_DEAL_NUMBER = 2**31 - 1


class MainWindow(QMainWindow):
    """The table window, playing from the player's open ``profile``; ``seed`` fixes the shuffle.

    ``practice_deal`` opens the table in practice (:meth:`enter_practice`): the hands of that
    numbered deal are played from the practice bankroll, never from the player's own.

    ``profile_dir`` instead of ``profile`` opens the profile here (the window then closes it).
    ``language`` (a settings value: "system", "en", "de") shows the table in that language for this
    run; None uses the player's setting. A change of language (Options) shows at once: see
    :meth:`retranslate_ui`. ``session_clock`` (seconds) drives the session clock, for tests.

    ``shoe`` deals the player's hands from that shoe instead of a new one (a
    :meth:`~reddog_qt.engine.Shoe.stacked` shoe sets up a position); it must suit the saved table.
    """

    def __init__(self, profile: Profile | None = None, seed: int | None = None, *,
                 profile_dir: Path | None = None, session_clock: Monotonic | None = None,
                 language: str | None = None, practice_deal: int | None = None, shoe: Shoe | None = None) -> None:
        super().__init__()
        self.setObjectName("main_window")
        self._ui_built = False  # a LanguageChange before the window is built has nothing to retranslate
        self._owns_profile = profile is None
        # A seeded table also finishes an interrupted hand reproducibly (replays, tests).
        rng = None if seed is None else random.Random(seed)
        self.profile = profile if profile is not None else open_profile(profile_dir, rng=rng)
        self.paths = self.profile.paths
        self.ledger = self.profile.ledger
        apply_language(language or self.profile.settings.language)  # before any text is made
        self.table = table = build_table(self.profile, self.profile.settings, self, seed=seed,
                                         session_clock=session_clock, shoe=shoe)
        self.timings, self.scene, self.controller = table.timings, table.scene, table.controller
        self.shoe_display, self.view, self.console = table.shoe_display, table.view, table.console
        self.narrator, self.record = table.narrator, table.record
        self._quit_confirmed = False
        #: The window closes before the last hand's result was shown (Stand and quit): shown at the next start.
        self._result_unseen = False
        self._fitted = False
        #: Hand History's Replay, made when first used.
        self.replay: Replay | None = None

        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.console)
        self._central = layout  # a replay stands in the felt's and the console's place
        self.setCentralWidget(central)
        self.setMinimumSize(MINIMUM_SIZE)
        # The platform adds the application's name (e.g. "Atlantic City — Red Dog").
        self.setWindowTitle(self._table_title(self.session.rules))
        self.menus = TableMenus(self, MenuCommands(
            new_game=self.confirm_new_game, table_limits=self.open_table_limits, bet_options=self.open_bet_options,
            history=self.open_history, statistics=self.record.open_statistics, take_break=self.record.open_take_break,
            quit=self.record.quit_with_summary, options=self.open_options, read_table=self.narrator.say_state,
            practice_deal=self.ask_practice_deal, leave_practice=self.leave_practice,
            learn_to_play=self.table.learn_to_play),
            tables_file=self.paths.tables_file, custom_tables=dict(self.profile.custom_tables),
            current_rules=lambda: self.session.rules, show_odds_coach=self.settings.show_odds_coach,
            always_random_cut=self.settings.always_random_cut)
        self.dialogs = TableDialogs(self, table, self.menus.house_rules.rules, self.menus.inform)
        self._connect()
        self._focus_chain = FocusChain(self.view, self.console)
        restore_geometry(self, self.settings.window_geometry)
        self._refresh()
        self._ui_built = True
        self.controller.open_shoe()  # a shoe table asks for the first cut
        self.narrator.refresh()
        if self.table.first_game():
            self.table.learn_to_play()
        if practice_deal is not None:
            self.enter_practice(practice_deal)
        self._tell_about_start()
        self.record.announce_break()

    # --- what the window shows of the table ----------------------------------------

    @property
    def session(self) -> Session:
        """The session being played: the player's own, or the practice one while practising."""
        return self.controller.session

    @property
    def settings(self) -> Settings:
        """The player's settings as they are now."""
        return self.table.settings

    @property
    def audio(self) -> TableAudio:
        """The table's sound and voice (started now if the first frame has not come yet)."""
        return self.table.audio

    @property
    def limit_store(self) -> LimitStore | None:
        """The personal-limit store, or None while it cannot be opened."""
        return self.profile.limits

    # --- wiring ----------------------------------------------------------

    def _connect(self) -> None:
        c, con, menus = self.controller, self.console, self.menus
        con.raise_box.amount_changed.connect(self._raise_amount_changed)
        c.hand_dealt.connect(self._remember_bet)
        con.new_game_button.clicked.connect(self.confirm_new_game)
        con.options_button.clicked.connect(self.open_options)
        con.limits_button.clicked.connect(self.open_table_limits)
        con.speed_slider.valueChanged.connect(self._speed_changed)
        for changed in (c.bet_changed, c.phase_changed, c.hand_shown, c.undo_changed):
            changed.connect(self._refresh)  # a method of the window: its connections end with it
        c.rules_changed.connect(self._rules_changed)
        c.account_changed.connect(self._account_changed)
        c.betting_opened.connect(self.narrator.refresh)  # the cut is made, or a hand is over: the guidance holds
        c.shoe_shuffled.connect(lambda _state: self._note(new_shoe))
        c.cut_requested.connect(lambda _state: self.narrator.refresh())
        c.cut_card_reached.connect(lambda: self._note(cut_card_out))
        self.shoe_display.always_random_changed.connect(self._set_always_random_cut)
        self.record.play_changed.connect(self._refresh)
        menus.house_rules.table_chosen.connect(self.choose_preset)
        menus.house_rules.table_changed.connect(self._custom_table_changed)
        menus.coach_action.toggled.connect(
            lambda on: self.table.save_settings(dataclasses.replace(self.settings, show_odds_coach=on)))
        menus.random_cut_action.toggled.connect(self._set_always_random_cut)

    def _refresh(self) -> None:
        """Enable exactly the controls whose actions are legal now (:func:`enabling` decides)."""
        con = self.console
        enabled = enabling(table_state(self.controller, con.raise_box.amount()))
        con.deal_button.setEnabled(enabled.deal)
        con.deal_button.setToolTip(enabled.deal_problem or translate("MainWindow", "Deal the cards (Enter)"))
        con.raise_button.setEnabled(enabled.raise_bet)
        con.explain(con.raise_button, self.controller.raise_problem())  # why it is off, in its tooltip
        con.stand_button.setEnabled(enabled.stand)
        con.raise_box.setVisible(enabled.raise_box_shown)
        con.raise_caption.setVisible(enabled.raise_box_shown)
        if not enabled.raise_box_open and con.raise_box.allowed is not None:
            con.raise_box.set_allowed(None)
        for button, action, on in ((con.double_button, TableAction.DOUBLE_BET, enabled.double),
                                   (con.same_bet_button, TableAction.REPEAT_BET, enabled.same_bet),
                                   (con.rebet_button, TableAction.REBET, enabled.rebet)):
            button.setEnabled(on)
            con.explain(button, self.controller.covering_problem(action))  # why it is off, in its tooltip
        con.undo_button.setEnabled(enabled.undo)
        con.redo_button.setEnabled(enabled.redo)
        con.clear_button.setEnabled(enabled.clear)
        con.new_game_button.setEnabled(enabled.new_game)
        con.limits_button.setEnabled(enabled.table_limits)
        self.menus.apply(enabled)
        self.view.refresh_name()

    def _raise_amount_changed(self) -> None:
        self._refresh()
        if self.console.raise_box.problem() is None:
            self.narrator.refresh()  # a refusal of the amount typed before does not outlive its fix

    def _remember_bet(self, _hand: object) -> None:
        """Keep the bet just dealt in the settings: Same Bet, Double and Rebet offer it after a restart."""
        chips = self.controller.previous_chips
        if self.controller.account is Account.PLAYER and chips != self.settings.last_bet:
            self.table.save_settings(dataclasses.replace(self.settings, last_bet=chips))

    # --- the language ----------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        # LanguageChange reaches the window, then its children (the console...); the window's own
        # texts are set once the children have theirs, so nothing of theirs overwrites a figure.
        handled = super().event(event)
        if event.type() == QEvent.Type.LanguageChange and self._ui_built:
            self.retranslate_ui()
        return handled

    def retranslate_ui(self) -> None:
        """Show every text of the window in the language now in force (Qt sent LanguageChange).

        The menus' texts are set again on the same actions; the title, the felt's texts
        (:meth:`TableScene.retranslate`), the console's figures (numbers in the new locale), the
        session clock and the tooltips are set again; the message row says what it said, in the
        new language (:meth:`Narrator.retranslate`).
        """
        self.menus.retranslate()
        self.setWindowTitle(self._table_title(self.session.rules))
        self.scene.retranslate()
        self.table.figures.retranslate()
        self.record.retranslate()
        if self.replay is not None:
            self.replay.retranslate()
        self._refresh()
        self.narrator.retranslate()

    def _table_title(self, rules: Rules) -> str:
        """The window's title for a table (the platform adds the application's name)."""
        if self.practising:
            return fill(translate("MainWindow", "%1 (Practice)", "the window's title while practice hands are played"),
                        table_title(rules))
        return table_title(rules)

    def _note(self, make: Callable[[], str]) -> None:
        """Announce ``make()``, made again in the new language if the language changes while it shows."""
        self.narrator.note(make(), make)

    # --- practice ---------------------------------------------------------------

    @property
    def practising(self) -> bool:
        """True while the table plays practice hands from the practice bankroll."""
        return self.table.practice.active

    def enter_practice(self, deal: int | None = None) -> bool:
        """Play practice hands from the practice bankroll, dealt as deal number ``deal`` (None: at random).

        The same deal number deals the same cards, for replays. Practice hands never count in the
        player's balance, history or statistics, and the console says "Practice" where the balance
        is. Only between hands; returns False (and says why) if not possible now.
        """
        return self.table.practice.enter(deal, tell_notices=self._ui_built)

    def leave_practice(self) -> bool:
        """Back to the player's own bankroll (only between hands)."""
        return self.table.practice.leave()

    def ask_practice_deal(self) -> QInputDialog:
        """Game > Practice Deal...: ask for a deal number (window-modal), then play that deal."""
        dialog = QInputDialog(self)
        dialog.setObjectName("practice_deal_dialog")
        dialog.setWindowTitle(translate("MainWindow", "Practice Deal"))
        dialog.setLabelText(translate("MainWindow",
                                      "Deal number (the same number deals the same cards, on the practice bankroll; it "
                                      "never counts in your balance, history or statistics):"))
        dialog.setInputMode(QInputDialog.InputMode.IntInput)
        dialog.setIntRange(1, MAX_DEAL_NUMBER)
        dialog.setIntValue(self.session.shoe.deal_number or 1)
        wrap_to_fit(dialog, self.width())  # its long line would make it wider than a small window
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.intValueSelected.connect(self.enter_practice)
        dialog.open()
        return dialog

    def _account_changed(self, account: Account) -> None:
        self.menus.leave_practice_action.setVisible(account is Account.PRACTICE)
        self.setWindowTitle(self._table_title(self.session.rules))
        self._refresh()

    # --- player actions ------------------------------------------------------

    def confirm_new_game(self) -> None:
        """New Game: straight away when the money has run out, else after asking."""
        if not self.controller.can_bet():
            self.narrator.refuse(translate("MainWindow", "Finish this hand first."))
            return
        if self.session.balance < self.session.min_bet:
            self._new_game()
            return
        bankroll = self.session.rules.starting_bankroll
        question = translate("MainWindow", "Start a new game with %Ln credit(s)?\nYour balance of %1 will be replaced.",
                             None, bankroll)
        box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "New Game"),
                          fill(plural(question, bankroll), credits(self.session.balance)),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setObjectName("new_game_confirm")
        box.accepted.connect(self._new_game)
        box.open()

    def _new_game(self) -> None:
        if not self.controller.new_game():
            return
        self.table.figures.forget_hand()  # the last game's figures no longer hold
        balance = self.session.balance
        self._note(lambda: plural(translate("MainWindow", "New game: %Ln credit(s). Place your bets.", None, balance),
                                  balance))

    def choose_preset(self, name: str) -> None:
        """Sit down at another table: a preset, or a saved custom table by its name."""
        rules = self.menus.house_rules.rules(name)
        if rules is None or not self.controller.set_rules(rules):
            self.menus.house_rules.check(self.session.rules.name)

    def _custom_table_changed(self, rules: Rules) -> None:
        if self.session.rules.name == rules.name and self.session.rules != rules:
            self.controller.set_rules(rules)  # the table being played was edited: play the new rules

    def _set_always_random_cut(self, on: bool) -> None:
        self.controller.random_cut = self.shoe_display.random_cut = on
        if self.menus.random_cut_action.isChecked() != on:
            self.menus.random_cut_action.setChecked(on)
        if self.settings.always_random_cut != on:
            self.table.save_settings(dataclasses.replace(self.settings, always_random_cut=on))

    def _speed_changed(self, speed: int) -> None:
        self.timings.speed = speed
        if speed != self.settings.speed:
            self.table.save_settings(dataclasses.replace(self.settings, speed=speed))

    def _rules_changed(self, rules: Rules) -> None:
        self.setWindowTitle(self._table_title(rules))
        self.scene.set_rules(rules)
        # A focus ring on the felt moves to the new table's first control; keys held without a ring stay so.
        ringed = self.view.hasFocus() and self.view.current is not None
        self.view.focus_control(self.view.controls()[0] if ringed else None)
        self.table.input.table_changed(rules)
        self.menus.house_rules.check(rules.name)
        self.table.save_settings(dataclasses.replace(
            self.settings, preset=rules.name, selected_chip=self.table.input.selected_chip,
            tier_minimum=rules.minimum if rules.tiers else None, tier_maximum=rules.maximum if rules.tiers else None))
        self._note(lambda: fill(translate("MainWindow", "%1: %2."), table_title(rules), rules_summary(rules)))
        self._refresh()

    # --- dialogs (the table's own: TableDialogs; the record's: PlayerRecord) ---------------

    def open_options(self) -> OptionsDialog:
        """Show the Options dialog (window-modal, not blocking) and return it."""
        return self.dialogs.open_options()

    def apply_settings(self, settings: Settings) -> None:
        """Take new options at once: language, sound, voice, animation and speed; then save them."""
        self.dialogs.apply_settings(settings)

    def open_table_limits(self) -> TableLimitsDialog:
        """Show the Table Limits dialog (window-modal) and return it."""
        return self.dialogs.open_table_limits()

    def open_bet_options(self) -> BetOptionsDialog | None:
        """Show Game > Bet Options (the personal bet limit) and return it."""
        return self.dialogs.open_bet_options()

    def open_history(self) -> HandHistoryDialog:
        """Show Game > Hand History and return it (its Replay shows a hand on this table)."""
        dialog = self.record.open_history()
        dialog.replay_requested.connect(self.replay_hand)
        return dialog

    def replay_hand(self, record: HandRecord) -> None:
        """Deal a recorded hand again in place of the table until the player goes back (the live table untouched)."""
        if self.replay is None:
            from reddog_qt.app.record.replay import Replay  # only once a hand is replayed

            self.replay = Replay(self, self._central, [self.view, self.console], [self.menuBar()],
                                 self.table.input.shortcuts, self.timings, lambda: self.settings,
                                 self.profile.rules_for)
            self.replay.shown.connect(lambda _shown: self.narrator.refresh())
            self.replay.shown.connect(self.table.replay_shown)
        self.replay.show_hand(record)

    # --- the screen and the keyboard -------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            # The felt holds the keys (no focus ring) until the player presses Tab: Qt would otherwise
            # hand them to the first button on activation, or leave them on the bare window.
            self._focus_chain.park()
            # The window manager's frame is known only once the window is up (see fit_once_framed).
            shown = self.size()
            QTimer.singleShot(0, self, lambda: fit_once_framed(self, shown))

    def fit_to_screen(self) -> None:
        """Bring the whole window, frame and title bar included, inside its screen's available area."""
        fit_to_screen(self)

    def focusNextPrevChild(self, forward: bool) -> bool:
        if self._focus_chain.move_on(self.focusWidget(), forward):
            return True  # nothing had the keys, or a control turned off: see FocusChain.move_on
        return super().focusNextPrevChild(forward)

    def focus_order(self) -> list[str]:
        """The objectNames Tab visits now, in order: the felt's controls, then the console's."""
        return self._focus_chain.order()

    def focused_control_name(self) -> str | None:
        """The objectName of what has the keyboard: a felt control or a console widget; None for nothing."""
        return self._focus_chain.focused_name(self.focusWidget())

    # --- start-up and closing ------------------------------------------------

    def _tell_about_start(self) -> None:
        """Say what happened to the player's files at start-up: in the message row, and in a dialog."""
        notices = [*self.profile.notices, *self.table.notes, *self.table.practice.notices]
        if not notices:
            return
        shown = [sentence_text(notice) for notice in notices]
        self.narrator.note(" ".join(shown))
        box = QMessageBox(QMessageBox.Icon.Information, APP_NAME, "\n\n".join(shown),
                          QMessageBox.StandardButton.Ok, self)
        box.setObjectName("start_notice")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.start_notice = box
        QTimer.singleShot(0, box.open)  # once the window is on the screen

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.isVisible() and not self._quit_confirmed and self.session.phase is Phase.DECIDING:
            event.ignore()  # a spread waits for the player: ask before it is decided for them
            ask_stand_and_quit(self, self._stand_and_quit)
            return
        self._keep_unseen_result()
        self._leave_shoes()
        geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        self.table.save_settings(dataclasses.replace(self.settings, window_geometry=geometry,
                                                     speed=self.console.speed_slider.value()))
        if self._owns_profile:
            self.profile.close()
        super().closeEvent(event)

    def _stand_and_quit(self) -> None:
        self._quit_confirmed = True
        if self.session.phase is Phase.DECIDING and self.controller.stand():
            # The engine settles it now; the cards need not finish moving, and the next start shows the result.
            self._result_unseen = True
        self.close()

    def _leave_shoes(self) -> None:
        """The table closes: the seeds of shuffles dealt from are revealed (a write that fails is logged)."""
        for session in {id(self.session): self.session, id(self.table.practice.own): self.table.practice.own}.values():
            try:
                session.leave_shoe()
            except ProfileError as problem:
                log.warning("the seed of the shuffle in play could not be revealed: %s", problem)

    def _keep_unseen_result(self) -> None:
        """A hand settled but not yet shown (quit mid-hand, or while the cards move) is shown at the next start."""
        hand = self.session.hand
        if hand is None or hand.phase is not Phase.SETTLED:
            return
        if not self._result_unseen and self.controller.phase is not TablePhase.ANIMATING:
            return
        self._result_unseen = False
        try:
            self.table.practice.playing_ledger().result_unseen(hand.bet_id)
        except ProfileError as problem:  # the hand itself is recorded; only the reminder is lost
            log.error("the unseen result could not be kept: %s", problem)
