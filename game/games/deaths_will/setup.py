"""Table setup for Death's Will: who sits where, the stakes, the purses, how long."""

from __future__ import annotations

from game.core.coins import format_coins
from game.games.deaths_will import GAME
from game.games.deaths_will.rules import STAKES, Options
from game.services.match import PERSON
from game.ui.app import OptionPicker, label
from game.ui.arcade_import import gui
from game.ui.match_screens import SetupView

PURSE_COINS = (10, 20, 50, 100)
HAND_CHOICES = (1, 3, 5, 10, None)


class DeathsWillSetupView(SetupView):
    panels = ((150, 100, 980, 480),)
    game_key = "deaths_will"
    kept_choices = ("stakes", "purse", "hands", "roles")  # kept for the next opening, with the seats

    def __init__(self, options: Options | None = None, controllers: tuple[str, str] = (PERSON, "normal")):
        super().__init__()
        options = options or Options(names=GAME.seat_names[:2])
        self._build_ui(options, controllers)

    def _build_ui(self, options: Options, controllers: tuple[str, str]) -> None:
        grid = gui.UIGridLayout(
            column_count=2, row_count=7, horizontal_spacing=28, vertical_spacing=12, align_horizontal="left"
        )
        for seat, where in ((0, "Near seat (bottom)"), (1, "Far seat (top)")):
            grid.add(label(where, 16), column=0, row=seat)
            grid.add(
                self.seat_row(options.names[seat], controllers[seat], 200, 270, font_size=15, height=36),
                column=1,
                row=seat,
            )
        self.stakes = self.add_choice(
            grid,
            2,
            "Stakes",
            OptionPicker(
                [(key, f"{s.title}: 3 d{s.sides}, ante 1 {s.coin.name} ({s.coin.abbr})") for key, s in STAKES.items()],
                list(STAKES).index(options.stakes),
                width=self.choice_width,
                on_change=lambda _v: self._show_purse_choices(),
            ),
        )
        self.purse = self.add_choice(
            grid, 3, "Each purse", OptionPicker([(n, "") for n in PURSE_COINS], 1, width=self.choice_width)
        )
        self.hands = self.add_choice(
            grid,
            4,
            "Length",
            OptionPicker(
                [(n, f"{n} hand{'s' if n != 1 else ''}" if n else "Until one is broke") for n in HAND_CHOICES],
                HAND_CHOICES.index(options.hands),
                width=self.choice_width,
            ),
        )
        self.roles = self.add_choice(
            grid,
            5,
            "Roles",
            OptionPicker(
                [(False, "Swap challenger and house every hand"), (True, "Keep roles")],
                int(options.keep_roles),
                width=self.choice_width,
            ),
        )
        grid.add(self.action_buttons(), column=1, row=6)
        root = self.ui.add(gui.UIAnchorLayout())
        root.add(grid, anchor_x="center", anchor_y="center", align_y=-10)
        self._show_purse_choices()
        self.show_level()
        self.panel_round(grid)

    def _show_purse_choices(self) -> None:
        coin = STAKES[self.stakes.value].coin
        self.purse.choices = [(n, f"{format_coins(n * coin.copper)} ({n} antes)") for n in PURSE_COINS]
        self.purse.select(self.purse.value)

    def chosen(self) -> tuple[Options, tuple[str, ...]]:
        coin = STAKES[self.stakes.value].coin
        purse = self.purse.value * coin.copper
        names, controllers = self.seated(2)
        options = Options(
            names=names,
            stakes=self.stakes.value,
            purses=(purse, purse),
            hands=self.hands.value,
            keep_roles=self.roles.value,
        )
        return options, controllers
