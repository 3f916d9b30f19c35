"""Every rule and ruling of Death's Will, and the seed's two worked examples."""

import pytest

from game.core.coins import format_coins, in_coins
from game.core.dice import Fate, ThrowResult
from game.core.errors import IllegalAction
from game.core.moves import CHANCE, TERMINAL
from game.games.deaths_will.rules import (
    STAKES,
    Ante,
    Fold,
    Options,
    Reading,
    State,
    read_throw,
    replay,
)
from tests.games.deaths_will.helpers import kept, new_state, pissed, turn

# --- reading a throw -----------------------------------------------------------


# Throws by what they read, each as (the dice's sides, the values); a score, read with its number, is apart.
READINGS = {
    Reading.PLAGUE: ((6, (1, 1, 1)), (4, (1, 1, 1)), (12, (1, 1, 1))),
    Reading.FAVOR: ((6, (5, 5, 5)), (4, (2, 2, 2)), (12, (12, 12, 12))),
    Reading.WOE: ((6, (3, 1, 2)), (4, (2, 1, 3)), (12, (1, 3, 2))),
    Reading.WEAL: ((4, (4, 2, 3)), (6, (6, 4, 5)), (12, (10, 12, 11))),
    # 4-5-6 is a weal only on d6, 2-3-4 only on d4
    Reading.NOTHING: ((6, (1, 2, 5)), (12, (4, 5, 6)), (6, (2, 3, 4)), (4, (1, 2, 4))),
}


@pytest.mark.parametrize(
    "sides, values, reading, score",
    [(sides, values, reading, None) for reading, throws in READINGS.items() for sides, values in throws]
    + [(6, (2, 2, 3), Reading.SCORE, 3), (6, (3, 2, 3), Reading.SCORE, 2), (12, (11, 7, 7), Reading.SCORE, 11)],
)
def test_reading(sides, values, reading, score):
    assert read_throw(kept(*values), sides) == (reading, score)


@pytest.mark.parametrize("values", [(1, 1, 1), (6, 6, 6), (4, 5, 6), (1, 2, 3), (2, 2, 3)])
def test_a_piss_beats_every_reading(values):
    for out in range(3):
        fates = [Fate.KEPT] * 3
        fates[out] = Fate.OUT
        assert read_throw(ThrowResult(values, tuple(fates)), 6) == (Reading.PISS, None)


# --- the seed's worked examples ------------------------------------------------------


def test_seed_example_one_average_stakes():
    state = new_state("average", names=("Crag", "Soily"), purses=(100, 100))
    turn(state, kept(1, 2, 5))
    assert state.scores == [None, None] and state.pot == 10
    turn(state, kept(2, 3, 3))
    assert state.scores == [None, 2]
    events = turn(state, kept(3, 3, 4))
    assert [e for e in events if e.kind == "hand_over"][0].data == {"how": "score", "pot": 30, "receiver": 0, "hand": 1}
    assert state.purses == [110, 90]  # Crag paid 2 sp and took the 3 sp pot
    assert state.hand_results == [{"hand": 1, "winner": 0, "how": "score", "pot": 30}]


def test_seed_example_two_low_stakes_weal():
    state = new_state("low", names=("Crag", "Soily"), purses=(20, 20))
    turn(state, pissed(2, 3, 1))
    assert state.log[-1].kind == "piss"
    turn(state, kept(1, 2, 4))
    assert state.pot == 2
    turn(state, kept(1, 1, 2))
    assert state.scores == [2, None] and state.pot == 3
    state.apply(Ante())
    assert state.pot == 4
    state.apply(kept(2, 3, 4))
    # Soily takes the 4 cp pot (2 of it his own) and Crag pays him 2 cp more.
    assert state.purses == [20 - 2 - 2, 20 - 2 + 4 + 2]
    assert state.hand_results[-1] == {"hand": 1, "winner": 1, "how": "weal", "pot": 4}


