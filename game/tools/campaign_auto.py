"""``python -m game campaign --auto``: a computer traveller (the hard
player, in every seat it takes) plays a whole run of the Tavern Road
headless, with the real physics, and the run is summed up as JSON.

Its bag fills as any traveller's does (a champion's prize, a die found on
the road), but it throws none of it: which faces help in which game is not
its to know, and its runs stay comparable with those before special dice.
``road-sim`` asks it to throw them (``with_dice``): then it takes the bag's
dice that serve a tavern in turn, and buys from a counter only what a purse
of plenty can spare; and with them its badges (``with_badges``), one carried
into each match in turn and played as a traveller who knows it would: a
badge of the dice just before its own first throw of dice, a badge of the
coins as the match begins (it pays only where the match goes its way)."""

from __future__ import annotations

from collections.abc import Callable

from game.campaign import road_badges
from game.campaign.road import Buy, Campaign, Enter, Settle, TakeLoan, Travel
from game.core import catalogue
from game.services.campaign_slots import badge_of, special_of, styles_of
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


def _entered(campaign: Campaign) -> dict:
    """The match the campaign has entered (its seats the people's: the traveller a person)."""
    if campaign.current is None:
        raise RuntimeError("no match is in play")
    return campaign.current


def play_match(campaign: Campaign) -> dict:
    """Play the match entered to its end; its record, as the campaign settles it."""
    return {**played_match(campaign).to_replay(), "seats": list(_entered(campaign)["seats"])}


def played_match(campaign: Campaign) -> Match:
    """The match entered, played to its end by computers (the traveller's seat the hard player, who
    plays the badge carried in, if any, as ``badge_due`` says)."""
    current = _entered(campaign)
    options = catalogue.game(current["game"]).rules.Options.from_dict(current["options"])
    seats = (TRAVELLER_LEVEL, *current["seats"][1:])
    match = Match(options, seats, current["seed"], special_of(campaign), badge_of(campaign), styles_of(campaign))
    while not match.over:
        if badge_due(match):
            match.play_badge(by_computer=True)
        match.play_computer_step()
    return match


def badge_due(match: Match) -> bool:
    """The computer traveller plays its badge now: one of the coins at once, one of the dice as its own
    dice are about to be thrown."""
    badge = match.badge
    if badge is None or match.badges.played or match.over:
        return False
    if not badge.of_dice:
        return True
    request = match.state.throw_request()
    return request is not None and request.thrower == badge.seat and match.state.die_kind(request) is not None


def _die_for(campaign: Campaign, turn: int, only: str | None = None) -> str | None:
    """The bag's dice that serve the tavern, each in turn (``turn``: the matches played there); with
    ``only``, that one or none."""
    dice = [d.key for d in campaign.dice_for() if only in (None, d.key)]
    return dice[turn % len(dice)] if dice else None


def _badge_for(campaign: Campaign, turn: int, only: str | None = None) -> str | None:
    """The bag's badges that serve the tavern, each in turn; with ``only``, that one or none."""
    fitting = [b.key for b in road_badges.fitting(campaign) if only in (None, b.key)]
    return fitting[turn % len(fitting)] if fitting else None


def _shop(campaign: Campaign) -> None:
    """Buy what the counter sells while the purse holds ten times the price (the road's wagers come first)."""
    for die in sorted(campaign.counter(), key=lambda d: d.price):
        if campaign.purse >= 10 * die.price:
            campaign.apply(Buy(die.key))


def travel_on(
    campaign: Campaign,
    until=lambda campaign: False,
    max_matches: int = 150,
    seen: Callable[[Match], object] | None = None,
    turns: dict | None = None,
    with_dice: bool = False,
    with_badges: bool = False,
    only: str | None = None,
) -> dict:
    """The computer traveller's run from where the campaign stands, until
    it is over, ``until(campaign)`` holds, or ``max_matches`` are played;
    ``seen`` is shown each finished match. ``with_dice``: the bag's dice are
    thrown, taken in turn at each tavern, counted in ``turns`` (the matches
    entered there; several runs may share them, so that each die has its
    turn however short a run). ``only``: the one special die or badge the
    traveller throws or carries, wherever it serves (it buys none).
    Returns the matches played at each tavern."""
    played = {t.key: 0 for t in campaign.road.taverns}
    turns = turns if turns is not None else dict(played)
    while not campaign.over and campaign.matches < max_matches and not until(campaign):
        if campaign.purse < campaign.cheapest():
            campaign.apply(TakeLoan())
            continue
        tavern = _next_tavern(campaign)
        if campaign.at != tavern.key:
            campaign.apply(Travel(tavern.key))
        if with_dice and only is None:
            _shop(campaign)
        wager = min(tavern.wagers_at(campaign.level)) if tavern.wagers else 0
        if campaign.purse < (wager or tavern.min_purse):  # the counter took what the table needed: not so
            continue
        die = _die_for(campaign, turns[tavern.key], only) if with_dice else None
        badge = _badge_for(campaign, turns[tavern.key], only) if with_badges else None
        campaign.apply(Enter(wager, die, badge))
        played[tavern.key] += 1
        turns[tavern.key] += 1
        match = played_match(campaign)
        if seen is not None:
            seen(match)
        campaign.apply(Settle({**match.to_replay(), "seats": list(_entered(campaign)["seats"])}))
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
        "special_dice": list(campaign.bag),
        "final_purse": campaign.purse,
    }
