"""What a table's flow tells the window, as it happens (``game.table.flow.Cues``), heard by a part of
the table rather than by the table itself: the dice placed as they fly, the banner stood clear of the
dice it announces, a sound, the solves ready, the results made while the end is read and shown when it
has been. What a game's table shows of a cue of its own (a throw beginning, a step revealed, a moment)
it hears through the table's hooks, which do nothing unless the game's table shows it."""

from __future__ import annotations

from typing import Any, Protocol

from game.services.match import Throw
from game.table.beats import Answer, Moment
from game.table.flow import Cues
from game.table.playback import Playback
from game.ui.dice_animation import ThrowAnimation


class CuedTable(Protocol):
    """What the cues read and call of the table (``game.ui.dice_table.DiceTableView``)."""

    window: Any
    animation: Any  # the last throw's dice, as they are drawn
    banner: Any  # the BannerPanel
    banner_box: tuple[float, float]
    banner_place: Any  # the BannerPlace: where a banner stands clear of the dice
    banner_title_alone: bool
    answers: Any  # the TableAnswers: the figures rising from the dice
    advice: Any  # the TableAdvice
    answering: Any  # the TableAnswering: how it answers what happens
    results: Any  # the ResultsAhead

    def refresh(self) -> None: ...

    def sound(self, name: str, volume: float) -> None: ...

    def throw_begins(self) -> None: ...

    def thrown(self, throw: Throw, playback: Playback) -> None: ...

    def revealing(self, events: list) -> None: ...

    def moment_begins(self, moment: Moment) -> None: ...

    def moment_ends(self, moment: Moment) -> None: ...

    def refused(self, reason: str) -> None: ...


class TableCues(Cues):
    def __init__(self, table: CuedTable):
        self.table = table

    # --- heard by the table's own hooks (a game's table shows them its way) ---

    def throw_begins(self) -> None:
        self.table.throw_begins()

    def thrown(self, throw: Throw, playback: Playback) -> None:
        self.table.thrown(throw, playback)

    def revealing(self, events: list) -> None:
        self.table.revealing(events)

    def moment_begins(self, moment: Moment) -> None:
        self.table.moment_begins(moment)

    def moment_ends(self, moment: Moment) -> None:
        self.table.moment_ends(moment)

    def answered(self, answer: Answer) -> None:
        self.table.answering.answered(answer)

    def refused(self, reason: str) -> None:
        self.table.refused(reason)

    def changed(self) -> None:
        self.table.refresh()

    def sound(self, name: str, volume: float) -> None:
        self.table.sound(name, volume)

    # --- heard here ---

    def flying(self) -> None:
        if isinstance(self.table.animation, ThrowAnimation):
            self.table.animation.place()

    def banner_shown(self, title: str, ink: str, sub: str) -> None:
        table = self.table
        table.banner_box = table.banner.box_for(sub)  # taller where its words wrap whole at the larger text sizes
        # a crowded table's last resort where nowhere holds both lines clear of the dice (Spottle's)
        title_alone = table.banner.title_box(title) if sub and table.banner_title_alone else None
        placed = table.banner_place.place(title_alone)  # the dice are at rest as a moment begins
        if placed.box == title_alone:
            sub = ""  # the talk says it
        table.banner.stand(placed.x, placed.y, placed.box)
        table.answers.drop_figures_over([table.banner.rect])  # a figure under it (a crowded table): it says the news
        table.banner.show(title, ink, sub)

    def solves_ready(self) -> None:
        self.table.advice.refresh()

    def ending(self) -> None:
        self.table.results.make_a_part()  # a part a frame while the end is read, not all in the frame that shows them

    def results_due(self) -> None:
        """Asked each frame once the end is read: the results show when their last part is made."""
        if self.table.results.make_a_part():
            self.table.window.show_view(self.table.results.screen)
