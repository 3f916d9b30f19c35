"""A ledger filled from simulated matches, for ``shot ledger`` and the tests:
at each table the first seat is a person (who throws standard throws and
decides as a normal computer player would), the others computers of any
level, so the people's dice and records are counted as at the real table."""

from __future__ import annotations

import random
from dataclasses import replace

from game.core import catalogue
from game.services.ledger import Ledger, entry_of
from game.services.match import LEVELS, PERSON, Match

STAND_IN = "normal"  # how the simulated person decides


def play_out(match: Match, max_steps: int = 100_000) -> Match:
    """Play a match to its end, the person seats by the stand-in."""
    for _ in range(max_steps):
        if match.over:
            return match
        seat, request = match.state.turn, match.state.throw_request()
        if request is not None:  # a person throws the standard throw a key press makes
            match.throw(
                match.standard_gesture() if match.controller(request.thrower) == PERSON else match.computer_gesture()
            )
        elif match.controller(seat) == PERSON:
            match.act(match.kind.choose_action(match.state, seat, STAND_IN, match._ai_rng(), match.controllers))
        else:
            match.act(match.computer_action())
    raise RuntimeError(f"a {match.game} match of seed {match.seed} did not end in {max_steps} steps")


def simulated_match(key: str, rng: random.Random, person: str = "Ada") -> Match:
    """A finished match of one game at a table the setup allows, ``person`` in the first seat."""
    definition = catalogue.game(key)
    options = definition.commands.random_options(rng)
    others = [name for name in options.names[1:] if name.lower() != person.lower()]
    others += [f"Guest {k}" for k in range(len(options.names) - 1 - len(others))]
    options = replace(options, names=(person, *others))
    levels = (PERSON,) + tuple(rng.choice(LEVELS) for _ in options.names[1:])
    return play_out(Match(options, levels, rng.randrange(2**32)))


def simulated_ledger(seed: int, matches: int = 4) -> Ledger:
    """``matches`` finished matches of every game, in one ledger."""
    rng = random.Random(seed)
    ledger = Ledger()
    for definition in catalogue.games():
        if definition.playable:
            for _ in range(matches):
                ledger.add(entry_of(simulated_match(definition.key, rng)))
    return ledger
