"""Quantum tic-tac-toe on the shared game page: the words this game needs.

The rules give facts (scores as fractions, each line's highest subscript, the solver's value);
this page turns them into sentences, above all the ½-point case, which surprises players.
"""
from __future__ import annotations

from fractions import Fraction
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QCheckBox, QWidget

from desktop.game_page import GamePage
from desktop.game_ui import GameUI, MoveText
from desktop.language import QT_TRANSLATE_NOOP
from desktop.quantum_ttt.scene import QuantumScene
from desktop.widgets import Card
from rules.protocol import Analysis, Outcome, State
from rules.quantum_ttt import ClassicalMove, MeasureMove, PlaceMove, QuantumGame, QuantumState
from rules.quantum_ttt.moves import mark_text

HALF = Fraction(1, 2)
translate = QCoreApplication.translate  # called as translate("QuantumUI", "literal") so lupdate finds it
RESULT_BANNER_SECONDS = 4.0
"""The banner then clears the board; the result stays in the cards beside it and the panel."""


def points(x: Fraction) -> str:
    return "½" if x == HALF else str(int(x))


def score_words(value: Fraction) -> str:
    """The score (X first) that a value X minus O stands for: 1 → 1–0, ½ → 1–½ ..."""
    return {Fraction(1): "1–0", HALF: "1–½", Fraction(0): "0–0", -HALF: "½–1", Fraction(-1): "0–1"}[value]


def seat_letter(seat: int) -> str:
    return translate("QuantumUI", "X") if seat == 0 else translate("QuantumUI", "O")


def result_words(state: QuantumState) -> tuple[str, str]:
    """``(headline, explanation)`` of a finished game; the explanation spells out the ½-point
    rule when one collapse gave both players a line. (A function, so the rules pages' pictures
    can word a finished game too.)"""
    result = state.result()
    score = state.score_text()
    if result.case == "none":
        return (translate("QuantumUI", "Draw, 0–0."),
                translate("QuantumUI", "The board is full and nobody has three classical marks in a row."))
    winner = result.winner if result.winner is not None else 0
    name = seat_letter(winner)
    headline = translate("QuantumUI", "%1 wins, %2.").replace("%1", name).replace("%2", score)
    if result.case == "single":
        return headline, translate("QuantumUI", "%1 has three classical marks in a row.").replace("%1", name)
    loser = 1 - winner
    best_w, best_l = result.best[winner], result.best[loser]
    assert best_w is not None and best_l is not None
    explanation = (translate("QuantumUI", "One collapse gave both players a line.\n"
                             "The newest mark in %1's line is %2, in %3's line %4:\n"
                             "the lower subscript means %1's line was complete first,\n"
                             "so %1 scores 1 and %3 scores ½.")
                   .replace("%1", name).replace("%2", mark_text(best_w))
                   .replace("%3", seat_letter(loser)).replace("%4", mark_text(best_l)))
    return headline, explanation


