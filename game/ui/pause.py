"""The pause menu over a table: resume, rules, or leave for the main menu."""

from __future__ import annotations

from game.ui import art
from game.ui.app import DESIGN_HEIGHT, DESIGN_WIDTH, TavernView, button
from game.ui.arcade_import import arcade, gui
from game.ui.menu import MenuView
from game.ui.rules_view import RulesView


class PauseView(TavernView):
    def __init__(self, table: TavernView, game: str):
        super().__init__()
        self.table = table
        self.game = game
        self.panels, self.bowl_at, self.decor = table.panels, table.bowl_at, table.decor  # the table's backdrop
        self.heading = arcade.Text("Paused", DESIGN_WIDTH / 2, DESIGN_HEIGHT / 2 + 130, art.GOLD, 44,
                                   font_name=art.FONT, bold=True, anchor_x="center")
        root = self.ui.add(gui.UIAnchorLayout())
        column = gui.UIBoxLayout(vertical=True, space_between=14)
        self.resume_button = column.add(button("Resume (Esc)", width=260, on_click=self.resume))
        self.rules_button = column.add(button("Rules", width=260, on_click=self.rules))
        self.quit_button = column.add(button("Quit to the menu", width=260, on_click=self.quit_to_menu))
        root.add(column, anchor_x="center", anchor_y="center", align_y=-20)

    def resume(self) -> None:
        self.window.show_view(self.table)

    def rules(self) -> None:
        self.window.show_view(RulesView(self.game, back_to=self))

    def quit_to_menu(self) -> None:
        self.window.show_view(MenuView())

    def on_key_press(self, symbol: int, modifiers: int):
        if symbol == arcade.key.ESCAPE:
            self.resume()

    def draw_world(self) -> None:
        self.table.draw_world()
        arcade.draw_rect_filled(arcade.LBWH(0, 0, DESIGN_WIDTH, DESIGN_HEIGHT), (10, 5, 2, 170))
        self.heading.draw()
