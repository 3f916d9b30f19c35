"""Spots: every rule of the seed and the rulings, move by move."""

import pytest

from game.core.errors import IllegalAction
from game.games.spots import moves
from game.games.spots.dogs import DOGS
from game.games.spots.rules import Options, State, deal_tiles
from game.games.spots.tricks import SETS, TRICK_BY_KEY, TRICKS
from tests.games.spots.helpers import give_dogs, kept, play, set_yard, started, with_trick

# --- the components ---


def test_the_deck_has_forty_dogs_with_every_number_about_equally_common():
    counts = {v: sum(v in dog.spaces for dog in DOGS) for v in range(1, 7)}
    assert len(DOGS) == 40 and max(counts.values()) - min(counts.values()) <= 2
    assert all(len(set(dog.spaces)) == len(dog.spaces) and 1 <= len(dog.spaces) <= 4 for dog in DOGS)
    assert {len(d.spaces): d.paws for d in DOGS} == {1: 0, 2: 0, 3: 1, 4: 2}


def test_there_are_22_tricks_in_five_colours_and_every_set_has_one_of_each_colour_beside_the_red_two():
    assert len(TRICKS) == 22
    for key, tricks in SETS.items():
        tiles = deal_tiles(Options(trick_set=key))
        assert [stack[0] for stack in tiles] == ["howl", "roll_over", *tricks]
        assert [TRICK_BY_KEY[t].colour for t in tricks] == ["yellow", "purple", "blue", "green"]
    random_set = [stack[0] for stack in deal_tiles(Options(trick_set="random", deal=9))]
    assert [TRICK_BY_KEY[t].colour for t in random_set] == ["red", "red", "yellow", "purple", "blue", "green"]


# --- setup ---


def test_each_player_buries_one_die_and_the_highest_starts():
    state = State.new(Options(names=("Ada", "Brannoc", "Cora"), dice=18))
    assert state.pile == 15 and state.treats == [1, 1, 1] and [len(p) for p in state.packs] == [2, 2, 2]
    play(state, kept(3), kept(5), kept(4))
    assert state.yards == [[3], [5], [4]] and state.turn == 1 and state.phase == "choose"


def test_a_tie_for_the_highest_buried_die_rolls_again_among_the_tied_only():
    state = State.new(Options(names=("Ada", "Brannoc", "Cora"), dice=18))
    events = play(state, kept(6), kept(5), kept(6))
    assert "tie" in events[-1].text and state.setup_rollers == [0, 2]
    play(state, kept(2), kept(3))
    assert state.turn == 2 and state.yards == [[2], [5], [3]]  # Brannoc's 5 does not join the reroll
    assert state.dice_on_table() == 18


# --- rolling, placing, burying ---


def test_the_seeds_run_example_three_four_six_then_a_two():
    state = started()
    give_dogs(state, 0, "sprocket", "waffles")  # spaces 2 3, and 1 4
    play(state, moves.DoTrick("run"), kept(3, 4, 6))
    assert state.hand == [3, 4, 6]
    play(state, moves.Accept(), moves.Place(0, 0), moves.Place(0, 1), moves.Bury(0))  # the 6 fits nowhere: buried
    assert state.yards[0] == [6] and state.phase == "may"
    play(state, moves.Go(), kept(2), moves.Place(0, 0))  # the optional, repeatable step
    assert state.packs[0][0]["dice"] == [3, 2] and state.phase == "may"
    play(state, moves.Stop())
    assert state.turn == 1


def test_a_die_goes_only_on_a_matching_empty_space_of_an_unscored_dog_and_a_refusal_changes_nothing():
    state = started()
    give_dogs(state, 0, "sprocket", "waffles", "mustard", dice={"sprocket": [3]}, scored=("mustard",))
    play(state, moves.DoTrick("walk"), kept(3, 4), moves.Accept())
    before = state.to_dict()
    for action, reason in (
        (moves.Place(0, 0), "Sprocket has no empty space for a 3"),
        (moves.Place(0, 1), "Waffles has no empty space for a 3"),
        (moves.Place(1, 2), "Mustard is scored and takes no more dice"),
        (moves.Place(5, 0), "dice 1 to 2"),
    ):
        with pytest.raises(IllegalAction, match=reason) as refused:
            state.apply(action)
        assert str(action) in str(refused.value)
        assert state.to_dict() == before


