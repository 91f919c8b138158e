"""Benchmark the packaged game against a bare PySide6 window packaged the same way.

Run from the source tree (needs PyInstaller; about a minute, three with --packages)::

    python tests/benchmarks/bench_bundle.py [--runs 7] [--keep DIR] [--packages]

1. builds the game's one-folder bundle with packaging/build.py (no tarball) into a temporary
   folder;
2. builds tests/benchmarks/bare_window.py with a copy of packaging/reddog-qt.spec in which only
   the entry script, the name and the data files (the game's assets) are changed: same Python
   excludes, same trimmed Qt, same bootloader options;
3. prints both bundles' sizes, the game's assets, and the largest files the game's bundle has
   that the bare one has not;
4. starts both frozen programs alternately (bench_startup.py's measurement: first frame and
   exit, wall time and peak memory) and prints the medians and ratios;
5. with ``--packages``: builds the tarball, the .deb and the Windows installer with
   packaging/build.py and prints their sizes and installed sizes; then, where Wine, Xvfb and
   MinGW-w64 are at hand, installs the Windows game in a fresh Wine prefix and starts
   ``reddog-qt.exe --smoke`` alternately with the bare window run by the same embedded Python and
   PySide6 (tests/windows/wine.py), on Qt's ``windows`` platform. (The .deb and the tarball carry the
   bundle of step 1: their game starts as it does.)

This is a measurement, not a test.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
SPEC = REPO / "packaging" / "reddog-qt.spec"
sys.path.insert(0, str(HERE))
import bench_startup  # noqa: E402  (tests/benchmarks/bench_startup.py)

MIB = 2**20


def files_of(bundle: Path) -> dict[str, int]:
    """Every regular file in the bundle by its path inside it, with its size."""
    return {p.relative_to(bundle).as_posix(): p.stat().st_size
            for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()}


def bare_spec(folder: Path) -> Path:
    """The game's spec with the bare window as entry script, its own name and no assets."""
    text = SPEC.read_text(encoding="utf-8")
    changes = [
        (r'\[str\(Path\(SPECPATH\) / "reddog_qt_main.py"\)\]', f"[{str(HERE / 'bare_window.py')!r}]"),
        (r'datas=collect_assets\(REPO / "assets"\)', "datas=[]"),
        (r'^NAME = "reddog-qt"$', 'NAME = "bare-window"'),
        (r'^sys\.path\.insert\(0, SPECPATH\)$', f"sys.path.insert(0, {str(SPEC.parent)!r})"),
        (r'^REPO = Path\(SPECPATH\)\.parent$', f"REPO = Path({str(REPO)!r})"),
    ]
    for pattern, replacement in changes:
        text, count = re.subn(pattern, lambda _m, r=replacement: r, text, flags=re.MULTILINE)
        if count != 1:
            raise SystemExit(f"bench_bundle: the spec changed; cannot find {pattern!r} in {SPEC}")
    target = folder / "bare-window.spec"
    target.write_text(text, encoding="utf-8")
    return target


def build(folder: Path) -> tuple[Path, Path]:
    """Both bundles built under ``folder``: (game bundle folder, bare bundle folder)."""
    dist, work = folder / "dist", folder / "work"
    subprocess.run([sys.executable, str(REPO / "packaging" / "build.py"), "bundle",
                    "--dist", str(dist), "--work", str(work / "game")], check=True, cwd=REPO)
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                    "--distpath", str(dist), "--workpath", str(work / "bare"), str(bare_spec(folder))],
                   check=True, cwd=REPO)
    return dist / "reddog-qt", dist / "bare-window"


def build_packages(folder: Path) -> dict[str, Path]:
    """The tarball, .deb and Windows installer by packaging/build.py; the path each printed last."""
    made = {}
    for artefact in ("tarball", "deb", "windows"):
        result = subprocess.run([sys.executable, str(REPO / "packaging" / "build.py"), artefact,
                                 "--dist", str(folder / "packages"), "--work", str(folder / "work" / artefact)],
                                cwd=REPO, capture_output=True, text=True)
        if result.returncode != 0:
            print(f"  {artefact}: not built: {result.stderr.strip().splitlines()[-1:]}")
            continue
        made[artefact] = Path(result.stdout.strip().splitlines()[-1])
    return made


