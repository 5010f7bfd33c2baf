"""``python -m rules COMMAND programmers_checkers ...``: one JSON object per line.

* ``perft DEPTH [--setup W/B | --position TEXT] [--op OP] [--no-flips]``: decision leaves
  with the operator frozen (default OR, or the position's), flips unless ``--no-flips``;
* ``analyse`` (also ``solve``) ``--position TEXT [--next OP] [--seconds S]``: the move values,
  the principal line and the verdict for the side to move;
* ``match --a L3 --b L2|random|greedy|greedy2 --games N --seed S [--jobs J]``: seats alternate;
* ``bench``: perft speed (Czech setting and with flips, fast and reference generators); with
  ``--search DEPTH [--positions N]``, the Expert's search to a fixed depth on N positions of
  random games (nodes per CPU second); with ``--move-times N``, the strongest level's thinking
  time over N games. Every row says whether the compiled engine ran (:mod:`rules.native`);
* ``endgame [--ops AND,OR,XOR] [--out FILE] [--kings4-out FILE]``: builds the exact tables
  of positions with three stones or fewer (:mod:`.endgame`) and of four kings
  (:mod:`.kings4`) and writes them (default: the shipped files);
* ``setups [--decks basic,advanced] [--seeds N] [--depth D] [--jobs J] [--out FILE]``: plays the set-up
  candidates against each other and writes the score tables and the computer's mix
  (:mod:`.setups`);
* ``replay`` and ``random`` are the common ones (rules/cli.py).
"""
from __future__ import annotations

import argparse
import random
import time
from collections.abc import Iterator
from typing import Any

from rules.cli import JOBS, SEED, count, level, notation, player, seconds
from rules.errors import NotationError
from rules.programmers_checkers.board import parse_op
from rules.programmers_checkers.game import CheckersGame
from rules.programmers_checkers.state import CheckersState
from rules.protocol import TERMINAL, random_move


# --- perft -------------------------------------------------------------------------------------------
def _perft_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("depth", type=count(0, CheckersGame.perft_max_depth))
    where = p.add_mutually_exclusive_group()
    where.add_argument("--setup", help="12 bits for White's stones 21..32, '/', 12 for Black's 1..12 (default all 1)")
    where.add_argument("--position", help="a position text, e.g. W:W21/1,K30/0:B1/1,K12/0:OR")
    p.add_argument("--op", type=notation(parse_op), help="the operator frozen for the whole search (default: the position's, else OR)")
    p.add_argument("--no-flips", action="store_true", help="leave flips out of move generation")


