"""Each Tavern Road regular plays their own way: their style (data) tilts
their level's choices at the road alone, kept in the match's record so a
match continued or watched again chooses the same; a regular plays otherwise
against a traveller holding a badge not yet played; and the sim shows a bold
and a careful regular apart in every game they sit at."""

import json

import pytest

from game.campaign.road import Campaign, Enter, Settle, Travel
from game.campaign.sayings import said_on_a_mishap
from game.campaign.taverns import RoadDataError, road_from_dict, the_road
from game.core import catalogue
from game.core.play_style import Style, styles_from
from game.platform.resources import resource
from game.services.campaign_slots import enter_match
from game.services.match import Match
from game.tools.commands import play_without_window
from game.tools.style_sim import measured, style_sim

ROAD_GAMES = ("deaths_will", "spottle", "doty", "spelldice")  # the Kennel Yard has no regular: d0g is the house


def regulars():
    return [r for t in the_road().taverns for r in t.regulars]


def entered(tavern: str, seed: int = 5, badge: str | None = None) -> Campaign:
    campaign = Campaign.new("Wren", seed=seed)
    campaign.opened = 6
    campaign.badges = [badge] if badge else []
    campaign.apply(Travel(tavern))
    t = campaign.tavern
    campaign.apply(Enter(min(t.wagers_at(campaign.level)) if t.wagers else 0, None, badge))
    return campaign


def test_every_regular_has_a_style_as_data_and_a_damaged_one_is_one_line():
    assert all(r.style is not None for r in regulars())
    good = json.loads(resource("rules", "tavern_road.json").read_text())
    good["taverns"][0]["regulars"][0]["style"] = {"bold": 3}
    with pytest.raises(RoadDataError, match="bold is a number from -1 to 1"):
        road_from_dict(good)
    with pytest.raises(ValueError, match="a style is bold, bluff and badge"):
        Style.from_dict({"reckless": 1})
    assert styles_from(None) is None and styles_from([None, {"bold": 0.5}]) == (None, Style(0.5))


@pytest.mark.parametrize("tavern", ["bowl_and_bones", "toad_and_tankard", "three_cats", "sorcery_saloon"])
def test_no_style_plays_exactly_as_the_levels_always_have(tavern):
    """A style of None changes nothing: the same moves, the same chances drawn, at every level."""
    t = the_road().tavern(tavern)
    options = _options_of(t)
    kind = catalogue.game(t.game).play
    for level in ("easy", "normal", "hard"):
        levels = (level,) * len(options.names)

        def plain(state, rng, level=level, levels=levels):
            return kind.choose_action(state, state.to_move, level, rng, levels)

        def none(state, rng, level=level, levels=levels):
            return kind.choose_action(state, state.to_move, level, rng, levels, None)

        a = play_without_window(kind.rules.State.new(options), plain, 3)
        b = play_without_window(kind.rules.State.new(options), none, 3)
        assert a.history == b.history, (tavern, level)
    # and a match without styles is today's match: its record says none
    plain_match, unstyled = Match(options, levels, 4), Match(options, levels, 4, styles=(None,) * len(levels))
    for match in (plain_match, unstyled):
        for _ in range(40):
            if not match.over:
                match.act(match.computer_action()) if match.state.throw_request() is None else match.throw(
                    match.standard_gesture()
                )
    assert plain_match.state.history == unstyled.state.history
    assert "styles" not in plain_match.to_replay()


def _options_of(tavern):
    from game.tools.style_sim import road_table

    return road_table(tavern)


def test_a_road_match_s_record_says_its_seats_styles_and_a_continued_match_chooses_the_same():
    campaign = entered("toad_and_tankard")
    current = campaign.current
    assert current["styles"] == [
        None,
        the_road().regular("mira").style.to_dict(),
        the_road().regular("bosk").style.to_dict(),
    ]
    match = enter_match(campaign)
    assert match.styles == styles_from(current["styles"])
    for _ in range(30):
        match.play_computer_step("normal")
    saved = json.loads(json.dumps(match.to_save()))
    assert saved["styles"] == current["styles"]
    continued, steps = Match.from_save(saved)
    for step in steps:
        continued.play_step(step)
    while not match.over:  # played on from the save, every seat chooses as it would have
        match.play_computer_step("normal")
        continued.play_computer_step("normal")
    assert continued.state.history == match.state.history
    watched, steps = Match.watched(match.to_replay())
    for step in steps:
        watched.play_step(step)
    assert watched.state.history == match.state.history and watched.styles == match.styles
    # a record claiming other styles is not the match entered
    other = {**match.to_replay(), "styles": [None, None, None]}
    with pytest.raises(Exception, match="its styles differs"):
        campaign.apply(Settle(other))
    campaign.apply(Settle(match.to_replay()))


