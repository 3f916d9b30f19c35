"""A match's throws in the physics, a part of every match: each throw's
flight (or, for a continued game, its dice laid where its record says), and
the dice lying on the table from earlier throws this round, where a game's
dice stay (Spottle's). The match turns a throw's path into a result from its
seeded dice and keeps the record; this part only moves the dice."""

from __future__ import annotations

import random
from typing import Any, Protocol

from game.core.dice import ThrowResult
from game.physics.flight import Steps, ThrowPath, still_path, table_after
from game.physics.gesture import Gesture
from game.services.records import SavedThrow, lying_die


class ThrownMatch(Protocol):
    """What the throws read of their match (``game.services.match.Match``)."""

    @property
    def state(self) -> Any: ...

    @property
    def kind(self) -> Any: ...  # its MatchKind: how the game's dice fly, whether they stay

    @property
    def seed(self) -> int: ...

    @property
    def throws(self) -> int: ...


class TableThrows:
    def __init__(self, match: ThrownMatch):
        self.match = match
        # dice lying on the table from earlier throws this round: (x, y, angle, sides, owner)
        self.resting: list = []
        self._round = None  # the round they lie from

    def path(
        self, request, gesture: Gesture, saved: SavedThrow | None, again: bool
    ) -> Steps[tuple[ThrowPath | None, bool, bool]]:
        """The throw's path, step by step, and whether its dice were placed as recorded (they did not come
        to rest so here) and whether each die's fate was still the record's."""
        match = self.match
        landed, rest = (saved.landed, saved.rest) if saved is not None else (None, None)
        if match.kind.dice_stay and match.state.round != self._round:  # the table is cleared
            self.resting, self._round = [], match.state.round
        placed, fates_kept = False, True
        if landed is not None and not again:
            path = still_path(request.sides, rest, landed.fates, self.resting) if rest is not None else None
        else:
            path = yield from self.flight(request, gesture)
            if landed is not None and not rests_as_recorded(path, landed, rest):
                fates_kept = (
                    path is not None
                    and rest is not None
                    and path.fates == landed.fates
                    and tuple(path.taken_later) == tuple(landed.taken_later)
                )
                path = still_path(request.sides, rest, landed.fates, self.resting) if rest is not None else None
                placed = True
        if path is not None and match.kind.owners is not None:
            path.owners = match.kind.owners(match.state, request)
        return path, placed, fates_kept

    def flight(self, request, gesture: Gesture) -> Steps[ThrowPath | None]:
        """The physics of a throw with this gesture: its path, step by step."""
        match = self.match
        rng = random.Random(f"{match.seed}/throw/{match.throws}")
        return (yield from match.kind.simulate(request, gesture, rng, match.state, self.resting))

    def lie(self, path: ThrowPath | None, table: list | None) -> list | None:
        """The dice lying on the table after a throw (as recorded in ``table``, a continued game's), where
        a game's dice stay; as its record writes them (None where they do not stay)."""
        if not self.match.kind.dice_stay or path is None:
            return None
        self.resting = table_after(path) if table is None else [lying_die(die) for die in table]
        return [
            [x, y, angle, sides, None if owner is None else list(owner)] for x, y, angle, sides, owner in self.resting
        ]


def rests_as_recorded(path: ThrowPath | None, landed: ThrowResult, rest: list | None) -> bool:
    """A throw thrown again came to rest as its record says: each die's fate,
    what was taken later, and where each lay, to a millionth of a pixel."""
    if path is None or rest is None:
        return path is None and rest is None
    if path.fates != landed.fates or tuple(path.taken_later) != tuple(landed.taken_later):
        return False
    lying = path.frames[-1]
    return len(lying) == len(rest) and all(
        abs(a - b) <= 1e-6 for die, recorded in zip(lying, rest) for a, b in zip(die[:3], recorded)
    )
