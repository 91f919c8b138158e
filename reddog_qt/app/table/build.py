"""The composition root of a table: :func:`build_table` makes the parts of one table and wires them together.

From the player's open :class:`~reddog_qt.profile.Profile` and settings it makes the
engine :class:`~reddog_qt.engine.Session`, the :class:`TableController`, the felt
(scene, view, shoe display), the console and its figures, the narrator, the player's
clicks and keys, practice and the player's record, and hands them back as a
:class:`Table`. The window shows the table's widgets and forwards the player's
actions; it makes none of these parts itself.

The :class:`Table` also keeps the player's settings as they change (saved at once
through the profile), starts the sound once the first frame is on screen, and makes
the Odds Coach's lines.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMainWindow

from reddog_qt.app.assets import asset_path
from reddog_qt.app.felt.shoe_items import ShoeDisplay
from reddog_qt.app.felt.table_scene import TableScene
from reddog_qt.app.felt.table_view import TableView
from reddog_qt.app.felt.timings import Timings
from reddog_qt.app.keys import last_input
from reddog_qt.app.record.player_record import PlayerRecord
from reddog_qt.app.record.session_clock import Monotonic
from reddog_qt.app.start.desktop import desktop_reduces_motion
from reddog_qt.app.start.first_frame import after_first_frame
from reddog_qt.app.table.console import Console
from reddog_qt.app.table.controller import TableController
from reddog_qt.app.table.figures import ConsoleFigures
from reddog_qt.app.table.narrator import Narrator
from reddog_qt.app.table.player_input import PlayerInput
from reddog_qt.app.table.practice import Practice
from reddog_qt.app.table.window_access import tell_where_the_keys_are, welcome_on_first_keys
from reddog_qt.app.texts.language import fill, translate
from reddog_qt.engine import PRESET_NAMES, Hand, Rules, Session, Shoe
from reddog_qt.profile import Profile
from reddog_qt.profile.settings import Settings, SettingsError

if TYPE_CHECKING:  # the sound is imported once the first frame is on screen; the guide when it is wanted
    from reddog_qt.app.guide.first_game import FirstGameGuide
    from reddog_qt.app.sound.audio import TableAudio

log = logging.getLogger(__name__)


class Table(QObject):
    """One table's parts, made and wired by :func:`build_table` (see the module docstring).

    It satisfies :class:`~reddog_qt.app.record.player_record.RecordedTable`: the record
    sees the table through it. :attr:`session` is the session on the player's own
    bankroll; the one being played (practice included) is ``controller.session``.
    """

    # Made by build_table, in this order.
    session: Session
    timings: Timings
    scene: TableScene
    controller: TableController
    shoe_display: ShoeDisplay
    view: TableView
    console: Console
    figures: ConsoleFigures
    narrator: Narrator
    input: PlayerInput
    practice: Practice
    record: PlayerRecord

    def __init__(self, profile: Profile, settings: Settings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.profile = profile
        #: The player's settings as they are now (:meth:`save_settings` changes them).
        self.settings = settings
        #: Sentences for the player about the table the settings asked for (e.g. a deleted custom table).
        self.notes: list[str] = []
        self._audio: TableAudio | None = None
        #: The first-game guide, once it has been shown.
        self.guide: FirstGameGuide | None = None

    # --- settings ----------------------------------------------------------------

    def save_settings(self, settings: Settings) -> None:
        """Keep ``settings`` and save them; a failure is told to the player (the table plays on)."""
        self.settings = settings
        try:
            self.profile.save_settings(settings)
        except SettingsError as problem:
            log.error("%s", problem)
            self.narrator.refuse(str(problem))

    def rules_from_settings(self) -> Rules:
        """The table the settings name (with their limit tier); Atlantic City, with a note, if it is gone."""
        settings = self.settings
        found = (Rules.preset(settings.preset) if settings.preset in PRESET_NAMES
                 else self.profile.custom_tables.get(settings.preset))
        if found is None:
            self.notes.append(fill(translate("Table", "The table %1 is no longer saved; you sit at Atlantic City."),
                                   settings.preset.removeprefix("custom:")))
        rules = found or Rules.preset("atlantic-city")
        tier = settings.tier
        if tier is not None and tier in rules.tiers:
            rules = rules.with_tier(tier)
        return rules

    # --- the first-game guide ------------------------------------------------------

    def first_game(self) -> bool:
        """True for a player new to the table: the guide never finished nor skipped, and no hand played yet."""
        return not self.settings.first_game_guide_done and self.profile.ledger.totals().hands == 0

    def learn_to_play(self) -> FirstGameGuide:
        """Show the first-game guide over the felt (Help > Learn to Play, and a first game) and return it."""
        if self.guide is None:
            from reddog_qt.app.guide.first_game import FirstGameGuide

            self.guide = FirstGameGuide(self.view, self.console.deal_button, self.controller, self.narrator)
            self.guide.finished.connect(self._guide_done)
        self.guide.start()
        return self.guide

    def replay_shown(self, shown: bool) -> None:
        """A hand is replayed over the felt (or no longer): the guide steps aside meanwhile."""
        if self.guide is not None:
            self.guide.step_aside(shown)

    def _guide_done(self) -> None:
        if not self.settings.first_game_guide_done:  # never again by itself
            self.save_settings(dataclasses.replace(self.settings, first_game_guide_done=True))

    # --- sound, started after the first frame ----------------------------------

    @property
    def audio(self) -> TableAudio:
        """The table's sound and voice (started now if the first frame has not come yet)."""
        self.start_audio()
        assert self._audio is not None
        return self._audio

    @property
    def audio_started(self) -> bool:
        """True once the sound and voice are loaded."""
        return self._audio is not None

    def start_audio(self) -> None:
        """Load the sounds and the audio device, and listen to the table.

        Called once the felt is on screen: the multimedia backend costs as much as the rest of
        the start. Effects the table asked for before it was ready are not played.
        """
        if self._audio is None:
            from reddog_qt.app.sound.audio import TableAudio

            self._audio = TableAudio(asset_path("sounds"), asset_path("voice"), self.parent())
            self._audio.apply_settings(self.settings)
            self._audio.connect_to(self.controller)
            log.info("Sound and voice ready: %d effects, %d announcements.",
                     len(self._audio.available_sounds()), len(self._audio.available_clips()))

    # --- what the narrator says --------------------------------------------------

    def coach_line(self, hand: Hand) -> str:
        """With the coach on, its advice on the spread of ``hand``; else ""."""
        if not self.settings.show_odds_coach:
            return ""
        from reddog_qt.app.texts.help_texts import coach_advice  # the odds tables: not needed to open the table

        return coach_advice(self.controller.session, hand)

    def coach_next_hand(self) -> str:
        """With the coach on, the exact value of the next hand from the cards left; else ""."""
        if not self.settings.show_odds_coach:
            return ""
        from reddog_qt.app.texts.help_texts import coach_next_hand

        return coach_next_hand(self.controller.session)

    def cut_prompt(self) -> str:
        """What the player is asked when a new shoe waits for the cut (with the keys first while they are used)."""
        if last_input().keys:
            return translate("Table", "Cut the cards: press Enter for a random cut, or drag the red cut card along "
                                      "the pack with the mouse and let go.")
        return translate("Table",
                         "Cut the cards: drag the red cut card along the pack and let go, or press Enter for a random "
                         "cut.")


