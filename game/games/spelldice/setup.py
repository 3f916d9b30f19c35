"""Table setup for Spelldice: 2 to 6 wizards, people or computer players, and
how long a person has to answer a roll."""

from __future__ import annotations

from game.games.spelldice import GAME
from game.games.spelldice.rules import Options
from game.ui.match_screens import SetupView

DEFAULT_NAMES = GAME.seat_names
COUNTDOWNS = ((None, "As long as it takes (a relaxed table)"), (8, "8 seconds to react"), (5, "5 seconds to react"))


class SpelldiceSetupView(SetupView):
    game_key = "spelldice"
    kept_choices = ("countdown",)  # kept for the next opening, with the seats
    heading_text = "Spelldice: Sorcery Saloon"

    def __init__(self):
        super().__init__()
        grid = self.seat_grid(10, range(2, 7), 2, DEFAULT_NAMES)
        self.countdown = self.choice(grid, 7, "Spells", list(COUNTDOWNS))
        self.place_grid(grid, 8)

    def chosen(self) -> tuple[Options, tuple]:
        names, controllers = self.seated()
        return Options(names=names, countdown=self.countdown.value), controllers
