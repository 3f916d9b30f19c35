"""The Spottle table as a scene, through the real view: whose die is whose
is read from a mark beside it, never under it; the toad's tongue is seen
flicking out at 60 frames a second (and not under "reduce motion"); the
toad and the crocodile stand among the dice as solids, lit as the dice
are, and no die at rest is drawn over them."""

import math

import pytest
from PIL import Image

from game.games.spottle import physics
from game.games.spottle.commands import hard_match
from game.games.spottle.creature_shapes import TOAD_DOMES, TOAD_MOUTH_SEEN, reach
from game.games.spottle.creatures import TONGUE, TONGUE_SHINE
from game.games.spottle.mark_places import MARK_RADIUS, inside, off
from game.games.spottle.physics import CROCODILE_HALF, TOAD_AT, TOAD_RADIUS
from game.games.spottle.rules import Options
from game.physics.flight import die_size
from game.platform.resources import resource
from game.services.match import Match
from game.ui.arcade_import import arcade
from game.ui.solid_dice import kind_of, project, resting
from tests.ui import FRAME, SHOTS, draw, pixel, screenshot

pytestmark = pytest.mark.window


def near(colour: tuple, wanted: tuple, by: int = 40) -> bool:
    return all(abs(a - b) <= by for a, b in zip(colour, wanted))


def table_of(window, match: Match):
    table = match.definition.screens.table(match)
    table.flow.keeper = None
    window.show_view(table)
    return table


def play_until(table, until, frames: int = 60 * 240) -> None:
    for _ in range(frames):
        if until():
            return
        table.on_update(FRAME)
    raise AssertionError("the table never came to it")


@pytest.fixture
def hungry_toad(monkeypatch):
    """The toad takes every player's die within its reach."""
    monkeypatch.setattr(physics, "SNAP_CHANCE_AT_MOUTH", 1.0)
    monkeypatch.setattr(physics, "SNAP_FALLOFF", 0.0)
    for share in ("KNOCKED_SHARE", "EYED_SHARE"):
        monkeypatch.setattr(physics, share, 1.0)


@pytest.mark.pixels  # it reads the pixels drawn
def test_each_die_s_mark_stands_beside_it_in_its_seat_s_colour(window, pace):
    pace("instant")
    table = table_of(window, hard_match())
    play_until(table, lambda: len(table.match.physics.resting) >= 6 and not table.flow.busy)
    draw(window)
    draw(window)
    lying = table.part.dice.lying
    size = die_size(6)
    seen = 0
    for (_, _, angle, _, owner), die, mark in zip(table.match.physics.resting, lying.dice, lying.marks):
        if not die.visible:
            continue
        # off its own die as drawn: beside it, not under it; or, crowded, on its own side toward
        # the seat (under its top, where its value is read)
        beside = off(mark.position, die_drawn(*die.position, angle)) >= MARK_RADIUS
        assert beside or mark.position[1] <= die.position[1] - size * 0.35
        wanted = table.part.dice.seat_colour(owner[0])
        assert mark.color[:3] == tuple(wanted)
        x, y = table.camera.project(mark.position)
        assert near(pixel(x, y), wanted), f"seat {owner[0]}'s mark is not seen beside its die"
        seen += 1
    assert seen >= 6
    screenshot(window, SHOTS / "spottle_marks.png")


def test_each_mark_stands_by_its_own_die_and_over_no_other(window, pace):
    """However the dice cluster, a die's mark (its dark edge too) is over no
    other die as drawn, and nearer its own die than any other: whose die is
    whose is read at a glance, six seats' dice lying round the toad."""
    pace("instant")
    edge = MARK_RADIUS * 1.4
    checked = crowded = hemmed = 0
    for seed in range(3):
        options = Options(names=tuple("ABCDEF"), purses=(300,) * 6, toad="toad", rounds=2)
        table = table_of(window, Match(options, ("easy", "normal", "hard") * 2, seed=seed))
        seen = None
        for _ in range(60 * 120):
            if table.match.over:
                break
            table.on_update(FRAME)
            if table.match.physics.resting == seen:
                continue
            seen = list(table.match.physics.resting)
            lying = table.part.dice.lying
            lying.show(seen)  # as they lie once the throw rests
            dice = [
                (k, die.position, die_drawn(*die.position, seen[k][2]))
                for k, die in enumerate(lying.dice)
                if die.visible
            ]
            for k, (x, y), drawn in dice:
                mark = lying.marks[k].position
                others = [shape for j, _, shape in dice if j != k]
                if not others:
                    continue
                checked += 1
                away = die_size(6) * math.sqrt(0.5) + MARK_RADIUS + 3  # where the marks stood, at the corners
                corners = [(x + dx * away * 0.7, y + dy * away * 0.7) for dx in (-1, 1) for dy in (-1, 1)]
                crowded += all(min(off(spot, shape) for shape in others) < edge for spot in corners)
                room = min(off(mark, shape) for shape in others)
                if room >= edge and off(mark, drawn) < room:
                    continue
                # round it, its edge just off it (and off the plaques and the creature): is there a spot
                # over no other die and plainly nearer its own? Dice lying close all round hem it in.
                turns = [(math.cos(a / 32 * math.pi), math.sin(a / 32 * math.pi)) for a in range(64)]
                beside = [(x + dx * r, y + dy * r) for dx, dy in turns for r in range(28, 90, 2)]
                beside = [spot for spot in beside if not any(inside(box, *spot, 10) for box in lying.keep_off)]
                assert not any(
                    edge <= off(spot, drawn) <= edge + 3
                    and min(off(spot, shape) for shape in others) >= off(spot, drawn) + 8
                    for spot in beside
                ), f"a mark over another die or nearer it than its own, with room beside its own (seed {seed})"
                hemmed += 1
    assert checked > 100 and crowded > 10 and hemmed < checked * 0.06, (checked, crowded, hemmed)


