"""Programmer's Checkers' :class:`~rules.protocol.Game`: options, the start, notation, perft."""
from __future__ import annotations

import dataclasses
import random
from functools import cached_property
from typing import Any, ClassVar

from rules.errors import NotationError, naming, quoted
from rules.programmers_checkers import movegen as mg
from rules.programmers_checkers.board import MASK_OF, OPS, START_SQUARES, parse_op
from rules.programmers_checkers.moves import CheckersMove, Draw, Setup, parse_play_move
from rules.programmers_checkers.position import parse_position
from rules.programmers_checkers.state import CheckersState, start_board
from rules.programmers_checkers.tiles import deck_counts, take
from rules.protocol import (Analysis, Chance, ComputerLevel, Dynamics, Game, GameInfo, Information, JointMove,
                            StopFlag)

_BOOL_OPTIONS = ("repetition_draw", "men_capture_backwards", "take_most", "no_king_priority",
                 "crown_bit_choice")
MAX_MOVE_LIMIT = 10_000
"""The longest ``move_limit`` (plies without a capture or a man's move): far past any game's
quiet stretch (the new-game dialog offers 2 to 400), and a plain number for every player."""


def _shown(value: Any) -> str:
    """A wrong option's value as a message quotes it: short, whatever it is."""
    return quoted(value) if isinstance(value, str) else repr(value)[:40]


def _start_parts(start: Any, deck: tuple[int, ...]) -> tuple[mg.Position, int, str | None, tuple[int, ...]]:
    """The ``start`` option's board, side, active operator and the pile left (its operator
    taken from ``deck``); a ValueError naming ``start`` if it is not such a position."""
    if not isinstance(start, str):
        raise ValueError(f"start must be a position text such as W:W21/1,K30/0:B1/1,K12/0:OR, not {_shown(start)}")
    try:
        board, side, op = parse_position(start)
    except ValueError as exc:
        raise naming("start", exc) from None
    if op is not None:
        if not deck[OPS.index(op)]:
            raise ValueError(f"start: the start position's operator {op} is not in the deck")
        deck = take(deck, op)
    return board, side, op, deck


