"""Settings: round trip, forgiving reads, atomic writes (no Qt)."""

from __future__ import annotations

import dataclasses
import json
import logging
import os
from datetime import UTC, datetime
from pathlib import Path

import pytest

from reddog_qt.profile import settings as settings_module
from reddog_qt.profile.settings import (
    MAX_FILE_BYTES,
    SETTINGS_VERSION,
    Settings,
    SettingsError,
    load_settings,
    save_settings,
)

WHEN = datetime(2025, 6, 7, 8, 9, 10, tzinfo=UTC)
STAMP = "20250607T080910Z"


def clock() -> datetime:
    return WHEN


def warnings_of(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records
            if r.name == "reddog_qt.profile.settings" and r.levelno == logging.WARNING]


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "settings.json"


def backups(path: Path) -> list[Path]:
    return sorted(path.parent.glob("settings.json.bad-*"))


ALL_CHANGED = Settings(
    sound=False, voice=False, animation=False, speed=9, preset="eight-deck",
    tier_minimum=1_000, tier_maximum=50_000, selected_chip=250,
    window_geometry="AdnQywADAAAAAAB4AAAAUA==", show_odds_coach=True, always_random_cut=True,
    deck="large-index", card_back="onyx", felt="midnight", sound_volume=30, voice_volume=55, last_bet=(25, 5),
    reduce_motion=True, reality_check_minutes=15, language="de", ledger_started=True,
    first_game_guide_done=True,
)


def test_every_field_round_trips(path: Path) -> None:
    assert {f.name for f in dataclasses.fields(Settings)} - {"version"} == {
        name for name in ALL_CHANGED.to_dict() if ALL_CHANGED.to_dict()[name] != Settings().to_dict()[name]
    }
    save_settings(path, ALL_CHANGED)
    assert load_settings(path) == ALL_CHANGED
    assert ALL_CHANGED.tier is not None and str(ALL_CHANGED.tier) == "1,000 - 50,000"


def test_file_is_pretty_sorted_json(path: Path) -> None:
    save_settings(path, Settings())
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    assert list(data) == sorted(data)
    assert data["version"] == SETTINGS_VERSION
    assert text == json.dumps(data, indent=2, sort_keys=True) + "\n"


