"""The second verifier, in JavaScript (assets/verify/): Node's command line and the offline page in headless
Chromium say what the Python verifier says, word for word, of the published vectors, the reference history,
real exports of every preset table and a custom one, and tampered copies of them; and the published vectors are
what the game's engine gives.

Node and Chromium are Debian packages (``nodejs chromium chromium-driver``, in the README's Test command); where
one is missing its tests are skipped, saying so.
"""

from __future__ import annotations

import io
import json
import os
import random
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import verify_vectors
from fairness_history import Clock, other_card, play, play_history
from verify_vectors import REFERENCE, VECTORS, VERIFY, apply_edit, read_rows, write_rows

from reddog_qt import fairness
from reddog_qt.engine import Rules, Session
from reddog_qt.profile.ledger import Ledger
from reddog_qt.record.history_csv import export_history

NODE = shutil.which("node")
CHROMIUM = shutil.which("chromium")
CHROMEDRIVER = shutil.which("chromedriver")
needs_node = pytest.mark.skipif(NODE is None, reason="Node.js is not installed (Debian: apt-get install nodejs)")
#: A hang guard only: each check here takes well under a second.
HANG_GUARD = 60


def python_says(data: bytes, folder: Path) -> tuple[int, list[str]]:
    """The Python verifier's exit code and printed lines for a history's bytes."""
    path = folder / "python.csv"
    path.write_bytes(data)
    out = io.StringIO()
    code = fairness.main([str(path)], out)
    return code, out.getvalue().splitlines()


def node_says(path: Path | str) -> subprocess.CompletedProcess[str]:
    assert NODE is not None
    return subprocess.run([NODE, str(VERIFY / "verify.mjs"), str(path)], capture_output=True, text=True,
                          timeout=HANG_GUARD, check=False)


# --- the histories every checker is given ------------------------------------------------------------------------


def play_custom_history(folder: Path) -> Path:
    """A history at the reference's custom table (four decks, double-raise pays, a raise up to twice the wager)."""
    ledger = Ledger(folder / "ledger.sqlite3", starting_balance=5_000, clock=Clock())
    session = Session(verify_vectors.CUSTOM, balance=ledger.balance, next_bet_id=ledger.next_bet_id, journal=ledger,
                      seals=ledger.seals)
    verify_vectors.play(session, 30)
    session.set_rules(Rules.preset("six-deck-shoe"))
    play(session, 20)
    session.set_rules(Rules.preset("atlantic-city"))  # the shoe is left: revealed
    play(session, 5)
    target = folder / "custom.csv"
    export_history(ledger, target)
    ledger.close()
    return target


