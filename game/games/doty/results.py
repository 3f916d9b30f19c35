"""The end of a Doty Dice game: the standings."""

from __future__ import annotations

from game.games.doty.rules import VARIANT_TITLES
from game.ui import art, lettering
from game.ui.fitting import fitted_text
from game.ui.results_screen import ResultsScreen

NAMES_LEFT, SCORES_RIGHT = 390, 890  # the standings' names and scores, inside the card
FIGURE_GAP = 20  # between a name and its score


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
            score = lettering.figure(str(state.scores[seat]), SCORES_RIGHT, y, colour, 20, batch=self.batch)
            room = SCORES_RIGHT - score.content_width - FIGURE_GAP - NAMES_LEFT  # the name clear of its score
            bold = seat == state.winner
            self.lines.append(fitted_text(name, NAMES_LEFT, y, colour, 20, room, bold=bold, batch=self.batch))
            self.lines.append(score)
