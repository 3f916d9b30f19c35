"""A game's rules, in the game's own words, from resources/rules/."""

from __future__ import annotations

from game.core import catalogue
from game.platform.resources import resource
from game.ui import art, text_size
from game.ui.app import DESIGN_HEIGHT, DESIGN_WIDTH
from game.ui.arcade_import import arcade, gui
from game.ui.fitting import fitted_text
from game.ui.reading import ReadingScreen

AREA = (150, 130, 980, 480)  # the text's left, bottom, width, height: inside the panel, with a margin
HEADING_WIDTH = 660


class RulesView(ReadingScreen):
    panels = ((120, 96, 1040, 534),)
    hint_y = 106

    def __init__(self, game: str, back_to: arcade.View):
        super().__init__(back_to)
        self.keeper = getattr(back_to, "keeper", None)  # a paused game is saved if the window closes here
        definition = catalogue.game(game)
        # Centred, clear of the Back button at the top right
        self.heading = fitted_text(
            f"How to play {definition.title}",
            DESIGN_WIDTH / 2,
            DESIGN_HEIGHT - 60,
            art.GOLD,
            34,
            HEADING_WIDTH,
            bold=True,
            anchor_x="center",
        )
        text = resource(definition.rules_text).read_text(encoding="utf-8")
        root = self.ui.add(gui.UIAnchorLayout())
        self.reading_area(root, AREA, text=text, font_name=art.FONT, font_size=text_size.points(14), text_color=art.INK)
        self.corner_back_button(root, "Back", 160, (130, 38))

    def draw_world(self) -> None:
        self.heading.draw()
        super().draw_world()
