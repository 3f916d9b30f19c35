"""Words made to fit a width: a smaller size first, then a shortened end.

Names run to sixteen letters and a plaque's line is narrow. Words are
measured by their glyphs' advances in the font a text of that style is set
in (what a laid-out line's width is, without laying one out: a layout costs
its vertex lists, a results screen's fitting 45 ms); each answer is kept
too (the same words are asked for at every refresh). Sizes asked for are as
at Normal (``text_size``); the sizes given back are a text's own font size,
at the player's text size."""

from __future__ import annotations

from functools import lru_cache

import pyglet

from game.ui import art, lettering, text_size
from game.ui.arcade_import import arcade
from game.ui.text_size import READABLE

_rulers: dict[tuple, arcade.Text] = {}


def font(size: float, bold: bool = False, italic: bool = False):
    """The font a text of this size and style is set in (pyglet keeps each one loaded)."""
    art.load_fonts()
    return pyglet.font.load(art.FONT, size, weight="bold" if bold else "normal", italic=italic)


def _ruler(size: float, bold: bool, italic: bool) -> arcade.Text:
    """A text laid out to measure heights (``line_height``) at this very size."""
    key = (size, bold, italic)
    ruler = _rulers.get(key)
    if ruler is None:
        art.load_fonts()  # measured in the tavern's font, though no screen may have loaded it yet
        ruler = _rulers[key] = lettering.text("", 0, 0, art.INK, size, bold=bold, italic=italic)
        ruler.font_size = size  # measured at this very size, whatever the text size
    return ruler


def _width(words: str, size: float, bold: bool, italic: bool) -> float:
    """How wide ``words`` stand, their longest line's glyphs' advances."""
    face = font(size, bold, italic)
    return max(sum(glyph.advance for glyph in face.get_glyphs(line)[0]) for line in words.split("\n"))


def words_width(words: str, size: float, bold: bool = False, italic: bool = False) -> float:
    """How wide ``words`` stand at ``size`` (as at Normal), at the player's text size."""
    return _width(words, text_size.points(size), bold, italic)


def largest_width(words: str, size: float, bold: bool = False, italic: bool = False) -> float:
    """How wide ``words`` stand at ``size`` (as at Normal) at the Largest text size, whatever is chosen."""
    return _width(words, text_size.largest_points(size), bold, italic)


def warm(size: float, bold: bool = False, italic: bool = False) -> None:
    """Load the font of this size and style now (10 to 12 ms the first time),
    so a text first shown at it later does not hold its frame."""
    font(text_size.points(size), bold, italic)


def fitted_text(
    words: str,
    x: float,
    y: float,
    colour,
    size: float,
    width: float,
    bold: bool = False,
    italic: bool = False,
    **placing,
) -> arcade.Text:
    """A text of ``words`` fitted to ``width`` from ``size`` down."""
    words, points = fitted(words, width, size, bold, italic)
    made = lettering.text(words, x, y, colour, size, bold=bold, italic=italic, **placing)
    made.font_size = points
    return made


def fit(
    text: arcade.Text,
    words: str,
    width: float,
    size: float,
    bold: bool = False,
    italic: bool = False,
    smallest: float = READABLE,
) -> None:
    """Show ``words`` in ``text``, fitted to ``width`` from ``size`` down."""
    words, size = fitted(words, width, size, bold, italic, smallest)
    text.text = words  # arcade lays a text out again only if its words change...
    if text.font_size != size:  # ...but at every size given, even its own
        text.font_size = size


def fit_points(text: arcade.Text, words: str, width: float, size: float, least: int) -> None:
    """Show ``words`` in ``text`` fitted to ``width`` from ``size`` (as at
    Normal) down to ``least``, a font size as it is set (not grown by the
    text size): for words that must stay whole (a purse) where a size a
    little under the player's keeps them so."""
    words, points = _fitted(words, width, text_size.points(size), False, False, least)
    text.text = words
    if text.font_size != points:
        text.font_size = points


