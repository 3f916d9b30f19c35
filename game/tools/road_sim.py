"""``python -m game road-sim``: whole runs of the Tavern Road by the
computer traveller (``campaign_auto``), with the real physics, and what its
special dice showed: each die's throws counted and their mean measured
beside the mean its weights make (``data_mean``), so that a die's data and
the dice it throws can be seen to agree.

Every run starts with every special die in the bag, and the traveller
takes those that serve a tavern in turn, the turns running on from one run
to the next: each die is thrown in as many of a tavern's matches as the
others, give or take one (the bag of a real run fills as it is travelled)."""

from __future__ import annotations

import random

from game.campaign.road import Campaign
from game.campaign.special_dice import the_special_dice
from game.campaign.taverns import the_road
from game.core.dice import ThrowResult
from game.services.match import Match
from game.tools.campaign_auto import travel_on


def special_values(match: Match) -> list[int]:
    """The values the match's special die showed, in order: its record played back through the rules."""
    special = match.special
    if special is None:
        return []
    rules = match.kind.rules
    state = rules.State.new(match.state.options)
    shown = []
    for data in match.state.history:
        action = rules.action_from_dict(data)
        if isinstance(action, ThrowResult):
            request = state.throw_request()
            assert request is not None  # a throw's result comes when one is due
            if special.throws_in(request, state.die_kind(request)):
                shown.append(action.values[0])
        state.apply(action)
    return shown


def road_sim(runs: int, difficulty: str = "standard", seed: int = 1, max_matches: int = 150) -> dict:
    dice = the_special_dice()
    totals = {key: [0, 0] for key in dice}  # [throws, sum of faces]
    results = {"champion": 0, "broke": 0, "unfinished": 0}
    matches = 0
    turns = {t.key: 0 for t in the_road().taverns}

    def seen(match: Match) -> None:
        if match.special is not None:
            values = special_values(match)
            totals[match.special.key][0] += len(values)
            totals[match.special.key][1] += sum(values)

    for run in range(runs):
        campaign = Campaign.new("Wanderer", difficulty, random.Random(f"{seed}/road-sim/{run}").randrange(2**32))
        campaign.bag = list(dice)
        travel_on(campaign, max_matches=max_matches, seen=seen, turns=turns, with_dice=True)
        results[campaign.over or "unfinished"] += 1
        matches += campaign.matches
    return {
        "runs": runs,
        "difficulty": difficulty,
        "seed": seed,
        "runs_won": results["champion"],
        "runs_broke": results["broke"],
        "runs_unfinished": results["unfinished"],
        "matches": matches,
        "special_dice": {
            key: {
                "used": used,
                "mean": round(total / used, 4) if used else None,
                "data_mean": round(die.data_mean, 4),
            }
            for key, die in dice.items()
            for used, total in [totals[key]]
        },
    }
