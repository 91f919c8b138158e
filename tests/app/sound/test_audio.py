"""TableAudio: which effects and announcements are requested, in what order, and the voice queue.

There is no audio device on the test machines, so these tests check what was
*requested* (the ``sound_requested`` / ``voice_*`` signals), never what was
heard. A real :class:`TableController` without an animator plays whole hands
synchronously, from a shoe stacked with the cards each test names.
"""

from __future__ import annotations

import logging
import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtMultimedia import QSoundEffect

from reddog_qt.app.assets import assets_dir
from reddog_qt.app.seams import TablePhase
from reddog_qt.app.sound import audio as audio_module
from reddog_qt.app.sound.audio import DISABLED_MESSAGE, NO_DEVICE_MESSAGE, SoundTrouble, TableAudio
from reddog_qt.app.sound.cues import EVENT_CUES, SOUND_NAMES, VOICE_NAMES, TableEvent, cues_for, heard_signals
from reddog_qt.app.table.controller import TableController
from reddog_qt.engine import Hand, HandKind, Outcome, Rules, Session, Shoe
from reddog_qt.profile.settings import Settings

ASSETS = assets_dir()
SOUNDS = ASSETS / "sounds"
VOICE = ASSETS / "voice"
RULES = Rules.preset("atlantic-city")
WAGER_CHIP = 5  # the table minimum: one chip makes a legal bet

# Clips run at 2% of their length with a 5 ms gap, so a queue drains in well under a second.
FAST = {"voice_gap_ms": 5, "clip_time_scale": 0.02}


# --- helpers -------------------------------------------------------------------


@dataclass
class Recorder:
    """Every request TableAudio announces, in order, with the time it happened."""

    sounds: list[str] = field(default_factory=list)
    queued: list[str] = field(default_factory=list)
    started: list[str] = field(default_factory=list)
    finished: list[str] = field(default_factory=list)
    start_times: list[float] = field(default_factory=list)
    overlaps: list[str] = field(default_factory=list)
    busy: str | None = None

    def attach(self, audio: TableAudio) -> Recorder:
        audio.sound_requested.connect(self.sounds.append)
        audio.voice_queued.connect(self.queued.append)
        audio.voice_requested.connect(self._started)
        audio.voice_finished.connect(self._finished)
        return self

    def _started(self, name: str) -> None:
        if self.busy is not None:  # a clip starting while another is still being spoken
            self.overlaps.append(f"{name} started during {self.busy}")
        self.busy = name
        self.started.append(name)
        self.start_times.append(time.monotonic())

    def _finished(self, name: str) -> None:
        assert name == self.busy, f"{name} finished but {self.busy} was speaking"
        self.busy = None
        self.finished.append(name)


@pytest.fixture
def make_audio(qtbot) -> Callable[..., TableAudio]:  # qtbot gives the QApplication
    made: list[TableAudio] = []

    def make(**options: object) -> TableAudio:
        settings = {"enable_output": False, **FAST, **options}
        audio = TableAudio(SOUNDS, VOICE, **settings)  # type: ignore[arg-type]
        made.append(audio)
        return audio

    yield make
    for audio in made:
        audio.clear_voice()
        audio.disconnect_controller()


#: Hands by their cards, in the order dealt.
SPREAD_WON = "4c 9d 6h"  # a spread of 4, the six inside
SPREAD_LOST = "4c 9d Kh"  # a spread of 4, the king outside
PAIR_PUSH = "7c 7d 2h"
TRIPS = "7c 7d 7h"
CONSECUTIVE = "7c 8d"


def dealing(cards: str) -> Session:
    """A session whose shoe deals exactly ``cards`` first."""
    return Session(RULES, shoe=Shoe.stacked(RULES, cards))


def play_hand(controller: TableController, decision: str = "stand") -> Hand:
    """Bet one chip, deal, and raise or stand on a spread. Returns the settled hand."""
    assert controller.add_chip(WAGER_CHIP)
    assert controller.deal()
    if controller.phase is TablePhase.DECIDING:
        assert controller.raise_bet() if decision == "raise" else controller.stand()
    hand = controller.session.hand
    assert hand is not None and hand.outcome is not None
    return hand


def drain(qtbot, audio: TableAudio) -> None:
    qtbot.waitUntil(lambda: not audio.is_busy, timeout=5000)