def fitted(
    words: str, width: float, size: float, bold: bool = False, italic: bool = False, smallest: float = READABLE
) -> tuple[str, float]:
    """(words, font size) that fit ``width``: the size lowered a point at a
    time down to ``smallest``, then the words shortened with "..."."""
    return _fitted(words, width, text_size.points(size), bold, italic, text_size.points(smallest))


@lru_cache(maxsize=4096)
def _fitted(words: str, width: float, size: int, bold: bool, italic: bool, smallest: int) -> tuple[str, float]:
    while size > smallest and _width(words, size, bold, italic) > width:
        size -= 1
    if _width(words, size, bold, italic) <= width:
        return words, size
    while len(words) > 1 and _width(words + "...", size, bold, italic) > width:
        words = words[:-1]
    return words.rstrip() + "...", size


def fitted_choice(
    choices: tuple[str, ...],
    width: float,
    size: float,
    bold: bool = False,
    italic: bool = False,
    smallest: float = READABLE,
) -> tuple[str, float]:
    """(words, size) for the first of ``choices`` (the clearest first, then
    shorter ways to say it) that fits ``width`` whole from ``size`` down to
    ``smallest``: a shorter saying rather than words cut mid-word. Only the
    last is shortened with "..." if none fits."""
    for words in choices:
        whole = _whole_at(words, width, text_size.points(size), bold, italic, text_size.points(smallest))
        if whole is not None:  # measured, not shortened: only the words shown are ever cut
            return words, whole
    return fitted(choices[-1], width, size, bold, italic, smallest)


@lru_cache(maxsize=4096)
def _whole_at(words: str, width: float, size: int, bold: bool, italic: bool, smallest: int) -> int | None:
    """The largest size from ``size`` down to ``smallest`` at which ``words`` stand whole in ``width``; None if none."""
    while size > smallest and _width(words, size, bold, italic) > width:
        size -= 1
    return size if _width(words, size, bold, italic) <= width else None


def fit_height(text: arcade.Text, size: float, room: float, smallest: float = READABLE) -> None:
    """Set a wrapped ``text`` at ``size`` (as at Normal), then a point
    smaller at a time, down to ``smallest``, until its lines fit ``room``
    in height."""
    if text.font_size != text_size.points(size):  # set to the size it has, it would be laid out again
        text.font_size = text_size.points(size)
    least = text_size.points(smallest)
    while text.content_height > room and text.font_size > least:
        text.font_size -= 1


def breakable(words: str, width: float, size: float, bold: bool = False, italic: bool = False) -> str:
    """``words`` to be wrapped to ``width`` at ``size`` (as at Normal): a word
    wider than the whole width (the longest names, large) broken with a
    hyphen where it reaches the edge, since lines wrap only between words."""
    return _breakable(words, width, text_size.points(size), bold, italic)


@lru_cache(maxsize=4096)
def _breakable(words: str, width: float, size: int, bold: bool, italic: bool) -> str:
    em = size * 4 / 3  # no letter is wider than this: a word of fewer letters than fit so is not measured
    if max(map(len, words.split()), default=0) * em <= width:
        return words
    lines = []
    for line in words.split("\n"):
        pieces = []
        for word in line.split(" "):
            while len(word) * em > width and _width(word, size, bold, italic) > width:
                cut = len(word) - 1
                while cut > 1 and _width(word[:cut] + "-", size, bold, italic) > width:
                    cut -= 1
                pieces.append(word[:cut] + "-")
                word = word[cut:]
            pieces.append(word)
        lines.append(" ".join(pieces))
    return "\n".join(lines)


