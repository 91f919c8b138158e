"""Sound effects and the dealer's voice for the table.

Sound is its own object connected to the game's signals; the engine never
knows audio exists. :class:`TableAudio` listens to the table controller's
signals and plays what :mod:`reddog_qt.app.sound.cues` says is heard for each:
a short effect ("chip_place", "card_flip", "win"...) and a spoken announcement
("spread_4", "player_wins"...).

Design notes:

* Every WAV file is loaded once at start-up. Each clip's length is read from
  its WAV header with :mod:`wave` then, because the voice queue needs it and
  :class:`QSoundEffect` cannot tell when a clip has finished without an audio
  device (``playingChanged`` never fires).
* The voice is a FIFO queue: announcements never overlap or cut each other
  off. A single-shot timer set to the clip's length plus a short gap starts the
  next clip.
* With no audio output device (a server, a container, a muted VM)
  :class:`QSoundEffect` objects go to their error state and print Qt warnings
  for every effect, so none are made at all: one log line says the game is
  silent, and everything else (the queue, the signals) still runs, so the game
  behaves and can be tested the same way with or without speakers.
* ``sound_requested`` / ``voice_requested`` say what was asked for, not what
  was heard; observers and tests use them. What cannot be heard, and why (no
  device, missing or unreadable files), is :attr:`TableAudio.trouble`: the
  Options dialog tells the player.
"""

from __future__ import annotations

import contextlib
import logging
import wave
from collections import deque
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QMetaObject, QObject, Qt, QTimer, QUrl, Signal

from reddog_qt.app.sound.cues import (
    PLACE_YOUR_BETS,
    SOUND_NAMES,
    VOICE_NAMES,
    HeardTable,
    TableEvent,
    cues_for,
    heard_signals,
)

if TYPE_CHECKING:  # only for type hints: audio must not depend on the settings module at run time
    from reddog_qt.profile.settings import Settings

log = logging.getLogger(__name__)


#: Pause between two announcements, so they do not run into each other.
DEFAULT_VOICE_GAP_MS = 120
#: Announcements waiting behind the one being spoken; older ones are dropped beyond this.
DEFAULT_MAX_PENDING = 4
#: Loudness of effects and voice, 0..1.
DEFAULT_VOLUME = 0.8

NO_DEVICE_MESSAGE = "No audio output device found: sound and voice are silent."
DISABLED_MESSAGE = "Audio output switched off: sound and voice are silent."

#: What each Test button of the Options dialog plays: a chip, and the dealer's "place your bets".
TEST_SAMPLES = {"sound": "chip_place", "voice": PLACE_YOUR_BETS}


@dataclass(frozen=True)
class SoundTrouble:
    """What keeps the table's sound from being heard; false when nothing does.

    ``no_device``: no audio output device was found, so nothing at all is heard.
    ``broken_sounds`` / ``broken_clips``: the effects / the dealer's announcements
    whose files are missing or cannot be read (they stay silent).
    """

    no_device: bool = False
    broken_sounds: tuple[str, ...] = ()
    broken_clips: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return self.no_device or bool(self.broken_sounds or self.broken_clips)

    def test_is_heard(self, kind: str) -> bool:
        """True if the Test sample of ``kind`` ("sound" or "voice") can be heard."""
        broken = self.broken_sounds if kind == "sound" else self.broken_clips
        return not self.no_device and TEST_SAMPLES[kind] not in broken


# --- loading -------------------------------------------------------------------


def wav_duration_ms(path: Path) -> int:
    """The length of a WAV file in milliseconds, from its header. Raises OSError/wave.Error/EOFError."""
    with wave.open(str(path), "rb") as clip:
        rate = clip.getframerate()
        if rate <= 0:
            raise wave.Error("sample rate is 0")
        return round(clip.getnframes() * 1000 / rate)


def has_audio_output() -> bool:
    """True if Qt Multimedia sees an audio output device."""
    from PySide6.QtMultimedia import QMediaDevices

    return bool(QMediaDevices.audioOutputs()) and not QMediaDevices.defaultAudioOutput().isNull()