# --- special throws -----------------------------------------------------------------


def test_plague_loses_at_once_even_before_the_opponent_has_thrown():
    state = new_state()
    turn(state, kept(1, 1, 1))
    assert state.hand_results[-1]["winner"] == 1 and state.hand_results[-1]["how"] == "plague"
    assert state.purses == [190, 210]


def test_favor_wins_at_once_when_the_opponent_has_anted():
    state = new_state()
    turn(state, kept(2, 5, 1))
    turn(state, kept(4, 4, 4))
    assert state.hand_results[-1] == {"hand": 1, "winner": 1, "how": "favor", "pot": 20}
    assert state.purses == [190, 210]


def test_favor_before_the_opponent_antes_only_returns_the_ante():
    state = new_state()
    events = turn(state, kept(3, 3, 3))
    assert state.hand_results[-1] == {"hand": 1, "winner": None, "how": "favor", "pot": 10}
    assert state.purses == [200, 200] and state.hands_won == [0, 0]
    assert any("takes back" in e.text for e in events)
    assert not any("wins the hand" in e.text for e in events)  # the words say what the record keeps


def test_woe_with_a_raised_ante_pays_two_raised_antes_into_the_pot():
    state = new_state()
    turn(state, kept(1, 2, 5), raise_coins=2)  # ante raised to 3 sp
    assert state.ante == 30
    turn(state, kept(3, 1, 2))  # house throws woe
    # pot: 30 + 30 + 60 woe penalty, all to the challenger
    assert state.hand_results[-1] == {"hand": 1, "winner": 0, "how": "woe", "pot": 120}
    assert state.purses == [200 - 30 + 120, 200 - 30 - 60]


def test_weal_with_a_raised_ante_is_paid_two_raised_antes():
    state = new_state()
    turn(state, kept(1, 2, 5))
    turn(state, kept(6, 4, 5), raise_coins=1)  # house raises to 2 sp, throws weal
    assert state.hand_results[-1] == {"hand": 1, "winner": 1, "how": "weal", "pot": 30}
    assert state.purses == [200 - 10 - 40, 200 - 20 + 30 + 40]


def test_weal_side_payment_is_capped_by_the_purse():
    state = new_state(purses=(15, 200))
    turn(state, kept(1, 2, 5))  # challenger: 5 cp left
    turn(state, kept(4, 5, 6))
    assert state.purses == [0, 215]
    assert state.over and state.match_winner() == 1


def test_d4_weal_is_2_3_4_and_d12_weal_is_10_11_12():
    for stakes, weal in (("low", (2, 3, 4)), ("high", (10, 11, 12))):
        state = new_state(stakes, purses=(1000, 1000))
        turn(state, kept(*weal))
        assert state.hand_results[-1]["how"] == "weal"


# --- turns, ties and raises ---------------------------------------------------------


def test_the_player_with_a_score_waits_while_the_other_keeps_throwing():
    state = new_state()
    turn(state, kept(2, 2, 4))  # challenger scores 4
    assert state.turn == 1
    turn(state, kept(1, 2, 5))  # house: nothing
    assert state.turn == 1 and state.to_move == 1
    turn(state, pissed(5, 5, 6))  # house: piss
    assert state.turn == 1
    turn(state, kept(6, 6, 3))  # house scores 3 < 4
    assert state.hand_results[-1]["winner"] == 0 and state.hand_results[-1]["pot"] == 40


def test_without_scores_turns_alternate():
    state = new_state()
    turn(state, kept(1, 2, 5))
    assert state.turn == 1
    turn(state, kept(1, 2, 6))
    assert state.turn == 0


def test_a_tie_wipes_both_scores_keeps_the_pot_and_the_challenger_throws_first():
    state = new_state(first_challenger=1)
    turn(state, kept(5, 5, 3))  # seat 1 (challenger) scores 3
    events = turn(state, kept(3, 2, 2))  # seat 0 scores 3: tie
    assert any(e.kind == "tie" for e in events)
    assert state.scores == [None, None] and state.pot == 20 and state.turn == 1
    assert state.hand == 1 and not state.hand_results


