"""Random valid boards, for the solver's agreement test and the benchmark."""
from __future__ import annotations

import math
import random

from rules.oche.board import BLACK, COLOURS, Arrow, Board, Cell


def random_board(rng: random.Random, cells: int, letters: int, colours: int,
                 arrows: int | None = None, letterless: float = 0.1) -> Board:
    """``cells`` cells on a circle-ish grid, about 40 % of them lettered; ``arrows`` random
    arrows (default 2 per cell) of which about 60 % coloured, most of those with a letter."""
    names = "xyzuvw"[:letters]
    palette = COLOURS[:colours]
    side = max(1, math.ceil(math.sqrt(cells)))
    board = Board(name=f"random {cells}/{letters}/{colours}")
    for i in range(cells):
        letter = rng.choice(names) if names and rng.random() < 0.4 else None
        board.cells.append(Cell(f"c{i}", letter, i == 0, 120.0 * (i % side), 120.0 * (i // side)))
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
