"""The player's language: Qt's translators, numbers in the player's locale, and the one way to mark a text.

Every text a player sees goes through Qt's translation system. Inside a QObject
subclass that is ``self.tr("...")`` (its context is the class name); anywhere else
it is :func:`translate` with a literal context, ``translate("Console", "Deal")``,
which ``pyside6-lupdate`` finds like ``QCoreApplication.translate``; a text marked now
and translated later is marked with ``QT_TRANSLATE_NOOP(context, text)`` from
:mod:`reddog_qt.engine.sentence` (Qt-free, so the engine and the profile mark their
refusals and notices with it where they raise them). A text with
a count uses ``%n`` (or ``%Ln`` for a count in the locale's digits) and passes the
count: ``translate("History", "%Ln hand(s)", None, count)``, and
:func:`~reddog_qt.app.widgets.plural` gives the English its singular or plural. Other
values go in as ``%1``, ``%2``... and are put in with :func:`fill`, numbers written with
:func:`credits` so that a German player reads "1.000" and an English one "1,000".

An amount of credits is a count too: a sentence counts it with ``%Ln credit(s)``
("The table minimum is %Ln credit(s).", passing the amount as the count), so that it
reads "1 credit" and "1,000 credits" ("1 Credit", "1.000 Credits"); ``%Ln`` writes the
locale's digits as :func:`credits` does. A sentence has one count, and ``%Ln`` writes
no sign (Qt leaves a negative count unwritten): a second amount, or a gain or loss,
goes in as ``%1`` written by :func:`credit_count` ("+1 credit"). A bare number whose
noun is elsewhere (a column headed "Credits", "5 - 300") stays :func:`credits`.

The translations live in ``reddog_qt/i18n``: ``reddog_<lang>.ts`` (made with
``pyside6-lupdate``: ``python reddog_qt/i18n/build.py --update``) and the ``.qm`` files
``pyside6-lrelease`` builds from them when the package is built. Qt's own German
(``qtbase_de``) comes with PySide6, or with the frozen bundle; it translates the
standard buttons and dialogs.

:func:`apply_language` installs the translators for a language and sets the
default locale; Qt then sends every widget a ``LanguageChange`` event, and each
widget that shows text sets it again, so a new language shows at once.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

from reddog_qt.app.widgets import plural
from reddog_qt.profile.settings import LANGUAGES

log = logging.getLogger(__name__)
# The languages the game is translated into (English is the source). A plain comment: lupdate hands "#:" comments
# to the translators, as the note of the next text it finds.
TRANSLATED = tuple(language for language in LANGUAGES if language not in ("system", "en"))

_installed: list[QTranslator] = []
_current = "en"


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The text in the player's language (``context`` and ``text`` literal, so lupdate finds them)."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def fill(text: str, *values: object) -> str:
    """Put ``values`` in for ``%1``, ``%2``... of a translated text (from the highest number down).

    >>> fill("%1 of %2", "one", "two")
    'one of two'
    """
    for number in range(len(values), 0, -1):
        text = text.replace(f"%{number}", str(values[number - 1]))
    return text


def capital(text: str) -> str:
    """``text`` with its first letter in capitals, as a sentence starts.

    >>> capital("queen of spades")
    'Queen of spades'
    """
    return text[:1].upper() + text[1:]


def credits(amount: int) -> str:
    """A whole number of credits in the player's locale: 1,000 in English, 1.000 in German."""
    return QLocale().toString(int(amount))


def signed_credits(amount: int) -> str:
    """Credits won (+) or lost (-); 0 as it is."""
    return ("+" if amount > 0 else "") + credits(amount)


