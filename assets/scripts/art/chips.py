"""Top-down casino chips: coloured disc, edge-spot inserts, inner ring, value."""

from __future__ import annotations

from typing import NamedTuple

from .svg import document, el, num, polar, radial_gradient

SIZE = 200
C = SIZE / 2
FONT = "DejaVu Sans"


class ChipStyle(NamedTuple):
    base: str      # main disc colour
    shade: str     # darker rim colour for the gradient
    spot: str      # edge-spot insert colour
    ink: str       # value colour on the centre inlay


CHIPS: dict[int, ChipStyle] = {
    1: ChipStyle("#f4f4f2", "#c9c9c4", "#2f5fb3", "#2c3440"),
    5: ChipStyle("#d11a2a", "#8e0d18", "#ffffff", "#a30f1e"),
    10: ChipStyle("#1f56c4", "#123276", "#ffffff", "#17409a"),
    25: ChipStyle("#1f9448", "#0f5a2a", "#ffffff", "#137034"),
    50: ChipStyle("#f08519", "#b0560a", "#ffffff", "#b85d08"),
    100: ChipStyle("#262626", "#050505", "#ffffff", "#1a1a1a"),
    250: ChipStyle("#e0308c", "#98175a", "#ffffff", "#b0196a"),
    500: ChipStyle("#6c35a0", "#3e1a63", "#ffffff", "#55247f"),
    1000: ChipStyle("#f2c230", "#b88a0e", "#2a2a2a", "#6b4b00"),
    10000: ChipStyle("#7a2a1c", "#43130b", "#f3d27a", "#6a2116"),
}

INLAY = "#fbf8f0"
SPOTS = 8


def label(value: int) -> str:
    if value >= 1000 and value % 1000 == 0:
        return f"{value // 1000}K"
    return str(value)


def _ring_segment(r_in: float, r_out: float, start: float, end: float) -> str:
    """Annular sector between two radii and two angles (degrees clockwise from top)."""
    a = polar(C, C, r_out, start)
    b = polar(C, C, r_out, end)
    c = polar(C, C, r_in, end)
    d = polar(C, C, r_in, start)
    return (f"M{num(a[0])},{num(a[1])} A{num(r_out)},{num(r_out)} 0 0,1 {num(b[0])},{num(b[1])}"
            f" L{num(c[0])},{num(c[1])} A{num(r_in)},{num(r_in)} 0 0,0 {num(d[0])},{num(d[1])}Z")


def _value_text(text: str, ink: str) -> str:
    # Font size chosen so every label fits inside the inlay with a margin.
    size = {1: 72, 2: 62, 3: 48}[len(text)]
    return el("text", text, x=num(C), y=num(C + size * 0.36), font_family=FONT,
              font_weight="bold", font_size=size, text_anchor="middle", fill=ink)


def chip_svg(value: int) -> str:
    style = CHIPS[value]
    defs = [radial_gradient("disc", [(0, style.base), (0.78, style.base), (1, style.shade)],
                            r=0.5),
            radial_gradient("inlay", [(0, "#ffffff"), (0.85, INLAY), (1, "#e6dfcd")], r=0.5)]
    body = [
        el("circle", cx=num(C), cy=num(C), r=96, fill="url(#disc)", stroke=style.shade,
           stroke_width=3),
    ]
    step = 360 / SPOTS
    spots = "".join(_ring_segment(76, 94, i * step - 11, i * step + 11) for i in range(SPOTS))
    body.append(el("path", d=spots, fill=style.spot))
    # Thin stripes inside each spot give the classic "edge insert" look.
    stripes = "".join(_ring_segment(79, 91, i * step - 1.5, i * step + 1.5)
                      for i in range(SPOTS))
    body.append(el("path", d=stripes, fill=style.base, fill_opacity=0.55))
    body += [
        el("circle", cx=num(C), cy=num(C), r=71, fill="none", stroke=style.spot,
           stroke_width=2.5, stroke_dasharray="6,5"),
        el("circle", cx=num(C), cy=num(C), r=65, fill="url(#inlay)", stroke=style.shade,
           stroke_width=2),
        el("circle", cx=num(C), cy=num(C), r=59.5, fill="none", stroke=style.base,
           stroke_width=1.5, stroke_opacity=0.6),
        _value_text(label(value), style.ink),
    ]
    return document(SIZE, SIZE, body, defs=defs, title=f"chip {value}")
