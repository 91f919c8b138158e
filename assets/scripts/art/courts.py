"""Original court figures (Jack, Queen, King) in a framed double-ended portrait.

The upper half of the portrait is drawn once in card coordinates (250 x 350)
and repeated turned 180 degrees about the card centre, like real court cards.
"""

from __future__ import annotations

from .suits import pip, suit_color
from .svg import el, group, linear_gradient, num, smooth_path

CX = 125.0                 # figure axis
FRAME = (52.0, 34.0, 198.0, 316.0)
MIDLINE = 175.0
INK = "#2b1d14"
SKIN = "#f7dbbb"
GOLD = "#e2b23c"
GOLD_DARK = "#9c7012"
WHITE = "#fffaf0"
RED = "#b71c2c"
BLUE = "#22418e"
BLACK = "#222222"
SW = 1.3                    # outline width

# Robe colour and chest-panel colour per suit (kept to the classic palette).
PALETTE = {"h": (RED, BLUE), "d": (BLUE, RED), "c": (RED, BLACK), "s": (BLUE, GOLD)}


def _p(d: str, fill: str, stroke: str | None = INK, width: float = SW, **kw: object) -> str:
    return el("path", d=d, fill=fill, stroke=stroke, stroke_width=width if stroke else None,
              stroke_linejoin="round" if stroke else None, **kw)


def _sym(left: list[tuple[float, float, bool]]) -> list[tuple[float, float, bool]]:
    """Close a left-half outline with its mirror image about the figure axis."""
    right = [(2 * CX - x, y, s) for x, y, s in reversed(left)]
    return left + right


# ----------------------------------------------------------------------------- body

def robe(suit: str) -> list[str]:
    _, panel = PALETTE[suit]
    outline = _sym([(55, 178, True), (57, 156, False), (66, 140, False), (88, 129, False),
                    (112, 123, True)])
    out = [_p(smooth_path(outline), "url(#robe)")]
    # Gold-trimmed chest panel with lozenges.
    out.append(_p("M112,124 L138,124 L147,178 L103,178Z", "url(#panel)"))
    out.append(_p("M112,124 L103,178", "none", GOLD, 3.2, stroke_linecap="round"))
    out.append(_p("M138,124 L147,178", "none", GOLD, 3.2, stroke_linecap="round"))
    for i, y in enumerate((138, 153, 168)):
        half = 6 + i * 1.4
        out.append(_p(f"M{num(CX)},{num(y - half)} L{num(CX + half * 0.8)},{y} "
                      f"L{num(CX)},{num(y + half)} L{num(CX - half * 0.8)},{y}Z",
                      GOLD if panel != GOLD else RED, INK, 0.6))
    # Embroidered hem band across the robe and a row of gold studs.
    out.append(_p("M56,163 C78,158 95,160 103,162 M147,162 C155,160 172,158 194,163",
                  "none", GOLD, 3.5, stroke_linecap="round"))
    for x in (64, 76, 88, 162, 174, 186):
        out.append(el("circle", cx=x, cy=170, r=2.2, fill=GOLD, stroke=GOLD_DARK,
                      stroke_width=0.6))
    return out


def arm(side: str) -> list[str]:
    """A sleeve in the panel colour with a gold cuff and a hand.

    ``side`` "L" rests the hand on the chest; "R" raises it to hold the prop.
    """
    if side == "L":
        pts = [(72, 147, False), (79, 134, False), (94, 130, False), (107, 139, False),
               (117, 149, True), (107, 160, True), (92, 155, False), (78, 155, False)]
        cuff, hand = "M117,149 L107,160", (118, 158, -40)
    else:
        pts = [(144, 129, False), (160, 130, False), (173, 136, False), (183, 145, True),
               (172, 157, True), (160, 150, False), (147, 145, False)]
        cuff, hand = "M183,145 L172,157", (180, 154, 40)
    hx, hy, ang = hand
    return [
        _p(smooth_path(pts), "url(#panel)"),
        _p(cuff, "none", GOLD, 5, stroke_linecap="round"),
        _p(cuff, "none", INK, 0.6),
        el("ellipse", cx=0, cy=0, rx=6.5, ry=5.5, fill=SKIN, stroke=INK, stroke_width=SW,
           transform=f"translate({hx},{hy}) rotate({ang})"),
    ]


