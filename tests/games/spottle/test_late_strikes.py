"""The toad alive all round: dice lying on the table are knocked by later
throws, and the toad may take a player's die that lies within its reach
after any throw comes to rest. The constructed cases use a hungry toad (it
takes every die within reach) to show the mechanism; the odds have their own
tests in test_physics.py."""

import math
import random

import pytest

from game.games.spottle import physics
from game.games.spottle.physics import MOUTH_AT, REACH, seat_spot, simulate_table_throw, toward_middle
from game.games.spottle.rules import Bet, Hold, Options, replay
from game.games.spottle.table import SPOTTLE_TABLE
from game.physics.flight import table_after
from game.physics.gesture import STANDARD_STRENGTH, Gesture
from game.services.match import Match
from tests.ui import SHOTS, looks_drawn, run, screenshot

PLAYERS = 2


@pytest.fixture
def hungry_toad(monkeypatch):
    """Makes the toad take every player's die within its reach, from the call on."""

    def hunger() -> None:
        monkeypatch.setattr(physics, "SNAP_CHANCE_AT_MOUTH", 1.0)
        monkeypatch.setattr(physics, "SNAP_FALLOFF", 0.0)
        for share in ("KNOCKED_SHARE", "EYED_SHARE"):
            monkeypatch.setattr(physics, share, 1.0)

    return hunger


FAR = ((-260.0, -40.0), (260.0, -40.0), (-200.0, 200.0))  # spots well out of the toad's reach


def just_outside_reach(seat: int, players: int, beyond: float = 5.0) -> tuple[float, float]:
    """A spot on the line from a seat's hand to the toad's mouth, just out of the tongue's reach."""
    sx, sy = seat_spot(seat, players)
    mx, my = MOUTH_AT
    length = math.dist((sx, sy), (mx, my))
    return mx + (sx - mx) / length * (REACH + beyond), my + (sy - my) / length * (REACH + beyond)


def test_a_die_knocked_into_reach_is_taken_and_one_left_lying_outside_is_not(hungry_toad):
    hungry_toad()
    x, y = just_outside_reach(0, PLAYERS)
    lying = [(x, y, 0.3, 6, (1, 0))]  # seat 1's first die, in the way of seat 0's throw
    missed = knocked = None
    for k in range(300):
        gesture = Gesture(toward_middle(0, PLAYERS), STANDARD_STRENGTH)
        path = simulate_table_throw(
            6, 1, 0, PLAYERS, gesture, random.Random(k), creature="toad", eats=False, resting=lying, owners=[(0, 0)]
        )
        moved = math.dist(path.others[-1][0][:2], (x, y)) > 2
        if path.taken_later and knocked is None:
            knocked = path
        if not moved and missed is None:
            missed = path
        if knocked and missed:
            break
    assert knocked is not None and missed is not None
    # the knock: the die slid from outside the reach to inside it, and the throw's die hit it
    die, start, touch, back = knocked.strikes[0]
    assert die == 0 and start < touch < back
    rested = knocked.lying_at(start)[0]
    assert math.dist(rested[:2], MOUTH_AT) < REACH < math.dist((x, y), MOUTH_AT)
    assert "knock" in [kind for _, kind, _, _ in knocked.events]
    assert math.dist(knocked.lying_at(back + 0.01)[0][:2], MOUTH_AT) < 1  # pulled into the mouth
    assert knocked.taken_later == ((1, 0),)
    assert [owner for *_, owner in table_after(knocked)] == [(0, 0)]  # it lies on the table no more
    # left where it lay, outside the reach, the toad cannot have it
    assert missed.taken_later == () and [owner for *_, owner in table_after(missed)] == [(1, 0), (0, 0)]


def test_a_knocked_die_slides_and_turns_but_its_face_stays():
    x, y = just_outside_reach(0, PLAYERS)
    lying = [(x, y, 0.3, 6, (1, 0))]
    for k in range(300):
        path = simulate_table_throw(
            6,
            1,
            0,
            PLAYERS,
            Gesture(toward_middle(0, PLAYERS), STANDARD_STRENGTH),
            random.Random(k),
            creature=None,
            eats=False,
            resting=lying,
            owners=[(0, 0)],
        )
        if math.dist(path.others[-1][0][:2], (x, y)) > 10:
            break
    else:
        raise AssertionError("no throw knocked the die in 300")
    assert len(path.face_changes) == 1  # only the thrown die shows new faces; the lying one keeps its own
    assert path.others[-1][0][2] != 0.3  # it turned as it slid
    assert len(path.others) == len(path.frames) and path.settled
    assert all(z == 0 for *_, z in (frame[0] for frame in path.others))  # it slid on the felt, never flew


