"""The end of a Death's Will match: who won, what changed hands, what was thrown."""

from __future__ import annotations

from game.core.coins import format_coins, format_signed
from game.ui import art, lettering
from game.ui.app import DESIGN_WIDTH
from game.ui.fitting import fitted, fitted_text
from game.ui.results_screen import ResultsScreen

COLUMN_WIDTH = 290  # the longest names shrink to this


class DeathsWillResultsView(ResultsScreen):
    panels = ((280, 160, 720, 450),)

    def tell(self, state) -> None:
        summary = state.summary()
        winner = summary["winner"]
        self.title("A level match!" if winner is None else f"{state.names[winner]} wins the match!")
        for seat, x in ((0, 330), (1, 690)):
            notable = summary["notable"][seat]
            net = summary["net"][seat]
            rows = [
                (state.names[seat], art.GOLD, 26),
                (f"Purse {format_coins(state.purses[seat])}", art.INK, 17),
                (f"Won or lost: {format_signed(net)}", art.GREEN if net > 0 else art.RED if net < 0 else art.INK, 17),
                (f"Hands won: {summary['hands_won'][seat]}", art.INK, 17),
                ("Favors {favor}, weals {weal}".format(**notable), art.INK_DIM, 15),
                ("Plagues {plague}, woes {woe}, pisses {piss}".format(**notable), art.INK_DIM, 15),
            ]
            for k, (text, colour, size) in enumerate(rows):
                if k and fitted(text, COLUMN_WIDTH, size)[0] != text:  # a line wider than the column wraps whole
                    place = {"width": COLUMN_WIDTH, "multiline": True, "batch": self.batch}
                    self.lines.append(lettering.text(text, x, 520 - k * 38, colour, size, **place))
                    continue
                self.lines.append(
                    fitted_text(text, x, 520 - k * 38, colour, size, COLUMN_WIDTH, bold=k == 0, batch=self.batch)
                )
        biggest = summary["biggest_pot"]
        if biggest:
            text = (
                f"Biggest pot: {format_coins(biggest['pot'])}, won by {state.names[biggest['winner']]} "
                f"in hand {biggest['hand']} ({biggest['how']})."
            )
            self.lines.append(
                fitted_text(
                    text,
                    DESIGN_WIDTH / 2,
                    250,
                    art.INK,
                    16,
                    self.panels[0][2] - 40,
                    anchor_x="center",
                    batch=self.batch,
                )
            )
