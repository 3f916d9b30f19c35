"""The creatures on the Spottle table, alive: the toad breathes, blinks,
follows dice with its eyes, shoots its tongue and gulps; the crocodile shows
its teeth, takes a pressed tooth and snaps shut.

They only draw. Where a die is and when the tongue strikes come from the
recorded throw (``ThrowPath.tongue``); what happened comes from the rules.
"""

from __future__ import annotations

import math

from game.games.spottle.creature_shapes import (
    CROC_PICTURE,
    CROC_TEETH_SEEN,
    CROC_TOP,
    SKIN,
    TOAD_EYE,
    TOAD_EYES_SEEN,
    TOAD_MOUTH_SEEN,
    TOAD_PICTURE,
    TOAD_TOP,
)
from game.games.spottle.physics import CROCODILE_HALF, TOAD_AT, TOAD_RADIUS
from game.games.spottle.rules import TEETH
from game.ui import art
from game.ui.arcade_import import arcade

EYES = TOAD_EYES_SEEN  # from the toad's middle, as drawn: on the tops of the eyes its picture bulges
EYE_WHITE = TOAD_EYE[0] * 0.78  # the eye's yellow, inside the lid's rim
PUPIL = 3.2
BREATH_HZ = 0.55
BLINK_EVERY = 3.7
BLINK_SECONDS = 0.13
TONGUE = (222, 96, 120)
TONGUE_EDGE = (120, 36, 52)  # its dark edge: it reads over the dice it passes, bone-white, as over the wood
TONGUE_SHINE = (250, 178, 190)  # wet, it catches the room's light along its upper side
SNAP_SHOW_SECONDS = 1.4


class Creature:
    """What the toad and the crocodile share: where each sits, the box of
    the table it takes (a banner announcing its gulp or its snap keeps off
    it), how high its back stands (a die flying higher passes over it), and
    its soft shadow on the felt, cast from the room's light as a die's is."""

    at: tuple[float, float]
    size: tuple[float, float]
    footprint: tuple[float, float]  # its body on the felt (the physics' body dice bounce off)
    height: float

    @property
    def box(self) -> tuple[float, float, float, float]:
        w, h = self.size
        return (self.at[0] - w / 2, self.at[1] - h / 2, w, h)

    def _cast_shadow(self) -> None:
        """Its shadow: the dice's soft blot, as large as its body (the blot
        fills a little less than two thirds of its picture), moved away from
        the light as far as its height throws it (``solid_dice.place_shadow``)."""
        shadow = arcade.Sprite(art.texture("shadow.png"))
        w, h = self.footprint
        shadow.width, shadow.height = w * 1.9, h * 1.9  # as a die's, for its size
        shadow.position = (self.at[0] + self.height * 0.3, self.at[1] - self.height * 0.3)
        shadow.alpha = 190
        self.shadow: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.shadow.append(shadow)

    def draw_shadow(self) -> None:
        self.shadow.draw()

    def draw(self) -> None:
        raise NotImplementedError

    def draw_tongue(self) -> None:
        """Only the toad has one."""


