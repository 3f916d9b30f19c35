"""Dice shared by every game: what a game asks for, and what a throw answers."""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum


class Fate(str, Enum):
    """Where a thrown die ended up, as the physics (or a stand-in) decided."""

    KEPT = "kept"  # came to rest where it counts
    OUT = "out"  # left the bowl: in Death's Will, a piss
    SWALLOWED = "swallowed"  # taken by the toad


# What may befall a die thrown at each place, unless a request narrows it:
# a bowl's dice may leave it, the toad may swallow a die that comes to rest
# near it; a tray's and a jaw's dice stay.
PLACE_FATES = {"bowl": (Fate.KEPT, Fate.OUT), "toad": (Fate.KEPT, Fate.SWALLOWED)}


def dice_count(n: int) -> str:
    """ "1 die", "3 dice": how the game says a number of dice."""
    return f"{n} die" if n == 1 else f"{n} dice"


@dataclass(frozen=True)
class ThrowRequest:
    """The rules need dice: who throws, how many, of how many sides, and
    where; and exactly what may befall them. ``fates`` are those each thrown
    die may have (the place's own unless given: the toad's table asks the
    Master's dice as never swallowed); ``takes_lying``, whether dice already
    lying there may be taken as this throw comes to rest."""

    thrower: int
    sides: int
    count: int
    place: str = "bowl"  # "bowl", "toad" (the Spottle table with its toad), "tray", "jaw"
    fates: tuple[Fate, ...] = ()
    takes_lying: bool | None = None

    def __post_init__(self) -> None:
        if not self.fates:
            object.__setattr__(self, "fates", PLACE_FATES.get(self.place, (Fate.KEPT,)))
        if self.takes_lying is None:
            object.__setattr__(self, "takes_lying", self.place == "toad")

    def to_dict(self) -> dict:
        return {
            "thrower": self.thrower,
            "sides": self.sides,
            "count": self.count,
            "place": self.place,
            "fates": [fate.value for fate in self.fates],
            "takes_lying": self.takes_lying,
        }


@dataclass(frozen=True)
class ThrowResult:
    """Each die's value and fate, in the order the dice were requested; and
    the dice lying on the table from earlier throws that a creature took when
    this throw came to rest (``taken_later``: (seat, which of its dice), as
    the game names them)."""

    values: tuple[int, ...]
    fates: tuple[Fate, ...]
    taken_later: tuple[tuple[int, int], ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "values", tuple(int(v) for v in self.values))
        object.__setattr__(self, "fates", tuple(Fate(f) for f in self.fates))
        object.__setattr__(self, "taken_later", tuple((int(seat), int(die)) for seat, die in self.taken_later))

    def __str__(self) -> str:
        shown = [str(v) if f is Fate.KEPT else f"{v}({f.value})" for v, f in zip(self.values, self.fates)]
        later = "".join(f", then seat {seat + 1}'s die {die + 1} is taken" for seat, die in self.taken_later)
        return "throw " + "-".join(shown) + later

    def problem_with(self, request: ThrowRequest) -> str | None:
        """Why this result cannot answer the request, or None if it can."""
        if len(self.values) != request.count or len(self.fates) != request.count:
            return f"{request.count} dice were asked for, {len(self.values)} came"
        bad = [v for v in self.values if not 1 <= v <= request.sides]
        if bad:
            return f"a d{request.sides} cannot show {bad[0]}"
        for fate in set(self.fates) - set(request.fates):
            if fate is Fate.OUT:
                return f"a die thrown in a {request.place} cannot leave a bowl"
            if request.place == "toad":  # the table has its toad, but not for these dice
                return "the toad does not eat these dice"
            return f"nothing swallows dice in a {request.place}"
        if self.taken_later and not request.takes_lying:
            return f"nothing takes dice lying by a {request.place}"
        return None

    def to_dict(self) -> dict:
        data = {"values": list(self.values), "fates": [f.value for f in self.fates]}
        if self.taken_later:  # only where a creature struck, so every other record reads as before
            data["taken_later"] = [list(owner) for owner in self.taken_later]
        return data

    @classmethod
    def from_dict(cls, data: dict) -> ThrowResult:
        return cls(tuple(data["values"]), tuple(data["fates"]), tuple(data.get("taken_later", ())))

    @classmethod
    def kept(cls, *values: int) -> ThrowResult:
        """All dice came to rest where they count."""
        return cls(values, (Fate.KEPT,) * len(values))


@dataclass(frozen=True)
class LoadedDie:
    """A die of unequal faces that one seat throws as the first of its dice
    of ``sides`` sides (a special die of the Tavern Road; no table of the
    standard games has one). ``weights[i]`` is how often face i+1 comes up,
    against the others; a face of weight 0 never does. The record of a match
    keeps the whole die, so that it replays as thrown whatever the road's
    data says later."""

    key: str
    seat: int
    sides: int
    weights: tuple[int, ...]
    name: str = ""  # how the talk names it ("Brannoc's lead-weighted die")

    def __post_init__(self) -> None:
        object.__setattr__(self, "weights", tuple(int(w) for w in self.weights))
        if len(self.weights) != self.sides:
            raise ValueError(f"the loaded die {self.key!r} has {len(self.weights)} weights for {self.sides} faces")
        if any(w < 0 for w in self.weights) or not any(self.weights):
            raise ValueError(f"the loaded die {self.key!r} has a negative weight or none at all")

    def throws_in(self, request: ThrowRequest, kind: str | None) -> bool:
        """Whether this die is among the dice of the request: its seat's own
        dice of its sides (``kind`` None: a chance that is no die, a tooth)."""
        return kind is not None and request.thrower == self.seat and request.sides == self.sides

    def to_dict(self) -> dict:
        data = {"key": self.key, "seat": self.seat, "sides": self.sides, "weights": list(self.weights)}
        return {**data, "name": self.name} if self.name else data

    @classmethod
    def from_dict(cls, data: dict) -> LoadedDie:
        weights = tuple(data["weights"])
        return cls(str(data["key"]), int(data["seat"]), int(data["sides"]), weights, str(data.get("name", "")))


class DiceSource:
    """The seeded source of every die value: same seed, same values."""

    def __init__(self, seed: int):
        self.seed = seed
        self._rng = random.Random(seed)

    def values(self, request: ThrowRequest, loaded: LoadedDie | None = None) -> tuple[int, ...]:
        """The request's values; with ``loaded`` (a die known to be among them), its value first, drawn
        by its weights from the same source (a match replayed draws the same values in the same order)."""
        if loaded is None:
            return tuple(self._rng.randint(1, request.sides) for _ in range(request.count))
        first = self._rng.choices(range(1, request.sides + 1), weights=loaded.weights)[0]
        return (first, *(self._rng.randint(1, request.sides) for _ in range(request.count - 1)))

    def die(self, sides: int, weights: tuple[int, ...] | None = None) -> int:
        """One die more from the same source (a road badge's throw again): by ``weights`` where given."""
        if weights is None:
            return self._rng.randint(1, sides)
        return self._rng.choices(range(1, sides + 1), weights=weights)[0]

    def getstate(self) -> object:
        return self._rng.getstate()
