"""The line in Options that says why sound or voice cannot be heard: no audio device, or clips whose files are
missing or damaged.

:class:`SoundTroubleLine` sits under the volume sliders, hidden while everything can be heard. It is
told the table's :class:`~reddog_qt.app.sound.audio.SoundTrouble` when the dialog opens, and the first Test that
plays nothing says so at once, to the eye and to a screen reader: the player is listening for it then.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QStyle, QWidget

from reddog_qt.app.texts.language import translate
from reddog_qt.app.widgets import plural

if TYPE_CHECKING:  # the dialog is told the trouble; it does not load the sound
    from reddog_qt.app.sound.audio import SoundTrouble


def sound_trouble_text(trouble: SoundTrouble) -> str:
    """Why sound or voice cannot be heard, in the player's words ("" when nothing keeps it silent)."""
    lines = []
    if trouble.no_device:
        lines.append(translate("OptionsDialog", "No sound can be heard: the game finds no speakers or headphones on "
                                                "this computer. Connect some, then start the game again."))
    if trouble.broken_sounds:
        count = len(trouble.broken_sounds)
        lines.append(plural(translate("OptionsDialog", "Missing or damaged files silence %n sound effect(s).", None,
                                      count), count))
    if trouble.broken_clips:
        count = len(trouble.broken_clips)
        lines.append(plural(translate("OptionsDialog", "Missing or damaged files silence %n dealer announcement(s).",
                                      None, count), count))
    if trouble.broken_sounds or trouble.broken_clips:
        lines.append(translate("OptionsDialog", "Reinstalling the game brings them back."))
    return " ".join(lines)


class SoundTroubleLine(QWidget):
    """A warning sign and the words of :func:`sound_trouble_text`; hidden when there is nothing to say."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._trouble: SoundTrouble | None = None
        self._said_at_test = False
        icon = QLabel()
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        icon.setPixmap(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(size, size))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.label = QLabel()
        self.label.setObjectName("sound_unavailable_label")
        self.label.setWordWrap(True)
        # In the tab order and selectable by keys, so a screen reader reaches it and reads it like a field
        # (the focus policy after the flags: setting the flags puts it back to click focus).
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                           | Qt.TextInteractionFlag.TextSelectableByMouse)
        self.label.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.label.setAccessibleDescription(translate("OptionsDialog", "Why sound or voice cannot be heard"))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(icon)
        row.addWidget(self.label, 1)
        self._show("")

    def show_trouble(self, trouble: SoundTrouble) -> None:
        """Say what keeps sound or voice from being heard (hide if ``trouble`` is false)."""
        self._trouble = trouble
        self._said_at_test = False
        self._show(sound_trouble_text(trouble))

    def tested(self, kind: str) -> None:
        """The Test of ``kind`` ("sound" or "voice") was pressed: the first one that plays nothing says why."""
        trouble = self._trouble
        if trouble is None or trouble.test_is_heard(kind) or self._said_at_test:
            return
        self._said_at_test = True
        text = translate("OptionsDialog", "The test could not be heard.") + " " + sound_trouble_text(trouble)
        self._show(text)
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.label, text))

    def _show(self, text: str) -> None:
        self.label.setText(text)
        self.label.setAccessibleName(text)
        self.setVisible(bool(text))


__all__ = ["SoundTroubleLine", "sound_trouble_text"]
