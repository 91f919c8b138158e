"""The Windows installer, built here and run under Wine: install, start, reinstall, upgrade, uninstall.

``python packaging/build.py windows`` makes ``reddog-qt-<version>-setup.exe``; a newer build of the
same game (the next patch version) plays the upgrade. Each runs silently (``/S``) in a fresh Wine
prefix on an Xvfb screen; the installed ``reddog-qt.exe`` starts with ``--smoke`` on Qt's ``windows``
platform. The player's profile in %APPDATA%\\reddog-qt is hashed before and after every step.

Slow (two builds, about a minute each, and Wine). Without wine, Xvfb, NSIS or MinGW-w64 the tests
are skipped with the reason; CI installs them.
"""

from __future__ import annotations

import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from tests.profile_snapshot import plant_profile, snapshot
from tests.windows.wine import Screen, Wine, missing_tools

REPO = Path(__file__).resolve().parent.parent
PACKAGING = REPO / "packaging"
UNINSTALL_KEY = r"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\io.github.reddogqt.RedDog"
BUILD_TIMEOUT = 1200

sys.path.insert(0, str(PACKAGING / "windows"))
import build_windows  # noqa: E402

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"),
                       reason="the Windows installer is built and tried on Linux"),
    pytest.mark.skipif(bool(missing_tools()), reason=f"needs {', '.join(missing_tools())}"),
]


def game_version() -> str:
    import reddog_qt

    return reddog_qt.__version__


def next_version(version: str) -> str:
    major, minor, patch = (int(part) for part in version.split(".")[:3])
    return f"{major}.{minor}.{patch + 1}"


