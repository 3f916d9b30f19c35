"""The road's side of its badges (``game.campaign.badges``): buying one at a
counter, carrying one into a match, the champion's prize, and settling a
match a badge was carried into: a badge played is gone (a badge of the
coins paid by the house, so that no coin is made or lost), one not played
stays in the bag."""

from __future__ import annotations

from typing import Any

from game.campaign.badges import badge, the_badges
from game.campaign.taverns import Tavern
from game.core.coins import format_coins
from game.core.road_badge import BadgeInPlay

# the road's Campaign (game.campaign.road), which imports this module: named here, not imported
Campaign = Any


def counter(campaign: Campaign) -> list:
    """The badges the counter of the tavern the traveller is at sells, that the bag lacks."""
    return [b for b in the_badges().values() if campaign.at in b.sold_at and b.key not in campaign.badges]


def fitting(campaign: Campaign, tavern: Tavern | None = None) -> list:
    """The bag's badges that may be carried into a match at a tavern (the one the traveller is at)."""
    game = (tavern or campaign.tavern).game
    return [found for key in campaign.badges if (found := badge(key)).serves(game)]


def problem_buying(campaign: Campaign, key: str) -> str | None:
    if key not in the_badges():
        return f"there is no badge {key!r}"
    wanted = badge(key)
    return campaign.problem_at_counter(key in campaign.badges, wanted.name, wanted.sold_at, wanted.price, wanted.title)


def buy(campaign: Campaign, key: str) -> list[str]:
    bought = badge(key)
    campaign.purse -= bought.price
    campaign.houses[campaign.at] += bought.price  # the counter is the house's
    campaign.badges.append(key)
    return [f"{campaign.name} buys {bought.name} for {format_coins(bought.price)}: {bought.story}"]


def problem_carrying(campaign: Campaign, key: str) -> str | None:
    if key not in campaign.badges:
        return f"the bag holds no badge {key!r}"
    if badge(key) not in fitting(campaign):
        return f"{badge(key).title} is not played at {campaign.tavern.name}"
    return None


def prize(campaign: Campaign, tavern: Tavern, giver: str) -> list[str]:
    """The champion's badge, given to the traveller who first beats the tavern."""
    won = next((b for b in the_badges().values() if b.prize_of == tavern.key), None)
    if won is None or won.key in campaign.badges:
        return []
    campaign.badges.append(won.key)
    return [f"{giver} gives {campaign.name} {won.name}: {won.story}"]


def _carried(data: object) -> BadgeInPlay | None:
    return None if data is None else BadgeInPlay.from_dict(data)  # type: ignore[arg-type]


def record_problem(current: dict, record: dict) -> str | None:
    """Why a finished match's record is not of the match entered, as to its badge; None where it is."""
    try:
        entered, recorded = _carried(current.get("badge")), _carried(record.get("badge"))
    except (KeyError, TypeError, ValueError):
        return "this record's badge is damaged"
    same = (entered is None) == (recorded is None)
    if same and entered is not None and recorded is not None:
        same = (entered.key, entered.effect, entered.seat) == (recorded.key, recorded.effect, recorded.seat)
    return None if same else "this record is not of the match entered (its badge differs)"


def settle(campaign: Campaign, tavern: Tavern, current: dict, record: dict, net: int) -> list[str]:
    """The badge carried into the match settled: a badge played is gone, and one of the coins is paid
    by the house (``net``: what the match left the purse up, below 0 down)."""
    carried = _carried(record.get("badge"))
    if carried is None or carried.armed_at is None or carried.key not in campaign.badges:
        return []
    campaign.badges.remove(carried.key)
    campaign.badges_played.append(carried.key)
    played = badge(carried.key)
    paid = played.coins_paid(current["wager"], net, net > 0)
    if not paid:
        return [f"{played.title} is spent."]
    campaign.purse += paid
    campaign.houses[tavern.key] -= paid
    return [f"{played.title} is spent: the house pays {campaign.name} {format_coins(paid)}."]


def check_saved(badges: object, played: object) -> None:
    """A saved run's badges: ValueError or TypeError (one line) where damaged."""
    if not isinstance(badges, list) or not isinstance(played, list):
        raise TypeError("the badges carried or played are not a list")
    for key in (*badges, *played):
        if not isinstance(key, str) or key not in the_badges():
            raise ValueError(f"the bag holds {str(key)[:40]!r}, which is no badge of the road")
    if len(set(badges)) != len(badges):
        raise ValueError("the bag holds a badge twice")
