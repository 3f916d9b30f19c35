"""The Tavern Road's map painted as a place: the sky of the hour the run has
come to (morning at its start, dusk near its end, night at the final
table), hills, fields and trees, the winding road, each tavern a house of
its own look with its sign hanging from a bracket and its windows lit (its
shutters closed while it is not open yet, a gold pennant once beaten), and
the traveller where they stand. Painted once a state with PIL into the
road screen's backdrop, so that a frame costs no more than any screen's."""

from __future__ import annotations

import random
from collections import OrderedDict
from dataclasses import dataclass

from PIL import Image, ImageDraw

from game.ui import art
from game.ui.road_paint import Canvas, hills, mix, sky, traveller, tree

HORIZON = 470  # the far hills' foot, up from the map's bottom
# each house's look: walls, roof, the roof's shape, width and height, and the emblem on its sign
LOOKS = {
    "bowl_and_bones": ((150, 146, 138), (196, 164, 92), "thatch", 70, 40, "bowl"),
    "toad_and_tankard": ((196, 170, 126), (72, 120, 70), "gable", 66, 44, "toad"),
    "three_cats": ((222, 206, 176), (112, 70, 120), "tall", 50, 62, "cat"),
    "kennel_yard": ((164, 70, 52), (96, 60, 40), "barn", 76, 42, "bone"),
    "sorcery_saloon": ((98, 96, 140), (40, 44, 110), "tower", 46, 60, "star"),
    "last_lantern": ((176, 150, 118), (70, 40, 34), "inn", 80, 50, "lantern"),
}
PLAIN = ((180, 150, 110), (110, 50, 36), "gable", 60, 42, "bowl")  # a tavern the map has no look for


@dataclass(frozen=True)
class MapScene:
    """What the map shows, in the map's own coordinates (y up from its bottom)."""

    stops: tuple[tuple[float, float], ...]  # each house's door
    looks: tuple[str, ...]  # each house's key (its look)
    states: tuple[str, ...]  # each house's: "beaten", "open" or "shut"
    at: int  # the house the traveller stands at
    hour: float  # 0: the run's morning; 1: its night
    size: tuple[int, int]
    clear: tuple[tuple[float, float, float, float], ...] = ()  # where no tree may stand (left, bottom, w, h)


def road_points(stops) -> list[tuple[float, float]]:
    """The road from the map's left edge through every stop, winding between them."""
    start = (-20.0, stops[0][1] - 60)
    points: list[tuple[float, float]] = []
    for a, c in zip([start, *stops], stops):
        middle = ((a[0] + c[0]) / 2 + 30, (a[1] + c[1]) / 2 - 20)
        points += [_bezier(a, middle, c, t / 16) for t in range(17)]
    return points


def _bezier(a, b, c, t: float) -> tuple[float, float]:
    u = 1 - t
    return (u * u * a[0] + 2 * u * t * b[0] + t * t * c[0], u * u * a[1] + 2 * u * t * b[1] + t * t * c[1])


def paint(scene: MapScene) -> Image.Image:
    width, height = scene.size
    canvas = Canvas(width, height, scene.hour)
    sky(canvas, HORIZON - 40)
    hills(canvas, HORIZON - 10, 70, (96, 120, 128), seed=3)  # the far hills, blue with distance
    hills(canvas, HORIZON - 40, 60, (92, 132, 78), seed=8)
    canvas.rect(0, 0, width, HORIZON - 20, (104, 148, 74))  # the meadow
    rng = random.Random(11)
    for _ in range(9):  # fields and darker patches of grass
        x, y = rng.uniform(0, width), rng.uniform(10, HORIZON - 60)
        canvas.ellipse(
            x, y, rng.uniform(50, 110), rng.uniform(16, 30), rng.choice([(118, 158, 80), (94, 136, 68), (150, 160, 84)])
        )
    road = road_points(scene.stops)
    canvas.line(road, (128, 98, 62), 22)
    canvas.line(road, (196, 162, 110), 14)
    canvas.line(road, (214, 184, 134), 5)
    if "toad_and_tankard" in scene.looks:  # the toad's pond, beside its tavern
        x, y = scene.stops[scene.looks.index("toad_and_tankard")]
        canvas.ellipse(x + 74, y - 6, 34, 12, (60, 104, 120))
        canvas.ellipse(x + 70, y - 4, 22, 7, (96, 150, 170))
    _trees(canvas, scene, road, rng)
    for k, (key, state, (x, y)) in enumerate(zip(scene.looks, scene.states, scene.stops)):
        house(canvas, x, y, key, state)
        if k == scene.at:
            canvas.ellipse(x - 54, y - 26, 20, 7, (*art.GOLD, 255), lit=False)
            traveller(canvas, x - 54, y - 26, 34)
    return canvas.finished()


