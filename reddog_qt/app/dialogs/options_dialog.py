"""The Options dialog: sound, dealer voice, animation, dealing speed, reduced motion, the deck and the language.

The dialog only edits a copy of the player's :class:`~reddog_qt.profile.settings.Settings`;
it applies and saves nothing itself. The main window opens it with
:meth:`QDialog.open` (window-modal, so the table keeps painting) and, on
``accepted``, takes :meth:`OptionsDialog.result_settings` and hands the parts
out: sound and voice to the table's audio, animation and speed to the table's
timings and speed slider, then saves. Cancel (or Esc, or closing the window)
changes nothing.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from reddog_qt.app.widgets import plural
from reddog_qt.profile.settings import REALITY_CHECK_MINUTES, SPEED_RANGE, Settings

#: Marked for translation here, shown translated (``self.tr(HELP_TEXT)``).
HELP_TEXT = QT_TRANSLATE_NOOP(
    "OptionsDialog", "Changes apply as soon as you press OK; animation can be switched on or off at any time.")
#: The language choices: (settings value, name). The two languages are named in their own language and
#: never translated; "System language" is translated where it is shown.
LANGUAGE_CHOICES = (("system", QT_TRANSLATE_NOOP("OptionsDialog", "System language")), ("en", "English"),
                    ("de", "Deutsch"))


class OptionsDialog(QDialog):
    """Edits sound, voice, animation and speed. See the module docstring.

    >>> dialog = OptionsDialog(Settings())            # doctest: +SKIP
    >>> dialog.accepted.connect(lambda: apply(dialog.result_settings()))  # doctest: +SKIP
    >>> dialog.open()                                  # doctest: +SKIP
    """

    #: Emitted on OK with the new settings (the same as :meth:`result_settings` then).
    settings_accepted = Signal(object)

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._original = settings
        self.setObjectName("options_dialog")
        self.setWindowTitle(self.tr("Options"))

        self.sound_checkbox = QCheckBox(self.tr("&Sound effects"))
        self.sound_checkbox.setObjectName("sound_checkbox")
        self.sound_checkbox.setToolTip(self.tr("Chips, cards and the result chime."))
        self.voice_checkbox = QCheckBox(self.tr("Dealer &voice"))
        self.voice_checkbox.setObjectName("voice_checkbox")
        self.voice_checkbox.setToolTip(self.tr("The dealer announces the spread and the result."))

        sound_group = QGroupBox(self.tr("Sound and voice"))
        sound_layout = QVBoxLayout(sound_group)
        sound_layout.addWidget(self.sound_checkbox)
        sound_layout.addWidget(self.voice_checkbox)

        self.animation_checkbox = QCheckBox(self.tr("&Animation"))
        self.animation_checkbox.setObjectName("animation_checkbox")
        self.animation_checkbox.setToolTip(self.tr("Cards and chips slide into place; off, the table changes at once."))

        low, high = SPEED_RANGE
        self.speed_slider = QSlider(Qt.Orientation.Horizontal)
        self.speed_slider.setObjectName("options_speed_slider")
        self.speed_slider.setRange(low, high)
        # One step per key press or click on the groove: there are only ten speeds.
        self.speed_slider.setSingleStep(1)
        self.speed_slider.setPageStep(1)
        self.speed_slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.speed_slider.setTickInterval(1)
        self.speed_slider.setAccessibleName(self.tr("Dealing speed"))
        self.speed_slider.setToolTip(self.tr("How fast the cards are dealt when animation is on."))
        speed_label = QLabel(self.tr("S&peed:"))
        speed_label.setBuddy(self.speed_slider)
        slow_label = QLabel(self.tr("Slow"))
        fast_label = QLabel(self.tr("Fast"))
        self.speed_value_label = QLabel()
        self.speed_value_label.setObjectName("options_speed_value")
        # Wide enough for "10" so the slider does not shift as the number changes.
        self.speed_value_label.setMinimumWidth(self.speed_value_label.fontMetrics().horizontalAdvance("10") + 4)
        self.speed_value_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

        speed_row = QHBoxLayout()
        speed_row.addWidget(speed_label)
        speed_row.addWidget(slow_label)
        speed_row.addWidget(self.speed_slider, 1)
        speed_row.addWidget(fast_label)
        speed_row.addWidget(self.speed_value_label)

        self.motion_combo = QComboBox()
        self.motion_combo.setObjectName("reduce_motion_combo")
        # (label, setting): None follows the desktop's own "reduce animations" switch.
        self._motion_choices: list[tuple[str, bool | None]] = [
            (self.tr("As the desktop says"), None), (self.tr("Reduce motion"), True), (self.tr("Full motion"), False)]
        for label, _value in self._motion_choices:
            self.motion_combo.addItem(label)
        self.motion_combo.setToolTip(self.tr("Reduced: cards appear in place one by one instead of sliding and "
                                             "turning; nothing pops or sweeps."))
        self.motion_combo.setAccessibleName(self.tr("Motion"))
        motion_label = QLabel(self.tr("&Motion:"))
        motion_label.setBuddy(self.motion_combo)
        motion_row = QHBoxLayout()
        motion_row.addWidget(motion_label)
        motion_row.addWidget(self.motion_combo, 1)

        self.four_colour_checkbox = QCheckBox(self.tr("&Four-colour deck (clubs green, diamonds blue)"))
        self.four_colour_checkbox.setObjectName("four_colour_checkbox")
        self.four_colour_checkbox.setToolTip(self.tr("Every suit in its own colour, easier to tell apart."))

        table_group = QGroupBox(self.tr("Table"))
        table_layout = QVBoxLayout(table_group)
        table_layout.addWidget(self.animation_checkbox)
        table_layout.addLayout(speed_row)
        table_layout.addLayout(motion_row)
        table_layout.addWidget(self.four_colour_checkbox)
        # Speed only shapes animations (with animation off every move takes no time),
        # so it is greyed out with it; its value is kept either way.
        self._speed_widgets = (speed_label, slow_label, self.speed_slider, fast_label, self.speed_value_label)

        self.reality_check_combo = QComboBox()
        self.reality_check_combo.setObjectName("reality_check_combo")
        for minutes in REALITY_CHECK_MINUTES:
            text = self.tr("Off") if not minutes else plural(self.tr("Every %n minute(s)", "", minutes), minutes)
            self.reality_check_combo.addItem(text, minutes)
        self.reality_check_combo.setToolTip(self.tr(
            "A reminder of how long you have played, your hands and your net result."))
        reality_label = QLabel(self.tr("&Reality check:"))
        reality_label.setBuddy(self.reality_check_combo)
        reality_note = QLabel(self.tr("A shorter interval takes effect at once; a longer one, or Off, "
                                      "from your next session."))
        reality_note.setWordWrap(True)
        reality_row = QHBoxLayout()
        reality_row.addWidget(reality_label)
        reality_row.addWidget(self.reality_check_combo, 1)
        play_group = QGroupBox(self.tr("Responsible play"))
        play_layout = QVBoxLayout(play_group)
        play_layout.addLayout(reality_row)
        play_layout.addWidget(reality_note)

        self.language_combo = QComboBox()
        self.language_combo.setObjectName("language_combo")
        for value, name in LANGUAGE_CHOICES:
            # "English" and "Deutsch" stay in their own language: a player who cannot read the current
            # one still finds theirs.
            self.language_combo.addItem(self.tr(name) if value == "system" else name, value)
        self.language_combo.setToolTip(self.tr("The language of the table, its menus and dialogs."))
        self.language_combo.setAccessibleName(self.tr("Language"))
        language_label = QLabel(self.tr("&Language:"))
        language_label.setBuddy(self.language_combo)
        language_row = QHBoxLayout()
        language_row.addWidget(language_label)
        language_row.addWidget(self.language_combo, 1)
        self.voice_language_note = QLabel(self.tr("The dealer's voice speaks English in every language."))
        self.voice_language_note.setObjectName("voice_language_note")
        self.voice_language_note.setWordWrap(True)

        self.help_label = QLabel(self.tr(HELP_TEXT))
        self.help_label.setObjectName("options_help")
        self.help_label.setWordWrap(True)
        # Plain text colour: the disabled grey looked like a note about something switched off, and read badly.
        self.help_label.setContentsMargins(2, 4, 2, 4)

        self.button_box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.button_box.setObjectName("options_buttons")
        self.button_box.accepted.connect(self.accept)
        self.button_box.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(sound_group)
        layout.addWidget(table_group)
        layout.addWidget(play_group)
        layout.addLayout(language_row)
        layout.addWidget(self.voice_language_note)
        layout.addWidget(self.help_label)
        layout.addStretch(1)
        layout.addWidget(self.button_box)

        self.speed_slider.valueChanged.connect(self._show_speed)
        self.animation_checkbox.toggled.connect(self._enable_speed)
        self.set_settings(settings)
        self.setMinimumWidth(380)

    # --- values --------------------------------------------------------

    @property
    def original_settings(self) -> Settings:
        """The settings the dialog was opened with."""
        return self._original

    def set_settings(self, settings: Settings) -> None:
        """Show ``settings`` (and make them the ones Cancel keeps), e.g. before opening the dialog again."""
        self._original = settings
        self.sound_checkbox.setChecked(settings.sound)
        self.voice_checkbox.setChecked(settings.voice)
        self.animation_checkbox.setChecked(settings.animation)
        self.speed_slider.setValue(settings.speed)
        self.reality_check_combo.setCurrentIndex(max(self.reality_check_combo.findData(
            settings.reality_check_minutes), 0))
        self._show_speed(self.speed_slider.value())
        self.motion_combo.setCurrentIndex([value for _label, value in self._motion_choices].index(settings.reduce_motion))
        self.four_colour_checkbox.setChecked(settings.four_colour_deck)
        self.language_combo.setCurrentIndex(max(self.language_combo.findData(settings.language), 0))
        self._enable_speed(settings.animation)

    def chosen_settings(self) -> Settings:
        """The settings as the dialog shows them now (whether or not OK is pressed)."""
        return dataclasses.replace(
            self._original,
            sound=self.sound_checkbox.isChecked(),
            voice=self.voice_checkbox.isChecked(),
            animation=self.animation_checkbox.isChecked(),
            speed=self.speed_slider.value(),
            reduce_motion=self._motion_choices[self.motion_combo.currentIndex()][1],
            deck="four-colour" if self.four_colour_checkbox.isChecked() else "standard",
            reality_check_minutes=int(self.reality_check_combo.currentData()),
            language=str(self.language_combo.currentData()),
        )

    def result_settings(self) -> Settings:
        """The settings to use once the dialog has closed: the chosen ones after OK, else the original ones.

        Always a complete :class:`Settings` (only sound, voice, animation, speed, motion, the deck,
        the reality-check interval and the language can differ from the original), so the caller can apply and save
        it without checking how the dialog was closed.
        """
        if self.result() == QDialog.DialogCode.Accepted:
            return self.chosen_settings()
        return self._original

    def accept(self) -> None:
        """OK: close, then tell the caller the new settings."""
        super().accept()
        self.settings_accepted.emit(self.chosen_settings())

    # --- internals -----------------------------------------------------

    def _show_speed(self, value: int) -> None:
        self.speed_value_label.setText(str(value))

    def _enable_speed(self, animated: bool) -> None:
        for widget in self._speed_widgets:
            widget.setEnabled(animated)


__all__ = ["HELP_TEXT", "LANGUAGE_CHOICES", "OptionsDialog"]
