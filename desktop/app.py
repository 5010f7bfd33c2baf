"""Creates the QApplication with its names, translations and style."""
from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from desktop.settings import APPLICATION, ORGANIZATION


def resources_dir() -> Path:
    """``resources/`` beside the packages, or inside the PyInstaller bundle."""
    frozen = getattr(sys, "_MEIPASS", None)
    return Path(frozen) / "resources" if frozen else Path(__file__).resolve().parent.parent / "resources"


def create_application(argv: list[str]) -> QApplication:
    app = QApplication.instance() or QApplication(argv)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("Ludoteca")
    app.setDesktopFileName("ludoteca")
    locale = QLocale()
    for name, folder in (("qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
                         ("ludoteca", str(resources_dir() / "translations"))):
        translator = QTranslator(app)
        if translator.load(locale, name, "_", folder):
            app.installTranslator(translator)
    return app
