"""One credit is "1 credit": every sentence counts the amount of credits it names, in English and in German.

A custom table may have a minimum of 1 credit, and a balance, a limit, a raise or a stake is
exactly 1 now and then at any table. A sentence names such an amount with ``%Ln credit(s)``
(or, for a second amount or one with a sign, with ``credit_count``), so it reads "1 credit" and
"1,000 credits", "1 Credit" and "1.000 Credits" in German.
"""

from __future__ import annotations

import ast
import dataclasses
import re
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton

from reddog_qt.app.record.reality_check import reality_check_credits, summary_rows
from reddog_qt.app.table.betting import chip_problem
from reddog_qt.app.table.controller import TableController
from reddog_qt.app.table.narrator import result_sentence
from reddog_qt.app.texts import history_texts, statistics_texts
from reddog_qt.app.texts.language import apply_language, credit_count
from reddog_qt.app.texts.sentence import sentence_text
from reddog_qt.engine import Phase, RaisePolicy, Rules, Session, Shoe
from reddog_qt.engine.errors import BetBelowMinimumError, Coded
from reddog_qt.engine.limits import LimitState, check_change
from reddog_qt.profile.figures import Figures
from reddog_qt.profile.paths import ProfilePaths
from reddog_qt.profile.tables import as_custom, save_tables
from tests.app.window_helpers import widget

APP = Path(__file__).resolve().parents[3] / "reddog_qt" / "app"
#: A custom table whose minimum is 1 credit (the custom-table dialog offers it).
PENNY = as_custom(dataclasses.replace(Rules.preset("atlantic-city"), minimum=1, maximum=10, chips=(1, 5),
                                      default_chip=1, starting_bankroll=100), "Penny")
#: A spread: a five and a jack.
SPREAD = "5c Jd"
NOW = datetime(2026, 11, 24, 15, 0, tzinfo=UTC)
PIN = "8142"

#: An amount written straight before the word "credits": "%1 credits", "%Ln credits".
UNCOUNTED = re.compile(r"%L?(?:\d|n)\s+credits\b", re.IGNORECASE)
#: The sentences that may still do so, and why.
STILL_WRITTEN = {
    # Expectations to the cent: "1.00 credits" is plural in English and German alike.
    "%1 would have been the best play: %2 cost %3 credits in expectation.",
    "%1 was the best play: %2 would have cost %3 credits in expectation.",
    "Cost in expectation: %1 credits.",
    "This hand: raising %1 adds %2 credits on average.",
    "This hand: raising %1 costs %2 credits on average.",
    "Luck: %1 credits. Over %Ln hand(s) your net was %2; the exact odds of the decisions you took expected %3.",
    # A bet range ("5 - 300"), never one amount.
    "This table has one limit: %1 credits.",
}


@pytest.fixture(autouse=True)
def english_afterwards(qapp):
    yield
    apply_language("en")


def sentences_of_the_texts() -> set[str]:
    """Every string literal of the app (a sentence split over lines is one literal): its words are written
    where they are shown."""
    found: set[str] = set()
    for path in APP.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.add(node.value)
    return found


def test_no_sentence_writes_an_amount_before_the_word_credits_without_counting_it() -> None:
    uncounted = {text for text in sentences_of_the_texts() if UNCOUNTED.search(text)}
    assert uncounted == STILL_WRITTEN


def marked_sentences_of(folder: str) -> set[str]:
    """Every sentence a Qt-free layer (engine, profile, record) marks for translation (``QT_TRANSLATE_NOOP``)."""
    found: set[str] = set()
    for path in (APP.parent / folder).glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "QT_TRANSLATE_NOOP":
                found.add(node.args[1].value)  # type: ignore[attr-defined]
    return found


@pytest.mark.parametrize(("folder", "at_least"), [("engine", 30), ("profile", 30), ("record", 3)])
def test_each_refusal_and_notice_counts_the_credits_it_names(folder: str, at_least: int) -> None:
    sentences = marked_sentences_of(folder)
    assert len(sentences) >= at_least
    assert {sentence for sentence in sentences if UNCOUNTED.search(sentence)} == set()


@pytest.mark.parametrize(("amount", "english", "german"), [
    (1, "1 credit", "1 Credit"), (2, "2 credits", "2 Credits"), (0, "0 credits", "0 Credits"),
    (1_000, "1,000 credits", "1.000 Credits"), (1_234_567, "1,234,567 credits", "1.234.567 Credits")])
def test_an_amount_with_its_noun(amount: int, english: str, german: str) -> None:
    apply_language("en")
    assert credit_count(amount) == english
    assert credit_count(amount, signed=True) == ("+" if amount else "") + english
    assert credit_count(-amount, signed=True) == ("-" if amount else "") + english
    apply_language("de")
    assert credit_count(amount) == german
    assert credit_count(-amount) == ("-" if amount else "") + german


