"""The Oche board model and its validation.

The model can hold an *invalid* board on purpose: the board editor edits one cell or arrow at
a time, so for a while a board may have two start cells or an arrow to a deleted cell.
:func:`validate` names every problem in words, with the culprit cell ids and arrow indexes,
so the editor can list the problems and select the culprit; the game only accepts a board
without problems (:func:`compile_board`).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any

from rules.errors import SaveFormatError

COLOURS: tuple[str, ...] = ("blue", "red", "green", "yellow", "purple", "orange")
"""The coloured arrows' colours, in the order the solver numbers them (bit i = COLOURS[i])."""
BLACK = "black"
ALL_COLOURS: tuple[str, ...] = (BLACK, *COLOURS)
LETTER_RE = re.compile(r"[a-z]")
"""A letter is exactly one of a to z (matched with ``fullmatch``: no trailing newline)."""
MAX_COORD = 10_000.0
"""Cells lie within ±10,000 layout units (the levels use a few hundred): a drawing of a board
much larger than that would be unusable, and huge numbers break the drawing code's arithmetic."""
"""A letter is one lower-case Latin letter: the sheet writes x and y, and one glyph fits a cell."""
MAX_CELLS = 500
MAX_ARROWS = 5000
MAX_BYTES = 1024 * 1024


@dataclass
class Cell:
    id: str
    letter: str | None = None
    start: bool = False
    x: float = 0.0
    y: float = 0.0
    extra: dict[str, Any] = field(default_factory=dict)
    """Keys this version does not know, written back unchanged on save."""


@dataclass
class Arrow:
    source: str
    target: str
    color: str = BLACK
    letter: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def is_black(self) -> bool:
        return self.color == BLACK


@dataclass
class Board:
    """Cells and arrows in file order; an arrow is named by its index in ``arrows``."""

    cells: list[Cell] = field(default_factory=list)
    arrows: list[Arrow] = field(default_factory=list)
    name: str = ""
    description: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    def cell(self, cell_id: str) -> Cell | None:
        return next((c for c in self.cells if c.id == cell_id), None)

    def start_cell(self) -> Cell | None:
        starts = [c for c in self.cells if c.start]
        return starts[0] if len(starts) == 1 else None

    def letters(self) -> list[str]:
        """Every letter used on a cell or an arrow, sorted (the solver's letter numbering)."""
        used = {c.letter for c in self.cells if c.letter} | {a.letter for a in self.arrows if a.letter}
        return sorted(used)


@dataclass(frozen=True)
class Problem:
    """One reason a board cannot be played, with the culprits an editor should select."""

    message: str
    cells: tuple[str, ...] = ()
    arrows: tuple[int, ...] = ()
    code: str = ""
    """What kind of problem, for a view that words it in its own language (with ``args``)."""
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return self.message


