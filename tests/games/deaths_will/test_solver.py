"""The hand solver against brute force: every state of a small hand played
through the rules engine itself, every face of every throw."""

import dataclasses
import random
from itertools import product

import pytest

from game.core.dice import Fate, ThrowResult
from game.games.deaths_will.ai import advice, choose_action, option_values, piss_rates
from game.games.deaths_will.odds import hand_odds
from game.games.deaths_will.rules import Ante, Fold
from game.games.deaths_will.solver import FOLD, MAX_ANTE, HandSolver, Spot
from tests.games.deaths_will.helpers import kept, new_state, turn

DEEP = 100  # never binds below the brute force's pot cap; a deeper purse only lists more raises to skip
PISS = (0.10, 0.03)


def _spot(state) -> Spot:
    return Spot(state.turn, tuple(state.scores), tuple(state.anted), state.challenger)


def fork(state):
    """A copy to play on, without the log and history that only grow."""
    return dataclasses.replace(
        state,
        purses=list(state.purses),
        scores=list(state.scores),
        anted=list(state.anted),
        hands_won=list(state.hands_won),
        hand_results=list(state.hand_results),
        history=[],
        log=[],
    )


def brute_force(sides: int, pot_cap: int, solver: HandSolver):
    """Seat 0's expectation (coins to come) of every decision reached from a
    hand's start, each move applied to a copy of the rules' State, each throw
    as every face of the three dice and a piss. A throw into a pot past
    ``pot_cap`` is valued by the solver's closed-form chain (what the solver
    does there too): everything below it is searched here."""
    seen: dict = {}
    throws = [ThrowResult.kept(*faces) for faces in product(range(1, sides + 1), repeat=3)]
    piss = ThrowResult((1, 1, 1), (Fate.KEPT, Fate.KEPT, Fate.OUT))

    def key(state):
        return (
            state.turn,
            tuple(state.scores),
            tuple(state.anted),
            state.ante,
            state.pot,
            state.challenger,
            state.awaiting_throw,
        )

    def value(state) -> float:
        k = key(state)
        if k in seen:
            return seen[k]
        before = state.purses[0]
        hands = len(state.hand_results)
        if state.awaiting_throw:
            if state.pot > pot_cap:
                w, c = solver.chain[1][solver._index[solver._normal(_spot(state))]]
                result = w * state.pot + c * state.ante
            else:
                q = PISS[state.turn]
                result = 0.0
                for throw, chance in [(t, (1 - q) / sides**3) for t in throws] + [(piss, q)]:
                    after = fork(state)
                    after.apply(throw)
                    gained = after.purses[0] - before
                    result += chance * (gained if len(after.hand_results) > hands else gained + value(after))
        else:
            options = []
            for action in state.legal_actions():
                if isinstance(action, Ante) and state.ante + action.raise_coins > MAX_ANTE:
                    continue
                after = fork(state)
                after.apply(action)
                gained = after.purses[0] - before
                options.append(gained if len(after.hand_results) > hands else gained + value(after))
            result = max(options) if state.turn == 0 else min(options)
        seen[k] = result
        return result

    for challenger in (0, 1):
        value(new_state(stakes="low", purses=(DEEP, DEEP), hands=None, first_challenger=challenger))
    return seen


def test_every_state_of_a_small_hand_matches_brute_force_through_the_rules():
    sides, cap = 4, 7
    solver = HandSolver(sides, PISS, pot_cap=cap)
    seen = brute_force(sides, cap, solver)
    decisions = [(k, v) for k, v in seen.items() if not k[-1]]
    assert len(decisions) > 300
    for (turn_, scores, anted, ante, pot, challenger, _), expected in decisions:
        got = solver.value(Spot(turn_, scores, anted, challenger), ante, pot)
        assert got == pytest.approx(expected, abs=1e-9), (turn_, scores, anted, ante, pot, challenger)


def test_the_chain_of_plain_antes_agrees_with_the_exact_odds_of_a_hand():
    for sides in (4, 6, 12):
        solver = HandSolver(sides, (0.04, 0.04), pot_cap=2)
        k = solver._index[Spot(0, (None, None), (False, False), 0)]
        w, _ = solver.chain[0][k]
        from fractions import Fraction

        assert w == pytest.approx(float(hand_odds(sides, Fraction(1, 25), True).me_first), abs=1e-9)


