"""The Tavern Road's data: the difficulties, the innkeeper's loan, the
five taverns with their house rules, regulars, wagers and targets, and the
final table at the road's end (the champion of champions'), read from
``resources/rules/tavern_road.json`` so that they can be tuned without code."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.core import catalogue
from game.core.play_style import Style
from game.platform.resources import resource

LEVEL_ORDER = ("easy", "normal", "hard")
ROAD_FILE = ("rules", "tavern_road.json")


@dataclass(frozen=True)
class Difficulty:
    key: str
    title: str
    purse: int  # the traveller's starting purse, copper
    level_shift: int  # -1: every regular a level easier; +1: a level harder
    stake: float  # wagers are multiplied by it
    words: str


HAIR_STYLES = ("short", "long", "bun", "bald")
BEARDS = ("none", "short", "long")
HATS = ("none", "pointed", "hood", "kerchief", "cap")


@dataclass(frozen=True)
class Looks:
    """What a regular's portrait shows; colours are (r, g, b)."""

    skin: tuple = (222, 182, 140)
    hair: tuple = (96, 64, 40)
    hair_style: str = "short"
    beard: str = "none"  # in the hair's colour
    hat: str = "none"
    hat_colour: tuple = (70, 60, 120)
    coat: tuple = (96, 64, 40)

    @classmethod
    def from_dict(cls, data: dict) -> Looks:
        fields: dict[str, Any] = {
            key: tuple(int(c) for c in value) if isinstance(value, list) else str(value) for key, value in data.items()
        }
        looks = cls(**fields)
        for value, known in ((looks.hair_style, HAIR_STYLES), (looks.beard, BEARDS), (looks.hat, HATS)):
            if value not in known:
                raise RoadDataError(f"a regular's looks have {value!r}, not one of {', '.join(known)}")
        return looks


# a hand or round won by the regular; by the traveller; a badge played; and the table's mishaps
# (``game.campaign.sayings.MISHAPS``): the traveller's ("piss": a die out of the bowl, "toad": a die
# swallowed, "fallen": a wizard shot down) and the regular's own ("piss_own", "toad_own", "fallen_own")
@dataclass(frozen=True)
class Room:
    """How a tavern's table is dressed at its matches: its cloth or wood laid over the table's grain
    (``cloth``, as much as ``cloth_strength``, 0 to 1), its light (``light``, as much as ``light_strength``)
    and how dark its corners fall (``vignette``, 0 to 1). Colours are (r, g, b)."""

    cloth: tuple = (60, 40, 26)
    cloth_strength: float = 0.0
    light: tuple = (255, 220, 160)
    light_strength: float = 0.0
    vignette: float = 0.0

    @classmethod
    def from_dict(cls, data: dict) -> Room:
        fields: dict[str, Any] = {
            key: tuple(int(c) for c in value) if isinstance(value, list) else float(value)
            for key, value in data.items()
        }
        room = cls(**fields)
        if not all(0 <= v <= 1 for v in (room.cloth_strength, room.light_strength, room.vignette)):
            raise RoadDataError("a room's cloth, light and vignette are each from 0 to 1")
        return room


SAYING_MOMENTS = ("won", "lost", "badge", "piss", "piss_own", "toad", "toad_own", "fallen", "fallen_own")


def sayings_from(data: object) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """A regular's lines at the table's moments, each a list of words; a one-line refusal where damaged."""
    if not isinstance(data, dict) or any(moment not in SAYING_MOMENTS for moment in data):
        raise RoadDataError(f"a regular's sayings are said at {', '.join(SAYING_MOMENTS)}, not {data!r}"[:200])
    for lines in data.values():
        if not isinstance(lines, list) or not lines or not all(isinstance(line, str) and line for line in lines):
            raise RoadDataError("a regular's sayings at a moment are a list of lines")
    return tuple((moment, tuple(lines)) for moment, lines in data.items())


@dataclass(frozen=True)
class Regular:
    key: str
    name: str
    level: str  # at standard difficulty
    purse: int  # copper, at the start of a run
    words: str
    champion: bool = False
    looks: Looks = Looks()
    # what they say at the table: "won" (a hand or round theirs), "lost" (the traveller's), "badge" (the
    # traveller plays a badge), a few lines each
    sayings: tuple[tuple[str, tuple[str, ...]], ...] = ()
    style: Style | None = None  # how they play: their level's choices tilted (game.core.play_style)

    def says(self, moment: str) -> tuple[str, ...]:
        return dict(self.sayings).get(moment, ())

    def level_at(self, difficulty: Difficulty) -> str:
        k = LEVEL_ORDER.index(self.level) + difficulty.level_shift
        return LEVEL_ORDER[max(0, min(len(LEVEL_ORDER) - 1, k))]


@dataclass(frozen=True)
class Target:
    kind: str  # "win": win a match (with the champion seated); "net": come away this many coppers up
    words: str
    cp: int = 0


