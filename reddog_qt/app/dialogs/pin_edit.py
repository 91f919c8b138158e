"""The PIN field: what is typed is never shown, and never told to assistive technology either.

A ``QLineEdit`` in password mode hides the characters on screen, but Qt still tells
screen readers each character typed (an AT-SPI ``text-changed:insert`` carrying the
digit), so a reader can speak the PIN digit by digit. :class:`PinEdit` keeps the
typed characters to itself: the line edit underneath only ever holds one mask
character per character typed, so every event and every read of its text carries
masks. Typing adds at the end, Backspace takes the last character off (or all of
them when the text is selected), a paste adds the clipboard's text; the caret stays
at the end, which is all a PIN needs.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QLineEdit, QWidget

#: What the line edit underneath holds for each character typed.
MASK = "\u2022"
#: Keys the field leaves to the dialog (Enter accepts, Escape closes, Tab moves on).
PASSED_ON = frozenset({Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape, Qt.Key.Key_Tab, Qt.Key.Key_Backtab})


class PinEdit(QLineEdit):
    """A password field whose characters stay out of the accessibility tree and its events (see the module)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._typed = ""
        self.setEchoMode(QLineEdit.EchoMode.Password)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.NoContextMenu)  # no Undo/Paste menu around the masks
        self.setAcceptDrops(False)

    def text(self) -> str:
        """What the player typed."""
        return self._typed

    def setText(self, text: str) -> None:  # type: ignore[override]
        """Hold ``text`` (up to the maximum length)."""
        self._typed = text[: self.maxLength()]
        super().setText(MASK * len(self._typed))

    def clear(self) -> None:
        """Forget what was typed."""
        self.setText("")

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        if key in PASSED_ON:
            super().keyPressEvent(event)
            return
        if event.matches(QKeySequence.StandardKey.Paste):
            self._add(QGuiApplication.clipboard().text().strip())
        elif key == Qt.Key.Key_Backspace:
            self._take_off()
        elif event.text() and event.text().isprintable() and not event.modifiers() & (
                Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            self._add(event.text())
        elif event.matches(QKeySequence.StandardKey.SelectAll):
            super().keyPressEvent(event)
            return
        event.accept()  # caret moves, undo, cut and copy have nothing to act on

    def _add(self, text: str) -> None:
        if self.hasSelectedText():
            self._typed = ""
            super().setText("")
        room = self.maxLength() - len(self._typed)
        text = text[:room]
        if not text:
            return
        self._typed += text
        self.end(False)
        self.insert(MASK * len(text))  # an edit by the player: textEdited, as typing emits it

    def _take_off(self) -> None:
        if not self._typed:
            return
        if self.hasSelectedText():  # the masks are all alike: a selection stands for the whole PIN
            self._typed = ""
            self.del_()
        else:
            self._typed = self._typed[:-1]
            self.end(False)
            self.backspace()


__all__ = ["MASK", "PinEdit"]
