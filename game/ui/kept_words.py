"""Words drawn together on a table, kept from one refresh to the next.

A table that made all its words anew at every move (each card's name, each
plaque's health) laid every one of them out again: forty texts held a frame
for 50 to 130 ms. A refresh between ``begin`` and ``end`` keeps each text
that is the same words in the same place and style, and lays out only what
changed."""

from __future__ import annotations

import pyglet

from game.ui import art
from game.ui.arcade_import import arcade


class KeptWords:
    def __init__(self):
        self.batch = pyglet.graphics.Batch()
        self._texts: dict[tuple, arcade.Text] = {}   # a batch holds only what is still referenced
        self._old: dict[tuple, arcade.Text] = {}

    def begin(self) -> None:
        """A refresh starts: every text is gone unless it is added again."""
        self._old, self._texts = self._texts, {}

    def add(self, words: str, x: float, y: float, colour, size: float, **style) -> arcade.Text:
        key = (words, x, y, tuple(colour), size, tuple(sorted(style.items())))
        text = self._old.pop(key, None) or self._texts.get(key)
        if text is None:
            text = arcade.Text(words, x, y, colour, size, font_name=art.FONT, batch=self.batch, **style)
        self._texts[key] = text
        return text

    def end(self) -> None:
        """The refresh is done: the words not added again leave the batch."""
        for gone in self._old.values():
            gone.batch = None
        self._old = {}

    def texts(self) -> list[arcade.Text]:
        """Every text drawn now (for the layout tests)."""
        return list(self._texts.values())

    def draw(self) -> None:
        self.batch.draw()
