"""The end of a game of Spots: who won, the dogs each scored, busts, treats
spent, and the best turn."""

from __future__ import annotations

from collections import Counter

from game.core.dice import dice_count
from game.services.match import Match
from game.ui import art
from game.ui.app import DESIGN_HEIGHT, DESIGN_WIDTH
from game.ui.arcade_import import arcade
from game.ui.match_screens import ResultsScreen


def turn_records(state) -> tuple[Counter, Counter, dict]:
    """Busts and treats spent by seat, and the best turn: most dice placed."""
    busts, spent, placed_in_turn = Counter(), Counter(), Counter()
    best = {"seat": None, "placed": 0}
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
            if placed_in_turn[turn] > best["placed"]:
                best = {"seat": event.seat, "placed": placed_in_turn[turn]}
    return busts, spent, best


class SpotsResultsView(ResultsScreen):
    panels = ((230, 160, 820, 450),)

    def __init__(self, match: Match):
        super().__init__(match)
        state = match.state
        busts, spent, best = turn_records(state)
        winner = state.names[state.winner]
        self.lines += [
            self.centred(f"{winner} wins!", DESIGN_HEIGHT - 80, art.GOLD, 46, bold=True),
            self.centred(
                "Six dogs scored" + (", against d0g" if state.options.solo else ""), 570, art.INK_DIM, 16, italic=True
            ),
        ]
        columns = (
            (270, "Player", "left"),
            (640, "Dogs scored", "center"),
            (800, "Busts", "center"),
            (1000, "Treats spent", "right"),
        )
        self.headings(columns, 528)
        for row, seat in enumerate(sorted(range(state.seats), key=lambda s: -state.scored_count(s))):
            y = 490 - 40 * row
            colour = art.GOLD if seat == state.winner else art.INK
            cells = (
                state.names[seat],
                f"{state.scored_count(seat)} of 6",
                "-" if state.is_d0g(seat) else str(busts[seat]),
                "-" if state.is_d0g(seat) else str(spent[seat]),
            )
            for (x, _, anchor), cell in zip(columns, cells):
                self.lines.append(
                    arcade.Text(
                        cell,
                        x,
                        y,
                        colour,
                        17,
                        font_name=art.FONT,
                        anchor_x=anchor,
                        bold=seat == state.winner,
                        batch=self.batch,
                    )
                )
        said = (
            "Nobody placed a die."
            if best["seat"] is None
            else f"Best turn: {state.names[best['seat']]} placed {dice_count(best['placed'])}."
        )
        self.lines.append(
            arcade.Text(
                said, DESIGN_WIDTH / 2, 250, art.INK, 16, font_name=art.FONT, anchor_x="center", batch=self.batch
            )
        )
