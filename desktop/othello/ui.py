"""Othello on the shared game page: transcripts, the evaluation graph, Othello's view toggles."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QPushButton, QWidget

from desktop import settings
from desktop.evaluation_graph import EvaluationGraph
from desktop.game_page import GamePage
from desktop.game_ui import GameUI
from desktop.language import QT_TRANSLATE_NOOP
from desktop.othello.scene import OthelloScene
from desktop.records import RecordWords
from desktop.widgets import Card, label
from rules.othello import PASS, OthelloGame, OthelloState
from rules.protocol import Analysis, Outcome, State, Verdict

MOVE_BUDGET = 1.2     # seconds for the values of every legal move (hint, evaluation display)
POINT_BUDGET = 0.15   # seconds for one point of the evaluation graph
ANALYZE_BUDGET = 0.8  # seconds per position for *Analyze game* (deeper than the points while playing)


def signed(value: float, exact: bool = True) -> str:
    """A predicted disc difference as a person reads it: +6, 0, −4; an estimate is marked
    with ≈ (≈+6) so it never passes for the solver's exact result."""
    v = round(value)
    text = f"+{v}" if v > 0 else ("0" if v == 0 else f"−{-v}")
    return text if exact else "≈" + text


SMOKE_ENDGAME = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X"
"""An endgame level 6 solves exactly on its helper processes (g8): the smoke check's."""


