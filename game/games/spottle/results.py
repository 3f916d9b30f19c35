"""The end of a Spottle session: each player's purse change, the objects the
Master won, the dice the toad ate, and the biggest win."""

from __future__ import annotations

from game.core.coins import format_coins, format_signed
from game.games.spottle.items import ITEMS
from game.services.match import Match
from game.ui import art
from game.ui.app import DESIGN_HEIGHT, DESIGN_WIDTH
from game.ui.arcade_import import arcade
from game.ui.match_screens import ResultsScreen


class SpottleResultsView(ResultsScreen):
    panels = ((170, 150, 940, 460),)

    def __init__(self, match: Match):
        super().__init__(match)
        state = match.state
        summary = state.summary()
        text = dict(font_name=art.FONT, color=art.INK)
        master = summary["master_net"]
        title = "The house wins" if master > 0 else "The house pays out" if master < 0 else "The house breaks even"
        self.lines += [
            self.centred(title, DESIGN_HEIGHT - 80, art.GOLD, 44, bold=True),
            arcade.Text(
                f"Spottle, {summary['rounds']} round{'s' if summary['rounds'] != 1 else ''}; the Master's "
                f"bank {format_signed(master)}",
                DESIGN_WIDTH / 2,
                590,
                art.INK_DIM,
                16,
                font_name=art.FONT,
                italic=True,
                anchor_x="center",
                batch=self.batch,
            ),
        ]
        columns = (
            (200, "Player", "left"),
            (610, "Purse", "right"),
            (720, "Won / lost / push", "center"),
            (850, "Dice eaten", "center"),
            (1080, "Objects lost", "right"),
        )
        self.headings(columns, 548)
        for seat in range(state.players):
            y = 510 - seat * 38
            tally = summary["results"][seat]
            lost = summary["objects_lost"][seat]
            cells = (
                state.names[seat],
                f"{format_coins(state.purses[seat])} ({format_signed(summary['net'][seat])})",
                f"{tally['win']} / {tally['lose'] + tally['bust']} / {tally['push']}",
                str(summary["dice_eaten"][seat]),
                ", ".join(ITEMS[k].short for k in lost) or "none",
            )
            for (x, _, anchor), cell in zip(columns, cells):
                self.lines.append(arcade.Text(cell, x, y, font_size=15, anchor_x=anchor, **text, batch=self.batch))
        biggest = summary["biggest_win"]
        said = (
            f"Biggest win: {state.names[biggest['seat']]}, {format_coins(biggest['amount'])}"
            if biggest
            else "Nobody beat the Master."
        )
        hoard = ", ".join(ITEMS[k].short for k in summary["hoard"]) or "nothing"
        self.lines.append(
            arcade.Text(
                f"{said}   The Master took: {hoard}.",
                DESIGN_WIDTH / 2,
                232,
                art.INK,
                15,
                font_name=art.FONT,
                anchor_x="center",
                width=900,
                align="center",
                multiline=True,
                batch=self.batch,
            )
        )
