"""Table setup for Death's Will: who sits where, the stakes, the purses, how long."""

from __future__ import annotations

from game.match import CONTROLLERS, PERSON, Match
from game.rules.coins import format_coins
from game.rules.deaths_will import STAKES, Options
from game.scenes import art
from game.scenes.app import OptionPicker, label
from game.scenes.arcade_import import gui
from game.scenes.match_screens import CONTROLLER_NAMES, INPUT_STYLE, SetupView

PURSE_COINS = (10, 20, 50, 100)
HAND_CHOICES = (1, 3, 5, 10, None)


class DeathsWillSetupView(SetupView):
    panels = ((150, 100, 980, 480),)
    game_key = "deaths_will"
    heading_text = "Death's Will: set the table"

    def __init__(self, options: Options | None = None, controllers: tuple[str, str] = (PERSON, "normal")):
        super().__init__()
        options = options or Options(names=("Player", "Mother Grell"))
        self._build_ui(options, controllers)

    def _build_ui(self, options: Options, controllers: tuple[str, str]) -> None:
        grid = gui.UIGridLayout(column_count=2, row_count=7, horizontal_spacing=28, vertical_spacing=12,
                                align_horizontal="left")
        self.names: list[gui.UIInputText] = []
        self.seats: list[OptionPicker] = []
        for seat, where in ((0, "Near seat (bottom)"), (1, "Far seat (top)")):
            grid.add(label(where, 16), column=0, row=seat)
            row = gui.UIBoxLayout(vertical=False, space_between=10)
            name = gui.UIInputText(text=options.names[seat], width=200, height=36, font_name=art.FONT,
                                   font_size=15, text_color=art.INK, style=INPUT_STYLE)
            self.names.append(row.add(name))
            picker = OptionPicker([(c, CONTROLLER_NAMES[c]) for c in CONTROLLERS],
                                  CONTROLLERS.index(controllers[seat]), width=270)
            self.seats.append(row.add(picker))
            grid.add(row, column=1, row=seat)
        grid.add(label("Stakes", 16), column=0, row=2)
        self.stakes = OptionPicker(
            [(key, f"{s.title} ({s.nickname}): 3 d{s.sides}, ante 1 {s.coin.abbr}") for key, s in STAKES.items()],
            list(STAKES).index(options.stakes), width=460, on_change=lambda _v: self._show_purse_choices())
        grid.add(self.stakes, column=1, row=2)
        grid.add(label("Each purse", 16), column=0, row=3)
        self.purse = OptionPicker([(n, "") for n in PURSE_COINS], 1, width=460)
        grid.add(self.purse, column=1, row=3)
        grid.add(label("Length", 16), column=0, row=4)
        self.hands = OptionPicker([(n, f"{n} hand{'s' if n != 1 else ''}" if n else "Until one is broke")
                                   for n in HAND_CHOICES], HAND_CHOICES.index(options.hands), width=460)
        grid.add(self.hands, column=1, row=4)
        grid.add(label("Roles", 16), column=0, row=5)
        self.roles = OptionPicker([(False, "Swap challenger and house every hand"), (True, "Keep roles")],
                                  int(options.keep_roles), width=460)
        grid.add(self.roles, column=1, row=5)
        grid.add(self.action_buttons("Start the match"), column=1, row=6)
        root = self.ui.add(gui.UIAnchorLayout())
        root.add(grid, anchor_x="center", anchor_y="center", align_y=-10)
        self._show_purse_choices()

    def _show_purse_choices(self) -> None:
        coin = STAKES[self.stakes.value].coin
        self.purse.choices = [(n, f"{format_coins(n * coin.copper)} ({n} antes)") for n in PURSE_COINS]
        self.purse.select(self.purse.value)

    def chosen(self) -> tuple[Options, tuple[str, str]]:
        coin = STAKES[self.stakes.value].coin
        purse = self.purse.value * coin.copper
        options = Options(
            names=tuple(name.text.strip()[:16] for name in self.names), stakes=self.stakes.value,
            purses=(purse, purse), hands=self.hands.value, keep_roles=self.roles.value,
        )
        return options, tuple(picker.value for picker in self.seats)

    def table_view(self, match: Match):
        from game.scenes.deaths_will_table import DeathsWillTableView

        return DeathsWillTableView(match)
