"""Write every generated SVG under the ``assets`` folder."""

from __future__ import annotations

from pathlib import Path

from .cards import BACKS, LARGE_INDEX, RANKS, back_svg, face_svg
from .chips import CHIPS, chip_svg
from .felts import FELTS, felt_svg
from .icon import icon_svg
from .marker import marker_svg
from .suits import SUITS, use_four_colours


def outputs() -> dict[str, str]:
    """Relative path (inside ``assets``) -> SVG text, in a fixed order."""
    files: dict[str, str] = {}
    for suit in SUITS:
        for rank in RANKS:
            files[f"cards/{rank}{suit}.svg"] = face_svg(rank, suit)
    files["cards/back.svg"] = back_svg()
    # The large-index deck's faces: big corner indices, the middle drawn smaller to leave them room.
    for suit in SUITS:
        for rank in RANKS:
            files[f"cards_large/{rank}{suit}.svg"] = face_svg(rank, suit, LARGE_INDEX)
    for name, colours in BACKS.items():
        files[f"backs/{name}.svg"] = back_svg(colours)
    for name in FELTS:
        files[f"felts/{name}.svg"] = felt_svg(name)
    # The four-colour deck's faces (the back is shared): clubs green, diamonds blue.
    use_four_colours(True)
    try:
        for suit in SUITS:
            for rank in RANKS:
                files[f"cards4/{rank}{suit}.svg"] = face_svg(rank, suit)
    finally:
        use_four_colours(False)
    for value in CHIPS:
        files[f"chips/chip_{value}.svg"] = chip_svg(value)
    files["table/red_dog.svg"] = marker_svg()
    files["icons/reddog.svg"] = icon_svg()
    return files


def write_all(assets_dir: Path) -> list[Path]:
    written: list[Path] = []
    for rel, text in outputs().items():
        path = assets_dir / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        # newline="\n" keeps the bytes identical on every platform.
        with path.open("w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
        written.append(path)
    return written
