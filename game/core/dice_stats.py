"""Are the dice fair? Counts of the faces thrown, Pearson's chi-square
goodness-of-fit test against equal chances, and its p-value.

The p-value is the upper tail of the chi-square distribution: the regularised
upper incomplete gamma function Q(df/2, x/2), by its series below a + 1 and
its continued fraction above (Lentz's method), as in the standard numerical
references. The tests check it against published table values.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

UNLIKELY = 0.01  # below this p-value the dice look unfair


def face_counts(values: Iterable[int], faces: int) -> list[int]:
    """How often each face 1..``faces`` was thrown."""
    counts = [0] * faces
    for value in values:
        if not 1 <= value <= faces:
            raise ValueError(f"a d{faces} has no face {value}")
        counts[value - 1] += 1
    return counts


def chi_square(counts: list[int]) -> float:
    """Pearson's statistic against every face equally likely."""
    throws = sum(counts)
    if throws == 0:
        return 0.0
    expected = throws / len(counts)
    return sum((n - expected) ** 2 / expected for n in counts)


def _lower_series(a: float, x: float) -> float:
    """P(a, x) by its series, for x < a + 1."""
    term = total = 1.0 / a
    k = a
    for _ in range(10_000):
        k += 1
        term *= x / k
        total += term
        if abs(term) < abs(total) * 1e-15:
            break
    return total * math.exp(-x + a * math.log(x) - math.lgamma(a))


def _upper_fraction(a: float, x: float) -> float:
    """Q(a, x) by its continued fraction, for x >= a + 1."""
    tiny = 1e-300
    b = x + 1 - a
    c = 1 / tiny
    d = 1 / b
    h = d
    for i in range(1, 10_000):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        step = d * c
        h *= step
        if abs(step - 1) < 1e-15:
            break
    return h * math.exp(-x + a * math.log(x) - math.lgamma(a))


def chi_square_p(statistic: float, degrees: int) -> float:
    """The chance of a statistic this large or larger from fair dice."""
    if degrees < 1:
        raise ValueError("a chi-square test needs at least one degree of freedom")
    if statistic <= 0:
        return 1.0
    a, x = degrees / 2, statistic / 2
    if x < a + 1:
        return max(0.0, 1.0 - _lower_series(a, x))
    return min(1.0, _upper_fraction(a, x))


@dataclass(frozen=True)
class FairnessTest:
    die: str  # "d6", "Doty die", ...
    counts: tuple[int, ...]
    chi_square: float
    degrees: int
    p_value: float

    @property
    def throws(self) -> int:
        return sum(self.counts)

    @property
    def fair_looking(self) -> bool:
        return self.p_value >= UNLIKELY

    def verdict(self) -> str:
        if self.throws < 5 * len(self.counts):
            return "too few throws to tell"
        return "consistent with fair dice" if self.fair_looking else "unlikely to be fair"

    def said(self) -> str:
        """'1,284 d6 thrown; chi-square 4.1 with 5 degrees of freedom, p = 0.54: consistent with fair dice'."""
        die = self.die[:-3] + "dice" if self.die.endswith(" die") and self.throws != 1 else self.die
        return (
            f"{self.throws:,} {die} thrown; chi-square {self.chi_square:.1f} with {self.degrees} "
            f"degrees of freedom, p = {self.p_value:.2f}: {self.verdict()}"
        )


def fairness(die: str, counts: list[int] | Mapping[int, int], faces: int | None = None) -> FairnessTest:
    """The test of one die type's counts (a list by face, or face -> count)."""
    if isinstance(counts, Mapping):
        faces = faces or max(counts, default=1)
        counts = [counts.get(face, 0) for face in range(1, faces + 1)]
    statistic = chi_square(list(counts))
    degrees = len(counts) - 1
    return FairnessTest(die, tuple(counts), statistic, degrees, chi_square_p(statistic, degrees))
