"""``python -m game road-sim``: the computer traveller's runs with every
special die in the bag, each die's throws counted and measured."""

from game.campaign.special_dice import the_special_dice
from game.tools.road_sim import road_sim


def test_road_sim_throws_the_bag_s_dice_in_turn_and_measures_them():
    figures = road_sim(1, "standard", seed=2, max_matches=6)  # the start of a run: a whole one takes seconds
    assert figures["runs"] == 1 and figures["matches"] == 6
    dice = figures["special_dice"]
    assert set(dice) == set(the_special_dice())
    used = [key for key, die in dice.items() if die["used"]]
    assert len(used) >= 3  # a die in turn at each match: six matches, several dice
    for key in used:
        assert 1 <= dice[key]["mean"] <= the_special_dice()[key].sides
        assert dice[key]["data_mean"] == round(the_special_dice()[key].data_mean, 4)


def test_road_sim_carries_a_badge_into_each_match_in_turn_plays_it_and_measures_it():
    from game.campaign.badges import the_badges

    figures = road_sim(1, "standard", seed=2, max_matches=8)
    badges = figures["badges"]
    assert set(badges) == set(the_badges()) and 0 <= figures["matches_won_rate"] <= 1
    played = [key for key, badge in badges.items() if badge["used"]]
    assert len(played) >= 4  # a badge in turn at each match, each played once
    for key in played:
        badge = badges[key]
        assert badge["won"] <= badge["used"] and badge["won_rate"] == round(badge["won"] / badge["used"], 4)
        assert badge["changed"] <= badge["used"] or not the_badges()[key].of_dice
        assert badge["coins"] == 0 or not the_badges()[key].of_dice


def test_the_road_sim_command_passes_its_arguments_and_prints_json(monkeypatch, capsys):
    import json

    from game import cli
    from game.tools import road_sim as module

    asked = []
    monkeypatch.setattr(module, "road_sim", lambda runs, difficulty, seed: asked.append((runs, difficulty, seed)) or {})
    assert cli.main(["road-sim", "--runs", "3", "--difficulty", "ruthless", "--seed", "9"]) == 0
    assert asked == [(3, "ruthless", 9)] and json.loads(capsys.readouterr().out) == {}
    assert cli.main(["road-sim", "--difficulty", "lenient"]) == 2  # a wrong argument: one line, status 2
    from game.tools import road_alone

    monkeypatch.setattr(road_alone, "road_alone", lambda runs, difficulty, seed: asked.append(("alone", runs)) or {})
    assert cli.main(["road-sim", "--alone", "--runs", "4"]) == 0 and asked[-1] == ("alone", 4)


def test_a_run_road_sim_counts_won_has_beaten_the_champion_of_champions(monkeypatch):
    """A run begun with the five taverns behind it (a whole run takes seconds and most are lost before the end):
    the sim's traveller goes on to the final table, plays there until the run ends, and the figures count it."""
    from game.tools import road_sim as module
    from tests.test_road_ending import at_the_final

    monkeypatch.setattr(module, "Campaign", type("AtTheFinal", (), {"new": staticmethod(lambda *_: at_the_final()[0])}))
    figures = module.road_sim(1, "standard", seed=3)
    ends = ("runs_won", "runs_broke", "runs_turned_away", "runs_unfinished")
    assert figures["runs"] == 1 and sum(figures[end] for end in ends) == 1
    assert 1 <= figures["final_matches"] <= 2  # it went on to the final table, twice at the most
    assert figures["final_matches_won"] == figures["runs_won"]  # won there once, and only there
    for good in (*figures["special_dice"].values(), *figures["badges"].values()):  # the runs each was in
        assert good["runs"] == (1 if good["used"] else 0) and good["runs_won"] == good["runs"] * figures["runs_won"]


def test_the_traveller_with_one_die_or_badge_throws_or_plays_only_that_one_and_buys_none():
    from game.campaign.badges import the_badges
    from game.tools.campaign_auto import travel_on
    from game.tools.road_alone import _road

    thrown, carried = [], []
    campaign = _road(2, 0, "standard")
    campaign.bag, campaign.badges = ["grell_cat", "crag_knucklebone"], list(the_badges())
    seen = lambda match: (thrown.append(match.special and match.special.key), carried.append(match.badge))  # noqa: E731
    travel_on(campaign, max_matches=6, seen=seen, with_dice=True, with_badges=True, only="crag_knucklebone")
    assert set(thrown) <= {"crag_knucklebone", None} and "crag_knucklebone" in thrown
    assert carried == [None] * len(carried)  # the one item is a die: no badge carried in
    assert campaign.bag[:2] == ["grell_cat", "crag_knucklebone"] and len(campaign.bag) <= 3  # none bought


def test_road_sim_alone_compares_each_item_s_runs_with_the_plain_runs_of_the_same_roads(monkeypatch):
    """Runs begun at the ruthless road's final table (whole ones take seconds), each badge carried alone:
    the plain run beats Marrow there, and a run whose badge moved its chance on may not."""
    from game.tools import road_alone as module
    from tests.test_road_ending import at_the_final

    final = type("AtTheFinal", (), {"new": staticmethod(lambda *_: at_the_final(4, "ruthless")[0])})
    monkeypatch.setattr(module, "Campaign", final)
    keys = ("gold_third_throw", "silver_twin", "tin_thumb")
    figures = module.road_alone(1, "ruthless", seed=3, keys=keys)
    assert figures["runs"] == 1 and figures["runs_won_plain"] == 1 and tuple(figures["alone"]) == keys
    alone = figures["alone"].values()
    assert figures["most_won_by_one"] == max(c["share_won_by_it"] for c in alone)
    assert any(c["lost_by_it"] for c in alone)  # the pairs are told apart where their ends differ
    for counted in alone:
        assert counted["runs"] == 1  # each played at the final table
        assert 0 <= counted["won_by_it"] <= counted["runs_won"] <= counted["runs"]
        # pair by pair: what it won and lost is the difference between its runs and the plain ones
        assert counted["runs_won"] - counted["runs_won_plain"] == counted["won_by_it"] - counted["lost_by_it"]