def _deciding(rules: Rules, balance: int, wager: int) -> Session:
    session = Session(rules, balance=balance, shoe=Shoe.stacked(rules, SPREAD))
    session.deal(wager)
    assert session.phase is Phase.DECIDING
    return session


def _refused(action) -> ValueError:
    with pytest.raises(ValueError) as refused:  # an engine refusal, or a refused limit change
        action()
    assert isinstance(refused.value, Coded)
    return refused.value


def _below_a_minimum_of_one() -> None:
    """The engine's refusal of a bet under the table minimum, made as the engine makes it: at a 1-credit minimum a
    smaller bet is no bet at all, which the engine refuses as such."""
    raise BetBelowMinimumError("The table minimum is %Ln credit(s).", "below_minimum", minimum=1)


UP_TO = dataclasses.replace(PENNY, raise_policy=RaisePolicy.UP_TO)
ONE_CREDIT_TABLE = dataclasses.replace(PENNY, maximum=1)

#: Refusals of the engine at one credit (and one at ten thousand): what it did, English, German.
REFUSALS_AT_ONE = {
    "limit_unavailable": (lambda: Session(PENNY, limit_known=False).deal(2),
                          ("Your personal bet limit cannot be read right now, so bets are held to the table "
                           "minimum of 1 credit."),
                          ("Ihr persönliches Einsatzlimit kann gerade nicht gelesen werden, daher sind Einsätze auf "
                           "den Mindesteinsatz des Tisches von 1 Credit begrenzt.")),
    "above_maximum": (lambda: Session(ONE_CREDIT_TABLE).deal(2), "The table maximum is 1 credit.",
                      "Der Höchsteinsatz am Tisch beträgt 1 Credit."),
    "above_maximum_grouped": (lambda: Session(Rules.preset("eight-deck"), balance=100_000).deal(20_000),
                              "The table maximum is 10,000 credits.",
                              "Der Höchsteinsatz am Tisch beträgt 10.000 Credits."),
    "above_personal_limit": (lambda: Session(PENNY, personal_limit=1).deal(2), "Your personal bet limit is 1 credit.",
                             "Ihr persönliches Einsatzlimit beträgt 1 Credit."),
    "raise_above_wager": (lambda: _deciding(UP_TO, 100, 1).raise_bet(2),
                          "You can raise at most your wager of 1 credit.",
                          "Sie können höchstens um Ihren Einsatz von 1 Credit erhöhen."),
    "raise_needs_credits": (lambda: _deciding(PENNY, 1, 1).raise_bet(),
                            "You need 1 credit to raise; your balance is 0.",
                            "Zum Erhöhen benötigen Sie 1 Credit; Ihr Guthaben beträgt 0."),
    "limit_unchanged": (lambda: check_change(LimitState(1, NOW, NOW), 1, NOW), "1 credit is already your limit.",
                        "Ihr Limit beträgt bereits 1 Credit."),
    "below_minimum": (_below_a_minimum_of_one, "The table minimum is 1 credit.",
                      "Der Mindesteinsatz am Tisch beträgt 1 Credit."),
}


@pytest.mark.parametrize("case", sorted(REFUSALS_AT_ONE))
def test_a_refusal_at_one_credit_counts_it(case: str) -> None:
    action, english, german = REFUSALS_AT_ONE[case]
    error = _refused(action)
    assert error.code == case.removesuffix("_grouped")
    apply_language("en")
    assert sentence_text(error) == english == str(error)
    apply_language("de")
    assert sentence_text(error) == german


def test_the_bet_spot_refuses_a_chip_over_a_one_credit_minimum_in_both_languages() -> None:
    session = Session(PENNY, limit_known=False)
    assert chip_problem(session, 1) is None
    apply_language("en")
    assert chip_problem(session, 2) == ("Your personal bet limit cannot be read right now, so bets are held to the "
                                        "table minimum of 1 credit.")
    apply_language("de")
    assert chip_problem(session, 2) == ("Ihr persönliches Einsatzlimit kann gerade nicht gelesen werden, daher sind "
                                        "Einsätze auf den Mindesteinsatz des Tisches von 1 Credit begrenzt.")


@pytest.mark.parametrize(("balance", "wager", "english", "german"), [
    (1, 1, "Your balance of 0 credits cannot cover the raise of 1 credit: stand.",
     "Ihr Guthaben von 0 Credits reicht für den Raise von 1 Credit nicht: Bleiben Sie stehen."),
    (3, 2, "Your balance of 1 credit cannot cover the raise of 2 credits: stand.",
     "Ihr Guthaben von 1 Credit reicht für den Raise von 2 Credits nicht: Bleiben Sie stehen."),
    (15, 10, "Your balance of 5 credits cannot cover the raise of 10 credits: stand.",
     "Ihr Guthaben von 5 Credits reicht für den Raise von 10 Credits nicht: Bleiben Sie stehen."),
])
def test_why_raise_is_off_counts_both_amounts(balance: int, wager: int, english: str, german: str) -> None:
    controller = TableController(Session(PENNY, balance=balance, shoe=Shoe.stacked(PENNY, SPREAD)))
    for _ in range(wager):
        assert controller.add_chip(1)
    assert controller.deal()
    apply_language("en")
    assert controller.raise_problem() == english
    apply_language("de")
    assert controller.raise_problem() == german


