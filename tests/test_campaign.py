"""The Tavern Road's rules: taverns open in turn, the purse and the wagers
through matches of every game with no coin made or lost, broke ends the run,
the loan once, trophies for what they say, and a record that is not the
match entered refused."""

import json
import random
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.campaign.road import (
    TROPHIES,
    Campaign,
    Enter,
    Settle,
    TakeLoan,
    Travel,
    move_from_dict,
    replay_campaign,
)
from game.campaign.taverns import RoadDataError, road_from_dict, the_road
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.outcome import Outcome
from game.core.play_style import styles_from
from game.platform.resources import resource
from game.registry import GAME_BY_KEY
from game.tools.commands import play_without_window


def finished_record(campaign: Campaign, traveller: str = "hard") -> dict:
    """The match entered, played to its end by the rules alone (dice from its seed)."""
    current = campaign.current
    definition = GAME_BY_KEY[current["game"]]
    options = definition.rules.Options.from_dict(current["options"])
    levels = (traveller, *current["seats"][1:])
    styles = styles_from(current.get("styles")) or (None,) * len(levels)  # each regular plays their own way
    choose = definition.play.choose_action

    def decide(state, rng):
        style = styles[state.turn]
        if style is None:
            return choose(state, state.turn, levels[state.turn], rng, levels)
        return choose(state, state.turn, levels[state.turn], rng, levels, style)

    state = play_without_window(definition.rules.State.new(options), decide, current["seed"])
    record = {
        "game": current["game"],
        "options": current["options"],
        "seats": current["seats"],
        "seed": current["seed"],
        "actions": list(state.history),
        "format": 1,
    }
    return {**record, "styles": current["styles"]} if "styles" in current else record


def enter_and_settle(campaign: Campaign, tavern: str, traveller: str = "hard") -> list[str]:
    if campaign.at != tavern:
        campaign.apply(Travel(tavern))
    t = campaign.tavern
    wager = min(t.wagers_at(campaign.level)) if t.wagers else 0
    campaign.apply(Enter(wager))
    return campaign.apply(Settle(finished_record(campaign, traveller)))


def test_the_road_has_five_taverns_one_a_game_and_every_table_can_be_set_at_every_difficulty():
    road = the_road()
    assert [t.game for t in road.houses] == ["deaths_will", "spottle", "doty", "spots", "spelldice"]
    assert road.final is road.taverns[-1] and road.final.champion is not None  # and the final table at the end
    for difficulty in road.difficulties:
        campaign = Campaign.new("Wren", difficulty, seed=1)
        campaign.opened = len(road.taverns)
        for tavern in road.taverns:
            campaign.apply(Travel(tavern.key))
            wager = min(tavern.wagers_at(campaign.level)) if tavern.wagers else 0
            campaign.apply(Enter(wager))
            options = GAME_BY_KEY[tavern.game].rules.Options.from_dict(campaign.current["options"])
            assert options.problem() is None and options.names[0] == "Wren"
            campaign.apply(Settle(finished_record(campaign)))


def test_a_tavern_opens_only_when_the_one_before_is_beaten_and_a_refusal_changes_nothing():
    campaign = Campaign.new("Wren", seed=3)
    before = campaign.to_dict()
    with pytest.raises(IllegalAction, match="not open yet") as refused:
        campaign.apply(Travel("toad_and_tankard"))
    assert "travel to toad_and_tankard" in str(refused.value) and campaign.to_dict() == before
    for _ in range(30):
        said = enter_and_settle(campaign, "bowl_and_bones")
        if "bowl_and_bones" in campaign.beaten:
            break
    assert campaign.opened == 2 and any("The road to The Toad and Tankard is open" in s for s in said)
    campaign.apply(Travel("toad_and_tankard"))
    with pytest.raises(IllegalAction, match="not open yet"):
        campaign.apply(Travel("three_cats"))


