"""The Options dialog: sound and voice (with their volumes), animation, dealing speed, reduced motion, the
table's looks (deck, card back, felt, with a preview) and the language.

The dialog only edits a copy of the player's :class:`~reddog_qt.profile.settings.Settings`;
it applies and saves nothing itself. The main window opens it with
:meth:`QDialog.open` (window-modal, so the table keeps painting) and, on
``accepted``, takes :meth:`OptionsDialog.result_settings` and hands the parts
out: sound and voice to the table's audio, animation and speed to the table's
timings and speed slider, then saves. Cancel (or Esc, or closing the window)
changes nothing. Under the volume sliders a :class:`~reddog_qt.app.dialogs.sound_trouble.SoundTroubleLine` says
why sound cannot be heard, when it cannot.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from reddog_qt.app.dialogs.sound_trouble import SoundTroubleLine
from reddog_qt.app.felt.card_cache import svg_renderer
from reddog_qt.app.felt.items import DECK_FOLDERS
from reddog_qt.app.texts.language import translate
from reddog_qt.app.widgets import plural
from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP
from reddog_qt.profile.settings import (
    CARD_BACKS,
    DECKS,
    FELTS,
    REALITY_CHECK_MINUTES,
    SPEED_RANGE,
    VOLUME_RANGE,
    Settings,
)

if TYPE_CHECKING:
    from reddog_qt.app.sound.audio import SoundTrouble

_DECK_NAMES = {"standard": QT_TRANSLATE_NOOP("OptionsDialog", "Standard"),
               "four-colour": QT_TRANSLATE_NOOP("OptionsDialog", "Four colours (clubs green, diamonds blue)"),
               "large-index": QT_TRANSLATE_NOOP("OptionsDialog", "Large index (for small windows and low vision)")}

_BACK_NAMES = {"ruby": QT_TRANSLATE_NOOP("OptionsDialog", "Ruby"),
               "sapphire": QT_TRANSLATE_NOOP("OptionsDialog", "Sapphire"),
               "emerald": QT_TRANSLATE_NOOP("OptionsDialog", "Emerald"),
               "onyx": QT_TRANSLATE_NOOP("OptionsDialog", "Onyx")}

_FELT_NAMES = {"green": QT_TRANSLATE_NOOP("OptionsDialog", "Casino green"),
               "blue": QT_TRANSLATE_NOOP("OptionsDialog", "Blue"),
               "claret": QT_TRANSLATE_NOOP("OptionsDialog", "Claret"),
               "midnight": QT_TRANSLATE_NOOP("OptionsDialog", "Midnight (dark, low glare)")}


def deck_name(deck: str) -> str:
    """A deck (a ``DECKS`` settings value) as the list names it."""
    return translate("OptionsDialog", _DECK_NAMES[deck])


def back_name(back: str) -> str:
    """A card back (a ``CARD_BACKS`` settings value) as the list names it."""
    return translate("OptionsDialog", _BACK_NAMES[back])


def felt_name(felt: str) -> str:
    """A felt (a ``FELTS`` settings value) as the list names it."""
    return translate("OptionsDialog", _FELT_NAMES[felt])


#: The note at the foot of the dialog, in English (shown translated in the OptionsDialog context).
HELP_TEXT = QT_TRANSLATE_NOOP(
    "OptionsDialog", "Changes apply as soon as you press OK; animation can be switched on or off at any time.")


def reality_check_choice(minutes: int) -> str:
    """A reality-check interval as the list shows it (0: off)."""
    if not minutes:
        return translate("OptionsDialog", "Off")
    return plural(translate("OptionsDialog", "Every %n minute(s)", None, minutes), minutes)


class LooksPreview(QWidget):
    """A corner of the table in the looks chosen: the felt, a card back and two faces of the deck."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("looks_preview")
        self.looks = ("standard", "ruby", "green")
        self.setMinimumSize(QSize(300, 130))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

    def sizeHint(self) -> QSize:
        return QSize(320, 130)

    def show_looks(self, deck: str, back: str, felt: str) -> None:
        """Draw these looks (settings values)."""
        self.looks = (deck, back, felt)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        deck, back, felt = self.looks
        painter = QPainter(self)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        area = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        cloth = QPainterPath()
        cloth.addRoundedRect(area, 10, 10)
        painter.setClipPath(cloth)
        svg_renderer("felts", f"{felt}.svg").render(painter, QRectF(area.left(), area.top(), area.width(),
                                                                     area.width() * 860 / 1600))
        height = area.height() - 16
        width = height * 250 / 350
        cards = [("backs", f"{back}.svg"), (DECK_FOLDERS[deck], "10c.svg"), (DECK_FOLDERS[deck], "Qd.svg")]
        left = area.center().x() - (len(cards) * width + (len(cards) - 1) * 10) / 2
        for index, parts in enumerate(cards):
            svg_renderer(*parts).render(painter, QRectF(left + index * (width + 10), area.top() + 8, width, height))
        painter.setClipping(False)
        painter.setPen(QColor(0, 0, 0, 120))
        painter.drawRoundedRect(area, 10, 10)


