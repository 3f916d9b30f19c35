"""Anyone can check an online match's record afterwards: that its seed is
the hash of the shares every app committed to, and that every die of every
throw is the one that seed gives."""

from __future__ import annotations

from game.online import fairness, sealed
from game.services.match import Match
from game.services.records import ReplayError


def verdict(data: object, source: str = "the record") -> tuple[bool, str]:
    """(fair, one line saying so or where it is not)."""
    if not isinstance(data, dict):
        return False, f"{source} is not a record of a match (it is not a JSON object)"
    fair = data.get("fairness")
    if not isinstance(fair, dict):
        return False, f"{source} is not a record of a match played online (it keeps no shares)"
    commitments, shares = fair.get("commitments"), fair.get("shares")
    if not (isinstance(commitments, list) and isinstance(shares, list) and len(commitments) == len(shares) > 1):
        return False, f"{source} is damaged: its shares and commitments do not pair up"
    cheat = fairness.unfair_share(commitments, shares)
    if cheat is not None:
        return False, f"not fair: share {cheat + 1} is not the one its app committed to"
    if data.get("seed") != fairness.seed_of(shares):
        return False, "not fair: its seed is not the hash of its shares"
    if data.get("special_die") is not None:  # a Tavern Road special die is never thrown at an online table
        return False, "not fair: it claims a special die, which only the Tavern Road throws"
    if data.get("badge") is not None:  # nor a badge played
        return False, "not fair: it claims a badge, which only the Tavern Road plays"
    unsealed = _unsealed(fair.get("sealed", []), data.get("actions"))
    if unsealed:
        return False, f"not fair: {unsealed}"
    try:
        Match.watched(data, source)  # every throw's dice against the seed's, every move against the rules
    except ReplayError as error:
        return False, f"not fair: {error}"
    throws = len(data.get("throws", []))
    return True, f"fair: the seed is the hash of {len(shares)} shares, and all {throws} throws show its dice"


def _unsealed(rounds: object, actions: object) -> str | None:
    """Where a secret move played is not the one its seat sealed before any was shown, or None."""
    if not isinstance(rounds, list) or not isinstance(actions, list):
        return "its sealed moves are damaged"
    for said in rounds:
        try:
            step, seals, salts = said["step"], said["seals"], said["salts"]
            for k, (seal, salt) in enumerate(zip(seals, salts, strict=True)):
                if salt is not None and not sealed.matches(seal, actions[step + k], salt):
                    return f"the move of step {step + k + 1} is not the one its seat sealed"
        except (KeyError, TypeError, IndexError, ValueError):
            return "its sealed moves are damaged"
    return None
