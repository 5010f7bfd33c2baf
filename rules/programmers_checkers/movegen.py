"""The move generator: every rule of a turn, on bitboards (see :mod:`.board` for the layout).

One generator serves the game state, the computer player and perft, so each rule is written
once here; :mod:`.reference` is an independent, plainly written generator the tests compare it
with. A position is five ints, ``(men0, kings0, men1, kings1, ones)`` — seat 0 is White — where
``ones`` holds the squares whose stone shows 1 (a king's top stone); the operator is a
:data:`Table`, the four truth-table entries ``(1,1), (1,0), (0,1), (0,0)`` of (jumper, jumped).

Speed matters only where perft and the search spend their time: :func:`count_moves` counts a
position's moves with whole-board shifts and population counts (the last ply of perft) and
only enumerates capture routes when a capture is due; :func:`generate` builds children.

A move is a tuple whose first item is its kind:

* ``(STEP, from, to, crown)`` - a man's step or a king's slide;
* ``(FLIP, square)``;
* ``(CAPTURE, from, to, captured, path, jumped, crown)`` - ``path`` the landing squares in
  order (the canonical route, see :func:`capture_routes`), ``jumped`` the captured squares in
  the order they were jumped, ``captured`` their union.

Squares are single-bit masks. ``crown`` is -1 when the move does not crown or the crowned
stone keeps its bit, else the bit the owner chose (option ``crown_bit_choice``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from rules.programmers_checkers.board import OPS, PROMOTION, RAYS, VALID, _TABLE

STEP, FLIP, CAPTURE = 0, 1, 2
NO_CROWN = -1

Table = tuple[int, int, int, int]
TABLES: dict[str, Table] = {op: _TABLE[op] for op in OPS}
Position = tuple[int, int, int, int, int]
Move = tuple[Any, ...]  # see the module docstring


@dataclass(frozen=True)
class Variant:
    """The rule options that change move generation (all off: the spec's default game)."""

    men_capture_backwards: bool = False
    take_most: bool = False
    no_king_priority: bool = False
    crown_bit_choice: bool = False
    flips: bool = True


DEFAULT = Variant()


class Route(NamedTuple):
    """One way a capture can go: the stone's start, landings and jumped stones, in order."""

    start: int
    path: tuple[int, ...]
    jumped: tuple[int, ...]
    captured: int
    king: bool


def victims(table: Table, opp: int, ones: int) -> tuple[int, int]:
    """The enemy stones a jumper showing 1, and one showing 0, may capture (the rest block)."""
    j11, j10, j01, j00 = table
    o1 = opp & ones
    o0 = opp ^ o1
    return ((o1 if j11 else 0) | (o0 if j10 else 0), (o1 if j01 else 0) | (o0 if j00 else 0))


def _shift(board: int, d: int) -> int:
    return board >> -d if d < 0 else board << d


# --- capture routes ---------------------------------------------------------------------------
def _man_routes(start: int, at: int, prey: int, empty: int, dirs: tuple[int, ...],
                captured: int, path: tuple[int, ...], jumped: tuple[int, ...], out: list[Route]) -> None:
    """Extend a man's chain from ``at``; a chain ends only where no jump is left (the spec:
    the chain goes on "while the same stone can capture again"). Going forward, that is
    always so on the far row; a man capturing backwards (the option) passes through it and
    is crowned only if its move ends there. Captured stones stay in ``empty``'s complement,
    so they block, and ``prey`` minus ``captured`` keeps them from being jumped twice."""
    extended = False
    for d in dirs:
        q = _shift(at, d)
        if q & prey and not q & captured:
            t = _shift(q, d)
            if t & empty:
                extended = True
                _man_routes(start, t, prey, empty, dirs, captured | q, path + (t,), jumped + (q,), out)
    if not extended and jumped:
        out.append(Route(start, path, jumped, captured, False))


def _king_can_jump(at: int, prey: int, occ: int, captured: int) -> bool:
    """Whether a flying king on ``at`` has a jump (``occ`` includes the captured stones)."""
    for ray in RAYS[at.bit_length() - 1]:
        for i, m in enumerate(ray):
            if m & occ:
                if m & prey and not m & captured and i + 1 < len(ray) and not ray[i + 1] & occ:
                    return True
                break
    return False


def _king_routes(start: int, at: int, prey: int, occ: int, captured: int, path: tuple[int, ...],
                 jumped: tuple[int, ...], out: list[Route]) -> None:
    """Extend a flying king's chain: over exactly one capturable stone with empty squares
    between, landing on an empty square beyond; where some landings let the chain go on,
    only those are allowed (the Czech rule)."""
    extended = False
    for ray in RAYS[at.bit_length() - 1]:
        n = len(ray)
        i = 0
        while i < n and not ray[i] & occ:
            i += 1
        if i >= n - 1:
            continue
        m = ray[i]
        if not m & prey or m & captured:
            continue
        landings = []
        for t in ray[i + 1:]:
            if t & occ:
                break
            landings.append(t)
        if not landings:
            continue
        extended = True
        now = captured | m
        going_on = [t for t in landings if _king_can_jump(t, prey, occ, now)]
        if going_on:
            for t in going_on:
                _king_routes(start, t, prey, occ, now, path + (t,), jumped + (m,), out)
        else:
            for t in landings:
                out.append(Route(start, path + (t,), jumped + (m,), now, True))
    if not extended and jumped:
        out.append(Route(start, path, jumped, captured, True))


def capture_routes(pos: Position, side: int, table: Table, variant: Variant = DEFAULT) -> list[Route]:
    """Every route of every allowed capture of ``side`` (empty: no capture is allowed).

    Kings first: when a king can capture, only kings' captures are listed (unless
    ``no_king_priority``); with ``take_most`` only the routes taking the most stones."""
    men, kings, ones = pos[2 * side], pos[2 * side + 1], pos[4]
    opp = pos[2 - 2 * side] | pos[3 - 2 * side]
    occ = men | kings | opp
    prey1, prey0 = victims(table, opp, ones)
    routes: list[Route] = []
    k = kings
    while k:
        s = k & -k
        k ^= s
        _king_routes(s, s, prey1 if s & ones else prey0, occ ^ s, 0, (s,), (), routes)
    if not (routes and not variant.no_king_priority):
        dirs = (-5, -4, 4, 5) if variant.men_capture_backwards else ((-5, -4), (4, 5))[side]
        empty = VALID & ~occ
        m = men
        while m:
            s = m & -m
            m ^= s
            _man_routes(s, s, prey1 if s & ones else prey0, empty | s, dirs, 0, (s,), (), routes)
    if variant.take_most and routes:
        most = max(r.captured.bit_count() for r in routes)
        routes = [r for r in routes if r.captured.bit_count() == most]
    return routes


def distinct_captures(routes: list[Route]) -> dict[tuple[int, int, int], Route]:
    """One route per distinct (from, to, captured set): the canonical one is the smallest
    list of landing squares (bit order is square order), so the text of a move never depends
    on the order routes were found."""
    best: dict[tuple[int, int, int], Route] = {}
    for r in routes:
        key = (r.start, r.path[-1], r.captured)
        old = best.get(key)
        if old is None or r.path < old.path:
            best[key] = r
    return best


def can_capture(pos: Position, side: int, table: Table, variant: Variant = DEFAULT) -> bool:
    """Whether ``side`` must capture now: whole-board shifts, no route enumeration."""
    men, kings, ones = pos[2 * side], pos[2 * side + 1], pos[4]
    opp = pos[2 - 2 * side] | pos[3 - 2 * side]
    empty = VALID & ~(men | kings | opp)
    prey1, prey0 = victims(table, opp, ones)
    if kings and _kings_can_capture(kings, ones, prey1, prey0, empty):
        return True
    return _men_can_capture(men, ones, prey1, prey0, empty, side, variant.men_capture_backwards)


def _men_can_capture(men: int, ones: int, prey1: int, prey0: int, empty: int, side: int, back: bool) -> bool:
    m1 = men & ones
    m0 = men ^ m1
    if side == 0 or back:
        if (((m1 >> 5) & prey1 | (m0 >> 5) & prey0) >> 5 | ((m1 >> 4) & prey1 | (m0 >> 4) & prey0) >> 4) & empty:
            return True
    if side == 1 or back:
        if (((m1 << 5) & prey1 | (m0 << 5) & prey0) << 5 | ((m1 << 4) & prey1 | (m0 << 4) & prey0) << 4) & empty:
            return True
    return False


def _kings_can_capture(kings: int, ones: int, prey1: int, prey0: int, empty: int) -> bool:
    """Flood each direction through the empty squares from all kings at once; a capturable
    stone right after the run with an empty square behind it is a jump."""
    for group, prey in ((kings & ones, prey1), (kings & ~ones, prey0)):
        if not group or not prey:
            continue
        reach = f = group
        while f:
            f = (f >> 5) & empty
            reach |= f
        if (((reach >> 5) & prey) >> 5) & empty:
            return True
        reach = f = group
        while f:
            f = (f >> 4) & empty
            reach |= f
        if (((reach >> 4) & prey) >> 4) & empty:
            return True
        reach = f = group
        while f:
            f = (f << 4) & empty
            reach |= f
        if (((reach << 4) & prey) << 4) & empty:
            return True
        reach = f = group
        while f:
            f = (f << 5) & empty
            reach |= f
        if (((reach << 5) & prey) << 5) & empty:
            return True
    return False


# --- counting (the last ply of perft) ------------------------------------------------------------
def count_moves(pos: Position, side: int, table: Table, variant: Variant = DEFAULT) -> int:
    """How many distinct moves ``side`` has (what :func:`generate` would list), cheaply."""
    men, kings, ones = pos[2 * side], pos[2 * side + 1], pos[4]
    opp = pos[2 - 2 * side] | pos[3 - 2 * side]
    empty = VALID & ~(men | kings | opp)
    j11, j10, j01, j00 = table
    o1 = opp & ones
    o0 = opp ^ o1
    prey1 = (o1 if j11 else 0) | (o0 if j10 else 0)
    prey0 = (o1 if j01 else 0) | (o0 if j00 else 0)
    if (kings and _kings_can_capture(kings, ones, prey1, prey0, empty)) or \
            _men_can_capture(men, ones, prey1, prey0, empty, side, variant.men_capture_backwards):
        return _count_captures(pos, side, table, variant)
    if side == 0:
        a = (men >> 5) & empty
        b = (men >> 4) & empty
    else:
        a = (men << 5) & empty
        b = (men << 4) & empty
    n = a.bit_count() + b.bit_count()
    if variant.crown_bit_choice:
        n += (a & PROMOTION[side]).bit_count() + (b & PROMOTION[side]).bit_count()
    if kings:
        for d in (5, 4):
            f = (kings >> d) & empty
            while f:
                n += f.bit_count()
                f = (f >> d) & empty
            f = (kings << d) & empty
            while f:
                n += f.bit_count()
                f = (f << d) & empty
    if variant.flips:
        n += (men | kings).bit_count()
    return n


def _count_captures(pos: Position, side: int, table: Table, variant: Variant) -> int:
    routes = capture_routes(pos, side, table, variant)
    promo = PROMOTION[side]
    if not variant.men_capture_backwards and not any(r.king for r in routes):
        n = len(routes)  # a man going forward only never reaches one end two ways
        if variant.crown_bit_choice:
            n += sum(1 for r in routes if r.path[-1] & promo)
        return n
    keys = distinct_captures(routes)
    n = len(keys)
    if variant.crown_bit_choice:
        n += sum(1 for r in keys.values() if not r.king and r.path[-1] & promo)
    return n


# --- generation -----------------------------------------------------------------------------------
def generate(pos: Position, side: int, table: Table, variant: Variant = DEFAULT) -> list[tuple[Move, Position]]:
    """Every legal move of ``side`` with the position it leads to, in a stable order:
    captures (when one is allowed, nothing else is), else steps then flips."""
    routes = capture_routes(pos, side, table, variant) if can_capture(pos, side, table, variant) else []
    if routes:
        out: list[tuple[Move, Position]] = []
        for r in _sorted(routes):
            out.extend(capture_children(pos, side, r, variant))
        return out
    return steps(pos, side, variant) + (flips(pos, side) if variant.flips else [])


def _sorted(routes: list[Route]) -> list[Route]:
    distinct = distinct_captures(routes)
    return [distinct[k] for k in sorted(distinct)] if len(distinct) > 1 else list(distinct.values())


def capture_children(pos: Position, side: int, r: Route, variant: Variant = DEFAULT) -> list[tuple[Move, Position]]:
    """The move(s) of one capture route and their children (two when the owner chooses the
    crowned stone's bit)."""
    men0, kings0, men1, kings1, ones = pos
    start, to, cap = r.start, r.path[-1], r.captured
    bit = ones & start
    keep = ~cap
    men0 &= keep
    kings0 &= keep
    men1 &= keep
    kings1 &= keep
    ones = ones & keep & ~start
    crowns = not r.king and to & PROMOTION[side]
    if side == 0:
        if r.king:
            kings0 = (kings0 ^ start) | to
        elif crowns:
            men0 ^= start
            kings0 |= to
        else:
            men0 = (men0 ^ start) | to
    else:
        if r.king:
            kings1 = (kings1 ^ start) | to
        elif crowns:
            men1 ^= start
            kings1 |= to
        else:
            men1 = (men1 ^ start) | to
    if crowns and variant.crown_bit_choice:
        return [((CAPTURE, start, to, cap, r.path, r.jumped, c), (men0, kings0, men1, kings1, ones | (to if c else 0)))
                for c in (0, 1)]
    return [((CAPTURE, start, to, cap, r.path, r.jumped, NO_CROWN),
             (men0, kings0, men1, kings1, ones | (to if bit else 0)))]


def steps(pos: Position, side: int, variant: Variant = DEFAULT) -> list[tuple[Move, Position]]:
    """Men's steps forward and kings' slides to empty squares (no capture due)."""
    men0, kings0, men1, kings1, ones = pos
    men, kings = (men0, kings0) if side == 0 else (men1, kings1)
    empty = VALID & ~(men0 | kings0 | men1 | kings1)
    promo = PROMOTION[side]
    choice = variant.crown_bit_choice
    out: list[tuple[Move, Position]] = []
    m = men
    while m:
        s = m & -m
        m ^= s
        bit = ones & s
        for d in ((5, 4) if side == 0 else (4, 5)):
            t = (s >> d if side == 0 else s << d) & empty
            if not t:
                continue
            o = (ones ^ s) | t if bit else ones
            if t & promo:
                crowned = ([(c, (ones & ~s) | t if c else ones & ~s) for c in (0, 1)] if choice
                           else [(NO_CROWN, o)])
                for c, oc in crowned:
                    child = ((men0 ^ s, kings0 | t, men1, kings1, oc) if side == 0
                             else (men0, kings0, men1 ^ s, kings1 | t, oc))
                    out.append(((STEP, s, t, c), child))
            else:
                child = ((men0 ^ s | t, kings0, men1, kings1, o) if side == 0
                         else (men0, kings0, men1 ^ s | t, kings1, o))
                out.append(((STEP, s, t, NO_CROWN), child))
    k = kings
    while k:
        s = k & -k
        k ^= s
        bit = ones & s
        for ray in RAYS[s.bit_length() - 1]:
            for t in ray:
                if not t & empty:
                    break
                o = (ones ^ s) | t if bit else ones
                child = ((men0, kings0 ^ s | t, men1, kings1, o) if side == 0
                         else (men0, kings0, men1, kings1 ^ s | t, o))
                out.append(((STEP, s, t, NO_CROWN), child))
    return out


def flips(pos: Position, side: int) -> list[tuple[Move, Position]]:
    """Turning each of ``side``'s stones over (a king's top stone)."""
    men0, kings0, men1, kings1, ones = pos
    own = (men0 | kings0) if side == 0 else (men1 | kings1)
    out = []
    while own:
        s = own & -own
        own ^= s
        out.append(((FLIP, s), (men0, kings0, men1, kings1, ones ^ s)))
    return out


def perft(pos: Position, side: int, depth: int, table: Table, variant: Variant = DEFAULT) -> int:
    """Decision leaves ``depth`` plies down with the operator frozen at ``table``; game-end
    rules do not cut the tree (a side without stones or moves simply has no children)."""
    if depth <= 0:
        return 1
    if depth == 1:
        return count_moves(pos, side, table, variant)
    other = 1 - side
    total = 0
    for _, child in generate(pos, side, table, variant):
        total += perft(child, other, depth - 1, table, variant)
    return total
