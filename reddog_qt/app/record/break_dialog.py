"""Take a Break: the player closes the table for 24 hours, 7 days or 30 days, and cannot undo it.

The break is kept in the personal-limit file (with its copy, on the clock that never
goes back) and mirrored in the ledger. :class:`BreakGuard` answers, cheaply and
often, whether the table is closed: it fails closed, so when the limit file cannot be
read the ledger's copy of the break still holds.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime, timedelta

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from reddog_qt.app.texts.language import fill, translate
from reddog_qt.app.texts.record_texts import local_moment
from reddog_qt.app.widgets import named
from reddog_qt.profile import Profile, ProfileError
from reddog_qt.profile.ledger_schema import BREAK_KEY
from reddog_qt.profile.limits import BREAK_LENGTHS

log = logging.getLogger(__name__)


class BreakGuard:
    """Whether a break closes the table now. Reads the files at start and when a break is taken."""

    def __init__(self, profile: Profile, clock: Callable[[], datetime] | None = None) -> None:
        self._profile = profile
        self._clock = clock or profile.clock
        self._until: datetime | None = None
        self.reload()

    @property
    def until(self) -> datetime | None:
        """When the break ends, or None if no break is running."""
        if self._until is not None and self._clock() >= self._until:
            self.reload()  # the limit file's clock has the last word (it never runs back)
        return self._until

    def reload(self) -> None:
        """Read the break again: the later end of the limit file's break and the ledger's copy."""
        ends: list[datetime] = []
        limits = self._profile.limits
        if limits is None:
            self._profile.personal_limit()  # tries to open the limit file again
            limits = self._profile.limits
        if limits is not None:
            try:
                found = limits.break_until()
                if found is not None:
                    ends.append(found)
            except ProfileError as problem:
                log.error("the break could not be read from the limit file: %s", problem)
        try:
            mirrored = self._profile.ledger.mirrored(BREAK_KEY)
        except ProfileError as problem:
            log.error("the ledger's copy of the break could not be read: %s", problem)
            mirrored = None
        if mirrored is not None and mirrored > self._clock():
            ends.append(mirrored)
        self._until = max(ends) if ends else None

    def problem(self) -> str | None:
        """The message refusing a deal during a break, or None."""
        until = self.until
        return None if until is None else fill(translate("BreakGuard",
                                                         "You are taking a break: the table is closed until %1 (your "
                                                         "time)."), local_moment(until))

    def take(self, length: timedelta) -> datetime:
        """Start a break now; returns when it ends. Raises ProfileError if it could not be recorded."""
        limits = self._profile.limits
        if limits is None:
            self._profile.personal_limit()
            limits = self._profile.limits
        if limits is None:
            raise ProfileError(translate("BreakGuard",
                                         "Your break could not be recorded: the file that keeps it cannot be opened "
                                         "right now. Nothing was changed."))
        until = limits.take_break(length)
        self._until = until
        # The ledger keeps a copy of the end, so that a limit file lost during the break does not open the
        # table; a copy that cannot be written is logged: the break holds without it.
        try:
            self._profile.ledger.mirror(BREAK_KEY, until)
        except ProfileError as problem:
            log.error("the break could not be copied to the ledger: %s", problem)
        return until


class TakeBreakDialog(QDialog):
    """Choose 24 hours, 7 days or 30 days, confirm that it cannot be undone; ``break_chosen(timedelta)`` on OK."""

    break_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("take_break_dialog")
        self.setWindowTitle(translate("TakeBreakDialog", "Take a Break"))
        intro = QLabel(translate("TakeBreakDialog",
                                 "Close the table for a while. During the break you cannot deal a hand at any table; "
                                 "your balance and history stay as they are."))
        intro.setWordWrap(True)
        self.group = QButtonGroup(self)
        texts = (translate("TakeBreakDialog", "&24 hours"), translate("TakeBreakDialog", "&7 days"),
                 translate("TakeBreakDialog", "&30 days"))
        names = ("break_24_hours", "break_7_days", "break_30_days")
        self.choices: list[QRadioButton] = []
        for index, (text, name) in enumerate(zip(texts, names, strict=True)):
            button = named(QRadioButton(text), name)
            self.group.addButton(button, index)
            self.choices.append(button)
        self.choices[0].setChecked(True)
        warning = named(QLabel(translate("TakeBreakDialog",
                                         "<b>A break cannot be ended early.</b> Changing the computer's clock does not "
                                         "shorten it.")), "break_warning")
        warning.setWordWrap(True)
        self.confirm = named(QCheckBox(translate("TakeBreakDialog",
                                                 "I understand the table stays closed until the break is over")),
                             "break_confirm")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(translate("TakeBreakDialog", "Take the Break"))
        self.ok_button.setObjectName("break_ok")
        self.ok_button.setEnabled(False)
        self.confirm.toggled.connect(self.ok_button.setEnabled)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        for button in self.choices:
            layout.addWidget(button)
        layout.addWidget(warning)
        layout.addWidget(self.confirm)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(400)

    def chosen_length(self) -> timedelta:
        """The length selected."""
        return BREAK_LENGTHS[max(self.group.checkedId(), 0)]

    def accept(self) -> None:
        """OK (only once confirmed): close and say which break was chosen."""
        if not self.confirm.isChecked():
            return
        super().accept()
        self.break_chosen.emit(self.chosen_length())


__all__ = ["BreakGuard", "TakeBreakDialog"]
