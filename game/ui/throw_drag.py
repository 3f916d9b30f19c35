"""A throw being dragged across a dice table, drawn as an arrow coloured by how hard it is."""

from __future__ import annotations

import math

from game.physics.gesture import USUAL_DRAG, Drag, drag_length
from game.ui import art
from game.ui.arcade_import import arcade

RED_STRENGTH = 0.7  # a throw this hard, even straight across the bowl, leaves it about one time in three


class ThrowDrag(Drag):
    """A throw being dragged across the table, drawn: an arrow from where the
    press began, green while it is a drag a hand makes across the bowl, gold
    past that, red where it is hard enough to clear the rim often."""

    def __init__(self, standard: float):
        super().__init__()
        self.standard = standard  # the strength of the game's standard throw, which a drag's is measured by
        self.red_from = drag_length(RED_STRENGTH, standard)

    def draw(self) -> None:
        if self.began is None or self.now is None:
            return
        (sx, sy), (ex, ey) = self.began, self.now
        length = math.hypot(ex - sx, ey - sy)
        colour = art.GREEN if length <= USUAL_DRAG else art.GOLD if length < self.red_from else art.RED
        arcade.draw_line(sx, sy, ex, ey, colour, 5)
        arcade.draw_circle_filled(ex, ey, 9, colour)
        arcade.draw_circle_outline(sx, sy, 12, colour, 2)
