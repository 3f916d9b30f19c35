"""``python -m game campaign --auto``: a computer traveller (the hard
player, in every seat it takes) plays a whole run of the Tavern Road
headless, with the real physics, and the run is summed up as JSON."""

from __future__ import annotations

from game.campaign.road import Campaign, Enter, Settle, TakeLoan, Travel
from game.core import catalogue
from game.services.match import Match

TRAVELLER_LEVEL = "hard"


def _next_tavern(campaign: Campaign):
    """The furthest open tavern not yet beaten, if the purse can enter it;
    else the cheapest open one, to mend the purse."""
    open_ = campaign.open_taverns()
    unbeaten = [t for t in open_ if t.key not in campaign.beaten]
    goal = unbeaten[-1] if unbeaten else open_[-1]
    if campaign.purse >= goal.cheapest(campaign.level):
        return goal
    return min(open_, key=lambda t: t.cheapest(campaign.level))


def play_match(campaign: Campaign) -> dict:
    """Play the match entered to its end; its record, as the campaign settles it."""
    current = campaign.current
    options = catalogue.game(current["game"]).rules.Options.from_dict(current["options"])
    match = Match(options, (TRAVELLER_LEVEL, *current["seats"][1:]), current["seed"])
    while not match.over:
        match.play_computer_step()
    return {**match.to_replay(), "seats": list(current["seats"])}


def travel_on(campaign: Campaign, until=lambda campaign: False, max_matches: int = 150) -> dict:
    """The computer traveller's run from where the campaign stands, until
    it is over, ``until(campaign)`` holds, or ``max_matches`` are played.
    Returns the matches played at each tavern."""
    played = {t.key: 0 for t in campaign.road.taverns}
    while not campaign.over and campaign.matches < max_matches and not until(campaign):
        if campaign.purse < campaign.cheapest():
            campaign.apply(TakeLoan())
            continue
        tavern = _next_tavern(campaign)
        if campaign.at != tavern.key:
            campaign.apply(Travel(tavern.key))
        wager = min(tavern.wagers_at(campaign.level)) if tavern.wagers else 0
        campaign.apply(Enter(wager))
        played[tavern.key] += 1
        campaign.apply(Settle(play_match(campaign)))
    return played


def auto_campaign(seed: int, difficulty: str = "standard", max_matches: int = 150) -> dict:
    campaign = Campaign.new("Wanderer", difficulty, seed)
    played = travel_on(campaign, max_matches=max_matches)
    loans = int(campaign.loan_taken)
    return {
        "seed": seed,
        "difficulty": difficulty,
        "result": campaign.over or "unfinished",
        "matches": campaign.matches,
        "taverns_beaten": len(campaign.beaten),
        "beaten": list(campaign.beaten),
        "purse_path": list(campaign.purse_path),
        "loans": loans,
        "matches_by_tavern": played,
        "trophies": list(campaign.trophies),
        "final_purse": campaign.purse,
    }
