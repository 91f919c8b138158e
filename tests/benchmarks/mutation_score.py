"""Mutation score of engine modules: how many small wrong versions of the code the engine tests catch.

Run from the source tree::

    python tests/benchmarks/mutation_score.py reddog_qt/engine/hand.py reddog_qt/engine/rules.py [--workers 2]

Each mutant is the module with one change a slip of the keyboard could make: a comparison
turned (``<`` and ``<=``, ``==`` and ``!=``, ``is`` and ``is not``, ``in`` and ``not in``), an
arithmetic operator swapped (``+`` and ``-``, ``*`` and ``//``), ``and`` and ``or`` swapped, a
``not`` dropped, a whole number moved by one, ``True`` and ``False`` swapped. Docstrings,
messages and type annotations are left alone. For each mutant the engine tests run on a copy
of the tree (``pytest -x``, stopping at the first failure) in a fresh process; a mutant is
*killed* if they fail and *survives* if they pass. The report lists every survivor with its
line, so a reader can tell a missing test from a change that behaves the same (an
"equivalent" mutant).

This is a measurement, not a test: it takes minutes.
"""

from __future__ import annotations

import argparse
import ast
import functools
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: The engine tests, the quickest and most direct first (``-x`` stops at the first failure).
TESTS = ["tests/engine/test_hand.py", "tests/engine/test_rules.py", "tests/engine/test_refusal_codes.py",
         "tests/engine/test_session.py", "tests/engine/test_hand_odds.py", "tests/engine/test_odds.py",
         "tests/engine/test_odds_custom.py", "tests/engine/test_limits.py", "tests/engine/test_multi_raise.py",
         "tests/engine/test_cards.py", "tests/engine/test_shoe.py", "tests/engine/test_stateful.py",
         "tests/engine/test_purity.py"]

_COMPARE_SWAPS: dict[type, type] = {
    ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Eq: ast.NotEq, ast.NotEq: ast.Eq,
    ast.Is: ast.IsNot, ast.IsNot: ast.Is, ast.In: ast.NotIn, ast.NotIn: ast.In,
}
_BINOP_SWAPS: dict[type, type] = {ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.FloorDiv, ast.FloorDiv: ast.Mult}
_SYMBOL = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!=", ast.Is: "is",
           ast.IsNot: "is not", ast.In: "in", ast.NotIn: "not in", ast.Add: "+", ast.Sub: "-", ast.Mult: "*",
           ast.FloorDiv: "//", ast.And: "and", ast.Or: "or"}


@dataclass(frozen=True)
class Mutant:
    index: int
    line: int
    change: str


def _protected(tree: ast.AST) -> set[int]:
    """Nodes never mutated: docstrings, f-strings (messages), annotations, ``__all__``."""
    keep: set[int] = set()

    def mark(node: ast.AST | None) -> None:
        if node is not None:
            keep.update(id(inner) for inner in ast.walk(node))

    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            mark(node)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            mark(node.returns)
            for arg in node.args.args + node.args.kwonlyargs + node.args.posonlyargs:
                mark(arg.annotation)
        elif isinstance(node, ast.AnnAssign):
            mark(node.annotation)
        elif isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            mark(node)
    return keep


def _sites(tree: ast.AST) -> Iterator[tuple[ast.AST, int, str]]:
    """Every (node, variant, description) that can be mutated, in a fixed order."""
    keep = _protected(tree)
    for node in ast.walk(tree):
        if id(node) in keep:
            continue
        if isinstance(node, ast.Compare):
            for position, op in enumerate(node.ops):
                if type(op) in _COMPARE_SWAPS:
                    swapped = _COMPARE_SWAPS[type(op)]
                    yield node, position, f"{_SYMBOL[type(op)]} -> {_SYMBOL[swapped]}"
        elif isinstance(node, (ast.BinOp, ast.AugAssign)) and type(node.op) in _BINOP_SWAPS:
            yield node, 0, f"{_SYMBOL[type(node.op)]} -> {_SYMBOL[_BINOP_SWAPS[type(node.op)]]}"
        elif isinstance(node, ast.BoolOp):
            other = ast.Or if isinstance(node.op, ast.And) else ast.And
            yield node, 0, f"{_SYMBOL[type(node.op)]} -> {_SYMBOL[other]}"
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            yield node, 0, "not dropped"
        elif isinstance(node, ast.Constant) and type(node.value) is bool:
            yield node, 0, f"{node.value} -> {not node.value}"
        elif isinstance(node, ast.Constant) and type(node.value) is int:
            yield node, 0, f"{node.value} -> {node.value + 1}"


