"""What every game's setup and results screens share: starting the match a
setup describes (or saying why not), saving the finished match's replay, and
the way back to the table or the menu. A game's screens reach each other
through its definition's ``screens`` (a ``GameScreens``), never by import."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pyglet

from game.core import catalogue
from game.services.ledger import record_match
from game.services.match import CONTROLLERS, LEVELS, PERSON, Match, new_seed
from game.services.saves import save_replay
from game.ui import art, lettering
from game.ui.app import DESIGN_HEIGHT, DESIGN_WIDTH, OptionPicker, TavernView, button, label
from game.ui.arcade_import import arcade, gui
from game.ui.coach import start_lesson
from game.ui.fitting import first_sentences, fitted_choice, fitted_text
from game.ui.menu import MenuView
from game.ui.name_field import NameField
from game.ui.rules_view import RulesView
from game.ui.watch import watch_table
from game.ui.winner import WinnerMedallion, cheer, purse_of

DEFAULT_CONTROLLERS = (PERSON, "normal", "hard", "easy", "normal", "hard")  # seat by seat, for a new table
NOTE_FOOT = 22  # the foot of the computer level's note
CONTROLLER_NAMES = {PERSON: "Person", "easy": "Computer, easy", "normal": "Computer, normal", "hard": "Computer, hard"}
SEAT_ROW_SPACING = 10


@dataclass(frozen=True)
class GameScreens:
    """A game's own screens (its ``screens.SCREENS``)."""

    setup: type  # () -> a SetupView
    table: type  # (match) -> a DiceTableView
    results: type  # (match) -> a ResultsScreen
    lesson: Callable | None = None  # (the person's name) -> its Teach me lesson (game.ui.coach.Lesson)