def table(audio: TableAudio, cards: str) -> tuple[TableController, Recorder]:
    controller = TableController(dealing(cards))
    audio.connect_to(controller)
    return controller, Recorder().attach(audio)


# --- start-up ------------------------------------------------------------------


def audio_records(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [record for record in caplog.records if record.name == audio_module.__name__]


def test_output_switched_off_loads_silently_with_one_log_line(qtbot, caplog):
    caplog.set_level(logging.DEBUG, logger=audio_module.__name__)
    audio = TableAudio(SOUNDS, VOICE, enable_output=False)
    assert [r.getMessage() for r in audio_records(caplog)] == [DISABLED_MESSAGE]
    assert not audio.output_enabled
    assert audio.findChildren(QSoundEffect) == []
    # Every clip was still read, so the queue and the signals work the same way.
    assert audio.available_sounds() == SOUND_NAMES
    assert audio.available_clips() == VOICE_NAMES


def test_no_device_found_loads_silently_with_one_log_line(qtbot, caplog, monkeypatch):
    monkeypatch.setattr(audio_module, "has_audio_output", lambda: False)
    caplog.set_level(logging.DEBUG, logger=audio_module.__name__)
    audio = TableAudio(SOUNDS, VOICE)
    assert [r.getMessage() for r in audio_records(caplog)] == [NO_DEVICE_MESSAGE]
    assert not audio.output_enabled
    assert audio.findChildren(QSoundEffect) == []
    assert audio.play_sound("chip_place")


def test_real_auto_detect_on_a_machine_without_audio(qtbot, caplog):
    if audio_module.has_audio_output():
        pytest.skip("this machine has an audio device")
    caplog.set_level(logging.DEBUG, logger=audio_module.__name__)
    audio = TableAudio.from_assets()
    assert [r.getMessage() for r in audio_records(caplog)] == [NO_DEVICE_MESSAGE]
    assert audio.findChildren(QSoundEffect) == []


def test_forced_output_makes_one_effect_per_readable_file(qtbot, tmp_path, caplog):
    sounds, voice = tmp_path / "sounds", tmp_path / "voice"
    sounds.mkdir()
    voice.mkdir()
    shutil.copy(SOUNDS / "chip_place.wav", sounds)
    shutil.copy(VOICE / "pair.wav", voice)
    caplog.set_level(logging.WARNING, logger=audio_module.__name__)
    audio = TableAudio(sounds, voice, enable_output=True, **FAST)  # type: ignore[arg-type]
    effects = audio.findChildren(QSoundEffect)
    assert sorted(effect.source().fileName() for effect in effects) == ["chip_place.wav", "pair.wav"]
    assert audio.play_sound("chip_place")  # no device: the effect errors quietly, nothing raises
    assert audio.say("pair")
    drain(qtbot, audio)


def test_missing_or_unreadable_files_log_one_line_each_and_the_rest_works(qtbot, tmp_path, caplog):
    sounds, voice = tmp_path / "sounds", tmp_path / "voice"
    shutil.copytree(SOUNDS, sounds)
    shutil.copytree(VOICE, voice)
    (sounds / "win.wav").unlink()
    (voice / "pair.wav").write_bytes(b"RIFF\x00\x00garbage, not a wave file")
    caplog.set_level(logging.DEBUG, logger=audio_module.__name__)
    audio = TableAudio(sounds, voice, enable_output=False, **FAST)  # type: ignore[arg-type]
    warnings = [r.getMessage() for r in audio_records(caplog) if r.levelno >= logging.WARNING]
    assert len(warnings) == 2
    assert "win.wav is missing" in warnings[0]
    assert "pair.wav cannot be read" in warnings[1]
    recorder = Recorder().attach(audio)
    assert not audio.play_sound("win")
    assert audio.play_sound("loss")
    assert not audio.say("pair")
    assert audio.say("pair_push")
    assert recorder.sounds == ["loss"]
    assert recorder.queued == ["pair_push"]
    assert "win" not in audio.available_sounds() and "pair" not in audio.available_clips()


def test_trouble_says_what_cannot_be_heard_and_why(qtbot, tmp_path, monkeypatch):
    sounds, voice = tmp_path / "sounds", tmp_path / "voice"
    shutil.copytree(SOUNDS, sounds)
    shutil.copytree(VOICE, voice)
    assert not TableAudio(sounds, voice, enable_output=False).trouble  # switched off on purpose is no trouble
    (sounds / "chip_place.wav").unlink()
    (voice / "pair.wav").write_bytes(b"RIFF\x00\x00garbage, not a wave file")
    monkeypatch.setattr(audio_module, "has_audio_output", lambda: False)
    trouble = TableAudio(sounds, voice).trouble
    assert trouble == SoundTrouble(no_device=True, broken_sounds=("chip_place",), broken_clips=("pair",))
    assert not trouble.test_is_heard("sound") and not trouble.test_is_heard("voice")
    found = SoundTrouble(broken_sounds=("chip_place",), broken_clips=("pair",))
    assert found and not found.test_is_heard("sound") and found.test_is_heard("voice")  # the voice sample is there


def test_clip_lengths_come_from_the_wav_headers(make_audio):
    audio = make_audio(voice_gap_ms=100, clip_time_scale=1.0)
    # three_of_a_kind.wav is 46,760 frames at 22,050 Hz: 2,121 ms, plus the gap.
    assert audio.clip_duration_ms("three_of_a_kind") == 2121 + 100
    assert audio.clip_duration_ms("pair") < audio.clip_duration_ms("pair_push")


# --- the event table -------------------------------------------------------------


def test_every_event_has_its_cues_and_its_controller_signal():
    controller = TableController(Session(RULES, seed=1))
    signals = heard_signals(controller)
    assert set(EVENT_CUES) == set(signals) == set(TableEvent)
    assert "HAND_DEALT" not in TableEvent.__members__  # "No more bets" is deliberately not said
    assert cues_for(TableEvent.CHIP_PLACED, 25) == (("sound", "chip_place"),)
    assert cues_for(TableEvent.BETTING_OPENED) == (("voice", "place_your_bets"),)


def test_every_cue_names_a_loaded_clip():
    # Feed each rule every kind of hand it can meet, and collect the names it gives.
    hands: list[Hand] = []
    for cards in (SPREAD_WON, SPREAD_LOST, PAIR_PUSH, TRIPS, CONSECUTIVE):
        session = dealing(cards)
        dealt = session.deal(WAGER_CHIP)
        hands.append(dealt)
        if dealt.kind is HandKind.SPREAD:
            hands.append(session.stand())
    assert [hand.outcome for hand in hands] == [None, Outcome.WIN, None, Outcome.LOSS, Outcome.PUSH, Outcome.WIN,
                                                Outcome.PUSH]
    raised = dealing(SPREAD_WON)
    raised.deal(WAGER_CHIP)
    hands.append(raised.raise_bet())
    card = hands[0].cards[0]
    arguments = {TableEvent.CHIP_PLACED: [(5,)], TableEvent.CHIP_REMOVED: [(5,)], TableEvent.CARD_DEALT: [(card, 0)],
                 TableEvent.CARD_TURNED: [(card, 2)], TableEvent.BETTING_OPENED: [()],
                 TableEvent.CUT_CARD_REACHED: [()]}
    named: set[str] = set()
    for event in EVENT_CUES:
        for args in arguments.get(event, [(hand,) for hand in hands]):
            named.update(name for _, name in cues_for(event, *args))
    assert named <= set(SOUND_NAMES) | set(VOICE_NAMES)
    # Every effect and every announcement except "no more bets" is used by some event.
    assert set(SOUND_NAMES) <= named
    assert set(VOICE_NAMES) - named == {"no_more_bets"} | {f"spread_{n}" for n in range(1, 12)} - named


# --- whole hands through a real controller ----------------------------------------


def test_spread_hand_stood_and_lost(qtbot, make_audio):
    audio = make_audio()
    controller, rec = table(audio, SPREAD_LOST)
    hand = play_hand(controller, "stand")
    drain(qtbot, audio)
    assert hand.outcome is Outcome.LOSS
    assert rec.sounds == ["chip_place", "loss"]
    assert rec.queued == ["spread_4", "stand", "dealer_wins", "place_your_bets"]
    assert rec.started == ["spread_4", "stand", "dealer_wins", "place_your_bets"]
    assert rec.finished == rec.started
    assert rec.overlaps == []


def test_spread_hand_raised_and_won(qtbot, make_audio):
    audio = make_audio()
    controller, rec = table(audio, SPREAD_WON)
    hand = play_hand(controller, "raise")
    assert hand.raised and hand.outcome is Outcome.WIN
    drain(qtbot, audio)
    assert rec.sounds == ["chip_place", "win"]
    assert rec.started == ["spread_4", "raise", "player_wins", "place_your_bets"]
    assert rec.overlaps == []


def test_spread_announcement_names_the_spread(qtbot, make_audio):
    audio = make_audio()
    seen: set[int] = set()
    for spread, cards in ((1, "7c 9d"), (4, "4c 9d"), (11, "2c Ad")):
        controller, rec = table(audio, cards)
        assert controller.add_chip(WAGER_CHIP) and controller.deal()
        assert rec.queued == [f"spread_{spread}"]
        seen.add(spread)
        audio.clear_voice()
    assert seen == {1, 4, 11}


def test_pair_without_a_third_match_is_a_push(qtbot, make_audio):
    audio = make_audio()
    controller, rec = table(audio, PAIR_PUSH)
    hand = play_hand(controller)
    drain(qtbot, audio)
    assert hand.outcome is Outcome.PUSH
    assert rec.sounds == ["chip_place", "push"]
    assert rec.started == ["pair", "pair_push", "place_your_bets"]
    assert rec.overlaps == []


def test_three_of_a_kind(qtbot, make_audio):
    audio = make_audio()
    controller, rec = table(audio, TRIPS)
    play_hand(controller)
    drain(qtbot, audio)
    assert rec.sounds == ["chip_place", "win"]
    assert rec.started == ["pair", "three_of_a_kind", "place_your_bets"]


def test_consecutive_hand_is_announced_once(qtbot, make_audio):
    audio = make_audio()
    controller, rec = table(audio, CONSECUTIVE)
    play_hand(controller)
    drain(qtbot, audio)
    assert rec.sounds == ["chip_place", "push"]
    assert rec.started == ["consecutive_push", "place_your_bets"]


class InstantAnimator:
    """Shows nothing but reports every card as the table view would: leaves the shoe, then turns."""

    def play_deal(self, hand, on_card, done):
        count = 3 if hand.kind is HandKind.PAIR else 2
        for slot, card in enumerate(hand.cards[:count]):
            on_card(card, slot, False)
            on_card(card, slot, True)
        done()

    def play_third_card(self, hand, on_card, done):
        on_card(hand.cards[2], 2, False)
        on_card(hand.cards[2], 2, True)
        done()

    def play_result(self, hand, done):
        done()

    def clear_hand(self):
        pass

    def finish_cosmetics(self):
        pass


def test_cards_are_heard_as_they_are_dealt_and_turned(qtbot, make_audio):
    audio = make_audio()
    controller = TableController(dealing(SPREAD_WON), InstantAnimator())
    audio.connect_to(controller)
    rec = Recorder().attach(audio)
    assert controller.add_chip(WAGER_CHIP)
    assert controller.remove_chip(WAGER_CHIP)
    play_hand(controller)
    assert rec.sounds == ["chip_place", "chip_remove", "chip_place",
                          "card_deal", "card_flip", "card_deal", "card_flip",   # the two outer cards
                          "card_deal", "card_flip",                             # the third, after Stand
                          "win"]


def test_connecting_twice_does_not_double_the_sounds(qtbot, make_audio):
    audio = make_audio()
    controller = TableController(Session(RULES, seed=1))
    audio.connect_to(controller)
    audio.connect_to(controller)
    rec = Recorder().attach(audio)
    controller.add_chip(WAGER_CHIP)
    assert rec.sounds == ["chip_place"]
    audio.disconnect_controller()
    controller.add_chip(WAGER_CHIP)
    assert rec.sounds == ["chip_place"]


# --- switches ---------------------------------------------------------------------


def test_with_sound_off_no_effect_is_requested(qtbot, make_audio):
    audio = make_audio()
    audio.set_sound_enabled(False)
    assert not audio.sound_enabled
    controller, rec = table(audio, SPREAD_WON)
    play_hand(controller)
    drain(qtbot, audio)
    assert rec.sounds == []
    assert rec.started[0] == "spread_4"  # the voice is unaffected
    assert not audio.play_sound("chip_place")


def test_with_voice_off_no_clip_is_queued(qtbot, make_audio):
    audio = make_audio()
    audio.set_voice_enabled(False)
    assert not audio.voice_enabled
    controller, rec = table(audio, PAIR_PUSH)
    play_hand(controller)
    qtbot.wait(50)
    assert rec.queued == [] and rec.started == []
    assert rec.sounds == ["chip_place", "push"]
    assert not audio.say("pair")


def test_apply_settings_switches_sound_and_voice(make_audio):
    audio = make_audio()
    audio.apply_settings(Settings(sound=False, voice=True))
    assert (audio.sound_enabled, audio.voice_enabled) == (False, True)
    audio.apply_settings(Settings(sound=True, voice=False))
    assert (audio.sound_enabled, audio.voice_enabled) == (True, False)


def test_switching_voice_off_mid_queue_empties_it(qtbot, make_audio):
    audio = make_audio(clip_time_scale=1.0)  # real lengths: the first clip is still speaking below
    rec = Recorder().attach(audio)
    for name in ("spread_4", "stand", "dealer_wins"):
        audio.say(name)
    assert audio.speaking == "spread_4" and audio.pending == ("stand", "dealer_wins")
    audio.set_voice_enabled(False)
    assert audio.speaking is None and audio.pending == () and not audio.is_busy
    assert rec.finished == ["spread_4"]  # cut off
    qtbot.wait(300)
    assert rec.started == ["spread_4"]
    audio.set_voice_enabled(True)
    audio.say("pair")
    assert rec.started == ["spread_4", "pair"]  # starts at once: nothing left over from before


def test_the_queue_never_starts_a_clip_while_another_is_speaking(qtbot, make_audio):
    audio = make_audio(voice_gap_ms=10, clip_time_scale=0.05)
    rec = Recorder().attach(audio)
    names = ["three_of_a_kind", "pair", "spread_11", "raise"]
    for name in names:
        audio.say(name)
    assert rec.started == ["three_of_a_kind"]  # the rest wait their turn
    drain(qtbot, audio)
    assert rec.started == names and rec.finished == names
    assert rec.overlaps == []
    for before, (start, next_start) in zip(names[:-1], pairwise(rec.start_times), strict=True):
        # The next clip waits at least the whole clip plus the gap (2 ms for clock rounding).
        assert next_start - start >= audio.clip_duration_ms(before) / 1000 - 0.002, before


def test_place_your_bets_goes_stale_when_the_next_hand_is_dealt(qtbot, make_audio):
    audio = make_audio()
    controller, rec = table(audio, f"{CONSECUTIVE} 5c 6d")  # two consecutive hands
    play_hand(controller)
    play_hand(controller)  # the player deals again before the dealer got to "place your bets"
    drain(qtbot, audio)
    assert rec.queued.count("place_your_bets") == 2
    assert rec.started.count("place_your_bets") == 1
    assert rec.started[-1] == "place_your_bets"


def test_place_your_bets_is_never_queued_twice(make_audio):
    audio = make_audio(clip_time_scale=1.0)
    audio.say("spread_2")
    audio.say("place_your_bets")
    audio.say("place_your_bets")
    assert audio.pending == ("place_your_bets",)


def test_a_long_queue_drops_its_oldest_waiting_clips(qtbot, make_audio):
    audio = make_audio(max_pending=2)
    rec = Recorder().attach(audio)
    for name in ("spread_1", "spread_2", "spread_3", "spread_4", "spread_5"):
        audio.say(name)
    assert audio.pending == ("spread_4", "spread_5")
    drain(qtbot, audio)
    assert rec.started == ["spread_1", "spread_4", "spread_5"]


def test_volume_is_clamped(make_audio):
    audio = make_audio(volume=0.5)
    assert audio.volume == 0.5
    audio.set_volume(3)
    assert audio.volume == 1.0
    audio.set_volume(-1)
    assert audio.volume == 0.0


def test_unknown_names_are_ignored(make_audio):
    audio = make_audio()
    rec = Recorder().attach(audio)
    assert not audio.play_sound("trumpet")
    assert not audio.say("hello")
    assert rec.sounds == [] and rec.queued == []


def test_assets_folder_holds_every_named_clip():
    for name in SOUND_NAMES:
        assert (SOUNDS / f"{name}.wav").is_file(), name
    for name in VOICE_NAMES:
        assert (VOICE / f"{name}.wav").is_file(), name
    assert Path(SOUNDS).parent == ASSETS
