"""Pictures of positions drawn by each game's own board scene: the rules pages show them.

A rules page names a position in a ``ludoteca:`` URL (``ludoteca:othello?position=...&mark=d3``;
the format is described in ``resources/rules/README.md``); the game's page class turns the
parameters into a state (:meth:`GamePage.picture_state`) and a bare scene
(:meth:`GamePage.picture_scene`), which is drawn offscreen into an image.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF, QUrl, QUrlQuery, Qt
from PySide6.QtGui import QImage, QPainter

from desktop.games import entry

SCHEME = "ludoteca"


def parse(url: QUrl) -> tuple[str, dict[str, str]]:
    """``(game id, parameters)`` of a picture URL; each parameter is split at its first
    ``=`` only, so an Oche record such as ``record=x=1`` keeps its own ``=``."""
    game_id = url.path()
    params: dict[str, str] = {}
    for key, value in QUrlQuery(url).queryItems(QUrl.ComponentFormattingOption.FullyDecoded):
        params[key] = value
    return game_id, params


def render(game_id: str, params: dict[str, str], width: int = 460, ratio: float = 2.0) -> QImage:
    """The position as an image ``width`` pixels wide (``ratio``: device pixels per pixel)."""
    ui_class = entry(game_id).ui_class()
    state = ui_class.picture_state(params)
    scene = ui_class.picture_scene()
    scene.sync(state, False)
    marks = [m.strip() for m in params.get("mark", "").split(",") if m.strip()]
    if marks:
        scene.mark_squares(marks)
    source = scene.sceneRect()
    height = max(1, round(width * source.height() / max(source.width(), 1)))
    image = QImage(round(width * ratio), round(height * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, image.width(), image.height()), source)
    painter.end()
    image.setDevicePixelRatio(ratio)
    scene.deleteLater()
    return image
