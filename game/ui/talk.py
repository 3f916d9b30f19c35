"""The table talk on its card: the newest lines that fit, newest at the bottom.

Each line is a text of its own, laid out when it first shows and only moved
after. Laying the whole talk out again for every new line held the frame
that said it for 15 ms and more (50 on a slow day); now a new line costs one
line's layout, and reading back one line further costs at most one. Where
many lines come at once (a table opening, a round's end), a frame lays out
what ``LAY_OUT_SECONDS`` allows, newest first, and the next frames the rest
(``catch_up``).
"""

from __future__ import annotations

import time
from collections import defaultdict

import pyglet

from game.ui import art, lettering
from game.ui.arcade_import import arcade
from game.ui.fitting import breakable

LAY_OUT_SECONDS = 0.006
# Said in the place of a line taller than the whole card (the most seats, the
# longest names, the largest text): the line is not cut, the whole talk has it.
TOO_LONG = "A long line: All shows it whole."


class Talk:
    def __init__(
        self, left: float, bottom: float, width: float, room: float, batch: pyglet.graphics.Batch, size: int = 14
    ):
        self.left, self.bottom, self.width, self.room = left, bottom, width, room
        self.batch, self.size = batch, size
        self.texts: list[arcade.Text] = []  # every line laid out so far, shown or waiting to be reused
        self.said: dict[arcade.Text, str] = {}  # each text's line as said (what it shows may be a note)
        self.lines: list[str] = []  # the lines asked for, oldest first
        self.shown: list[str] = []  # those that fit, oldest first
        self.behind = False  # some of them wait to be laid out

    @property
    def text(self) -> str:
        """The lines shown, one to a line."""
        return "\n".join(self.shown)

    @property
    def content_height(self) -> float:
        return sum(text.content_height for text in self.texts if text.visible)

    def show(self, lines: list[str]) -> None:
        """Show the newest of ``lines`` that fit the room, the newest at the bottom."""
        if lines == self.lines:
            return
        self.lines = list(lines)
        self._place(time.perf_counter() + LAY_OUT_SECONDS)

    def catch_up(self) -> None:
        """Lay out, within a frame's share, lines the last ``show`` left waiting."""
        if self.behind:
            self._place(time.perf_counter() + LAY_OUT_SECONDS)

    def finish(self) -> None:
        """Lay out every line waiting, whatever it takes (a table opening)."""
        if self.behind:
            self._place(float("inf"))

    def _place(self, until: float) -> None:
        lines = self.lines
        wanted = set(lines)
        holding: dict[str, list[arcade.Text]] = defaultdict(list)
        spare: list[arcade.Text] = []
        for text in self.texts:
            (holding[self.said[text]] if self.said[text] in wanted else spare).append(text)
        used: list[arcade.Text] = []
        shown: list[str] = []
        top = self.bottom
        self.behind = laid_out = False
        for line in reversed(lines):
            if holding[line]:
                text = holding[line].pop()
            elif laid_out and time.perf_counter() > until:
                self.behind = True  # the older lines show in the next frames
                break
            else:
                text, laid_out = self._lay_out(line, spare), True
            if shown and top + text.content_height > self.bottom + self.room:
                spare.append(text)
                break
            text.y = top
            top += text.content_height
            used.append(text)
            shown.append(line)
        for text in used:
            text.visible = True
        for text in (*spare, *(t for texts in holding.values() for t in texts)):
            text.visible = False
        self.shown = shown[::-1]

    def _lay_out(self, line: str, spare: list[arcade.Text]) -> arcade.Text:
        said, line = line, breakable(line, self.width, self.size)  # a long name broken where it meets the edge
        if spare:
            text = spare.pop()
            text.text = line
        else:
            text = lettering.text(
                line,
                self.left,
                self.bottom,
                art.INK,
                self.size,
                width=self.width,
                multiline=True,
                anchor_y="bottom",
                batch=self.batch,
            )
            self.texts.append(text)
        self.said[text] = said  # the line as said, though a line taller than the card shows a note in its place
        if text.content_height > self.room:
            text.text = breakable(TOO_LONG, self.width, self.size)
        return text
