"""Secret moves (Spelldice's picks), sealed: each seat says only the hash of
its move and a random salt until every seat of the round has, then shows
both; a move that is not the one sealed is caught. Nobody, the host's
machine included, holds another's move before every seal is in."""

from __future__ import annotations

import hashlib
import json
import random
import secrets

from game.core.errors import NOT_A_MOVE
from game.online.messages import one_line

SALT_BYTES = 16


def new_salt() -> str:
    return secrets.token_hex(SALT_BYTES)


def seal(move: object, salt: str) -> str:
    """What a seat says of its secret move (its saved form) before any is shown."""
    said = json.dumps(move, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(f"dice-tavern sealed move {salt} {said}".encode()).hexdigest()


def matches(seal_said: str, move: object, salt: object) -> bool:
    return isinstance(salt, str) and len(salt) <= 4 * SALT_BYTES and seal(move, salt) == seal_said


def secret_choice(match, seat: int, level: str) -> dict:
    """The secret move a computer player of ``level`` makes for ``seat`` (its
    saved form), seeing what that seat sees: the same wherever it is chosen."""
    state = match.state
    movers = state.secret_movers()
    rng = random.Random(f"{match.seed}/ai/{len(state.history) + movers.index(seat)}")
    action = match.kind.choose_action(state.as_secret_mover(seat), seat, level, rng, match.controllers)
    return state.move_forms.to_dict(action)


def secret_problem(match, seat: int, move: object):
    """(the move, None) if the rules take ``move`` as ``seat``'s secret move now; else (None, why not)."""
    state = match.state
    try:
        action = state.move_forms.from_dict(move)
        problem = state.as_secret_mover(seat).problem_with(action)
    except NOT_A_MOVE as error:
        return None, f"that is not a move: {one_line(error)}"
    return (None, problem) if problem else (action, None)


def is_seal(value: object) -> bool:
    return isinstance(value, str) and len(value) == 64 and all(c in "0123456789abcdef" for c in value)