def test_a_wager_game_moves_the_pot_to_its_winner_and_a_coin_game_the_purse():
    campaign = Campaign.new("Wren", seed=5)
    campaign.opened = 5
    campaign.apply(Travel("three_cats"))
    purse, grell = campaign.purse, campaign.regulars["grell"]
    campaign.apply(Enter(20))
    assert campaign.purse == purse - 20 and campaign.regulars["grell"] == grell - 20
    pot = campaign.current["pot"]
    assert pot == 20 * len(campaign.current["seats"])
    record = finished_record(campaign)
    winner = (
        GAME_BY_KEY["doty"]
        .rules.replay(GAME_BY_KEY["doty"].rules.Options.from_dict(record["options"]), record["actions"])
        .winner
    )
    seated = campaign.current["regulars"]
    campaign.apply(Settle(record))
    if winner == 0:
        assert campaign.purse == purse - 20 + pot
    else:
        assert campaign.purse == purse - 20
        start = grell if seated[winner - 1] == "grell" else the_road().regular(seated[winner - 1]).purse
        assert campaign.regulars[seated[winner - 1]] == start - 20 + pot
    campaign.apply(Travel("bowl_and_bones"))
    purse = campaign.purse
    campaign.apply(Enter())
    record = finished_record(campaign)
    state = GAME_BY_KEY["deaths_will"].rules.replay(
        GAME_BY_KEY["deaths_will"].rules.Options.from_dict(record["options"]), record["actions"]
    )
    campaign.apply(Settle(record))
    assert campaign.purse == purse + state.net(0) and campaign.purse_path[-1] == campaign.purse


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.integers(0, 10**6),
    st.lists(st.sampled_from(the_road().taverns), min_size=1, max_size=6),
    st.sampled_from(("forgiving", "standard", "ruthless")),
)
def test_no_coin_is_made_or_lost_on_the_road(seed, taverns, difficulty):
    campaign = Campaign.new("Wren", difficulty, seed)
    campaign.opened = len(campaign.road.taverns)  # the final table's too
    start = campaign.coins()
    rng = random.Random(seed)
    for tavern in taverns:
        if campaign.over:
            break
        if campaign.purse < tavern.cheapest(campaign.level):
            if not campaign.loan_taken:
                campaign.apply(TakeLoan())
                assert campaign.coins() == start
            continue
        campaign.apply(Travel(tavern.key))
        wagers = [w for w in tavern.wagers_at(campaign.level) if w <= campaign.purse]
        campaign.apply(Enter(rng.choice(wagers) if tavern.wagers else 0))
        assert campaign.coins() == start
        campaign.apply(Settle(finished_record(campaign, rng.choice(("easy", "hard")))))
        assert campaign.coins() == start
        assert all(purse >= 0 for purse in campaign.regulars.values()) and campaign.purse >= 0


def test_the_loan_once_and_broke_ends_the_run():
    campaign = Campaign.new("Wren", seed=2)
    campaign.purse, campaign.innkeeper = 5, campaign.innkeeper + campaign.purse - 5  # a purse nearly spent
    start = campaign.coins()
    with pytest.raises(IllegalAction, match="seats no one with less than"):
        campaign.apply(Enter())
    said = campaign.apply(TakeLoan())
    assert campaign.purse == 1005 and campaign.owed == 1300
    assert said == ["The innkeeper lends 2 pp; 2 pp 3 gp is owed."]
    with pytest.raises(IllegalAction, match="lends once a run"):
        campaign.apply(TakeLoan())
    assert campaign.coins() == start
    campaign.purse, campaign.innkeeper = 25, campaign.innkeeper + campaign.purse - 25
    while not campaign.over:  # wherever the purse can still sit down
        tavern = min(campaign.open_taverns(), key=lambda t: t.cheapest(campaign.level))
        enter_and_settle(campaign, tavern.key, traveller="easy")
    assert campaign.over in ("broke", "champion")
    if campaign.over == "broke":
        assert campaign.purse < campaign.cheapest()
        with pytest.raises(IllegalAction, match="the run is over"):
            campaign.apply(Enter())


def test_the_debt_is_paid_back_once_the_purse_holds_twice_it():
    campaign = Campaign.new("Wren", seed=2)
    campaign.apply(TakeLoan())
    assert campaign._repay() == [] or campaign.owed == 0
    campaign.owed = 1300
    campaign.purse = 2599
    assert campaign._repay() == []
    campaign.purse = 2600
    assert campaign._repay() and campaign.purse == 1300 and campaign.owed == 0


class Finished:
    """A finished game's state as the trophies read it."""

    def __init__(self, log, won=True, toad="toad", rounds=3):
        self.log = log
        self._won = won
        self.options = type("O", (), {"toad": toad})()
        self.round = rounds

    def outcome(self):
        return Outcome((self._won, False), (not self._won, True))


@pytest.mark.parametrize(
    "tavern, log, won, trophy",
    [
        ("bowl_and_bones", [Event("hand_over", "", 0, {"how": "weal"})], True, "weal"),
        ("bowl_and_bones", [Event("hand_over", "", 1, {"how": "weal"})], False, None),  # the other's weal
        ("toad_and_tankard", [Event("swallowed", "", 1)], True, "toad_free"),  # another's die eaten
        ("toad_and_tankard", [Event("snapped_up", "", 0)], True, None),
        ("kennel_yard", [], True, "clean_six"),
        ("kennel_yard", [Event("bust", "", 0)], True, None),
        ("kennel_yard", [], False, None),
        ("sorcery_saloon", [Event("comes_back", "", 0)], False, "deadshot"),
        ("sorcery_saloon", [Event("comes_back", "", 1)], True, None),
    ],
)
def test_trophies_are_given_for_what_they_say(tavern, log, won, trophy):
    campaign = Campaign.new("Wren")
    said = campaign._trophies(campaign.road.tavern(tavern), Finished(log, won))
    assert campaign.trophies == ([trophy] if trophy else [])
    if trophy:
        assert said == [f"A trophy: {TROPHIES[trophy]}."]
        assert campaign._trophies(campaign.road.tavern(tavern), Finished(log, won)) == []  # once


