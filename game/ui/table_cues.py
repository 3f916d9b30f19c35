"""What a table's flow tells the window, as it happens (``game.table.flow.Cues``), heard by a part of
the table rather than by the table itself: the dice placed as they fly, the banner stood clear of the
dice it announces, a sound, the solves ready, the results made while the end is read and shown when it
has been. What a game's table shows of a cue its own way (a throw beginning, a step revealed, a moment) its
part hears (``TablePart.heard``), as does a refusal it says where the person looks."""

from __future__ import annotations

from typing import Any, Protocol

from game.services.match import Throw
from game.table.beats import Answer, Moment
from game.table.flow import Cues
from game.table.playback import FlightPlayback, Playback
from game.ui.dice_animation import ThrowAnimation
from game.ui.part_cues import MomentBegins, MomentEnds, Revealing, ThrowBegins, Thrown
from game.ui.special_looks import throw_kinds
from game.ui.table_answers import resting_box


class CuedTable(Protocol):
    """What the cues read and call of the table (``game.ui.dice_table.DiceTableView``)."""

    window: Any
    part: Any  # the game's part (game.ui.composed_table.TablePart): it hears a cue its own way
    animation: Any  # the last throw's dice, as they are drawn
    dice_box: Any  # round them at rest
    dice_at: tuple[float, float]  # where thrown dice are played back
    banner: Any  # the BannerPanel
    banner_box: tuple[float, float]
    banner_place: Any  # the BannerPlace: where a banner stands clear of the dice
    banner_title_alone: bool
    answers: Any  # the TableAnswers: the figures rising from the dice
    advice: Any  # the TableAdvice
    answering: Any  # the TableAnswering: how it answers what happens
    results: Any  # the ResultsAhead

    def refresh(self) -> None: ...

    def refresh_prompt(self) -> None: ...

    def die_kind(self, sides: int) -> str: ...


class TableCues(Cues):
    def __init__(self, table: CuedTable):
        self.table = table

    # --- heard by the game's part (it shows them its way) ---

    def throw_begins(self) -> None:
        self.table.part.heard(ThrowBegins())

    def revealing(self, events: list) -> None:
        self.table.part.heard(Revealing(events))

    def moment_begins(self, moment: Moment) -> None:
        self.table.part.heard(MomentBegins(moment))

    def moment_ends(self, moment: Moment) -> None:
        self.table.part.heard(MomentEnds(moment))

    def thrown(self, throw: Throw, playback: Playback) -> None:
        """A throw's dice fly as they flew (a game's part may draw its throw its own way)."""
        table = self.table
        own = table.part.animation_of(throw, playback)
        table.animation = own if own is not None else self.flight(throw, playback)
        table.dice_box = resting_box(throw, table.dice_at)
        table.part.heard(Thrown())

    def flight(self, throw: Throw, playback: Playback) -> ThrowAnimation:
        """A throw's recorded flight (a road match's special die, first, in its own colours)."""
        assert isinstance(playback, FlightPlayback)  # its dice fly (a throw that does not is a game's own to draw)
        kind = self.table.die_kind(playback.path.sides)
        return ThrowAnimation(playback, throw.result.values, self.table.dice_at, kind, throw_kinds(throw, kind))

    def refused(self, reason: str) -> None:
        """Said where the person looks: the game's part's way, or the prompt."""
        self.sound("refusal", 0.5)
        if not self.table.part.refused(reason):
            self.table.refresh_prompt()

    def answered(self, answer: Answer) -> None:
        self.table.answering.answered(answer)

    def changed(self) -> None:
        self.table.refresh()

    def sound(self, name: str, volume: float) -> None:
        self.table.window.sounds.play(name, volume)

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
