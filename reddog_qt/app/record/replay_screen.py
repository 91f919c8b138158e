"""What the player sees of a replay: the replay's own felt, what the hand says, and the controls.

:class:`ReplayScreen` stands in the window where the live felt and console were (they are
hidden, not changed): a view onto the replay's :class:`~reddog_qt.app.felt.table_scene.TableScene`
(scaled as the live felt is), and a bar with the hand's heading, its decision, the odds coach's
view, its payout and the seal's check — each line appears as the move that shows it is played —
and the buttons Pause/Resume (Space), Step (Right), Again and Back to the table (Esc). The
buttons are reached with Tab, and a focused one is pressed with Space, as the console's are. A
screen reader is told each move as it shows (the card dealt, the spread, the decision, the payout).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from reddog_qt.app.felt.table_scene import TableScene
from reddog_qt.app.felt.table_view import WholeFeltView
from reddog_qt.app.keys import ACTIVATE_KEYS, keep_keys
from reddog_qt.app.record.history_dialog import table_title
from reddog_qt.app.record.replay_deal import ReplayDeal, ReplayMove
from reddog_qt.app.texts import replay_texts as texts
from reddog_qt.app.texts.felt_texts import card_name
from reddog_qt.app.texts.language import translate
from reddog_qt.app.widgets import named
from reddog_qt.engine import HandKind
from reddog_qt.profile.rows import HandRecord

STYLE = """
#replay_bar { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #2b1d13, stop:1 #140d08);
              border-top: 2px solid #c9a227; }
#replay_bar QLabel { color: #e9dcc0; font-size: 13px; }
#replay_title { color: #ffe9a8; font-size: 16px; font-weight: bold; }
#replay_move { color: #ffd27a; }
#replay_check[passed="true"] { color: #9be3a9; }
#replay_check[passed="false"] { color: #ffb4a2; }
#replay_bar QPushButton { color: #fff7e0; font-weight: bold; font-size: 13px; padding: 6px 10px;
    border: 1px solid #8a5a2b; border-radius: 7px;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #5b3a1f, stop:1 #3a2413); }
#replay_bar QPushButton:hover { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #74502b, stop:1 #4a2e18); }
#replay_bar QPushButton:disabled { color: #7c6a55; border-color: #4a3420; background: #241710; }
#replay_bar QPushButton:focus { border: 3px solid #7fd8ff; outline: none; }
#replay_back { color: #1b1206; background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffe28a, stop:1 #d9a433); }
"""


def move_name(move: ReplayMove) -> str:
    """A move of the replay, as the bar names it."""
    names = {
        ReplayMove.FIRST_CARD: translate("Replay", "the first card"),
        ReplayMove.SECOND_CARD: translate("Replay", "the second card"),
        ReplayMove.RED_DOG: translate("Replay", "the red dog"),
        ReplayMove.DECISION: translate("Replay", "the decision"),
        ReplayMove.THIRD_CARD: translate("Replay", "the third card"),
        ReplayMove.RESULT: translate("Replay", "the result"),
    }
    return names[move]

#: From this width on the bar's buttons stand beside its words (the words wrap too tightly below it).
WIDE_BAR = 1180


class _FeltView(WholeFeltView):
    """The replay's felt, as large as the room allows; it takes no keys."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setObjectName("replay_view")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setInteractive(False)  # read-only: nothing on the replay's felt takes a click
        self.setMinimumSize(320, 160)


def _button(object_name: str) -> QPushButton:
    button = named(QPushButton(), object_name)
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    keep_keys(button, ACTIVATE_KEYS)  # a focused button is pressed with Space, as in the console
    button.setCursor(Qt.CursorShape.PointingHandCursor)
    button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)  # as wide as its words, never narrower
    return button


