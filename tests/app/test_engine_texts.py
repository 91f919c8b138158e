"""The engine's and the profile's texts through reddog_qt.app.texts.engine_texts: in English exactly as before."""

from __future__ import annotations

import dataclasses
import logging
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "engine"))
from refusal_samples import all_refusals

from reddog_qt.app.texts import engine_texts
from reddog_qt.app.texts.engine_texts import (
    NOTICES,
    PROFILE_ERRORS,
    REFUSALS,
    notice_text,
    pay_table_name,
    pay_table_rows,
    pays_text,
    preset_title,
    profile_error_text,
    raise_text,
    refusal_text,
    rules_summary,
    table_title,
    tier_text,
)
from reddog_qt.app.texts.language import apply_language
from reddog_qt.engine import PAY_TABLES, PRESET_NAMES, LimitTier, RaisePolicy, RedDogError, Rules, ShufflePolicy
from reddog_qt.engine.errors import REFUSAL_CODES
from reddog_qt.profile.limits import NoPinError, PinAlreadySetError
from reddog_qt.profile.notice import Notice
from reddog_qt.profile.paths import ProfileError
from reddog_qt.profile.store import ProfileUnavailableError
from reddog_qt.profile.tables import TablesError, load_tables, rules_from_dict, rules_to_dict, title_problem


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> None:
    apply_language("en")


def test_every_engine_code_has_a_sentence() -> None:
    assert set(REFUSALS) >= REFUSAL_CODES


@pytest.mark.parametrize("error", all_refusals(), ids=lambda error: error.code)
def test_each_refusal_reads_in_english_as_the_engine_wrote_it(error: Exception) -> None:
    assert refusal_text(error) == str(error)


def test_numbers_in_refusals_are_grouped() -> None:
    error = dataclasses.replace(Rules.preset("eight-deck"))
    from reddog_qt.engine import Session
    session = Session(error, balance=100_000)
    with pytest.raises(RedDogError) as refused:
        session.deal(20_000)
    assert refused.value.code == "above_maximum"
    assert refusal_text(refused.value) == "The table maximum is 10,000 credits."


def test_an_unknown_code_falls_back_to_the_english_text_and_is_logged_once(caplog: pytest.LogCaptureFixture) -> None:
    engine_texts._unknown.clear()
    error = RedDogError("Something new was refused.", "something_new", amount=5)
    with caplog.at_level(logging.WARNING, logger="reddog_qt.app.texts.engine_texts"):
        assert refusal_text(error) == "Something new was refused."
        assert refusal_text(error) == "Something new was refused."
    assert len([r for r in caplog.records if "something_new" in r.getMessage()]) == 1
    assert refusal_text(ValueError("plain")) == "plain"


def test_a_sentence_missing_a_value_falls_back() -> None:
    error = RedDogError("The table minimum is 5 credits.", "below_minimum")
    assert refusal_text(error) == "The table minimum is 5 credits."


def test_the_pin_refusals_of_the_limit_store() -> None:
    for error in (PinAlreadySetError("You already have a PIN; type it to confirm changes.", "pin_already_set"),
                  NoPinError("Choose a PIN first: you will type it to confirm every change of your limit.", "no_pin")):
        assert refusal_text(error) == str(error)


def test_table_file_refusals_read_as_before() -> None:
    good = rules_to_dict(Rules.preset("six-deck-shoe"))
    cases = [[], {**good, "title": ""}, {k: v for k, v in good.items() if k != "decks"}, {**good, "decks": 12},
             {**good, "shuffle": "sometimes"}]
    for data in cases:
        with pytest.raises(RedDogError) as refused:
            rules_from_dict(data)  # type: ignore[arg-type]
        assert refused.value.code in REFUSALS
        assert refusal_text(refused.value) == str(refused.value)


