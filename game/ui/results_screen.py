"""What every game's results screen shares: the finished match's replay
kept and its Ledger counted, the winner honoured, the way on (again, watch,
the menu); the game's own lines are said by its ``tell``. A person's win is
celebrated (its title theirs, large in gold, the burst turning, coins
falling, the fanfare), a loss is told quietly (``game.ui.winner.mood``)."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pyglet

from game.services.ledger import record_match
from game.services.match import Match, new_seed
from game.services.saves import save_replay
from game.ui import art, lettering
from game.ui.app import DESIGN_HEIGHT, DESIGN_WIDTH, TavernView, button
from game.ui.arcade_import import arcade, gui
from game.ui.celebration import TURN_SPEED, CoinFall
from game.ui.fitting import fitted_text
from game.ui.menu import MenuView
from game.ui.watch import watch_table
from game.ui.winner import WinnerMedallion, cheer, mood, purse_of, title_of

SAVED_WIDTH = 1160  # the results' line under the table: that the replay is kept, the Ledger's note
REPLAY_KEPT = "The replay is kept: Watch again, or later from the Ledger's Watch a match again."
TITLE_WIDTH = DESIGN_WIDTH - 80  # a title with a long name shrinks to this
WON_SIZE = 54  # a person's win, larger than any game's own title
LOST_SIZE = 34  # the people here lost: said, not trumpeted
LOST_VEIL = (20, 10, 6, 80)  # and the tavern dimmed round the results' words


@dataclass(frozen=True)
class Column:
    """A column of a results table: where it stands, its heading, and how
    its words stand on its x (``anchor_x``: "left", "center" or "right")."""

    x: float
    heading: str
    anchor: str = "center"


class ResultsScreen(TavernView):
    """The end of a match: its replay kept and its Ledger counted, the way
    on (again, watch, the menu), and the game's own lines, said by ``tell``."""

    fresh_keys_only = True  # a key held from the table's last throw presses nothing here (game.ui.held_keys)

    def __init__(self, match: Match):
        super().__init__()
        self.match = match
        if match.lesson:  # its dice were set: nothing of it is kept or counted
            self.saved = "A lesson is not kept or counted."
        else:
            try:
                save_replay(match.to_replay())  # where it is kept is the Ledger's to show, not a path to read here
                self.saved = REPLAY_KEPT
            except OSError as error:
                self.saved = f"The replay could not be kept: {error.strerror or 'the disk refused it'}."
            note = record_match(match)  # counted once, however often its results are shown
            if note:
                self.saved += f"  {note}"
        # Every line of the results in one batch: laid out in half the time
        # of lines each with a batch of their own, and drawn in one call.
        self.batch = pyglet.graphics.Batch()
        self.lines: list[arcade.Text] = [
            # a long folder and the Ledger's note wrap inside the window, under the buttons
            lettering.paragraph(self.saved, 92, art.INK_DIM, 12, SAVED_WIDTH, batch=self.batch)
        ]
        row = gui.UIBoxLayout(vertical=False, space_between=20)
        self.rematch_button = row.add(button("Play again", width=200, on_click=self.rematch))
        self.watch_button = row.add(button("Watch again", width=200, on_click=self.watch_again))
        self.menu_button = row.add(button("Main menu", width=200, on_click=self.to_menu))
        self.back_to = None  # a campaign's match: () -> its road, in the menu's place
        self.cheered = False
        self.ui.add(gui.UIAnchorLayout()).add(row, anchor_x="center", anchor_y="bottom", align_y=110)
        # The game's lines, then the winner's medallion: made a part a frame
        # by the table whose end is being read (``make_a_part``), or all at
        # once as the screen shows. No frame lays out every line of it.
        self.medallion: WinnerMedallion | None = None
        self.parts_left = [lambda: self.tell(match.state), self._honour_the_winner]
        self.mood = mood(match)
        self.clock = 0.0  # the screen's own time, by which the burst turns and the coins fall
        self.coins_falling = CoinFall(self.panels, match.seed) if self.mood == "win" else None

    def make_a_part(self) -> bool:
        """Make the next part of the screen still unmade; True once none is left."""
        if self.parts_left:
            self.parts_left.pop(0)()
        return not self.parts_left

    def _honour_the_winner(self) -> None:
        self.medallion = WinnerMedallion(self.match, self.panels, self.batch, self.winnings)

    def tell(self, state) -> None:
        """The game's own lines: what its finished match came to."""
        raise NotImplementedError

    def line(self, words: str, y: float, colour, size: int, **style) -> None:
        """A line across the middle of the results, in their batch."""
        self.lines.append(lettering.centred(words, y, colour, size, batch=self.batch, **style))

    def title(self, words: str, size: int = 46) -> None:
        """The results' title across the top, smaller where a long name needs it:
        the game's ``words``, or in a person's win or loss the match's own."""
        place: dict[str, Any] = {"anchor_x": "center", "batch": self.batch}  # lettering.text's placing
        colour, size = {"win": (art.GOLD, WON_SIZE), "loss": (art.INK, LOST_SIZE)}.get(self.mood, (art.GOLD, size))
        words = title_of(self.match, words)
        self.lines.append(
            fitted_text(words, DESIGN_WIDTH / 2, DESIGN_HEIGHT - 80, colour, size, TITLE_WIDTH, bold=True, **place)
        )

    def subtitle(self, words: str, y: float) -> None:
        """What was played, under the title."""
        self.line(words, y, art.INK_DIM, 16, italic=True)

    def table(
        self, columns: tuple, heading_y: float, rows: list, top: float, step: float, size: int, fit: float = 0
    ) -> None:
        """The results' table: each Column's heading at ``heading_y``, then a row a
        seat down from ``top``: (its cells, the winner's) each, the winner's gold
        and bold. With ``fit``, a cell wider than it is made smaller. Its rows are
        parts of their own, made next (six seats' rows and the game's other lines
        in one frame held it past 50 ms)."""
        for column in columns:
            place = {"anchor_x": column.anchor, "batch": self.batch}
            self.lines.append(lettering.text(column.heading, column.x, heading_y, art.GOLD, 15, bold=True, **place))

        def row(y: float, cells: tuple, won: bool) -> None:
            colour = art.GOLD if won else art.INK
            for column, cell in zip(columns, cells):
                place = {"bold": won, "anchor_x": column.anchor, "batch": self.batch}
                if fit:
                    self.lines.append(fitted_text(cell, column.x, y, colour, size, fit, **place))
                else:
                    self.lines.append(lettering.text(cell, column.x, y, colour, size, **place))

        self.parts_left[0:0] = [
            functools.partial(row, top - k * step, cells, won) for k, (cells, won) in enumerate(rows)
        ]

    def on_show_view(self) -> None:
        while not self.make_a_part():
            pass
        super().on_show_view()
        if not self.cheered:  # as it first shows (the table makes it while its last moment is read), not after a watch
            self.cheered = True
            self.window.sounds.play(cheer(self.match), 0.6)

    def winnings(self, seat: int) -> str:
        """What the winner came away with, under their portrait: their purse, in a game played for coins."""
        return purse_of(self.match, seat)

    def lead_back(self, make_view, said: Sequence[str] = ()) -> None:
        """After a campaign's match: no rematch, and the way back is to the
        road; what the road made of the match (the pot, the purse, a tavern
        beaten) is said under the buttons, above the replay's line."""
        self.back_to = make_view
        if said:
            road = lettering.paragraph(" ".join(said), 92, art.GOLD, 14, SAVED_WIDTH, batch=self.batch)
            saved = self.lines[0]
            saved.y = road.y - road.content_height - 6
            self.lines.append(road)
        self._take_away_rematch()  # the way back stands alone, in the middle
        self.menu_button.text = "Back to the road"

    def without_rematch(self) -> None:
        """A match played online: played again, it would be a table at this screen alone, its friends'
        seats become people here. A new table online is hosted again from Play online."""
        self._take_away_rematch()

    def _take_away_rematch(self) -> None:
        parent = self.rematch_button.parent
        assert parent is not None  # it stands in the buttons' row
        parent.remove(self.rematch_button)
        self.rematch_button.visible = False

    def rematch(self) -> None:
        old = self.match
        match = Match(old.state.options, old.controllers, seed=new_seed())
        self.window.show_view(match.definition.screens.table.for_match(match))

    def watch_again(self) -> None:
        """This match at its table again, each throw as it flew; leaving it comes back here."""
        table = watch_table(self.match.to_replay(), "this match", back_to=self)
        self.window.show_view(table)
        table.refresh()

    def to_menu(self) -> None:
        self.window.show_view(self.back_to() if self.back_to else MenuView())

    def on_key_press(self, symbol: int, modifiers: int):
        self.act(symbol, modifiers, {"back": self.to_menu, "go_on": self.to_menu})

    def on_update(self, delta_time: float) -> None:
        super().on_update(delta_time)
        if not self.window.settings.reduce_motion:  # a still picture: nothing turns or falls
            self.clock += delta_time

    def draw_world(self) -> None:
        still = self.window.settings.reduce_motion
        if self.mood == "loss":
            arcade.draw_rect_filled(arcade.LBWH(0, 0, DESIGN_WIDTH, DESIGN_HEIGHT), LOST_VEIL)
        if self.coins_falling is not None and not still and self.coins_falling.place(self.clock):
            self.coins_falling.draw()
        if self.medallion:
            self.medallion.draw(TURN_SPEED * self.clock if self.mood == "win" and not still else 0.0)
        self.batch.draw()
