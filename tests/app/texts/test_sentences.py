"""The engine's and the profile's sentences in the player's language: written once, where they are raised.

Each refusal, profile error and notice carries the English template its raise site marks for
``pyside6-lupdate``; :func:`~reddog_qt.app.texts.sentence.sentence_text` translates it. Here, for one of
every kind of refusal and a set of profile errors and notices: in English the player reads the error's own
message; the German catalogue holds its template, in the context the error names, translated; and in
German every value is written in, in the locale's digits.
"""

from __future__ import annotations

import dataclasses
import logging
import re
import sys
import xml.etree.ElementTree as ET
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "engine"))
from refusal_samples import all_refusals

from reddog_qt.app.texts.language import apply_language
from reddog_qt.app.texts.rules_texts import (
    pay_table_name,
    pay_table_rows,
    pays_text,
    preset_title,
    raise_text,
    rules_summary,
    table_title,
    tier_text,
)
from reddog_qt.app.texts.sentence import sentence_text
from reddog_qt.engine import (
    PAY_TABLES,
    PRESET_NAMES,
    HandKind,
    LimitTier,
    PayTable,
    RaisePolicy,
    RedDogError,
    Rules,
    ShufflePolicy,
)
from reddog_qt.engine.limits import LimitState, apply_change, check_change
from reddog_qt.engine.pin import pin_locked_error
from reddog_qt.engine.rules import DOUBLE_RAISE_PAYS, STANDARD_PAYS
from reddog_qt.profile import hand_notice
from reddog_qt.profile.limits import NoPinError, PinAlreadySetError
from reddog_qt.profile.notice import Notice
from reddog_qt.profile.paths import ProfileError, ProfilePaths
from reddog_qt.profile.rows import HandRecord, HandStatus
from reddog_qt.profile.sqlite_file import ProfileUnavailableError, in_use_error
from reddog_qt.profile.tables import TablesError, load_tables, rules_from_dict, rules_to_dict, title_problem
from reddog_qt.profile.values import parse_cards

CATALOGUE = Path(__file__).resolve().parents[3] / "reddog_qt" / "i18n" / "reddog_de.ts"
NOW = datetime(2026, 11, 24, 15, 0, tzinfo=UTC)


def _german_catalogue() -> dict[tuple[str, str], list[str]]:
    found = {}
    for context in ET.parse(CATALOGUE).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            forms = [form.text or "" for form in translation.iter("numerusform")] or [translation.text or ""]
            if translation.get("type") != "unfinished":
                found[(context.findtext("name") or "", message.findtext("source") or "")] = forms
    return found


@pytest.fixture(autouse=True)
def english_afterwards(qapp: QApplication):
    apply_language("en")
    yield
    apply_language("en")


def _table_file_refusals() -> list[Exception]:
    good = rules_to_dict(Rules.preset("six-deck-shoe"))
    refusals = []
    for data in ([], {**good, "title": ""}, {k: v for k, v in good.items() if k != "decks"}, {**good, "decks": 12}):
        with pytest.raises(RedDogError) as refused:
            rules_from_dict(data)  # type: ignore[arg-type]
        refusals.append(refused.value)
    return refusals


def _profile_errors(tmp_path: Path) -> list[Exception]:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(ProfileError) as not_a_folder:
        ProfilePaths.resolve(blocker).ensure()
    return [
        not_a_folder.value,
        in_use_error(tmp_path),
        ProfileError("Bet ID %1 was already paid; it was not paid again.", "bet_id_paid", bet_id="1000012"),
        ProfileUnavailableError("Red Dog could not record %2 in %1 (%3); nothing was changed. Check that the disk has "
                                "room and the folder can be written, then try again.", "not_recorded_ledger",
                                path=str(tmp_path / "ledger.sqlite3"), what="Bet ID 12", reason="disk full"),
        ProfileUnavailableError("The file %1 is closed.", "closed_personal_limit",
                                path=str(tmp_path / "limits.sqlite3")),
        TablesError("Your custom tables could not be saved to %1 (%2).", "tables_not_saved", path=str(tmp_path),
                    reason="No space left on device"),
        PinAlreadySetError("You already have a PIN; type it to confirm changes.", "pin_already_set"),
        NoPinError("Choose a PIN first: you will type it to confirm every change of your limit.", "no_pin"),
    ]


