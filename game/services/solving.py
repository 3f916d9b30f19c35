"""The slow solves a table's computer players and advice read, solved
beside the frame loop and kept in the cache folder (``game.services.solve_store``).

A table starts a ``Preparation``: if every solve its seats need is kept, it is ready
at once (reading them costs milliseconds); otherwise it runs ``python -m game
solve`` in a process of its own, which solves and keeps them, and the table
lets its computer players think until that process is done. A process rather
than a thread: a thread solving in Python holds the interpreter's lock, and
every GL call of the frame then waits its turn (frames of a second and more,
measured).
"""

from __future__ import annotations

import json
import subprocess

from game.core import catalogue, kept_solves
from game.core.kept_solves import NotKept, only_kept
from game.services.match import Match
from game.services.solve_store import solve_command


def prepare(request: object) -> None:
    """Solve and keep what a table reads: ``request`` names its game, options
    and seats (``python -m game solve`` reads it from its input, in a
    process of its own). ValueError for a request that names no table."""
    if not isinstance(request, dict) or not isinstance(request.get("options"), dict):
        raise ValueError("a solve request is a game, its options and its seats")
    definition = catalogue.find(request.get("game"))
    if definition is None or not definition.playable:
        raise ValueError(f"no game called {request.get('game')!r}")
    try:
        options = definition.play.rules.Options.from_dict(request["options"])
        seats = tuple(str(seat) for seat in request.get("seats", ()))
    except (KeyError, TypeError, ValueError) as error:
        raise ValueError(f"the request's options do not make a table ({error})") from None
    if definition.play.prepare is not None:
        definition.play.prepare(options, seats)


class Preparation:
    """A table's solves: ``ready()`` once every one its seats and advice read
    is kept (or, where nothing can be kept, at once: they are solved when
    first read)."""

    def __init__(self, match: Match):
        self.process: subprocess.Popen | None = None
        prepare_table = match.kind.prepare
        if prepare_table is None or kept_solves.current_store() is None:
            return
        try:
            with only_kept():
                prepare_table(match.state.options, match.controllers)
            return
        except NotKept:
            pass
        request = {"game": match.game, "options": match.state.options.to_dict(), "seats": list(match.controllers)}
        try:
            self.process = subprocess.Popen(
                solve_command(), stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
            )
            sent = self.process.stdin  # a pipe, as asked for above
            assert sent is not None
            sent.write(json.dumps(request).encode())
            sent.close()
        except OSError:  # no process to be had: solved when first read, as before
            self.process = None

    def ready(self) -> bool:
        return self.process is None or self.process.poll() is not None