def validate(board: Board) -> list[Problem]:
    """Every problem of ``board``, in a stable order (cells first, then arrows); [] if none."""
    problems: list[Problem] = []
    if len(board.cells) > MAX_CELLS:
        problems.append(Problem(f"the board has {len(board.cells)} cells; at most {MAX_CELLS} are allowed",
                                code="too_many_cells", args=(str(len(board.cells)), str(MAX_CELLS))))
    if len(board.arrows) > MAX_ARROWS:
        problems.append(Problem(f"the board has {len(board.arrows)} arrows; at most {MAX_ARROWS} are allowed",
                                code="too_many_arrows", args=(str(len(board.arrows)), str(MAX_ARROWS))))
    seen: dict[str, int] = {}
    for cell in board.cells:
        seen[cell.id] = seen.get(cell.id, 0) + 1
    for cell_id, count in seen.items():
        if count > 1:
            problems.append(Problem(f"the cell id {cell_id!r} is used by {count} cells", (cell_id,),
                                    code="duplicate_id", args=(cell_id, str(count))))
    for cell in board.cells:
        if not cell.id:
            problems.append(Problem("a cell has an empty id", (cell.id,), code="empty_id"))
        if not all(math.isfinite(v) and abs(v) <= MAX_COORD for v in (cell.x, cell.y)):
            problems.append(Problem(f"cell {cell.id!r} is placed too far out (x = {cell.x:g}, y = {cell.y:g}; "
                                    f"coordinates are between -{MAX_COORD:g} and {MAX_COORD:g})", (cell.id,),
                                    code="too_far", args=(cell.id, f"{MAX_COORD:g}")))
        if cell.letter is not None and not LETTER_RE.fullmatch(cell.letter):
            problems.append(Problem(f"cell {cell.id!r} has the bad letter {cell.letter!r} "
                                    "(a letter is one of a to z)", (cell.id,), code="cell_letter",
                                    args=(cell.id, cell.letter)))
    starts = [c.id for c in board.cells if c.start]
    if not board.cells:
        problems.append(Problem("the board has no cells", code="no_cells"))
    elif not starts:
        problems.append(Problem("no cell is the start cell", code="no_start"))
    elif len(starts) > 1:
        problems.append(Problem(f"there are {len(starts)} start cells ({', '.join(map(repr, starts))}); "
                                "exactly one is needed", tuple(starts), code="many_starts",
                                args=(str(len(starts)), ", ".join(starts))))
    ids = set(seen)
    for i, arrow in enumerate(board.arrows):
        where = f"arrow {i} ({arrow.source} -> {arrow.target})"
        for end in (arrow.source, arrow.target):
            if end not in ids:
                problems.append(Problem(f"{where} refers to the unknown cell {end!r}", (), (i,), "unknown_cell",
                                        (str(i), end)))
        if arrow.source == arrow.target:
            problems.append(Problem(f"{where} goes from a cell to itself", (arrow.source,), (i,), "loop",
                                    (str(i), arrow.source)))
        if arrow.color not in ALL_COLOURS:
            problems.append(Problem(f"{where} has the unknown colour {arrow.color!r} "
                                    f"(known: {', '.join(ALL_COLOURS)})", (), (i,), "unknown_colour",
                                    (str(i), arrow.color)))
        elif arrow.is_black and arrow.letter is not None:
            problems.append(Problem(f"{where} is black but carries the letter {arrow.letter!r}; "
                                    "black arrows carry no letter", (), (i,), "black_letter", (str(i),)))
        if arrow.letter is not None and not LETTER_RE.fullmatch(arrow.letter):
            problems.append(Problem(f"{where} has the bad letter {arrow.letter!r} "
                                    "(a letter is one of a to z)", (), (i,), "arrow_letter", (str(i), arrow.letter)))
    return problems


