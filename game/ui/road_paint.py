"""The Tavern Road's pictures painted with PIL, once: the light of an hour of
the day (morning, noon, dusk, night), a sky, hills, trees, a fire and the
traveller. Each draws on an image at twice the size it is shown, scaled
down once (``finished``), so its edges are smooth. Coordinates are the
picture's own, y up from its bottom, as the table's."""

from __future__ import annotations

import math
import random

from PIL import Image, ImageDraw, ImageFilter

SCALE = 2  # pictures are painted this much larger than shown, then scaled down

# the light through the day a run takes: (hour, sky's top, sky at the horizon, the ground's light, its tint)
LIGHT = (
    (0.0, (126, 176, 222), (252, 222, 170), 1.0, (255, 244, 220)),  # morning
    (0.35, (92, 150, 214), (200, 226, 244), 1.0, (255, 255, 255)),  # noon
    (0.6, (110, 140, 196), (250, 204, 130), 0.92, (255, 226, 180)),  # afternoon
    (0.82, (62, 52, 104), (238, 128, 80), 0.66, (230, 170, 150)),  # dusk
    (1.0, (10, 14, 38), (36, 42, 86), 0.42, (120, 140, 200)),  # night
)


def mix(a: tuple, b: tuple, t: float) -> tuple:
    t = max(0.0, min(1.0, t))
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def light_at(hour: float) -> tuple[tuple, tuple, float, tuple]:
    """(sky's top, horizon, ground light, tint) at an hour of the run: 0 its morning, 1 its night."""
    hour = max(0.0, min(1.0, hour))
    for (h0, top0, low0, l0, tint0), (h1, top1, low1, l1, tint1) in zip(LIGHT, LIGHT[1:]):
        if hour <= h1:
            t = (hour - h0) / (h1 - h0)
            return mix(top0, top1, t), mix(low0, low1, t), l0 + (l1 - l0) * t, mix(tint0, tint1, t)
    return LIGHT[-1][1], LIGHT[-1][2], LIGHT[-1][3], LIGHT[-1][4]


class Canvas:
    """An image painted at ``SCALE`` times its size, in the picture's own coordinates (y up), under the light
    of an hour: ``lit`` turns a colour as it looks in that light."""

    def __init__(self, width: int, height: int, hour: float):
        self.width, self.height, self.hour = width, height, hour
        self.image = Image.new("RGBA", (width * SCALE, height * SCALE), (0, 0, 0, 255))
        self.draw = ImageDraw.Draw(self.image)
        self.sky_top, self.horizon, self.light, self.tint = light_at(hour)
        self.glow = Image.new("RGBA", self.image.size, (0, 0, 0, 0))  # lamplight, blurred over it at the end
        self.glow_draw = ImageDraw.Draw(self.glow)

    def p(self, x: float, y: float) -> tuple[float, float]:
        return x * SCALE, (self.height - y) * SCALE

    def lit(self, colour: tuple) -> tuple:
        return tuple(round(c * self.light * t / 255) for c, t in zip(colour[:3], self.tint)) + tuple(colour[3:])

    def polygon(self, points, colour, lit: bool = True) -> None:
        self.draw.polygon([self.p(x, y) for x, y in points], fill=self.lit(colour) if lit else colour)

    def rect(self, left, bottom, width, height, colour, lit: bool = True) -> None:
        self.polygon(
            [(left, bottom), (left + width, bottom), (left + width, bottom + height), (left, bottom + height)],
            colour,
            lit,
        )

    def ellipse(self, x, y, rx, ry, colour, lit: bool = True) -> None:
        (x0, y0), (x1, y1) = self.p(x - rx, y + ry), self.p(x + rx, y - ry)
        self.draw.ellipse((x0, y0, x1, y1), fill=self.lit(colour) if lit else colour)

    def line(self, points, colour, width: float, lit: bool = True) -> None:
        self.draw.line(
            [self.p(x, y) for x, y in points],
            fill=self.lit(colour) if lit else colour,
            width=round(width * SCALE),
            joint="curve",
        )

    def lamp(self, x, y, rx, ry, strength: float) -> None:
        """Lamplight about a point: a warm halo, brighter as the night comes."""
        (x0, y0), (x1, y1) = self.p(x - rx, y + ry), self.p(x + rx, y - ry)
        self.glow_draw.ellipse((x0, y0, x1, y1), fill=(255, 196, 110, round(150 * strength)))

    def finished(self) -> Image.Image:
        glow = self.glow.filter(ImageFilter.GaussianBlur(9 * SCALE))
        image = Image.alpha_composite(self.image, glow)
        return image.resize((self.width, self.height), Image.Resampling.LANCZOS)


