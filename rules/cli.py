"""The ``python -m rules`` dispatcher.

Common commands (perft, replay, random, match) work for every game through the protocol and the
step driver; a game's package may export ``cli_commands() -> dict[name, (add_arguments, run)]``
for its own (solve, bench, train...) and ``match_kit()`` for its own players and openings
(:mod:`rules.match`). ``run(game, args)`` yields JSON-able dicts, printed one per line.
"""
from __future__ import annotations

import argparse
import contextlib
import importlib
import json
import os
import random
import re
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, NoReturn

from rules import jsonfile
from rules.errors import RulesError, quoted
from rules.network.errors import NetworkError
from rules.players import level_number
from rules.progress import Progress
from rules.protocol import Game
from rules.registry import game_class, game_ids, get_game

Runner = Callable[[Game[Any, Any], argparse.Namespace], Iterator[dict[str, Any]]]
AddArgs = Callable[[argparse.ArgumentParser], object]


# --- argument types shared by every command --------------------------------------------------
# Every number on the command line goes through these: ASCII digits only (int() and float()
# would also take '٣', fullwidth digits, '1_000', ' 7 ', 'nan', 'inf' and '1e999'), and a range
# that says what is sane, so that a typo is a one-line message, never a run that cannot end.
class ArgumentParser(argparse.ArgumentParser):
    """argparse with its usage errors on one line of stderr (``PROG: error: ...``), status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see --help)\n")


def _numeric(parse: Callable[[str], Any], example: str, lo: float | None = None,
             hi: float | None = None) -> Callable[[str], Any]:
    """Marks an argument type as numeric for the tests: an example it accepts, its range."""
    # A function takes attributes, which mypy does not model: the tests read these.
    parse.example, parse.lo, parse.hi = example, lo, hi  # type: ignore[attr-defined]
    return parse


_WHOLE = re.compile(r"-?[0-9]+")
_DECIMAL = re.compile(r"-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)")
_LONGEST = 30
"""Digits read at most: a longer number is out of every range (and int() of thousands of
digits would be slow, or refused by Python itself)."""


def count(lo: int, hi: int) -> Callable[[str], int]:
    """A whole number from ``lo`` to ``hi``, written with the digits 0-9."""
    def whole_number(text: str) -> int:
        if not _WHOLE.fullmatch(text):
            raise argparse.ArgumentTypeError(f"{quoted(text)} is not a whole number written with the digits 0-9")
        if len(text) > _LONGEST:
            raise argparse.ArgumentTypeError(f"{quoted(text)} is out of range: {lo} to {hi}")
        value = int(text)
        if not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"{value} is out of range: {lo} to {hi}")
        return value
    return _numeric(whole_number, str(lo), lo, hi)


def decimal(lo: float, hi: float, unit: str = "") -> Callable[[str], float]:
    """A number from ``lo`` to ``hi`` written as digits with an optional point (2, 0.5), so
    never nan, inf or an exponent."""
    def number(text: str) -> float:
        if not _DECIMAL.fullmatch(text):
            raise argparse.ArgumentTypeError(f"{quoted(text)} is not a number written like 2 or 0.5{unit}")
        value = float(text) if len(text) <= _LONGEST else float("inf")
        if not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"{quoted(text) if len(text) > 30 else text}{unit} is out of range: "
                                             f"{lo:g}{unit} to {hi:g}{unit}")
        return value
    return _numeric(number, f"{lo:f}", lo, hi)


def seconds(lo: float, hi: float) -> Callable[[str], float]:
    """A time in seconds from ``lo`` to ``hi`` (see :func:`decimal`)."""
    return decimal(lo, hi, " s")


SEED = count(0, 2**63 - 1)
"""A random seed."""
GAMES = count(1, 10_000_000)
"""How many games a command plays."""
JOBS = count(1, 256)
"""Processes working side by side."""


def span(lo: int, hi: int) -> Callable[[str], tuple[int, int]]:
    """``A-B`` (or ``A``): whole numbers with lo <= A <= B <= hi."""
    bound = count(lo, hi)

    def numbers(text: str) -> tuple[int, int]:
        first, dash, last = text.partition("-")
        a, b = bound(first), bound(last) if dash else bound(first)
        if a > b:
            raise argparse.ArgumentTypeError(f"{quoted(text)}: the first number is larger than the second")
        return a, b
    return _numeric(numbers, f"{lo}-{hi}")


def notation(parse: Callable[[str], Any]) -> Callable[[str], Any]:
    """An argument read by one of the rules' parsers (an operator, a square...): its
    NotationError is the message (an empty text is refused, never taken as the default)."""
    def parsed(text: str) -> Any:
        if not text.strip():
            raise argparse.ArgumentTypeError("an empty value; leave the option out for the default")
        try:
            return parse(text)
        except RulesError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None
    return parsed


def _no_spaces(text: str) -> None:
    if text != text.strip():
        raise argparse.ArgumentTypeError(f"{quoted(text)} has spaces around it")


def player(game_id: str, random_moves: bool = True) -> Callable[[str], str]:
    """A player spec of ``game_id``'s matches (:func:`rules.match.make_player`): ``random``
    (with ``random_moves``), ``L<level>`` of the game's own levels (others are refused, naming
    them), ``ext:COMMAND``, or one of the game's own (``gtp:...``, ``greedy``...)."""
    def spec(text: str) -> str:
        from rules.match import make_player
        _no_spaces(text)
        level = text.partition(":")[0]
        if not random_moves and level.lower() in ("random", "l0", "0"):
            raise argparse.ArgumentTypeError(f"{quoted(text)}: this command plays levels (L<level>), not random moves")
        try:
            game = get_game(game_id)
            make_player(text, game, random.Random(0), argparse.Namespace(timeout=1.0)).close()
            if not random_moves and not text.startswith(("ext:", "gtp:")):
                level_number(level, game)
        except RulesError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None
        return text
    return _numeric(spec, "L1")


