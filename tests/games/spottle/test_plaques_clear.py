"""Six plaques at every text size stand round the play area, not where the
dice land: over the dice of the computers' six-seat matches, no larger a
share of them comes to rest under a plaque at Large or Largest than at
Normal (where the plaques were first laid out on the near side), and at
the larger sizes a purse of every coin stays whole (at Normal, a plaque as
narrow as the near side keeps them, such a purse is still cut)."""

import functools

import pytest

from game.core.coins import format_coins
from game.games.spottle.plaques import plaque_rect, seat_centres
from game.games.spottle.rules import Options
from game.games.spottle.table_dice import plaque_size
from game.services.match import Match
from game.ui.composed_table import BOWL_CENTRE
from game.ui.fitting import fitted

pytestmark = pytest.mark.window
SIX = ("Brannoc", "Mother Grell", "Tamsin", "Jory", "Wilmot", "Hesketh")
DIE_HALF = 18  # a die at rest reaches this far from its middle: lying this near a plaque's edge, it lies on it
MATCHES = 4


@functools.cache
def landed() -> tuple[tuple[float, float], ...]:
    """Where the players' dice came to rest (table coordinates), throw after
    throw, in a few seeded six-seat matches of every kind of computer."""
    places = []
    for seed in range(MATCHES):
        match = Match(Options(names=SIX, purses=(500,) * 6), ("easy", "normal", "hard") * 2, seed=seed)
        for _ in range(400):
            if match.over:
                break
            thrown = match.throws
            match.play_computer_step()
            if match.throws != thrown:
                places += [(x, y) for x, y, _, _, (seat, _) in match.physics.resting if seat < 6]
    return tuple((BOWL_CENTRE[0] + x, BOWL_CENTRE[1] + y) for x, y in places)


def under_a_plaque(window, text_size: str) -> float:
    """The share of those dice a plaque at this text size would lie over."""
    window.settings.text_size = text_size
    try:
        plaques = [plaque_rect(centre) for centre in seat_centres(6)]
    finally:
        window.settings.text_size = "normal"
    dice = landed()
    covered = [
        (x, y)
        for x, y in dice
        if any(
            left - DIE_HALF <= x <= left + w + DIE_HALF and bottom - DIE_HALF <= y <= bottom + h + DIE_HALF
            for left, bottom, w, h in plaques
        )
    ]
    return len(covered) / len(dice)


def test_the_plaques_at_the_larger_sizes_cover_no_more_of_where_the_dice_land_than_at_normal(window):
    assert len(landed()) > 500
    normal = under_a_plaque(window, "normal")
    assert normal < 0.05
    for size in ("large", "largest"):
        assert under_a_plaque(window, size) <= normal, size


@pytest.mark.parametrize("text_size", ["large", "largest"])
def test_a_purse_of_every_coin_fits_its_plaque_whole(window, text_size):
    from game.games.spottle.table import PURSE_LEAST
    from game.ui import art, lettering
    from game.ui.fitting import fit_points

    window.settings.text_size = text_size
    try:
        purse = format_coins(999)  # one of every coin
        assert purse.count(" ") == 9
        line = lettering.text("", 0, 0, art.INK, 14)
        fit_points(line, purse, plaque_size()[0] - 20, 14, PURSE_LEAST)
        assert line.text == purse
        assert fitted("Bet 1 ep 1 sp 7 cp x2", plaque_size()[0] - 20, 14)[0] == "Bet 1 ep 1 sp 7 cp x2"
    finally:
        window.settings.text_size = "normal"
