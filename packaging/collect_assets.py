"""Which files of assets/ the game needs at run time, as PyInstaller ``datas``.

Used by ``reddog-qt.spec`` (and the packaging tests). Only the runtime files go
in the bundle: the card, chip and table art (SVG), the sounds and voice (WAV),
the fonts and their licence, and the icon (SVG/PNG). The generator scripts
(``assets/scripts``), READMEs and the .ico/.icns containers stay out.
"""

from __future__ import annotations

from pathlib import Path

#: File endings shipped in the bundle (lower case).
RUNTIME_SUFFIXES = frozenset({".svg", ".wav", ".ttf", ".png"})
#: Folders under assets/ never shipped (generators, caches).
SKIPPED_DIRS = frozenset({"scripts", "__pycache__"})


def is_runtime_file(relative: Path) -> bool:
    """True if ``relative`` (a path inside assets/) belongs in the bundle."""
    if any(part in SKIPPED_DIRS or part.startswith(".") for part in relative.parts):
        return False
    suffix = relative.suffix.lower()
    if suffix in RUNTIME_SUFFIXES:
        return True
    # licences travel with the fonts they cover (fonts/LICENSE-DejaVu.txt)
    return suffix == ".txt" and relative.name.upper().startswith(("LICENSE", "LICENCE", "COPYING"))


def asset_files(assets_root: Path) -> list[Path]:
    """The runtime files under ``assets_root``, relative to it, sorted."""
    root = Path(assets_root)
    return sorted(p.relative_to(root) for p in root.rglob("*") if p.is_file() and is_runtime_file(p.relative_to(root)))


def collect_assets(assets_root: Path, dest_root: str = "assets") -> list[tuple[str, str]]:
    """``(source file, destination folder)`` pairs for PyInstaller's ``datas``: assets/x/y.svg -> assets/x."""
    root = Path(assets_root).resolve()
    files = asset_files(root)
    if not any(f.parts[0] == "cards" for f in files):
        raise FileNotFoundError(f"no card art under {root}/cards: is this a complete checkout?")
    return [(str(root / f), str(Path(dest_root, *f.parts[:-1]).as_posix())) for f in files]