def _perft(game: CheckersGame, args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    start = time.perf_counter()
    report = game.perft_report(args.depth, setup=args.setup, position=args.position, op=args.op,
                               flips=not args.no_flips)
    seconds = time.perf_counter() - start
    yield {**report, "game": game.id, "depth": args.depth, "seconds": round(seconds, 3),
           "leaves_per_second": int(report["nodes"] / seconds) if seconds > 0 else None}


# --- analyse -------------------------------------------------------------------------------------------
def _analyse_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--position", required=True, help="a position text with its active operator (…:OR)")
    p.add_argument("--next", type=notation(parse_op), default=None,
                   help="the next tile (default: the position's operator)")
    p.add_argument("--seconds", type=seconds(0.01, 3600), default=2.0, help="thinking time")


def _analyse(game: CheckersGame, args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    from rules.programmers_checkers.position import parse_position
    _, _, op = parse_position(args.position)
    state = game.state_from(args.position, args.next or op)
    seat = state.side
    start = time.perf_counter()
    analysis = game.analyse(state, seat, budget=args.seconds)
    verdict = analysis.verdict
    yield {"position": state.position(), "next": state.next_op, "seat": game.seat_names[seat],
           "best": [str(m) for m in analysis.best()], "value": verdict.value, "exact": verdict.exact,
           "winner": None if verdict.winner is None else game.seat_names[verdict.winner],
           "moves": [{"move": str(mv.move), "value": mv.value, "exact": mv.exact} for mv in analysis.moves],
           "line": [str(m) for m in analysis.line], "seconds": round(time.perf_counter() - start, 3)}


# --- bench -------------------------------------------------------------------------------------------
def _bench_args(p: argparse.ArgumentParser) -> None:
    depth = count(0, CheckersGame.perft_max_depth)
    p.add_argument("--depth", type=depth, default=8, help="Czech-setting perft depth (default 8)")
    p.add_argument("--flips-depth", type=depth, default=5, help="perft depth with flips (default 5)")
    p.add_argument("--reference-depth", type=count(0, 7), default=5,
                   help="depth at which the plain reference generator is timed (default 5)")
    p.add_argument("--move-times", type=count(0, 100_000), default=0, metavar="GAMES",
                   help="instead: the strongest level's thinking time over this many games")
    p.add_argument("--level", type=level("programmers_checkers"), default=None,
                   help="with --move-times: the level (default the strongest)")
    p.add_argument("--opponent", type=player("programmers_checkers"), default="L2",
                   help="with --move-times: the other player")
    p.add_argument("--search", type=count(1, 12), default=None, metavar="DEPTH",
                   help="instead: the Expert's search to this depth on --positions positions")
    p.add_argument("--positions", type=count(1, 1000), default=10, help="with --search: how many positions")
    p.add_argument("--seed", type=SEED, default=1)


def search_positions(game: CheckersGame, seed: int, count: int) -> list[CheckersState]:
    """Up to ``count`` positions where a side is to move, each from a random game (seeded)
    stopped after 10 to 120 record entries: openings, middle games and endings alike (a game
    over before then is passed over, at most ``100 * count`` games in all)."""
    rng = random.Random(f"{seed}:search")
    out: list[CheckersState] = []
    for _ in range(100 * count):
        if len(out) == count:
            break
        state, length = game.new_initial_state(), rng.randint(10, 120)
        while state.to_move() != TERMINAL and (len(state.history) < length or state.to_move() not in (0, 1)):
            state.play(random_move(state, rng))
        if state.to_move() in (0, 1):
            out.append(state)
    return out


def _search_bench(game: CheckersGame, depth: int, count: int, seed: int) -> Iterator[dict[str, Any]]:
    from rules import native
    from rules.programmers_checkers import engine
    spec, nodes, cpu = engine.SPECS[max(engine.SPECS)], 0, 0.0
    for state in search_positions(game, seed, count):
        view = state.view_for(state.to_move())
        assert isinstance(view, CheckersState)
        began = time.process_time()
        rows, reached, searcher = engine.search_as(spec, view, depth, None, full=True)
        spent = time.process_time() - began
        nodes, cpu = nodes + searcher.nodes, cpu + spent
        yield {"position": view.position(), "depth": reached, "nodes": searcher.nodes,
               "cpu_seconds": round(spent, 3), "value": round(rows[0][0], 6)}
    yield {"bench": "search", "depth": depth, "positions": count, "seed": seed, "nodes": nodes,
           "cpu_seconds": round(cpu, 3), "nodes_per_cpu_second": int(nodes / cpu) if cpu else None,
           "compiled": native.compiled(engine)}


def _bench(game: CheckersGame, args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    if args.search:
        yield from _search_bench(game, args.search, args.positions, args.seed)
        return
    if args.move_times:
        from rules.programmers_checkers.engine import SPECS
        from rules.programmers_checkers.match import move_times
        yield from move_times(args.level or max(SPECS), args.move_times, args.seed, args.opponent)
        return
    from rules import native
    from rules.programmers_checkers import movegen as mg
    from rules.programmers_checkers import reference as ref
    from rules.programmers_checkers.board import MASK_OF, bits
    board, side, _ = game.perft_root()
    for name, depth, flips in (("czech", args.depth, False), ("flips", args.flips_depth, True)):
        variant = mg.Variant(flips=flips)
        start, cpu = time.perf_counter(), time.process_time()
        leaves = mg.perft(board, side, depth, mg.TABLES["OR"], variant)
        seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
        yield {"bench": f"perft_{name}", "generator": "fast", "op": "OR", "flips": flips, "depth": depth,
               "leaves": leaves, "seconds": round(seconds, 3), "leaves_per_second": int(leaves / seconds),
               "leaves_per_cpu_second": int(leaves / cpu) if cpu else None, "compiled": native.compiled(mg)}
    stones = {n: ref.RStone(index // 2, bool(index % 2), 1 if board[4] & MASK_OF[n] else 0)
              for index, b in enumerate(board[:4]) for n in bits(b)}
    start = time.perf_counter()
    leaves = ref.perft(ref.board_from_squares(stones), side, args.reference_depth, "OR", flips=False)
    seconds = time.perf_counter() - start
    yield {"bench": "perft_czech", "generator": "reference", "op": "OR", "flips": False,
           "depth": args.reference_depth, "leaves": leaves, "seconds": round(seconds, 3),
           "leaves_per_second": int(leaves / seconds)}


# --- endgame tables ----------------------------------------------------------------------------------
def _tiles(text: str) -> tuple[str, ...]:
    """``--ops``: operators, comma-separated, each once."""
    ops = tuple(dict.fromkeys(parse_op(op) for op in text.split(",") if op.strip()))
    if not ops:
        raise NotationError(f"{text!r} names no tile")
    return ops


def _endgame_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--ops", default=("AND", "OR", "XOR"), type=notation(_tiles),
                   help="the tiles to cover, comma-separated (default the basic deck's: AND,OR,XOR)")
    p.add_argument("--out", default=None, help="the file to write (default: the shipped one in resources/)")
    p.add_argument("--kings4-out", default=None,
                   help="the file of the four kings' tables (default: the shipped one in resources/)")


def _endgame(game: CheckersGame, args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    from pathlib import Path

    from rules.programmers_checkers import endgame, kings4
    ops: tuple[str, ...] = args.ops
    start, cpu = time.perf_counter(), time.process_time()
    tables = endgame.build(ops, log=True)
    out = Path(args.out) if args.out else endgame.TABLES_PATH
    endgame.save(tables, out)
    for (op, nxt), t in sorted(tables.items()):
        yield {"stones": 3, "active": op, "next": nxt, "wins": int((t > 0).sum()), "losses": int((t < 0).sum()),
               "longest": int(abs(t.astype(int)).max())}
    yield {"file": str(out), "bytes": out.stat().st_size, "seconds": round(time.perf_counter() - start, 1),
           "cpu_seconds": round(time.process_time() - cpu, 1)}
    slots, four = kings4.build(ops, tables, log=True)
    out4 = Path(args.kings4_out) if args.kings4_out else kings4.TABLES_PATH
    kings4.save(slots, four, out4)
    for (op, nxt), t in sorted(four.items()):
        yield {"stones": "4 kings", "active": op, "next": nxt, "positions": len(t), "wins": int((t > 0).sum()),
               "losses": int((t < 0).sum()), "longest": int(abs(t.astype(int)).max())}
    yield {"file": str(out4), "bytes": out4.stat().st_size, "seconds": round(time.perf_counter() - start, 1),
           "cpu_seconds": round(time.process_time() - cpu, 1)}


# --- set-ups -------------------------------------------------------------------------------------
def _deck_list(text: str) -> tuple[str, ...]:
    decks = tuple(dict.fromkeys(d.strip() for d in text.split(",") if d.strip()))
    if not decks or any(d not in ("basic", "advanced") for d in decks):
        raise argparse.ArgumentTypeError(f"{text!r}: basic, advanced or basic,advanced")
    return decks


def _setups_args(p: argparse.ArgumentParser) -> None:
    from rules.programmers_checkers import setups
    p.add_argument("--decks", type=_deck_list, default=("basic", "advanced"),
                   help="the decks to measure under (default basic,advanced)")
    p.add_argument("--seeds", type=count(1, 1000), default=setups.SEEDS,
                   help=f"chance seeds per pair, each played with both colours (default {setups.SEEDS})")
    p.add_argument("--depth", type=count(1, 8), default=setups.DEPTH,
                   help=f"the measuring players' search depth (default {setups.DEPTH})")
    p.add_argument("--jobs", type=JOBS, default=1, help="games played side by side (processes)")
    p.add_argument("--out", default=None, help="the file to write (default: the shipped one in resources/)")


def _setups(game: CheckersGame, args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    from pathlib import Path

    from rules.programmers_checkers import setups
    start, cpu = time.perf_counter(), time.process_time()
    decks = ",".join(args.decks)
    data: dict[str, Any] = {
        "candidates": list(setups.CANDIDATES), "depth": args.depth, "seeds": args.seeds, "horizon": setups.HORIZON,
        "margin": setups.MARGIN,
        "command": f"python -m rules setups programmers_checkers --decks {decks} --seeds {args.seeds} "
                   f"--depth {args.depth}"}
    for deck in args.decks:
        table: dict[str, Any] = {}
        for row in setups.measure(deck, setups.CANDIDATES, args.seeds, args.depth, args.jobs):
            if "matrix" in row:
                table = row
            else:
                yield row
        table.update(setups.summarise(setups.CANDIDATES, table["matrix"]))
        data[deck] = table
        yield {"deck": deck, "mix": table["mix"], "against_equilibrium": table["against_equilibrium"]}
    cpu_seconds = round(time.process_time() - cpu + setups.children_cpu(), 1)
    data["cpu_seconds"] = cpu_seconds
    out = Path(args.out) if args.out else setups.SETUPS_PATH
    setups.save(data, out)
    yield {"file": str(out), "seconds": round(time.perf_counter() - start, 1), "cpu_seconds": cpu_seconds}


def cli_commands() -> dict[str, tuple[Any, Any]]:
    return {
        "perft": (_perft_args, _perft),
        "analyse": (_analyse_args, _analyse),
        "solve": (_analyse_args, _analyse),
        "bench": (_bench_args, _bench),
        "endgame": (_endgame_args, _endgame),
        "setups": (_setups_args, _setups),
    }
