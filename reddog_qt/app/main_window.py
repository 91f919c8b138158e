"""The Red Dog main window: felt, console and menus (its keys and screen fit are in window_access.py).

It opens the player's profile (settings, ledger, personal limit), makes the
engine :class:`~reddog_qt.engine.Session`, the :class:`TableController` and the
views, and wires them together. It holds no rules of its own: every button is
enabled from what the controller says is legal.
"""

from __future__ import annotations

import dataclasses
import logging
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMessageBox, QVBoxLayout, QWidget

from reddog_qt import APP_NAME
from reddog_qt.app.audio import TableAudio
from reddog_qt.app.console import Console
from reddog_qt.app.controller import TableController, TablePhase
from reddog_qt.app.help_texts import about_text, coach_advice, rules_text, shortcuts_text
from reddog_qt.app.history_dialog import HandHistoryDialog
from reddog_qt.app.narrator import Narrator
from reddog_qt.app.bet_options_dialog import BetOptionsDialog
from reddog_qt.app.table_limits_dialog import TableLimitsDialog
from reddog_qt.app.options_dialog import OptionsDialog
from reddog_qt.app.table_scene import TableScene
from reddog_qt.app.table_view import TableView
from reddog_qt.app.timings import Timings
from reddog_qt.app.window_access import MINIMUM_SIZE, WindowAccessMixin
from reddog_qt.engine import PRESET_NAMES, Hand, LimitTier, Outcome, Phase, RaisePolicy, Rules, Session
from reddog_qt.engine.errors import InvalidRulesError
from reddog_qt.ledger import Ledger
from reddog_qt.limit_store import LimitStore, LimitStoreError
from reddog_qt.paths import ProfilePaths, asset_path
from reddog_qt.settings import Settings, SettingsError, load_settings, save_settings

log = logging.getLogger(__name__)


