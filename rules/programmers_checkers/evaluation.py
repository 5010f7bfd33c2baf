"""The static evaluation of a quiet position, in men, for the side to move.

What it knows, all on bitboards (see :mod:`.board`):

* material: a man is 1, a flying king :data:`KING` (about three men);
* immunity: stones no enemy stone can take under the active operator (and, less, under the
  next one) whatever its bit (AND: a 0; NOR: a 1), or whatever bit the enemy now shows;
* the flip tempo: the side to move has one action to answer threats; every enemy capture it
  cannot answer (a second stone attacked, "en prise") is likely lost;
* men free to advance (an empty square ahead) and how far they have advanced, which grows in
  the ending, men about to crown, and a guard on the back row while the opponent has men;
* the fortress: under AND a side whose stones all show 0 cannot be taken and cannot take, so
  no capture ever happens again and the game is a draw unless that side gives it up (NOR:
  all 1). A fortress-holder's deficit is worth next to nothing (:data:`LOCKED`); its lead
  only half. A side behind that is a flip or two from its fortress nearly has it
  (:data:`NEAR_LOCK`): the leader must force a capture (one changes the tile) before, by a
  lure if need be (a stone the enemy must take), or not enter such a position at all;
* the hunt in a won ending (:func:`_mopup`): the leader's kings close in on the enemy's
  stones, an enemy man about to crown counts as a king (so blocking its crowning square is
  worth nothing), and an enemy whose every stone is an edge man walled in by the leader, or
  that can only flip while no capture can ever come (:func:`standoff`), leaves the lead worth
  little until the leader lets it out; the leader's stones bear on enemy stones that one
  wrong bit would lose (:func:`pressed`), which a defender that slips does lose;
* the quiet-move count: the closer the 80-ply rule, the nearer every value is to the draw,
  so the side ahead prefers captures and men's moves (no endless flips).
"""
from __future__ import annotations

from rules.programmers_checkers.board import MASK_OF, VALID, coords, singles
from rules.programmers_checkers.movegen import TABLES, Position, Table

KING = 3.0
ADVANCE = (0.02, 0.05)
"""Per row advanced by a man: (with many stones on the board, in the ending)."""
FREE = 0.03
BACK_GUARD = 0.08
IMMUNE_ACTIVE = 0.12
IMMUNE_NEXT = 0.05
IMMUNE_ENDING = 3.0
"""In the ending a stone the enemy's bits cannot take is much harder to win: the weights grow."""
HANGING = 0.35
"""Per attacked stone beyond the first the side to move can answer."""
THREATENED = 0.08
CROWNING = (0.45, 0.15)
"""A man one row (two rows) from crowning with a free square ahead: nearly a king soon."""
ENDING = 10
"""At most this many stones on the board: the ending weights apply."""
LOCKED = 0.05
"""What is left of the lead against a fortress (no capture can happen unless its holder
gives it up, which a careless player may do): a tie-break, not a hope. In the hunt each stone
also keeps :data:`KEEP` of its worth."""
NEAR_LOCK = (0.15, 0.4, 0.7)
"""Under AND (NOR) the side behind locks the game by showing 0 (1) on every stone, one flip
per turn: the lead is worth this share when it is that many flips from the lock (its own
move counted), fully from three on. See :func:`evaluate`."""
MOPUP_LEAD = 2.5
"""In the ending a lead of this many men (kings 3) makes the leader hunt: see :func:`_mopup`."""
MOPUP_NEAR = 0.02
"""Per square a leader's king is nearer than seven to the nearest enemy stone."""
FROZEN = 0.2
"""The lead's share when every enemy stone is a frozen edge man (see :func:`_mopup`) or in a
:func:`standoff`."""
STUCK = 0.3
"""The lead's share when the side behind is :func:`stuck` and the leader, without a king,
has no stone in contact to jump whatever the bits: nothing can happen but what the leader's
men do, and walled in like this they cannot reach a capture (see :func:`evaluate`)."""
KEEP = 0.1
"""In the hunt (see :data:`MOPUP_LEAD`), the share of each stone's worth (a man 1, a king its
material weight) that still counts where a fortress, the nearness of a lock, a wall or a
standoff shrinks the lead. Shrunk whole, a lead made a stone given away nearly free: the
Expert gave kings away for a new next tile and drew endings it led by twelve."""
PRESSURE = 0.1
"""In the hunt (see :data:`MOPUP_LEAD`), per enemy stone a stone of the leader's bears on
(:func:`pressed`): a jumper in line with a square to land on, showing a bit that takes the
stone the moment it shows the wrong one. A defender that keeps every such bit right holds
(a minimax search sees nothing gained), one that slips loses the stone: without it the
Expert, four kings against three stones under AND, stood its kings on the landing squares
and drew a random defender by the 80-ply rule (docs/programmers-checkers.md)."""
ANY_BITS: Table = (1, 1, 1, 1)
"""A truth table allowing every capture: where jumps are possible whatever the bits."""