def _profile_errors(tmp_path: Path) -> list[Exception]:
    error = OSError(28, "No space left on device")
    return [
        ProfileError("Red Dog's profile folder /x exists but is not a folder.", "folder_not_folder", folder="/x"),
        ProfileError("Bet ID 12 was already paid; it was not paid again.", "bet_id_paid", bet_id=12),
        ProfileError("Your ledger has lost its next bet id; restart Red Dog to repair it.", "ledger_lost_next_bet_id"),
        ProfileUnavailableError("Red Dog could not record Bet ID 12 in your ledger (disk full); nothing was changed. "
                                "Check that the disk has room and the folder can be written, then try again.",
                                "not_recorded_ledger", what="Bet ID 12", reason="disk full"),
        ProfileUnavailableError("Your personal-limit file is closed.", "closed_personal_limit"),
        TablesError(f"Your custom tables could not be saved to {tmp_path} ({error.strerror}).", "tables_not_saved",
                    path=str(tmp_path), reason=error.strerror),
    ]


def test_profile_errors_read_as_before(tmp_path: Path) -> None:
    for error in _profile_errors(tmp_path):
        assert error.code in PROFILE_ERRORS
        assert profile_error_text(error) == str(error)
    assert profile_error_text(ProfileError("An old message.")) == "An old message."


def test_profile_errors_raised_by_the_store(tmp_path: Path) -> None:
    from reddog_qt.profile.paths import ProfilePaths
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(ProfileError) as refused:
        ProfilePaths.resolve(blocker).ensure()
    assert refused.value.code in PROFILE_ERRORS and profile_error_text(refused.value) == str(refused.value)


def test_notices_read_as_before(tmp_path: Path) -> None:
    tables = tmp_path / "tables.json"
    tables.write_text('{"version": 1, "tables": [[], {"title": "Mine"}]}')
    _, notes = load_tables(tables)
    assert len(notes) == 2
    problem = ProfileError("Your PIN cannot be read (x); restart Red Dog to repair it.", "pin_unreadable", reason="x")
    notes += [
        Notice("Bet ID 7 was interrupted before your decision; it was finished as a stand with a third card drawn "
               "now (+1,200 credits).", "hand_recovered", bet_id=7, net=1_200),
        Notice(f"{problem} Until it can be read, every bet is held to the table minimum.", "limits_unavailable",
               problem=problem),
        Notice("Your next Bet ID could not be read; Bet IDs continue from 12,345.", "next_bet_id_rebuilt",
               next=12_345),
        title_problem(""), title_problem("x" * 40), title_problem("Mine", ["mine"]), "A plain notice.",
    ]
    for note in notes:
        assert note is not None
        if isinstance(note, Notice):
            assert note.code in NOTICES
        assert notice_text(note) == note


def test_titles_of_the_presets_and_custom_tables() -> None:
    for name in PRESET_NAMES:
        rules = Rules.preset(name)
        assert table_title(rules) == rules.title == preset_title(name)
    custom = dataclasses.replace(Rules.preset("atlantic-city"), name="custom:Mine", title="Mine")
    assert table_title(custom) == "Mine" and preset_title("custom:Mine") is None


def test_rules_texts_read_as_the_engine_writes_them() -> None:
    variants = []
    for name in PRESET_NAMES:
        base = Rules.preset(name)
        for decks in (1, 6):
            for shuffle in ShufflePolicy:
                for policy in RaisePolicy:
                    for multiple in (1, 2):
                        variants.append(dataclasses.replace(base, decks=decks, shuffle=shuffle, raise_policy=policy,
                                                            raise_multiple=multiple))
    for rules in variants:
        assert rules_summary(rules) == rules.describe()
        assert raise_text(rules) == rules.describe_raise()
        assert pay_table_rows(rules) == rules.pay_table()
    assert rules_summary(Rules.preset("eight-deck")) == "8 decks, reshuffled every hand, 100-10,000"
    for title, pays in PAY_TABLES.values():
        assert pay_table_name(title) == title and pays_text(pays) == pays.describe()
    for tier in Rules.preset("eight-deck").tiers:
        assert tier_text(tier) == str(tier)
    assert tier_text(LimitTier(1_000, 50_000)) == "1,000 - 50,000"
