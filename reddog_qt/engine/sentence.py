"""A sentence the player is shown, written once: where the engine or the profile makes it.

A refusal (:class:`~reddog_qt.engine.errors.RedDogError` and the other
:class:`~reddog_qt.engine.errors.Coded` errors) or a profile notice is made from an English
*template*, marked for ``pyside6-lupdate`` at the spot it is written with :func:`QT_TRANSLATE_NOOP`,
and the values it shows, by name::

    raise BetBelowMinimumError(QT_TRANSLATE_NOOP("Refusal", "The table minimum is %Ln credit(s)."),
                               "below_minimum", minimum=self._rules.minimum)

The template is written the way Qt writes a translatable text, so the app translates it as
it is (``QCoreApplication.translate(context, template, None, count)``) and puts the values in:

* a template with ``%n`` or ``%Ln`` counts something: its **first** value is the count, the others
  fill ``%1``, ``%2``... in the order they are given; without a count every value fills one, in order;
* how a value is written follows its type: an ``int`` is a number with its digits grouped (1,000),
  a ``str`` is put in as it is (so a value that was not understood is passed as its ``repr``),
  a :class:`Gain` is credits won or lost with their sign and noun, a :class:`Moment` a day or a time,
  a nested refusal or notice its own sentence, anything else its ``str``.

:func:`english` writes the English the error carries as its message (``str(error)``), and the
app writes the same sentence in the player's language; the words exist once, here in the code
and in the ``.ts`` translations made from it.

>>> english("You need %Ln credit(s) to raise; your balance is %1.", {"needed": 1, "balance": 1500})
'You need 1 credit to raise; your balance is 1,500.'
>>> english("Bet ID %1 was interrupted (%2).", {"bet_id": "1000100", "net": Gain(-5)})
'Bet ID 1000100 was interrupted (-5 credits).'
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

#: A count in a template: Qt's ``%n`` or, in the locale's digits, ``%Ln``.
COUNT = re.compile(r"%L?n")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context`` (for ``pyside6-lupdate``) and return it as it is.

    >>> QT_TRANSLATE_NOOP("Refusal", "Place a bet first.")
    'Place a bet first.'
    """
    return text


@dataclass(frozen=True)
class Gain:
    """Credits won (positive) or lost (negative), written with their sign and noun: "+200 credits"."""

    amount: int

    def __str__(self) -> str:
        sign = "+" if self.amount > 0 else "-" if self.amount < 0 else ""
        return f"{sign}{credit_words(abs(self.amount))}"


#: How a :class:`Moment` is shown: a day, a time, both (with "ET" after them when the time is in New York),
#: or a day without its year and a time.
MomentForm = Literal["day", "time", "day time", "day time ET", "weekday time"]


@dataclass(frozen=True)
class Moment:
    """A moment a sentence names: ``at`` on the wall clock it is shown in, written as ``form`` says.

    ``english`` is how the engine writes it in English; the app writes ``at`` in the player's locale.
    """

    english: str
    at: datetime
    form: MomentForm

    def __str__(self) -> str:
        return self.english


def credit_words(amount: int) -> str:
    """``amount`` credits in English, counted: "1 credit", "1,000 credits".

    >>> credit_words(1), credit_words(1_000)
    ('1 credit', '1,000 credits')
    """
    return f"{amount:,} credit{'' if amount == 1 else 's'}"


def split(template: str, params: Mapping[str, Any]) -> tuple[int, list[Any]]:
    """The count of a sentence (-1 when it counts nothing) and the values that fill its ``%1``, ``%2``...

    >>> split("At this table the raise equals %1 times your wager: %Ln credit(s).", {"amount": 20, "multiple": 2})
    (20, [2])
    """
    values = list(params.values())
    if COUNT.search(template):
        if not values:
            raise ValueError(f"the sentence {template!r} counts, but was given no count")
        return int(values[0]), values[1:]
    return -1, values


def fill(text: str, values: list[str]) -> str:
    """Put ``values`` in for ``%1``, ``%2``... (from the highest number down, so %1 does not take %10's place).

    >>> fill("%1 of %2", ["one", "two"])
    'one of two'
    """
    for number in range(len(values), 0, -1):
        text = text.replace(f"%{number}", values[number - 1])
    return text


def english(template: str, params: Mapping[str, Any]) -> str:
    """The sentence in English: the count and values written in, "(s)" made singular or plural."""
    count, values = split(template, params)
    text = template
    if count >= 0:
        text = text.replace("%Ln", f"{count:,}").replace("%n", str(count)).replace("(s)", "" if count == 1 else "s")
    return fill(text, [english_value(value) for value in values])


def english_value(value: object) -> str:
    """A value of a sentence in English."""
    if isinstance(value, int) and not isinstance(value, bool):
        return f"{value:,}"
    return str(value)


__all__ = [
    "COUNT",
    "QT_TRANSLATE_NOOP",
    "Gain",
    "Moment",
    "MomentForm",
    "credit_words",
    "english",
    "english_value",
    "fill",
    "split",
]
