"""The end of a night at the Sorcery Saloon: the last wizard standing, the
damage each dealt and took, the spells each cast, who came back."""

from __future__ import annotations

from collections import Counter

from game.services.match import Match
from game.ui import art
from game.ui.app import DESIGN_HEIGHT, DESIGN_WIDTH
from game.ui.fitting import fitted_text
from game.ui.match_screens import ResultsScreen

NAME_WIDTH = 225  # the wizard's column, clear of the damage dealt


def tallies(state) -> tuple[Counter, Counter, Counter, Counter]:
    """Damage dealt, damage taken, spells cast and comebacks, by wizard."""
    dealt, taken, cast, back = Counter(), Counter(), Counter(), Counter()
    for event in state.log:
        if event.kind == "hit":
            dealt[event.seat] += 1
            taken[event.data["target"]] += 1
        elif event.kind == "spell":
            cast[event.seat] += 1
        elif event.kind == "comes_back":
            back[event.seat] += 1
    return dealt, taken, cast, back


class SpelldiceResultsView(ResultsScreen):
    panels = ((230, 160, 820, 450),)

    def __init__(self, match: Match):
        super().__init__(match)
        state = match.state
        dealt, taken, cast, back = tallies(state)
        self.lines += [
            fitted_text(
                f"{state.names[state.winner]} is the last one standing!",
                DESIGN_WIDTH / 2,
                DESIGN_HEIGHT - 80,
                art.GOLD,
                40,
                DESIGN_WIDTH - 80,
                bold=True,
                anchor_x="center",
                batch=self.batch,
            ),
            self.centred(
                f"{state.round} round{'s' if state.round != 1 else ''} at the Sorcery Saloon",
                570,
                art.INK_DIM,
                16,
                italic=True,
            ),
        ]
        columns = (
            (270, "Wizard", "left"),
            (560, "Damage dealt", "center"),
            (700, "Taken", "center"),
            (820, "Spells", "center"),
            (950, "Came back", "center"),
        )
        self.headings(columns, 528)
        for row, seat in enumerate(sorted(range(state.players), key=lambda s: (s != state.winner, -dealt[s]))):
            colour = art.GOLD if seat == state.winner else art.INK
            cells = (
                state.names[seat],
                str(dealt[seat]),
                str(taken[seat]),
                str(cast[seat]),
                "yes" if back[seat] else "-",
            )
            for (x, _, anchor), cell in zip(columns, cells):  # a name keeps clear of the next column
                self.lines.append(
                    fitted_text(
                        cell,
                        x,
                        490 - 38 * row,
                        colour,
                        17,
                        NAME_WIDTH,
                        anchor_x=anchor,
                        bold=seat == state.winner,
                        batch=self.batch,
                    )
                )