_ROWS = tuple(sum(MASK_OF[n] for n in range(1, 33) if coords(n)[1] == rank) for rank in range(1, 9))
# rows advanced, summed as the number of cumulative masks a man lies in: White's man on rank r
# is in the masks "rank >= 2" .. "rank >= r", i.e. r - 1 of them (Black: mirrored)
ADVANCED = (tuple(sum(_ROWS[k:8]) for k in range(1, 7)), tuple(sum(_ROWS[0:8 - k]) for k in range(1, 7)))
BACK_ROW = (_ROWS[0], _ROWS[7])
_FILES = tuple(sum(MASK_OF[n] for n in range(1, 33) if coords(n)[0] == f) for f in range(8))
EDGE = _ROWS[0] | _ROWS[7] | _FILES[0] | _FILES[7]
"""Squares no jump can pass over (nothing lies beyond them): a stone there cannot be taken."""
_BIT_SQUARES = tuple((MASK_OF[n], coords(n)) for n in range(1, 33))
DISTANCE = {a: {b: max(abs(fa - fb), abs(ra - rb)) for b, (fb, rb) in _BIT_SQUARES} for a, (fa, ra) in _BIT_SQUARES}
"""King steps between two squares on an empty board (a bit mask to a bit mask)."""
NEAR_CROWN = ((_ROWS[6], _ROWS[5]), (_ROWS[1], _ROWS[2]))
"""Each seat's rows one and two steps before its far row."""


def _safety(table: Table, has1: bool, has0: bool) -> tuple[bool, bool]:
    """(a 1 is safe, a 0 is safe) from an enemy that shows 1 (``has1``) and/or 0 (``has0``):
    no bit the enemy shows, and for AND/NOR no bit at all, lets a jumper take it."""
    j11, j10, j01, j00 = table
    hard1, hard0 = not j11 and not j01, not j10 and not j00
    return (hard1 or not ((has1 and j11) or (has0 and j01)), hard0 or not ((has1 and j10) or (has0 and j00)))


SAFETY = {op: {(h1, h0): _safety(t, h1, h0) for h1 in (False, True) for h0 in (False, True)}
          for op, t in TABLES.items()}
PRESSING = {op: (t[0] | t[1], t[0] | t[1], t[2] | t[3], t[2] | t[3]) for op, t in TABLES.items()}
"""Per operator, the truth table of a jumper whatever its prey shows: what :func:`pressed` asks."""


