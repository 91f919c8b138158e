"""Playing-card faces (number cards and aces) and the card back."""

from __future__ import annotations

from dataclasses import dataclass

from .courts import court_art, gradients
from .dog import dog_path
from .suits import BLACK, RED, SUIT_NAMES, pip, suit_color
from .svg import document, el, group, linear_gradient, num, polar, radial_gradient

WIDTH, HEIGHT = 250, 350
RADIUS = 14
RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
FONT = "DejaVu Sans"
IVORY = "#fffdf6"
EDGE = "#a9a397"

# Pip grid for number cards: three columns, pips inside the index margins.
COL = {"L": 77.0, "C": 125.0, "R": 173.0}
TOP, BOTTOM = 68.0, 282.0
MID = (TOP + BOTTOM) / 2
FOUR = [TOP + i * (BOTTOM - TOP) / 3 for i in range(4)]
PIP_SIZE = 48.0


def _pairs(ys: list[float]) -> list[tuple[str, float]]:
    return [(c, y) for y in ys for c in ("L", "R")]


def pip_layout(rank: int) -> list[tuple[str, float]]:
    """Traditional pip positions (column, y) for ranks 2-10."""
    three = [TOP, MID, BOTTOM]
    upper, lower = (TOP + MID) / 2, (MID + BOTTOM) / 2
    layouts: dict[int, list[tuple[str, float]]] = {
        2: [("C", TOP), ("C", BOTTOM)],
        3: [("C", y) for y in three],
        4: _pairs([TOP, BOTTOM]),
        5: [*_pairs([TOP, BOTTOM]), ("C", MID)],
        6: _pairs(three),
        7: [*_pairs(three), ("C", upper)],
        8: [*_pairs(three), ("C", upper), ("C", lower)],
        9: [*_pairs(FOUR), ("C", MID)],
        10: [*_pairs(FOUR), ("C", (FOUR[0] + FOUR[1]) / 2), ("C", (FOUR[2] + FOUR[3]) / 2)],
    }
    return layouts[rank]


def card_base() -> str:
    return el("rect", x=1, y=1, width=WIDTH - 2, height=HEIGHT - 2, rx=RADIUS, ry=RADIUS,
              fill=IVORY, stroke=EDGE, stroke_width=2)


@dataclass(frozen=True)
class IndexStyle:
    """How large a face's corner index is, and how far its middle is drawn in to leave it room."""

    x: float
    baseline: float
    font_size: float
    pip_y: float
    pip_size: float
    #: The middle (pips, ace, court figure) scaled about the card's centre by this.
    body_scale: float = 1.0


STANDARD_INDEX = IndexStyle(x=26, baseline=48, font_size=38, pip_y=71, pip_size=26)
#: Large indices that read at a small window size or with low vision; the middle is drawn smaller.
LARGE_INDEX = IndexStyle(x=34, baseline=66, font_size=62, pip_y=98, pip_size=36, body_scale=0.7)


def index(rank: str, suit: str, style: IndexStyle = STANDARD_INDEX) -> str:
    """Corner index at top-left plus the same index turned 180 degrees bottom-right."""
    color = suit_color(suit)
    if rank == "10":
        label = el("text", rank, x=0, y=0, font_family=FONT, font_weight="bold", font_size=style.font_size,
                   text_anchor="middle", fill=color, letter_spacing=-2,
                   transform=f"translate({num(style.x)},{num(style.baseline)}) scale(0.8,1)")
    else:
        label = el("text", rank, x=num(style.x), y=num(style.baseline), font_family=FONT, font_weight="bold",
                   font_size=style.font_size, text_anchor="middle", fill=color)
    corner = label + pip(suit, style.x, style.pip_y, style.pip_size)
    return group([corner]) + group([corner], transform=f"rotate(180 {WIDTH / 2:g} {HEIGHT / 2:g})")


def number_body(rank: int, suit: str) -> list[str]:
    out = []
    for col, y in pip_layout(rank):
        out.append(pip(suit, COL[col], y, PIP_SIZE, flip=y > MID + 0.5))
    return out


def ace_body(suit: str) -> list[str]:
    cx, cy = WIDTH / 2, HEIGHT / 2
    if suit != "s":
        return [pip(suit, cx, cy, 112)]
    # Ornate ace of spades: framed medallion, big spade with an inner line.
    out = [el("circle", cx=cx, cy=cy, r=88, fill="none", stroke="#b08a2e", stroke_width=2),
           el("circle", cx=cx, cy=cy, r=82, fill="none", stroke="#b08a2e", stroke_width=0.8)]
    for i in range(36):
        x, y = polar(cx, cy, 85, i * 10)
        out.append(el("circle", cx=num(x), cy=num(y), r=1.6 if i % 3 else 2.6, fill="#b08a2e"))
    for angle in (45, 135, 225, 315):
        x, y = polar(cx, cy, 99, angle)
        out.append(el("path", d="M0,-7 L5,0 L0,7 L-5,0Z", fill=RED,
                      transform=f"translate({num(x)},{num(y)})"))
    out.append(pip("s", cx, cy - 2, 138, fill=BLACK))
    # Inner ivory outline: a smaller spade, stroke width given in pip units.
    out.append(pip("s", cx, cy - 2, 118, fill="none", stroke=IVORY, stroke_width=1.3))
    return out