def level(game_id: str, random_is_zero: bool = False) -> Callable[[str], int]:
    """A level of ``game_id``'s computer player as a number (``L`` optional), one of the
    game's own levels (or 0 for random moves, with ``random_is_zero``)."""
    def number(text: str) -> int:
        _no_spaces(text)
        if random_is_zero and text.lower() in ("0", "l0", "random"):
            return 0
        try:
            return level_number(text, get_game(game_id))
        except RulesError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None
    return _numeric(number, "1")


def writable_folder(text: str) -> str:
    """A folder the command writes files into: made if it is missing; refused, with the
    reason, when it cannot hold a new file (a file of that name, /proc/self, a read-only disk)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("an empty folder name")
    try:
        Path(text).mkdir(parents=True, exist_ok=True)
        handle, probe = tempfile.mkstemp(dir=text, prefix=".ludoteca-probe-")
        os.close(handle)
        os.unlink(probe)
    except OSError as exc:
        raise argparse.ArgumentTypeError(f"cannot write files in {text!r}: {exc.strerror or exc}") from None
    return text


def _depth(game_id: str) -> Callable[[str], int]:
    """perft's depth: 0 up to the game's ``perft_max_depth`` (past it a count would take days)."""
    return count(0, game_class(game_id).perft_max_depth)


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
    parser.add_argument("--games", type=GAMES, default=1000)
    parser.add_argument("--seed", type=SEED, default=1)


def _random(game: Game[Any, Any], args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    from rules.match import random_games
    yield from random_games(game, args.games, args.seed)


def _match(game: Game[Any, Any], args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    from rules.match import run_match
    yield from run_match(game, args)


def _common(game_id: str) -> dict[str, tuple[AddArgs, Runner]]:
    from rules.match import match_arguments
    return {
        "perft": (lambda p: p.add_argument("depth", type=_depth(game_id)), _perft),
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


LONG_WORK = ("perft", "solve", "line")
"""Commands whose one answer can take long: they print progress on stderr (rules.progress)."""


def build_parser(command: str, game_id: str, add_args: AddArgs) -> ArgumentParser:
    """The command's argument parser, with the ``--option`` every command takes."""
    parser = ArgumentParser(prog=f"python -m rules {command} {game_id}")
    add_args(parser)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=JSON",
                        help="a variant option of the game, e.g. --option size=8")
    return parser


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
    args = build_parser(command, game_id, add_args).parse_args(argv[2:])
    try:
        options = _options(args.option)
        try:
            game = get_game(game_id, **options)
        except ValueError as exc:  # an option the game refuses (a plain ValueError from its check)
            raise RulesError(f"options: {exc}") from None
    except RulesError as exc:
        print(json.dumps({"error": str(exc)}), flush=True)
        return 1
    label = f"{command} {game_id} {' '.join(argv[2:])}".strip()
    try:
        with Progress(label) if command in LONG_WORK else contextlib.nullcontext() as progress:
            args.progress = progress  # a command may say what it has reached (progress.status)
            for row in run(game, args):
                print(json.dumps(row), flush=True)
    except (RulesError, NetworkError) as exc:  # a bad record, a wrong code, a server that is not there
        print(json.dumps({"error": str(exc) or type(exc).__name__}), flush=True)
        return 1
    return 0