def attacked(att_men: int, att_kings: int, att_side: int, prey_board: int, ones: int, table: Table,
             empty: int, backwards: bool = False) -> int:
    """The stones of ``prey_board`` the attacker could capture if it moved now (first jumps)."""
    j11, j10, j01, j00 = table
    p1 = prey_board & ones
    p0 = prey_board ^ p1
    prey1 = (p1 if j11 else 0) | (p0 if j10 else 0)   # for a jumper showing 1
    prey0 = (p1 if j01 else 0) | (p0 if j00 else 0)
    if not (prey1 | prey0):
        return 0
    a1 = att_men & ones
    a0 = att_men ^ a1
    hit = 0
    if att_side == 0 or backwards:
        hit |= (((a1 >> 5) & prey1) | ((a0 >> 5) & prey0)) & (empty << 5)
        hit |= (((a1 >> 4) & prey1) | ((a0 >> 4) & prey0)) & (empty << 4)
    if att_side == 1 or backwards:
        hit |= (((a1 << 5) & prey1) | ((a0 << 5) & prey0)) & (empty >> 5)
        hit |= (((a1 << 4) & prey1) | ((a0 << 4) & prey0)) & (empty >> 4)
    if att_kings:
        for group, prey in ((att_kings & ones, prey1), (att_kings & ~ones & VALID, prey0)):
            if not group or not prey:
                continue
            for d in (5, 4):
                reach = f = group
                while f:
                    f = (f >> d) & empty
                    reach |= f
                hit |= (reach >> d) & prey & (empty << d)
                reach = f = group
                while f:
                    f = (f << d) & empty
                    reach |= f
                hit |= (reach << d) & prey & (empty >> d)
    return hit


