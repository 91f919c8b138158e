"""The chain value of the player's history, shown where it can be noted down: under Hand History's table and in
the session summary at quit.

The value (64 hex digits, :mod:`reddog_qt.engine.chain`) stands for every finished hand so far: a history
exported later must end with it, and the checker prints it. It is shown in a read-only line the player can
select and copy, reached by Tab and read by screen readers with its caption.
"""

from __future__ import annotations

import logging

from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit

from reddog_qt.app.texts.language import translate
from reddog_qt.app.widgets import named
from reddog_qt.profile import ProfileError
from reddog_qt.profile.ledger import Ledger

log = logging.getLogger(__name__)


def chain_of(ledger: Ledger) -> str | None:
    """The ledger's chain value now, None if it cannot be read (logged)."""
    try:
        return ledger.seals.chain
    except ProfileError as problem:
        log.warning("the chain value could not be read: %s", problem)
        return None


def chain_caption() -> str:
    return translate("ChainValue", "Chain value of your history:")


def chain_field(value: str | None) -> QLineEdit:
    """A read-only line with the chain value, selectable and reached by Tab."""
    field = named(QLineEdit(value or translate("ChainValue", "cannot be read now")), "chain_value")
    field.setReadOnly(True)
    field.setAccessibleName(chain_caption())
    field.setToolTip(translate("ChainValue", "This value stands for every hand you have finished so far. Note it "
                                             "down: in a history you export later, the hand you finished last "
                                             "must show this chain value. A hand deleted, added, moved or changed "
                                             "before it gives another value."))
    field.setMinimumWidth(field.fontMetrics().horizontalAdvance("0" * 66))
    return field


def chain_row(value: str | None) -> tuple[QHBoxLayout, QLineEdit]:
    """The caption and the field, in a row."""
    field = chain_field(value)
    caption = QLabel(chain_caption())
    caption.setBuddy(field)
    row = QHBoxLayout()
    row.addWidget(caption)
    row.addWidget(field, 1)
    return row, field


__all__ = ["chain_caption", "chain_field", "chain_of", "chain_row"]