def _hand(net: int) -> HandRecord:
    return HandRecord(bet_id=1_000_012, slip_id=1, status=HandStatus.SETTLED, opened_at=NOW, settled_at=NOW,
                      rules_name="atlantic-city", cards=parse_cards("5c Jd 8h"), spread=5, kind=HandKind.SPREAD,
                      wager=10, raised=0, net=net, balance_after=1_010, shuffle_id="s")


def _notices(tmp_path: Path) -> list[Notice]:
    tables = tmp_path / "tables.json"
    tables.write_text('{"version": 1, "tables": [[], {"title": "Mine"}]}')
    _, notes = load_tables(tables)
    problem = ProfileError("Your personal-limit file cannot be read (%1); restart Red Dog to repair it.",
                           "limits_unreadable", reason="x")
    notices = [note for note in notes if isinstance(note, Notice)]
    assert len(notices) == 2
    return [
        *notices,
        Notice("%1 Until it can be read, every bet is held to the table minimum.", "limits_unavailable",
               problem=problem),
        Notice("Your next Bet ID could not be read; Bet IDs continue from %1.", "next_bet_id_rebuilt", next=12_345),
        Notice("A damaged open hand was voided: its wager of %Ln credit(s) was returned.", "open_hand_voided",
               wager=1),
        hand_notice(_hand(10)), hand_notice(_hand(-1), unseen=True),
        *(note for note in (title_problem(""), title_problem("x" * 40), title_problem("Mine", ["mine"]))
          if note is not None),
    ]


def every_sentence(tmp_path: Path) -> list[object]:
    locked = apply_change(LimitState(), 250, NOW)
    with pytest.raises(ValueError) as far:
        check_change(locked, 300, NOW, local_zone=UTC)
    return [*all_refusals(), *_table_file_refusals(), *_profile_errors(tmp_path), *_notices(tmp_path), far.value,
            pin_locked_error(NOW, UTC, now=NOW.replace(day=23))]


def test_in_english_each_sentence_is_the_message_it_was_raised_with(tmp_path: Path) -> None:
    for item in every_sentence(tmp_path):
        assert sentence_text(item) == str(item), getattr(item, "code", item)


def test_each_sentence_is_in_the_german_catalogue_in_its_context_and_reads_in_german(tmp_path: Path) -> None:
    german = _german_catalogue()
    items = every_sentence(tmp_path)
    apply_language("de")
    missing, english_left = [], []
    for item in items:
        key = (item.context, item.template)  # type: ignore[attr-defined]
        if key not in german:
            missing.append(key)
            continue
        shown = sentence_text(item)
        if shown == str(item) or re.search(r"%(\d|L?n)|\(s\)", shown):
            english_left.append(shown)
    assert missing == [] and english_left == []


def test_the_values_are_written_in_the_locale() -> None:
    refusals = {item.code: item for item in all_refusals()}
    paid = ProfileError("Bet ID %1 was already paid; it was not paid again.", "bet_id_paid", bet_id="1000012")
    apply_language("de")
    assert sentence_text(refusals["bet_id_range"]) == "Eine Bet-ID ist eine ganze Zahl von 1 bis 999.999.999.999.999."
    assert sentence_text(paid).startswith("Bet-ID 1000012 ")  # a Bet ID is a name, never grouped
    assert sentence_text(refusals["limit_locked_raise"]) == (
        "Sie haben Ihr Limit am Di., 24. Nov. 2026 um 10:00 Uhr ET geändert; Sie können es ab Fr., 27. Nov. 2026 "
        "00:00 ET wieder erhöhen (Ihre Ortszeit: 05:00). Senken können Sie es jederzeit.")
    assert sentence_text(refusals["pin_locked_far"]) == (
        "Nach 5 falschen PINs in Folge ist die PIN-Eingabe bis Di., 24. Nov., 15:00 Uhr gesperrt.")
    assert sentence_text(all_refusals()[-1]) == "Falsche PIN (noch 1 Versuch)."


