"""A throw-away Windows for the installer's tests: a Wine prefix on an Xvfb screen.

Wine runs 64-bit programs here. Two things a real Windows 10/11 has are added to the prefix, in the
test set-up only: the ICU converter DLL Qt6Core.dll imports (a stub, tests/windows/icu_stub.c, built
with MinGW-w64), and nothing else. Wine's menu builder is switched off so that the installer's
shortcuts do not reach the host's own menus, and HOME points into the test's folder.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
TOOLS = {"wine": "wine", "Xvfb": "xvfb", "x86_64-w64-mingw32-gcc": "gcc-mingw-w64-x86-64",
         "makensis": "nsis", "x86_64-w64-mingw32-windres": "gcc-mingw-w64-x86-64"}


def missing_tools() -> list[str]:
    """The tools the Windows tests need that this machine lacks, with their Debian packages."""
    return [f"{tool} (Debian: {package})" for tool, package in TOOLS.items() if shutil.which(tool) is None]


class Screen:
    """An Xvfb display of its own, for as long as the object lives."""

    def __init__(self, size: str = "1280x800x24") -> None:
        read, write = os.pipe()
        self.process = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", size, "-nolisten", "tcp"],
                                        pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            self.process.kill()
            raise RuntimeError("Xvfb did not start")
        self.display = f":{number}"

    def close(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=30)


@dataclass
class Wine:
    """A Wine prefix for one user, with paths to the folders Windows programs see."""

    root: Path
    display: str
    prefix: Path = field(init=False)
    home: Path = field(init=False)

    def __post_init__(self) -> None:
        self.prefix = self.root / "prefix"
        self.home = self.root / "home"
        self.home.mkdir(parents=True, exist_ok=True)

    def env(self, **extra: str) -> dict[str, str]:
        return {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(self.home), "DISPLAY": self.display,
                "WINEPREFIX": str(self.prefix), "WINEDEBUG": "-all", "LANG": "C.UTF-8",
                "XDG_DATA_HOME": str(self.home / ".local" / "share"), "XDG_CONFIG_HOME": str(self.home / ".config"),
                # no Mono or Gecko prompts; no shortcuts in the host's menus
                "WINEDLLOVERRIDES": "mscoree,mshtml=;winemenubuilder.exe=d", **extra}

    def run(self, *command: str, timeout: float = 300, **extra: str) -> subprocess.CompletedProcess:
        """A Windows program (or wine's own tools); its output through pipes, as Wine needs for Python's streams."""
        return subprocess.run(["wine", *command], env=self.env(**extra), stdin=subprocess.DEVNULL,
                              capture_output=True, text=True, errors="replace", timeout=timeout)

    def boot(self) -> None:
        """Make the prefix and add the ICU stub Qt6Core.dll needs on Wine."""
        subprocess.run(["wineboot", "--init"], env=self.env(), stdin=subprocess.DEVNULL, capture_output=True,
                       timeout=600, check=True)
        self.wait_idle()
        stub = self.root / "icuuc.dll"
        subprocess.run(["x86_64-w64-mingw32-gcc", "-shared", "-O2", "-s", str(HERE / "icu_stub.c"), "-o", str(stub)],
                       check=True, capture_output=True, timeout=120)
        shutil.copy(stub, self.system32 / "icuuc.dll")

    def wait_idle(self) -> None:
        subprocess.run(["wineserver", "--wait"], env=self.env(), capture_output=True, timeout=600)

    def stop(self) -> None:
        subprocess.run(["wineserver", "--kill"], env=self.env(), capture_output=True, timeout=60)

    @property
    def system32(self) -> Path:
        return self.prefix / "drive_c" / "windows" / "system32"

    @property
    def user(self) -> Path:
        return self.prefix / "drive_c" / "users" / os.environ.get("USER", _user_name())

    @property
    def local_appdata(self) -> Path:
        return self.user / "AppData" / "Local"

    @property
    def roaming_appdata(self) -> Path:
        return self.user / "AppData" / "Roaming"

    @property
    def install_dir(self) -> Path:
        return self.local_appdata / "Programs" / "Red Dog"

    @property
    def start_menu_shortcut(self) -> Path:
        return self.roaming_appdata / "Microsoft" / "Windows" / "Start Menu" / "Programs" / "Red Dog.lnk"

    @property
    def desktop_shortcut(self) -> Path:
        return self.user / "Desktop" / "Red Dog.lnk"

    @property
    def profile(self) -> Path:
        """Where the installed game keeps the player's profile: %APPDATA%\\reddog-qt."""
        return self.roaming_appdata / "reddog-qt"

    def registry(self, key: str) -> dict[str, str]:
        """The values under a registry key ({} when the key is missing)."""
        result = self.run("reg", "query", key, timeout=120)
        values = {}
        for line in result.stdout.splitlines():
            parts = line.strip().split(None, 2)
            if len(parts) == 3 and parts[1].startswith("REG_"):
                values[parts[0]] = parts[2]
        return values

    def windows_path(self, path: Path) -> str:
        """A path inside drive_c as Windows programs spell it."""
        return "C:\\" + "\\".join(path.relative_to(self.prefix / "drive_c").parts)


def _user_name() -> str:
    import getpass

    return getpass.getuser()


def wait_for(check, timeout: float, every: float = 0.5) -> bool:  # type: ignore[no-untyped-def]
    """Poll ``check()`` until it is true or ``timeout`` seconds have passed."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(every)
    return bool(check())