def tongue_frames(window, pace, still: bool) -> tuple[int, int]:
    """A die thrown into the hungry toad's reach, played at 60 frames a
    second at the quickest dice speed: the frames the tongue's colour is seen
    on its way out (tip short of the die), and in all."""
    pace("instant", "fast")
    window.settings.reduce_motion = still
    match = Match(hard_match().state.options, ("hard",) * 4, seed=3)
    table = table_of(window, match)
    try:
        play_until(
            table,
            lambda: table.animation is not None and table.animation.path is not None and table.animation.path.tongue,
        )
        animation = table.animation
        _, start, touch, back = animation.path.tongue[0]
        out = seen = 0
        while animation.t < back and not animation.done:
            table.on_update(FRAME)
            draw(window)
            if table.part.dice.toad.tongue_tip is None:
                continue
            (mx, my), (tx, ty) = table.part.dice.toad.mouth, table.part.dice.toad.tongue_tip
            x, y = table.camera.project(((mx + tx) / 2, (my + ty) / 2))
            colour = pixel(x, y)  # its middle: the tongue's pink, or the shine along it
            if math.dist((mx, my), (tx, ty)) > 6 and (near(colour, TONGUE, 30) or near(colour, TONGUE_SHINE, 30)):
                seen += 1
                out += animation.t < touch
        return out, seen
    finally:
        window.settings.reduce_motion = False


@pytest.mark.pixels  # it reads the pixels drawn
def test_the_tongue_is_seen_flicking_out_at_60_frames_a_second(window, pace, hungry_toad):
    out, seen = tongue_frames(window, pace, still=False)
    assert out >= 4 and seen >= 8


@pytest.mark.pixels  # it reads the pixels drawn
def test_under_reduce_motion_the_tongue_does_not_flick(window, pace, hungry_toad):
    assert tongue_frames(window, pace, still=True) == (0, 0)


def sessions(toad: str):
    """Every die lying on the table after each step of whole sessions of six computer players."""
    for seed in range(4):
        options = Options(names=tuple("ABCDEF"), purses=(300,) * 6, toad=toad, rounds=4)
        match = Match(options, ("easy", "normal", "hard") * 2, seed=seed)
        while not match.over:
            match.play_computer_step()
            yield from match.physics.resting


def test_no_die_comes_to_rest_on_the_toad_or_the_crocodile():
    """Its picture stands on the body the dice bounce off, so a die at rest
    lies beside it: a die's inscribed circle never reaches into the body."""
    assert max(reach(dome) for dome in TOAD_DOMES) <= TOAD_RADIUS + 0.5
    half = die_size(6) / 2
    tx, ty = TOAD_AT
    dice = list(sessions("toad"))
    assert len(dice) > 300 and all(math.dist((x, y), (tx, ty)) >= TOAD_RADIUS + half - 1 for x, y, *_ in dice)
    w, h = CROCODILE_HALF
    for x, y, *_ in sessions("crocodile"):
        outside = (max(abs(x - tx) - w, 0), max(abs(y - ty) - h, 0))
        assert math.hypot(*outside) >= half - 1, f"a die at rest at {(x, y)} lies on the crocodile"


def hull(points: list) -> list:
    """The convex hull of ``points``, anticlockwise (Andrew's monotone chain)."""
    points = sorted(set(points))

    def half(run):
        chain: list = []
        for p in run:
            while (
                len(chain) >= 2
                and (
                    (chain[-1][0] - chain[-2][0]) * (p[1] - chain[-2][1])
                    - (chain[-1][1] - chain[-2][1]) * (p[0] - chain[-2][0])
                )
                <= 0
            ):
                chain.pop()
            chain.append(p)
        return chain[:-1]

    return half(points) + half(reversed(points))


def within(outline: list, x: float, y: float) -> bool:
    return all(
        (b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0]) > 0 for a, b in zip(outline, outline[1:] + outline[:1])
    )


