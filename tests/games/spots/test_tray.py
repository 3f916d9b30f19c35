"""The tray the Spots dice are rolled into: sized for eight, its standard roll scattering them."""

from game.games.spots.physics import TRAY_HALF, rest_figures
from game.physics.flight import die_size


def test_the_standard_roll_of_eight_rests_spread_over_the_tray_not_against_its_walls():
    """Eight dice fit side by side with room to spread; a standard roll leaves at most one die in five
    against a wall (a third did, pressed into the far wall), none on another, and about the middle."""
    assert 2 * TRAY_HALF[0] >= 8 * die_size(6) * 1.3
    rested = rest_figures(throws=60)
    assert rested["at_wall"] <= 0.2 and rested["touching_pairs"] == 0, rested
    assert abs(rested["mean_height"]) <= TRAY_HALF[1] / 3, rested
