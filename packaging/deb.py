"""Build Red Dog's Debian package from the bundle packaging/build.py made.

    python packaging/deb.py --bundle dist/reddog-qt --dist dist [--revision N]

writes DIST/reddog-qt_<version>-<revision>_amd64.deb and prints its path on the last line.
The package holds:

* the bundle in /usr/lib/reddog-qt/ and a /usr/bin/reddog-qt symlink to its program (the
  PyInstaller bootloader resolves the link and finds _internal/ beside the real file); its
  shared objects are stripped as dh_strip would, and its DejaVu fonts, which are copies of
  fonts-dejavu-core's, become links to that package's files;
* the menu entry, the hicolor icons (PNG 16..512 and the SVG as scalable), the AppStream
  metadata, a man page (section 6), the copyright file (DEP-5), changelog.Debian.gz and
  the lintian overrides (packaging/linux/reddog-qt.lintian-overrides, each one explained).

No maintainer scripts: the menu and icon caches are refreshed by the triggers of
desktop-file-utils and hicolor-icon-theme, and nothing outside the package's own files is
ever touched (the player's profile in ~/.local/share/reddog-qt and ~/.config/reddog-qt is
left alone by install, upgrade, remove and purge).

Depends is computed from the bundle, in two parts:

1. dpkg-shlibdeps over every ELF file of the bundle, with the bundle's own library folders
   as private library directories: the system libraries the bundle needs and does not carry
   (libc6, libGL/libEGL, libxcb, libwayland-*), with the versions their symbols files ask for.
2. The Debian packages of the libraries the bundle carries copies of: every bundled library
   that is byte for byte a file of an installed Debian package of the build machine
   (``dpkg-query -S`` + comparison) adds that package. The copies are what runs, but they
   read their packages' data and configuration at run time (fontconfig's /etc/fonts via
   libfontconfig1 -> fontconfig-config, xkbcommon's keyboard data via libxkbcommon0 ->
   xkb-data, Xlib's locale data via libx11-6 -> libx11-data), and each package's
   /usr/share/doc/<package>/copyright covers the copy we ship.

Plus fonts-dejavu-core when the game's fonts are links to it (see above).

Needs dpkg-deb (package dpkg) and dpkg-shlibdeps (package dpkg-dev, which brings objdump);
without them it stops with a message naming the package to install.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import shutil
import stat
import subprocess
import sys
import tempfile
import time
from email.utils import formatdate
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
REPO = PACKAGING.parent
LINUX = PACKAGING / "linux"
ICONS = REPO / "assets" / "icons"
APP_ID = "io.github.reddogqt.RedDog"
NAME = "reddog-qt"
ARCH = "amd64"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
#: Where the bundle goes inside the package (no leading slash).
LIB_DIR = f"usr/lib/{NAME}"
MAINTAINER = "The reddog_qt developers <maintainers@users.noreply.a-seed-60265b1a.example>"
SYNOPSIS = "casino card game Red Dog, also called Acey-Deucey or In-Between"
DESCRIPTION = """\
Red Dog is a fast casino card game: two cards are dealt face up, and you bet
that the third one falls between them. The wider the spread, the better your
chance; a narrow spread pays more. Raise your bet when the odds are on your
side, or stand.

This desktop table deals from a shuffled shoe, pays by the casino table,
shows the exact odds of every spread, and keeps your bankroll and hand
history between games. The dealer announces each hand, with sound effects
for the chips and cards. You play with credits only: no real money is
involved, and you can set yourself betting limits. English and German.

The game is a self-contained bundle (Python, Qt 6 and PySide6 included)."""

#: The tools this module runs, and the Debian package that has each.
TOOLS = {"dpkg-deb": "dpkg", "dpkg-shlibdeps": "dpkg-dev", "dpkg-query": "dpkg", "objdump": "binutils",
         "strip": "binutils"}


class DebError(Exception):
    """The package cannot be built; the message says why."""


def require_tools() -> None:
    missing = {tool: package for tool, package in TOOLS.items() if shutil.which(tool) is None}
    if missing:
        packages = " ".join(sorted(set(missing.values())))
        raise DebError(f"{', '.join(missing)} not found: install it with 'sudo apt-get install {packages}'")


def game_version() -> str:
    """The game's version, as build.py reads it (without importing the game)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import build

    try:
        return build.version()
    except build.BuildError as problem:
        raise DebError(str(problem)) from None


