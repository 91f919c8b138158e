"""Small helpers shared by the dialogs."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QObject

_Named = TypeVar("_Named", bound=QObject)


def named(thing: _Named, object_name: str) -> _Named:
    """``thing`` with its objectName set: the name tests and style sheets find it by.

    >>> from PySide6.QtCore import QObject
    >>> named(QObject(), "deal_button").objectName()
    'deal_button'
    """
    thing.setObjectName(object_name)
    return thing
