"""Every file the game loads, in one place (each game names its own in its
definition): the smoke mode, the tests and the app bundle's spec all check
against these lists."""

from __future__ import annotations

from game.core import catalogue


def _takes(name: str, count: int) -> tuple[str, ...]:
    return tuple(f"sounds/{name}_{take}.wav" for take in range(1, count + 1))


def _one(name: str) -> tuple[str, ...]:
    return (f"sounds/{name}.wav",)


# The game's own sounds (build_scripts/make_sounds.py makes them), by the name
# the game plays them by: each name's files under resources/. A strike has
# takes to choose among, so no two clatters sound alike
# (game/platform/sound_choice.py chooses).
SOUNDS: dict[str, tuple[str, ...]] = {
    # a die striking, by what it strikes
    "die_on_table": _takes("die_on_table", 4),  # the table, a tray, their wooden edges
    "die_in_bowl": _takes("die_in_bowl", 4),
    "die_on_rim": _takes("die_on_rim", 4),
    "die_on_die": _takes("die_on_die", 4),
    "die_off_table": _takes("die_off_table", 4),  # out of the bowl: where no die should be
    "die_on_creature": _takes("die_off_table", 4),  # the toad or the crocodile: the same dull thud
    "coin_to_pot": _takes("coin_to_pot", 3),
    "coin_to_purse": _takes("coin_to_purse", 3),
    "tongue": _one("tongue"),
    "gulp": _one("gulp"),
    "snap": _one("snap"),  # the crocodile's jaw
    "hit": _one("hit"),
    "spell": _one("spell"),
    "fall": _one("fall"),
    "win": _one("win"),
    "big_win": _one("big_win"),
    "lose": _one("lose"),
    "refusal": _one("refusal"),
    "click": _one("click"),
    "room": _one("room"),  # the quiet room: fire and talk, looped beneath the game
}
# The strikes: as loud as they were hard, and a little higher.
IMPACTS = frozenset(name for name in SOUNDS if name.startswith("die_"))
ROOM = "room"


def sound_files() -> list[str]:
    """Every sound file, once, as a path relative to resources/."""
    return sorted({file for files in SOUNDS.values() for file in files})


FONT_FACES = ("Regular", "Bold", "Italic")
# the kinds of dice: the plain d4, d6 and d12, Doty's picture die, Spots' die and Spelldice's colours
DIE_KINDS = ("d4", "d6", "d12", "doty", "spots", "green", "blue", "red", "black", "purple")
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
    files += [f"images/faces/{kind}.png" for kind in DIE_KINDS]  # each kind's faces, made by make_dice_faces.py
    files += [f"images/coins/{abbr}.png" for abbr in COIN_ABBRS]
    files += sound_files()
    for game in catalogue.playable():
        files += [*game.files, game.rules_text]
    return files


def arcade_files() -> list[str]:
    """arcade resource handles the game loads: its fonts."""
    return [font_file(face) for face in FONT_FACES]