def tampered_copies(data: bytes) -> Iterator[tuple[str, bytes]]:
    """A real history's tampered copies: a card, a seed, a fingerprint, an amount, a deleted and a swapped hand,
    junk in a cell, and a byte-order mark."""
    _header, rows = read_rows(data)
    revealed = [i for i, row in enumerate(rows) if len(row["shuffle_seed"]) == 64 and not row["finish_fingerprint"]]
    index = revealed[len(revealed) // 2]
    cards = rows[index]["cards"].split()
    yield "card", apply_edit(data, {"row": index, "column": "cards",
                                    "value": " ".join([other_card(cards[0]), *cards[1:]])})
    yield "seed", apply_edit(data, {"row": revealed[2], "column": "shuffle_seed", "value": "ab" * 32})
    yield "fingerprint", apply_edit(data, {"row": revealed[-2], "column": "shuffle_fingerprint", "value": "cd" * 32})
    for column in ("net", "balance_after", "wager", "raised"):
        yield column, apply_edit(data, {"row": 7, "column": column, "value": str(int(rows[7][column]) + 7)})
    for column, value in (("slip_id", "7"), ("chain", "ef" * 32), ("next_fingerprint", "12" * 32),
                          ("player_seed", "red cat"), ("pay_table", "9:2"), ("raise_rule", "up-to:4"),
                          ("new_run", "1")):
        yield column, apply_edit(data, {"row": index, "column": column, "value": value})
    yield "deleted", apply_edit(data, {"delete_row": index})
    yield "swapped", apply_edit(data, {"swap_bet_ids": [index, index + 1]})
    for junk in ("", "x", "9" * 30):
        for column in ("cards", "card_positions", "shoe_decks", "decision", "spread"):
            yield f"{column}={junk[:5]}", apply_edit(data, {"row": index, "column": column, "value": junk})
    yield "byte-order mark", apply_edit(data, {"byte_order_mark": True})


@pytest.fixture(scope="module")
def histories(tmp_path_factory: pytest.TempPathFactory) -> dict[str, bytes]:
    """Every history the checkers must agree on, by name: the reference and its published tamperings, and real
    exports (all three presets with a crash mid-shoe; a custom table) with their tampered copies."""
    folder = tmp_path_factory.mktemp("histories")
    reference = REFERENCE.read_bytes()
    found = {"reference": reference}
    published = json.loads(VECTORS.read_text(encoding="utf-8"))["reference"]["tampered"]
    found.update({f"reference, {t['name']}": apply_edit(reference, t["edit"]) for t in published})
    for name, path in (("presets", play_history(folder / "presets")), ("custom", play_custom_history(folder))):
        data = path.read_bytes()
        found[name] = data
        found.update({f"{name}, {change}": changed for change, changed in tampered_copies(data)})
    return found


# --- the vectors are the engine's ---------------------------------------------------------------------------------


def test_the_published_vectors_are_what_the_engine_gives() -> None:
    # Rebuilt from the engine (and the reference history's verdicts from the Python verifier): any change of the
    # algorithm, or a hand edit of vectors.json, shows here. Rebuild with: python tests/verify_vectors.py
    published = json.loads(VECTORS.read_text(encoding="utf-8"))
    assert published == json.loads(verify_vectors.vectors_text(REFERENCE.read_bytes()))


def test_the_reference_history_covers_every_table_a_crash_and_its_tamperings_fail() -> None:
    _header, rows = read_rows(REFERENCE.read_bytes())
    assert {row["table"] for row in rows} == {"atlantic-city", "six-deck-shoe", "eight-deck",
                                             verify_vectors.CUSTOM.name}
    assert any(row["finish_fingerprint"] for row in rows) and any(row["shuffle_seed"] == "abandoned" for row in rows)
    published = json.loads(VECTORS.read_text(encoding="utf-8"))["reference"]
    assert published["exit"] == 0
    for tampering in published["tampered"]:
        expected = 0 if tampering["edit"].get("byte_order_mark") else 1
        assert tampering["exit"] == expected, tampering
        assert tampering["first_failure"] is None or tampering["first_failure"] in tampering["failures"]


def test_the_vector_file_says_how_to_apply_each_edit() -> None:
    header, rows = read_rows(REFERENCE.read_bytes())
    assert read_rows(write_rows(header, rows)) == (header, rows)  # the edits change nothing else


# --- Node --------------------------------------------------------------------------------------------------------


@needs_node
def test_node_works_out_every_published_vector() -> None:
    assert NODE is not None
    done = subprocess.run([NODE, str(VERIFY / "verify.mjs"), "--vectors", str(VECTORS)], capture_output=True,
                          text=True, timeout=HANG_GUARD, check=False)
    assert done.returncode == 0 and done.stdout == "Every vector agrees.\n", done


@needs_node
def test_node_catches_a_wrong_vector(tmp_path: Path) -> None:
    assert NODE is not None
    vectors = json.loads(VECTORS.read_text(encoding="utf-8"))
    vectors["orders"][4]["first_cards"][3] = other_card(vectors["orders"][4]["first_cards"][3])
    vectors["chain"]["steps"][1]["chain"] = "0" * 64
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps(vectors), encoding="utf-8")
    done = subprocess.run([NODE, str(VERIFY / "verify.mjs"), "--vectors", str(wrong)], capture_output=True, text=True,
                          timeout=HANG_GUARD, check=False)
    assert done.returncode == 1 and "orders[4].first_cards" in done.stdout and "chain.steps[1].chain" in done.stdout


@needs_node
def test_node_says_what_python_says_of_every_history(histories: dict[str, bytes], tmp_path: Path) -> None:
    for name, data in histories.items():
        code, lines = python_says(data, tmp_path)
        path = tmp_path / "node.csv"
        path.write_bytes(data)
        done = node_says(path)
        assert (done.returncode, done.stdout.splitlines()) == (code, lines), name
        assert done.stderr == "", name


