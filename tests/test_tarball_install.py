"""The Linux tarball's install.sh and uninstall.sh on a stand-in bundle: where the game goes, and that no
install, reinstall, upgrade or uninstall changes a byte of the player's profile.

Red Dog 1.0's own scripts are kept in tests/fixtures/tarball-1.0, so the upgrade from the layout they made
(the game inside the profile folder) is tested against the real thing.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.profile_snapshot import plant_profile, snapshot

REPO = Path(__file__).resolve().parent.parent
LINUX = REPO / "packaging" / "linux"
OLD_SCRIPTS = REPO / "tests" / "fixtures" / "tarball-1.0"
APP_ID = "io.github.reddogqt.RedDog"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux tarball's scripts")


class Home:
    """A user's home with the XDG folders, as install.sh sees it."""

    def __init__(self, root: Path) -> None:
        self.home = root / "home"
        self.data = root / "xdg data"      # a space, as in some home folders
        self.config = root / "xdg config"
        self.home.mkdir(parents=True)
        self.install_dir = self.home / ".local" / "lib" / "reddog-qt"
        self.bin_dir = self.home / ".local" / "bin"
        self.profile_data = self.data / "reddog-qt"
        self.profile_config = self.config / "reddog-qt"

    def env(self, **extra: str) -> dict[str, str]:
        return {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(self.home),
                "XDG_DATA_HOME": str(self.data), "XDG_CONFIG_HOME": str(self.config), **extra}

    def run(self, script: Path, *args: str, ok: bool = True, **extra: str) -> subprocess.CompletedProcess:
        result = subprocess.run(["sh", str(script), *args], env=self.env(**extra), capture_output=True, text=True,
                                timeout=300)
        if ok:
            assert result.returncode == 0, result.stdout + result.stderr
        return result

    def profile(self) -> dict[str, str]:
        return snapshot(self.profile_data, self.profile_config)


def stand_in_tarball(root: Path, scripts: Path = LINUX, says: str = "stand-in") -> Path:
    """The tarball's layout around a stand-in program (and a stand-in _internal/), with the given scripts."""
    top = root / f"unpacked-{says}"
    (top / "reddog-qt" / "_internal" / "assets").mkdir(parents=True)
    (top / "reddog-qt" / "_internal" / "assets" / "card.svg").write_text("<svg/>")
    program = top / "reddog-qt" / "reddog-qt"
    program.write_text(f"#!/bin/sh\necho {says}\n")
    program.chmod(0o755)
    shutil.copy(scripts / "install.sh", top)
    shutil.copy(scripts / "uninstall.sh", top)
    for sub, source in (("applications", DESKTOP), ("metainfo", METAINFO)):
        (top / "share" / sub).mkdir(parents=True)
        shutil.copy(source, top / "share" / sub)
    for size in PNG_SIZES:
        folder = top / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True)
        shutil.copy(REPO / "assets" / "icons" / f"reddog-{size}.png", folder / f"{APP_ID}.png")
    return top


def desktop_exec(desktop: Path) -> str:
    """The program an installed .desktop file starts (its quoted Exec argument, unescaped)."""
    line = next(entry for entry in desktop.read_text(encoding="utf-8").splitlines() if entry.startswith("Exec="))
    match = re.fullmatch(r'Exec="((?:[^"\\]|\\\\.)*)"', line)
    assert match, line
    return re.sub(r"\\\\(.)", r"\1", match.group(1)).replace("%%", "%")


