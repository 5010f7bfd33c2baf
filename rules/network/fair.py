"""Fair play between two apps that trust nothing of each other: commitments and coin flips.

**Secret choices** (a simultaneous round of Wild Cats, a set-up in Programmer's Checkers): each
side sends :func:`rules.commitment.seal` of its choice's text and a fresh 32-byte salt first,
and opens (choice and salt) only after the other's commitment arrived. Whoever opens first
has already seen only a digest, so neither side can choose after seeing the other's choice;
the salt keeps the digest from being looked up in a table of the few possible choices, and a
salt of exactly 64 hex digits keeps ``"<choice>:<salt>"`` unambiguous (a choice cannot move
a colon into the salt).

**Chance draws** (the next operator tile): a joint coin flip. Each side commits to a fresh
256-bit random number the same way, then both open; the draw is a function of *both*
numbers (:func:`joint_draw`): SHA-256 over the two, seat 0's first, seeds a rejection
sampler over the outcomes' exact integer weights. As long as one side's number is random and
was fixed before it saw the other's, the draw is uniform by the weights: neither side can
choose it, and neither knows it before both numbers are open.

:class:`Exchange` holds one such commit-then-open exchange and refuses every step out of
order (an opening before the commitment, a second commitment, our opening before theirs
committed); :func:`check_opening` raises :class:`~rules.network.errors.OpeningMismatch`
naming the ply when an opening does not reproduce its commitment.
"""
from __future__ import annotations

import hashlib
import math
import secrets
from collections.abc import Sequence
from fractions import Fraction
from typing import Any, TypeVar

from rules import commitment
from rules.network.errors import OpeningMismatch, ProtocolError
from rules.network.messages import HEX256

SALT_BYTES = 32
"""Salts on the network are 32 bytes (64 hex digits), the size of the digest."""
NUMBER_BYTES = 32
"""A coin flip's random number: 256 bits."""
MAX_DENOMINATOR = 10**9
"""Probabilities are read as fractions with at most this denominator (a pile of tiles gives
``count/total`` with a total under 100; the rules' floats come back exact)."""
SEED_DOMAIN = b"ludoteca coin flip v1\n"
"""Prefixed to the two numbers before hashing, so the seed means this draw and nothing else."""
MAX_REJECTIONS = 64
"""Rejection sampling over 256-bit blocks refuses a block with probability below
``total weight / 2**256``; 64 refusals in a row do not happen (and would raise)."""

M = TypeVar("M")


def new_secret() -> str:
    """A fresh 256-bit random number as 64 lowercase hex digits (a coin flip's number)."""
    return secrets.token_hex(NUMBER_BYTES)


def check_opening(ply: int, what: str, digest: str, secret: str, salt: str) -> None:
    """Raise :class:`OpeningMismatch` unless ``secret`` and ``salt`` reproduce ``digest``.

    ``what`` names the secret in the message ("choice", "coin number"). A salt that is not 64
    hex digits is refused too (it could shift text between choice and salt)."""
    if not HEX256.fullmatch(digest):
        raise ProtocolError(f"ply {ply}: the commitment {digest[:80]!r} is not a SHA-256 digest in hex")
    if not HEX256.fullmatch(salt):
        raise OpeningMismatch(ply, what, digest, "nothing", f"the salt {salt[:80]!r} is not 64 hex digits")
    if not commitment.opens(digest, secret, salt):
        raise OpeningMismatch(ply, what, digest, commitment.seal(secret, salt),
                              f"the {what} opened was {secret[:80]!r}")