def _trees(canvas: Canvas, scene: MapScene, road, rng: random.Random) -> None:
    """Trees wherever they keep off the road, the houses and the names (furthest first)."""
    places: list[tuple[float, float, int]] = []
    for _ in range(260):
        x, y = rng.uniform(-10, canvas.width + 10), rng.uniform(6, HORIZON - 24)
        if any((x - rx) ** 2 + (y - ry) ** 2 < 34**2 for rx, ry in road[::2]):
            continue
        if any(abs(x - sx) < 80 and -30 < y - sy < 90 for sx, sy in scene.stops):
            continue
        if any(left - 16 < x < left + w + 16 and bottom - 50 < y < bottom + h for left, bottom, w, h in scene.clear):
            continue
        if all((x - px) ** 2 + (y - py) ** 2 > 40**2 for px, py, _ in places):
            places.append((x, y, rng.randrange(6)))
    for x, y, kind in sorted(places, key=lambda place: -place[1]):
        tree(canvas, x, y, 26 - 8 * y / HORIZON, kind)


def house(canvas: Canvas, x: float, y: float, key: str, state: str) -> None:
    """A tavern's house standing with its door at (x, y)."""
    walls, roof, shape, width, tall, emblem = LOOKS.get(key, PLAIN)
    if state == "shut":  # not open yet: greyed by the distance it still is
        walls, roof = mix(walls, (90, 90, 96), 0.45), mix(roof, (80, 80, 86), 0.45)
    left, bottom = x - width / 2, y - 8
    canvas.ellipse(x + 8, bottom, width * 0.6, 7, (40, 50, 30))  # its shadow
    if shape == "barn":  # the kennel's fenced yard
        for k in range(7):
            canvas.rect(left + width + 4 + k * 7, bottom, 2.5, 14, (150, 120, 80))
        canvas.rect(left + width + 4, bottom + 9, 46, 2, (150, 120, 80))
    if shape == "inn":  # the inn's second wing, behind it
        canvas.rect(left + width - 20, bottom + 10, 34, tall - 4, mix(walls, (0, 0, 0), 0.15))
        canvas.polygon(
            [
                (left + width - 24, bottom + tall + 6),
                (left + width + 18, bottom + tall + 6),
                (left + width - 3, bottom + tall + 26),
            ],
            roof,
        )
    canvas.rect(left, bottom, width, tall, walls)
    top = bottom + tall
    if shape == "tower":
        canvas.polygon([(left - 6, top), (left + width + 6, top), (x, top + 54)], roof)
    elif shape == "tall":
        canvas.polygon([(left - 6, top), (left + width + 6, top), (x, top + 34)], roof)
        canvas.rect(left + 8, top - 2, 6, 26, (120, 70, 60))  # a chimney
    elif shape == "thatch":
        canvas.polygon(
            [(left - 10, top - 4), (left + width + 10, top - 4), (left + width - 8, top + 24), (left + 8, top + 24)],
            roof,
        )
        canvas.rect(left + width - 18, top + 12, 8, 20, (110, 104, 98))  # a stone chimney
    else:  # gable, barn, inn
        peak = 30 if shape != "barn" else 24
        canvas.polygon([(left - 8, top), (left + width + 8, top), (x, top + peak)], roof)
    if state == "beaten":  # a gold pennant on a pole at its corner
        pole = left - 6
        canvas.line([(pole, bottom), (pole, top + 22)], (90, 70, 50), 2)
        canvas.polygon([(pole, top + 22), (pole - 18, top + 16), (pole, top + 10)], art.GOLD)
    canvas.rect(x - 7, bottom, 14, 20, (64, 40, 24))  # the door
    _windows(canvas, left, bottom, width, tall, state)
    _sign(canvas, left, width, top, emblem, state)
    if shape == "inn":  # the last lantern itself, on its post by the door
        canvas.line([(x + width / 2 + 14, bottom), (x + width / 2 + 14, bottom + 46)], (70, 54, 40), 3)
        canvas.rect(
            x + width / 2 + 9,
            bottom + 38,
            10,
            12,
            (255, 210, 110) if state != "shut" else (70, 70, 70),
            lit=state == "shut",
        )
        if state != "shut":
            canvas.lamp(x + width / 2 + 14, bottom + 44, 40, 34, 0.5 + 0.5 * canvas.hour)


def _windows(canvas: Canvas, left: float, bottom: float, width: float, tall: float, state: str) -> None:
    """Two windows either side of the door (and more up a tall house): lit, or shuttered while not open."""
    rows = [bottom + tall * 0.45] + ([bottom + tall * 0.75] if tall > 50 else [])
    for wy in rows:
        for wx in (left + width * 0.22, left + width * 0.78):
            if state == "shut":
                canvas.rect(wx - 6, wy - 5, 12, 11, (70, 52, 40))
                canvas.line([(wx - 6, wy - 5), (wx + 6, wy + 6)], (46, 34, 26), 1.5)
                continue
            warm = 0.35 + 0.65 * canvas.hour
            canvas.rect(wx - 6, wy - 5, 12, 11, mix((70, 80, 92), (255, 214, 120), warm), lit=False)
            canvas.line([(wx, wy - 5), (wx, wy + 6)], (60, 40, 28), 1.2)
            canvas.lamp(wx, wy, 16, 14, warm * canvas.hour)


