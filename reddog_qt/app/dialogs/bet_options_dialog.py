"""Game > Bet Options: the "Modify Table Bet Limit" dialog for the personal bet limit.

:class:`BetOptionsDialog` follows the rule text: type the new limit, confirm it
with your PIN, click OK. The weekly policy itself is in
:mod:`reddog_qt.engine.limits` (quoted in the dialog's help text); the dialog
checks every keystroke with the same pure functions and keeps OK disabled,
with the reason, until the change would be accepted. Nothing is saved until
OK succeeds, and the dialog never closes on bad input.

Both dialogs stand alone (no main window needed); the clock and the local time
zone can be injected for tests.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from PySide6.QtCore import QDate, QDateTime, QLocale, Qt, QTime, QTimer, QTimeZone, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from reddog_qt.app.dialogs.pin_edit import PinEdit
from reddog_qt.app.texts.language import credit_count, credits, fill, translate
from reddog_qt.app.texts.sentence import sentence_text
from reddog_qt.app.widgets import named, plural
from reddog_qt.engine.limits import (
    WEEK_ZONE,
    LimitChangeError,
    LimitInputError,
    LimitLockedError,
    LimitState,
    check_change,
    is_raise,
    lock_until,
    next_week_start,
    parse_limit,
    zone_name,
)
from reddog_qt.engine.pin import (
    PIN_MAX_DIGITS,
    PinError,
    PinLockedError,
    PinState,
    WrongPinError,
    pin_locked_error,
    pin_locked_until,
    validate_new_pin,
)
from reddog_qt.profile import ProfileError
from reddog_qt.profile.limits import LimitStore


def current_limit(limit: int | None, *, known: bool) -> str:
    """The limit in force: ``limit`` credits, none, or unreadable (``known`` False)."""
    if not known:
        return translate("BetOptionsDialog", "Your personal bet limit could not be read, so every bet is held to "
                                             "the table minimum until you set a new limit.")
    if limit is None:
        return translate("BetOptionsDialog", "Your personal bet limit: none: the table maximum applies.")
    return plural(translate("BetOptionsDialog", "Your personal bet limit: %Ln credit(s) (for all games).", None, limit),
                  limit)


def week_policy(eastern_turn: str, local_turn: str, zone: str) -> str:
    """The weekly rule, with when the week next turns over (US Eastern, the player's time, their zone)."""
    policy = translate(
        "BetOptionsDialog",
        "Your personal limit applies to all games and tables, not only this one. "
        "You may lower it at any time; a lower limit takes effect at once. "
        "You may raise it, or remove it, once per week, and only if you have not changed it "
        "since the week began; any change locks raising until the week turns over.")
    week = fill(translate(
        "BetOptionsDialog",
        "The week turns over on Friday 00:00 US Eastern time (America/New_York: 00:00 EST in "
        "winter, 00:00 EDT in summer). The next turn is %1, which is %2 in your time (%3)."),
        eastern_turn, local_turn, zone)
    return policy + " " + week


log = logging.getLogger(__name__)

_ERROR_STYLE = "color: #b00020;"
_HINT_STYLE = "color: palette(placeholder-text);"
_LOCK_STYLE = "color: #8a5a00;"


def system_time_zone() -> tzinfo:
    """The computer's time zone, by its IANA name when Qt knows it (for "06:00 in your time (Europe/Paris)")."""
    try:
        key = bytes(QTimeZone.systemTimeZoneId().data()).decode("ascii")
        if key:
            return ZoneInfo(key)
    except (ZoneInfoNotFoundError, ValueError, UnicodeDecodeError):
        pass
    zone = datetime.now().astimezone().tzinfo
    assert zone is not None
    return zone


def _wall_clock(moment: datetime) -> QDateTime:
    """The date and time ``moment`` shows on its own clock, as a QDateTime Qt writes out unchanged."""
    return QDateTime(QDate(moment.year, moment.month, moment.day), QTime(moment.hour, moment.minute),
                     QTimeZone.utc())


class BetOptionsDialog(QDialog):
    """The "Modify Table Bet Limit" window: new limit, PIN, OK.

    On success it emits :attr:`limit_changed` with the new limit (an int, or None
    when the limit was removed), then closes as accepted; :meth:`new_limit` gives
    the same value afterwards.
    """

    #: The new personal limit (int credits, or None for no limit), after it was saved.
    limit_changed = Signal(object)

    def __init__(
        self,
        store: LimitStore,
        table_minimum: int,
        table_maximum: int,
        parent: QWidget | None = None,
        *,
        clock: Callable[[], datetime] | None = None,
        local_zone: tzinfo | None = None,
        raise_multiple: int = 1,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("bet_options_dialog")
        self.setWindowTitle(translate("BetOptionsDialog", "Modify Table Bet Limit"))
        self._store = store
        self._table_minimum = table_minimum
        self._table_maximum = table_maximum
        #: How many times the wager a raise may be at this table (the limit does not cap the raise).
        self._raise_multiple = raise_multiple
        self._clock = clock if clock is not None else store.clock
        self._zone = local_zone if local_zone is not None else system_time_zone()
        self._new_limit: int | None = None
        self._sticky: str | None = None  # a refusal from the last OK, kept until the player edits
        self._note = ""  # a hint shown while OK can be pressed
        try:
            self._state = store.touch()
            self._limit_known = store.limit_known
            self._has_pin = store.has_pin
            self._pin_state: PinState | None = store.pin_state
        except ProfileError as exc:
            log.error("bet options: %s", exc)
            self._state = LimitState()
            self._limit_known = False
            self._has_pin = True
            self._pin_state = None
            self._store_problem: str | None = sentence_text(exc)
        else:
            self._store_problem = None
        self._build()
        self._refresh()
        # A lock can run out while the dialog is open: look again now and then.
        self._ticker = QTimer(self)
        self._ticker.setInterval(15_000)
        self._ticker.timeout.connect(self._refresh)
        self._ticker.start()

    # --- building ---------------------------------------------------------

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setSpacing(10)

        self.current_label = named(QLabel(), "current_limit_label")
        self.current_label.setWordWrap(True)
        font = self.current_label.font()
        font.setBold(True)
        self.current_label.setFont(font)
        layout.addWidget(self.current_label)

        maximum = self._table_maximum  # a plain name: lupdate misses a count written as an attribute
        table = translate("BetOptionsDialog", "This table: minimum bet %1, maximum bet %Ln credit(s).", None, maximum)
        self.table_label = named(QLabel(fill(plural(table, maximum), credits(self._table_minimum))),
                                 "table_limits_label")
        self.table_label.setWordWrap(True)
        layout.addWidget(self.table_label)

        # What the limit caps, said plainly: the wager, not what a raise adds to it.
        self.scope_label = named(QLabel(), "limit_scope_label")
        self.scope_label.setWordWrap(True)
        layout.addWidget(self.scope_label)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.limit_edit = named(QLineEdit(), "limit_edit")
        self.limit_edit.setPlaceholderText(self._limit_hint(self._table_maximum))
        self.limit_edit.setMaxLength(20)
        self.limit_edit.setAccessibleName(translate("BetOptionsDialog", "New bet limit in credits"))
        form.addRow(translate("BetOptionsDialog", "New &limit (credits):"), self.limit_edit)

        self.remove_check = named(QCheckBox(translate("BetOptionsDialog",
                                                      "Remove my limit (each table's maximum applies)")),
                                  "remove_limit_check")
        self.remove_check.setVisible(self._state.limit is not None)
        form.addRow("", self.remove_check)

        self.pin_setup_label = named(QLabel(translate("BetOptionsDialog",
                                                      "You are choosing your PIN: 4 to 8 digits. You will type it to "
                                                      "confirm every change of your limit, so keep it to yourself.")),
                                                      "pin_setup_label")
        self.pin_setup_label.setWordWrap(True)
        form.addRow(self.pin_setup_label)

        self.pin_edit = named(PinEdit(), "pin_edit")
        self.pin_edit.setMaxLength(PIN_MAX_DIGITS + 4)
        form.addRow(translate("BetOptionsDialog", "&PIN:"), self.pin_edit)

        self.pin_confirm_edit = named(PinEdit(), "pin_confirm_edit")
        self.pin_confirm_edit.setMaxLength(PIN_MAX_DIGITS + 4)
        self.pin_confirm_edit.setAccessibleName(translate("BetOptionsDialog", "Confirm PIN"))
        form.addRow(translate("BetOptionsDialog", "&Confirm PIN:"), self.pin_confirm_edit)
        self._form = form
        self._sync_pin_rows()
        layout.addLayout(form)

        self.limit_lock_label = named(QLabel(), "limit_lock_label")
        self.limit_lock_label.setWordWrap(True)
        self.limit_lock_label.setStyleSheet(_LOCK_STYLE)
        layout.addWidget(self.limit_lock_label)

        self.limit_error_label = named(QLabel(), "limit_error_label")
        self.limit_error_label.setWordWrap(True)
        self.limit_error_label.setMinimumHeight(self.fontMetrics().lineSpacing() * 2)
        layout.addWidget(self.limit_error_label)

        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        layout.addWidget(line)

        self.help_label = named(QLabel(), "limit_help_label")
        self.help_label.setWordWrap(True)
        self.help_label.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.help_label)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button: QPushButton = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setObjectName("limit_ok_button")
        self.cancel_button: QPushButton = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setObjectName("limit_cancel_button")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addStretch(1)  # spare height goes above the buttons, not between the lines
        layout.addWidget(self.buttons)

        for edit in (self.limit_edit, self.pin_edit, self.pin_confirm_edit):
            edit.textEdited.connect(self._edited)
        self.remove_check.toggled.connect(self._edited)
        self.setMinimumWidth(520)

    def _sync_pin_rows(self) -> None:
        """Choosing a PIN happens once; afterwards only the PIN itself is asked for."""
        choosing = not self._has_pin
        self._form.setRowVisible(self.pin_setup_label, choosing)
        self._form.setRowVisible(self.pin_confirm_edit, choosing)
        label = self._form.labelForField(self.pin_edit)
        if isinstance(label, QLabel):
            label.setText(translate("BetOptionsDialog", "New &PIN:") if choosing
                          else translate("BetOptionsDialog", "&PIN:"))
        self.pin_edit.setAccessibleName(translate("BetOptionsDialog", "New PIN") if choosing
                                        else translate("BetOptionsDialog", "PIN"))

    # --- queries ----------------------------------------------------------

    def new_limit(self) -> int | None:
        """The limit saved by OK (None if removed or if the dialog was cancelled)."""
        return self._new_limit

    def _now(self) -> datetime:
        # Locks end on the clock as it is now; a later time seen once ends none (the store stamps changes).
        return self._clock()

    def _typed_limit(self) -> int | None:
        """The limit asked for: None to remove; raises LimitInputError for bad text."""
        if self.remove_check.isChecked():
            return None
        return parse_limit(self.limit_edit.text(), self._table_maximum, self._table_minimum)

    def _day_and_time(self, moment: datetime) -> str:
        """A day and time as ``moment``'s own clock shows it, in the player's language ("Fri 27 Nov 2026 00:00")."""
        return QLocale().toString(_wall_clock(moment), translate("BetOptionsDialog", "ddd d MMM yyyy HH:mm",
                                                                 "Qt date-time format (QLocale) of a day and time; a "
                                                                 "24-hour clock. German: ddd, d. MMM yyyy, HH:mm"))

    def _et(self, moment: datetime) -> str:
        """``moment`` on the week's clock (America/New_York): "Fri 27 Nov 2026 00:00 ET"."""
        return fill(translate("BetOptionsDialog", "%1 ET", "a day and time in US Eastern time"),
                    self._day_and_time(moment.astimezone(WEEK_ZONE)))

    def _local(self, moment: datetime) -> str:
        """``moment`` on the player's clock: just the time if it falls on the same date as in New York."""
        local = moment.astimezone(self._zone)
        if moment.astimezone(WEEK_ZONE).date() == local.date():
            return QLocale().toString(QTime(local.hour, local.minute), translate("BetOptionsDialog", "HH:mm",
                                                                                 "Qt time format (QLocale) of a time of"
                                                                                 " day; a 24-hour clock"))
        return self._day_and_time(local)

    def _problem(self) -> tuple[str, bool] | None:
        """Why OK cannot be pressed now: (message, is_error), or None. Hints are not errors."""
        if self._store_problem is not None:
            return self._store_problem, True
        now = self._now()
        self._note = ""
        pin_until = None if self._pin_state is None else pin_locked_until(self._pin_state, now)
        new: int | None = None
        if not self.remove_check.isChecked():
            text = self.limit_edit.text()
            try:
                new = parse_limit(text, self._table_maximum, self._table_minimum)
            except LimitInputError as exc:
                if pin_until is not None:
                    return self._pin_locked_reason(pin_until), True
                return sentence_text(exc), bool(text.strip())
        if pin_until is not None and not self._lowers(new):
            return self._pin_locked_reason(pin_until), True
        try:
            check_change(self._state, new, now, table_minimum=self._table_minimum,
                         table_maximum=self._table_maximum, local_zone=self._zone)
        except LimitLockedError as exc:
            return self._locked_reason(exc, new), True
        except LimitChangeError as exc:
            return sentence_text(exc), True
        if pin_until is not None:  # lowering needs no PIN while PIN entry is locked
            self._note = translate("BetOptionsDialog",
                                   "PIN entry is locked, but lowering your limit needs no PIN: press OK to lower it "
                                   "now.")
            return None
        pin = self.pin_edit.text()
        if not self._has_pin:
            if not pin:
                return translate("BetOptionsDialog", "Choose a PIN of 4 to 8 digits and type it twice."), False
            try:
                validate_new_pin(pin)
            except PinError as exc:
                return sentence_text(exc), True
            confirm = self.pin_confirm_edit.text()
            if not confirm:
                return translate("BetOptionsDialog", "Type your new PIN again in Confirm PIN."), False
            if confirm != pin:
                return (translate("BetOptionsDialog", "The two PINs are different: type the same PIN twice."),
                        len(confirm) >= len(pin))
        elif not pin:
            return translate("BetOptionsDialog", "Type your PIN to confirm the change."), False
        return None

    def _lowers(self, new: int | None) -> bool:
        """True if ``new`` is a lower limit than the one in force (or a first one)."""
        return new is not None and new != self._state.limit and not is_raise(self._state.limit, new)

    def _pin_locked_reason(self, until: datetime) -> str:
        return sentence_text(pin_locked_error(until, self._zone)) + " " + translate("BetOptionsDialog",
                                                                                    "You can still lower your limit "
                                                                                    "without your PIN.")

    def _locked_reason(self, exc: LimitLockedError, new: int | None) -> str:
        until = self._et(exc.until)
        if new is None:
            return fill(translate("BetOptionsDialog",
                                  "Removing your limit is locked until %1. You can lower your limit now."), until)
        return fill(translate("BetOptionsDialog",
                              "Raising your limit to %1 is locked until %2. You can lower your limit now."),
                    credits(new), until)

    def _limit_hint(self, highest: int) -> str:
        """The limits that can be typed, as the edit's hint: "5 to 300"."""
        return fill(translate("BetOptionsDialog", "%1 to %2", "the lowest and highest limit, as a hint"),
                    credits(self._table_minimum), credits(highest))

    # --- refreshing -------------------------------------------------------

    def _scope_text(self, limit: int | None) -> str:
        """What the limit caps: each wager; a raise on a spread comes on top of it."""
        example = limit if limit is not None else 100
        at_risk = example * (1 + self._raise_multiple)
        scope = translate("BetOptionsDialog",
                          "The limit caps each wager: the bet you place before the cards are dealt. A raise on a "
                          "spread is not counted against it and comes on top (at this table up to %1× the wager), so "
                          "with a limit of %Ln credit(s) up to %2 can be at risk on one hand.", None, example)
        return fill(plural(scope, example), str(self._raise_multiple), credit_count(at_risk))

    def _edited(self, *_args: object) -> None:
        self._sticky = None
        self.limit_edit.setEnabled(not self.remove_check.isChecked())
        self._refresh()

    def _refresh(self) -> None:
        now = self._now()
        limit = self._state.limit
        self.current_label.setText(current_limit(limit, known=self._limit_known))
        self.help_label.setText(self._help_text(now))
        self.scope_label.setText(self._scope_text(limit if self._limit_known else None))
        until = lock_until(self._state, now)
        # The hint gives the limits that can be typed now: while raising is locked, up to the current limit.
        highest = self._table_maximum if until is None or limit is None else min(limit, self._table_maximum)
        self.limit_edit.setPlaceholderText(self._limit_hint(highest))
        if until is None:
            self.limit_lock_label.setText("")
            self.limit_lock_label.hide()
        else:
            locked = translate("BetOptionsDialog", "Locked until %1 — %2 in your time (%3): until then you cannot "
                                                   "raise or remove your limit. You can still lower it at any time.")
            self.limit_lock_label.setText(fill(locked, self._et(until), self._local(until),
                                               zone_name(self._zone, until)))
            self.limit_lock_label.show()
        problem = self._problem()
        if self._sticky is not None:
            self._show_message(self._sticky, True)
        elif problem is None:
            self._show_message(self._note, False)
        else:
            self._show_message(*problem)
        reason = problem[0] if problem is not None else ""
        self.ok_button.setEnabled(problem is None)
        self.ok_button.setToolTip(reason)

    def _show_message(self, text: str, is_error: bool) -> None:
        self.limit_error_label.setText(text)
        self.limit_error_label.setStyleSheet(_ERROR_STYLE if is_error else _HINT_STYLE)

    def _help_text(self, now: datetime) -> str:
        turn = next_week_start(now)
        return week_policy(self._et(turn), self._local(turn), zone_name(self._zone, turn))

    # --- OK ---------------------------------------------------------------

    def accept(self) -> None:
        """Save the change (PIN first); stay open with the reason if it is refused."""
        self._refresh()
        if not self.ok_button.isEnabled():
            return
        new = self._typed_limit()
        pin = self.pin_edit.text()
        try:
            if not self._has_pin:
                self._store.set_pin(pin)
                self._has_pin = True
            state = self._store.change_limit(new, pin, table_minimum=self._table_minimum,
                                             table_maximum=self._table_maximum, local_zone=self._zone)
        except (WrongPinError, PinLockedError) as exc:
            self._after_refusal(exc, clear_pin=True)
            return
        except LimitChangeError as exc:
            self._after_refusal(exc, clear_pin=False)
            return
        except ProfileError as exc:
            log.error("bet options: %s", exc)
            self._after_refusal(exc, clear_pin=False)
            return
        self._state = state
        self._limit_known = True
        self._pin_state = self._store.pin_state
        self._new_limit = state.limit
        self._sticky = None
        self.pin_edit.clear()
        self.pin_confirm_edit.clear()
        self._refresh()
        log.info("bet options: personal limit is now %s", state.limit)
        self.limit_changed.emit(state.limit)
        super().accept()

    def _after_refusal(self, exc: Exception, *, clear_pin: bool) -> None:
        try:
            self._state = self._store.state
            self._pin_state = self._store.pin_state
            self._has_pin = self._store.has_pin
        except ProfileError:
            pass
        self._sync_pin_rows()
        if clear_pin:
            for edit in (self.pin_edit, self.pin_confirm_edit):
                edit.blockSignals(True)
                edit.clear()
                edit.blockSignals(False)
            self.pin_edit.setFocus()
        self._sticky = sentence_text(exc)
        self._refresh()
