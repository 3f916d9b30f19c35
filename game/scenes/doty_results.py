"""The end of a Doty Dice game: the standings, and the way back."""

from __future__ import annotations

import random

from game.match import Match
from game.rules.doty import VARIANT_TITLES
from game.saves import save_replay
from game.scenes import art
from game.scenes.app import DESIGN_HEIGHT, DESIGN_WIDTH, TavernView, button
from game.scenes.arcade_import import arcade, gui


class DotyResultsView(TavernView):
    panels = ((330, 160, 620, 450),)

    def __init__(self, match: Match):
        super().__init__()
        self.match = match
        state = match.state
        try:
            self.saved = f"Replay saved to {save_replay(match.to_replay())}"
        except OSError as error:
            self.saved = f"The replay could not be saved: {error}"
        winner = state.names[state.winner]
        self.lines = [
            arcade.Text(f"{winner} wins!", DESIGN_WIDTH / 2, DESIGN_HEIGHT - 80, art.GOLD, 46, font_name=art.FONT,
                        bold=True, anchor_x="center"),
            arcade.Text(f"Doty Dice, {VARIANT_TITLES[state.variant]}, to {state.options.goal} points",
                        DESIGN_WIDTH / 2, 560, art.INK_DIM, 16, font_name=art.FONT, italic=True, anchor_x="center"),
        ]
        standings = sorted(range(state.players), key=lambda seat: -state.scores[seat])
        for place, seat in enumerate(standings):
            colour = art.GOLD if seat == state.winner else art.INK
            y = 510 - place * 42
            self.lines.append(arcade.Text(f"{place + 1}. {state.names[seat]}", 390, y, colour, 20,
                                          font_name=art.FONT, bold=seat == state.winner))
            self.lines.append(arcade.Text(str(state.scores[seat]), 890, y, colour, 20, font_name=art.FONT,
                                          anchor_x="right", bold=True))
        self.lines.append(arcade.Text(self.saved, DESIGN_WIDTH / 2, 180, art.INK_DIM, 12, font_name=art.FONT,
                                      anchor_x="center"))
        root = self.ui.add(gui.UIAnchorLayout())
        row = gui.UIBoxLayout(vertical=False, space_between=20)
        self.rematch_button = row.add(button("Play again", width=200, on_click=self.rematch))
        self.menu_button = row.add(button("Main menu", width=200, on_click=self.to_menu))
        root.add(row, anchor_x="center", anchor_y="bottom", align_y=110)
        self.window.sounds.play("big_win", 0.6)

    def rematch(self) -> None:
        from game.scenes.doty_table import DotyTableView

        old = self.match
        fresh = Match(old.state.options, old.controllers, seed=random.SystemRandom().randrange(2**32))
        self.window.show_view(DotyTableView(fresh))

    def to_menu(self) -> None:
        from game.scenes.menu import MenuView

        self.window.show_view(MenuView())

    def on_key_press(self, symbol: int, modifiers: int):
        if symbol in (arcade.key.ESCAPE, arcade.key.ENTER):
            self.to_menu()

    def draw_world(self) -> None:
        for line in self.lines:
            line.draw()