#: Node checking many files in one process, printing each one's exit code and lines as JSON (a process per
#: file would take a third of a second each).
NODE_MANY = """
import { readFileSync } from "node:fs";
const [folder, ...paths] = process.argv.slice(1);
for (const part of ["sealed.js", "money.js", "history.js", "links.js", "check.js"]) await import(`${folder}/${part}`);
const { verifyBytes, UnreadableHistory } = globalThis.RedDogCheck;
const found = [];
for (const path of paths) {
  try {
    const report = await verifyBytes(readFileSync(path), globalThis.crypto.subtle, path);
    found.push([report.exitCode, report.output()]);
  } catch (error) {
    if (!(error instanceof UnreadableHistory)) throw error;
    found.push([2, []]);
  }
}
console.log(JSON.stringify(found));
"""
#: What a random edit puts in a cell: junk, numbers in other forms and scripts, other valid-looking values.
JUNK = ("", " ", "x", "-1", "--5", "0", "07", "1e3", "9" * 25, "\u0663", "ab" * 32, "abandoned", "1 2", "2c 3c",
        "AS KD 7H", "Tc Jd 5h", "equal:1", "up-to:2", "4:3:1:11", "0:1", "5:4:2:1:11", "2026-03-01T12:00:00",
        "2026-03-01 12:00:00Z", "Café", "\t", "raise", "stand", "none", "spread", "pair", "3", "\u00a0x")


def random_edits(data: bytes, count: int, seed: int) -> Iterator[bytes]:
    """``count`` copies of a history, each with one random change: a cell (junk, or another row's cell), a row
    deleted, copied or moved, two Bet IDs swapped, the file cut short, blank lines, a stray quote."""
    rng = random.Random(seed)
    header, rows = read_rows(data)
    for _ in range(count):
        changed = [dict(row) for row in rows]
        at, other = rng.randrange(len(rows)), rng.randrange(len(rows))
        kind = rng.choice(["cell", "cell", "cell", "delete", "copy", "swap", "move", "cut", "blank", "quote"])
        if kind == "cell":
            column = rng.choice(header)
            changed[at][column] = rng.choice(JUNK) if rng.random() < 0.7 else rows[other][column]
        elif kind == "delete":
            del changed[at]
        elif kind == "copy":
            changed.insert(at, dict(rows[other]))
        elif kind == "swap":
            changed[at]["bet_id"], changed[other]["bet_id"] = rows[other]["bet_id"], rows[at]["bet_id"]
        elif kind == "move":
            changed.insert(other, changed.pop(at))
        text = write_rows(header, changed)
        if kind == "cut":
            text = text[:rng.randrange(len(text))]
        elif kind == "blank":
            text = text.replace(b"\r\n", b"\r\n\r\n", 3)
        elif kind == "quote":
            where = rng.randrange(len(text))
            text = text[:where] + b'"' + text[where:]
        yield text


@needs_node
def test_node_says_what_python_says_of_random_edits(histories: dict[str, bytes], tmp_path: Path) -> None:
    # Fixed seeds: the same edits every run. Unreadable files need only agree on the exit code (the messages
    # name the file as each language's file functions word it).
    assert NODE is not None
    paths = []
    for source, seed in (("reference", 1), ("presets", 2), ("custom", 3)):
        for number, data in enumerate(random_edits(histories[source], 150, seed)):
            paths.append(tmp_path / f"{source}-{number}.csv")
            paths[-1].write_bytes(data)
    done = subprocess.run([NODE, "--input-type=module", "-e", NODE_MANY, VERIFY.as_posix(), *map(str, paths)],
                          capture_output=True, text=True, timeout=10 * HANG_GUARD, check=False)
    assert done.returncode == 0, done.stderr
    for path, (code, lines) in zip(paths, json.loads(done.stdout), strict=True):
        expected_code, expected = python_says(path.read_bytes(), tmp_path)
        assert (code, lines if code != 2 else []) == (expected_code, expected if code != 2 else []), path.name


@needs_node
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_node_refuses_a_fifo_at_once_without_waiting_for_a_writer(tmp_path: Path) -> None:
    fifo = tmp_path / "history.csv"
    os.mkfifo(fifo)
    started = time.monotonic()
    done = node_says(fifo)
    assert done.returncode == 2 and "is a FIFO (named pipe), not a file" in done.stdout, done
    assert time.monotonic() - started < 10  # Node's own start is most of it; a wait would hit the hang guard


@needs_node
@pytest.mark.parametrize("what", ["device", "folder", "huge", "missing", "not UTF-8", "not a history"])
def test_node_refuses_what_is_not_a_history_with_exit_2(tmp_path: Path, what: str) -> None:
    path = {"device": Path("/dev/zero"), "folder": tmp_path, "missing": tmp_path / "missing.csv"}.get(
        what, tmp_path / "history.csv")
    if what == "device" and not path.exists():
        pytest.skip("no /dev/zero here")
    if what == "huge":
        with open(path, "wb") as handle:
            handle.truncate(2 * 1024**3)  # 2 GiB on paper, next to nothing on the disk
    elif what == "not UTF-8":
        path.write_bytes(b"bet_id,cards\n1,\xe9\n")
    elif what == "not a history":
        path.write_text("a,b\n1,2\n", encoding="utf-8")
    done = node_says(path)
    expected = {"device": "is a character device, not a file", "folder": "is a folder, not a file",
                "huge": "2,147,483,648 bytes; the checker reads histories of up to 128 MiB",
                "missing": "cannot be read", "not UTF-8": "is not UTF-8 text",
                "not a history": "this is not a hand history exported by Red Dog"}[what]
    assert done.returncode == 2 and expected in done.stdout and done.stderr == "", done


