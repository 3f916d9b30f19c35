"""Spelldice at a match: its rules, its computer wizards, and every shot die
thrown into the bowl in the middle of the saloon table, which keeps them."""

from game.core.game_parts import MatchKind
from game.games.spelldice import advice, ai, rules, worth
from game.physics.bowl import bowl_throw
from game.physics.gesture import toward_centre

PLAY = MatchKind(
    rules,
    ai.choose_action,
    bowl_throw(rim_holds=True),
    toward_centre,
    advice=advice.advice,
    throw_worth=worth.throw_worth,
    style_figures=ai.style_figures,
)
