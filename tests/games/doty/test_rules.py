"""Every rule and ruling of Doty Dice, and the seed's worked examples."""

import json
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.dice import Fate, ThrowResult
from game.core.errors import IllegalAction
from game.core.moves import CHANCE
from game.games.doty.faces import EVERYONE_SCORES_POINTS, FACES, Hand, hand_of, value_of
from game.games.doty.rules import (
    CALLED_SHOT_COLUMNS,
    CALLED_SHOT_DECLARATIONS,
    CALLED_SHOT_POINTS,
    CALLED_SHOT_ROWS,
    PAIRS_DECLARATIONS,
    VARIANTS,
    Declare,
    Keep,
    Options,
    Reroll,
    State,
    called_shot_fitting_words,
    called_shot_points,
    called_shot_row_words,
    called_shot_rows,
    default_target,
    replay,
    set_round_points,
    triples_points,
)
from tests.thorough import examples

DD, TWO_CATS, SIGIL, CAT, THOROMYR, MANTICORE = range(1, 7)


def kept(*values):
    return ThrowResult.kept(*values)


def game(variant, players=2, **options):
    names = tuple(f"P{k}" for k in range(players))
    return State.new(Options(names=names, variant=variant, **options))


# --- the die -----------------------------------------------------------------


def test_the_faces_and_their_properties():
    table = {face.name: (face.cat, face.family, face.dd) for face in FACES}
    assert table == {
        "DD": (False, False, True),
        "Two Cats": (True, True, False),
        "Sigil": (False, True, False),
        "Cat": (True, True, False),
        "Thoromyr": (False, True, False),
        "Manticore": (True, False, False),
    }
    assert value_of("sigil") == SIGIL


# --- Called Shot: every cell --------------------------------------------------

EXPECTED_TABLE = {  # the rulings' table, row by row (n/a cells as 0)
    "triple": (6, 21, 9, 10, 7, 21, 7),
    "pair/all": (2, 0, 3, 1, 1, 5, 2),
    "pair/only": (2, 8, 2, 1, 1, 5, 0),
    "single/all": (0, 0, 1, 1, 25, 0, 1),
    "single/two": (0, 0, 0, 1, 0, 1, 0),
    "single/only": (0, 1, 0, 1, 0, 0, 0),
    "nothing": (0,) * 7,
}

# One declaration per column, and a throw for every cell that can happen:
# a declaration's throws in the order of the table's rows, "-" where the cell
# cannot happen. The faces by letter: D DD, W Two Cats, S Sigil, C Cat,
# T Thoromyr, M Manticore.
CELL_THROWS = {
    "triples": "SSS CCD - DCS - - -",
    "sigil": "SSS - SSD - - SDC DCC",
    "family": "CCC CCS CCD WST CSD CDM DDM",
    "cats": "MMM CCW CCD CWM CWD CDS DSS",
    "no_cats": "DDD DDS DDC DST DSC DCM CCM",
    "no_family": "DDD DDM DDC - DMC DCS CCS",
    "no_sigil": "DDD DDC DDS DCM DCS DSS SSS",
}
FACE_BY_LETTER = dict(zip("DWSCTM", (DD, TWO_CATS, SIGIL, CAT, THOROMYR, MANTICORE)))
CELL_EXAMPLES = {
    key: {
        row: None if throw == "-" else tuple(FACE_BY_LETTER[letter] for letter in throw)
        for row, throw in zip(EXPECTED_TABLE, throws.split(), strict=True)
    }
    for key, throws in CELL_THROWS.items()
}


def test_the_called_shot_table_is_the_rulings_table():
    for row in CALLED_SHOT_ROWS:
        assert tuple(CALLED_SHOT_POINTS[row][c] for c in CALLED_SHOT_COLUMNS) == EXPECTED_TABLE[row]


@pytest.mark.parametrize("key", sorted(CELL_EXAMPLES))
def test_every_possible_cell_by_example(key):
    declaration = CALLED_SHOT_DECLARATIONS[key]
    for row, throw in CELL_EXAMPLES[key].items():
        if throw is not None:
            assert called_shot_points(declaration, throw) == (row, CALLED_SHOT_POINTS[row][declaration.column])