# --- the page, in headless Chromium ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def page() -> Iterator[Any]:
    """verify.html opened from disk (file://) in headless Chromium, as a player opens it with a double click."""
    if CHROMIUM is None or CHROMEDRIVER is None:
        pytest.skip("Chromium is not installed (Debian: apt-get install chromium chromium-driver)")
    webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is one of the test extras")
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
    try:
        driver.set_script_timeout(HANG_GUARD)
        driver.get((VERIFY / "verify.html").as_uri())
        yield driver
        assert driver.get_log("browser") == []  # no script error, no request refused
    finally:
        driver.quit()


def page_says(page: Any, path: Path) -> tuple[int, list[str], str]:
    """What the page shows for the file picked: its exit code, the report's lines and the summary shown."""
    from selenium.webdriver.support.ui import WebDriverWait

    page.execute_script("document.body.dataset.state = 'picking'; document.getElementById('file').value = '';")
    page.find_element("id", "file").send_keys(str(path))
    WebDriverWait(page, HANG_GUARD).until(lambda driver: driver.find_element("tag name", "body")
                                          .get_attribute("data-state") == "done")
    exit_code = int(page.find_element("tag name", "body").get_attribute("data-exit"))
    report = page.execute_script("return document.getElementById('report').textContent")
    return exit_code, report.splitlines(), page.find_element("id", "summary").text


def test_the_page_works_out_every_published_vector(page: Any) -> None:
    vectors = json.loads(VECTORS.read_text(encoding="utf-8"))
    wrong = page.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "RedDogSealed.checkVectors(arguments[0], crypto.subtle).then(done, (error) => done([String(error)]));",
        vectors)
    assert wrong == []


def test_the_page_says_what_python_says_of_every_history(page: Any, histories: dict[str, bytes],
                                                        tmp_path: Path) -> None:
    started = time.monotonic()
    for name, data in histories.items():
        code, lines = python_says(data, tmp_path)
        path = tmp_path / f"page-{len(name)}.csv"
        path.write_bytes(data)
        assert page_says(page, path) == (code, lines, lines[-1]), name
    print(f"the page checked {len(histories)} histories in {time.monotonic() - started:.1f} s")


def test_the_page_refuses_a_file_that_is_not_a_history(page: Any, tmp_path: Path) -> None:
    path = tmp_path / "other.csv"
    path.write_bytes(b"bet_id,cards\n1,\xe9\n")
    code, lines, summary = page_says(page, path)
    assert code == 2 and lines == [] and summary == "This file cannot be checked: other.csv is not UTF-8 text."


def test_the_page_checks_a_dropped_file(page: Any) -> None:
    # A file dropped on the page (built in the page: a driver cannot drag from the desktop).
    text = REFERENCE.read_text(encoding="utf-8")
    page.execute_script(
        "document.body.dataset.state = 'dropping';"
        "const dropped = new DataTransfer();"
        "dropped.items.add(new File([arguments[0]], 'dropped.csv', {type: 'text/csv'}));"
        "document.getElementById('drop').dispatchEvent(new DragEvent('drop', {dataTransfer: dropped, bubbles: true,"
        " cancelable: true}));", text)
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(page, HANG_GUARD).until(lambda driver: driver.find_element("tag name", "body")
                                          .get_attribute("data-state") == "done")
    summary = json.loads(VECTORS.read_text(encoding="utf-8"))["reference"]["summary"]
    assert page.find_element("id", "summary").text == summary
    assert page.find_element("tag name", "body").get_attribute("data-exit") == "0"
    rows = page.find_elements("css selector", "#hands tr")
    assert len(rows) == 1 + len(read_rows(REFERENCE.read_bytes())[1])  # the header, then every hand


def test_the_page_refuses_a_huge_file_before_reading_it(page: Any, tmp_path: Path) -> None:
    path = tmp_path / "huge.csv"
    with open(path, "wb") as handle:
        handle.truncate(200 * 1024**2)  # 200 MiB on paper, next to nothing on the disk
    code, _lines, summary = page_says(page, path)
    assert code == 2 and "209,715,200 bytes; the checker reads histories of up to 128 MiB" in summary
