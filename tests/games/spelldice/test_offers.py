"""The spells offered on a roll: only those that change how it ends, never
one that turns it against the wizard offered it; and at the table a roll
with nothing worth casting stands with no click."""

import pytest

from game.core.dice import ThrowResult
from game.games.spelldice.offers import spell_offers
from game.games.spelldice.rules import SHOT, SPELL, Cast, Hand, Options, Pass, Pick, State
from game.games.spelldice.table import SPELLDICE_TABLE
from game.services.match import Match
from tests.ui import draw, run


def roll_with_spells(shooter_roll: int, ada: tuple, cora: tuple = ()) -> State:
    """Ada (holding ``ada``) and Cora (``cora``) watch Brannoc's Hot Shot at Ada roll."""
    state = State.new(Options(names=("Ada", "Brannoc", "Cora")))
    for seat in (0, 2):
        state.nether[seat].remove("black")
        state.shield[seat].append("black")
    state.apply(Pick(tuple(Hand(SPELL, c) for c in ada) + (Hand(),) * (2 - len(ada))))
    state.apply(Pick((Hand(SHOT, "red", 0), Hand())))
    state.apply(Pick(tuple(Hand(SPELL, c) for c in cora) + (Hand(),) * (2 - len(cora))))
    state.apply(ThrowResult.kept(shooter_roll))
    return state


def offered(state: State) -> list[str]:
    return [cast.colour for cast, _ in spell_offers(state)]


def test_a_spell_that_changes_nothing_or_turns_the_roll_against_its_caster_is_not_offered():
    state = roll_with_spells(5, ("red", "blue"))  # a 5 at Ada: a hit (Hot Shot needs 4)
    assert state.window == [0] and offered(state) == []  # Uno Mas makes a 6, Dodge a 4: still hits
    offers = spell_offers(roll_with_spells(4, ("red", "blue")))
    assert [said for _, said in offers] == ["Dodge: 4 to 3, a miss"]  # a 4 made a 3 is worth a Dodge
    assert offered(roll_with_spells(3, ("red", "green"))) == []  # a miss at her: more, or again, only hurts her
    assert offered(roll_with_spells(5, ("black", "green"))) == ["black", "green"]  # 5 to 2 a miss; or roll again


def test_a_wizard_neither_shooting_nor_shot_is_offered_every_change():
    state = roll_with_spells(4, (), ("red", "blue"))
    assert state.window == [2]
    assert offered(state) == ["blue"]  # Uno Mas makes it 5, still a hit: no change; Dodge makes a miss


@pytest.mark.window
def test_at_the_table_a_roll_with_no_spell_worth_casting_stands_without_a_click(window, pace):
    pace("instant")
    match = Match(Options(names=("Ada", "Brannoc", "Cora")), ("person", "hard", "hard"), seed=1)
    match.state = roll_with_spells(5, ("red",))  # only Uno Mas, on a hit at her: it would make it surer
    assert match.state.window == [0] and Cast("red") in match.state.legal_actions()
    table = SPELLDICE_TABLE(match)
    window.show_view(table)
    draw(window)
    assert [b.text for b in table.part.bar.children] == ["Let it stand (Enter)"]  # Uno Mas is not offered
    run(window, 5, until=lambda: match.state.window != [0])
    assert match.state.history[-1] == {"pass": True}


def test_a_roll_let_stand_with_no_spell_worth_casting_is_no_choice_to_take_back():
    """Let stand unasked (the table answers it for a person without a click), it is not taken back as the
    person's choice: taken back, the table let it stand again at once, and Undo stayed lit for ever. A
    roll let stand where a spell was offered is the person's choice, and is taken back."""
    seen = {"unasked": 0, "chosen": 0}
    for seed in range(30):
        match = Match(Options(names=("Ada", "Brannoc", "Cora")), ("person",) * 3, seed=seed)
        while not match.state.over and min(seen.values()) < 3:
            state = match.state
            if not (state.window and state.throw_request() is None):
                match.play_computer_step("hard")
                continue
            unasked = not spell_offers(state)
            match.act(Pass())
            if match.state.turn != match.movers[len(match.state.history) - 1]:
                continue  # another's turn now: nothing of the wizard's is taken back anyway
            assert match.can_undo() is not unasked
            seen["unasked" if unasked else "chosen"] += 1
    assert min(seen.values()) >= 3, seen
