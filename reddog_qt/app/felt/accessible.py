"""The felt in the accessibility tree: what a screen reader's review reads on the table.

The felt is one ``QGraphicsView``; its cards, red dog, bet spot, chip stacks and
shoe are scene items, which Qt never shows to assistive technology. :class:`FeltMirror`
puts one small widget in the view's viewport over each of them, named as a
dealer would say it ("Queen of spades", "Red dog on spread 4, pays 1 to 1",
"Bet spot, 30 credits"). The widgets paint nothing and let the mouse through;
they never take the focus, so Tab still walks the felt as before.

Why widgets and not a ``QAccessibleInterface`` per item: a widget is served by
Qt's own, tested accessibility code — a real role, states, a text interface, a
Press action for a chip stack, the item's place on the screen, and name-change
events whenever a name is set — on every platform bridge (AT-SPI, UI Automation,
NSAccessibility). An interface written in Python would have to mirror all of it
and live in Qt's interface cache, which deletes interfaces on its own schedule.

The widgets follow the scene: a change of the scene asks for one update, made
on the next turn of the event loop (many changes in one turn make one update).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QLabel, QPushButton, QWidget

from reddog_qt.app.felt.items import FeltControl
from reddog_qt.app.felt.shoe_items import ShoeGaugeItem
from reddog_qt.app.felt.table_scene import TableScene
from reddog_qt.app.texts import reader_texts

#: How long the mirror waits for more changes before it follows the scene (a card slide is many frames).
SETTLE_MS = 40
#: The most cards on the felt at once (two, and a third).
CARD_SLOTS = 3


class FeltText(QLabel):
    """A thing on the felt as a screen reader reads it: static text, named by its words, drawn by the felt."""

    def __init__(self, object_name: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.hide()

    def say(self, words: str) -> None:
        """Name it (Qt tells assistive technology the name changed only when it did)."""
        if self.text() != words:
            self.setText(words)

    def paintEvent(self, event: QPaintEvent) -> None:  # the felt draws it
        pass


class FeltButton(QPushButton):
    """A chip stack or the bet spot as a screen reader sees it: a button whose Press acts as a left click."""

    def __init__(self, object_name: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.control: FeltControl | None = None
        self.clicked.connect(self._press)
        self.hide()

    def follow(self, control: FeltControl | None) -> None:
        """Stand for ``control`` (None: for nothing, hidden)."""
        self.control = control
        if control is None:
            self.hide()
            return
        name, description = control.accessibleName(), control.accessibleDescription()
        if self.accessibleName() != name:
            self.setAccessibleName(name)
        if self.accessibleDescription() != description:
            self.setAccessibleDescription(description)

    def _press(self) -> None:
        if self.control is not None:
            self.control.clicked_by_key(True)

    def paintEvent(self, event: QPaintEvent) -> None:  # the felt draws it
        pass


class FeltMirror:
    """Keeps the felt's things in the accessibility tree, as children of ``view``'s viewport (see the module).

    ``shoe`` gives the shoe's gauge (None at a table without a shoe).
    """

    def __init__(self, view: QGraphicsView, scene: TableScene, shoe: Callable[[], ShoeGaugeItem | None]) -> None:
        self._view = view
        self._scene = scene
        self._shoe = shoe
        port = view.viewport()
        self.cards = [FeltText(f"felt_card_{slot + 1}", port) for slot in range(CARD_SLOTS)]
        self.red_dog = FeltText("felt_red_dog", port)
        self.pay_table = FeltText("felt_pay_table", port)
        self.bet_spot = FeltButton("felt_bet_spot", port)
        self.stacks: list[FeltButton] = []
        self.shoe = FeltText("felt_shoe", port)
        self._timer = QTimer(port)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SETTLE_MS)
        self._timer.timeout.connect(self.follow)
        scene.changed.connect(self._scene_changed)
        self.follow()

    def _scene_changed(self, _regions: object = None) -> None:
        if not self._timer.isActive():
            self._timer.start()

    def widgets(self) -> list[QWidget]:
        """The mirror's widgets shown now, in reading order: cards, red dog, pay table, bet spot, stacks, shoe."""
        every: list[QWidget] = [*self.cards, self.red_dog, self.pay_table, self.bet_spot, *self.stacks, self.shoe]
        return [widget for widget in every if not widget.isHidden()]

    def names(self) -> list[str]:
        """What a review of the felt reads, in order."""
        return [widget.text() if isinstance(widget, FeltText) else widget.accessibleName()
                for widget in self.widgets()]

    def follow(self) -> None:
        """Name and place every widget after what the felt shows now."""
        self._timer.stop()
        scene = self._scene
        cards = [item for item in scene.card_items if item.isVisible()]
        for slot, widget in enumerate(self.cards):
            item = cards[slot] if slot < len(cards) else None
            self._show(widget, item, None if item is None else reader_texts.card_on_felt(item.card, item.face_up))
        marker = scene.marker
        self._show(self.red_dog, marker, reader_texts.red_dog(marker.text, marker.spread, scene.rules))
        self._show(self.pay_table, None, reader_texts.pay_table(scene.rules), whole_felt=True)
        self.bet_spot.follow(scene.bet_spot)
        self._place(self.bet_spot, scene.bet_spot)
        stacks = [control for control in scene.felt_controls() if control is not scene.bet_spot]
        while len(self.stacks) < len(stacks):
            self.stacks.append(FeltButton(f"felt_chip_stack_{len(self.stacks) + 1}", self._view.viewport()))
        for index, button in enumerate(self.stacks):
            control = stacks[index] if index < len(stacks) else None
            button.follow(control)
            if control is not None:
                self._place(button, control)
        gauge = self._shoe()
        shown = gauge is not None and gauge.isVisible() and bool(gauge.text())
        self._show(self.shoe, gauge if shown else None, reader_texts.shoe(gauge.text()) if shown and gauge else None)

    def _show(self, widget: FeltText, item: QGraphicsItem | None, words: str | None, whole_felt: bool = False) -> None:
        if words is None or (item is None and not whole_felt):
            widget.hide()
            return
        widget.say(words)
        if item is not None:
            self._place(widget, item)
        else:
            self._set_rect(widget, self._view.viewport().rect())

    def _place(self, widget: QWidget, item: QGraphicsItem) -> None:
        rect = self._view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        self._set_rect(widget, rect.intersected(self._view.viewport().rect()))

    @staticmethod
    def _set_rect(widget: QWidget, rect: QRect) -> None:
        if rect.isEmpty():
            rect = QRect(rect.topLeft(), rect.topLeft() + QRect(0, 0, 1, 1).bottomRight())
        if widget.geometry() != rect:
            widget.setGeometry(rect)
        if widget.isHidden():
            widget.show()  # in the children's order (the reading order): it paints nothing, so it hides nothing


__all__ = ["CARD_SLOTS", "FeltButton", "FeltMirror", "FeltText"]
