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
        from rules.othello import ai
        return ai.LEVELS

    def choose_move(self, state: OthelloState, level: int, stop: StopFlag | None = None) -> OthelloMove:  # type: ignore[override]
        from rules.othello import ai
        return ai.choose_move(state, level, stop)

    def perft_report(self, depth: int) -> dict[str, Any]:
        state = self.new_initial_state()
        me, opp = state.mover_boards()
        return {"nodes": bitboard_perft(me, opp, depth)}
