"""The German catalogue: every text of the code is in it, every one is translated, and each keeps its values.

The catalogue is ``reddog_qt/i18n/reddog_de.ts``. ``pyside6-lupdate`` is run over the code
into a copy of it: a text the code shows but the catalogue lacks (or one it keeps for a text
the code no longer has) fails here, so a visible string cannot slip past the translation.
Refresh the catalogue with ``python reddog_qt/i18n/build.py --update`` and translate what it adds.
"""

from __future__ import annotations

import importlib.util
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
I18N = REPO / "reddog_qt" / "i18n"
CATALOGUE = I18N / "reddog_de.ts"

#: %1..%9, %n and %Ln: the values a text carries.
PLACEHOLDER = re.compile(r"%L?n|%\d")


def _build_module():
    spec = importlib.util.spec_from_file_location("reddog_i18n_build", I18N / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def messages(path: Path) -> dict[tuple[str, str, str], ET.Element]:
    """(context, source, disambiguation) -> the <message> element, for every live message."""
    found = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") in ("obsolete", "vanished"):
                continue
            found[(name, message.findtext("source") or "", message.findtext("comment") or "")] = message
    return found


def forms(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.iter("numerusform")]
    return [translation.text or ""]


CATALOGUED = messages(CATALOGUE)


def test_the_catalogue_holds_every_text_of_the_code_and_no_other(tmp_path: Path) -> None:
    copy = tmp_path / "reddog_de.ts"
    shutil.copy(CATALOGUE, copy)
    build = _build_module()
    import subprocess

    files = [str(p.relative_to(REPO)) for p in build.sources()]
    subprocess.run([*build._tool("pyside6-lupdate"), *files, "-no-obsolete", "-locations", "none",
                    "-ts", str(copy)], check=True, cwd=REPO, capture_output=True)
    in_code = set(messages(copy))
    missing = sorted(in_code - set(CATALOGUED))
    stale = sorted(set(CATALOGUED) - in_code)
    assert not missing, f"texts the code shows that the catalogue lacks (run build.py --update): {missing[:20]}"
    assert not stale, f"texts the catalogue keeps that the code no longer has: {stale[:20]}"
    assert len(in_code) > 300


def test_every_text_is_translated() -> None:
    unfinished = [key for key, message in CATALOGUED.items()
                  if message.find("translation").get("type") == "unfinished"  # type: ignore[union-attr]
                  or not all(form.strip() for form in forms(message))]
    assert unfinished == []


def test_plurals_have_both_german_forms() -> None:
    for key, message in CATALOGUED.items():
        if message.get("numerus") == "yes":
            assert len(forms(message)) == 2, key


def _problems_of(key: tuple[str, str, str]) -> list[str]:
    """What a translation lost of its English: a value (%1...), its shortcut letter, or the count of a plural."""
    message = CATALOGUED[key]
    source = key[1]
    wanted = sorted(set(PLACEHOLDER.findall(source)) - {"%n", "%Ln"})
    problems = []
    for form in forms(message):
        if sorted(set(PLACEHOLDER.findall(form)) - {"%n", "%Ln"}) != wanted:
            problems.append(f"values: {form}")
        # One accelerator ("&x") where the English has one, none where it has none ("&&" is a literal &).
        if (len(re.findall(r"&(?!&)\w", form)) == 1) != (len(re.findall(r"&(?!&)\w", source)) == 1):
            problems.append(f"shortcut letter: {form}")
    # The plural form names the count; the singular may say "ein"/"eine" instead.
    if message.get("numerus") == "yes" and not re.search(r"%L?n", forms(message)[-1]):
        problems.append(f"count: {forms(message)}")
    return problems


def test_each_translation_keeps_the_values_and_the_shortcut_letter() -> None:
    problems = {f"{key[0]}: {key[1]}": found for key in sorted(CATALOGUED) if (found := _problems_of(key))}
    assert problems == {}
    assert len(CATALOGUED) > 300


def test_the_built_catalogue_loads_and_answers_in_german(tmp_path: Path) -> None:
    from PySide6.QtCore import QTranslator

    (built,) = _build_module().compile_translations(tmp_path)
    translator = QTranslator()
    assert translator.load(str(built))
    assert translator.language() == "de"
    assert translator.translate("Console", "Deal") not in ("", "Deal")
