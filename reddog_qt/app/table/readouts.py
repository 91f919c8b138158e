"""The console's read-outs: a captioned value (BALANCE 1,000) and the room its words need.

* :class:`Display` — one read-out: a caption over a value, named together for a screen reader;
* :class:`FittingLabel` — a read-out's caption, or a value in words, set smaller rather than clipped when
  room is short;

The :class:`~reddog_qt.app.table.console.Console` makes and lays out the read-outs; the console's
figures (:mod:`~reddog_qt.app.table.figures`), its seal read-out and the session record fill them in.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from reddog_qt.app.texts.language import fill, translate


def readout_spoken(caption: str, value: str) -> str:
    """A read-out as a screen reader says it: its caption, then its value."""
    return fill(translate("Display", "%1: %2", "a console read-out for a screen reader: caption, value"),
                caption, value)



class FittingLabel(QLabel):
    """A read-out's caption, or a value in words, set smaller rather than clipped when room is short.

    It asks for the room its words need at full size (``sizeHint``) but can make do with
    :data:`SMALLEST` of it (``minimumSizeHint``): a translation longer than the English (LETZTES
    ERGEBNIS for LAST RESULT, Unentschieden for Push) still shows whole in the smallest window, and
    leaves the buttons beside it their room. With room enough it draws exactly as a QLabel does.
    """

    #: The smallest share of its full size the type is set at.
    SMALLEST = 0.7

    def minimumSizeHint(self) -> QSize:
        full = super().minimumSizeHint()
        return QSize(math.ceil(full.width() * self.SMALLEST), full.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        needed = self.fontMetrics().horizontalAdvance(self.text())
        room = self.contentsRect().width()
        if needed <= room or not self.text():
            super().paintEvent(event)
            return
        font = self.font()
        size = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF()
        smaller = max(size * room / max(needed, 1), size * self.SMALLEST * 0.9)
        if font.pixelSize() > 0:
            font.setPixelSize(max(1, math.floor(smaller)))
        else:
            font.setPointSizeF(smaller)
        painter = QPainter(self)
        painter.setFont(font)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(self.contentsRect(), int(self.alignment()), self.text())


class Display(QFrame):
    """A captioned read-out, e.g. BALANCE 1,000. The value label carries the test-visible objectName.

    The caption is set (and set again in another language) with :meth:`set_caption`. ``words``: the
    value may be a word ("Push", in German "Unentschieden"), set smaller rather than clipped where
    room is short; a number keeps its full size.
    """

    def __init__(self, caption: str, object_name: str, parent: QWidget | None = None, *, words: bool = False) -> None:
        super().__init__(parent)
        self.setProperty("display", True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 3, 8, 3)
        layout.setSpacing(0)
        self.caption = ""
        self.title = FittingLabel()
        self.title.setProperty("caption", True)
        self.value = FittingLabel("-") if words else QLabel("-")
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


__all__ = ["Display", "FittingLabel"]
