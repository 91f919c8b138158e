"""The three message catalogues: every engine refusal, profile error and profile notice, by code.

Each entry is ``code: (sentence, values)``. The sentence is English, marked for
``pyside6-lupdate`` in its translation context (``Refusal``, ``ProfileError``, ``Notice``);
each value fills ``%1``, ``%2``... in turn and names a param of the refusal or notice, with a
prefix saying how it is written (see :mod:`reddog_qt.app.texts.values`). An amount of credits
the sentence names with its noun is its count: "%Ln credit(s)", filled by the value marked ``%``
(which takes no ``%1``); a gain or loss (``+``) is written with its noun. The sentences are
put together by :mod:`reddog_qt.app.texts.engine_texts`.

>>> REFUSALS["below_minimum"]
('The table minimum is %Ln credit(s).', ('%minimum',))
"""

from __future__ import annotations

from reddog_qt.app.texts.language import QT_TRANSLATE_NOOP

#: One catalogue: code -> (English sentence, the values it shows).
Catalogue = dict[str, tuple[str, tuple[str, ...]]]


_SESSION_AMOUNTS = {
    "bet_limit_not_whole": QT_TRANSLATE_NOOP("Refusal", "The bet limit must be a whole number of credits."),
    "bet_limit_negative": QT_TRANSLATE_NOOP("Refusal", "The bet limit cannot be negative."),
    "balance_not_whole": QT_TRANSLATE_NOOP("Refusal", "The balance must be a whole number of credits."),
    "balance_negative": QT_TRANSLATE_NOOP("Refusal", "The balance cannot be negative."),
    "raise_not_whole": QT_TRANSLATE_NOOP("Refusal", "The raise must be a whole number of credits."),
    "raise_negative": QT_TRANSLATE_NOOP("Refusal", "The raise cannot be negative."),
    "bankroll_not_whole": QT_TRANSLATE_NOOP("Refusal", "The bankroll must be a whole number of credits."),
    "bankroll_negative": QT_TRANSLATE_NOOP("Refusal", "The bankroll cannot be negative."),
    "wager_not_whole": QT_TRANSLATE_NOOP("Refusal", "The wager must be a whole number of credits."),
    "wager_negative": QT_TRANSLATE_NOOP("Refusal", "The wager cannot be negative."),
}