@pytest.mark.parametrize("key", sorted(CALLED_SHOT_DECLARATIONS))
def test_rows_reached_by_every_declaration_are_exactly_the_possible_cells(key):
    declaration = CALLED_SHOT_DECLARATIONS[key]
    reached = {called_shot_points(declaration, t)[0] for t in product(range(1, 7), repeat=3)}
    examples = (
        CELL_EXAMPLES.get(key)
        or CELL_EXAMPLES[{"face": "sigil", "no_face": "no_sigil"}.get(declaration.column, declaration.column)]
    )
    assert reached == {row for row, throw in examples.items() if throw is not None}


@pytest.mark.parametrize("key", sorted(CALLED_SHOT_DECLARATIONS))
def test_the_rows_shown_are_the_possible_ones_each_in_its_own_plain_words(key):
    declaration = CALLED_SHOT_DECLARATIONS[key]
    rows = called_shot_rows(declaration)
    assert set(rows) == {called_shot_points(declaration, t)[0] for t in product(range(1, 7), repeat=3)}
    words = [called_shot_row_words(declaration, row) for row in rows]
    assert len(set(words)) == len(words) and not any("/" in said for said in words)


def test_called_shot_rows_name_their_faces():
    no_cats, sigil = CALLED_SHOT_DECLARATIONS["no_cats"], CALLED_SHOT_DECLARATIONS["sigil"]
    assert called_shot_row_words(no_cats, "single/all") == "DD, Sigil and Thoromyr"
    assert called_shot_fitting_words(no_cats) == "DD, Sigil, Thoromyr"
    assert called_shot_fitting_words(CALLED_SHOT_DECLARATIONS["no_sigil"]) == "all but Sigil"
    assert called_shot_fitting_words(CALLED_SHOT_DECLARATIONS["triples"]) == "any face"
    assert [called_shot_row_words(sigil, row) for row in called_shot_rows(sigil)] == [
        "Three Sigil",
        "A pair of Sigil",
        "One Sigil",
        "No Sigil",
    ]
    state = game("called_shot")
    state.apply(Declare("sigil"))
    state.apply(kept(SIGIL, DD, CAT))
    assert [e.text for e in state.log if e.kind == "throw"][-1].endswith("on Sigil: one Sigil, 1 point.")


def test_a_called_shot_turn_scores_and_passes():
    state = game("called_shot")
    state.apply(Declare("no_cats"))
    events = state.apply(kept(DD, SIGIL, THOROMYR))
    assert state.scores == [25, 0] and state.over
    assert "on No cats: DD, Sigil and Thoromyr, 25 points." in events[0].text
    assert events[-1].kind == "game_over"


# --- Pairs ----------------------------------------------------------------------


def test_a_fitting_pair_wins_and_the_declarer_declares_again():
    state = game("pairs")
    state.apply(Declare("cats"))
    state.apply(kept(MANTICORE, MANTICORE))
    assert state.scores == [15, 0] and state.turn == 0 and state.phase == "declare"


def test_a_pair_that_does_not_fit_loses_and_the_token_passes():
    state = game("pairs", players=3)
    state.apply(Declare("dd"))
    events = state.apply(kept(CAT, CAT))
    assert state.scores == [0, 0, 0] and state.declarer == 1 and state.turn == 1
    assert [e.kind for e in events] == ["lose", "token"]


@pytest.mark.parametrize(
    "key, points", [("cats", 15), ("no_cats", 15), ("family", 10), ("no_family", 20), ("dd", 50), ("no_dd", 5)]
)
def test_declaration_points(key, points):
    assert PAIRS_DECLARATIONS[key].points == points