def test_burying_more_than_seven_spots_busts_clearing_dogs_and_yard_and_ending_the_turn():
    state = started()
    give_dogs(state, 0, "sprocket", "waffles", dice={"sprocket": [2], "waffles": [1]})
    set_yard(state, 0, 5)
    play(state, moves.DoTrick("walk"), kept(3, 6), moves.Accept())
    events = play(state, moves.Bury(0))
    assert [e.kind for e in events][-2:] == ["bust", "turn"]
    assert state.yards[0] == [] and all(card["dice"] == [] for card in state.packs[0])
    assert state.turn == 1 and state.pile == 18 - 0 and state.dice_on_table() == 18


def test_exactly_seven_buried_spots_is_safe():
    state = started()
    set_yard(state, 0, 4)
    play(state, moves.DoTrick("walk"), kept(3, 1), moves.Accept(), moves.Bury(0))
    assert state.yard_total(0) == 7 and state.turn == 0


def test_a_treat_rerolls_the_whole_last_roll_and_only_before_any_die_is_used():
    state = started()
    give_dogs(state, 0, "sprocket", "waffles")
    state.treats[0] = 2
    play(state, moves.DoTrick("walk"), kept(6, 6))
    with pytest.raises(IllegalAction, match="only Track"):
        state.apply(moves.Reroll((0,)))
    play(state, moves.Reroll())
    assert state.treats[0] == 1 and state.throw_request().count == 2
    play(state, kept(2, 6), moves.Place(0, 0))
    with pytest.raises(IllegalAction, match="before any die is kept, placed or buried"):
        state.apply(moves.Reroll())


def test_without_treats_the_roll_is_kept_at_once():
    state = started()
    state.treats[0] = 0
    play(state, moves.DoTrick("walk"), kept(2, 3))
    assert not state.fresh and moves.Reroll() not in state.legal_actions()


def test_track_may_reroll_only_some_dice():
    state = started()
    with_trick(state, "track")
    give_dogs(state, 0, "sprocket", "waffles")
    play(state, moves.DoTrick("track"), kept(6, 2, 6), moves.Reroll((0, 2)))
    assert state.throw_request().count == 2
    play(state, kept(1, 3))
    assert state.hand == [1, 2, 3]


def test_walk_may_roll_one_more_die_once():
    state = started()
    play(state, moves.DoTrick("walk"), kept(1, 2), moves.Accept(), moves.Bury(0), moves.Bury(0))
    assert state.phase == "may"
    play(state, moves.Go(), kept(1), moves.Accept(), moves.Bury(0))
    assert state.turn == 1  # not repeatable: the trick is done


def test_chase_rolls_one_die_more_than_last_time_each_time():
    state = started()
    with_trick(state, "chase")
    give_dogs(state, 0, "fidget", "crumpet")
    state.treats[0] = 0
    play(state, moves.DoTrick("chase"), kept(1), moves.Place(0, 0), moves.Go())
    assert state.throw_request().count == 2
    play(state, kept(2, 3), moves.Place(0, 0), moves.Place(0, 0), moves.Go())
    assert state.throw_request().count == 3


def test_bolt_sets_aside_three_dice_and_one_per_paw_and_rolls_them_one_at_a_time():
    state = started()
    with_trick(state, "bolt")
    give_dogs(state, 0, "fidget", "kipper")  # 2 + 1 paw prints
    state.treats[0] = 0
    pile = state.pile
    play(state, moves.DoTrick("bolt"))
    assert state.aside == 5 and state.throw_request().count == 1 and state.pile == pile - 6
    play(state, kept(1), moves.Place(0, 0))
    assert state.phase == "may"  # may stop after any die
    play(state, moves.Go(), kept(2), moves.Place(0, 0), moves.Stop())
    assert state.aside == 0 and state.pile == pile - 2 and state.turn == 1


