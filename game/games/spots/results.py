"""The end of a game of Spots: who won, the dogs each scored, busts, treats
spent, and the best turn."""

from __future__ import annotations

from collections import Counter

from game.core.dice import dice_count
from game.ui import art
from game.ui.fitting import fitted, words_width
from game.ui.results_screen import Column, ResultsScreen

SIZE = 17  # the table's words
GAP = 12  # between a name and the next cell

COLUMNS = (
    Column(270, "Player", "left"),
    Column(640, "Dogs scored"),
    Column(800, "Busts"),
    Column(1000, "Treats spent", "right"),
)


def turn_records(state) -> tuple[Counter, Counter, dict]:
    """Busts and treats spent by seat, and the best turn: most dice placed."""
    busts: Counter[int] = Counter()
    spent: Counter[int] = Counter()
    placed_in_turn: Counter[int] = Counter()
    best_seat: int | None = None
    best_placed = 0
    turn = 0
    for event in state.log:
        if event.kind in ("turn", "d0g_trick", "d0g_roll"):
            turn += 1
        elif event.kind == "bust":
            busts[event.seat] += 1
        elif event.kind == "reroll":
            spent[event.seat] += 1
        elif event.kind == "place":
            placed_in_turn[turn] += 1
            if placed_in_turn[turn] > best_placed:
                best_seat, best_placed = event.seat, placed_in_turn[turn]
    return busts, spent, {"seat": best_seat, "placed": best_placed}


class SpotsResultsView(ResultsScreen):
    panels = ((230, 160, 820, 450),)

    def winnings(self, seat: int) -> str:
        return "six dogs scored"

    def tell(self, state) -> None:
        busts, spent, best = turn_records(state)
        self.title(f"{state.names[state.winner]} wins!")
        self.subtitle("Six dogs scored" + (", against d0g" if state.options.solo else ""), 570)
        rows = []
        player, dogs = COLUMNS[:2]
        for seat in sorted(range(state.seats), key=lambda s: -state.scored_count(s)):
            scored = f"{state.scored_count(seat)} of 6"
            # the name shortened only where it would run into the dogs it scored (the winner's, bold, is wider)
            room = dogs.x - words_width(scored, SIZE) / 2 - GAP - player.x
            cells = (
                fitted(state.names[seat], room, SIZE, bold=seat == state.winner, smallest=SIZE)[0],
                scored,
                "-" if state.is_d0g(seat) else str(busts[seat]),
                "-" if state.is_d0g(seat) else str(spent[seat]),
            )
            rows.append((cells, seat == state.winner))
        self.table(COLUMNS, 528, rows, 490, 40, SIZE)
        said = (
            "Nobody placed a die."
            if best["seat"] is None
            else f"Best turn: {state.names[best['seat']]} placed {dice_count(best['placed'])}."
        )
        self.line(said, 250, art.INK, 16)
