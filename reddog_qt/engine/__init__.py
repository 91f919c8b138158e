"""The Red Dog engine: cards, shoe, rules, hands, money and exact odds. Pure Python, no Qt.

>>> from reddog_qt.engine import Rules, Session
>>> session = Session(Rules.preset("atlantic-city"), seed=1)
>>> session.balance
1000
"""

from __future__ import annotations

from .cards import Card, Rank, Suit, full_deck
from .errors import (
    BetAboveMaximumError,
    BetAbovePersonalLimitError,
    BetBelowMinimumError,
    InsufficientFundsError,
    InvalidAmountError,
    InvalidBetIdError,
    InvalidRulesError,
    LimitUnavailableError,
    NoBetError,
    RaiseNotAllowedError,
    RedDogError,
    TableChangeError,
    WrongPhaseError,
)
from .hand import Hand, HandKind, HandOdds, Outcome, Phase, Play, classify, settle, spread_between
from .rules import (
    MAX_RAISE_MULTIPLE,
    MAX_SPREAD,
    MAX_TABLE_CREDITS,
    PAY_TABLES,
    PRESET_NAMES,
    STANDARD_PAYS,
    LimitTier,
    PayTable,
    RaisePolicy,
    Rules,
    ShufflePolicy,
)
from .session import FIRST_BET_ID, MAX_BET_ID, Journal, Session
from .shoe import CutError, Shoe

__all__ = [
    "FIRST_BET_ID",
    "MAX_BET_ID",
    "MAX_RAISE_MULTIPLE",
    "MAX_SPREAD",
    "MAX_TABLE_CREDITS",
    "PAY_TABLES",
    "PRESET_NAMES",
    "STANDARD_PAYS",
    "BetAboveMaximumError",
    "BetAbovePersonalLimitError",
    "BetBelowMinimumError",
    "Card",
    "CutError",
    "Hand",
    "HandKind",
    "HandOdds",
    "InsufficientFundsError",
    "InvalidAmountError",
    "InvalidBetIdError",
    "InvalidRulesError",
    "Journal",
    "LimitTier",
    "LimitUnavailableError",
    "NoBetError",
    "Outcome",
    "PayTable",
    "Phase",
    "Play",
    "RaiseNotAllowedError",
    "RaisePolicy",
    "Rank",
    "RedDogError",
    "Rules",
    "Session",
    "Shoe",
    "ShufflePolicy",
    "Suit",
    "TableChangeError",
    "WrongPhaseError",
    "classify",
    "full_deck",
    "settle",
    "spread_between",
]
