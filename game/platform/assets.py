"""Every file the game loads, in one place (each game names its own in its
definition): the smoke mode, the tests and the app bundle's spec all check
against these lists."""

from __future__ import annotations

from game.core import catalogue

# arcade's bundled CC0 sounds, by the name the game plays them by.
SOUNDS = {
    "hit": ":resources:sounds/hit3.wav",
    "knock": ":resources:sounds/hit1.wav",
    "rim": ":resources:sounds/rockHit2.wav",
    "coin": ":resources:sounds/coin1.wav",
    "win": ":resources:sounds/upgrade1.wav",
    "big_win": ":resources:sounds/upgrade4.wav",
    "lose": ":resources:sounds/lose4.wav",
    "piss": ":resources:sounds/fall2.wav",
    "error": ":resources:sounds/error2.wav",
    "click": ":resources:sounds/hit5.wav",
    "tongue": ":resources:sounds/jump3.wav",
    "gulp": ":resources:sounds/hurt2.wav",
    "snap": ":resources:sounds/explosion2.wav",
}

FONT_FACES = ("Regular", "Bold", "Italic")
DIE_SIDES = (4, 6, 12)
COIN_ABBRS = ("pp", "gp", "ep", "sp", "cp")


def font_file(face: str) -> str:
    """arcade ships Liberation Serif among its system fonts."""
    return f":system:fonts/ttf/Liberation/Liberation_Serif_{face}.ttf"


def game_files() -> list[str]:
    """Files under resources/ that the game loads, as paths relative to it."""
    files = [
        "images/table.jpg",
        "images/bowl.png",
        "images/shadow.png",
        "images/title.png",
        "images/icon_64.png",
        "rules/tavern_road.json",
    ]
    files += [f"images/dice/d{sides}_{v}.png" for sides in DIE_SIDES for v in range(1, sides + 1)]
    files += [f"images/coins/{abbr}.png" for abbr in COIN_ABBRS]
    for game in catalogue.playable():
        files += [*game.files, game.rules_text]
    return files


def arcade_files() -> list[str]:
    """arcade resource handles the game loads."""
    return sorted(SOUNDS.values()) + [font_file(face) for face in FONT_FACES]