def test_howl_draws_a_dog_only_while_the_pack_holds_fewer_than_six_cards():
    state = started()
    play(state, moves.DoTrick("howl"))
    assert len(state.packs[0]) == 3
    state = started()
    give_dogs(state, 0, "biscuit", "pip", "button", "pepper", "noodle", "waffles")
    deck = list(state.deck)
    play(state, moves.DoTrick("howl"))
    assert len(state.packs[0]) == 6 and state.deck == deck and state.throw_request().count == 1


def test_roll_over_rolls_the_buried_dice_then_may_roll_one():
    state = started()
    set_yard(state, 0, 6, 1)
    play(state, moves.DoTrick("roll_over"))
    assert state.yards[0] == [] and state.throw_request().count == 2
    state.treats[0] = 0
    play(state, kept(1, 1), moves.Bury(0), moves.Bury(0))
    assert state.phase == "may"


def test_roll_over_with_an_empty_yard_skips_to_its_second_step():
    state = started()
    play(state, moves.DoTrick("roll_over"))
    assert state.phase == "may"


@pytest.mark.parametrize(
    "trick, dogs, treats, gained",
    [
        ("beg", ("kipper", "crumpet"), 1, 1 + 3),  # 1 and 1 per paw print (1 + 2)
        ("beg", ("kipper", "crumpet", "pepper"), 1, 1 + 3),
        ("chew", ("pepper", "noodle"), 3, 3 + 1),  # doubled, then 1
        ("gobble", ("pepper", "noodle"), 1, 7 - 6),  # 7, less the highest empty space (6)
        ("gobble", ("biscuit",), 1, 7 - 4),
    ],
)
def test_the_green_tricks_give_treats(trick, dogs, treats, gained):
    state = started()
    with_trick(state, trick, place=5)
    give_dogs(state, 0, *dogs)
    state.treats[0] = treats
    state.supply_out = sum(state.treats)
    play(state, moves.DoTrick(trick))
    assert state.treats[0] == treats + gained and state.turn == 1
    assert state.treats_out() == state.supply_out


def test_paw_prints_count_only_on_unscored_dogs():
    state = started()
    give_dogs(state, 0, "kipper", "crumpet", scored=("crumpet",))
    assert state.paws(0) == 1


def test_stay_takes_a_treat_for_each_facedown_trick_other_than_stay():
    state = started()
    with_trick(state, "stay", place=5)
    for place in (2, 3):
        state.tiles[place]["faceup"] = False
    play(state, moves.DoTrick("stay"))
    assert state.treats[0] == 1 + 2


def test_play_dead_pays_the_spots_of_a_die_buried_safely_and_nothing_for_a_bust():
    state = started()
    with_trick(state, "play_dead", place=5)
    state.treats[0] = 0
    play(state, moves.DoTrick("play_dead"), kept(5), moves.Bury(0))
    assert state.treats[0] == 5 and state.turn == 1
    state = started()
    with_trick(state, "play_dead", place=5)
    state.treats[0] = 0
    set_yard(state, 0, 4)
    play(state, moves.DoTrick("play_dead"), kept(5), moves.Bury(0))
    assert state.treats[0] == 0 and state.yards[0] == []


def test_fetch_keeps_every_die_of_the_chosen_number_and_puts_the_rest_back():
    state = started()
    give_dogs(state, 0, "pepper", "noodle")
    pile = state.pile
    play(state, moves.DoTrick("fetch"), kept(1, 1, 1, 2, 3, 4, 5, 6), moves.Choose(1))
    assert state.hand == [1, 1, 1] and state.pile == pile - 3


def trick_with_no_treats(key: str) -> State:
    """Ada's turn, the trick faceup on tile place 4 and no treat to spend:
    its roll stands as it falls (no re-roll is offered)."""
    state = started()
    with_trick(state, key, place=4)
    state.treats[0] = 0
    return state


def refused_then_made(state: State, refused, reason: str, made) -> None:
    """A trick's choice of dice: ``refused`` is refused, saying ``reason``; ``made`` is made."""
    with pytest.raises(IllegalAction, match=reason):
        state.apply(refused)
    play(state, made)


