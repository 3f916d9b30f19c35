"""Doty Dice at a match: its rules, its computer player, and a bowl that keeps
every die."""

from game.games.doty import ai, rules, worth
from game.physics.bowl import in_the_bowl

PLAY = in_the_bowl(rules, ai, rim_holds=True, advice=ai.advice, prepare=ai.prepare, throw_worth=worth.throw_worth)
