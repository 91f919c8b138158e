"""The raise amount at tables where a raise may be any amount up to the wager.

:class:`RaiseAmountBox` shows exactly the amount Raise will use. It never
corrects what the player typed: 999 at a table that allows 1 to 20 stays 999,
is drawn as invalid and says why, and Raise is off until it is fixed. The
arrows and Up/Down step within the allowed range. Enter in the box asks for
the raise (:attr:`RaiseAmountBox.raise_requested`). Between hands the box is
disabled and shows a dash, not a stale number.

A screen reader is told the same: the box's range is the allowed one (a reader
says "1 to 20"), and while the typed amount cannot be raised its accessible
description is the reason ("Type a raise from 1 to 20 credits."),
changed as the player types. Raise asked for with such an amount is refused aloud:
"Not raised. Type a raise from 1 to 20 credits." (:meth:`RaiseAmountBox.refusal`).
The value a reader reads is the number shown: a spin box's value can never leave its range, so
while a typed number stands outside the allowed raise the range stretches to take it in (999
reads 999, not the 20 last allowed), and shrinks back to the allowed one as soon as the number
is allowed again or the box closes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QValidator
from PySide6.QtWidgets import QAbstractSpinBox, QSpinBox, QWidget

from reddog_qt.app.keys import keep_keys
from reddog_qt.app.texts.language import credits, fill, translate
from reddog_qt.app.widgets import plural

#: The most digits the box takes (a raise never comes near them; they only bound the typing).
TYPED_DIGITS = 9
_IDLE = 0  # the value shown as a dash between hands


class RaiseAmountBox(QSpinBox):
    """The raise input (objectName ``raise_amount``). See the module docstring."""

    #: Enter was pressed in the box: raise by :meth:`amount`.
    raise_requested = Signal()
    #: The typed amount or the allowed range changed (Raise's state may change with it).
    amount_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("raise_amount")
        self.setButtonSymbols(QAbstractSpinBox.ButtonSymbols.UpDownArrows)
        self.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToPreviousValue)
        self.setGroupSeparatorShown(False)
        self._allowed: tuple[int, int] | None = None
        self.lineEdit().textChanged.connect(self._typed)
        keep_keys(self)  # digits, arrows and Enter are the box's while it has the focus
        self.set_allowed(None)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Set the box's name and tooltip in the language shown now."""
        self.setAccessibleName(translate("RaiseAmountBox", "Raise amount"))
        self._show_tip()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # --- what the box says -------------------------------------------

    @property
    def allowed(self) -> tuple[int, int] | None:
        """The raise amounts allowed now (lowest, highest), or None between hands."""
        return self._allowed

    def amount(self) -> int | None:
        """The amount shown, if it is an allowed raise; None if it is empty or out of range."""
        if self._allowed is None:
            return None
        text = self.cleanText().strip()
        if not text.isdigit():
            return None
        amount = int(text)
        low, high = self._allowed
        return amount if low <= amount <= high else None

    def problem(self) -> str | None:
        """Why the shown amount cannot be raised, for the player; None when it can."""
        if self._allowed is None or self.amount() is not None:
            return None
        low, high = self._allowed
        return fill(plural(translate("RaiseAmountBox", "Type a raise from %1 to %Ln credit(s).", None, high), high),
                    credits(low))

    def refusal(self) -> str:
        """What the dealer says when Raise is asked for with the shown amount, which cannot be raised."""
        return fill(translate("RaiseAmountBox", "Not raised. %1"), self.problem() or "")

    # --- driving it --------------------------------------------------

    def set_allowed(self, allowed: tuple[int, int] | None, amount: int | None = None) -> None:
        """Open the box for a spread (showing ``amount``, else the highest raise), or close it (None)."""
        self._allowed = allowed
        if allowed is None:
            self.setRange(_IDLE, _IDLE)
            self.setSpecialValueText("\u2013")
            self.setValue(_IDLE)
            self.setEnabled(False)
        else:
            self.setSpecialValueText("")
            self.setRange(*allowed)  # what a screen reader reports as the box's range
            self.setValue(allowed[1] if amount is None else amount)
            self.lineEdit().setText(str(allowed[1] if amount is None else amount))
            self.setEnabled(True)
        self._typed()

    # --- typing that is never corrected -------------------------------

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        """Any number of up to :data:`TYPED_DIGITS` digits may stand in the box; only the allowed ones are raises.

        An amount outside the range is "intermediate" for Qt, so it stays as typed (and the
        box says why it cannot be raised) instead of being refused key by key.
        """
        if self._allowed is None:
            return super().validate(text, pos)
        typed = text.strip()
        if not typed:
            state = QValidator.State.Intermediate
        elif not typed.isdigit() or len(typed) > TYPED_DIGITS:
            state = QValidator.State.Invalid
        else:
            low, high = self._allowed
            state = QValidator.State.Acceptable if low <= int(typed) <= high else QValidator.State.Intermediate
        return state, text, pos

    def fixup(self, text: str) -> str:
        return text  # never changed behind the player's back

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if Qt.Key(event.key()) in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._allowed is not None:
            # Qt's spin box would put the last allowed amount back before anyone reads the typed one.
            event.accept()
            self.raise_requested.emit()
            return
        super().keyPressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        if self._allowed is None:
            super().focusOutEvent(event)
            return
        # The typed amount stays as it is when the box loses the keys (Qt's spin box would reset it).
        self.lineEdit().event(event)
        QWidget.focusOutEvent(self, event)

    def stepBy(self, steps: int) -> None:
        """Arrows and Up/Down move within the allowed range (from the nearest end if out of it)."""
        if self._allowed is None:
            return
        low, high = self._allowed
        text = self.cleanText().strip()
        current = int(text) if text.isdigit() else high
        self.setValue(max(low, min(high, current + steps)))
        self.selectAll()

    def stepEnabled(self) -> QAbstractSpinBox.StepEnabledFlag:
        if self._allowed is None:
            return QAbstractSpinBox.StepEnabledFlag.StepNone
        low, high = self._allowed
        text = self.cleanText().strip()
        current = int(text) if text.isdigit() else None
        flags = QAbstractSpinBox.StepEnabledFlag.StepNone
        if current is None or current > low:
            flags |= QAbstractSpinBox.StepEnabledFlag.StepDownEnabled
        if current is None or current < high:
            flags |= QAbstractSpinBox.StepEnabledFlag.StepUpEnabled
        return flags

    def _typed(self, _text: str = "") -> None:
        self._value_is_shown()
        invalid = self._allowed is not None and self.amount() is None
        if bool(self.property("invalid")) != invalid:
            self.setProperty("invalid", invalid)
            self.style().unpolish(self)
            self.style().polish(self)
        self._show_tip()
        self.amount_changed.emit()

    def _value_is_shown(self) -> None:
        """Make the box's value (what a reader reads) the number typed, stretching the range only as far as it."""
        if self._allowed is None:
            return
        low, high = self._allowed
        text = self.cleanText().strip()
        if not text.isdigit():
            self.setRange(low, high)  # nothing a reader could read as a number: the allowed range
            return
        typed = int(text)
        # Qt leaves the edit alone while the value stays inside the range, and rewrites nothing when the value's
        # text is the one shown; "007" would come back as "7", so it keeps the value it has.
        self.setRange(min(low, typed), max(high, typed))
        if self.value() != typed and text == str(typed):
            self.setValue(typed)

    def _show_tip(self) -> None:
        """The tooltip (and description): what the box is for, the range, or why the amount cannot be raised."""
        problem = self.problem()
        if self._allowed is None:
            tip = translate("RaiseAmountBox", "Open when a spread is announced: how much to raise, up to your wager.")
        else:
            low, high = self._allowed
            tip = problem or fill(plural(translate("RaiseAmountBox",
                                                   "Raise by this amount: %1 to %Ln credit(s). Enter raises.", None,
                                                   high), high), credits(low))
        self.setToolTip(tip)
        self.setAccessibleDescription(tip)


__all__ = ["TYPED_DIGITS", "RaiseAmountBox"]
