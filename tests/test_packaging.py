"""The packaging: icons, the Linux desktop files, and (slow) the frozen bundle and its tarball.

The fast tests check the icon containers and validate the .desktop and AppStream files
with the real validators (desktop-file-validate, appstreamcli: the README's Test command
installs them, so a missing tool is a failure, not a skip). install.sh and uninstall.sh
are tested on a stand-in bundle in tests/test_tarball_install.py.

The ``slow`` tests build the real bundle once per session with packaging/build.py
into a temporary folder, run the frozen game with ``--smoke`` and ``--screenshot``,
prove from its log that it found its assets inside the bundle, and install the
tarball for a user whose profile the game made, then reinstall and uninstall it.
"""

from __future__ import annotations

import os
import re
import shutil
import stat
import struct
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from tests.test_tarball_install import Home, check_installed, check_removed

REPO = Path(__file__).resolve().parent.parent
PACKAGING = REPO / "packaging"
LINUX = PACKAGING / "linux"
APP_ID = "io.github.reddogqt.RedDog"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
SMOKE_TIMEOUT = 60
BUILD_TIMEOUT = 1200

sys.path.insert(0, str(PACKAGING))
import collect_assets  # noqa: E402
import make_icons  # noqa: E402

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux desktop integration")


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def run_tool(*command: str, **kwargs) -> subprocess.CompletedProcess:
    tool = shutil.which(command[0])
    assert tool, f"{command[0]} is not installed (CI installs it from packaging/debian-packages.txt)"
    return subprocess.run([tool, *command[1:]], capture_output=True, text=True, timeout=120, **kwargs)


def qt_env(**extra: str) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("REDDOG_PROFILE_DIR", None)
    env.update(extra)
    return env


# --- icons ----------------------------------------------------------------------