def test_a_regular_plays_otherwise_against_a_traveller_holding_a_badge_not_yet_played():
    campaign = entered("bowl_and_bones", badge="tin_thumb")
    match = enter_match(campaign)
    crag = the_road().regular("crag").style
    assert match.style_of(0) is None
    assert match.style_of(1) == crag.facing_badge() and match.style_of(1).bold < crag.bold  # warier
    match.play_badge(by_computer=True)
    assert match.style_of(1) == crag  # played: nothing left to fear
    assert Style(0.9, badge=0.5).facing_badge().bold == 1.0  # kept within bounds


@pytest.fixture(scope="module")
def figures():
    return style_sim(12, seed=2)["games"]


# the figure that tells a bold regular from a careful one in each game
TELLING = {"deaths_will": "raises", "spottle": "bet_share", "doty": "long_shot", "spelldice": "shots"}


def daring(game: str, figures: dict) -> float:
    """How boldly a seat played: its game's telling figure (at Death's Will, its raises less its folds)."""
    return figures["raises"] - figures["folds"] if game == "deaths_will" else figures[TELLING[game]]


@pytest.mark.parametrize("game", ROAD_GAMES)
def test_the_sim_shows_a_bold_and_a_careful_regular_apart_in_every_game_they_sit_at(game, figures):
    at = figures[game]["regulars"]
    styles = {key: Style.from_dict(r["style"]) for key, r in at.items()}
    bold = max(styles, key=lambda k: styles[k].bold)
    careful = min(styles, key=lambda k: styles[k].bold)
    assert styles[bold].bold > 0 > styles[careful].bold
    name = TELLING[game]
    plain = figures[game]["plain"][name]
    assert at[bold]["styled"][name] > plain > at[careful]["styled"][name], (game, at)
    for key, regular in at.items():  # against a badge each moves the way their data says
        facing, styled = daring(game, regular["facing_badge"]), daring(game, regular["styled"])
        if styles[key].badge < 0:
            assert facing <= styled, (game, key)


def test_the_sim_is_seeded():
    tavern = the_road().tavern("sorcery_saloon")
    pip = the_road().regular("pip").style
    assert measured(tavern, pip, 3, 7) == measured(tavern, pip, 3, 7)


def test_the_road_sim_command_prints_the_styles(capsys):
    from game import cli

    assert cli.main(["road-sim", "--styles", "--runs", "2"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert set(printed["games"]) == set(ROAD_GAMES)


def test_the_regulars_have_a_word_for_the_table_s_mishaps():
    road = the_road()
    at_the_bowl = {"regulars": ["crag"]}
    seat, said = said_on_a_mishap(road, at_the_bowl, "piss", 0, 0)
    assert seat == 1 and said.startswith('Old Crag: "') and said[11:-1] in road.regular("crag").says("piss")
    seat, said = said_on_a_mishap(road, at_the_bowl, "piss", 1, 1)
    assert said[11:-1] in road.regular("crag").says("piss_own")
    at_the_toad = {"regulars": ["mira", "bosk"]}
    assert said_on_a_mishap(road, at_the_toad, "swallowed", 0, 1)[0] == 2  # each in turn
    assert said_on_a_mishap(road, at_the_toad, "swallowed", 2, 0)[1].startswith("Bosk:")
    assert said_on_a_mishap(road, at_the_toad, "throw", 0, 0) is None  # no mishap
    assert said_on_a_mishap(road, {"regulars": []}, "piss", 0, 0) is None
    assert said_on_a_mishap(road, {"regulars": ["grell"]}, "eliminated", 0, 0) is None  # no line for it


def test_every_game_at_the_road_has_its_mishaps_said_by_its_regulars():
    """A regular has lines for the mishaps of the game they sit at, and none for another game's."""
    moments = {"deaths_will": {"piss"}, "spottle": {"toad"}, "spelldice": {"fallen"}, "doty": set()}
    for tavern in the_road().taverns:
        for regular in tavern.regulars:
            theirs = {m.removesuffix("_own") for m, _ in regular.sayings} - {"won", "lost", "badge"}
            assert theirs == moments[tavern.game], regular.key


def test_each_regular_s_face_fits_their_name_and_words():
    """The road's women have no beard; its old have grey or white hair (or little of it)."""
    women = {"grell", "mira", "tamsin", "marrow"}
    for regular in regulars():
        looks = regular.looks
        if regular.key in women:
            assert looks.beard == "none", regular.name
        if regular.name.startswith(("Old ", "Mother ")):
            assert looks.hair_style == "bald" or min(looks.hair) >= 180, regular.name
