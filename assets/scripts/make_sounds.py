"""Synthesise the Red Dog table sound effects.

Writes short casino sound effects as 16-bit PCM, mono, 44100 Hz WAV files
into ``assets/sounds/`` (relative to the repository, located from this file):

    chip_place.wav   bright clay-chip clack
    chip_remove.wav  softer, lower chip slide and clack
    card_deal.wav    card sliding out of a shoe (filtered-noise swish)
    card_flip.wav    quick card snap/flick
    win.wav          bright ascending chime arpeggio
    loss.wav         soft, low, descending two-note tone
    push.wav         neutral soft double tone

Only the standard library is used.  Every random source is seeded, so each run
writes byte-identical files.  Run from anywhere:

    python assets/scripts/make_sounds.py
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

SAMPLE_RATE = 44100
PEAK_DBFS = -3.0
EDGE_FADE_S = 0.004
SEED = 20240521

REPO_ROOT = Path(__file__).resolve().parents[2]
OUT_DIR = REPO_ROOT / "assets" / "sounds"

Signal = list[float]


# --------------------------------------------------------------------------
# Basic building blocks
# --------------------------------------------------------------------------


def n_samples(seconds: float) -> int:
    """Number of samples in ``seconds`` of audio."""
    return max(1, round(seconds * SAMPLE_RATE))


def silence(seconds: float) -> Signal:
    """A buffer of zeros."""
    return [0.0] * n_samples(seconds)


def white_noise(seconds: float, rng: random.Random) -> Signal:
    """Uniform white noise in [-1, 1]."""
    return [rng.uniform(-1.0, 1.0) for _ in range(n_samples(seconds))]


def sine(freq: float, seconds: float, phase: float = 0.0,
         glide_to: float | None = None) -> Signal:
    """A sine tone, optionally gliding exponentially to ``glide_to`` Hz."""
    count = n_samples(seconds)
    end = freq if glide_to is None else glide_to
    out: Signal = []
    for i in range(count):
        f = freq * (end / freq) ** (i / count)
        phase += 2.0 * math.pi * f / SAMPLE_RATE
        out.append(math.sin(phase))
    return out


def exp_env(seconds: float, attack_s: float, decay_s: float) -> Signal:
    """Linear attack followed by an exponential decay (time constant decay_s)."""
    count = n_samples(seconds)
    attack = max(1, n_samples(attack_s))
    out: Signal = []
    for i in range(count):
        if i < attack:
            out.append(i / attack)
        else:
            out.append(math.exp(-(i - attack) / (decay_s * SAMPLE_RATE)))
    return out


def swell_env(seconds: float, peak_at: float, attack_curve: float = 2.0) -> Signal:
    """Smooth rise to a peak at fraction ``peak_at`` then a smooth fall."""
    count = n_samples(seconds)
    out: Signal = []
    for i in range(count):
        x = i / count
        if x < peak_at:
            out.append((x / peak_at) ** attack_curve)
        else:
            out.append(((1.0 - x) / (1.0 - peak_at)) ** 1.5)
    return out


def multiply(a: Sequence[float], b: Sequence[float]) -> Signal:
    """Element-wise product (length of the shorter input)."""
    return [x * y for x, y in zip(a, b, strict=False)]


def scale(sig: Sequence[float], gain: float) -> Signal:
    """Multiply every sample by ``gain``."""
    return [x * gain for x in sig]


def mix_into(dest: Signal, src: Sequence[float], offset_s: float = 0.0) -> None:
    """Add ``src`` into ``dest`` starting at ``offset_s``, growing ``dest``."""
    start = n_samples(offset_s) if offset_s > 0 else 0
    needed = start + len(src)
    if needed > len(dest):
        dest.extend([0.0] * (needed - len(dest)))
    for i, x in enumerate(src):
        dest[start + i] += x


# --------------------------------------------------------------------------
# Filters (RBJ audio-EQ-cookbook biquads and a one-pole low-pass)
# --------------------------------------------------------------------------


def one_pole_lowpass(sig: Sequence[float], cutoff: float) -> Signal:
    """Simple 6 dB/octave low-pass."""
    a = math.exp(-2.0 * math.pi * cutoff / SAMPLE_RATE)
    y = 0.0
    out: Signal = []
    for x in sig:
        y = (1.0 - a) * x + a * y
        out.append(y)
    return out


def biquad(sig: Sequence[float], b: tuple[float, float, float],
           a: tuple[float, float, float]) -> Signal:
    """Direct-form-I biquad with normalised coefficients."""
    b0, b1, b2 = (c / a[0] for c in b)
    a1, a2 = a[1] / a[0], a[2] / a[0]
    x1 = x2 = y1 = y2 = 0.0
    out: Signal = []
    for x in sig:
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def _rbj_common(freq: float, q: float) -> tuple[float, float]:
    w0 = 2.0 * math.pi * freq / SAMPLE_RATE
    return math.cos(w0), math.sin(w0) / (2.0 * q)


def bandpass(sig: Sequence[float], freq: float, q: float) -> Signal:
    """Band-pass biquad (constant 0 dB peak gain)."""
    cos_w, alpha = _rbj_common(freq, q)
    return biquad(sig, (alpha, 0.0, -alpha),
                  (1.0 + alpha, -2.0 * cos_w, 1.0 - alpha))


def highpass(sig: Sequence[float], freq: float, q: float = 0.707) -> Signal:
    """High-pass biquad."""
    cos_w, alpha = _rbj_common(freq, q)
    k = (1.0 + cos_w) / 2.0
    return biquad(sig, (k, -(1.0 + cos_w), k),
                  (1.0 + alpha, -2.0 * cos_w, 1.0 - alpha))


def lowpass(sig: Sequence[float], freq: float, q: float = 0.707) -> Signal:
    """Low-pass biquad."""
    cos_w, alpha = _rbj_common(freq, q)
    k = (1.0 - cos_w) / 2.0
    return biquad(sig, (k, 1.0 - cos_w, k),
                  (1.0 + alpha, -2.0 * cos_w, 1.0 - alpha))


def swept_bandpass(sig: Sequence[float], start: float, end: float,
                   q: float, block: int = 64) -> Signal:
    """Band-pass whose centre glides exponentially from start to end Hz."""
    out: Signal = []
    x1 = x2 = y1 = y2 = 0.0
    count = len(sig)
    for i, x in enumerate(sig):
        if i % block == 0:
            freq = start * (end / start) ** (i / count)
            cos_w, alpha = _rbj_common(freq, q)
            a0 = 1.0 + alpha
            b0, b2 = alpha / a0, -alpha / a0
            a1, a2 = -2.0 * cos_w / a0, (1.0 - alpha) / a0
        y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


# --------------------------------------------------------------------------
# Finishing: DC removal, edge fades, normalisation, WAV writing
# --------------------------------------------------------------------------


def remove_dc(sig: Sequence[float]) -> Signal:
    """Subtract the mean and apply a gentle 20 Hz high-pass."""
    mean = sum(sig) / len(sig)
    return highpass([x - mean for x in sig], 20.0)


def edge_fades(sig: Sequence[float], fade_s: float = EDGE_FADE_S) -> Signal:
    """Raised-cosine fade in and out so the file starts and ends at zero."""
    out = list(sig)
    count = min(n_samples(fade_s), len(out) // 2)
    for i in range(count):
        g = 0.5 - 0.5 * math.cos(math.pi * i / count)
        out[i] *= g
        out[-1 - i] *= g
    out[0] = 0.0
    out[-1] = 0.0
    return out


def taper_end(sig: Sequence[float], fade_s: float = 0.012) -> Signal:
    """Raised-cosine fade at the end only, so a truncated note cannot click."""
    out = list(sig)
    count = min(n_samples(fade_s), len(out))
    for i in range(count):
        out[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / count)
    return out


def normalise(sig: Sequence[float], peak_dbfs: float = PEAK_DBFS) -> Signal:
    """Scale so the absolute peak sits at ``peak_dbfs``."""
    peak = max(abs(x) for x in sig)
    if peak == 0.0:
        raise ValueError("cannot normalise a silent signal")
    return scale(sig, 10.0 ** (peak_dbfs / 20.0) / peak)


def finish(sig: Sequence[float]) -> Signal:
    """DC removal, edge fades and peak normalisation, in that order."""
    return normalise(edge_fades(remove_dc(sig)))


def write_wav(path: Path, sig: Sequence[float]) -> None:
    """Write a mono 16-bit PCM WAV (values are clamped to the int16 range)."""
    frames = b"".join(
        struct.pack("<h", max(-32767, min(32767, round(x * 32767.0))))
        for x in sig
    )
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(SAMPLE_RATE)
        wav.writeframes(frames)


# --------------------------------------------------------------------------
# Sound designs
# --------------------------------------------------------------------------


def clack(rng: random.Random, body_hz: float, brightness: float,
          decay_s: float, length_s: float) -> Signal:
    """One chip-on-chip impact: a noise transient plus damped resonances."""
    out = silence(length_s)
    # Transient: very short band-passed noise burst.
    burst = white_noise(0.012, rng)
    burst = bandpass(burst, brightness, 1.2)
    mix_into(out, multiply(burst, exp_env(0.012, 0.0004, 0.0025)))
    # Resonant body modes of a clay chip (inharmonic partials).
    for ratio, gain, tau in ((1.0, 0.55, decay_s), (1.58, 0.35, decay_s * 0.7),
                             (2.37, 0.22, decay_s * 0.5), (3.1, 0.12, decay_s * 0.35)):
        freq = body_hz * ratio * rng.uniform(0.985, 1.015)
        tone = sine(freq, length_s, phase=rng.uniform(0, 2 * math.pi))
        mix_into(out, scale(multiply(tone, exp_env(length_s, 0.0006, tau)), gain))
    return taper_end(out, 0.005)


def make_chip_place(rng: random.Random) -> Signal:
    """Bright clack with a tiny secondary bounce (~120 ms)."""
    out = clack(rng, body_hz=2350.0, brightness=5200.0, decay_s=0.018, length_s=0.12)
    bounce = clack(rng, body_hz=2500.0, brightness=5800.0, decay_s=0.010, length_s=0.07)
    mix_into(out, scale(bounce, 0.35), offset_s=0.028)
    return highpass(out[:n_samples(0.125)], 300.0)


def make_chip_remove(rng: random.Random) -> Signal:
    """Short felt slide followed by a soft, lower clack (~170 ms)."""
    slide_len = 0.09
    slide = bandpass(white_noise(slide_len, rng), 1800.0, 0.9)
    slide = scale(multiply(slide, swell_env(slide_len, 0.7)), 0.25)
    out = silence(0.17)
    mix_into(out, slide)
    hit = clack(rng, body_hz=1650.0, brightness=3200.0, decay_s=0.016, length_s=0.08)
    mix_into(out, scale(one_pole_lowpass(hit, 4500.0), 0.9), offset_s=0.075)
    return highpass(out, 200.0)


def make_card_deal(rng: random.Random) -> Signal:
    """Card leaving the shoe: swept band-passed noise swish (~210 ms)."""
    length = 0.21
    noise = white_noise(length, rng)
    swish = swept_bandpass(noise, 1400.0, 5200.0, q=0.8)
    swish = multiply(swish, swell_env(length, 0.55, attack_curve=1.6))
    # A little grain: slightly amplitude-modulated texture.
    grain = [1.0 + 0.15 * math.sin(2 * math.pi * 37.0 * i / SAMPLE_RATE)
             for i in range(len(swish))]
    out = multiply(swish, grain)
    return lowpass(highpass(out, 700.0), 9000.0)


def make_card_flip(rng: random.Random) -> Signal:
    """Quick flick whoosh ending in a crisp snap (~100 ms)."""
    out = silence(0.10)
    whoosh_len = 0.05
    whoosh = swept_bandpass(white_noise(whoosh_len, rng), 2500.0, 6000.0, q=1.0)
    mix_into(out, scale(multiply(whoosh, swell_env(whoosh_len, 0.8)), 0.35))
    snap = bandpass(white_noise(0.04, rng), 3600.0, 1.5)
    snap = multiply(snap, exp_env(0.04, 0.0005, 0.006))
    mix_into(out, snap, offset_s=0.045)
    thump = multiply(sine(420.0, 0.04, glide_to=260.0), exp_env(0.04, 0.0008, 0.008))
    mix_into(out, scale(thump, 0.25), offset_s=0.045)
    return highpass(out, 250.0)


def bell(freq: float, length_s: float, decay_s: float, rng: random.Random) -> Signal:
    """Soft bell/chime: fundamental plus gently inharmonic partials."""
    out = silence(length_s)
    partials = ((1.0, 1.0, 1.0), (2.0, 0.35, 0.6), (3.01, 0.12, 0.4), (4.2, 0.05, 0.25))
    for ratio, gain, tau_scale in partials:
        detune = rng.uniform(0.998, 1.002)
        tone = sine(freq * ratio * detune, length_s, phase=rng.uniform(0, 2 * math.pi))
        env = exp_env(length_s, 0.003, decay_s * tau_scale)
        mix_into(out, scale(multiply(tone, env), gain))
    return taper_end(out)


def soft_tone(freq: float, length_s: float, decay_s: float,
              glide_to: float | None = None) -> Signal:
    """Mellow tone: sine with a little second harmonic and a soft attack."""
    base = sine(freq, length_s, glide_to=glide_to)
    second_end = None if glide_to is None else glide_to * 2
    second = sine(freq * 2, length_s, glide_to=second_end)
    tone = [a + 0.18 * b for a, b in zip(base, second, strict=True)]
    return taper_end(multiply(tone, exp_env(length_s, 0.012, decay_s)), 0.03)


def make_win(rng: random.Random) -> Signal:
    """Ascending C major arpeggio with a sparkling top note (~850 ms)."""
    notes = (523.25, 659.25, 783.99, 1046.50)  # C5 E5 G5 C6
    out = silence(0.85)
    for i, freq in enumerate(notes):
        is_last = i == len(notes) - 1
        length = 0.85 - i * 0.075
        note = bell(freq, length, 0.30 if is_last else 0.16, rng)
        mix_into(out, scale(note, 1.0 if is_last else 0.8), offset_s=i * 0.075)
    sparkle = bell(2093.0, 0.45, 0.09, rng)
    mix_into(out, scale(sparkle, 0.18), offset_s=0.3)
    return out[:n_samples(0.85)]


def make_loss(rng: random.Random) -> Signal:
    """Two soft low notes, the second lower and sagging a touch (~520 ms)."""
    out = silence(0.52)
    mix_into(out, soft_tone(311.13, 0.22, 0.09))             # D#4
    mix_into(out, soft_tone(246.94, 0.34, 0.13, glide_to=240.0), offset_s=0.18)  # B3
    return lowpass(out, 2500.0)


def make_push(rng: random.Random) -> Signal:
    """Neutral double tone on the same pitch, soft and short (~300 ms)."""
    out = silence(0.30)
    mix_into(out, scale(soft_tone(440.0, 0.14, 0.05), 0.8))
    mix_into(out, soft_tone(440.0, 0.17, 0.06), offset_s=0.13)
    return lowpass(out, 3000.0)


SOUNDS: dict[str, Callable[[random.Random], Signal]] = {
    "chip_place.wav": make_chip_place,
    "chip_remove.wav": make_chip_remove,
    "card_deal.wav": make_card_deal,
    "card_flip.wav": make_card_flip,
    "win.wav": make_win,
    "loss.wav": make_loss,
    "push.wav": make_push,
}


def render_all(out_dir: Path = OUT_DIR) -> list[Path]:
    """Render every sound into ``out_dir``; each uses its own seeded RNG."""
    written: list[Path] = []
    for index, (name, maker) in enumerate(SOUNDS.items()):
        rng = random.Random(SEED + index)
        path = out_dir / name
        write_wav(path, finish(maker(rng)))
        written.append(path)
    return written


def main() -> None:
    for path in render_all():
        print(f"wrote {path.relative_to(REPO_ROOT)}")


if __name__ == "__main__":
    main()
