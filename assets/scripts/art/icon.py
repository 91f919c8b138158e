"""Application icon: two fanned cards on green felt with the red dog in front."""

from __future__ import annotations

from .marker import dog_group
from .suits import pip
from .svg import document, el, linear_gradient, radial_gradient

SIZE = 256


def _card(angle: float, suit: str) -> str:
    """A simplified card (no index) turned about its bottom centre."""
    inner = (el("rect", x=-48, y=-134, width=96, height=134, rx=11, ry=11, fill="#fffdf6",
                stroke="#8c8576", stroke_width=3)
             + pip(suit, 0, -96, 50))
    return el("g", inner, transform=f"translate(128,166) rotate({angle:g})")


def icon_svg() -> str:
    defs = [radial_gradient("felt", [(0, "#2f9a58"), (1, "#0f5a2e")], r=0.75),
            linear_gradient("dogred", [(0, "#f0283d"), (1, "#a80b20")])]
    body = [
        el("rect", x=4, y=4, width=248, height=248, rx=48, ry=48, fill="url(#felt)",
           stroke="#0a3d1f", stroke_width=4),
        _card(-16, "s"),
        _card(14, "h"),
    ]
    body += dog_group(50.5, 96.5, 1.55, "url(#dogred)", eye="#ffffff", outline="#0d2616",
                      outline_width=6)
    return document(SIZE, SIZE, body, defs=defs, title="Red Dog")

