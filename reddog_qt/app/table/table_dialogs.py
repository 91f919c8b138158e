"""The table's own dialogs: Options, Table Limits and Bet Options, and what is done with their answers.

:class:`TableDialogs` opens each dialog window-modal (not blocking) over the window
and returns it; the dialogs themselves are imported when first opened, not before the
first frame. Hand History, Statistics and Take a Break are the player's record's
(:class:`~reddog_qt.app.record.player_record.PlayerRecord`).
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QWidget

from reddog_qt.app.table.build import Table, reduces_motion
from reddog_qt.app.texts.language import apply_language, translate
from reddog_qt.app.texts.sentence import sentence_text
from reddog_qt.app.widgets import plural
from reddog_qt.engine import LimitTier, Rules
from reddog_qt.engine.errors import InvalidRulesError, PlayerSeedError
from reddog_qt.engine.sealed import fingerprint
from reddog_qt.profile import ProfileError
from reddog_qt.profile.settings import Settings

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from reddog_qt.app.dialogs.bet_options_dialog import BetOptionsDialog
    from reddog_qt.app.dialogs.options_dialog import OptionsDialog
    from reddog_qt.app.dialogs.table_limits_dialog import TableLimitsDialog


class TableDialogs(QObject):
    """Opens the table's dialogs over ``window`` (see the module docstring).

    ``table_rules`` gives a table's rules by name as saved (a preset, or a custom table);
    ``inform`` shows a message box over the window.
    """

    def __init__(self, window: QWidget, table: Table, table_rules: Callable[[str], Rules | None],
                 inform: Callable[[str, str], None]) -> None:
        super().__init__(window)
        self._window = window
        self._table = table
        self._table_rules = table_rules
        self._inform = inform

    def open_options(self) -> OptionsDialog:
        """Show the Options dialog and return it; its settings are taken when it is accepted."""
        from reddog_qt.app.dialogs.options_dialog import OptionsDialog

        table = self._table
        table.settings = dataclasses.replace(table.settings, speed=table.console.speed_slider.value())
        dialog = OptionsDialog(table.settings, self._window)
        dialog.show_sound_trouble(table.audio.trouble)
        self._add_player_seed(dialog)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.apply_settings(dialog.result_settings()))
        dialog.tone_requested.connect(lambda kind, volume: table.audio.test_tone(kind, volume / 100))
        # A test tone leaves its sample at the volume tried: Cancel puts the saved volumes back.
        dialog.rejected.connect(lambda: table.audio.apply_settings(table.settings))
        dialog.open()
        return dialog

    def _add_player_seed(self, dialog: OptionsDialog) -> None:
        """Options' "Fair deals" group, kept through the ledger on OK (left out if the ledger cannot be read)."""
        from reddog_qt.app.dialogs.player_seed_box import PlayerSeedBox

        seals = self._table.profile.ledger.seals
        try:
            ticket = seals.next_ticket()
            box = PlayerSeedBox(ticket.player_seed, fingerprint(ticket.seed))
        except ProfileError as problem:
            log.warning("the player seed cannot be shown: %s", problem)
            return

        def keep() -> bool:
            text = box.chosen_text()
            if text is None:
                return True
            try:
                seals.set_player_seed(text)
            except (PlayerSeedError, ProfileError) as problem:
                box.show_problem(sentence_text(problem))
                return False
            try:  # the shuffle on the table takes it if nothing is dealt from it (else the next one will)
                self._table.practice.own.player_seed_changed()
            except ProfileError as problem:
                log.warning("the shuffle on the table keeps the seed it was sealed with: %s", problem)
            return True

        dialog.add_section(box, keep)

    def apply_settings(self, settings: Settings) -> None:
        """Take new options at once: language, sound, voice and their volumes, animation, speed and the looks;
        then save them."""
        table = self._table
        if settings.language != table.settings.language:
            apply_language(settings.language)  # every widget is told (LanguageChange) and shows the new one
        table.audio.apply_settings(settings)
        table.timings.animated = settings.animation
        table.timings.reduced = reduces_motion(settings)
        table.scene.set_looks(settings.deck, settings.card_back, settings.felt)
        table.console.speed_slider.setValue(settings.speed)
        table.record.reality_check_chosen(settings.reality_check_minutes)
        table.save_settings(settings)

    def open_table_limits(self) -> TableLimitsDialog:
        """Show the Table Limits dialog and return it; the chosen tier is sat at when it is accepted."""
        from reddog_qt.app.dialogs.table_limits_dialog import TableLimitsDialog

        session = self._table.controller.session
        rules = session.rules
        dialog = TableLimitsDialog(self._table_rules(rules.name) or rules, rules.limits, session.personal_limit,
                                   self._window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._choose_tier(dialog.chosen_tier()))
        dialog.open()
        return dialog

    def open_bet_options(self) -> BetOptionsDialog | None:
        """Show Game > Bet Options (the personal bet limit) and return it; None (and say why) if unreadable."""
        from reddog_qt.app.dialogs.bet_options_dialog import BetOptionsDialog

        profile = self._table.profile
        profile.personal_limit()  # tries the limit file again if it could not be opened
        if profile.limits is None:
            self._inform(translate("TableDialogs", "Bet Options"), translate("TableDialogs",
                                                                             "Your personal bet limit cannot be read "
                                                                             "from your profile right now. Until it "
                                                                             "can, every bet is held to the table "
                                                                             "minimum."))
            return None
        controller = self._table.controller
        rules = controller.session.rules
        dialog = BetOptionsDialog(profile.limits, rules.minimum, rules.maximum, self._window,
                                  raise_multiple=rules.raise_multiple)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.limit_changed.connect(self._limit_set)
        dialog.open()
        return dialog

    def _limit_set(self, limit: int | None) -> None:
        """Bet Options stored a new personal limit: the bet is held to it, and the table says it."""
        self._table.controller.set_personal_limit(limit)  # the controller announces the bet again

        def said() -> str:
            if limit is None:
                return translate("TableDialogs", "You have no personal bet limit now: the table maximum applies.")
            return plural(translate("TableDialogs", "Your personal bet limit is now %Ln credit(s).", None, limit),
                          limit)

        self._table.narrator.announce(said(), said)  # said again in the new language after a change of it

    def _choose_tier(self, tier: LimitTier | None) -> None:
        controller = self._table.controller
        rules = controller.session.rules
        if tier is None or tier == rules.limits:
            return
        try:
            new_rules = (self._table_rules(rules.name) or rules).with_tier(tier)
        except InvalidRulesError as problem:
            self._table.narrator.refuse(sentence_text(problem))
            return
        controller.set_rules(new_rules)


__all__ = ["TableDialogs"]