def die_drawn(x: float, y: float, angle: float) -> list:
    """The outline of a d6 lying at (x, y) turned ``angle`` as it is drawn:
    its sharp corners as the seat sees them (its top raised up the screen)."""
    die = resting(kind_of(6), 1, x, y, die_size(6), angle)
    corners = [(a, b, c) for a in (-0.5, 0.5) for b in (-0.5, 0.5) for c in (-0.5, 0.5)]
    return hull([project(die, corner) for corner in corners])


def opaque(name: str, scale: float = 1.0, at: tuple = (0.0, 0.0), size: tuple | None = None) -> list:
    """A creature picture's opaque pixels, from the creature's middle, as drawn."""
    image = Image.open(resource("images", "spottle", name)).convert("RGBA")
    w, h = size or (image.width * scale, image.height * scale)
    return [
        (at[0] + (u + 0.5 - image.width / 2) * w / image.width, at[1] + (image.height / 2 - v - 0.5) * h / image.height)
        for u in range(image.width)
        for v in range(image.height)
        if image.getpixel((u, v))[3] > 40
    ]


@pytest.mark.parametrize("toad", ["toad", "crocodile"])
def test_no_die_at_rest_is_drawn_over_the_creature(toad):
    """Seen from the seat, a die's top stands up the screen from where it
    lies: a die at rest in front of the creature keeps far enough off it that
    not a pixel of the creature's picture (the toad breathing in, its
    throat's pouch full) lies under the die as drawn."""
    if toad == "toad":
        mouth = (TOAD_MOUTH_SEEN[0], TOAD_MOUTH_SEEN[1] - 8)
        pixels = opaque("toad.png", 1.025) + opaque("toad_throat.png", at=mouth, size=(22 * 1.6 * 1.5, 22 * 1.5))
    else:
        pixels = opaque("crocodile_open.png") + opaque("crocodile_shut.png")
    tx, ty = TOAD_AT
    seen = 0
    for x, y, angle, *_ in sessions(toad):
        outline = die_drawn(x - tx, y - ty, angle)
        left, right = min(p[0] for p in outline), max(p[0] for p in outline)
        bottom, top = min(p[1] for p in outline), max(p[1] for p in outline)
        near = [p for p in pixels if left < p[0] < right and bottom < p[1] < top]
        seen += bool(near)
        under = [p for p in near if within(outline, *p)]
        assert not under, f"a die at rest at {(round(x), round(y))} is drawn over the {toad} at {under[0]}"
    assert seen > 20  # dice lay close round it


def frame(window) -> tuple:
    draw(window)
    draw(window)
    return arcade.get_image(0, 0, *window.get_size()).convert("RGB")


def brightness(image, x: float, y: float) -> float:
    return sum(image.getpixel((round(x), image.height - 1 - round(y))))


@pytest.mark.pixels  # it reads the pixels drawn
@pytest.mark.parametrize("toad", ["toad", "crocodile"])
def test_the_creature_is_lit_as_the_dice_are_with_a_shine_and_a_soft_shadow(window, toad):
    """Lit from the room's light (up and to the left), its side toward it is
    brighter than the side away; the light shines on it; and it casts the
    dice's soft shadow on the felt, away from the light."""
    match = Match(Options(names=("A", "B"), purses=(100, 100), toad=toad), ("easy", "easy"), seed=2)
    table = table_of(window, match)
    creature = table.part.dice.toad or table.part.dice.crocodile
    (x, y), (w, _) = creature.at, creature.footprint
    shown = frame(window)
    picture = (creature.body[1] if toad == "toad" else creature.open[0]).texture.image
    mine = [  # its own opaque pixels, from its middle: (across, up)
        (u - picture.width // 2, picture.height // 2 - v)
        for u in range(0, picture.width, 2)
        for v in range(0, picture.height, 2)
        if picture.getpixel((u, v))[3] == 255
    ]
    seen = {(dx, dy): brightness(shown, x + dx, y + dy) for dx, dy in mine}
    toward = [b for (dx, _), b in seen.items() if dx < -w * 0.4]  # its flanks, turned to the light and from it
    away = [b for (dx, _), b in seen.items() if dx > w * 0.4]
    assert sum(toward) / len(toward) > 1.1 * sum(away) / len(away), "its side toward the light is no brighter"
    body = sorted(seen.values())
    assert body[-1] > 1.5 * body[len(body) // 2], "no shine on it"
    kept = creature.shadow
    creature.shadow = arcade.SpriteList()
    try:
        bare = frame(window)
    finally:
        creature.shadow = kept
    spot = (x + w / 2 + 6, y - 2)  # beside its body, to the right: in its shadow
    assert brightness(shown, *spot) < brightness(bare, *spot) * 0.85, "it casts no shadow"
    screenshot(window, SHOTS / f"spottle_{toad}_lit.png")
