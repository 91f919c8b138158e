"""The refusals: every illegal action raises one of these and changes nothing.

Each is a :class:`ValueError` whose message can be shown to a player as it is.
"""

from __future__ import annotations


class RedDogError(ValueError):
    """Base class of every action the game refuses."""


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


class InvalidBetIdError(RedDogError):
    """A Bet ID outside the range the ledger can hold."""
