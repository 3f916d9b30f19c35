"""Moves written once (game/core/move_forms.py), in every game: a move's
saved form reads back as the very move, a damaged form is refused with one
line naming the move, a move built with a field of the wrong type is never
played, and a played game's history is its replay's."""

import copy
import dataclasses
import functools
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.dice import DiceSource, Fate, ThrowResult
from game.core.errors import IllegalAction, MoveFormError
from game.registry import PLAYABLE
from tests.thorough import examples

GAMES = {game.key: game for game in PLAYABLE}
KEYS = sorted(GAMES)


def rules_of(key):
    return GAMES[key].play.rules


def played(key: str, seed: int, limit: int = 400):
    """A game played at random (half the moves the computer player's, so it
    gets on), with the states met before each move: (state, move) pairs."""
    game = GAMES[key]
    rng = random.Random(seed)
    state = game.play.rules.State.new(game.commands.random_options(rng))
    dice = DiceSource(seed)
    met = []
    while not state.over and len(met) < limit:
        request = state.throw_request()
        if request is not None:
            move = ThrowResult.kept(*dice.values(request))
        elif rng.random() < 0.5:
            move = rng.choice(state.legal_actions())
        else:
            move = game.play.choose_action(state, state.to_move, "easy", rng)
        met.append((copy.deepcopy(state), move))
        state.apply(move)
    return state, met


@functools.cache
def met_early(key: str, seed: int) -> list:
    """The first moves of a random game, and the states they were made in
    (shared by the generated examples: only read)."""
    return played(key, seed, limit=60)[1]


def same_move(read, move) -> bool:
    """Equal, and of the same types all through (0 == False, but not here)."""
    return read == move and repr(read) == repr(move)


# --- round trips -------------------------------------------------------------


@pytest.mark.parametrize("key", KEYS)
def test_every_legal_move_met_in_random_play_reads_back_as_itself(key):
    rules = rules_of(key)
    seen = 0
    for seed in range(1, 5):  # Death's Will's games are short, Spots' long
        _, met = played(key, seed, limit=150)
        for state, move in met:
            for legal in [move, *state.legal_actions()]:
                form = json.loads(json.dumps(state.move_to_dict(legal)))
                assert same_move(rules.action_from_dict(form), legal), form
                seen += 1
    assert seen > 60


def test_the_forms_are_those_the_games_have_always_saved():
    """Saves and replays already written still load: the tags and the order
    of the fields are the ones the games wrote by hand."""
    forms = {key: rules_of(key).MOVES for key in KEYS}
    dw = rules_of("deaths_will")
    assert forms["deaths_will"].to_dict(dw.Ante(2)) == {"ante": 2}
    assert forms["deaths_will"].to_dict(dw.Fold()) == {"fold": True}
    doty = rules_of("doty")
    assert forms["doty"].to_dict(doty.Reroll((0, 2))) == {"reroll": [0, 2]}
    assert forms["doty"].to_dict(doty.Declare("cats")) == {"declare": "cats"}
    spottle = rules_of("spottle")
    assert forms["spottle"].to_dict(spottle.SitOut()) == {"sit_out": True}
    assert forms["spottle"].to_dict(spottle.Offer("ring")) == {"offer": "ring"}
    spots = rules_of("spots").moves  # Spots keeps its moves in a module of their own
    assert forms["spots"].to_dict(spots.Dig(1, 3, False)) == {"dig": [1, 3, False]}
    assert forms["spots"].to_dict(spots.Move(0, 3, 1, 4)) == {"move": [0, 3, 1, 4]}
    assert forms["spots"].to_dict(spots.TakeDie(-1, 5)) == {"take": [-1, 5]}
    assert forms["spots"].to_dict(spots.ScoreDogs()) == {"score": True}
    spelldice = rules_of("spelldice")
    pick = spelldice.Pick((spelldice.Hand("shot", "red", 1), spelldice.Hand()))
    assert forms["spelldice"].to_dict(pick) == {"pick": [["shot", "red", 1], ["empty", None, None]]}
    throw = ThrowResult((3, 5), (Fate.KEPT, Fate.SWALLOWED), ((1, 0),))
    form = {"throw": {"values": [3, 5], "fates": ["kept", "swallowed"], "taken_later": [[1, 0]]}}
    assert forms["spottle"].to_dict(throw) == form and forms["spottle"].from_dict(form) == throw


