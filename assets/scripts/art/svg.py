"""Tiny helpers for writing SVG 1.2 Tiny text that QtSvg renders faithfully."""

from __future__ import annotations

import math
from collections.abc import Iterable

Point = tuple[float, float]


def num(value: float) -> str:
    """Format a coordinate compactly and deterministically (max 2 decimals)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def attrs(values: dict[str, object]) -> str:
    """Render keyword attributes; ``stroke_width`` becomes ``stroke-width``."""
    parts: list[str] = []
    for key, value in values.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        shown = num(value) if isinstance(value, float) else value
        parts.append(f'{name}="{shown}"')
    return " ".join(parts)


def el(tag: str, content: str | None = None, **kw: object) -> str:
    """One element; self-closing when ``content`` is None."""
    head = f"<{tag} {attrs(kw)}".rstrip()
    if content is None:
        return head + "/>"
    return f"{head}>{content}</{tag}>"


def group(children: Iterable[str], **kw: object) -> str:
    body = "".join(children)
    return el("g", body, **kw)


def document(width: int, height: int, body: Iterable[str], defs: Iterable[str] = (),
             title: str | None = None) -> str:
    """A complete standalone SVG document."""
    defs_text = "".join(defs)
    parts = [
        '<?xml version="1.0" encoding="UTF-8"?>\n',
        (f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
         f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">\n'),
    ]
    if title:
        parts.append(f"<title>{title}</title>\n")
    if defs_text:
        parts.append(f"<defs>{defs_text}</defs>\n")
    for item in body:
        parts.append(item + "\n")
    parts.append("</svg>\n")
    return "".join(parts)


def linear_gradient(gid: str, stops: list[tuple[float, str]], x1: float = 0, y1: float = 0,
                    x2: float = 0, y2: float = 1) -> str:
    inner = "".join(el("stop", offset=num(o), stop_color=c) for o, c in stops)
    return el("linearGradient", inner, id=gid, x1=num(x1), y1=num(y1), x2=num(x2), y2=num(y2))


def radial_gradient(gid: str, stops: list[tuple[float, str]], cx: float = 0.5, cy: float = 0.5,
                    r: float = 0.5, fx: float | None = None, fy: float | None = None) -> str:
    inner = "".join(el("stop", offset=num(o), stop_color=c) for o, c in stops)
    return el("radialGradient", inner, id=gid, cx=num(cx), cy=num(cy), r=num(r),
              fx=None if fx is None else num(fx), fy=None if fy is None else num(fy))


def circle_path(cx: float, cy: float, r: float, clockwise: bool = True) -> str:
    """A circle as a closed path (two arcs) so it can be merged with other shapes."""
    sweep = 1 if clockwise else 0
    return (f"M{num(cx - r)},{num(cy)}a{num(r)},{num(r)} 0 1,{sweep} {num(2 * r)},0"
            f"a{num(r)},{num(r)} 0 1,{sweep} {num(-2 * r)},0Z")


def polar(cx: float, cy: float, r: float, degrees: float) -> Point:
    """Point at ``degrees`` clockwise from 12 o'clock."""
    rad = math.radians(degrees)
    return cx + r * math.sin(rad), cy - r * math.cos(rad)


def smooth_path(points: list[tuple[float, float, bool]], closed: bool = True,
                tension: float = 1.0) -> str:
    """Catmull-Rom spline through ``points`` as cubic Beziers.

    Each point is ``(x, y, sharp)``; a sharp point becomes a corner (its
    neighbouring handles collapse onto it), which is how paws, ear tips and
    the nose get crisp outlines while the body stays rounded.
    """
    n = len(points)
    pts = [(x, y) for x, y, _ in points]
    sharp = [s for _, _, s in points]

    def handle(i: int, forward: bool) -> Point:
        x, y = pts[i]
        if sharp[i]:
            return x, y
        px, py = pts[(i - 1) % n]
        nx, ny = pts[(i + 1) % n]
        k = tension / 6.0
        tx, ty = (nx - px) * k, (ny - py) * k
        return (x + tx, y + ty) if forward else (x - tx, y - ty)

    d = f"M{num(pts[0][0])},{num(pts[0][1])}"
    last = n if closed else n - 1
    for i in range(last):
        j = (i + 1) % n
        c1, c2 = handle(i, True), handle(j, False)
        d += (f"C{num(c1[0])},{num(c1[1])} {num(c2[0])},{num(c2[1])} "
              f"{num(pts[j][0])},{num(pts[j][1])}")
    return d + ("Z" if closed else "")