def test_guard_names_a_number_first_and_dice_above_it_go_back():
    state = trick_with_no_treats("guard")
    give_dogs(state, 0, "sprocket", "waffles")
    play(state, moves.DoTrick("guard"))
    assert state.phase == "name"
    play(state, moves.Choose(3), kept(1, 3, 5, 6))
    assert state.hand == [1, 3] and state.hand_out == [] and state.dice_on_table() == 18


def test_hunt_rolls_two_and_one_per_paw_and_keeps_any_two():
    state = trick_with_no_treats("hunt")
    give_dogs(state, 0, "kipper", "pepper")
    play(state, moves.DoTrick("hunt"))
    assert state.throw_request().count == 3
    play(state, kept(2, 5, 6))
    refused_then_made(state, moves.Keep((0,)), "exactly 2", moves.Keep((0, 1)))
    assert state.hand == [2, 5]


def test_scavenge_may_put_back_only_dice_lower_than_the_yard_total():
    state = trick_with_no_treats("scavenge")
    set_yard(state, 0, 3)
    play(state, moves.DoTrick("scavenge"), kept(1, 2, 4, 6))
    refused_then_made(state, moves.Discard((2,)), "lower than the yard's total", moves.Discard((0, 1)))
    assert state.hand == [4, 6]


def test_search_keeps_a_set_totalling_eight_or_puts_every_die_back():
    state = trick_with_no_treats("search")
    play(state, moves.DoTrick("search"), kept(1, 2, 5, 6, 6, 6, 6))
    refused_then_made(state, moves.Keep((0, 1)), "exactly 8", moves.Keep((0, 1, 2)))
    assert state.hand == [1, 2, 5]
    state = trick_with_no_treats("search")
    events = play(state, moves.DoTrick("search"), kept(6, 6, 6, 6, 6, 6, 6))
    assert "no_eight" in [e.kind for e in events] and state.turn == 1 and state.dice_on_table() == 18


def test_trot_moves_a_die_to_another_empty_space_turning_it_then_rolls_two():
    state = started()
    with_trick(state, "trot")
    give_dogs(state, 0, "sprocket", "waffles", dice={"sprocket": [3]})
    play(state, moves.DoTrick("trot"), moves.Move(0, 3, 1, 4))
    assert state.packs[0][0]["dice"] == [] and state.packs[0][1]["dice"] == [4]
    assert state.throw_request().count == 2


def test_dig_once_per_paw_print_can_bust_another_player():
    state = started()
    with_trick(state, "dig")
    give_dogs(state, 0, "kipper", "crumpet")  # 3 paw prints
    give_dogs(state, 1, "pepper", "noodle", dice={"pepper": [2]})
    set_yard(state, 1, 4, 2)
    set_yard(state, 0, 1)
    play(state, moves.DoTrick("dig"), moves.Dig(1, 2, up=True))
    assert state.yards[1] == [4, 3]
    events = play(state, moves.Dig(1, 4, up=True))
    assert "bust" in [e.kind for e in events]
    assert state.yards[1] == [] and state.packs[1][0]["dice"] == [] and state.turn == 0
    assert state.digs_left == 1 and state.phase == "dig"  # the third dig, or stop
    play(state, moves.Stop())
    assert state.throw_request().count == 2 and state.dice_on_table() == 18


def test_dig_lowering_a_one_puts_it_back_and_a_six_cannot_be_raised():
    state = started()
    with_trick(state, "dig")
    give_dogs(state, 0, "kipper")
    set_yard(state, 0, 1, 6)
    with pytest.raises(IllegalAction, match="cannot be raised"):
        play(state, moves.DoTrick("dig"), moves.Dig(0, 6, up=True))
    play(state, moves.Dig(0, 1, up=False))
    assert state.yards[0] == [6] and state.dice_on_table() == 18


def test_retrieve_sets_a_die_to_a_number_on_the_top_dog_of_the_deck():
    state = started()
    with_trick(state, "retrieve")
    state.deck[0] = "pepper"  # 2 and 4
    play(state, moves.DoTrick("retrieve"))
    with pytest.raises(IllegalAction, match="shows 2, 4"):
        state.apply(moves.Choose(5))
    play(state, moves.Choose(4))
    assert state.hand == [4] and not state.fresh