class SetupView(TavernView):
    """A game's table set before its match: the seats, the game's own choices,
    and what a computer level does."""

    panels: tuple = ((150, 90, 980, 540),)  # the grid's panel, unless the game's grid is another size
    game_key = ""
    heading_text = ""  # where the heading is not the game's title and "set the table"

    def __init__(self):
        super().__init__()
        heading = self.heading_text or f"{self.definition.title}: set the table"
        self.heading = lettering.heading(heading, DESIGN_HEIGHT - 64, 38)
        self.problem = lettering.centred("", 80, art.RED, 16, anchor_y="center")
        # along the bottom, over a strip of its own, on one line: as much of it as fits
        self.level_note = lettering.caption("", NOTE_FOOT, 14, art.INK, anchor_y="bottom")
        self.names: list[gui.UIInputText] = []  # seat by seat, from seat_row
        self.seats: list[OptionPicker] = []
        self.seat_rows: list[gui.UIBoxLayout] = []
        self.count: OptionPicker | None = None  # the player count, where the game lets it vary

    def chosen(self) -> tuple:
        """(options, controllers) as the screen shows them."""
        raise NotImplementedError

    @property
    def definition(self):
        return catalogue.game(self.game_key)

    def ladder_table(self) -> str | None:
        """The ladder table the chosen way to play was measured at; None
        where the computers have nothing to choose."""
        return self.game_key

    def no_choices_note(self) -> str:
        return "Here every seat plays alike: there is nothing to choose."

    def show_level(self, level: str | None = None) -> None:
        """The note under the table: what a computer level does and how it
        fared on the ladder. ``level``, just picked for a seat, or else the
        strongest computer seated."""
        seated = [c for c in self.seated()[1] if c != PERSON]
        if level is None or level == PERSON:
            level = max(seated, key=LEVELS.index) if seated else None
        said = "" if level is None else level_note(self.definition, self.ladder_table(), level, self.no_choices_note())
        said = fitted_choice(first_sentences(said), DESIGN_WIDTH - 40, 14, italic=True)  # the sentences that fit
        self.level_note.text, self.level_note.font_size = said

    def start(self) -> None:
        options, controllers = self.chosen()
        problem = options.problem()
        if not problem and len({name.lower() for name in options.names}) < len(options.names):
            problem = "every seat needs a different name"
        if problem:
            self.problem.text = problem[0].upper() + problem[1:] + "."
            self.window.sounds.play("refusal", 0.5)
            return
        self.remember_count()
        match = Match(options, controllers, seed=new_seed())
        self.window.show_view(match.definition.screens.table.for_match(match))

    def remember_count(self) -> None:
        """The player count started with, kept in the settings for the setup's next opening."""
        if self.count is None or self.window.settings.table_players.get(self.game_key) == self.count.value:
            return
        self.window.settings.table_players[self.game_key] = self.count.value
        self.window.save_settings()  # a refusal of the disk is said by the menu, as for every setting

    def remembered_count(self, counts: range, count_index: int) -> int:
        """Where the player count opens: at the count last started with, else at ``count_index``."""
        count = self.window.settings.table_players.get(self.game_key)
        return counts.index(count) if type(count) is int and count in counts else count_index

    def go_back(self) -> None:
        self.window.show_view(MenuView())

    def show_rules(self) -> None:
        self.window.show_view(RulesView(self.game_key, back_to=self))

    def seat_grid(
        self, rows: int, counts: range, count_index: int, names: tuple, spacing: int = 28, **widths: int
    ) -> gui.UIGridLayout:
        """The setup's grid of ``rows`` rows: 'Players' and a row a seat
        (``add_seats``), the game's own choices to come below them."""
        grid = gui.UIGridLayout(
            column_count=2, row_count=rows, horizontal_spacing=spacing, vertical_spacing=8, align_horizontal="left"
        )
        self.add_seats(grid, counts, count_index, names, **widths)
        return grid

    def choice(
        self, grid: gui.UIGridLayout, row: int, title: str, choices: list, index: int = 0, on_change=None
    ) -> OptionPicker:
        """A titled choice as wide as a seat's row (``add_choice``)."""
        return self.add_choice(
            grid, row, title, OptionPicker(choices, index, width=self.choice_width, on_change=on_change)
        )

    def place_grid(self, grid: gui.UIGridLayout, row: int, start_text: str) -> None:
        """The start and back buttons in the grid's last row, the grid in the
        middle of the screen, and the seats the player count asks for."""
        grid.add(self.action_buttons(start_text), column=1, row=row)
        self.ui.add(gui.UIAnchorLayout()).add(grid, anchor_x="center", anchor_y="center", align_y=-20)
        self.show_seats()

    def add_seats(
        self,
        grid: gui.UIGridLayout,
        counts: range,
        count_index: int,
        names: tuple,
        name_width: int = 200,
        picker_width: int = 270,
    ) -> list[gui.UIBoxLayout]:
        """'Players' in the grid's first row, then a row a seat: its name and
        who plays it (``names`` and DEFAULT_CONTROLLERS, seat by seat).
        Returns the seat rows, for a game to add its own choices to."""
        self.seat_labels = []
        for seat, (name, controller) in enumerate(zip(names, DEFAULT_CONTROLLERS)):
            self.seat_labels.append(grid.add(label(f"Seat {seat + 1}", 15), column=0, row=1 + seat))
            grid.add(self.seat_row(name, controller, name_width, picker_width), column=1, row=1 + seat)
        self.count = self.add_choice(
            grid,
            0,
            "Players",
            OptionPicker(
                [(n, f"{n} player{'s' if n > 1 else ''}") for n in counts],
                self.remembered_count(counts, count_index),
                width=self.choice_width,
                on_change=lambda _n: self.show_seats(),
            ),
        )
        return self.seat_rows

    def seat_row(
        self, name: str, controller: str, name_width: int, picker_width: int, font_size: int = 14, height: int = 34
    ) -> gui.UIBoxLayout:
        """A seat's name field and who plays it, side by side. A choice of the
        table (``choice_width`` wide) spans the two, so every row's arrows line up."""
        self.choice_width = name_width + SEAT_ROW_SPACING + picker_width
        row = gui.UIBoxLayout(vertical=False, space_between=SEAT_ROW_SPACING)
        field = NameField(name, width=name_width, height=height, font_size=font_size)
        self.names.append(row.add(field))
        self.seats.append(
            row.add(
                OptionPicker(
                    [(c, CONTROLLER_NAMES[c]) for c in CONTROLLERS],
                    CONTROLLERS.index(controller),
                    width=picker_width,
                    on_change=self.show_level,
                )
            )
        )
        self.seat_rows.append(row)
        return row

    @staticmethod
    def add_choice(grid: gui.UIGridLayout, row: int, title: str, picker, title_size: int = 16):
        """A titled choice: the title in the grid's first column, the picker in
        the second. Returns the picker."""
        grid.add(label(title, title_size), column=0, row=row)
        return grid.add(picker, column=1, row=row)

    def show_seats(self) -> None:
        """Only the rows of the seats the player count asks for."""
        for seat, (row, seat_label) in enumerate(zip(self.seat_rows, self.seat_labels)):
            row.visible = seat_label.visible = seat < self.count.value
        self.show_level()

    def seated(self, players: int | None = None) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The names and controllers of the seats in play (by default, as many
        as the player count says)."""
        if players is None:
            players = len(self.seats) if self.count is None else self.count.value
        return (
            tuple(n.text.strip()[:16] for n in self.names[:players]),
            tuple(picker.value for picker in self.seats[:players]),
        )

    def action_buttons(self, start_text: str) -> gui.UIBoxLayout:
        row = gui.UIBoxLayout(vertical=False, space_between=20)
        self.back_button = row.add(button("Back", width=150, on_click=self.go_back))
        self.rules_button = row.add(button("Rules", width=150, on_click=self.show_rules))
        self.teach_button = None
        if self.definition.screens.lesson is not None:
            self.teach_button = row.add(button("Teach me", width=150, on_click=self.teach))
        self.start_button = row.add(button(start_text, width=220, on_click=self.start))
        return row

    def teach(self) -> None:
        """A guided first game, the first seat's name for the person taught."""
        name = self.names[0].text.strip()[:16] or "You" if self.names else "You"
        start_lesson(self.window, self.definition.screens.lesson(name), back_to=self, play=self.play_from_lesson)

    def play_from_lesson(self) -> None:
        """The real game a lesson's end offers: this screen's players and
        options, as Start would (a problem with them is said here)."""
        self.window.show_view(self)
        self.start()

    def on_key_press(self, symbol: int, modifiers: int):
        self.act(symbol, modifiers, {"back": self.go_back})

    def draw_world(self) -> None:
        self.heading.draw()
        self.problem.draw()
        if self.level_note.text:
            height = self.level_note.content_height + 8
            arcade.draw_rect_filled(arcade.LBWH(0, NOTE_FOOT - 4, DESIGN_WIDTH, height), (28, 16, 9, 210))
            self.level_note.draw()


