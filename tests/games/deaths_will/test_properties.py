"""Invariants over random matches: no crash, coins conserved, illegal moves
change nothing, every state survives a JSON round trip."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.dice import Fate, ThrowResult
from game.core.errors import IllegalAction
from game.core.moves import CHANCE
from game.games.deaths_will.rules import (
    STAKES,
    Ante,
    Fold,
    Options,
    State,
)
from tests.thorough import examples

options_strategy = st.builds(
    Options,
    names=st.just(("Crag", "Soily")),
    stakes=st.sampled_from(sorted(STAKES)),
    purses=st.tuples(st.integers(100, 3000), st.integers(100, 3000)),
    hands=st.one_of(st.none(), st.integers(1, 6)),
    keep_roles=st.booleans(),
    first_challenger=st.integers(0, 1),
)


def throw_strategy(sides: int):
    return st.builds(
        lambda values, out: ThrowResult(values, tuple(Fate.OUT if o else Fate.KEPT for o in out)),
        st.tuples(*[st.integers(1, sides)] * 3),
        st.tuples(*[st.integers(0, 24).map(lambda n: n == 0)] * 3),
    )


def bad_moves(sides: int):
    return st.one_of(
        st.builds(Ante, st.integers(-5, 10_000)),
        st.just(Fold()),
        st.builds(ThrowResult.kept, st.integers(0, sides + 2), st.integers(1, sides), st.integers(1, sides)),
        st.builds(lambda a, b: ThrowResult((a, b), (Fate.KEPT, Fate.KEPT)), st.integers(1, 4), st.integers(1, 4)),
    )


@settings(max_examples=examples(150), deadline=None)
@given(options=options_strategy, data=st.data())
def test_random_matches_conserve_coins_and_round_trip(options, data):
    state = State.new(options)
    total = state.total_coins()
    sides = state.stakes.sides
    for step in range(400):
        if state.over:
            break
        if state.to_move == CHANCE:
            action = data.draw(throw_strategy(sides))
        else:
            legal = state.legal_actions()
            assert legal, "a seat to act always has a move"
            action = data.draw(st.sampled_from(legal))
        state.apply(action)
        assert state.total_coins() == total
        assert min(state.purses) >= 0 and state.pot >= 0
        if step % 10 == 9:  # every tenth move (hypothesis, asked at random, said yes to nearly every one)
            assert State.from_dict(json.loads(json.dumps(state.to_dict()))).to_dict() == state.to_dict()
    assert State.from_dict(json.loads(json.dumps(state.to_dict()))).to_dict() == state.to_dict()


@settings(max_examples=examples(150), deadline=None)
@given(options=options_strategy, data=st.data())
def test_illegal_moves_raise_and_change_nothing(options, data):
    state = State.new(options)
    sides = state.stakes.sides
    for _ in range(60):
        if state.over:
            break
        move = data.draw(bad_moves(sides))
        before = state.to_dict()
        problem = state.problem_with(move)
        if problem is None:
            state.apply(move)
        else:
            try:
                state.apply(move)
            except IllegalAction as error:
                assert error.reason == problem
                assert str(move) in str(error)
            else:
                raise AssertionError(f"{move} was accepted despite: {problem}")
            assert state.to_dict() == before
        if not state.over and state.to_move == CHANCE:
            state.apply(data.draw(throw_strategy(sides)))