def test_hard_folds_a_hopeless_chase_and_its_fold_loses_what_it_put_in():
    state = new_state()
    turn(state, kept(1, 2, 5))
    turn(state, kept(6, 6, 5))  # the house stands on 5; the challenger's chase is poor
    options = advice(state, 0)
    fold = next(o for o in options if o.action == Fold())
    assert fold.value == -10 and fold.worth == "-1.0 sp"
    assert options[0].action == Fold()
    assert choose_action(state, 0, "hard", random.Random(1)) == Fold()
    assert choose_action(state, 0, "easy", random.Random(1)) == Ante(0)


def test_a_raise_while_chasing_is_paid_by_the_chaser_alone_and_hard_never_makes_one():
    """The fault the ladder found: a chaser's raise is paid only by itself."""
    rng = random.Random(4)
    chases = 0
    for _ in range(300):
        state = new_state(purses=(2000, 2000), hands=None)
        for _ in range(rng.randint(1, 6)):
            if state.scores[1 - state.turn] is not None:
                break
            turn(state, kept(*(rng.randint(1, 6) for _ in range(3))))
        if state.over or state.scores[1 - state.turn] is None or state.hand > 1:
            continue
        chases += 1
        action = choose_action(state, state.turn, "hard", random.Random(1))
        assert action == Fold() or action == Ante(0), (state.scores, action)
    assert chases > 40


def test_a_raise_at_the_start_of_a_hand_only_costs_the_challenger():
    """The challenger throws first, with the worse of the hand; every raise
    coin makes the other's best reply (fold, or chase cheaply) dearer for it."""
    for sides in (4, 6, 12):
        solver = HandSolver(sides, (0.04, 0.04), pot_cap=30)
        values = solver.option_values(Spot(0, (None, None), (False, False), 0), 1, 0)
        raises = [values[c] for c in range(MAX_ANTE)]
        assert raises[0] < 0  # the challenger's hand is worth less than nothing
        assert all(a > b for a, b in zip(raises, raises[1:]))


def test_options_are_only_what_the_purse_and_the_opponent_can_pay():
    poor = new_state(purses=(30, 2000))
    turn(poor, kept(1, 2, 5))
    raises = [o.action.raise_coins for o in option_values(poor, 1, (0.04, 0.04)) if isinstance(o.action, Ante)]
    assert max(raises) == 1  # a 2 sp ante is all the challenger can pay
    rich = new_state(purses=(2000, 2000))
    turn(rich, kept(1, 2, 5))
    raises = [o.action.raise_coins for o in option_values(rich, 1, (0.04, 0.04)) if isinstance(o.action, Ante)]
    assert max(raises) == MAX_ANTE - 1


def test_normal_picks_among_the_options_near_the_best_and_hard_the_best():
    state = new_state()
    turn(state, kept(1, 2, 5))
    options = option_values(state, 1, piss_rates(1, "normal"))
    picks = {choose_action(state, 1, "normal", random.Random(n)) for n in range(60)}
    near = {o.action for o in options if o.value >= options[0].value - 3}
    assert picks <= near and len(picks) >= 2
    assert choose_action(state, 1, "hard", random.Random(0)) == option_values(state, 1, piss_rates(1, "hard"))[0].action
    assert FOLD == "fold"


def test_in_the_last_hand_hard_folds_when_that_keeps_it_ahead():
    state = new_state(purses=(300, 200), hands=1)
    turn(state, kept(1, 2, 5))  # the challenger, 10 sp ahead, has anted 1 sp and not scored
    turn(state, kept(1, 2, 4))
    assert choose_action(state, 0, "hard", random.Random(1)) == Fold()
    assert advice(state, 0)[-1].label == "Fold and win the match" or any(
        o.label == "Fold and win the match" for o in advice(state, 0)
    )
    level = new_state(purses=(200, 200), hands=1)
    turn(level, kept(1, 2, 5))
    turn(level, kept(1, 2, 4))
    assert choose_action(level, 0, "hard", random.Random(1)) != Fold()  # folding would lose the match


def test_sim_counts_each_seats_raises_folds_and_net(capsys):
    import json

    from game.cli import main

    assert main(["sim", "deaths_will", "--seats", "normal,hard", "--games", "4", "--hands", "6"]) == 0
    summary = json.loads(capsys.readouterr().out)
    hard, normal = "seat 2 (hard)", "seat 1 (normal)"
    assert summary["raises_chasing"][hard] == 0 and summary["raises_first"][hard] == 0
    assert summary["net_per_match"][hard] == -summary["net_per_match"][normal]
    assert set(summary["folds"]) == {hard, normal}