def sky(canvas: Canvas, bottom: float, stars: int = 90, seed: int = 5, sun: bool = True) -> None:
    """The sky from ``bottom`` up, its sun or moon where the hour puts them, and its stars after dusk."""
    top = canvas.height
    steps = 24
    for k in range(steps):
        y0 = bottom + (top - bottom) * k / steps
        colour = mix(canvas.horizon, canvas.sky_top, k / (steps - 1))
        canvas.rect(0, y0, canvas.width, (top - bottom) / steps + 1, colour, lit=False)
    hour = canvas.hour
    rng = random.Random(seed)
    night = max(0.0, (hour - 0.7) / 0.3)
    for _ in range(stars if night else 0):
        x, y = rng.uniform(0, canvas.width), rng.uniform(bottom + 8, top)
        canvas.ellipse(x, y, 1.1, 1.1, mix(canvas.sky_top, (255, 250, 220), night * rng.uniform(0.5, 1)), lit=False)
    if sun and hour < 0.86:  # the sun crosses from the morning's east to the evening's west, and sets
        x = canvas.width * (0.1 + 0.8 * hour / 0.86)
        y = bottom + (top - bottom) * 0.55 * math.sin(math.pi * min(1.0, hour / 0.86 + 0.08)) + 10
        colour = mix((255, 246, 200), (255, 150, 70), hour / 0.86)
        canvas.ellipse(x, y, 22, 22, (*colour, 90), lit=False)
        canvas.ellipse(x, y, 15, 15, colour, lit=False)
    if hour > 0.72:  # the moon rises
        rise = (hour - 0.72) / 0.28
        x, y = canvas.width * 0.82, bottom + (top - bottom) * (0.3 + 0.45 * rise)
        canvas.ellipse(x, y, 14, 14, mix(canvas.sky_top, (244, 240, 214), rise), lit=False)
        canvas.ellipse(x + 6, y + 4, 12, 12, mix(canvas.sky_top, canvas.sky_top, 1), lit=False)


def hills(canvas: Canvas, base: float, height: float, colour: tuple, seed: int) -> None:
    """A range of hills along ``base``, rising ``height`` at the most."""
    rng = random.Random(seed)
    waves = [(rng.uniform(0.004, 0.02), rng.uniform(0, 6.28), rng.uniform(0.3, 1)) for _ in range(3)]
    points = [(0.0, 0.0)]
    for x in range(0, canvas.width + 11, 10):
        rise = sum(w * (1 + math.sin(x * f + phase)) / 2 for f, phase, w in waves) / sum(w for *_, w in waves)
        points.append((x, base + height * rise))
    points.append((canvas.width + 10, 0.0))
    canvas.polygon(points, colour)


def tree(canvas: Canvas, x: float, y: float, size: float, kind: int) -> None:
    """A tree standing at (x, y): an oak's round crown or a fir's point."""
    canvas.ellipse(x + size * 0.3, y - 1, size * 0.6, size * 0.18, (30, 40, 20, 255))  # its shadow
    canvas.rect(x - size * 0.08, y, size * 0.16, size * 0.5, (92, 64, 40))
    if kind % 3 == 0:  # a fir
        canvas.polygon(
            [(x - size * 0.5, y + size * 0.3), (x + size * 0.5, y + size * 0.3), (x, y + size * 1.6)], (44, 92, 58)
        )
        canvas.polygon(
            [(x - size * 0.38, y + size * 0.8), (x + size * 0.38, y + size * 0.8), (x, y + size * 1.8)], (52, 106, 64)
        )
        return
    green = ((70, 118, 56), (86, 130, 60), (62, 108, 64))[kind % 3]
    canvas.ellipse(x, y + size * 0.85, size * 0.55, size * 0.5, green)
    canvas.ellipse(x - size * 0.28, y + size * 0.7, size * 0.38, size * 0.34, mix(green, (0, 0, 0), 0.12))
    canvas.ellipse(x + size * 0.2, y + size * 1.05, size * 0.34, size * 0.3, mix(green, (255, 255, 200), 0.15))


def traveller(canvas: Canvas, x: float, y: float, size: float = 34, sitting: bool = False) -> None:
    """The traveller at (x, y) (their feet): a red cloak, a wide hat, a staff and a pack."""
    s = size / 34
    canvas.ellipse(x + 3 * s, y, 11 * s, 3 * s, (20, 20, 16))
    if not sitting:
        canvas.line([(x + 12 * s, y), (x + 15 * s, y + 36 * s)], (120, 86, 50), 2.2 * s)  # the staff
        canvas.rect(x - 4 * s, y, 3 * s, 9 * s, (60, 44, 34))  # legs
        canvas.rect(x + 1 * s, y, 3 * s, 9 * s, (60, 44, 34))
    bottom = y + (2 if sitting else 7) * s
    canvas.rect(x - 10 * s, bottom + 4 * s, 7 * s, 11 * s, (110, 84, 52))  # the pack on the back
    canvas.polygon(
        [(x - 8 * s, bottom), (x + 8 * s, bottom), (x + 4 * s, bottom + 19 * s), (x - 4 * s, bottom + 19 * s)],
        (168, 52, 44),
    )
    canvas.ellipse(x, bottom + 23 * s, 4.5 * s, 4.5 * s, (226, 186, 146))  # the head
    canvas.ellipse(x, bottom + 26 * s, 9 * s, 2.2 * s, (76, 56, 40))  # the hat's brim
    canvas.polygon(
        [(x - 4.5 * s, bottom + 26 * s), (x + 4.5 * s, bottom + 26 * s), (x + 1 * s, bottom + 33 * s)], (76, 56, 40)
    )


def fire(canvas: Canvas, x: float, y: float, size: float) -> None:
    """A camp fire at (x, y): logs, flames, and its light about it."""
    canvas.lamp(x, y + size * 0.4, size * 3.2, size * 2.2, 1.0)
    canvas.line([(x - size, y), (x + size, y + size * 0.25)], (88, 58, 36), size * 0.28)
    canvas.line([(x - size, y + size * 0.25), (x + size, y)], (74, 48, 30), size * 0.28)
    canvas.polygon([(x - size * 0.7, y + 2), (x + size * 0.7, y + 2), (x, y + size * 1.8)], (246, 140, 40), lit=False)
    canvas.polygon(
        [(x - size * 0.4, y + 2), (x + size * 0.45, y + 2), (x + size * 0.05, y + size * 1.25)],
        (255, 214, 90),
        lit=False,
    )