def debian_version(version: str) -> str:
    """A Python version as a Debian upstream version: pre-releases sort before the release (1.1rc1 -> 1.1~rc1)."""
    return re.sub(r"\.?(a|b|rc|dev)(\d+)", r"~\1\2", version)


def source_date() -> int:
    """The build's timestamp: $SOURCE_DATE_EPOCH, else the last commit's, else now (reproducible when set)."""
    if os.environ.get("SOURCE_DATE_EPOCH", "").isdigit():
        return int(os.environ["SOURCE_DATE_EPOCH"])
    try:
        out = subprocess.run(["git", "log", "-1", "--format=%ct"], cwd=REPO, capture_output=True, text=True,
                             timeout=30)
        if out.returncode == 0 and out.stdout.strip().isdigit():
            return int(out.stdout.strip())
    except OSError:
        pass
    return int(time.time())


# --- what goes in ---------------------------------------------------------------------------


def is_elf(path: Path) -> bool:
    if path.is_symlink() or not path.is_file():
        return False
    with path.open("rb") as handle:
        return handle.read(4) == b"\x7fELF"


def is_shared_object(path: Path) -> bool:
    return ".so" in path.name


def elf_machine(path: Path) -> int:
    with path.open("rb") as handle:
        header = handle.read(20)
    return int.from_bytes(header[18:20], "little")


def check_bundle(bundle: Path) -> Path:
    program = bundle / NAME
    if not program.is_file() or not os.access(program, os.X_OK):
        raise DebError(f"no bundle at {bundle}: {program} is missing (build it first: python packaging/build.py)")
    if not (bundle / "_internal").is_dir():
        raise DebError(f"{bundle} has no _internal folder: not a PyInstaller one-folder bundle")
    if is_elf(program) and elf_machine(program) != 62:  # EM_X86_64
        raise DebError(f"{program} is not an x86-64 program; this builds {ARCH} packages only")
    return program


def copy_file(source: Path, target: Path, mode: int = 0o644) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    target.chmod(mode)


def gzip_n(path: Path) -> Path:
    """gzip -9n: best compression, no name or timestamp inside (as Debian policy asks)."""
    subprocess.run(["gzip", "-9nf", str(path)], check=True)
    return path.with_name(path.name + ".gz")


def normalise_modes(root: Path) -> None:
    """Folders 0755; programs 0755; everything else, shared libraries included, 0644."""
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir() or (path.stat().st_mode & stat.S_IXUSR and not is_shared_object(path)):
            path.chmod(0o755)
        else:
            path.chmod(0o644)


def changelog(version: str, when: int) -> str:
    return (f"{NAME} ({version}) stable; urgency=medium\n\n"
            f"  * Red Dog {version.rsplit('-', 1)[0]}, packaged from the game's PyInstaller bundle.\n\n"
            f" -- {MAINTAINER}  {formatdate(when, usegmt=False)}\n")


def strip_libraries(lib: Path) -> None:
    """Strip the shared objects as dh_strip does (symbol tables and debug data: about 20 MiB of them).

    The bootloader is left as it is: PyInstaller ships it stripped, and it finds its data by its own layout.
    """
    objects = [str(p) for p in sorted(lib.rglob("*")) if is_shared_object(p) and is_elf(p)]
    for start in range(0, len(objects), 200):
        result = subprocess.run(["strip", "--remove-section=.comment", "--remove-section=.note", "--strip-unneeded",
                                 *objects[start:start + 200]], capture_output=True, text=True, timeout=600)
        if result.returncode != 0:
            raise DebError(f"strip failed (exit {result.returncode}): {result.stderr.strip()}")


