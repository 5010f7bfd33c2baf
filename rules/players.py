"""Players behind one interface, and the loop that plays a game between two of them.

KReversi's ``KReversiPlayer`` idea: a person, the computer at a level, a random mover or an
external engine all answer ``choose(view, seat, stop)``; the loop (and the desktop's session)
never asks which kind it has. The loop handles every kind of node of the protocol: a seat's
turn, a simultaneous round (each player chooses from its own view, then the joint move is
played) and a chance draw (sampled by the rules' probabilities from the given generator).
"""
from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.errors import NotationError, quoted
from rules.protocol import CHANCE, SEATS, SIMULTANEOUS, Game, Outcome, State, StopFlag, sample_chance


class Player:
    """Something that makes one seat's decisions for a whole game."""

    name: str = "player"

    def start(self, state: State[Any], seat: int) -> None:
        """A new game begins from ``state``, this player holding ``seat``."""

    def observe(self, state: State[Any], move: Any) -> None:
        """``move`` was played in ``state`` (before the move), by anyone or by chance."""

    def choose(self, view: State[Any], seat: int, stop: StopFlag | None = None) -> Any:
        """``seat``'s decision in ``view`` (its own part at a simultaneous node)."""
        raise NotImplementedError

    def close(self) -> None:
        """Free what the player holds (an engine process)."""


class RandomPlayer(Player):
    """Uniformly random among the seat's legal choices."""

    def __init__(self, rng: random.Random) -> None:
        self.name = "random"
        self.rng = rng

    def choose(self, view: State[Any], seat: int, stop: StopFlag | None = None) -> Any:
        return self.rng.choice(view.legal_moves(seat))


class LevelPlayer(Player):
    """The game's own computer player at a level, with its own seeded generator."""

    def __init__(self, level: int, rng: random.Random) -> None:
        self.name = f"L{level}"
        self.level = level
        self.rng = rng

    def choose(self, view: State[Any], seat: int, stop: StopFlag | None = None) -> Any:
        return view.game.choose_move(view, seat, self.level, stop, self.rng)


def level_number(spec: str, game: Game[Any, Any] | None = None) -> int:
    """The level of ``L<level>`` (or a bare number), written with the digits 0-9; with
    ``game``, one of its own levels, or the message names them (a level past the strongest
    used to play the strongest, silently)."""
    text = spec.strip()
    digits = text[1:] if text[:1] in ("L", "l") else text
    if not (digits.isascii() and digits.isdigit() and len(digits) <= 6):
        raise NotationError(f"unknown player {quoted(spec)}: use random or L<level>")
    number = int(digits)
    if game is not None:
        numbers = [level.number for level in game.computer_levels()]
        if number not in numbers:
            names = ", ".join(f"L{n}" for n in numbers)
            raise NotationError(f"{game.title} has no level {quoted(spec)}: its levels are {names} (or random)")
    return number


def make_player(spec: str, rng: random.Random, game: Game[Any, Any] | None = None) -> Player:
    """``random``/``L0`` or ``L<level>`` (of ``game``'s levels, when given); games with
    external engines extend this."""
    spec = spec.strip()
    if spec.lower() in ("random", "l0", "0"):
        return RandomPlayer(rng)
    return LevelPlayer(level_number(spec, game), rng)


@dataclass
class GameRecord:
    """How one game between two players went."""

    state: State[Any]
    outcome: Outcome | None
    seconds: list[float] = field(default_factory=lambda: [0.0, 0.0])
    longest: list[float] = field(default_factory=lambda: [0.0, 0.0])
    decisions: list[int] = field(default_factory=lambda: [0, 0])


def play_game(start: State[Any], players: Sequence[Player], rng: random.Random,
              max_moves: int | None = None, on_move: Callable[[State[Any], Any], None] | None = None) -> GameRecord:
    """Play from ``start`` (a copy) to the end, or until ``max_moves`` moves of history.

    Each decision is asked from ``view_for(seat)``; at a simultaneous node both players choose
    before either choice is known to the other. Chance draws come from ``rng``."""
    state = start.copy()
    for seat, player in zip(SEATS, players):
        player.start(state.copy(), seat)
    record = GameRecord(state, None)
    while not state.is_terminal() and (max_moves is None or len(state.history) < max_moves):
        who = state.to_move()
        if who == CHANCE:
            move = sample_chance(state, rng)
        else:
            seats = SEATS if who == SIMULTANEOUS else (who,)
            choices = []
            for seat in seats:
                began = time.perf_counter()
                choices.append(players[seat].choose(state.view_for(seat), seat))
                took = time.perf_counter() - began
                record.seconds[seat] += took
                record.longest[seat] = max(record.longest[seat], took)
                record.decisions[seat] += 1
            move = state.game.joint(*choices) if who == SIMULTANEOUS else choices[0]
        for player in players:
            player.observe(state, move)
        if on_move is not None:
            on_move(state, move)
        state.play(move)
    record.outcome = state.outcome()
    return record


def random_games(game: Game[Any, Any], games: int, seed: int, max_moves: int = 1000) -> Iterator[dict[str, Any]]:
    """The ``random`` command of every game: uniformly random legal play for both seats.

    Prints the shares of wins for each seat (keys ``<seat name>_wins``) and draws as
    fractions, then the endings by reason and the mean and longest game in moves of the
    history (a simultaneous round or a chance draw is one move). Games still running after
    ``max_moves`` count as ``unfinished``."""
    rng = random.Random(seed)
    players = [RandomPlayer(rng), RandomPlayer(rng)]
    wins = [0, 0]
    draws = unfinished = 0
    reasons: Counter[str] = Counter()
    lengths: list[int] = []
    began = time.perf_counter()
    for _ in range(games):
        record = play_game(game.new_initial_state(), players, rng, max_moves=max_moves)
        lengths.append(len(record.state.history))
        outcome = record.outcome
        if outcome is None:
            unfinished += 1
            continue
        reasons[outcome.termination.value] += 1
        if outcome.winner is None:
            draws += 1
        else:
            wins[outcome.winner] += 1
    n = max(games, 1)
    names = [name.lower() for name in game.seat_names]
    yield {"game": game.id, "games": games, "seed": seed,
           f"{names[0]}_wins": wins[0] / n, f"{names[1]}_wins": wins[1] / n, "draws": draws / n,
           "unfinished": unfinished / n}
    yield {"endings": dict(sorted(reasons.items())), "mean_moves": round(sum(lengths) / n, 2),
           "longest_moves": max(lengths, default=0), "seconds": round(time.perf_counter() - began, 2)}
