"""Othello's :class:`~rules.protocol.Game`: options, initial state, notation, perft."""
from __future__ import annotations

from typing import Any, ClassVar

from rules.othello.bitboard import perft as bitboard_perft
from rules.othello.moves import OthelloMove
from rules.othello.state import START_BLACK, START_WHITE, BLACK, OthelloState, replay_transcript
from rules.protocol import ComputerLevel, Game, StopFlag


class OthelloGame(Game[OthelloMove]):
    id: ClassVar[str] = "othello"
    title: ClassVar[str] = "Othello"
    seat_names: ClassVar[tuple[str, str]] = ("X", "O")
    default_options: ClassVar[dict[str, Any]] = {"start": None}
    """``start``: a position string to begin from instead of the standard set-up."""

    def new_initial_state(self) -> OthelloState:
        if self.options["start"]:
            return OthelloState.from_position(self, self.options["start"])
        return OthelloState(self, (START_BLACK, START_WHITE), BLACK)

    def parse_move(self, text: str) -> OthelloMove:
        return OthelloMove.parse(text)

    def parse_record(self, text: str) -> list[OthelloMove]:
        """Accepts both a spaced move list (``f5 d6 pass``) and a compact transcript."""
        if " " in text.strip() or "pass" in text.lower():
            return super().parse_record(text)
        return list(replay_transcript(self, text).history)

    def import_transcript(self, text: str) -> OthelloState:
        return replay_transcript(self, text)

    def computer_levels(self) -> list[ComputerLevel]:
        """Levels 1..6, weakest first; the default one has ``extra["default"] = True``."""
        from rules.othello import engine
        return [ComputerLevel(lv.number, lv.name, lv.description, dict(lv.extra))
                for lv in engine.LEVELS]

    def choose_move(self, state: OthelloState, level: int, stop: StopFlag | None = None) -> OthelloMove:  # type: ignore[override]
        """A legal move (``PASS`` when only a pass is legal); ``stop()`` turning true makes
        the search return its best move so far within a few tens of milliseconds."""
        from rules.othello import engine
        return engine.choose_move(state, level, stop)

    def analyse(self, state: OthelloState, stop: StopFlag | None = None,
                budget: float | None = None) -> dict[OthelloMove, float]:
        """Each legal move's predicted final disc difference for the mover (exact when the
        endgame solver is used); the hint is the move with the largest value."""
        from rules.othello import engine
        return engine.analyse(state, stop, budget)

    def hint(self, state: OthelloState, stop: StopFlag | None = None,
             budget: float | None = None) -> OthelloMove | None:
        """The engine's preferred move (the best of :meth:`analyse`); None when the game is over."""
        scores = self.analyse(state, stop, budget)
        return max(sorted(scores), key=scores.__getitem__) if scores else None

    def evaluate_position(self, state: OthelloState, stop: StopFlag | None = None,
                          budget: float | None = None) -> float:
        """Predicted final disc difference for Black (for an evaluation graph)."""
        from rules.othello import engine
        return engine.evaluate_position(state, stop, budget)

    def perft_report(self, depth: int) -> dict[str, Any]:
        state = self.new_initial_state()
        me, opp = state.mover_boards()
        return {"nodes": bitboard_perft(me, opp, depth)}
