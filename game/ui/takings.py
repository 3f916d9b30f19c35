"""A hand or round won, as every table shows it (``game.table.beats.Win``):
what the winner took showers into their purse, coin after coin, each on an
arc of its own and landing with a clink, and the winner's card lifts off the
table in a gold glow and settles again.

Both move by the table's own clock, as the other answers do
(``game.ui.answers``). The shower's coins are sprites of the answers' one
SpriteList, drawn in one call however many fly; the lifted card is the
table's still part drawn again, raised, inside the card's box. Under
"reduce motion" neither is made: the purse's figure changes and the banner
says who won.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Protocol

from game.core.coins import in_coins
from game.ui import art
from game.ui.app import DESIGN_WIDTH
from game.ui.arcade_import import arcade

Box = tuple[float, float, float, float]  # left, bottom, width, height

SHOWER_COIN_SECONDS = 0.9  # one coin's flight, up and over into the purse
SHOWER_STAGGER = 0.06  # between one coin leaving and the next
SHOWER_LEAST, SHOWER_MOST = 12, 24  # coins in a shower: a small pot still showers, a great one is not a blizzard
SHOWER_CLIMB = (120.0, 240.0)  # how far each coin's arc is pulled above the higher of its ends (each its own)
SHOWER_CEILING = 690.0  # no arc is pulled higher: a take from the table's top stays in sight
SHOWER_SPREAD = (60.0, 260.0)  # how far out over the table each arc bends, off the straight way
LANDING_SPREAD = (16.0, 6.0)  # round the purse's middle: coins land in a heap, not on one point
CLINK_EVERY = 4  # a clink for every few coins landing: one for each would be a rattle, not coins
LIFT_SECONDS = 1.4  # the winner's card up, held, and settled
LIFT_HEIGHT = 9.0  # table pixels: clear of the card over it (Death's Will's cards stand 15 apart)
# A place lower than this is a row of a card (Doty's score card), not a card: raised, it would cover the
# row above, so it glows where it lies, in its nearest ring only (the outer ones would cross its neighbours').
CARD_LEAST = 60
GLOW = ((2, 4, 1.0), (6, 3, 0.5), (10, 2, 0.2))  # the glow's rings: how far out, how thick, how bright
SHADE = (20, 10, 6, 110)  # under a lifted card, where it stood


def shower_size(amount: int) -> int:
    """How many coins a take of ``amount`` copper showers: more for more, within bounds."""
    return max(SHOWER_LEAST, min(SHOWER_MOST, 10 + 3 * int(math.log10(max(1, amount)))))


class Shower:
    """A winner's take, showering from where it lay into their purse."""

    def __init__(self, amount: int, start: tuple[float, float], end: tuple[float, float], since: float, sprites):
        self.start, self.end, self.since = start, end, since
        count = shower_size(amount)
        # the coins the take is made of, the largest first, each kind a few times over
        kinds = [coin.abbr for coin, number in in_coins(amount) for _ in range(min(number, 3))] or [
            "cp"
        ]  # none: a copper's look
        shaken = random.Random(round(start[0] + 31 * start[1] + 977 * end[0] + amount))  # the same take, the same arcs
        (sx, sy), (ex, ey) = start, end
        length = math.hypot(ex - sx, ey - sy) or 1.0
        nx, ny = -(ey - sy) / length, (ex - sx) / length  # square to the way, turned toward the table's middle
        if nx * (DESIGN_WIDTH / 2 - (sx + ex) / 2) < 0:
            nx, ny = -nx, -ny
        self.coins: list[arcade.Sprite] = []
        self.paths: list[tuple] = []  # each coin's (bend, landing, turns while flying)
        for k in range(count):
            out = shaken.uniform(*SHOWER_SPREAD)
            up = min(max(sy, ey) + ny * out + shaken.uniform(*SHOWER_CLIMB), SHOWER_CEILING)  # tossed up
            bend = ((sx + ex) / 2 + nx * out, up)
            landing = (ex + shaken.uniform(-1, 1) * LANDING_SPREAD[0], ey + shaken.uniform(-1, 1) * LANDING_SPREAD[1])
            self.paths.append((bend, landing, shaken.uniform(1.5, 3.0)))
            sprite = arcade.Sprite(art.coin_texture(kinds[k % len(kinds)]), scale=0.6)
            sprite.position, sprite.visible = start, False
            sprites.append(sprite)
            self.coins.append(sprite)
        self.landed = 0  # coins in the purse so far
        self.clinks = 0  # clinks due for those landed, not yet heard

    @property
    def seconds(self) -> float:
        """From its first coin leaving to its last landing."""
        return SHOWER_COIN_SECONDS + (len(self.coins) - 1) * SHOWER_STAGGER

    @property
    def landing(self) -> tuple[float, float]:
        """When its first coin lands (on the table's clock), and how long until its last does."""
        return self.since + SHOWER_COIN_SECONDS, (len(self.coins) - 1) * SHOWER_STAGGER

    def place(self, now: float) -> bool:
        """Each coin where its arc has come to; False once all have landed."""
        flying, landed = False, 0
        sx, sy = self.start
        for k, (sprite, ((bx, by), (ex, ey), turns)) in enumerate(zip(self.coins, self.paths)):
            t = (now - self.since - k * SHOWER_STAGGER) / SHOWER_COIN_SECONDS
            sprite.visible = 0 <= t < 1
            if t >= 1:
                landed += 1
                continue
            flying = True
            if sprite.visible:
                u = 1 - t
                sprite.position = (u * u * sx + 2 * u * t * bx + t * t * ex, u * u * sy + 2 * u * t * by + t * t * ey)
                # nearer the eye at the top of its arc, small as it drops in; turning over as it flies
                size = 0.5 + 0.25 * math.sin(math.pi * t)
                sprite.scale = (size * max(0.2, abs(math.cos(math.pi * turns * t))), size)
        if landed > self.landed:
            heard = [n for n in range(self.landed + 1, landed + 1) if n % CLINK_EVERY == 1 or n == len(self.coins)]
            self.clinks += len(heard)
            self.landed = landed
        if not flying:
            for sprite in self.coins:
                sprite.remove_from_sprite_lists()
        return flying


