"""Oche's :class:`~rules.protocol.Game`: the board as a variant option, the computer players.

The board travels inside the options (the file's JSON object), so a save file (game id +
options + moves) is self-contained: it replays even if the level files change or the
custom board was never saved.
"""
from __future__ import annotations

import copy
import random
from pathlib import Path
from typing import Any, ClassVar

from rules import jsonfile
from rules.oche.board import Board, CompiledBoard, compile_board
from rules.oche.boardfile import board_from_dict, load, to_dict
from rules.oche.moves import DECLARE, Declare, OcheMove, parse_move
from rules.oche.solver import SearchStopped, SolveResult, Solver
from rules.oche.state import O, P, OcheState
from rules.protocol import (Analysis, Chance, ComputerLevel, Dynamics, Game, GameInfo, Information, MoveValue,
                            StopFlag, Verdict)

LEVELS = [
    ComputerLevel(1, "Casual", "never gives away a won game, but does not make it last or hurry"),
    ComputerLevel(2, "Perfect", "plays the solver's moves: the shortest win, the longest resistance"),
]


O_LINE_TURNS = 24
"""When O wins the game never ends; this many turns of best play show how O escapes."""


class OcheGame(Game[OcheState, OcheMove]):
    id: ClassVar[str] = "oche"
    title: ClassVar[str] = "Sacred Formulas Geese"
    seat_names: ClassVar[tuple[str, str]] = ("P", "O")
    info: ClassVar[GameInfo] = GameInfo(Dynamics.SEQUENTIAL, Chance.DETERMINISTIC, Information.PERFECT,
                                        score_range=(0.0, 1.0), constant_sum=1.0)
    default_options: ClassVar[dict[str, Any]] = {"board": None, "announce": True}
    """``board``: the board as in an ``oche-board/1`` file; None means level I.
    ``announce``: decision 9, O is declared the winner once P can no longer force a win
    (always against the computer; an option between two people)."""

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        if self.options["board"] is None:
            from rules.oche.levels import level_dict
            self.options["board"] = level_dict(1)
        else:  # a copy: an editor may go on changing its dict after starting a play-test
            self.options["board"] = copy.deepcopy(self.options["board"])
        self.compiled: CompiledBoard = compile_board(board_from_dict(self.options["board"]))
        self._solver: Solver | None = None

    def check_options(self) -> None:
        board = self.options["board"]
        if board is not None:
            if not isinstance(board, dict):
                raise ValueError("board must be an Oche board (a JSON object)")
            jsonfile.check(board)  # copied below: no hostile nesting
        if type(self.options["announce"]) is not bool:
            raise ValueError("announce must be true or false")

    @property
    def board(self) -> Board:
        """The board model (cells with positions, arrows in index order) for drawing."""
        return self.compiled.board

    @property
    def solver(self) -> Solver:
        """The game's solver, made on first use; it keeps every value it has found, so the
        positions of one game are solved once (and freed with the game)."""
        if self._solver is None:
            self._solver = Solver(self.compiled)
        return self._solver

    # --- construction helpers ---------------------------------------------------------
    @classmethod
    def from_level(cls, number: int) -> "OcheGame":
        from rules.oche.levels import level_dict
        return cls(board=level_dict(number))

    @classmethod
    def from_file(cls, path: str | Path) -> "OcheGame":
        return cls(board=to_dict(load(path)))

    # --- protocol ------------------------------------------------------------------------
    def new_initial_state(self) -> OcheState:
        return OcheState(self, self.compiled)

    def parse_move(self, text: str) -> OcheMove:
        return parse_move(text)

    # --- the solver and the app's decisions ----------------------------------------------
    def solve(self, state: OcheState, stop: StopFlag | None = None) -> SolveResult:
        """Who wins ``state`` with best play, in how many plies, and a best move."""
        return self.solver.solve(state, stop)

    def principal_line(self, state: OcheState, max_plies: int = 200) -> list[OcheMove]:
        return self.solver.principal_line(state, max_plies)

    def move_values(self, state: OcheState, stop: StopFlag | None = None) -> list[tuple[OcheMove, int | None]]:
        """Each listed legal move with P's plies to win after it (None: P cannot force it)."""
        return self.solver.move_values(state, stop)

    def adjudicates(self, state: OcheState) -> bool:
        """Decision 9 is judged at the start of a turn, once O has completed a turn: at the
        initial position O has decided nothing yet, and on a level played as O the person must
        still make the choice that keeps P from winning (nor is a turn judged half-way,
        between O's number and O's arrow). Games between two people may leave it off (the
        ``announce`` option)."""
        return (bool(self.options["announce"]) and state.outcome() is None and state.at_turn_start
                and state.turns > 0)

    def judge(self, state: OcheState, stop: StopFlag | None = None) -> Declare | None:
        """Decision 9: ``declare`` (O wins) once P can no longer force a win, else None."""
        if not self.adjudicates(state):
            return None
        return DECLARE if self.solver.value(state, stop) is None else None

    def is_adjudication(self, move: Any) -> bool:
        return isinstance(move, Declare)

    def analyse(self, view: OcheState, seat: int, stop: StopFlag | None = None, *,
                moves: bool = True, budget: float | None = None) -> Analysis[OcheMove]:
        """Exact: +1 for ``seat`` when it wins with best play (P by force, in ``plies``; O
        because P cannot force a win, which decision 9 makes a win), -1 when it loses. The
        verdict carries ``declare`` when the rules end the game now."""
        result = self.solve(view, stop)
        winner = P if result.winner == "P" else O
        sign = 1.0 if winner == seat else -1.0
        rows: tuple[MoveValue[OcheMove], ...] = ()
        if moves and view.outcome() is None:
            def wins(plies: int | None) -> bool:
                return (plies is not None) == (seat == P)

            def order(mv: MoveValue[OcheMove]) -> tuple[bool, int]:  # P: shortest win; O: longest resistance
                return (not wins(mv.plies), (mv.plies or 0) if seat == P else -(mv.plies or 0))
            rows = tuple(sorted((MoveValue(m, 1.0 if wins(plies) else -1.0, True, plies=plies)
                                 for m, plies in self.move_values(view, stop)), key=order))
        adjudication = self.judge(view, stop) if result.plies is None else None
        line = tuple(self.principal_line(view, 200 if result.plies is not None else O_LINE_TURNS)) if moves else ()
        return Analysis(seat, rows, line, Verdict(sign, True, winner, result.plies, adjudication), result.states)

    def computer_levels(self) -> list[ComputerLevel]:
        return LEVELS

    def choose_move(self, view: OcheState, seat: int, level: int, stop: StopFlag | None = None,
                    rng: random.Random | None = None) -> OcheMove:
        """Level 2 plays the solver's move: the shortest win, the longest resistance, and as
        O a move that keeps P from forcing a win whenever one exists. Level 1 never lets a
        won game slip either: a winning P still plays the shortest win (a random winning move
        could wander forever), an O that can keep the game picks at random among the moves
        that keep it; a side that is lost plays at random."""
        state, rng = view, rng or random.Random()
        legal = state.legal_moves()
        try:
            if level >= 2:
                best = self.solve(state, stop).best_move
                return best if best is not None else legal[0]
            rows = self.move_values(state, stop)
            if state.mover == P:
                winning = [r for r in rows if r[1] is not None]
                if winning:  # P must make progress, or it could wander forever
                    return self.solve(state, stop).best_move or legal[0]
                return rng.choice([m for m, _ in rows])
            keep = [m for m, v in rows if v is None]
            return rng.choice(keep or [m for m, _ in rows])
        except SearchStopped:
            return legal[-1] if state.phase() == "number" else legal[0]

