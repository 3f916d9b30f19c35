"""A Tavern Road badge as a match carries it: what it does, whose it is, and
when it was played. No table of the standard games has one.

A badge is played once, at any moment of its match (``armed_at``: the
match's throws counted then). A badge of the dice bends the first throw of
its seat's own dice after that (``bend``), with more dice drawn, where it
throws again, from the match's own seeded source: so the record, which keeps
the badge and when it was played, throws the same dice when it is continued
or watched again. A badge of the coins does nothing in the match: the road
pays it out when the match is settled.

Which die a badge of the dice turns or throws again is chosen by what the
throw is worth to its thrower (each game's ``throw_worth``), as a traveller
who knows the game would choose."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from game.core.dice import ThrowRequest

# the badges of the dice: each bends one throw
RETHROW_ONE = "rethrow_one"  # the die whose throwing again helps most is thrown again
TURN_UP = "turn_up"  # one die a face up, where that helps
TURN_EITHER = "turn_either"  # one die a face up or down, where that helps
TURN_ANY = "turn_any"  # one die on the face that helps most
BEST_OF_TWO = "best_of_two"  # the whole throw thrown twice, the better stands
BEST_OF_THREE = "best_of_three"
DICE_EFFECTS = (RETHROW_ONE, TURN_UP, TURN_EITHER, TURN_ANY, BEST_OF_TWO, BEST_OF_THREE)
# the badges of the coins: the road pays them when the match is settled
HALF_BACK = "half_back"  # a match lost, the house gives back half of what it cost
WIN_BONUS = "win_bonus"  # a match won, the house adds half the wager (or of the coins won)
COIN_EFFECTS = (HALF_BACK, WIN_BONUS)
EFFECTS = DICE_EFFECTS + COIN_EFFECTS

Values = tuple[int, ...]


@dataclass(frozen=True)
class BadgeInPlay:
    key: str
    effect: str  # one of EFFECTS
    seat: int
    name: str = ""  # how the talk names it ("the Tin Thumb badge")
    armed_at: int | None = None  # the match's throws when it was played; None: not played yet

    def __post_init__(self) -> None:
        if self.effect not in EFFECTS:
            raise ValueError(f"the badge {self.key!r} does {self.effect!r}, which no badge does")
        if self.armed_at is not None and (not isinstance(self.armed_at, int) or self.armed_at < 0):
            raise ValueError(f"the badge {self.key!r} was played at {self.armed_at!r}, not a count of throws")

    @property
    def of_dice(self) -> bool:
        return self.effect in DICE_EFFECTS

    def played(self, throws: int) -> BadgeInPlay:
        """The badge played now, ``throws`` thrown so far."""
        return replace(self, armed_at=throws)

    def bends(self, throw: int, request: ThrowRequest, kind: str | None, spent: bool) -> bool:
        """Whether it bends throw number ``throw`` (counted from 0): the first of its seat's dice (a die,
        not a tooth) thrown once it is played."""
        return (
            self.of_dice
            and not spent
            and self.armed_at is not None
            and throw >= self.armed_at
            and request.thrower == self.seat
            and kind is not None
        )

    def bend(self, values: Values, sides: int, draw: Callable[[int], int], worth: Callable[[Values], float]) -> Values:
        """The throw's values as the badge leaves them. ``draw(i)`` throws die i again (the seeded
        source's next value); ``worth`` is what values are worth to the thrower."""
        if self.effect in (BEST_OF_TWO, BEST_OF_THREE):
            best = values
            for _ in range(1 if self.effect == BEST_OF_TWO else 2):  # the throws again
                again = tuple(draw(i) for i in range(len(values)))
                best = again if worth(again) > worth(best) else best
            return best
        if self.effect == RETHROW_ONE:
            return _rethrow_one(values, sides, draw, worth)
        steps = {TURN_UP: (1,), TURN_EITHER: (1, -1)}.get(self.effect)
        faces = range(1, sides + 1)
        options = [
            values[:i] + (face,) + values[i + 1 :]
            for i, value in sorted(enumerate(values), key=lambda die: die[1])  # alike: the lowest die's
            for face in ([value + s for s in steps] if steps else faces)
            if 1 <= face <= sides and face != value
        ]
        best = max(options, key=worth, default=values)
        return best if worth(best) > worth(values) else values

    def to_dict(self) -> dict:
        data = {"key": self.key, "effect": self.effect, "seat": self.seat, "armed_at": self.armed_at}
        return {**data, "name": self.name} if self.name else data

    @classmethod
    def from_dict(cls, data: dict) -> BadgeInPlay:
        armed = data.get("armed_at")
        return cls(
            str(data["key"]),
            str(data["effect"]),
            int(data["seat"]),
            str(data.get("name", "")),
            None if armed is None else int(armed),
        )


def _rethrow_one(values: Values, sides: int, draw: Callable[[int], int], worth: Callable[[Values], float]) -> Values:
    """The die whose throwing again is worth most on average (over its fair faces) is thrown again,
    if that is worth more than the throw as it lies."""
    now = worth(values)

    def hoped(i: int) -> float:
        return sum(worth(values[:i] + (face,) + values[i + 1 :]) for face in range(1, sides + 1)) / sides

    if not values:
        return values
    best = max(range(len(values)), key=hoped)
    if hoped(best) <= now:
        return values
    return values[:best] + (draw(best),) + values[best + 1 :]