def collar(rank: str) -> list[str]:
    if rank == "K":   # ermine cape
        d = smooth_path(_sym([(72, 140, True), (84, 128, False), (106, 120, False),
                              (118, 128, False), (CX - 0.01, 134, True)]))
        out = [_p(d, WHITE)]
        for x, y in ((82, 133), (94, 127), (105, 126), (145, 126), (156, 127), (168, 133)):
            out.append(_p(f"M{x},{y - 3} L{x + 1.6},{y + 3} L{x - 1.6},{y + 3}Z", BLACK, None))
        return out
    if rank == "Q":   # scalloped lace collar falling over the shoulders
        n = 9
        d = "M103,121 L147,121 L151,128"
        prev = (151.0, 128.0)
        for i in range(1, n + 1):
            t = i / n
            x = 151 - 52 * t
            y = 128 + 9 * (1 - (2 * t - 1) ** 2)
            d += f" Q{num((prev[0] + x) / 2)},{num(max(prev[1], y) + 5)} {num(x)},{num(y)}"
            prev = (x, y)
        d += "Z"
        return [_p(d, WHITE), _p("M108,126 Q125,134 142,126", "none", "#c9b98f", 1),
                el("circle", cx=CX, cy=131, r=2.6, fill=RED, stroke=INK, stroke_width=0.7)]
    # Jack: pleated falling band
    d = smooth_path(_sym([(98, 134, True), (108, 122, False), (CX - 0.01, 128, True)]))
    out = [_p(d, WHITE)]
    for x in (106, 113, 120, 130, 137, 144):
        top = 124 if 110 < x < 140 else 126
        out.append(_p(f"M{x},{top} L{x},132", "none", "#b9ab8a", 0.9))
    return out


# ----------------------------------------------------------------------------- head

# Hair (and the King's beard) colour per rank and suit, for a little variety.
HAIR = {
    "K": {"h": "#6b4423", "d": "#8f8a84", "c": "#2e2420", "s": "#a0522d"},
    "Q": {"h": "#c98a2b", "d": "#5a3520", "c": "#8c3b1e", "s": "#2e2420"},
    "J": {"h": "#8a5a2b", "d": "#c98a2b", "c": "#4a3020", "s": "#a0522d"},
}

def head(rank: str, suit: str) -> list[str]:
    out: list[str] = []
    hair = HAIR[rank][suit]
    if rank == "Q":   # long hair falls behind the face onto the shoulders
        d = smooth_path(_sym([(104, 134, True), (100, 112, False), (102, 86, False),
                              (112, 72, False), (CX - 0.01, 69, False)]))
        out.append(_p(d, hair))
    elif rank == "J":
        d = smooth_path(_sym([(106, 108, True), (103, 90, False), (108, 75, False),
                              (CX - 0.01, 70, False)]))
        out.append(_p(d, hair))
    else:
        d = smooth_path(_sym([(107, 112, True), (104, 92, False), (110, 76, False),
                              (CX - 0.01, 72, False)]))
        out.append(_p(d, hair))
    out.append(el("rect", x=117, y=108, width=16, height=18, fill=SKIN, stroke=INK,
                  stroke_width=SW))
    out.append(el("ellipse", cx=CX, cy=96, rx=17.5, ry=21.5, fill=SKIN, stroke=INK,
                  stroke_width=SW))
    # Fringe / forehead hair line.
    if rank == "J":
        out.append(_p("M108,88 C110,78 118,74 125,75 C133,74 141,79 142,88 "
                      "C136,82 130,82 125,84 C119,81 113,83 108,88Z", hair))
    elif rank == "Q":
        out.append(_p("M108,92 C108,80 116,75 125,75 C134,75 142,80 142,92 "
                      "C138,84 131,80 125,80 C119,80 112,84 108,92Z", hair))
    out += face(rank)
    return out


def face(rank: str) -> list[str]:
    out = []
    brow_y = 88
    for side in (-1, 1):
        ex = CX + side * 7
        out.append(_p(f"M{num(ex - 4.5)},{brow_y + 2} Q{num(ex)},{brow_y - 1.5} "
                      f"{num(ex + 4.5)},{brow_y + 2}", "none", "#5a3a22", 1.2,
                      stroke_linecap="round"))
        out.append(_p(f"M{num(ex - 4)},94 Q{num(ex)},91 {num(ex + 4)},94 "
                      f"Q{num(ex)},96 {num(ex - 4)},94Z", WHITE, "#3a2616", 0.8))
        out.append(el("circle", cx=num(ex + 0.4), cy=93.8, r=1.5, fill="#2a4f7a"))
        if rank == "Q":
            out.append(_p(f"M{num(ex - 4.5)},93.5 L{num(ex - 6)},92", "none", INK, 0.8))
        out.append(el("ellipse", cx=num(CX + side * 10), cy=104, rx=3.6, ry=2.4,
                      fill="#e98a7c", fill_opacity=0.45))
    out.append(_p("M125,95 C124,100 123,102 121.5,104 C123.5,105.5 126,105.5 128,104.5",
                  "none", "#8a5a3a", 1.1, stroke_linecap="round"))
    if rank != "K":
        lips = "#c0392b" if rank == "Q" else "#b5553f"
        out.append(_p("M120.5,110 Q125,108.3 129.5,110 Q125,113.2 120.5,110Z", lips, None))
    return out


