"""A regular's portrait: head and shoulders on a medallion of the level's
colour, drawn from the few features the road's data gives (``Looks``), so a
new regular needs no picture file."""

from __future__ import annotations

import math

from game.campaign.taverns import Looks
from game.ui import art
from game.ui.arcade_import import arcade

INK = (40, 24, 14)


def _darker(colour: tuple, by: float = 0.7) -> tuple:
    return tuple(int(c * by) for c in colour[:3])


def _shoulders(x: float, y: float, radius: float, u: float) -> list[tuple[float, float]]:
    """The coat: the medallion's lower part under a rounded shoulder line."""
    meet = math.asin(-18 * u / radius)  # where the shoulder line meets the rim, right side
    left, sweep = math.pi - meet, math.pi + 2 * meet  # from the left meeting, under, to the right
    arc = [
        (x + radius * math.cos(left + sweep * k / 16), y + radius * math.sin(left + sweep * k / 16)) for k in range(17)
    ]
    top = [(x + dx * u, y + dy * u) for dx, dy in ((26, -13), (13, -9), (0, -8), (-13, -9), (-26, -13))]
    return arc + top


def draw_portrait(x: float, y: float, radius: float, looks: Looks, ground: tuple, champion: bool) -> None:
    u = radius / 40
    arcade.draw_circle_filled(x, y, radius, ground)
    if looks.hat == "hood":  # the hood hangs behind the head
        arcade.draw_ellipse_filled(x, y + 3 * u, 40 * u, 46 * u, looks.hat_colour)
    if looks.hair_style == "long":
        arcade.draw_ellipse_filled(x, y - 1 * u, 36 * u, 44 * u, looks.hair)
    arcade.draw_polygon_filled(_shoulders(x, y, radius, u), looks.coat)
    arcade.draw_rect_filled(arcade.XYWH(x, y - 9 * u, 10 * u, 10 * u), _darker(looks.skin, 0.85))  # the neck
    if looks.hair_style != "bald":
        arcade.draw_ellipse_filled(x, y + 7 * u, 31 * u, 34 * u, looks.hair)
    if looks.hair_style == "bun":
        arcade.draw_circle_filled(x, y + 23 * u, 7 * u, looks.hair)
    arcade.draw_ellipse_filled(x, y + 3 * u, 26 * u, 31 * u, looks.skin)  # the face
    if looks.hair_style == "bald":  # what hair is left, at the sides
        arcade.draw_ellipse_filled(x - 12 * u, y + 5 * u, 5 * u, 10 * u, looks.hair)
        arcade.draw_ellipse_filled(x + 12 * u, y + 5 * u, 5 * u, 10 * u, looks.hair)
    else:  # a fringe
        arcade.draw_arc_filled(x, y + 12 * u, 26 * u, 14 * u, looks.hair, 0, 180)
    if looks.beard == "long":
        arcade.draw_polygon_filled(
            [
                (x - 12 * u, y + 0 * u),
                (x + 12 * u, y + 0 * u),
                (x + 6 * u, y - 18 * u),
                (x, y - 24 * u),
                (x - 6 * u, y - 18 * u),
            ],
            looks.hair,
        )
    elif looks.beard == "short":
        arcade.draw_ellipse_filled(x, y - 7 * u, 22 * u, 14 * u, looks.hair)
    for side in (-1, 1):  # eyes and brows
        arcade.draw_circle_filled(x + side * 5 * u, y + 6 * u, 1.8 * u, INK)
        arcade.draw_line(
            x + side * 3 * u, y + 9.5 * u, x + side * 8 * u, y + 9 * u, _darker(looks.hair, 0.8), max(1.0, 1.2 * u)
        )
    mouth = y - 3 * u if looks.beard == "none" else y - 1.5 * u
    arcade.draw_line(x - 3 * u, mouth, x + 3 * u, mouth, _darker(looks.skin, 0.55), max(1.0, 1.4 * u))
    _draw_hat(x, y, u, looks)
    arcade.draw_circle_outline(x, y, radius, art.GOLD if champion else art.PANEL_EDGE, 3)


def _draw_hat(x: float, y: float, u: float, looks: Looks) -> None:
    colour = looks.hat_colour
    if looks.hat == "pointed":
        arcade.draw_triangle_filled(x - 17 * u, y + 15 * u, x + 17 * u, y + 15 * u, x + 7 * u, y + 46 * u, colour)
        arcade.draw_ellipse_filled(x, y + 15 * u, 42 * u, 8 * u, _darker(colour, 0.8))
        arcade.draw_circle_filled(x + 1 * u, y + 28 * u, 2 * u, art.GOLD)  # a star on it
    elif looks.hat == "hood":  # its rim round the face
        arcade.draw_ellipse_outline(x, y + 4 * u, 32 * u, 38 * u, _darker(colour, 0.8), 4 * u)
    elif looks.hat == "kerchief":
        arcade.draw_arc_filled(x, y + 13 * u, 31 * u, 20 * u, colour, 0, 180)
        arcade.draw_triangle_filled(x + 13 * u, y + 15 * u, x + 22 * u, y + 19 * u, x + 20 * u, y + 10 * u, colour)
    elif looks.hat == "cap":
        arcade.draw_arc_filled(x, y + 14 * u, 30 * u, 22 * u, colour, 0, 180)
        arcade.draw_rect_filled(arcade.XYWH(x - 10 * u, y + 14 * u, 22 * u, 3 * u), _darker(colour, 0.75))
