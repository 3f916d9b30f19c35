"""Spelldice at a match: its rules, its computer wizards, and every shot die
thrown into the bowl in the middle of the saloon table, which keeps them."""

from game.games.spelldice import advice, ai, rules, worth
from game.games.spelldice.offers import let_stand_unasked
from game.physics.bowl import in_the_bowl

PLAY = in_the_bowl(
    rules, ai, rim_holds=True, advice=advice.advice, throw_worth=worth.throw_worth, forced=let_stand_unasked
)
