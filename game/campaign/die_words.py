"""A special die said in plain words, for the bag and the counter: what its
weights do against a fair die's (the faces it never shows, those it falls on
more often, its mean against a fair die's), and the taverns it is thrown at.
Derived from the data alone, so a die tuned in the JSON is said as it now is."""

from __future__ import annotations

from game.campaign.special_dice import SpecialDie
from game.campaign.taverns import Difficulty, Road, Tavern
from game.core import catalogue

SAME_MEAN = 0.05  # a mean this near a fair die's is said to be a fair die's: no player tells them apart


def face_names(die: SpecialDie) -> tuple[str, ...]:
    """Each face as its games name it: a picture die's pictures, else its numbers."""
    for game in die.games:
        for _, faces in catalogue.game(game).die_faces:
            if len(faces) == die.sides:
                return faces
    return tuple(str(face) for face in range(1, die.sides + 1))


def pictured(die: SpecialDie) -> bool:
    """Its faces are pictures (the Three Cats' dice): a mean of them means nothing."""
    return face_names(die) != tuple(str(face) for face in range(1, die.sides + 1))


def _either(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def favourite_face(die: SpecialDie) -> int:
    """The face it shows most often (the first of the likeliest): the face its picture shows."""
    return max(range(1, die.sides + 1), key=lambda face: (die.weights[face - 1], -face))


def fair_mean(sides: int) -> float:
    return (sides + 1) / 2


def what_it_does(die: SpecialDie) -> str:
    """ "Never shows a 1; falls on 5 or 6 more often than a fair die. About 4.7 a throw, against a fair
    d6's 3.5." The faces more often are those above a fair die's share of the weights."""
    names, total = face_names(die), sum(die.weights)
    never = [names[k] for k, weight in enumerate(die.weights) if weight == 0]
    more = [names[k] for k, weight in enumerate(die.weights) if weight * die.sides > total]
    said = []
    if never:
        said.append(f"never shows {'a ' if len(never) == 1 and not pictured(die) else ''}{_either(never)}")
    if more and pictured(die):  # no mean to give: how often its favourites come up, against a fair die
        share = sum(w for w, name in zip(die.weights, names) if name in more) / total
        said.append(
            f"falls on {_either(more)} {share:.0%} of the time, against a fair die's {len(more) / die.sides:.0%}"
        )
    elif more:
        said.append(f"falls on {_either(more)} more often than a fair die")
    words = "; ".join(said) or "falls on every face as often as a fair die"
    words = words[0].upper() + words[1:] + "."
    if pictured(die):
        return words
    mean, fair = die.data_mean, fair_mean(die.sides)
    if abs(mean - fair) < SAME_MEAN:
        return f"{words} About {fair:g} a throw, as a fair d{die.sides}."
    return f"{words} About {mean:.1f} a throw, against a fair d{die.sides}'s {fair:g}."


def taverns_served(die: SpecialDie, road: Road, level: Difficulty) -> list[Tavern]:
    """The taverns of the road where it may be thrown, at the run's difficulty (their game and dice)."""
    return [tavern for tavern in road.taverns if die.serves(tavern, tavern.sides_at(level))]


def where_thrown(die: SpecialDie, road: Road, level: Difficulty) -> str:
    taverns = [tavern.name for tavern in taverns_served(die, road, level)]
    if not taverns:
        return f"Thrown at no tavern on the {level.title.lower()} road."
    return "Thrown at " + (taverns[0] if len(taverns) == 1 else ", ".join(taverns[:-1]) + " and " + taverns[-1]) + "."