def headwear(rank: str) -> list[str]:
    if rank == "K":
        d = "M102,78 L101,56 L111,66 L117,46 L125,62 L133,46 L139,66 L149,56 L148,78Z"
        out = [_p(d, "url(#crown)")]
        out.append(el("rect", x=101, y=70, width=48, height=9, fill="url(#crown)", stroke=INK,
                      stroke_width=SW))
        for x, y in ((101, 55), (117, 45), (133, 45), (149, 55)):
            out.append(el("circle", cx=x, cy=y, r=3.2, fill=WHITE, stroke=INK, stroke_width=1))
        out.append(el("circle", cx=125, cy=57, r=3.4, fill=RED, stroke=INK, stroke_width=1))
        for x, c in ((110, BLUE), (125, RED), (140, BLUE)):
            out.append(el("ellipse", cx=x, cy=74.5, rx=3.6, ry=2.6, fill=c, stroke=INK,
                          stroke_width=0.8))
        return out
    if rank == "Q":
        d = ("M106,80 L106,66 C110,68 113,62 113,57 C117,60 120,56 120,50 L125,44 L130,50 "
             "C130,56 133,60 137,57 C137,62 140,68 144,66 L144,80Z")
        out = [_p(d, "url(#crown)")]
        out.append(el("rect", x=106, y=73, width=38, height=7, fill="url(#crown)", stroke=INK,
                      stroke_width=SW))
        for x, y in ((113, 56), (125, 43), (137, 56)):
            out.append(el("circle", cx=x, cy=y, r=2.6, fill=WHITE, stroke=INK, stroke_width=0.9))
        out.append(_p("M125,58 L128,64 L125,70 L122,64Z", RED, INK, 0.8))
        for x in (114, 136):
            out.append(el("circle", cx=x, cy=76.5, r=1.8, fill=BLUE))
        return out
    # Jack: a soft cap with a gold band and a plume.
    out = [_p("M146,62 C154,52 160,46 159,38 C166,46 164,58 152,68Z", WHITE, INK, 1.1),
           _p("M149,64 C155,56 158,48 159,39", "none", "#b9ab8a", 0.9)]
    out.append(_p("M101,80 C98,66 110,56 126,56 C142,56 153,62 151,78 C140,73 112,73 101,80Z",
                  RED))
    out.append(_p("M101,80 C112,73 140,73 151,78 L151,84 C140,79 112,79 101,86Z",
                  "url(#crown)"))
    out.append(el("circle", cx=144, cy=71, r=3, fill=BLUE, stroke=INK, stroke_width=0.8))
    return out


# ----------------------------------------------------------------------------- props

PX = 180.0   # x of the held sword / halberd shaft


def prop(rank: str) -> tuple[list[str], list[str]]:
    """(behind the hand, in front of the hand) parts of the held object."""
    if rank == "K":   # upright sword
        back = [
            _p(f"M{PX - 4},141 L{PX - 4},52 L{PX},40 L{PX + 4},52 L{PX + 4},141Z",
               "url(#steel)"),
            _p(f"M{PX},50 L{PX},139", "none", "#8d96a3", 0.8),
            el("rect", x=PX - 3, y=144, width=6, height=16, fill="#6b3f1f", stroke=INK,
               stroke_width=1),
        ]
        front = [
            _p(f"M{PX - 15},139 L{PX + 13},139 L{PX + 13},144 L{PX - 15},144Z", "url(#crown)"),
            el("circle", cx=PX, cy=164, r=4, fill="url(#crown)", stroke=INK, stroke_width=1),
        ]
        return back, front
    if rank == "Q":   # a rose
        back = [
            _p("M180,152 C178,136 172,124 167,113", "none", "#2f7d3a", 2.4,
               stroke_linecap="round"),
            _p("M174,128 C166,128 161,123 160,118 C166,118 172,122 174,128Z", "#3c9a48",
               INK, 0.8),
            el("circle", cx=166, cy=106, r=9, fill="#c8283a", stroke=INK, stroke_width=1),
            _p("M160,104 C163,98 170,98 172,104 C168,102 164,103 162,108", "none", "#7d0f1c",
               1.1),
            _p("M162,110 C166,112 170,110 172,106", "none", "#7d0f1c", 1),
        ]
        return back, []
    # Jack: halberd
    back = [
        el("rect", x=PX - 2.5, y=56, width=5, height=122, fill="#7a4a22", stroke=INK,
           stroke_width=1),
        _p(f"M{PX},42 L{PX + 4},56 L{PX},61 L{PX - 4},56Z", "url(#steel)"),
        _p(f"M{PX + 2},62 C{PX + 10},60 {PX + 14},65 {PX + 14},72 "
           f"C{PX + 14},79 {PX + 10},85 {PX + 2},83Z", "url(#steel)"),
        _p(f"M{PX - 2},65 L{PX - 11},69 L{PX - 2},74Z", "url(#steel)"),
    ]
    return back, []


