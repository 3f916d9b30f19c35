"""A game's rules, in the game's own words, from resources/rules/."""

from __future__ import annotations

from game.games import GAME_BY_KEY
from game.resources import resource
from game.ui import art
from game.ui.app import DESIGN_HEIGHT, DESIGN_WIDTH, SideScreen, button
from game.ui.arcade_import import arcade, gui


class RulesView(SideScreen):
    panels = ((120, 96, 1040, 534),)
    back_keys = (arcade.key.ESCAPE, arcade.key.BACKSPACE)

    def __init__(self, game: str, back_to: arcade.View):
        super().__init__(back_to)
        self.keeper = getattr(back_to, "keeper", None)  # a paused game is saved if the window closes here
        definition = GAME_BY_KEY[game]
        self.heading = arcade.Text(f"How to play {definition.title}", DESIGN_WIDTH / 2, DESIGN_HEIGHT - 60,
                                   art.GOLD, 34, font_name=art.FONT, bold=True, anchor_x="center")
        text = resource(definition.rules_text).read_text(encoding="utf-8")
        root = self.ui.add(gui.UIAnchorLayout())
        column = gui.UIBoxLayout(vertical=True, space_between=14)
        self.text_area = column.add(gui.UITextArea(text=text, width=1000, height=480, font_name=art.FONT,
                                                   font_size=13, text_color=art.INK))
        column.add(gui.UILabel(text="Scroll with the mouse wheel for more.", font_name=art.FONT, font_size=12,
                                text_color=art.INK_DIM))
        self.back_button = column.add(button("Back", width=160, on_click=self.go_back))
        root.add(column, anchor_x="center", anchor_y="center", align_y=-34)

    def draw_world(self) -> None:
        self.heading.draw()
