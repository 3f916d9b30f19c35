"""What a table's banner must know of it to stand clear (``game.ui.banner_place.BannerTable``): the
dice it announces, where they lie with whatever the game's part adds (a creature, dice kept from the
throw before), the dice from earlier throws it speaks not of, and the panels and figures it keeps
off, but for those of the part's it may cover. A part of the dice table, handed the table."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from game.ui.banner_place import Box, die_box
from game.ui.dice_animation import ThrowAnimation

if TYPE_CHECKING:
    from game.ui.composed_table import TablePart


class SubjectsTable(Protocol):
    """What the banner's subjects read of the table (``game.ui.dice_table.DiceTableView``)."""

    part: TablePart
    banner_home: tuple[float, float]  # where a banner stands when nothing lies under it
    banner_box: tuple[float, float]
    banner_room: Box
    banner_narrows: bool
    animation: Any  # the last throw's dice, as drawn
    panels: tuple
    answers: Any  # the TableAnswers: the figures rising


class BannerSubjects:
    def __init__(self, table: SubjectsTable):
        self.table = table
        self.banner_x, self.banner_y = table.banner_home  # the table's, set as it is made
        self.banner_room, self.banner_narrows = table.banner_room, table.banner_narrows

    @property
    def banner_box(self) -> tuple[float, float]:
        return self.table.banner_box  # taller while a banner's words wrap

    def announced_boxes(self) -> list[Box]:
        """The dice of the last throw, where they lie, and what the game's part adds."""
        animation = self.table.animation
        thrown = []
        if isinstance(animation, ThrowAnimation):
            thrown = [die_box(d.center_x, d.center_y, animation.size) for d in animation.dice if d.visible]
        return thrown + self.table.part.boxes().announced

    def unannounced_boxes(self) -> list[Box]:
        return self.table.part.boxes().unannounced

    def banner_keeps_off(self) -> list[Box]:
        """The panels (but those of the part's it may cover), and the figures rising from the dice."""
        table = self.table
        may_cover = table.part.boxes().banner_may_cover
        panels = [tuple(panel) for panel in table.panels if tuple(panel) not in may_cover]
        return panels + [figure.path for figure in table.answers.rising]
