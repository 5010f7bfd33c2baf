"""The ``python -m rules`` dispatcher.

Common commands (perft, replay, random, match) work for every game through the protocol and the
step driver; a game's package may export ``cli_commands() -> dict[name, (add_arguments, run)]``
for its own (solve, bench, train...) and ``match_kit()`` for its own players and openings
(:mod:`rules.match`). ``run(game, args)`` yields JSON-able dicts, printed one per line.
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
from rules.protocol import Game
from rules.registry import game_class, game_ids, get_game

Runner = Callable[[Game[Any, Any], argparse.Namespace], Iterator[dict[str, Any]]]
AddArgs = Callable[[argparse.ArgumentParser], None]


def count(low: int, high: int) -> Callable[[str], int]:
    """An argument type: a whole number in ASCII digits from ``low`` to ``high``."""
    def parse(text: str) -> int:
        if not (text.isascii() and text.isdigit()) or not low <= int(text) <= high:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number from {low} to {high}")
        return int(text)
    return parse


def seconds(low: float, high: float) -> Callable[[str], float]:
    """An argument type: a number of seconds from ``low`` to ``high`` (no NaN, no infinity)."""
    def parse(text: str) -> float:
        try:
            value = float(text) if text.isascii() else float("nan")
        except ValueError:
            value = float("nan")
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds from {low:g} to {high:g}")
        return value
    return parse


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
    parser.add_argument("--games", type=count(1, 100_000_000), default=1000)
    parser.add_argument("--seed", type=count(0, 2 ** 63 - 1), default=1)


def _random(game: Game[Any, Any], args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    from rules.match import random_games
    yield from random_games(game, args.games, args.seed)


def _match(game: Game[Any, Any], args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    from rules.match import run_match
    yield from run_match(game, args)


def _common(game_id: str) -> dict[str, tuple[AddArgs, Runner]]:
    from rules.match import match_arguments
    return {
        "perft": (lambda p: p.add_argument("depth", type=_depth), _perft),
        "replay": (lambda p: p.add_argument("record", nargs="*", default=[]), _replay),
        "random": (_random_args, _random),
        "match": (lambda p: match_arguments(p, game_id), _match),
    }


def _game_commands(game_id: str) -> dict[str, tuple[AddArgs, Runner]]:
    """The common commands, and those of the package that holds the game's class."""
    package = importlib.import_module(game_class(game_id).__module__.rpartition(".")[0] or "rules")
    extra = getattr(package, "cli_commands", None)
    return {**_common(game_id), **(extra() if extra else {})}


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
              "commands: perft, replay, random, match; per game (see each game's docs): solve, bench,\n"
              "analyse, train, book, line", file=sys.stderr)
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
