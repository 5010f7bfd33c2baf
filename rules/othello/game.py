"""Othello's :class:`~rules.protocol.Game`: options, initial state, notation, perft."""
from __future__ import annotations

import random
from typing import Any, ClassVar

from rules.othello.bitboard import perft as bitboard_perft
from rules.errors import NotationError, naming
from rules.othello.moves import PASS_WORDS, OthelloMove
from rules.othello.state import START_BLACK, START_WHITE, BLACK, OthelloState, replay_transcript
from rules.protocol import (Analysis, Chance, ComputerLevel, Dynamics, Game, GameInfo, Information, MoveValue,
                            StopFlag, Verdict)


class OthelloGame(Game[OthelloState, OthelloMove]):
    id: ClassVar[str] = "othello"
    title: ClassVar[str] = "Othello"
    seat_names: ClassVar[tuple[str, str]] = ("X", "O")
    info: ClassVar[GameInfo] = GameInfo(Dynamics.SEQUENTIAL, Chance.DETERMINISTIC, Information.PERFECT,
                                        score_range=(0.0, 1.0), constant_sum=1.0)
    default_options: ClassVar[dict[str, Any]] = {"start": None}
    perft_max_depth: ClassVar[int] = 13
    """perft 9 (3.0 million leaves) took 7.7 s on the project's loaded 2-core machine; each
    ply multiplies the leaves by about 9, so 13 (18.4 billion) takes about half a day."""
    """``start``: a position string to begin from instead of the standard set-up."""

    def check_options(self) -> None:
        start = self.options["start"]
        if start is not None:
            if not isinstance(start, str):
                raise ValueError("start must be a position text (64 characters and the side to move)")
            try:
                OthelloState.from_position(self, start)  # a bad position names its problem
            except ValueError as exc:
                raise naming("start", exc) from None

    def max_game_length(self) -> int:
        """60 discs to place, and a pass never follows a pass (the game ends): at most as
        many passes as placements."""
        return 120

    def new_initial_state(self) -> OthelloState:
        if self.options["start"]:
            return OthelloState.from_position(self, self.options["start"])
        return OthelloState(self, (START_BLACK, START_WHITE), BLACK)

    def parse_move(self, text: str) -> OthelloMove:
        return OthelloMove.parse(text)

    def parse_record(self, text: str) -> list[OthelloMove]:
        """Accepts both a move list that writes its passes (``f5 d6 pass``) and a transcript,
        which leaves them out (``f5d6c3``, spaces and line breaks allowed: a transcript
        broken over lines, or given to the command line in pieces, is still one)."""
        if any(token.lower() in PASS_WORDS for token in text.split()):
            return super().parse_record(text)
        return list(replay_transcript(self, text).history)

    def result_notation(self, state: OthelloState) -> str:
        """The spec's final score, Black–White disc counts (``40–24``)."""
        if state.outcome() is None:
            return "*"
        black, white = state.disc_counts()
        return f"{black}–{white}"

    def import_transcript(self, text: str) -> OthelloState:
        """The game a transcript records; an empty one is refused (importing it would replace
        the game on the board by nothing)."""
        if not text.strip():
            raise NotationError("the transcript is empty")
        return replay_transcript(self, text)

    def computer_levels(self) -> list[ComputerLevel]:
        """Levels 1..6, weakest first; the default one has ``extra["default"] = True``."""
        from rules.othello import engine
        return [ComputerLevel(lv.number, lv.name, lv.description, dict(lv.extra))
                for lv in engine.LEVELS]

    def choose_move(self, view: OthelloState, seat: int, level: int, stop: StopFlag | None = None,
                    rng: random.Random | None = None) -> OthelloMove:
        """A legal move (``PASS`` when only a pass is legal); ``stop()`` turning true makes
        the search return its best move so far within a few tens of milliseconds."""
        from rules.othello import engine
        return engine.choose_move(view, level, stop, rng or random.Random())

    def analyse(self, view: OthelloState, seat: int, stop: StopFlag | None = None, *,
                moves: bool = True, budget: float | None = None) -> Analysis[OthelloMove]:
        """Values are predicted final disc differences for ``seat`` (exact where the endgame
        solver finished); without ``moves``, only the position's value (a graph point)."""
        from rules.othello import engine
        sign = 1 if seat == view.side else -1
        if view.is_terminal():  # the final score as the spec counts it: discs, Black–White
            black, white = view.disc_counts()
            return Analysis(seat, verdict=Verdict(float(black - white if seat == BLACK else white - black), True))
        if not moves:
            value, exact = engine.evaluate_position(view, stop, budget)
            return Analysis(seat, verdict=Verdict(value if seat == BLACK else -value, exact))
        scores = engine.analyse(view, stop, budget)
        rows = sorted((MoveValue(m, sign * v, exact) for m, (v, exact) in scores.items()),
                      key=lambda mv: (-mv.value, str(mv.move)))
        best = rows[0]
        return Analysis(seat, tuple(rows), (best.move,), Verdict(best.value, best.exact))

    def perft_report(self, depth: int) -> dict[str, Any]:
        state = self.new_initial_state()
        me, opp = state.mover_boards()
        return {"nodes": bitboard_perft(me, opp, depth)}
