"""Spottle: players against the Spottle Master, and a toad that eats dice.
Rules (``rules``), the objects a player may bet (``items``), the computer
player (``ai``), the flat table and the toad's tongue (``physics``), the
living creatures (``creatures``), and its setup, table and results screens."""

from game.core.definition import GameDefinition

GAME = GameDefinition(
    "spottle",
    "Spottle",
    "Players against the Spottle Master, and a toad that eats dice.",
    "1-6 players",
    package=__name__,
    files=tuple(f"images/spottle/{name}.png" for name in ("toad", "toad_throat", "crocodile_open", "crocodile_shut")),
    levels=(
        ("easy", "bets a loose handful and raises on a whim"),
        ("normal", "bets a modest share and raises on a strong first die"),
        ("hard", "bets the least and raises exactly when the raise pays"),
    ),
    seat_names=("Player", "Brannoc", "Mother Grell", "Old Wick", "Tamsin", "Jory"),
    ladder=(("spottle", (0.756, 0.750, 0.873)),),
    keys=(
        ("bet", "Bet the coins set", "B"),
        ("offer", "Offer the item picked", "O"),
        ("accept", "Accept the price", "ENTER"),
        ("raise", "Raise", "R"),
        ("hold", "Hold", "K"),
        ("bet_more", "Bet more", "UP"),
        ("bet_less", "Bet less", "DOWN"),
    ),
)
