"""The personal bet limit: the weekly rule. Pure Python, no Qt, no I/O (the PIN is in :mod:`.pin`).

The rule texts say: type the new limit, confirm it with your PIN, click OK; the
limit can be modified "no more than once per week (Friday 12:00 AM EST)" and it
affects all games. This module turns that into a policy a responsible-gambling
regulator would accept, and every function here takes the time as an argument
(the clock is injected), so the rule can be tested to the second.

The policy
----------

* **Lowering your limit is always allowed.** Lowering is the protective
  direction: it takes effect immediately, even while raising is locked.
  Setting a first limit (from "no limit") counts as lowering.
* **Raising your limit, or removing it, is allowed at most once per week**,
  and only if you have not changed your limit at all since the current week
  began. The week begins every Friday at 12:00 AM Eastern time
  (America/New_York: 00:00 EST in winter, 00:00 EDT in summer).
* **Any change, up or down, locks raising until the next week begins**
  (the first Friday 00:00 Eastern time after the change). Lowering again
  during the lock is still allowed.
* Typing the limit you already have is not a change and locks nothing.
* Your limit applies to all games and tables. When you change it, it is
  checked against the table you are sitting at: it may not be above that
  table's maximum (it would have no effect there) nor below its minimum (you
  could no longer bet there).
* Turning the computer's clock back does not reopen a lock early: the app
  remembers the latest time it has ever seen, and a change is stamped with
  that time when the clock is behind it (see :func:`effective_now`), so a
  change is never dated earlier than a moment already seen. Whether a lock
  has ended is judged on the clock as it is now, never on a later time seen
  once: a clock turned forward and back again cannot end a lock (or a PIN
  lockout) early, and a change made meanwhile only locks for longer.
* Every change is confirmed with a PIN of 4 to 8 digits, chosen on first
  use. After 5 wrong PINs in a row, PIN entry is refused for 15 minutes
  (counted from the 5th wrong PIN, on the same tamper-proof clock), the next
  time for an hour, then for a day each time. A correct PIN resets the count.
  The PIN is only ever kept as a salted scrypt hash.

>>> from datetime import datetime, timezone
>>> now = datetime(2026, 11, 24, 15, 0, tzinfo=timezone.utc)     # Tue 24 Nov 2026
>>> state = apply_change(LimitState(), 250, now)                   # a first limit: lowering
>>> state.limit, format_et(lock_until(state))
(250, 'Fri 27 Nov 2026 00:00 ET')
>>> apply_change(state, 100, now).limit                           # lowering again: fine
100
>>> try:                                                            # raising: not this week
...     check_change(state, 300, now, local_zone=ZoneInfo("Europe/Paris"))
... except LimitLockedError as refusal:
...     print(refusal)  # doctest: +NORMALIZE_WHITESPACE
You changed your limit on Tue 24 Nov 2026 at 10:00 ET; you can raise it again from Fri 27 Nov 2026 00:00 ET
(06:00 your time). You can lower it at any time.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date, datetime, time, timedelta, tzinfo
from typing import Any
from zoneinfo import ZoneInfo

from .errors import Coded
from .sentence import QT_TRANSLATE_NOOP, Moment, english

#: The clock the week turns over on: Friday 00:00 in New York, whatever the season.
WEEK_ZONE = ZoneInfo("America/New_York")
#: Friday, in :meth:`datetime.weekday` numbering.
WEEK_START_WEEKDAY = 4


_DAY_NAMES = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_MONTH_NAMES = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


# --- refusals ------------------------------------------------------------


class LimitChangeError(Coded, ValueError):
    """Base class of every refused limit change; the message can be shown to the player as it is.

    Made from its sentence's template, code and values like a :class:`~.errors.RedDogError`.
    """

    def __init__(self, template: str, code: str | None = None, **params: Any) -> None:
        super().__init__(english(template, params))
        self._set_code(template, code, params)


class LimitInputError(LimitChangeError):
    """The typed limit is not a usable number of credits for this table."""


class LimitUnchangedError(LimitChangeError):
    """The typed limit is the limit already in force: nothing to change."""


class LimitLockedError(LimitChangeError):
    """Raising (or removing) the limit is locked until the next week begins."""

    code = "limit_locked"

    def __init__(self, template: str, changed_at: datetime, until: datetime, code: str | None = None,
                 **params: Any) -> None:
        super().__init__(template, code, **params)
        #: When the limit was last changed.
        self.changed_at = changed_at
        #: When raising becomes possible again (Friday 00:00 America/New_York).
        self.until = until


# --- time ----------------------------------------------------------------


def require_aware(moment: datetime, what: str = "moment") -> None:
    if not isinstance(moment, datetime):
        raise TypeError(f"the {what} must be a datetime, not {type(moment).__name__}")
    if moment.tzinfo is None or moment.utcoffset() is None:
        raise ValueError(
            f"the {what} {moment.isoformat()} has no time zone: the weekly limit needs "
            "time-zone-aware datetimes (e.g. datetime.now(timezone.utc))")


def _midnight_et(day: date) -> datetime:
    # Midnight always exists exactly once in New York (the clocks change at 02:00).
    return datetime.combine(day, time(0, 0), tzinfo=WEEK_ZONE)


def next_week_start(moment: datetime) -> datetime:
    """The first Friday 00:00 America/New_York strictly after ``moment`` (an aware datetime, any zone).

    The result is in America/New_York: 00:00 EST (-05:00) in winter, 00:00 EDT
    (-04:00) in summer. A moment exactly on Friday 00:00 gives the following Friday.

    >>> from datetime import timezone
    >>> str(next_week_start(datetime(2026, 11, 24, 12, 0, tzinfo=timezone.utc)))
    '2026-11-27 00:00:00-05:00'
    >>> str(next_week_start(datetime(2026, 7, 3, 0, 0, tzinfo=WEEK_ZONE)))
    '2026-07-10 00:00:00-04:00'
    """
    require_aware(moment)
    local = moment.astimezone(WEEK_ZONE)
    days_ahead = (WEEK_START_WEEKDAY - local.weekday()) % 7 or 7
    return _midnight_et(local.date() + timedelta(days=days_ahead))


def week_start(moment: datetime) -> datetime:
    """The Friday 00:00 America/New_York that began the week ``moment`` falls in (at or before it).

    >>> from datetime import timezone
    >>> str(week_start(datetime(2026, 11, 24, 12, 0, tzinfo=timezone.utc)))
    '2026-11-20 00:00:00-05:00'
    """
    require_aware(moment)
    local = moment.astimezone(WEEK_ZONE)
    return _midnight_et(local.date() - timedelta(days=(local.weekday() - WEEK_START_WEEKDAY) % 7))


def format_et(moment: datetime) -> str:
    """A moment as the week clock shows it, e.g. ``"Fri 27 Nov 2026 00:00 ET"`` (locale-independent).

    >>> from datetime import timezone
    >>> format_et(datetime(2026, 11, 27, 5, 0, tzinfo=timezone.utc))
    'Fri 27 Nov 2026 00:00 ET'
    """
    require_aware(moment)
    et = moment.astimezone(WEEK_ZONE)
    return f"{_day_text(et)} {et:%H:%M} ET"


def format_local(moment: datetime, zone: tzinfo | None = None, *, relative_to: datetime | None = None) -> str:
    """A moment on the player's own clock: ``"06:00"``, or with the day when it differs from ``relative_to``.

    ``zone`` defaults to the computer's time zone.

    >>> from datetime import timezone
    >>> friday = datetime(2026, 11, 27, 0, 0, tzinfo=WEEK_ZONE)
    >>> format_local(friday, ZoneInfo("Europe/Paris"), relative_to=friday)
    '06:00'
    >>> format_local(friday, ZoneInfo("America/Los_Angeles"), relative_to=friday)
    'Thu 26 Nov 2026 21:00'
    """
    require_aware(moment)
    local = moment.astimezone(zone) if zone is not None else moment.astimezone()
    if relative_to is not None and relative_to.astimezone(WEEK_ZONE).date() == local.date():
        return f"{local:%H:%M}"
    return f"{_day_text(local)} {local:%H:%M}"


def zone_name(zone: tzinfo | None = None, at: datetime | None = None) -> str:
    """A readable name for a time zone: the IANA key (``"Europe/Paris"``) when known, else its abbreviation.

    >>> zone_name(ZoneInfo("Asia/Tokyo"))
    'Asia/Tokyo'
    """
    if isinstance(zone, ZoneInfo):
        return zone.key
    if zone is None:
        zone = datetime.now().astimezone().tzinfo
    name = zone.tzname(at) if zone is not None else None
    return name or "local time"


def _day_text(moment: datetime) -> str:
    return f"{_DAY_NAMES[moment.weekday()]} {moment.day} {_MONTH_NAMES[moment.month - 1]} {moment.year}"


# --- the limit state -----------------------------------------------------


@dataclass(frozen=True)
class LimitState:
    """What the app remembers about the personal limit. Immutable; the functions below return new states.

    >>> LimitState().limit is None
    True
    """

    #: The personal maximum wager in credits, or None (each table's maximum applies).
    limit: int | None = None
    #: When the limit was last changed (up or down), or None if never.
    changed_at: datetime | None = None
    #: The latest time the app has ever observed: the clock never runs back past it.
    latest_seen: datetime | None = None

    def __post_init__(self) -> None:
        if self.limit is not None and (isinstance(self.limit, bool) or not isinstance(self.limit, int)
                                       or self.limit < 1):
            raise ValueError(f"a personal limit is a whole number of credits of at least 1, not {self.limit!r}")
        for name in ("changed_at", "latest_seen"):
            value = getattr(self, name)
            if value is not None:
                require_aware(value, name.replace("_", " "))


def effective_now(state: LimitState, now: datetime) -> datetime:
    """The time the rules use: the later of ``now`` and the latest time ever seen (the clock can't go back).

    >>> from datetime import timezone
    >>> seen = datetime(2026, 11, 24, 12, 0, tzinfo=timezone.utc)
    >>> effective_now(LimitState(latest_seen=seen), seen - timedelta(days=3)) == seen
    True
    """
    require_aware(now, "current time")
    if state.latest_seen is not None and state.latest_seen > now:
        return state.latest_seen
    return now


def touch(state: LimitState, now: datetime) -> LimitState:
    """The state with ``latest_seen`` moved up to ``now`` (never back).

    >>> from datetime import timezone
    >>> t = datetime(2026, 1, 2, tzinfo=timezone.utc)
    >>> touch(LimitState(), t).latest_seen == t
    True
    """
    now = effective_now(state, now)
    return state if state.latest_seen == now else replace(state, latest_seen=now)


def lock_until(state: LimitState, now: datetime | None = None) -> datetime | None:
    """When raising the limit opens again: the first Friday 00:00 ET after the last change.

    Without ``now`` this is the moment itself (None if the limit was never changed);
    with ``now`` (the clock as it is now) it is None once that moment has passed. A later
    time seen once does not count: a clock that ran ahead and came back ends no lock.

    >>> from datetime import timezone
    >>> changed = datetime(2026, 11, 24, 15, 0, tzinfo=timezone.utc)
    >>> state = LimitState(250, changed, changed)
    >>> format_et(lock_until(state))
    'Fri 27 Nov 2026 00:00 ET'
    >>> lock_until(state, changed + timedelta(days=7)) is None
    True
    """
    if state.changed_at is None:
        return None
    until = next_week_start(state.changed_at)
    if now is not None and now >= until:
        return None
    return until


def is_raise(current: int | None, new_limit: int | None) -> bool:
    """True if going from ``current`` to ``new_limit`` loosens the limit (a higher number, or no limit).

    >>> is_raise(250, 300), is_raise(250, None), is_raise(None, 250), is_raise(250, 100)
    (True, True, False, False)
    """
    if new_limit is None:
        return current is not None
    return current is not None and new_limit > current


def check_change(
    state: LimitState,
    new_limit: int | None,
    now: datetime,
    *,
    table_minimum: int | None = None,
    table_maximum: int | None = None,
    local_zone: tzinfo | None = None,
) -> None:
    """Refuse a limit change the policy does not allow, with a message for the player; else return None.

    ``new_limit`` None removes the limit. ``table_minimum``/``table_maximum`` are the
    limits of the table the player is at. ``local_zone`` (default: the computer's)
    is used to say when a lock ends on the player's own clock.

    >>> from datetime import timezone
    >>> now = datetime(2026, 11, 24, 15, 0, tzinfo=timezone.utc)
    >>> check_change(LimitState(), 250, now, table_minimum=5, table_maximum=300) is None
    True
    >>> check_change(LimitState(), 500, now, table_minimum=5, table_maximum=300)  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
        ...
    reddog_qt.engine.limits.LimitInputError: The highest limit you can set at this table is its maximum bet of
    300 credits.
    """
    if new_limit is not None:
        if isinstance(new_limit, bool) or not isinstance(new_limit, int):
            raise LimitInputError(_MSG_NOT_NUMBER, "limit_not_number", text=str(new_limit))
        _check_range(new_limit, table_minimum, table_maximum)
    if new_limit == state.limit:
        if new_limit is None:
            raise LimitUnchangedError(QT_TRANSLATE_NOOP("Refusal", "You have no personal limit to remove."),
                                      "no_limit_to_remove")
        raise LimitUnchangedError(QT_TRANSLATE_NOOP(
            "Refusal", "%Ln credit(s) is already your limit."),
            "limit_unchanged", limit=new_limit)
    if not is_raise(state.limit, new_limit):
        return
    until = lock_until(state, now)
    if until is None:
        return
    assert state.changed_at is not None
    changed = state.changed_at.astimezone(WEEK_ZONE)
    local = until.astimezone(local_zone) if local_zone is not None else until.astimezone()
    until_et = until.astimezone(WEEK_ZONE)
    template = (QT_TRANSLATE_NOOP("Refusal", "You changed your limit on %1 at %2 ET; you can remove your limit again "
                                             "from %3 (%4 your time). You can lower it at any time.")
                if new_limit is None else
                QT_TRANSLATE_NOOP("Refusal", "You changed your limit on %1 at %2 ET; you can raise it again from %3 "
                                             "(%4 your time). You can lower it at any time."))
    raise LimitLockedError(
        template, state.changed_at, until, "limit_locked_remove" if new_limit is None else "limit_locked_raise",
        changed_day=Moment(_day_text(changed), changed, "day"),
        changed_time=Moment(f"{changed:%H:%M}", changed, "time"),
        until_et=Moment(format_et(until), until_et, "day time ET"),
        until_local=Moment(format_local(until, local_zone, relative_to=until), local,
                           "time" if until_et.date() == local.date() else "day time"))


def apply_change(
    state: LimitState,
    new_limit: int | None,
    now: datetime,
    *,
    table_minimum: int | None = None,
    table_maximum: int | None = None,
    local_zone: tzinfo | None = None,
) -> LimitState:
    """The state after changing the limit to ``new_limit`` at ``now`` (checked first by :func:`check_change`).

    The change is stamped with the :func:`effective_now` time, so a clock turned
    back cannot date a change into the past.

    >>> from datetime import timezone
    >>> now = datetime(2026, 11, 24, 15, 0, tzinfo=timezone.utc)
    >>> apply_change(LimitState(), 250, now) == LimitState(250, now, now)
    True
    """
    check_change(state, new_limit, now, table_minimum=table_minimum, table_maximum=table_maximum,
                 local_zone=local_zone)
    stamp = effective_now(state, now)
    return LimitState(limit=new_limit, changed_at=stamp, latest_seen=stamp)


# --- typed input ---------------------------------------------------------

_MSG_EMPTY = QT_TRANSLATE_NOOP("Refusal", "Type your new bet limit in whole credits, for example 250.")
_MSG_NOT_NUMBER = QT_TRANSLATE_NOOP("Refusal", "Bet limits are whole credits: \u201c%1\u201d is not a whole number. "
                                               "Type digits only, for example 250.")
_MSG_NEGATIVE = QT_TRANSLATE_NOOP("Refusal", "A bet limit cannot be negative.")
_MSG_ZERO = QT_TRANSLATE_NOOP("Refusal", "A bet limit of 0 would stop all betting: type %1 or more.")
_MSG_ABOVE = QT_TRANSLATE_NOOP("Refusal", "The highest limit you can set at this table is its maximum bet of "
                                          "%Ln credit(s).")
_MSG_BELOW = QT_TRANSLATE_NOOP("Refusal", "This table's minimum bet is %Ln credit(s): with a lower limit you could "
                                          "not bet here. Type %Ln or more.")

_NUMBER = re.compile(r"[0-9]+|[0-9]{1,3}(?:,[0-9]{3})+")


def _check_range(value: int, table_minimum: int | None, table_maximum: int | None) -> None:
    if value < 0:
        raise LimitInputError(_MSG_NEGATIVE, "limit_negative")
    if value == 0:  # the smallest limit is the table's minimum, as for any limit below it
        smallest = max(table_minimum or 1, 1)
        raise LimitInputError(_MSG_ZERO, "limit_zero", minimum=smallest)
    if table_maximum is not None and value > table_maximum:
        raise LimitInputError(_MSG_ABOVE, "limit_above_table", maximum=table_maximum)
    if table_minimum is not None and value < table_minimum:
        raise LimitInputError(_MSG_BELOW, "limit_below_table", minimum=table_minimum)


def parse_limit(text: str, table_maximum: int, table_minimum: int = 1) -> int:
    """The limit the player typed, as credits, checked against the table they are at.

    Whole credits only; thousands separators (``"1,000"``) are accepted. The
    limit applies to all games, but it is validated against this table: not
    above its maximum (no effect here), not below its minimum (no bets here).

    >>> parse_limit(" 1,000 ", 10_000, 100)
    1000
    >>> parse_limit("12.5", 300, 5)  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
        ...
    reddog_qt.engine.limits.LimitInputError: Bet limits are whole credits: “12.5” is not a whole number.
    Type digits only, for example 250.
    """
    stripped = text.strip()
    if not stripped:
        raise LimitInputError(_MSG_EMPTY, "limit_empty")
    negative = stripped[0] in "-\u2212"
    digits = stripped[1:].strip() if negative else stripped
    if not _NUMBER.fullmatch(digits):
        raise LimitInputError(_MSG_NOT_NUMBER, "limit_not_number", text=stripped)
    value = int(digits.replace(",", ""))
    if negative and value:
        raise LimitInputError(_MSG_NEGATIVE, "limit_negative")
    _check_range(value, table_minimum, table_maximum)
    return value
