"""What the Options dialog says: sound and voice, the table's motion, the looks, responsible play, the language.

:class:`~reddog_qt.app.dialogs.options_dialog.OptionsDialog` edits a copy of the player's
settings; its words are here, in the ``OptionsDialog`` translation context. The looks
are named by their settings values (:func:`deck_name`, :func:`back_name`, :func:`felt_name`).

>>> reality_check_choice(0), reality_check_choice(1), reality_check_choice(30)
('Off', 'Every 1 minute', 'Every 30 minutes')
>>> felt_name("midnight")
'Midnight (dark, low glare)'
"""

from __future__ import annotations

from reddog_qt.app.texts.language import translate
from reddog_qt.app.widgets import plural
from reddog_qt.engine.sentence import QT_TRANSLATE_NOOP

# --- the looks' names ---------------------------------------------------------------

_DECK_NAMES = {"standard": QT_TRANSLATE_NOOP("OptionsDialog", "Standard"),
               "four-colour": QT_TRANSLATE_NOOP("OptionsDialog", "Four colours (clubs green, diamonds blue)"),
               "large-index": QT_TRANSLATE_NOOP("OptionsDialog", "Large index (for small windows and low vision)")}
_BACK_NAMES = {"ruby": QT_TRANSLATE_NOOP("OptionsDialog", "Ruby"),
               "sapphire": QT_TRANSLATE_NOOP("OptionsDialog", "Sapphire"),
               "emerald": QT_TRANSLATE_NOOP("OptionsDialog", "Emerald"),
               "onyx": QT_TRANSLATE_NOOP("OptionsDialog", "Onyx")}
_FELT_NAMES = {"green": QT_TRANSLATE_NOOP("OptionsDialog", "Casino green"),
               "blue": QT_TRANSLATE_NOOP("OptionsDialog", "Blue"),
               "claret": QT_TRANSLATE_NOOP("OptionsDialog", "Claret"),
               "midnight": QT_TRANSLATE_NOOP("OptionsDialog", "Midnight (dark, low glare)")}


def deck_name(deck: str) -> str:
    """A deck (a ``DECKS`` settings value) as the list names it."""
    return translate("OptionsDialog", _DECK_NAMES[deck])


def back_name(back: str) -> str:
    """A card back (a ``CARD_BACKS`` settings value) as the list names it."""
    return translate("OptionsDialog", _BACK_NAMES[back])


def felt_name(felt: str) -> str:
    """A felt (a ``FELTS`` settings value) as the list names it."""
    return translate("OptionsDialog", _FELT_NAMES[felt])


# --- the dialog ------------------------------------------------------------------------


def title() -> str:
    """The dialog's title."""
    return translate("OptionsDialog", "Options")


#: The note at the foot of the dialog, in English (:func:`help_text` shows it translated).
HELP_TEXT = QT_TRANSLATE_NOOP(
    "OptionsDialog", "Changes apply as soon as you press OK; animation can be switched on or off at any time.")


def help_text() -> str:
    """The note at the foot of the dialog: when changes apply."""
    return translate("OptionsDialog", HELP_TEXT)


def sample_button() -> str:
    """The button beside a volume that plays a sample at it."""
    return translate("OptionsDialog", "Test")


# --- sound and voice -----------------------------------------------------------------


def sound_and_voice() -> str:
    """The sound group's title."""
    return translate("OptionsDialog", "Sound and voice")


def sound_effects() -> str:
    """The sound effects' box."""
    return translate("OptionsDialog", "&Sound effects")


def sound_effects_tip() -> str:
    """What the sound effects are."""
    return translate("OptionsDialog", "Chips, cards and the result chime.")


def dealer_voice() -> str:
    """The dealer's voice's box."""
    return translate("OptionsDialog", "Dealer &voice")


def dealer_voice_tip() -> str:
    """What the dealer's voice says."""
    return translate("OptionsDialog", "The dealer announces the spread and the result.")


def sound_volume() -> str:
    """The sound effects' volume slider, as a screen reader names it."""
    return translate("OptionsDialog", "Sound volume")


def voice_volume() -> str:
    """The voice's volume slider, as a screen reader names it."""
    return translate("OptionsDialog", "Voice volume")


def sound_test_tip() -> str:
    """The sound effects' Test button."""
    return translate("OptionsDialog", "Play a chip at this volume")


def voice_test_tip() -> str:
    """The voice's Test button."""
    return translate("OptionsDialog", "Hear the dealer at this volume")


# --- the table: animation, speed, motion ------------------------------------------------


def table_group() -> str:
    """The table group's title."""
    return translate("OptionsDialog", "Table")


def animation() -> str:
    """The animation's box."""
    return translate("OptionsDialog", "&Animation")


def animation_tip() -> str:
    """What animation does."""
    return translate("OptionsDialog", "Cards and chips slide into place; off, the table changes at once.")


