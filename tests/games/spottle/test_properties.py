"""Invariants over random Spottle sessions: coins and objects are conserved
across the Master, the players and the table; illegal moves change nothing;
every state survives a JSON round trip."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.dice import Fate, ThrowResult
from game.core.moves import CHANCE
from game.games.spottle.rules import TOAD_OPTIONS, Accept, Bet, Hold, Offer, Options, Raise, State
from tests.thorough import examples

options_strategy = st.integers(1, 6).flatmap(
    lambda n: st.builds(
        Options,
        names=st.just(tuple(f"P{k}" for k in range(n))),
        purses=st.tuples(*[st.integers(2, 400)] * n),
        toad=st.sampled_from(TOAD_OPTIONS),
        limit=st.one_of(st.none(), st.integers(1, 300)),
        rounds=st.one_of(st.none(), st.integers(1, 8)),
        bank=st.integers(0, 3000),
    )
)


def chance_strategy(request, state):
    """A throw's result, with the toad (where it lives) taking the thrower's
    die now or any player's die lying on the table later."""
    fates = list(request.fates)
    lying = (
        [
            (seat, die)
            for seat in range(state.players)
            for die in (0, 1)
            if state.rolls[seat][die] is not None and not state.lost[seat][die]
        ]
        if request.takes_lying
        else []
    )
    taken = st.lists(st.sampled_from(lying), unique=True, max_size=2) if lying else st.just([])
    return st.builds(
        lambda v, f, t: ThrowResult((v,), (f,), tuple(t)), st.integers(1, request.sides), st.sampled_from(fates), taken
    )


bad_moves = st.one_of(
    st.builds(Bet, st.integers(-5, 5000)),
    st.sampled_from([Offer("lantern"), Offer("dragon"), Raise(), Hold(), Accept()]),
    st.builds(lambda v: ThrowResult((v,), (Fate.SWALLOWED,)), st.integers(0, 7)),
    st.builds(lambda a, b: ThrowResult.kept(a, b), st.integers(1, 6), st.integers(1, 6)),
)


@settings(max_examples=examples(120), deadline=None)
@given(options=options_strategy, data=st.data())
def test_random_sessions_conserve_coins_and_objects(options, data):
    state = State.new(options)
    coins, objects = state.total_coins(), state.objects()
    for step in range(600):
        if state.over:
            break
        if state.to_move == CHANCE:
            action = data.draw(chance_strategy(state.throw_request(), state))
        else:
            legal = state.legal_actions()
            assert legal, "a player to act always has a move"
            bets = [a for a in legal if isinstance(a, Bet)]
            others = [a for a in legal if not isinstance(a, Bet)]
            action = data.draw(
                st.one_of(st.sampled_from(others), st.sampled_from(bets[:20])) if bets else st.sampled_from(others)
            )
        state.apply(action)
        assert state.total_coins() == coins
        assert state.objects() == objects
        assert min(state.purses) >= 0 and state.bank >= 0
        assert all(0 <= dice <= 2 for dice in state.dice)
        if state.rolls:  # a die is taken once: the dice held and the dice owed for make two a player
            held = [2 - sum(bool(how) for how in lost) for lost in state.lost]
            assert all(state.dice[seat] <= held[seat] for seat in range(state.players) if state.seated[seat])
        if step % 50 == 49:  # a copy costs the whole log: every fiftieth move, and at the end
            assert_round_trips(state)
    assert_round_trips(state)


def assert_round_trips(state: State) -> None:
    assert State.from_dict(json.loads(json.dumps(state.to_dict()))).to_dict() == state.to_dict()


@settings(max_examples=examples(120), deadline=None)
@given(options=options_strategy, data=st.data())
def test_illegal_moves_change_nothing(options, data, try_moves):
    try_moves(State.new(options), data, bad_moves, 40)