def evaluate(pos: Position, side: int, active: str, nxt: str | None, quiet: int = 0,
             move_limit: int | None = 80, backwards: bool = False, tiles: bool = True,
             kings: tuple[float, float] = (KING, KING)) -> float:
    """The value of a position where ``side`` is to move and has no capture, in men.

    ``kings`` is what each seat's kings count in the material (a level may count its own
    below the other's: ``engine.LevelSpec.own_king``); the rest of the evaluation (the hunt's
    lead, the threats) counts :data:`KING`.

    ``tiles=False`` is a beginner's view: stones and men's progress only, nothing of what the
    operators make of the bits (immunity, threats, the fortress): the weaker levels use it."""
    men0, kings0, men1, kings1, ones = pos
    own0, own1 = men0 | kings0, men1 | kings1
    empty = VALID & ~(own0 | own1)
    ending = own0.bit_count() + own1.bit_count() <= ENDING
    adv = ADVANCE[ending]
    s0 = men0.bit_count() + kings[0] * kings0.bit_count()
    s1 = men1.bit_count() + kings[1] * kings1.bit_count()
    if men0:
        a = 0
        for mask in ADVANCED[0]:
            a += (men0 & mask).bit_count()
        free = (((empty << 5) | (empty << 4)) & men0)  # men with an empty square ahead
        s0 += adv * a + FREE * ((((men0 >> 5) | (men0 >> 4)) & empty).bit_count()) + \
            CROWNING[0] * (free & NEAR_CROWN[0][0]).bit_count() + CROWNING[1] * (free & NEAR_CROWN[0][1]).bit_count()
        if men1 and not ending:
            s0 += BACK_GUARD * (men0 & BACK_ROW[0]).bit_count()
    if men1:
        a = 0
        for mask in ADVANCED[1]:
            a += (men1 & mask).bit_count()
        free = (((empty >> 5) | (empty >> 4)) & men1)
        s1 += adv * a + FREE * ((((men1 << 5) | (men1 << 4)) & empty).bit_count()) + \
            CROWNING[0] * (free & NEAR_CROWN[1][0]).bit_count() + CROWNING[1] * (free & NEAR_CROWN[1][1]).bit_count()
        if men0 and not ending:
            s1 += BACK_GUARD * (men1 & BACK_ROW[1]).bit_count()
    if not tiles:
        value = s0 - s1 if side == 0 else s1 - s0
        return value * (1.0 - 0.6 * min(quiet, move_limit) / move_limit) if move_limit else value
    mopup = None
    if ending:
        lead = (men0.bit_count() - men1.bit_count()) + KING * (kings0.bit_count() - kings1.bit_count())
        if abs(lead) >= MOPUP_LEAD:
            leader = 0 if lead > 0 else 1
            mopup = _mopup(pos, leader, empty)
            if leader == 0:
                s1 += mopup[2]
            else:
                s0 += mopup[2]
    w1, b1 = own0 & ones, own1 & ones
    w0, b0 = own0 ^ w1, own1 ^ b1
    nw1, nw0, nb1, nb0 = w1.bit_count(), w0.bit_count(), b1.bit_count(), b0.bit_count()
    scale = IMMUNE_ENDING if ending else 1.0
    for op, weight in ((active, IMMUNE_ACTIVE * scale), (nxt, IMMUNE_NEXT * scale)):
        if op is None:
            continue
        safety = SAFETY[op]
        safe1, safe0 = safety[(nb1 > 0, nb0 > 0)]
        s0 += weight * ((nw1 if safe1 else 0) + (nw0 if safe0 else 0))
        safe1, safe0 = safety[(nw1 > 0, nw0 > 0)]
        s1 += weight * ((nb1 if safe1 else 0) + (nb0 if safe0 else 0))
    # the side to move answers one threat per action (a flip or a step); the rest are lost
    other = 1 - side
    hit = attacked(pos[2 * other], pos[2 * other + 1], other, own1 if other == 0 else own0, ones,
                   TABLES[active], empty, backwards)
    value = s0 - s1 if side == 0 else s1 - s0
    if hit:
        count = hit.bit_count()
        kings_hit = (hit & pos[2 * side + 1]).bit_count()
        value -= THREATENED * count + HANGING * max(0, count - 1) * (1 + (KING - 1) * (kings_hit > 1))
    before = value
    # the fortress: no capture can ever happen while it stands
    if active == "AND" or active == "NOR":
        lock = _fortress(active, own0, own1, ones)
        if lock == 2:
            value *= LOCKED
        elif lock is not None:
            holder_value = value if lock == side else -value
            holder_value = 0.5 * holder_value if holder_value > 0 else LOCKED * holder_value
            value = holder_value if lock == side else -holder_value
        else:
            # nearly a fortress: the side behind needs one flip per stone still showing the
            # bit the operator needs; a lead that cannot force a capture before is a draw
            behind = side if value < 0 else other
            key = ones if active == "AND" else VALID & ~ones
            flips = ((own0 if behind == 0 else own1) & key).bit_count() - (behind == side)
            if flips < len(NEAR_LOCK):
                value *= NEAR_LOCK[max(flips, 0)]
    if value and not (kings0 if (value > 0) == (side == 0) else kings1):
        # the side behind can only flip and the leader's men cannot reach a capture: the
        # lead is real only if the leader opens the position again (see STUCK)
        ahead = side if value > 0 else other
        if stuck(pos, 1 - ahead, backwards) and not attacked(
                pos[2 * ahead], 0, ahead, own1 if ahead == 0 else own0, ones, ANY_BITS, empty, backwards):
            value *= STUCK
    if mopup is not None and (mopup[1] or standoff(pos, leader, active, empty, backwards)):
        value *= FROZEN
    if mopup is not None and value != before and before:
        # the shares above say the lead cannot be forced home; still, a stone kept is one the
        # enemy can lose by a slip, and a stone given away is gone: material keeps KEEP
        material = (men0.bit_count() + kings[0] * kings0.bit_count()) - (
            men1.bit_count() + kings[1] * kings1.bit_count())
        value += KEEP * (1.0 - value / before) * (material if side == 0 else -material)
    if mopup is not None:
        # the hunt's gradient stays whole: also in a fortress the leader waits where a flip
        # of the enemy's can be punished at once
        hunt = mopup[0] + PRESSURE * pressed(pos, leader, active, empty, backwards).bit_count()
        value += hunt if leader == side else -hunt
    if move_limit:
        value *= 1.0 - 0.6 * min(quiet, move_limit) / move_limit
    return value


