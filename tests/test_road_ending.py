"""The Tavern Road's end, by its rules: the final table opens once the five
taverns are beaten and the run is won when its champion of champions is; a
run lost when the purse is empty and the loan spent, or when the final
table's champion has sat down with the traveller as often as they will;
what a run comes to;
a harder road after a won one, the bag kept; the same road's seed, the same
road; and a slot saved before the road had an ending still loads."""

import json

import pytest

from game.campaign.road import Campaign, Enter, Settle, TakeLoan, Travel
from game.campaign.road_end import harder_road, tally
from game.campaign.taverns import the_road
from game.core.errors import IllegalAction
from game.services.campaign_slots import read_slot, slot_path
from game.tools.campaign_auto import travel_on
from tests.test_campaign import enter_and_settle, finished_record


def at_the_final(seed: int = 7, difficulty: str = "standard") -> Campaign:
    """A run whose five taverns are behind it: the last one beaten by its own move, opening the final."""
    road = the_road()
    campaign = Campaign.new("Wren", difficulty, seed)
    campaign.beaten = [t.key for t in road.houses[:4]]
    campaign.opened = 5
    for _ in range(40):
        said = enter_and_settle(campaign, road.houses[4].key)
        if road.houses[4].key in campaign.beaten:
            return campaign, said
    raise AssertionError("the saloon was never won")


def test_the_final_table_opens_once_the_five_are_beaten_and_the_run_is_won_at_it():
    road = the_road()
    final = road.final
    assert final is not None and final.key == road.taverns[-1].key and final.champion.name == "Marrow the Unbowed"
    fresh = Campaign.new("Wren", seed=3)
    fresh.opened = 5  # every house open, none beaten: the final table stays shut
    with pytest.raises(IllegalAction, match="not open yet"):
        fresh.apply(Travel(final.key))
    campaign, said = at_the_final()
    assert campaign.opened == len(road.taverns) and not campaign.over  # the five beaten are not the end
    assert f"The road to {final.name} is open." in said
    assert f"Marrow the Unbowed, champion of champions, waits at {final.name}." in said
    campaign.apply(Travel(final.key))
    assert campaign.tries_left(final) == 2  # Marrow sits down with a traveller twice a run
    campaign.apply(Enter())
    assert campaign.current["regulars"] == ["marrow"] and campaign.current["game"] == final.game
    assert campaign.tries_left(final) == 1
    # the road's own table: average stakes (d6, 1 sp antes) at every difficulty
    for difficulty in road.difficulties.values():
        assert final.options_at(difficulty)["stakes"] == "average" and final.sides_at(difficulty) == 6
    said = campaign.apply(Settle(finished_record(campaign)))
    if not campaign.over:
        said = enter_and_settle(campaign, final.key)
    assert campaign.over == "champion" and final.key in campaign.beaten
    assert said[-1] == "Marrow the Unbowed is beaten: Wren is the champion of champions!"
    told = tally(campaign)
    assert told.won and told.final_beaten and told.taverns_beaten == 5 and told.matches == campaign.matches


@pytest.mark.parametrize("difficulty, tries, seed", [("standard", 2, 1), ("ruthless", 1, 4)])
def test_the_final_table_s_tries_spent_unbeaten_end_the_run_turned_away(difficulty, tries, seed):
    road = the_road()
    final = road.final
    campaign, _ = at_the_final(seed, difficulty)  # a road where the easy traveller loses each try
    campaign.purse, campaign.innkeeper = 20000, campaign.innkeeper + campaign.purse - 20000  # never broke
    for _ in range(tries):
        assert not campaign.over
        said = enter_and_settle(campaign, final.key, traveller="easy")  # Marrow's hard player beats the easy
        assert final.key not in campaign.beaten, "the easy traveller beat the champion of champions"
    assert campaign.over == "turned_away" and campaign.tries_left(final) == 0
    assert said[-1] == "Marrow the Unbowed rises from the table and will not sit with Wren again: the road ends here."
    with pytest.raises(IllegalAction, match="the run is over"):
        campaign.apply(Enter())
    told = tally(campaign)
    assert not told.won and not told.final_beaten and told.taverns_beaten == 5
    with pytest.raises(ValueError, match="not won"):
        harder_road(campaign)


def test_a_run_is_lost_when_the_purse_is_empty_and_the_loan_spent():
    campaign = Campaign.new("Wren", seed=2)
    campaign.apply(TakeLoan())
    campaign.purse, campaign.innkeeper = 25, campaign.innkeeper + campaign.purse - 25  # the loan gone too
    while not campaign.over:
        tavern = min(campaign.open_taverns(), key=lambda t: t.cheapest(campaign.level))
        enter_and_settle(campaign, tavern.key, traveller="easy")
    assert campaign.over == "broke"
    told = tally(campaign)
    assert not told.won and not told.final_beaten
    assert told.coins == campaign.purse - campaign.owed - campaign.level.purse < 0  # what the road cost
    with pytest.raises(ValueError, match="not won"):
        harder_road(campaign)


