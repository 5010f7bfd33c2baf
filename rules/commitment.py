"""Sealed commitments: a computer shows that it fixed its secret choice before seeing yours.

Before a simultaneous round the computer publishes ``seal(choice, salt)``, the SHA-256 of its
choice's text and a random salt; at the reveal it shows the choice and the salt, and anyone can
recompute the digest (``printf '%s' 'B2:SALT' | sha256sum``). The salt keeps the digest from
being looked up in a table of the 25 possible squares.

The same seal serves play across computers (:mod:`rules.network.fair`), with a 32-byte salt:
one scheme, whoever checks it.
"""
from __future__ import annotations

import hashlib
import secrets


def new_salt(nbytes: int = 32) -> str:
    """A fresh random salt of ``nbytes`` bytes (256 bits, as the network's openings require),
    as lowercase hex."""
    return secrets.token_hex(nbytes)


def seal(choice: str, salt: str) -> str:
    """The hex SHA-256 of ``"<choice>:<salt>"`` (UTF-8)."""
    return hashlib.sha256(f"{choice}:{salt}".encode("utf-8")).hexdigest()


def opens(digest: str, choice: str, salt: str) -> bool:
    """Whether ``digest`` was made from this choice and salt."""
    return secrets.compare_digest(digest, seal(choice, salt))
