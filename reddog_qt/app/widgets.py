"""Small helpers shared by the dialogs and the table's read-outs."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QDir, QObject, Qt
from PySide6.QtGui import QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QFileDialog, QLabel, QWidget

_Named = TypeVar("_Named", bound=QObject)


def named(thing: _Named, object_name: str) -> _Named:
    """``thing`` with its objectName set: the name tests and style sheets find it by.

    >>> from PySide6.QtCore import QObject
    >>> named(QObject(), "deal_button").objectName()
    'deal_button'
    """
    thing.setObjectName(object_name)
    return thing


def plural(translated: str, count: int) -> str:
    """English plural endings for a ``%n`` text Qt returned untranslated: ``"(s)"`` becomes ``""`` or ``"s"``.

    With a translation loaded the text has no ``"(s)"`` and is returned as it is.

    >>> plural("3 hand(s)", 3), plural("1 hand(s)", 1)
    ('3 hands', '1 hand')
    """
    return translated.replace("(s)", "" if count == 1 else "s")


def resize_to_fit(window: QWidget, width: int, height: int) -> None:
    """Resize ``window`` to ``width`` x ``height``, or less where the screen is smaller (9/10 of it at most)."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        room = screen.availableGeometry()
        width = min(width, room.width() * 9 // 10)
        height = min(height, room.height() * 9 // 10)
    window.resize(width, height)


def open_save_dialog(parent: QWidget, title: str, object_name: str, name_filter: str, stem: str,
                     suffix: str, chosen: Callable[[Path], object]) -> QFileDialog:
    """A window-modal "save as" dialog in the home folder, offering ``<stem>-<today>.<suffix>``;
    ``chosen`` gets the path the player picks. Deleted when closed; returned for tests."""
    dialog = named(QFileDialog(parent, title), object_name)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setNameFilter(name_filter)
    dialog.setDefaultSuffix(suffix)
    dialog.setDirectory(QDir.homePath())
    dialog.selectFile(f"{stem}-{date.today().isoformat()}.{suffix}")
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.fileSelected.connect(lambda name: chosen(Path(name)))
    dialog.open()
    return dialog


#: The width a dialog's wrapped words take (less where the window is narrower): left to itself, Qt
#: wraps a long sentence into a tall, narrow column.
WRAPPED_WORDS_WIDTH = 420


def wrap_to_fit(dialog: QWidget, width: int) -> None:
    """Wrap ``dialog``'s words so it is no wider than ``width`` (its window's: 820 at the smallest).

    The labels' width sets the dialog's (QInputDialog sets its own size from its layout, whatever
    size it is given), with room to spare for its margins."""
    for label in dialog.findChildren(QLabel):
        label.setWordWrap(True)
        label.setMinimumWidth(min(WRAPPED_WORDS_WIDTH, width - 60))


def fit_session_values(clock: QLabel, net: QLabel) -> None:
    """Room for the longest time and a four-digit net in the labels' own (styled) font, so the read-out
    never jumps or clips as the seconds tick; call again when the console's type size changes."""
    for label, longest in ((clock, "00:00:00"), (net, "+0,000")):
        label.ensurePolished()
        label.setMinimumWidth(QFontMetrics(label.font()).horizontalAdvance(longest) + 2)
