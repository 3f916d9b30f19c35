"""The creatures on the Spottle table, alive: the toad breathes, blinks,
follows dice with its eyes, shoots its tongue and gulps; the crocodile shows
its teeth, takes a pressed tooth and snaps shut.

They only draw. Where a die is and when the tongue strikes come from the
recorded throw (``ThrowPath.tongue``); what happened comes from the rules.
"""

from __future__ import annotations

import math

from game.games.spottle.physics import MOUTH_AT, TOAD_AT
from game.games.spottle.rules import TEETH
from game.ui import art
from game.ui.arcade_import import arcade

EYES = ((-26.0, -12.0), (26.0, -12.0))  # from the toad's middle, on the table
EYE_WHITE = 11.0
PUPIL = 5.0
BREATH_HZ = 0.55
BLINK_EVERY = 3.7
BLINK_SECONDS = 0.13
TONGUE = (222, 96, 120)
SNAP_SHOW_SECONDS = 1.4


class Creature:
    """What the toad and the crocodile share: where each sits, and the box
    of the table it takes (a banner announcing its gulp or its snap keeps off it)."""

    at: tuple[float, float]
    size: tuple[float, float]

    @property
    def box(self) -> tuple[float, float, float, float]:
        w, h = self.size
        return (self.at[0] - w / 2, self.at[1] - h / 2, w, h)


class Toad(Creature):
    size = (160, 150)  # its picture, and its tongue's root below it

    def __init__(self, middle: tuple[float, float]):
        ox, oy = middle
        self.at = (ox + TOAD_AT[0], oy + TOAD_AT[1])
        self.mouth = (ox + MOUTH_AT[0], oy + MOUTH_AT[1] - 4)
        # The throat's pouch, the body and the pupils are sprites of one list:
        # one draw for the whole toad (a draw call costs more than anything
        # else in a frame here).
        disc, ring = art.mark_texture("circle", filled=True), art.ring_texture()
        self.pouch = arcade.Sprite(disc, center_x=self.mouth[0], center_y=self.mouth[1] - 4)
        self.pouch.color = (214, 206, 150)
        self.pouch_edge = arcade.Sprite(ring, center_x=self.mouth[0], center_y=self.mouth[1] - 4)
        self.pouch_edge.color = (60, 70, 30)
        self.pupils = [arcade.Sprite(disc) for _ in EYES]
        for pupil in self.pupils:
            pupil.color = (24, 18, 8)
            pupil.width, pupil.height = PUPIL * 2, PUPIL * 2.6
        self.body = arcade.SpriteList()
        self.body.extend(
            [
                self.pouch,
                self.pouch_edge,
                arcade.Sprite(art.texture("spottle", "toad.png"), center_x=self.at[0], center_y=self.at[1]),
                *self.pupils,
            ]
        )
        self.clock = 0.0
        # set by the table each frame, from the throw being played back
        self.look_at: tuple[float, float] | None = None
        self.tongue_tip: tuple[float, float] | None = None
        self.gulping = False

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self) -> None:
        breath = 0.5 + 0.5 * math.sin(self.clock * 2 * math.pi * BREATH_HZ)
        gulping = self.gulping
        self.body[2].scale = 1.0 + 0.025 * breath
        mx, my = self.mouth
        pouch = (16 + 6 * breath) * (1.5 if gulping else 1.0)
        for part in (self.pouch, self.pouch_edge):
            part.width, part.height = pouch * 1.6, pouch
        self._place_pupils()
        self.body.draw()
        self._draw_lids()
        if self.tongue_tip is not None:
            tx, ty = self.tongue_tip
            arcade.draw_line(mx, my, tx, ty, TONGUE, 7)
            arcade.draw_circle_filled(tx, ty, 7, TONGUE)

    @property
    def blinking(self) -> bool:
        return (self.clock % BLINK_EVERY) < BLINK_SECONDS

    def _place_pupils(self) -> None:
        """Each pupil at the edge of its eye nearest what the toad looks at (hidden in a blink)."""
        for pupil, (ex, ey) in zip(self.pupils, EYES):
            x, y = self.at[0] + ex, self.at[1] + ey
            pupil.visible = not self.blinking
            dx, dy = 0.0, -1.0
            if self.look_at is not None:
                dx, dy = self.look_at[0] - x, self.look_at[1] - y
            length = math.hypot(dx, dy) or 1.0
            reach = EYE_WHITE - PUPIL
            pupil.position = (x + dx / length * reach, y + dy / length * reach)

    def _draw_lids(self) -> None:
        if not self.blinking:
            return
        for ex, ey in EYES:
            x, y = self.at[0] + ex, self.at[1] + ey
            arcade.draw_ellipse_filled(x, y, EYE_WHITE * 2.2, EYE_WHITE * 2.2, (104, 124, 58))
            arcade.draw_line(x - EYE_WHITE, y, x + EYE_WHITE, y, (44, 56, 22), 2)


class Crocodile(Creature):
    size = (200, 124)  # its picture, and a finger on its teeth

    def __init__(self, middle: tuple[float, float]):
        ox, oy = middle
        self.at = (ox + TOAD_AT[0], oy + TOAD_AT[1])
        self.open = arcade.SpriteList()
        self.open.append(
            arcade.Sprite(art.texture("spottle", "crocodile_open.png"), center_x=self.at[0], center_y=self.at[1])
        )
        self.shut = arcade.SpriteList()
        self.shut.append(
            arcade.Sprite(art.texture("spottle", "crocodile_shut.png"), center_x=self.at[0], center_y=self.at[1])
        )
        self.clock = 0.0
        self.snapped_until = -1.0
        self.still = False  # reduce motion: the snap does not shake the jaw
        self.pressed = 0  # teeth pressed down since the last snap
        self.pressing: float | None = None  # 0..1 of a press under way

    def update(self, dt: float) -> None:
        self.clock += dt

    def snap(self) -> None:
        self.snapped_until = self.clock + SNAP_SHOW_SECONDS

    def tooth_spot(self, k: int) -> tuple[float, float]:
        """The teeth run round the open mouth: six along the top, six along the bottom."""
        x0, y0 = self.at
        column, row = k % (TEETH // 2), k // (TEETH // 2)
        return x0 - 48 + column * 19.2, y0 + (10 if row == 0 else -36)

    def draw(self) -> None:
        if self.clock < self.snapped_until:
            shake = 0 if self.still else 3 * math.sin(self.clock * 60) * (self.snapped_until - self.clock)
            self.shut[0].center_x = self.at[0] + shake
            self.shut.draw()
            return
        self.open.draw()
        for k in range(TEETH):
            x, y = self.tooth_spot(k)
            down = k < self.pressed
            colour = (150, 140, 120) if down else (244, 240, 226)
            tip = -7 if (k // (TEETH // 2)) == 0 else 7
            if down:
                tip /= 3
            arcade.draw_triangle_filled(x - 6, y, x + 6, y, x, y + tip, colour)
        if self.pressing is not None:
            x, y = self.tooth_spot(min(self.pressed, TEETH - 1))
            arcade.draw_circle_filled(x, y + 26 - 20 * self.pressing, 9, (236, 196, 160))
            arcade.draw_circle_outline(x, y + 26 - 20 * self.pressing, 9, (90, 60, 40), 2)
