"""The reality check that interrupts play every N minutes, and the session summary shown on quitting.

The reality check says how long the player has played, how many hands and the
session's net result, and offers Continue, View History or Quit. The table waits
until it is answered (the controller refuses a deal meanwhile).

Each figure of both dialogs reads as one line with its caption ("Hands this session: 37"),
so a screen reader that reads a dialog's labels as it opens, or walks them one by one,
says what each number is (see :func:`figure_row`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from reddog_qt.app.record.chain_value import chain_caption, chain_field
from reddog_qt.app.texts.language import credit_count, credits, fill, translate
from reddog_qt.app.texts.record_texts import describe_duration
from reddog_qt.app.widgets import named
from reddog_qt.profile.figures import Figures


def reality_check_credits(amount: int, *, signed: bool = False) -> str:
    """An amount of credits in the reality check ("1 credit", "1,000 credits"; ``signed``: "+20 credits" for a gain)."""
    return credit_count(amount, signed=signed)


def summary_rows(elapsed: float, hands: int, outcomes: tuple[int, int, int], wagered: int, biggest_win: int,
                 net: int, balance: int) -> tuple[tuple[str, str], ...]:
    """The summary's rows as (caption, value): time, hands, won / pushed / lost, wagered, biggest win, net, balance."""
    wins, pushes, losses = outcomes
    return (
        (translate("SessionSummaryDialog", "Time played:"), describe_duration(elapsed)),
        (translate("SessionSummaryDialog", "Hands played:"), credits(hands)),
        (translate("SessionSummaryDialog", "Won / pushed / lost:"),
         fill(translate("SessionSummaryDialog", "%1 / %2 / %3"), credits(wins), credits(pushes), credits(losses))),
        (translate("SessionSummaryDialog", "Wagered:"), credit_count(wagered)),
        (translate("SessionSummaryDialog", "Biggest win:"), credit_count(biggest_win, signed=True)),
        (translate("SessionSummaryDialog", "Net:"), credit_count(net, signed=True)),
        (translate("SessionSummaryDialog", "Balance:"), credit_count(balance)),
    )


def figure_row(form: QFormLayout, caption: str, value: QLabel) -> None:
    """Add ``caption`` (left) and ``value`` (right) to ``form``, both named by the line ("Hands this session: 37").

    Orca reads, as a dialog opens, its labels that have no label relation, 3 words or more and a
    name other than their parent's; Orca 43 reads each name once, Orca 48 each such label. So the
    caption is no buddy of the value (a buddy relates both, and both would be skipped) and carries
    the whole line, which is read once; the value carries it too, for a reader walking the labels one
    by one, but sits in a box of the same name, so that neither Orca reads the line twice.
    """
    line = f"{caption} {value.text()}"
    shown = QLabel(caption)
    shown.setAccessibleName(line)
    value.setAccessibleName(line)
    box = QWidget()
    box.setAccessibleName(line)
    inside = QHBoxLayout(box)
    inside.setContentsMargins(0, 0, 0, 0)
    inside.addWidget(value)
    form.addRow(shown, box)


class RealityCheckDialog(QDialog):
    """Time played, hands and net; Continue / View History / Quit. ``chosen`` says which ("continue"...)."""

    chosen = Signal(str)

    def __init__(self, elapsed: float, figures: Figures, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reality_check_dialog")
        self.setWindowTitle(translate("RealityCheckDialog", "Reality Check"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.choice = ""
        heading = named(QLabel(fill(translate("RealityCheckDialog", "You have been playing for %1."),
                                    describe_duration(elapsed))),
                        "reality_check_heading")
        heading.setStyleSheet("font-size: 15px; font-weight: bold;")
        form = QFormLayout()
        self.time_label = named(QLabel(describe_duration(elapsed)), "reality_check_time")
        self.hands_label = named(QLabel(credits(figures.hands)), "reality_check_hands")
        self.net_label = named(QLabel(reality_check_credits(figures.net, signed=True)),
                               "reality_check_net")
        wagered = QLabel(reality_check_credits(figures.wagered))
        captions = (translate("RealityCheckDialog", "Time played:"),
                    translate("RealityCheckDialog", "Hands this session:"),
                    translate("RealityCheckDialog", "Net this session:"),
                    translate("RealityCheckDialog", "Wagered this session:"))
        for caption, shown in zip(captions,
                                  (self.time_label, self.hands_label, self.net_label, wagered), strict=True):
            figure_row(form, caption, shown)
        note = QLabel(translate("RealityCheckDialog",
                                "Take a moment: would you like to go on playing? You can change how often this appears "
                                "in Options."))
        note.setWordWrap(True)
        buttons = QDialogButtonBox()
        go_on, history, leave = (translate("RealityCheckDialog", "&Continue"),
                                 translate("RealityCheckDialog", "View &History"),
                                 translate("RealityCheckDialog", "&Quit"))
        self.continue_button = named(QPushButton(go_on), "reality_check_continue")
        self.history_button = named(QPushButton(history), "reality_check_history")
        self.quit_button = named(QPushButton(leave), "reality_check_quit")
        buttons.addButton(self.continue_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.history_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.quit_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.continue_button.setDefault(True)
        self.continue_button.clicked.connect(lambda: self._choose("continue"))
        self.history_button.clicked.connect(lambda: self._choose("history"))
        self.quit_button.clicked.connect(lambda: self._choose("quit"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 14)
        layout.setSpacing(12)
        layout.addWidget(heading)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)

    def _choose(self, choice: str) -> None:
        self.choice = choice
        self.accept()
        self.chosen.emit(choice)

    def reject(self) -> None:
        """Esc or the window's close button: the same as Continue (the check was seen and answered)."""
        if not self.choice:
            self.choice = "continue"
            super().reject()
            self.chosen.emit("continue")
        else:
            super().reject()


class SessionSummaryDialog(QDialog):
    """The session's figures, shown when the player quits."""

    def __init__(self, elapsed: float, figures: Figures, balance: int, parent: QWidget | None = None,
                 chain: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("session_summary_dialog")
        self.setWindowTitle(translate("SessionSummaryDialog", "Session Summary"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        form = QFormLayout()
        rows = summary_rows(elapsed, figures.hands, (figures.wins, figures.pushes, figures.losses),
                                         figures.wagered, figures.biggest_win, figures.net, balance)
        names = ("summary_time", "summary_hands", "summary_outcomes", "summary_wagered", "summary_biggest_win",
                 "summary_net", "summary_balance")
        for (caption, value), name in zip(rows, names, strict=True):
            figure_row(form, caption, named(QLabel(value), name))
        self.chain_field = chain_field(chain)
        form.addRow(chain_caption(), self.chain_field)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.accept)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(translate("SessionSummaryDialog", "Thank you for playing. This session:")))
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.setMinimumWidth(320)


__all__ = ["RealityCheckDialog", "SessionSummaryDialog"]
