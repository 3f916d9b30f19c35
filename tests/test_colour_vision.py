"""Nothing at a table is told apart by colour alone: seen as with
protanopia, deuteranopia and tritanopia, Spelldice's colour dice still
differ by their symbols' shapes, its shots' arrows by their lines'
patterns, and the seats' marks by their shapes."""

from __future__ import annotations

from itertools import combinations

import pytest
from PIL import Image

from game.games.spelldice import COLOURS
from game.games.spelldice.plaques import ARROW_PATTERN, COLOUR_INK
from game.physics.solids import solid
from game.platform.settings import Settings
from game.tools.vision import VISIONS, seen_with
from game.ui import art
from game.ui.arcade_import import arcade
from game.ui.line_patterns import pattern_pieces
from game.ui.solid_dice import REST_MARGIN, offscreen, picture, project, rest_die

PIXELS = 120


def _luminance(rgb) -> float:
    return 0.3 * rgb[0] + 0.59 * rgb[1] + 0.11 * rgb[2]


def _seen(samples: list, vision: str) -> list[float]:
    """Colours as seen with ``vision``, as luminance."""
    strip = Image.new("RGB", (len(samples), 1))
    strip.putdata([tuple(s[:3]) for s in samples])
    return [_luminance(p) for p in seen_with(strip, vision).getdata()]


def _differ(a: list[bool], b: list[bool]) -> float:
    return sum(x != y for x, y in zip(a, b)) / len(a)


def _symbol_mask(colour: str, vision: str) -> list[bool]:
    """Where a colour die's top face (showing 2) is marked, as seen: the face's
    points whose luminance stands apart from its body's."""
    die = solid(6)
    drawn = rest_die(colour, 2, PIXELS)
    side = int(PIXELS * REST_MARGIN)
    image = picture([drawn], side, side)
    face = die.face_up(drawn.turn)
    steps = [0.36 * (k / 12 - 1) for k in range(25)]
    samples = []
    for a in steps:
        for b in steps:
            point = tuple(face.centre[i] + a * face.right[i] + b * face.up[i] for i in range(3))
            x, y = project(drawn, point)
            samples.append(image.getpixel((int(x), side - 1 - int(y))))
    seen = _seen(samples, vision)
    # the body read round the face's rim: a symbol may cover more than half its middle
    rim = [
        value
        for k, value in enumerate(seen)
        if k // len(steps) in (0, len(steps) - 1) or k % len(steps) in (0, len(steps) - 1)
    ]
    body = sorted(rim)[len(rim) // 2]
    return [abs(value - body) > 14 for value in seen]


@pytest.mark.parametrize("vision", VISIONS)
def test_the_colour_dice_differ_by_their_symbols_as_seen(window, vision):
    masks = {colour: _symbol_mask(colour, vision) for colour in COLOURS}
    for colour, mask in masks.items():
        assert 0.15 < sum(mask) / len(mask) < 0.8, f"{colour}'s symbol fades into its die for {vision}"
    for a, b in combinations(COLOURS, 2):
        assert _differ(masks[a], masks[b]) > 0.06, f"{a} and {b} dice look alike for {vision}"


def _arrow_signature(colour: str, vision: str) -> list[bool]:
    """Where along a straight shot of ``colour``, on its middle and beside it, its line is drawn, as seen."""
    width = 3
    line = [(20.0 + 36 * k, 40.0) for k in range(11)]
    pattern = ARROW_PATTERN[colour]
    thick = width * 0.6 if pattern == "double" else width

    def drawing() -> None:
        for piece in pattern_pieces(line, pattern, thick):
            arcade.draw_line_strip(piece, COLOUR_INK[colour], thick)

    image = offscreen(drawing, 400, 80, background=(40, 26, 16, 255))
    ground = _luminance(seen_with(Image.new("RGB", (1, 1), (40, 26, 16)), vision).getpixel((0, 0)))
    signature = []
    for dy in (0, 3, -3):
        samples = [image.getpixel((x, 80 - 1 - (40 + dy))) for x in range(30, 370)]
        signature += [abs(value - ground) > 20 for value in _seen(samples, vision)]
    return signature


@pytest.mark.parametrize("vision", VISIONS)
def test_the_shots_arrows_differ_by_their_lines_as_seen(window, vision):
    signatures = {colour: _arrow_signature(colour, vision) for colour in COLOURS}
    assert len(set(ARROW_PATTERN.values())) == len(COLOURS)
    for a, b in combinations(COLOURS, 2):
        assert _differ(signatures[a], signatures[b]) > 0.1, f"{a} and {b} arrows look alike for {vision}"


def test_the_seats_marks_differ_by_their_shapes(window):
    assert Settings().seat_shapes, "a seat's mark has its shape unless a person asks for colour alone"
    masks = {}
    for shape in art.SEAT_SHAPES:
        image = art.mark_texture(shape, filled=True).image.convert("RGBA").resize((40, 40))
        masks[shape] = [a > 128 for *_, a in image.getdata()]
    for a, b in combinations(art.SEAT_SHAPES, 2):
        assert _differ(masks[a], masks[b]) > 0.05, f"the {a} and {b} seat marks look alike"