def dealing_speed() -> str:
    """The speed slider, as a screen reader names it."""
    return translate("OptionsDialog", "Dealing speed")


def dealing_speed_tip() -> str:
    """What the speed slider changes."""
    return translate("OptionsDialog", "How fast the cards are dealt when animation is on.")


def speed_label() -> str:
    """The speed slider's label."""
    return translate("OptionsDialog", "S&peed:")


def slow() -> str:
    """The slow end of the speed slider."""
    return translate("OptionsDialog", "Slow")


def fast() -> str:
    """The fast end of the speed slider."""
    return translate("OptionsDialog", "Fast")


def motion_as_desktop() -> str:
    """The motion choice that follows the desktop's own "reduce animations" switch."""
    return translate("OptionsDialog", "As the desktop says")


def motion_reduced() -> str:
    """The motion choice that reduces motion."""
    return translate("OptionsDialog", "Reduce motion")


def motion_full() -> str:
    """The motion choice with every movement."""
    return translate("OptionsDialog", "Full motion")


def motion_tip() -> str:
    """What reduced motion changes."""
    return translate("OptionsDialog", "Reduced: cards appear in place one by one instead of sliding and "
                                      "turning; nothing pops or sweeps.")


def motion_name() -> str:
    """The motion list, as a screen reader names it."""
    return translate("OptionsDialog", "Motion")


def motion_label() -> str:
    """The motion list's label."""
    return translate("OptionsDialog", "&Motion:")


# --- the looks ---------------------------------------------------------------------------


def looks_group() -> str:
    """The looks group's title."""
    return translate("OptionsDialog", "Looks")


def deck_tip() -> str:
    """What the decks are for."""
    return translate("OptionsDialog", "Four colours tell the suits apart; large indices read at a small size.")


def deck_label() -> str:
    """The deck list's label."""
    return translate("OptionsDialog", "&Deck:")


def back_label() -> str:
    """The card back list's label."""
    return translate("OptionsDialog", "Card &back:")


def felt_label() -> str:
    """The felt list's label."""
    return translate("OptionsDialog", "&Felt:")


# --- responsible play --------------------------------------------------------------------


def responsible_play() -> str:
    """The responsible play group's title."""
    return translate("OptionsDialog", "Responsible play")


def reality_check_choice(minutes: int) -> str:
    """A reality-check interval as the list shows it (0: off)."""
    if not minutes:
        return translate("OptionsDialog", "Off")
    return plural(translate("OptionsDialog", "Every %n minute(s)", None, minutes), minutes)


def reality_check_tip() -> str:
    """What a reality check shows."""
    return translate("OptionsDialog", "A reminder of how long you have played, your hands and your net result.")


def reality_check_label() -> str:
    """The reality-check list's label."""
    return translate("OptionsDialog", "&Reality check:")


def reality_check_note() -> str:
    """When a new interval takes effect."""
    return translate("OptionsDialog", "A shorter interval takes effect at once; a longer one, or Off, "
                                      "from your next session.")


# --- the language ------------------------------------------------------------------------


def language_choices() -> tuple[tuple[str, str], ...]:
    """The languages offered: (settings value, name). "English" and "Deutsch" stay in their own language,
    so a player who cannot read the current one still finds theirs; only "System language" is translated."""
    return (("system", translate("OptionsDialog", "System language")), ("en", "English"), ("de", "Deutsch"))


def language_tip() -> str:
    """What the language changes."""
    return translate("OptionsDialog", "The language of the table, its menus and dialogs.")


def language_name() -> str:
    """The language list, as a screen reader names it."""
    return translate("OptionsDialog", "Language")


def language_label() -> str:
    """The language list's label."""
    return translate("OptionsDialog", "&Language:")


def voice_language_note() -> str:
    """The dealer's voice is English only."""
    return translate("OptionsDialog", "The dealer's voice speaks English in every language.")


__all__ = [
    "HELP_TEXT",
    "animation",
    "animation_tip",
    "back_label",
    "back_name",
    "dealer_voice",
    "dealer_voice_tip",
    "dealing_speed",
    "dealing_speed_tip",
    "deck_label",
    "deck_name",
    "deck_tip",
    "fast",
    "felt_label",
    "felt_name",
    "help_text",
    "language_choices",
    "language_label",
    "language_name",
    "language_tip",
    "looks_group",
    "motion_as_desktop",
    "motion_full",
    "motion_label",
    "motion_name",
    "motion_reduced",
    "motion_tip",
    "reality_check_choice",
    "reality_check_label",
    "reality_check_note",
    "reality_check_tip",
    "responsible_play",
    "sample_button",
    "slow",
    "sound_and_voice",
    "sound_effects",
    "sound_effects_tip",
    "sound_test_tip",
    "sound_volume",
    "speed_label",
    "table_group",
    "title",
    "voice_language_note",
    "voice_test_tip",
    "voice_volume",
]
