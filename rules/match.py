"""Matches and random play for every game, through the one step driver.

``python -m rules match GAME --a SPEC --b SPEC`` plays games between two players named by a
spec: ``random``, ``L<level>``, ``ext:COMMAND`` (an outside program, :mod:`rules.external`)
or a spec of the game's own (Othello's ``gtp:COMMAND``, checkers' ``greedy``). Game ``i``
gives A the first seat when ``i`` is even; games ``2k`` and ``2k + 1`` start from the same
opening and draw their chance from the same seed with the seats swapped, and every player
has its own seeded generator, so a match replays exactly (and game ``i`` is the same
whatever ``--first-game`` and ``--jobs`` are).

A game's package may export ``match_kit() -> MatchKit`` for what only it has: players,
openings, per-game figures, arguments and set-up (Othello's CPU clock and endgame helpers).
``python -m rules random GAME`` is uniformly random play for both seats, with the same loop.
"""
from __future__ import annotations

import argparse
import importlib
import random
import time
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rules import savefile, textfile
from rules.driver import GameRecord, play_game
from rules.errors import NotationError, RulesError, quoted
from rules.players import LevelPlayer, Player, RandomPlayer, level_number
from rules.protocol import Game, State
from rules.registry import game_class, get_game

PlayerFactory = Callable[[str, random.Random, argparse.Namespace], Player | None]
"""(the spec, the player's generator, the command's arguments) -> a player, or None when the
spec is not one of the factory's after all (the generic specs are tried next)."""


@dataclass
class MatchKit:
    """What a game adds to ``match``: its own players by spec prefix, the openings its games
    start from (record texts; the start position by default), figures of a finished game from
    A's side (averaged in the summary), arguments, and a set-up run once per process."""

    players: dict[str, PlayerFactory] = field(default_factory=dict)
    openings: tuple[str, ...] = ("",)
    figures: Callable[[State[Any], int], dict[str, float]] | None = None
    arguments: Callable[[argparse.ArgumentParser], None] | None = None
    prepare: Callable[[argparse.Namespace], dict[str, Any]] | None = None
    """Called in every process that plays games; returns facts for the summary."""


def match_kit(game_id: str) -> MatchKit:
    package = importlib.import_module(game_class(game_id).__module__.rpartition(".")[0])
    make = getattr(package, "match_kit", None)
    return make() if make is not None else MatchKit()


def make_player(spec: str, game: Game[Any, Any], rng: random.Random, args: argparse.Namespace,
                kit: MatchKit | None = None) -> Player:
    """A player from its spec; a spec that names nothing is a clear :class:`NotationError`."""
    kit = kit or match_kit(game.id)
    text = spec.strip()
    for prefix, factory in kit.players.items():
        if text.lower().startswith(prefix):
            player = factory(text, rng, args)
            if player is not None:
                return player
    if text.startswith("net:"):
        if text != "net:host" and not text.startswith("net:join:"):
            raise NotationError(f"unknown player {quoted(text)}: net:host or net:join:CODE")
        from rules.network.remote import NetworkMatchPlayer
        local_first_seat = 0 if getattr(args, "b", None) == text else 1  # the other seat is ours
        return NetworkMatchPlayer(text, game, args, local_first_seat)
    if text.startswith("ext:"):
        from rules.external import ExternalPlayer
        if not text[4:].strip():
            raise NotationError("ext: needs a command, e.g. ext:'python3 my_player.py'")
        return ExternalPlayer(text[4:], getattr(args, "timeout", 30.0))
    if text.lower() == "random":
        return RandomPlayer(rng)
    if text[:1] in ("L", "l") or text.isdigit():
        return LevelPlayer(level_number(text, game), rng)
    own = "".join(f", {p}…" for p in kit.players)
    raise NotationError(f"unknown player {quoted(text)}: use random, L<level>, ext:COMMAND{own}")


