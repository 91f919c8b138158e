"""Build the game's ``.qm`` translations from the ``.ts`` sources beside this file, and update the sources.

    python reddog_qt/i18n/build.py            # reddog_<lang>.qm next to each reddog_<lang>.ts
    python reddog_qt/i18n/build.py --update   # first refresh the .ts files from the code (pyside6-lupdate)

The package build (``setup.py``) and the bundle build (``packaging/build.py``) run the
same :func:`compile_translations`. It needs ``pyside6-lrelease`` (it comes with the
PySide6-Essentials wheel); ``--update`` needs ``pyside6-lupdate``. No other part of the
game imports this module.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
PACKAGE = HERE.parent
#: The languages the game is translated into: one reddog_<lang>.ts each.
LANGUAGES = tuple(sorted(path.stem.removeprefix("reddog_") for path in HERE.glob("reddog_*.ts")))


def _tool(name: str) -> list[str]:
    """The command for a PySide6 tool: the script beside this Python, on PATH, or the module."""
    beside = Path(sys.executable).with_name(name)
    if beside.exists():
        return [str(beside)]
    found = shutil.which(name)
    if found:
        return [found]
    # PySide6 ships the tools as console scripts of PySide6.scripts.pyside_tool.
    return [sys.executable, "-c", (f"import sys; from PySide6.scripts.pyside_tool import {name.replace('pyside6-', '')}"
                                   f" as tool; sys.argv[0] = {name!r}; sys.exit(tool())")]


def sources() -> list[Path]:
    """Every Python file of the game, sorted (what lupdate reads)."""
    return sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts and p.parent != HERE)


def ts_file(language: str) -> Path:
    return HERE / f"reddog_{language}.ts"


#: A text with a count: Qt picks the plural form by it.
COUNT = re.compile(r"%L?n")


def _key(context: ET.Element, message: ET.Element) -> tuple[str, str, str]:
    return (context.findtext("name") or "", message.findtext("source") or "", message.findtext("comment") or "")


def _translations_of(path: Path) -> dict[tuple[str, str, str], ET.Element]:
    if not path.exists():
        return {}
    root = ET.parse(path).getroot()
    return {_key(context, message): message.find("translation")  # type: ignore[misc]
            for context in root.iter("context") for message in context.iter("message")}


def update_sources(languages: tuple[str, ...] = LANGUAGES) -> None:
    """Refresh each .ts from the code: new texts are added unfinished, texts gone from the code are dropped.

    pyside6-lupdate records a text as plural only when its count is a literal number, so
    afterwards every text with ``%n``/``%Ln`` is made plural here, keeping its translated forms.
    """
    for language in languages:
        path = ts_file(language)
        before = _translations_of(path)
        files = [str(p.relative_to(PACKAGE.parent)) for p in sources()]
        subprocess.run([*_tool("pyside6-lupdate"), *files, "-no-obsolete", "-locations", "none",
                        "-source-language", "en", "-target-language", language,
                        "-ts", str(path.relative_to(PACKAGE.parent))],
                       check=True, cwd=PACKAGE.parent, stdout=subprocess.DEVNULL)
        tree = ET.parse(path)
        for context in tree.getroot().iter("context"):
            for message in context.iter("message"):
                # lupdate hands every "#:" comment above a marked text to the translator, and the engine and the
                # profile document their constants with "#:": notes about SQLite and scrypt mislead a translator.
                for note in message.findall("extracomment"):
                    message.remove(note)
                key = _key(context, message)
                if not COUNT.search(key[1]):
                    continue
                message.set("numerus", "yes")
                translation = message.find("translation")
                assert translation is not None
                old = before.get(key)
                if old is not None and old.find("numerusform") is not None:
                    message.remove(translation)
                    message.append(old)
                elif translation.find("numerusform") is None:
                    text = translation.text or ""
                    translation.text = None
                    translation.set("type", "unfinished")
                    for _ in range(2):
                        ET.SubElement(translation, "numerusform").text = text
        ET.indent(tree, "    ")
        body = ET.tostring(tree.getroot(), encoding="unicode")
        path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def compile_translations(target: Path = HERE, languages: tuple[str, ...] = LANGUAGES) -> list[Path]:
    """Build ``reddog_<lang>.qm`` into ``target`` for every language; returns the files written."""
    target.mkdir(parents=True, exist_ok=True)
    written = []
    for language in languages:
        qm = target / f"reddog_{language}.qm"
        subprocess.run([*_tool("pyside6-lrelease"), "-silent", str(ts_file(language)), "-qm", str(qm)],
                       check=True)
        written.append(qm)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--update", action="store_true", help="refresh the .ts files from the code first")
    args = parser.parse_args(argv)
    if args.update:
        update_sources()
    for path in compile_translations():
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
