"""The dice of the Spottle table: each throw flying and coming to rest
among the dice already lying there (knocked by it, or taken by the toad),
a finger pressing the crocodile's teeth, each seat's dice marked in its own
colour and shape, and the toad's eyes following them. A part of the Spottle
table's part (``game.games.spottle.table``), which owns the toad or the
crocodile and the dice lying on the table."""

from __future__ import annotations

import math
from typing import Any, Protocol

from game.games.spottle.creatures import Crocodile, Toad
from game.games.spottle.lying_dice import LyingDice
from game.games.spottle.mark_places import MARK_RADIUS
from game.games.spottle.physics import MOUTH_AT, REACH, seat_spot
from game.games.spottle.scene import SpottleScene
from game.ui import art, text_size
from game.ui.arcade_import import arcade
from game.ui.composed_table import BOWL_CENTRE
from game.ui.dice_animation import PlaybackDrawing, ThrowAnimation

PLAQUE = (190, 66)  # a seat's plaque: three lines of words at 14 (a purse of every coin, said tight)


PLAQUE_WIDE = 270  # at the larger sizes: a side column's width, a purse of every coin on one line


def plaque_size() -> tuple[float, float]:
    """A seat's plaque at the player's text size: PLAQUE at Normal; at the
    larger sizes taller for its three lines, and as wide as a side column
    (some of them stand in the columns, ``plaques.ring_centres``)."""
    scale = text_size.scale()
    if scale == 1:
        return PLAQUE
    return PLAQUE_WIDE, round(PLAQUE[1] * scale**0.8)


def plaque_line(offset: float) -> float:
    """A line's height on a plaque (written at Normal, over or under its
    middle), kept in proportion on the taller plaque."""
    return offset * plaque_size()[1] / PLAQUE[1]


SEAT_COLOURS = ((230, 120, 90), (110, 180, 230), (150, 210, 110), (230, 190, 90), (200, 140, 220), (120, 220, 200))


class PressAnimation(PlaybackDrawing):
    """A finger pressing one of the crocodile's teeth: a chance without dice
    in flight. The crocodile draws the finger."""


class DiceTable(Protocol):
    """What the dice read and set of the window's table."""

    match: Any
    flow: Any  # the TableFlow
    window: Any  # its settings: the seats' shapes, reduced motion
    animation: PlaybackDrawing | None  # a throw come to rest is let go (None), its dice lying there

    def die_kind(self, sides: int) -> str: ...


