"""Every refusal of the engine is made from its sentence: a template marked for translation, a code, its values.

The English a player reads (``str(error)``) is written from the template the raise site marks
with ``QT_TRANSLATE_NOOP``; the app translates that same template (``tests/app/texts/test_sentences.py``
checks each one against the German catalogue). Here: each raise site marks its sentence, each
refusal carries a code and values that fill its template exactly, and the English reads right.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from refusal_samples import ACTIONS, RETURNED, all_refusals, refusal

import reddog_qt.engine
from reddog_qt.engine import RedDogError
from reddog_qt.engine.errors import BetBelowMinimumError, Coded
from reddog_qt.engine.sentence import COUNT, Gain, english, split

ENGINE_DIR = Path(reddog_qt.engine.__file__).parent


def refusal_classes() -> set[str]:
    names = set()
    for module in (reddog_qt.engine.errors, reddog_qt.engine.shoe, reddog_qt.engine.limits, reddog_qt.engine.pin):
        names |= {name for name, value in vars(module).items()
                  if isinstance(value, type) and issubclass(value, Coded) and issubclass(value, BaseException)}
    return names


def construction_sites() -> list[tuple[str, int, ast.Call]]:
    """Every call in the engine that makes a refusal (a refusal class, or ``exc`` chosen between two)."""
    classes = refusal_classes() | {"exc"}
    sites = []
    for path in sorted(ENGINE_DIR.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in classes:
                sites.append((path.name, node.lineno, node))
    return sites


def marked_sentences() -> list[tuple[str, int, str, str]]:
    """Every ``QT_TRANSLATE_NOOP(context, text)`` of the engine: (module, line, context, text)."""
    found = []
    for path in sorted(ENGINE_DIR.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "QT_TRANSLATE_NOOP":
                context, text = node.args
                where = f"{path.name}:{node.lineno}"
                assert isinstance(context, ast.Constant) and isinstance(text, ast.Constant), where
                found.append((path.name, node.lineno, context.value, text.value))
    return found


def test_the_refusal_classes_are_found() -> None:
    expected = {"RedDogError", "BetBelowMinimumError", "CutError", "LimitInputError", "InvalidPinError"}
    assert expected <= refusal_classes()
    assert len(construction_sites()) >= 45


def test_every_refusal_made_in_the_engine_is_made_from_a_marked_sentence() -> None:
    unmarked = []
    for module, line, call in construction_sites():
        if not call.args:
            continue  # a subclass passing its arguments on (super().__init__)
        template = call.args[0]
        # A sentence written at the site must be marked, or lupdate never sees it (and German never shows it);
        # a name or a table lookup takes one of the marked sentences below.
        if isinstance(template, (ast.JoinedStr, ast.Constant, ast.BinOp)):
            unmarked.append(f"{module}:{line}")
    assert unmarked == []


def test_the_engine_marks_its_sentences_as_refusals() -> None:
    sentences = marked_sentences()
    assert len(sentences) >= 70
    assert {context for _, _, context, _ in sentences} == {"Refusal"}


@pytest.mark.parametrize("code", sorted([*ACTIONS, *RETURNED]))
def test_each_refusal_carries_its_code_and_values_that_fill_its_sentence(code: str) -> None:
    error = refusal(code)
    assert error.code == code and re.fullmatch(r"[a-z_]+", code)
    assert isinstance(error.params, dict) and error.template
    assert (error.template, error.context) in {(text, context) for _, _, context, text in marked_sentences()}
    count, values = split(error.template, error.params)
    assert (count >= 0) == bool(COUNT.search(error.template))
    assert {int(n) for n in re.findall(r"%(\d)", error.template)} == set(range(1, len(values) + 1)), error.params
    message = str(error)
    assert message == english(error.template, error.params)
    assert not re.search(r"%(\d|L?n)|\(s\)", message), message


def test_a_refusal_is_still_its_english_message() -> None:
    error = refusal("below_minimum")
    assert isinstance(error, RedDogError)
    assert str(error) == "The table minimum is 5 credits." and error.params == {"minimum": 5}
    assert error.args == ("The table minimum is 5 credits.",)
    assert error.template == "The table minimum is %Ln credit(s)." and error.context == "Refusal"


def test_one_credit_is_counted_in_english() -> None:
    error = BetBelowMinimumError("The table minimum is %Ln credit(s).", "below_minimum", minimum=1)
    assert str(error) == "The table minimum is 1 credit."
    assert str(Gain(1)) == "+1 credit" and str(Gain(-1_500)) == "-1,500 credits" and str(Gain(0)) == "0 credits"


def test_a_refusal_made_without_a_code_has_its_class_default() -> None:
    error = RedDogError("Something was refused.")
    assert error.code == "refused" and error.params == {}


def test_all_refusals_are_made() -> None:
    assert len(all_refusals()) == len(ACTIONS) + len(RETURNED) + 1