# --- damaged forms -------------------------------------------------------------

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 99) | st.floats(allow_nan=False) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)


def wrong_for(value):
    """Values of another type than this one (bool is not int, int is not bool)."""
    if isinstance(value, bool):
        return st.sampled_from([int(value), "yes", None, [value]])
    if isinstance(value, int):
        return st.sampled_from([value == 1, float(value), str(value), None, [value]])
    if isinstance(value, str):
        return st.sampled_from([1, True, None, [value]])
    if isinstance(value, list):
        return st.sampled_from([None, 1, "x", [*value, "x"] if value else {"a": 1}])
    return st.sampled_from([1, "x", None])


def fields_of(form_value, kind):
    count = len(dataclasses.fields(kind))
    if count == 0:
        return []
    return [form_value] if count == 1 else list(form_value)


@st.composite
def damaged(draw, key):
    """A saved move of the game, damaged one way; and the tag it names."""
    forms = rules_of(key).MOVES
    met = met_early(key, draw(st.integers(1, 3)))
    state, move = draw(st.sampled_from(met))
    ((tag, value),) = forms.to_dict(draw(st.sampled_from([move, *state.legal_actions()]))).items()
    how = draw(st.sampled_from(["unknown", "extra key", "wrong type", "missing field", "extra field"]))
    if how == "unknown":
        unknown = draw(st.text(min_size=1, max_size=8).filter(lambda t: t not in forms.by_tag and t != "throw"))
        return {unknown: value}, unknown
    if how == "extra key":
        other = draw(st.text(max_size=8).filter(lambda t: t != tag))
        return {tag: value, other: draw(JSON)}, tag
    if tag == "throw":
        part = draw(st.sampled_from(["values", "fates", "extra"]))
        value = dict(value)
        if part == "extra":
            value[draw(st.sampled_from(["value", "seat", "x"]))] = 1
        elif how == "missing field":
            del value[part]
        else:
            value[part] = draw(st.sampled_from([None, 3, "kept", [True], [1.5], ["gone"]]))
        return {tag: value}, tag
    kind = forms.by_tag[tag]
    fields = fields_of(value, kind)
    if how == "missing field" and len(fields) > 1:
        return {tag: fields[: draw(st.integers(0, len(fields) - 1))]}, tag
    if how == "extra field" and len(fields) > 1:
        return {tag: [*fields, draw(JSON)]}, tag
    if not fields:  # a move without fields is written true, nothing else
        return {tag: draw(JSON.filter(lambda v: v is not True))}, tag
    at = draw(st.integers(0, len(fields) - 1))
    fields[at] = draw(wrong_for(fields[at]))
    return {tag: fields[0] if len(fields) == 1 else fields}, tag