@pytest.fixture(scope="module")
def icons(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """make_icons.py run (in its own process, so it owns its QGuiApplication) into a temporary folder."""
    out = tmp_path_factory.mktemp("icons")
    result = subprocess.run([sys.executable, str(PACKAGING / "make_icons.py"), "--out", str(out)],
                            env=qt_env(), capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return out


def test_make_icons_writes_every_png_size(icons: Path) -> None:
    for size in PNG_SIZES:
        assert png_size((icons / f"reddog-{size}.png").read_bytes()) == (size, size)


def test_icons_are_not_blank(icons: Path) -> None:
    # a transparent square compresses to almost nothing; the drawn icon does not
    assert (icons / "reddog-256.png").stat().st_size > 5000


def test_make_icons_is_deterministic(icons: Path, tmp_path: Path) -> None:
    subprocess.run([sys.executable, str(PACKAGING / "make_icons.py"), "--out", str(tmp_path)],
                   env=qt_env(), check=True, capture_output=True, timeout=120)
    for path in make_icons.outputs(icons):
        assert (tmp_path / path.name).read_bytes() == path.read_bytes(), path.name


def test_ico_container(icons: Path) -> None:
    data = (icons / "reddog.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1)
    assert count == 7
    seen = []
    for index in range(count):
        width, height, colours, _, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * index)
        side = width or 256
        assert height == width and colours == 0 and planes == 1 and bits == 32
        assert offset + length <= len(data)
        assert png_size(data[offset:offset + length]) == (side, side)
        seen.append(side)
    assert seen == [16, 24, 32, 48, 64, 128, 256]


def test_icns_container(icons: Path) -> None:
    data = (icons / "reddog.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    expected = {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256, b"ic09": 512, b"ic10": 1024,
                b"ic11": 32, b"ic12": 64, b"ic13": 256, b"ic14": 512}
    found = {}
    offset = 8
    while offset < len(data):
        kind = data[offset:offset + 4]
        length = struct.unpack(">I", data[offset + 4:offset + 8])[0]
        assert length > 8 and offset + length <= len(data)
        found[kind] = png_size(data[offset + 8:offset + length])[0]
        offset += length
    assert offset == len(data)
    assert found == expected


def _embedded_pngs(data: bytes) -> list[bytes]:
    """The PNG images inside an .ico or .icns file, in order."""
    found = []
    start = data.find(b"\x89PNG")
    while start >= 0:
        end = data.find(b"IEND", start) + 8
        found.append(data[start:end])
        start = data.find(b"\x89PNG", end)
    return found


def _pixels_close(first: bytes, second: bytes) -> bool:
    """Two PNGs of the same size whose pixels differ by at most 2 levels in any channel.

    The SVG rasteriser may round a few edge pixels differently from one CPU to another,
    so the committed icons are compared by their pixels, not their bytes.
    """
    from PySide6.QtGui import QImage

    images = [QImage.fromData(data).convertToFormat(QImage.Format.Format_RGBA8888) for data in (first, second)]
    if images[0].size() != images[1].size() or images[0].isNull():
        return False
    a, b = (image.constBits().tobytes() for image in images)
    return max(abs(x - y) for x, y in zip(a, b, strict=True)) <= 2


def test_committed_icons_are_current(icons: Path, qapp) -> None:
    """assets/icons holds what make_icons.py makes from reddog.svg (run it after editing the SVG)."""
    for path in make_icons.outputs(icons):
        committed = REPO / "assets" / "icons" / path.name
        assert committed.is_file(), f"{committed} missing: run python packaging/make_icons.py"
        made, kept = path.read_bytes(), committed.read_bytes()
        if path.suffix == ".png":
            pairs = [(made, kept)]
        else:
            made_pngs, kept_pngs = _embedded_pngs(made), _embedded_pngs(kept)
            assert len(made_pngs) == len(kept_pngs) > 0, \
                f"{committed.name} is stale: run python packaging/make_icons.py"
            pairs = list(zip(made_pngs, kept_pngs, strict=True))
        for fresh, stored in pairs:
            assert _pixels_close(fresh, stored), f"{committed.name} is stale: run python packaging/make_icons.py"


# --- what goes in the bundle ------------------------------------------------------------


def test_collect_assets_ships_runtime_files_only() -> None:
    datas = collect_assets.collect_assets(REPO / "assets")
    names = set()
    for source, dest in datas:
        relative = Path(source).relative_to(REPO / "assets")
        assert dest == Path("assets", *relative.parts[:-1]).as_posix()
        names.add(relative.as_posix())
    assert not any(name.startswith("scripts/") or name.endswith((".py", ".md", ".ico", ".icns")) for name in names)
    assert len([n for n in names if n.startswith("cards/")]) == 53
    for needed in ("fonts/DejaVuSans.ttf", "fonts/DejaVuSans-Bold.ttf", "fonts/LICENSE-DejaVu.txt",
                   "sounds/win.wav", "voice/player_wins.wav", "table/red_dog.svg", "icons/reddog.svg",
                   "icons/reddog-256.png", "chips/chip_5.svg"):
        assert needed in names


# --- Linux desktop files --------------------------------------------------------------


@linux_only
def test_desktop_file_validates() -> None:
    result = run_tool("desktop-file-validate", str(DESKTOP))
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


@linux_only
def test_metainfo_validates() -> None:
    result = run_tool("appstreamcli", "validate", "--no-net", str(METAINFO))
    assert result.returncode == 0, result.stdout + result.stderr


def test_desktop_and_metainfo_agree() -> None:
    desktop = DESKTOP.read_text(encoding="utf-8")
    metainfo = METAINFO.read_text(encoding="utf-8")
    assert f"Icon={APP_ID}\n" in desktop
    assert "Exec=reddog-qt\n" in desktop
    assert f"<id>{APP_ID}</id>" in metainfo
    assert f'<launchable type="desktop-id">{APP_ID}.desktop</launchable>' in metainfo
    assert "<binary>reddog-qt</binary>" in metainfo
    import reddog_qt

    assert f'<release version="{reddog_qt.__version__}"' in metainfo, "add a <release> for the new version"


# --- the frozen bundle (slow) -----------------------------------------------------------


class Build:
    """What packaging/build.py made in a temporary dist folder."""

    def __init__(self, dist: Path) -> None:
        self.dist = dist
        self.bundle = dist / "reddog-qt"
        self.exe = self.bundle / ("reddog-qt.exe" if sys.platform == "win32" else "reddog-qt")
        self.assets = self.bundle / "_internal" / "assets"
        self.tarballs = sorted(dist.glob("reddog-qt-*.tar.gz"))


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> Build:
    """The bundle and tarball, built once for this module with packaging/build.py."""
    root = tmp_path_factory.mktemp("packaging")
    dist, work = root / "dist", root / "work"
    result = subprocess.run([sys.executable, str(PACKAGING / "build.py"), "--dist", str(dist), "--work", str(work)],
                            cwd=REPO, capture_output=True, text=True, timeout=BUILD_TIMEOUT)
    assert result.returncode == 0, f"build.py failed:\n{result.stdout[-4000:]}\n{result.stderr[-4000:]}"
    assert "bundle:" in result.stdout
    return Build(dist)


def run_frozen(exe: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    try:
        return subprocess.run([str(exe), *args], env=env or qt_env(), capture_output=True, text=True,
                              timeout=SMOKE_TIMEOUT)
    except subprocess.TimeoutExpired as expired:
        pytest.fail(f"{exe.name} {' '.join(args)} did not exit within {SMOKE_TIMEOUT} s (a modal error dialog?):\n"
                    f"{expired.stderr}")


def log_problems(log: str) -> list[str]:
    return [line for line in log.splitlines() if re.search(r" (WARNING|ERROR|CRITICAL) ", line)]


@pytest.mark.slow
def test_bundle_holds_the_assets(build: Build) -> None:
    assert build.exe.is_file() and os.access(build.exe, os.X_OK)
    expected = collect_assets.asset_files(REPO / "assets")
    shipped = sorted(p.relative_to(build.assets) for p in build.assets.rglob("*") if p.is_file())
    assert shipped == expected
    for folder, pattern in (("cards", "*.svg"), ("sounds", "*.wav"), ("voice", "*.wav"), ("fonts", "*.ttf")):
        source = sorted(p.name for p in (REPO / "assets" / folder).glob(pattern))
        assert source and sorted(p.name for p in (build.assets / folder).glob(pattern)) == source, folder
    assert (build.assets / "fonts" / "DejaVuSans.ttf").is_file()
    assert not (build.assets / "scripts").exists()


def test_the_statistics_charts_need_no_opengl_binding(tmp_path: Path) -> None:
    """The spec leaves out PySide6's QtOpenGL and QtOpenGLWidgets bindings (8.5 MiB): the charts draw without them."""
    script = (
        "import sys\n"
        "sys.modules['PySide6.QtOpenGL'] = sys.modules['PySide6.QtOpenGLWidgets'] = None  # importing them fails\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from PySide6.QtCharts import QChartView\n"
        "from reddog_qt.app.table.main_window import MainWindow\n"
        f"window = MainWindow(profile_dir={str(tmp_path / 'profile')!r}, seed=1)\n"
        "window.show()\n"
        "window.menus.statistics_action.trigger()\n"
        "app.processEvents()\n"
        "views = [w for w in app.allWidgets() if isinstance(w, QChartView) and w.isVisible()]\n"
        "image = views[0].grab().toImage()\n"
        "colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}\n"
        "print(len(views), len(colours))\n"
    )
    result = subprocess.run([sys.executable, "-c", script], cwd=REPO, env=qt_env(), capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    views, colours = (int(n) for n in result.stdout.split()[-2:])
    assert views >= 1 and colours > 3  # a chart drawn, not a blank view
    spec = (REPO / "packaging" / "reddog-qt.spec").read_text(encoding="utf-8")
    assert '"PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets"' in spec


@pytest.mark.slow
def test_bundle_leaves_out_unused_qt(build: Build) -> None:
    names = [p.relative_to(build.bundle).as_posix() for p in build.bundle.rglob("*")]
    for unwanted in ("Qt6Quick", "Qt6Qml", "Qt6Pdf", "Qt6WebEngine", "Qt63D", "Qt6DataVisualization",
                     "ffmpegmediaplugin", "libavcodec", "/translations/", "libqgtk3", "libqjpeg", "libqeglfs",
                     "tkinter", "QtOpenGL.abi3", "QtOpenGLWidgets.abi3"):
        assert not [n for n in names if unwanted in n], unwanted


@pytest.fixture(scope="module")
def bare_bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A bare PySide6 window frozen with the same spec (tests/benchmarks/bench_bundle.py's), for the size test."""
    sys.path.insert(0, str(REPO / "tests" / "benchmarks"))
    import bench_bundle

    root = tmp_path_factory.mktemp("bare-bundle")
    result = subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                             "--distpath", str(root / "dist"), "--workpath", str(root / "work"),
                             str(bench_bundle.bare_spec(root))], cwd=REPO, capture_output=True, text=True,
                            timeout=BUILD_TIMEOUT)
    assert result.returncode == 0, result.stderr[-4000:]
    return root / "dist" / "bare-window"


@pytest.mark.slow
def test_the_game_adds_little_to_a_bare_qt_bundle(build: Build, bare_bundle: Path) -> None:
    """Measured against a bare window frozen the same way, so the figure is the game's, not the Python build's.

    The game adds its assets, the QtCharts, QtMultimedia and SQLite it uses and its own code: 13 MiB besides
    the 7.8 MiB of assets when measured (PySide6 6.11, Python 3.11).
    """
    def size(folder: Path, skip: str = "\0") -> int:
        return sum(p.stat().st_size for p in folder.rglob("*")
                   if p.is_file() and not p.is_symlink() and skip not in p.relative_to(folder).as_posix())

    game, bare = size(build.bundle, skip="_internal/assets/"), size(bare_bundle)
    added = (game - bare) / 2**20
    assert added < 20, f"the game adds {added:.1f} MiB to a bare PySide6 bundle besides its assets (measured 13)"


@pytest.mark.slow
def test_bundle_ships_the_translations(build: Build) -> None:
    folder = build.bundle / "_internal" / "reddog_qt" / "i18n"
    assert sorted(p.name for p in folder.iterdir()) == ["qtbase_de.qm", "reddog_de.qm"]
    assert (folder / "reddog_de.qm").stat().st_size > 10_000  # every text of the game, not an empty catalogue


@pytest.mark.slow
def test_frozen_game_starts_in_german(build: Build, tmp_path: Path) -> None:
    profile = tmp_path / "profile"
    result = run_frozen(build.exe, "--smoke", "--language", "de", "--profile-dir", str(profile))
    assert result.returncode == 0, result.stderr
    log = (profile / "reddog.log").read_text(encoding="utf-8")
    assert log_problems(log) == [], log  # a translation that cannot be loaded logs an error


@pytest.mark.slow
def test_frozen_smoke_finds_assets_inside_the_bundle(build: Build, tmp_path: Path) -> None:
    profile = tmp_path / "profile"
    result = run_frozen(build.exe, "--smoke", env=qt_env(REDDOG_PROFILE_DIR=str(profile)))
    assert result.returncode == 0, result.stderr
    log = (profile / "reddog.log").read_text(encoding="utf-8")
    assert f"assets from {build.assets}" in log, log
    assert "fonts: DejaVu Sans" in log, log
    assert log_problems(log) == [], log   # a missing card, sound, voice clip or font logs a warning
    assert (profile / "ledger.sqlite3").is_file()


@pytest.mark.slow
def test_frozen_app_reads_sounds_from_the_bundle(build: Build, tmp_path: Path) -> None:
    """Control: take one voice clip and one sound out of a copy of the bundle, and the frozen game notices."""
    copy = tmp_path / "copy"
    shutil.copytree(build.bundle, copy / "reddog-qt", symlinks=True, copy_function=os.link)
    assets = copy / "reddog-qt" / "_internal" / "assets"
    (assets / "voice" / "player_wins.wav").unlink()
    (assets / "sounds" / "win.wav").unlink()
    profile = tmp_path / "profile"
    result = run_frozen(copy / "reddog-qt" / build.exe.name, "--smoke", "--profile-dir", str(profile))
    assert result.returncode == 0, result.stderr
    log = (profile / "reddog.log").read_text(encoding="utf-8")
    assert f"assets from {assets}" in log
    assert f"{assets / 'voice' / 'player_wins.wav'} is missing" in log, log
    assert f"{assets / 'sounds' / 'win.wav'} is missing" in log, log


@pytest.mark.slow
def test_frozen_screenshot_draws_the_table(build: Build, tmp_path: Path) -> None:
    shot = tmp_path / "table.png"
    result = run_frozen(build.exe, "--screenshot", str(shot), "--profile-dir", str(tmp_path / "profile"))
    assert result.returncode == 0, result.stderr
    width, height = png_size(shot.read_bytes())
    assert width >= 640 and height >= 480
    # felt, card back, chips and text: a plain window would compress to a few KB
    assert shot.stat().st_size > 50_000


@pytest.mark.slow
@linux_only
def test_tarball_installs_upgrades_and_uninstalls_around_a_real_profile(build: Build, tmp_path: Path) -> None:
    """The real tarball: installed beside the profile the game made, run, installed again, removed; the profile
    stays."""
    assert len(build.tarballs) == 1, build.tarballs
    tarball = build.tarballs[0]
    import reddog_qt

    assert re.fullmatch(rf"reddog-qt-{re.escape(reddog_qt.__version__)}-linux-\w+\.tar\.gz", tarball.name)
    with tarfile.open(tarball) as archive:
        if hasattr(tarfile, "tar_filter"):  # Python 3.11.4+ (Debian 12 has 3.11.2)
            archive.extractall(tmp_path / "unpacked", filter="tar")
        else:
            archive.extractall(tmp_path / "unpacked")
    (top,) = (tmp_path / "unpacked").iterdir()
    for member in ("install.sh", "uninstall.sh", "README.md", "LICENSE", f"share/applications/{APP_ID}.desktop",
                   f"share/metainfo/{APP_ID}.metainfo.xml", "reddog-qt/reddog-qt"):
        assert (top / member).is_file(), member
    assert (top / "install.sh").stat().st_mode & stat.S_IXUSR

    user = Home(tmp_path)
    user.run(top / "install.sh")
    program = check_installed(user, says=None)
    # the installed game makes its profile in the user's folders, apart from itself
    result = run_frozen(program, "--smoke", env=qt_env(**user.env()))
    assert result.returncode == 0, result.stderr
    assert (user.profile_data / "ledger.sqlite3").is_file() and not (user.profile_data / "_internal").exists()
    assert f"assets from {user.install_dir / '_internal' / 'assets'}" in (user.profile_data / "reddog.log").read_text()
    before = user.profile()
    user.run(top / "install.sh")           # again, as an upgrade does
    assert user.profile() == before
    shutil.rmtree(top)                     # the installed copy stands on its own
    assert run_frozen(program, "--version").returncode == 0
    result = user.run(user.install_dir / "uninstall.sh")
    check_removed(user)
    assert user.profile() == before and str(user.profile_data) in result.stdout
