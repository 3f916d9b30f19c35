"""The Spelldice table's pictures, loaded as the table is made."""

from __future__ import annotations

from typing import Any

from game.games.spelldice import COLOURS
from game.platform.resources import resource
from game.ui import art
from game.ui.solid_dice import painter, rest_texture


def warm_pictures(window: Any) -> None:
    """Every picture the plaques, arrows and board may show, loaded as the
    table is made: loaded when first shown, they held the reveal's frame."""
    atlas = window.ctx.default_atlas
    for picture in sorted(resource("images", "spelldice").glob("*.png")):
        atlas.add(art.texture("spelldice", picture.name))
    for colour in COLOURS:  # every colour's die, thrown and on the plaques and board
        painter().picture(colour)
        for value in range(1, 7):
            atlas.add(rest_texture(colour, value))
