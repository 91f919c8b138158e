"""Every example in the game's docstrings runs, as written, module by module (``doctest``)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import reddog_qt

MODULES = sorted(name for _finder, name, _package in pkgutil.walk_packages(reddog_qt.__path__, "reddog_qt."))


def test_every_module_of_the_game_is_looked_at() -> None:
    assert {"reddog_qt.engine.hand", "reddog_qt.profile.store", "reddog_qt.app.table.main_window"} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_the_docstring_examples_hold(name: str, qapp) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE, verbose=False)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples in {name} fail"