class CheckersGame(Game[CheckersState, Any]):
    """Options (all JSON values, so a save file carries them):

    * ``deck``: ``"basic"`` (3 AND, 3 OR, 3 XOR), ``"advanced"`` (two of each of the seven)
      or ``{op: count}`` with AND, OR and XOR at least 1 (see :func:`.tiles.deck_counts`);
    * ``repetition_draw`` (True): the third repetition draws;
    * ``move_limit`` (80): plies without a capture or a man's move that draw; None: off;
    * ``men_capture_backwards``, ``take_most``, ``no_king_priority``, ``crown_bit_choice``:
      the spec's other habits, all off;
    * ``start``: a position text to begin from (tests, command line): no set-up; its
      operator, when given, is the active tile (taken from the deck) and chance turns up the
      next one, else chance turns up both.
    """

    id: ClassVar[str] = "programmers_checkers"
    title: ClassVar[str] = "Programmer's Checkers"
    seat_names: ClassVar[tuple[str, str]] = ("W", "B")
    info: ClassVar[GameInfo] = GameInfo(Dynamics.SIMULTANEOUS, Chance.EXPLICIT, Information.IMPERFECT,
                                        score_range=(0.0, 1.0), constant_sum=1.0)
    perft_max_depth: ClassVar[int] = 9
    """perft 7 with flips (670 million leaves) took 162 s on the project's loaded machine;
    each ply multiplies that by about 8 to 10, so 9 takes a few hours."""
    default_options: ClassVar[dict[str, Any]] = {
        "deck": "basic", "repetition_draw": True, "move_limit": 80,
        "men_capture_backwards": False, "take_most": False, "no_king_priority": False,
        "crown_bit_choice": False, "start": None,
    }

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)  # checks every option (check_options)
        self.deck = deck_counts(self.options["deck"])

    def check_options(self) -> None:
        """Each option's type and range, a refusal naming the option: options come from saves,
        records' Options tags, the command line and the remembered settings, any of which may
        hold ``"start": 5``."""
        o = self.options
        try:
            deck = deck_counts(o["deck"])
        except ValueError as exc:
            raise naming("deck", exc) from None
        for name in _BOOL_OPTIONS:
            if type(o[name]) is not bool:
                raise ValueError(f"{name} must be true or false, not {_shown(o[name])}")
        limit = o["move_limit"]
        if limit is not None and (type(limit) is not int or not 1 <= limit <= MAX_MOVE_LIMIT):
            raise ValueError(f"move_limit must be a number of plies from 1 to {MAX_MOVE_LIMIT:,} or null, "
                             f"not {_shown(limit)}")
        if o["start"] is not None:
            _start_parts(o["start"], deck)  # fail now, not when the game begins

    @cached_property
    def variant(self) -> mg.Variant:
        o = self.options
        return mg.Variant(o["men_capture_backwards"], o["take_most"], o["no_king_priority"],
                          o["crown_bit_choice"])

    def _start(self) -> CheckersState:
        board, side, op, pile = _start_parts(self.options["start"], self.deck)
        return CheckersState(self, board, side, in_setup=False, active=op, pile=pile)

    def max_game_length(self) -> int | None:
        """With the move limit L: the quiet counter is reset only by a capture (at most 23,
        each followed by one draw) or a man's step (at most 7 per man, 24 men), and reaches L
        in between; plus the set-up and the first two draws. Without a limit, play can go on
        for ever (repetitions alone end it only when they are on, after very long games)."""
        limit: int | None = self.options["move_limit"]
        if limit is None:
            return None
        events = 23 + 24 * 7
        return 3 + 23 + (events + 1) * (limit + 1)

    def new_initial_state(self) -> CheckersState:
        if self.options["start"] is not None:
            return self._start()
        return CheckersState(self, start_board(), 0, in_setup=True, active=None, pile=self.deck)

    def parse_move(self, text: str) -> CheckersMove:
        """Every text form: ``22-18``, ``22x15x6``, ``22~``, ``W:…/B:…``, a bare set-up
        ``111111111111`` and ``draw:OP``."""
        t = text.strip()
        if "/" in t:
            return JointMove.parse(t, self.seat_names, Setup.parse)
        if t.lower().startswith("draw:"):
            return Draw(parse_op(t[5:]))
        if len(t) == 12 and not set(t) - {"0", "1"}:
            return Setup.parse(t)
        if not t:
            raise NotationError("an empty move")
        return parse_play_move(t)

    def state_from(self, position: str, next_op: str | None = None) -> CheckersState:
        """A state at ``position`` (its operator active), ``next_op`` turned up by a draw
        (unless the position is already over): a convenience for tests, the command line and analysis of a given position."""
        game = CheckersGame(**{**self.options, "start": position})
        state = game.new_initial_state()
        if next_op is not None and not state.is_terminal():
            if state.active is None:
                raise NotationError("give the position's active operator (…:OP) with a next one")
            state.play(Draw(parse_op(next_op)))
        return state

    # --- the computer ---------------------------------------------------------------------------
    def computer_levels(self) -> list[ComputerLevel]:
        from rules.programmers_checkers import engine
        return engine.levels()

    def choose_move(self, view: CheckersState, seat: int, level: int, stop: StopFlag | None = None,
                    rng: random.Random | None = None) -> CheckersMove:
        """At the set-up node the seat's own set-up (chosen without seeing the other's);
        otherwise its move. Sees only ``view`` (counts of the pile, never an order)."""
        from rules.programmers_checkers import engine
        move: CheckersMove = engine.choose_move(view, seat, level, stop, rng or random.Random())
        return move

    def analyse(self, view: CheckersState, seat: int, stop: StopFlag | None = None, *,
                moves: bool = True, budget: float | None = None) -> Analysis[Any]:
        """Values in men for ``seat`` (a flying king is worth about three men; a won game is
        +100 and exact, a drawn one 0 and exact), best first; the line is the principal
        variation; the verdict is the position's value for ``seat``."""
        from rules.programmers_checkers import engine
        return engine.analyse(view, seat, stop, moves=moves, budget=budget)

    # --- perft ----------------------------------------------------------------------------------
    def perft_report(self, depth: int, *, setup: str | None = None, position: str | None = None,
                     op: str | None = None, flips: bool = True) -> dict[str, Any]:
        """Decision leaves ``depth`` plies from the position after ``setup`` (``W/B``, twelve
        bits each, default all 1) or at ``position``, with the operator frozen at ``op``
        (default: the position's, else OR) as with a pile of only that tile; ``flips=False``
        leaves flips out. The end-of-game rules do not cut the tree."""
        board, side, table_op = self.perft_root(setup=setup, position=position, op=op)
        variant = dataclasses.replace(self.variant, flips=flips)
        return {"nodes": mg.perft(board, side, depth, mg.TABLES[table_op], variant), "op": table_op,
                "flips": flips}

    def perft_root(self, *, setup: str | None = None, position: str | None = None,
                   op: str | None = None) -> tuple[mg.Position, int, str]:
        if setup is not None and position is not None:
            raise NotationError("give a set-up or a position, not both")
        if position is not None:
            board, side, position_op = parse_position(position)
            return board, side, parse_op(op) if op else (position_op or "OR")
        start = self.options["start"]
        if setup is None and start is not None:
            board, side, position_op = parse_position(start)
            return board, side, parse_op(op) if op else (position_op or "OR")
        parts = (setup if setup is not None else "1" * 12 + "/" + "1" * 12).split("/")
        if len(parts) != 2:
            raise NotationError("a set-up is twelve bits for White, a slash, twelve for Black")
        white, black = parts
        ones = 0
        for text, squares in ((white, START_SQUARES[0]), (black, START_SQUARES[1])):
            for bit, n in zip(Setup.parse(text).bits, squares):
                ones |= MASK_OF[n] if bit else 0
        board = start_board()
        return (board[0], board[1], board[2], board[3], ones), 0, parse_op(op) if op else "OR"
