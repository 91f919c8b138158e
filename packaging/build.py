"""Build Red Dog's packages, one command per artefact; each prints the artefact's path on its last line.

    python packaging/build.py [tarball]  # Linux: the one-folder bundle and the install tarball (the default)
    python packaging/build.py bundle     # the one-folder bundle only (any system)
    python packaging/build.py deb        # Linux: the bundle as a Debian package (reddog-qt_<version>-<rev>_amd64.deb)
    python packaging/build.py windows    # on Linux: the Windows installer (reddog-qt-<version>-setup.exe)
    python packaging/build.py dmg        # macOS: "Red Dog.app" in Red-Dog-<version>.dmg

    options: [--clean] [--dist DIR] [--work DIR] [--cache DIR] [--revision N]

The bundle: renders the icons (packaging/make_icons.py) if they are missing or older than the SVG,
then runs PyInstaller with packaging/reddog-qt.spec into DIST/reddog-qt/ (and "DIST/Red Dog.app" on
macOS). The tarball holds the bundle, install.sh, uninstall.sh, the .desktop file, the AppStream
metainfo, the hicolor icons, README and LICENSE. The .deb is made by packaging/deb.py, the Windows
installer by packaging/windows/build_windows.py (embeddable CPython, PySide6's Windows wheels, NSIS).

Exits non-zero with a message on any failure, naming the Debian package of a missing tool.
Run it with the Python that has the game's dependencies and PyInstaller installed.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
REPO = PACKAGING.parent
SPEC = PACKAGING / "reddog-qt.spec"
LINUX = PACKAGING / "linux"
APP_ID = "io.github.reddogqt.RedDog"
NAME = "reddog-qt"

sys.path.insert(0, str(PACKAGING))
import make_icons  # noqa: E402  (packaging/make_icons.py)


class BuildError(Exception):
    """A step failed; the message says which and why."""


def version() -> str:
    """The game's version, read from reddog_qt/__init__.py (without importing the package)."""
    text = (REPO / "reddog_qt" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__\s*=\s*["\']([^"\']+)["\']', text, re.MULTILINE)
    if not match:
        raise BuildError("no __version__ in reddog_qt/__init__.py")
    return match.group(1)


def tree_size(path: Path) -> int:
    """Bytes in the files under ``path`` (symlinks not followed)."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() or p.is_symlink())


def human(size: int) -> str:
    return f"{size / 2**20:.1f} MiB"


def step(message: str) -> None:
    print(f"==> {message}", flush=True)


def ensure_icons() -> None:
    if make_icons.is_stale():
        step("rendering the icons (packaging/make_icons.py)")
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        result = subprocess.run([sys.executable, str(PACKAGING / "make_icons.py")], env=env, cwd=REPO)
        if result.returncode != 0:
            raise BuildError(f"make_icons.py failed (exit {result.returncode})")
    else:
        step("icons are up to date")


def run_pyinstaller(dist: Path, work: Path, clean: bool) -> None:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise BuildError(f"PyInstaller is not installed for {sys.executable}: pip install pyinstaller") from None
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(dist), "--workpath", str(work), str(SPEC)]
    if clean:
        command.insert(3, "--clean")
    step(f"PyInstaller -> {dist / NAME}")
    started = time.monotonic()
    result = subprocess.run(command, cwd=REPO)
    if result.returncode != 0:
        raise BuildError(f"PyInstaller failed (exit {result.returncode}); see its output above")
    print(f"    PyInstaller took {time.monotonic() - started:.0f} s")


def bundle_executable(dist: Path) -> Path:
    """The frozen program inside the one-folder bundle."""
    suffix = ".exe" if sys.platform == "win32" else ""
    return dist / NAME / f"{NAME}{suffix}"


def check_bundle(dist: Path) -> None:
    exe = bundle_executable(dist)
    if not exe.is_file():
        raise BuildError(f"PyInstaller finished but {exe} is missing")
    internal = dist / NAME / "_internal"
    assets = internal / "assets"
    for needed in ("cards/Ah.svg", "cards/back.svg", "sounds/win.wav", "voice/player_wins.wav",
                   "fonts/DejaVuSans.ttf", "icons/reddog.svg"):
        if not (assets / needed).is_file():
            raise BuildError(f"the bundle lacks assets/{needed} (looked in {assets})")


def linux_tarball(dist: Path, ver: str) -> Path:
    """dist/reddog-qt-<version>-linux-<machine>.tar.gz with the bundle and the desktop integration."""
    machine = platform.machine() or "unknown"
    top = f"{NAME}-{ver}-linux-{machine}"
    tarball = dist / f"{top}.tar.gz"
    members: list[tuple[Path, str]] = [
        (dist / NAME, f"{top}/{NAME}"),
        (LINUX / "install.sh", f"{top}/install.sh"),
        (LINUX / "uninstall.sh", f"{top}/uninstall.sh"),
        (LINUX / f"{APP_ID}.desktop", f"{top}/share/applications/{APP_ID}.desktop"),
        (LINUX / f"{APP_ID}.metainfo.xml", f"{top}/share/metainfo/{APP_ID}.metainfo.xml"),
        (PACKAGING / "README.md", f"{top}/README.md"),
        (REPO / "LICENSE", f"{top}/LICENSE"),
        (REPO / "assets" / "icons" / "reddog.svg", f"{top}/share/icons/hicolor/scalable/apps/{APP_ID}.svg"),
    ]
    for size in make_icons.PNG_SIZES:
        members.append((REPO / "assets" / "icons" / make_icons.png_name(size),
                        f"{top}/share/icons/hicolor/{size}x{size}/apps/{APP_ID}.png"))
    for source, _ in members:
        if not source.exists():
            raise BuildError(f"cannot pack the tarball: {source} is missing")

    def normalise(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        if info.isdir() or info.mode & 0o100:
            info.mode = 0o755
        else:
            info.mode = 0o644
        return info

    step(f"packing {tarball.name}")
    partial = tarball.with_suffix(".partial")
    with tarfile.open(partial, "w:gz", compresslevel=6) as archive:
        for source, name in members:
            archive.add(source, arcname=name, filter=normalise)
    partial.replace(tarball)
    return tarball


ARTEFACTS = ("tarball", "bundle", "deb", "windows", "dmg")


def require(tool: str, package: str, what: str) -> None:
    if shutil.which(tool) is None:
        raise BuildError(f"{tool} not found: {what} needs it; install it with 'sudo apt-get install {package}'")


def build_bundle(dist: Path, work: Path, clean: bool) -> Path:
    if clean:
        for old in (work, dist / NAME, dist / "Red Dog.app"):
            if old.exists():
                step(f"removing {old}")
                shutil.rmtree(old)
    ensure_icons()
    run_pyinstaller(dist, work, clean)
    check_bundle(dist)
    print(f"bundle:  {dist / NAME}  {human(tree_size(dist / NAME))}")
    return dist / NAME


def build_dmg(dist: Path, bundle_app: Path, ver: str) -> Path:
    """macOS: the .app in a compressed disk image with a link to /Applications."""
    require("hdiutil", "(macOS only)", "the .dmg")
    staging = dist / "dmg-staging"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir()
    shutil.copytree(bundle_app, staging / bundle_app.name, symlinks=True)
    (staging / "Applications").symlink_to("/Applications")
    image = dist / f"Red-Dog-{ver}.dmg"
    image.unlink(missing_ok=True)
    result = subprocess.run(["hdiutil", "create", "-volname", "Red Dog", "-srcfolder", str(staging), "-ov",
                             "-format", "UDZO", str(image)])
    shutil.rmtree(staging, ignore_errors=True)
    if result.returncode != 0:
        raise BuildError(f"hdiutil failed (exit {result.returncode})")
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build Red Dog's packages (one artefact per command).")
    parser.add_argument("artefact", nargs="?", choices=ARTEFACTS, default="tarball",
                        help="what to build (default: tarball, i.e. the bundle and the Linux tarball)")
    parser.add_argument("--dist", type=Path, default=REPO / "dist", help="output folder (default: <repo>/dist)")
    parser.add_argument("--work", type=Path, default=REPO / "build", help="work folder (default: <repo>/build)")
    parser.add_argument("--cache", type=Path, default=REPO / "build" / "downloads",
                        help="windows: where the downloaded wheels and Python are kept "
                             "(default: <repo>/build/downloads)")
    parser.add_argument("--revision", type=int, default=1, help="deb: the Debian revision (default 1)")
    parser.add_argument("--clean", action="store_true",
                        help="delete the work folder, the old bundle and PyInstaller's cache first")
    parser.add_argument("--skip-tarball", action="store_true", help=argparse.SUPPRESS)  # the older spelling of `bundle`
    args = parser.parse_args(argv)
    dist, work = args.dist.resolve(), args.work.resolve()
    artefact = "bundle" if args.skip_tarball else args.artefact
    try:
        ver = version()
        step(f"Red Dog {ver}: {artefact}, on {sys.platform} ({platform.machine()}), Python {platform.python_version()}")
        linux = sys.platform.startswith("linux")
        if artefact == "windows":
            if not linux:
                raise BuildError("the Windows installer is built on Linux (with NSIS and MinGW-w64)")
            sys.path.insert(0, str(PACKAGING / "windows"))
            import build_windows

            try:
                installer = build_windows.build_installer(dist, work, args.cache.resolve(), ver,
                                                          translation_languages())
            except build_windows.BuildError as problem:
                raise BuildError(str(problem)) from None
            print(f"installer: {human(installer.setup.stat().st_size)}, "
                  f"the installed game {human(tree_size(installer.image))}")
            print(installer.setup)
            return 0
        if artefact == "deb":
            import deb

            try:
                deb.require_tools()   # before the bundle is built, not after
            except deb.DebError as problem:
                raise BuildError(str(problem)) from None
        if artefact in ("tarball", "deb") and not linux:
            raise BuildError(f"the {artefact} is made on Linux; use `build.py bundle` here")
        if artefact == "dmg" and sys.platform != "darwin":
            raise BuildError("the .dmg is made on macOS (hdiutil and PyInstaller's .app)")
        bundle = build_bundle(dist, work, args.clean)
        if artefact == "bundle":
            print(bundle)
        elif artefact == "tarball":
            tarball = linux_tarball(dist, ver)
            print(f"tarball: {human(tarball.stat().st_size)}")
            print(tarball)
        elif artefact == "deb":
            try:
                package = deb.build_deb(bundle, dist, ver, args.revision)
            except deb.DebError as problem:
                raise BuildError(str(problem)) from None
            print(f"deb: {human(package.stat().st_size)}")
            print(package)
        else:
            image = build_dmg(dist, dist / "Red Dog.app", ver)
            print(f"dmg: {human(image.stat().st_size)}")
            print(image)
    except BuildError as problem:
        print(f"build.py: error: {problem}", file=sys.stderr)
        return 1
    except OSError as problem:
        print(f"build.py: error: {problem}", file=sys.stderr)
        return 1
    return 0


def translation_languages() -> list[str]:
    """The languages the game is translated into (from reddog_qt/i18n/*.ts): Qt's own catalogues ship for these."""
    return sorted(p.stem.split("_", 1)[1] for p in (REPO / "reddog_qt" / "i18n").glob("reddog_*.ts"))


if __name__ == "__main__":
    sys.exit(main())