def warnings(board: Board) -> list[Problem]:
    """What a designer should look at although the board can be played (a board without
    problems), in this order:

    * ``letter_never_set``: a letter on arrows that no cell carries has no value in any game
      (decision 2): those arrows activate nothing and never open for P;
    * ``letter_unused``: a cell's letter on no arrow: its number changes nothing;
    * ``start_dead_end``: the start cell has no arrow out: O cannot make the first move, so P
      wins before anything happens;
    * ``no_dead_end``: every cell has an arrow out: O can always move, so P can never win;
    * ``duplicate_arrow``: arrows with the same ends, colour and letter (one is enough);
    * ``unreachable``: cells the token can never reach from the start."""
    starts = [c.id for c in board.cells if c.start]
    if len(starts) != 1 or validate(board):
        return []
    found: list[Problem] = []
    on_cells = {c.letter for c in board.cells if c.letter}
    on_arrows: dict[str, list[int]] = {}
    for i, arrow in enumerate(board.arrows):
        if arrow.letter:
            on_arrows.setdefault(arrow.letter, []).append(i)
    for letter, arrows in sorted(on_arrows.items()):
        if letter not in on_cells:
            numbers = ", ".join(map(str, arrows))
            found.append(Problem(f"the letter {letter!r} is on arrow(s) {numbers} but on no cell: nobody can give "
                                 "it a number, so those arrows activate nothing and never open for P", (),
                                 tuple(arrows), code="letter_never_set", args=(letter, numbers)))
    for cell in board.cells:
        if cell.letter and cell.letter not in on_arrows:
            found.append(Problem(f"cell {cell.id!r} has the letter {cell.letter!r}, which is on no arrow: its "
                                 "number changes nothing", (cell.id,), code="letter_unused",
                                 args=(cell.id, cell.letter)))
    out: dict[str, list[str]] = {}
    for arrow in board.arrows:
        out.setdefault(arrow.source, []).append(arrow.target)
    if starts[0] not in out:
        found.append(Problem(f"the start cell {starts[0]!r} has no arrow out: O cannot make the first move, so P "
                             "wins at once", (starts[0],), code="start_dead_end", args=(starts[0],)))
    elif all(c.id in out for c in board.cells):
        found.append(Problem("every cell has an arrow out: O can always move, so P can never win",
                             code="no_dead_end"))
    first: dict[tuple[str, str, str, str | None], int] = {}
    for i, arrow in enumerate(board.arrows):
        key = (arrow.source, arrow.target, arrow.color, arrow.letter)
        if key in first:
            found.append(Problem(f"arrow {i} is the same as arrow {first[key]} (same cells, colour and letter): "
                                 "one is enough", (), (first[key], i), code="duplicate_arrow",
                                 args=(str(i), str(first[key]))))
        else:
            first[key] = i
    reached = {starts[0]}
    todo = [starts[0]]
    while todo:
        for target in out.get(todo.pop(), ()):
            if target not in reached:
                reached.add(target)
                todo.append(target)
    found += [Problem(f"cell {c.id!r} cannot be reached from the start: it takes no part in the game", (c.id,),
                      code="unreachable", args=(c.id,))
              for c in board.cells if c.id not in reached]
    return found


@dataclass(frozen=True)
class CompiledArrow:
    """An arrow with indexes instead of names: what the rules and the solver read."""

    index: int
    source: int
    target: int
    colour: int
    """-1 for black, else the colour's bit number in :data:`COLOURS`."""
    letter: int
    """-1 for no letter, else the index in :attr:`CompiledBoard.letters`."""


class BoardFileError(SaveFormatError):
    """A board that cannot be played; the message lists every problem, one per line."""

    def __init__(self, problems: list[Problem] | list[str]) -> None:
        self.problems: list[Problem] = [p if isinstance(p, Problem) else Problem(p) for p in problems]
        lines = [p.message for p in self.problems]
        super().__init__("the board has problems:\n- " + "\n- ".join(lines) if len(lines) > 1
                         else f"the board has a problem: {lines[0]}" if lines else "the board is invalid")


class CompiledBoard:
    """A valid board with cells, letters and colours numbered, and arrows grouped by cell."""

    def __init__(self, board: Board) -> None:
        problems = validate(board)
        if problems:
            raise BoardFileError(problems)
        self.board = board
        self.cell_ids: list[str] = [c.id for c in board.cells]
        index = {cid: i for i, cid in enumerate(self.cell_ids)}
        self.letters: list[str] = board.letters()
        letter_index = {name: i for i, name in enumerate(self.letters)}
        self.cell_letter: list[int] = [letter_index[c.letter] if c.letter else -1 for c in board.cells]
        self.start: int = next(i for i, c in enumerate(board.cells) if c.start)
        self.arrows: list[CompiledArrow] = [
            CompiledArrow(i, index[a.source], index[a.target],
                          -1 if a.is_black else COLOURS.index(a.color),
                          letter_index[a.letter] if a.letter else -1)
            for i, a in enumerate(board.arrows)]
        self.out: list[list[CompiledArrow]] = [[] for _ in board.cells]
        for arrow in self.arrows:
            self.out[arrow.source].append(arrow)

    def colour_name(self, colour: int) -> str:
        return BLACK if colour < 0 else COLOURS[colour]


def compile_board(board: Board) -> CompiledBoard:
    """The playable form of ``board``; raises :class:`BoardFileError`."""
    return CompiledBoard(board)
