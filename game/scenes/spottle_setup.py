"""Table setup for Spottle: 1 to 6 seats with names, who plays them and their
purses; the toad or an alternative; the Master's table limit and how long he
keeps the table open."""

from __future__ import annotations

from game.match import CONTROLLERS, PERSON, Match
from game.rules.coins import format_coins
from game.rules.spottle import MAX_PLAYERS, TOAD_OPTIONS, TOAD_TITLES, Options
from game.scenes import art
from game.scenes.app import OptionPicker, label
from game.scenes.arcade_import import gui
from game.scenes.match_screens import CONTROLLER_NAMES, INPUT_STYLE, SetupView

DEFAULT_NAMES = ("Player", "Brannoc", "Mother Grell", "Old Wick", "Tamsin", "Jory")
DEFAULT_SEATS = (PERSON, "normal", "hard", "easy", "normal", "hard")
PURSES = (100, 200, 500, 1000, 2000)
LIMITS = (None, 50, 100, 500)
ROUNDS = (5, 10, 20, None)


class SpottleSetupView(SetupView):
    panels = ((110, 90, 1060, 540),)
    game_key = "spottle"
    heading_text = "Spottle: set the table"

    def __init__(self):
        super().__init__()
        grid = gui.UIGridLayout(column_count=2, row_count=11, horizontal_spacing=24, vertical_spacing=8,
                                align_horizontal="left")
        grid.add(label("Players", 16), column=0, row=0)
        self.count = OptionPicker([(n, f"{n} player{'s' if n > 1 else ''}") for n in range(1, MAX_PLAYERS + 1)],
                                  2, width=300, on_change=lambda _n: self._show_seats())
        grid.add(self.count, column=1, row=0)
        self.names, self.seats, self.purses, self.seat_rows, self.seat_labels = [], [], [], [], []
        for seat in range(MAX_PLAYERS):
            self.seat_labels.append(grid.add(label(f"Seat {seat + 1}", 15), column=0, row=1 + seat))
            row = gui.UIBoxLayout(vertical=False, space_between=10)
            self.names.append(row.add(gui.UIInputText(text=DEFAULT_NAMES[seat], width=190, height=34,
                                                      font_name=art.FONT, font_size=14, text_color=art.INK,
                                                      style=INPUT_STYLE)))
            self.seats.append(row.add(OptionPicker([(c, CONTROLLER_NAMES[c]) for c in CONTROLLERS],
                                                   CONTROLLERS.index(DEFAULT_SEATS[seat]), width=260)))
            self.purses.append(row.add(OptionPicker([(p, f"Purse {format_coins(p)}") for p in PURSES], 2,
                                                    width=240)))
            self.seat_rows.append(grid.add(row, column=1, row=1 + seat))
        grid.add(label("On the table", 16), column=0, row=7)
        self.toad = OptionPicker([(t, TOAD_TITLES[t]) for t in TOAD_OPTIONS], 0, width=300)
        grid.add(self.toad, column=1, row=7)
        grid.add(label("Table limit", 16), column=0, row=8)
        self.limit = OptionPicker([(v, "No limit" if v is None else f"Bets up to {format_coins(v)}")
                                   for v in LIMITS], 0, width=300)
        grid.add(self.limit, column=1, row=8)
        grid.add(label("Length", 16), column=0, row=9)
        self.rounds = OptionPicker([(r, "Until every player leaves" if r is None else f"{r} rounds")
                                    for r in ROUNDS], 1, width=300)
        grid.add(self.rounds, column=1, row=9)
        grid.add(self.action_buttons("Sit down"), column=1, row=10)
        self.ui.add(gui.UIAnchorLayout()).add(grid, anchor_x="center", anchor_y="center", align_y=-20)
        self._show_seats()

    def _show_seats(self) -> None:
        for seat in range(MAX_PLAYERS):
            shown = seat < self.count.value
            self.seat_rows[seat].visible = shown
            self.seat_labels[seat].visible = shown

    def chosen(self) -> tuple[Options, tuple]:
        players = self.count.value
        options = Options(names=tuple(n.text.strip()[:16] for n in self.names[:players]),
                          purses=tuple(p.value for p in self.purses[:players]), toad=self.toad.value,
                          limit=self.limit.value, rounds=self.rounds.value)
        return options, tuple(picker.value for picker in self.seats[:players])

    def table_view(self, match: Match):
        from game.scenes.spottle_table import SpottleTableView

        return SpottleTableView(match)