class ReplayScreen(QWidget):
    """The replay's felt and bar for ``record``, played by ``deal`` on ``scene``; see the module docstring."""

    #: What a screen reader is told as each move shows (see :meth:`move_said`).
    said = Signal(str)

    def __init__(self, scene: TableScene, record: HandRecord, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replay_screen")
        self.record = record
        self.scene = scene
        self.view = _FeltView(scene, self)
        bar = named(QWidget(self), "replay_bar")
        bar.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        bar.setStyleSheet(STYLE)
        self.title = named(QLabel(bar), "replay_title")
        self.move_line = named(QLabel(bar), "replay_move")
        self.decision = named(QLabel(bar), "replay_decision")
        self.payout = named(QLabel(bar), "replay_payout")
        self.coach = named(QLabel(bar), "replay_coach")
        self.check = named(QLabel(bar), "replay_check")
        for label in (self.decision, self.coach, self.payout, self.check):
            label.setWordWrap(True)
        self.pause_button = _button("replay_pause")
        self.step_button = _button("replay_step")
        self.again_button = _button("replay_again")
        self.back_button = _button("replay_back")
        self.buttons = [self.pause_button, self.step_button, self.again_button, self.back_button]

        words = QVBoxLayout()
        words.setSpacing(2)
        heading = QHBoxLayout()
        heading.addWidget(self.title)
        heading.addStretch(1)
        heading.addWidget(self.move_line)
        words.addLayout(heading)
        for label in (self.decision, self.coach, self.payout, self.check):
            words.addWidget(label)
        controls = QHBoxLayout()
        controls.setSpacing(8)
        for button in self.buttons:
            controls.addWidget(button)
        # The buttons beside the words in a wide window, under them in a narrow one (see resizeEvent).
        self._row = row = QBoxLayout(QBoxLayout.Direction.LeftToRight, bar)
        row.setContentsMargins(14, 8, 14, 10)
        row.setSpacing(18)
        row.addLayout(words, 1)
        row.addLayout(controls)
        row.setAlignment(controls, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(bar)

        self.deal = ReplayDeal(scene, record)
        self.deal.move_shown.connect(self._shown)
        self.deal.paused_changed.connect(lambda _paused: self._controls())
        self.deal.finished.connect(self._controls)
        self.pause_button.clicked.connect(self.toggle_pause)
        self.step_button.clicked.connect(self.deal.step)
        self.again_button.clicked.connect(self.again)
        self.retranslate()

    # --- the controls ----------------------------------------------------------------

    def toggle_pause(self) -> None:
        """Pause a playing replay, or play on a paused one (Space)."""
        if self.deal.paused:
            self.deal.resume()
        else:
            self.deal.pause()

    def again(self) -> None:
        """Deal the hand again from its first card."""
        self.deal.again()
        self.retranslate()

    def texts(self) -> list[str]:
        """What the bar says now, top to bottom (for the reader and tests)."""
        return [label.text() for label in (self.title, self.move_line, self.decision, self.coach, self.payout,
                                           self.check) if label.text()]

    # --- words -------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Every word in the language shown now (and only the lines of the moves shown so far)."""
        record, shown = self.record, self.deal.shown
        self.title.setText(texts.replay_title(record.bet_id, table_title(record.rules_name)))
        self.move_line.setText(texts.move_line(move_name(shown[-1]), len(shown), len(self.deal.moves)) if shown else "")
        decided = ReplayMove.DECISION in shown or (
            record.kind is not None and record.kind is not HandKind.SPREAD and ReplayMove.RED_DOG in shown)
        self.decision.setText(texts.decision_text(record) if decided else "")
        self.coach.setText(texts.coach_view(record) if decided else "")
        self.payout.setText(texts.payout_text(record) if ReplayMove.RESULT in shown else "")
        check, passed = texts.seal_check_text(record)
        self.check.setText(check)
        self.check.setProperty("passed", passed)
        self.check.style().unpolish(self.check)
        self.check.style().polish(self.check)
        self._controls()

    def _shown(self, move: ReplayMove) -> None:
        self.retranslate()
        said = self.move_said(move)
        self.said.emit(said)
        if QAccessible.isActive():  # a screen reader follows the replay move by move
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.move_line, said))

    def move_said(self, move: ReplayMove) -> str:
        """What a screen reader is told as ``move`` shows: the move, what it put on the felt, and what it means."""
        record = self.record
        named_thing = {ReplayMove.FIRST_CARD: card_name(record.cards[0]),
                       ReplayMove.SECOND_CARD: card_name(record.cards[1]),
                       ReplayMove.THIRD_CARD: card_name(record.cards[-1]),
                       ReplayMove.RED_DOG: self.scene.marker.text}.get(move, "")
        sentences = {ReplayMove.DECISION: [self.decision.text(), self.coach.text()],
                     ReplayMove.RESULT: [self.payout.text()]}.get(move, [])
        if move is ReplayMove.RED_DOG and record.kind is not HandKind.SPREAD:
            sentences = [self.decision.text()]  # a pair or consecutive cards: nothing to decide
        head = f"{self.move_line.text()}, {named_thing}" if named_thing else self.move_line.text()
        return " ".join([f"{head}.", *[sentence for sentence in sentences if sentence]])

    def _controls(self) -> None:
        paused, over = self.deal.paused, self.deal.over
        for button, (label, name, tip) in zip(self.buttons, texts.control_words(paused), strict=True):
            button.setText(label)
            button.setToolTip(tip)
            button.setAccessibleName(name)
            button.setAccessibleDescription(tip)
        had_keys = self.pause_button.hasFocus() or self.step_button.hasFocus()
        self.pause_button.setEnabled(not over)
        self.step_button.setEnabled(not over)
        if over and had_keys:
            self.again_button.setFocus(Qt.FocusReason.OtherFocusReason)  # the keys stay on a control that acts

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        wide = self.width() >= WIDE_BAR
        self._row.setDirection(QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


__all__ = ["ReplayScreen"]