def lift_height(age: float, box: Box) -> float:
    """How far a card lifted ``age`` seconds ago stands off the table: up
    quickly, held, then down, a pixel past and back, as a card set down."""
    t = age / LIFT_SECONDS
    if t <= 0 or t >= 1 or box[3] < CARD_LEAST:
        return 0.0
    top = LIFT_HEIGHT
    if t < 0.2:
        return top * (1 - (1 - t / 0.2) ** 2)
    if t < 0.6:
        return top
    u = (t - 0.6) / 0.4
    return top * (1 - u) ** 2 * math.cos(1.5 * math.pi * u)


def glow(age: float) -> float:
    """How bright a lifted card's glow is: up with the card, fading as it settles."""
    t = age / LIFT_SECONDS
    return 0.0 if t <= 0 or t >= 1 else min(1.0, t / 0.15) * min(1.0, (1 - t) / 0.5)


class StillPart(Protocol):
    """What a lift draws again, raised: the table's still part (its backdrop
    and what lies on it), in table coordinates through its camera."""

    camera: arcade.Camera2D

    def paint(self) -> None: ...


class Lifts:
    """The winners' cards lifted off a table, drawn over its still part."""

    def __init__(self, table: StillPart, clock: Callable[[], float], still: Callable[[], bool]):
        self.table, self.clock, self.still = table, clock, still
        self.lifting: list[tuple[Box, float]] = []  # each card's box, and when it lifted
        self.drawn: list[Box] = []  # where the last frame drew each lifted card

    def lift(self, box: Box) -> None:
        if not self.still():
            self.lifting.append((box, self.clock()))

    def draw(self) -> None:
        now = self.clock()
        self.lifting = [(box, since) for box, since in self.lifting if now - since < LIFT_SECONDS]
        self.drawn = []
        for box, since in self.lifting:
            up = lift_height(now - since, box)
            left, bottom, width, height = box
            if up:
                arcade.draw_rect_filled(arcade.LBWH(left, bottom, width, max(0.0, up)), SHADE)
                self._raised(box, up)
            bright = glow(now - since)
            for grow, border, share in GLOW if height >= CARD_LEAST else GLOW[:1]:
                rect = arcade.LBWH(left - grow, bottom + up - grow, width + 2 * grow, height + 2 * grow)
                arcade.draw_rect_outline(rect, (*art.GOLD, int(255 * bright * share)), border)
            self.drawn.append((left, bottom + up, width, height))

    def _raised(self, box: Box, up: float) -> None:
        """The still part drawn again ``up`` table pixels higher, inside the box it is raised to."""
        camera = self.table.camera
        kept = camera.viewport
        per = kept.width / DESIGN_WIDTH  # the framebuffer's pixels a table pixel
        left, bottom, width, height = box
        camera.viewport = arcade.LBWH(kept.left, kept.bottom + up * per, kept.width, kept.height)
        camera.use()
        ctx = arcade.get_window().ctx
        ctx.scissor = (
            round(kept.left + left * per),
            round(kept.bottom + (bottom + up) * per),
            round(width * per),
            round(height * per),
        )
        try:
            self.table.paint()
        finally:
            ctx.scissor = None
            camera.viewport = kept
            camera.use()
