"""Random valid boards, for the solver's agreement test and the benchmark."""
from __future__ import annotations

import math
import random

from rules.oche.board import BLACK, COLOURS, Arrow, Board, Cell


def _grid_of_cells(rng: random.Random, name: str, cells: int, names: str, lettered: float) -> Board:
    """A board of ``cells`` cells on a square grid, cell ``c0`` the start, each lettered with
    probability ``lettered``."""
    side = max(1, math.ceil(math.sqrt(cells)))
    board = Board(name=name)
    for i in range(cells):
        letter = rng.choice(names) if names and rng.random() < lettered else None
        board.cells.append(Cell(f"c{i}", letter, i == 0, 120.0 * (i % side), 120.0 * (i // side)))
    return board


def random_board(rng: random.Random, cells: int, letters: int, colours: int,
                 arrows: int | None = None, letterless: float = 0.1) -> Board:
    """``cells`` cells on a circle-ish grid, about 40 % of them lettered; ``arrows`` random
    arrows (default 2 per cell) of which about 60 % coloured, most of those with a letter."""
    names = "xyzuvw"[:letters]
    palette = COLOURS[:colours]
    board = _grid_of_cells(rng, f"random {cells}/{letters}/{colours}", cells, names, 0.4)
    for _ in range(2 * cells if arrows is None else arrows):
        a = rng.randrange(cells)
        b = rng.randrange(cells - 1) if cells > 1 else 0
        if cells < 2:
            break
        if b >= a:
            b += 1
        if palette and rng.random() < 0.6:
            colour = rng.choice(palette)
            letter = None if not names or rng.random() < letterless else rng.choice(names)
        else:
            colour, letter = BLACK, None
        board.arrows.append(Arrow(f"c{a}", f"c{b}", colour, letter))
    return board


def random_two_sided_board(rng: random.Random, cells: int, letters: int, colours: int) -> Board:
    """A board whose cells alternate between O's turns (even ids) and P's (odd ids), as a
    board encoding a formula does: O cells have 0 to 2 arrows, mostly coloured with a
    letter; P cells 1 to 3, half black. Such boards give P wins of many lengths, which the
    agreement test needs (uniform random graphs are nearly always O's)."""
    names = "xyzuvw"[:letters]
    palette = COLOURS[:colours]
    board = _grid_of_cells(rng, f"random two-sided {cells}/{letters}/{colours}", cells, names, 0.5)
    for i in range(cells):
        targets = [j for j in range(cells) if j % 2 != i % 2] or [j for j in range(cells) if j != i]
        if not targets:
            break
        r = rng.random()
        count = (0 if r < 0.25 and i else 1 if r < 0.6 else 2) if i % 2 == 0 else rng.randint(1, 3)
        for _ in range(count):
            j = rng.choice(targets)
            if palette and rng.random() < (0.85 if i % 2 == 0 else 0.5):
                letter = None if not names or rng.random() < 0.1 else rng.choice(names)
                board.arrows.append(Arrow(f"c{i}", f"c{j}", rng.choice(palette), letter))
            else:
                board.arrows.append(Arrow(f"c{i}", f"c{j}"))
    return board