def face_svg(rank: str, suit: str, style: IndexStyle = STANDARD_INDEX) -> str:
    middle: list[str] = []
    defs: list[str] = []
    if rank == "A":
        middle += ace_body(suit)
    elif rank in "JQK":
        middle.append(court_art(rank, suit))
        defs = gradients(suit)
    else:
        middle += number_body(int(rank), suit)
    body = [card_base()]
    if style.body_scale == 1.0:
        body += middle
    else:
        cx, cy = WIDTH / 2, HEIGHT / 2
        body.append(group(middle, transform=f"translate({num(cx)},{num(cy)}) scale({num(style.body_scale)}) "
                                            f"translate({num(-cx)},{num(-cy)})"))
    body.append(index(rank, suit, style))
    return document(WIDTH, HEIGHT, body, defs=defs, title=f"{rank} of {SUIT_NAMES[suit]}")


# ----------------------------------------------------------------------------- back

def _clip_line(x0: float, y0: float, dx: float, dy: float,
               box: tuple[float, float, float, float]) -> tuple[float, float, float, float] | None:
    """Clip the infinite line (x0,y0)+t(dx,dy) to an axis-aligned box (Liang-Barsky)."""
    left, top, right, bottom = box
    t0, t1 = -1e9, 1e9
    for p, q in ((-dx, x0 - left), (dx, right - x0), (-dy, y0 - top), (dy, bottom - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return None
    return x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy


def lattice(box: tuple[float, float, float, float], step: float, color: str,
            width: float) -> str:
    """Diagonal lattice of explicit lines clipped to ``box`` (QtSvg has no <pattern>)."""
    left, top, right, bottom = box
    cx, cy = (left + right) / 2, (top + bottom) / 2
    span = (right - left) + (bottom - top)
    segs: list[str] = []
    n = int(span / step) + 2
    for direction in (1, -1):
        for i in range(-n, n + 1):
            # Lines through (cx + i*step, cy) with slope +/-1.4 so diamonds are tall.
            seg = _clip_line(cx + i * step, cy, 1.0, 1.4 * direction, box)
            if seg:
                x1, y1, x2, y2 = seg
                segs.append(f"M{num(x1)},{num(y1)}L{num(x2)},{num(y2)}")
    return el("path", d="".join(segs), fill="none", stroke=color, stroke_width=width)


@dataclass(frozen=True)
class BackColours:
    """One card back's colours: the field's centre and edge, the lattice, the medallion."""

    centre: str
    edge: str
    lattice: str
    medallion: str


#: The card backs a player can choose (ruby is the classic back, ``cards/back.svg``).
BACKS = {
    "ruby": BackColours("#b3182c", "#6e0a17", "#e8c3c0", "#8d0d1e"),
    "sapphire": BackColours("#1f4f9c", "#0b2452", "#bccbe8", "#15346e"),
    "emerald": BackColours("#1b7a4a", "#083d22", "#bfe0cb", "#0f5533"),
    "onyx": BackColours("#3a3a3e", "#111114", "#b8a77a", "#1c1c20"),
}


def back_svg(colours: BackColours = BACKS["ruby"]) -> str:
    defs = [radial_gradient("backfill", [(0, colours.centre), (1, colours.edge)], r=0.75),
            linear_gradient("gold", [(0, "#f3d98b"), (1, "#b8892d")])]
    inset = 13
    inner = (inset + 10, inset + 10, WIDTH - inset - 10, HEIGHT - inset - 10)
    cx, cy = WIDTH / 2, HEIGHT / 2
    body = [
        el("rect", x=1, y=1, width=WIDTH - 2, height=HEIGHT - 2, rx=RADIUS, ry=RADIUS,
           fill="#ffffff", stroke=EDGE, stroke_width=2),
        el("rect", x=inset, y=inset, width=WIDTH - 2 * inset, height=HEIGHT - 2 * inset,
           rx=8, ry=8, fill="url(#backfill)"),
        lattice(inner, 17, colours.lattice, 1.1),
        el("rect", x=inner[0], y=inner[1], width=inner[2] - inner[0],
           height=inner[3] - inner[1], fill="none", stroke="#f4e3c9", stroke_width=2),
        el("rect", x=inset + 4, y=inset + 4, width=WIDTH - 2 * inset - 8,
           height=HEIGHT - 2 * inset - 8, rx=5, ry=5, fill="none", stroke="#f4e3c9",
           stroke_width=1),
        # Centre medallion with the dog.
        el("ellipse", cx=cx, cy=cy, rx=62, ry=74, fill=colours.medallion, stroke="url(#gold)",
           stroke_width=5),
        el("ellipse", cx=cx, cy=cy, rx=54, ry=66, fill="none", stroke="#f4e3c9",
           stroke_width=1.2),
        el("path", d=dog_path(), fill="#fff6e6",
           transform=f"translate({num(cx - 44)},{num(cy - 44)}) scale(0.88)"),
    ]
    return document(WIDTH, HEIGHT, body, defs=defs, title="card back")
