"""Words drawn together on a table, kept from one refresh to the next.

A table that made all its words anew at every move (each card's name, each
plaque's health) laid every one of them out again: forty texts held a frame
for 50 to 130 ms. A refresh between ``begin`` and ``end`` keeps each text
that is the same words in the same place and style, and lays out only what
changed. When many are new at once (a round's card of thirty lines), a
refresh lays out LAY_OUT_SECONDS' worth and the rest over the next frames,
as they are drawn: the card fills in over two or three frames instead of
holding one for 40 ms."""

from __future__ import annotations

import time

import pyglet

from game.ui import lettering
from game.ui.arcade_import import arcade

LAY_OUT_SECONDS = 0.008


class KeptWords:
    def __init__(self):
        self.batch = pyglet.graphics.Batch()
        self._texts: dict[tuple, arcade.Text] = {}  # a batch holds only what is still referenced
        self._old: dict[tuple, arcade.Text] = {}
        self._waiting: dict[tuple, tuple] = {}  # new words not laid out yet: key -> their arguments
        self._until = 0.0  # this frame's time for laying words out

    def begin(self) -> None:
        """A refresh starts: every text is gone unless it is added again."""
        self._old, self._texts = self._texts, {}
        self._waiting = {}
        self._until = time.perf_counter() + LAY_OUT_SECONDS

    def add(self, words: str, x: float, y: float, colour, size: float, **style) -> None:
        key = (words, x, y, tuple(colour), size, tuple(sorted(style.items())))
        text = self._old.pop(key, None) or self._texts.get(key)
        if text is not None:
            self._texts[key] = text
        elif time.perf_counter() < self._until:
            self._texts[key] = self._lay_out(key, (words, x, y, colour, size, style))
        else:
            self._waiting[key] = (words, x, y, colour, size, style)

    def _lay_out(self, key: tuple, arguments: tuple) -> arcade.Text:
        words, x, y, colour, size, style = arguments
        return lettering.text(words, x, y, colour, size, batch=self.batch, **style)

    def end(self) -> None:
        """The refresh is done: the words not added again leave the batch."""
        for gone in self._old.values():
            # Deleted, not moved out of the batch: moving a text to no batch
            # gave it a batch of its own, 3 to 4 ms each, and a Spots turn
            # dropped nine of them in one frame.
            gone._label.delete()
        self._old = {}

    def catch_up(self, seconds: float = LAY_OUT_SECONDS) -> None:
        """Lay out waiting words for up to ``seconds`` (all of them: math.inf)."""
        until = time.perf_counter() + seconds
        while self._waiting and time.perf_counter() < until:
            key, arguments = next(iter(self._waiting.items()))
            del self._waiting[key]
            self._texts[key] = self._lay_out(key, arguments)

    def texts(self) -> list[arcade.Text]:
        """Every text of the last refresh, laid out (for the layout tests)."""
        self.catch_up(float("inf"))
        return list(self._texts.values())

    def key(self) -> tuple:
        """The words as they show now (for a table's still part): those still
        waiting are laid out a frame's worth first, as a draw would."""
        self.catch_up()
        return tuple(self._texts), len(self._waiting)

    def draw(self) -> None:
        self.catch_up()
        self.batch.draw()
