"""Where a moment's banner stands: clear of what it announces.

A banner that tells a throw ("PISS!", "The Master: 6", "GULP!") is read
together with the dice it speaks of, so it must never lie over them: the
player sees the result and reads it told. Every table owns one
``BannerPlace``, handed a narrow view of itself (``BannerTable``): where
its banner stands when nothing lies there, the boxes of the dice at rest
and of the creature the banner speaks of, the panels and buttons it keeps
off, and the part of the screen it may use. The place is pure geometry,
chosen once as the banner goes up (the dice are at rest by then), so no
frame pays for it while the banner shows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

Box = tuple[float, float, float, float]  # left, bottom, width, height

STEP = 12  # the grid a banner's middle is tried on: fine enough to slip between dice, cheap enough for one frame
NARROW_BOX = (360, 176)  # where the table's box fits nowhere clear, a narrower banner wraps its line beneath
GAP = 6  # between a banner and what it keeps off: touching reads as lying on it
DIE_REACH = 0.78  # of a die's size, from its middle to its farthest corner and shadow
WORDS_BELOW = 4  # a banner's box stands this much below its middle (its title sits high in it)


class BannerTable(Protocol):
    """What a banner's place reads of its table."""

    @property
    def banner_x(self) -> float: ...

    @property
    def banner_y(self) -> float: ...

    @property
    def banner_box(self) -> tuple[float, float]:
        """Its own box (width, height): across the table, or what its layout leaves."""
        ...

    @property
    def banner_room(self) -> Box:
        """The part of the table it may stand in."""
        ...

    @property
    def banner_narrows(self) -> bool:
        """Whether it may wrap into the narrow box (a table whose banner says
        a long line, every seat's result, keeps it across the table)."""
        ...

    def announced_boxes(self) -> list[Box]:
        """The dice at rest and the creature a banner now would speak of."""
        ...

    def banner_keeps_off(self) -> list[Box]:
        """Panels, buttons and words the banner must leave in sight."""
        ...

    def unannounced_boxes(self) -> list[Box]:
        """Dice lying there that the banner does not speak of: it keeps off
        them where it can, but over them rather than over what it announces."""
        ...


@dataclass(frozen=True)
class Placed:
    """A banner's middle and its box (width, height)."""

    x: float
    y: float
    box: tuple[float, float]

    @property
    def rect(self) -> Box:
        w, h = self.box
        return (self.x - w / 2, self.y - WORDS_BELOW - h / 2, w, h)


def die_box(x: float, y: float, size: float) -> Box:
    """Round a die drawn at rest at (x, y), ``size`` across: turned, a
    square's corners reach ~0.71 of it from the middle; its shadow a little more."""
    half = size * DIE_REACH
    return (x - half, y - half, 2 * half, 2 * half)


def overlap(a: Box, b: Box) -> float:
    """The area two boxes share (0 where they only touch or lie apart)."""
    width = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    height = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return width * height if width > 0 and height > 0 else 0.0


def grown(box: Box, by: float) -> Box:
    return (box[0] - by, box[1] - by, box[2] + 2 * by, box[3] + 2 * by)


def place_banner(
    home: tuple[float, float],
    boxes: list[tuple[float, float]],
    room: Box,
    announced: list[Box],
    kept_off: list[Box],
    rather_clear: list[Box],
    title_alone: tuple[float, float] | None = None,
) -> Placed:
    """The banner's place: at ``home`` in the first of ``boxes`` where that
    covers no die (each table's home was laid out with its panels and
    words, over some of them at times: Spots' tiles); else the nearest
    place in ``room`` clear of
    the ``announced`` dice and creature and of what it is ``kept_off``,
    trying each box in turn (the table's own, then narrower ones), and of
    what it would ``rather_clear``. Where nowhere is clear, the place
    covering least of the announced things, then of the other dice, then
    of the panels: a die matters more than a panel's corner (a table whose
    panels are read whole, Spottle's plaques, leaves them out of its room)."""
    crowd = _Crowd(*([grown(box, GAP) for box in kind] for kind in (announced, kept_off, rather_clear)))
    at_home = Placed(home[0], home[1], boxes[0])
    if not any(overlap(at_home.rect, other) for other in crowd.announced + crowd.rather_clear):
        return at_home
    best = _best_place(home, boxes, room, crowd)
    if title_alone is None or not (best[0] or best[1]):
        return best[4]  # clear of every die (if not of every panel's corner): the whole banner
    alone = _best_place(home, [title_alone], room, crowd)
    return alone[4] if alone[:2] < best[:2] else best[4]  # the title alone, where it covers fewer dice


