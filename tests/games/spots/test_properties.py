"""Invariants over random Spots games: dice are never created or lost, treats
come only from the supply or the tiles, a refused move changes nothing,
every state survives a JSON round trip and its replay."""

import json
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.dice import ThrowResult
from game.core.errors import IllegalAction
from game.core.moves import CHANCE
from game.games.spots import moves
from game.games.spots.rules import (
    Options,
    State,
    replay,
)
from game.games.spots.tricks import TRICK_SETS, TRICKS
from tests.thorough import examples

options_strategy = st.one_of(
    st.builds(
        Options,
        names=st.sampled_from([("A", "B"), ("A", "B", "C"), ("A", "B", "C", "D")]),
        trick_set=st.sampled_from(TRICK_SETS),
        dice=st.integers(8, 24),
        deal=st.integers(0, 10**6),
    ),
    st.builds(
        Options,
        names=st.just(("A",)),
        solo=st.just(True),
        d0g_treats=st.integers(0, 4),
        trick_set=st.sampled_from(TRICK_SETS),
        deal=st.integers(0, 10**6),
    ),
)
small = st.integers(-1, 7)
any_move = st.one_of(
    st.builds(moves.DoTrick, st.sampled_from([t.key for t in TRICKS] + ["nap"])),
    st.sampled_from([moves.ScoreDogs(), moves.Go(), moves.Stop(), moves.Accept()]),
    st.builds(moves.Choose, small),
    st.builds(moves.Reroll, st.lists(small, max_size=3).map(tuple)),
    st.builds(moves.Keep, st.lists(small, max_size=4).map(tuple)),
    st.builds(moves.Discard, st.lists(small, max_size=3).map(tuple)),
    st.builds(moves.Place, small, small),
    st.builds(moves.Bury, small),
    st.builds(moves.TakeDie, small, small),
    st.builds(moves.Move, small, small, small, small),
    st.builds(moves.Dig, small, small, st.booleans()),
    st.builds(lambda v: ThrowResult.kept(*v), st.lists(small, min_size=1, max_size=3)),
)


def play(state: State, data, moves: int) -> None:
    for _ in range(moves):
        if state.over:
            return
        if state.to_move == CHANCE:
            count = state.throw_request().count
            action = ThrowResult.kept(*data.draw(st.lists(st.integers(1, 6), min_size=count, max_size=count)))
        else:
            legal = state.legal_actions()
            assert legal, f"no move for {state.describe_position()}"
            action = data.draw(st.sampled_from(legal))
        state.apply(action)
        assert state.dice_on_table() == state.options.dice
        assert state.treats_out() == state.supply_out and min(state.treats) >= 0
        assert all(state.yard_total(seat) <= 7 for seat in range(state.players))
        assert all(len(pack) <= 6 for pack in state.packs)


@settings(max_examples=examples(150), deadline=None)
@given(options=options_strategy, data=st.data())
def test_random_games_conserve_dice_and_treats_and_replay(options, data):
    state = State.new(options)
    play(state, data, 400)
    saved = state.to_dict()
    assert State.from_dict(json.loads(json.dumps(saved))).to_dict() == saved
    assert replay(options, json.loads(json.dumps(state.history))).to_dict() == saved


@settings(max_examples=examples(150), deadline=None)
@given(options=options_strategy, data=st.data())
def test_refused_moves_change_nothing_and_say_why(options, data, try_moves):
    state = State.new(options)
    play(state, data, data.draw(st.integers(0, 120)))
    try_moves(state, data, any_move, 30, check=names_no_dog_by_its_number)


def names_no_dog_by_its_number(refused: IllegalAction) -> None:
    assert not re.search(r"\bdog \d", refused.reason), "a person is told of a dog by its name"


def test_random_games_end_with_a_winner():
    import random

    for seed in range(12):
        rng = random.Random(seed)
        solo = seed % 3 == 0
        options = Options(
            names=("A",) if solo else ("A", "B", "C")[: 2 + seed % 2],
            solo=solo,
            trick_set=TRICK_SETS[seed % len(TRICK_SETS)],
            deal=seed,
        )
        state = State.new(options)
        for _ in range(60000):
            if state.over:
                break
            request = state.throw_request()
            state.apply(
                ThrowResult.kept(*[rng.randint(1, 6) for _ in range(request.count)])
                if request
                else rng.choice(state.legal_actions())
            )
        assert state.over and state.scored_count(state.winner) == 6