class OthelloUI(GameUI):
    game_id = "othello"
    hint_budget = MOVE_BUDGET
    level_words = {
        1: (QT_TRANSLATE_NOOP("levels", "Beginner"),
            QT_TRANSLATE_NOOP("levels", "Thinks one move ahead and often leaves you discs.")),
        2: (QT_TRANSLATE_NOOP("levels", "Casual"),
            QT_TRANSLATE_NOOP("levels", "A relaxed game: it sometimes gives a few discs away.")),
        3: (QT_TRANSLATE_NOOP("levels", "Club"),
            QT_TRANSLATE_NOOP("levels", "Sound moves, few slips; plays a finish without a mistake.")),
        4: (QT_TRANSLATE_NOOP("levels", "Strong"),
            QT_TRANSLATE_NOOP("levels", "Nearly always plays its best move. Hard to beat.")),
        5: (QT_TRANSLATE_NOOP("levels", "Expert"),
            QT_TRANSLATE_NOOP("levels", "Looks further ahead and never misplays a finish.")),
        6: (QT_TRANSLATE_NOOP("levels", "Master"),
            QT_TRANSLATE_NOOP("levels", "Its strongest play: perfect in the last sixteen moves.")),
    }

    def __init__(self, page: GamePage) -> None:
        super().__init__(page)
        self.show_scores = settings.get_bool("othello/showScores", False)
        self.scores_action = QAction(self.tr("Show move evaluations"), self)
        """Off while a game with a friend goes on (:meth:`GamePage.engine_may_help`)."""
        self._view_actions: list[QAction] = []

    def attached(self) -> None:
        self.page.analyst.pointsChanged.connect(self._sync_graph)
        self.session.undo_stack.indexChanged.connect(lambda _i: self._sync_graph())
        self.graph.pointClicked.connect(self.page.browse)
        self._sync_graph()

    @property
    def scene(self) -> OthelloScene:
        scene: OthelloScene = self.page.scene  # type: ignore[assignment]  # made by make_scene
        return scene

    @classmethod
    def smoke_check(cls) -> tuple[State[Any], int, str]:
        return OthelloState.from_position(OthelloGame(), SMOKE_ENDGAME), 6, "g8"

    @classmethod
    def picture_state(cls, params: dict[str, str]) -> OthelloState:
        return OthelloGame(start=params["position"]).new_initial_state()

    @classmethod
    def picture_scene(cls) -> OthelloScene:
        return OthelloScene()

    @classmethod
    def screenshots(cls) -> dict[str, Callable[[Any], int | None]]:
        return {cls.game_id: lambda window: window.open_game(cls.game_id).play_record("f5d6c3d3c4f4f6f3e6e7")}

    def make_game(self) -> OthelloGame:
        return OthelloGame()

    def make_scene(self) -> OthelloScene:
        return OthelloScene(self.page)

    def title(self) -> str:
        return self.tr("Othello")

    def seat_name(self, seat: int) -> str:
        return self.tr("Black") if seat == 0 else self.tr("White")

    def seat_glyph(self, seat: int) -> str:
        return "●" if seat == 0 else "○"

    def seat_score(self, seat: int) -> str:
        state = self.session.state
        assert isinstance(state, OthelloState)
        return str(state.disc_counts()[seat])

    def side_widgets(self) -> list[QWidget]:
        card = self.evaluation = Card(self.tr("Evaluation"))
        card.add(label(self.tr("The final disc difference the engine expects after each move."), "small"))
        self.graph = EvaluationGraph((self.tr("Black ahead"), self.tr("White ahead")))
        card.add(self.graph)
        self.analyze_button = QPushButton(self.tr("Analyze game"))
        self.analyze_button.setToolTip(self.tr("Evaluate the position after every move of the game again, "
                                               "more deeply than while playing"))
        self.analyze_button.clicked.connect(self.analyze_game)
        self._analyzing = False
        card.add(self.analyze_button)
        return [card]

    def outcome_text(self, outcome: Outcome) -> str:
        state = self.session.state
        assert isinstance(state, OthelloState)
        black, white = state.disc_counts()
        score = f"{black}–{white}"
        if outcome.winner is None:
            return self.tr("Draw, %1.").replace("%1", score)
        return self.tr("%1 wins, %2.").replace("%1", self.seat_name(outcome.winner)).replace("%2", score)

    def notice_after(self, move: Any, before: State[Any], after: State[Any]) -> str | None:
        if isinstance(after, OthelloState) and after.legal_moves() == [PASS]:
            return self.tr("%1 has no legal move and must pass.").replace("%1", self.seat_name(after.side))
        return None

    def position_changed(self) -> None:
        """The new position's graph point first, then any position of the record without one
        (a game opened, continued after a crash or imported gets its whole graph back). Not
        while a game with a friend goes on: the card is hidden and nothing is evaluated."""
        self._analyzing = False  # a new position stops Analyze game (the page cancelled it)
        helped = self.page.engine_may_help()
        self.evaluation.setVisible(helped)
        self.scores_action.setEnabled(helped)
        if helped:
            self._sync_graph()
            state = self.session.state
            self.page.analyst.request_points([state, *self._positions()], POINT_BUDGET)
            if self.show_scores and self.session.is_human_turn():
                self.page.analyst.request("scores", state, state.to_move(), budget=MOVE_BUDGET)
        self._announce_pass()

    def game_over(self, outcome: Outcome) -> bool:
        if self.evaluation.isHidden():  # a game with a friend ended (resigned, too): now it may be analysed
            self.position_changed()
        return True

    # --- actions ---------------------------------------------------------------------------
    def record_words(self) -> RecordWords:
        return RecordWords(
            self.tr("Import transcript…"), self.tr("Paste transcript"), self.tr("Export transcript…"),
            self.tr("Copy transcript"), self.tr("Cannot import the transcript"), self.tr("Cannot export the transcript"),
            self.tr("Transcript copied."), self.tr("Transcript, e.g. f5d6c3:"),
            self.tr("Transcripts (*.txt);;All files (*)"), ".txt")

    def record_text(self) -> str:
        """Othello's record is the compact transcript players exchange: ``f5d6c3``."""
        state = self.session.state
        assert isinstance(state, OthelloState)
        return state.transcript()

    def read_record(self, text: str) -> OthelloState:
        game = self.session.game
        assert isinstance(game, OthelloGame)
        return game.import_transcript(text)

    # --- the engine's opinions ----------------------------------------------------------------
    def show_hint(self, analysis: Analysis[Any]) -> None:
        """The best move(s) marked with the predicted final disc difference; the graph's point
        of the position takes the hint's deeper value, so the two agree."""
        if not analysis.moves:
            return
        self._agree(analysis)
        best = round(analysis.moves[0].value)
        self.scene.show_hints([(mv.move, signed(mv.value, mv.exact)) for mv in sorted(analysis.moves, key=lambda mv: str(mv.move))
                               if round(mv.value) == best])

    def on_analysis(self, purpose: str, state: State[Any], analysis: Analysis[Any]) -> None:
        if purpose == "scores" and self.session.is_human_turn():
            self._agree(analysis)
            self.scene.show_scores({mv.move: signed(mv.value, mv.exact) for mv in analysis.moves})

    def _agree(self, analysis: Analysis[Any]) -> None:
        """The current position's graph point becomes the best move's value (Black's view),
        from the deeper search of the hint or the move values."""
        verdict = analysis.verdict
        if verdict is None or verdict.value is None:
            return
        value = verdict.value if analysis.seat == 0 else -verdict.value
        self.page.analyst.set_point(self.session.state, Verdict(value, verdict.exact))

    def set_show_scores(self, on: bool) -> None:
        self.show_scores = on
        settings.set_value("othello/showScores", on)
        state = self.session.state
        if on and self.session.is_human_turn() and self.page.engine_may_help():
            self.page.analyst.request("scores", state, state.to_move(), budget=MOVE_BUDGET)
        else:
            self.scene.clear_scores()

    def analyze_game(self) -> None:
        """Every position again, more deeply; the button counts the positions done."""
        self._analyzing = True
        self.page.analyst.request_points(self._positions(), ANALYZE_BUDGET, again=True)

    def _positions(self) -> list[State[Any]]:
        """Every position of the record (an Othello game has at most 120 entries)."""
        return [self.session.position(i) for i in range(self.session.record_length() + 1)]

    def _sync_graph(self) -> None:
        """The graph's marker is on the position shown: the current one, or the one browsed
        (it follows undo and redo through the undo stack's index)."""
        points = [self.page.analyst.point(s) for s in self._positions()]
        browsing = self.page.browsing()
        shown = browsing if browsing is not None else self.session.index()
        self.graph.set_values([None if p is None else p.value for p in points], shown,
                              [p is not None and p.exact for p in points])
        pending = self.page.analyst.points_pending()
        if self._analyzing and pending:
            total = len(points)
            self.analyze_button.setText(self.tr("Analyzing… %1 of %2").replace("%1", str(total - pending))
                                        .replace("%2", str(total)))
            self.analyze_button.setEnabled(False)
        else:
            self._analyzing = False
            self.analyze_button.setText(self.tr("Analyze game"))
            self.analyze_button.setEnabled(True)

    def browsed(self, length: int | None) -> None:
        self._sync_graph()

    def view_actions(self) -> list[QAction]:
        """Made once (the menus are rebuilt whenever the page's actions change)."""
        if self._view_actions:
            return self._view_actions
        legal = QAction(self.tr("Show legal moves"), self)
        legal.setCheckable(True)
        legal.setChecked(self.scene.show_legal)
        legal.toggled.connect(self.scene.set_show_legal)
        last = QAction(self.tr("Show last move"), self)
        last.setCheckable(True)
        last.setChecked(self.scene.show_last)
        last.toggled.connect(self.scene.set_show_last)
        scores = self.scores_action
        scores.setCheckable(True)
        scores.setChecked(self.show_scores)
        scores.toggled.connect(self.set_show_scores)
        self._view_actions = [legal, last, scores]
        return self._view_actions

    def turn_changed(self) -> None:
        self._announce_pass()

    def _announce_pass(self) -> None:
        """A person who must pass confirms it: the pass is a move, announced on the board."""
        state = self.session.state
        if self.session.is_human_turn() and state.legal_moves() == [PASS]:
            assert isinstance(state, OthelloState)
            self.page.notice.show_text(
                self.tr("%1 has no legal move and must pass.\nClick the board to pass.")
                .replace("%1", self.seat_name(state.side)), seconds=None, until_change=True)