#: Every refusal of the engine (and the table-file refusals of the profile), by code.
REFUSALS: Catalogue = {
    # --- the session -----------------------------------------------------
    "bet_id_range": (QT_TRANSLATE_NOOP("Refusal", "A Bet ID is a whole number from 1 to %1."), ("maximum",)),
    "bet_limit_below_one": (QT_TRANSLATE_NOOP("Refusal", "A bet limit must be at least 1 credit."), ()),
    **{code: (text, ()) for code, text in _SESSION_AMOUNTS.items()},
    "no_credits_to_raise": (QT_TRANSLATE_NOOP("Refusal", "You have no credits left to raise with."), ()),
    "raise_needs_credits": (QT_TRANSLATE_NOOP("Refusal", "You need %Ln credit(s) to raise; your balance is %1."),
                            ("%needed", "balance")),
    "raise_zero": (QT_TRANSLATE_NOOP("Refusal", "A raise must be at least 1 credit; choose Stand to keep your wager."),
                   ()),
    "raise_equals_wager": (QT_TRANSLATE_NOOP("Refusal", "At this table the raise equals your wager: %Ln credit(s)."),
                           ("%amount",)),
    "raise_equals_multiple": (QT_TRANSLATE_NOOP("Refusal",
                                                "At this table the raise equals %1 times your wager: %Ln credit(s)."),
                              ("multiple", "%amount")),
    "raise_above_wager": (QT_TRANSLATE_NOOP("Refusal", "You can raise at most your wager of %Ln credit(s)."),
                          ("%wager",)),
    "raise_above_multiple": (QT_TRANSLATE_NOOP("Refusal",
                                               "You can raise at most %1 times your wager: %Ln credit(s)."),
                             ("multiple", "%amount")),
    "raise_above_balance": (QT_TRANSLATE_NOOP("Refusal", "A raise of %1 is more than your balance of %2."),
                            ("amount", "balance")),
    "bet_ids_used": (QT_TRANSLATE_NOOP("Refusal", "This profile has used every Bet ID; start a new profile to "
                                                  "play on."),
                     ()),
    "no_bet": (QT_TRANSLATE_NOOP("Refusal", "Place a bet first: click a chip stack or the bet spot."), ()),
    "below_minimum": (QT_TRANSLATE_NOOP("Refusal", "The table minimum is %Ln credit(s)."), ("%minimum",)),
    "above_maximum": (QT_TRANSLATE_NOOP("Refusal", "The table maximum is %Ln credit(s)."), ("%maximum",)),
    "limit_unavailable": (QT_TRANSLATE_NOOP("Refusal", "Your personal bet limit cannot be read right now, so bets "
                                                       "are held to the table minimum of %Ln credit(s)."),
                          ("%minimum",)),
    "personal_limit_below_table": (QT_TRANSLATE_NOOP("Refusal", "Your personal bet limit of %1 is below this "
                                                                "table's minimum of %2: choose a table with lower "
                                                                "limits."), ("limit", "minimum")),
    "above_personal_limit": (QT_TRANSLATE_NOOP("Refusal", "Your personal bet limit is %Ln credit(s)."), ("%limit",)),
    "bet_above_balance": (QT_TRANSLATE_NOOP("Refusal", "A bet of %1 is more than your balance of %2."),
                          ("wager", "balance")),
    "busy_deal": (QT_TRANSLATE_NOOP("Refusal", "You cannot deal now: raise or stand on this hand first."), ()),
    "busy_change_tables": (QT_TRANSLATE_NOOP("Refusal",
                                             "You cannot change tables now: raise or stand on this hand first."), ()),
    "busy_start_a_new_game": (QT_TRANSLATE_NOOP("Refusal", "You cannot start a new game now: raise or stand on this "
                                                           "hand first."), ()),
    "already_decided_raise": (QT_TRANSLATE_NOOP("Refusal", "This hand is already decided; you cannot raise again."),
                              ()),
    "already_decided_stand": (QT_TRANSLATE_NOOP("Refusal", "This hand is already decided; you cannot stand again."),
                              ()),
    "no_spread_raise": (QT_TRANSLATE_NOOP("Refusal", "You can raise only after a spread is announced."), ()),
    "no_spread_stand": (QT_TRANSLATE_NOOP("Refusal", "You can stand only after a spread is announced."), ()),
    # --- the shoe --------------------------------------------------------
    "cut_no_cut_card": (QT_TRANSLATE_NOOP("Refusal", "This table reshuffles every hand: there is no cut card."), ()),
    "cut_once": (QT_TRANSLATE_NOOP("Refusal", "The cut is made once per shoe, before its first card is dealt."), ()),
    "cut_band": (QT_TRANSLATE_NOOP("Refusal", "The cut card goes between card %1 and card %2 of this shoe."),
                 ("low", "high")),
    # --- the house rules -------------------------------------------------
    "rules_decks": (QT_TRANSLATE_NOOP("Refusal", "These house rules cannot be played: the shoe holds 1 to 8 decks, "
                                                 "not %1."), ("!decks",)),
    "rules_shuffle": (QT_TRANSLATE_NOOP("Refusal", "These house rules cannot be played: %1 is not a way of "
                                                   "shuffling."), ("!shuffle",)),
    "rules_raise_policy": (QT_TRANSLATE_NOOP("Refusal", "These house rules cannot be played: %1 is not a raise rule."),
                           ("!policy",)),
    "rules_penetration": (QT_TRANSLATE_NOOP("Refusal", "These house rules cannot be played: the cut card goes between "
                                                       "%1% and %2% of the shoe."), ("low", "high")),
    "rules_pay_table": (QT_TRANSLATE_NOOP("Refusal", "These house rules cannot be played: the pay table needs a whole "
                                                     "payout of at least 1 for each spread 1 to 11."), ()),
    "rules_trips": (QT_TRANSLATE_NOOP("Refusal", "These house rules cannot be played: three of a kind must pay at "
                                                 "least 1 to 1."), ()),
    "rules_limits": (QT_TRANSLATE_NOOP("Refusal", "These house rules cannot be played: the limits %1 to %2 are not a "
                                                  "range of credits."), ("!minimum", "!maximum")),
    "rules_too_large": (QT_TRANSLATE_NOOP("Refusal", "These house rules cannot be played: a number is larger than "
                                                     "this game can handle (at most %1)."), ("most",)),
    "rules_chips": (QT_TRANSLATE_NOOP("Refusal", "These house rules cannot be played: chips must be whole, positive "
                                                 "values."), ()),
    "rules_chip_order": (QT_TRANSLATE_NOOP("Refusal", "These house rules cannot be played: chip values must be listed "
                                                      "once each, smallest first."), ()),
    "rules_default_chip": (QT_TRANSLATE_NOOP("Refusal", "These house rules cannot be played: the default chip %1 is "
                                                        "not one of the chips."), ("!chip",)),
    "rules_tiers": (QT_TRANSLATE_NOOP("Refusal", "These house rules cannot be played: the limit tiers must be a tuple "
                                                 "of LimitTier."), ()),
    "rules_tier": (QT_TRANSLATE_NOOP("Refusal", "These house rules cannot be played: the limit tier %1 is not a "
                                                "range."), ("#tier",)),
    "rules_bankroll": (QT_TRANSLATE_NOOP("Refusal", "These house rules cannot be played: the starting bankroll must "
                                                    "cover at least one minimum bet."), ()),
    "rules_raise_multiple": (QT_TRANSLATE_NOOP("Refusal", "These house rules cannot be played: a raise is 1 to %1 "
                                                          "times the wager, not %2."), ("most", "!multiple")),
    "tier_unknown": (QT_TRANSLATE_NOOP("Refusal", "%1 is not one of this table's limits."), ("#tier",)),
    "table_unknown": (QT_TRANSLATE_NOOP("Refusal", "There is no table called %1; the tables are %2."),
                      ("!name", "=known")),
    # --- custom tables read from the profile ----------------------------
    "table_not_object": (QT_TRANSLATE_NOOP("Refusal", "a table is not a JSON object"), ()),
    "table_bad_name": (QT_TRANSLATE_NOOP("Refusal", "the table name %1 cannot be used"), ("!title",)),
    "table_missing_value": (QT_TRANSLATE_NOOP("Refusal", "the table %1 has no %2"), ("=title", "=key")),
    "table_unplayable": (QT_TRANSLATE_NOOP("Refusal", "the table %1 cannot be played (%2)"), ("=title", "?problem")),
    # --- the personal limit ---------------------------------------------
    "limit_empty": (QT_TRANSLATE_NOOP("Refusal", "Type your new bet limit in whole credits, for example 250."), ()),
    "limit_not_number": (QT_TRANSLATE_NOOP("Refusal", "Bet limits are whole credits: \u201c%1\u201d is not a whole "
                                                      "number. Type digits only, for example 250."), ("=text",)),
    "limit_negative": (QT_TRANSLATE_NOOP("Refusal", "A bet limit cannot be negative."), ()),
    "limit_zero": (QT_TRANSLATE_NOOP("Refusal", "A bet limit of 0 would stop all betting: type %1 or more."),
                   ("minimum",)),
    "limit_above_table": (QT_TRANSLATE_NOOP("Refusal", "The highest limit you can set at this table is its maximum "
                                                       "bet of %Ln credit(s)."), ("%maximum",)),
    "limit_below_table": (QT_TRANSLATE_NOOP("Refusal", "This table's minimum bet is %Ln credit(s): with a lower "
                                                       "limit you could not bet here. Type %Ln or more."),
                          ("%minimum",)),
    "no_limit_to_remove": (QT_TRANSLATE_NOOP("Refusal", "You have no personal limit to remove."), ()),
    "limit_unchanged": (QT_TRANSLATE_NOOP("Refusal", "%Ln credit(s) is already your limit."), ("%limit",)),
    "limit_locked_raise": (QT_TRANSLATE_NOOP("Refusal", "You changed your limit on %1 at %2 ET; you can raise it "
                                                        "again from %3 (%4 your time). You can lower it at any "
                                                        "time."),
                           ("@changed_day", "@changed_time", "@until_et", "@until_local")),
    "limit_locked_remove": (QT_TRANSLATE_NOOP("Refusal", "You changed your limit on %1 at %2 ET; you can remove your "
                                                         "limit again from %3 (%4 your time). You can lower it at "
                                                         "any time."),
                            ("@changed_day", "@changed_time", "@until_et", "@until_local")),
    # --- the PIN ---------------------------------------------------------
    "pin_empty": (QT_TRANSLATE_NOOP("Refusal", "Choose a PIN of %1 to %2 digits."), ("fewest", "most")),
    "pin_not_digits": (QT_TRANSLATE_NOOP("Refusal", "A PIN is digits only (0 to 9), %1 to %2 of them."),
                       ("fewest", "most")),
    "pin_too_short": (QT_TRANSLATE_NOOP("Refusal", "Your PIN must have at least %1 digits."), ("digits",)),
    "pin_too_long": (QT_TRANSLATE_NOOP("Refusal", "Your PIN can have at most %1 digits."), ("digits",)),
    "pin_wrong": (QT_TRANSLATE_NOOP("Refusal", "Wrong PIN (%1 tries left)."), ("tries",)),
    "pin_wrong_one": (QT_TRANSLATE_NOOP("Refusal", "Wrong PIN (1 try left)."), ()),
    "pin_locked": (QT_TRANSLATE_NOOP("Refusal", "PIN entry is locked until %1 after %2 wrong PINs in a row."),
                   ("@when", "failures")),
    "pin_locked_far": (QT_TRANSLATE_NOOP("Refusal", "PIN entry is locked until %1 after %2 wrong PINs in a row."),
                       ("@when", "failures")),
    "pin_already_set": (QT_TRANSLATE_NOOP("Refusal", "You already have a PIN; type it to confirm changes."), ()),
    "no_pin": (QT_TRANSLATE_NOOP("Refusal", "Choose a PIN first: you will type it to confirm every change of your "
                                            "limit."), ()),
}


