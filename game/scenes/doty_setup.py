"""Table setup for Doty Dice: 2 to 6 seats, the way to play, and its options."""

from __future__ import annotations

import random

from game.match import CONTROLLERS, PERSON, Match
from game.rules.doty import VARIANT_TITLES, VARIANTS, Options, default_target
from game.scenes import art
from game.scenes.app import DESIGN_HEIGHT, DESIGN_WIDTH, OptionPicker, TavernView, button, label
from game.scenes.arcade_import import arcade, gui
from game.scenes.deaths_will_setup import CONTROLLER_NAMES, INPUT_STYLE

DEFAULT_NAMES = ("Player", "Mother Grell", "Brannoc", "Old Wick", "Tamsin", "Jory")
DEFAULT_SEATS = (PERSON, "normal", "hard", "easy", "normal", "hard")


class DotySetupView(TavernView):
    panels = ((150, 60, 980, 560),)

    def __init__(self):
        super().__init__()
        self.heading = arcade.Text("Doty Dice: set the table", DESIGN_WIDTH / 2, DESIGN_HEIGHT - 60, art.GOLD, 38,
                                   font_name=art.FONT, bold=True, anchor_x="center")
        self.problem = arcade.Text("", DESIGN_WIDTH / 2, 72, art.RED, 15, font_name=art.FONT, anchor_x="center")
        grid = gui.UIGridLayout(column_count=2, row_count=11, horizontal_spacing=28, vertical_spacing=8,
                                align_horizontal="left")
        grid.add(label("Players", 16), column=0, row=0)
        self.count = OptionPicker([(n, f"{n} players") for n in range(2, 7)], 1, width=300,
                                  on_change=lambda _n: self._show_seats())
        grid.add(self.count, column=1, row=0)
        self.names, self.seats, self.seat_rows, self.seat_labels = [], [], [], []
        for seat in range(6):
            self.seat_labels.append(grid.add(label(f"Seat {seat + 1}", 15), column=0, row=1 + seat))
            row = gui.UIBoxLayout(vertical=False, space_between=10)
            self.names.append(row.add(gui.UIInputText(text=DEFAULT_NAMES[seat], width=200, height=34,
                                                      font_name=art.FONT, font_size=14, text_color=art.INK,
                                                      style=INPUT_STYLE)))
            self.seats.append(row.add(OptionPicker([(c, CONTROLLER_NAMES[c]) for c in CONTROLLERS],
                                                   CONTROLLERS.index(DEFAULT_SEATS[seat]), width=270)))
            self.seat_rows.append(grid.add(row, column=1, row=1 + seat))
        grid.add(label("Way to play", 16), column=0, row=7)
        self.variant = OptionPicker([(v, VARIANT_TITLES[v]) for v in VARIANTS], 0, width=300,
                                    on_change=lambda _v: self._show_target())
        grid.add(self.variant, column=1, row=7)
        grid.add(label("Length", 16), column=0, row=8)
        self.length = OptionPicker([(False, ""), (True, "")], 0, width=420, on_change=lambda _v: self._show_target())
        grid.add(self.length, column=1, row=8)
        grid.add(label("Re-roll", 16), column=0, row=9)
        self.reroll = OptionPicker([(False, "Off"), (True, "On: once a hand, it must improve")], 0, width=420)
        grid.add(self.reroll, column=1, row=9)
        buttons = gui.UIBoxLayout(vertical=False, space_between=20)
        self.back_button = buttons.add(button("Back", width=150, on_click=self.go_back))
        self.rules_button = buttons.add(button("Rules", width=150, on_click=self.show_rules))
        self.start_button = buttons.add(button("Start the game", width=220, on_click=self.start))
        grid.add(buttons, column=1, row=10)
        self.ui.add(gui.UIAnchorLayout()).add(grid, anchor_x="center", anchor_y="center", align_y=-20)
        self._show_seats()
        self._show_target()

    def _show_seats(self) -> None:
        for seat in range(6):
            shown = seat < self.count.value
            self.seat_rows[seat].visible = shown
            self.seat_labels[seat].visible = shown
        self._show_target()

    def _show_target(self) -> None:
        variant, players = self.variant.value, self.count.value
        if variant == "everyone_scores":
            self.length.choices = [(False, "To 100 points"), (True, "A short game, to 20 points")]
        else:
            goal = default_target(variant, players)
            self.length.choices = [(False, f"To {goal} points"), (True, f"To {goal} points")]
        self.length.select(self.length.value)

    def chosen(self) -> tuple[Options, tuple]:
        players = self.count.value
        variant = self.variant.value
        options = Options(names=tuple(n.text.strip()[:16] for n in self.names[:players]), variant=variant,
                          short=variant == "everyone_scores" and self.length.value,
                          reroll=variant == "everyone_scores" and self.reroll.value)
        return options, tuple(picker.value for picker in self.seats[:players])

    def start(self) -> None:
        options, controllers = self.chosen()
        problem = options.problem()
        if not problem and len({name.lower() for name in options.names}) < len(options.names):
            problem = "every seat needs a different name"
        if problem:
            self.problem.text = problem[0].upper() + problem[1:] + "."
            self.window.sounds.play("error", 0.5)
            return
        from game.scenes.doty_table import DotyTableView

        match = Match(options, controllers, seed=random.SystemRandom().randrange(2**32))
        self.window.show_view(DotyTableView(match))

    def go_back(self) -> None:
        from game.scenes.menu import MenuView

        self.window.show_view(MenuView())

    def show_rules(self) -> None:
        from game.scenes.rules_view import RulesView

        self.window.show_view(RulesView("doty", back_to=self))

    def on_key_press(self, symbol: int, modifiers: int):
        if symbol == arcade.key.ESCAPE:
            self.go_back()

    def draw_world(self) -> None:
        self.heading.draw()
        self.problem.draw()
