"""The "red dog" marker token: a black puck with a bold red dog on top."""

from __future__ import annotations

from .dog import dog_eye, dog_path
from .suits import scale_str
from .svg import document, el, num, radial_gradient

SIZE = 120
DOG_RED = "#d3132b"


def dog_group(x: float, y: float, scale: float, fill: str, eye: str | None = None,
              outline: str | None = None, outline_width: float = 0) -> list[str]:
    """The dog placed with its 100-unit box at (x, y) and the given scale."""
    tf = f"translate({num(x)},{num(y)}) scale({scale_str(scale)})"
    out: list[str] = []
    if outline:   # a halo behind the dog, so the fill keeps its full shape
        out.append(el("path", d=dog_path(), fill=outline, transform=tf, stroke=outline,
                      stroke_width=num(2 * outline_width / scale), stroke_linejoin="round"))
    out.append(el("path", d=dog_path(), fill=fill, transform=tf))
    if eye:
        ex, ey, er = dog_eye()
        out.append(el("circle", cx=ex, cy=ey, r=er, fill=eye, transform=tf))
    return out


def marker_svg() -> str:
    c = SIZE / 2
    defs = [radial_gradient("puck", [(0, "#3a3a3a"), (0.7, "#1b1b1b"), (1, "#050505")],
                            fx=0.4, fy=0.35),
            radial_gradient("dogred", [(0, "#ff3b4e"), (1, "#b00c22")], cx=0.45, cy=0.4)]
    body = [
        el("circle", cx=c, cy=c, r=58, fill="url(#puck)", stroke="#000000", stroke_width=2),
        el("circle", cx=c, cy=c, r=51, fill="none", stroke=DOG_RED, stroke_width=3),
        el("circle", cx=c, cy=c, r=46.5, fill="none", stroke="#5a5a5a", stroke_width=1),
    ]
    body += dog_group(c - 40, c - 42, 0.8, "url(#dogred)", eye="#1b1b1b")
    return document(SIZE, SIZE, body, defs=defs, title="red dog marker")
