"""Creates the QApplication with its names, translations and style."""
from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QLibraryInfo, QLocale, QMessageLogContext, QTranslator, QtMsgType, qInstallMessageHandler
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
    return app


def install_translations(app: QApplication, locale: QLocale) -> list[QTranslator]:
    """Qt's own strings and Ludoteca's, for ``locale`` when a translation exists."""
    installed = []
    for name, folder in (("qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
                         ("ludoteca", str(resources_dir() / "translations"))):
        translator = QTranslator(app)
        if translator.load(locale, name, "_", folder):
            app.installTranslator(translator)
            installed.append(translator)
    return installed
