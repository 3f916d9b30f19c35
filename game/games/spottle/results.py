"""The end of a Spottle session: each player's purse change, the objects the
Master won, the dice the toad ate, and the biggest win."""

from __future__ import annotations

from game.core.coins import format_coins, format_signed
from game.games.spottle.items import ITEMS
from game.ui import art, text_size
from game.ui.fitting import fitted_choice, line_height
from game.ui.results_screen import Column, ResultsScreen

COLUMNS = (
    Column(200, "Player", "left"),
    Column(610, "Purse", "right"),
    Column(720, "Won / lost / push"),
    Column(850, "Dice eaten"),
    Column(1080, "Objects lost", "right"),
)


PURSE_ROOM = 400  # the purse's cell, right of the player's name


def purse_said(purse: str, net: str) -> str:
    """The purse and its change, or the purse alone where both do not fit (the larger text sizes)."""
    return fitted_choice((f"{purse} ({net})", purse), PURSE_ROOM, 15, smallest=15)[0]


class SpottleResultsView(ResultsScreen):
    panels = ((170, 150, 940, 460),)

    def tell(self, state) -> None:
        summary = state.summary()
        master = summary["master_net"]
        title = "The house wins" if master > 0 else "The house pays out" if master < 0 else "The house breaks even"
        self.title(title, 44)
        rounds = summary["rounds"]
        lower = line_height(16, italic=True) * (1 - 1 / text_size.scale())  # its taller line under the card's top
        self.subtitle(
            f"Spottle, {rounds} round{'s' if rounds != 1 else ''}; the Master's bank {format_signed(master)}",
            590 - lower,
        )
        rows = []
        for seat in range(state.players):
            tally = summary["results"][seat]
            lost = summary["objects_lost"][seat]
            cells = (
                state.names[seat],
                purse_said(format_coins(state.purses[seat]), format_signed(summary["net"][seat])),
                f"{tally['win']} / {tally['lose'] + tally['bust']} / {tally['push']}",
                str(summary["dice_eaten"][seat]),
                ", ".join(ITEMS[k].short for k in lost) or "none",
            )
            rows.append((cells, False))  # no row is the winner's: each player plays the house alone
        self.table(COLUMNS, 548, rows, 510, 38, 15)
        biggest = summary["biggest_win"]
        said = (
            f"Biggest win: {state.names[biggest['seat']]}, {format_coins(biggest['amount'])}"
            if biggest
            else "Nobody beat the Master."
        )
        hoard = ", ".join(ITEMS[k].short for k in summary["hoard"]) or "nothing"
        self.line(f"{said}   The Master took: {hoard}.", 232, art.INK, 15, width=900, align="center", multiline=True)