def test_a_raise_is_the_ante_for_the_rest_of_the_hand_for_both():
    state = new_state()
    turn(state, kept(1, 2, 5), raise_coins=3)
    assert state.ante == 40 and state.purses[0] == 160
    state.apply(Ante())
    assert state.purses[1] == 160
    state.apply(kept(2, 2, 6))
    turn(state, kept(3, 3, 1))  # challenger loses 1 < 6
    assert state.hand == 2 and state.ante == 10  # the next hand starts at the stakes' ante


def test_raises_are_refused_beyond_the_purse():
    state = new_state(purses=(35, 200))
    assert state.max_raise() == 2
    with pytest.raises(IllegalAction, match="not the 4 sp this raise costs"):
        state.apply(Ante(3))
    state.apply(Ante(2))
    assert state.purses[0] == 5


def test_a_player_who_cannot_pay_the_ante_must_fold():
    state = new_state(purses=(200, 25))
    turn(state, kept(1, 2, 5), raise_coins=2)  # ante now 3 sp; the house has 2 sp 5 cp
    assert not state.can_ante()
    assert state.legal_actions() == [Fold()]
    with pytest.raises(IllegalAction, match="cannot pay the ante of 3 sp and must fold"):
        state.apply(Ante())
    state.apply(Fold())
    assert state.hand_results[-1] == {"hand": 1, "winner": 0, "how": "fold", "pot": 30}


def test_fold_gives_the_whole_pot_to_the_opponent():
    state = new_state()
    turn(state, kept(2, 2, 6))
    turn(state, kept(1, 2, 4))
    assert state.turn == 1
    state.apply(Fold())
    assert state.purses == [200 - 10 + 20, 200 - 10]
    assert state.hand_results[-1]["how"] == "fold"


def test_nothing_to_fold_with_an_empty_pot():
    state = new_state()
    with pytest.raises(IllegalAction, match="the pot is empty"):
        state.apply(Fold())


# --- the match ------------------------------------------------------------------------


def test_roles_swap_every_hand_unless_kept():
    swapping = new_state(hands=3)
    keeping = new_state(hands=3, keep_roles=True)
    for state in (swapping, keeping):
        turn(state, kept(1, 1, 1))
    assert swapping.challenger == 1 and swapping.turn == 1
    assert keeping.challenger == 0 and keeping.turn == 0


def test_the_match_ends_after_its_hands_and_the_richer_purse_wins():
    state = new_state(hands=1)
    turn(state, kept(1, 1, 1))
    assert state.over and state.to_move == TERMINAL and state.match_winner() == 1
    assert state.log[-1].kind == "match_over"
    with pytest.raises(IllegalAction, match="the match is over"):
        state.apply(Ante())


def test_with_unequal_purses_the_one_who_won_coins_wins_the_match_not_the_richer():
    state = new_state(purses=(1000, 200), hands=1)
    turn(state, kept(1, 1, 1))
    assert state.over and state.net(1) > 0 and state.purses[0] > state.purses[1]
    assert state.match_winner() == 1 and state.outcome().won == (False, True)
    assert state.log[-1].text == f"{state.names[1]} wins the match, 1 sp up (purse 2 gp 1 sp)."


def test_until_broke_ends_when_a_purse_cannot_pay_an_ante():
    state = new_state(purses=(10, 200), hands=None)
    turn(state, kept(1, 1, 1))
    assert state.over and state.purses == [0, 210]
    assert "cannot pay another ante" in state.log[-1].text


def test_a_level_match_has_no_winner():
    state = new_state(hands=1)
    turn(state, kept(4, 4, 4))  # favor before the house anted: nobody gains
    assert state.over and state.match_winner() is None


