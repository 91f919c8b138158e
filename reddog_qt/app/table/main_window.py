"""The Red Dog main window: felt, console and menus (its keys and screen fit are in window_access.py).

It is handed the player's open :class:`~reddog_qt.profile.Profile` (settings,
ledger, personal limit), makes the engine :class:`~reddog_qt.engine.Session`,
the :class:`TableController` and the views, and wires them together. It holds no rules of its own: every button is
enabled from what the controller says is legal.
"""

from __future__ import annotations

import dataclasses
import logging
import random
from pathlib import Path
from typing import TYPE_CHECKING

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox, QVBoxLayout, QWidget

from reddog_qt import APP_NAME
from reddog_qt.app.texts.engine_texts import notice_text, profile_error_text, refusal_text, rules_summary, table_title
from reddog_qt.app.table.console import Console
from reddog_qt.app.table.controller import Account, TableController, TablePhase
from reddog_qt.app.start.first_frame import after_first_frame
from reddog_qt.app.table.house_rules_menu import HouseRulesMenu
from reddog_qt.app.texts.language import apply_language, credits, fill
from reddog_qt.app.table.narrator import Narrator
from reddog_qt.app.felt.shoe_items import ShoeDisplay
from reddog_qt.app.record.player_record import PlayerRecord
from reddog_qt.app.record.session_clock import Monotonic
from reddog_qt.app.felt.table_scene import TableScene
from reddog_qt.app.felt.table_view import TableView
from reddog_qt.app.felt.timings import Timings
from reddog_qt.app.table.window_access import MINIMUM_SIZE, WindowAccessMixin
from reddog_qt.engine import PRESET_NAMES, Hand, LimitTier, Outcome, Phase, RaisePolicy, Rules, Session
from reddog_qt.engine.errors import InvalidRulesError
from reddog_qt.profile import Profile, ProfileError, open_profile
from reddog_qt.profile.ledger import Ledger
from reddog_qt.profile.limits import LimitStore
from reddog_qt.profile.paths import asset_path
from reddog_qt.profile.settings import Settings, SettingsError

if TYPE_CHECKING:  # the dialogs and the sound are imported when first wanted, not before the first frame
    from reddog_qt.app.sound.audio import TableAudio
    from reddog_qt.app.dialogs.bet_options_dialog import BetOptionsDialog
    from reddog_qt.app.record.history_dialog import HandHistoryDialog
    from reddog_qt.app.dialogs.options_dialog import OptionsDialog
    from reddog_qt.app.dialogs.table_limits_dialog import TableLimitsDialog

log = logging.getLogger(__name__)


