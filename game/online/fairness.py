"""Dice no machine chose: each app draws a random share, says only its hash
(its commitment) until every commitment is in, then shows the share; the
match's seed is the hash of every share in seat order. A share that does not
match its commitment is caught, and anyone can check a match's record
afterwards (``verify``): its seed from its shares, each throw's dice from
its seed."""

from __future__ import annotations

import hashlib
import secrets

SHARE_BYTES = 32


def new_share() -> str:
    return secrets.token_hex(SHARE_BYTES)


def commitment(share: str) -> str:
    """What an app says of its share before any share is shown."""
    return hashlib.sha256(f"dice-tavern share {share}".encode()).hexdigest()


def is_share(value: object) -> bool:
    return isinstance(value, str) and len(value) == 2 * SHARE_BYTES and all(c in "0123456789abcdef" for c in value)


def is_commitment(value: object) -> bool:
    """A commitment as ``commitment`` writes it (a SHA-256 in hex, as long as a share): nothing larger is passed on."""
    return is_share(value)


def seed_of(shares: list[str]) -> int:
    """The match's seed: the hash of every share, in order, as a whole number (63 bits)."""
    digest = hashlib.sha256("/".join(shares).encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def unfair_share(commitments: list[str], shares: list[str]) -> int | None:
    """The first app whose share is not the one it committed to, or None."""
    for k, (said, share) in enumerate(zip(commitments, shares)):
        if not is_share(share) or commitment(share) != said:
            return k
    return None
