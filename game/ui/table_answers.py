"""How a dice table answers what happens (``game.ui.answers``): the places
its answers name, what a rising figure keeps clear of, the figures it
counts, the table jolted for a frame, and a winner's card lifted
(``game.ui.takings``): parts of the dice-table view (``TableAnswering``,
``AnswerPlaces``); where its answers go the game's part adds to."""

from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Protocol

from game.services.match import Throw
from game.table.beats import Answer
from game.ui.answers import SHAKE_ZOOM, Box, TableAnswers
from game.ui.app import DESIGN_WIDTH
from game.ui.arcade_import import arcade
from game.ui.fitting import line_height
from game.ui.still_layer import StillTable
from game.ui.table_panels import PROMPT_SIZE, PROMPT_WIDTH
from game.ui.takings import Lifts

if TYPE_CHECKING:
    from game.ui.composed_table import TablePart

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


class PlacedTable(Protocol):
    """What the answers' places read of the table (``game.ui.dice_table.DiceTableView``)."""

    part: TablePart  # the game's: its seats, pot and purses; its figures
    dice_box: Box | None  # round the last throw's dice at rest
    prompt: Any  # the prompt's text under the table
    banner: Any  # the BannerPanel
    panels: tuple


class AnswerPlaces:
    """Where a table's answers go (the dice just thrown; a game's part adds its seats, its pot, its
    purses), what a rising figure keeps clear of, and the figures the part counts. A part of the dice
    table, handed the table."""

    def __init__(self, table: PlacedTable):
        self.table = table

    def answer_place(self, place: tuple) -> Box | None:
        """Where a place an answer names is on this table (left, bottom,
        width, height); None where it has none."""
        own = self.table.part.answer_place(place)
        if own is not None:
            return own
        return self.table.dice_box if place == ("dice",) else None

    def keep_clear(self) -> list[Box]:
        """What a rising figure must not cover: the banner's box (up, or
        going up while the figure rises), the table's panels, the prompt's
        line under the table (a die resting at the near edge put its figure
        below it, over the prompt's words), and what the part adds (a creature)."""
        table = self.table
        prompt = table.prompt
        line = (prompt.x - PROMPT_WIDTH / 2, prompt.y - 8, PROMPT_WIDTH, line_height(PROMPT_SIZE, bold=True) + 8)
        own = table.part.boxes().figures_keep_off
        return [table.banner.rect, *(tuple(panel) for panel in table.panels), line, *own]

    def refresh_figures(self) -> None:
        """The figures the part counts, each as far as its count has come."""
        self.table.part.refresh_figures()


class AnsweredTable(Protocol):
    """What the answers read of the table they answer at (``game.ui.dice_table.DiceTableView``)."""

    flow: Any  # the TableFlow: its clock
    window: Any  # its settings: reduce motion; its sounds
    still_table: StillTable  # what lies still: a lifted card draws it again, raised
    camera: Any  # the table's Camera2D, jolted while a blow shakes it


class TableAnswering:
    """The table's answers (figures rising, coins flying, rings flashing, a place shaken, a winner's card
    lifted), moved by its flow's clock; where they go, the table says (its ``answer_place``, its
    ``keep_clear``), and the figures it counts it shows (its ``refresh_figures``)."""

    def __init__(self, table: AnsweredTable, places: AnswerPlaces):
        self.table, self.places = table, places
        # figures stand still under reduce motion, and where the table has just caught up with a match
        clock, still = (
            lambda: table.flow.clock,
            lambda: table.window.settings.reduce_motion or table.flow.clock == table.flow.caught_up_at,
        )
        self.answers = TableAnswers(clock, still, places.answer_place, places.keep_clear, table.window.sounds.play)
        # drawn over the dice lying on the table (``draw_table_top``)
        self.lifts = Lifts(table.still_table, clock, still)
        self.figures_counting = False

    def answered(self, answer: Answer) -> None:
        if answer.what != "lift":
            self.answers.answer(answer)
            return
        box = self.places.answer_place(answer.place)
        if box is not None:
            self.lifts.lift(box)

    def update(self) -> None:
        """Everything answering where the table's time says; the counted figures as far as they have come."""
        self.answers.update()
        counting = self.answers.counting
        if counting or self.figures_counting:  # and once more as the counts end, at their values
            self.places.refresh_figures()
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