class MainWindow(WindowAccessMixin):
    """The table window, playing from the player's open ``profile``; ``seed`` fixes the shuffle.

    ``practice_deal`` opens the table in practice (:meth:`enter_practice`): the hands of that
    numbered deal are played from the practice bankroll, never from the player's own.

    ``profile_dir`` instead of ``profile`` opens the profile here (the window then closes it).
    ``language`` (a settings value: "system", "en", "de") shows the table in that language for this
    run; None uses the player's setting. A change of language (Options) shows at once: see
    :meth:`retranslate_ui`.
    """

    def __init__(self, profile: Profile | None = None, seed: int | None = None, *,
                 profile_dir: Path | None = None, session_clock: Monotonic | None = None,
                 language: str | None = None, practice_deal: int | None = None) -> None:
        super().__init__()
        self.setObjectName("main_window")
        self._ui_built = False  # a LanguageChange before the window is built has nothing to retranslate
        self._owns_profile = profile is None
        # A seeded table also finishes an interrupted hand reproducibly (replays, tests).
        rng = None if seed is None else random.Random(seed)
        self.profile = profile if profile is not None else open_profile(profile_dir, rng=rng)
        self.paths = self.profile.paths
        self.settings = self.profile.settings
        self.ledger = self.profile.ledger
        self.recovered_hands = self.profile.recovered_hands
        apply_language(language or self.settings.language)  # before any text is made
        # What each console figure shows, made again in the new locale when the language changes.
        self._figures: dict[str, Callable[[], str]] = {}
        self.custom_tables = dict(self.profile.custom_tables)  # as loaded; the House Rules menu keeps them
        self._table_notes: list[str] = []
        rules = self._rules_from_settings(self.settings)
        personal_limit, limit_known = self.profile.personal_limit()

        self.session = Session(rules, balance=self.ledger.balance, next_bet_id=self.ledger.next_bet_id,
                               seed=seed, personal_limit=personal_limit, limit_known=limit_known,
                               journal=self.ledger)
        self.timings = Timings(self.settings.speed, self.settings.animation, self._reduce_motion(self.settings))
        self.scene = TableScene(rules, self.timings, self)
        self.scene.set_four_colour_deck(self.settings.four_colour_deck)
        self.controller = TableController(self.session, self.scene, self, limit_reader=self.profile.personal_limit)
        #: The session on the player's own bankroll (kept while the table plays practice hands).
        self._own_session = self.session
        self._practice_notes: list[str] = []
        self._audio: TableAudio | None = None
        self.controller.random_cut = self.settings.always_random_cut
        self.shoe_display = ShoeDisplay(self.scene, self.controller, self.timings, self)

        self.view = TableView(self.scene)
        after_first_frame(self.view.viewport(), self._start_audio)
        self.console = Console()
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.console)
        self.setCentralWidget(central)
        self.setMinimumSize(MINIMUM_SIZE)
        self.narrator = Narrator(self.controller, self.console, self._coach_line, self,
                                 coach_next=self._coach_next_hand, cut_prompt=self._cut_prompt,
                                 last_hand=lambda: self.controller.shoe_state().cut_card_out)
        self._quit_confirmed = False
        #: The window closes before the last hand's result was shown (Stand and quit): shown at the next start.
        self._result_unseen = False
        self._fitted = False
        # The session clock, reality checks, breaks, history and statistics (``session_clock``: seconds, for tests).
        self.record = PlayerRecord(self, session_clock)

        # The platform adds the application's name (e.g. "Atlantic City — Red Dog").
        self.setWindowTitle(self._table_title(rules))
        self._selected_chip = self._initial_chip(rules)
        self._build_menus()
        self._build_shortcuts()
        self._connect()
        self._build_focus_chain()
        self._restore_geometry()
        self.console.speed_slider.setValue(self.settings.speed)
        self.scene.select_chip(self._selected_chip)
        self._refresh()
        self._show_balance(self.session.balance)
        self._figure("stake", lambda: "0")
        self._ui_built = True
        self.controller.open_shoe()  # a shoe table asks for the first cut
        self.narrator.refresh()
        if practice_deal is not None:
            self.enter_practice(practice_deal)
        self._tell_about_start()
        self.record.announce_break()

    # --- wiring ----------------------------------------------------------

    def _connect(self) -> None:
        c, con = self.controller, self.console
        con.deal_button.clicked.connect(c.deal)
        con.raise_button.clicked.connect(self._raise)
        con.raise_box.raise_requested.connect(self._raise)
        con.raise_box.amount_changed.connect(self._refresh)
        con.stand_button.clicked.connect(c.stand)
        con.double_button.clicked.connect(c.double_bet)
        con.same_bet_button.clicked.connect(c.same_bet)
        con.rebet_button.clicked.connect(c.rebet)
        con.undo_button.clicked.connect(c.undo)
        con.redo_button.clicked.connect(c.redo)
        con.clear_button.clicked.connect(c.clear_bet)
        con.new_game_button.clicked.connect(self.confirm_new_game)
        con.options_button.clicked.connect(self.open_options)
        con.limits_button.clicked.connect(self.open_table_limits)
        con.speed_slider.valueChanged.connect(self._speed_changed)
        self.scene.chip_stack_clicked.connect(self._chip_stack_clicked)
        self.scene.bet_spot_clicked.connect(self._bet_spot_clicked)
        c.bet_changed.connect(self._bet_changed)
        c.phase_changed.connect(lambda _phase: self._refresh())
        c.balance_changed.connect(self._show_balance)
        c.hand_dealt.connect(self._hand_dealt)
        c.decision_made.connect(self._decision_made)
        c.spread_announced.connect(self._spread_announced)
        c.hand_settled.connect(self._hand_settled)
        c.rules_changed.connect(self._rules_changed)
        c.undo_changed.connect(self._refresh)
        c.account_changed.connect(self._account_changed)
        c.betting_opened.connect(self._betting_opened)
        c.shoe_shuffled.connect(lambda _state: self._note(lambda: self.tr("The dealer shuffles a new shoe.")))
        c.cut_requested.connect(lambda _state: self.narrator.refresh())
        c.cut_card_reached.connect(lambda: self._note(lambda: self.tr("Cut card! Last hand of this shoe.")))
        self.shoe_display.always_random_changed.connect(self._set_always_random_cut)

    def _build_menus(self) -> None:
        """The menus and their actions; their texts are set by :meth:`_retranslate_menus`."""
        def action(menu: QMenu, name: str, slot: Callable[[], object] | None = None) -> QAction:
            made = menu.addAction("", slot) if slot is not None else menu.addAction("")
            made.setObjectName(name)
            return made

        self.game_menu = game = self.menuBar().addMenu("")
        game.setObjectName("game_menu")
        self.new_game_action = action(game, "new_game_action", self.confirm_new_game)
        game.addSeparator()
        self.table_limits_action = action(game, "table_limits_action", self.open_table_limits)
        self.bet_options_action = action(game, "bet_options_action", self.open_bet_options)
        self.history_action = action(game, "history_action", self.open_history)
        self.statistics_action = action(game, "statistics_action", self.record.open_statistics)
        self.take_break_action = action(game, "take_break_action", self.record.open_take_break)
        self.house_rules_menu = game.addMenu("")
        self.house_rules_menu.setObjectName("house_rules_menu")
        self.house_rules = HouseRulesMenu(self.house_rules_menu, self.paths.tables_file, self.custom_tables,
                                          lambda: self.session.rules, self)
        self.house_rules.table_chosen.connect(self.choose_preset)
        self.house_rules.table_changed.connect(self._custom_table_changed)
        game.addSeparator()
        self.quit_action = action(game, "quit_action", self.record.quit_with_summary)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.options_menu = options = self.menuBar().addMenu("")
        options.setObjectName("options_menu")
        self.options_action = action(options, "options_action", self.open_options)
        self.coach_action = action(options, "odds_coach_action")
        self.coach_action.setCheckable(True)
        self.coach_action.setChecked(self.settings.show_odds_coach)
        self.coach_action.toggled.connect(
            lambda on: self._save_settings(dataclasses.replace(self.settings, show_odds_coach=on)))
        self.random_cut_action = action(options, "random_cut_action")
        self.random_cut_action.setCheckable(True)
        self.random_cut_action.setChecked(self.settings.always_random_cut)
        self.random_cut_action.toggled.connect(self._set_always_random_cut)
        self.help_menu = help_menu = self.menuBar().addMenu("")
        help_menu.setObjectName("help_menu")
        self.rules_help_action = action(help_menu, "rules_help_action", lambda: self._inform(
            self.tr("Rules and Payouts"), _help("rules_text", self.session.rules)))
        self.shortcuts_help_action = action(help_menu, "shortcuts_help_action", lambda: self._inform(
            self.tr("Keyboard Shortcuts"), _help("shortcuts_text", self.session.rules)))
        self.read_table_action = action(help_menu, "read_table_action", self.narrator.say_state)
        self.read_table_action.setShortcut(QKeySequence(Qt.Key.Key_F2))
        self.about_action = action(help_menu, "about_action", lambda: self._inform(
            fill(self.tr("About %1"), APP_NAME), _help("about_text")))
        self._retranslate_menus()

    def _retranslate_menus(self) -> None:
        """Set the menus' and actions' texts in the language shown (the same actions, kept)."""
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_game_action.setText(self.tr("&New Game"))
        self.table_limits_action.setText(self.tr("Table &Limits..."))
        self.bet_options_action.setText(self.tr("&Bet Options..."))
        self.history_action.setText(self.tr("Hand &History..."))
        self.statistics_action.setText(self.tr("&Statistics..."))
        self.take_break_action.setText(self.tr("&Take a Break..."))
        self.house_rules_menu.setTitle(self.tr("House &Rules"))
        self.quit_action.setText(self.tr("&Quit"))
        self.options_menu.setTitle(self.tr("&Options"))
        self.options_action.setText(self.tr("&Options..."))
        self.coach_action.setText(self.tr("Odds &Coach"))
        self.coach_action.setToolTip(
            self.tr("When a spread is announced, show the chance to win and whether raising pays"))
        self.random_cut_action.setText(self.tr("Always Cut at &Random"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_help_action.setText(self.tr("&Rules and Payouts"))
        self.shortcuts_help_action.setText(self.tr("&Keyboard Shortcuts"))
        self.read_table_action.setText(self.tr("Read the &Table Aloud"))
        self.read_table_action.setToolTip(
            self.tr("Say the cards, the spread, your stake and balance, and what you can do now (F2)"))
        self.about_action.setText(fill(self.tr("&About %1"), APP_NAME))

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
        self._retranslate_menus()
        self.house_rules.retranslate()
        self.setWindowTitle(self._table_title(self.session.rules))
        retranslate_scene = getattr(self.scene, "retranslate", None)
        if retranslate_scene is not None:
            retranslate_scene()
        for name, make in self._figures.items():
            getattr(self.console, name).set_text(make())
        self.record.retranslate()
        self._refresh()
        self.narrator.retranslate()

    def _table_title(self, rules: Rules) -> str:
        """The window's title for a table (the platform adds the application's name)."""
        if self.practising:
            return fill(self.tr("%1 (Practice)", "the window's title while practice hands are played"),
                        table_title(rules))
        return table_title(rules)

    # --- practice ---------------------------------------------------------------

    @property
    def practising(self) -> bool:
        """True while the table plays practice hands from the practice bankroll."""
        return self.controller.account is Account.PRACTICE

    def enter_practice(self, deal: int | None = None) -> bool:
        """Play practice hands from the practice bankroll, dealt as deal number ``deal`` (None: at random).

        The same deal number deals the same cards, for replays. Practice hands never count in the
        player's balance, history or statistics, and the console says "Practice" where the balance
        is. Only between hands; returns False (and says why) if not possible now.
        """
        try:
            practice, notices = self.profile.practice_ledger(None if deal is None else random.Random(deal))
        except ProfileError as problem:
            log.error("the practice bankroll could not be opened: %s", problem)
            self._say(profile_error_text(problem))
            return False
        limit, known = self.profile.personal_limit()
        session = Session(self.session.rules, balance=practice.balance, next_bet_id=practice.next_bet_id, seed=deal,
                          personal_limit=limit, limit_known=known, journal=practice)
        if not self.controller.sit_down(session, Account.PRACTICE):
            return False
        self.session = session
        self._practice_notes.extend(notices)
        balance = session.balance
        if deal is None:
            self._note(lambda: fill(self.tr("Practice: these hands are played from a practice bankroll of %1 credits "
                                            "and never count in your balance, history or statistics."),
                                    credits(balance)))
        else:
            self._note(lambda: fill(self.tr("Practice deal %1: these hands are played from a practice bankroll of %2 "
                                            "credits and never count in your balance, history or statistics."),
                                    str(deal), credits(balance)))
        if self._ui_built and notices:
            self.narrator.note(" ".join(notice_text(notice) for notice in notices))
        return True

    def leave_practice(self) -> bool:
        """Back to the player's own bankroll (only between hands)."""
        if not self.practising:
            return True
        limit, known = self.profile.personal_limit()
        self._own_session.set_personal_limit(limit, known)
        if not self.controller.sit_down(self._own_session, Account.PLAYER):
            return False
        self.session = self._own_session
        balance = self.session.balance
        self._note(lambda: fill(self.tr("Back at your own bankroll: %1 credits. Place your bets."), credits(balance)))
        return True

    def _account_changed(self, account: Account) -> None:
        self.console.set_practice(account is Account.PRACTICE)
        self.setWindowTitle(self._table_title(self.session.rules))
        for name in ("result", "slip", "wager", "raised"):
            self._figure(name, lambda: "-")  # the other bankroll's figures do not hold here
        self._refresh()

    def _playing_ledger(self) -> Ledger:
        """The ledger the table records hands in now: the practice one while practising."""
        practice = self.profile.practice
        return practice if self.practising and practice is not None else self.ledger

    def _figure(self, name: str, make: Callable[[], str]) -> None:
        """Show ``make()`` in the console's figure ``name`` (result, slip, wager, raised, stake, balance)."""
        self._figures[name] = make
        getattr(self.console, name).set_text(make())

    def _note(self, make: Callable[[], str]) -> None:
        """Announce ``make()``, made again in the new language if the language changes while it shows."""
        self.narrator.note(make(), make)

    # --- player actions ------------------------------------------------------

    def _enter(self) -> None:
        if self.controller.phase is TablePhase.CUTTING:
            self.controller.cut(None)
        elif self.controller.phase is TablePhase.DECIDING:
            self.controller.stand()
        else:
            self.controller.deal()

    def _raise(self) -> None:
        if self.session.rules.raise_policy is not RaisePolicy.UP_TO:
            self.controller.raise_bet()
            return
        if not self.controller.can_raise():
            self.controller.raise_bet()  # refused, with the reason for the player
            return
        box = self.console.raise_box
        amount = box.amount()
        if amount is None:
            self.narrator.refuse(box.problem() or "")
            box.setFocus()
            return
        self.controller.raise_bet(amount)

    def _chip_stack_clicked(self, value: int, left: bool) -> None:
        if left:
            if self.controller.can_bet():  # the selection is part of betting, so it waits too
                self._select_chip(value)
            self.controller.add_chip(value)
        else:
            self.controller.remove_chip(value)

    def _bet_spot_clicked(self, left: bool) -> None:
        if left:
            self.controller.add_chip(self._selected_chip)
        elif self.controller.chips:
            self.controller.remove_chip(self.controller.chips[-1])

    def _select_chip(self, value: int) -> None:
        self._selected_chip = value
        self.scene.select_chip(value)
        self._save_settings(dataclasses.replace(self.settings, selected_chip=value))

    def confirm_new_game(self) -> None:
        """New Game: straight away when the money has run out, else after asking."""
        if not self.controller.can_bet():
            self._say(self.tr("Finish this hand first."))
            return
        if self.session.balance < self.session.min_bet:
            self._new_game()
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("New Game"),
                          fill(self.tr("Start a new game with %1 credits?\nYour balance of %2 will be replaced."),
                               credits(self.session.rules.starting_bankroll), credits(self.session.balance)),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setObjectName("new_game_confirm")
        box.accepted.connect(self._new_game)
        box.open()

    def _new_game(self) -> None:
        if not self.controller.new_game():
            return
        for name in ("result", "slip", "wager", "raised"):
            self._figure(name, lambda: "-")  # the last game's figures no longer hold
        balance = self.session.balance
        self._note(lambda: fill(self.tr("New game: %1 credits. Place your bets."), credits(balance)))

    def choose_preset(self, name: str) -> None:
        """Sit down at another table: a preset, or a saved custom table by its name."""
        rules = self._table_rules(name)
        if rules is None or not self.controller.set_rules(rules):
            self.house_rules.check(self.session.rules.name)

    def _table_rules(self, name: str) -> Rules | None:
        return self.house_rules.rules(name)

    @property
    def preset_actions(self) -> dict[str, QAction]:
        """The House Rules menu's table actions (presets and saved tables) by rules name."""
        return self.house_rules.actions

    @property
    def custom_table_action(self) -> QAction:
        """Game > House Rules > Custom Table..."""
        assert self.house_rules.editor_action is not None
        return self.house_rules.editor_action

    def _custom_table_changed(self, rules: Rules) -> None:
        if self.session.rules.name == rules.name and self.session.rules != rules:
            self.controller.set_rules(rules)  # the table being played was edited: play the new rules

    def _set_always_random_cut(self, on: bool) -> None:
        self.controller.random_cut = on
        if self.random_cut_action.isChecked() != on:
            self.random_cut_action.setChecked(on)
        if self.settings.always_random_cut != on:
            self._save_settings(dataclasses.replace(self.settings, always_random_cut=on))

    def _cut_prompt(self) -> str:
        return self.tr("Cut the cards: drag the red cut card along the pack and let go, "
                       "or press Enter for a random cut.")

    def _betting_opened(self) -> None:
        self.narrator.refresh()  # the cut is made, or a hand is over: the guidance (and the coach's line) holds

    def _coach_next_hand(self) -> str:
        """With the coach on, the exact value of the next hand from the cards left; else ""."""
        return _help("coach_next_hand", self.session) if self.settings.show_odds_coach else ""

    # --- dialogs -------------------------------------------------------------

    def open_options(self) -> OptionsDialog:
        """Show the Options dialog (window-modal, not blocking) and return it."""
        from reddog_qt.app.dialogs.options_dialog import OptionsDialog

        self.settings = dataclasses.replace(self.settings, speed=self.console.speed_slider.value())
        dialog = OptionsDialog(self.settings, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.apply_settings(dialog.result_settings()))
        dialog.open()
        return dialog

    def apply_settings(self, settings: Settings) -> None:
        """Take new options at once: language, sound, voice, animation and speed; then save them."""
        if settings.language != self.settings.language:
            apply_language(settings.language)  # every widget is told (LanguageChange) and shows the new one
        self.audio.set_sound_enabled(settings.sound)
        self.audio.set_voice_enabled(settings.voice)
        self.timings.animated = settings.animation
        self.timings.reduced = self._reduce_motion(settings)
        self.scene.set_four_colour_deck(settings.four_colour_deck)
        self.console.speed_slider.setValue(settings.speed)
        self.record.reality_check_chosen(settings.reality_check_minutes)
        self._save_settings(settings)

    def open_table_limits(self) -> TableLimitsDialog:
        """Show the Table Limits dialog (window-modal) and return it."""
        from reddog_qt.app.dialogs.table_limits_dialog import TableLimitsDialog

        rules = self.session.rules
        dialog = TableLimitsDialog(self._table_rules(rules.name) or rules, rules.limits, self.session.personal_limit,
                                   self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._choose_tier(dialog.chosen_tier()))
        dialog.open()
        return dialog

    @property
    def limit_store(self) -> LimitStore | None:
        """The personal-limit store, or None while it cannot be opened."""
        return self.profile.limits

    def open_bet_options(self) -> BetOptionsDialog | None:
        """Show Game > Bet Options (the personal bet limit) and return it."""
        from reddog_qt.app.dialogs.bet_options_dialog import BetOptionsDialog

        self.profile.personal_limit()  # tries the limit file again if it could not be opened
        if self.limit_store is None:
            self._inform(self.tr("Bet Options"),
                         self.tr("Your personal bet limit cannot be read from your profile right now. "
                                 "Until it can, every bet is held to the table minimum."))
            return None
        rules = self.session.rules
        dialog = BetOptionsDialog(self.limit_store, rules.minimum, rules.maximum, self,
                                  raise_multiple=rules.raise_multiple)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.limit_changed.connect(self.controller.set_personal_limit)
        dialog.limit_changed.connect(lambda _limit: self._refresh())
        dialog.open()
        return dialog

    def open_history(self) -> HandHistoryDialog:
        """Show Game > Hand History and return it."""
        return self.record.open_history()

    def _choose_tier(self, tier: LimitTier | None) -> None:
        rules = self.session.rules
        if tier is None or tier == rules.limits:
            return
        try:
            new_rules = (self._table_rules(rules.name) or rules).with_tier(tier)
        except InvalidRulesError as problem:
            self._say(refusal_text(problem))
            return
        self.controller.set_rules(new_rules)

    def _inform(self, title: str, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.NoIcon, title, text, QMessageBox.StandardButton.Close, self)
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    # --- reacting to the controller ----------------------------------------

    def _bet_changed(self, chips: tuple[int, ...]) -> None:
        if self.controller.phase is TablePhase.BETTING:
            self.scene.show_bet(chips)
            self._figure("stake", lambda: credits(sum(chips)))
            self._figure("wager", lambda: credits(sum(chips)) if chips else "-")
            self._figure("raised", lambda: "-")
        self._refresh()

    def _hand_dealt(self, hand: Hand) -> None:
        self._figure("slip", lambda: str(hand.slip_id))  # an identifier: no digit grouping
        self._figure("wager", lambda: credits(hand.wager))
        self._figure("raised", lambda: "-")
        self._figure("stake", lambda: credits(hand.wager))

    def _coach_line(self, hand: Hand) -> str:
        return _help("coach_advice", self.session, hand) if self.settings.show_odds_coach else ""

    def _spread_announced(self, hand: Hand) -> None:
        allowed = self.controller.raise_range()
        self.console.raise_box.set_allowed(allowed)
        self._refresh()

    def _decision_made(self, hand: Hand) -> None:
        self.console.raise_box.set_allowed(None)
        self.scene.show_bet(self.controller.chips, hand.raised)
        self._figure("raised", lambda: credits(hand.raised) if hand.raised else "-")
        self._figure("stake", lambda: credits(hand.stake))

    def _hand_settled(self, hand: Hand) -> None:
        net = hand.net or 0
        outcome = hand.outcome or Outcome.PUSH

        def result() -> str:
            if outcome is Outcome.WIN:
                return "+" + credits(net)
            if outcome is Outcome.LOSS:
                return "-" + credits(-net)
            return self.tr("Push")

        self._figure("result", result)
        self._figure("stake", lambda: "0")
        self.scene.show_bet(())  # the stake is settled: paid back with any winnings, or taken

    def _rules_changed(self, rules: Rules) -> None:
        self.setWindowTitle(self._table_title(rules))
        self.scene.set_rules(rules)
        self.view.focus_control(self.view.controls()[0] if self.view.hasFocus() else None)
        if self._selected_chip not in rules.chips:
            self._selected_chip = rules.default_chip
        self.scene.select_chip(self._selected_chip)
        self.house_rules.check(rules.name)
        self._save_settings(dataclasses.replace(
            self.settings, preset=rules.name, selected_chip=self._selected_chip,
            tier_minimum=rules.minimum if rules.tiers else None, tier_maximum=rules.maximum if rules.tiers else None))
        self._note(lambda: fill(self.tr("%1: %2."), table_title(rules), rules_summary(rules)))
        self._refresh()

    def _show_balance(self, balance: int) -> None:
        self._figure("balance", lambda: credits(balance))

    def _speed_changed(self, speed: int) -> None:
        self.timings.speed = speed
        if speed != self.settings.speed:
            self._save_settings(dataclasses.replace(self.settings, speed=speed))

    def _say(self, message: str) -> None:
        self.narrator.refuse(message)

    def _refresh(self) -> None:
        """Enable exactly the buttons whose actions are legal now."""
        c, con = self.controller, self.console
        betting = c.can_bet()
        con.deal_button.setEnabled(c.can_deal())
        con.deal_button.setToolTip(c.deal_problem() or self.tr("Deal the cards (Enter)"))
        partial = self.session.rules.raise_policy is RaisePolicy.UP_TO
        con.raise_button.setEnabled(c.can_raise() and (not partial or con.raise_box.amount() is not None))
        con.stand_button.setEnabled(c.can_decide())
        con.raise_box.setVisible(partial)
        con.raise_caption.setVisible(partial)
        if not c.can_raise() and con.raise_box.allowed is not None:
            con.raise_box.set_allowed(None)
        con.double_button.setEnabled(c.can_double())
        con.same_bet_button.setEnabled(c.can_repeat_bet())
        con.rebet_button.setEnabled(c.can_rebet())
        con.undo_button.setEnabled(betting and c.undo_stack.canUndo())
        con.redo_button.setEnabled(betting and c.undo_stack.canRedo())
        con.clear_button.setEnabled(betting and bool(c.chips))
        con.new_game_button.setEnabled(betting)
        con.limits_button.setEnabled(betting)
        self.new_game_action.setEnabled(betting)
        self.house_rules.set_enabled(betting or c.phase is TablePhase.CUTTING)
        self.view.refresh_name()

    # --- sound, started after the first frame ----------------------------------

    @property
    def audio(self) -> TableAudio:
        """The table's sound and voice (started now if the first frame has not come yet)."""
        return self._start_audio()

    def _start_audio(self) -> TableAudio:
        """Load the sounds and the audio device, and listen to the table.

        Called once the felt is on screen: the multimedia backend costs as much as the rest of
        the start. Effects the table asked for before it was ready are not played.
        """
        if self._audio is None:
            from reddog_qt.app.sound.audio import TableAudio

            self._audio = TableAudio(asset_path("sounds"), asset_path("voice"), self)
            self._audio.set_sound_enabled(self.settings.sound)
            self._audio.set_voice_enabled(self.settings.voice)
            self._audio.connect_to(self.controller)
            log.info("Sound and voice ready: %d effects, %d announcements.",
                     len(self._audio.available_sounds()), len(self._audio.available_clips()))
        return self._audio

    # --- settings and start-up ------------------------------------------------

    def _rules_from_settings(self, settings: Settings) -> Rules:
        found = Rules.preset(settings.preset) if settings.preset in PRESET_NAMES else self.custom_tables.get(
            settings.preset)
        if found is None:
            self._table_notes.append(fill(self.tr("The table %1 is no longer saved; you sit at Atlantic City."),
                                          settings.preset.removeprefix("custom:")))
        rules = found or Rules.preset("atlantic-city")
        tier = settings.tier
        if tier is not None and tier in rules.tiers:
            rules = rules.with_tier(tier)
        return rules

    def _initial_chip(self, rules: Rules) -> int:
        chosen = self.settings.selected_chip
        return chosen if chosen in rules.chips else rules.default_chip

    def _save_settings(self, settings: Settings) -> None:
        self.settings = settings
        try:
            self.profile.save_settings(settings)
        except SettingsError as problem:
            log.error("%s", problem)
            self._say(str(problem))

    def _tell_about_start(self) -> None:
        """Say what happened to the player's files at start-up: in the message row, and in a dialog."""
        notices = [*self.profile.notices, *self._table_notes, *self._practice_notes]
        if not notices:
            return
        shown = [notice_text(notice) for notice in notices]
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
            self._ask_stand_and_quit()
            return
        self._keep_unseen_result()
        geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        self._save_settings(dataclasses.replace(self.settings, window_geometry=geometry,
                                                speed=self.console.speed_slider.value()))
        if self._owns_profile:
            self.profile.close()
        super().closeEvent(event)

    def _keep_unseen_result(self) -> None:
        """A hand settled but not yet shown (quit mid-hand, or while the cards move) is shown at the next start."""
        hand = self.session.hand
        if hand is None or hand.phase is not Phase.SETTLED:
            return
        if not self._result_unseen and self.controller.phase is not TablePhase.ANIMATING:
            return
        self._result_unseen = False
        try:
            self._playing_ledger().result_unseen(hand.bet_id)
        except ProfileError as problem:  # the hand itself is recorded; only the reminder is lost
            log.error("the unseen result could not be kept: %s", problem)


def _help(name: str, *args: object) -> str:
    """A text from help_texts (imported on first use: the odds tables are not needed to open the table)."""
    from reddog_qt.app.texts import help_texts

    return getattr(help_texts, name)(*args)
