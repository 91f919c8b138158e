"""The benchmarks still run and still measure what they say (figures are not checked: no timings here)."""

from __future__ import annotations

import doctest
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parent / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))

import bench_startup  # noqa: E402
import startup_breakdown  # noqa: E402


def test_the_breakdown_parses_and_groups_as_documented() -> None:
    result = doctest.testmod(startup_breakdown, verbose=False)
    assert result.attempted >= 2 and result.failed == 0


def test_bench_startup_times_both_programs_to_their_first_frame(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_startup.main(["--runs", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    game = next(line for line in lines if line.startswith("reddog-qt --smoke"))
    bare = next(line for line in lines if line.startswith("bare window"))
    ratio = next(line for line in lines if line.startswith("ratio"))
    for line in (game, bare):
        assert line.count(" ms") == 2 and line.count(" MiB") == 2 and "nan" not in line
    assert ratio.count("x") == 4 and "nan" not in ratio


def test_the_breakdown_counts_only_what_the_first_frame_imports(capsys: pytest.CaptureFixture[str]) -> None:
    assert startup_breakdown.main(["--runs", "1", "--top", "60"]) == 0
    lines = capsys.readouterr().out.splitlines()
    rows = {line[:40].strip(): line[40:].split() for line in lines if len(line) > 40 and not line.startswith(" ")}
    game_ms, bare_ms = (float(value) for value in rows["the game's modules"])
    assert game_ms > 0 and bare_ms == 0
    shared_game, shared_bare = (float(value) for value in rows["shared"])
    assert shared_game > 0 and shared_bare > 0
    listed = [line.split()[0] for line in lines if line.startswith("  reddog_qt")]
    assert "reddog_qt.app.table.main_window" in listed
    assert "reddog_qt.app.sound.audio" not in listed  # the sound starts after the first frame


def test_bench_ledger_copy_measures_the_cost_of_the_copy(capsys: pytest.CaptureFixture[str]) -> None:
    import bench_ledger_copy

    assert bench_ledger_copy.main(["--hands", "5", "--history", "0", "50"]) == 0
    rows = [line.split() for line in capsys.readouterr().out.splitlines()[2:]]
    assert [row[0] for row in rows] == ["0", "50"]
    assert all(row.count("ms") == 3 and row[-1] == "KiB" for row in rows)


@pytest.mark.slow
def test_the_crash_campaign_kills_every_scenario_and_finds_nothing_lost() -> None:
    """Two kills of each scenario through the real files: the script runs against the current profile code."""
    import subprocess

    result = subprocess.run([sys.executable, str(BENCHMARKS / "crash_campaign.py"), "--runs", "2", "--seed", "3"],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-3000:]
    lines = [line for line in result.stdout.splitlines() if " runs (" in line]
    scenarios = [line.split(" runs (")[0].rsplit(maxsplit=1)[0].strip() for line in lines]
    # play at each of the three tables, then the five scenarios of the profile's files
    assert scenarios == ["play atlantic-city", "play eight-deck", "play six-deck-shoe", "first-start", "upgrade-1.0",
                         "upgrade-format-2", "limit-change", "export"], result.stdout
    for line in lines:
        assert "credits lost 0, doubled 0; limits lost 0; false notices 0" in line, line
    seals = [line for line in result.stdout.splitlines() if line.strip().startswith("seals:")]
    assert len(seals) == 3, result.stdout
    for line in seals:
        assert "unrevealed seeds on disk 0; seal failures 0" in line, line


def test_the_mutation_script_makes_each_kind_of_mutant_and_leaves_words_alone() -> None:
    import mutation_score

    source = ('"""Doc 1."""\n'
              'def f(a: int = 1) -> bool:\n'
              '    """Says 2."""\n'
              '    return not (a < 3 and a + 4 == 5) or a is None or f"{a:,}" in "x"\n')
    changes = [mutant.change for mutant in mutation_score.mutants(source)]
    assert sorted(changes) == sorted(["or -> and", "and -> or", "< -> <=", "== -> !=", "+ -> -", "is -> is not",
                                      "in -> not in", "not dropped", "3 -> 4", "4 -> 5", "5 -> 6", "1 -> 2"])
    for mutant in mutation_score.mutants(source):
        changed = mutation_score.mutated(source, mutant.index)
        compile(changed, "mutant", "exec")
        assert changed != mutation_score.mutated(source, (mutant.index + 1) % len(changes))
        assert "Doc 1." in changed and "Says 2." in changed


def test_bench_engine_prints_each_table_and_where_a_sealed_hand_spends_its_time(
        capsys: pytest.CaptureFixture[str]) -> None:
    import bench_engine

    assert bench_engine.main(["--seconds", "0.05", "--repeats", "1", "--memory-hands", "200"]) == 0
    out = capsys.readouterr().out
    for preset in ("atlantic-city", "eight-deck", "six-deck-shoe"):
        assert any(line.startswith(preset) and "nan" not in line for line in out.splitlines()), out
    steps = out.split("Where a sealed hand's time goes", 1)[1].split("\n\n", 1)[0].splitlines()[2:]
    assert len(steps) == 6 and all(float(line.split()[-1]) > 0 for line in steps), steps


def test_bench_lifetime_prints_each_figure_for_each_profile(capsys: pytest.CaptureFixture[str]) -> None:
    import bench_lifetime

    assert bench_lifetime.main(["--sizes", "0", "40", "--runs", "1", "--hands", "2", "--warmup", "1"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].startswith("machine: ") and " cores " in lines[0]
    assert lines[1].startswith("load average before") and lines[-1].startswith("load average after")
    head = next(index for index, line in enumerate(lines) if line.startswith("median of each"))
    assert lines[head].split()[-4:] == ["new", "profile", "40", "hands"]
    rows = lines[head + 1:head + 1 + len(bench_lifetime.ROWS)]
    for (label, _field, unit, _shape), row in zip(bench_lifetime.ROWS, rows, strict=True):
        cells = row[len(label):].split()
        assert row.startswith(label) and cells[1::2][:2] == [unit, unit] and cells[4].startswith("(x"), row
        assert "nan" not in row and float(cells[0]) > 0 and float(cells[2]) > 0, row


def test_bench_fairness_prints_each_figure_for_each_profile(capsys: pytest.CaptureFixture[str]) -> None:
    import bench_fairness

    assert bench_fairness.main(["--sizes", "0", "40", "--runs", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("machine: ") and lines[-1].startswith("load average after")
    assert any(line.startswith("run 1, 40 hands (40 compared)") for line in lines)
    head = next(index for index, line in enumerate(lines) if line.startswith("median (ratio"))
    rows = lines[head + 1:head + 1 + len(bench_fairness.ROWS)]
    for (label, _key, unit, _shape), row in zip(bench_fairness.ROWS, rows, strict=True):
        cells = row[len(label):].split()
        assert row.startswith(label) and cells[1] == cells[3] == unit and cells[4].startswith("(x"), row
        assert "nan" not in row and float(cells[2]) > 0, row
