"""The PIN that confirms a bet-limit change: a salted scrypt hash and the lockout after wrong tries.

Pure Python, no Qt, no I/O; the time is always passed in. After
:data:`PIN_MAX_FAILURES` wrong PINs in a row, PIN entry is refused for a while,
longer each time it happens again before a correct PIN (:data:`PIN_LOCKOUTS`:
15 minutes, then an hour, then a day), counted from the latest time seen
(:func:`~reddog_qt.engine.limits.effective_now`) and ended only by the clock as it is
now, like the limit's lock.
"""

from __future__ import annotations

import base64
import binascii
import os
import re
from dataclasses import dataclass
from datetime import datetime, timedelta, tzinfo
from typing import Any

from .limits import LimitChangeError, require_aware
from .sentence import QT_TRANSLATE_NOOP, Moment

#: The PIN is 4 to 8 digits.
PIN_MIN_DIGITS = 4
PIN_MAX_DIGITS = 8
#: Wrong PINs in a row before PIN entry is refused.
PIN_MAX_FAILURES = 5
#: How long PIN entry is refused: the first lockout, the second, and every one after.
PIN_LOCKOUTS = (timedelta(minutes=15), timedelta(hours=1), timedelta(hours=24))
#: The first lockout.
PIN_LOCKOUT = PIN_LOCKOUTS[0]

#: scrypt cost parameters for :func:`hash_pin` (about 16 MiB and tens of milliseconds per try).
SCRYPT_N = 2 ** 14
SCRYPT_R = 8
SCRYPT_P = 1
_SALT_BYTES = 16
_HASH_BYTES = 32


# --- refusals ------------------------------------------------------------


class PinError(LimitChangeError):
    """Base class of the PIN refusals."""


class InvalidPinError(PinError):
    """A new PIN that breaks the PIN rules (4 to 8 digits)."""


class WrongPinError(PinError):
    """The PIN typed does not match."""

    def __init__(self, template: str, tries_left: int, code: str | None = "pin_wrong", **params: Any) -> None:
        super().__init__(template, code, **{"tries": tries_left, **params})
        #: Wrong PINs still allowed before the lockout.
        self.tries_left = tries_left


class PinLockedError(PinError):
    """PIN entry is refused after too many wrong PINs."""

    def __init__(self, template: str, until: datetime, code: str | None = "pin_locked", **params: Any) -> None:
        super().__init__(template, code, **params)
        #: When PIN entry opens again.
        self.until = until




# --- the PIN -------------------------------------------------------------


def validate_new_pin(pin: str) -> str:
    """A new PIN checked against the PIN rules (4 to 8 digits); returns it unchanged.

    >>> validate_new_pin("4739")
    '4739'
    >>> validate_new_pin("12")
    Traceback (most recent call last):
        ...
    reddog_qt.engine.pin.InvalidPinError: Your PIN must have at least 4 digits.
    """
    if not pin:
        raise InvalidPinError(QT_TRANSLATE_NOOP("Refusal", "Choose a PIN of %1 to %2 digits."), "pin_empty",
                              fewest=PIN_MIN_DIGITS, most=PIN_MAX_DIGITS)
    if not re.fullmatch(r"[0-9]+", pin):
        raise InvalidPinError(QT_TRANSLATE_NOOP("Refusal", "A PIN is digits only (0 to 9), %1 to %2 of them."),
                              "pin_not_digits",
                              fewest=PIN_MIN_DIGITS, most=PIN_MAX_DIGITS)
    if len(pin) < PIN_MIN_DIGITS:
        raise InvalidPinError(QT_TRANSLATE_NOOP("Refusal", "Your PIN must have at least %1 digits."), "pin_too_short",
                              digits=PIN_MIN_DIGITS)
    if len(pin) > PIN_MAX_DIGITS:
        raise InvalidPinError(QT_TRANSLATE_NOOP("Refusal", "Your PIN can have at most %1 digits."), "pin_too_long",
                              digits=PIN_MAX_DIGITS)
    return pin


def _b64(raw: bytes) -> str:
    return base64.b64encode(raw).decode("ascii")


def hash_pin(pin: str, salt: bytes | None = None) -> str:
    """A salted scrypt hash of ``pin``: ``"scrypt$n$r$p$salt_b64$hash_b64"`` (a random 16-byte salt by default).

    >>> encoded = hash_pin("4739", salt=bytes(16))
    >>> encoded.startswith("scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$"), "4739" in encoded
    (True, False)
    """
    if salt is None:
        salt = os.urandom(_SALT_BYTES)
    import hashlib  # here: scrypt is wanted only when a PIN is set or checked

    digest = hashlib.scrypt(pin.encode("utf-8"), salt=salt, n=SCRYPT_N, r=SCRYPT_R, p=SCRYPT_P,
                            dklen=_HASH_BYTES)
    return f"scrypt${SCRYPT_N}${SCRYPT_R}${SCRYPT_P}${_b64(salt)}${_b64(digest)}"


def verify_pin(pin: str, encoded: str) -> bool:
    """True if ``pin`` matches a :func:`hash_pin` result (compared in constant time).

    Raises ValueError if ``encoded`` is not a PIN hash this program wrote.

    >>> encoded = hash_pin("4739", salt=bytes(16))
    >>> verify_pin("4739", encoded), verify_pin("4740", encoded)
    (True, False)
    """
    parts = encoded.split("$")
    if len(parts) != 6 or parts[0] != "scrypt":
        raise ValueError("the stored PIN hash is damaged (not an scrypt hash)")
    try:
        n, r, p = int(parts[1]), int(parts[2]), int(parts[3])
        salt = base64.b64decode(parts[4], validate=True)
        expected = base64.b64decode(parts[5], validate=True)
    except (ValueError, binascii.Error):
        raise ValueError("the stored PIN hash is damaged") from None
    # Refuse absurd costs a tampered file could use to hang the app.
    if not (2 <= n <= 2 ** 20 and n & (n - 1) == 0 and 1 <= r <= 32 and 1 <= p <= 16 and expected):
        raise ValueError("the stored PIN hash has parameters this program does not use")
    import hashlib
    import hmac

    digest = hashlib.scrypt(pin.encode("utf-8"), salt=salt, n=n, r=r, p=p, dklen=len(expected),
                            maxmem=256 * r * n + 1024 * 1024)
    return hmac.compare_digest(digest, expected)


