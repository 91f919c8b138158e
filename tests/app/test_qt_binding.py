"""The Qt binding itself: a PySide6 that mishandles references would crash a long game."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QObject, QRectF, Signal
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene


class _Item(QGraphicsObject):
    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 10, 10)

    def paint(self, *args: object) -> None:
        pass


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12: nothing to drop")
def test_void_calls_keep_the_reference_to_none(qtbot: object) -> None:
    """PySide6 6.12.0 drops a reference to None on every void call; a few thousand calls end the process."""
    scene = QGraphicsScene()
    item = _Item()
    scene.addItem(item)
    before = sys.getrefcount(None)
    for step in range(500):
        item.setPos(step, step)
        item.update()
    # Other code may take or drop a few references meanwhile; the bug drops one per call (1,000 here).
    assert sys.getrefcount(None) - before > -50


class _Emitter(QObject):
    ping = Signal(int)


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="True is immortal from Python 3.12: nothing to drop")
def test_emitting_keeps_the_reference_to_true(qtbot: object) -> None:
    """PySide6 6.12.0 also drops a reference to True on every emit(); the controller emits on every click."""
    emitter = _Emitter()
    received: list[int] = []
    emitter.ping.connect(received.append)
    before = sys.getrefcount(True)
    for step in range(500):
        emitter.ping.emit(step)
    assert len(received) == 500
    assert sys.getrefcount(True) - before > -50
