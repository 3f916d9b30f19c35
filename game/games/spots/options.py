"""Spots' options, and what they deal: the trick tiles and the dog deck."""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.core.move_forms import GameOptions
from game.games.spots.dogs import DOGS
from game.games.spots.tricks import ALWAYS, SET_COLOURS, SETS, TRICK_SETS, TRICKS

PILE_SIZES = (18, 24, 30, 36, 42, 48)  # the piles the setup offers
PILE_LIMITS = (8, 60)  # the piles a table may have at all
DEFAULT_PILES = {1: 18, 2: 24, 3: 36, 4: 48}  # by players (solo: one): twelve a player, measured (docs/games.md)
D0G_TREAT_CHOICES = (0, 1, 2, 3, 4)  # d0g's starting treats the setup offers


@dataclass(frozen=True)
class Options(GameOptions):
    names: tuple[str, ...] = ("Ada", "Brannoc")  # the people and computer players; solo: one name, d0g joins
    solo: bool = False  # one player against d0g
    d0g_treats: int = 1  # solo: d0g's starting treats, its difficulty
    trick_set: str = "first_game"
    dice: int | None = None  # dice in the common pile; None: the default for the players
    deal: int = 0  # the shuffle of the dog deck (and of a random or Off Leash set)
    later_fields = {"solo": False, "d0g_treats": 1, "trick_set": "first_game", "dice": 18, "deal": 0}

    def __post_init__(self) -> None:
        if self.dice is None:
            object.__setattr__(self, "dice", default_pile(len(self.names)))

    @property
    def pile_dice(self) -> int:
        """The dice in the common pile (``dice`` is set by now)."""
        return self.dice if self.dice is not None else default_pile(len(self.names))

    def problem(self) -> str | None:
        players = len(self.names)
        if self.solo and players != 1:
            return "solo Spots is one player against d0g"
        if not self.solo and not 2 <= players <= 4:
            return "Spots is played by 2 to 4, or alone against d0g"
        if any(not str(name).strip() for name in self.names):
            return "every seat needs a name"
        if self.trick_set not in TRICK_SETS:
            return f"unknown trick set {self.trick_set!r} ({', '.join(TRICK_SETS)})"
        if not 0 <= self.d0g_treats <= 9:
            return "d0g starts with 0 to 9 treats"
        if not PILE_LIMITS[0] <= self.pile_dice <= PILE_LIMITS[1]:
            return "the common pile holds {} to {} dice".format(*PILE_LIMITS)
        return None


def default_pile(players: int) -> int:
    """The common pile a table of ``players`` starts with unless it chooses
    another: the seed calls an empty pile "the extremely rare case", and
    every player's dogs and yard hold dice out of it (see the README for the
    measured games)."""
    return DEFAULT_PILES.get(players, PILE_SIZES[0])


def deal_tiles(options: Options) -> list[list[str]]:
    """The six tile stacks, top first: Howl, Roll Over, then one stack per
    colour (a single tile but in Off Leash Hours)."""
    rng = random.Random(f"{options.deal}/tiles")
    if options.trick_set == "off_leash":
        stacks = []
        for colour in SET_COLOURS:
            stack = [t.key for t in TRICKS if t.colour == colour]
            rng.shuffle(stack)
            stacks.append(stack)
    elif options.trick_set == "random":
        stacks = [[rng.choice([t.key for t in TRICKS if t.colour == colour])] for colour in SET_COLOURS]
    else:
        stacks = [[key] for key in SETS[options.trick_set]]
    return [[key] for key in ALWAYS] + stacks


def shuffled_deck(options: Options) -> list[str]:
    deck = [dog.key for dog in DOGS]
    random.Random(f"{options.deal}/dogs").shuffle(deck)
    return deck
