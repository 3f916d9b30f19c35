"""The end of a Death's Will match: who won, what changed hands, what was thrown."""

from __future__ import annotations

from game.match import Match
from game.rules.coins import format_coins, format_signed
from game.saves import save_replay
from game.scenes import art
from game.scenes.app import DESIGN_HEIGHT, DESIGN_WIDTH, TavernView, button
from game.scenes.arcade_import import arcade, gui


class ResultsView(TavernView):
    panels = ((280, 160, 720, 450),)

    def __init__(self, match: Match):
        super().__init__()
        self.match = match
        s = match.state
        summary = s.summary()
        try:
            self.saved = f"Replay saved to {save_replay(match.to_replay())}"
        except OSError as error:
            self.saved = f"The replay could not be saved: {error}"
        winner = summary["winner"]
        title = "A level match!" if winner is None else f"{s.names[winner]} wins the match!"
        self.title = arcade.Text(title, DESIGN_WIDTH / 2, DESIGN_HEIGHT - 80, art.GOLD, 46, font_name=art.FONT,
                                 bold=True, anchor_x="center")
        self.lines = []
        for seat, x in ((0, 330), (1, 690)):
            notable = summary["notable"][seat]
            rows = [
                (s.names[seat], art.GOLD, 26),
                (f"Purse {format_coins(s.purses[seat])}", art.INK, 17),
                (f"Won or lost: {format_signed(summary['net'][seat])}", art.GREEN if summary["net"][seat] > 0
                 else art.RED if summary["net"][seat] < 0 else art.INK, 17),
                (f"Hands won: {summary['hands_won'][seat]}", art.INK, 17),
                ("Favors {favor}, weals {weal}".format(**notable), art.INK_DIM, 15),
                ("Plagues {plague}, woes {woe}, pisses {piss}".format(**notable), art.INK_DIM, 15),
            ]
            for k, (text, colour, size) in enumerate(rows):
                self.lines.append(arcade.Text(text, x, 520 - k * 38, colour, size, font_name=art.FONT,
                                              bold=k == 0))
        biggest = summary["biggest_pot"]
        if biggest:
            text = (f"Biggest pot: {format_coins(biggest['pot'])}, won by {s.names[biggest['winner']]} "
                    f"in hand {biggest['hand']} ({biggest['how']}).")
            self.lines.append(arcade.Text(text, DESIGN_WIDTH / 2, 250, art.INK, 16, font_name=art.FONT,
                                          anchor_x="center"))
        self.lines.append(arcade.Text(self.saved, DESIGN_WIDTH / 2, 215, art.INK_DIM, 12, font_name=art.FONT,
                                      anchor_x="center"))
        root = self.ui.add(gui.UIAnchorLayout())
        row = gui.UIBoxLayout(vertical=False, space_between=20)
        self.rematch_button = row.add(button("Rematch", width=200, on_click=self.rematch))
        self.menu_button = row.add(button("Main menu", width=200, on_click=self.to_menu))
        root.add(row, anchor_x="center", anchor_y="bottom", align_y=110)
        self.window.sounds.play("big_win", 0.6)

    def rematch(self) -> None:
        import random

        from game.scenes.deaths_will_table import DeathsWillTableView

        old = self.match
        fresh = Match(old.state.options, old.controllers, seed=random.SystemRandom().randrange(2**32))
        self.window.show_view(DeathsWillTableView(fresh))

    def to_menu(self) -> None:
        from game.scenes.menu import MenuView

        self.window.show_view(MenuView())

    def on_key_press(self, symbol: int, modifiers: int):
        if symbol in (arcade.key.ESCAPE, arcade.key.ENTER):
            self.to_menu()

    def draw_world(self) -> None:
        self.title.draw()
        for line in self.lines:
            line.draw()