def stuck(pos: Position, side: int, backwards: bool = False) -> bool:
    """Whether ``side`` can only flip, whatever the bits: no man's step, no king's slide and
    no stone in contact with an enemy stone it could jump under some operator. Flips change
    only bits, so a position where both sides are stuck stays so: nothing but flips until
    the 80-ply rule or a repetition draws it."""
    men0, kings0, men1, kings1, ones = pos
    empty = VALID & ~(men0 | kings0 | men1 | kings1)
    if side == 0:
        men, kings, prey = men0, kings0, men1 | kings1
        steps = ((men >> 5) | (men >> 4)) & empty
    else:
        men, kings, prey = men1, kings1, men0 | kings0
        steps = ((men << 5) | (men << 4)) & empty
    if steps or ((kings >> 5) | (kings >> 4) | (kings << 5) | (kings << 4)) & empty:
        return False
    return not attacked(men, kings, side, prey, ones, ANY_BITS, empty, backwards)


def standoff(pos: Position, leader: int, active: str, empty: int, backwards: bool = False) -> bool:
    """Whether the leader, with a king, faces an enemy it can never take while the position
    stands: the enemy can only flip (:func:`stuck`), the leader's men cannot step, and at most
    one enemy stone could ever be jumped whatever the bits (a line through it with a square
    beyond to land on and, on the near side, a square a king could come to or a man of the
    leader's that jumps that way) — and if one, the active operator lets it show a bit no
    jumper can take (AND: 0, NOR: 1), or (XOR, EQ) a single line leads over it, so that one
    jumper at a time threatens it and a flip answers each threat. No capture means no new
    tile, so only the leader can change it, by letting the enemy move (stepping off a crowning
    square, say): the lead counts as :data:`FROZEN` until it does."""
    men, kings = pos[2 * leader], pos[2 * leader + 1]
    if not kings:
        return False
    steps = ((men >> 5) | (men >> 4)) if leader == 0 else ((men << 5) | (men << 4))
    if steps & empty or not stuck(pos, 1 - leader, backwards):
        return False
    prey = pos[2 - 2 * leader] | pos[3 - 2 * leader]
    reachable = attacked(men, kings | empty, leader, prey, pos[4], ANY_BITS, empty, backwards)
    if not reachable:
        return True
    if reachable.bit_count() > 1:
        return False
    j11, j10, j01, j00 = TABLES[active]
    if (not j11 and not j01) or (not j10 and not j00):
        return True  # a bit no jumper's bit can take: the stone shows it and is safe
    if (j11 and j10) or (j01 and j00):
        return False  # a jumper showing this bit takes either: no flip answers it
    lines = 0
    for d in (4, 5):
        for down in (True, False):  # a jump towards lower bits (>>, White's forward) or higher
            landing = reachable >> d if down else reachable << d
            near = reachable << d if down else reachable >> d
            jumpers = empty | kings | (men if backwards or down == (leader == 0) else 0)
            if landing & empty and near & jumpers:
                lines += 1
    return lines == 1


def frozen(pos: Position, backwards: bool = False) -> bool:
    """Both sides :func:`stuck`: a drawn position (only flips remain, forever)."""
    return stuck(pos, 0, backwards) and stuck(pos, 1, backwards)


def _fortress(active: str, own0: int, own1: int, ones: int) -> int | None:
    """The seat holding a fortress under the active operator (2: both), else None."""
    if active == "AND":
        locked = [not (own0 & ones), not (own1 & ones)]
    elif active == "NOR":
        locked = [not (own0 & ~ones), not (own1 & ~ones)]
    else:
        return None
    if locked[0] and locked[1]:
        return 2
    if locked[0]:
        return 0
    if locked[1]:
        return 1
    return None


