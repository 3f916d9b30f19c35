"""Dice shared by every game: what a game asks for, and what a throw answers."""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum


class Fate(str, Enum):
    """Where a thrown die ended up, as the physics (or a stand-in) decided."""

    KEPT = "kept"            # came to rest where it counts
    OUT = "out"              # left the bowl: in Death's Will, a piss
    SWALLOWED = "swallowed"  # taken by the toad


@dataclass(frozen=True)
class ThrowRequest:
    """The rules need dice: who throws, how many, of how many sides, and where."""

    thrower: int
    sides: int
    count: int
    place: str = "bowl"  # "bowl": dice can leave it; "toad": dice can be swallowed; "tray", "jaw": neither

    def to_dict(self) -> dict:
        return {"thrower": self.thrower, "sides": self.sides, "count": self.count, "place": self.place}


@dataclass(frozen=True)
class ThrowResult:
    """Each die's value and fate, in the order the dice were requested."""

    values: tuple[int, ...]
    fates: tuple[Fate, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "values", tuple(int(v) for v in self.values))
        object.__setattr__(self, "fates", tuple(Fate(f) for f in self.fates))

    def __str__(self) -> str:
        shown = [str(v) if f is Fate.KEPT else f"{v}({f.value})" for v, f in zip(self.values, self.fates)]
        return "throw " + "-".join(shown)

    def problem_with(self, request: ThrowRequest) -> str | None:
        """Why this result cannot answer the request, or None if it can."""
        if len(self.values) != request.count or len(self.fates) != request.count:
            return f"{request.count} dice were asked for, {len(self.values)} came"
        bad = [v for v in self.values if not 1 <= v <= request.sides]
        if bad:
            return f"a d{request.sides} cannot show {bad[0]}"
        if request.place != "toad" and Fate.SWALLOWED in self.fates:
            return f"nothing swallows dice in a {request.place}"
        if request.place != "bowl" and Fate.OUT in self.fates:
            return f"a die thrown in a {request.place} cannot leave a bowl"
        return None

    def to_dict(self) -> dict:
        return {"values": list(self.values), "fates": [f.value for f in self.fates]}

    @classmethod
    def from_dict(cls, data: dict) -> "ThrowResult":
        return cls(tuple(data["values"]), tuple(data["fates"]))

    @classmethod
    def kept(cls, *values: int) -> "ThrowResult":
        """All dice came to rest where they count."""
        return cls(values, (Fate.KEPT,) * len(values))


class DiceSource:
    """The seeded source of every die value: same seed, same values."""

    def __init__(self, seed: int):
        self.seed = seed
        self._rng = random.Random(seed)

    def values(self, request: ThrowRequest) -> tuple[int, ...]:
        return tuple(self._rng.randint(1, request.sides) for _ in range(request.count))

    def getstate(self) -> object:
        return self._rng.getstate()