@pytest.mark.parametrize("key", KEYS)
@settings(max_examples=examples(120), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_damaged_form_is_refused_in_one_line_naming_the_move(key, data):
    form, tag = data.draw(damaged(key))
    with pytest.raises(MoveFormError) as refused:
        rules_of(key).action_from_dict(form)
    reason = str(refused.value)
    assert "\n" not in reason and repr(tag)[:30] in reason, reason


@pytest.mark.parametrize("key", KEYS)
@settings(max_examples=examples(150), deadline=None)
@given(form=JSON)
def test_any_json_is_a_move_or_refused_with_the_documented_error(key, form):
    try:
        move = rules_of(key).action_from_dict(form)
    except MoveFormError as refused:
        assert "\n" not in str(refused)
    else:  # what reads as a move writes a form that reads back as it
        assert same_move(rules_of(key).action_from_dict(rules_of(key).MOVES.to_dict(move)), move)


# --- moves built in code ---------------------------------------------------------


def wrong_typed(move):
    """The move with one field of another type that still compares equal
    (0 == False, 1 == True), holds the same items (a list for a tuple) or
    the same letters (bytes for a text)."""
    for field in dataclasses.fields(move):
        value = getattr(move, field.name)
        if isinstance(value, bool):
            return dataclasses.replace(move, **{field.name: int(value)})
        if isinstance(value, int) and value in (0, 1):
            return dataclasses.replace(move, **{field.name: bool(value)})
        if isinstance(value, int):
            return dataclasses.replace(move, **{field.name: float(value)})
        if isinstance(value, tuple) and value:
            return dataclasses.replace(move, **{field.name: list(value)})
        if isinstance(value, str):
            return dataclasses.replace(move, **{field.name: value.encode()})
    return None


@pytest.mark.parametrize("key", KEYS)
def test_a_legal_move_with_a_field_of_the_wrong_type_is_refused_and_changes_nothing(key):
    tried = 0
    _, met = played(key, 4, limit=200)
    for state, _move in met:
        for legal in state.legal_actions():
            wrong = wrong_typed(legal)
            if wrong is None:
                continue
            before = json.dumps(state.to_dict(), sort_keys=True)
            with pytest.raises(IllegalAction) as refused:
                state.apply(wrong)
            assert type(legal).__name__ in refused.value.reason and "\n" not in str(refused.value)
            assert json.dumps(state.to_dict(), sort_keys=True) == before
            tried += 1
    assert tried > 0


def test_a_dig_with_up_0_is_refused_by_name_and_changes_nothing():
    from game.games.spots.moves import Dig, DoTrick, Stop
    from tests.games.spots.helpers import give_dogs, play, set_yard, started, with_trick

    state = started()
    with_trick(state, "dig")
    give_dogs(state, 0, "kipper", "crumpet")
    set_yard(state, 1, 4, 2)
    play(state, DoTrick("dig"))
    before = state.to_dict()
    with pytest.raises(IllegalAction, match=r"Dig: up must be true or false, not 0"):
        state.apply(Dig(1, 2, up=0))
    assert state.to_dict() == before
    play(state, Dig(1, 2, up=True), Stop())
    assert {"dig": [1, 2, True]} in state.history


# --- replays -------------------------------------------------------------------


@pytest.mark.parametrize("key", KEYS)
def test_a_played_games_history_and_log_are_its_replays(key):
    state, _ = played(key, 7, limit=600)
    replayed = rules_of(key).replay(state.options, json.loads(json.dumps(state.history)))
    assert replayed.history == state.history
    assert [event.to_dict() for event in replayed.log] == [event.to_dict() for event in state.log]
    assert replayed.to_dict() == state.to_dict()


# --- a game's options -------------------------------------------------------


@pytest.mark.parametrize("key", KEYS)
def test_options_read_back_as_saved_and_a_wrong_type_is_refused_naming_its_field(key):
    rules = rules_of(key)
    options = GAMES[key].commands.random_options(random.Random(7))
    saved = json.loads(json.dumps(options.to_dict()))
    assert rules.Options.from_dict(saved) == options
    assert saved["names"] == list(options.names)  # tuples are saved as lists
    with pytest.raises(MoveFormError, match=r"^names must be a list of texts, not 3$"):
        rules.Options.from_dict({**saved, "names": 3})
    with pytest.raises(KeyError, match="names"):
        rules.Options.from_dict({k: v for k, v in saved.items() if k != "names"})


@pytest.mark.parametrize("key", KEYS)
def test_options_added_since_the_first_saves_take_what_an_older_save_meant(key):
    rules = rules_of(key)
    options = GAMES[key].commands.random_options(random.Random(11))
    later = rules.Options.later_fields
    assert later and set(later) <= {field.name for field in dataclasses.fields(rules.Options)}
    older = {k: v for k, v in json.loads(json.dumps(options.to_dict())).items() if k not in later}
    read = rules.Options.from_dict(older)
    assert {name: getattr(read, name) for name in later} == later


def test_a_spots_table_saved_before_its_pile_grew_keeps_its_eighteen_dice():
    spots = rules_of("spots")
    read = spots.Options.from_dict({"names": ["Ada", "Brannoc", "Cora", "Dell"]})
    assert read.dice == 18 and spots.Options(names=read.names).dice > 18
