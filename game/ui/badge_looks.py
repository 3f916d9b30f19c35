"""How a Tavern Road badge looks off the table: a medal of its metal (tin,
silver, gold) on a ribbon, for the bag and the counter, and its words: its
name, what it does, where it is played and its story."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from game.campaign.badges import Badge
from game.ui import art
from game.ui.arcade_import import arcade
from game.ui.die_card import Line, line

METALS = {"tin": (168, 172, 176), "silver": (222, 226, 232), "gold": art.GOLD}
RIBBONS = {"tin": (96, 110, 150), "silver": (70, 120, 96), "gold": (150, 46, 40)}


@lru_cache(maxsize=8)
def badge_texture(tier: str, pixels: int = 83) -> arcade.Texture:  # as large as a die's picture
    """A medal of ``tier``'s metal hanging from its ribbon, ``pixels`` square."""
    scale = 4  # drawn large and made smaller: smooth edges
    side = pixels * scale
    image = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    ribbon, metal = RIBBONS[tier], METALS[tier]
    draw.polygon([(side * 0.3, 0), (side * 0.7, 0), (side * 0.6, side * 0.42), (side * 0.4, side * 0.42)], ribbon)
    dark = tuple(int(c * 0.55) for c in metal)
    box = (side * 0.14, side * 0.26, side * 0.86, side * 0.98)
    draw.ellipse(box, fill=dark)
    inner = (box[0] + side * 0.05, box[1] + side * 0.05, box[2] - side * 0.05, box[3] - side * 0.05)
    draw.ellipse(inner, fill=metal)
    star = [(side * 0.5, side * 0.42), (side * 0.56, side * 0.57), (side * 0.7, side * 0.6), (side * 0.59, side * 0.7)]
    star += [
        (side * 0.62, side * 0.85),
        (side * 0.5, side * 0.77),
        (side * 0.38, side * 0.85),
        (side * 0.41, side * 0.7),
    ]
    star += [(side * 0.3, side * 0.6), (side * 0.44, side * 0.57)]
    draw.polygon(star, fill=dark)
    small = image.resize((pixels, pixels), Image.Resampling.LANCZOS)
    return arcade.Texture(small, hash=f"badge-{tier}-{pixels}")


def where_played(badge: Badge, road) -> str:
    taverns = [t.name for t in road.taverns if badge.serves(t.game)]
    if len(taverns) == len(road.taverns):
        return "Played at every tavern on the road."
    return "Played at " + (", ".join(taverns[:-1]) + " and " + taverns[-1] if len(taverns) > 1 else taverns[0]) + "."


def badge_lines(badge: Badge, road, told: int = 4) -> list[Line]:
    """Its name, what it does, where it is played and its story (the first ``told`` of them)."""
    return [
        line(badge.title, 16, art.GOLD, bold=True),
        line(f"{badge.tier.capitalize()}. {badge.words()} Played once; kept if not played.", 14),
        line(where_played(badge, road), 14, art.INK_DIM),
        line(badge.story, 14, art.INK_DIM, italic=True),
    ][:told]
