"""A pick made by pointing: every die in one place, a refusal for what makes
no sense, and the fallen offered their Deadshot and nothing else."""

import pytest

from game.games.spelldice.picking import WHIP_TOKEN, Picking, Refused
from game.games.spelldice.rules import DEADSHOT, EMPTY, SHOT, SPELL, WHIP, Hand, Options, Pick, State


def table(players: int = 3) -> State:
    return State.new(Options(names=("Ada", "Brannoc", "Cora", "Dell")[:players]))


def test_a_die_dropped_on_a_wizard_is_a_shot_in_the_first_empty_fist_and_on_a_fist_a_spell():
    picking = Picking(table(), 0)
    assert picking.slots() == ("green", "blue", "red", None, WHIP_TOKEN)  # black starts banished
    picking.hold("blue", 1)
    assert picking.aim("red", 2) == 0
    assert picking.pick() == Pick((Hand(SHOT, "red", 2), Hand(SPELL, "blue")))
    assert picking.slots() == ("green", None, None, None, WHIP_TOKEN)
    assert table().problem_with(picking.pick()) is None


def test_a_die_is_in_one_place_at_a_time():
    picking = Picking(table(), 0)
    picking.aim("red", 1)
    picking.hold("red", 1)  # the same die, moved: the shot is gone, the spell stands
    assert picking.fists == [Hand(), Hand(SPELL, "red")]
    picking.aim("red", 2)  # and back out as a shot, in the fist it was in
    assert picking.fists == [Hand(), Hand(SHOT, "red", 2)]
    picking.hold(WHIP_TOKEN, 1)  # the Whip takes that fist; the shot moves to the empty one
    assert picking.fists == [Hand(SHOT, "red", 2), Hand(WHIP)]
    assert picking.slots() == ("green", "blue", None, None, None)


@pytest.mark.parametrize(
    "pointing, reason",
    [
        (lambda p: p.aim("red", 0), "does not shoot themselves"),
        (lambda p: p.aim(WHIP_TOKEN, 1), "drop it on a fist"),
        (lambda p: p.aim("black", 1), "not behind your shield"),
        (lambda p: (p.aim("red", 1), p.aim("blue", 2), p.aim("green", 1)), "both hands are full"),
    ],
)
def test_a_pointing_that_makes_no_pick_is_refused_and_changes_nothing(pointing, reason):
    picking = Picking(table(), 0)
    before = None
    with pytest.raises(Refused, match=reason):
        try:
            pointing(picking)
        except Refused:
            before = list(picking.fists)
            raise
    assert picking.fists == before


def test_a_fallen_wizard_is_offered_the_deadshot_and_its_need_nothing_else():
    state = table()
    state.eliminated[1], state.health[1] = True, 0
    picking = Picking(state, 1)
    assert picking.fist_count == 1 and picking.slots() == ("purple",)
    with pytest.raises(Refused, match="needs 6"):
        picking.hold("purple", 0)
    with pytest.raises(Refused):
        picking.hold(WHIP_TOKEN, 0)
    picking.aim("purple", 2)
    assert picking.pick() == Pick((Hand(DEADSHOT, "purple", 2), Hand(EMPTY)))
    state.picker = 1
    assert state.problem_with(picking.pick()) is None
    assert picking.fist_words(0)[0] == "Deadshot at Cora"
    with pytest.raises(Refused, match="down"):
        Picking(state, 0).aim("red", 1)  # the fallen cannot be shot


def test_a_copy_is_tried_on_without_changing_the_pick_it_was_made_from():
    picking = Picking(State.new(Options(names=("A", "B", "C"))), 0)
    trial = picking.copy()
    trial.aim("red", 2)
    assert picking.fists == [Hand(), Hand()] and trial.fists[0] == Hand(SHOT, "red", 2)
