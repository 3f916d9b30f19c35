"""The end of a Doty Dice game: the standings."""

from __future__ import annotations

from game.games.doty.rules import VARIANT_TITLES
from game.ui import art, lettering
from game.ui.results_screen import ResultsScreen


class DotyResultsView(ResultsScreen):
    panels = ((330, 160, 620, 450),)

    def winnings(self, seat: int) -> str:
        return f"{self.match.state.scores[seat]} points"

    def tell(self, state) -> None:
        self.title(f"{state.names[state.winner]} wins!")
        self.subtitle(f"Doty Dice, {VARIANT_TITLES[state.variant]}, to {state.options.goal} points", 560)
        standings = sorted(range(state.players), key=lambda seat: -state.scores[seat])
        for place, seat in enumerate(standings):
            colour = art.GOLD if seat == state.winner else art.INK
            y = 510 - place * 42
            name = f"{place + 1}. {state.names[seat]}"
            self.lines.append(lettering.text(name, 390, y, colour, 20, bold=seat == state.winner, batch=self.batch))
            self.lines.append(lettering.figure(str(state.scores[seat]), 890, y, colour, 20, batch=self.batch))
