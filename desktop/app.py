"""Creates the QApplication with its names, translations and style."""
from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import (QCoreApplication, QLibraryInfo, QLocale, QMessageLogContext, QTranslator, QtMsgType,
                            qInstallMessageHandler)
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from desktop.settings import APPLICATION, ORGANIZATION


def resources_dir() -> Path:
    """``resources/`` beside the packages, or inside the PyInstaller bundle."""
    frozen = getattr(sys, "_MEIPASS", None)
    return Path(frozen) / "resources" if frozen else Path(__file__).resolve().parent.parent / "resources"


def _quiet_offscreen(mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """The offscreen platform warns about window hints it ignores; everything else is printed."""
    if "propagateSizeHints" not in message:
        sys.stderr.write(message + "\n")


def create_application(argv: list[str]) -> QApplication:
    if QGuiApplication.platformName() == "offscreen" or os.environ.get("QT_QPA_PLATFORM") == "offscreen":
        qInstallMessageHandler(_quiet_offscreen)
    running = QApplication.instance()  # (typed as the core application)
    app = running if isinstance(running, QApplication) else QApplication(argv)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("Ludoteca")
    app.setDesktopFileName("ludoteca")
    from desktop import language
    install_translations(app, language.locale())
    from desktop import theme
    theme.apply(app)
    theme.follow_system(app)
    from desktop.garbage import collect_on_gui_thread
    collect_on_gui_thread(app)
    return app


_OWN: list[QTranslator] = []
"""Ludoteca's translators installed by :func:`install_translations` (see :func:`speaking`)."""


def install_translations(app: QApplication, locale: QLocale) -> list[QTranslator]:
    """Qt's own strings and Ludoteca's, for ``locale`` when a translation exists."""
    installed = []
    for name, folder in (("qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
                         ("ludoteca", str(resources_dir() / "translations"))):
        translator = QTranslator(app)
        if translator.load(locale, name, "_", folder):
            app.installTranslator(translator)
            installed.append(translator)
            if name == "ludoteca":
                _OWN.append(translator)
    return installed


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """Ludoteca's texts in the language ``code`` while the block runs, whatever the app
    speaks: a rules page's pictures are drawn in the page's language (Czech rules in the
    English app showed "Cycle! X measures"). The app's own translators are back after."""
    app = QCoreApplication.instance()
    if app is None:
        yield
        return
    removed = [t for t in _OWN if app.removeTranslator(t)]
    _OWN[:] = removed  # a translator someone else removed is not the app's any more
    page = QTranslator(app)
    loaded = page.load(QLocale(code), "ludoteca", "_", str(resources_dir() / "translations"))
    if loaded:
        app.installTranslator(page)
    try:
        yield
    finally:
        if loaded:
            app.removeTranslator(page)
        for translator in removed:
            app.installTranslator(translator)
