"""``python -m game road-sim --alone``: does any one special die or badge
carry a run? Each is taken alone on the same roads as a traveller with
none, and the runs compared pair by pair.

A road's seed makes its matches' seeds, so a run with one die in the bag
and the plain run of the same seed meet the same regulars at the same
tables. Where they end apart, the die (or the badge) made the difference,
or the chance its throws moved on did: a run won with it and lost without
it counts as ``won_by_it``, the other way as ``lost_by_it``, and both are
kept so the chance can be seen beside the effect. Of the runs an item was
thrown or played in (``runs``), it must win (``won_by_it``) at most half:
no single die or badge carries a run. The runs an item was never used in
(its tavern not reached) say nothing of it and are not counted."""

from __future__ import annotations

import random

from game.campaign.badges import the_badges
from game.campaign.road import Campaign
from game.campaign.special_dice import the_special_dice
from game.services.match import Match
from game.tools.campaign_auto import travel_on
from game.tools.road_sim import special_values


def _road(seed: int, run: int, difficulty: str) -> Campaign:
    """The run's campaign, its road the same whatever is carried (the road-sim's seeds)."""
    return Campaign.new("Wanderer", difficulty, random.Random(f"{seed}/road-sim/{run}").randrange(2**32))


def _plain_run(seed: int, run: int, difficulty: str, max_matches: int) -> bool:
    """The run with no special die and no badge: whether the road was won."""
    campaign = _road(seed, run, difficulty)
    travel_on(campaign, max_matches=max_matches)
    return campaign.over == "champion"


def _run_with(key: str, seed: int, run: int, difficulty: str, max_matches: int) -> tuple[bool, bool]:
    """The run with one die or one badge, thrown or played wherever it serves: (was it used, was the road won)."""
    campaign = _road(seed, run, difficulty)
    is_die = key in the_special_dice()
    if is_die:
        campaign.bag = [key]
    else:
        campaign.badges = [key]
    used = [False]

    def seen(match: Match) -> None:
        if is_die and special_values(match) or not is_die and match.badge is not None and match.badges.played:
            used[0] = True

    travel_on(
        campaign, max_matches=max_matches, seen=seen, turns=None, with_dice=is_die, with_badges=not is_die, only=key
    )
    return used[0], campaign.over == "champion"


def road_alone(
    runs: int, difficulty: str = "standard", seed: int = 1, max_matches: int = 150, keys: tuple[str, ...] = ()
) -> dict:
    """Every special die and badge (or those of ``keys``) alone, against the plain runs of the same roads."""
    plain = [_plain_run(seed, run, difficulty, max_matches) for run in range(runs)]
    figures: dict[str, dict] = {}
    for key in keys or (*the_special_dice(), *the_badges()):
        pairs = [
            (won, plain[run])
            for run in range(runs)
            for used, won in [_run_with(key, seed, run, difficulty, max_matches)]
            if used
        ]
        won_by_it = sum(won and not plain_won for won, plain_won in pairs)
        figures[key] = {
            "runs": len(pairs),  # thrown or played in
            "runs_won": sum(won for won, _ in pairs),
            "runs_won_plain": sum(plain_won for _, plain_won in pairs),  # the same roads with neither
            "won_by_it": won_by_it,
            "lost_by_it": sum(plain_won and not won for won, plain_won in pairs),
            "share_won_by_it": round(won_by_it / len(pairs), 4) if pairs else None,
        }
    shares = [f["share_won_by_it"] for f in figures.values() if f["share_won_by_it"] is not None]
    return {
        "runs": runs,
        "difficulty": difficulty,
        "seed": seed,
        "runs_won_plain": sum(plain),
        "alone": figures,
        "most_won_by_one": max(shares, default=None),  # at most 0.5: no die or badge carries a run
    }