# --- moves that are not allowed ---------------------------------------------------------


def test_throwing_before_anteing_is_refused_with_a_readable_message():
    state = new_state(names=("Crag", "Soily"))
    with pytest.raises(IllegalAction) as error:
        state.apply(kept(1, 2, 3))
    assert "Crag must ante first" in str(error.value)  # the pot is empty: there is nothing to fold
    assert "hand 1" in str(error.value)
    state.apply(Ante(0))
    state.apply(kept(2, 2, 5))
    with pytest.raises(IllegalAction) as error:
        state.apply(kept(1, 2, 3))
    assert "Soily must ante or fold first" in str(error.value)  # now a pot to give up


def test_anteing_twice_is_refused():
    state = new_state()
    state.apply(Ante())
    assert state.to_move == CHANCE
    with pytest.raises(IllegalAction, match="must throw the dice"):
        state.apply(Ante())


@pytest.mark.parametrize(
    "result, reason",
    [
        (ThrowResult.kept(1, 2), "3 dice were asked for, 2 came"),
        (ThrowResult.kept(1, 2, 7), "a d6 cannot show 7"),
        (ThrowResult((1, 2, 3), (Fate.KEPT, Fate.SWALLOWED, Fate.KEPT)), "nothing swallows dice in a bowl"),
    ],
)
def test_impossible_throws_are_refused(result, reason):
    state = new_state()
    state.apply(Ante())
    before = state.to_dict()
    with pytest.raises(IllegalAction, match=reason):
        state.apply(result)
    assert state.to_dict() == before


def test_negative_raise_and_foreign_moves_are_refused():
    state = new_state()
    with pytest.raises(IllegalAction, match="cannot be negative"):
        state.apply(Ante(-1))
    with pytest.raises(IllegalAction, match="not a Death's Will move"):
        state.apply("roll")


@pytest.mark.parametrize(
    "options, problem",
    [
        (Options(stakes="silly"), "unknown stakes"),
        (Options(names=("A", " ")), "every seat needs a name"),
        (Options(purses=(5, 200)), "at least one ante"),
        (Options(hands=0), "at least one hand"),
    ],
)
def test_bad_options_are_refused(options, problem):
    with pytest.raises(ValueError, match=problem):
        State.new(options)


# --- coins and saving -----------------------------------------------------------------


def test_purses_are_shown_in_the_largest_coins():
    assert format_coins(1234) == "2 pp 2 gp 3 sp 4 cp"
    assert format_coins(150) == "1 gp 1 ep"
    assert format_coins(0) == "0 cp"
    assert sum(c.copper * n for c, n in in_coins(987)) == 987
    assert [s.ante for s in STAKES.values()] == [1, 10, 100]


def test_replay_rebuilds_the_same_state():
    state = new_state(hands=2)
    turn(state, kept(1, 2, 5), raise_coins=1)
    turn(state, pissed(2, 2, 2))
    state.apply(Fold())
    again = replay(state.options, state.history)
    assert again.to_dict() == state.to_dict()
    assert State.from_dict(state.to_dict()).to_dict() == state.to_dict()


def test_the_summary_counts_notable_throws_and_the_biggest_pot():
    state = new_state(hands=3)
    turn(state, pissed(1, 2, 3))  # seat 0 pisses
    turn(state, kept(6, 4, 5))  # seat 1 weal: pot 20
    turn(state, kept(1, 1, 1))  # hand 2, seat 1 challenges: plague
    summary = state.summary()
    assert summary["notable"][0]["piss"] == 1 and summary["notable"][1] == {
        "favor": 0,
        "weal": 1,
        "plague": 1,
        "woe": 0,
        "piss": 0,
    }
    assert summary["biggest_pot"] == {"hand": 1, "winner": 1, "how": "weal", "pot": 20}
    assert summary["net"] == [state.purses[0] - 200, state.purses[1] - 200]
    assert sum(summary["net"]) == 0
