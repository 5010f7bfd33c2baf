"""The rules of every game inside the app: a tab that reads ``resources/rules/<game>/<lang>.md``.

Qt's own Markdown support shows the text in a :class:`QTextBrowser`; the pictures are
positions named in the text (``ludoteca:`` URLs) and drawn by the game's own board scene
(:mod:`desktop.pictures`), in the current theme, so they always look like the game. A
reader may pick another game or another of the five languages at the top of the page.
"""
from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QUrl, Signal
from PySide6.QtGui import QImage, QPainter, QResizeEvent, QTextDocument
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QTextBrowser, QVBoxLayout, QWidget

from desktop import language, pictures, theme
from desktop.app import resources_dir, speaking
from desktop.games import entries, entry
from desktop.page import Page
from desktop.widgets import label


def rules_path(game_id: str, code: str):
    """The rules file of a game in a language, English when that language has none."""
    folder = resources_dir() / "rules" / game_id
    path = folder / f"{code}.md"
    return path if path.is_file() else folder / "en.md"


_PICTURE = re.compile(r"^!\[(?P<caption>[^\]]*)\]\((?P<url>[^)\s]+)\)[ \t]*$", re.MULTILINE)


def with_captions(markdown: str) -> str:
    """Qt's Markdown keeps an image's text only as its alt text: write it under the picture,
    as a paragraph of its own (the blank line after the picture stays where it was, so the
    caption never runs into the next paragraph, nor the next picture into the caption)."""
    return _PICTURE.sub(lambda m: f"{m.group(0)}\n\n*{m.group('caption')}*\n", markdown)


class RulesBrowser(QTextBrowser):
    """A text browser that draws ``ludoteca:`` pictures instead of loading files."""

    widthChanged = Signal()
    """The pictures' width (:meth:`picture_width`) changed with the browser's: draw them again."""

    MARGIN = 14

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.document().setDocumentMargin(self.MARGIN)
        self._cache: dict[tuple[str, str, str, int], QImage] = {}
        self.code = language.current()
        """The page's language: its pictures speak it too."""
        self._width = self.picture_width()
        self.failures: list[str] = []
        """Pictures that could not be drawn (a mistake in a rules file), for the tests."""

    PICTURE_WIDTHS = (380, 460, 540, 620)
    """A picture is drawn at the largest of these that fits the text's width (its words are
    the board's own, drawn to scale: on a wide page they are read at a larger size)."""

    def picture_width(self) -> int:
        room = self.viewport().width() - 2 * self.MARGIN - 8
        return max([w for w in self.PICTURE_WIDTHS if w <= room], default=self.PICTURE_WIDTHS[0])

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        width = self.picture_width()
        if width != self._width:
            self._width = width
            self.widthChanged.emit()

    def loadResource(self, kind: int, url: QUrl | str) -> Any:
        url = QUrl(url) if isinstance(url, str) else url  # (Qt passes a QUrl; the stubs allow text)
        if kind == QTextDocument.ResourceType.ImageResource.value and url.scheme() == pictures.SCHEME:
            key = (url.toString(), theme.current()["name"], self.code, self._width)
            if key not in self._cache:
                self._cache[key] = self._picture(url)
            return self._cache[key]
        return super().loadResource(kind, url)

    def _picture(self, url: QUrl) -> QImage:
        try:
            game_id, params = pictures.parse(url)
            with speaking(self.code):  # the page's language, not the app's
                return pictures.render(game_id, params, width=self._width)
        except Exception as exc:  # noqa: BLE001 - a bad picture must not take the page down
            self.failures.append(f"{url.toString()}: {type(exc).__name__}: {exc}")
            image = QImage(300, 40, QImage.Format.Format_ARGB32)
            image.fill(theme.color("ui.panel_alt"))
            painter = QPainter(image)
            painter.setPen(theme.color("ui.danger"))
            painter.drawText(image.rect(), 0, self.tr("(this picture could not be drawn)"))
            painter.end()
            return image

    def forget_pictures(self) -> None:
        self._cache.clear()


class RulesPage(Page):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = entries()[0].id
        self.code = language.current()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        row = QHBoxLayout()
        row.addWidget(label(self.tr("Game"), "body", wrap=False))
        self.games = QComboBox()
        for game in entries():
            self.games.addItem(game.title(), game.id)
        row.addWidget(self.games, 1)
        row.addWidget(label(self.tr("Language"), "body", wrap=False))
        self.languages = QComboBox()
        for code, name in language.LANGUAGES.items():
            self.languages.addItem(name, code)
        row.addWidget(self.languages)
        layout.addLayout(row)
        self.browser = RulesBrowser()
        layout.addWidget(self.browser, 1)
        self.browser.widthChanged.connect(self._redraw)
        self.games.currentIndexChanged.connect(lambda _i: self.show_rules(self.games.currentData(), self.code))
        self.languages.currentIndexChanged.connect(
            lambda _i: self.show_rules(self.game_id, self.languages.currentData()))
        theme.signals.changed.connect(self._on_theme)
        self.show_rules(self.game_id, self.code)

    def show_rules(self, game_id: str, code: str | None = None) -> None:
        """Show ``game_id``'s rules in ``code`` (default: the app's language); only the
        games the app plays have rules pages here."""
        if game_id not in [game.id for game in entries()]:
            game_id = entries()[0].id
        self.game_id, self.code = game_id, code or language.current()
        for combo, value in ((self.games, self.game_id), (self.languages, self.code)):
            combo.blockSignals(True)
            combo.setCurrentIndex(max(0, combo.findData(value)))
            combo.blockSignals(False)
        self.browser.code = self.code
        self.browser.setMarkdown(with_captions(rules_path(self.game_id, self.code).read_text(encoding="utf-8")))
        self.titleChanged.emit()

    def _on_theme(self) -> None:
        self.browser.forget_pictures()
        self._redraw()

    def _redraw(self) -> None:
        """The same page again (new pictures), where the reader was."""
        bar = self.browser.verticalScrollBar()
        share = bar.value() / bar.maximum() if bar.maximum() else 0.0
        self.show_rules(self.game_id, self.code)
        bar.setValue(round(share * bar.maximum()))

    def title(self) -> str:
        return self.tr("Rules")

    def window_title(self) -> str:
        return self.tr("Rules · %1").replace("%1", entry(self.game_id).title())

    def can_save(self) -> bool:
        return False

    def focus_board(self) -> None:
        self.browser.setFocus()
