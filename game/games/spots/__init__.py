"""Spots: dogs, trick tiles, a yard you can bust, and d0g for one player.
Rules (``rules``), the 22 tricks as data (``tricks``), the dog deck as data
(``dogs``), the computer players (``ai``), the dice tray (``physics``), its
pictures (``pictures``), and its setup, table and results screens."""

from game.core.definition import GameDefinition
from game.games.spots.dogs import DOGS
from game.games.spots.tricks import COLOURS

GAME = GameDefinition(
    "spots",
    "Spots",
    "Dogs, trick tiles and a yard you can bust.",
    "1-4 players",
    package=__name__,
    files=tuple(
        f"images/spots/{name}"
        for name in (
            *(f"dog_{dog.key}.png" for dog in DOGS),
            *(f"space_{v}.png" for v in range(1, 7)),
            "card.png",
            "card_scored.png",
            "paw.png",
            "treat.png",
            *(f"tile_{colour}{back}.png" for colour in COLOURS for back in ("", "_back")),
        )
    ),
    levels=(
        ("easy", "picks tricks at random and pushes on by a coin's toss"),
        ("normal", "weighs the chance of a bust before pushing on"),
        ("hard", "pushes on by the exact odds, to the limits that win most"),
    ),
    seat_names=("Player", "Mother Grell", "Brannoc", "Tamsin"),
    ladder=(("spots", (0.877, 0.817, 0.970)),),
    points_word="dogs scored",
    keys=(
        ("stop", "Stop: the dogs stay as they are", "ENTER"),
        ("score_dogs", "Score your complete dogs", "D"),
        ("reroll", "Reroll for a treat", "R"),
        ("keep", "Keep (or put back) the picked dice", "K"),
        ("place", "Place what fits", "A"),
        ("bury", "Bury the picked dice", "B"),
    ),
)
