"""The dice's pictures put in the texture atlas as a table opens: added at the first throw, they held
that frame for a tenth of a second (the software renderer finishes its work first)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.ui import art
from game.ui.solid_dice import painter, rest_texture


def warm_dice(window: Any, sides: tuple[int, ...], die_kind: Callable[[int], str]) -> None:
    """Every face of the dice a table throws (``sides``, each of its ``die_kind``), and their shadow."""
    atlas = window.ctx.default_atlas
    atlas.add(art.texture("shadow.png"))
    for each in sides:
        kind = die_kind(each)
        painter().picture(kind)
        for value in range(1, each + 1):
            atlas.add(rest_texture(kind, value))
