"""How a dice table answers what happens (``game.ui.answers``): the places
its answers name, what a rising figure keeps clear of, the figures it
counts, the table jolted for a frame, and a winner's card lifted
(``game.ui.takings``). Mixed into the dice-table view."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import contextmanager
from typing import Any

from game.services.match import Throw
from game.table.beats import Answer
from game.ui.answers import SHAKE_ZOOM, Box, TableAnswers
from game.ui.app import DESIGN_WIDTH
from game.ui.arcade_import import arcade
from game.ui.fitting import line_height
from game.ui.still_layer import StillTable
from game.ui.table_panels import PROMPT_SIZE, PROMPT_WIDTH
from game.ui.takings import Lifts

DIE_ROOM = 30  # round a resting die's middle: the box its figure rises clear of


def resting_box(throw: Throw, origin: tuple[float, float]) -> Box | None:
    """Round a throw's dice where they will rest (None where none fly: a tooth pressed)."""
    if throw.path is None:
        return None
    ox, oy = origin
    rest = [(ox + x, oy + y) for x, y, *_ in throw.path.frame_at(throw.path.duration)]
    if not rest:
        return None
    xs, ys = [x for x, _ in rest], [y for _, y in rest]
    left, bottom = min(xs) - DIE_ROOM, min(ys) - DIE_ROOM
    return (left, bottom, max(xs) + DIE_ROOM - left, max(ys) + DIE_ROOM - bottom)


class AnsweringTable:
    # What it reads and calls of the table it is mixed into, declared:
    flow: Any  # the TableFlow
    window: Any
    sound: Callable[[str, float], None]
    prompt: Any  # the prompt's text under the table
    banner: Any  # the BannerPanel
    panels: tuple
    still_table: StillTable  # what lies still: a lifted card draws it again, raised

    def start_answering(self) -> None:
        """The table's answers, moved by its flow's clock."""
        # figures stand still under reduce motion, and where the table has just caught up with a match
        clock, still = (
            lambda: self.flow.clock,
            lambda: self.window.settings.reduce_motion or self.flow.clock == self.flow.caught_up_at,
        )
        self.answers = TableAnswers(clock, still, self.answer_place, self.keep_clear, self.sound)
        # drawn over the dice lying on the table (``draw_table_top``)
        self.lifts = Lifts(self.still_table, clock, still)
        self.dice_box: Box | None = None  # round the last throw's dice at rest
        self.figures_counting = False

    def answered(self, answer: Answer) -> None:
        if answer.what != "lift":
            self.answers.answer(answer)
            return
        box = self.answer_place(answer.place)
        if box is not None:
            self.lifts.lift(box)

    def answer_place(self, place: tuple) -> Box | None:
        """Where a place an answer names is on this table (left, bottom,
        width, height); None where it has none. Here the dice just thrown;
        a game's table adds its seats, its pot, its purses."""
        if place == ("dice",):
            return self.dice_box
        return None

    def keep_clear(self) -> list[Box]:
        """What a rising figure must not cover: the banner's box (up, or
        going up while the figure rises), the table's panels, and the
        prompt's line under the table (a die resting at the near edge put
        its figure below it, over the prompt's words)."""
        prompt = self.prompt
        line = (prompt.x - PROMPT_WIDTH / 2, prompt.y - 8, PROMPT_WIDTH, line_height(PROMPT_SIZE, bold=True) + 8)
        return [self.banner.rect, *(tuple(panel) for panel in self.panels), line]

    def refresh_figures(self) -> None:
        """The figures the table counts (``self.answers.figure``), each as far
        as its count has come: a frame at a time while any counts."""

    def update_answers(self) -> None:
        """Everything answering where the table's time says; the counted figures as far as they have come."""
        self.answers.update()
        counting = self.answers.counting
        if counting or self.figures_counting:  # and once more as the counts end, at their values
            self.refresh_figures()
        self.figures_counting = counting

    def draw_answers(self) -> None:
        """Coins in flight, rings flashing and figures rising: over the dice, under the prompt."""
        self.answers.draw()

    @contextmanager
    def shaken(self):
        """The table drawn jolted while a blow shakes it (its buttons stay where they are)."""
        dx, dy = self.answers.shake()
        kept = self.camera.viewport
        if dx or dy:
            # The viewport itself jolted and grown a little: the backdrop (which fills
            # the viewport) and every word over it move and grow together, and the
            # table's edges never show the window behind.
            per = kept.width / DESIGN_WIDTH  # window pixels a table pixel
            grow = kept.width * (SHAKE_ZOOM - 1) / 2
            self.camera.viewport = arcade.LBWH(
                kept.left - grow + dx * per,
                kept.bottom - grow * kept.height / kept.width + dy * per,
                kept.width + 2 * grow,
                kept.height + 2 * grow * kept.height / kept.width,
            )
        try:
            yield
        finally:
            self.camera.viewport = kept
