"""The console under the felt: the player's displays and buttons.

The console only shows; :class:`~reddog_qt.app.table.main_window.MainWindow`
connects its buttons to the controller and refreshes it from the controller's
signals. Its read-outs are :mod:`~reddog_qt.app.table.readouts`'.

The console is drawn by one Qt style sheet, :data:`STYLE_TEMPLATE`, whose type sizes
(:data:`TYPE_SCALE`, one size per role), paddings and button widths grow with the console's
scale: 1 up to a 1280x800 window, larger on big screens (:func:`scale_for`); :func:`console_style`
fills it in for one scale. No label is set smaller than the others of its role: where the read-outs'
row lacks room, the session box and the speed slider move down to the Raise/Stand/Deal row.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAccessible, QAccessibleTextUpdateEvent, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from reddog_qt.app.felt.timings import SPEED_MAX, SPEED_MIN
from reddog_qt.app.keys import ACTIVATE_KEYS, ARROW_KEYS, keep_keys
from reddog_qt.app.table.raise_box import RaiseAmountBox
from reddog_qt.app.table.readouts import Display
from reddog_qt.app.texts.console_texts import ConsoleWords, Named, console_words
from reddog_qt.app.texts.language import fill, translate
from reddog_qt.app.widgets import fit_session_values

#: The console's look at scale 1; sizes in {braces} are multiplied by the console's scale.
STYLE_TEMPLATE = """
#console {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #2b1d13, stop:1 #140d08);
           border-top: 2px solid #8a5a2b; }}
