"""The console's read-outs: a captioned value (BALANCE 1,000) and the room its words need.

* :class:`Display` — one read-out: a caption over a value, named together for a screen reader.

Every caption is set in one size, and every value in one (the console's type scale,
:data:`~reddog_qt.app.table.console.TYPE_SCALE`): a read-out is as wide as its words need, and the
console makes room for them rather than setting one caption smaller than its neighbours.

The :class:`~reddog_qt.app.table.console.Console` makes and lays out the read-outs; the console's
figures (:mod:`~reddog_qt.app.table.figures`), its seal read-out and the session record fill them in.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from reddog_qt.app.texts.language import fill, translate


def readout_spoken(caption: str, value: str) -> str:
    """A read-out as a screen reader says it: its caption, then its value."""
    return fill(translate("Display", "%1: %2", "a console read-out for a screen reader: caption, value"),
                caption, value)


class Display(QFrame):
    """A captioned read-out, e.g. BALANCE 1,000. The value label carries the test-visible objectName.

    The caption is set (and set again in another language) with :meth:`set_caption`.
    """

    def __init__(self, caption: str, object_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("display", True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 3, 6, 3)
        layout.setSpacing(0)
        self.caption = ""
        self.title = QLabel()
        self.title.setProperty("caption", True)
        self.value = QLabel("-")
        self.value.setObjectName(object_name)
        self.value.setProperty("value", True)
        self.value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(self.title)
        layout.addWidget(self.value)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.set_caption(caption)

    def set_caption(self, caption: str) -> None:
        """Name the read-out (shown in capitals; a screen reader says it before the value)."""
        self.caption = caption
        self.title.setText(caption.upper())
        self._name(self.value.text())

    def set_text(self, text: str) -> None:
        """Show a new value."""
        self.value.setText(text)
        self._name(text)

    def _name(self, text: str) -> None:
        # The caption and the value are read together ("Balance: 1,000") whether a reader lands on the
        # read-out or on its value: a value named by its caption alone reads "Balance" without the number.
        spoken = self._spoken(text)
        for widget in (self, self.value):
            if widget.accessibleName() != spoken:
                widget.setAccessibleName(spoken)

    def _spoken(self, text: str) -> str:
        return fill(translate("Display", "%1: %2", "a console read-out for a screen reader: caption, value"),
                    self.caption, text)


__all__ = ["Display"]