def reduces_motion(settings: Settings) -> bool:
    """Whether the felt moves less: the player's choice, else the desktop's."""
    if settings.reduce_motion is None:
        return desktop_reduces_motion()
    return settings.reduce_motion


def build_table(profile: Profile, settings: Settings, window: QMainWindow, *, seed: int | None = None,
                session_clock: Monotonic | None = None, shoe: Shoe | None = None) -> Table:
    """Make the parts of a table from ``profile`` and ``settings`` and wire them; ``window`` will show them.

    ``seed`` fixes the shuffle (``shoe``, if given, deals instead); ``session_clock`` (seconds, monotonic)
    drives the session clock and the reality checks (for tests). The sound and the felt's
    mirror for screen readers start after the felt's first frame.
    """
    table = Table(profile, settings, window)
    rules = table.rules_from_settings()
    personal_limit, limit_known = profile.personal_limit()
    table.session = Session(rules, balance=profile.ledger.balance, next_bet_id=profile.ledger.next_bet_id,
                            seed=seed, personal_limit=personal_limit, limit_known=limit_known,
                            journal=profile.ledger, shoe=shoe, seals=profile.ledger.seals)
    table.timings = Timings(settings.speed, settings.animation, reduces_motion(settings))
    table.scene = TableScene(rules, table.timings, window)
    table.scene.set_looks(settings.deck, settings.card_back, settings.felt)
    table.controller = controller = TableController(table.session, table.scene, window,
                                                    limit_reader=profile.personal_limit)
    controller.random_cut = settings.always_random_cut
    controller.remember_bet(settings.last_bet)  # the last bet before a restart
    table.shoe_display = display = ShoeDisplay(table.scene, table.timings, controller.shoe_state(),
                                               controller.random_cut, window)
    controller.shoe_changed.connect(display.show_state)
    controller.shoe_shuffled.connect(display.shuffled)
    controller.cut_requested.connect(display.ask_cut)
    controller.rules_changed.connect(lambda _rules: display.show_state(controller.shoe_state()))
    controller.phase_changed.connect(display.phase_changed)
    display.cut_overlay.cut_chosen.connect(controller.cut)
    display.cut_overlay.random_requested.connect(lambda: controller.cut(None))
    table.view = TableView(table.scene)
    after_first_frame(table.view.viewport(), table.view.mirror_the_felt)
    after_first_frame(table.view.viewport(), table.start_audio)
    table.console = Console()
    table.console.speed_slider.setValue(settings.speed)
    table.figures = ConsoleFigures(controller, table.console, table.scene, window)
    table.narrator = Narrator(controller, table.console, table.coach_line, window,
                              coach_next=table.coach_next_hand, cut_prompt=table.cut_prompt)
    table.input = PlayerInput(window, controller, table.console, table.scene, table.narrator, settings.selected_chip,
                              lambda chip: table.save_settings(dataclasses.replace(table.settings, selected_chip=chip)))
    tell_where_the_keys_are(window, table.view, table.narrator.told, table.narrator.route)
    welcome_on_first_keys(window, table.view, table.narrator.welcome)
    table.practice = Practice(profile, controller, table.narrator, table.session, window)
    # The session clock, reality checks, breaks, history and statistics.
    table.record = PlayerRecord(table, window, settings.reality_check_minutes, session_clock)
    return table


__all__ = ["Table", "build_table", "reduces_motion"]