def credit_count(amount: int, *, signed: bool = False) -> str:
    """``amount`` credits with their noun, counted in the player's language; ``signed``: "+" before a gain.

    For an amount a sentence cannot count with its own ``%Ln`` (its second amount, or one
    with a sign); the one text behind it is ``%Ln credit(s)`` in the context ``Credits``.

    >>> credit_count(1), credit_count(1_000), credit_count(1, signed=True), credit_count(-5, signed=True)
    ('1 credit', '1,000 credits', '+1 credit', '-5 credits')
    """
    count = abs(int(amount))
    #: An amount of credits put into a sentence as %1 ("Your balance of %1 cannot cover..."), at times with its
    #: sign ("+1 credit"); a sentence with one amount counts it with its own "%Ln credit(s)".
    words = plural(translate("Credits", "%Ln credit(s)", None, count), count)
    if amount < 0:
        return QLocale().negativeSign() + words
    return "+" + words if signed and amount > 0 else words


def decimal(value: float, places: int) -> str:
    """A decimal number in the player's locale (2.5 in English, 2,5 in German)."""
    return QLocale().toString(float(value), "f", places)


def percent(value: float, places: int = 1) -> str:
    """A fraction (0.25) as a percentage in the player's locale ("25.0%" / "25,0 %")."""
    number = decimal(value * 100, places)
    return f"{number}\u00a0%" if current_language() == "de" else f"{number}%"


def resolve(language: str) -> str:
    """The language to show for a ``language`` setting: "system" follows the desktop (German or else English)."""
    if language in TRANSLATED or language == "en":
        return language
    system = QLocale.system().language()
    return "de" if system == QLocale.Language.German else "en"


def current_language() -> str:
    """The language shown now ("en" or "de")."""
    return _current


def translations_dir() -> Path:
    """Where the game's ``.qm`` files are (inside the package, or inside the frozen bundle)."""
    if getattr(sys, "frozen", False):
        return Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent)) / "reddog_qt" / "i18n"
    return Path(__file__).resolve().parents[2] / "i18n"


def qt_translations_dir() -> Path:
    """Where Qt's own translations are: beside the game's in the frozen bundle, else PySide6's."""
    if getattr(sys, "frozen", False):
        return translations_dir()
    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


def locale_for(language: str) -> QLocale:
    """The locale numbers and dates are written in for a language."""
    if language == "de":
        return QLocale(QLocale.Language.German, QLocale.Country.Germany)
    return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)


def apply_language(language: str) -> str:
    """Show the game in ``language`` (a :data:`LANGUAGES` value); returns the language now shown.

    A translation that cannot be loaded is logged and the game stays in English: a
    missing file never stops the game.
    """
    global _current  # noqa: PLW0603 - the language shown is one per process, read by current_language()
    shown = resolve(language)
    app = QCoreApplication.instance()
    for translator in _installed:
        if app is not None:
            QCoreApplication.removeTranslator(translator)
    _installed.clear()
    if shown != "en":
        ours = QTranslator()
        if ours.load(f"reddog_{shown}", str(translations_dir())):
            qt_own = QTranslator()
            if qt_own.load(f"qtbase_{shown}", str(qt_translations_dir())):
                _installed.append(qt_own)
            else:
                log.warning("Qt's own %s translation was not found in %s", shown, qt_translations_dir())
            _installed.append(ours)
        else:
            log.error("the %s translation was not found in %s; staying in English", shown, translations_dir())
            shown = "en"
    QLocale.setDefault(locale_for(shown))
    _current = shown
    for translator in _installed:
        QCoreApplication.installTranslator(translator)
    if not _installed and app is not None:
        # Nothing installed (English): tell the widgets anyway, the locale of their numbers changed.
        QCoreApplication.sendEvent(app, QEvent(QEvent.Type.LanguageChange))
    if app is not None:
        # Qt posts LanguageChange to each window: deliver it now, so the switch is done when this returns.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    return shown


__all__ = ["LANGUAGES", "TRANSLATED", "apply_language", "capital", "credit_count", "credits", "current_language",
           "decimal", "fill", "locale_for", "percent", "resolve", "signed_credits", "translate", "translations_dir"]