class SpottleDice:
    """The dice lying on the table and those thrown among them, the toad or the crocodile, the seats' marks."""

    def __init__(self, table: DiceTable, plaques: list, plaque_boxes: tuple, creature: str | None):
        self.table, self.plaques = table, plaques  # the plaques' middles, and their boxes
        self.match, self.flow = table.match, table.flow
        self.toad = Toad(BOWL_CENTRE) if creature == "toad" else None
        self.crocodile = Crocodile(BOWL_CENTRE) if creature == "crocodile" else None
        self.living = self.toad or self.crocodile
        kept_off = plaque_boxes + ((self.living.box,) if self.living else ())
        self.lying = LyingDice(BOWL_CENTRE, table.die_kind, self.seat_mark, keep_off=kept_off)  # marks off them
        self.scene = SpottleScene(self.lying, self.living)  # the creature a solid among the dice
        self.marks_shaped: bool | None = None  # the seat marks beside the names, as last made (a setting's shape)

    def throw_begins(self) -> None:
        self.settle()
        self.lying.learn(self.match.physics.resting, self._value_of)

    def animation_of(self, throw, playback) -> PlaybackDrawing | None:
        """A tooth pressed in the jaw: nothing flies; else None, the dice flying as every table's (their
        owners and values remembered, to lie on the table once at rest)."""
        if throw.path is None:
            return PressAnimation(playback)
        self.lying.remember(throw.path.owners, throw.result.values)
        return None

    def thrown(self) -> None:
        self.place_lying_dice()

    def _value_of(self, owner) -> int | None:
        """The value the rules hold for a die lying on the table, by its owner."""
        state = self.match.state
        seat, die = owner
        if seat < state.players:
            return state.rolls[seat][die]
        return state.master_rolls[die] if die < len(state.master_rolls) else None

    def settle(self) -> None:
        """A throw that has come to rest is over: its dice join those lying on
        the table (unless eaten), where the match says they lie."""
        if isinstance(self.table.animation, ThrowAnimation) and self.table.animation.done:
            self.table.animation = None
        self.place_lying_dice()

    def place_lying_dice(self) -> None:
        """While a throw plays, the dice that lay on the table before it move
        as it knocks them; the rest of the time they lie where the match says
        (the last round's stay until the next round's first throw)."""
        animation = self.table.animation
        if isinstance(animation, ThrowAnimation):
            path = animation.path
            gone = tuple(k for k, _start, _touch, back in path.strikes if animation.t >= back)
            self.lying.show(path.lying, path.lying_at(animation.t), gone)
        else:
            self.lying.show(self.match.physics.resting)

    def seat_colour(self, seat: int | None):
        if seat is None or seat >= self.match.players:
            return art.GOLD
        return SEAT_COLOURS[seat % len(SEAT_COLOURS)]

    def seat_shape(self, seat: int | None) -> str:
        """The seat's shape when the setting asks for them; the Master's dice keep the plain ring."""
        if not self.table.window.settings.seat_shapes or seat is None or seat >= self.match.players:
            return "circle"
        return art.SEAT_SHAPES[seat % len(art.SEAT_SHAPES)]

    def seat_mark(self, seat: int | None) -> tuple:
        """The mark beside a seat's die lying on the table: (colour, texture)."""
        return self.seat_colour(seat), art.mark_texture(self.seat_shape(seat), radius=MARK_RADIUS, width=1, filled=True)

    def mark_the_names(self) -> None:
        """The marks by the names, made again when the setting has changed."""
        shaped = self.table.window.settings.seat_shapes
        if shaped == self.marks_shaped:
            return
        self.marks_shaped = shaped
        w, _ = plaque_size()
        marks = []
        for seat, (x, y) in enumerate(self.plaques):
            mark = arcade.Sprite(art.mark_texture(self.seat_shape(seat), radius=6, width=1, filled=True))
            mark.position = (x - w / 2 + 12, y + plaque_line(17))
            mark.color = self.seat_colour(seat)
            marks.append(mark)
        self.lying.pin(marks)

    def watch_the_dice(self) -> None:
        """The toad's eyes follow the die in flight, then the nearest die
        within its reach; its tongue plays the path's strikes, at this
        throw's dice and at those lying there."""
        toad = self.toad
        assert toad is not None  # a table with a toad
        toad.tongue_tip, toad.gulping, toad.look_at = None, False, self._nearest_in_reach()
        animation = self.table.animation
        if isinstance(animation, ThrowAnimation):
            t = animation.t
            if not animation.done and animation.dice[0].visible and t < animation.path.duration - 1.2:
                toad.look_at = animation.dice[0].position
            strikes = [(animation.dice[die], start, touch, back) for die, start, touch, back in animation.path.tongue]
            strikes += [(self.lying.dice[k], start, touch, back) for k, start, touch, back in animation.path.strikes]
            for sprite, start, touch, back in strikes:
                if start <= t < back:
                    x, y = sprite.position
                    reach = 1.0 if t >= touch else (t - start) / (touch - start)
                    mx, my = toad.mouth
                    toad.tongue_tip = (mx + (x - mx) * reach, my + (y - my) * reach)
                    toad.look_at = toad.tongue_tip
                toad.gulping = toad.gulping or back <= t < back + 0.6
        elif toad.look_at is None and not (self.flow.finished or self.match.state.over):
            turn = self.match.state.turn
            x, y = seat_spot(turn, self.match.players)
            toad.look_at = (BOWL_CENTRE[0] + x, BOWL_CENTRE[1] + y)

    def _nearest_in_reach(self) -> tuple[float, float] | None:
        """The lying die nearest the toad's mouth, if one lies within its reach."""
        mouth = (BOWL_CENTRE[0] + MOUTH_AT[0], BOWL_CENTRE[1] + MOUTH_AT[1])
        near = [(math.dist(at, mouth), at) for at in self.lying.positions()]
        near = [pair for pair in near if pair[0] < REACH]
        return min(near)[1] if near else None
