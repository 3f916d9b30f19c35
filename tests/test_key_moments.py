"""Every table of the three older games at its key moments, played through
the real views by computer players: a throw in flight, its result, a hand's
or round's end, and the game's end. Each moment is saved in the tests' shots
folder to be looked at, and checked for what a player would trip over: a
blank screen, the thrower not shown while the dice fly, a banner from the
throw before over the new dice, words that run out of their buttons."""

import pytest

from game.games.deaths_will.rules import Options as DeathsWillOptions
from game.games.doty.rules import Options as DotyOptions
from game.games.spottle.rules import Options as SpottleOptions
from game.services.match import Match
from game.ui.dice_table import DiceTableView
from game.ui.widgets import TavernButton
from tests.ui import FRAME, SHOTS, looks_drawn, screenshot, text_fits

pytestmark = pytest.mark.window

TABLES = {
    "deaths_will": lambda: Match(DeathsWillOptions(names=("Brannoc", "Mother Grell"), hands=2), ("normal", "hard"), 4),
    "spottle_toad": lambda: Match(
        SpottleOptions(names=("Brannoc", "Tamsin", "Jory"), purses=(300,) * 3, rounds=2), ("easy", "normal", "hard"), 4
    ),
    "spottle_crocodile": lambda: Match(
        SpottleOptions(names=("Brannoc", "Tamsin"), purses=(300,) * 2, rounds=1, toad="crocodile"), ("easy", "hard"), 4
    ),
    "spottle_randomizer": lambda: Match(
        SpottleOptions(names=("Brannoc", "Tamsin"), purses=(300,) * 2, rounds=1, toad="randomizer"), ("easy", "hard"), 4
    ),
    "doty_pairs": lambda: Match(
        DotyOptions(names=("Brannoc", "Tamsin"), variant="pairs", target=40), ("normal", "hard"), 4
    ),
    "doty_triples": lambda: Match(
        DotyOptions(names=("Brannoc", "Tamsin"), variant="triples", target=8), ("normal", "hard"), 4
    ),
    "doty_called_shot": lambda: Match(
        DotyOptions(names=("Brannoc", "Tamsin", "Jory"), variant="called_shot", target=10),
        ("easy", "normal", "hard"),
        4,
    ),
    "doty_quintuples": lambda: Match(
        DotyOptions(names=("Brannoc", "Tamsin"), variant="quintuples", target=3), ("normal", "hard"), 4
    ),
    "doty_everyone_scores": lambda: Match(
        DotyOptions(names=("Brannoc", "Tamsin"), variant="everyone_scores", reroll=True, target=12),
        ("normal", "hard"),
        4,
    ),
}
ROUND_ENDS = ("hand_over", "round_over", "set_won", "win", "lose", "score")
WITHOUT_ROUNDS = ("doty_called_shot", "doty_triples")  # each throw is a turn of its own


def buttons_fit(view) -> bool:
    buttons = [widget for widget in view.ui.walk_widgets() if isinstance(widget, TavernButton) and widget.visible]
    return all(text_fits(widget) for widget in buttons)


@pytest.mark.parametrize("name", sorted(TABLES))
def test_every_table_at_its_key_moments(window, name):
    match = TABLES[name]()
    table = match.definition.screens.table.for_match(match)
    table.flow.keeper = None  # nothing saved
    window.show_view(table)
    taken: dict = {}

    def shoot(moment: str) -> None:
        if moment not in taken:
            taken[moment] = screenshot(window, SHOTS / f"moments_{name}_{moment}.png")
            assert looks_drawn(taken[moment]), moment
            view = window.current_view
            assert isinstance(view, DiceTableView) and buttons_fit(view) or not isinstance(view, DiceTableView)

    for _ in range(60 * 900):
        if window.current_view is not table:
            break
        shown = len(table.flow.log_events)
        awaited = bool(table.flow.pending)
        table.on_update(FRAME)
        rolling = table.animation is not None and not table.animation.done and table.flow.pending
        if rolling and table.animation.t > 0.35 and "in_flight" not in taken:
            assert table.flow.seat_shown() == table.flow.thrower and not table.flow.banner_up
            shoot("in_flight")
        revealed = table.flow.log_events[shown:]
        if awaited and not table.flow.pending:  # a throw's outcome, just shown
            shoot("result")
        if any(event.kind in ROUND_ENDS for event in revealed) and "result" in taken:
            shoot("round_end")
        if table.flow.finished:
            shoot("game_end")
    for _ in range(300):
        if window.current_view is not table:
            break
        table.on_update(FRAME)
    assert window.current_view is not table, "the game did not reach its results"
    shoot("results")
    moments = {"in_flight", "result", "game_end", "results"} | ({"round_end"} if name not in WITHOUT_ROUNDS else set())
    assert set(taken) == moments
