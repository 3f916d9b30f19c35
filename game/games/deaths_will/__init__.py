"""Death's Will: two gamblers, three dice, one bowl, and a die that leaves
the bowl is a piss. Rules (``rules``), the exact odds of a hand (``odds``),
the computer player (``ai``), and its setup, table and results screens."""

from game.core.definition import GameDefinition

GAME = GameDefinition(
    "deaths_will",
    "Death's Will",
    "Three dice in a bowl. Beat the house's score; never let a die leave the bowl.",
    "2 players",
    package=__name__,
    levels=(
        ("easy", "antes every hand, never raises or folds, and throws loosely"),
        ("normal", "plays near the solved odds, with slips and a less steady hand"),
        ("hard", "plays every hand solved for coins, with the steadiest throw"),
    ),
    ladder=(("deaths_will", (0.576, 0.588, 0.691)),),
    keys=(
        ("ante", "Ante, with the raise set", "A"),
        ("fold", "Fold", "F"),
        ("raise_more", "Raise a coin more", "UP"),
        ("raise_less", "Raise a coin less", "DOWN"),
    ),
)
