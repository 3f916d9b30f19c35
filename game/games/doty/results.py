"""The end of a Doty Dice game: the standings."""

from __future__ import annotations

from game.games.doty.rules import VARIANT_TITLES
from game.services.match import Match
from game.ui import art
from game.ui.app import DESIGN_HEIGHT
from game.ui.arcade_import import arcade
from game.ui.match_screens import ResultsScreen


class DotyResultsView(ResultsScreen):
    panels = ((330, 160, 620, 450),)

    def __init__(self, match: Match):
        super().__init__(match)
        state = match.state
        self.lines += [
            self.centred(f"{state.names[state.winner]} wins!", DESIGN_HEIGHT - 80, art.GOLD, 46, bold=True),
            self.centred(
                f"Doty Dice, {VARIANT_TITLES[state.variant]}, to {state.options.goal} points",
                560,
                art.INK_DIM,
                16,
                italic=True,
            ),
        ]
        standings = sorted(range(state.players), key=lambda seat: -state.scores[seat])
        for place, seat in enumerate(standings):
            colour = art.GOLD if seat == state.winner else art.INK
            y = 510 - place * 42
            self.lines.append(
                arcade.Text(
                    f"{place + 1}. {state.names[seat]}",
                    390,
                    y,
                    colour,
                    20,
                    font_name=art.FONT,
                    bold=seat == state.winner,
                    batch=self.batch,
                )
            )
            self.lines.append(
                arcade.Text(
                    str(state.scores[seat]),
                    890,
                    y,
                    colour,
                    20,
                    font_name=art.FONT,
                    anchor_x="right",
                    bold=True,
                    batch=self.batch,
                )
            )
