"""The old hand's advice at Spelldice: each pick's expected worth and each
spell's effect on the roll in front of you, from what the seat may see; the
option marked best is the one the hard wizard takes."""

from game.games.spelldice.advice import advice
from game.games.spelldice.ai import choose_action
from game.games.spelldice.rules import Cast, Options, Pass, State
from game.tools.commands import play_without_window


def test_the_best_marked_option_is_what_the_hard_wizard_plays():
    kinds = set()

    def decide(state, rng):
        seat = state.to_move
        options = advice(state, seat)
        best = choose_action(state, seat, "hard", rng)
        if options:
            kinds.add(type(best).__name__)
            assert options[0].action == best, (state.phase, options[0], best)
            assert {o.action for o in options} == set(state.legal_actions())
        return best

    for seed in range(8):
        play_without_window(State.new(Options(names=tuple("ABCDEF"[: 3 + seed % 4]))), decide, seed)
    assert {"Pick", "Pass", "Cast"} <= kinds


def test_a_spell_says_what_the_roll_becomes_and_the_advice_reads_no_secret_pick():
    said, secrets = [], 0

    def decide(state, rng):
        nonlocal secrets
        seat = state.to_move
        if state.phase == "pick" and any(p is not None for k, p in enumerate(state.picks) if k != seat):
            secrets += 1
            mine = advice(state, seat)
            for k in range(len(state.picks)):  # another's secret pick changed: the advice is the same
                if k != seat and state.picks[k] is not None:
                    kept = state.picks[k]
                    state.picks[k] = state._picks_for(k)[-1]
                    assert advice(state, seat) == mine
                    state.picks[k] = kept
        for option in advice(state, seat):
            if isinstance(option.action, Cast) and option.action.colour in ("red", "blue", "black"):
                said.append(option.worth)
            if isinstance(option.action, Pass):
                assert option.worth.startswith("the ") and ("hits" in option.worth or "misses" in option.worth)
        return choose_action(state, seat, "hard", rng)

    for seed in range(6):
        play_without_window(State.new(Options(names=("A", "B", "C", "D"))), decide, seed)
    assert said and all(" becomes " in words for words in said) and secrets > 10
