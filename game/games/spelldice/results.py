"""The end of a night at the Sorcery Saloon: the last wizard standing, the
damage each dealt and took, the spells each cast, who came back."""

from __future__ import annotations

from collections import Counter

from game.ui.results_screen import Column, ResultsScreen

NAME_WIDTH = 225  # the wizard's column, clear of the damage dealt
COLUMNS = (
    Column(270, "Wizard", "left"),
    Column(560, "Damage dealt"),
    Column(700, "Taken"),
    Column(820, "Spells"),
    Column(950, "Came back"),
)


def tallies(state) -> tuple[Counter, Counter, Counter, Counter]:
    """Damage dealt, damage taken, spells cast and comebacks, by wizard."""
    dealt: Counter[int] = Counter()
    taken: Counter[int] = Counter()
    cast: Counter[int] = Counter()
    back: Counter[int] = Counter()
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

    def winnings(self, seat: int) -> str:
        return f"the last wizard standing, health {self.match.state.health[seat]}"

    def tell(self, state) -> None:
        dealt, taken, cast, back = tallies(state)
        self.title(f"{state.names[state.winner]} is the last one standing!", 40)
        self.subtitle(f"{state.round} round{'s' if state.round != 1 else ''} at the Sorcery Saloon", 570)
        order = sorted(range(state.players), key=lambda s: (s != state.winner, -dealt[s]))
        rows = [
            ((state.names[s], str(dealt[s]), str(taken[s]), str(cast[s]), "yes" if back[s] else "-"), s == state.winner)
            for s in order
        ]
        self.table(COLUMNS, 528, rows, 490, 38, 17, fit=NAME_WIDTH)  # a name keeps clear of the next column