def test_the_seeds_set_example_scores_12_24_and_48():
    """Set Sigil+DD; the round ends after twelve throws, the set throw included."""

    def play(declaration, final_pair):
        state = game("pairs", players=3)
        state.apply(Declare(declaration))
        state.apply(kept(SIGIL, DD))  # the set: throw 1 of the round
        for _ in range(11):  # throws 2..12 change nothing
            state.apply(kept(CAT, THOROMYR))
        assert state.set_count == 12
        thrower = state.turn
        state.apply(kept(final_pair, final_pair))
        return state.scores[thrower]

    assert play("cats", TWO_CATS) == 12
    assert play("cats", SIGIL) == 24
    assert play("no_cats", SIGIL) == 48
    assert play("family", SIGIL) == 48


def test_set_round_scoring_rules():
    no_cats = PAIRS_DECLARATIONS["no_cats"]
    assert set_round_points(1, (DD, SIGIL), no_cats, (CAT, CAT)) == 1  # first throw after the set
    assert set_round_points(5, (DD, SIGIL), no_cats, (SIGIL, DD)) == 10  # the set again: doubled
    assert set_round_points(5, (DD, MANTICORE), no_cats, (MANTICORE, MANTICORE)) == 10  # set face, no fit
    assert set_round_points(5, (DD, MANTICORE), no_cats, (DD, DD)) == 20  # set face that fits
    assert set_round_points(5, (DD, MANTICORE), no_cats, (CAT, SIGIL)) is None


def test_after_a_set_the_token_passes_from_the_last_declarer_whoever_won():
    state = game("pairs", players=3)
    state.apply(Declare("family"))
    state.apply(kept(DD, CAT))  # set; seat 1 throws next
    assert state.turn == 1 and state.phase == "set" and state.to_move == CHANCE
    state.apply(kept(SIGIL, THOROMYR))  # seat 1: nothing
    state.apply(kept(DD, CAT))  # seat 2 repeats the set: 2 throws before, doubled
    assert state.scores == [0, 0, 4]
    assert state.declarer == 1 and state.turn == 1 and state.phase == "declare"


def test_pairs_ends_when_a_player_reaches_100():
    state = game("pairs", target=None)
    for _ in range(2):
        state.apply(Declare("dd"))
        state.apply(kept(DD, DD))
    assert state.scores[0] == 100 and state.over and state.winner == 0


# --- Triples ----------------------------------------------------------------------


def test_triples_scores_pairs_and_triples_and_passes():
    assert (triples_points((CAT, CAT, DD)), triples_points((DD,) * 3), triples_points((DD, CAT, SIGIL))) == (2, 6, 0)
    state = game("triples")
    state.apply(kept(CAT, CAT, DD))
    assert state.scores == [2, 0] and state.turn == 1


def test_triples_ends_the_moment_a_player_reaches_25():
    state = game("triples", players=3)
    state.scores = [24, 0, 0]
    state.apply(kept(DD, CAT, SIGIL))  # nothing: 24
    assert not state.over
    state.apply(kept(CAT, CAT, DD))  # seat 1
    state.apply(kept(SIGIL, THOROMYR, DD))  # seat 2
    state.apply(kept(MANTICORE, MANTICORE, DD))  # seat 0: 26
    assert state.over and state.winner == 0 and state.scores == [26, 2, 0]


# --- five dice -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "values, hand",
    [
        ((DD, DD, CAT, SIGIL, THOROMYR), Hand.PAIR),
        ((DD, DD, CAT, CAT, SIGIL), Hand.TWO_PAIR),
        ((DD, DD, DD, CAT, SIGIL), Hand.THREE),
        ((DD, TWO_CATS, SIGIL, CAT, THOROMYR), Hand.RUN),
        ((DD, DD, DD, CAT, CAT), Hand.THREE_AND_PAIR),
        ((DD, DD, DD, DD, CAT), Hand.FOUR),
        ((DD,) * 5, Hand.FIVE),
    ],
)
def test_hands(values, hand):
    assert hand_of(values) == hand


def test_hand_ranks_in_the_rulings_order():
    assert [
        h.rank for h in (Hand.PAIR, Hand.TWO_PAIR, Hand.THREE, Hand.RUN, Hand.THREE_AND_PAIR, Hand.FOUR, Hand.FIVE)
    ] == list(range(7))


