"""Spelldice: Sorcery Saloon: wizards, secret picks, shots and reaction
spells. Rules (``rules``), the colour table as data (``colours``), the
computer wizards (``ai``), and its setup, saloon table and results screens."""

from game.core.definition import GameDefinition

COLOURS = ("green", "blue", "red", "black", "purple")

GAME = GameDefinition(
    "spelldice",
    "Spelldice: Sorcery Saloon",
    "Wizards, secret dice and spells.",
    "2-6 players",
    package=__name__,
    files=tuple(
        f"images/spelldice/{name}.png"
        for name in (
            *(f"wizard_{seat}" for seat in range(6)),
            "nether",
            "deadshot",
            "shield",
        )
    ),
    levels=(
        ("easy", "picks at random among sensible hands"),
        ("normal", "shoots the weakest wizard with its surest dice"),
        ("hard", "weighs every pick by its expected worth"),
    ),
    ladder=(("spelldice", (0.608, 0.656, 0.747)),),
    keys=(
        ("enter", "Hands up, show my dice, go on", "ENTER"),
        ("pick_1", "Pick up die 1 (or the Deadshot)", "KEY_1"),
        *((f"pick_{k}", f"Pick up die {k}", f"KEY_{k}") for k in range(2, 5)),
        ("pick_whip", "Pick up the Whip", "W"),
        ("left_fist", "Left fist (a fallen wizard's hand)", "Q"),
        ("right_fist", "Right fist", "E"),
        *((f"aim_{seat + 1}", f"Shoot at wizard {seat + 1} (their plaque)", key) for seat, key in enumerate("XCVBNM")),
    ),
    points_word="health left",
)
