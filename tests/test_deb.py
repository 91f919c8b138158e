"""The Debian package made by packaging/deb.py.

The fast tests package a small stand-in bundle (a program, a library copied from a Debian
package, and QtCore with its ICU from the installed PySide6, which the bundle carries
privately) and read the result with dpkg-deb: the control file, the file list, the man
page, the changelog, the copyright file, the desktop files.

The ``slow`` tests build the real bundle once per module with packaging/build.py, package
it twice (revisions 1 and 2), run lintian on it, and then, in a fresh Debian 12 made by
``debootstrap --variant=minbase bookworm``, install it with apt, start it with ``--smoke``
as a normal user, check with ldd that every ELF file finds its libraries, and upgrade,
reinstall, remove and purge it while the user's profile stays byte for byte as it was.

A test whose tool is missing (dpkg-dev, lintian, debootstrap, root for chroot, the network
for the Debian mirror, the desktop-file validators) is skipped with the reason.
"""

from __future__ import annotations

import faulthandler
import gzip
import hashlib
import os
import re
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
PACKAGING = REPO / "packaging"
LINUX = PACKAGING / "linux"
APP_ID = "io.github.reddogqt.RedDog"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
VERSION = "1.0.0"
BUILD_TIMEOUT = 1200
MIRROR = os.environ.get("REDDOG_DEBIAN_MIRROR", "http://deb.debian.org/debian")

sys.path.insert(0, str(PACKAGING))
import deb  # noqa: E402  (packaging/deb.py)

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Debian packages are built on Linux")


def need_tools(*tools: str) -> None:
    """Skip (naming the Debian package) unless every tool is on PATH."""
    packages = {"lintian": "lintian", "debootstrap": "debootstrap", "desktop-file-validate": "desktop-file-utils",
                "appstreamcli": "appstream", "man": "man-db", **deb.TOOLS}
    missing = [tool for tool in tools if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"{', '.join(missing)} not installed (apt-get install "
                    f"{' '.join(sorted({packages.get(t, t) for t in missing}))})")


def need_packaging_tools() -> None:
    need_tools(*deb.TOOLS)


def long_setup() -> None:
    """Building, compressing and bootstrapping take longer than the suite's two-minute hang detector
    (faulthandler_timeout): disarm it for this test; every subprocess here has its own timeout."""
    faulthandler.cancel_dump_traceback_later()