def test_a_push_of_one_credit_comes_back_in_a_sentence_of_its_own() -> None:
    hand = Session(PENNY, shoe=Shoe.stacked(PENNY, "7c 8d")).deal(1)  # consecutive: a push
    apply_language("en")
    assert result_sentence(hand).endswith("consecutive, a push. Your 1 credit comes back.")
    apply_language("de")
    assert result_sentence(hand).endswith("unentschieden. Ihr 1 Credit geht an Sie zurück.")
    apply_language("en")
    two = Session(PENNY, shoe=Shoe.stacked(PENNY, "7c 8d")).deal(2)
    assert result_sentence(two).endswith("consecutive, a push. Your 2 credits come back.")


def test_the_history_summary_and_the_session_summary_count_one_credit() -> None:
    apply_language("en")
    assert history_texts.summary_text(Figures(hands=1, wagered=1, net=1)) == (
        "1 hand played, 1 credit wagered, net +1 credit.")
    assert history_texts.summary_text(Figures(hands=3, wagered=1_500, net=-40)) == (
        "3 hands played, 1,500 credits wagered, net -40 credits.")
    rows = dict(summary_rows(60, 1, (1, 0, 0), 1, 1, -1, 1))
    assert (rows["Wagered:"], rows["Biggest win:"], rows["Net:"], rows["Balance:"]) == (
        "1 credit", "+1 credit", "-1 credit", "1 credit")
    apply_language("de")
    assert history_texts.summary_text(Figures(hands=1, wagered=1, net=1)) == (
        "1 Coup gespielt, 1 Credit eingesetzt, netto +1 Credit.")


# --- at the table: a custom table whose minimum is 1 credit, and a personal limit of 1 -----------------------


@pytest.mark.parametrize(("language", "limit_line", "refusal", "spot"), [
    ("en", "Your personal bet limit: 1 credit (for all games).", "Your personal bet limit is 1 credit.",
     "Bet spot, 1 credit"),
    ("de", "Ihr persönliches Einsatzlimit: 1 Credit (für alle Spiele).",
     "Ihr persönliches Einsatzlimit beträgt 1 Credit.", "Einsatzfeld, 1 Credit"),
])
def test_a_personal_limit_of_one_credit_at_a_penny_table(qtbot, make_window, profile: Path, language: str,
                                                         limit_line: str, refusal: str, spot: str) -> None:
    ProfilePaths.single(profile).ensure()
    save_tables(ProfilePaths.single(profile).tables_file, [PENNY])
    window = make_window(preset=PENNY.name, seed=1, animated=False)
    assert window.session.rules.minimum == 1
    window.apply_settings(dataclasses.replace(window.settings, language=language))

    dialog = window.open_bet_options()
    for name, typed in (("limit_edit", "1"), ("pin_edit", PIN), ("pin_confirm_edit", PIN)):
        qtbot.keyClicks(dialog.findChild(QLineEdit, name), typed)
    qtbot.mouseClick(dialog.findChild(QPushButton, "limit_ok_button"), Qt.MouseButton.LeftButton)
    assert window.session.personal_limit == 1
    dialog = window.open_bet_options()
    assert dialog.findChild(QLabel, "current_limit_label").text() == limit_line
    dialog.reject()

    assert window.controller.add_chip(1)
    assert window.scene.bet_spot.accessibleName() == spot
    assert not window.controller.add_chip(1)
    assert widget(window, "message_label").text() == refusal


def test_the_record_counts_one_credit_too() -> None:
    assert reality_check_credits(1) == "1 credit"
    assert reality_check_credits(1, signed=True) == "+1 credit"
    assert reality_check_credits(-1_000, signed=True) == "-1,000 credits"
    assert history_texts.new_game_marker(1, None) == "New Game: a fresh bankroll of 1 credit"
    assert history_texts.new_game_marker(1, 2_500) == "New Game: a fresh bankroll of 1 credit (your balance was 2,500)"
    luck = statistics_texts.luck_text(3, "+0.40", 1, "+0.60", 0)
    assert "Over 3 hands your net was +1 credit;" in luck
    apply_language("de")
    assert history_texts.new_game_marker(1, 2_500) == (
        "Neues Spiel: neues Guthaben von 1 Credit (bisheriges Guthaben: 2.500)")
    assert "betrug Ihr Nettoergebnis -1 Credit;" in statistics_texts.luck_text(3, "-0,40", -1, "+0,60", 0)
