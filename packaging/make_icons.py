"""Render the game's icon (assets/icons/reddog.svg) to PNGs, a Windows .ico and a macOS .icns.

    python packaging/make_icons.py [--out DIR] [--svg FILE]

Writes ``reddog-<size>.png`` for each size in :data:`PNG_SIZES`, ``reddog.ico``
(PNG-compressed entries, which Windows Vista and later read) and ``reddog.icns``
(PNG entries) into ``assets/icons/``. Qt renders the SVG offscreen, so no
display is needed. The output is deterministic: the same SVG gives the same
bytes (no timestamps are written, and the containers are assembled here with
:mod:`struct`).
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
ICONS_DIR = REPO / "assets" / "icons"
SVG = ICONS_DIR / "reddog.svg"

#: The PNG sizes written to assets/icons (also the Linux hicolor sizes).
PNG_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256, 512)
#: The sizes inside reddog.ico (256 is the largest an .ico entry can say).
ICO_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256)
#: The .icns entry types (PNG-compressed) and the pixel size each holds.
ICNS_TYPES: tuple[tuple[bytes, int], ...] = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),    # 16x16@2x
    (b"icp6", 64),
    (b"ic12", 64),    # 32x32@2x
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),   # 128x128@2x
    (b"ic09", 512),
    (b"ic14", 512),   # 256x256@2x
    (b"ic10", 1024),  # 512x512@2x
)


def png_name(size: int) -> str:
    """The file name of one rendered size."""
    return f"reddog-{size}.png"


def outputs(out_dir: Path = ICONS_DIR) -> list[Path]:
    """Every file :func:`make_icons` writes."""
    return [out_dir / png_name(s) for s in PNG_SIZES] + [out_dir / "reddog.ico", out_dir / "reddog.icns"]


def render_pngs(svg: Path, sizes: set[int]) -> dict[int, bytes]:
    """PNG bytes of the SVG rendered square at each size (transparent background)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 (keeps Qt's font/paint system alive)
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: {svg} is not a valid SVG")
    renderer.setAspectRatioMode(Qt.AspectRatioMode.KeepAspectRatio)
    result: dict[int, bytes] = {}
    for size in sorted(sizes):
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG"):
            raise SystemExit(f"make_icons: could not encode the {size}px PNG")
        buffer.close()
        result[size] = bytes(data.data())
    return result


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An .ico container holding the given PNG images (ICONDIR + ICONDIRENTRY[] + data)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(entries: list[tuple[bytes, bytes]]) -> bytes:
    """An .icns container: ``icns`` + total length, then (type, length, data) per entry, big-endian."""
    body = b"".join(kind + struct.pack(">I", 8 + len(data)) + data for kind, data in entries)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(out_dir: Path = ICONS_DIR, svg: Path = SVG) -> list[Path]:
    """Write the PNGs, reddog.ico and reddog.icns; returns the paths written."""
    out_dir.mkdir(parents=True, exist_ok=True)
    needed = set(PNG_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES}
    pngs = render_pngs(svg, needed)
    written: list[Path] = []

    def write(path: Path, data: bytes) -> None:
        if not path.exists() or path.read_bytes() != data:  # unchanged files keep their mtime
            path.write_bytes(data)
        written.append(path)

    for size in PNG_SIZES:
        write(out_dir / png_name(size), pngs[size])
    write(out_dir / "reddog.ico", ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    write(out_dir / "reddog.icns", icns_bytes([(kind, pngs[size]) for kind, size in ICNS_TYPES]))
    return written


def is_stale(out_dir: Path = ICONS_DIR, svg: Path = SVG) -> bool:
    """True if an icon file is missing.

    Not judged by file times: a fresh checkout gives every file the time it was written, in
    no particular order, and a build would then render the committed icons again (a few edge
    pixels differ between CPUs) and leave the work tree changed. Whether the committed icons
    match the SVG is tested instead (tests/test_packaging.py compares their pixels with a
    fresh rendering); run this script after changing the SVG.
    """
    return not all(f.exists() for f in outputs(out_dir))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ICONS_DIR, help="folder to write into (default: assets/icons)")
    parser.add_argument("--svg", type=Path, default=SVG, help="the SVG to render")
    args = parser.parse_args(argv)
    for path in make_icons(args.out, args.svg):
        print(f"  {path.relative_to(REPO) if path.is_relative_to(REPO) else path}  ({path.stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
