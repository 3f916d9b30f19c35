"""Words drawn over other words: two texts a player sees with a letter of
one over a letter of the other, found in one frame's drawing
(``tests.layout.drawing``) and among the texts painted into the backdrop.

Where a letter stands is its ink, not its line's height: two lines stacked
close, their line spacing meeting but no letter over another, are not words
over words. A text on one line is measured letter by letter (each glyph's
own box, where the line sets it); a text of several lines by the box of its
ink (its highest glyph's top to its lowest glyph's foot, across its width);
painted words by their ink's box (``art.painted_box``).

Not every pair of overlapping texts is a fault, and each exception says why:
- a shadow (or an outline) is a copy of the same words at the same size a
  few pixels off: it is drawn to be read as one with them;
- words an opaque fill was drawn over, between the two, are hidden where
  the later words stand (a banner's box over the table's words);
- a text no one sees (transparent, hidden) is left out by the drawing already.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pyglet

SLACK = 1  # pixels two letters' boxes may meet (antialiasing at their edges)
SHADOW_REACH = 4  # a copy of the same words this near is a shadow or an outline: larger offsets read as two texts
OPAQUE = 200  # a fill this opaque, drawn over words, hides them

Box = tuple[float, float, float, float]  # left, bottom, right, top


@dataclass(frozen=True)
class Words:
    """A text as the check sees it: what it says, the box of its ink, at
    what size, when it was drawn (0: painted into the backdrop, under
    everything), and its letters' boxes where it is one line (else None)."""

    said: str
    box: Box
    size: float
    order: int
    letters: tuple[Box, ...] | None = None


def words_of(text, order: int) -> Words:
    """An arcade.Text as the check sees it (drawn ``order``-th in its frame)."""
    face = _face(text.font_name, text.font_size, bool(text.bold), bool(text.italic))
    left, bottom = text.left, text.bottom
    top = bottom + text.content_height
    if "\n" in text.text or (text.multiline and text.content_height > 1.5 * (face.ascent - face.descent)):
        over, under = _unused_height(text.text, face)
        box = (left, bottom + under, left + text.content_width, top - over)
        return Words(text.text, box, text.font_size, order)
    baseline = bottom - face.descent  # a line's box reaches its font's descent under the baseline
    letters = tuple(
        (left + x + x0, baseline + y0, left + x + x1, baseline + y1)
        for x, (x0, y0, x1, y1) in _letters(text.text, face)
    )
    if not letters:
        return Words(text.text, (left, bottom, left, bottom), text.font_size, order, ())
    box = (
        min(b[0] for b in letters),
        min(b[1] for b in letters),
        max(b[2] for b in letters),
        max(b[3] for b in letters),
    )
    return Words(text.text, box, text.font_size, order, letters)


@lru_cache(maxsize=64)
def _face(name, size: float, bold: bool, italic: bool):
    return pyglet.font.load(name, size, weight="bold" if bold else "normal", italic=italic)


@lru_cache(maxsize=4096)
def _letters(words: str, face) -> tuple[tuple[float, Box], ...]:
    """(where along the line, the glyph's ink box from there and the
    baseline) of each letter of a line, spaces left out."""
    found, x = [], 0.0
    for letter, glyph in zip(words, face.get_glyphs(words)[0]):
        if not letter.isspace():
            found.append((x, tuple(glyph.vertices)))
        x += glyph.advance
    return tuple(found)


@lru_cache(maxsize=4096)
def _unused_height(words: str, face) -> tuple[float, float]:
    """(above, below): the font's line reaches this much higher than its
    words' tallest glyph, and this much lower than their lowest."""
    letters = [box for _, box in _letters(words.replace("\n", " "), face)]
    if not letters:
        return 0.0, 0.0
    top, foot = max(box[3] for box in letters), min(box[1] for box in letters)
    return max(0.0, face.ascent - top), max(0.0, foot - face.descent)


def _meeting(a: Box, b: Box) -> Box | None:
    """The box two boxes share, more than SLACK deep each way, or None."""
    shared = (max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3]))
    return shared if shared[0] + SLACK < shared[2] and shared[1] + SLACK < shared[3] else None


def _letters_meet(a: Words, b: Words) -> Box | None:
    """Where a letter of one stands over a letter of the other (a text of
    several lines, or painted, counts as the box of its ink)."""
    for mine in a.letters if a.letters is not None else (a.box,):
        if _meeting(mine, b.box) is None:
            continue
        for theirs in b.letters if b.letters is not None else (b.box,):
            shared = _meeting(mine, theirs)
            if shared is not None:
                return shared
    return None


def _is_shadow(a: Words, b: Words) -> bool:
    """The same words at the same size, a few pixels off: a shadow or an outline drawn with them."""
    return (
        a.said == b.said
        and a.size == b.size
        and abs(a.box[0] - b.box[0]) <= SHADOW_REACH
        and abs(a.box[1] - b.box[1]) <= SHADOW_REACH
    )


def _covered(lower: Words, upper: Words, shared: Box, fills: list) -> bool:
    """An opaque fill, drawn after the lower words and before the upper, hides where they meet."""
    return any(
        lower.order < when < upper.order
        and alpha >= OPAQUE
        and box[0] <= shared[0]
        and box[1] <= shared[1]
        and shared[2] <= box[2]
        and shared[3] <= box[3]
        for when, box, alpha in fills
    )


def words_over_words(words: list[Words], fills: list) -> list[str]:
    """Each pair of words a player sees that stand over each other, in
    words; ``fills``: (when, box, alpha) of the filled boxes drawn."""
    faults = []
    for k, a in enumerate(words):
        for b in words[k + 1 :]:
            if _meeting(a.box, b.box) is None or _is_shadow(a, b):
                continue
            shared = _letters_meet(a, b)
            if shared is None:
                continue
            lower, upper = (a, b) if a.order <= b.order else (b, a)
            if _covered(lower, upper, shared, fills):
                continue
            faults.append(
                f"{_short(a.said)!r} and {_short(b.said)!r} are drawn over each other at "
                f"{tuple(round(v) for v in shared)}"
            )
    return faults


def _short(said: str) -> str:
    return said.replace("\n", " ")[:40]
