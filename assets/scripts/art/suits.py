"""Suit pip outlines, designed on a 100 x 100 unit box centred on the origin.

Every pip is a single path, so it can be placed anywhere with
``translate(x,y) scale(s)`` (and ``rotate(180)`` for the lower half of a card).
"""

from __future__ import annotations

from .svg import circle_path, el, num

RED = "#c0142b"
BLACK = "#1a1a1a"

SUITS = "cdhs"
SUIT_NAMES = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}

HEART = (
    "M0,46 C-6,36 -22,24 -34,11 C-45,-1 -50,-12 -50,-23 C-50,-38 -39,-48 -25,-48"
    " C-13,-48 -4,-41 0,-31 C4,-41 13,-48 25,-48 C39,-48 50,-38 50,-23"
    " C50,-12 45,-1 34,11 C22,24 6,36 0,46Z"
)

DIAMOND = "M0,-50 C11,-31 24,-15 40,0 C24,15 11,31 0,50 C-11,31 -24,15 -40,0 C-24,-15 -11,-31 0,-50Z"

SPADE = (
    "M0,-50 C-7,-38 -20,-27 -33,-16 C-44,-6 -50,3 -50,13 C-50,27 -40,36 -27,36"
    " C-17,36 -9,31 -4,24 C-5,35 -10,43 -19,50 L19,50 C10,43 5,35 4,24"
    " C9,31 17,36 27,36 C40,36 50,27 50,13 C50,3 44,-6 33,-16 C20,-27 7,-38 0,-50Z"
)


def _club() -> str:
    lobes = [circle_path(0, -25, 22.5), circle_path(-25, 12, 22.5), circle_path(25, 12, 22.5)]
    # Central filler so the lobes read as one solid trefoil, then a flared stem.
    core = "M-14,-8 L14,-8 L12,18 L-12,18Z"
    stem = "M-5,10 C-4,30 -9,42 -19,50 L19,50 C9,42 4,30 5,10Z"
    return "".join(lobes) + core + stem


CLUB = _club()

PIPS = {"h": HEART, "d": DIAMOND, "s": SPADE, "c": CLUB}


#: The four-colour deck: clubs green and diamonds blue, so no two suits share a colour.
CLUB_GREEN = "#17803a"
DIAMOND_BLUE = "#1f4fbf"
TWO_COLOURS = {"c": BLACK, "d": RED, "h": RED, "s": BLACK}
FOUR_COLOURS = {"c": CLUB_GREEN, "d": DIAMOND_BLUE, "h": RED, "s": BLACK}
_palette = dict(TWO_COLOURS)


def use_four_colours(four: bool) -> None:
    """Draw the faces that follow in four suit colours (True) or the classic two."""
    _palette.clear()
    _palette.update(FOUR_COLOURS if four else TWO_COLOURS)


def suit_color(suit: str) -> str:
    return _palette[suit]


def pip(suit: str, x: float, y: float, size: float, flip: bool = False,
        fill: str | None = None, **extra: object) -> str:
    """A suit pip ``size`` units tall centred on (x, y); ``flip`` turns it upside down."""
    rot = " rotate(180)" if flip else ""
    return el("path", d=PIPS[suit], fill=fill or suit_color(suit),
              transform=f"translate({num(x)},{num(y)}){rot} scale({scale_str(size / 100.0)})",
              **extra)


def scale_str(scale: float) -> str:
    """Scale factors need more precision than coordinates."""
    return f"{scale:.4f}".rstrip("0").rstrip(".")
