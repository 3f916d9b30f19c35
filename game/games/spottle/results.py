"""The end of a Spottle session: each player's purse change, the objects the
Master won, the dice the toad ate, and the biggest win."""

from __future__ import annotations

from game.core.coins import format_coins, format_signed
from game.games.spottle.items import ITEMS
from game.ui import art, text_size
from game.ui.fitting import fitted, fitted_choice, line_height, words_width
from game.ui.results_screen import Column, ResultsScreen

COLUMNS = (
    Column(200, "Player", "left"),
    Column(610, "Purse", "right"),
    Column(720, "Won / lost / push"),
    Column(850, "Dice eaten"),
    Column(1080, "Objects lost", "right"),
)


SIZE = 15  # the table's words
GAP = 12  # between two cells, two headings


def columns() -> tuple[Column, ...]:
    """The columns, each heading clear of the next at the text size: those
    right of the purse moved left of where they stand at Normal as far as
    the wider headings of the larger sizes need, and the purse's right edge
    with them."""
    player, purse, tally, eaten, objects = COLUMNS
    width = {column: words_width(column.heading, SIZE, bold=True) for column in COLUMNS}
    eaten_x = min(eaten.x, objects.x - width[objects] - GAP - width[eaten] / 2)
    tally_x = min(tally.x, eaten_x - width[eaten] / 2 - GAP - width[tally] / 2)
    purse_x = min(purse.x, tally_x - width[tally] / 2 - GAP)
    return (
        player,
        Column(purse_x, purse.heading, purse.anchor),
        Column(tally_x, tally.heading, tally.anchor),
        Column(eaten_x, eaten.heading, eaten.anchor),
        objects,
    )


def name_and_purse(name: str, purse: str, net: str, room: float) -> tuple[str, str]:
    """A player's name and purse sharing ``room`` (from the name's left to
    the purse's right): the purse whole, the name shortened only where it
    would run into it, and the purse's change beside it where it fits too."""
    name = fitted(name, room - GAP - words_width(purse, SIZE), SIZE, smallest=SIZE)[0]
    left = room - GAP - words_width(name, SIZE)
    return name, fitted_choice((f"{purse} ({net})", purse), left, SIZE, smallest=SIZE)[0]


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
        laid = columns()
        for seat in range(state.players):
            tally = summary["results"][seat]
            lost = summary["objects_lost"][seat]
            name, purse = name_and_purse(
                state.names[seat],
                format_coins(state.purses[seat]),
                format_signed(summary["net"][seat]),
                laid[1].x - laid[0].x,
            )
            cells = (
                name,
                purse,
                f"{tally['win']} / {tally['lose'] + tally['bust']} / {tally['push']}",
                str(summary["dice_eaten"][seat]),
                ", ".join(ITEMS[k].short for k in lost) or "none",
            )
            rows.append((cells, False))  # no row is the winner's: each player plays the house alone
        self.table(laid, 548, rows, 510, 38, SIZE)
        biggest = summary["biggest_win"]
        said = (
            f"Biggest win: {state.names[biggest['seat']]}, {format_coins(biggest['amount'])}"
            if biggest
            else "Nobody beat the Master."
        )
        hoard = ", ".join(ITEMS[k].short for k in summary["hoard"]) or "nothing"
        self.line(f"{said}   The Master took: {hoard}.", 232, art.INK, 15, width=900, align="center", multiline=True)