def test_missing_file_gives_defaults_silently(path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    assert load_settings(path) == Settings()
    assert warnings_of(caplog) == []
    assert not path.exists()


CORRUPTIONS = {
    "empty": b"",
    "whitespace": b"  \n",
    "truncated": b'{\n  "sound": false,\n  "speed": 7,\n  "pre',
    "garbage": bytes(range(256)) * 4,
    "latin1": '{"preset": "caf\xe9"}'.encode("latin-1"),
    "list": b'["sound", true]',
    "number": b"42",
    "null": b"null",
    "deep": b"[" * 100_000,
    "huge int": b'{"speed": ' + b"7" * 4_301 + b"}",  # Python refuses to read ints over 4,300 digits
    "huge int in a list": b'{"window_geometry": [' + b"1" * 5_000 + b"]}",
}


@pytest.mark.parametrize("name", CORRUPTIONS)
def test_unreadable_file_is_kept_aside(name: str, path: Path, caplog: pytest.LogCaptureFixture) -> None:
    original = CORRUPTIONS[name]
    path.write_bytes(original)
    notices: list[str] = []
    assert load_settings(path, clock=clock, notices=notices) == Settings()
    (notice,) = notices
    assert f"settings.json.bad-{STAMP}" in notice and "default settings" in notice
    assert not path.exists()
    assert backups(path) == [path.with_name(f"settings.json.bad-{STAMP}")]
    assert backups(path)[0].read_bytes() == original
    (message,) = warnings_of(caplog)
    assert "was unreadable" in message and f"settings.json.bad-{STAMP}" in message
    assert "started with default settings" in message


def test_a_second_bad_file_keeps_the_first_backup(path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path.write_bytes(b"one")
    load_settings(path, clock=clock)
    path.write_bytes(b"two")
    load_settings(path, clock=clock)
    assert [p.read_bytes() for p in backups(path)] == [b"one", b"two"]
    assert len(warnings_of(caplog)) == 2


def test_a_bad_file_that_cannot_be_moved_still_gives_defaults(
        path: Path, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch) -> None:
    path.write_bytes(b"{")

    def refuse(*_: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(settings_module.os, "replace", refuse)
    assert load_settings(path, clock=clock) == Settings()
    (message,) = warnings_of(caplog)
    assert "could not be moved aside" in message
    assert path.read_bytes() == b"{"


def test_a_bad_file_that_cannot_be_moved_tells_the_player_the_sentence_of_before(
        path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path.write_bytes(b"{")

    def refuse(*_: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(settings_module.os, "replace", refuse)
    notices: list[str] = []
    load_settings(path, clock=clock, notices=notices)
    assert notices == ["Your settings file could not be read; the game started with the default settings."]


def test_a_file_nested_too_deeply_is_told_as_such(path: Path) -> None:
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    notices: list[str] = []
    assert load_settings(path, clock=clock, notices=notices) == Settings()
    (backup,) = backups(path)
    told = (f"Your settings file could not be read (not valid JSON: nested too deeply); it was kept as {backup.name} "
            "and the game started with the default settings.")
    assert notices == [told]


BAD_FIELDS = [
    ("sound", "yes"),
    ("voice", 1),
    ("animation", None),
    ("show_odds_coach", "false"),
    ("speed", "fast"),
    ("speed", True),
    ("speed", 5.0),
    ("speed", 0),
    ("speed", 11),
    ("speed", -3),
    ("preset", "monte-carlo"),
    ("preset", 3),
    ("tier_minimum", "100"),
    ("tier_maximum", -5),
    ("selected_chip", 0),
    ("selected_chip", 7),  # not a chip at the Atlantic City table
    ("window_geometry", 12),
    ("window_geometry", "Adn\u00e9QywAD"),  # not ASCII
    ("window_geometry", "\u0661\u0662\u0663\u0664"),  # digits, but Arabic-Indic ones
    ("window_geometry", "AdnQ ywAD"),
    ("window_geometry", "A" * 4097),
    ("window_geometry", None),
]


@pytest.mark.parametrize(("field", "value"), BAD_FIELDS)
def test_a_bad_field_falls_back_alone(field: str, value: object, path: Path,
                                      caplog: pytest.LogCaptureFixture) -> None:
    data = {**Settings(sound=False, speed=8).to_dict(), field: value}
    path.write_text(json.dumps(data))
    notices: list[str] = []
    loaded = load_settings(path, notices=notices)
    assert len(notices) == 1 and "1 of your settings" in notices[0]
    default = getattr(Settings(), field)
    assert getattr(loaded, field) == default
    for other in ("sound", "speed"):  # the good values are kept
        if other != field:
            assert getattr(loaded, other) == getattr(Settings(sound=False, speed=8), other)
    (message,) = warnings_of(caplog)
    assert field in message and repr(default) in message
    assert backups(path) == []  # the file itself was readable


def test_several_bad_fields_one_line_each(path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path.write_text(json.dumps({"speed": 99, "sound": "loud", "preset": "nowhere", "voice": False}))
    loaded = load_settings(path)
    assert loaded == Settings(voice=False)
    assert len(warnings_of(caplog)) == 3


@pytest.mark.parametrize(("minimum", "maximum"), [(1_000, None), (50_000, 1_000), (123, 456)])
def test_a_bad_tier_resets_both_ends(minimum: object, maximum: object, path: Path,
                                     caplog: pytest.LogCaptureFixture) -> None:
    path.write_text(json.dumps({"preset": "eight-deck", "tier_minimum": minimum, "tier_maximum": maximum}))
    loaded = load_settings(path)
    assert loaded.preset == "eight-deck"
    assert (loaded.tier_minimum, loaded.tier_maximum, loaded.tier) == (None, None, None)
    assert len(warnings_of(caplog)) == 1


def test_unknown_keys_ignored_and_newer_version_read(path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path.write_text(json.dumps({"version": SETTINGS_VERSION + 5, "speed": 2, "theme": "dark", "sound": False}))
    loaded = load_settings(path)
    assert loaded == Settings(speed=2, sound=False)
    assert loaded.version == SETTINGS_VERSION
    assert warnings_of(caplog) == []


def test_a_bad_version_is_reported(path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path.write_text(json.dumps({"version": "one", "speed": 3}))
    assert load_settings(path) == Settings(speed=3)
    assert len(warnings_of(caplog)) == 1


def test_building_impossible_settings_raises() -> None:
    with pytest.raises(ValueError, match="speed"):
        Settings(speed=0)
    with pytest.raises(ValueError, match="preset"):
        dataclasses.replace(Settings(), preset="nowhere")
    with pytest.raises(ValueError, match="tier"):
        Settings(tier_minimum=5)


def test_save_leaves_no_temporary_files(path: Path) -> None:
    for speed in range(1, 11):
        save_settings(path, Settings(speed=speed))
    assert sorted(p.name for p in path.parent.iterdir()) == ["settings.json"]
    assert load_settings(path).speed == 10


def test_save_uses_fsync_and_replace(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(settings_module.os, "fsync", lambda fd: (calls.append("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(settings_module.os, "replace",
                        lambda a, b: (calls.append("replace"), real_replace(a, b))[1])
    save_settings(path, Settings())
    assert calls[:2] == ["fsync", "replace"]


def test_a_failed_save_keeps_the_old_file(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    save_settings(path, Settings(speed=3))
    before = path.read_bytes()

    def fail(*_: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(settings_module.os, "replace", fail)
    with pytest.raises(SettingsError, match=r"could not be saved.*No space left on device"):
        save_settings(path, Settings(speed=9))
    assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir()) == ["settings.json"]


def test_a_failed_write_keeps_the_old_file(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    save_settings(path, Settings(speed=3))
    before = path.read_bytes()

    def fail(_: int) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(settings_module.os, "fsync", fail)
    with pytest.raises(SettingsError):
        save_settings(path, Settings(speed=9))
    assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir()) == ["settings.json"]


def test_saving_into_an_impossible_folder_is_reported(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    with pytest.raises(SettingsError, match="could not be saved") as caught:
        save_settings(blocker / "settings.json", Settings())
    assert isinstance(caught.value, OSError)


def test_a_fifo_is_set_aside_without_blocking(path: Path) -> None:
    os.mkfifo(path)  # opening it for reading would wait for a writer forever
    notices: list[str] = []
    assert load_settings(path, clock=clock, notices=notices) == Settings()
    (aside,) = backups(path)
    assert aside.is_fifo() and not path.exists()
    assert "not a regular file" in notices[0]


def test_a_huge_file_is_set_aside_unread(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with path.open("wb") as handle:
        handle.write(b'{"speed": 3, "pad": "')
        handle.truncate(MAX_FILE_BYTES + 10)  # sparse: no need to write a megabyte
    monkeypatch.setattr(Path, "read_bytes", lambda self: pytest.fail("a huge file must not be read"))
    notices: list[str] = []
    assert load_settings(path, clock=clock, notices=notices) == Settings()
    assert len(backups(path)) == 1 and "far larger" in notices[0]


def test_a_good_file_gives_no_notice(path: Path) -> None:
    save_settings(path, ALL_CHANGED)
    notices: list[str] = []
    assert load_settings(path, notices=notices) == ALL_CHANGED
    assert notices == []


def test_saved_geometry_must_be_base64_text() -> None:
    with pytest.raises(ValueError, match="window_geometry"):
        Settings(window_geometry="g\u00e9om\u00e9trie")
    assert Settings(window_geometry="AdnQywADAAAAAAB4AAAAUA==").window_geometry.isascii()


@pytest.mark.parametrize("digits", [4_300, 4_299])
def test_the_longest_readable_int_falls_back_alone(digits: int, path: Path) -> None:
    path.write_text(json.dumps({"sound": False}).replace(
        "}", f', "speed": {"9" * digits}, "selected_chip": {"1" * digits}}}'))
    notices: list[str] = []
    assert load_settings(path, notices=notices) == Settings(sound=False)
    assert backups(path) == [] and "2 of your settings" in notices[0]


@pytest.mark.parametrize("value", [None, True, False])
def test_reduce_motion_keeps_the_desktop_choice_or_a_fixed_one(path: Path, value: bool | None) -> None:
    save_settings(path, Settings(reduce_motion=value))
    assert load_settings(path).reduce_motion is value


@pytest.mark.parametrize(("field", "bad"), [("deck", "yes"), ("deck", 1), ("felt", "pink"), ("card_back", None),
                                          ("sound_volume", 101), ("voice_volume", -1), ("sound_volume", True),
                                          ("last_bet", [5, "25"]), ("last_bet", 5), ("last_bet", [0]),
                                          ("reduce_motion", "desktop"), ("reduce_motion", 0)])
def test_bad_deck_and_motion_values_fall_back_alone(path: Path, field: str, bad: object,
                                                    caplog: pytest.LogCaptureFixture) -> None:
    path.write_text(json.dumps({"speed": 8, field: bad}), encoding="utf-8")
    settings = load_settings(path)
    assert settings.speed == 8
    assert getattr(settings, field) == getattr(Settings(), field)
    assert any(field in line for line in warnings_of(caplog))
    with pytest.raises(ValueError):
        Settings(**{field: bad})


# --- the upgrade from format 1 -------------------------------------------------------------------------


@pytest.mark.parametrize(("four", "deck"), [(True, "four-colour"), (False, "standard")])
def test_a_format_1_file_is_upgraded_with_its_deck(path: Path, four: bool, deck: str,
                                                    caplog: pytest.LogCaptureFixture) -> None:
    path.write_text(json.dumps({"version": 1, "speed": 7, "sound": False, "four_colour_deck": four}))
    settings = load_settings(path)
    assert (settings.version, settings.deck, settings.speed, settings.sound) == (SETTINGS_VERSION, deck, 7, False)
    assert (settings.card_back, settings.felt, settings.last_bet) == ("ruby", "green", ())
    assert (settings.sound_volume, settings.voice_volume) == (80, 100)
    assert not warnings_of(caplog)  # an upgrade is not damage
    save_settings(path, settings)
    assert "four_colour_deck" not in json.loads(path.read_text()) and load_settings(path) == settings


def test_the_previous_release_s_settings_file_loads_and_upgrades(path: Path) -> None:
    fixture = Path(__file__).resolve().parents[1] / "fixtures" / "profile-format-2" / "settings.json"
    written = json.loads(fixture.read_text())
    assert written["version"] == 1 and written["four_colour_deck"] is True
    path.write_bytes(fixture.read_bytes())
    settings = load_settings(path)
    assert settings.deck == "four-colour"
    assert settings.speed == written["speed"] and settings.preset == written["preset"]
