"""The Tavern Road's special dice as data: at least twelve, each whole, its
mean made from its weights, its faces those the road's games throw there,
and damaged data refused in one clear line."""

import copy
import json
import random

import pytest

from game.campaign.road import Campaign, Enter, Travel
from game.campaign.special_dice import SpecialDiceError, special_dice_from_dict, the_special_dice
from game.campaign.taverns import the_road
from game.core.dice import DiceSource, ThrowResult
from game.platform.resources import resource
from game.registry import GAME_BY_KEY


def dice_data() -> dict:
    return json.loads(resource("rules", "special_dice.json").read_text(encoding="utf-8"))


# --- the data ---


def test_at_least_twelve_dice_each_whole_and_its_mean_from_its_weights():
    dice = the_special_dice()
    assert len(dice) >= 12
    for die in dice.values():
        assert die.name and die.story and die.material and die.price > 0
        assert len(die.weights) == die.sides and len(die.body) == len(die.pips) == 3
        faces = [face for face, weight in enumerate(die.weights, 1) for _ in range(weight)]
        assert die.data_mean == pytest.approx(sum(faces) / len(faces))
    assert the_special_dice()["brannoc_lead"].data_mean == pytest.approx(52 / 11)  # weights 0 1 1 2 3 4
    # every die comes to the bag some way: a prize, a counter, the road
    assert all(d.prize_of or d.sold_at or d.found for d in dice.values())


def test_each_tavern_s_sides_are_the_dice_its_game_throws_the_traveller_at_every_difficulty():
    """A special die stands in for one of the traveller's dice: the tavern's data says of how many
    sides, and here its game's own throw requests say the same (a d6 where a d4 is thrown could show 5)."""
    for difficulty in ("forgiving", "standard", "ruthless"):
        for tavern in the_road().taverns:
            campaign = Campaign.new("Wren", seed=3)
            road = the_road()
            campaign.opened, campaign.beaten = len(road.taverns), [t.key for t in road.houses]  # the final too
            campaign.apply(Travel(tavern.key))
            campaign.apply(Enter(min(tavern.wagers_at(campaign.level)) if tavern.wagers else 0))
            campaign.difficulty = difficulty
            current = campaign.current
            rules = GAME_BY_KEY[current["game"]].rules
            options = rules.Options.from_dict({**current["options"], **tavern.options_at(campaign.level)})
            sides = set()
            state = rules.State.new(options)
            rng = random.Random(1)
            choose = GAME_BY_KEY[current["game"]].play.choose_action
            dice = DiceSource(1)
            for _ in range(400):
                if state.over:
                    break
                request = state.throw_request()
                if request is None:
                    state.apply(choose(state, state.turn, "easy", rng, ("easy",) * 5))
                    continue
                if request.thrower == 0 and state.die_kind(request) is not None:
                    sides.add(request.sides)
                state.apply(ThrowResult.kept(*dice.values(request)))
            assert sides == {tavern.sides_at(campaign.level)}, (tavern.key, difficulty)


@pytest.mark.parametrize(
    "damage, said",
    [
        (lambda d: d["dice"][0].update(weights=[1, 2, 3]), "3 weights for its 4 faces"),
        (lambda d: d["dice"][0].update(weights=[0, 0, 0, 0]), "whole weights of 0 or more"),
        (lambda d: d["dice"][1].update(weights=[1, 1, -1, 1, 1, 1]), "whole weights of 0 or more"),
        (lambda d: d["dice"][1].update(games=["chess"]), "unknown game 'chess'"),
        (lambda d: d["dice"][1].update(sides=8, weights=[1] * 8), "throws no such die"),
        (lambda d: d["dice"][0].update(games=["spots"]), "is a d4, but the road's spots throws no such die"),
        (lambda d: d["dice"][1].update(body=[300, 0, 0]), "body colour"),
        (lambda d: d["dice"][1].update(sold_at=["the_moon"]), "'the_moon'"),
        (lambda d: d["dice"][1].update(price=0), "a price of 0"),
        (lambda d: d["dice"][1].pop("story"), "damaged: KeyError 'story'"),
        (lambda d: d["dice"].append(copy.deepcopy(d["dice"][1])), "is given twice"),
    ],
)
def test_damaged_special_dice_data_is_one_clear_line(damage, said):
    data = dice_data()
    damage(data)
    with pytest.raises(SpecialDiceError) as refused:
        special_dice_from_dict(data)
    assert said in str(refused.value) and "\n" not in str(refused.value)
