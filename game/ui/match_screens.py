"""What every game's setup screen shares: starting the match a setup
describes (or saying why not), and the way back to the menu. A game's
screens reach each other through its definition's ``screens`` (a
``GameScreens``), never by import; its results screen is a ResultsScreen
(game.ui.results_screen)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core import catalogue
from game.services.match import CONTROLLERS, LEVELS, PERSON, Match, new_seed
from game.ui import art, lettering
from game.ui.app import DESIGN_HEIGHT, DESIGN_WIDTH, OptionPicker, TavernView, button, label
from game.ui.arcade_import import arcade, gui
from game.ui.coach import start_lesson
from game.ui.fitting import first_sentences, fitted_choice
from game.ui.menu import MenuView
from game.ui.name_field import NameField
from game.ui.rules_view import RulesView
from game.ui.setup_memory import SetupMemory
from game.ui.widgets import picker_width as picker_width_for

if TYPE_CHECKING:
    from game.ui.dice_table import TableMaker

DEFAULT_CONTROLLERS = (PERSON, "normal", "hard", "easy", "normal", "hard")  # seat by seat, for a new table
NOTE_FOOT = 22  # the foot of the computer level's note
CONTROLLER_NAMES = {PERSON: "Person", "easy": "Computer, easy", "normal": "Computer, normal", "hard": "Computer, hard"}
SEAT_ROW_SPACING = 10
GRID_MARGIN = 12  # round the setup's grid, inside its panel
# Every game's setup starts its match by the same words: a player who knows one finds it in all
START_WORDS = "Start the game"


@dataclass(frozen=True)
class GameScreens:
    """A game's own screens (its ``screens.SCREENS``)."""

    setup: type  # () -> a SetupView
    table: TableMaker  # (match) -> a DiceTableView; its .for_match, .continuing, .brought_to
    results: type  # (match) -> a ResultsScreen
    lesson: Callable | None = None  # (the person's name) -> its Teach me lesson (game.ui.coach.Lesson)


class SetupView(TavernView):
    """A game's table set before its match: the seats, the game's own choices,
    and what a computer level does."""

    panels: tuple = ((150, 90, 980, 540),)  # the grid's panel, unless the game's grid is another size
    game_key = ""
    heading_text = ""  # where the heading is not the game's title and "set the table"
    kept_choices: tuple[str, ...] = ()  # the game's own pickers (attributes) kept for the next opening

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
        self.memory = SetupMemory(self)  # the table last started, kept for the next opening
        self.restored = False  # the table last started shown again, as it first opens

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
        fitted = fitted_choice(first_sentences(said), DESIGN_WIDTH - 40, 14, italic=True)  # the sentences that fit
        self.level_note.text, self.level_note.font_size = fitted

    def start(self) -> None:
        options, controllers = self.chosen()
        problem = options.problem()
        if not problem and len({name.lower() for name in options.names}) < len(options.names):
            problem = "every seat needs a different name"
        if problem:
            self.problem.text = problem[0].upper() + problem[1:] + "."
            self.window.sounds.play("refusal", 0.5)
            return
        self.memory.keep()
        match = Match(options, controllers, seed=new_seed())
        self.window.show_view(match.definition.screens.table.for_match(match))

    def on_show_view(self) -> None:
        super().on_show_view()
        if not self.restored:  # once, as it first opens: not over what the person has since chosen
            self.restored = True
            self.memory.restore()

    def go_back(self) -> None:
        self.window.show_view(MenuView())

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

    def place_grid(self, grid: gui.UIGridLayout, row: int) -> None:
        """The start and back buttons in the grid's last row, the grid in the
        middle of the screen, and the seats the player count asks for."""
        grid.add(self.action_buttons(), column=1, row=row)
        self.ui.add(gui.UIAnchorLayout()).add(grid, anchor_x="center", anchor_y="center", align_y=-20)
        self.show_seats()
        self.panel_round(grid)

    def panel_round(self, grid: gui.UIGridLayout) -> None:
        """The panel grown round the grid where it stands past it: at the
        larger text sizes the titles widen its first column and the pickers'
        words its rows (the buttons stood on the panel's edge)."""
        self.ui.execute_layout()
        x, y, w, h = self.panels[0]
        box = grid.rect
        left, bottom = min(x, box.left - GRID_MARGIN), min(y, box.bottom - GRID_MARGIN)
        right, top = max(x + w, box.right + GRID_MARGIN), max(y + h, box.top + GRID_MARGIN)
        self.panels = ((left, bottom, right - left, top - bottom),) + tuple(self.panels[1:])

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
                self.memory.count_at(counts, count_index),
                width=self.choice_width,
                on_change=lambda _n: self.show_seats(),
            ),
        )
        return self.seat_rows

    def seat_row(
        self, name: str, controller: str, name_width: int, picker_width: int, font_size: int = 14, height: int = 34
    ) -> gui.UIBoxLayout:
        """A seat's name field and who plays it, side by side. A choice of the
        table (``choice_width`` wide) spans the two, so every row's arrows line up;
        who plays it as wide as its longest choice at the Largest text, at every size."""
        picker_width = picker_width_for(CONTROLLER_NAMES.values(), picker_width)
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
        assert self.count is not None  # shown after add_seats, which adds its picker
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

    def action_buttons(self) -> gui.UIBoxLayout:
        row = gui.UIBoxLayout(vertical=False, space_between=20)
        self.back_button = row.add(button("Back", width=150, on_click=self.go_back))
        rules = lambda: self.window.show_view(RulesView(self.game_key, back_to=self))  # noqa: E731
        self.rules_button = row.add(button("Rules", width=150, on_click=rules))
        self.teach_button = None
        if self.definition.screens.lesson is not None:
            self.teach_button = row.add(button("Teach me", width=150, on_click=self.teach))
        self.start_button = row.add(button(START_WORDS, width=220, on_click=self.start))
        return row

    def teach(self) -> None:
        """A guided first game, the first seat's name for the person taught. The real game its end offers
        is this screen's players and options, as Start would (a problem with them is said here)."""
        name = self.names[0].text.strip()[:16] or "You" if self.names else "You"

        def play() -> None:
            self.window.show_view(self)
            self.start()

        start_lesson(self.window, self.definition.screens.lesson(name), back_to=self, play=play)

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