class Toad(Creature):
    size = TOAD_PICTURE  # its picture, its mouth and the tongue's root inside it
    footprint = (2 * TOAD_RADIUS, 2 * TOAD_RADIUS)
    height = TOAD_TOP

    def __init__(self, middle: tuple[float, float]):
        ox, oy = middle
        self.at = (ox + TOAD_AT[0], oy + TOAD_AT[1])
        self.mouth = (self.at[0] + TOAD_MOUTH_SEEN[0], self.at[1] + TOAD_MOUTH_SEEN[1])
        # The throat's pouch, the body and the pupils are sprites of one list:
        # one draw for the whole toad (a draw call costs more than anything
        # else in a frame here). The pouch swells under its chin, behind its head.
        self.pouch = arcade.Sprite(art.texture("spottle", "toad_throat.png"))
        self.pouch.position = (self.mouth[0], self.mouth[1] - 8)
        self.pupils = [arcade.Sprite(art.mark_texture("circle", filled=True)) for _ in EYES]
        for pupil in self.pupils:
            pupil.color = (24, 18, 8)
            pupil.width, pupil.height = PUPIL * 2, PUPIL * 2.6
        self.body: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.body.extend(
            [
                self.pouch,
                arcade.Sprite(art.texture("spottle", "toad.png"), center_x=self.at[0], center_y=self.at[1]),
                *self.pupils,
            ]
        )
        self._cast_shadow()
        self.clock = 0.0
        self.still = False  # reduce motion: the tongue does not flick out (the die is taken all the same)
        # set by the table each frame, from the throw being played back
        self.look_at: tuple[float, float] | None = None
        self.tongue_tip: tuple[float, float] | None = None
        self.gulping = False

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self) -> None:
        breath = 0.5 + 0.5 * math.sin(self.clock * 2 * math.pi * BREATH_HZ)
        gulping = self.gulping
        self.body[1].scale = 1.0 + 0.025 * breath
        pouch = (16 + 6 * breath) * (1.5 if gulping else 1.0)
        self.pouch.width, self.pouch.height = pouch * 1.6, pouch
        self._place_pupils()
        self.body.draw()
        self._draw_lids()

    def draw_tongue(self) -> None:
        """The tongue out of the mouth to its tip, over the dice it reaches
        across (it flicks through the air above them): edged dark, its upper
        side shining, a sticky tip on the die it takes."""
        if self.tongue_tip is None or self.still:
            return
        (mx, my), (tx, ty) = self.mouth, self.tongue_tip
        arcade.draw_line(mx, my, tx, ty, TONGUE_EDGE, 11)
        arcade.draw_circle_filled(tx, ty, 10, TONGUE_EDGE)
        arcade.draw_line(mx, my, tx, ty, TONGUE, 7)
        arcade.draw_circle_filled(tx, ty, 8, TONGUE)
        arcade.draw_line(mx - 1, my + 2, tx - 1, ty + 2, TONGUE_SHINE, 2)
        arcade.draw_circle_filled(tx - 3, ty + 3, 3, TONGUE_SHINE)

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
            arcade.draw_ellipse_filled(x, y, EYE_WHITE * 2.3, EYE_WHITE * 2.3, SKIN)
            arcade.draw_line(x - EYE_WHITE, y, x + EYE_WHITE, y, (44, 56, 22), 2)


class Crocodile(Creature):
    size = CROC_PICTURE  # its picture, a finger on its teeth inside it
    footprint = (2 * CROCODILE_HALF[0], 2 * CROCODILE_HALF[1])
    height = CROC_TOP

    def __init__(self, middle: tuple[float, float]):
        ox, oy = middle
        self.at = (ox + TOAD_AT[0], oy + TOAD_AT[1])
        self.open: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.open.append(
            arcade.Sprite(art.texture("spottle", "crocodile_open.png"), center_x=self.at[0], center_y=self.at[1])
        )
        self.shut: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.shut.append(
            arcade.Sprite(art.texture("spottle", "crocodile_shut.png"), center_x=self.at[0], center_y=self.at[1])
        )
        self._cast_shadow()
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
        """The teeth run round the open mouth: six along its far rim, six along its near one."""
        x0, y0 = self.at
        column, row = k % (TEETH // 2), k // (TEETH // 2)
        return x0 - 48 + column * 19.2, y0 + CROC_TEETH_SEEN[row]

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
            tip: float = -7 if (k // (TEETH // 2)) == 0 else 7
            if down:
                tip /= 3
            arcade.draw_triangle_filled(x - 6, y, x + 6, y, x, y + tip, colour)
        if self.pressing is not None:
            x, y = self.tooth_spot(min(self.pressed, TEETH - 1))
            arcade.draw_circle_filled(x, y + 26 - 20 * self.pressing, 9, (236, 196, 160))
            arcade.draw_circle_outline(x, y + 26 - 20 * self.pressing, 9, (90, 60, 40), 2)
