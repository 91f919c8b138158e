"""The personal bet limit's pure rules: the week clock, the weekly policy, typed input and the PIN."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reddog_qt.engine.limits import (
    WEEK_ZONE,
    LimitInputError,
    LimitLockedError,
    LimitState,
    LimitUnchangedError,
    apply_change,
    check_change,
    effective_now,
    format_et,
    format_local,
    is_raise,
    lock_until,
    next_week_start,
    parse_limit,
    touch,
    week_start,
)
from reddog_qt.engine.pin import (
    PIN_LOCKOUT,
    InvalidPinError,
    PinLockedError,
    PinState,
    WrongPinError,
    hash_pin,
    pin_locked_until,
    record_pin_failure,
    record_pin_success,
    validate_new_pin,
    verify_pin,
    wrong_pin_error,
)

NY = ZoneInfo("America/New_York")
TOKYO = ZoneInfo("Asia/Tokyo")
LA = ZoneInfo("America/Los_Angeles")
PARIS = ZoneInfo("Europe/Paris")
EST = timedelta(hours=-5)
EDT = timedelta(hours=-4)


def ny(*args: int, fold: int = 0) -> datetime:
    return datetime(*args, tzinfo=NY, fold=fold)  # type: ignore[misc]


# --- next_week_start -------------------------------------------------------

# (moment, expected Friday (y, m, d) in New York, expected UTC offset of the result)
WEEK_CASES = [
    # ordinary weeks
    pytest.param(datetime(2026, 11, 24, 12, 0, tzinfo=UTC), (2026, 11, 27), EST, id="tuesday-utc"),
    pytest.param(ny(2026, 11, 28, 10, 0), (2026, 12, 4), EST, id="saturday"),
    pytest.param(ny(2026, 11, 26, 23, 59, 59), (2026, 11, 27), EST, id="thursday-23:59:59"),
    pytest.param(ny(2026, 11, 26, 23, 59, 59, 999_999), (2026, 11, 27), EST, id="thursday-last-microsecond"),
    pytest.param(ny(2026, 11, 27, 0, 0, 0), (2026, 12, 4), EST, id="exactly-friday-midnight"),
    pytest.param(ny(2026, 11, 27, 0, 0, 1), (2026, 12, 4), EST, id="friday-00:00:01"),
    pytest.param(ny(2026, 7, 2, 23, 59, 59), (2026, 7, 3), EDT, id="summer-thursday"),
    pytest.param(ny(2026, 7, 3, 0, 0), (2026, 7, 10), EDT, id="summer-friday-midnight"),
    # DST starts Sunday 2026-03-08 at 02:00 EST -> 03:00 EDT
    pytest.param(ny(2026, 3, 5, 12, 0), (2026, 3, 6), EST, id="dst-start-thursday-before"),
    pytest.param(ny(2026, 3, 6, 0, 0), (2026, 3, 13), EDT, id="dst-start-friday-to-edt-friday"),
    pytest.param(ny(2026, 3, 8, 1, 59, 59), (2026, 3, 13), EDT, id="dst-start-last-est-second"),
    pytest.param(ny(2026, 3, 8, 3, 0), (2026, 3, 13), EDT, id="dst-start-first-edt-minute"),
    pytest.param(datetime(2026, 3, 8, 7, 0, tzinfo=UTC), (2026, 3, 13), EDT, id="dst-start-instant-utc"),
    pytest.param(ny(2026, 3, 13, 0, 0), (2026, 3, 20), EDT, id="dst-start-following-friday"),
    # DST ends Sunday 2026-11-01 at 02:00 EDT -> 01:00 EST
    pytest.param(ny(2026, 10, 29, 20, 0), (2026, 10, 30), EDT, id="dst-end-thursday-before"),
    pytest.param(ny(2026, 10, 30, 0, 0), (2026, 11, 6), EST, id="dst-end-friday-to-est-friday"),
    pytest.param(ny(2026, 11, 1, 1, 30, fold=0), (2026, 11, 6), EST, id="dst-end-first-01:30-edt"),
    pytest.param(ny(2026, 11, 1, 1, 30, fold=1), (2026, 11, 6), EST, id="dst-end-second-01:30-est"),
    # the turn of the year
    pytest.param(ny(2025, 12, 31, 12, 0), (2026, 1, 2), EST, id="new-years-eve-wednesday"),
    pytest.param(ny(2025, 12, 26, 0, 0), (2026, 1, 2), EST, id="boxing-day-friday"),
    # other zones: the New York calendar decides
    pytest.param(datetime(2026, 11, 27, 10, 0, tzinfo=TOKYO), (2026, 11, 27), EST,
                 id="tokyo-friday-10:00-is-ny-thursday"),
    pytest.param(datetime(2026, 11, 27, 14, 0, tzinfo=TOKYO), (2026, 12, 4), EST,
                 id="tokyo-friday-14:00-is-ny-friday-midnight"),
    pytest.param(datetime(2026, 11, 26, 20, 59, tzinfo=LA), (2026, 11, 27), EST, id="la-thursday-20:59"),
    pytest.param(datetime(2026, 11, 26, 21, 0, tzinfo=LA), (2026, 12, 4), EST,
                 id="la-thursday-21:00-is-ny-friday-midnight"),
    pytest.param(datetime(2026, 11, 27, 4, 59, 59, tzinfo=UTC), (2026, 11, 27), EST, id="utc-winter-04:59:59"),
    pytest.param(datetime(2026, 11, 27, 5, 0, tzinfo=UTC), (2026, 12, 4), EST, id="utc-winter-05:00"),
    pytest.param(datetime(2026, 7, 3, 3, 59, tzinfo=UTC), (2026, 7, 3), EDT, id="utc-summer-03:59"),
    pytest.param(datetime(2026, 7, 3, 4, 0, tzinfo=UTC), (2026, 7, 10), EDT, id="utc-summer-04:00"),
]


@pytest.mark.parametrize(("moment", "friday", "offset"), WEEK_CASES)
def test_next_week_start_hand_worked(moment: datetime, friday: tuple[int, int, int], offset: timedelta) -> None:
    result = next_week_start(moment)
    assert result == datetime(*friday, tzinfo=NY)
    assert result.tzinfo is WEEK_ZONE
    assert (result.year, result.month, result.day) == friday
    assert (result.hour, result.minute, result.second, result.microsecond) == (0, 0, 0, 0)
    assert result.weekday() == 4
    assert result.utcoffset() == offset
    assert result > moment


def test_naive_datetimes_are_refused_clearly() -> None:
    with pytest.raises(ValueError, match="no time zone"):
        next_week_start(datetime(2026, 11, 24, 12, 0))
    with pytest.raises(ValueError, match="time-zone-aware"):
        week_start(datetime(2026, 11, 24, 12, 0))
    with pytest.raises(ValueError, match="no time zone"):
        LimitState(250, datetime(2026, 11, 24), None)


ZONES = st.sampled_from([UTC, NY, TOKYO, LA, PARIS, ZoneInfo("Australia/Lord_Howe"), ZoneInfo("Asia/Kolkata")])
MOMENTS = st.datetimes(min_value=datetime(1990, 1, 1), max_value=datetime(2090, 1, 1), timezones=ZONES)


@given(MOMENTS)
def test_next_week_start_properties(moment: datetime) -> None:
    result = next_week_start(moment)
    in_ny = result.astimezone(NY)
    assert (in_ny.weekday(), in_ny.hour, in_ny.minute, in_ny.second, in_ny.microsecond) == (4, 0, 0, 0, 0)
    assert result > moment
    # On New York's wall clock the wait is at most 7 days. In elapsed time the week
    # that ends summer time is one hour longer (169 hours), the one that starts it shorter.
    wall = result.replace(tzinfo=None) - moment.astimezone(NY).replace(tzinfo=None)
    assert timedelta(0) < wall <= timedelta(days=7)
    elapsed = result.astimezone(UTC) - moment.astimezone(UTC)
    assert timedelta(0) < elapsed <= timedelta(days=7, hours=1)
    start = week_start(moment)
    assert start <= moment < result
    assert next_week_start(start) == result


# --- the weekly policy -----------------------------------------------------

TUESDAY = datetime(2026, 11, 24, 15, 0, tzinfo=UTC)          # Tue 24 Nov 2026 10:00 EST
NEXT_FRIDAY = ny(2026, 11, 27, 0, 0)


def changed(limit: int, at: datetime = TUESDAY) -> LimitState:
    return LimitState(limit, at, at)


def test_a_first_limit_is_lowering_and_always_allowed() -> None:
    state = apply_change(LimitState(), 250, TUESDAY)
    assert state == LimitState(250, TUESDAY, TUESDAY)
    assert lock_until(state) == NEXT_FRIDAY


def test_lowering_is_allowed_at_any_time_even_while_locked() -> None:
    state = changed(250)
    for minutes in (0, 1, 60, 60 * 24):
        later = TUESDAY + timedelta(minutes=minutes)
        check_change(state, 100, later, table_minimum=5, table_maximum=300)
    lowered = apply_change(state, 100, TUESDAY + timedelta(hours=1))
    assert lowered.limit == 100
    assert apply_change(lowered, 50, TUESDAY + timedelta(hours=2)).limit == 50


def test_raising_is_allowed_once_the_week_has_turned() -> None:
    last_week = changed(100, datetime(2026, 11, 17, 15, 0, tzinfo=UTC))  # the Tuesday before
    check_change(last_week, 250, TUESDAY)
    raised = apply_change(last_week, 250, TUESDAY)
    assert raised.limit == 250 and raised.changed_at == TUESDAY


def test_a_second_raise_in_the_same_week_is_refused() -> None:
    last_week = changed(100, datetime(2026, 11, 17, 15, 0, tzinfo=UTC))
    raised = apply_change(last_week, 200, TUESDAY)
    with pytest.raises(LimitLockedError) as refused:
        check_change(raised, 250, TUESDAY + timedelta(hours=2), local_zone=PARIS)
    assert refused.value.until == NEXT_FRIDAY
    assert str(refused.value) == (
        "You changed your limit on Tue 24 Nov 2026 at 10:00 ET; you can raise it again from "
        "Fri 27 Nov 2026 00:00 ET (06:00 your time). You can lower it at any time.")


def test_lowering_also_locks_raising_for_the_rest_of_the_week() -> None:
    last_week = changed(250, datetime(2026, 11, 17, 15, 0, tzinfo=UTC))
    lowered = apply_change(last_week, 100, TUESDAY)
    with pytest.raises(LimitLockedError):
        check_change(lowered, 150, TUESDAY + timedelta(days=1))


@pytest.mark.parametrize("seconds_before", [1, 60, 3600])
def test_the_lock_ends_exactly_at_friday_midnight_eastern(seconds_before: int) -> None:
    state = changed(100)
    with pytest.raises(LimitLockedError):
        check_change(state, 250, NEXT_FRIDAY - timedelta(seconds=seconds_before))
    check_change(state, 250, NEXT_FRIDAY)
    assert lock_until(state, NEXT_FRIDAY) is None
    assert lock_until(state, NEXT_FRIDAY - timedelta(seconds=seconds_before)) == NEXT_FRIDAY


def test_a_change_on_friday_just_after_midnight_locks_for_a_whole_week() -> None:
    state = changed(100, ny(2026, 11, 27, 0, 0, 1))
    assert lock_until(state) == ny(2026, 12, 4, 0, 0)
    with pytest.raises(LimitLockedError):
        check_change(state, 250, ny(2026, 12, 3, 23, 59, 59))


def test_removing_the_limit_counts_as_raising() -> None:
    assert is_raise(250, None)
    with pytest.raises(LimitLockedError, match="remove your limit"):
        check_change(changed(250), None, TUESDAY + timedelta(hours=1))
    assert apply_change(changed(250), None, NEXT_FRIDAY).limit is None


def test_the_same_value_is_not_a_change() -> None:
    state = changed(250)
    with pytest.raises(LimitUnchangedError, match="already your limit"):
        check_change(state, 250, TUESDAY + timedelta(days=30))
    with pytest.raises(LimitUnchangedError):
        check_change(LimitState(), None, TUESDAY)


def test_turning_the_clock_back_does_not_reopen_the_lock() -> None:
    state = touch(changed(100), TUESDAY + timedelta(days=1))       # the app saw Wednesday
    two_weeks_ago = TUESDAY - timedelta(days=14)
    assert effective_now(state, two_weeks_ago) == TUESDAY + timedelta(days=1)
    with pytest.raises(LimitLockedError):
        check_change(state, 250, two_weeks_ago)
    assert lock_until(state, two_weeks_ago) == NEXT_FRIDAY
    # a change made with the clock turned back is stamped with the latest time seen
    lowered = apply_change(state, 50, two_weeks_ago)
    assert lowered.changed_at == TUESDAY + timedelta(days=1)
    assert lowered.latest_seen == TUESDAY + timedelta(days=1)
    # touching with an earlier time never moves latest_seen back
    assert touch(state, two_weeks_ago) is state


def test_the_change_is_checked_against_the_table_the_player_is_at() -> None:
    with pytest.raises(LimitInputError, match="maximum bet of 300"):
        check_change(LimitState(), 500, TUESDAY, table_minimum=5, table_maximum=300)
    with pytest.raises(LimitInputError, match="minimum bet is 100"):
        check_change(LimitState(), 50, TUESDAY, table_minimum=100, table_maximum=10_000)
    with pytest.raises(LimitInputError):
        check_change(LimitState(), 0, TUESDAY)
    with pytest.raises(LimitInputError):
        check_change(LimitState(), True, TUESDAY)  # type: ignore[arg-type]


def test_readable_messages(readable: Callable[[str], None]) -> None:
    with pytest.raises(LimitLockedError) as refused:
        check_change(changed(100), 250, TUESDAY, local_zone=LA)
    readable(str(refused.value))
    assert "(Thu 26 Nov 2026 21:00 your time)" in str(refused.value)


# --- typed input -----------------------------------------------------------

PARSE_REFUSALS = [
    ("", "Type your new bet limit in whole credits, for example 250."),
    ("   ", "Type your new bet limit in whole credits, for example 250."),
    ("abc", ("Bet limits are whole credits: \u201cabc\u201d is not a whole number. "
             "Type digits only, for example 250.")),
    ("12.5", ("Bet limits are whole credits: \u201c12.5\u201d is not a whole number. "
              "Type digits only, for example 250.")),
    ("1e3", ("Bet limits are whole credits: \u201c1e3\u201d is not a whole number. "
             "Type digits only, for example 250.")),
    ("10,00", ("Bet limits are whole credits: \u201c10,00\u201d is not a whole number. "
               "Type digits only, for example 250.")),
    ("-5", "A bet limit cannot be negative."),
    ("\u2212250", "A bet limit cannot be negative."),
    ("0", "A bet limit of 0 would stop all betting: type 5 or more."),
    ("301", "The highest limit you can set at this table is its maximum bet of 300 credits."),
    ("1,000", "The highest limit you can set at this table is its maximum bet of 300 credits."),
    ("4", "This table's minimum bet is 5 credits: with a lower limit you could not bet here. Type 5 or more."),
]


@pytest.mark.parametrize(("text", "message"), PARSE_REFUSALS)
def test_parse_limit_refusals(text: str, message: str, readable: Callable[[str], None]) -> None:
    with pytest.raises(LimitInputError) as refused:
        parse_limit(text, 300, 5)
    assert str(refused.value) == message
    readable(str(refused.value))


def test_parse_limit_messages_are_distinct() -> None:
    kinds = {"", "abc", "-5", "0", "301", "4"}
    messages = set()
    for text in kinds:
        with pytest.raises(LimitInputError) as refused:
            parse_limit(text, 300, 5)
        messages.add(str(refused.value))
    assert len(messages) == len(kinds)


@pytest.mark.parametrize(("text", "value"), [
    ("250", 250), (" 250 ", 250), ("5", 5), ("300", 300), ("0250", 250), ("1,000", 1000),
    ("10,000", 10_000), ("1000", 1000),
])
def test_parse_limit_accepts_whole_credits(text: str, value: int) -> None:
    assert parse_limit(text, 10_000, 5) == value


# --- the PIN ---------------------------------------------------------------


def test_pin_hash_round_trip_and_salt() -> None:
    first, second = hash_pin("4739"), hash_pin("4739")
    assert first != second                                   # a fresh salt every time
    assert first.startswith("scrypt$16384$8$1$")
    assert "4739" not in first
    assert verify_pin("4739", first) and verify_pin("4739", second)
    assert not verify_pin("4738", first)
    assert not verify_pin("", first)
    assert hash_pin("4739", salt=b"s" * 16) == hash_pin("4739", salt=b"s" * 16)


@pytest.mark.parametrize("damaged", ["", "4739", "scrypt$1$2$3", "bcrypt$16384$8$1$AA==$AA==",
                                     "scrypt$16384$8$1$!!$AA==", "scrypt$3$8$1$AA==$AA==",
                                     "scrypt$4194304$8$1$AA==$AA=="])
def test_damaged_pin_hashes_are_refused(damaged: str) -> None:
    with pytest.raises(ValueError):
        verify_pin("4739", damaged)


@pytest.mark.parametrize(("pin", "message"), [
    ("", "Choose a PIN of 4 to 8 digits."),
    ("123", "Your PIN must have at least 4 digits."),
    ("123456789", "Your PIN can have at most 8 digits."),
    ("12a4", "A PIN is digits only (0 to 9), 4 to 8 of them."),
    ("12 34", "A PIN is digits only (0 to 9), 4 to 8 of them."),
    ("\u0661\u0662\u0663\u0664", "A PIN is digits only (0 to 9), 4 to 8 of them."),
])
def test_new_pin_rules(pin: str, message: str) -> None:
    with pytest.raises(InvalidPinError) as refused:
        validate_new_pin(pin)
    assert str(refused.value) == message


@pytest.mark.parametrize("pin", ["4739", "00000000", "123456"])
def test_good_new_pins(pin: str) -> None:
    assert validate_new_pin(pin) == pin


def test_five_wrong_pins_lock_entry_for_fifteen_minutes() -> None:
    state = PinState()
    messages = []
    for attempt in range(1, 6):
        state = record_pin_failure(state, TUESDAY)
        messages.append(str(wrong_pin_error(state, UTC)))
        if attempt < 5:
            assert pin_locked_until(state, TUESDAY) is None
    assert messages[:4] == ["Wrong PIN (4 tries left).", "Wrong PIN (3 tries left).",
                            "Wrong PIN (2 tries left).", "Wrong PIN (1 try left)."]
    assert messages[4] == "PIN entry is locked until 15:15 after 5 wrong PINs in a row."
    assert isinstance(wrong_pin_error(state, UTC), PinLockedError)
    assert state.locked_until == TUESDAY + PIN_LOCKOUT
    assert pin_locked_until(state, TUESDAY + timedelta(minutes=14, seconds=59)) == TUESDAY + PIN_LOCKOUT
    assert pin_locked_until(state, TUESDAY + PIN_LOCKOUT) is None


def test_a_correct_pin_resets_the_count() -> None:
    state = record_pin_failure(record_pin_failure(PinState(), TUESDAY), TUESDAY)
    assert isinstance(wrong_pin_error(state), WrongPinError)
    assert record_pin_success(state) == PinState()


def test_pin_lockout_cannot_be_shortened_by_turning_the_clock_back() -> None:
    state = PinState()
    for _ in range(5):
        state = record_pin_failure(state, TUESDAY)
    limit_state = LimitState(latest_seen=TUESDAY + timedelta(minutes=1))
    now = effective_now(limit_state, TUESDAY - timedelta(days=1))
    assert pin_locked_until(state, now) == TUESDAY + PIN_LOCKOUT


def test_formatting_helpers() -> None:
    assert format_et(datetime(2026, 7, 3, 4, 0, tzinfo=UTC)) == "Fri 3 Jul 2026 00:00 ET"
    friday = ny(2026, 11, 27, 0, 0)
    assert format_local(friday, TOKYO, relative_to=friday) == "14:00"
    assert format_local(friday, LA, relative_to=friday) == "Thu 26 Nov 2026 21:00"
