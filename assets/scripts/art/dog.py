"""The "red dog" silhouette shared by the marker, the icon and the card back.

A standing dog in profile facing right (pricked ears, long snout, raised
tail, four legs), designed on a 100 x 100 unit box.
"""

from __future__ import annotations

from .svg import smooth_path

S, R = True, False  # sharp corner / rounded point

DOG_OUTLINE: list[tuple[float, float, bool]] = [
    (98.0, 29.0, S),   # nose tip
    (97.0, 33.0, R),
    (88.0, 37.0, R),   # lower jaw
    (80.0, 39.5, R),
    (76.0, 45.0, R),   # throat
    (77.5, 54.0, R),   # chest
    (74.5, 62.0, R),
    (74.5, 76.0, R),   # near fore leg, front edge
    (75.5, 85.5, R),
    (81.0, 90.0, S),   # paw toe
    (68.5, 90.0, S),   # paw heel
    (68.0, 76.0, R),
    (66.5, 67.0, S),   # between the fore legs
    (64.5, 78.0, R),   # far fore leg
    (66.5, 90.0, S),
    (58.0, 90.0, S),
    (57.5, 75.0, R),
    (54.0, 65.0, R),   # belly
    (44.0, 63.0, R),
    (37.0, 64.5, R),
    (39.0, 76.0, R),   # far hind leg
    (42.0, 90.0, S),
    (33.5, 90.0, S),
    (31.5, 79.0, R),
    (30.0, 74.0, S),
    (28.0, 82.0, R),   # near hind leg below the hock
    (30.5, 86.5, R),
    (31.5, 90.0, S),
    (20.0, 90.0, S),
    (19.0, 80.0, R),
    (14.5, 66.0, R),   # back of the thigh
    (13.0, 52.0, R),   # rump
    (11.5, 45.0, R),   # tail underside
    (5.5, 35.0, R),
    (2.0, 20.0, S),    # tail tip
    (9.5, 30.5, R),
    (16.5, 38.5, R),   # tail top / base
    (30.0, 40.5, R),
    (48.0, 39.5, R),   # back
    (60.0, 36.5, R),   # withers
    (64.5, 28.0, R),   # neck
    (66.0, 20.0, R),
    (66.0, 15.5, S),   # ear back base
    (69.0, 3.0, S),    # ear tip
    (76.5, 13.0, S),   # ear front base
    (81.0, 17.5, R),   # forehead
    (85.0, 21.0, R),   # stop
    (92.0, 24.5, R),   # muzzle top
    (96.5, 26.0, R),
]


def dog_path() -> str:
    """The silhouette as one closed path (100 x 100 unit box)."""
    return smooth_path(DOG_OUTLINE)


def dog_eye() -> tuple[float, float, float]:
    """Eye position and radius for a small highlight dot (x, y, r)."""
    return 80.5, 23.5, 2.2