def test_dogpile_rolls_two_from_the_pile_and_one_of_your_own():
    state = started()
    with_trick(state, "dogpile", place=3)
    set_yard(state, 0, 6)
    play(state, moves.DoTrick("dogpile"))
    assert state.phase == "take"
    play(state, moves.TakeDie(-1, 6))
    assert state.yards[0] == [] and state.throw_request().count == 3


# Four dogs with 15 dice on them: of the 18 on the table, 3 are left for the pile and the yards.
FULL_PACK = {"fidget": [1, 2, 3, 4], "crumpet": [2, 4, 5, 6], "doodle": [1, 3, 5, 6], "ember": [3, 4, 5]}


def test_dogpile_needs_dice_in_the_pile_its_own_die_only_comes_along():
    state = started()
    with_trick(state, "dogpile", place=3)
    give_dogs(state, 0, *FULL_PACK, dice=FULL_PACK)
    set_yard(state, 0, 1, 1, 1)
    assert state.pile == 0
    events = play(state, moves.DoTrick("dogpile"))
    assert state.turn == 1 and not {"take", "roll"} & {e.kind for e in events}


def test_an_events_dice_stay_as_they_were_rolled():
    state = started()
    give_dogs(state, 0, "sprocket", "waffles")
    state.treats[0] = 0
    events = play(state, moves.DoTrick("walk"), kept(3, 4), moves.Place(0, 0))
    assert [e.data["values"] for e in events if e.kind == "roll"] == [[3, 4]]


def test_sprint_rolls_a_die_for_each_dog_with_an_empty_space():
    state = started()
    with_trick(state, "sprint", place=3)
    give_dogs(state, 0, "biscuit", "pepper", "noodle", dice={"biscuit": [4]})
    play(state, moves.DoTrick("sprint"))
    assert state.throw_request().count == 2


# --- scoring and winning ---


def test_slow_scoring_needs_a_complete_dog_scores_them_all_and_draws_new_ones():
    state = started()
    with pytest.raises(IllegalAction, match="at least one dog with every space filled"):
        state.apply(moves.ScoreDogs())
    give_dogs(state, 0, "biscuit", "pepper", "noodle", dice={"biscuit": [4], "pepper": [2, 4], "noodle": [2]})
    play(state, moves.ScoreDogs())
    assert [c["scored"] for c in state.packs[0]] == [True, True, False, False, False]
    assert state.packs[0][2]["dice"] == [2] and state.turn == 1 and state.dice_on_table() == 18


def test_the_six_card_limit_five_cards_score_two_draw_one():
    state = started()
    give_dogs(state, 0, "biscuit", "pip", "pepper", "noodle", "waffles", dice={"biscuit": [4], "pip": [6]})
    play(state, moves.ScoreDogs())
    assert len(state.packs[0]) == 6


def test_fast_scoring_when_every_unscored_dog_fills_and_the_trick_goes_on():
    state = started()
    give_dogs(state, 0, "biscuit", "pepper", dice={"pepper": [2]})
    state.treats[0] = 0
    events = play(state, moves.DoTrick("walk"), kept(4, 4), moves.Place(0, 0), moves.Place(0, 1))
    assert "fast_score" in [e.kind for e in events]
    assert state.scored_count(0) == 2 and len(state.packs[0]) == 4 and state.phase == "may"


def test_six_scored_dogs_win_at_once():
    state = started()
    give_dogs(
        state,
        0,
        "biscuit",
        "pip",
        "button",
        "pepper",
        "noodle",
        "waffles",
        dice={"waffles": [1, 4]},
        scored=("biscuit", "pip", "button", "pepper", "noodle"),
    )
    events = play(state, moves.ScoreDogs())
    assert state.over and state.winner == 0 and events[-1].kind == "game_over"
    with pytest.raises(IllegalAction, match="over"):
        state.apply(moves.DoTrick("walk"))


# --- the tiles ---


