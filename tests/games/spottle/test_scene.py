"""The Spottle table as a scene, through the real view: whose die is whose
is read from a mark beside it, never under it; the toad's tongue is seen
flicking out at 60 frames a second (and not under "reduce motion"); the
toad and the crocodile stand among the dice as solids, lit as the dice
are, and no die at rest is drawn over them."""

import math

import pytest

from game.games.spottle import physics
from game.games.spottle.commands import hard_match
from game.games.spottle.creatures import TONGUE, TONGUE_SHINE
from game.games.spottle.lying_dice import MARK_RADIUS
from game.physics.flight import die_size
from game.services.match import Match
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


def test_each_die_s_mark_stands_beside_it_in_its_seat_s_colour(window, pace):
    pace("instant")
    table = table_of(window, hard_match())
    play_until(table, lambda: len(table.match.resting) >= 6 and not table.flow.busy)
    draw(window)
    draw(window)
    lying = table.lying
    size = die_size(6)
    seen = 0
    for (*_, owner), die, mark in zip(table.match.resting, lying.dice, lying.marks):
        if not die.visible:
            continue
        # outside the farthest its own die reaches (its corners, turned any way): beside it, not under it
        assert math.dist(mark.position, die.position) >= size * math.sqrt(0.5) + MARK_RADIUS
        wanted = table.seat_colour(owner[0])
        assert mark.color[:3] == tuple(wanted)
        x, y = table.camera.project(mark.position)
        assert near(pixel(x, y), wanted), f"seat {owner[0]}'s mark is not seen beside its die"
        seen += 1
    assert seen >= 6
    screenshot(window, SHOTS / "spottle_marks.png")


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
            if table.toad.tongue_tip is None:
                continue
            (mx, my), (tx, ty) = table.toad.mouth, table.toad.tongue_tip
            x, y = table.camera.project(((mx + tx) / 2, (my + ty) / 2))
            colour = pixel(x, y)  # its middle: the tongue's pink, or the shine along it
            if math.dist((mx, my), (tx, ty)) > 6 and (near(colour, TONGUE, 30) or near(colour, TONGUE_SHINE, 30)):
                seen += 1
                out += animation.t < touch
        return out, seen
    finally:
        window.settings.reduce_motion = False


def test_the_tongue_is_seen_flicking_out_at_60_frames_a_second(window, pace, hungry_toad):
    out, seen = tongue_frames(window, pace, still=False)
    assert out >= 4 and seen >= 8


def test_under_reduce_motion_the_tongue_does_not_flick(window, pace, hungry_toad):
    assert tongue_frames(window, pace, still=True) == (0, 0)
