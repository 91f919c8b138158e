"""Regenerate all of Red Dog's vector art.

Writes, under the repository's ``assets`` folder:

* ``cards/<rank><suit>.svg`` - the 52 card faces (ranks 2-10, J, Q, K, A;
  suits c, d, h, s) and ``cards/back.svg``;
* ``cards4/<rank><suit>.svg`` - the same faces in four suit colours (clubs
  green, diamonds blue) for the four-colour deck option;
* ``chips/chip_<value>.svg`` - casino chips for 1, 5, 10, 25, 50, 100, 250,
  500, 1000 and 10000;
* ``table/red_dog.svg`` - the red dog marker token;
* ``icons/reddog.svg`` - the application icon.

Everything is drawn here from code (Python standard library only) and the
output is deterministic. The SVGs stick to what QtSvg (SVG 1.2 Tiny) renders:
plain shapes, paths, groups, gradients and text.

Run from anywhere:  python assets/scripts/make_art.py
"""

from __future__ import annotations

import sys
from pathlib import Path

SCRIPTS_DIR = Path(__file__).resolve().parent
ASSETS_DIR = SCRIPTS_DIR.parent

# Keep the assets tree free of __pycache__ folders.
sys.dont_write_bytecode = True
if str(SCRIPTS_DIR) not in sys.path:
    sys.path.insert(0, str(SCRIPTS_DIR))

from art.build import write_all  # noqa: E402


def main() -> int:
    written = write_all(ASSETS_DIR)
    total = sum(p.stat().st_size for p in written)
    print(f"wrote {len(written)} SVG files ({total / 1024:.0f} KiB) under {ASSETS_DIR}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
