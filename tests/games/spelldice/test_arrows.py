"""The shots' arrows: those between two wizards on one side of the table
(which run along nearly the same line) stay apart, and each roll's badge
sits clear of every other arrow."""

import math

import pytest

from game.games.spelldice.plaques import BADGE, shot_paths


def _shots(pairs) -> list[dict]:
    return [{"shooter": a, "target": b, "state": "pending"} for a, b in pairs]


def _from_segment(p, a, b) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    t = max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / ((dx * dx + dy * dy) or 1)))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def _from_curve(p, curve) -> float:
    return min(_from_segment(p, curve[i], curve[i + 1]) for i in range(len(curve) - 1))


@pytest.mark.parametrize(
    "players, pairs",
    [
        (4, [(0, 3), (3, 0), (0, 3), (3, 0)]),  # the two on the left shoot each other with both hands
        (4, [(0, 3), (3, 0), (1, 0), (2, 0)]),
        (6, [(0, 1), (1, 0), (1, 2), (2, 1)]),
    ],
)
def test_arrows_on_one_side_stay_apart_and_no_roll_lies_on_another_arrow(players, pairs):
    paths = shot_paths(players, _shots(pairs))
    for k, path in paths.items():
        middle = path["curve"][len(path["curve"]) // 2]
        for j, other in paths.items():
            if j != k:
                assert _from_curve(middle, other["curve"]) >= 20, f"arrows {k} and {j} run together"
                assert _from_curve(path["badge"], other["curve"]) >= BADGE + 4, f"roll {k} lies on arrow {j}"
