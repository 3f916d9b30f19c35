"""Every die reads at rest as the window draws it at 1280x720, at the table's
own scale: read from the rendered pixels (game.tools.dice_reading, which
the bench reports too), never from the constants that set the sizes."""

from __future__ import annotations

import math
from collections import Counter
from itertools import combinations

import pytest

from game.physics.flight import die_size
from game.tools.dice_reading import (
    FIGURE_KINDS,
    SPELL,
    body_colour,
    contrast,
    face_samples,
    marks,
    table_size,
    value_contrast,
    value_px,
    width_px,
)
from game.ui.solid_dice import kind_sides

SMALLEST_DIE_PX = 56  # design.md: a die is read at rest at 56 px across or more
SMALLEST_VALUE_PX = 16  # and its value 16 px tall or more
NUMERAL_CONTRAST = 3.0  # WCAG's least for large text and for the parts of a picture that carry meaning
CENTRE_PIP = 0.12  # of a d6's side: the pip in the face of one, its ring included


@pytest.mark.parametrize("name", list(FIGURE_KINDS))
def test_every_kind_of_die_is_drawn_wide_enough_at_the_tables_scale(window, name):
    for kind in FIGURE_KINDS[name]:
        assert width_px(kind) >= SMALLEST_DIE_PX, f"a resting {kind} can be drawn {width_px(kind)} px wide"


@pytest.mark.parametrize("name", list(FIGURE_KINDS))
def test_every_kind_of_dies_value_is_drawn_tall_enough(window, name):
    for kind in FIGURE_KINDS[name]:
        assert value_px(kind) >= SMALLEST_VALUE_PX, f"a resting {kind}'s value is {value_px(kind)} px tall"


def test_the_measure_follows_the_size_drawn(window):
    """Drawn as they were (a d4 of 62 across, a d12 of 56), they read too
    narrow, as the testers found; a d12 drawn smaller, its numerals too short."""
    assert table_size("d4") == die_size(4) and table_size("d12") == die_size(12)
    assert width_px("d4", 62.0) < SMALLEST_DIE_PX
    assert width_px("d12", 56.0) < SMALLEST_DIE_PX
    assert value_px("d12", 44.0) < SMALLEST_VALUE_PX


@pytest.mark.parametrize("kind", ["d4", "d12"])
def test_a_numeral_stands_out_from_its_face(window, kind):
    """Each value's numeral against the face it is read on (a d4's: the face
    nearest the eye by its top corner), as lit at rest."""
    for value in range(1, kind_sides(kind) + 1):
        assert value_contrast(kind, value) >= NUMERAL_CONTRAST, (kind, value, value_contrast(kind, value))


# --- Spelldice's symbols, read without their colours -----------------------------------------


def _symbol(colour: str) -> tuple[set, set, tuple, tuple]:
    """The face of one pip of a colour die, read at the table's scale: the
    grid cells its symbol covers, every cell read, the body's colour and the
    symbol's (the commonest colour apart from the body). The pip in the
    middle is counted as the symbol's: the symbol lies under it."""
    samples = face_samples(colour, 1)
    step = min(abs(a1 - a2) for ((a1, _), _, _), ((a2, _), _, _) in zip(samples, samples[1:]) if a1 != a2)
    cell = {point: (round(point[0] / step), round(point[1] / step)) for point, _, _ in samples}
    body = body_colour(samples)
    ink = Counter(tuple(8 * round(v / 8) for v in c) for *_, c in marks(samples)).most_common(1)[0][0]
    covered = {
        cell[point]
        for point, _, colour in samples
        if math.dist(colour, ink) < math.dist(colour, body) or math.hypot(*point) < CENTRE_PIP
    }
    return covered, set(cell.values()), body, ink


def _holes(covered: set, every: set) -> list[set]:
    """The regions the symbol closes round (a skull's eyes, a leaf's veins),
    each of more than a few cells: those not joined to the face's edge."""
    open_cells = every - covered
    regions, seen = [], set()
    for start in open_cells:
        if start in seen:
            continue
        region, todo = set(), [start]
        while todo:
            i, j = todo.pop()
            if (i, j) in seen or (i, j) not in open_cells:
                continue
            seen.add((i, j))
            region.add((i, j))
            todo += [(i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)]
        touches_edge = any(
            (i + di, j + dj) not in every for i, j in region for di, dj in ((1, 0), (-1, 0), (0, 1), (0, -1))
        )
        if not touches_edge and len(region) >= 4:
            regions.append(region)
    return regions


def _ends_narrowness(covered: set) -> float:
    """How pointed the shape is at the ends of its long axis: its width across
    that axis 6% of its length from each end, against its widest (an oval's is 0.47)."""
    n = len(covered)
    mx, my = sum(i for i, _ in covered) / n, sum(j for _, j in covered) / n
    sxx = sum((i - mx) ** 2 for i, _ in covered) / n
    syy = sum((j - my) ** 2 for _, j in covered) / n
    sxy = sum((i - mx) * (j - my) for i, j in covered) / n
    angle = 0.5 * math.atan2(2 * sxy, sxx - syy)
    along = {(i, j): (i - mx) * math.cos(angle) + (j - my) * math.sin(angle) for i, j in covered}
    across = {(i, j): -(i - mx) * math.sin(angle) + (j - my) * math.cos(angle) for i, j in covered}

    def width(at: float) -> float:
        band = [across[c] for c in covered if abs(along[c] - at) <= 1.0]
        return max(band) - min(band) if band else 0.0

    low, high = min(along.values()), max(along.values())
    widest = max(width(low + (high - low) * k / 20) for k in range(21))
    return max(width(low + 0.06 * (high - low)), width(high - 0.06 * (high - low))) / widest


@pytest.fixture(scope="module")
def symbols(window):
    return {colour: _symbol(colour) for colour in SPELL}


def test_each_symbol_stands_out_from_its_die(symbols):
    for colour, (_, _, body, ink) in symbols.items():
        assert contrast(ink, body) >= NUMERAL_CONTRAST, (colour, ink, body, contrast(ink, body))


def test_the_skull_has_its_eyes_and_the_leaf_its_veins(symbols):
    """Seen without colour, a skull is a skull by the dark of its eyes, a leaf a leaf by its veins."""
    assert len(_holes(*symbols["black"][:2])) >= 2
    assert len(_holes(*symbols["green"][:2])) >= 1
    for colour in ("blue", "red", "purple"):  # the drop, the flame and the heart are whole
        assert not _holes(*symbols[colour][:2]), colour


def test_the_leaf_is_pointed_not_an_oval(symbols):
    assert _ends_narrowness(symbols["green"][0]) < 0.36


def test_the_symbols_outlines_differ(symbols):
    for a, b in combinations(SPELL, 2):
        shape_a, shape_b = symbols[a][0], symbols[b][0]
        overlap = len(shape_a & shape_b) / len(shape_a | shape_b)
        assert overlap < 0.75, f"the {a} and {b} symbols have nearly one outline"