def test_quintuples_seed_example_five_players_score_0_0_2_3_3():
    state = game("quintuples", players=5)
    for throw in [
        (DD, DD, CAT, SIGIL, THOROMYR),
        (CAT, CAT, DD, SIGIL, MANTICORE),
        (DD, DD, CAT, CAT, SIGIL),
        (DD, DD, DD, CAT, SIGIL),
        (CAT, CAT, CAT, DD, SIGIL),
    ]:
        state.apply(kept(*throw))
    assert state.scores == [0, 0, 2, 3, 3]


@pytest.mark.parametrize("players, target", [(2, 5), (3, 10), (4, 15), (5, 20), (6, 25)])
def test_quintuples_targets_by_player_count(players, target):
    assert default_target("quintuples", players) == target == game("quintuples", players).options.goal


def test_quintuples_tied_leaders_play_on_among_themselves():
    state = game("quintuples", players=3, target=1)
    state.apply(kept(DD, DD, DD, CAT, SIGIL))  # three
    state.apply(kept(CAT, CAT, CAT, DD, SIGIL))  # three
    state.apply(kept(DD, DD, CAT, SIGIL, THOROMYR))  # pair
    assert state.scores == [1, 1, 0] and not state.over
    assert state.round_players == [0, 1] and state.turn == 0
    state.apply(kept(DD, DD, DD, DD, CAT))  # four
    state.apply(kept(DD, DD, CAT, SIGIL, THOROMYR))  # pair
    assert state.over and state.winner == 0 and state.scores == [2, 1, 0]


def test_everyone_scores_table_including_600():
    hands = (Hand.PAIR, Hand.TWO_PAIR, Hand.THREE, Hand.RUN, Hand.THREE_AND_PAIR, Hand.FOUR, Hand.FIVE)
    assert dict(zip(hands, (1, 2, 3, 5, 12, 24, 600), strict=True)) == EVERYONE_SCORES_POINTS
    state = game("everyone_scores")
    state.apply(kept(*(SIGIL,) * 5))
    state.apply(kept(DD, DD, CAT, SIGIL, THOROMYR))
    assert state.scores == [600, 1] and state.over and state.winner == 0


def test_everyone_scores_short_game_is_20():
    assert game("everyone_scores", short=True).options.goal == 20
    assert game("everyone_scores").options.goal == 100


def test_a_reroll_must_strictly_improve_or_it_scores_nothing():
    state = game("everyone_scores", reroll=True)
    state.apply(kept(DD, DD, CAT, SIGIL, THOROMYR))  # a pair
    assert state.phase == "reroll" and state.to_move == 0
    state.apply(Reroll((2, 3)))
    assert state.throw_request().count == 2
    events = state.apply(kept(MANTICORE, TWO_CATS))  # still a pair
    assert state.scores == [0, 0] and any(e.kind == "no_improvement" for e in events)
    state.apply(kept(CAT, CAT, DD, SIGIL, THOROMYR))  # seat 1: a pair
    state.apply(Reroll((2, 3, 4)))
    state.apply(kept(CAT, CAT, CAT))  # four of a kind
    assert state.dice == [CAT, CAT, CAT, CAT, CAT][:2] + [CAT, CAT, CAT] and state.scores == [0, 600]


def test_keep_scores_the_hand_as_thrown():
    state = game("everyone_scores", reroll=True)
    state.apply(kept(DD, DD, DD, CAT, CAT))
    state.apply(Keep())
    assert state.scores == [12, 0] and state.turn == 1


def test_everyone_scores_ties_at_the_end_of_a_round_play_on():
    state = game("everyone_scores", players=3, target=3)
    state.apply(kept(DD, DD, DD, CAT, SIGIL))  # 3
    state.apply(kept(CAT, CAT, CAT, DD, SIGIL))  # 3
    state.apply(kept(DD, DD, CAT, SIGIL, THOROMYR))  # 1
    assert not state.over and state.round_players == [0, 1]
    state.apply(kept(DD, DD, CAT, CAT, SIGIL))  # 2
    state.apply(kept(DD, DD, CAT, SIGIL, THOROMYR))  # 1
    assert state.over and state.winner == 0


