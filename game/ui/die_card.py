"""A die shown with its words: its picture at rest on the left, lines of
words stacked beside it, each wrapped to the room left. The bag's dice and
the counter's are shown so; a card knows how tall it stands, so a screen
can stack cards and start a new column (or page) where one would not fit."""

from __future__ import annotations

from game.ui import art, lettering
from game.ui.arcade_import import arcade
from game.ui.fitting import fit

GAP = 12  # between the picture and the words
LINE_GAP = 3  # between two lines of words

# a line of words: (words, size as at Normal, colour, bold, italic)
Line = tuple[str, float, tuple, bool, bool]


def line(words: str, size: float = 14, colour: tuple = art.INK, bold: bool = False, italic: bool = False) -> Line:
    return words, size, colour, bold, italic


class DieCard:
    """A die's picture and its lines, the card's top left at (``x``, ``top``), ``width`` wide."""

    def __init__(self, picture: arcade.Texture, x: float, top: float, width: float, lines: list[Line]):
        self.picture, self.x, self.width = picture, x, width
        self.side = picture.width  # the picture's own pixels: a die as large as the tables draw it
        self.top = top
        room = width - self.side - GAP
        self.texts: list[arcade.Text] = []
        y = top
        for words, size, colour, bold, italic in lines:
            text = lettering.text(
                words,
                x + self.side + GAP,
                y,
                colour,
                size,
                bold=bold,
                italic=italic,
                width=room,
                multiline=True,
                anchor_y="top",
            )
            if text.content_width > room:  # one word wider than the room (a long name at Largest): made smaller
                fit(text, words, room, size, bold=bold, italic=italic)
            self.texts.append(text)
            y -= text.content_height + LINE_GAP
        self.height = max(self.side, top - y)

    def move_to(self, top: float) -> None:
        """The card stood with its top at ``top``."""
        for text in self.texts:
            text.y += top - self.top
        self.top = top

    @property
    def bottom(self) -> float:
        return self.top - self.height

    def draw(self) -> None:
        arcade.draw_texture_rect(self.picture, arcade.LBWH(self.x, self.top - self.side, self.side, self.side))
        for text in self.texts:
            text.draw()