@dataclass(frozen=True)
class _Crowd:
    """What a banner keeps clear of, each grown by the GAP: what it announces,
    what it is kept off, and what it would rather clear."""

    announced: list[Box]
    kept_off: list[Box]
    rather_clear: list[Box]


def _best_place(
    home: tuple[float, float], boxes: list[tuple[float, float]], room: Box, crowd: _Crowd
) -> tuple[float, float, float, float, Placed]:
    """The nearest clear place in the widest box that has one, or the place covering least (its
    score: the announced things covered, the other dice, the panels, the distance from home)."""
    best: tuple[float, float, float, float, Placed] | None = None
    # the places on the grid share their rows: what lies across a row is found once for it (what lies
    # above or below it cannot overlap a place in it), the thousands of places a row at a time
    across: dict[tuple[float, float], tuple[list[Box], list[Box], list[Box]]] = {}
    for box in boxes:
        for placed in candidates(home, box, room):
            rect = placed.rect
            row = across.get((rect[1], rect[3]))
            if row is None:
                low, high = rect[1], rect[1] + rect[3]

                def lying_across(kind: list[Box], low: float = low, high: float = high) -> list[Box]:
                    return [other for other in kind if other[1] < high and other[1] + other[3] > low]

                row = across[rect[1], rect[3]] = (
                    lying_across(crowd.announced),
                    lying_across(crowd.kept_off),
                    lying_across(crowd.rather_clear),
                )
            announced, kept_off, rather_clear = row
            covered = sum(overlap(rect, other) for other in announced)
            hidden = sum(overlap(rect, other) for other in kept_off)
            under = sum(overlap(rect, other) for other in rather_clear)
            distance = (placed.x - home[0]) ** 2 + (placed.y - home[1]) ** 2
            if not covered and not hidden and not under:
                return (0.0, 0.0, 0.0, distance, placed)  # the nearest clear place in the widest box that has one
            score = (covered, under, hidden, distance)  # a die hidden is worse than a panel's corner
            if best is None or score < best[:4]:
                best = (*score, placed)
    assert best is not None, "a banner's room holds at least its home"
    return best


def candidates(home: tuple[float, float], box: tuple[float, float], room: Box) -> list[Placed]:
    """Every middle on the grid that keeps ``box`` inside ``room``, nearest ``home`` first (home itself first)."""
    w, h = box
    left, bottom, width, height = room
    xs = spread(home[0], left + w / 2, left + width - w / 2)
    ys = spread(home[1], bottom + h / 2 + WORDS_BELOW, bottom + height - h / 2 + WORDS_BELOW)
    places = [Placed(x, y, box) for x in xs for y in ys]
    places.sort(key=lambda p: (p.x - home[0]) ** 2 + (p.y - home[1]) ** 2)
    return places


def spread(home: float, low: float, high: float) -> list[float]:
    """Points from ``low`` to ``high`` a STEP apart, through ``home`` (kept
    within them); the middle of the two where the box is wider than the room."""
    if high < low:
        return [(low + high) / 2]
    start = min(max(home, low), high)
    below = [start - STEP * k for k in range(1, int((start - low) / STEP) + 1)]
    above = [start + STEP * k for k in range(1, int((high - start) / STEP) + 1)]
    return [start, *below, *above]


class BannerPlace:
    """A table's banner placement: asked as each banner goes up."""

    def __init__(self, table: BannerTable):
        self.table = table

    def boxes(self) -> list[tuple[float, float]]:
        """The table's own box first, then the narrow one (where it is narrower and the table lets it wrap)."""
        own = self.table.banner_box
        return [own] if own[0] <= NARROW_BOX[0] or not self.table.banner_narrows else [own, NARROW_BOX]

    def place(self, title_alone: tuple[float, float] | None = None) -> Placed:
        table = self.table
        return place_banner(
            (table.banner_x, table.banner_y),
            self.boxes(),
            table.banner_room,
            table.announced_boxes(),
            table.banner_keeps_off(),
            table.unannounced_boxes(),
            title_alone,  # a crowded table's last resort: its second line is the talk's to say
        )