def test_a_harder_road_follows_a_won_one_with_the_bag_kept():
    campaign, _ = at_the_final(seed=11, difficulty="forgiving")
    campaign.over = "champion"  # as if Marrow were beaten
    campaign.bag += ["brannoc_lead"] if "brannoc_lead" not in campaign.bag else []
    campaign.badges = [*campaign.badges, "gold_crown"] if "gold_crown" not in campaign.badges else campaign.badges
    harder = harder_road(campaign)
    assert harder.difficulty == "standard" and harder.road_number == 2 and harder.name == "Wren"
    assert harder.bag == campaign.bag and harder.badges == campaign.badges  # the bag kept
    assert harder.kept_bag == campaign.bag and not harder.over and not harder.beaten and harder.matches == 0
    assert harder.purse == the_road().difficulties["standard"].purse and harder.seed != campaign.seed
    assert harder_road(campaign).to_dict() == harder.to_dict()  # the same road's harder road is the same
    assert tally(harder).dice_won == ()  # the dice carried in were won on the road before
    harder.over = "champion"
    assert harder_road(harder).difficulty == "ruthless"
    third = harder_road(harder)
    third.over = "champion"
    hardest = harder_road(third)
    assert hardest.difficulty == "ruthless" and hardest.road_number == 4  # the hardest stays the hardest
    assert Campaign.from_dict(json.loads(json.dumps(hardest.to_dict()))).to_dict() == hardest.to_dict()


def test_the_same_road_seed_plays_the_same_road():
    def road(seed: int) -> dict:
        campaign = Campaign.new("Wren", "standard", seed)
        travel_on(campaign, max_matches=4)
        return campaign.to_dict()

    assert road(4242) == road(4242)
    assert road(4242)["history"] != road(4243)["history"]  # another seed, another road


OLD_SLOT = {  # a slot as the road saved it before it had special dice, badges, a final table or an ending
    "campaign": {
        "format": 1,
        "name": "Wren",
        "difficulty": "standard",
        "seed": 99,
        "purse": 1410,
        "at": "toad_and_tankard",
        "regulars": {"crag": 690, "mira": 800, "bosk": 600, "grell": 700, "tamsin": 300, "vex": 1500, "pip": 400},
        "houses": {"bowl_and_bones": 0, "toad_and_tankard": 0, "three_cats": 0, "kennel_yard": 0, "sorcery_saloon": 0},
        "innkeeper": 0,
        "opened": 2,
        "beaten": ["bowl_and_bones"],
        "current": None,
        "matches": 1,
        "wins": 1,
        "losses": 0,
        "best_pot": 90,
        "trophies": [],
        "loan_taken": False,
        "owed": 0,
        "purse_path": [1410],
        "over": None,
        "history": [{"move": "travel", "tavern": "toad_and_tankard"}],
    },
    "match": None,
    "saved": 1764000000.0,
}


def test_a_slot_saved_before_the_road_had_an_ending_still_loads_and_plays_on():
    path = slot_path(3)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(OLD_SLOT))
    try:
        slot = read_slot(3)
    finally:
        path.unlink(missing_ok=True)
    campaign = slot.campaign
    assert slot.note is None and campaign is not None and campaign.road_number == 1 and campaign.bag == []
    assert campaign.regulars["marrow"] == the_road().regular("marrow").purse and campaign.houses["last_lantern"] == 0
    start = campaign.coins()
    enter_and_settle(campaign, "toad_and_tankard")
    assert campaign.coins() == start and campaign.matches == 2
    assert not tally(campaign).won and "2 of 5 taverns" not in slot.words()  # one beaten, of the five
    assert "1 of 5 taverns" in slot.words()


def test_a_run_saved_at_the_final_table_before_it_had_tries_keeps_every_try():
    """A save from before the final table had tries, with matches there already lost: they are not held
    against it (it would stand at the table with no try left and no end); its tries count from the load."""
    final = the_road().final
    campaign, _ = at_the_final(1)
    campaign.purse, campaign.innkeeper = 20000, campaign.innkeeper + campaign.purse - 20000
    campaign.apply(Travel(final.key))
    for _ in range(2):  # as such a run could: entered and lost, the tries not yet counted
        campaign.history.append({"move": "enter", "wager": 0, "die": None, "badge": None})
    saved = campaign.to_dict()
    del saved["tries_since"]
    loaded = Campaign.from_dict(json.loads(json.dumps(saved)))
    assert loaded.tries_left(final) == 2 and loaded.tries_since == len(loaded.history)
    enter_and_settle(loaded, final.key, traveller="easy")
    assert loaded.tries_left(final) == 1 and not loaded.over
    assert Campaign.from_dict(loaded.to_dict()).tries_left(final) == 1  # and the count is saved
    with pytest.raises(ValueError, match="not a count from 0"):
        Campaign.from_dict({**loaded.to_dict(), "tries_since": -1})


def test_each_ending_has_its_own_picture_the_turned_away_traveller_s_purse_kept():
    """Won, broke and turned away: three pictures, and the one turned away is not the broke one's (its
    purse turned out in the rain), though both are lost runs."""
    from PIL import ImageChops, ImageStat

    from game.ui.road_ending import picture

    pictures = {over: picture(over).convert("RGB") for over in ("champion", "broke", "turned_away")}
    for first, second in (("champion", "broke"), ("champion", "turned_away"), ("broke", "turned_away")):
        differ = ImageStat.Stat(ImageChops.difference(pictures[first], pictures[second]).convert("L")).mean[0]
        assert differ > 10, (first, second, differ)
