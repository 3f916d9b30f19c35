"""Textures and fonts, loaded once per window."""

from __future__ import annotations

from functools import lru_cache

from game.resources import resource
from game.scenes.arcade_import import arcade

FONT = "Liberation Serif"
FONT_SANS = "Liberation Sans"

INK = (250, 236, 205)
INK_DIM = (214, 192, 160)
GOLD = (244, 200, 90)
RED = (226, 92, 70)
GREEN = (130, 210, 120)
PANEL = (28, 16, 10, 200)
PANEL_EDGE = (150, 100, 56)


def load_fonts() -> None:
    """arcade.Text falls back silently to a default font unless the file is loaded."""
    for style in ("Regular", "Bold", "Italic", "BoldItalic"):
        arcade.load_font(f":system:fonts/ttf/Liberation/Liberation_Serif_{style}.ttf")
        arcade.load_font(f":system:fonts/ttf/Liberation/Liberation_Sans_{style}.ttf")


@lru_cache(maxsize=None)
def texture(*parts: str) -> arcade.Texture:
    return arcade.load_texture(resource("images", *parts))


def die_texture(sides: int, value: int) -> arcade.Texture:
    return texture("dice", f"d{sides}_{value}.png")


def coin_texture(abbr: str) -> arcade.Texture:
    return texture("coins", f"{abbr}.png")