def test_a_turn_starting_with_one_faceup_tile_puts_a_treat_on_it_and_its_taker_takes_it():
    state = started()
    state.turn = 1
    for place in range(1, 6):
        state.tiles[place]["faceup"] = False
    state._end_turn([])  # Brannoc's turn ends; Ada begins with one tile faceup
    assert state.tiles[0]["treats"] == 1 and len(state.faceup()) == 6
    play(state, moves.DoTrick("howl"))
    assert state.treats[0] == 2 and state.treats_out() == state.supply_out


def test_off_leash_stacks_put_the_used_tile_under_its_stack_at_the_reset():
    state = started(trick_set="off_leash", deal=4)
    purple = list(state.tiles[3]["stack"])
    assert len(purple) == 5 and len({TRICK_BY_KEY[k].colour for k in purple}) == 1
    state.tiles[3]["faceup"] = False
    for place in (0, 1, 2, 4):
        state.tiles[place]["faceup"] = False
    state._begin_turn([])
    assert state.tiles[3]["stack"] == purple[1:] + purple[:1] and state.top(3) == purple[1]


# --- running out of dice ---


def test_a_short_pile_gives_what_it_has_and_an_empty_one_busts_everybody():
    state = started()
    give_dogs(state, 1, *FULL_PACK, dice=FULL_PACK)
    assert state.pile == 3
    play(state, moves.DoTrick("fetch"))
    assert state.throw_request().count == 3
    state = started()
    set_yard(state, 1, 3)
    give_dogs(state, 0, "pepper", "noodle", dice={"pepper": [2]})
    spare = state.pile
    state.pile = 0
    state._begin_turn(events := [])
    assert "no_dice" in [e.kind for e in events]
    assert state.yards == [[], []] and state.packs[0][0]["dice"] == [] and state.pile == 2 and spare


# --- solo against d0g ---


def solo(treats: int = 1) -> State:
    state = started(solo=True, d0g_treats=treats)
    state.treats[1] = treats
    return state


def test_solo_the_player_starts_and_d0g_rolls_for_a_tile():
    state = solo()
    assert state.turn == 0 and state.names == ("Ada", "d0g")
    play(state, moves.DoTrick("beg"))
    assert state.phase == "d0g" and state.throw_request().count == 1


def test_d0g_turns_a_faceup_tile_and_takes_its_treats():
    state = solo(treats=0)
    state.tiles[3]["treats"] = 1
    play(state, moves.DoTrick("beg"), kept(4))  # d0g's 4: the fourth tile, Run
    assert state.tiles[3]["faceup"] is False and state.treats[1] == 1 and state.turn == 0


def test_d0g_scores_the_top_dog_when_its_tile_is_facedown():
    state = solo(treats=0)
    top = state.deck[0]
    play(state, moves.DoTrick("beg"), kept(6))  # Beg is the sixth tile, just turned facedown
    assert state.d0g_dogs == [top]


def test_d0g_gives_back_two_treats_to_score_a_dog():
    state = solo(treats=1)
    state.tiles[3]["treats"] = 1
    state.supply_out += 1
    play(state, moves.DoTrick("beg"), kept(4))
    assert state.treats[1] == 0 and len(state.d0g_dogs) == 1 and state.treats_out() == state.supply_out


def test_d0g_resets_the_tiles_when_its_turn_starts_with_one_faceup():
    state = solo(treats=0)
    for place in range(1, 5):
        state.tiles[place]["faceup"] = False
    play(state, moves.DoTrick("beg"))
    assert len(state.faceup()) == 6 and state.tiles[0]["treats"] == 1


def test_d0g_wins_with_six_dogs():
    state = solo(treats=0)
    state.d0g_dogs = [dog.key for dog in DOGS[30:35]]
    play(state, moves.DoTrick("beg"), kept(6))
    assert state.over and state.winner == 1


def test_options_that_cannot_be_played_are_refused_in_words():
    for options, reason in (
        (Options(names=("A",)), "2 to 4"),
        (Options(names=("A", "B"), solo=True), "one player"),
        (Options(trick_set="zoo"), "unknown trick set"),
        (Options(dice=3), "8 to 60"),
        (Options(dice=61), "8 to 60"),
    ):
        with pytest.raises(ValueError, match=reason):
            State.new(options)