class OptionsDialog(QDialog):
    """Edits sound, voice, animation and speed. See the module docstring.

    >>> dialog = OptionsDialog(Settings())            # doctest: +SKIP
    >>> dialog.accepted.connect(lambda: apply(dialog.result_settings()))  # doctest: +SKIP
    >>> dialog.open()                                  # doctest: +SKIP
    """

    #: Emitted on OK with the new settings (the same as :meth:`result_settings` then).
    settings_accepted = Signal(object)
    #: A Test button was pressed: play a sample of "sound" or "voice" at this volume (percent).
    tone_requested = Signal(str, int)

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._original = settings
        self.setObjectName("options_dialog")
        self.setWindowTitle(translate("OptionsDialog", "Options"))

        self.sound_checkbox = QCheckBox(translate("OptionsDialog", "&Sound effects"))
        self.sound_checkbox.setObjectName("sound_checkbox")
        self.sound_checkbox.setToolTip(translate("OptionsDialog", "Chips, cards and the result chime."))
        self.voice_checkbox = QCheckBox(translate("OptionsDialog", "Dealer &voice"))
        self.voice_checkbox.setObjectName("voice_checkbox")
        self.voice_checkbox.setToolTip(translate("OptionsDialog", "The dealer announces the spread and the result."))

        self.sound_volume_slider, self.sound_test_button = self._volume_row("sound")
        self.voice_volume_slider, self.voice_test_button = self._volume_row("voice")
        self.sound_volume_slider.setAccessibleName(translate("OptionsDialog", "Sound volume"))
        self.voice_volume_slider.setAccessibleName(translate("OptionsDialog", "Voice volume"))
        self.sound_test_button.setToolTip(translate("OptionsDialog", "Play a chip at this volume"))
        self.voice_test_button.setToolTip(translate("OptionsDialog", "Hear the dealer at this volume"))

        sound_group = QGroupBox(translate("OptionsDialog", "Sound and voice"))
        sound_layout = QGridLayout(sound_group)
        sound_layout.addWidget(self.sound_checkbox, 0, 0)
        sound_layout.addWidget(self.sound_volume_slider, 0, 1)
        sound_layout.addWidget(self.sound_test_button, 0, 2)
        sound_layout.addWidget(self.voice_checkbox, 1, 0)
        sound_layout.addWidget(self.voice_volume_slider, 1, 1)
        sound_layout.addWidget(self.voice_test_button, 1, 2)
        self.sound_trouble_line = SoundTroubleLine()
        sound_layout.addWidget(self.sound_trouble_line, 2, 0, 1, 3)
        sound_layout.setColumnStretch(1, 1)

        self.animation_checkbox = QCheckBox(translate("OptionsDialog", "&Animation"))
        self.animation_checkbox.setObjectName("animation_checkbox")
        self.animation_checkbox.setToolTip(
            translate("OptionsDialog", "Cards and chips slide into place; off, the table changes at once."))

        low, high = SPEED_RANGE
        self.speed_slider = QSlider(Qt.Orientation.Horizontal)
        self.speed_slider.setObjectName("options_speed_slider")
        self.speed_slider.setRange(low, high)
        # One step per key press or click on the groove: there are only ten speeds.
        self.speed_slider.setSingleStep(1)
        self.speed_slider.setPageStep(1)
        self.speed_slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.speed_slider.setTickInterval(1)
        self.speed_slider.setAccessibleName(translate("OptionsDialog", "Dealing speed"))
        self.speed_slider.setToolTip(translate("OptionsDialog", "How fast the cards are dealt when animation is on."))
        speed_label = QLabel(translate("OptionsDialog", "S&peed:"))
        speed_label.setBuddy(self.speed_slider)
        slow_label = QLabel(translate("OptionsDialog", "Slow"))
        fast_label = QLabel(translate("OptionsDialog", "Fast"))
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
            (translate("OptionsDialog", "As the desktop says"), None), (translate("OptionsDialog", "Reduce motion"),
                                                                        True), (translate("OptionsDialog",
                                                                                          "Full motion"), False)]
        for choice, _value in self._motion_choices:
            self.motion_combo.addItem(choice)
        self.motion_combo.setToolTip(translate("OptionsDialog",
                                               "Reduced: cards appear in place one by one instead of sliding and "
                                               "turning; nothing pops or sweeps."))
        self.motion_combo.setAccessibleName(translate("OptionsDialog", "Motion"))
        motion_label = QLabel(translate("OptionsDialog", "&Motion:"))
        motion_label.setBuddy(self.motion_combo)
        motion_row = QHBoxLayout()
        motion_row.addWidget(motion_label)
        motion_row.addWidget(self.motion_combo, 1)

        self.deck_combo = self._choice_combo("deck_combo", DECKS, deck_name)
        self.deck_combo.setToolTip(translate("OptionsDialog",
                                             "Four colours tell the suits apart; large indices read at a small size."))
        self.back_combo = self._choice_combo("card_back_combo", CARD_BACKS, back_name)
        self.felt_combo = self._choice_combo("felt_combo", FELTS, felt_name)
        self.preview = LooksPreview()
        looks_group = QGroupBox(translate("OptionsDialog", "Looks"))
        looks_layout = QGridLayout(looks_group)
        for row, (text, combo) in enumerate(((translate("OptionsDialog", "&Deck:"), self.deck_combo),
                                             (translate("OptionsDialog", "Card &back:"), self.back_combo),
                                             (translate("OptionsDialog", "&Felt:"), self.felt_combo))):
            label = QLabel(text)
            label.setBuddy(combo)
            combo.setAccessibleName(text.replace("&", "").rstrip(":"))
            looks_layout.addWidget(label, row, 0)
            looks_layout.addWidget(combo, row, 1)
            combo.currentIndexChanged.connect(self._preview_looks)
        looks_layout.addWidget(self.preview, 3, 0, 1, 2)
        looks_layout.setColumnStretch(1, 1)
        looks_group.setMinimumHeight(looks_group.minimumSizeHint().height())  # the preview is never squeezed

        table_group = QGroupBox(translate("OptionsDialog", "Table"))
        table_layout = QVBoxLayout(table_group)
        table_layout.addWidget(self.animation_checkbox)
        table_layout.addLayout(speed_row)
        table_layout.addLayout(motion_row)
        # Speed only shapes animations (with animation off every move takes no time),
        # so it is greyed out with it; its value is kept either way.
        self._speed_widgets = (speed_label, slow_label, self.speed_slider, fast_label, self.speed_value_label)

        self.reality_check_combo = QComboBox()
        self.reality_check_combo.setObjectName("reality_check_combo")
        for minutes in REALITY_CHECK_MINUTES:
            self.reality_check_combo.addItem(reality_check_choice(minutes), minutes)
        self.reality_check_combo.setToolTip(translate("OptionsDialog",
                                                      "A reminder of how long you have played, your hands and your net "
                                                      "result."))
        reality_label = QLabel(translate("OptionsDialog", "&Reality check:"))
        reality_label.setBuddy(self.reality_check_combo)
        reality_note = QLabel(translate("OptionsDialog",
                                        "A shorter interval takes effect at once; a longer one, or Off, from your next "
                                        "session."))
        reality_note.setWordWrap(True)
        reality_row = QHBoxLayout()
        reality_row.addWidget(reality_label)
        reality_row.addWidget(self.reality_check_combo, 1)
        play_group = QGroupBox(translate("OptionsDialog", "Responsible play"))
        play_layout = QVBoxLayout(play_group)
        play_layout.addLayout(reality_row)
        play_layout.addWidget(reality_note)

        self.language_combo = QComboBox()
        self.language_combo.setObjectName("language_combo")
        for value, name in ((("system", translate("OptionsDialog", "System language")), ("en", "English"), ("de",
                                                                                                            "Deutsch"))):
            self.language_combo.addItem(name, value)
        self.language_combo.setToolTip(translate("OptionsDialog", "The language of the table, its menus and dialogs."))
        self.language_combo.setAccessibleName(translate("OptionsDialog", "Language"))
        language_label = QLabel(translate("OptionsDialog", "&Language:"))
        language_label.setBuddy(self.language_combo)
        language_row = QHBoxLayout()
        language_row.addWidget(language_label)
        language_row.addWidget(self.language_combo, 1)
        self.voice_language_note = QLabel(translate("OptionsDialog",
                                                    "The dealer's voice speaks English in every language."))
        self.voice_language_note.setObjectName("voice_language_note")
        self.voice_language_note.setWordWrap(True)

        self.help_label = QLabel(translate("OptionsDialog", HELP_TEXT))
        self.help_label.setObjectName("options_help")
        self.help_label.setWordWrap(True)
        # Plain text colour: the disabled grey looked like a note about something switched off, and read badly.
        self.help_label.setContentsMargins(2, 4, 2, 4)

        self.button_box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.button_box.setObjectName("options_buttons")
        self.button_box.accepted.connect(self.accept)
        self.button_box.rejected.connect(self.reject)

        self._content = content = QWidget()
        self._content_layout = layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(sound_group)
        layout.addWidget(table_group)
        layout.addWidget(looks_group)
        layout.addWidget(play_group)
        layout.addLayout(language_row)
        layout.addWidget(self.voice_language_note)
        layout.addWidget(self.help_label)
        layout.addStretch(1)
        # On a screen too short for every option they scroll (OK and Cancel stay in sight) instead of being
        # squeezed over one another.
        self.scroll_area = QScrollArea()
        self.scroll_area.setObjectName("options_scroll")
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setWidget(content)
        self._checks: list[Callable[[], bool]] = []
        self._outer_layout = outer = QVBoxLayout(self)
        outer.addWidget(self.scroll_area, 1)
        outer.addWidget(self.button_box)

        # Read right after the Test buttons it explains: a blind player learns there why nothing played.
        QWidget.setTabOrder(self.voice_test_button, self.sound_trouble_line.label)
        self.speed_slider.valueChanged.connect(self._show_speed)
        self.animation_checkbox.toggled.connect(self._enable_speed)
        self.set_settings(settings)
        self._fit()

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
        motions = [value for _label, value in self._motion_choices]
        self.motion_combo.setCurrentIndex(motions.index(settings.reduce_motion))
        self.sound_volume_slider.setValue(settings.sound_volume)
        self.voice_volume_slider.setValue(settings.voice_volume)
        for combo, value in ((self.deck_combo, settings.deck), (self.back_combo, settings.card_back),
                             (self.felt_combo, settings.felt)):
            combo.setCurrentIndex(max(combo.findData(value), 0))
        self._preview_looks()
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
            sound_volume=self.sound_volume_slider.value(),
            voice_volume=self.voice_volume_slider.value(),
            deck=str(self.deck_combo.currentData()),
            card_back=str(self.back_combo.currentData()),
            felt=str(self.felt_combo.currentData()),
            reality_check_minutes=int(self.reality_check_combo.currentData()),
            language=str(self.language_combo.currentData()),
        )

    def result_settings(self) -> Settings:
        """The settings to use once the dialog has closed: the chosen ones after OK, else the original ones.

        Always a complete :class:`Settings` (only sound, voice, their volumes, animation, speed, motion, the
        looks, the reality-check interval and the language can differ from the original), so the caller can
        apply and save
        it without checking how the dialog was closed.
        """
        if self.result() == QDialog.DialogCode.Accepted:
            return self.chosen_settings()
        return self._original

    def show_sound_trouble(self, trouble: SoundTrouble) -> None:
        """Say under the sliders what keeps sound or voice from being heard (nothing if ``trouble`` is false)."""
        self.sound_trouble_line.show_trouble(trouble)
        self._fit()

    def add_section(self, section: QWidget, check: Callable[[], bool]) -> None:
        """Show ``section`` after the other options; OK closes the dialog only if ``check`` passes (it says why not)."""
        self._content_layout.insertWidget(self._content_layout.count() - 4, section)  # after Responsible play
        self._checks.append(check)
        self._fit()

    def accept(self) -> None:
        """OK: close, then tell the caller the new settings (a section that refuses its input keeps it open)."""
        if not all(check() for check in self._checks):
            return
        super().accept()
        self.settings_accepted.emit(self.chosen_settings())

    # --- internals -----------------------------------------------------

    def _volume_row(self, kind: str) -> tuple[QSlider, QPushButton]:
        low, high = VOLUME_RANGE
        slider = QSlider(Qt.Orientation.Horizontal)
        slider.setObjectName(f"{kind}_volume_slider")
        slider.setRange(low, high)
        slider.setSingleStep(5)
        slider.setPageStep(10)
        button = QPushButton(translate("OptionsDialog", "Test"))
        button.setObjectName(f"{kind}_test_button")
        button.setAutoDefault(False)
        button.clicked.connect(lambda: self._test(kind, slider.value()))
        return slider, button

    def _test(self, kind: str, volume: int) -> None:
        self.tone_requested.emit(kind, volume)
        self.sound_trouble_line.tested(kind)
        self._fit()

    def _fit(self) -> None:
        """As tall as every option needs, or as the screen allows (they scroll then); wide enough for them and a
        scroll bar. Again whenever the sound line appears or grows."""
        content, outer = self._content, self._outer_layout
        self._content_layout.invalidate()  # the sound line may have just appeared
        margins = outer.contentsMargins()
        need = (content.sizeHint().height() + outer.spacing() + self.button_box.sizeHint().height()
                + margins.top() + margins.bottom())
        screen = self.screen()
        room = screen.availableGeometry().height() - 60 if screen is not None else need
        self.scroll_area.setMinimumWidth(max(380, content.minimumSizeHint().width())
                                         + self.scroll_area.verticalScrollBar().sizeHint().width())
        self.setMinimumHeight(min(need, room))

    def _choice_combo(self, name: str, values: tuple[str, ...], names: Callable[[str], str]) -> QComboBox:
        combo = QComboBox()
        combo.setObjectName(name)
        for value in values:
            combo.addItem(names(value), value)
        return combo

    def _preview_looks(self, *_args: object) -> None:
        self.preview.show_looks(str(self.deck_combo.currentData()), str(self.back_combo.currentData()),
                                str(self.felt_combo.currentData()))

    def _show_speed(self, value: int) -> None:
        self.speed_value_label.setText(str(value))

    def _enable_speed(self, animated: bool) -> None:
        for widget in self._speed_widgets:
            widget.setEnabled(animated)


__all__ = ["OptionsDialog"]