@dataclass(frozen=True)
class Tavern:
    key: str
    name: str
    game: str
    look: str
    house_rules: str
    options: dict  # the game's own options, but the names
    regulars: tuple[Regular, ...]
    target: Target
    wagers: tuple[int, ...] = ()  # the wager games: what a match may be played for, at standard
    min_purse: int = 0  # the coin games: the least purse the table lets one sit with
    by_difficulty: dict | None = None  # difficulty -> the options it changes
    house_rules_by_difficulty: dict | None = None  # difficulty -> the house rules as they then read
    sides: int = 6  # the traveller's dice here (a special die thrown here must have as many)
    sides_by_difficulty: dict | None = None  # difficulty -> the sides where its options change them
    final: bool = False  # the road's last table, the champion of champions': opened once every house is beaten
    room: Room | None = None  # how its table is dressed at its matches (None: the plain table)
    # difficulty -> the matches a traveller may play here in a run (the final table's champion sits with
    # a traveller so many times, and the run ends at the last lost); a difficulty not named: no limit
    tries_by_difficulty: dict | None = None

    def tries_at(self, difficulty: Difficulty) -> int | None:
        """The matches a traveller may enter here in a run at this difficulty (None: as many as they like)."""
        return (self.tries_by_difficulty or {}).get(difficulty.key)

    def options_at(self, difficulty: Difficulty) -> dict:
        return {**self.options, **(self.by_difficulty or {}).get(difficulty.key, {})}

    def sides_at(self, difficulty: Difficulty) -> int:
        return (self.sides_by_difficulty or {}).get(difficulty.key, self.sides)

    def house_rules_at(self, difficulty: Difficulty) -> str:
        return (self.house_rules_by_difficulty or {}).get(difficulty.key, self.house_rules)

    @property
    def for_coins(self) -> bool:
        """Played for the purse's own coins (Death's Will, Spottle) rather than a wager."""
        return not self.wagers

    def wagers_at(self, difficulty: Difficulty) -> tuple[int, ...]:
        return tuple(round(w * difficulty.stake) for w in self.wagers)

    def cheapest(self, difficulty: Difficulty) -> int:
        """The least purse that can enter a match here."""
        return min(self.wagers_at(difficulty)) if self.wagers else self.min_purse

    @property
    def champion(self) -> Regular | None:
        return next((r for r in self.regulars if r.champion), None)


@dataclass(frozen=True)
class Road:
    difficulties: dict[str, Difficulty]
    loan_amount: int
    loan_interest: float
    loan_words: str
    taverns: tuple[Tavern, ...]

    @property
    def houses(self) -> tuple[Tavern, ...]:
        """The five taverns along the road, without its final table."""
        return tuple(t for t in self.taverns if not t.final)

    @property
    def final(self) -> Tavern | None:
        """The final table, where the champion of champions waits, if the road has one."""
        return next((t for t in self.taverns if t.final), None)

    def tavern(self, key: str) -> Tavern:
        for tavern in self.taverns:
            if tavern.key == key:
                return tavern
        raise KeyError(key)

    def regular(self, key: str) -> Regular:
        for tavern in self.taverns:
            for regular in tavern.regulars:
                if regular.key == key:
                    return regular
        raise KeyError(key)


class RoadDataError(ValueError):
    """The road's data file is not what it should be; one line."""


def road_from_dict(data: dict) -> Road:
    """The road from its JSON; RoadDataError names the first thing wrong."""
    try:
        difficulties = {
            key: Difficulty(key, d["title"], int(d["purse"]), int(d["level_shift"]), float(d["stake"]), d["words"])
            for key, d in data["difficulties"].items()
        }
        taverns = []
        for t in data["taverns"]:
            if catalogue.find(t["game"]) is None:
                raise RoadDataError(f"tavern {t['key']!r} plays an unknown game {t['game']!r}")
            regulars = tuple(
                Regular(
                    r["key"],
                    r["name"],
                    r["level"],
                    int(r["purse"]),
                    r["words"],
                    bool(r.get("champion", False)),
                    Looks.from_dict(r.get("looks", {})),
                    sayings_from(r.get("sayings", {})),
                    Style.from_dict(r["style"]) if "style" in r else None,
                )
                for r in t["regulars"]
            )
            if any(r.level not in LEVEL_ORDER for r in regulars):
                raise RoadDataError(f"tavern {t['key']!r} has a regular of no known level")
            target = Target(t["target"]["kind"], t["target"]["words"], int(t["target"].get("cp", 0)))
            if target.kind not in ("win", "net"):
                raise RoadDataError(f"tavern {t['key']!r} has a target of unknown kind {target.kind!r}")
            taverns.append(
                Tavern(
                    t["key"],
                    t["name"],
                    t["game"],
                    t["look"],
                    t["house_rules"],
                    dict(t["options"]),
                    regulars,
                    target,
                    tuple(int(w) for w in t.get("wagers", ())),
                    int(t.get("min_purse", 0)),
                    dict(t.get("by_difficulty", {})),
                    {k: str(v) for k, v in t.get("house_rules_by_difficulty", {}).items()},
                    int(t.get("sides", 6)),
                    {k: int(v) for k, v in t.get("sides_by_difficulty", {}).items()},
                    bool(t.get("final", False)),
                    Room.from_dict(t["room"]) if "room" in t else None,
                    {k: int(v) for k, v in t.get("tries_by_difficulty", {}).items()},
                )
            )
        if any(t.final for t in taverns[:-1]):
            raise RoadDataError("the road's final table is its last, and it has one")
        for t in taverns:
            tries = t.tries_by_difficulty or {}
            if any(n < 1 for n in tries.values()) or any(key not in difficulties for key in tries):
                raise RoadDataError(f"tavern {t.key!r} has tries that are not one or more at a difficulty of the road")
        if taverns and taverns[-1].final and taverns[-1].champion is None:
            raise RoadDataError("the road's final table needs its champion of champions")
        loan = data["loan"]
        return Road(difficulties, int(loan["amount"]), float(loan["interest"]), loan["words"], tuple(taverns))
    except (KeyError, TypeError, ValueError) as error:
        if isinstance(error, RoadDataError):
            raise
        raise RoadDataError(f"the road's data is damaged: {type(error).__name__} {error}") from None


@lru_cache(maxsize=1)
def the_road(path: Path | None = None) -> Road:
    path = path or resource(*ROAD_FILE)
    return road_from_dict(json.loads(Path(path).read_text(encoding="utf-8")))