def fit_block(text: arcade.Text, words: str, size: float, room: float, smallest: float = READABLE) -> None:
    """Show the lines of ``words`` in a wrapped ``text`` within ``room`` in
    height: long words broken at its width, the size lowered from ``size``
    (as at Normal) down to ``smallest``, and then, if they still do not
    fit (the most seats, the longest names, the largest text), the lines
    that do and the words of the next that do, the last of them ended with
    "..." (whole lines only left a card half empty)."""
    assert text.width is not None  # a text of lines has its width
    text.text = breakable(words, text.width, size)
    fit_height(text, size, room)
    if text.content_height <= room:
        return
    lines = text.text.split("\n")
    said = lambda n: "\n".join(lines[:n]) + "..."  # noqa: E731 (the first n lines)
    n = _most(len(lines), lambda n: _fits(text, said(n), room))
    whole, words = lines[:n], lines[n].split(" ")  # the lines that fit whole; of the next, the words that do
    begun = lambda k: "\n".join([*whole, " ".join(words[:k]).rstrip(",;:")]) + "..."  # noqa: E731
    k = _most(len(words), lambda k: _fits(text, begun(k), room))
    if k:
        text.text = begun(k)
    elif n:
        text.text = said(n)
    else:
        text.text = begun(1)  # not even a word fits: the first, the least to show


def fit_whole(
    text: arcade.Text, sayings: tuple[str, ...], size: float, room: float, rest: str, least: int | None = None
) -> None:
    """Show in a wrapped ``text``, within ``room`` in height, the first of
    ``sayings`` (the fullest first, then shorter) whose lines all stand
    whole (long words broken at its width, the size lowered from ``size``
    down to READABLE, the last down to ``least`` points where given: a
    size smaller than the one chosen rather than words left out); where
    none does (the most seats, the longest names, the largest text), as many
    whole lines of the last as fit, and under them ``rest``, a line saying
    where the rest is read: never a line cut mid-sentence."""
    assert text.width is not None  # a text of lines has its width
    for words in sayings:
        text.text = breakable(words, text.width, size)
        fit_height(text, size, room)
        if text.content_height <= room:
            return
    if least is not None:
        while text.content_height > room and text.font_size > least:
            text.font_size -= 1
        if text.content_height <= room:
            return
        fit_height(text, size, room)
    lines = text.text.split("\n")
    told = lambda n: "\n".join([*lines[:n], rest])  # noqa: E731 (the first n lines, then where the rest is)
    text.text = told(_most(len(lines), lambda n: _fits(text, told(n), room)))


def _fits(text: arcade.Text, words: str, room: float) -> bool:
    text.text = words
    return text.content_height <= room


def _most(count: int, fits) -> int:
    """The most of ``count`` (lines, words) that ``fits`` takes, 0 if none: by halves, a layout each."""
    low, high = 0, count - 1  # the whole did not fit
    while low < high:
        middle = (low + high + 1) // 2
        low, high = (middle, high) if fits(middle) else (low, middle - 1)
    return low


def line_height(size: float, bold: bool = False, italic: bool = False) -> float:
    """The height of one line of words at ``size`` (as at Normal), at the
    player's text size: for lines stacked one under another by their size."""
    ruler = _ruler(text_size.points(size), bold, italic)
    ruler.text = "Ag"
    return ruler.content_height


def block_height(words: str, size: float, width: float, bold: bool = False, italic: bool = False) -> float:
    """How tall ``words`` stand wrapped to ``width`` at ``size`` (as at Normal), at the player's text size."""
    ruler = lettering.text(words, 0, 0, art.INK, size, bold=bold, italic=italic, width=width, multiline=True)
    return ruler.content_height


def fitted_block(
    words: str, width: float, size: float, room: float, bold: bool = False, italic: bool = False
) -> tuple[str, float]:
    """(words, font size) of ``words`` wrapped to ``width`` as ``fit_block``
    shows them within ``room`` in height: for words set elsewhere (kept words)."""
    ruler = lettering.text("", 0, 0, art.INK, size, bold=bold, italic=italic, width=width, multiline=True)
    fit_block(ruler, words, size, room)
    return ruler.text, ruler.font_size


def first_sentences(words: str) -> tuple[str, ...]:
    """``words`` whole, then without their last sentence, and so on to their
    first alone: the ways to say them shorter, for ``fitted_choice``."""
    sentences = words.split(". ")
    return tuple(". ".join(sentences[:n]) + ("" if n == len(sentences) else ".") for n in range(len(sentences), 0, -1))
