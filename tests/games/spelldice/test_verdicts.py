"""A hit is told only once no spell can answer it: a roll a Dodge may
still answer is shown as its number alone, and the call that follows the
answers says the miss and why; where nobody can answer, the hit is told as
the die lands."""

from types import SimpleNamespace

from game.core.dice import ThrowResult
from game.games.spelldice.beats import SpelldiceBeats
from game.games.spelldice.colours import PURPLE
from game.games.spelldice.rules import DEADSHOT, SHOT, SPELL, Cast, Hand, Options, Pass, Pick, State


def told(beats, state, events) -> list:
    """The moments a step's events make at the table: (title, sub, kind, event kinds, sounds)."""
    flow = SimpleNamespace(match=SimpleNamespace(state=state, players=state.players, at_this_screen=lambda s: False))
    moments = beats.moments_for(flow, events)
    return [
        (m.title, m.sub, m.kind, [e.kind for e in m.events], [beats.sounds.get(e.kind) for e in m.events])
        for m in moments
    ]


def picked(state: State, *picks) -> None:
    for hands in picks:
        state.apply(Pick(tuple(hands) + (Hand(),) * (2 - len(hands))))


def a_deadshot_at_brannoc_who_holds_dodge() -> State:
    """Ada is down and fires her Deadshot (needs 6) at Brannoc, who holds a Dodge up."""
    state = State.new(Options(names=("Ada", "Brannoc", "Cora")))
    state.health[0], state.eliminated[0] = 0, True
    picked(state, (Hand(DEADSHOT, PURPLE, 1),), (Hand(SPELL, "blue"),), ())
    return state


def test_a_six_a_dodge_answers_is_never_called_a_hit_and_its_miss_is_told_with_why():
    beats, state = SpelldiceBeats(), a_deadshot_at_brannoc_who_holds_dodge()
    while state.rolling is None or state.shots[state.rolling]["colour"] != PURPLE:
        state.apply(ThrowResult.kept(2))  # Cora's and Brannoc's shots, if any, before the Deadshot
        while state.window:
            state.apply(Pass())
    rolled = told(beats, state, state.apply(ThrowResult.kept(6)))
    assert state.window == [1]  # Brannoc may answer the 6
    assert [m[0] for m in rolled if m[2] == "roll"] == ["6"]  # the number alone: no "A HIT"
    answered = told(beats, state, state.apply(Cast("blue")))
    titles = [m[0] for m in rolled + answered]
    assert not any("HIT" in title for title in titles), titles
    verdict = next(m for m in answered if m[2] == "verdict")
    assert verdict[0] == "5: A MISS" and "Brannoc's Dodge: the 6 became 5 (needs 6)." in verdict[1]
    kinds = [m[2] for m in answered]
    assert kinds.index("spell") < kinds.index("verdict")  # the Dodge, then its end
    assert "hit" not in [s for m in rolled + answered for s in m[4]]  # no hit sound at all


def test_a_roll_nobody_can_answer_is_told_a_hit_as_it_lands():
    beats, state = SpelldiceBeats(), State.new(Options(names=("Ada", "Brannoc")))
    picked(state, (Hand(SHOT, "red", 1),), ())
    rolled = told(beats, state, state.apply(ThrowResult.kept(6)))
    assert [m[0] for m in rolled if m[2] == "roll"] == ["6: A HIT"]
    assert not any(m[2] == "verdict" for m in rolled)


def test_a_roll_let_stand_is_called_a_hit_once_the_answers_are_done():
    beats, state = SpelldiceBeats(), State.new(Options(names=("Ada", "Brannoc")))
    picked(state, (Hand(SHOT, "red", 1),), (Hand(SPELL, "blue"),))
    rolled = told(beats, state, state.apply(ThrowResult.kept(6)))
    assert [m[0] for m in rolled if m[2] == "roll"] == ["6"]
    stood = told(beats, state, state.apply(Pass()))
    assert stood[0][:3] == ("6: A HIT", "No spell answers: the 6 stands (needs 4).", "verdict")
    assert [m[2] for m in stood].index("verdict") < [m[2] for m in stood].index("hit")  # called, then it lands