class _Apply(ast.NodeTransformer):
    def __init__(self, target: ast.AST, variant: int) -> None:
        self.target, self.variant = target, variant

    def visit(self, node: ast.AST) -> ast.AST:
        node = self.generic_visit(node)
        if node is not self.target:
            return node
        if isinstance(node, ast.Compare):
            node.ops[self.variant] = _COMPARE_SWAPS[type(node.ops[self.variant])]()
        elif isinstance(node, (ast.BinOp, ast.AugAssign)):
            node.op = _BINOP_SWAPS[type(node.op)]()
        elif isinstance(node, ast.BoolOp):
            node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
        elif isinstance(node, ast.UnaryOp):
            return node.operand
        elif isinstance(node, ast.Constant):
            node.value = (not node.value) if type(node.value) is bool else node.value + 1
        return node


def mutants(source: str) -> list[Mutant]:
    tree = ast.parse(source)
    return [Mutant(index, getattr(node, "lineno", 0), change)
            for index, (node, _variant, change) in enumerate(_sites(tree))]


def mutated(source: str, index: int) -> str:
    tree = ast.parse(source)
    node, variant, _ = list(_sites(tree))[index]
    tree = _Apply(node, variant).visit(tree)
    return ast.unparse(ast.fix_missing_locations(tree))


def _copy_tree(into: Path) -> None:
    ignore = shutil.ignore_patterns(".venv", ".git", "__pycache__", "build", "dist", "*.egg-info")
    for name in ("reddog_qt", "tests"):
        shutil.copytree(ROOT / name, into / name, ignore=ignore)
    shutil.copy(ROOT / "pyproject.toml", into / "pyproject.toml")


def _tried(mutant: Mutant, relative: str, original: str, free: list[Path],
           timeout: float) -> tuple[Mutant, bool | None]:
    """The mutant and whether the tests kill it, tried in a free workspace that is put back as it was."""
    workspace = free.pop()
    try:
        return mutant, _killed(workspace, relative, mutated(original, mutant.index), timeout)
    finally:
        (workspace / relative).write_text(original, encoding="utf-8")
        free.append(workspace)


def _killed(workspace: Path, relative: str, source: str, timeout: float) -> bool | None:
    """True if the tests fail on ``source`` put in place of ``relative``; None if they ran past ``timeout``."""
    (workspace / relative).write_text(source, encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(workspace), PYTHONDONTWRITEBYTECODE="1")
    try:
        done = subprocess.run([sys.executable, "-m", "pytest", "-x", "-q", "--tb=no", "-p", "no:cacheprovider",
                               *TESTS], cwd=workspace, env=env, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    return done.returncode != 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("modules", nargs="+", help="module files, relative to the repository root")
    parser.add_argument("--workers", type=int, default=2, help="mutants tested at once (default 2)")
    parser.add_argument("--timeout", type=float, default=600, help="seconds before a mutant counts as killed (hung)")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="mutation-") as scratch:
        workspaces = []
        for number in range(args.workers):
            workspace = Path(scratch) / f"w{number}"
            _copy_tree(workspace)
            workspaces.append(workspace)
        grand_killed = grand_total = 0
        for relative in args.modules:
            original = (ROOT / relative).read_text(encoding="utf-8")
            found = mutants(original)
            start = time.perf_counter()
            free = list(workspaces)
            with ThreadPoolExecutor(max_workers=args.workers) as pool:
                results = list(pool.map(functools.partial(_tried, relative=relative, original=original, free=free,
                                                          timeout=args.timeout), found))
            survivors = [mutant for mutant, killed in results if killed is False]
            hung = [mutant for mutant, killed in results if killed is None]
            killed = len(found) - len(survivors)
            grand_killed += killed
            grand_total += len(found)
            print(f"{relative}: {killed}/{len(found)} killed ({killed / max(len(found), 1):.0%}), "
                  f"{len(hung)} of them by hanging, in {time.perf_counter() - start:.0f} s")
            for mutant in survivors:
                print(f"  survived  line {mutant.line:>4}  {mutant.change}")
        print(f"total: {grand_killed}/{grand_total} killed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
