"""The refusals: every illegal action raises one of these and changes nothing.

Each is a :class:`ValueError` whose message can be shown to a player as it is (in
English). For the player's own language each refusal also carries a stable
:attr:`~Coded.code`, one per kind of refusal (e.g. ``"below_minimum"``), and the
:attr:`~Coded.params` its sentence needs (e.g. ``{"minimum": 5}``):
``reddog_qt.app.texts.engine_texts`` turns them into the translated sentence.

>>> error = BetBelowMinimumError("The table minimum is 5 credits.", "below_minimum", minimum=5)
>>> str(error), error.code, error.params
('The table minimum is 5 credits.', 'below_minimum', {'minimum': 5})
"""

from __future__ import annotations

from typing import Any


class Coded:
    """A refusal or notice with a stable ``code`` and the ``params`` its sentence shows.

    Mixed into exceptions whose first argument is the English message: ``str(error)``
    stays that message. A class sets its default :attr:`code`; a raise site gives a
    more precise one with the values as keyword arguments.
    """

    #: The kind of refusal, a short stable string (the default of the class).
    code: str = "refused"
    #: The values the sentence shows, by name.
    params: dict[str, Any]

    def _set_code(self, code: str | None, params: dict[str, Any]) -> None:
        if code is not None:
            self.code = code
        self.params = dict(params)


class RedDogError(Coded, ValueError):
    """Base class of every action the game refuses."""

    def __init__(self, message: str, code: str | None = None, **params: Any) -> None:
        super().__init__(message)
        self._set_code(code, params)


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


#: Every code a refusal of the engine carries (``RedDogError``, ``CutError``, the limit and PIN
#: refusals); the app has a sentence for each (``reddog_qt.app.texts.engine_texts``).
REFUSAL_CODES: frozenset[str] = frozenset({
    # session.py
    "bet_id_range", "bet_limit_below_one", "no_credits_to_raise", "raise_needs_credits", "raise_zero",
    "raise_equals_wager", "raise_equals_multiple", "raise_above_wager", "raise_above_multiple",
    "raise_above_balance", "bet_ids_used", "no_bet", "below_minimum", "above_maximum", "limit_unavailable",
    "personal_limit_below_table", "above_personal_limit", "bet_above_balance",
    *(f"{what}_{problem}" for what in ("bet_limit", "balance", "raise", "bankroll", "wager")
      for problem in ("not_whole", "negative")),
    "busy_deal", "busy_change_tables", "busy_start_a_new_game",
    "already_decided_raise", "already_decided_stand", "no_spread_raise", "no_spread_stand",
    # shoe.py
    "cut_no_cut_card", "cut_once", "cut_band",
    # rules.py
    "rules_decks", "rules_shuffle", "rules_raise_policy", "rules_penetration", "rules_pay_table", "rules_trips",
    "rules_limits", "rules_too_large", "rules_chips", "rules_chip_order", "rules_default_chip", "rules_tiers",
    "rules_tier", "rules_bankroll", "rules_raise_multiple", "tier_unknown", "table_unknown",
    # limits.py
    "limit_empty", "limit_not_number", "limit_negative", "limit_zero", "limit_above_table", "limit_below_table",
    "no_limit_to_remove", "limit_unchanged", "limit_locked_raise", "limit_locked_remove",
    # pin.py
    "pin_empty", "pin_not_digits", "pin_too_short", "pin_too_long", "pin_wrong", "pin_locked", "pin_locked_far",
    # reddog_qt.profile.limits (PIN refusals of the limit store)
    "pin_already_set", "no_pin",
})