def test_anything_else_is_shown_as_it_is(caplog: pytest.LogCaptureFixture) -> None:
    assert sentence_text(ValueError("plain")) == "plain"
    assert sentence_text("A plain notice.") == "A plain notice."
    assert sentence_text(RedDogError("Something new was refused.")) == "Something new was refused."
    broken = RedDogError("The table minimum is %Ln credit(s).", "below_minimum", minimum=5)
    broken.params = {}
    with caplog.at_level(logging.WARNING, logger="reddog_qt.app.texts.sentence"):
        assert sentence_text(broken) == "The table minimum is 5 credits."
    assert "cannot be written" in caplog.text


# --- the house rules: the engine keeps the numbers, the app writes the words ---------------------------------


def test_the_one_line_summary_of_a_table() -> None:
    assert rules_summary(Rules.preset("atlantic-city")) == "1 deck, reshuffled every hand, 5-300"
    assert rules_summary(Rules.preset("eight-deck")) == "8 decks, reshuffled every hand, 100-10,000"
    assert rules_summary(Rules.preset("six-deck-shoe")) == "6 decks, dealt from a shoe to a 75% cut card, 10-500"
    top = Rules.preset("eight-deck").with_tier(Rules.preset("eight-deck").tiers[-1])
    assert rules_summary(top) == "8 decks, reshuffled every hand, 10,000-200,000"
    shoe = dataclasses.replace(Rules.preset("six-deck-shoe"), decks=2, penetration_percent=60)
    assert rules_summary(shoe) == "2 decks, dealt from a shoe to a 60% cut card, 10-500"
    one = dataclasses.replace(Rules.preset("atlantic-city"), shuffle=ShufflePolicy.CUT_CARD)
    assert rules_summary(one) == "1 deck, dealt from a shoe to a 75% cut card, 5-300"
    apply_language("de")
    assert rules_summary(Rules.preset("eight-deck")).endswith("100-10.000")


def test_the_raise_in_words() -> None:
    six = Rules.preset("six-deck-shoe")
    assert raise_text(Rules.preset("atlantic-city")) == "Raise: equal to your wager"
    assert raise_text(six) == "Raise: any amount up to your wager"
    assert raise_text(dataclasses.replace(six, raise_multiple=3)) == "Raise: any amount up to 3 times your wager"
    assert raise_text(dataclasses.replace(Rules(), raise_multiple=2)) == "Raise: exactly 2 times your wager"
    assert raise_text(dataclasses.replace(Rules(), raise_policy=RaisePolicy.UP_TO)) == (
        "Raise: any amount up to your wager")


def test_the_pay_table_in_words() -> None:
    assert pay_table_rows(Rules.preset("eight-deck")) == [
        ("Spread 1", "5:1"), ("Spread 2", "4:1"), ("Spread 3", "2:1"), ("Spread 4-11", "1:1"),
        ("Consecutive", "Push"), ("Pair", "Push"), ("Three of a kind", "11:1")]
    flat = dataclasses.replace(Rules(), spread_pays=(1,) * 11, trips_pays=12)
    assert pay_table_rows(flat)[0] == ("Spread 1-11", "1:1") and pay_table_rows(flat)[-1][1] == "12:1"
    assert pays_text(STANDARD_PAYS) == "5-4-2-1, trips 11:1"
    assert pays_text(DOUBLE_RAISE_PAYS) == "4-3-1, trips 11:1"
    assert pays_text(PayTable((2,) * 11, 9)) == "2, trips 9:1"
    for title, _pays in PAY_TABLES.values():
        assert pay_table_name(title) == title


def test_titles_and_tiers() -> None:
    for name in PRESET_NAMES:
        rules = Rules.preset(name)
        assert table_title(rules) == rules.title == preset_title(name)
    custom = dataclasses.replace(Rules.preset("atlantic-city"), name="custom:Mine", title="Mine")
    assert table_title(custom) == "Mine" and preset_title("custom:Mine") is None
    assert tier_text(LimitTier(1_000, 50_000)) == "1,000 - 50,000" == str(LimitTier(1_000, 50_000))
