"""The curtain of the Spelldice table: picks are secret on one shared screen, so before a person picks
the others are asked to look away, and after, unless he was the last to pick. A part of the Spelldice
table's part: its words, its button, and the dark it draws over the table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.ui import lettering
from game.ui.app import button
from game.ui.arcade_import import arcade
from game.ui.composed_table import TableHost


class PassingCard:
    def __init__(self, table: TableHost, root: Any, lift: Callable[[], None]):
        self.table = table
        self.text = lettering.heading("", 420, 30, width=900, multiline=True, align="center")
        self.button = root.add(
            button("", width=420, height=52, on_click=lift), anchor_x="center", anchor_y="center", align_y=-40
        )

    def refresh(self, curtain: tuple | None) -> None:
        """Shown while the screen passes hands: ("before" | "after" | "last", the seat that picks)."""
        self.button.visible = curtain is not None
        if curtain is None:
            return
        stage, seat = curtain
        name = self.table.match.state.names[seat]
        hint = self.table.key_hint
        if stage == "before":
            self.text.text = f"Pass the screen to {name}.\n{name}: look when only you are looking."
            self.button.text = hint(f"I am {name}: show my dice", "spelldice:enter")
        elif stage == "after":
            self.text.text = f"{name} has picked.\nHide the screen and pass it on."
            self.button.text = hint("Done", "spelldice:enter")
        else:  # the last person to pick: nobody else picks in secret now
            self.text.text = f"{name} has picked: every pick is in.\nTurn the screen round for all to see."
            self.button.text = hint("Done", "spelldice:enter")

    def draw(self) -> None:
        arcade.draw_rect_filled(arcade.LBWH(0, 0, 1280, 720), (14, 8, 4, 245))
        self.text.draw()
