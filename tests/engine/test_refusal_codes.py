"""Every refusal of the engine carries a known code and the values its sentence shows."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from refusal_samples import ACTIONS, RETURNED, all_refusals, refusal

import reddog_qt.engine
from reddog_qt.engine import RedDogError
from reddog_qt.engine.errors import REFUSAL_CODES, Coded

ENGINE_DIR = Path(reddog_qt.engine.__file__).parent
#: The engine's refusal classes, and where each takes its code (the index of the positional argument).
CODE_ARGUMENT = {"LimitLockedError": 3, "WrongPinError": 2, "PinLockedError": 2, "bad": 1, "exc": 1}
#: Classes whose code has a default of its own (a raise may leave it out).
DEFAULT_CODES = {"WrongPinError", "PinLockedError"}


def refusal_classes() -> set[str]:
    names = set()
    for module in (reddog_qt.engine.errors, reddog_qt.engine.shoe, reddog_qt.engine.limits, reddog_qt.engine.pin):
        names |= {name for name, value in vars(module).items()
                  if isinstance(value, type) and issubclass(value, Coded) and issubclass(value, BaseException)}
    return names


def construction_sites() -> list[tuple[str, int, ast.Call]]:
    """Every call in the engine that makes a refusal: a refusal class, ``bad(...)`` or ``exc(...)``."""
    classes = refusal_classes() | {"bad", "exc"}
    sites = []
    for path in sorted(ENGINE_DIR.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in classes:
                sites.append((path.name, node.lineno, node))
    return sites


def test_the_refusal_classes_are_found() -> None:
    expected = {"RedDogError", "BetBelowMinimumError", "CutError", "LimitInputError", "InvalidPinError"}
    assert expected <= refusal_classes()
    assert len(construction_sites()) >= 60


@pytest.mark.parametrize(("module", "line", "call"), construction_sites(),
                         ids=lambda value: value if isinstance(value, (str, int)) else "")
def test_every_refusal_made_in_the_engine_gives_a_known_code(module: str, line: int, call: ast.Call) -> None:
    name = call.func.id  # type: ignore[attr-defined]
    index = CODE_ARGUMENT.get(name, 1)
    code = next((keyword.value for keyword in call.keywords if keyword.arg == "code"), None)
    if code is None and len(call.args) > index:
        code = call.args[index]
    if code is None:
        assert name in DEFAULT_CODES, f"{module}:{line}: {name}(...) is made without a code"
        return
    if isinstance(code, ast.Constant):
        assert code.value in REFUSAL_CODES, f"{module}:{line}: unknown code {code.value!r}"
    else:  # made from words (checked by the refusals below) or chosen between literals
        literals = [node.value for node in ast.walk(code) if isinstance(node, ast.Constant)
                    and isinstance(node.value, str) and re.fullmatch(r"[a-z_]+", node.value)]
        if isinstance(code, ast.IfExp):
            assert all(literal in REFUSAL_CODES for literal in literals), f"{module}:{line}: {literals}"


def test_every_code_is_given_by_some_refusal() -> None:
    assert set(ACTIONS) | set(RETURNED) == REFUSAL_CODES - {"pin_already_set", "no_pin"}


@pytest.mark.parametrize("code", sorted([*ACTIONS, *RETURNED]))
def test_each_refusal_carries_its_code_and_the_numbers_it_shows(code: str) -> None:
    error = refusal(code)
    assert error.code == code and error.code in REFUSAL_CODES
    assert isinstance(error.params, dict)
    message = str(error)
    shown = set(re.findall(r"\d[\d,]*", message))
    # Every number in the sentence comes from a value (or is part of the fixed wording).
    fixed = {"1", "0", "9", "4", "8", "250", "10", "95", "11", "24", "2026"}
    values = set()
    for value in error.params.values():
        if isinstance(value, int) and not isinstance(value, bool):
            values |= {str(value), f"{value:,}"}
        elif isinstance(value, str):
            values |= set(re.findall(r"\d[\d,]*", value))
        else:
            values |= set(re.findall(r"\d[\d,]*", str(value)))
    missing = {number for number in shown if number not in values and number not in fixed}
    assert not missing, f"{code}: {message!r} shows {missing} that its params {error.params} do not hold"


def test_a_refusal_is_still_its_english_message() -> None:
    error = refusal("below_minimum")
    assert isinstance(error, RedDogError)
    assert str(error) == "The table minimum is 5 credits." and error.params == {"minimum": 5}
    assert error.args == ("The table minimum is 5 credits.",)


def test_a_refusal_made_without_a_code_has_its_class_default() -> None:
    error = RedDogError("Something was refused.")
    assert error.code == "refused" and error.params == {}


def test_all_refusals_are_made() -> None:
    assert len(all_refusals()) == len(ACTIONS) + len(RETURNED) + 1
