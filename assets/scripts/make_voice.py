"""Render the Red Dog dealer announcements into ``assets/voice/``.

Each phrase is synthesised to a temporary WAV, then cleaned up with sox
(high-pass, light presence EQ, silence trim, fades, peak normalisation) and
written as 16-bit mono 22050 Hz PCM WAV.  Output is deterministic: the
synthesisers are deterministic and sox runs with fixed random numbers (-R)
and no dither (-D).

Voice choice (checked on Debian bookworm, main):
  * MBROLA (mbrola, mbrola-us1/us2/us3/en1) is not installable from the
    configured Debian archive (main only), and the MBROLA diphone databases
    are licensed for non-commercial, non-military use only anyway, which does
    not suit clips shipped with an MIT project.
  * Neural Piper voices bundled on PyPI (e.g. en_US-joe-medium) were rejected:
    they are fine-tuned from the "lessac" voice whose Blizzard training corpus
    restricts commercial synthesis.
  * espeak-ng formant voices (en-us, en-us+m3, en-us+f3, en-gb-x-rp at
    -s 155) are clear but audibly robotic (flat, buzzy formant bands).
  * Festival with the HTS statistical-parametric voice "cmu_us_slt_arctic_hts"
    (Debian packages festival + festvox-us-slt-hts, CMU ARCTIC "slt": a US
    English female speaker) gives the most natural prosody and timbre of
    everything available, and its licence (EST-2003 / BSD-3-clause) allows
    any use.  It is the default engine.

``--engine espeak`` renders the same clips with espeak-ng (en-us, 155 wpm) as a
fallback; the shipped clips use the default festival engine.

    python assets/scripts/make_voice.py [--engine festival|espeak]

Requirements: ``apt-get install festival festvox-us-slt-hts sox``
(or ``espeak-ng sox`` for the espeak engine).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
OUT_DIR = REPO_ROOT / "assets" / "voice"

SAMPLE_RATE = 22050
PEAK_DBFS = -1.0
FADE_S = 0.03
MAX_CLIP_S = 2.5

FESTIVAL_VOICE = "cmu_us_slt_arctic_hts"
# hts_engine speed factor (1.0 = the voice's natural pace; >1 is faster).
FESTIVAL_SPEED = 1.03
ESPEAK_VOICE = "en-us"
ESPEAK_ARGS = ["-s", "155", "-p", "45"]

NUMBER_WORDS = ("one", "two", "three", "four", "five", "six", "seven",
                "eight", "nine", "ten", "eleven")

INSTALL_HINT = {
    "festival": "apt-get install festival festvox-us-slt-hts sox",
    "espeak": "apt-get install espeak-ng sox",
}


def clips() -> dict[str, str]:
    """File name -> phrase for every dealer announcement."""
    table = {"place_your_bets.wav": "Place your bets."}
    for n, word in enumerate(NUMBER_WORDS, start=1):
        table[f"spread_{n}.wav"] = f"Spread of {word}."
    table.update({
        "consecutive_push.wav": "Consecutive. Push.",
        "pair.wav": "Pair.",
        "three_of_a_kind.wav": "Three of a kind! Eleven to one.",
        "pair_push.wav": "No third match. Push.",
        "player_wins.wav": "Player wins.",
        "dealer_wins.wav": "Dealer wins.",
        "raise.wav": "Raise.",
        "stand.wav": "Player stands.",
        "no_more_bets.wav": "No more bets.",
        "cut_card.wav": "Cut card. Last hand of this shoe.",
    })
    return table


def fail(message: str) -> None:
    """Print an error and exit non-zero."""
    print(f"make_voice.py: error: {message}", file=sys.stderr)
    sys.exit(1)


def require_tools(engine: str) -> None:
    """Exit with a clear message if a needed program or voice is missing."""
    needed = ["sox", "text2wave", "festival"] if engine == "festival" else ["sox", "espeak-ng"]
    missing = [tool for tool in needed if shutil.which(tool) is None]
    if missing:
        fail(f"missing program(s): {', '.join(missing)}; install with: "
             f"{INSTALL_HINT[engine]}")
    if engine == "festival":
        probe = subprocess.run(["festival", "-b", f"(voice_{FESTIVAL_VOICE})"],
                               capture_output=True, text=True)
        if probe.returncode != 0:
            fail(f"festival voice '{FESTIVAL_VOICE}' is not installed; "
                 f"install with: {INSTALL_HINT[engine]}")
    else:
        probe = subprocess.run(["espeak-ng", "-v", ESPEAK_VOICE, "-q", "test"],
                               capture_output=True, text=True)
        if probe.returncode != 0:
            fail(f"espeak-ng voice '{ESPEAK_VOICE}' is not available: "
                 f"{probe.stderr.strip()}")


def synth_festival(text: str, raw_wav: Path, workdir: Path) -> None:
    """Speak ``text`` with Festival's HTS voice into ``raw_wav``."""
    text_file = workdir / "phrase.txt"
    text_file.write_text(text + "\n", encoding="utf-8")
    setup = (f"(set! hts_engine_params (append hts_engine_params "
             f"'((\"-r\" {FESTIVAL_SPEED}))))")
    subprocess.run(["text2wave", "-eval", f"(voice_{FESTIVAL_VOICE})",
                    "-eval", setup, "-o", str(raw_wav), str(text_file)],
                   check=True, capture_output=True)


