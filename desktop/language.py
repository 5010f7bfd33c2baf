"""Which language the app speaks: the system's, or the one chosen in View → Language.

The five languages are those of the rule sheets the games come from. Qt's translators are
installed at start; a change made in the menu takes effect at the next start (the widgets
build their texts once), while the rules pages follow it at once.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from desktop.settings import drop_override, overridden, settings


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for the translators of ``context`` and returns it, as Qt's does (lupdate
    finds the texts by this name); typed, where PySide6's stubs make the answer ``object``."""
    return text


LANGUAGES = {"en": "English", "it": "Italiano", "pt": "Português", "ro": "Română", "cs": "Čeština"}
"""Each language in its own name (a menu of languages is read by people who may not know the
current one)."""
SYSTEM = ""
KEY = "view/language"
SYSTEM_NAME = QT_TRANSLATE_NOOP("language", "Follow the system")


def chosen() -> str:
    """The language of this run's ``--language``, else the one picked in the menu, or "" to
    follow the system."""
    value = overridden(KEY)
    if value is None:
        value = str(settings().value(KEY, SYSTEM) or "")
    return value if value in LANGUAGES else SYSTEM


def system_language() -> str:
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def current() -> str:
    return chosen() or system_language()


def locale() -> QLocale:
    return QLocale(current())


def choose(code: str) -> None:
    """The person's choice, stored (it replaces a ``--language`` of this run)."""
    drop_override(KEY)
    settings().setValue(KEY, code if code in LANGUAGES else SYSTEM)


def system_name() -> str:
    return QCoreApplication.translate("language", SYSTEM_NAME)
