"""Spots at a match: its rules, its computer players, and every roll thrown
into the dice tray, whose walls keep every die in."""

from __future__ import annotations

import random

from game.core.dice import ThrowRequest
from game.core.game_parts import MatchKind
from game.games.spots import advice, ai, rules, worth
from game.games.spots.physics import toward_far_wall, tray_throwing
from game.physics.flight import Steps
from game.physics.gesture import Gesture


def tray_throw(request: ThrowRequest, gesture: Gesture, rng: random.Random, state, resting=()) -> Steps:
    return tray_throwing(request.count, gesture, rng)


PLAY = MatchKind(
    rules,
    ai.choose_action,
    tray_throw,
    toward_far_wall,
    advice=advice.advice,
    throw_worth=worth.throw_worth,
)