def _store_errors(kind: str, ledger: str, limits: str, values: tuple[str, ...]) -> Catalogue:
    return {f"{kind}_ledger": (ledger, values), f"{kind}_personal_limit": (limits, values)}


#: The profile's errors shown to the player, by code.
PROFILE_ERRORS: Catalogue = {
    "folder_not_created": (QT_TRANSLATE_NOOP("ProfileError", "Red Dog cannot create its profile folder %1 (%2). "
                                                             "Choose another folder with --profile-dir or %3."),
                           ("=folder", "=reason", "=variable")),
    "folder_not_folder": (QT_TRANSLATE_NOOP("ProfileError", "Red Dog's profile folder %1 exists but is not a "
                                                            "folder."), ("=folder",)),
    "profile_in_use": (QT_TRANSLATE_NOOP("ProfileError", "Red Dog is already running with this profile. Switch to "
                                                         "that window, or close it first; two tables on one bankroll "
                                                         "would get in each other's way. The profile is %1."),
                       ("=folder",)),
    "profile_in_use_by": (QT_TRANSLATE_NOOP("ProfileError", "Red Dog is already running with this profile (process "
                                                            "%1 on %2). Switch to that window, or close it first; two "
                                                            "tables on one bankroll would get in each other's way. "
                                                            "The profile is %3."), ("=process", "=host", "=folder")),
    "lock_not_a_file": (QT_TRANSLATE_NOOP("ProfileError", "Red Dog cannot lock its profile folder %1: %2 is not a "
                                                          "file and could not be moved aside. Move or rename it, then "
                                                          "start Red Dog again."), ("=folder", "=name")),
    "folder_not_locked_disk_full": (QT_TRANSLATE_NOOP("ProfileError", "Red Dog cannot lock its profile folder %1: "
                                                                      "the disk is full. Make room on the disk, then "
                                                                      "start Red Dog again."), ("=folder",)),
    "folder_not_locked": (QT_TRANSLATE_NOOP("ProfileError", "Red Dog cannot lock its profile folder %1 (check that "
                                                            "it can be written)."), ("=folder",)),
    "ledger_lost_balance": (QT_TRANSLATE_NOOP("ProfileError", "Your ledger has lost its balance; restart Red Dog to "
                                                              "repair it."), ()),
    "ledger_lost_next_bet_id": (QT_TRANSLATE_NOOP("ProfileError", "Your ledger has lost its next bet id; restart Red "
                                                                  "Dog to repair it."), ()),
    "bet_id_taken": (QT_TRANSLATE_NOOP("ProfileError", "Bet ID %1 is already in your ledger; the hand was not dealt."),
                     ("=bet_id",)),
    "bet_id_paid": (QT_TRANSLATE_NOOP("ProfileError", "Bet ID %1 was already paid; it was not paid again."),
                    ("=bet_id",)),
    "limit_unreadable": (QT_TRANSLATE_NOOP("ProfileError", "Your personal limit cannot be read (%1); restart Red Dog "
                                                           "to repair it."), ("=reason",)),
    "pin_unreadable": (QT_TRANSLATE_NOOP("ProfileError", "Your PIN cannot be read (%1); restart Red Dog to repair "
                                                         "it."), ("=reason",)),
    "breaks_unreadable": (QT_TRANSLATE_NOOP("ProfileError", "Your breaks cannot be read (%1); restart Red Dog to "
                                                            "repair it."), ("=reason",)),
    "pin_not_checked": (QT_TRANSLATE_NOOP("ProfileError", "Your PIN could not be checked: %1."), ("=reason",)),
    "limit_not_moved": (QT_TRANSLATE_NOOP("ProfileError", "Red Dog cannot move your personal limit into its own file "
                                                          "right now; nothing was changed. Check that the disk has "
                                                          "room and the folder can be written, then start Red Dog "
                                                          "again."), ()),
    **_store_errors(
        "cannot_start",
        QT_TRANSLATE_NOOP("ProfileError", "Red Dog cannot start a new ledger at %1 (%2)."),
        QT_TRANSLATE_NOOP("ProfileError", "Red Dog cannot start a new personal-limit file at %1 (%2)."),
        ("=path", "=reason")),
    **_store_errors(
        "too_new",
        QT_TRANSLATE_NOOP("ProfileError", "Your ledger %1 was written by a newer version of Red Dog (format %2; this "
                                          "version reads up to format %3). Please update Red Dog; the file was left "
                                          "as it is."),
        QT_TRANSLATE_NOOP("ProfileError", "Your personal-limit file %1 was written by a newer version of Red Dog "
                                          "(format %2; this version reads up to format %3). Please update Red Dog; "
                                          "the file was left as it is."),
        ("=path", "=version", "=readable")),
    **_store_errors(
        "not_moved_aside",
        QT_TRANSLATE_NOOP("ProfileError", "Your ledger %1 is damaged (%2) and could not be moved aside (%3). Move or "
                                          "rename it yourself, then start Red Dog again."),
        QT_TRANSLATE_NOOP("ProfileError", "Your personal-limit file %1 is damaged (%2) and could not be moved aside "
                                          "(%3). Move or rename it yourself, then start Red Dog again."),
        ("=path", "=damage", "=reason")),
    **_store_errors(
        "cannot_open",
        QT_TRANSLATE_NOOP("ProfileError", "Red Dog cannot open your ledger %1 (%2). If another Red Dog window is "
                                          "open, close it; otherwise check that the disk has room and the folder can "
                                          "be written."),
        QT_TRANSLATE_NOOP("ProfileError", "Red Dog cannot open your personal-limit file %1 (%2). If another Red Dog "
                                          "window is open, close it; otherwise check that the disk has room and the "
                                          "folder can be written."),
        ("=path", "=reason")),
    **_store_errors(
        "disk_full_open",
        QT_TRANSLATE_NOOP("ProfileError", "Red Dog cannot open your ledger %1: the disk is full. Make room on the "
                                          "disk, then start Red Dog again."),
        QT_TRANSLATE_NOOP("ProfileError", "Red Dog cannot open your personal-limit file %1: the disk is full. Make "
                                          "room on the disk, then start Red Dog again."),
        ("=path",)),
    **_store_errors(
        "disk_full_not_recorded",
        QT_TRANSLATE_NOOP("ProfileError", "Red Dog could not record %1 in your ledger: the disk is full; nothing was "
                                          "changed. Make room on the disk, then try again."),
        QT_TRANSLATE_NOOP("ProfileError", "Red Dog could not record %1 in your personal-limit file: the disk is "
                                          "full; nothing was changed. Make room on the disk, then try again."),
        ("=what",)),
    **_store_errors(
        "closed",
        QT_TRANSLATE_NOOP("ProfileError", "Your ledger is closed."),
        QT_TRANSLATE_NOOP("ProfileError", "Your personal-limit file is closed."),
        ()),
    **_store_errors(
        "not_recorded",
        QT_TRANSLATE_NOOP("ProfileError", "Red Dog could not record %1 in your ledger (%2); nothing was changed. "
                                          "Check that the disk has room and the folder can be written, then try "
                                          "again."),
        QT_TRANSLATE_NOOP("ProfileError", "Red Dog could not record %1 in your personal-limit file (%2); nothing was "
                                          "changed. Check that the disk has room and the folder can be written, then "
                                          "try again."),
        ("=what", "=reason")),
    **_store_errors(
        "not_read",
        QT_TRANSLATE_NOOP("ProfileError", "Red Dog could not read your ledger (%1)."),
        QT_TRANSLATE_NOOP("ProfileError", "Red Dog could not read your personal-limit file (%1)."),
        ("=reason",)),
    "cannot_look": (QT_TRANSLATE_NOOP("ProfileError", "Red Dog cannot look at %1 (%2)."), ("=path", "=reason")),
    "export_profile_file": (QT_TRANSLATE_NOOP("ProfileError", "The history was not written: %1 is a file of your Red "
                                                              "Dog profile. Choose a file outside your profile, for "
                                                              "example history.csv."), ("=path",)),
    "export_would_replace": (QT_TRANSLATE_NOOP("ProfileError", "The history was not written: %1 already exists and "
                                                               "is not a history exported by Red Dog. Choose a new "
                                                               "file name, or move that file away first."), ("=path",)),
    "export_not_a_file": (QT_TRANSLATE_NOOP("ProfileError", "The history was not written: %1 is not a regular file."),
                          ("=path",)),
    "export_cannot_look": (QT_TRANSLATE_NOOP("ProfileError", "The history was not written: Red Dog cannot look at %1 "
                                                             "(%2)."), ("=path", "=reason")),
    "tables_not_saved": (QT_TRANSLATE_NOOP("ProfileError", "Your custom tables could not be saved to %1 (%2)."),
                         ("=path", "=reason")),
}