def synth_espeak(text: str, raw_wav: Path, workdir: Path) -> None:
    """Speak ``text`` with espeak-ng into ``raw_wav``."""
    subprocess.run(["espeak-ng", "-v", ESPEAK_VOICE, *ESPEAK_ARGS,
                    "-w", str(raw_wav), text], check=True, capture_output=True)


def sox_clean(raw_wav: Path, out_wav: Path) -> None:
    """High-pass, presence EQ, trim silence, fade, resample, normalise."""
    effects = [
        "highpass", "80",
        "equalizer", "3000", "1.2q", "+2",
        # Trim leading silence and fade in; reverse and do the same at the
        # (former) end, then reverse back.  (sox cannot fade out after
        # "silence" because the length is unknown, hence the double reverse.)
        "silence", "1", "0.02", "0.5%", "fade", "t", str(FADE_S), "reverse",
        "silence", "1", "0.02", "0.5%", "fade", "t", str(FADE_S), "reverse",
        "pad", "0.01", "0.03",
        "rate", "-v", str(SAMPLE_RATE),
        "gain", "-n", str(PEAK_DBFS),
    ]
    subprocess.run(["sox", "-R", "-D", "-q", str(raw_wav),
                    "-b", "16", "-c", "1", "-e", "signed-integer", str(out_wav),
                    *effects], check=True)


def duration_s(path: Path) -> float:
    """Clip length in seconds, as reported by soxi."""
    result = subprocess.run(["soxi", "-D", str(path)], check=True,
                            capture_output=True, text=True)
    return float(result.stdout.strip())


def render(engine: str, out_dir: Path = OUT_DIR) -> None:
    """Render every clip with ``engine`` into ``out_dir``."""
    synth = synth_festival if engine == "festival" else synth_espeak
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="reddog_voice_") as tmp:
        workdir = Path(tmp)
        for name, text in clips().items():
            raw = workdir / "raw.wav"
            raw.unlink(missing_ok=True)
            synth(text, raw, workdir)
            if not raw.exists() or raw.stat().st_size <= 44:
                fail(f"{engine} produced no audio for {text!r}")
            out = out_dir / name
            sox_clean(raw, out)
            length = duration_s(out)
            flag = "  (longer than target!)" if length > MAX_CLIP_S else ""
            print(f"{name:24s} {length:5.2f} s  {text}{flag}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engine", choices=("festival", "espeak"),
                        default="festival",
                        help="speech synthesiser (default: festival HTS slt)")
    args = parser.parse_args()
    require_tools(args.engine)
    render(args.engine)


if __name__ == "__main__":
    main()