def run(*command: str, timeout: float = 300, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(list(command), capture_output=True, text=True, timeout=timeout, **kwargs)


def control_fields(package: Path) -> dict[str, str]:
    result = run("dpkg-deb", "-f", str(package))
    assert result.returncode == 0, result.stderr
    fields: dict[str, str] = {}
    key = ""
    for line in result.stdout.splitlines():
        if line.startswith(" ") and key:
            fields[key] += "\n" + line
        else:
            key, _, value = line.partition(": ")
            fields[key] = value
    return fields


def file_list(package: Path) -> dict[str, tuple[str, str, str]]:
    """Path (without the leading ./) -> (mode string, owner/group, link target or '')."""
    result = run("dpkg-deb", "-c", str(package))
    assert result.returncode == 0, result.stderr
    entries = {}
    for line in result.stdout.splitlines():
        mode, owner, _size, _date, _time, rest = line.split(None, 5)
        name, _, target = rest.partition(" -> ")
        entries[name.removeprefix("./").rstrip("/")] = (mode, owner, target)
    return entries


def depends_names(depends: str) -> set[str]:
    return {re.split(r"[\s(]", part.strip(), maxsplit=1)[0] for part in depends.split(",") if part.strip()}


# --- a package built from a stand-in bundle (fast) ------------------------------------------


def host_library(soname: str) -> Path | None:
    for folder in ("/usr/lib/x86_64-linux-gnu", "/lib/x86_64-linux-gnu"):
        if (Path(folder) / soname).exists():
            return (Path(folder) / soname).resolve()
    return None


@pytest.fixture(scope="module")
def stand_in(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A .deb made by build_deb from a small bundle with the real layout."""
    need_packaging_tools()
    root = tmp_path_factory.mktemp("stand-in")
    bundle = root / "bundle" / "reddog-qt"
    internal = bundle / "_internal"
    (internal / "assets" / "fonts").mkdir(parents=True)
    shutil.copyfile("/bin/true", bundle / "reddog-qt")  # an x86-64 program that links libc
    (bundle / "reddog-qt").chmod(0o755)
    zlib = host_library("libz.so.1")
    if zlib is None or run("dpkg-query", "-S", "*/libz.so.1").returncode != 0:
        pytest.skip("no packaged zlib (libz.so.1) on this machine to stand in for a bundled copy")
    shutil.copyfile(zlib, internal / "libz.so.1")
    import PySide6

    qt_lib = Path(PySide6.__file__).parent / "Qt" / "lib"
    (internal / "PySide6" / "Qt" / "lib").mkdir(parents=True)
    for name in ["libQt6Core.so.6", *[p.name for p in qt_lib.glob("libicu*.so.*")]]:
        shutil.copyfile(qt_lib / name, internal / "PySide6" / "Qt" / "lib" / name)
    dejavu_licence = Path("assets") / "fonts" / "LICENSE-DejaVu.txt"
    shutil.copyfile(REPO / dejavu_licence, internal / dejavu_licence)
    return deb.build_deb(bundle, root / "dist", VERSION, compression="none")


def test_deb_is_named_after_version_revision_and_architecture(stand_in: Path) -> None:
    assert stand_in.name == f"reddog-qt_{VERSION}-1_amd64.deb"
    assert deb.debian_version("1.1rc1") == "1.1~rc1"
    assert deb.debian_version("2.0.0") == "2.0.0"


def test_control_file(stand_in: Path) -> None:
    fields = control_fields(stand_in)
    assert fields["Package"] == "reddog-qt"
    assert fields["Version"] == f"{VERSION}-1"
    assert fields["Architecture"] == "amd64"
    assert fields["Section"] == "games"
    assert fields["Priority"] == "optional"
    assert re.fullmatch(r".+ <[^@\s]+@[^@\s]+>", fields["Maintainer"])
    synopsis, _, long = fields["Description"].partition("\n")
    assert 0 < len(synopsis) <= 80 and not synopsis.lower().startswith(("a ", "an ", "the "))
    assert "Acey-Deucey" in synopsis and len(long.splitlines()) >= 5
    assert int(fields["Installed-Size"]) > 40_000  # KiB: QtCore and ICU
    assert not {"Pre-Depends", "Conflicts", "Breaks", "Replaces"} & fields.keys()


def test_depends_are_computed_from_the_bundle(stand_in: Path) -> None:
    depends = control_fields(stand_in)["Depends"]
    names = depends_names(depends)
    # libc from dpkg-shlibdeps, with the version its symbols file asks for
    assert re.search(r"\blibc6 \(>= 2\.\d+\)", depends), depends
    # the bundled libz.so.1 is the Debian zlib1g's file: its package comes along
    assert "zlib1g" in names, depends
    # QtCore's ICU is in the bundle (a private library folder): no Debian ICU is asked for
    assert not any(name.startswith("libicu") for name in names), depends
    assert depends == ", ".join(sorted(part.strip() for part in depends.split(","))), "Depends is sorted"


def test_file_list(stand_in: Path) -> None:
    files = file_list(stand_in)
    expected = {
        "usr/lib/reddog-qt/reddog-qt", "usr/lib/reddog-qt/_internal/libz.so.1",
        f"usr/share/applications/{APP_ID}.desktop", f"usr/share/metainfo/{APP_ID}.metainfo.xml",
        f"usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg",
        "usr/share/doc/reddog-qt/copyright", "usr/share/doc/reddog-qt/changelog.Debian.gz",
        "usr/share/man/man6/reddog-qt.6.gz", "usr/share/lintian/overrides/reddog-qt",
        *[f"usr/share/icons/hicolor/{s}x{s}/apps/{APP_ID}.png" for s in PNG_SIZES],
    }
    assert expected <= files.keys(), sorted(expected - files.keys())
    launcher = files["usr/bin/reddog-qt"]
    assert launcher[0].startswith("l") and launcher[2] == "../lib/reddog-qt/reddog-qt"
    assert files["usr/lib/reddog-qt/reddog-qt"][0] == "-rwxr-xr-x"
    assert files["usr/lib/reddog-qt/_internal/libz.so.1"][0] == "-rw-r--r--"  # libraries are not executable
    for name, (mode, owner, _target) in files.items():
        assert owner == "root/root", name
        assert name == "" or name.startswith("usr"), f"{name}: outside /usr"
        assert "home" not in name.split("/") and not name.startswith(("etc", "var")), name
        if mode.startswith("d"):
            assert mode == "drwxr-xr-x", name


def test_no_maintainer_scripts(stand_in: Path, tmp_path: Path) -> None:
    """Nothing runs at install, upgrade, remove or purge: the profile cannot be touched by the package."""
    result = run("dpkg-deb", "--control", str(stand_in), str(tmp_path / "control"))
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in (tmp_path / "control").iterdir()) == ["control", "md5sums"]
    sums = (tmp_path / "control" / "md5sums").read_text()
    assert "usr/lib/reddog-qt/reddog-qt\n" in sums and "DEBIAN" not in sums


@pytest.fixture(scope="module")
def extracted(stand_in: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("extracted")
    result = run("dpkg-deb", "-x", str(stand_in), str(root))
    assert result.returncode == 0, result.stderr
    return root


def gzip_header_is_clean(data: bytes) -> bool:
    """gzip -n: no file name (FNAME flag) and no timestamp in the header."""
    return data[:2] == b"\x1f\x8b" and not data[3] & 0x08 and data[4:8] == b"\0\0\0\0"


def test_changelog_is_gzip_n(extracted: Path) -> None:
    path = extracted / "usr/share/doc/reddog-qt/changelog.Debian.gz"
    assert gzip_header_is_clean(path.read_bytes())
    text = gzip.decompress(path.read_bytes()).decode()
    assert text.startswith(f"reddog-qt ({VERSION}-1) stable; urgency=medium\n")
    assert re.search(r"\n -- .+ <.+>  \w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d [+-]\d{4}\n$", text), text


def test_man_page_documents_every_option(extracted: Path) -> None:
    path = extracted / "usr/share/man/man6/reddog-qt.6.gz"
    assert gzip_header_is_clean(path.read_bytes())
    page = gzip.decompress(path.read_bytes()).decode()
    assert f'"reddog-qt {VERSION}"' in page and "@VERSION@" not in page
    from reddog_qt.cli import build_parser

    for action in build_parser()._actions:
        for option in action.option_strings:
            assert option.replace("-", r"\-") in page, f"{option} is not in packaging/linux/reddog-qt.6"


def test_man_page_renders_without_warnings(extracted: Path) -> None:
    need_tools("man")
    path = extracted / "usr/share/man/man6/reddog-qt.6.gz"
    result = run("man", "--warnings", "-l", str(path), env=dict(os.environ, MANWIDTH="80"))
    assert result.returncode == 0 and "warning" not in result.stderr, result.stderr
    assert "--profile-dir DIR" in result.stdout, result.stdout


def dep5_license_texts(text: str) -> dict[str, str]:
    """The stand-alone License paragraphs of a DEP-5 file: short name -> text (continuation lines unfolded)."""
    licences = {}
    for paragraph in text.split("\n\n"):
        lines = paragraph.splitlines()
        if lines and lines[0].startswith("License: ") and not any(line.startswith("Files:") for line in lines):
            body = [" " if line == " ." else line[1:] for line in lines[1:]]
            licences[lines[0][len("License: "):]] = "\n".join(body)
    return licences


def test_copyright_is_dep5_and_carries_the_licences(extracted: Path) -> None:
    text = (extracted / "usr/share/doc/reddog-qt/copyright").read_text()
    assert text.startswith("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n")
    licences = dep5_license_texts(text)
    used = set(re.findall(r"^License: (\S+)$", text, re.MULTILINE))
    assert used == licences.keys(), "every licence named has its text"
    assert {"Expat", "bitstream-vera", "LGPL-3", "PSF-2.0"} <= used

    def words(s: str) -> list[str]:
        return s.replace(" ", " ").split()

    mit = (REPO / "LICENSE").read_text().split("\n", 3)[3]
    assert words(licences["Expat"]) == words(mit), "the MIT text differs from LICENSE"
    dejavu = (REPO / "assets/fonts/LICENSE-DejaVu.txt").read_text().split("License: bitstream-vera\n", 1)[1]
    assert words(licences["bitstream-vera"]) == words(dejavu), \
        "the DejaVu text differs from assets/fonts/LICENSE-DejaVu.txt"
    assert "/usr/share/common-licenses/LGPL-3" in licences["LGPL-3"]


def test_lintian_overrides_are_explained(extracted: Path) -> None:
    lines = (extracted / "usr/share/lintian/overrides/reddog-qt").read_text().splitlines()
    for index, line in enumerate(lines):
        if line and not line.startswith("#"):
            assert line.startswith("reddog-qt: "), line
            assert index > 0 and lines[index - 1].startswith("#"), f"override without its own comment: {line}"


def test_desktop_file_and_metainfo_from_the_deb_validate(extracted: Path) -> None:
    need_tools("desktop-file-validate", "appstreamcli")
    desktop = extracted / f"usr/share/applications/{APP_ID}.desktop"
    result = run("desktop-file-validate", str(desktop))
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr
    result = run("appstreamcli", "validate", "--no-net", str(extracted / f"usr/share/metainfo/{APP_ID}.metainfo.xml"))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Exec=reddog-qt\n" in desktop.read_text()


def test_missing_tool_names_the_debian_package(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture,
                                               tmp_path: Path) -> None:
    real_which = shutil.which
    monkeypatch.setattr(deb.shutil, "which", lambda tool: None if tool == "dpkg-shlibdeps" else real_which(tool))
    assert deb.main(["--bundle", str(tmp_path), "--dist", str(tmp_path)]) != 0
    err = capsys.readouterr().err
    assert "dpkg-shlibdeps" in err and "apt-get install dpkg-dev" in err, err


def test_missing_bundle_is_a_clear_error(capsys: pytest.CaptureFixture, tmp_path: Path) -> None:
    need_packaging_tools()
    assert deb.main(["--bundle", str(tmp_path / "nothing"), "--dist", str(tmp_path)]) == 1
    assert "build it first" in capsys.readouterr().err


# --- the real bundle (slow) --------------------------------------------------------------------


class Packages:
    def __init__(self, bundle: Path, first: Path, second: Path, seconds: float) -> None:
        self.bundle, self.first, self.second, self.seconds = bundle, first, second, seconds


@pytest.fixture(scope="module")
def packages(tmp_path_factory: pytest.TempPathFactory) -> Packages:
    """The real bundle (packaging/build.py) packaged as revision 1 (xz, as shipped) and revision 2."""
    need_packaging_tools()
    long_setup()
    root = tmp_path_factory.mktemp("deb")
    dist, work = root / "dist", root / "work"
    started = time.monotonic()
    result = run(sys.executable, str(PACKAGING / "build.py"), "deb", "--dist", str(dist), "--work", str(work),
                 cwd=REPO, timeout=BUILD_TIMEOUT)
    assert result.returncode == 0, f"build.py deb failed:\n{result.stdout[-4000:]}\n{result.stderr[-4000:]}"
    seconds = time.monotonic() - started
    import reddog_qt

    first = Path(result.stdout.strip().splitlines()[-1])
    assert first == dist / f"reddog-qt_{reddog_qt.__version__}-1_amd64.deb" and first.is_file()
    # the upgrade: a rebuilt package (not compressed: the contents are what is tested)
    second = deb.build_deb(dist / "reddog-qt", root / "debs", reddog_qt.__version__, 2, compression="none")
    return Packages(dist / "reddog-qt", first, second, seconds)


@pytest.mark.slow
def test_real_deb_depends_on_what_qt_needs(packages: Packages) -> None:
    fields = control_fields(packages.first)
    names = depends_names(fields["Depends"])
    # not carried by the bundle (dpkg-shlibdeps): the GL/EGL, XCB and Wayland client libraries and libc
    assert {"libc6", "libgl1", "libegl1", "libxcb1", "libwayland-client0", "libwayland-egl1"} <= names, names
    # carried by the bundle as copies of Debian's: their packages bring the data they read
    assert {"libxcb-cursor0", "libxkbcommon-x11-0", "libxkbcommon0", "libfontconfig1", "libdbus-1-3",
            "libglib2.0-0", "libpulse0", "libx11-6", "fonts-dejavu-core"} <= names, names
    for name in names:  # every one is a real package of this (Debian) machine
        assert run("dpkg-query", "-W", name).returncode == 0, name
    files = file_list(packages.first)
    fonts = "usr/lib/reddog-qt/_internal/assets/fonts"
    assert files[f"{fonts}/DejaVuSans.ttf"][2] == "../../../../../share/fonts/truetype/dejavu/DejaVuSans.ttf"
    print(f"\n{packages.first.name}: {packages.first.stat().st_size / 2**20:.1f} MiB, installed "
          f"{int(fields['Installed-Size']) / 1024:.1f} MiB, built in {packages.seconds:.0f} s\n"
          f"Depends: {fields['Depends']}")


@pytest.mark.slow
def test_real_deb_launcher_starts_the_bundle(packages: Packages, tmp_path: Path) -> None:
    """The /usr/bin link reaches the bootloader, which finds _internal beside the real file."""
    result = run("dpkg-deb", "-x", str(packages.first), str(tmp_path))
    assert result.returncode == 0, result.stderr
    import reddog_qt

    result = run(str(tmp_path / "usr/bin/reddog-qt"), "--version", timeout=60)
    assert result.returncode == 0 and result.stdout.strip() == f"reddog-qt {reddog_qt.__version__}", result


@pytest.mark.slow
def test_real_deb_lintian(packages: Packages) -> None:
    need_tools("lintian")
    result = run("lintian", "--pedantic", "--display-experimental", "--tag-display-limit", "0", str(packages.first),
                 timeout=900)
    tags = [line for line in result.stdout.splitlines() if re.match(r"[EWIPX]: ", line)]
    assert tags == [], "\n".join(tags)
    assert result.returncode == 0, result.stdout + result.stderr


# --- a fresh Debian 12 (slow, root, network) -----------------------------------------------------


def mirror_reachable() -> bool:
    from urllib.parse import urlparse

    url = urlparse(MIRROR)
    try:
        with socket.create_connection((url.hostname, url.port or 80), timeout=10):
            return True
    except OSError:
        return False


class Debian12:
    """A debootstrap'ed Debian 12 with /proc mounted, and a normal user with a home."""

    USER = "player"

    def __init__(self, root: Path) -> None:
        self.root = root
        self.home = root / "home" / self.USER

    def run(self, *command: str, user: bool = False, timeout: float = 600) -> subprocess.CompletedProcess:
        prefix = ["chroot"]
        env = ["env", "-i", "PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin", "LANG=C.UTF-8",
               "DEBIAN_FRONTEND=noninteractive"]
        if user:
            prefix.append(f"--userspec={self.USER}:{self.USER}")
            env += [f"HOME=/home/{self.USER}", f"USER={self.USER}", "QT_QPA_PLATFORM=offscreen"]
        return run(*prefix, str(self.root), *env, *command, timeout=timeout)

    def must(self, *command: str, user: bool = False, timeout: float = 600) -> subprocess.CompletedProcess:
        result = self.run(*command, user=user, timeout=timeout)
        assert result.returncode == 0, (f"{' '.join(command)} (exit {result.returncode}):\n"
                                        f"{result.stdout[-3000:]}\n{result.stderr[-3000:]}")
        return result

    def apt_install(self, package: Path, *options: str) -> subprocess.CompletedProcess:
        inside = f"/tmp/{package.name}"
        shutil.copyfile(package, self.root / inside.lstrip("/"))
        return self.must("apt-get", "install", "-y", *options, inside, timeout=900)

    def profile_digest(self) -> dict[str, str]:
        """Every file under the user's home (the profile and the extra files): path -> sha256 and mode.

        ~/.cache is left out: fontconfig adds its caches there whenever a Qt program starts.
        """
        digest = {}
        for path in sorted(self.home.rglob("*")):
            if path.relative_to(self.home).parts[0] == ".cache":
                continue
            if path.is_file() and not path.is_symlink():
                key = path.relative_to(self.home).as_posix()
                digest[key] = f"{hashlib.sha256(path.read_bytes()).hexdigest()} {oct(path.stat().st_mode)}"
        return digest


@pytest.fixture(scope="module")
def debian12(tmp_path_factory: pytest.TempPathFactory, packages: Packages):
    """A fresh Debian 12 with revision 1 installed by apt, and a player whose profile the game made."""
    long_setup()
    if os.geteuid() != 0:
        pytest.skip("needs root (debootstrap, chroot, mount)")
    need_tools("debootstrap")
    if not mirror_reachable():
        pytest.skip(f"the Debian mirror {MIRROR} cannot be reached")
    root = tmp_path_factory.mktemp("debian12") / "root"
    started = time.monotonic()
    result = run("debootstrap", "--variant=minbase", "bookworm", str(root), MIRROR, timeout=1200)
    if result.returncode != 0:
        log = result.stdout + result.stderr
        if re.search(r"Failed getting release|Couldn't download|Temporary failure resolving|Could not resolve", log):
            pytest.skip(f"debootstrap could not download Debian 12: {log[-500:]}")
        pytest.fail(f"debootstrap failed (exit {result.returncode}):\n{log[-3000:]}")
    bootstrapped = time.monotonic() - started
    if Path("/etc/resolv.conf").is_file():
        shutil.copyfile("/etc/resolv.conf", root / "etc" / "resolv.conf")
    proc = root / "proc"
    subprocess.run(["mount", "-t", "proc", "proc", str(proc)], check=True)
    try:
        system = Debian12(root)
        started = time.monotonic()
        system.apt_install(packages.first)
        installed = time.monotonic() - started
        system.must("useradd", "--create-home", "--shell", "/bin/sh", Debian12.USER)
        started = time.monotonic()
        smoke = system.run("reddog-qt", "--smoke", user=True, timeout=120)
        system.smoke, system.smoke_seconds = smoke, time.monotonic() - started
        # the player's own files beside the game's: they must survive everything too
        for extra in (".local/share/reddog-qt/my-notes.txt", ".config/reddog-qt/keep.ini", "Documents/letter.txt"):
            system.must("sh", "-c", f"mkdir -p \"$(dirname ~/{extra})\" && echo 'mine' > ~/{extra}", user=True)
        print(f"\ndebootstrap {bootstrapped:.0f} s, apt-get install {installed:.0f} s, first --smoke "
              f"{system.smoke_seconds:.1f} s")
        yield system
    finally:
        subprocess.run(["umount", str(proc)], check=False)
        if os.path.ismount(proc):
            subprocess.run(["umount", "-l", str(proc)], check=False)
        if not os.path.ismount(proc):
            shutil.rmtree(root, ignore_errors=True)


@pytest.mark.slow
def test_debian12_installed_game_starts_as_a_user(debian12: Debian12) -> None:
    smoke = debian12.smoke
    assert smoke.returncode == 0, smoke.stdout + smoke.stderr
    assert "first frame" in smoke.stdout, smoke.stdout
    data = debian12.home / ".local/share/reddog-qt"
    assert (data / "ledger.sqlite3").is_file(), sorted(debian12.home.rglob("*"))
    log = (data / "reddog.log").read_text()
    assert "assets from /usr/lib/reddog-qt/_internal/assets" in log and "fonts: DejaVu Sans" in log, log
    assert not [line for line in log.splitlines() if re.search(r" (WARNING|ERROR|CRITICAL) ", line)], log
    assert (debian12.root / f"usr/share/applications/{APP_ID}.desktop").is_file()


@pytest.mark.slow
def test_debian12_ldd_finds_every_library(debian12: Debian12) -> None:
    lib = debian12.root / "usr/lib/reddog-qt"
    elves = [p for p in lib.rglob("*") if deb.is_elf(p)]
    assert len(elves) > 100
    missing = []
    for path in elves:
        inside = "/" + path.relative_to(debian12.root).as_posix()
        result = debian12.run("ldd", inside, timeout=60)
        missing += [f"{inside}: {line.strip()}" for line in result.stdout.splitlines() if "not found" in line]
    assert missing == [], "\n".join(missing)


@pytest.mark.slow
def test_debian12_game_opens_an_x11_window(debian12: Debian12) -> None:
    """Qt's xcb platform (a real X11 window, on Xvfb) works with what the package pulled in.

    Runs after the tests above: Xvfb brings packages of its own, which must not hide a missing Depends.
    """
    long_setup()
    debian12.must("apt-get", "install", "-y", "--no-install-recommends", "xvfb", "xauth", timeout=900)
    before = debian12.profile_digest()
    result = debian12.run("xvfb-run", "--auto-servernum", "env", "QT_QPA_PLATFORM=xcb", "reddog-qt", "--smoke",
                          "--profile-dir", "/tmp/x11-profile", user=True, timeout=180)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "first frame" in result.stdout, result.stdout
    log = (debian12.root / "tmp/x11-profile/reddog.log").read_text()
    assert not [line for line in log.splitlines() if re.search(r" (WARNING|ERROR|CRITICAL) ", line)], log
    assert debian12.profile_digest() == before


@pytest.mark.slow
def test_debian12_upgrade_reinstall_remove_purge_keep_the_profile(debian12: Debian12, packages: Packages) -> None:
    long_setup()
    before = debian12.profile_digest()
    assert {".local/share/reddog-qt/ledger.sqlite3", ".local/share/reddog-qt/my-notes.txt",
            ".config/reddog-qt/keep.ini"} <= before.keys(), before
    import reddog_qt

    def unchanged(step: str) -> None:
        assert debian12.profile_digest() == before, f"the profile changed at: {step}"

    debian12.apt_install(packages.second)
    assert debian12.must("dpkg-query", "-W", "-f", "${Version}", "reddog-qt").stdout == f"{reddog_qt.__version__}-2"
    unchanged("upgrade to revision 2")
    # the upgraded game starts (in a throw-away profile, so the player's stays as it is)
    smoke = debian12.run("reddog-qt", "--smoke", "--profile-dir", "/tmp/other-profile", user=True, timeout=120)
    assert smoke.returncode == 0, smoke.stdout + smoke.stderr
    unchanged("start of the upgraded game in another profile")
    debian12.apt_install(packages.second, "--reinstall")
    unchanged("reinstall")
    debian12.must("apt-get", "remove", "-y", "reddog-qt")
    assert not (debian12.root / "usr/lib/reddog-qt").exists() and not (debian12.root / "usr/bin/reddog-qt").exists()
    unchanged("remove")
    # apt can purge only what it can still see: install again (over the kept profile), then purge
    debian12.apt_install(packages.second)
    unchanged("install after remove")
    debian12.must("apt-get", "purge", "-y", "reddog-qt")
    status = debian12.run("dpkg-query", "-W", "-f", "${db:Status-Status}", "reddog-qt")
    assert status.returncode != 0 or status.stdout == "not-installed", status.stdout
    assert not (debian12.root / "usr/lib/reddog-qt").exists()
    unchanged("purge")
