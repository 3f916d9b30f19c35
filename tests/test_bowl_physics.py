"""The physical throw: deterministic, bounded, and pissing as often as documented."""

import math
import random

import pytest

from game.physics.bowl import BOWL_RADIUS, hop_chance, simulate_throw
from game.physics.flight import MAX_SECONDS, TABLE_HALF_HEIGHT, TABLE_HALF_WIDTH, die_size
from game.physics.gesture import FULL_DRAG, Gesture, Pull, gesture_from_drag, standard_gesture, toward_centre


def piss_rate(sides, strength, throws, seed=1, off=0.0):
    rng = random.Random(seed)
    pisses = 0
    for i in range(throws):
        gesture = Gesture(toward_centre(i % 2) + off, strength)
        pisses += any(simulate_throw(sides, 3, i % 2, gesture, rng).left_bowl)
    return pisses / throws


def test_same_seed_same_throw():
    a = simulate_throw(6, 3, 0, standard_gesture(0), random.Random(42))
    b = simulate_throw(6, 3, 0, standard_gesture(0), random.Random(42))
    c = simulate_throw(6, 3, 0, standard_gesture(0), random.Random(43))
    assert a.frames == b.frames and a.events == b.events and a.left_bowl == b.left_bowl
    assert a.frames != c.frames


@pytest.mark.parametrize("sides", [4, 6, 12])
def test_dice_stay_on_the_table_settle_and_never_cross_the_rim_unless_it_lets_them(sides):
    rng = random.Random(sides)
    for i in range(150):
        gesture = Gesture(rng.uniform(-math.pi, math.pi), rng.random())
        path = simulate_throw(sides, 3, i % 2, gesture, rng)
        assert path.settled and path.duration < MAX_SECONDS
        for frame in path.frames:
            for x, y, angle, z in frame:
                assert all(math.isfinite(v) for v in (x, y, angle, z))
                assert abs(x) < TABLE_HALF_WIDTH and abs(y) < TABLE_HALF_HEIGHT and z >= 0
        for die, out in enumerate(path.left_bowl):
            crossings = [t for t, kind, d, _ in path.events if d == die and kind == "out"]
            passes = [t for t, kind, d, _ in path.events if d == die and kind == "over"]
            if out:
                assert passes and passes[0] <= crossings[0], "a die left the bowl through the rim"
            final = path.frames[-1][die]
            assert out or math.hypot(final[0], final[1]) < BOWL_RADIUS


def test_standard_throws_piss_about_one_time_in_twenty_to_thirty():
    # Measured on 3,000 throws per die (see the README): d4 5.0%, d6 3.9%, d12 4.3%. 800 throws put
    # the standard error at 0.69 points: a physics that drifted to 1 throw in 60 or in 12 fails (2.8
    # and 3.6 errors outside the band), the measured rate is 2.7 errors inside it.
    rate = piss_rate(6, standard_gesture(0).strength, 800, seed=9)
    assert 0.02 <= rate <= 0.065


def test_harder_and_worse_aimed_throws_piss_more():
    # The effects are large (README: 0.1%, 3.6%, 61%, and backwards nearly always): 120 throws each
    # tell them apart by more than five standard errors.
    standard = piss_rate(6, 0.45, 120, seed=4)
    hard = piss_rate(6, 0.85, 120, seed=4)
    gentle = piss_rate(6, 0.2, 120, seed=4)
    backwards = piss_rate(6, 0.45, 120, seed=4, off=math.pi)
    assert gentle <= standard < hard and hard > 0.3
    assert backwards > standard + 0.2


def test_the_rim_is_cleared_more_often_the_faster_a_die_hits_it():
    speeds = [0, 100, 200, 400, 700, 1000]
    chances = [hop_chance(s) for s in speeds]
    assert chances == sorted(chances) and chances[0] == 0 and chances[-1] == 1


def test_a_drag_aims_along_its_line_and_a_click_throws_the_standard_throw():
    assert gesture_from_drag(Pull(0, -150, 0, 3), standard_gesture(0)) == standard_gesture(0)
    g = gesture_from_drag(Pull(-150, 40, FULL_DRAG, 0), standard_gesture(1))
    assert g.angle == 0 and g.strength == 1 and g.line == 40  # rightwards, 40 to the left of the middle
    assert gesture_from_drag(Pull(0, 0, 0, 3 * FULL_DRAG), standard_gesture(0)).strength == 1  # capped


@pytest.mark.parametrize("sides", [4, 6, 12])
def test_no_die_comes_to_rest_on_another(sides):
    """A die that comes down on another is pushed off it, in the bowl or out
    of it (these throws left two dice lying one on the other once)."""
    for seed in range(60, 110):
        rng = random.Random(seed * 7 + sides)
        aim = standard_gesture(seed % 2)
        gesture = Gesture(aim.angle + rng.uniform(-0.4, 0.4), rng.uniform(0.2, 1.0))
        rest = simulate_throw(sides, 3, seed % 2, gesture, rng).frames[-1]
        for i in range(3):
            for j in range(i + 1, 3):
                assert math.dist(rest[i][:2], rest[j][:2]) >= 0.5 * die_size(sides), (seed, i, j)


def test_a_d4_comes_to_rest_with_a_corner_toward_the_player():
    """Its value, at its top corner, then reads upright on the side nearest
    the eye. Most lie within ``SETTLED_WITHIN`` of upright (measured: 90%; a
    d4 held by another may lie at any turn); a d6 keeps the turn it lands at."""
    from game.physics.flight import SETTLED_WITHIN
    from game.physics.solids import solid
    from game.physics.turning import upright

    rng = random.Random(5)
    offs: dict[int, list[float]] = {4: [], 6: []}
    for i in range(60):
        for sides, turned in offs.items():
            path = simulate_throw(sides, 3, i % 2, standard_gesture(i % 2), rng)
            turned += [abs(upright(solid(sides), angle)) for _, _, angle, _ in path.frames[-1]]
    upright_d4 = sum(off <= SETTLED_WITHIN + 1e-9 for off in offs[4]) / len(offs[4])
    upright_d6 = sum(off <= SETTLED_WITHIN + 1e-9 for off in offs[6]) / len(offs[6])
    assert upright_d4 >= 0.8 and upright_d6 < 0.4, (upright_d4, upright_d6)
