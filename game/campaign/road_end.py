"""A run of the Tavern Road at its end: what it comes to (``tally``: the
matches, the coins won or lost, the best pot, the dice won, the badges
played, the trophies), and the harder road a champion may set out on next
(``harder_road``: the next difficulty up, a new seed drawn from the old
one, the bag of special dice and badges kept)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.campaign.road import Campaign


@dataclass(frozen=True)
class RunTally:
    """What a run came to, as its ending tells it."""

    won: bool  # the champion of champions beaten (else the purse ran out, the loan spent)
    matches: int
    wins: int
    losses: int
    coins: int  # the purse at the end, less any debt, against the purse the road gave at its start
    best_pot: int
    dice_won: tuple[str, ...]  # the special dice that came to the bag on this road, not bought: prizes, finds
    dice_bought: tuple[str, ...]
    badges_used: tuple[str, ...]  # each badge played, in the order played
    trophies: tuple[str, ...]
    taverns_beaten: int  # of the road's houses, its final table not counted
    final_beaten: bool
    road_number: int


def bought(campaign: Campaign) -> list[str]:
    """The special dice bought at a counter on this road, read from its moves."""
    return [move["die"] for move in campaign.history if move.get("move") == "buy"]


def tally(campaign: Campaign) -> RunTally:
    road = campaign.road
    houses = {t.key for t in road.houses}
    final = road.final
    paid = bought(campaign)
    return RunTally(
        won=campaign.over == "champion",
        matches=campaign.matches,
        wins=campaign.wins,
        losses=campaign.losses,
        coins=campaign.purse - campaign.owed - campaign.level.purse,
        best_pot=campaign.best_pot,
        dice_won=tuple(k for k in campaign.bag if k not in campaign.kept_bag and k not in paid),
        dice_bought=tuple(k for k in campaign.bag if k in paid),
        badges_used=tuple(campaign.badges_played),
        trophies=tuple(campaign.trophies),
        taverns_beaten=len([k for k in campaign.beaten if k in houses]),
        final_beaten=final is not None and final.key in campaign.beaten,
        road_number=campaign.road_number,
    )


def harder_difficulty(campaign: Campaign) -> str:
    """The difficulty after the campaign's (the hardest stays the hardest)."""
    order = list(campaign.road.difficulties)
    return order[min(order.index(campaign.difficulty) + 1, len(order) - 1)]


def harder_seed(campaign: Campaign) -> int:
    """The next road's seed, drawn from this one's: a shared seed's harder roads are the same roads too."""
    return random.Random(f"{campaign.seed}/harder/{campaign.road_number}").randrange(2**32)


def harder_road(campaign: Campaign) -> Campaign:
    """A new run for the champion: the next difficulty up, the purse and the taverns as any run's, and the
    bag (its special dice and its badges) kept. ValueError for a road not won."""
    if campaign.over != "champion":
        raise ValueError("a harder road is for a champion: this road is not won")
    road = Campaign.new(campaign.name, harder_difficulty(campaign), harder_seed(campaign))
    road.road_number = campaign.road_number + 1
    road.bag, road.badges = list(campaign.bag), list(campaign.badges)
    road.kept_bag, road.kept_badges = list(campaign.bag), list(campaign.badges)
    return road
