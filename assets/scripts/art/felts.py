"""The felts a player can choose: the table's cloth as a radial gradient, lit from above the middle.

The game prints its layout (lettering, the spread scale, the shoe and the tray) over the cloth;
these files hold only the cloth. "midnight" is a dark, low-glare cloth for long evenings.
"""

from __future__ import annotations

from .svg import document, el, radial_gradient

WIDTH, HEIGHT = 1600, 860

#: name -> (centre, middle, edge) colours of the cloth.
FELTS = {
    "green": ("#13844a", "#0d6b3a", "#074223"),
    "blue": ("#1f6aa5", "#165485", "#0a2c4a"),
    "claret": ("#8e2436", "#701a2a", "#3c0b15"),
    "midnight": ("#25343a", "#1b272c", "#0d1417"),
}


def felt_svg(name: str) -> str:
    centre, middle, edge = FELTS[name]
    # The light falls at (800, 380) and fades over 900 units, as on the classic green table.
    defs = [radial_gradient("cloth", [(0, centre), (0.65, middle), (1, edge)], cx=0.5, cy=380 / HEIGHT,
                            r=900 / WIDTH)]
    body = [el("rect", x=0, y=0, width=WIDTH, height=HEIGHT, fill="url(#cloth)")]
    return document(WIDTH, HEIGHT, body, defs=defs, title=f"{name} felt")