def report_packages(folder: Path, runs: int) -> None:
    """Step 5: each package's size, and the Windows game's start under Wine against the bare window."""
    made = build_packages(folder)
    print("packages:")
    for artefact, path in made.items():
        print(f"  {artefact:8} {path.name:44} {path.stat().st_size / MIB:7.1f} MiB")
    if "deb" in made:
        installed = subprocess.run(["dpkg-deb", "-f", str(made["deb"]), "Installed-Size"], capture_output=True,
                                   text=True).stdout.strip()
        print(f"  .deb installed size {int(installed) / 1024:.1f} MiB")
    if "windows" not in made:
        return
    image = folder / "work" / "windows" / "windows-image"
    print(f"  the Windows game installed: {sum(files_of(image).values()) / MIB:.1f} MiB, {len(files_of(image))} files")
    sys.path.insert(0, str(REPO))
    from tests.windows.wine import Screen, Wine, missing_tools

    if missing_tools():
        print(f"  Windows start not measured: needs {', '.join(missing_tools())}")
        return
    screen = Screen()
    wine = Wine(folder / "wine", screen.display)
    try:
        wine.boot()
        subprocess.run(["wine", str(made["windows"]), "/S"], env=wine.env(), check=True, capture_output=True)
        wine.wait_idle()
        shutil.copy(HERE / "bare_window.py", wine.install_dir / "bare_window.py")
        game = ["wine", str(wine.install_dir / "reddog-qt.exe"), "--smoke"]
        bare = ["wine", str(wine.install_dir / "runtime" / "python.exe"), "-I",
                wine.windows_path(wine.install_dir / "bare_window.py")]
        wine_version = subprocess.run(["wine", "--version"], capture_output=True, text=True).stdout.strip()
        print(f"Windows game under Wine ({wine_version}),"
              f" platform windows on Xvfb, N = {runs} each, alternating (memory is not comparable under Wine):")
        result = bench_startup.compare(game, bare, runs, wine.env())
        print(result.report("reddog-qt.exe --smoke", "bare window, same Python+Qt"))
    finally:
        wine.stop()
        screen.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="measured starts of each frozen program (default 7)")
    parser.add_argument("--platform", default="offscreen", help="Qt platform plugin (default offscreen)")
    parser.add_argument("--keep", type=Path, help="build into this folder and keep it (default: a temporary one)")
    parser.add_argument("--packages", action="store_true",
                        help="also build and measure the tarball, .deb and Windows installer")
    args = parser.parse_args(argv)
    folder = args.keep or Path(tempfile.mkdtemp(prefix="reddog-bundle-"))
    folder.mkdir(parents=True, exist_ok=True)
    try:
        game, bare = build(folder)
        game_files, bare_files = files_of(game), files_of(bare)
        assets = sum(size for name, size in game_files.items() if name.startswith("_internal/assets/"))
        extra = {name: size for name, size in game_files.items()
                 if name not in bare_files and not name.startswith("_internal/assets/")}
        game_size, bare_size = sum(game_files.values()), sum(bare_files.values())
        print()
        print(f"machine:  {bench_startup.machine()}")
        print("bundle sizes (regular files):")
        print(f"  bare window      {bare_size / MIB:8.1f} MiB  {len(bare_files):5d} files")
        print(f"  reddog-qt        {game_size / MIB:8.1f} MiB  {len(game_files):5d} files  "
              f"(+{(game_size - bare_size) / MIB:.1f} MiB, x{game_size / bare_size:.2f})")
        print(f"    of which assets {assets / MIB:7.1f} MiB")
        print(f"    other files the bare bundle lacks: {len(extra)}, {sum(extra.values()) / MIB:.1f} MiB; largest:")
        for name, size in sorted(extra.items(), key=lambda item: -item[1])[:12]:
            print(f"      {size / MIB:6.2f} MiB  {name}")
        exe = ".exe" if sys.platform == "win32" else ""
        env = bench_startup.qt_environment(args.platform)
        with tempfile.TemporaryDirectory(prefix="reddog-bench-") as profile:
            print(f"frozen start-up, platform {args.platform}, N = {args.runs} each, alternating:")
            result = bench_startup.compare([str(game / f"reddog-qt{exe}"), "--smoke", "--profile-dir", profile],
                                           [str(bare / f"bare-window{exe}")], args.runs, env)
        print(result.report("frozen reddog-qt", "frozen bare window"))
        if args.packages:
            report_packages(folder, args.runs)
    finally:
        if args.keep is None:
            shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
