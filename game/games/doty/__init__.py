"""Doty Dice: picture dice, five ways to play. Rules (``rules``), the faces
and their hands as data (``faces``), the computer player (``ai``), and its
setup, table and results screens."""

from game.core.definition import GameDefinition
from game.games.doty.faces import FACES

GAME = GameDefinition(
    "doty", "Doty Dice", "Picture dice, five ways to play.", "2-6 players",
    package=__name__, files=tuple(f"images/doty/{face.key}.png" for face in FACES),
)