def _read_durations(folder: Path, names: tuple[str, ...], what: str) -> dict[str, int]:
    """Each readable clip's length; one warning line per missing or unreadable file."""
    durations: dict[str, int] = {}
    for name in names:
        path = folder / f"{name}.wav"
        try:
            durations[name] = wav_duration_ms(path)
        except FileNotFoundError:
            log.warning("The %s file %s is missing; it stays silent.", what, path)
        except (OSError, wave.Error, EOFError, ValueError) as error:
            log.warning("The %s file %s cannot be read (%s); it stays silent.", what, path, error)
    return durations


# --- the player ----------------------------------------------------------------


class TableAudio(QObject):
    """Plays the table's effects and speaks the dealer's announcements. See the module docstring.

    ``enable_output``: None (the default) looks for an audio device, False never
    makes a sound (the queue and signals still run), True makes
    :class:`QSoundEffect` objects even if no device is seen.

    ``voice_gap_ms`` and ``clip_time_scale`` shape the voice queue: the next clip
    starts ``clip length * clip_time_scale + voice_gap_ms`` after the current one.
    Tests shrink them; the game keeps the defaults.
    """

    sound_requested = Signal(str)   # an effect was asked to play (e.g. "chip_place")
    voice_queued = Signal(str)      # an announcement joined the queue
    voice_requested = Signal(str)   # an announcement starts now (it left the queue)
    voice_finished = Signal(str)    # the announcement being spoken has ended (or was cut off)

    def __init__(
        self,
        sounds_dir: Path,
        voice_dir: Path,
        parent: QObject | None = None,
        *,
        enable_output: bool | None = None,
        voice_gap_ms: int = DEFAULT_VOICE_GAP_MS,
        clip_time_scale: float = 1.0,
        max_pending: int = DEFAULT_MAX_PENDING,
        volume: float = DEFAULT_VOLUME,
    ) -> None:
        super().__init__(parent)
        self._sound_enabled = True
        self._voice_enabled = True
        self._volume = _clamp(volume)
        self._voice_volume = self._volume
        self._voice_gap_ms = max(0, int(voice_gap_ms))
        self._clip_time_scale = max(0.0, float(clip_time_scale))
        self._max_pending = max(1, int(max_pending))
        self._sound_ms = _read_durations(Path(sounds_dir), SOUND_NAMES, "sound")
        self._voice_ms = _read_durations(Path(voice_dir), VOICE_NAMES, "voice")
        self._pending: deque[str] = deque()
        self._speaking: str | None = None
        self._controller: HeardTable | None = None
        self._connections: list[QMetaObject.Connection] = []

        # The queue's clock. Precise, so a clip is never cut short by a timer firing early.
        self._voice_timer = QTimer(self)
        self._voice_timer.setSingleShot(True)
        self._voice_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._voice_timer.timeout.connect(self._clip_ended)

        self._no_device = False
        if enable_output is None:
            self._output = has_audio_output()
            self._no_device = not self._output
            if self._no_device:
                log.info(NO_DEVICE_MESSAGE)
        else:
            self._output = enable_output
            if not enable_output:
                log.info(DISABLED_MESSAGE)
        self._effects: dict[str, Any] = {}   # "sound:<name>" / "voice:<name>" -> QSoundEffect
        if self._output:
            self._load_effects(Path(sounds_dir), Path(voice_dir))

    @classmethod
    def from_assets(cls, parent: QObject | None = None, **options: Any) -> TableAudio:
        """The game's own sounds and voice, from the assets folder."""
        from reddog_qt.app.assets import assets_dir

        folder = assets_dir()
        return cls(folder / "sounds", folder / "voice", parent, **options)

    def _load_effects(self, sounds_dir: Path, voice_dir: Path) -> None:
        # Imported here so a machine whose Qt lacks QtMultimedia still runs the game, silently.
        from PySide6.QtMultimedia import QSoundEffect

        for prefix, folder, names in (("sound", sounds_dir, self._sound_ms), ("voice", voice_dir, self._voice_ms)):
            for name in names:
                effect = QSoundEffect(self)
                effect.setSource(QUrl.fromLocalFile(str(folder / f"{name}.wav")))
                effect.setVolume(self._volume if prefix == "sound" else self._voice_volume)
                self._effects[f"{prefix}:{name}"] = effect

    # --- queries -------------------------------------------------------

    @property
    def output_enabled(self) -> bool:
        """True if sounds really go to a device (False: silent, but requests are still announced)."""
        return self._output

    @property
    def trouble(self) -> SoundTrouble:
        """What cannot be heard and why (false when every clip can play on a device).

        Output switched off by the caller (``enable_output=False``) is not trouble: it was asked for.
        """
        return SoundTrouble(no_device=self._no_device,
                            broken_sounds=tuple(name for name in SOUND_NAMES if name not in self._sound_ms),
                            broken_clips=tuple(name for name in VOICE_NAMES if name not in self._voice_ms))

    @property
    def sound_enabled(self) -> bool:
        """Effects are played."""
        return self._sound_enabled

    @property
    def voice_enabled(self) -> bool:
        """The dealer speaks."""
        return self._voice_enabled

    @property
    def volume(self) -> float:
        """Loudness of the effects, 0..1."""
        return self._volume

    @property
    def voice_volume(self) -> float:
        """Loudness of the dealer's voice, 0..1."""
        return self._voice_volume

    @property
    def speaking(self) -> str | None:
        """The announcement being spoken now, or None."""
        return self._speaking

    @property
    def pending(self) -> tuple[str, ...]:
        """Announcements waiting behind the current one, oldest first."""
        return tuple(self._pending)

    @property
    def is_busy(self) -> bool:
        """An announcement is being spoken or waiting."""
        return self._speaking is not None or bool(self._pending)

    def available_sounds(self) -> tuple[str, ...]:
        """The effects whose files could be read."""
        return tuple(self._sound_ms)

    def available_clips(self) -> tuple[str, ...]:
        """The announcements whose files could be read."""
        return tuple(self._voice_ms)

    def clip_duration_ms(self, name: str) -> int:
        """How long the queue waits for the announcement ``name`` (its scaled length plus the gap)."""
        return round(self._voice_ms[name] * self._clip_time_scale) + self._voice_gap_ms

    # --- switches ------------------------------------------------------

    def set_sound_enabled(self, enabled: bool) -> None:
        """Switch the effects on or off (off: nothing is requested, and playing effects stop)."""
        self._sound_enabled = bool(enabled)
        if not enabled:
            for key, effect in self._effects.items():
                if key.startswith("sound:"):
                    effect.stop()

    def set_voice_enabled(self, enabled: bool) -> None:
        """Switch the dealer's voice on or off (off: the queue is emptied and the current clip stops)."""
        self._voice_enabled = bool(enabled)
        if not enabled:
            self.clear_voice()

    def set_volume(self, volume: float) -> None:
        """Loudness of effects and voice together, 0..1 (clamped)."""
        self.set_sound_volume(volume)
        self.set_voice_volume(volume)

    def set_sound_volume(self, volume: float) -> None:
        """Loudness of the effects, 0..1 (clamped)."""
        self._volume = _clamp(volume)
        self._set_effect_volumes("sound:", self._volume)

    def set_voice_volume(self, volume: float) -> None:
        """Loudness of the dealer's voice, 0..1 (clamped)."""
        self._voice_volume = _clamp(volume)
        self._set_effect_volumes("voice:", self._voice_volume)

    def _set_effect_volumes(self, prefix: str, volume: float) -> None:
        for key, effect in self._effects.items():
            if key.startswith(prefix):
                effect.setVolume(volume)

    def apply_settings(self, settings: Settings) -> None:
        """Take the sound and voice switches and volumes (percent) from the player's settings."""
        self.set_sound_enabled(settings.sound)
        self.set_voice_enabled(settings.voice)
        self.set_sound_volume(settings.sound_volume / 100)
        self.set_voice_volume(settings.voice_volume / 100)

    def test_tone(self, kind: str, volume: float) -> bool:
        """Play a sample at ``volume`` (0..1) so the player can set it: a chip for "sound", the dealer's
        "place your bets" for "voice". Asked for, it plays even while that kind is switched off; the
        volumes of the table's own sounds are left as they are. False if there is no such sample."""
        name = TEST_SAMPLES[kind]
        known = self._sound_ms if kind == "sound" else self._voice_ms
        if name not in known:
            return False
        effect = self._effects.get(f"{kind}:{name}")
        if effect is not None:
            effect.setVolume(_clamp(volume))
            effect.play()
        (self.sound_requested if kind == "sound" else self.voice_requested).emit(name)
        return True

    # --- playing -------------------------------------------------------

    def play_sound(self, name: str) -> bool:
        """Play the effect ``name`` now. False if sound is off or the effect is unknown or unreadable."""
        if not self._sound_enabled:
            return False
        if name not in self._sound_ms:
            log.debug("No sound %r to play.", name)
            return False
        effect = self._effects.get(f"sound:{name}")
        if effect is not None:
            effect.play()  # restarts it if it is still playing: chips clack one after another
        self.sound_requested.emit(name)
        return True

    def say(self, name: str) -> bool:
        """Queue the announcement ``name``; it is spoken once everything before it has been said.

        Queue policy, so the dealer never lags far behind the table:

        * "place your bets" is stale as soon as anything else is said after it
          (the player has already bet): a waiting one is dropped when another
          clip is queued, and it is never queued twice.
        * At most ``max_pending`` clips wait; beyond that the oldest waiting
          clip is dropped, because the newest news matters most.

        Returns False if the voice is off or the clip is unknown or unreadable.
        """
        if not self._voice_enabled:
            return False
        if name not in self._voice_ms:
            log.debug("No voice clip %r to say.", name)
            return False
        if PLACE_YOUR_BETS in self._pending:
            self._pending.remove(PLACE_YOUR_BETS)
        while len(self._pending) >= self._max_pending:
            dropped = self._pending.popleft()
            log.debug("Voice queue full: dropped %r.", dropped)
        self._pending.append(name)
        self.voice_queued.emit(name)
        if self._speaking is None:
            self._next_clip()
        return True

    def clear_voice(self) -> None:
        """Forget every waiting announcement and stop the one being spoken."""
        self._pending.clear()
        self._voice_timer.stop()
        current, self._speaking = self._speaking, None
        if current is not None:
            effect = self._effects.get(f"voice:{current}")
            if effect is not None:
                effect.stop()
            self.voice_finished.emit(current)

    def cue(self, event: TableEvent, *args: Any) -> None:
        """Play what :data:`EVENT_CUES` says is heard for ``event``."""
        for channel, name in cues_for(event, *args):
            if channel == "sound":
                self.play_sound(name)
            else:
                self.say(name)

    def _next_clip(self) -> None:
        if not self._pending:
            return
        name = self._pending.popleft()
        self._speaking = name
        effect = self._effects.get(f"voice:{name}")
        if effect is not None:
            effect.play()
        self._voice_timer.start(self.clip_duration_ms(name))
        self.voice_requested.emit(name)

    def _clip_ended(self) -> None:
        current, self._speaking = self._speaking, None
        if current is not None:
            self.voice_finished.emit(current)
        self._next_clip()

    # --- the table -----------------------------------------------------

    def connect_to(self, controller: HeardTable) -> None:
        """Listen to ``controller``'s signals (see :data:`EVENT_CUES`). A previous controller is let go."""
        self.disconnect_controller()
        for event, signal in heard_signals(controller).items():

            def handler(*args: Any, _event: TableEvent = event) -> None:
                self.cue(_event, *args)

            self._connections.append(signal.connect(handler))
        self._controller = controller

    def disconnect_controller(self) -> None:
        """Stop listening to the controller given to :meth:`connect_to`, if any."""
        # Through the connection handles: in PySide6 6.12 SignalInstance.disconnect()
        # returns a bool it does not own, and enough calls crash the interpreter.
        for connection in self._connections:
            with contextlib.suppress(RuntimeError, TypeError):  # the controller is already gone
                QObject.disconnect(connection)
        self._connections.clear()
        self._controller = None


def _clamp(volume: float) -> float:
    return min(1.0, max(0.0, float(volume)))


__all__ = ["TEST_SAMPLES", "SoundTrouble", "TableAudio", "has_audio_output", "wav_duration_ms"]