# --- one game ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Task:
    """One game of a match, all it needs to be played in another process."""

    game_id: str
    options: dict[str, Any]
    spec_a: str
    spec_b: str
    seed: int
    number: int
    opening: str
    args: argparse.Namespace


_PREPARED: dict[str, Any] | None = None


def _prepared(kit: MatchKit, args: argparse.Namespace) -> dict[str, Any]:
    global _PREPARED
    if _PREPARED is None:
        _PREPARED = kit.prepare(args) if kit.prepare else {}
    return _PREPARED


def play_task(task: Task, players: tuple[Player, Player] | None = None) -> dict[str, Any]:
    """Play one game of a match; the result is from A's side. ``players``: A and B, kept by
    the caller between games (an outside program runs once per match), else made here."""
    game = get_game(task.game_id, **task.options)
    kit = match_kit(game.id)
    _prepared(kit, task.args)
    if players is None:
        players = (make_player(task.spec_a, game, random.Random(f"{task.seed}:{task.number}:a"), task.args, kit),
                   make_player(task.spec_b, game, random.Random(f"{task.seed}:{task.number}:b"), task.args, kit))
        own = True
    else:
        for player, side in zip(players, "ab"):
            if hasattr(player, "rng"):
                player.rng = random.Random(f"{task.seed}:{task.number}:{side}")
        own = False
    a_seat = task.number % 2
    seats = [players[0], players[1]] if a_seat == 0 else [players[1], players[0]]
    start = game.replay(game.parse_record(task.opening)) if task.opening else game.new_initial_state()
    chance = random.Random(f"{task.seed}:{task.number // 2}:chance")
    try:
        record = play_game(start, seats, chance)
    finally:
        if own:
            for player in players:
                player.close()
    return game_row(task, game, record, a_seat, kit)


def game_row(task: Task, game: Game[Any, Any], record: GameRecord, a_seat: int, kit: MatchKit) -> dict[str, Any]:
    outcome = record.outcome
    assert outcome is not None
    result = "draw" if outcome.winner is None else "win" if outcome.winner == a_seat else "loss"
    row: dict[str, Any] = {
        "game": task.number + 1, "a_seat": game.seat_names[a_seat], "result": result,
        "termination": outcome.termination.value, "moves": len(record.state.history),
        "score": game.result_notation(record.state) if record.forfeit is None else
        ("1-0" if outcome.winner == 0 else "0-1"),
        "forfeit": record.forfeit,
        "conceded": record.conceded,
        "a_seconds": round(record.seconds[a_seat], 3), "b_seconds": round(record.seconds[1 - a_seat], 3),
        "a_cpu_seconds": round(record.cpu[a_seat], 3), "b_cpu_seconds": round(record.cpu[1 - a_seat], 3),
        "a_decisions": record.decisions[a_seat], "b_decisions": record.decisions[1 - a_seat],
        "a_longest": round(record.longest[a_seat], 3), "b_longest": round(record.longest[1 - a_seat], 3),
    }
    if task.opening:
        row["opening"] = task.opening
    if kit.figures is not None and record.forfeit is None:
        row.update(kit.figures(record.state, a_seat))
    row["record"] = game.record_to_text(record.state.history)
    if getattr(task.args, "save", None):
        extra = {"players": [task.spec_a, task.spec_b] if a_seat == 0 else [task.spec_b, task.spec_a],
                 "match_seed": task.seed}
        path = Path(task.args.save) / f"game-{task.number + 1:04d}.ludoteca.json"
        try:
            textfile.write_atomic(path, savefile.dumps(record.state, extra))
        except (OSError, textfile.FileRefused) as exc:
            raise RulesError(f"--save: cannot write {path}: {exc}") from None
    return row