def _mopup(pos: Position, leader: int, empty: int) -> tuple[float, bool, float]:
    """The hunt in a won ending: (the leader's bonus, whether the enemy is frozen, what the
    enemy's men about to crown add).

    A lead converts only by captures, and captures need contact: each of the leader's kings
    gains :data:`MOPUP_NEAR` per square it is nearer than seven to the nearest enemy stone,
    so the search brings them to where a capture or a lure (a stone the enemy must take,
    retaken under the next operator) can happen.

    Frozen: every enemy stone is a man on an edge square (nothing can jump it) that can
    neither step nor jump forward, walled in by the board's edge and the leader's stones
    (a man one row from crowning in front of a blocker on the far row, say). It flips
    forever and is never taken: nothing happens until the leader steps aside and lets it go
    (and crown), so the lead is worth only :data:`FROZEN` while the wall stands.

    An enemy man one row from crowning counts as the king it will be when nothing stops it
    or when it stands on an edge square (blocked there, it is walled in): the leader wins by
    catching stones, not by keeping them men, so it gains nothing by walling an edge man in
    or by letting a crowning wait until just beyond its horizon. A man blocked inside the
    board stays a man: it can still be taken."""
    kings = pos[2 * leader + 1]
    men_d, kings_d = pos[2 - 2 * leader], pos[3 - 2 * leader]
    prey = men_d | kings_d
    targets = singles(prey)
    bonus = 0.0
    for s in singles(kings):
        row = DISTANCE[s]
        bonus += MOPUP_NEAR * (7 - min((row[q] for q in targets), default=7))
    frozen = not kings_d and bool(men_d) and not (men_d & ~EDGE)
    if frozen:
        mine = pos[2 * leader] | kings
        for d in (-5, -4) if leader == 1 else (4, 5):
            ahead = _shift(men_d, d) & VALID
            if ahead & empty:
                frozen = False
                break
            if _shift(ahead & mine, d) & VALID & empty:
                frozen = False  # a man of the leader's to jump: a lure is possible
                break
    enemy = 1 - leader
    near = men_d & NEAR_CROWN[enemy][0]
    crowning = 0.0
    if near:
        ahead = ((empty << 5) | (empty << 4)) if enemy == 0 else ((empty >> 5) | (empty >> 4))
        free = near & ahead
        crowning = (KING - 1.0) * (free | (near & EDGE)).bit_count() - CROWNING[0] * free.bit_count()
    return bonus, frozen, crowning


def pressed(pos: Position, leader: int, active: str, empty: int, backwards: bool = False) -> int:
    """The enemy stones the leader's stones bear on under the active operator: each would be
    taken now, were it the leader's move, if it showed the bit the jumper needs (the
    jumpers' own bits as they are). Only the enemy's right bit on each, kept up every turn,
    holds them."""
    enemy = pos[2 - 2 * leader] | pos[3 - 2 * leader]
    return attacked(pos[2 * leader], pos[2 * leader + 1], leader, enemy, pos[4], PRESSING[active], empty, backwards)


def _shift(board: int, d: int) -> int:
    return board >> -d if d < 0 else board << d


def locked(pos: Position) -> int:
    """The men of either side locked head-on: no empty square ahead, an enemy stone on one of
    those squares. Flips answer every threat, so no side is ever forced to step into an
    exchange: a position full of such men stays as it is, only flips, until the 80-ply rule
    draws it. Locks form early (twenty to fifty plies in), far beyond the search's horizon,
    which sees the draw only when it comes (see ``engine.LevelSpec.jam``)."""
    men0, kings0, men1, kings1, _ = pos
    own0, own1 = men0 | kings0, men1 | kings1
    empty = VALID & ~(own0 | own1)
    lock0 = men0 & ~((empty << 5) | (empty << 4)) & ((own1 << 5) | (own1 << 4))
    lock1 = men1 & ~((empty >> 5) | (empty >> 4)) & ((own0 >> 5) | (own0 >> 4))
    return lock0.bit_count() + lock1.bit_count()
