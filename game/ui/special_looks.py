"""How a Tavern Road special die looks: at the table, the kind of each die of
a throw, the special one (the first of its thrower's dice) in its own
colours from the road's data, the others as the table draws them; in the
bag and at a counter, a picture of it at rest on its favourite face."""

from __future__ import annotations

from game.campaign.die_words import favourite_face, pictured
from game.campaign.special_dice import SpecialDie, the_special_dice
from game.services.match import Throw
from game.ui.arcade_import import arcade
from game.ui.solid_dice import kind_of, rest_texture, special_kind


def throw_kinds(throw: Throw, kind: str) -> tuple[str, ...]:
    """Each die's kind where a special die is among them; () where none is (every die ``kind``)."""
    special = throw.special
    if special is None or special.key not in the_special_dice():
        return ()
    looks = the_special_dice()[special.key]
    return (special_kind(kind, looks.body, looks.pips),) + (kind,) * (len(throw.result.values) - 1)


def die_kind(die: SpecialDie) -> str:
    """The kind of die it stands in for, in its own colours: a picture die is its game's (the Three Cats')."""
    plain = die.games[0] if pictured(die) else kind_of(die.sides)
    return special_kind(plain, die.body, die.pips)


def die_texture(die: SpecialDie, pixels: int = 64) -> arcade.Texture:
    """The die at rest on the face it shows most often, ``pixels`` across (the picture a little wider)."""
    return rest_texture(die_kind(die), favourite_face(die), pixels)