def mira_knocks_toms_die() -> Match:
    """Tom has thrown both dice; his first lies just outside the toad's reach
    on the line from Mira's hand, the others far from it; Mira is to throw
    her second die."""
    match = Match(Options(names=("Tom", "Mira"), purses=(100, 100)), ("person", "person"), seed=11)
    for move in (Bet(5), Bet(5)):
        match.act(move)
    for _ in range(3):  # Tom's first, Mira's first, the Master's first
        match.throw(match.standard_gesture())
    match.act(Hold())
    match.throw(match.standard_gesture())  # Tom's second
    match.act(Hold())
    assert match.state.turn == 1 and match.state.phase == "throw"
    assert match.state.rolls[0][0] and len(match.physics.resting) == 4  # seed 11: the toad took nothing so far
    x, y = just_outside_reach(1, PLAYERS)
    far = iter(FAR)
    match.physics.resting = [
        (x, y, 0.3, 6, owner) if owner == (0, 0) else (*next(far), angle, sides, owner)
        for _x, _y, angle, sides, owner in match.physics.resting
    ]
    return match


def late_strike_gesture(hunger) -> tuple[Match, Gesture]:
    """The table before Mira's throw, and a throw of hers that knocks Tom's
    die into the hungry toad's reach."""
    aim = toward_middle(1, PLAYERS)
    match = mira_knocks_toms_die()
    hunger()
    for strength in (0.3, 0.25, 0.2, 0.15, 0.1):  # a die lying this near her hand needs a low throw
        for turn in (0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5):
            gesture = Gesture(aim + turn * 0.03, strength)
            trial = Match.resume(match.to_save())
            trial.physics.resting = list(match.physics.resting)
            if trial.throw(gesture).result.taken_later == ((0, 0),):
                return match, gesture
    raise AssertionError("no gesture knocked Tom's die into reach")


def test_a_late_strike_is_a_chance_event_in_the_history_and_replays(hungry_toad):
    match, gesture = late_strike_gesture(hungry_toad)
    second = match.state.rolls[0][1]
    throw = match.throw(gesture)
    state = match.state
    assert throw.result.taken_later == ((0, 0),)
    assert state.rolls[0] == [0, second] and state.total(0) == second  # Tom's total drops to his second die
    assert state.lost[0] == ["toad", None] and state.owed[0] == 1
    said = [e.text for e in state.log if e.kind == "snapped_up"]
    assert len(said) == 1 and said[0].startswith("The toad snaps up Tom's ") and "as Mira's die rolls past" in said[0]
    assert state.history[-1]["throw"]["taken_later"] == [[0, 0]]
    assert replay(state.options, state.history).to_dict() == state.to_dict()
    again = Match.resume(match.to_save())
    assert again.state.to_dict() == state.to_dict() and again.physics.resting == match.physics.resting
    assert (0, 0) not in [owner for *_, owner in match.physics.resting]


@pytest.mark.window
def test_the_table_plays_a_late_strike_and_shows_the_new_total(window, hungry_toad):
    match, gesture = late_strike_gesture(hungry_toad)
    table = SPOTTLE_TABLE(match)
    window.show_view(table)
    run(window, 0.5)
    second = table.match.state.rolls[0][1]
    table.flow.throw(gesture)
    run(window, 1, until=lambda: table.flow.in_flight is None)  # its physics runs a few steps a frame
    path = table.animation.path
    die, start, touch, back = path.strikes[0]
    knocked_at = next(t for t, kind, _, _ in path.events if kind == "knock")
    run(window, 5, until=lambda: table.animation.t > knocked_at + 0.25)
    assert looks_drawn(screenshot(window, SHOTS / "spottle_knocked_die.png"))
    run(window, 8, until=lambda: table.animation.t >= (touch + back) / 2)
    assert table.part.dice.toad.tongue_tip is not None  # the tongue reaches the lying die
    assert table.part.dice.lying.dice[die].visible
    assert looks_drawn(screenshot(window, SHOTS / "spottle_late_strike.png"))
    run(window, 8, until=lambda: table.animation is None or table.animation.done)
    run(window, 0.2)
    # told on the banner, or (the table crowded, the banner's title alone clear of the dice) in the talk
    told = table.banner.sub.text or table.talk.said()[-1]
    assert "GULP" in table.banner.title.text and "snaps up Tom's" in told
    assert f"Tom: 0 (eaten) + {second}" in table.part.round_text.text
    assert (
        len(table.part.dice.lying.dice) == 4 == len(table.match.physics.resting)
    )  # Tom's second, Mira's two, the Master's
    screenshot(window, SHOTS / "spottle_late_strike_after.png")
