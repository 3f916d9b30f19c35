"""Doty Dice: picture dice, five ways to play. Rules (``rules``), the faces
and their hands as data (``faces``), the computer player (``ai``), and its
setup, table and results screens."""

from game.core.definition import GameDefinition
from game.games.doty.faces import FACES

GAME = GameDefinition(
    "doty",
    "Doty Dice",
    "Picture dice, five ways to play.",
    "2-6 players",
    package=__name__,
    levels=(
        ("easy", "declares anything and never throws again"),
        ("normal", "plays near the best chance to win, with slips"),
        ("hard", "plays for the best chance to win the race, exactly"),
    ),
    ladder=(
        ("doty/called_shot", (0.547, 0.570, 0.617)),
        ("doty/pairs", (0.520, 0.528, 0.508)),
        ("doty/everyone_scores", (0.943, 0.665, 0.970)),
    ),
    die_faces=(("picture die", tuple(face.name for face in FACES)),),
    keys=(
        *((f"pick_{k}", f"Pick die {k} to re-roll, or put it back", f"KEY_{k}") for k in range(1, 6)),
        ("reroll", "Re-roll the picked dice", "R"),
        ("keep", "Keep the hand", "K"),
    ),
)
