"""The bench's own sums and its floor: what a figure is measured in, and
the frame a table's frame is measured against (the same window drawing only
a clear and one full-window image)."""

from __future__ import annotations

import time


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def ms(seconds: float) -> float:
    return round(seconds * 1000, 2)


def floor_frame(window, background) -> float:
    """One frame of the floor, finished by the GL: a clear, ``background`` (the bare table image), the flip."""
    start = time.perf_counter()
    window.clear()
    background.draw()
    window.flip()
    window.ctx.finish()
    return time.perf_counter() - start