class Exchange:
    """One commit-then-open exchange of secrets at one ply, seen from one side.

    1. ``my_commitment`` is sent at once (the digest of our secret and a fresh salt);
    2. :meth:`receive_commitment` takes theirs;
    3. :meth:`my_opening` gives our secret and salt to send, and refuses while theirs has not
       been committed (opening first would show our choice to a side still free to choose);
    4. :meth:`receive_opening` checks theirs against their commitment.

    Every step out of order raises :class:`ProtocolError` (when the other side caused it) or
    ``RuntimeError`` (when this side's code did)."""

    def __init__(self, ply: int, secret: str, what: str = "choice") -> None:
        self.ply, self.what, self.secret = ply, what, secret
        self.salt = commitment.new_salt(SALT_BYTES)
        self.my_commitment = commitment.seal(secret, self.salt)
        self.their_commitment: str | None = None
        self.their_secret: str | None = None
        self.opened = False

    @classmethod
    def coin(cls, ply: int) -> "Exchange":
        """The exchange of a chance draw: our secret is a fresh 256-bit number."""
        return cls(ply, new_secret(), "coin number")

    def receive_commitment(self, digest: str) -> None:
        if self.their_commitment is not None:
            raise ProtocolError(f"ply {self.ply}: a second commitment for the same {self.what}")
        if not HEX256.fullmatch(digest):
            raise ProtocolError(f"ply {self.ply}: the commitment is not a SHA-256 digest in hex")
        self.their_commitment = digest

    def my_opening(self) -> tuple[str, str]:
        """Our secret and salt, to send now; only once their commitment is here."""
        if self.their_commitment is None:
            raise RuntimeError(f"ply {self.ply}: opening before the other side has committed would let it choose")
        self.opened = True
        return self.secret, self.salt

    def receive_opening(self, secret: str, salt: str) -> str:
        """Check their opening against their commitment; returns their secret."""
        if self.their_commitment is None:
            raise ProtocolError(f"ply {self.ply}: an opening of a {self.what} that was never committed")
        if self.their_secret is not None:
            raise ProtocolError(f"ply {self.ply}: a second opening of the same {self.what}")
        if self.what == "coin number" and not HEX256.fullmatch(secret):
            raise ProtocolError(f"ply {self.ply}: the coin number is not 256 bits in hex")
        check_opening(self.ply, self.what, self.their_commitment, secret, salt)
        self.their_secret = secret
        return secret

    @property
    def done(self) -> bool:
        """Both secrets are known (ours sent, theirs received and checked)."""
        return self.opened and self.their_secret is not None


def integer_weights(probabilities: Sequence[float | Fraction]) -> list[int]:
    """The probabilities as exact integer weights with the same ratios (``1/3, 2/3`` → ``1, 2``).

    Each float is read as the nearest fraction with a denominator of at most
    :data:`MAX_DENOMINATOR` (both apps get the same floats from the same rules, so the same
    weights); zero weights stay (an outcome that cannot happen), negative or non-finite ones
    are refused."""
    fractions = []
    for p in probabilities:
        if isinstance(p, float) and not math.isfinite(p):
            raise ValueError(f"the probability {p} is not a number")
        fraction = Fraction(p).limit_denominator(MAX_DENOMINATOR)
        if fraction < 0:
            raise ValueError(f"the probability {p} is negative")
        fractions.append(fraction)
    denominator = math.lcm(*(f.denominator for f in fractions)) if fractions else 1
    weights = [int(f * denominator) for f in fractions]
    divisor = math.gcd(*weights)
    if divisor == 0:
        raise ValueError("no outcome has a chance")
    return [w // divisor for w in weights]


def joint_seed(number0: str, number1: str) -> bytes:
    """SHA-256 of both seats' numbers (seat 0's first): the seed of one joint draw."""
    for number in (number0, number1):
        if not HEX256.fullmatch(number):
            raise ValueError(f"{number[:80]!r} is not a 256-bit number in hex")
    return hashlib.sha256(SEED_DOMAIN + bytes.fromhex(number0) + bytes.fromhex(number1)).digest()


def uniform_below(seed: bytes, total: int) -> int:
    """A uniform integer in ``[0, total)`` from ``seed``: SHA-256 blocks ``seed‖i`` read as
    256-bit integers, the ones past the last whole multiple of ``total`` refused."""
    if not 0 < total < 2**256:
        raise ValueError(f"cannot draw below {total}")
    limit = (2**256 // total) * total
    for counter in range(MAX_REJECTIONS):
        block = int.from_bytes(hashlib.sha256(seed + counter.to_bytes(4, "big")).digest(), "big")
        if block < limit:
            return block % total
    raise RuntimeError("rejection sampling refused 64 blocks in a row")  # pragma: no cover - p < 2**-16000


def joint_draw(outcomes: Sequence[tuple[M, Any]], number0: str, number1: str) -> M:
    """The outcome the two numbers draw from ``State.chance_outcomes()``'s ``(move,
    probability)`` pairs, by the probabilities' exact integer weights; the same on both sides."""
    if not outcomes:
        raise ValueError("there is nothing to draw")
    weights = integer_weights([p for _, p in outcomes])
    point = uniform_below(joint_seed(number0, number1), sum(weights))
    for (move, _), weight in zip(outcomes, weights, strict=True):
        if point < weight:
            return move
        point -= weight
    raise AssertionError("unreachable: the point is below the total weight")  # pragma: no cover
