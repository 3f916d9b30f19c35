"""Doty Dice at a match: its rules, its computer player, and a bowl that keeps
every die."""

from game.core.game_parts import MatchKind
from game.games.doty import ai, rules, worth
from game.physics.bowl import bowl_throw
from game.physics.gesture import toward_centre

PLAY = MatchKind(
    rules,
    ai.choose_action,
    bowl_throw(rim_holds=True),
    toward_centre,
    advice=ai.advice,
    prepare=ai.prepare,
    throw_worth=worth.throw_worth,
    style_figures=ai.style_figures,
)