def check_installed(user: Home, says: str | None = "stand-in") -> Path:
    """Every file install.sh puts in place; the menu entry and the command name the installed game.

    With ``says``, the (stand-in) game is started and must print it.
    """
    desktop = user.data / "applications" / f"{APP_ID}.desktop"
    assert desktop.is_file()
    validator = shutil.which("desktop-file-validate")
    assert validator, "desktop-file-validate is not installed (the README's Test command installs it)"
    result = subprocess.run([validator, str(desktop)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout
    program = Path(desktop_exec(desktop))
    assert program == user.install_dir / "reddog-qt"
    assert program.is_file() and os.access(program, os.X_OK)
    if says is not None:
        assert subprocess.run([str(program)], capture_output=True, text=True).stdout == f"{says}\n"
    command = user.bin_dir / "reddog-qt"
    assert command.is_symlink() and Path(os.readlink(command)) == program
    assert (user.data / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    for size in PNG_SIZES:
        assert (user.data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png").is_file()
    assert (user.install_dir / "uninstall.sh").is_file()
    return program


def check_removed(user: Home) -> None:
    assert not user.install_dir.exists()
    assert not (user.bin_dir / "reddog-qt").exists() and not (user.bin_dir / "reddog-qt").is_symlink()
    assert not (user.data / "applications" / f"{APP_ID}.desktop").exists()
    assert not (user.data / "metainfo" / f"{APP_ID}.metainfo.xml").exists()
    assert not list((user.data / "icons").rglob(f"{APP_ID}.*"))


def test_the_game_never_goes_into_the_profile_folders(tmp_path: Path) -> None:
    user = Home(tmp_path)
    top = stand_in_tarball(tmp_path)
    user.run(top / "install.sh")
    check_installed(user)
    assert not user.profile_data.exists() and not user.profile_config.exists()
    assert not list(user.install_dir.parent.glob("reddog-qt.*")), "left a temporary copy behind"


def test_install_reinstall_upgrade_uninstall_keep_the_profile(tmp_path: Path) -> None:
    """A profile made by the README's Play command (the game run from a checkout), then the tarball over it."""
    user = Home(tmp_path)
    before = plant_profile(user.profile_data, user.profile_config)
    first = stand_in_tarball(tmp_path, says="first")
    user.run(first / "install.sh")
    check_installed(user, "first")
    assert user.profile() == before
    user.run(first / "install.sh")                                             # the same again
    check_installed(user, "first")
    assert user.profile() == before
    second = stand_in_tarball(tmp_path, says="second")
    user.run(second / "install.sh")                                            # an upgrade
    check_installed(user, "second")
    assert user.profile() == before

    result = user.run(user.install_dir / "uninstall.sh")
    check_removed(user)
    assert user.profile() == before
    # it says truthfully where the profile is, and that it was kept
    assert str(user.profile_data) in result.stdout and str(user.profile_config) in result.stdout
    assert "kept" in result.stdout
    user.run(second / "uninstall.sh")  # twice is fine
    assert user.profile() == before


def test_upgrade_from_the_1_0_layout_moves_the_game_out_of_the_profile(tmp_path: Path) -> None:
    """1.0's install.sh put the game in $XDG_DATA_HOME/reddog-qt, where the profile is: it is taken out, file for
    file."""
    user = Home(tmp_path)
    user.run(stand_in_tarball(tmp_path, scripts=OLD_SCRIPTS, says="one-oh") / "install.sh")
    assert (user.profile_data / "reddog-qt").is_file() and (user.profile_data / ".reddog-qt-install").is_file()
    game_files = set(snapshot(user.profile_data))
    before = plant_profile(user.profile_data, user.profile_config)
    profile_only = {key: digest for key, digest in before.items()
                    if not (key.startswith("0/") and key in game_files)}

    result = user.run(stand_in_tarball(tmp_path, says="new") / "install.sh")
    check_installed(user, "new")
    assert user.profile() == profile_only, "a profile file changed, or a game file of 1.0 stayed"
    for left in ("reddog-qt", "_internal", "uninstall.sh", ".reddog-qt-install"):
        assert not (user.profile_data / left).exists(), left
    assert "1.0" in result.stdout

    user.run(user.install_dir / "uninstall.sh")
    check_removed(user)
    assert user.profile() == profile_only


def test_the_new_uninstall_takes_out_a_1_0_installation_too(tmp_path: Path) -> None:
    user = Home(tmp_path)
    user.run(stand_in_tarball(tmp_path, scripts=OLD_SCRIPTS, says="one-oh") / "install.sh")
    before = plant_profile(user.profile_data, user.profile_config)
    game_files = {"0/reddog-qt", "0/uninstall.sh", "0/.reddog-qt-install", "0/_internal/assets/card.svg"}
    user.run(stand_in_tarball(tmp_path, says="new") / "uninstall.sh")
    assert user.profile() == {key: digest for key, digest in before.items() if key not in game_files}
    assert not (user.profile_data / "reddog-qt").exists()
    assert not (user.data / "applications" / f"{APP_ID}.desktop").exists()


def test_install_refuses_to_replace_a_foreign_folder(tmp_path: Path) -> None:
    user = Home(tmp_path)
    user.install_dir.mkdir(parents=True)
    (user.install_dir / "precious.txt").write_text("mine")
    result = user.run(stand_in_tarball(tmp_path) / "install.sh", ok=False)
    assert result.returncode != 0 and "not a Red Dog installation" in result.stderr
    assert (user.install_dir / "precious.txt").read_text() == "mine"


@pytest.mark.parametrize("where", ["profile", "inside", "above"])
def test_install_refuses_a_folder_that_overlaps_the_profile(tmp_path: Path, where: str) -> None:
    user = Home(tmp_path)
    before = plant_profile(user.profile_data, user.profile_config)
    target = {"profile": user.profile_data, "inside": user.profile_config / "game", "above": user.data}[where]
    result = user.run(stand_in_tarball(tmp_path) / "install.sh", ok=False, REDDOG_INSTALL_DIR=str(target))
    assert result.returncode != 0 and "profile folder" in result.stderr, result.stderr
    assert user.profile() == before


def test_an_existing_reddog_qt_command_is_left_alone(tmp_path: Path) -> None:
    """A `reddog-qt` in ~/.local/bin that is not a link (pip install --user, say) is not overwritten."""
    user = Home(tmp_path)
    user.bin_dir.mkdir(parents=True)
    (user.bin_dir / "reddog-qt").write_text("#!/bin/sh\necho pip\n")
    result = user.run(stand_in_tarball(tmp_path) / "install.sh")
    assert (user.bin_dir / "reddog-qt").read_text() == "#!/bin/sh\necho pip\n"
    assert "left as it is" in result.stderr
    user.run(user.install_dir / "uninstall.sh")
    assert (user.bin_dir / "reddog-qt").read_text() == "#!/bin/sh\necho pip\n"


def test_uninstall_with_no_profile_says_so(tmp_path: Path) -> None:
    user = Home(tmp_path)
    user.run(stand_in_tarball(tmp_path) / "install.sh")
    result = user.run(user.install_dir / "uninstall.sh")
    assert "No profile was found" in result.stdout


@pytest.mark.parametrize("spelling", ["doubled slash", "symlink", "profile variable", "profile files"])
def test_no_spelling_of_a_profile_folder_gets_past_the_scripts(tmp_path: Path, spelling: str) -> None:
    """install.sh would replace the folder and uninstall.sh remove it: neither may ever be a profile."""
    user = Home(tmp_path)
    # 1.0: marker in the profile
    user.run(stand_in_tarball(tmp_path, scripts=OLD_SCRIPTS, says="one-oh") / "install.sh")
    before = plant_profile(user.profile_data, user.profile_config)
    extra: dict[str, str] = {}
    if spelling == "doubled slash":
        target = str(user.data) + "//reddog-qt"
    elif spelling == "symlink":
        (tmp_path / "link").symlink_to(user.profile_data)
        target = str(tmp_path / "link")
    elif spelling == "profile variable":
        own = tmp_path / "my profile"
        own.mkdir()
        (own / "notes.txt").write_text("mine")
        target, extra = str(own / "game"), {"REDDOG_PROFILE_DIR": str(own)}
    else:
        target = str(tmp_path / "elsewhere")
        Path(target).mkdir()
        (Path(target) / ".reddog-qt-install").write_text("")
        (Path(target) / "ledger.sqlite3").write_bytes((user.profile_data / "ledger.sqlite3").read_bytes())
    kept = snapshot(Path(target)) if Path(target).is_dir() else {}
    top = stand_in_tarball(tmp_path, says="new")
    for script in (top / "install.sh", top / "uninstall.sh"):
        result = user.run(script, ok=False, REDDOG_INSTALL_DIR=target, **extra)
        assert result.returncode != 0, (script.name, result.stdout, result.stderr)
        assert "profile" in result.stderr, result.stderr
        assert user.profile() == before
        assert (snapshot(Path(target)) if Path(target).is_dir() else {}) == kept