# ----------------------------------------------------------------------------- card

SHADES = {RED: ("#d63a47", "#96121f"), BLUE: ("#3d62b3", "#1b326c"),
          BLACK: ("#4a4a4a", "#141414"), GOLD: ("#f7d77a", "#c8962a")}


def gradients(suit: str) -> list[str]:
    main, panel = PALETTE[suit]
    return [
        linear_gradient("robe", [(0, SHADES[main][0]), (1, SHADES[main][1])]),
        linear_gradient("panel", [(0, SHADES[panel][0]), (1, SHADES[panel][1])]),
        linear_gradient("crown", [(0, "#f8dc7a"), (0.55, GOLD), (1, GOLD_DARK)]),
        linear_gradient("steel", [(0, "#f4f6f9"), (1, "#9aa4b1")], x2=1, y2=0),
        linear_gradient("panelbg", [(0, "#fbf3e1"), (1, "#f1e3c4")]),
    ]


def half_figure(rank: str, suit: str) -> list[str]:
    """Everything in the upper half of the portrait, in draw order."""
    back, front = prop(rank)
    parts = robe(suit)
    parts += arm("L")
    parts += back
    parts += arm("R")
    parts += front
    parts += head(rank, suit)
    parts += collar(rank)
    if rank == "K":   # the beard falls over the ermine cape
        parts += beard(suit)
    parts += headwear(rank)
    parts.append(pip(suit, 72, 56, 26))
    return parts


def beard(suit: str) -> list[str]:
    """The King's beard, moustache and mouth (drawn over the ermine collar)."""
    hair = HAIR["K"][suit]
    shape = smooth_path([(108, 100, True), (110, 114, False), (118, 126, False),
                         (125, 133, True), (132, 126, False), (140, 114, False),
                         (142, 100, True), (136, 109, False), (125, 112, False),
                         (114, 109, False)])
    out = [_p(shape, hair),
           _p("M113,107 C118,103 122,104 125,106 C128,104 132,103 137,107 "
              "C132,108 128,109 125,108 C122,109 118,108 113,107Z", hair),
           _p("M121,113 Q125,115 129,113", "none", "#8c2a22", 1.4, stroke_linecap="round")]
    for x0 in (116, 125, 134):
        out.append(_p(f"M{x0},{118 if x0 == 125 else 115} Q{x0 + 1},122 {x0 - 1},127",
                      "none", "#4a2e17", 0.8))
    return out


def court_art(rank: str, suit: str) -> str:
    """The whole portrait group for one court card."""
    x0, y0, x1, y1 = FRAME
    color = suit_color(suit)
    half = group(half_figure(rank, suit))
    flipped = group(half_figure(rank, suit), transform=f"rotate(180 {num(CX)} {num(MIDLINE)})")
    return group([
        el("rect", x=x0, y=y0, width=x1 - x0, height=y1 - y0, fill="url(#panelbg)"),
        half, flipped,
        el("rect", x=x0, y=MIDLINE - 2, width=x1 - x0, height=4, fill=GOLD, stroke=INK,
           stroke_width=0.8),
        el("rect", x=x0, y=y0, width=x1 - x0, height=y1 - y0, fill="none", stroke=color,
           stroke_width=2),
        el("rect", x=x0 + 3.5, y=y0 + 3.5, width=x1 - x0 - 7, height=y1 - y0 - 7, fill="none",
           stroke=color, stroke_width=0.7),
    ])
