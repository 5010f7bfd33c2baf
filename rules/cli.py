"""The ``python -m rules`` dispatcher.

Common commands (perft, replay, random) work for every game through the protocol; a game's package
may export ``cli_commands() -> dict[name, (add_arguments, run)]`` for its own (solve, bench,
match, random). ``run(game, args)`` yields JSON-able dicts, printed one per line.
"""
from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
from collections.abc import Callable, Iterator
from typing import Any

from rules import jsonfile
from rules.errors import RulesError
from rules.players import random_games
from rules.protocol import Game
from rules.registry import game_class, game_ids, get_game

Runner = Callable[[Game[Any, Any], argparse.Namespace], Iterator[dict[str, Any]]]
AddArgs = Callable[[argparse.ArgumentParser], None]


def _depth(text: str) -> int:
    """perft's depth: 0 or more (a negative depth never reached 0: the whole game tree)."""
    if not (text.isascii() and text.isdigit()):
        raise argparse.ArgumentTypeError(f"{text!r} is not a depth (0, 1, 2...)")
    return int(text)


def _perft(game: Game[Any, Any], args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    start = time.perf_counter()
    report = game.perft_report(args.depth)
    yield {"game": game.id, "depth": args.depth, **report,
           "seconds": round(time.perf_counter() - start, 3)}


def _replay(game: Game[Any, Any], args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    text = " ".join(args.record)
    state = game.replay(game.parse_record(text))
    outcome = state.outcome()
    yield {"game": game.id, "moves": len(state.history), **state.summary(),
           "outcome": outcome.to_json() if outcome else None}


def _random_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-moves", type=int, default=1000,
                        help="a game still running after this many moves counts as unfinished")


def _random(game: Game[Any, Any], args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    yield from random_games(game, args.games, args.seed, args.max_moves)


def _common() -> dict[str, tuple[AddArgs, Runner]]:
    return {
        "perft": (lambda p: p.add_argument("depth", type=_depth), _perft),
        "replay": (lambda p: p.add_argument("record", nargs="*", default=[]), _replay),
        "random": (_random_args, _random),
    }


def _game_commands(game_id: str) -> dict[str, tuple[AddArgs, Runner]]:
    """The common commands, and those of the package that holds the game's class."""
    package = importlib.import_module(game_class(game_id).__module__.rpartition(".")[0] or "rules")
    extra = getattr(package, "cli_commands", None)
    return {**_common(), **(extra() if extra else {})}


def _options(texts: list[str]) -> dict[str, Any]:
    """``--option KEY=JSON`` values, read as strictly as the files (a duplicate key, NaN...)."""
    options: dict[str, Any] = {}
    for text in texts:
        key, equals, value = text.partition("=")
        if not equals or not key:
            raise RulesError(f"--option {text!r}: write KEY=JSON, e.g. --option size=8")
        try:
            options[key] = jsonfile.loads(value)
        except RulesError as exc:
            raise RulesError(f"--option {key}: {str(exc).replace('the file', 'the value')}") from None
    return options


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if len(argv) < 2 or argv[0] in ("-h", "--help"):
        print("usage: python -m rules COMMAND GAME [ARGS...]\n"
              f"games: {', '.join(game_ids())}\n"
              "commands: perft, replay, random; per game (see each game's docs): solve, bench, match, train,\n"
              "random, book, line", file=sys.stderr)
        return 2
    command, game_id = argv[0], argv[1]
    if game_id not in game_ids():
        print(f"unknown game {game_id!r}; known: {', '.join(game_ids())}", file=sys.stderr)
        return 2
    commands = _game_commands(game_id)
    if command not in commands:
        print(f"{game_id} has no command {command!r}; it has: {', '.join(commands)}", file=sys.stderr)
        return 2
    add_args, run = commands[command]
    parser = argparse.ArgumentParser(prog=f"python -m rules {command} {game_id}")
    add_args(parser)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=JSON",
                        help="a variant option of the game, e.g. --option size=8")
    args = parser.parse_args(argv[2:])
    try:
        options = _options(args.option)
        try:
            game = get_game(game_id, **options)
        except ValueError as exc:  # an option the game refuses (a plain ValueError from its check)
            raise RulesError(f"options: {exc}") from None
    except RulesError as exc:
        print(json.dumps({"error": str(exc)}), flush=True)
        return 1
    try:
        for row in run(game, args):
            print(json.dumps(row), flush=True)
    except RulesError as exc:
        print(json.dumps({"error": str(exc)}), flush=True)
        return 1
    return 0
