"""The bet-limit dialogs, driven like a player: typing, clicking OK, reading the labels."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel, QLineEdit, QPushButton, QRadioButton
from pytestqt.qtbot import QtBot

from reddog_qt.app.dialogs.bet_options_dialog import BetOptionsDialog
from reddog_qt.app.dialogs.table_limits_dialog import TableLimitsDialog
from reddog_qt.engine.pin import PinLockedError, WrongPinError
from reddog_qt.engine.rules import LimitTier, Rules
from reddog_qt.profile.limits import LimitStore

PIN = "4739"
WRONG_PIN = "8152"
PARIS = ZoneInfo("Europe/Paris")
TUESDAY = datetime(2026, 11, 24, 15, 0, tzinfo=UTC)      # Tue 24 Nov 2026 10:00 EST, 16:00 Paris
NEXT_FRIDAY = datetime(2026, 11, 27, 0, 0, tzinfo=ZoneInfo("America/New_York"))
LOCK_TEXT = "Locked until Fri 27 Nov 2026 00:00 ET \u2014 06:00 in your time (Europe/Paris)"


class FakeClock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(TUESDAY)


@pytest.fixture
def store(tmp_path: Path, clock: FakeClock) -> Iterator[LimitStore]:
    with LimitStore(tmp_path / "ledger.sqlite3", clock) as opened:
        yield opened


@pytest.fixture
def with_pin(store: LimitStore) -> LimitStore:
    store.set_pin(PIN)
    return store


def open_dialog(qtbot: QtBot, store: LimitStore, clock: FakeClock, minimum: int = 5,
                maximum: int = 300) -> BetOptionsDialog:
    dialog = BetOptionsDialog(store, minimum, maximum, clock=clock, local_zone=PARIS)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def child(dialog: QDialog, kind: type, name: str):  # type: ignore[no-untyped-def]
    widget = dialog.findChild(kind, name)
    assert widget is not None, name
    return widget


def type_into(qtbot: QtBot, dialog: QDialog, name: str, text: str) -> None:
    edit = child(dialog, QLineEdit, name)
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    if text:
        qtbot.keyClicks(edit, text)


def ok(dialog: QDialog) -> QPushButton:
    return child(dialog, QPushButton, "limit_ok_button")


def error_text(dialog: QDialog) -> str:
    return child(dialog, QLabel, "limit_error_label").text()


def lock_text(dialog: QDialog) -> str:
    return child(dialog, QLabel, "limit_lock_label").text()


def test_first_use_sets_the_limit_with_a_new_pin(qtbot: QtBot, store: LimitStore, clock: FakeClock) -> None:
    dialog = open_dialog(qtbot, store, clock)
    assert dialog.objectName() == "bet_options_dialog"
    assert dialog.windowTitle() == "Modify Table Bet Limit"
    assert "none: the table maximum applies" in child(dialog, QLabel, "current_limit_label").text()
    assert child(dialog, QLabel, "pin_setup_label").isVisible()
    assert "choosing your PIN" in child(dialog, QLabel, "pin_setup_label").text()
    assert child(dialog, QLineEdit, "pin_edit").echoMode() is QLineEdit.EchoMode.Password
    assert child(dialog, QLineEdit, "pin_confirm_edit").isVisible()
    assert not ok(dialog).isEnabled()
    assert lock_text(dialog) == ""

    type_into(qtbot, dialog, "limit_edit", "250")
    assert not ok(dialog).isEnabled()                      # no PIN yet
    type_into(qtbot, dialog, "pin_edit", PIN)
    type_into(qtbot, dialog, "pin_confirm_edit", "4738")
    assert "two PINs are different" in error_text(dialog)
    assert not ok(dialog).isEnabled()
    type_into(qtbot, dialog, "pin_confirm_edit", PIN)
    assert ok(dialog).isEnabled()
    assert error_text(dialog) == ""

    with qtbot.waitSignal(dialog.limit_changed) as emitted:
        qtbot.mouseClick(ok(dialog), Qt.MouseButton.LeftButton)
    assert emitted.args == [250]
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.new_limit() == 250
    assert store.limit == 250 and store.has_pin
    assert lock_text(dialog).startswith(LOCK_TEXT)
    assert "still lower" in lock_text(dialog)


def test_second_raise_in_the_same_week_is_disabled_but_lowering_works(
        qtbot: QtBot, with_pin: LimitStore, clock: FakeClock) -> None:
    with_pin.change_limit(200, PIN, table_minimum=5, table_maximum=300)
    clock.now = TUESDAY + timedelta(hours=5)
    dialog = open_dialog(qtbot, with_pin, clock)
    assert "200 credits" in child(dialog, QLabel, "current_limit_label").text()
    assert not child(dialog, QLineEdit, "pin_confirm_edit").isVisible()
    assert not child(dialog, QLabel, "pin_setup_label").isVisible()
    assert lock_text(dialog).startswith(LOCK_TEXT)

    type_into(qtbot, dialog, "limit_edit", "300")
    type_into(qtbot, dialog, "pin_edit", PIN)
    assert not ok(dialog).isEnabled()
    reason = "Raising your limit to 300 is locked until Fri 27 Nov 2026 00:00 ET. You can lower your limit now."
    assert error_text(dialog) == reason
    assert ok(dialog).toolTip() == reason
    qtbot.mouseClick(ok(dialog), Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and with_pin.limit == 200

    type_into(qtbot, dialog, "limit_edit", "150")
    assert ok(dialog).isEnabled()
    with qtbot.waitSignal(dialog.limit_changed) as emitted:
        qtbot.mouseClick(ok(dialog), Qt.MouseButton.LeftButton)
    assert emitted.args == [150]
    assert with_pin.limit == 150
    assert with_pin.lock_until() == NEXT_FRIDAY


def test_raising_is_allowed_again_from_friday_midnight_eastern(
        qtbot: QtBot, with_pin: LimitStore, clock: FakeClock) -> None:
    with_pin.change_limit(200, PIN, table_minimum=5, table_maximum=300)
    clock.now = NEXT_FRIDAY
    dialog = open_dialog(qtbot, with_pin, clock)
    assert lock_text(dialog) == ""
    type_into(qtbot, dialog, "limit_edit", "300")
    type_into(qtbot, dialog, "pin_edit", PIN)
    assert ok(dialog).isEnabled()
    qtbot.mouseClick(ok(dialog), Qt.MouseButton.LeftButton)
    assert with_pin.limit == 300


def test_removing_the_limit(qtbot: QtBot, with_pin: LimitStore, clock: FakeClock) -> None:
    from PySide6.QtWidgets import QCheckBox

    with_pin.change_limit(200, PIN, table_minimum=5, table_maximum=300)
    dialog = open_dialog(qtbot, with_pin, clock)
    remove = child(dialog, QCheckBox, "remove_limit_check")
    assert remove.isVisible()
    remove.setChecked(True)
    type_into(qtbot, dialog, "pin_edit", PIN)
    assert not ok(dialog).isEnabled()
    assert error_text(dialog).startswith("Removing your limit is locked until")
    clock.now = NEXT_FRIDAY
    type_into(qtbot, dialog, "pin_edit", PIN)
    assert ok(dialog).isEnabled()
    with qtbot.waitSignal(dialog.limit_changed) as emitted:
        qtbot.mouseClick(ok(dialog), Qt.MouseButton.LeftButton)
    assert emitted.args == [None]
    assert with_pin.limit is None


BAD_INPUTS = [
    ("abc", "Bet limits are whole credits: \u201cabc\u201d is not a whole number."),
    ("12.5", "Bet limits are whole credits: \u201c12.5\u201d is not a whole number."),
    ("1e3", "Bet limits are whole credits: \u201c1e3\u201d is not a whole number."),
    ("-5", "A bet limit cannot be negative."),
    ("0", "A bet limit of 0 would stop all betting"),
    ("301", "The highest limit you can set at this table is its maximum bet of 300 credits."),
    ("1,000", "The highest limit you can set at this table is its maximum bet of 300 credits."),
    ("3", "This table's minimum bet is 5 credits"),
]


@pytest.mark.parametrize(("text", "message"), BAD_INPUTS)
def test_bad_inputs_show_their_message_and_save_nothing(
        qtbot: QtBot, with_pin: LimitStore, clock: FakeClock, text: str, message: str) -> None:
    dialog = open_dialog(qtbot, with_pin, clock)
    type_into(qtbot, dialog, "pin_edit", PIN)
    type_into(qtbot, dialog, "limit_edit", text)
    assert error_text(dialog).startswith(message)
    assert not ok(dialog).isEnabled()
    assert ok(dialog).toolTip() == error_text(dialog)
    qtbot.mouseClick(ok(dialog), Qt.MouseButton.LeftButton)
    qtbot.keyClick(child(dialog, QLineEdit, "limit_edit"), Qt.Key.Key_Return)
    assert dialog.isVisible()
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert with_pin.limit is None and with_pin.history() == []


def test_empty_input_keeps_ok_disabled_with_the_reason(qtbot: QtBot, with_pin: LimitStore,
                                                       clock: FakeClock) -> None:
    dialog = open_dialog(qtbot, with_pin, clock)
    type_into(qtbot, dialog, "pin_edit", PIN)
    type_into(qtbot, dialog, "limit_edit", "250")
    type_into(qtbot, dialog, "limit_edit", "")
    assert not ok(dialog).isEnabled()
    assert error_text(dialog) == "Type your new bet limit in whole credits, for example 250."
    assert ok(dialog).toolTip() == error_text(dialog)


def test_same_value_is_not_a_change(qtbot: QtBot, with_pin: LimitStore, clock: FakeClock) -> None:
    with_pin.change_limit(200, PIN, table_minimum=5, table_maximum=300)
    dialog = open_dialog(qtbot, with_pin, clock)
    type_into(qtbot, dialog, "pin_edit", PIN)
    type_into(qtbot, dialog, "limit_edit", "200")
    assert error_text(dialog) == "200 credits is already your limit."
    assert not ok(dialog).isEnabled()


def test_five_wrong_pins_lock_pin_entry(qtbot: QtBot, store: LimitStore, clock: FakeClock) -> None:
    clock.now = TUESDAY - timedelta(days=7)
    with_pin = store
    with_pin.set_pin(PIN)
    with_pin.change_limit(50, PIN, table_minimum=5, table_maximum=300)  # last week: raising is open now
    clock.now = TUESDAY
    dialog = open_dialog(qtbot, with_pin, clock)
    type_into(qtbot, dialog, "limit_edit", "100")
    for left in (4, 3, 2, 1):
        type_into(qtbot, dialog, "pin_edit", WRONG_PIN)
        assert ok(dialog).isEnabled()
        qtbot.mouseClick(ok(dialog), Qt.MouseButton.LeftButton)
        assert error_text(dialog) == f"Wrong PIN ({left} {'try' if left == 1 else 'tries'} left)."
        assert child(dialog, QLineEdit, "pin_edit").text() == ""
        assert dialog.isVisible()
    type_into(qtbot, dialog, "pin_edit", WRONG_PIN)
    qtbot.mouseClick(ok(dialog), Qt.MouseButton.LeftButton)
    locked = "PIN entry is locked until 16:15 after 5 wrong PINs in a row."     # 15:15 UTC in Paris
    assert error_text(dialog) == locked
    type_into(qtbot, dialog, "pin_edit", PIN)                  # even the right PIN, for a raise
    assert not ok(dialog).isEnabled()
    locked += " You can still lower your limit without your PIN."
    assert ok(dialog).toolTip() == locked
    assert with_pin.limit == 50

    clock.now = TUESDAY + timedelta(minutes=10)
    again = open_dialog(qtbot, with_pin, clock)
    type_into(qtbot, again, "limit_edit", "100")
    type_into(qtbot, again, "pin_edit", PIN)
    assert not ok(again).isEnabled()
    assert error_text(again) == locked

    clock.now = TUESDAY + timedelta(minutes=15)
    type_into(qtbot, again, "pin_edit", PIN)
    assert ok(again).isEnabled()
    qtbot.mouseClick(ok(again), Qt.MouseButton.LeftButton)
    assert with_pin.limit == 100


def test_lowering_needs_no_pin_while_pin_entry_is_locked(qtbot: QtBot, with_pin: LimitStore,
                                                         clock: FakeClock) -> None:
    with_pin.change_limit(200, PIN, table_minimum=5, table_maximum=300)
    for _ in range(5):
        with pytest.raises((WrongPinError, PinLockedError)):
            with_pin.check_pin(WRONG_PIN)
    dialog = open_dialog(qtbot, with_pin, clock)
    type_into(qtbot, dialog, "limit_edit", "100")
    assert ok(dialog).isEnabled()                              # no PIN typed
    assert error_text(dialog) == ("PIN entry is locked, but lowering your limit needs no PIN: "
                                  "press OK to lower it now.")
    qtbot.mouseClick(ok(dialog), Qt.MouseButton.LeftButton)
    assert with_pin.limit == 100                               # at once
    assert not dialog.isVisible()
    again = open_dialog(qtbot, with_pin, clock)
    type_into(qtbot, again, "limit_edit", "150")               # raising still waits for the PIN and the week
    type_into(qtbot, again, "pin_edit", PIN)
    assert not ok(again).isEnabled()
    assert with_pin.limit == 100


def test_help_text_explains_the_policy_and_the_local_time(qtbot: QtBot, store: LimitStore,
                                                          clock: FakeClock) -> None:
    dialog = open_dialog(qtbot, store, clock)
    help_label = child(dialog, QLabel, "limit_help_label")
    assert help_label.wordWrap()
    text = help_label.text()
    for phrase in ("all games and tables", "lower it at any time", "raise it, or remove it, once per week",
                   "until the week turns over", "Friday 00:00 US Eastern time", "America/New_York",
                   "00:00 EST in winter", "00:00 EDT in summer",
                   "Fri 27 Nov 2026 00:00 ET, which is 06:00 in your time (Europe/Paris)"):
        assert phrase in text, phrase


def test_help_text_gives_the_day_when_it_differs_locally(qtbot: QtBot, store: LimitStore,
                                                         clock: FakeClock) -> None:
    dialog = BetOptionsDialog(store, 5, 300, clock=clock, local_zone=ZoneInfo("America/Los_Angeles"))
    qtbot.addWidget(dialog)
    assert "which is Thu 26 Nov 2026 21:00 in your time (America/Los_Angeles)" in \
        child(dialog, QLabel, "limit_help_label").text()


def test_cancel_saves_nothing(qtbot: QtBot, with_pin: LimitStore, clock: FakeClock) -> None:
    dialog = open_dialog(qtbot, with_pin, clock)
    type_into(qtbot, dialog, "limit_edit", "100")
    type_into(qtbot, dialog, "pin_edit", PIN)
    qtbot.mouseClick(child(dialog, QPushButton, "limit_cancel_button"), Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Rejected
    assert with_pin.limit is None and dialog.new_limit() is None


# --- TableLimitsDialog --------------------------------------------------------


def test_eight_deck_lists_five_tiers_and_returns_the_chosen_one(qtbot: QtBot) -> None:
    rules = Rules.preset("eight-deck")
    dialog = TableLimitsDialog(rules, LimitTier(200, 20_000), 5_000)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.objectName() == "table_limits_dialog"
    radios = dialog.findChildren(QRadioButton)
    assert len(radios) == 5
    assert [r.text().split("  ")[0] for r in radios] == [str(t) for t in rules.tiers]
    assert radios[1].isChecked() and "(current)" in radios[1].text()
    assert dialog.chosen_tier() == LimitTier(200, 20_000)
    note = child(dialog, QLabel, "personal_cap_label")
    assert note.text() == "Your personal limit of 5,000 caps bets at this table."
    qtbot.mouseClick(radios[3], Qt.MouseButton.LeftButton)
    assert dialog.chosen_tier() == LimitTier(5_000, 50_000)
    qtbot.mouseClick(radios[4], Qt.MouseButton.LeftButton)
    assert dialog.chosen_tier() == LimitTier(10_000, 200_000)
    assert "below this table's minimum" in note.text()
    qtbot.mouseClick(child(dialog, QPushButton, "tier_ok_button"), Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_a_table_without_tiers_is_informational(qtbot: QtBot) -> None:
    rules = Rules.preset("atlantic-city")
    dialog = TableLimitsDialog(rules, rules.limits, 250)
    qtbot.addWidget(dialog)
    assert dialog.findChildren(QRadioButton) == []
    assert "5 - 300" in child(dialog, QLabel, "single_limit_label").text()
    assert child(dialog, QLabel, "personal_cap_label").text() == "Your personal limit of 250 caps bets at this table."
    assert dialog.chosen_tier() == LimitTier(5, 300)


def test_no_personal_limit(qtbot: QtBot) -> None:
    rules = Rules.preset("six-deck-shoe")
    dialog = TableLimitsDialog(rules, rules.limits, None)
    qtbot.addWidget(dialog)
    assert "no personal limit" in child(dialog, QLabel, "personal_cap_label").text()