class MainWindow(WindowAccessMixin):
    """The table window. ``profile_dir`` holds this player's files; ``seed`` fixes the shuffle."""

    def __init__(self, profile_dir: Path | None = None, seed: int | None = None) -> None:
        super().__init__()
        self.setObjectName("main_window")
        self.paths = ProfilePaths.resolve(profile_dir).ensure()
        self.settings = load_settings(self.paths.settings_file)
        rules = self._rules_from_settings(self.settings)

        self.ledger = Ledger(self.paths.ledger_file, starting_balance=Rules.preset("atlantic-city").starting_bankroll)
        self.recovered_hands = self.ledger.recover()
        self.limit_store: LimitStore | None
        try:
            self.limit_store = LimitStore(self.paths.ledger_file)
            personal_limit = self.limit_store.limit
        except LimitStoreError as problem:
            log.error("personal limit unavailable: %s", problem)
            self.limit_store, personal_limit = None, None

        self.session = Session(rules, balance=self.ledger.balance, next_bet_id=self.ledger.next_bet_id,
                               seed=seed, personal_limit=personal_limit, journal=self.ledger)
        self.timings = Timings(self.settings.speed, self.settings.animation, self._reduce_motion(self.settings))
        self.scene = TableScene(rules, self.timings, self)
        self.scene.set_four_colour_deck(self.settings.four_colour_deck)
        self.controller = TableController(self.session, self.scene, self)
        self.audio = TableAudio(asset_path("sounds"), asset_path("voice"), self)
        self.audio.set_sound_enabled(self.settings.sound)
        self.audio.set_voice_enabled(self.settings.voice)
        self.audio.connect_to(self.controller)

        self.view = TableView(self.scene)
        self.console = Console()
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.console)
        self.setCentralWidget(central)
        self.setMinimumSize(MINIMUM_SIZE)
        self.narrator = Narrator(self.controller, self.console, self._coach_line, self)
        self._quit_confirmed = False
        self._fitted = False

        # The platform adds the application's name (e.g. "Atlantic City — Red Dog").
        self.setWindowTitle(rules.title)
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
        self.console.stake.set_text("0")
        self.narrator.refresh()
        self._tell_about_start()

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

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu("&Game")
        self.new_game_action = game.addAction(self.tr("&New Game"), self.confirm_new_game)
        game.addSeparator()
        game.addAction("Table &Limits...", self.open_table_limits)
        game.addAction("&Bet Options...", self.open_bet_options)
        game.addAction("Hand &History...", self.open_history)
        presets = game.addMenu("House &Rules")
        self._preset_group = QActionGroup(self)
        self.preset_actions: dict[str, QAction] = {}
        for name in PRESET_NAMES:
            rules = Rules.preset(name)
            action = presets.addAction(f"{rules.title}  ({rules.describe()})")
            action.setCheckable(True)
            action.setChecked(name == self.session.rules.name)
            action.triggered.connect(lambda _checked=False, n=name: self.choose_preset(n))
            self._preset_group.addAction(action)
            self.preset_actions[name] = action
        game.addSeparator()
        quit_action = game.addAction("&Quit", self.close)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        options = self.menuBar().addMenu("&Options")
        options.addAction("&Options...", self.open_options)
        self.coach_action = options.addAction("Odds &Coach")
        self.coach_action.setObjectName("odds_coach_action")
        self.coach_action.setCheckable(True)
        self.coach_action.setChecked(self.settings.show_odds_coach)
        self.coach_action.setToolTip("When a spread is announced, show the chance to win and whether raising pays")
        self.coach_action.toggled.connect(
            lambda on: self._save_settings(dataclasses.replace(self.settings, show_odds_coach=on)))
        help_menu = self.menuBar().addMenu("&Help")
        help_menu.addAction("&Rules and Payouts", lambda: self._inform("Rules and Payouts", rules_text(self.session.rules)))
        help_menu.addAction("&Keyboard Shortcuts", lambda: self._inform("Keyboard Shortcuts", shortcuts_text(self.session.rules)))
        help_menu.addAction(f"&About {APP_NAME}", lambda: self._inform(f"About {APP_NAME}", about_text()))

    # --- player actions ------------------------------------------------------

    def _enter(self) -> None:
        if self.controller.phase is TablePhase.DECIDING:
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
        box = QMessageBox(QMessageBox.Icon.Question, "New Game",
                          f"Start a new game with {self.session.rules.starting_bankroll:,} credits?\n"
                          f"Your balance of {self.session.balance:,} will be replaced.",
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setObjectName("new_game_confirm")
        box.accepted.connect(self._new_game)
        box.open()

    def _new_game(self) -> None:
        if not self.controller.new_game():
            return
        for display in (self.console.result, self.console.slip, self.console.wager, self.console.raised):
            display.set_text("-")  # the last game's figures no longer hold
        self.narrator.note(self.tr("New game: {balance} credits. Place your bets.").format(
            balance=f"{self.session.balance:,}"))

    def choose_preset(self, name: str) -> None:
        """Sit down at another table."""
        if not self.controller.set_rules(Rules.preset(name)):
            self.preset_actions[self.session.rules.name].setChecked(True)

    # --- dialogs -------------------------------------------------------------

    def open_options(self) -> OptionsDialog:
        """Show the Options dialog (window-modal, not blocking) and return it."""
        self.settings = dataclasses.replace(self.settings, speed=self.console.speed_slider.value())
        dialog = OptionsDialog(self.settings, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.apply_settings(dialog.result_settings()))
        dialog.open()
        return dialog

    def apply_settings(self, settings: Settings) -> None:
        """Take new options at once: sound, voice, animation and speed; then save them."""
        self.audio.set_sound_enabled(settings.sound)
        self.audio.set_voice_enabled(settings.voice)
        self.timings.animated = settings.animation
        self.timings.reduced = self._reduce_motion(settings)
        self.scene.set_four_colour_deck(settings.four_colour_deck)
        self.console.speed_slider.setValue(settings.speed)
        self._save_settings(settings)

    def open_table_limits(self) -> TableLimitsDialog:
        """Show the Table Limits dialog (window-modal) and return it."""
        rules = self.session.rules
        dialog = TableLimitsDialog(Rules.preset(rules.name), rules.limits, self.session.personal_limit, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._choose_tier(dialog.chosen_tier()))
        dialog.open()
        return dialog

    def open_bet_options(self) -> BetOptionsDialog | None:
        """Show Game > Bet Options (the personal bet limit) and return it."""
        if self.limit_store is None:
            self._inform("Bet Options", "Your personal bet limit cannot be read from your profile right now.")
            return None
        rules = self.session.rules
        dialog = BetOptionsDialog(self.limit_store, rules.minimum, rules.maximum, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.limit_changed.connect(self.controller.set_personal_limit)
        dialog.limit_changed.connect(lambda _limit: self._refresh())
        dialog.open()
        return dialog

    def open_history(self) -> HandHistoryDialog:
        """Show Game > Hand History and return it."""
        dialog = HandHistoryDialog(self.ledger, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _choose_tier(self, tier: LimitTier | None) -> None:
        rules = self.session.rules
        if tier is None or tier == rules.limits:
            return
        try:
            new_rules = Rules.preset(rules.name).with_tier(tier)
        except InvalidRulesError as problem:
            self._say(str(problem))
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
            self.console.stake.set_text(f"{sum(chips):,}")
            self.console.wager.set_text(f"{sum(chips):,}" if chips else "-")
            self.console.raised.set_text("-")
        self._refresh()

    def _hand_dealt(self, hand: Hand) -> None:
        self.console.slip.set_text(str(hand.slip_id))
        self.console.wager.set_text(f"{hand.wager:,}")
        self.console.raised.set_text("-")
        self.console.stake.set_text(f"{hand.wager:,}")

    def _coach_line(self, hand: Hand) -> str:
        return coach_advice(self.session, hand) if self.settings.show_odds_coach else ""

    def _spread_announced(self, hand: Hand) -> None:
        allowed = self.controller.raise_range()
        self.console.raise_box.set_allowed(allowed)
        self._refresh()

    def _decision_made(self, hand: Hand) -> None:
        self.console.raise_box.set_allowed(None)
        self.scene.show_bet(self.controller.chips, hand.raised)
        self.console.raised.set_text(f"{hand.raised:,}" if hand.raised else "-")
        self.console.stake.set_text(f"{hand.stake:,}")

    def _hand_settled(self, hand: Hand) -> None:
        net = hand.net or 0
        text = {Outcome.WIN: f"+{net:,}", Outcome.PUSH: "Push", Outcome.LOSS: f"-{-net:,}"}[hand.outcome or Outcome.PUSH]
        self.console.result.set_text(text)
        self.console.stake.set_text("0")
        self.scene.show_bet(())  # the stake is settled: paid back with any winnings, or taken

    def _rules_changed(self, rules: Rules) -> None:
        self.setWindowTitle(rules.title)
        self.scene.set_rules(rules)
        self.view.focus_control(self.view.controls()[0] if self.view.hasFocus() else None)
        if self._selected_chip not in rules.chips:
            self._selected_chip = rules.default_chip
        self.scene.select_chip(self._selected_chip)
        self.preset_actions[rules.name].setChecked(True)
        self._save_settings(dataclasses.replace(
            self.settings, preset=rules.name, selected_chip=self._selected_chip,
            tier_minimum=rules.minimum if rules.tiers else None, tier_maximum=rules.maximum if rules.tiers else None))
        self.narrator.note(f"{rules.title}: {rules.describe()}.")
        self._refresh()

    def _show_balance(self, balance: int) -> None:
        self.console.balance.set_text(f"{balance:,}")

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
        con.deal_button.setToolTip(c.deal_problem() or "Deal the cards (Enter)")
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
        for action in self.preset_actions.values():
            action.setEnabled(betting)
        self.view.refresh_name()

    # --- settings and start-up ------------------------------------------------

    @staticmethod
    def _rules_from_settings(settings: Settings) -> Rules:
        rules = Rules.preset(settings.preset)
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
            save_settings(self.paths.settings_file, settings)
        except SettingsError as problem:
            log.error("%s", problem)
            self._say(str(problem))

    def _tell_about_start(self) -> None:
        notes = []
        if self.ledger.recovered_from is not None:
            notes.append(self.tr("Your ledger file was damaged; it was kept aside and a fresh bankroll started."))
        for record in self.recovered_hands:
            notes.append(self.tr("Bet ID {bet_id} was interrupted; it was finished as a stand ({net}).").format(
                bet_id=record.bet_id, net=f"{record.net:+,}"))
        if notes:
            self.narrator.note(" ".join(notes))

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.isVisible() and not self._quit_confirmed and self.session.phase is Phase.DECIDING:
            event.ignore()  # a spread waits for the player: ask before it is decided for them
            self._ask_stand_and_quit()
            return
        geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        self._save_settings(dataclasses.replace(self.settings, window_geometry=geometry,
                                                speed=self.console.speed_slider.value()))
        if self.limit_store is not None:
            self.limit_store.close()
        self.ledger.close()
        super().closeEvent(event)