def level_note(definition, table: str | None, level: str, no_choices: str) -> str:
    """ "Computer, hard: plays ... Ahead of Easy in 69 of 100 decided matches,
    of Normal in 59." from the game's definition."""
    if table is None:
        return f"{CONTROLLER_NAMES[level]}: {no_choices}"
    note = f"{CONTROLLER_NAMES[level]}: {definition.level_words(level)}."
    shares = definition.shares(table)
    figures = [(other.capitalize(), round(100 * shares[level, other])) for other in LEVELS if (level, other) in shares]
    if figures:
        (first, share), *rest = figures
        note += f" Ahead of {first} in {share} of 100 decided matches"
        note += "".join(f", of {other} in {n}" for other, n in rest) + "."
    return note


SAVED_WIDTH = 1160  # the results' line under the table: that the replay is kept, the Ledger's note
REPLAY_KEPT = "The replay is kept: Watch again, or later from the Ledger's Watch a match again."
TITLE_WIDTH = DESIGN_WIDTH - 80  # a title with a long name shrinks to this


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
        self.tell(match.state)
        self.medallion = WinnerMedallion(match, self.panels, self.batch, self.winnings)

    def tell(self, state) -> None:
        """The game's own lines: what its finished match came to."""
        raise NotImplementedError

    def line(self, words: str, y: float, colour, size: int, **style) -> None:
        """A line across the middle of the results, in their batch."""
        self.lines.append(lettering.centred(words, y, colour, size, batch=self.batch, **style))

    def title(self, words: str, size: int = 46) -> None:
        """The results' title across the top, smaller where a long name needs it."""
        place = {"anchor_x": "center", "batch": self.batch}
        self.lines.append(
            fitted_text(words, DESIGN_WIDTH / 2, DESIGN_HEIGHT - 80, art.GOLD, size, TITLE_WIDTH, bold=True, **place)
        )

    def subtitle(self, words: str, y: float) -> None:
        """What was played, under the title."""
        self.line(words, y, art.INK_DIM, 16, italic=True)

    def table(
        self, columns: tuple, heading_y: float, rows: list, top: float, step: float, size: int, fit: float = 0
    ) -> None:
        """The results' table: each Column's heading at ``heading_y``, then a row a
        seat down from ``top``: (its cells, the winner's) each, the winner's gold
        and bold. With ``fit``, a cell wider than it is made smaller."""
        for column in columns:
            place = {"anchor_x": column.anchor, "batch": self.batch}
            self.lines.append(lettering.text(column.heading, column.x, heading_y, art.GOLD, 15, bold=True, **place))
        for k, (cells, won) in enumerate(rows):
            colour, y = art.GOLD if won else art.INK, top - k * step
            for column, cell in zip(columns, cells):
                place = {"bold": won, "anchor_x": column.anchor, "batch": self.batch}
                if fit:
                    self.lines.append(fitted_text(cell, column.x, y, colour, size, fit, **place))
                else:
                    self.lines.append(lettering.text(cell, column.x, y, colour, size, **place))

    def on_show_view(self) -> None:
        super().on_show_view()
        if not self.cheered:  # as it first shows (the table makes it while its last moment is read), not after a watch
            self.cheered = True
            self.window.sounds.play(cheer(self.match), 0.6)

    def winnings(self, seat: int) -> str:
        """What the winner came away with, under their portrait: their purse, in a game played for coins."""
        return purse_of(self.match, seat)

    def lead_back(self, make_view, said: list[str] = ()) -> None:
        """After a campaign's match: no rematch, and the way back is to the
        road; what the road made of the match (the pot, the purse, a tavern
        beaten) is said under the buttons, above the replay's line."""
        self.back_to = make_view
        if said:
            road = lettering.paragraph(" ".join(said), 92, art.GOLD, 14, SAVED_WIDTH, batch=self.batch)
            saved = self.lines[0]
            saved.y = road.y - road.content_height - 6
            self.lines.append(road)
        self.rematch_button.parent.remove(self.rematch_button)  # the way back stands alone, in the middle
        self.rematch_button.visible = False
        self.menu_button.text = "Back to the road"

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

    def draw_world(self) -> None:
        self.medallion.draw()
        self.batch.draw()
