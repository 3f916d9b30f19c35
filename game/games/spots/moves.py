"""Spots' moves: what a player may do, as the rules take it and as saves
and replays write it (``MOVES``: each move's tag)."""

from __future__ import annotations

from game.core.move_forms import MoveForms
from game.core.moves import GameMove
from game.games.spots.tricks import TRICK_BY_KEY


class DoTrick(GameMove):
    key: str

    def __str__(self) -> str:
        return f"trick {TRICK_BY_KEY[self.key].title if self.key in TRICK_BY_KEY else self.key}"


class ScoreDogs(GameMove):
    said = "score the dogs"


class Go(GameMove):
    said = "go on"


class Stop(GameMove):
    said = "stop"


class Choose(GameMove):
    """A number: Guard's before its roll, Fetch's to keep, Retrieve's die."""

    value: int

    said = "choose {value}"


class Reroll(GameMove):
    """Spend a treat to roll the last roll again: all of it, or (Track) the dice named."""

    dice: tuple[int, ...] = ()

    def __str__(self) -> str:
        return "reroll" + (f" dice {', '.join(str(d + 1) for d in self.dice)}" if self.dice else "")


class Accept(GameMove):
    """Keep the roll as it fell (no more treats spent on it)."""

    said = "keep the roll"


class Keep(GameMove):
    """Hunt's two dice, or Search's set totalling 8 (by their places in the hand)."""

    dice: tuple[int, ...]

    said = "keep dice {dice!n}"


class Discard(GameMove):
    """Scavenge: put back these dice, each lower than the yard's total (maybe none)."""

    dice: tuple[int, ...] = ()

    def __str__(self) -> str:
        return f"put back dice {', '.join(str(d + 1) for d in self.dice)}" if self.dice else "put back none"


class Place(GameMove):
    die: int
    dog: int

    said = "place die {die!n} on dog {dog!n}"


class Bury(GameMove):
    die: int

    said = "bury die {die!n}"


class TakeDie(GameMove):
    """Dogpile's own die: from the yard (``dog`` -1) or from a dog's space."""

    dog: int
    value: int

    def __str__(self) -> str:
        where = "the yard" if self.dog < 0 else f"dog {self.dog + 1}"
        return f"take the {self.value} from {where}"


class Move(GameMove):
    """Trot: the die on one space goes to another empty space and shows its number."""

    from_dog: int
    from_value: int
    to_dog: int
    to_value: int

    said = "move the {from_value} of dog {from_dog!n} to the {to_value} of dog {to_dog!n}"


class Dig(GameMove):
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
