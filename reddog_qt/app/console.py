"""The console under the felt: the player's displays and buttons.

The console only shows; :class:`~reddog_qt.app.main_window.MainWindow`
connects its buttons to the controller and refreshes it from the controller's
signals.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QSlider,
                               QSpinBox, QVBoxLayout, QWidget)

from reddog_qt.app.timings import SPEED_MAX, SPEED_MIN

STYLE = """
#console { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #2b1d13, stop:1 #140d08);
           border-top: 2px solid #8a5a2b; }
#console QLabel { color: #e9dcc0; }
QFrame[display="true"] { background: #0b0806; border: 1px solid #6d4a26; border-radius: 6px; }
QLabel[caption="true"] { color: #b89b66; font-size: 10px; font-weight: bold; }
QLabel[value="true"] { color: #ffe9a8; font-size: 15px; font-weight: bold; }
#message_label { color: #ffd27a; font-size: 12px; }
#console QPushButton { color: #fff7e0; font-weight: bold; font-size: 12px; padding: 5px 8px; min-width: 52px;
    border: 1px solid #8a5a2b; border-radius: 7px;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #5b3a1f, stop:1 #3a2413); }
#console QPushButton:hover { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #74502b, stop:1 #4a2e18); }
#console QPushButton:pressed { background: #2a1a0e; }
#console QPushButton:disabled { color: #7c6a55; border-color: #4a3420; background: #241710; }
#console QPushButton[primary="true"] { color: #1b1206; font-size: 14px; min-width: 74px;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffe28a, stop:1 #d9a433); border-color: #fff0b8; }
#console QPushButton[primary="true"]:hover { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fff0b0, stop:1 #e8b84a); }
#console QPushButton[primary="true"]:disabled { color: #7c6a55; background: #3a2a14; border-color: #5a4420; }
#console QSpinBox { background: #0b0806; color: #ffe9a8; border: 1px solid #6d4a26; border-radius: 5px;
    padding: 2px 4px; font-weight: bold; }
"""


class Display(QFrame):
    """A captioned read-out, e.g. BALANCE 1,000. The value label carries the test-visible objectName."""

    def __init__(self, caption: str, object_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("display", True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 3, 8, 3)
        layout.setSpacing(0)
        title = QLabel(caption.upper())
        title.setProperty("caption", True)
        self.value = QLabel("-")
        self.value.setObjectName(object_name)
        self.value.setProperty("value", True)
        self.value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(title)
        layout.addWidget(self.value)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def set_text(self, text: str) -> None:
        """Show a new value."""
        self.value.setText(text)


def _button(text: str, object_name: str, tip: str, primary: bool = False) -> QPushButton:
    button = QPushButton(text)
    button.setObjectName(object_name)
    button.setToolTip(tip)
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys belong to the table's shortcuts
    button.setCursor(Qt.CursorShape.PointingHandCursor)
    if primary:
        button.setProperty("primary", True)
    return button


class Console(QWidget):
    """Displays, betting buttons, play buttons, speed and limits."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("console")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)

        self.options_button = _button("Options", "options_button", "Sound, voice, animation and speed")
        self.limits_button = _button("Limits", "table_limits_button", "Table limits")
        self.balance = Display("Balance", "balance_label")
        self.stake = Display("Total stake", "stake_label")
        self.wager = Display("Wager", "wager_label")
        self.raised = Display("Raise", "raise_label")
        self.result = Display("Last result", "result_label")
        self.slip = Display("Slip ID", "slip_id_label")
        self.speed_slider = QSlider(Qt.Orientation.Horizontal)
        self.speed_slider.setObjectName("speed_slider")
        self.speed_slider.setRange(SPEED_MIN, SPEED_MAX)
        self.speed_slider.setPageStep(1)
        self.speed_slider.setFixedWidth(96)
        self.speed_slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.speed_slider.setToolTip("Game speed: drag left to slow down, right to speed up")

        self.new_game_button = _button("New Game", "new_game_button", "Start again with a fresh bankroll")
        self.clear_button = _button("Clear", "clear_button", "Take all chips off the bet (Del or .)")
        self.undo_button = _button("Undo", "undo_button", "Undo the last chip placement (Ctrl+Z)")
        self.redo_button = _button("Redo", "redo_button", "Redo the chip placement you undid (Ctrl+Y)")
        self.double_button = _button("Double", "double_button", "Bet twice the chips of your previous bet")
        self.same_bet_button = _button("Same Bet", "same_bet_button", "Put your previous bet's chips back (0)")
        self.rebet_button = _button("Rebet", "rebet_button", "Bet your previous chips and deal at once")
        self.raise_spin = QSpinBox()
        self.raise_spin.setObjectName("raise_amount_spin")
        self.raise_spin.setToolTip("How much to raise (up to your wager)")
        self.raise_spin.setMinimumWidth(70)
        self.raise_button = _button("Raise", "raise_button", "Raise on the spread (+)", primary=True)
        self.stand_button = _button("Stand", "stand_button", "Stand on your wager: the third card comes (Enter)",
                                    primary=True)
        self.deal_button = _button("Deal", "deal_button", "Deal the cards (Enter)", primary=True)
        self.message = QLabel("")
        self.message.setObjectName("message_label")
        self.message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

        grid = QGridLayout(self)
        grid.setContentsMargins(10, 6, 10, 8)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(5)
        top = QHBoxLayout()
        top.setSpacing(6)
        top.addWidget(self.options_button)
        for display in (self.balance, self.stake, self.wager, self.raised, self.result, self.slip):
            top.addWidget(display, 1)
        speed_box = QVBoxLayout()
        speed_box.setSpacing(0)
        speed_caption = QLabel("SPEED")
        speed_caption.setProperty("caption", True)
        speed_box.addWidget(speed_caption)
        speed_box.addWidget(self.speed_slider)
        top.addLayout(speed_box)
        top.addWidget(self.limits_button)
        bottom = QHBoxLayout()
        bottom.setSpacing(5)
        for button in (self.new_game_button, self.clear_button, self.undo_button, self.redo_button,
                       self.double_button, self.same_bet_button, self.rebet_button):
            bottom.addWidget(button)
        bottom.addStretch(1)
        for widget in (self.raise_spin, self.raise_button, self.stand_button, self.deal_button):
            bottom.addWidget(widget)
        self.message.setFixedHeight(18)
        grid.addWidget(self.message, 0, 0)
        grid.addLayout(top, 1, 0)
        grid.addLayout(bottom, 2, 0)

    @property
    def action_buttons(self) -> list[QPushButton]:
        """Every button that changes the bet or the hand."""
        return [self.new_game_button, self.clear_button, self.undo_button, self.redo_button, self.double_button,
                self.same_bet_button, self.rebet_button, self.raise_button, self.stand_button, self.deal_button]
