"""The Doty die: six picture faces, each a cat or not, family or not, DD or not.

A thrown die's value 1..6 is the index (from 1) of its face in FACES.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import Enum


@dataclass(frozen=True)
class Face:
    key: str
    name: str
    cat: bool
    family: bool
    dd: bool


FACES = (
    Face("dd", "DD", cat=False, family=False, dd=True),
    Face("two_cats", "Two Cats", cat=True, family=True, dd=False),
    Face("sigil", "Sigil", cat=False, family=True, dd=False),
    Face("cat", "Cat", cat=True, family=True, dd=False),
    Face("thoromyr", "Thoromyr", cat=False, family=True, dd=False),
    Face("manticore", "Manticore", cat=True, family=False, dd=False),
)


def face_of(value: int) -> Face:
    return FACES[value - 1]


def value_of(key: str) -> int:
    return [face.key for face in FACES].index(key) + 1


def names(values) -> str:
    return ", ".join(face_of(v).name for v in values)


class Hand(str, Enum):
    """Five-dice hands, weakest first: faces have no rank, so equal hands tie."""

    PAIR = "pair"
    TWO_PAIR = "two pair"
    THREE = "three of a kind"
    RUN = "run"
    THREE_AND_PAIR = "three and a pair"
    FOUR = "four of a kind"
    FIVE = "five of a kind"

    @property
    def rank(self) -> int:
        return list(Hand).index(self)


EVERYONE_SCORES_POINTS = {
    Hand.PAIR: 1,
    Hand.TWO_PAIR: 2,
    Hand.THREE: 3,
    Hand.RUN: 5,
    Hand.THREE_AND_PAIR: 12,
    Hand.FOUR: 24,
    Hand.FIVE: 600,
}

_HAND_BY_SHAPE = {
    (5,): Hand.FIVE,
    (4, 1): Hand.FOUR,
    (3, 2): Hand.THREE_AND_PAIR,
    (3, 1, 1): Hand.THREE,
    (2, 2, 1): Hand.TWO_PAIR,
    (2, 1, 1, 1): Hand.PAIR,
    (1, 1, 1, 1, 1): Hand.RUN,
}


def hand_of(values) -> Hand:
    """Five faces from six: there is always at least a pair or a run."""
    shape = tuple(sorted(Counter(values).values(), reverse=True))
    return _HAND_BY_SHAPE[shape]
