"""The Tavern Road's special dice: dice of unequal faces that the traveller
carries in the bag and may throw, on the road only, as the first of their own
dice. Read from ``resources/rules/special_dice.json`` so that they can be
tuned without code; each one's faces stay those its games allow (a d4 in the
Bowl and Bones, a d6 or a picture die elsewhere), only their weights differ."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.campaign.road_goods import check_sale, check_taverns, goods_from_entries, read_goods
from game.campaign.taverns import Road, RoadDataError, Tavern, the_road
from game.core.dice import LoadedDie
from game.platform.resources import resource

SPECIAL_DICE_FILE = ("rules", "special_dice.json")
TRAVELLER_SEAT = 0


@dataclass(frozen=True)
class SpecialDie:
    key: str
    name: str  # "Brannoc's lead-weighted die": how the talk names it
    sides: int  # the faces of the dice it stands in for
    games: tuple[str, ...]  # the games it may be thrown in
    weights: tuple[int, ...]  # how often each face comes up, against the others
    material: str
    body: tuple[int, int, int]  # colours (r, g, b)
    pips: tuple[int, int, int]
    price: int  # copper, at a counter that sells it
    story: str
    prize_of: str | None = None  # the tavern whose champion gives it when beaten
    sold_at: tuple[str, ...] = ()  # the taverns whose counter sells it
    found: bool = False  # may be found on the road

    @property
    def data_mean(self) -> float:
        """The mean face its weights make: what a long run of its throws comes to."""
        return sum(face * weight for face, weight in enumerate(self.weights, start=1)) / sum(self.weights)

    def serves(self, tavern: Tavern, sides: int) -> bool:
        """It may be thrown at this tavern, whose traveller throws dice of ``sides`` sides."""
        return tavern.game in self.games and sides == self.sides

    def loaded(self) -> LoadedDie:
        """The die as a match throws it, from the traveller's seat."""
        return LoadedDie(self.key, TRAVELLER_SEAT, self.sides, self.weights, self.name)


class SpecialDiceError(RoadDataError):
    """The special dice's data file is not what it should be; one line."""


def _colour(value: object, key: str, part: str) -> tuple[int, int, int]:
    if not isinstance(value, list) or len(value) != 3 or not all(isinstance(c, int) and 0 <= c <= 255 for c in value):
        raise SpecialDiceError(f"special die {key!r} has a {part} colour that is not three numbers 0-255")
    return value[0], value[1], value[2]


def _die(data: dict, road: Road) -> SpecialDie:
    key = str(data["key"])
    weights = tuple(data["weights"])
    if not all(isinstance(w, int) and not isinstance(w, bool) and w >= 0 for w in weights) or not any(weights):
        raise SpecialDiceError(f"special die {key!r} needs whole weights of 0 or more, not all 0")
    die = SpecialDie(
        key=key,
        name=str(data["name"]),
        sides=int(data["sides"]),
        games=tuple(str(g) for g in data["games"]),
        weights=weights,
        material=str(data["material"]),
        body=_colour(data["body"], key, "body"),
        pips=_colour(data["pips"], key, "pips"),
        price=int(data["price"]),
        story=str(data["story"]),
        prize_of=data.get("prize_of"),
        sold_at=tuple(str(t) for t in data.get("sold_at", ())),
        found=bool(data.get("found", False)),
    )
    if len(weights) != die.sides:
        raise SpecialDiceError(f"special die {key!r} has {len(weights)} weights for its {die.sides} faces")
    check_sale(die, SpecialDiceError, "special die")
    for game in die.games:
        # its faces must be those the game throws there: a d6 where a d4 is thrown could show 5
        thrown = {t.sides_at(level) for t in road.taverns if t.game == game for level in road.difficulties.values()}
        if die.sides not in thrown:
            raise SpecialDiceError(f"special die {key!r} is a d{die.sides}, but the road's {game} throws no such die")
    check_taverns(die, road, SpecialDiceError, "special die")
    return die


def special_dice_from_dict(data: dict, road: Road | None = None) -> dict[str, SpecialDie]:
    """The special dice from their JSON, by key; SpecialDiceError names the first thing wrong."""
    road = road or the_road()
    return goods_from_entries(
        lambda: data["dice"], lambda entry: _die(entry, road), SpecialDiceError, "special die", "special dice"
    )


@lru_cache(maxsize=1)
def the_special_dice(path: Path | None = None) -> dict[str, SpecialDie]:
    return read_goods(path or resource(*SPECIAL_DICE_FILE), special_dice_from_dict)


def special_die(key: str) -> SpecialDie:
    """A special die by its key; KeyError for one the road does not have."""
    return the_special_dice()[key]
