"""The toy game of the conformance suite (tests/toy_goofspiel.py) as a sixth desktop game, for
the tests only: chance deals and prizes, secret simultaneous bids, a hidden bonus card. It is
registered with :func:`desktop.games.register` and played through the real page, to show a
game plugs into the desktop without any shared file knowing it."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSceneMouseEvent, QGraphicsSimpleTextItem

from desktop.game_scene import GameScene
from desktop.game_ui import GameUI
from desktop.games import GameEntry
from tests.toy_goofspiel import CARDS, Bid, ToyGame

ENTRY = GameEntry("toy_goofspiel", title=lambda: "Toy Goofspiel", blurb=lambda: "Bid for prizes in secret.",
                  source=lambda: "The tests", ui="tests.desktop.toy_ui:ToyUI")


class ToyScene(GameScene):
    """Three cards to click: the bid of the person asked now."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSceneRect(0, 0, 300, 120)
        self.seen: list[bool] = []
        self.cards: dict[int, QGraphicsRectItem] = {}
        for i, card in enumerate(CARDS):
            item = QGraphicsRectItem(QRectF(10 + 100 * i, 10, 80, 100))
            item.setBrush(QBrush(QColor("white")))
            QGraphicsSimpleTextItem(str(card), item).setPos(45 + 100 * i, 50)
            self.addItem(item)
            self.cards[card] = item
        self._interactive = False

    def sync(self, state: Any, interactive: bool) -> None:
        self.seen.append(interactive)
        self._interactive = interactive

    def card_centre(self, card: int) -> QPointF:
        return self.cards[card].sceneBoundingRect().center()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        for card, item in self.cards.items():
            if item.sceneBoundingRect().contains(event.scenePos()) and self._interactive:
                self.moveChosen.emit(Bid(card))
                return
        super().mousePressEvent(event)


class ToyUI(GameUI):
    game_id = "toy_goofspiel"

    def make_game(self) -> ToyGame:
        return ToyGame()

    def make_scene(self) -> ToyScene:
        return ToyScene(self.page)

    def title(self) -> str:
        return "Toy"