# --- a match ------------------------------------------------------------------------------------
def run_match(game: Game[Any, Any], args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    """Play games ``first``..``games`` and yield (with ``--verbose``, each game, then) the
    summary from A's side."""
    kit = match_kit(game.id)
    for spec in (args.a, args.b):
        make_player(spec, game, random.Random(0), args, kit).close()  # a wrong spec fails before any game
    if getattr(args, "save", None):
        try:
            Path(args.save).mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise RulesError(f"--save: cannot make the folder {args.save}: {exc}") from None
    openings = kit.openings
    tasks = [Task(game.id, dict(game.options), args.a, args.b, args.seed, i, openings[(i // 2) % len(openings)], args)
             for i in range(args.first_game - 1, args.games)]
    began = time.perf_counter()
    rows: list[dict[str, Any]] = []

    def report(row: dict[str, Any]) -> Iterator[dict[str, Any]]:
        rows.append(row)
        if args.verbose:
            yield row
        if args.progress and len(rows) % args.progress == 0 and len(rows) < len(tasks):
            yield {"progress": True, **summary(args, rows, time.perf_counter() - began, {})}

    if args.jobs > 1 and any(spec.startswith("net:") for spec in (args.a, args.b)):
        raise RulesError("a match with a player on another computer plays one game at a time: leave out --jobs")
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            for row in pool.map(play_task, tasks):
                yield from report(row)
        facts: dict[str, Any] = kit.prepare(args) if kit.prepare else {}
    else:
        facts = _prepared(kit, args)
        a = make_player(args.a, game, random.Random(0), args, kit)
        b = make_player(args.b, game, random.Random(0), args, kit)
        try:
            for task in tasks:
                yield from report(play_task(task, (a, b)))
        finally:
            a.close()
            b.close()
    yield summary(args, rows, time.perf_counter() - began, facts)


def summary(args: argparse.Namespace, rows: list[dict[str, Any]], seconds: float,
            facts: dict[str, Any]) -> dict[str, Any]:
    n = max(1, len(rows))
    wins = sum(r["result"] == "win" for r in rows)
    draws = sum(r["result"] == "draw" for r in rows)
    decisions = {side: sum(r[f"{side}_decisions"] for r in rows) or 1 for side in "ab"}
    out: dict[str, Any] = {
        "a": args.a, "b": args.b, "games": len(rows), "seed": args.seed, "wins": wins, "draws": draws,
        "losses": len(rows) - wins - draws, "score_percent": round(100 * (wins + draws / 2) / n, 1),
        "endings": dict(sorted(Counter(r["termination"] for r in rows).items())),
        "forfeits": sum(r["forfeit"] is not None for r in rows),
        "mean_moves": round(sum(r["moves"] for r in rows) / n, 1),
        "longest_game": max((r["moves"] for r in rows), default=0),
    }
    standard = set(out) | {"game", "a_seat", "result", "termination", "moves", "score", "forfeit", "opening", "record"}
    figures = sorted({k for r in rows for k, v in r.items() if k not in standard and isinstance(v, (int, float))
                      and not k.endswith(("_seconds", "_decisions", "_longest"))})
    for key in figures:
        values = [r[key] for r in rows if key in r]
        out[f"mean_{key}"] = round(sum(values) / max(1, len(values)), 2)
    for side in "ab":
        out[f"{side}_seconds_per_decision"] = round(sum(r[f"{side}_seconds"] for r in rows) / decisions[side], 3)
        out[f"{side}_cpu_per_decision"] = round(sum(r[f"{side}_cpu_seconds"] for r in rows) / decisions[side], 3)
        out[f"{side}_longest_decision"] = max((r[f"{side}_longest"] for r in rows), default=0.0)
    out.update(facts)
    out["seconds"] = round(seconds, 1)
    return out


def match_arguments(parser: argparse.ArgumentParser, game_id: str) -> None:
    from rules.cli import GAMES, JOBS, SEED, count, player, seconds, writable_folder
    kit = match_kit(game_id)
    own = "".join(f", {p}…" for p in kit.players)
    parser.add_argument("--a", required=True, type=player(game_id), help=f"player A: random, L<level>, ext:COMMAND{own}")
    parser.add_argument("--b", required=True, type=player(game_id), help="player B, as --a")
    parser.add_argument("--games", type=GAMES, default=20, help="games (A takes the first seat in the odd-numbered ones)")
    parser.add_argument("--seed", type=SEED, default=1)
    parser.add_argument("--first-game", type=count(1, 10_000_000), default=1,
                        help="start at this game (a long match in pieces: game i is the same in every piece)")
    parser.add_argument("--jobs", type=JOBS, default=1, help="games played side by side (processes)")
    parser.add_argument("--timeout", type=seconds(0.01, 86_400), default=30.0,
                        help="seconds an outside program may take per decision")
    parser.add_argument("--verbose", action="store_true", help="one line per game, with its record")
    parser.add_argument("--progress", type=count(0, 10_000_000), default=0, help="the running totals every N games")
    parser.add_argument("--save", type=writable_folder, default=None, metavar="DIR",
                        help="write every game there as a save file")
    from rules.network import DEFAULT_MAILBOX, DEFAULT_RELAY
    network = parser.add_argument_group("a player on another computer (net:host, net:join:CODE)")
    network.add_argument("--server", default=DEFAULT_MAILBOX, metavar="URL",
                         help="the rendezvous (mailbox) server both sides use")
    network.add_argument("--relay", default=DEFAULT_RELAY, metavar="HINT",
                         help="the transit relay, when the two cannot connect directly")
    network.add_argument("--direct", choices=("lan", "loopback", "none"), default="lan",
                         help="direct connections offered: the LAN's addresses, loopback only, or none")
    if kit.arguments is not None:
        kit.arguments(parser)


RANDOM_LIMIT = 1_000_000
"""Random play stops here: Oche between two people who never ask the judgement may go on for
ever (every other game ends long before)."""


# --- random play --------------------------------------------------------------------------------
def random_games(game: Game[Any, Any], games: int, seed: int) -> Iterator[dict[str, Any]]:
    """Uniformly random legal play for both seats, each game to its real end (a game whose
    rules let it go on for ever stops at a million moves and counts as unfinished).

    Prints the shares of wins for each seat (keys ``<seat name>_wins``) and draws, the
    results in the game's own notation, then the endings by reason and the mean and longest
    game in entries of the history (a simultaneous round or a chance draw is one entry)."""
    rng = random.Random(seed)
    players = [RandomPlayer(rng), RandomPlayer(rng)]
    wins = [0, 0]
    draws = unfinished = 0
    reasons: Counter[str] = Counter()
    results: Counter[str] = Counter()
    lengths: list[int] = []
    difference = 0.0
    began = time.perf_counter()
    for _ in range(games):
        record = play_game(game.new_initial_state(), players, rng, limit=RANDOM_LIMIT)
        lengths.append(len(record.state.history))
        outcome = record.outcome
        if outcome is None:
            unfinished += 1
            continue
        reasons[outcome.termination.value] += 1
        results[game.result_notation(record.state)] += 1
        difference += outcome.scores[0] - outcome.scores[1]
        if outcome.winner is None:
            draws += 1
        else:
            wins[outcome.winner] += 1
    n = max(games, 1)
    names = [name.lower() for name in game.seat_names]
    yield {"game": game.id, "games": games, "seed": seed,
           f"{names[0]}_wins": wins[0] / n, f"{names[1]}_wins": wins[1] / n, "draws": draws / n,
           "unfinished": unfinished / n}
    yield {"results": {k: round(v / n, 5) for k, v in results.most_common()},
           "mean_score_difference": round(difference / n, 5),
           "endings": dict(sorted(reasons.items())), "mean_moves": round(sum(lengths) / n, 2),
           "longest_moves": max(lengths, default=0), "seconds": round(time.perf_counter() - began, 2)}