def link_system_fonts(lib: Path) -> list[str]:
    """Replace the bundled fonts that are byte for byte a Debian package's fonts by links to them.

    The game's DejaVu fonts are copies of fonts-dejavu-core's: the package links to that
    package's files (and depends on it) instead of carrying a second copy. Returns the packages.
    """
    fonts = {p.name: p for p in sorted((lib / "_internal" / "assets" / "fonts").glob("*.ttf"))}
    packages: set[str] = set()
    for package, host, copy in _identical_package_files(fonts):
        if copy.is_symlink():
            continue
        installed_at = Path("/", LIB_DIR, copy.parent.relative_to(lib))
        copy.unlink()
        copy.symlink_to(os.path.relpath(host, installed_at))  # relative, as policy asks within /usr
        packages.add(package)
    return sorted(packages)


def stage(bundle: Path, root: Path, version: str, when: int) -> list[str]:
    """Lay out the package's files under ``root`` (the future /); return the font packages linked to."""
    lib = root / LIB_DIR
    shutil.copytree(bundle, lib, symlinks=True)
    normalise_modes(lib)
    strip_libraries(lib)
    font_packages = link_system_fonts(lib)
    (root / "usr/bin").mkdir(parents=True)
    (root / "usr/bin" / NAME).symlink_to(f"../lib/{NAME}/{NAME}")

    share = root / "usr/share"
    copy_file(LINUX / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop")
    copy_file(LINUX / f"{APP_ID}.metainfo.xml", share / "metainfo" / f"{APP_ID}.metainfo.xml")
    for size in PNG_SIZES:
        copy_file(ICONS / f"reddog-{size}.png", share / f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png")
    copy_file(ICONS / "reddog.svg", share / f"icons/hicolor/scalable/apps/{APP_ID}.svg")

    man = share / "man/man6" / f"{NAME}.6"
    man.parent.mkdir(parents=True)
    man.write_text((LINUX / f"{NAME}.6").read_text(encoding="utf-8").replace("@VERSION@", version.rsplit("-", 1)[0]),
                   encoding="utf-8")
    gzip_n(man)

    doc = share / "doc" / NAME
    copy_file(LINUX / "copyright", doc / "copyright")
    (doc / "changelog.Debian").write_text(changelog(version, when), encoding="utf-8")
    gzip_n(doc / "changelog.Debian")
    copy_file(LINUX / f"{NAME}.lintian-overrides", share / "lintian/overrides" / NAME)

    for path in [root, *root.rglob("*")]:
        if not path.is_symlink() and path.is_dir():
            path.chmod(0o755)
    return font_packages


# --- Depends --------------------------------------------------------------------------------


def _dpkg_shlibdeps(work: Path, root: Path, elves: list[Path]) -> str:
    """Part 1: what the ELF files need that the bundle does not carry (dpkg-shlibdeps's shlibs:Depends).

    dpkg-shlibdeps reads debian/control and finds the package's own files through the DEBIAN
    folder of the tree under debian/: ``root`` must be ``work/debian/<package>``.
    """
    (work / "debian").mkdir(exist_ok=True)
    (work / "debian" / "control").write_text(
        f"Source: {NAME}\nMaintainer: {MAINTAINER}\n\nPackage: {NAME}\nArchitecture: {ARCH}\n"
        f"Description: {SYNOPSIS}\n", encoding="utf-8")
    private = sorted({"/" + p.parent.relative_to(root).as_posix() for p in elves if is_shared_object(p)})
    command = ["dpkg-shlibdeps", "-O", "--warnings=0", *[f"-l{d}" for d in private],
               *[str(p.relative_to(work)) for p in elves]]
    result = subprocess.run(command, cwd=work, capture_output=True, text=True, timeout=600)
    if result.returncode != 0:
        hint = ""
        absent = sorted(set(re.findall(r"cannot find library (\S+) needed by", result.stderr)))
        if absent:
            hint = (f"\nThe bundle links {', '.join(absent)}, which it does not carry and this machine does not "
                    "have: install the Debian packages with those libraries (apt-file search <name> finds them; "
                    "on Debian 12: libgl1 libegl1 libxcb1 libwayland-client0 libwayland-cursor0 libwayland-egl1), "
                    "then build again.")
        raise DebError(f"dpkg-shlibdeps failed (exit {result.returncode}):\n{result.stderr.strip()}{hint}")
    for line in result.stdout.splitlines():
        if line.startswith("shlibs:Depends="):
            return line.split("=", 1)[1].strip()
    return ""


def _file_digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _identical_package_files(candidates: dict[str, Path]) -> list[tuple[str, Path, Path]]:
    """(package, its file, our copy) for every installed package file byte-identical to a candidate.

    ``candidates`` maps a file name to our copy; dpkg-query -S finds the packaged files of that name.
    """
    if not candidates:
        return []
    result = subprocess.run(["dpkg-query", "-S", *[f"*/{name}" for name in sorted(candidates)]],
                            capture_output=True, text=True, timeout=300)
    # exit 1 only means some names are in no package (Qt, ICU, Python's own): expected
    if result.returncode not in (0, 1):
        raise DebError(f"dpkg-query -S failed (exit {result.returncode}): {result.stderr.strip()}")
    found = []
    for line in result.stdout.splitlines():
        if line.startswith("diversion ") or ": " not in line:
            continue
        packages, host_path = line.split(": ", 1)
        host = Path(host_path)
        copy = candidates.get(host.name)
        # a packaged soname is usually a link to the real file: compare what it points to
        if copy is None or not host.is_file() or host.stat().st_size != copy.stat().st_size:
            continue
        if _file_digest(host) == _file_digest(copy):
            found += [(package.split(":")[0], host, copy) for package in packages.split(", ")]
    return found


def carried_packages(elves: list[Path]) -> dict[str, list[str]]:
    """Part 2: installed Debian packages with a file byte-identical to a bundled library -> those libraries."""
    found: dict[str, set[str]] = {}
    by_name: dict[str, list[Path]] = {}
    for path in elves:
        if is_shared_object(path):
            by_name.setdefault(path.name, []).append(path)
    # the same file name twice in the bundle is rare; compare each copy on its own
    rounds = max((len(paths) for paths in by_name.values()), default=0)
    for index in range(rounds):
        batch = {name: paths[index] for name, paths in by_name.items() if index < len(paths)}
        for package, host, _copy in _identical_package_files(batch):
            found.setdefault(package, set()).add(host.name)
    return {package: sorted(names) for package, names in sorted(found.items())}


def compute_depends(work: Path, root: Path, bundle: Path, extra: list[str] = ()) -> tuple[str, dict[str, list[str]]]:
    """The Depends line (both parts and ``extra``, sorted) and, for the record, which copies added which package.

    Part 1 reads the staged (stripped) files under ``root``; part 2 compares the bundle's
    files as PyInstaller copied them (stripping changes their bytes).
    """
    elves = sorted(p for p in (root / LIB_DIR).rglob("*") if is_elf(p))
    if not elves:
        raise DebError(f"no ELF files under {root / LIB_DIR}")
    needed = [d.strip() for d in _dpkg_shlibdeps(work, root, elves).split(",") if d.strip()]
    carried = carried_packages(sorted(p for p in bundle.rglob("*") if is_elf(p)))
    named = {re.split(r"[\s(|]", d, maxsplit=1)[0] for d in needed}
    depends = needed + [package for package in [*carried, *extra] if package not in named]
    depends = list(dict.fromkeys(depends))
    return ", ".join(sorted(depends)), carried


# --- control and build ----------------------------------------------------------------------


def installed_size_kib(root: Path) -> int:
    """Installed-Size as dpkg-gencontrol counts it: each file's size in KiB rounded up, 1 per folder/link."""
    total = 0
    for path in root.rglob("*"):
        if path.relative_to(root).parts[0] == "DEBIAN":
            continue
        if path.is_symlink() or path.is_dir():
            total += 1
        else:
            total += (path.stat().st_size + 1023) // 1024
    return total


def control(version: str, depends: str, installed_size: int) -> str:
    description = "\n".join(f" {line}" if line else " ." for line in DESCRIPTION.splitlines())
    return (f"Package: {NAME}\n"
            f"Version: {version}\n"
            f"Architecture: {ARCH}\n"
            f"Maintainer: {MAINTAINER}\n"
            f"Installed-Size: {installed_size}\n"
            f"Depends: {depends}\n"
            f"Section: games\n"
            f"Priority: optional\n"
            f"Description: {SYNOPSIS}\n{description}\n")


def write_md5sums(root: Path) -> None:
    lines = []
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root)
        if relative.parts[0] == "DEBIAN" or path.is_symlink() or not path.is_file():
            continue
        lines.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {relative.as_posix()}\n")
    md5sums = root / "DEBIAN" / "md5sums"
    md5sums.write_text("".join(lines), encoding="utf-8")
    md5sums.chmod(0o644)


COMPRESSORS = ("xz", "gzip", "zstd", "none")


def build_deb(bundle: Path, dist: Path, version: str, revision: int = 1, *, compression: str = "xz") -> Path:
    """Build DIST/reddog-qt_<version>-<revision>_amd64.deb from the one-folder bundle BUNDLE; return its path.

    ``compression`` is dpkg-deb's -Z: xz (the default, smallest; about a minute on 2 cores) or, for
    throw-away test packages, none (a second).
    """
    require_tools()
    if compression not in COMPRESSORS:
        raise DebError(f"unknown compression {compression!r} (one of {', '.join(COMPRESSORS)})")
    bundle, dist = Path(bundle).resolve(), Path(dist).resolve()
    check_bundle(bundle)
    if revision < 1:
        raise DebError(f"the Debian revision must be 1 or more (got {revision})")
    full_version = f"{debian_version(version)}-{revision}"
    dist.mkdir(parents=True, exist_ok=True)
    target = dist / f"{NAME}_{full_version}_{ARCH}.deb"
    when = source_date()
    with tempfile.TemporaryDirectory(prefix=".deb-", dir=dist) as temporary:
        work = Path(temporary)
        root = work / "debian" / NAME
        root.mkdir(parents=True)
        root.chmod(0o755)
        font_packages = stage(bundle, root, full_version, when)
        (root / "DEBIAN").mkdir(mode=0o755)
        depends, _carried = compute_depends(work, root, bundle, font_packages)
        control_file = root / "DEBIAN" / "control"
        control_file.write_text(control(full_version, depends, installed_size_kib(root)), encoding="utf-8")
        control_file.chmod(0o644)
        write_md5sums(root)
        partial = work / target.name
        env = dict(os.environ, SOURCE_DATE_EPOCH=str(when))
        command = ["dpkg-deb", "--root-owner-group", f"-Z{compression}", "--build", str(root), str(partial)]
        result = subprocess.run(command, capture_output=True, text=True, env=env, timeout=1800)
        if result.returncode != 0:
            raise DebError(f"dpkg-deb --build failed (exit {result.returncode}):\n{result.stderr.strip()}")
        partial.replace(target)
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build Red Dog's .deb from the bundle packaging/build.py made.")
    parser.add_argument("--bundle", type=Path, default=REPO / "dist" / NAME,
                        help="the one-folder bundle (default: <repo>/dist/reddog-qt)")
    parser.add_argument("--dist", type=Path, default=REPO / "dist", help="where the .deb goes (default: <repo>/dist)")
    parser.add_argument("--revision", type=int, default=1, help="the Debian revision (default: 1)")
    parser.add_argument("--version", default=None, help="the game's version (default: reddog_qt.__version__)")
    parser.add_argument("--compression", choices=COMPRESSORS, default="xz", help="dpkg-deb's compression (default: xz)")
    args = parser.parse_args(argv)
    try:
        started = time.monotonic()
        deb = build_deb(args.bundle, args.dist, args.version or game_version(), args.revision,
                        compression=args.compression)
    except DebError as problem:
        print(f"deb.py: {problem}", file=sys.stderr)
        return 1
    print(f"deb: {deb.stat().st_size / 2**20:.1f} MiB in {time.monotonic() - started:.0f} s")
    print(deb)
    return 0


if __name__ == "__main__":
    sys.exit(main())
