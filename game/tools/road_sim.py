"""``python -m game road-sim``: whole runs of the Tavern Road by the
computer traveller (``campaign_auto``), with the real physics, and what its
special dice showed: each die's throws counted and their mean measured
beside the mean its weights make (``data_mean``), so that a die's data and
the dice it throws can be seen to agree.

Every run starts with every special die in the bag, and the traveller
takes those that serve a tavern in turn, the turns running on from one run
to the next: each die is thrown in as many of a tavern's matches as the
others, give or take one (the bag of a real run fills as it is travelled).

Every run starts with every badge too, one carried into each match in turn
and played by the traveller (``campaign_auto.badge_due``); a badge played
is gone, so each is played at most once a run. Each badge's figures: the
matches it was played in (``used``) and won (``won``, against
``matches_won_rate``, every match's), the throws it changed (``changed``)
and by how much their faces' sum moved on average (``mean_change``), or the
coins its house paid (``coins``).

A run is won (``runs_won``) only when the champion of champions is beaten
at the road's final table; ``final_matches`` counts the matches played
there (``final_matches_won``, those the traveller won). A run ends unwon
when the purse is empty and the loan spent (``runs_broke``) or when the
final table's tries are spent (``runs_turned_away``). Each die and badge
also says the runs it was thrown or played in (``runs``) and how many of
them were won (``runs_won``); whether one alone carries a run is
``road-sim --alone``'s to measure (``game.tools.road_alone``)."""

from __future__ import annotations

import random

from game.campaign.badges import the_badges
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
    thrown_in = {key: [0, 0] for key in dice}  # [matches it was thrown in, those the traveller won]
    results = {"champion": 0, "broke": 0, "turned_away": 0, "unfinished": 0}
    matches = 0
    turns = {t.key: 0 for t in the_road().taverns}

    badges = {key: {"used": 0, "won": 0, "changed": 0, "change": 0, "coins": 0} for key in the_badges()}
    won_matches = [0]
    final = the_road().final
    at_the_final = [0, 0]  # the matches played at the final table, and those the traveller won there

    in_runs = {key: [0, 0] for key in [*dice, *the_badges()]}  # [runs it was thrown or played in, won of them]
    in_this_run: set[str] = set()

    def seen(match: Match) -> None:
        won = _traveller_net(match, campaign.current or {}) > 0
        if match.badge is not None and match.badges.played:
            in_this_run.add(match.badge.key)
        won_matches[0] += won
        if final is not None and (campaign.current or {}).get("tavern") == final.key:
            at_the_final[0] += 1
            at_the_final[1] += match.state.outcome().won[0]
        if match.badge is not None and match.badges.played:
            figures = badges[match.badge.key]
            figures["used"] += 1
            figures["won"] += won
            if match.badges.after != match.badges.before:
                figures["changed"] += 1
                figures["change"] += sum(match.badges.after) - sum(match.badges.before)
            wager, net = (campaign.current or {}).get("wager", 0), _traveller_net(match, campaign.current or {})
            figures["coins"] += the_badges()[match.badge.key].coins_paid(wager, net, net > 0)
        if match.special is not None:
            values = special_values(match)
            if values:  # thrown, not only carried
                in_this_run.add(match.special.key)
                thrown_in[match.special.key][0] += 1
                thrown_in[match.special.key][1] += won
            totals[match.special.key][0] += len(values)
            totals[match.special.key][1] += sum(values)

    for run in range(runs):
        campaign = Campaign.new("Wanderer", difficulty, random.Random(f"{seed}/road-sim/{run}").randrange(2**32))
        campaign.bag = list(dice)
        campaign.badges = list(the_badges())
        in_this_run.clear()
        travel_on(campaign, max_matches=max_matches, seen=seen, turns=turns, with_dice=True, with_badges=True)
        results[campaign.over or "unfinished"] += 1
        for key in in_this_run:
            in_runs[key][0] += 1
            in_runs[key][1] += campaign.over == "champion"
        matches += campaign.matches
    return {
        "runs": runs,
        "difficulty": difficulty,
        "seed": seed,
        "runs_won": results["champion"],
        "runs_broke": results["broke"],
        "runs_turned_away": results["turned_away"],  # the final table's tries spent, its champion unbeaten
        "runs_unfinished": results["unfinished"],
        "matches": matches,
        "final_matches": at_the_final[0],  # against the champion of champions, whom every won run has beaten
        "final_matches_won": at_the_final[1],
        "special_dice": {
            key: {
                "used": used,
                "mean": round(total / used, 4) if used else None,
                "data_mean": round(die.data_mean, 4),
                "matches": thrown_in[key][0],  # the matches it was thrown in, and the share of them won
                "won_rate": round(thrown_in[key][1] / thrown_in[key][0], 4) if thrown_in[key][0] else None,
                "runs": in_runs[key][0],  # the runs it was thrown in, and those won
                "runs_won": in_runs[key][1],
            }
            for key, die in dice.items()
            for used, total in [totals[key]]
        },
        "matches_won_rate": round(won_matches[0] / matches, 4) if matches else None,
        "badges": {
            key: {
                "used": b["used"],
                "won": b["won"],
                "won_rate": round(b["won"] / b["used"], 4) if b["used"] else None,
                "changed": b["changed"],
                "mean_change": round(b["change"] / b["changed"], 4) if b["changed"] else None,
                "coins": b["coins"],
                "runs": in_runs[key][0],  # the runs it was played in, and those won
                "runs_won": in_runs[key][1],
            }
            for key, b in badges.items()
        },
    }


def _traveller_net(match: Match, current: dict) -> int:
    """What the match leaves the traveller's purse up (below 0: down), before any badge's coins."""
    outcome = match.state.outcome()
    if not current.get("wager"):
        return outcome.coins[0] if outcome.coins else 0
    if outcome.won[0]:
        return current["pot"] - current["wager"]
    return -current["wager"] if any(outcome.won) or any(outcome.lost) else 0
