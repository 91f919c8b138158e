"""The asset finder: a PyInstaller bundle, a source checkout or an installed wheel, never the working directory."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import reddog_qt
from reddog_qt.app.assets import asset_path, assets_dir


def _fake_assets(folder: Path) -> Path:
    (folder / "cards").mkdir(parents=True)
    (folder / "cards" / "Qh.svg").write_text("<svg/>")
    return folder


def _fake_package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A reddog_qt package folder at tmp_path/site/reddog_qt; returns it."""
    package = tmp_path / "site" / "reddog_qt"
    package.mkdir(parents=True)
    monkeypatch.setattr(reddog_qt, "__file__", str(package / "__init__.py"))
    monkeypatch.delattr(sys, "frozen", raising=False)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    return package


def test_assets_of_this_checkout() -> None:
    folder = assets_dir()
    assert folder == Path(reddog_qt.__file__).resolve().parent.parent / "assets"
    assert asset_path("cards", "Qh.svg").is_file()


def test_assets_in_a_pyinstaller_bundle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = _fake_package(tmp_path, monkeypatch)
    _fake_assets(package.parent / "assets")  # a checkout layout too: the bundle must still win
    bundle = _fake_assets(tmp_path / "meipass" / "assets")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "meipass"), raising=False)
    assert assets_dir() == bundle
    assert asset_path("cards", "Qh.svg") == bundle / "cards" / "Qh.svg"


def test_meipass_ignored_when_not_frozen(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = _fake_package(tmp_path, monkeypatch)
    checkout = _fake_assets(package.parent / "assets")
    _fake_assets(tmp_path / "meipass" / "assets")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "meipass"), raising=False)
    assert assets_dir() == checkout


def test_assets_in_a_source_checkout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = _fake_package(tmp_path, monkeypatch)
    checkout = _fake_assets(package.parent / "assets")
    _fake_assets(package / "assets")
    assert assets_dir() == checkout


def test_checkout_assets_need_a_cards_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = _fake_package(tmp_path, monkeypatch)
    (package.parent / "assets").mkdir()  # some other project's assets folder beside site-packages
    installed = _fake_assets(package / "assets")
    assert assets_dir() == installed


def test_assets_in_an_installed_wheel(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = _fake_package(tmp_path, monkeypatch)
    installed = _fake_assets(package / "assets")
    assert assets_dir() == installed
    assert asset_path("cards", "Qh.svg") == installed / "cards" / "Qh.svg"


def test_assets_never_from_the_working_directory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _fake_package(tmp_path, monkeypatch)
    _fake_assets(tmp_path / "cwd" / "assets")
    monkeypatch.chdir(tmp_path / "cwd")
    with pytest.raises(FileNotFoundError, match="cannot find its card art"):
        assets_dir()


def test_missing_assets_name_every_place_tried(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = _fake_package(tmp_path, monkeypatch)
    with pytest.raises(FileNotFoundError) as caught:
        asset_path("cards", "Qh.svg")
    assert str(package / "assets") in str(caught.value)
    assert "reinstall" in str(caught.value)


def test_missing_asset_file_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = _fake_package(tmp_path, monkeypatch)
    _fake_assets(package / "assets")
    with pytest.raises(FileNotFoundError, match=r"cards/Zz\.svg is missing"):
        asset_path("cards", "Zz.svg")
