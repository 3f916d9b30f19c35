"""The old hand's advice at Spots: every option of a decision, valued as the
hard player values it, and the one it marks best is the one the hard player
takes, decision after decision of whole games."""

import random

from game.games.spots.advice import advice
from game.games.spots.ai import HARD_BUST_LIMIT, choose_action, roll_odds
from game.games.spots.moves import Go, Stop
from game.games.spots.rules import Options, State
from game.games.spots.tricks import TRICK_SETS
from game.tools.commands import play_without_window


def test_the_best_marked_option_is_what_the_hard_player_plays_in_every_phase():
    seen, phases = 0, set()

    def decide(state, rng):
        nonlocal seen
        seat = state.turn
        options = advice(state, seat)
        best = choose_action(state, seat, "hard", rng)
        if options:
            seen += 1
            phases.add(state.phase)
            assert options[0].action == best, (state.phase, options[0], best)
            assert [o.value for o in options] == sorted((o.value for o in options), reverse=True)
            assert {o.action for o in options} == set(state.legal_actions())
            assert all(o.label and o.label[0].isupper() for o in options)
        return best

    for seed in range(6):
        state = State.new(Options(names=("A", "B", "C"), trick_set=TRICK_SETS[seed % len(TRICK_SETS)], deal=seed))
        play_without_window(state, decide, seed)
    assert seen > 500 and {"choose", "may", "hand"} <= phases


def test_push_on_says_the_exact_chance_of_a_bust_and_is_best_below_the_hard_limit():
    rng = random.Random(2)
    checked = 0

    def decide(state, rng_):
        nonlocal checked
        if state.phase == "may":
            options = {type(o.action): o for o in advice(state, state.turn)}
            dice = options[Go].worth.split(":")[0]
            bust, _ = roll_odds(state, state.turn, int(dice.split()[0]))
            assert f"bust {bust:.0%}" in options[Go].worth
            assert (options[Go].value > options[Stop].value) == (bust < HARD_BUST_LIMIT)
            checked += 1
        return choose_action(state, state.turn, "hard", rng_)

    for seed in range(4):
        play_without_window(State.new(Options(names=("A", "B"), deal=seed)), decide, rng.randrange(100))
    assert checked > 10
