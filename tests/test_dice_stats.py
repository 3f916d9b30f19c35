"""The dice's fairness test against published values: chi-square critical
values (the p-value at a table's critical value is the table's tail), a
worked example, and a loaded die found out."""

import math
import random

import pytest

from game.core.dice_stats import chi_square, chi_square_p, face_counts, fairness

# (degrees of freedom, critical value, upper tail), from the standard
# chi-square table (NIST/SEMATECH e-Handbook, table 1.3.6.7.4)
CRITICAL = [
    (1, 3.841, 0.05),
    (1, 6.635, 0.01),
    (2, 5.991, 0.05),
    (3, 7.815, 0.05),
    (3, 11.345, 0.01),
    (5, 11.070, 0.05),
    (5, 15.086, 0.01),
    (5, 1.145, 0.95),
    (5, 9.236, 0.10),
    (11, 19.675, 0.05),
    (11, 24.725, 0.01),
    (11, 4.575, 0.95),
    (20, 31.410, 0.05),
    (100, 124.342, 0.05),
]


@pytest.mark.parametrize("degrees, value, tail", CRITICAL)
def test_the_p_value_at_a_tables_critical_value_is_its_tail(degrees, value, tail):
    assert chi_square_p(value, degrees) == pytest.approx(tail, abs=5e-4)


def test_closed_forms_and_edges():
    # two degrees of freedom: the tail is exp(-x/2)
    for x in (0.1, 1.0, 4.0, 30.0):
        assert chi_square_p(x, 2) == pytest.approx(math.exp(-x / 2), rel=1e-12)
    assert chi_square_p(0.0, 5) == 1.0
    assert chi_square_p(1e4, 5) < 1e-100
    with pytest.raises(ValueError, match="degree of freedom"):
        chi_square_p(1.0, 0)


def test_a_worked_example_of_a_d6():
    # 60 throws: 5, 8, 9, 8, 10, 20 -> sum of (n - 10)^2 / 10 = (25+4+1+4+0+100)/10 = 13.4
    counts = [5, 8, 9, 8, 10, 20]
    assert chi_square(counts) == pytest.approx(13.4)
    test = fairness("d6", counts)
    assert test.degrees == 5 and test.throws == 60
    assert test.p_value == pytest.approx(0.0199, abs=2e-4)
    assert test.said() == (
        "60 d6 thrown; chi-square 13.4 with 5 degrees of freedom, p = 0.02: consistent with fair dice"
    )


def test_counts_by_face_and_a_face_the_die_lacks():
    assert face_counts([1, 4, 4, 2], 4) == [1, 1, 0, 2]
    with pytest.raises(ValueError, match="a d4 has no face 5"):
        face_counts([5], 4)
    assert fairness("d4", {1: 3, 4: 2}, faces=4).counts == (3, 0, 0, 2)


def test_fair_dice_pass_and_a_loaded_die_is_found_out_at_a_few_thousand_throws():
    rng = random.Random(7)
    fair = fairness("d6", face_counts((rng.randint(1, 6) for _ in range(3000)), 6))
    assert fair.fair_looking and fair.verdict() == "consistent with fair dice"
    # a die that shows a 6 one time in five instead of one in six
    loaded = fairness("d6", face_counts((6 if rng.random() < 0.2 else rng.randint(1, 5) for _ in range(3000)), 6))
    assert not loaded.fair_looking and loaded.verdict() == "unlikely to be fair"
    assert fairness("d12", [1] * 12).verdict() == "too few throws to tell"