#console QLabel {{ color: #e9dcc0; }}
QFrame[display="true"] {{ background: #0b0806; border: 1px solid #6d4a26; border-radius: 6px; }}
QLabel[caption="true"] {{ color: #b89b66; font-size: {caption}px; font-weight: bold; padding-top: {accent}px; }}
QLabel[value="true"] {{ color: #ffe9a8; font-size: {value}px; font-weight: bold; }}
#message_label {{ color: #ffd27a; font-size: {message}px; }}
#raise_amount_caption {{ color: #e9dcc0; font-size: {button}px; font-weight: bold; padding-top: {accent}px; }}
#console QPushButton {{ color: #fff7e0; font-weight: bold; font-size: {button}px; padding: {pad_v}px {pad_h}px;
    min-width: {min_w}px; border: 1px solid #8a5a2b; border-radius: 7px;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #5b3a1f, stop:1 #3a2413); }}
#console QPushButton:hover {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #74502b, stop:1 #4a2e18); }}
#console QPushButton:pressed {{ background: #2a1a0e; }}
#console QPushButton:disabled {{ color: #7c6a55; border-color: #4a3420; background: #241710; }}
#console QPushButton[primary="true"] {{ color: #1b1206; font-size: {primary}px; min-width: {primary_w}px;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffe28a, stop:1 #d9a433); border-color: #fff0b8; }}
#console QPushButton[primary="true"]:hover {{
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fff0b0, stop:1 #e8b84a); }}
#console QPushButton[primary="true"]:disabled {{ color: #7c6a55; background: #3a2a14; border-color: #5a4420; }}
#console QPushButton:focus {{ border: 3px solid #7fd8ff; outline: none; }}
#console QSpinBox {{ background: #0b0806; color: #ffe9a8; border: 1px solid #6d4a26; border-radius: 5px;
    padding: 2px 4px; font-weight: bold; font-size: {button}px; min-width: {spin_w}px; }}
#console QSpinBox:focus {{ border: 3px solid #7fd8ff; }}
#console QSpinBox:disabled {{ color: #7c6a55; border-color: #4a3420; }}
#console QSpinBox[invalid="true"] {{ border: 2px solid #ff5a5a; color: #ff9d9d; background: #2a0808; }}
#console QSlider:focus {{ border: 2px solid #7fd8ff; border-radius: 4px; }}
"""

#: The console's type sizes in pixels at scale 1, one per role: every read-out's caption (BALANCE), every
#: read-out's value, the message row, a button's label (and the Raise amount's caption), a main button's label.
TYPE_SCALE = {"caption": 10, "value": 15, "message": 12, "button": 12, "primary": 14}
#: Room above a capital for its accent (the dots of Ü rise above the font's ascent), as a share of the type size.
ACCENT_ROOM = 0.2

#: The smallest and largest console scale (1 up to a 1280x800 window, larger on big screens).
SCALE_RANGE = (1.0, 1.8)


def console_style(scale: float) -> str:
    """The console's style sheet at ``scale``."""
    def px(size: float) -> int:
        return round(size * scale)

    sizes = {role: px(size) for role, size in TYPE_SCALE.items()}
    return STYLE_TEMPLATE.format(**sizes, accent=math.ceil(ACCENT_ROOM * TYPE_SCALE["caption"] * scale),
                                 pad_v=px(5), pad_h=px(8), min_w=px(52), primary_w=px(74), spin_w=px(64))


def scale_for(width: int, height: int) -> float:
    """The console's scale for a window of this size, in steps of 0.05."""
    low, high = SCALE_RANGE
    raw = min(width / 1280, height / 800)
    return round(max(low, min(high, raw)) * 20) / 20


#: Hex digits of a shuffle's fingerprint shown in the console (the tooltip and Hand History show all 64).
SEAL_SHOWN = 8


def _layout_holding(layout: QLayout | None, widget: QWidget) -> QBoxLayout | None:
    """The box layout, inside ``layout``, that holds ``widget`` directly (None if there is none)."""
    if layout is None:
        return None
    if isinstance(layout, QBoxLayout) and layout.indexOf(widget) >= 0:
        return layout
    for index in range(layout.count()):
        item = layout.itemAt(index)
        found = _layout_holding(item.layout() if item is not None else None, widget)
        if found is not None:
            return found
    return None


def _button(object_name: str, primary: bool = False) -> QPushButton:
    """A console button; its words are set by :func:`_name_button` (from :meth:`Console.retranslate_ui`)."""
    button = QPushButton()
    button.setObjectName(object_name)
    # Tab reaches every button and Space presses the focused one; Enter stays the table's next
    # step (deal, stand, cut) wherever the focus is, as the other single-key shortcuts do.
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    button.setAutoDefault(True)
    keep_keys(button, ACTIVATE_KEYS)
    button.setCursor(Qt.CursorShape.PointingHandCursor)
    if primary:
        button.setProperty("primary", True)
    return button


def _name_button(button: QPushButton, named: Named) -> None:
    """Set a button's label, tooltip and the names a screen reader says."""
    button.setText(named.label)
    button.setProperty("usual_tip", named.tip)
    button.setToolTip(named.tip)
    button.setAccessibleName(named.label.replace("&", ""))
    button.setAccessibleDescription(named.tip)


class Console(QWidget):
    """Displays, betting buttons, play buttons, speed and limits.

    It fits the window: when the buttons do not fit on one row (a small window, a large
    font) the play buttons take a row of their own; above 1280x800 everything grows
    with the window (see :func:`scale_for`).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._practice = False  # the balance read-out says "Practice" while practice hands are played
        # The shuffle in play (see show_seal): its fingerprint (hex), its deal number if public, its number.
        self._seal: tuple[str | None, int | None, int] = (None, None, 0)
        self.setObjectName("console")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.scale = 1.0
        self.setStyleSheet(console_style(self.scale))
        self.narrow = False
        self.session_box: QFrame | None = None
        self._session_title: QLabel | None = None

        self.options_button = _button("options_button")
        self.limits_button = _button("table_limits_button")
        self.balance = Display("", "balance_label")
        self.stake = Display("", "stake_label")
        self.wager = Display("", "wager_label")
        self.raised = Display("", "raise_label")
        self.result = Display("", "result_label")
        self.slip = Display("", "slip_id_label")
        #: The fingerprint of the shuffle in play, shown before the bet (the whole of it in the tooltip).
        self.seal = Display("", "shuffle_fingerprint_label")
        # Tab reaches it (the last stop of the table's Tab path), and its fingerprint can be copied from there.
        self.seal.value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                               | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.seal.value.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.displays = (self.balance, self.stake, self.wager, self.raised, self.result, self.slip, self.seal)
        self.speed_slider = QSlider(Qt.Orientation.Horizontal)
        self.speed_slider.setObjectName("speed_slider")
        self.speed_slider.setRange(SPEED_MIN, SPEED_MAX)
        self.speed_slider.setPageStep(1)
        self._size_slider(1.0)
        self.speed_slider.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        keep_keys(self.speed_slider, ARROW_KEYS)

        self.new_game_button = _button("new_game_button")
        self.clear_button = _button("clear_button")
        self.undo_button = _button("undo_button")
        self.redo_button = _button("redo_button")
        self.double_button = _button("double_button")
        self.same_bet_button = _button("same_bet_button")
        self.rebet_button = _button("rebet_button")
        self.raise_box = RaiseAmountBox()
        self.raise_caption = QLabel()
        self.raise_caption.setObjectName("raise_amount_caption")
        self.raise_caption.setBuddy(self.raise_box)
        self.raise_button = _button("raise_button", primary=True)
        self.stand_button = _button("stand_button", primary=True)
        self.deal_button = _button("deal_button", primary=True)
        self.message = QLabel("")
        self.message.setObjectName("message_label")
        self.message.setWordWrap(True)
        self.message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.bet_buttons = (self.new_game_button, self.clear_button, self.undo_button, self.redo_button,
                            self.double_button, self.same_bet_button, self.rebet_button)
        self.play_widgets = (self.raise_caption, self.raise_box, self.raise_button, self.stand_button,
                             self.deal_button)

        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(10, 6, 10, 8)
        self._grid.setHorizontalSpacing(6)
        self._grid.setVerticalSpacing(5)
        # Room to spare goes to the chip buttons' column; Raise/Stand/Deal keep their own width.
        self._grid.setColumnStretch(0, 1)
        top = QHBoxLayout()
        top.setSpacing(4)
        top.addWidget(self.options_button)
        for display in self.displays:
            top.addWidget(display, 1)
        # The speed's caption and slider move together (see _place_movables).
        self.speed_panel = QWidget()
        speed_box = QVBoxLayout(self.speed_panel)
        speed_box.setContentsMargins(0, 0, 0, 0)
        speed_box.setSpacing(0)
        self.speed_caption = QLabel()
        self.speed_caption.setProperty("caption", True)
        speed_box.addWidget(self.speed_caption)
        speed_box.addWidget(self.speed_slider)
        top.addWidget(self.speed_panel)
        top.addWidget(self.limits_button)
        self._bet_row = QHBoxLayout()
        self._bet_row.setSpacing(5)
        for button in self.bet_buttons:
            self._bet_row.addWidget(button)
        self._bet_row.addStretch(1)
        self._play_row = QHBoxLayout()
        self._play_row.setSpacing(5)
        self._play_row.addStretch(1)
        for widget in self.play_widgets:
            self._play_row.addWidget(widget)
        self._grid.addWidget(self.message, 0, 0, 1, 2)
        self._grid.addLayout(top, 1, 0, 1, 2)
        self._grid.addLayout(self._bet_row, 2, 0)
        self._grid.addLayout(self._play_row, 2, 1)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Set every text of the console in the language shown now (the same widgets, kept).

        Called from ``__init__`` and on ``LanguageChange``; the read-outs' values are the window's
        (it sets them again after this). The buttons are sized from their labels, so a longer
        word takes the room it needs and the play buttons move to a row of their own if need be.
        """
        words = console_words()
        _name_button(self.options_button, words.options)
        _name_button(self.limits_button, words.limits)
        self.balance.set_caption(words.practice_balance if self._practice else words.balance)
        self.stake.set_caption(words.stake)
        self.wager.set_caption(words.wager)
        self.raised.set_caption(words.raised)
        self.result.set_caption(words.result)
        self.slip.set_caption(words.slip)
        self.seal.set_caption(words.seal)
        self._explain_seal()
        self.speed_caption.setText(words.speed_caption)
        self.speed_slider.setToolTip(words.speed_tip)
        self.speed_slider.setAccessibleName(words.speed_name)
        self.speed_slider.setAccessibleDescription(words.speed_description)
        _name_button(self.new_game_button, words.new_game)
        _name_button(self.clear_button, words.clear)
        _name_button(self.undo_button, words.undo)
        _name_button(self.redo_button, words.redo)
        _name_button(self.double_button, words.double)
        _name_button(self.same_bet_button, words.same_bet)
        _name_button(self.rebet_button, words.rebet)
        self.raise_caption.setText(words.raise_caption)
        _name_button(self.raise_button, words.raise_bet)
        _name_button(self.stand_button, words.stand)
        _name_button(self.deal_button, words.deal)
        # The row's name is its text (a reader is told when it changes); what the row is goes in its description.
        self.message.setAccessibleDescription(words.dealer)
        self._retranslate_session(words)
        # The labels' widths changed: one row or two, and the message's height, for the new words.
        if self.isVisible():
            self._arrange(self.width())
        else:
            self._fit_message()

    def _retranslate_session(self, words: ConsoleWords) -> None:
        if self.session_box is not None and self._session_title is not None:
            self.session_box.setToolTip(words.session_tip)
            self._session_title.setText(words.session_title)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def add_session_displays(self) -> tuple[QLabel, QLabel]:
        """Add the session's clock and net position to the read-outs, in one captioned box; returns the two
        value labels (objectNames ``session_clock_label``, ``session_net_label``). Kept apart from the layout
        above so either can change on its own."""
        box = QFrame()
        box.setObjectName("session_display")
        box.setProperty("display", True)
        title = QLabel()
        title.setProperty("caption", True)
        clock = QLabel("0:00:00")
        clock.setObjectName("session_clock_label")
        net = QLabel("0")
        net.setObjectName("session_net_label")
        for value in (clock, net):
            value.setProperty("value", True)
        clock.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        net.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        values = QHBoxLayout()
        values.setSpacing(8)
        values.addWidget(clock)
        values.addWidget(net, 1)
        layout = QVBoxLayout(box)
        layout.setContentsMargins(6, 3, 6, 3)
        layout.setSpacing(0)
        layout.addWidget(title)
        layout.addLayout(values)
        box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.session_box = box
        self._session_title = title
        self._retranslate_session(console_words())
        fit_session_values(clock, net)
        self._place_movables()
        return clock, net

    def _movables(self) -> list[QWidget]:
        return [widget for widget in (self.session_box, self.speed_panel) if widget is not None]

    def _place_movables(self) -> None:
        """The session box beside the Slip ID and the speed slider before Limits when the buttons have one
        row; both at the start of the Raise/Stand/Deal row when they wrap to two (the read-outs' row has
        no room for them then, at full type size, and that row's left end is free)."""
        row = _layout_holding(self.layout(), self.slip)
        for widget in self._movables():
            for layout in (row, self._play_row):
                if layout is not None and layout.indexOf(widget) >= 0:
                    layout.removeWidget(widget)
        if self.narrow or row is None:  # (a layout without the Slip ID read-out: they go below)
            for index, widget in enumerate(self._movables()):
                self._play_row.insertWidget(index, widget)
            return
        if self.session_box is not None:
            row.insertWidget(row.indexOf(self.slip) + 1, self.session_box, 1)
        row.insertWidget(row.indexOf(self.limits_button), self.speed_panel)

    @property
    def action_buttons(self) -> list[QPushButton]:
        """Every button that changes the bet or the hand."""
        return [self.new_game_button, self.clear_button, self.undo_button, self.redo_button, self.double_button,
                self.same_bet_button, self.rebet_button, self.raise_button, self.stand_button, self.deal_button]

    @property
    def raise_spin(self) -> RaiseAmountBox:
        """The raise amount box (also found by its objectName, ``raise_amount``)."""
        return self.raise_box

    def show_seal(self, seal: str | None, deal: int | None = None, shuffle: int = 0) -> None:
        """Show the fingerprint of the shuffle in play: its first digits, all of it in the tooltip (None: "-").

        A numbered (practice) deal ``deal`` is public: the read-out names it instead, and the
        tooltip says which shuffle of it is in play.
        """
        self._seal = (seal, deal, shuffle)
        self._explain_seal()

    def _explain_seal(self) -> None:
        seal, deal, shuffle = self._seal
        if deal is not None and seal:
            self.seal.set_text(fill(translate("Console", "Deal %1",
                                              "the console's Shuffle read-out in a practice deal"), str(deal)))
            tip = fill(translate("Console",
                                 "Practice deal %1, shuffle %2: a numbered deal, whose seeds anyone can work out (see "
                                 "Fair deals in the README). Fingerprint: %3."), str(deal), str(shuffle), seal)
        else:
            self.seal.set_text(seal[:SEAL_SHOWN] if seal else "-")
            tip = fill(translate("Console",
                                 "Fingerprint of this shuffle, sealed before your bet: %1. It is the SHA-256 of the "
                                 "shuffle's seed, which Hand History shows once the hand (at a shoe table, the shoe) is"
                                 " over."), seal) if seal else ""
        self.seal.setToolTip(tip)
        self.seal.value.setAccessibleDescription(tip)

    @staticmethod
    def explain(button: QPushButton, reason: str | None) -> None:
        """Say in ``button``'s tooltip why it is off (``reason``), or what it does (None)."""
        tip = reason or str(button.property("usual_tip") or "")
        if button.toolTip() != tip:
            button.setToolTip(tip)
            button.setAccessibleDescription(tip)

    def set_practice(self, practice: bool) -> None:
        """Say "Practice" where the balance is (practice hands, a practice bankroll), or "Balance" again."""
        self._practice = practice
        self.retranslate_ui()

    def set_message(self, text: str) -> None:
        """Show the dealer's line (up to two lines at narrow widths; the tooltip has it all).

        A screen reader is told the row changed twice over, for readers that follow either: its name
        changed (QLabel tells that itself, the row having no name of its own) and its text was replaced.
        """
        old = self.message.text()
        self.message.setText(text)
        self.message.setToolTip(text)
        self._fit_message()
        if old != text and QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleTextUpdateEvent(self.message, 0, old, text))

    # --- fitting the window ---------------------------------------------

    def set_scale(self, scale: float) -> None:
        """Grow the console's type and buttons by ``scale`` (1 = the 1280x800 look)."""
        if abs(scale - self.scale) < 0.01:
            return
        self.scale = scale
        self.setStyleSheet(console_style(scale))
        self._size_slider(scale)
        self._arrange(self.width())

    def _size_slider(self, scale: float) -> None:
        # Full length where there is room; shorter, rather than squeezing a read-out, where there is not.
        self.speed_slider.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.speed_slider.setMinimumWidth(round(64 * scale))
        self.speed_slider.setMaximumWidth(round(96 * scale))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        window = self.window()
        self.set_scale(scale_for(window.width(), window.height()))
        self._arrange(event.size().width())

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:
            # A button grew (enabled, bold, a longer word): one row may no longer hold them all.
            self._arrange(self.width())
        return handled

    def needed_width(self) -> int:
        """The width the buttons need on one row."""
        margins = self._grid.contentsMargins()
        widgets = self.bet_buttons + self.play_widgets
        shown = [widget for widget in widgets if not widget.isHidden()]
        return (sum(widget.sizeHint().width() for widget in shown) + 5 * len(shown) + 24
                + margins.left() + margins.right() + self._grid.horizontalSpacing())

    def top_row_width(self) -> int:
        """The width the read-outs' row needs with the session box and the speed slider in it."""
        margins = self._grid.contentsMargins()
        row = _layout_holding(self.layout(), self.slip)
        if row is None:
            return 0
        need = row.minimumSize().width()
        for widget in self._movables():
            if row.indexOf(widget) < 0:
                need += widget.minimumSizeHint().width() + row.spacing()
        return need + margins.left() + margins.right()

    def _arrange(self, width: int) -> None:
        # A button is as wide as its words, never narrower: the style's min-width is the least it may be, and
        # a layout short of room would otherwise squeeze a long translation ("Optionen") into its border. Set
        # both ways, so a shorter language (German, then English) gives the room back.
        for button in (self.options_button, self.limits_button, *self.action_buttons):
            if button.minimumWidth() != button.sizeHint().width():
                button.setMinimumWidth(button.sizeHint().width())
        # Two rows of buttons when either the buttons or the read-outs (with the session box) lack room.
        narrow = width < max(self.needed_width(), self.top_row_width())
        if narrow != self.narrow:
            self.narrow = narrow
            self._grid.removeItem(self._play_row)
            if narrow:
                self._grid.addLayout(self._play_row, 3, 0, 1, 2)
            else:
                self._grid.addLayout(self._play_row, 2, 1)
            self._place_movables()
        self._fit_message()

    def _fit_message(self) -> None:
        # Always two lines' room, whatever the line says: a row that grew with a long line would shrink
        # the felt above it, and the felt would breathe with every message.
        self.message.ensurePolished()
        self.message.setFixedHeight(self.message.fontMetrics().lineSpacing() * 2 + 4)
