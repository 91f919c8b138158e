"""The refusals: every illegal action raises one of these and changes nothing.

Each is a :class:`ValueError` whose message can be shown to a player as it is (in
English). It is made from its sentence's English *template*, marked for translation where
it is raised, a stable :attr:`~Coded.code` (one per kind of refusal, e.g. ``"below_minimum"``)
and the values the sentence shows, by name (see :mod:`reddog_qt.engine.sentence`): the app
shows the same sentence in the player's language from :attr:`~Coded.template` and
:attr:`~Coded.params`.

>>> error = BetBelowMinimumError("The table minimum is %Ln credit(s).", "below_minimum", minimum=5)
>>> str(error), error.code, error.params
('The table minimum is 5 credits.', 'below_minimum', {'minimum': 5})
"""

from __future__ import annotations

from typing import Any

from .sentence import QT_TRANSLATE_NOOP, english


class Coded:
    """A refusal with a stable ``code``, its sentence's English ``template`` and the ``params`` it shows.

    Mixed into exceptions whose first argument is the English message: ``str(error)``
    is the sentence in English. A class sets its default :attr:`code` and the translation
    :attr:`context` of its sentences; a raise site gives a more precise code with the values
    as keyword arguments.
    """

    #: The kind of refusal, a short stable string (the default of the class).
    code: str = "refused"
    #: The translation context its sentences are marked in (``QT_TRANSLATE_NOOP(context, ...)``).
    context: str = "Refusal"
    #: The sentence in English as Qt writes a translatable text (``%1``, ``%Ln``), before the values.
    template: str = ""
    #: The values the sentence shows, by name, in the order they fill it.
    params: dict[str, Any]

    def _set_code(self, template: str, code: str | None, params: dict[str, Any]) -> None:
        self.template = template
        if code is not None:
            self.code = code
        self.params = dict(params)


class RedDogError(Coded, ValueError):
    """Base class of every action the game refuses."""

    def __init__(self, template: str, code: str | None = None, **params: Any) -> None:
        super().__init__(english(template, params))
        self._set_code(template, code, params)


class InvalidRulesError(RedDogError):
    """A set of house rules that cannot be played (e.g. nine decks, minimum above maximum)."""


class InvalidAmountError(RedDogError):
    """An amount that is not a whole, positive number of credits."""


class NoBetError(RedDogError):
    """Deal pressed with nothing on the bet spot."""


class BetBelowMinimumError(RedDogError):
    """A wager under the table minimum."""


class BetAboveMaximumError(RedDogError):
    """A wager over the table maximum."""


class BetAbovePersonalLimitError(RedDogError):
    """A wager over the player's own bet limit."""


class InsufficientFundsError(RedDogError):
    """A wager or raise larger than the balance."""


class WrongPhaseError(RedDogError):
    """An action that does not belong to the hand's current phase (raise before the spread, a second decision, ...)."""


class RaiseNotAllowedError(RedDogError):
    """A raise the house rules do not allow (more than the wager, or not equal to it where it must be)."""


class TableChangeError(RedDogError):
    """A change of rules or limits while a hand is being played."""


class LimitUnavailableError(RedDogError):
    """A wager above the table minimum while the player's own limit cannot be read (it fails closed)."""


class PlayerSeedError(RedDogError):
    """A player seed that cannot be used (empty, too long, or holding a control character)."""


class InvalidBetIdError(RedDogError):
    """A Bet ID outside the range the ledger can hold."""


#: For each amount the session checks: the sentences of an amount that is not whole, and of a negative one.
_AMOUNT_REFUSALS = {
    "bet limit": (QT_TRANSLATE_NOOP("Refusal", "The bet limit must be a whole number of credits."),
                  QT_TRANSLATE_NOOP("Refusal", "The bet limit cannot be negative.")),
    "balance": (QT_TRANSLATE_NOOP("Refusal", "The balance must be a whole number of credits."),
                QT_TRANSLATE_NOOP("Refusal", "The balance cannot be negative.")),
    "raise": (QT_TRANSLATE_NOOP("Refusal", "The raise must be a whole number of credits."),
              QT_TRANSLATE_NOOP("Refusal", "The raise cannot be negative.")),
    "bankroll": (QT_TRANSLATE_NOOP("Refusal", "The bankroll must be a whole number of credits."),
                 QT_TRANSLATE_NOOP("Refusal", "The bankroll cannot be negative.")),
    "wager": (QT_TRANSLATE_NOOP("Refusal", "The wager must be a whole number of credits."),
              QT_TRANSLATE_NOOP("Refusal", "The wager cannot be negative.")),
}


def whole_credits(amount: object, what: str) -> int:
    """``amount`` if it is a whole number of credits, not negative; else the refusal for ``what`` (see above)."""
    not_whole, negative = _AMOUNT_REFUSALS[what]
    if isinstance(amount, bool) or not isinstance(amount, int):
        raise InvalidAmountError(not_whole, f"{what.replace(' ', '_')}_not_whole")
    if amount < 0:
        raise InvalidAmountError(negative, f"{what.replace(' ', '_')}_negative")
    return amount
