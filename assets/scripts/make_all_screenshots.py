"""Every screenshot in ``assets/screenshots`` that the README and the notes show, made again from the real window.

Run from the source tree on a machine with ``xvfb-run`` (and, for the first-start picture, the
``openbox`` window manager and ``xprop``, so the title bar, the frame and a desktop panel are real)::

    python assets/scripts/make_all_screenshots.py [--out assets/screenshots] [--only NAME ...]

Each picture runs ``make_screenshots.py`` under its own X server of the size it needs; the
player's record (history, statistics, reality check) comes from ``record_screenshots.py``. The
Windows pictures (``windows-*.png``) are made on Windows and are not remade here.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parent
REPO = SCRIPTS.parents[1]
SHOT = SCRIPTS / "make_screenshots.py"

#: name -> (screen WxH, arguments to make_screenshots.py, extra environment, with a window manager).
LOOKS = (("green", "ruby"), ("blue", "sapphire"), ("claret", "emerald"), ("midnight", "onyx"))
PICTURES: dict[str, tuple[str, list[str], dict[str, str], bool]] = {
    "spread-1280x800": ("1280x800", ["--size", "1280x800", "--state", "spread"], {}, False),
    "betting-1280x800": ("1280x800", ["--size", "1280x800", "--state", "betting"], {}, False),
    "betting-900x600": ("1280x800", ["--size", "900x600", "--state", "betting"], {}, False),
    "spread-900x600": ("1280x800", ["--size", "900x600", "--state", "spread"], {}, False),
    "win-1280x800": ("1280x800", ["--size", "1280x800", "--state", "win"], {}, False),
    "win-900x600": ("1280x800", ["--size", "900x600", "--state", "win"], {}, False),
    "paying-1280x800": ("1280x800", ["--size", "1280x800", "--state", "paying"], {}, False),
    "raised-win-1280x800": ("1280x800", ["--size", "1280x800", "--state", "raised-win"], {}, False),
    "trips-1280x800": ("1280x800", ["--size", "1280x800", "--state", "trips"], {}, False),
    "trips-900x600": ("1280x800", ["--size", "900x600", "--state", "trips"], {}, False),
    "four-colour-900x600": ("1280x800", ["--size", "900x600", "--state", "result", "--deck", "four-colour"], {},
                            False),
    "large-index-820x560": ("1280x800", ["--size", "820x560", "--state", "result", "--deck", "large-index"], {},
                            False),
    "german-spread-1280x800": ("1280x800", ["--size", "1280x800", "--state", "spread", "--language", "de"], {},
                               False),
    "german-result-1280x800": ("1280x800", ["--size", "1280x800", "--state", "result", "--language", "de"], {},
                               False),
    "1920x1080": ("1920x1080", ["--size", "1920x1080", "--state", "spread"], {}, False),
    "scale2-1366x768": ("2732x1536", ["--screen", "--state", "spread"], {"QT_SCALE_FACTOR": "2"}, False),
    "first-start-1366x768": ("1366x768", ["--screen", "--state", "betting"], {}, True),
    "fingerprint-1280x800": ("1280x800", ["--size", "1280x800", "--screen", "--state", "fingerprint"], {}, False),
    "replay-1280x800": ("1280x800", ["--size", "1280x800", "--state", "replay"], {}, False),
    "options-no-sound": ("1280x800", ["--size", "1280x800", "--state", "options"], {}, False),
    "first-start-1280x720-panel": ("1280x720", ["--screen", "--state", "betting", "--panel", "32"], {}, True),
    "guide-raise-1280x800": ("1280x800", ["--size", "1280x800", "--state", "spread", "--guide"], {}, False),
    "german-guide-raise-820x560": ("1280x800", ["--size", "820x560", "--state", "spread", "--guide", "--language",
                                                "de"], {}, False),
}
for _felt, _back in LOOKS:
    PICTURES[f"looks-{_felt}-{_back}-1280x800"] = (
        "1280x800", ["--size", "1280x800", "--state", "result", "--felt", _felt, "--back", _back], {}, False)
for _preset in ("atlantic-city", "eight-deck", "six-deck-shoe"):
    PICTURES[f"min-820x560-{_preset}"] = ("1280x800", ["--size", "820x560", "--state", "spread",
                                                       "--preset", _preset], {}, False)
    PICTURES[f"german-{_preset}-820x560"] = ("1280x800", ["--size", "820x560", "--state", "spread",
                                                          "--preset", _preset, "--language", "de"], {}, False)


def run(name: str, out: Path) -> bool:
    screen, arguments, extra, window_manager = PICTURES[name]
    command = [sys.executable, str(SHOT), str(out / f"{name}.png"), *arguments]
    if window_manager:
        if shutil.which("openbox") is None or ("--panel" in arguments and shutil.which("xprop") is None):
            print(f"{name}: skipped (no openbox window manager, or no xprop, here)")
            return False
        # The window manager first, then the table: the frame and title bar are the manager's.
        quoted = " ".join(f"'{part}'" for part in command)
        command = ["sh", "-c", f"openbox & sleep 1; {quoted}; status=$?; kill %1; exit $status"]
    full = ["xvfb-run", "-a", "-s", f"-screen 0 {screen}x24", *command]
    result = subprocess.run(full, cwd=REPO, env={**os.environ, **extra}, capture_output=True, text=True,
                            timeout=180)
    lines = [line for line in result.stdout.splitlines() if line.strip()]
    print(lines[-1] if lines else f"{name}: no output ({result.stderr.strip()[-300:]})")
    return result.returncode == 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO / "assets" / "screenshots")
    parser.add_argument("--only", nargs="*", help="just these pictures (names without .png)")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    names = args.only or [*PICTURES, "record"]
    failed = []
    for name in names:
        if name == "record":
            record = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1366x768x24", sys.executable,
                                     str(SCRIPTS / "record_screenshots.py"), "--out", str(args.out)],
                                    cwd=REPO, capture_output=True, text=True, timeout=300)
            print("history, statistics, reality-check:", "saved" if record.returncode == 0 else "FAILED")
            ok = record.returncode == 0
        else:
            ok = run(name, args.out)
        if not ok:
            failed.append(name)
    if failed:
        print("not made:", ", ".join(failed))
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
