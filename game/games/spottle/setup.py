"""Table setup for Spottle: 1 to 6 seats with names, who plays them and their
purses; the toad or an alternative; the Master's table limit and how long he
keeps the table open."""

from __future__ import annotations

from game.core.coins import format_coins
from game.games.spottle import GAME
from game.games.spottle.rules import MAX_PLAYERS, TOAD_OPTIONS, TOAD_TITLES, Options
from game.ui.app import OptionPicker
from game.ui.match_screens import SetupView
from game.ui.widgets import picker_width

DEFAULT_NAMES = GAME.seat_names
PURSES = (100, 200, 500, 1000, 2000)
LIMITS = (None, 50, 100, 500)
ROUNDS = (5, 10, 20, None)


class SpottleSetupView(SetupView):
    panels = ((110, 90, 1060, 540),)
    game_key = "spottle"
    kept_choices = ("toad", "limit", "rounds")  # kept for the next opening, with the seats

    def __init__(self):
        super().__init__()
        grid = self.seat_grid(
            11, range(1, MAX_PLAYERS + 1), 2, DEFAULT_NAMES, spacing=24, name_width=190, picker_width=260
        )
        said = [(p, f"Purse {format_coins(p)}") for p in PURSES]
        width = picker_width([words for _, words in said], 240)  # its arrows put at every text size
        self.purses = [row.add(OptionPicker(said, 2, width=width)) for row in self.seat_rows]
        self.toad = self.choice(grid, 7, "On the table", [(t, TOAD_TITLES[t]) for t in TOAD_OPTIONS])
        self.limit = self.choice(
            grid, 8, "Table limit", [(v, "No limit" if v is None else f"Bets up to {format_coins(v)}") for v in LIMITS]
        )
        self.rounds = self.choice(
            grid, 9, "Length", [(r, "Until every player leaves" if r is None else f"{r} rounds") for r in ROUNDS], 1
        )
        self.place_grid(grid, 10)

    def chosen(self) -> tuple[Options, tuple]:
        names, controllers = self.seated()
        options = Options(
            names=names,
            purses=tuple(p.value for p in self.purses[: len(names)]),
            toad=self.toad.value,
            limit=self.limit.value,
            rounds=self.rounds.value,
        )
        return options, controllers
