"""Wild Cats' :class:`~rules.protocol.Game`: options, notation, records, the computer."""
from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any, ClassVar

from rules.errors import NotationError
from rules.protocol import (Analysis, Chance, ComputerLevel, Dynamics, Game, GameInfo, Information, JointMove,
                            StopFlag)
from rules.wildcats import board
from rules.wildcats.moves import Round, Square, parse_round, parse_rounds, parse_square, round_text
from rules.wildcats.state import WildCatsState


class WildCatsGame(Game[WildCatsState, Any]):
    """Options: ``start`` - a position text to start from (None: the empty board), e.g.
    ``"XXX.O/XOXX./XOOXX/..OXO/XXXOO ban=C3 blocks=1"``. It is an option rather than a
    first move so that saves and records of such games replay through the rules."""

    id: ClassVar[str] = "wildcats"
    title: ClassVar[str] = "Wild Cats"
    seat_names: ClassVar[tuple[str, str]] = ("X", "O")
    info: ClassVar[GameInfo] = GameInfo(Dynamics.SIMULTANEOUS, Chance.DETERMINISTIC, Information.IMPERFECT,
                                        score_range=(0.0, 1.0), constant_sum=1.0)
    default_options: ClassVar[dict[str, Any]] = {"start": None}
    perft_max_depth: ClassVar[int] = 4
    """perft 3 (148 million round sequences) took 11.7 s on the project's loaded machine;
    every round multiplies them by about 400, so 4 takes over an hour and 5 would take weeks."""

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)  # checks the option (check_options)
        start = self.options["start"]
        self._start = _parse_start(start) if start is not None else (0, 0, None, 0)

    def check_options(self) -> None:
        """``start`` is a position text, or a ValueError naming it."""
        if self.options["start"] is not None:
            _parse_start(self.options["start"])

    def max_game_length(self) -> int:
        """A marking round marks two squares, and one square or none free ends the game (at
        most 12 of them); blocks come at most two in a row before a marking round, and the
        third ends it: 12 * 3 + 3 rounds."""
        return 39

    def new_initial_state(self) -> WildCatsState:
        return WildCatsState(self, *self._start)

    def state_from_position(self, text: str) -> WildCatsState:
        """A state at the position ``text`` (same notation as the ``start`` option), with an
        empty history, belonging to a game that starts there (so it saves and replays)."""
        return WildCatsGame(start=text).new_initial_state()

    # --- notation -------------------------------------------------------------------------
    def parse_move(self, text: str) -> Round | Square:
        """A round (``X:B2/O:C3``, or the spec's ``X:B2 O:C3`` / ``X:C3 O:C3 block``) or one
        seat's square (``B2``): the exact inverse of ``str`` for both."""
        if "/" in text or ":" in text:
            return parse_round(text)
        return parse_square(text)

    def parse_record(self, text: str) -> list[Round]:
        """Rounds as protocol tokens or in the spec's notation, with or without commas or
        newlines between rounds (see :func:`rules.wildcats.moves.parse_rounds`)."""
        return parse_rounds(text)

    def round_text(self, joint: JointMove[Square]) -> str:
        """The spec's notation of one round: ``X:B2 O:C3`` or ``X:C3 O:C3 block`` (the move list)."""
        return round_text(joint)

    def record_notation(self, rounds: Iterable[Round]) -> str:
        """A whole game in the spec's notation, rounds separated by commas."""
        return ", ".join(round_text(r) for r in rounds)

    def record_to_text(self, moves: Iterable[Round]) -> str:
        """A record's moves are the spec's "list of its rounds" (:meth:`record_notation`)."""
        return self.record_notation(moves)

    def result_notation(self, state: WildCatsState) -> str:
        """``1-0``, ``0-1`` or ``½-½`` with the reason, as the spec writes results."""
        return state.result_text() or "*"

    def square(self, name: str) -> Square:
        return parse_square(name)

    def perft_report(self, depth: int) -> dict[str, Any]:
        """``nodes``: rounds sequences of ``depth`` rounds from the start (game ends are leaves,
        every joint choice counts, blocks included), as the protocol's generic perft counts
        them, on masks; ``blocks``: how many of the last round's pairs were blocks."""
        state = self.new_initial_state()
        counts = {"nodes": 0, "blocks": 0}
        _perft(state.x, state.o, state.ban_index, state.blocks, state.is_terminal(), depth, counts)
        return counts

    # --- the computer ---------------------------------------------------------------------
    def computer_levels(self) -> list[ComputerLevel]:
        from rules.wildcats import players
        return players.levels()

    def choose_move(self, view: WildCatsState, seat: int, level: int, stop: StopFlag | None = None,
                    rng: random.Random | None = None) -> Square:
        """``seat``'s square (not a joint move), drawn with ``rng`` from the level's strategy;
        a function of ``view`` and ``rng`` alone (the other seat's pending choice is in
        neither)."""
        from rules.wildcats import players
        return players.choose_move(view, seat, level, stop, rng if rng is not None else random.Random())

    def analyse(self, view: WildCatsState, seat: int, stop: StopFlag | None = None, *,
                moves: bool = True, budget: float | None = None) -> Analysis[Square]:
        """The equilibrium of the round for ``seat``: each allowed square with its share in the
        mix (``probability``) and ``seat``'s expected result playing it against the other's
        mix; the verdict is ``seat``'s value. Exact when the position is small enough to
        solve (see :mod:`rules.wildcats.players`), else a depth-limited estimate."""
        from rules.wildcats import players
        return players.analyse(view, seat, stop, moves=moves, budget=budget)


def _parse_start(start: Any) -> tuple[int, int, int | None, int]:
    if not isinstance(start, str):
        raise ValueError(f"start must be a position text, not {repr(start)[:40]}")
    try:
        return board.parse_position(start)
    except ValueError as exc:
        raise NotationError(f"start: {exc}") from None


def _perft(x: int, o: int, ban: int | None, blocks: int, over: bool, depth: int, counts: dict[str, int]) -> None:
    if depth == 0 or over:
        counts["nodes"] += 1
        return
    free = board.FULL & ~(x | o)
    banbit = 0 if ban is None else 1 << ban
    tx, to = board.threats(x, o), board.threats(o, x)
    xs = list(board.bits(board.allowed(free, banbit, tx, to)))
    os_ = list(board.bits(board.allowed(free, banbit, to, tx)))
    if depth == 1:
        counts["nodes"] += len(xs) * len(os_)
        counts["blocks"] += len(set(xs) & set(os_))
        return
    for i in xs:
        for j in os_:
            if i == j:
                _perft(x, o, i, blocks + 1, blocks + 1 >= 3, depth - 1, counts)
            else:
                nx, no = x | 1 << i, o | 1 << j
                _perft(nx, no, None, 0, board.judge_marking(nx, no) is not None, depth - 1, counts)
