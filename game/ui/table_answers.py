"""How a dice table answers what happens (``game.ui.answers``): the places
its answers name, what a rising figure keeps clear of, the figures it
counts, the table jolted for a frame, and a winner's card lifted
(``game.ui.takings``): a part of the dice-table view (``TableAnswering``);
where its answers go is the table's to say (``answer_place``, ``keep_clear``)."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Protocol

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


class AnswerPlaces:
    """Where a table's answers go, said by the table (a game's table adds its seats, its pot, its purses):
    the places they name, what a rising figure keeps clear of, the figures it counts."""

    # What they read of the table, declared:
    dice_box: Box | None  # round the last throw's dice at rest
    prompt: Any  # the prompt's text under the table
    banner: Any  # the BannerPanel
    panels: tuple

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


class AnsweredTable(Protocol):
    """What the answers read and call of the table they answer at (``game.ui.dice_table.DiceTableView``)."""

    flow: Any  # the TableFlow: its clock
    window: Any  # its settings: reduce motion
    still_table: StillTable  # what lies still: a lifted card draws it again, raised
    camera: Any  # the table's Camera2D, jolted while a blow shakes it

    def sound(self, name: str, volume: float) -> None: ...

    def answer_place(self, place: tuple) -> Box | None: ...

    def keep_clear(self) -> list[Box]: ...

    def refresh_figures(self) -> None: ...


class TableAnswering:
    """The table's answers (figures rising, coins flying, rings flashing, a place shaken, a winner's card
    lifted), moved by its flow's clock; where they go, the table says (its ``answer_place``, its
    ``keep_clear``), and the figures it counts it shows (its ``refresh_figures``)."""

    def __init__(self, table: AnsweredTable):
        self.table = table
        # figures stand still under reduce motion, and where the table has just caught up with a match
        clock, still = (
            lambda: table.flow.clock,
            lambda: table.window.settings.reduce_motion or table.flow.clock == table.flow.caught_up_at,
        )
        self.answers = TableAnswers(clock, still, table.answer_place, table.keep_clear, table.sound)
        # drawn over the dice lying on the table (``draw_table_top``)
        self.lifts = Lifts(table.still_table, clock, still)
        self.figures_counting = False

    def answered(self, answer: Answer) -> None:
        if answer.what != "lift":
            self.answers.answer(answer)
            return
        box = self.table.answer_place(answer.place)
        if box is not None:
            self.lifts.lift(box)

    def update(self) -> None:
        """Everything answering where the table's time says; the counted figures as far as they have come."""
        self.answers.update()
        counting = self.answers.counting
        if counting or self.figures_counting:  # and once more as the counts end, at their values
            self.table.refresh_figures()
        self.figures_counting = counting

    def draw(self) -> None:
        """Coins in flight, rings flashing and figures rising: over the dice, under the prompt."""
        self.answers.draw()

    @contextmanager
    def shaken(self):
        """The table drawn jolted while a blow shakes it (its buttons stay where they are)."""
        dx, dy = self.answers.shake()
        camera = self.table.camera
        kept = camera.viewport
        if dx or dy:
            # The viewport itself jolted and grown a little: the backdrop (which fills
            # the viewport) and every word over it move and grow together, and the
            # table's edges never show the window behind.
            per = kept.width / DESIGN_WIDTH  # window pixels a table pixel
            grow = kept.width * (SHAKE_ZOOM - 1) / 2
            camera.viewport = arcade.LBWH(
                kept.left - grow + dx * per,
                kept.bottom - grow * kept.height / kept.width + dy * per,
                kept.width + 2 * grow,
                kept.height + 2 * grow * kept.height / kept.width,
            )
        try:
            yield
        finally:
            camera.viewport = kept
