"""Spots' moves: what a player may do, as the rules take it and as saves
and replays write it (``MOVES``: each move's tag)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.move_forms import MoveForms
from game.games.spots.tricks import TRICK_BY_KEY


@dataclass(frozen=True)
class DoTrick:
    key: str

    def __str__(self) -> str:
        return f"trick {TRICK_BY_KEY[self.key].title if self.key in TRICK_BY_KEY else self.key}"


@dataclass(frozen=True)
class ScoreDogs:
    def __str__(self) -> str:
        return "score the dogs"


@dataclass(frozen=True)
class Go:
    def __str__(self) -> str:
        return "go on"


@dataclass(frozen=True)
class Stop:
    def __str__(self) -> str:
        return "stop"


@dataclass(frozen=True)
class Choose:
    """A number: Guard's before its roll, Fetch's to keep, Retrieve's die."""

    value: int

    def __str__(self) -> str:
        return f"choose {self.value}"


@dataclass(frozen=True)
class Reroll:
    """Spend a treat to roll the last roll again: all of it, or (Track) the dice named."""

    dice: tuple[int, ...] = ()

    def __str__(self) -> str:
        return "reroll" + (f" dice {', '.join(str(d + 1) for d in self.dice)}" if self.dice else "")


@dataclass(frozen=True)
class Accept:
    """Keep the roll as it fell (no more treats spent on it)."""

    def __str__(self) -> str:
        return "keep the roll"


@dataclass(frozen=True)
class Keep:
    """Hunt's two dice, or Search's set totalling 8 (by their places in the hand)."""

    dice: tuple[int, ...]

    def __str__(self) -> str:
        return f"keep dice {', '.join(str(d + 1) for d in self.dice)}"


@dataclass(frozen=True)
class Discard:
    """Scavenge: put back these dice, each lower than the yard's total (maybe none)."""

    dice: tuple[int, ...] = ()

    def __str__(self) -> str:
        return f"put back dice {', '.join(str(d + 1) for d in self.dice)}" if self.dice else "put back none"


@dataclass(frozen=True)
class Place:
    die: int
    dog: int

    def __str__(self) -> str:
        return f"place die {self.die + 1} on dog {self.dog + 1}"


@dataclass(frozen=True)
class Bury:
    die: int

    def __str__(self) -> str:
        return f"bury die {self.die + 1}"


@dataclass(frozen=True)
class TakeDie:
    """Dogpile's own die: from the yard (``dog`` -1) or from a dog's space."""

    dog: int
    value: int

    def __str__(self) -> str:
        where = "the yard" if self.dog < 0 else f"dog {self.dog + 1}"
        return f"take the {self.value} from {where}"


@dataclass(frozen=True)
class Move:
    """Trot: the die on one space goes to another empty space and shows its number."""

    from_dog: int
    from_value: int
    to_dog: int
    to_value: int

    def __str__(self) -> str:
        return f"move the {self.from_value} of dog {self.from_dog + 1} to the {self.to_value} of dog {self.to_dog + 1}"


@dataclass(frozen=True)
class Dig:
    """Raise or lower one buried die of any player's yard by 1."""

    seat: int
    value: int
    up: bool

    def __str__(self) -> str:
        return f"{'raise' if self.up else 'lower'} a buried {self.value} of seat {self.seat + 1}"


Action = (
    DoTrick | ScoreDogs | Go | Stop | Choose | Reroll | Accept | Keep | Discard | Place | Bury | TakeDie | Move | Dig
)
MOVES = MoveForms(
    "Spots",
    {
        "trick": DoTrick,
        "score": ScoreDogs,
        "go": Go,
        "stop": Stop,
        "choose": Choose,
        "reroll": Reroll,
        "accept": Accept,
        "keep": Keep,
        "discard": Discard,
        "place": Place,
        "bury": Bury,
        "take": TakeDie,
        "move": Move,
        "dig": Dig,
    },
)