# --- refusals, saving -----------------------------------------------------------------


@pytest.mark.parametrize(
    "variant, action, reason",
    [
        ("pairs", Declare("triples"), "not a declaration in Pairs"),
        ("pairs", kept(DD, DD), "must declare first"),
        ("triples", Declare("cats"), "must throw the dice now"),
        ("everyone_scores", Keep(), "must throw the dice now"),
        ("called_shot", Reroll((0,)), "nothing to re-roll"),
    ],
)
def test_illegal_moves_are_refused_and_change_nothing(variant, action, reason):
    state = game(variant)
    before = state.to_dict()
    with pytest.raises(IllegalAction, match=reason):
        state.apply(action)
    assert state.to_dict() == before


def test_rerolls_must_name_real_dice():
    state = game("everyone_scores", reroll=True)
    state.apply(kept(DD, DD, CAT, SIGIL, THOROMYR))
    for bad, reason in (
        (Reroll(()), "at least one die"),
        (Reroll((5,)), "numbered 1 to 5"),
        (Reroll((1, 1)), "each picked once"),
    ):
        with pytest.raises(IllegalAction, match=reason):
            state.apply(bad)
    state.apply(Reroll((0,)))
    with pytest.raises(IllegalAction, match="cannot leave a bowl"):
        state.apply(ThrowResult((DD,), (Fate.OUT,)))


@pytest.mark.parametrize(
    "options, problem",
    [
        (Options(variant="poker"), "unknown way to play"),
        (Options(names=("solo",)), "2 to 6"),
        (Options(names=("a", "")), "needs a name"),
        (Options(target=0), "1 to 200 points, not 0"),
        (Options(target=10**6), "1 to 200 points, not 1000000"),
        (Options(target="x"), "a whole number of points"),
        (Options(target=2.5), "a whole number of points, not 2.5"),
    ],
)
def test_bad_options_are_refused(options, problem):
    with pytest.raises(ValueError, match=problem):
        State.new(options)


def play_randomly(state, data, moves=300):
    for _ in range(moves):
        if state.over:
            break
        request = state.throw_request()
        if request is not None:
            values = data.draw(st.tuples(*[st.integers(1, 6)] * request.count))
            before = list(state.dice)
            state.apply(ThrowResult.kept(*values))
            if state.variant in ("quintuples", "everyone_scores"):
                assert len(state.dice) == 5, "dice are never created or lost"
            elif request.count != len(before) or state.phase != "rethrow":
                assert len(state.dice) == request.count
        else:
            state.apply(data.draw(st.sampled_from(state.legal_actions())))


@settings(max_examples=examples(120), deadline=None)
@given(variant=st.sampled_from(VARIANTS), players=st.integers(2, 6), reroll=st.booleans(), data=st.data())
def test_random_games_never_crash_scores_never_fall_and_states_round_trip(variant, players, reroll, data):
    state = game(variant, players, reroll=reroll, target=data.draw(st.sampled_from([None, 10, 30])))
    scores = list(state.scores)
    for _ in range(6):
        play_randomly(state, data, moves=50)
        assert all(new >= old for new, old in zip(state.scores, scores))
        scores = list(state.scores)
        again = State.from_dict(json.loads(json.dumps(state.to_dict())))
        assert again.to_dict() == state.to_dict()
    assert replay(state.options, state.history).to_dict() == state.to_dict()
    if state.over:
        assert state.scores[state.winner] == max(state.scores) >= state.options.goal


def test_one_point_is_said_in_the_singular():
    from game.games.doty.rules import points_said

    assert (points_said(1), points_said(0), points_said(25)) == ("1 point", "0 points", "25 points")
    state = State.new(Options(names=("A", "B"), variant="everyone_scores"))
    events = state.apply(ThrowResult.kept(1, 1, 2, 3, 4))  # a pair: 1 point
    assert any(e.text.endswith("pair: 1 point.") for e in events)