def test_a_record_of_another_match_or_an_unfinished_one_is_refused():
    campaign = Campaign.new("Wren", seed=9)
    campaign.apply(Enter())
    record = finished_record(campaign)
    before = campaign.to_dict()
    for bad, why in (
        ({**record, "seed": record["seed"] + 1}, "not of the match entered"),
        ({**record, "actions": record["actions"][:5]}, "not finished"),
        ({**record, "actions": [{"kind": "nonsense"}]}, "does not play back"),
    ):
        with pytest.raises(IllegalAction, match=why):
            campaign.apply(Settle(bad))
        assert campaign.to_dict() == before
    with pytest.raises(IllegalAction, match="a match is in play"):
        campaign.apply(Travel("bowl_and_bones"))


def test_a_campaign_replays_from_its_moves_and_survives_json():
    campaign = Campaign.new("Wren", "ruthless", seed=4)
    for _ in range(3):
        enter_and_settle(campaign, "bowl_and_bones")
    again = replay_campaign("Wren", "ruthless", 4, campaign.history)
    assert again.to_dict() == campaign.to_dict()
    assert Campaign.from_dict(json.loads(json.dumps(campaign.to_dict()))).to_dict() == campaign.to_dict()
    with pytest.raises(ValueError):
        move_from_dict({"move": "fly"})


def test_damaged_road_data_is_one_clear_line():
    with pytest.raises(RoadDataError, match="damaged"):
        road_from_dict({})
    good = json.loads(resource("rules", "tavern_road.json").read_text())
    good["taverns"][0]["game"] = "chess"
    with pytest.raises(RoadDataError, match="unknown game 'chess'"):
        road_from_dict(good)
    good = json.loads(resource("rules", "tavern_road.json").read_text())
    good["taverns"][0]["regulars"][0]["looks"]["hat"] = "crown"
    with pytest.raises(RoadDataError, match="'crown', not one of none, pointed"):
        road_from_dict(good)


def test_every_regular_has_looks_of_their_own():
    regulars = [regular for tavern in the_road().taverns for regular in tavern.regulars]
    assert len({regular.looks for regular in regulars}) == len(regulars)


def test_the_auto_command_prints_a_whole_run():
    run = subprocess.run(
        [sys.executable, "-m", "game", "campaign", "--auto", "--seed", "2"], capture_output=True, text=True, timeout=600
    )
    assert run.returncode == 0, run.stderr
    summary = json.loads(run.stdout)
    assert summary["result"] in ("champion", "broke", "unfinished")
    assert len(summary["purse_path"]) == summary["matches"] > 0
    assert 0 <= summary["taverns_beaten"] <= 6 and summary["loans"] in (0, 1)  # five, and the final table


def test_a_slot_says_a_match_in_progress_and_the_purse_before_it_in_every_game():
    from game.core.coins import format_coins
    from game.services.campaign_slots import Slot

    for tavern, wager in (("three_cats", 20), ("bowl_and_bones", 0)):
        campaign = Campaign.new("Wren", seed=5)
        campaign.opened = 5
        campaign.apply(Travel(tavern))
        before = campaign.purse
        assert "mid-match" not in Slot(1, campaign).words()
        campaign.apply(Enter(wager))
        words = Slot(1, campaign).words()
        assert f", {format_coins(before)}, " in words  # the stake not yet taken from it
        assert words.endswith(f", mid-match at {campaign.tavern.name}")


def test_the_regulars_have_a_word_for_each_hand_won_theirs_or_the_traveller_s_and_damaged_sayings_are_refused():
    from game.campaign.sayings import said_on_a_win

    road = the_road()
    assert all(r.says("won") and r.says("lost") for tavern in road.taverns for r in tavern.regulars)
    at_the_toad = {"regulars": ["mira", "bosk"]}
    seat, said = said_on_a_win(road, at_the_toad, 2, 0)
    assert (seat, said) == (2, f'Bosk: "{road.regular("bosk").says("won")[0]}"')  # the winner's own
    lost = [said_on_a_win(road, at_the_toad, 0, count) for count in range(4)]  # the traveller's: each in turn
    assert [seat for seat, _ in lost] == [1, 2, 1, 2] and len({said for _, said in lost}) == 4
    assert said_on_a_win(road, {"regulars": []}, 1, 0) is None  # the Kennel Yard: d0g keeps its peace
    data = json.loads(resource("rules", "tavern_road.json").read_text())
    data["taverns"][0]["regulars"][0]["sayings"] = {"cheered": ["Huzzah!"]}
    with pytest.raises(RoadDataError, match="sayings"):
        road_from_dict(data)