#: The profile's notices (what was repaired or set aside, a table name that cannot be used), by code.
NOTICES: Catalogue = {
    "ledger_set_aside": (QT_TRANSLATE_NOOP("Notice", "Your ledger file was damaged (%1); it was kept as %2 and a fresh "
                                                     "bankroll of %Ln credit(s) started."),
                         ("=damage", "=file", "%bankroll")),
    "ledger_restored_missing": (QT_TRANSLATE_NOOP("Notice", "Your ledger file %1 was missing; it was restored from "
                                                            "its copy, written after your last hand: balance "
                                                            "%Ln credit(s), %2 hands in your history."),
                                ("=file", "%balance", "hands")),
    "ledger_restored_empty": (QT_TRANSLATE_NOOP("Notice", "Your ledger file %1 was empty; it was restored from its "
                                                          "copy, written after your last hand: balance %Ln "
                                                          "credit(s), %2 hands in your history."),
                              ("=file", "%balance", "hands")),
    "ledger_restored_damaged": (QT_TRANSLATE_NOOP("Notice", "Your ledger file was damaged (%1); it was kept as %2 and "
                                                            "restored from its copy, written after your last hand: "
                                                            "balance %Ln credit(s), %3 hands in your history."),
                                ("=damage", "=file", "%balance", "hands")),
    "ledger_restored_hands": (QT_TRANSLATE_NOOP("Notice", "Your ledger file had lost its latest records (%1 settled "
                                                          "hands, Bet IDs %2 to %3), as happens when its -wal file is "
                                                          "lost after a crash; it was kept as %4 and restored from its "
                                                          "copy: balance %Ln credit(s)."),
                              ("hands", "=first", "=last", "=file", "%balance")),
    "ledger_restored_records": (QT_TRANSLATE_NOOP("Notice", "Your ledger file had lost its latest records, as happens "
                                                            "when its -wal file is lost after a crash; it was kept as "
                                                            "%1 and restored from its copy: balance %Ln "
                                                            "credit(s)."),
                                ("=file", "%balance")),
    "ledger_lost_missing": (QT_TRANSLATE_NOOP("Notice", "Your ledger file %1 was missing and no copy of it could be "
                                                        "read, so your balance and hand history could not be "
                                                        "recovered. A fresh bankroll of %Ln credit(s) was "
                                                        "started."),
                            ("=file", "%bankroll")),
    "ledger_lost_empty": (QT_TRANSLATE_NOOP("Notice", "Your ledger file %1 was empty and no copy of it could be read, "
                                                      "so your balance and hand history could not be recovered. A "
                                                      "fresh bankroll of %Ln credit(s) was started."),
                          ("=file", "%bankroll")),
    "open_hand_voided": (QT_TRANSLATE_NOOP("Notice", "A damaged open hand was voided: its wager of %Ln credit(s) "
                                                     "was returned."), ("%wager",)),
    "row_set_aside_hands": (QT_TRANSLATE_NOOP("Notice", "A damaged hand in your history (%1) was set aside."),
                            ("=problem",)),
    "row_set_aside_bankroll_events": (QT_TRANSLATE_NOOP("Notice", "A damaged new-game record in your history (%1) was "
                                                                  "set aside."), ("=problem",)),
    "row_set_aside_table_events": (QT_TRANSLATE_NOOP("Notice", "A damaged table record in your history (%1) was set "
                                                               "aside."), ("=problem",)),
    "balance_rebuilt": (QT_TRANSLATE_NOOP("Notice", "Your balance could not be read from the ledger; it was rebuilt "
                                                    "from your history as %Ln credit(s)."), ("%balance",)),
    "next_bet_id_rebuilt": (QT_TRANSLATE_NOOP("Notice", "Your next Bet ID could not be read; Bet IDs continue from "
                                                        "%1."), ("next",)),
    "limits_restored": (QT_TRANSLATE_NOOP("Notice", "Your personal-limit file was damaged; it was restored from its "
                                                    "copy: your limit, PIN and weekly lock are as they were."), ()),
    "limits_lost": (QT_TRANSLATE_NOOP("Notice", "Your personal-limit file was damaged (%1) and no copy could be read, "
                                                "so your limit, PIN and lock could not be kept. Until you set a limit "
                                                "again in Game > Bet Options, every bet is held to the table minimum."),
                    ("=damage",)),
    "limits_restored_missing": (QT_TRANSLATE_NOOP("Notice", "Your personal-limit file was missing or empty; it was "
                                                            "restored from its copy: your limit, PIN and weekly lock "
                                                            "are as they were."), ()),
    "limits_missing": (QT_TRANSLATE_NOOP("Notice", "Your personal-limit file and its copy are missing or empty, so "
                                                   "your limit, PIN and lock could not be kept. Until you set a limit "
                                                   "again in Game > Bet Options, every bet is held to the table "
                                                   "minimum."), ()),
    "limits_unavailable": (QT_TRANSLATE_NOOP("Notice", "%1 Until it can be read, every bet is held to the table "
                                                       "minimum."), ("?problem",)),
    "limits_kept": (QT_TRANSLATE_NOOP("Notice", "Your personal limit, PIN and weekly lock were kept."), ()),
    "limits_older_file": (QT_TRANSLATE_NOOP("Notice", "Your personal-limit file was older than its copy (it may have "
                                                      "been put back from a backup); the stricter of the two was "
                                                      "kept: your limit, PIN, weekly lock and breaks are as strict as "
                                                      "the latest you set."), ()),
    "limits_stale": (QT_TRANSLATE_NOOP("Notice", "Your personal-limit file and its copy are older than your last "
                                                 "change of the limit (they may have been put back from a backup), so "
                                                 "your limit could not be kept. Until you set a limit again in Game > "
                                                 "Bet Options, every bet is held to the table minimum."), ()),
    "hand_recovered": (QT_TRANSLATE_NOOP("Notice", "Bet ID %1 was interrupted before your decision; it was finished as "
                                                   "a stand with a third card drawn now (%2)."),
                       ("=bet_id", "+net")),
    "hand_recovered_cards": (QT_TRANSLATE_NOOP("Notice", "Bet ID %1 was interrupted before your decision, with %2 "
                                                         "and %3 showing. It was finished as a stand: the third card "
                                                         "drawn was %4, %5. Your balance is %Ln credit(s)."),
                             ("=bet_id", "=first", "=second", "=third", "+net", "%balance")),
    "hand_unseen": (QT_TRANSLATE_NOOP("Notice", "Your last hand, Bet ID %1, was finished as you quit: the cards were "
                                                "%2 and %3, the third card was %4, %5. Your balance is %Ln "
                                                "credit(s)."),
                    ("=bet_id", "=first", "=second", "=third", "+net", "%balance")),
    "tables_unreadable": (QT_TRANSLATE_NOOP("Notice", "Your custom tables could not be read (%1)."), ("=reason",)),
    "tables_not_moved_aside": (QT_TRANSLATE_NOOP("Notice", "Your custom tables file was damaged and could not be "
                                                           "moved aside (%1)."), ("=reason",)),
    "tables_set_aside": (QT_TRANSLATE_NOOP("Notice", "Your custom tables file was damaged; it was kept as %1."),
                         ("=file",)),
    "table_left_out": (QT_TRANSLATE_NOOP("Notice", "A custom table was left out: %1."), ("?problem",)),
    "table_twice": (QT_TRANSLATE_NOOP("Notice", "A second table called %1 was left out."), ("=title",)),
    "title_empty": (QT_TRANSLATE_NOOP("Notice", "Give the table a name."), ()),
    "title_too_long": (QT_TRANSLATE_NOOP("Notice", "A table name has at most %1 characters."), ("most",)),
    "title_control": (QT_TRANSLATE_NOOP("Notice", "A table name cannot hold control characters."), ()),
    "title_taken": (QT_TRANSLATE_NOOP("Notice", "There is already a table called %1."), ("=title",)),
}


__all__ = ["NOTICES", "PROFILE_ERRORS", "REFUSALS", "Catalogue"]
