"""Table setup for Spelldice: 2 to 6 wizards, people or computer players, and
how long a person has to answer a roll."""

from __future__ import annotations

from game.games.spelldice.rules import Options
from game.ui.app import OptionPicker
from game.ui.arcade_import import gui
from game.ui.match_screens import SetupView

DEFAULT_NAMES = ("Player", "Mother Grell", "Brannoc", "Old Wick", "Tamsin", "Jory")
COUNTDOWNS = ((None, "As long as it takes (a relaxed table)"), (8, "8 seconds to react"), (5, "5 seconds to react"))


class SpelldiceSetupView(SetupView):
    panels = ((150, 90, 980, 540),)
    game_key = "spelldice"
    heading_text = "Spelldice: Sorcery Saloon"

    def __init__(self):
        super().__init__()
        grid = gui.UIGridLayout(
            column_count=2, row_count=10, horizontal_spacing=28, vertical_spacing=8, align_horizontal="left"
        )
        self.add_seats(grid, range(2, 7), 2, DEFAULT_NAMES)
        self.countdown = self.add_choice(grid, 7, "Spells", OptionPicker(list(COUNTDOWNS), 0, width=self.choice_width))
        grid.add(self.action_buttons("Draw!"), column=1, row=8)
        self.ui.add(gui.UIAnchorLayout()).add(grid, anchor_x="center", anchor_y="center", align_y=-20)
        self.show_seats()

    def chosen(self) -> tuple[Options, tuple]:
        names, controllers = self.seated()
        return Options(names=names, countdown=self.countdown.value), controllers
