"""A won match celebrated on its results: the gold burst behind the
winner's portrait, its rays turning slowly, and coins falling either side
of the results' panel for a few seconds.

Where a person at this screen won, the rays turn and the coins fall; where
only computers played, or nobody won, the burst stands still; where the
people here lost, there is no burst at all (``game.ui.winner``). Under
"reduce motion" nothing turns or falls. Everything moves by the screen's
own clock, so a screen stepped by a test moves as far as its time has come.
The burst is one shape list and the coins one sprite list: each is drawn in
one call however many rays or coins there are.
"""

from __future__ import annotations

import math
import random

from game.ui import art
from game.ui.app import DESIGN_HEIGHT, DESIGN_WIDTH
from game.ui.arcade_import import arcade

RAYS = 12
RAY_WIDTH = 12  # degrees of a ray, of the 30 between one ray and the next
TURN_SPEED = 9.0  # degrees a second: slow enough to read as light, not as a wheel
BURST_ALPHA = 90  # a still burst; a person's win burns brighter
WON_ALPHA = 140
FALL_SECONDS = 6.0  # coins keep coming this long, and those in the air fall on out of sight
FALLING = 28  # coins falling, either side together
FALL_SPEED = (90.0, 160.0)  # table pixels a second, each coin its own
SWAY = (4.0, 14.0)  # how far a coin sways across as it falls
LANE_LEAST = 70  # a margin narrower than this beside the panel has no coins
ABOVE, BELOW = DESIGN_HEIGHT + 30, -30  # where a coin comes into sight, and where it leaves it
KINDS = ("gp", "gp", "ep", "sp")  # mostly gold


class Burst:
    """The gold rays behind a portrait; ``turn`` them by degrees."""

    def __init__(self, x: float, y: float, reach: float, alpha: int):
        self.shapes: arcade.shape_list.ShapeElementList[arcade.shape_list.Shape] = arcade.shape_list.ShapeElementList()
        for k in range(RAYS):
            a = math.radians(k * 360 / RAYS + 9)
            b = a + math.radians(RAY_WIDTH)
            corners = [(0.0, 0.0), *((reach * math.cos(c), reach * math.sin(c)) for c in (a, b))]
            self.shapes.append(arcade.shape_list.create_polygon(corners, (*art.GOLD, alpha)))
        self.shapes.position = (x, y)

    def draw(self, turn: float) -> None:
        self.shapes.angle = turn
        self.shapes.draw()


def lanes(panels: tuple) -> list[tuple[float, float]]:
    """The margins beside the results' panels a coin may fall down: (left, right) each."""
    if not panels:
        return [(0.0, float(DESIGN_WIDTH))]
    left = min(panel[0] for panel in panels)
    right = max(panel[0] + panel[2] for panel in panels)
    return [(a, b) for a, b in ((0.0, left), (right, float(DESIGN_WIDTH))) if b - a >= LANE_LEAST]


class CoinFall:
    """Coins falling down the margins beside the results, for a while."""

    def __init__(self, panels: tuple, seed: int = 0):
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.coins: list[tuple] = []  # each coin's lane's middle, half width, speed, sway, way in, turning
        shaken = random.Random(seed)
        ways = lanes(panels)
        for k in range(FALLING if ways else 0):
            a, b = ways[k % len(ways)]
            x = shaken.uniform(a + 20, b - 20)
            half = min(x - a, b - x) - 12  # it sways inside its lane
            speed = shaken.uniform(*FALL_SPEED)
            into = shaken.uniform(0, 0.6 * (ABOVE - BELOW))  # how far above the top it starts: they come one by one
            self.coins.append((x, max(0.0, half), speed, shaken.uniform(*SWAY), into, shaken.uniform(1.0, 2.5)))
            sprite = arcade.Sprite(art.coin_texture(KINDS[k % len(KINDS)]), scale=0.6)
            sprite.visible = False
            self.sprites.append(sprite)

    def place(self, t: float) -> bool:
        """Each coin where ``t`` seconds of falling bring it; False once none is left in the air."""
        span, falling = ABOVE - BELOW, False
        for sprite, (x, half, speed, sway, into, turning) in zip(self.sprites, self.coins):
            down = speed * t - into  # how far below the top it has come, on its latest way down
            falls = math.floor(down / span) if down >= 0 else -1
            began = (into + falls * span) / speed  # when that way down began
            sprite.visible = falls >= 0 and (falls == 0 or began < FALL_SECONDS)
            if not sprite.visible:
                falling = falling or falls < 0
                continue
            falling = True
            y = ABOVE - (down - falls * span)
            sprite.position = (x + min(sway, half) * math.sin(turning * t + into), y)
            sprite.scale = (0.6 * max(0.2, abs(math.cos(math.pi * turning * t))), 0.6)  # turning over
        return falling

    def draw(self) -> None:
        self.sprites.draw()