@pytest.fixture(scope="module")
def installers(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """This version's installer, by the one command, and a newer build of it for the upgrade."""
    root = tmp_path_factory.mktemp("windows-build")
    cache = REPO / "build" / "downloads"   # kept between runs on one machine; CI starts without it
    result = subprocess.run([sys.executable, str(PACKAGING / "build.py"), "windows", "--dist", str(root / "dist"),
                             "--work", str(root / "work"), "--cache", str(cache)],
                            cwd=REPO, capture_output=True, text=True, timeout=BUILD_TIMEOUT)
    assert result.returncode == 0, f"build.py windows failed:\n{result.stdout[-4000:]}\n{result.stderr[-4000:]}"
    setup = Path(result.stdout.strip().splitlines()[-1])
    assert setup == root / "dist" / f"reddog-qt-{game_version()}-setup.exe" and setup.is_file()
    newer = build_windows.build_installer(root / "dist-newer", root / "work-newer", cache,
                                          next_version(game_version()), ["de"])
    return {"this": setup, "newer": newer.setup, "image": root / "work" / "windows-image"}


@pytest.fixture(scope="module")
def screen():
    display = Screen()
    yield display
    display.close()


@pytest.fixture
def wine(tmp_path: Path, screen: Screen):
    prefix = Wine(tmp_path / "wine", screen.display)
    prefix.boot()
    yield prefix
    prefix.stop()


def install(wine: Wine, setup: Path) -> None:
    result = wine.run(str(setup), "/S")
    assert result.returncode == 0, result.stdout + result.stderr
    wine.wait_idle()


def start(wine: Wine, *args: str) -> subprocess.CompletedProcess:
    try:
        return wine.run(str(wine.install_dir / "reddog-qt.exe"), *args, timeout=180)
    except subprocess.TimeoutExpired as expired:
        pytest.fail(f"reddog-qt.exe {' '.join(args)} did not exit within 180 s:\n{expired.stderr}")


def file_version(exe: Path) -> str:
    """The ProductVersion string in a Windows program's version resource."""
    data = exe.read_bytes()
    key = "ProductVersion".encode("utf-16-le") + b"\0\0"
    start = data.index(key) + len(key)
    start += (-start) % 4   # the value is aligned to 32 bits
    end = data.index(b"\0\0", start)
    end += (end - start) % 2
    return data[start:end].decode("utf-16-le")


def test_the_installer_is_a_64_bit_windows_program(installers: dict[str, Path]) -> None:
    data = installers["this"].read_bytes()
    header = struct.unpack_from("<I", data, 0x3C)[0]
    assert data[header:header + 4] == b"PE\0\0"
    assert struct.unpack_from("<H", data, header + 4)[0] == 0x8664   # AMD64
    image = installers["image"]
    launcher = image / "reddog-qt.exe"
    exe = launcher.read_bytes()
    pe_header = struct.unpack_from("<I", exe, 0x3C)[0]
    subsystem = struct.unpack_from("<H", exe, pe_header + 24 + 68)[0]
    assert subsystem == 2, "the launcher must be a windowed program (no console window)"
    assert file_version(launcher) == game_version()


def test_the_installed_game_carries_only_what_it_needs(installers: dict[str, Path]) -> None:
    image = installers["image"]
    names = [p.relative_to(image).as_posix() for p in image.rglob("*")]
    for unwanted in ("Qt6Quick", "Qt6Qml", "Qt6WebEngine", "Qt6Pdf", "Qt63D", "designer.exe", "opengl32sw.dll",
                     "/include/", "/qml/", ".pyi", "ffmpeg", "icuuc.dll"):
        assert not [n for n in names if unwanted in n], unwanted
    # every DLL a kept Qt module, plugin or the launcher imports is either in the image or Windows' own
    lib = image / "lib"
    shipped = {p.name.lower() for p in image.rglob("*.dll")}
    for binary in [image / "reddog-qt.exe", *lib.rglob("*.pyd"), *(lib / "PySide6").rglob("*.dll")]:
        for name in build_windows.pe_imports(binary.read_bytes()):
            lowered = name.lower()
            system = lowered.startswith(("api-ms-win-", "ext-ms-")) or lowered in WINDOWS_DLLS
            assert lowered in shipped or system, f"{binary.name} imports {name}, which is neither shipped nor Windows'"
    assert (lib / "PySide6" / "translations" / "qtbase_de.qm").is_file()
    assert (lib / "reddog_qt" / "i18n" / "reddog_de.qm").is_file()
    assert (lib / "reddog_qt" / "assets" / "cards" / "Ah.svg").is_file()
    assert (image / "runtime" / build_windows.PYTHON_DLL).is_file()


#: DLLs every 64-bit Windows 10/11 has in System32 (what the shipped files import besides their own).
WINDOWS_DLLS = {name.lower() for name in (
    "ADVAPI32.dll", "AUTHZ.dll", "bcrypt.dll", "COMCTL32.dll", "COMDLG32.dll", "CRYPT32.dll", "d3d11.dll", "d3d12.dll",
    "d3d9.dll", "D3DCOMPILER_47.dll", "dcomp.dll", "DWMAPI.dll", "dwrite.dll", "dxgi.dll", "GDI32.dll", "icuuc.dll",
    "IMM32.dll", "IPHLPAPI.DLL", "KERNEL32.dll", "MPR.dll", "msvcrt.dll", "NETAPI32.dll", "ntdll.dll", "ole32.dll",
    "OLEAUT32.dll", "opengl32.dll", "RPCRT4.dll", "SETUPAPI.dll", "SHELL32.dll", "SHLWAPI.dll", "USER32.dll",
    "USERENV.dll", "UxTheme.dll", "VERSION.dll", "WINMM.dll", "WS2_32.dll", "WTSAPI32.dll", "d2d1.dll",
    "MFPlat.DLL", "MF.dll", "MFReadWrite.dll", "mfcore.dll", "Secur32.dll", "WINHTTP.dll", "dnsapi.dll",
    "ncrypt.dll", "DXCORE.dll", "CFGMGR32.dll", "gdiplus.dll", "shcore.dll", "avrt.dll", "ksuser.dll",
    "evr.dll", "strmiids.dll", "MSVCP140.dll", "VCRUNTIME140.dll", "VCRUNTIME140_1.dll", "WINSPOOL.DRV",
    "PROPSYS.dll", "UIAutomationCore.dll", "dbghelp.dll", "mmdevapi.dll", "powrprof.dll", "wininet.dll", "crypt32.dll",
    "cabinet.dll",
)}


def test_install_start_reinstall_upgrade_uninstall_keep_the_profile(installers: dict[str, Path], wine: Wine,
                                                                    tmp_path: Path) -> None:
    install(wine, installers["this"])
    exe = wine.install_dir / "reddog-qt.exe"
    assert exe.is_file()
    assert wine.start_menu_shortcut.is_file() and wine.desktop_shortcut.is_file()
    entry = wine.registry(UNINSTALL_KEY)
    assert entry["DisplayName"] == "Red Dog" and entry["DisplayVersion"] == game_version()
    assert entry["UninstallString"].strip('"').lower() == wine.windows_path(wine.install_dir / "uninstall.exe").lower()
    assert entry["DisplayIcon"].lower().startswith(wine.windows_path(exe).lower())

    # the installed game starts on Qt's windows platform, and makes its profile in the roaming AppData
    result = start(wine, "--smoke")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "first frame: peak memory" in result.stdout
    assert (wine.profile / "ledger.sqlite3").is_file() and (wine.profile / "reddog.log").is_file()
    assert not (wine.local_appdata / "reddog-qt").exists()
    log = (wine.profile / "reddog.log").read_text(encoding="utf-8")
    assert "assets from " in log and "Red Dog" in log
    assert not [line for line in log.splitlines() if " ERROR " in line or " CRITICAL " in line], log
    shot = tmp_path / "table.png"
    result = start(wine, "--screenshot", wine.windows_path(wine.user) + "\\table.png")
    assert result.returncode == 0, result.stdout + result.stderr
    (wine.user / "table.png").replace(shot)
    assert shot.stat().st_size > 50_000    # felt, cards, chips and text, not a blank window

    # from here the profile is the player's: no installer step may change a byte of it
    plant_profile(wine.profile / "mine", wine.profile / "mine")
    before = snapshot(wine.profile)

    install(wine, installers["this"])            # again: a repair
    assert snapshot(wine.profile) == before and exe.is_file()

    old_files = {p.relative_to(wine.install_dir) for p in wine.install_dir.rglob("*") if p.is_file()}
    stray = wine.install_dir / "lib" / "reddog_qt" / "gone_in_the_newer_build.py"
    stray.write_text("# a module the newer version no longer has\n")
    install(wine, installers["newer"])           # an upgrade
    assert snapshot(wine.profile) == before
    assert wine.registry(UNINSTALL_KEY)["DisplayVersion"] == next_version(game_version())
    assert file_version(exe) == next_version(game_version())
    assert old_files <= {p.relative_to(wine.install_dir) for p in wine.install_dir.rglob("*") if p.is_file()}
    assert stray.exists(), "the uninstaller removes only what the installer put down"
    stray.unlink()
    result = start(wine, "--smoke")
    assert result.returncode == 0, result.stdout + result.stderr
    after_start = snapshot(wine.profile)

    result = wine.run(str(wine.install_dir / "uninstall.exe"), "/S")
    assert result.returncode == 0, result.stdout + result.stderr
    wine.wait_idle()
    assert wine.registry(UNINSTALL_KEY) == {}
    assert not wine.start_menu_shortcut.exists() and not wine.desktop_shortcut.exists()
    assert not wine.install_dir.exists() or not list(wine.install_dir.rglob("*")), \
        sorted(wine.install_dir.rglob("*"))[:10]
    assert snapshot(wine.profile) == after_start
    mine_after = {key for key in after_start if key.startswith("0/mine/")}
    assert mine_after == {key for key in before if key.startswith("0/mine/")}


def test_the_game_starts_in_german(installers: dict[str, Path], wine: Wine) -> None:
    install(wine, installers["this"])
    result = start(wine, "--smoke", "--language", "de")
    assert result.returncode == 0, result.stdout + result.stderr
    log = (wine.profile / "reddog.log").read_text(encoding="utf-8")
    # a catalogue that cannot be loaded (the game's or Qt's own) logs a warning or an error
    assert not [line for line in log.splitlines() if " WARNING " in line and "translation" in line], log
    assert "not found" not in log, log


#: Run by the installed game's own Python: a second start while one plays is refused before it reads a file.
ONE_GAME_PER_PROFILE = """
import subprocess, sys
from pathlib import Path
from reddog_qt.profile import open_profile
folder = Path(sys.argv[1])
second = ("import sys\\nfrom reddog_qt.profile import open_profile\\ntry:\\n    open_profile(sys.argv[1]).close()\\n"
          "    print('opened')\\nexcept Exception as error:\\n    print('refused', getattr(error, 'code', error))\\n")
def start_another():
    run = subprocess.run([sys.executable, "-c", second, str(folder)], capture_output=True, text=True, timeout=120)
    return run.stdout.strip()
playing = open_profile(folder)
(folder / "tables.json").write_text("not a table")
print("while one plays:", start_another(), "| tables.json:", (folder / "tables.json").read_text())
playing.close()
print("after it closed:", start_another())
"""


def test_a_second_start_on_windows_is_refused_by_the_folder_lock(installers: dict[str, Path], wine: Wine) -> None:
    """Windows' own byte lock (msvcrt) on reddog.lock, taken and let go by the installed game's Python."""
    install(wine, installers["this"])
    script = wine.user / "one_game.py"
    script.write_text(ONE_GAME_PER_PROFILE, encoding="utf-8")
    result = wine.run(str(wine.install_dir / "runtime" / "python.exe"), wine.windows_path(script),
                      wine.windows_path(wine.user) + "\\profile", timeout=240)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines() == ["while one plays: refused profile_in_use | tables.json: not a table",
                                          "after it closed: opened"], result.stdout + result.stderr


def test_the_installer_has_a_picture_of_its_own(tmp_path: Path) -> None:
    """The welcome and finish pages show the game's art, not NSIS's stock picture: 164x314, 24-bit, drawn."""
    out = tmp_path / "wizard.bmp"
    result = subprocess.run([sys.executable, str(PACKAGING / "windows" / "make_wizard_art.py"), str(out)],
                            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    data = out.read_bytes()
    assert data[:2] == b"BM"
    width, height, _planes, bits = struct.unpack_from("<iiHH", data, 18)
    assert (width, abs(height), bits) == (164, 314, 24)
    pixels = data[struct.unpack_from("<I", data, 10)[0]:]
    assert len({pixels[i:i + 3] for i in range(0, len(pixels) - 3, 3 * 7)}) > 50   # felt, icon and text