@dataclass(frozen=True)
class PinState:
    """Wrong PINs in a row, the end of a lockout after too many, and how many lockouts came in a row.

    >>> PinState().failures, PinState().locked_until, PinState().lockouts
    (0, None, 0)
    """

    failures: int = 0
    locked_until: datetime | None = None
    #: Lockouts since the last correct PIN: each one lasts longer (:data:`PIN_LOCKOUTS`).
    lockouts: int = 0


def lockout_length(lockouts_before: int) -> timedelta:
    """How long the next lockout lasts after ``lockouts_before`` earlier ones without a correct PIN.

    >>> [str(lockout_length(n)) for n in range(4)]
    ['0:15:00', '1:00:00', '1 day, 0:00:00', '1 day, 0:00:00']
    """
    return PIN_LOCKOUTS[min(max(lockouts_before, 0), len(PIN_LOCKOUTS) - 1)]


def pin_locked_until(pin_state: PinState, now: datetime) -> datetime | None:
    """When PIN entry opens again, or None if it is open at ``now`` (the clock as it is now).

    >>> from datetime import timezone
    >>> t = datetime(2026, 11, 24, 15, 0, tzinfo=timezone.utc)
    >>> pin_locked_until(PinState(0, t + PIN_LOCKOUT), t) == t + PIN_LOCKOUT
    True
    """
    require_aware(now, "current time")
    if pin_state.locked_until is not None and now < pin_state.locked_until:
        return pin_state.locked_until
    return None


def record_pin_failure(pin_state: PinState, now: datetime) -> PinState:
    """The state after one more wrong PIN at ``now``; the 5th in a row starts a lockout.

    The first lockout lasts 15 minutes, the next (without a correct PIN between) an hour,
    every one after that a day.

    >>> from datetime import timezone
    >>> t = datetime(2026, 11, 24, 15, 0, tzinfo=timezone.utc)
    >>> state = PinState()
    >>> for _ in range(5):
    ...     state = record_pin_failure(state, t)
    >>> state.failures, state.locked_until - t, state.lockouts
    (0, datetime.timedelta(seconds=900), 1)
    """
    require_aware(now, "current time")
    failures = pin_state.failures + 1
    if failures >= PIN_MAX_FAILURES:
        return PinState(failures=0, locked_until=now + lockout_length(pin_state.lockouts),
                        lockouts=pin_state.lockouts + 1)
    return PinState(failures=failures, locked_until=pin_state.locked_until, lockouts=pin_state.lockouts)


def record_pin_success(pin_state: PinState) -> PinState:
    """The state after a correct PIN: the count of wrong PINs starts again.

    >>> record_pin_success(PinState(3, None, 2))
    PinState(failures=0, locked_until=None, lockouts=0)
    """
    return PinState()


def pin_tries_left(pin_state: PinState) -> int:
    """Wrong PINs still allowed before the lockout.

    >>> pin_tries_left(PinState(failures=1))
    4
    """
    return max(PIN_MAX_FAILURES - pin_state.failures, 0)


def wrong_pin_error(pin_state: PinState, local_zone: tzinfo | None = None, now: datetime | None = None) -> PinError:
    """The refusal to show after a wrong PIN has been recorded in ``pin_state``.

    >>> wrong_pin_error(PinState(failures=1)).args[0]
    'Wrong PIN (4 tries left).'
    """
    if pin_state.locked_until is not None and pin_state.failures == 0:
        return pin_locked_error(pin_state.locked_until, local_zone, now)
    left = pin_tries_left(pin_state)
    if left == 1:
        return WrongPinError(QT_TRANSLATE_NOOP("Refusal", "Wrong PIN (1 try left)."), left)
    return WrongPinError(QT_TRANSLATE_NOOP("Refusal", "Wrong PIN (%1 tries left)."), left)


def pin_locked_error(until: datetime, local_zone: tzinfo | None = None, now: datetime | None = None) -> PinLockedError:
    """The refusal while PIN entry is locked, saying until when on the player's clock.

    >>> from datetime import timezone
    >>> t = datetime(2026, 11, 24, 15, 15, tzinfo=timezone.utc)
    >>> pin_locked_error(t, timezone.utc).args[0]
    'PIN entry is locked until 15:15 after 5 wrong PINs in a row.'
    >>> pin_locked_error(t, timezone.utc, now=t - timedelta(hours=20)).args[0]
    'PIN entry is locked until Tue 24 Nov 15:15 after 5 wrong PINs in a row.'
    """
    local = until.astimezone(local_zone) if local_zone is not None else until.astimezone()
    far = now is not None and until - now > timedelta(hours=12)
    when = Moment(f"{local:%a %d %b %H:%M}", local, "weekday time") if far else Moment(f"{local:%H:%M}", local, "time")
    return PinLockedError(
        QT_TRANSLATE_NOOP("Refusal", "PIN entry is locked until %1 after %2 wrong PINs in a row."), until,
        "pin_locked_far" if far else "pin_locked", when=when, failures=PIN_MAX_FAILURES)