class QuantumUI(GameUI):
    game_id = "quantum_ttt"
    level_words = {
        1: (QT_TRANSLATE_NOOP("levels", "Easy"),
            QT_TRANSLATE_NOOP("levels", "Sees only its own move: a good first opponent.")),
        2: (QT_TRANSLATE_NOOP("levels", "Medium"),
            QT_TRANSLATE_NOOP("levels", "Looks a little ahead: a fair fight.")),
        3: (QT_TRANSLATE_NOOP("levels", "Perfect"),
            QT_TRANSLATE_NOOP("levels", "Never makes a mistake.")),
    }

    def __init__(self, page: GamePage) -> None:
        super().__init__(page)
        self._result_waiting = False
        """A game-over that waits for the collapse animation."""
        self._entanglement_action: QAction | None = None

    @property
    def scene(self) -> QuantumScene:
        scene: QuantumScene = self.page.scene  # type: ignore[assignment]  # made by make_scene
        return scene

    @classmethod
    def picture_state(cls, params: dict[str, str]) -> QuantumState:
        return QuantumGame().state_from_record(params.get("record", ""))

    @classmethod
    def picture_scene(cls) -> QuantumScene:
        return QuantumScene(result_words)

    @classmethod
    def screenshots(cls) -> dict[str, Callable[[Any], int | None]]:
        return {cls.game_id: lambda window: window.open_game(cls.game_id).play_record("X1:1-4 O2:1-5 X3:4-8 O4:1-8"),
                # the move list: X measures O2, then places X3 (two lines of one cell)
                "quantum-measured": lambda window: window.open_game(cls.game_id).play_record(
                    "X1:1-2 O2:1-2 m1 X3:3-4 O4:5-6 X5:7-8")}

    def make_game(self) -> QuantumGame:
        return QuantumGame()

    def make_scene(self) -> QuantumScene:
        scene = QuantumScene(self.result_words, self.page)
        scene.animationFinished.connect(self._after_animation)
        return scene

    def _after_animation(self) -> None:
        self.page.panel.sync()
        outcome = self.session.state.outcome()
        if self._result_waiting and outcome is not None:
            self._announce(outcome)
        self._result_waiting = False

    def title(self) -> str:
        return self.tr("Quantum tic-tac-toe")

    def seat_name(self, seat: int) -> str:
        return seat_letter(seat)

    def seat_score(self, seat: int) -> str:
        """Points once the game is over and its last collapse has played out."""
        state = self.session.state
        assert isinstance(state, QuantumState)
        return points(state.score()[seat]) if state.is_over() and not self.scene.is_animating() else ""

    # --- words -----------------------------------------------------------------------------
    @staticmethod
    def result_words(state: QuantumState) -> tuple[str, str]:
        return result_words(state)

    def outcome_text(self, outcome: Outcome) -> str:
        state = self.session.state
        assert isinstance(state, QuantumState)
        headline, explanation = self.result_words(state)
        return headline + "\n" + explanation.replace("\n", " ")  # the side panel wraps it

    def position_changed(self) -> None:
        """Undoing out of a finished game takes its result away again."""
        if not self.session.state.is_terminal():
            self._result_waiting = False
            self.page.panel.status.setText("")

    def game_over(self, outcome: Outcome) -> bool:
        """The result waits for the collapse to play out, so it does not spoil it."""
        if self.scene.is_animating():
            self._result_waiting = True
        else:
            self._announce(outcome)
        return False

    def _announce(self, outcome: Outcome) -> None:
        """The banner on the board keeps to the headline; the explanation is in the side
        panel and the card beside the board, and the banner fades so it does not hide the
        winning line."""
        self._result_waiting = False
        state = self.session.state
        assert isinstance(state, QuantumState)
        headline, _ = self.result_words(state)
        personal = self.page.personal_result(outcome)
        headline = personal + "\n" + headline if personal else headline
        self.page.announce_result(outcome, headline, RESULT_BANNER_SECONDS)

    def move_text(self, move: Any, before: State[Any]) -> MoveText:
        """Moves as players read them: ``X5: 2–4``, ``O measures: X5 → 4``, ``X9: 5``."""
        if isinstance(move, PlaceMove):
            return f"{mark_text(move.k)}: {move.a}–{move.b}"
        if isinstance(move, MeasureMove) and isinstance(before, QuantumState) and before.pending is not None:
            return self.tr("%1 measures: %2 → %3").replace("%1", self.seat_name(before.to_move())) \
                .replace("%2", mark_text(before.pending[0])).replace("%3", str(move.square))
        if isinstance(move, ClassicalMove):
            return f"{mark_text(move.k)}: {move.square}"
        return str(move)

    def hint_words(self, state: QuantumState, move: Any, value: Fraction) -> str:
        """The solver's move and what it guarantees the player to move, in a sentence or two."""
        if isinstance(move, PlaceMove):
            what = self.tr("Put %1 in squares %2 and %3.").replace("%1", mark_text(move.k)) \
                .replace("%2", str(move.a)).replace("%3", str(move.b))
        elif isinstance(move, MeasureMove):
            assert state.pending is not None
            what = self.tr("Collapse %1 into square %2.").replace("%1", mark_text(state.pending[0])) \
                .replace("%2", str(move.square))
        else:
            assert isinstance(move, ClassicalMove)
            what = self.tr("Put %1 in square %2: it is the only move.").replace("%1", mark_text(move.k)) \
                .replace("%2", str(move.square))
        mine = value if state.to_move() == 0 else -value
        score = score_words(value)
        if mine == 1:
            worth = self.tr("With perfect play this wins outright, %1.")
        elif mine == HALF:
            worth = self.tr("This guarantees a win, %1 at worst: both may get a line, but yours comes first.")
        elif mine == 0:
            worth = self.tr("Best play on both sides ends without a line, %1; this move makes sure you do no worse.")
        elif mine == -HALF:
            worth = self.tr("Against perfect play you cannot win, but this move keeps half a point, %1.")
        else:
            worth = self.tr("Against perfect play every move loses, %1; this one makes it hardest.")
        return what + " " + worth.replace("%1", score)

    # --- hint ------------------------------------------------------------------------------
    def hint_asked(self) -> None:
        """The exact solver can take a while early in a game: it runs in the worker process."""
        self.scene.show_thinking_hint(self.tr("Looking for the best move…"))

    def show_hint(self, analysis: Analysis[Any]) -> None:
        state = self.session.state
        assert isinstance(state, QuantumState)
        best = analysis.best()
        if not best or analysis.verdict.value is None:
            return
        mine = Fraction(analysis.verdict.value).limit_denominator(2)
        value = mine if analysis.seat == 0 else -mine  # the words speak of X minus O
        self.scene.show_hint(best[0], self.hint_words(state, best[0], value))

    # --- view toggles ----------------------------------------------------------------------
    def view_actions(self) -> list[QAction]:
        """One action for the page's lifetime: the window asks again on every tab change."""
        if self._entanglement_action is None:
            action = QAction(self.tr("Show entanglement"), self)
            action.setCheckable(True)
            action.setChecked(self.scene.show_entanglement)
            action.toggled.connect(self._set_entanglement)
            self._entanglement_action = action
        return [self._entanglement_action]

    def side_widgets(self) -> list[QWidget]:
        self.entanglement_box = QCheckBox(self.tr("Show entanglement arcs"))
        self.entanglement_box.setChecked(self.scene.show_entanglement)
        self.entanglement_box.toggled.connect(self._set_entanglement)
        card = Card()
        card.add(self.entanglement_box)
        return [card]

    def _set_entanglement(self, on: bool) -> None:
        if on != self.scene.show_entanglement:
            self.scene.set_show_entanglement(on)
        self.entanglement_box.setChecked(on)
        if self._entanglement_action is not None:
            self._entanglement_action.setChecked(on)