EMBLEM_INK = (60, 36, 22)


def _sign(canvas: Canvas, left: float, width: float, top: float, emblem: str, state: str) -> None:
    """The house's sign hanging from a bracket off its wall, painted with its emblem."""
    bx, by = left + width + 4, top - 8
    canvas.line([(bx - 8, by), (bx + 24, by)], (60, 44, 30), 2.5)  # the bracket
    canvas.line([(bx + 4, by), (bx + 4, by - 6)], (80, 80, 80), 1)  # its chains
    canvas.line([(bx + 20, by), (bx + 20, by - 6)], (80, 80, 80), 1)
    board = (222, 196, 140) if state != "shut" else (150, 140, 120)
    canvas.rect(bx - 2, by - 26, 28, 20, (96, 64, 36))
    canvas.rect(bx, by - 24, 24, 16, board)
    cx, cy = bx + 12, by - 16
    if emblem == "bowl":
        canvas.polygon([(cx - 8, cy + 3), (cx + 8, cy + 3), (cx + 5, cy - 4), (cx - 5, cy - 4)], EMBLEM_INK)
        canvas.line([(cx - 5, cy + 6), (cx + 5, cy + 4)], (240, 236, 220), 2)
    elif emblem == "toad":
        canvas.ellipse(cx, cy - 1, 7, 5, (60, 120, 60))
        canvas.ellipse(cx - 4, cy + 4, 2.2, 2.2, (60, 120, 60))
        canvas.ellipse(cx + 4, cy + 4, 2.2, 2.2, (60, 120, 60))
    elif emblem == "cat":
        canvas.ellipse(cx, cy - 1, 6, 5, EMBLEM_INK)
        canvas.polygon([(cx - 6, cy + 1), (cx - 2, cy + 3), (cx - 5, cy + 8)], EMBLEM_INK)
        canvas.polygon([(cx + 6, cy + 1), (cx + 2, cy + 3), (cx + 5, cy + 8)], EMBLEM_INK)
    elif emblem == "bone":
        canvas.line([(cx - 6, cy - 3), (cx + 6, cy + 3)], (246, 240, 226), 3)
        for ex, ey in ((cx - 7, cy - 3), (cx - 6, cy - 5), (cx + 7, cy + 3), (cx + 6, cy + 5)):
            canvas.ellipse(ex, ey, 2.4, 2.4, (246, 240, 226))
    elif emblem == "star":
        canvas.polygon(
            [
                (cx, cy + 7),
                (cx + 2, cy + 2),
                (cx + 7, cy + 1),
                (cx + 3, cy - 2),
                (cx + 4, cy - 7),
                (cx, cy - 4),
                (cx - 4, cy - 7),
                (cx - 3, cy - 2),
                (cx - 7, cy + 1),
                (cx - 2, cy + 2),
            ],
            (60, 60, 150),
        )
    else:  # the lantern
        canvas.rect(cx - 4, cy - 6, 8, 10, (250, 190, 80))
        canvas.polygon([(cx - 6, cy + 4), (cx + 6, cy + 4), (cx, cy + 8)], EMBLEM_INK)


_painted: OrderedDict = OrderedDict()


def map_backdrop(window, panels: tuple, panel: tuple, scene: MapScene) -> art.Backdrop:
    """The road screen's backdrop: the table and its panels, and the map painted into ``panel``."""
    return painted_backdrop(window, panels, panel, scene, lambda: paint(scene))


def painted_backdrop(window, panels: tuple, panel: tuple, key, painter) -> art.Backdrop:
    """A screen's backdrop: the table and its panels, and a picture (``painter()``, painted once for
    ``key``) in ``panel``, framed; the last few kept, so that a screen shown again is not painted again."""
    key = (id(window.ctx), panels, panel, key)
    if key not in _painted:
        image = art.backdrop_image(panels)
        left, bottom, width, height = (int(v) for v in panel)
        top = image.height - bottom - height
        image.alpha_composite(painter(), (left, top))
        frame = ImageDraw.Draw(image)
        frame.rectangle((left, top, left + width, top + height), outline=art.PANEL_EDGE, width=2)
        pixels = image.transpose(Image.Transpose.FLIP_TOP_BOTTOM).tobytes()
        _painted[key] = art.Backdrop(window.ctx, image.size, pixels)
        while len(_painted) > 4:
            _painted.popitem(last=False)
    _painted.move_to_end(key)
    return _painted[key]
