"""The Tavern Road's badges: tokens of tin, silver and gold that the
traveller carries, takes one at a time into a match and plays once there,
on the road only. Read from ``resources/rules/badges.json`` so that they
can be tuned without code. A badge of the dice bends one throw of the
traveller's (``game.core.road_badge``: the match keeps when it was played,
so it replays); a badge of the coins is paid by the road when the match is
settled (``coins_paid``)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.campaign.road_goods import check_sale, check_taverns, goods_from_entries, read_goods
from game.campaign.taverns import Road, RoadDataError, the_road
from game.core.coins import format_coins
from game.core.road_badge import COIN_EFFECTS, DICE_EFFECTS, EFFECTS, HALF_BACK, WIN_BONUS, BadgeInPlay
from game.platform.resources import resource

BADGES_FILE = ("rules", "badges.json")
TIERS = ("tin", "silver", "gold")
TRAVELLER_SEAT = 0

# what each effect does, in a line for the bag, the counter and the table
EFFECT_WORDS = {
    "rethrow_one": "Your next throw: the die that most needs it is thrown again.",
    "turn_up": "Your next throw: one die turned a face up, where that helps.",
    "turn_either": "Your next throw: one die turned a face up or down, where that helps.",
    "turn_any": "Your next throw: one die turned to the face that helps most.",
    "best_of_two": "Your next throw is thrown twice: the better stands.",
    "best_of_three": "Your next throw is thrown three times: the best stands.",
    HALF_BACK: "Lose the match and the house gives back {share} of what it cost, up to {cap}.",
    WIN_BONUS: "Win the match and the house adds {share} of the wager (or of the coins won), up to {cap}.",
}
SHARE_WORDS = {0.25: "a quarter", 0.5: "half", 0.75: "three quarters", 1.0: "all"}


@dataclass(frozen=True)
class Badge:
    key: str
    name: str  # "the tin Thumb badge": how the talk names it
    tier: str  # tin, silver or gold
    effect: str
    games: tuple[str, ...]  # the games it may be played in
    price: int  # copper, at a counter that sells it
    story: str
    prize_of: str | None = None  # the tavern whose champion gives it when first beaten
    sold_at: tuple[str, ...] = ()
    share: float = 0.5  # a badge of the coins: the share it pays
    cap: int = 0  # ... and the most it pays, copper

    @property
    def of_dice(self) -> bool:
        return self.effect in DICE_EFFECTS

    @property
    def title(self) -> str:
        """Its name as a heading: "The tin Thumb badge"."""
        return self.name[:1].upper() + self.name[1:]

    def words(self) -> str:
        """What it does, in a line."""
        share = SHARE_WORDS.get(self.share, f"{round(self.share * 100)}%")
        return EFFECT_WORDS[self.effect].format(share=share, cap=format_coins(self.cap))

    def serves(self, game: str) -> bool:
        return game in self.games

    def in_play(self) -> BadgeInPlay:
        """The badge as a match carries it, not yet played."""
        return BadgeInPlay(self.key, self.effect, TRAVELLER_SEAT, self.name)

    def coins_paid(self, wager: int, net: int, won: bool) -> int:
        """What the house pays the traveller when the match is settled, the badge played: ``wager`` the
        match's (0 in the coin games), ``net`` what the match left the purse up (below 0: down)."""
        if self.effect == HALF_BACK and not won and net < 0:
            base = wager or -net
        elif self.effect == WIN_BONUS and won:
            base = wager or max(net, 0)
        else:
            return 0
        return min(self.cap, int(base * self.share))


class BadgesError(RoadDataError):
    """The badges' data file is not what it should be; one line."""


def _badge(data: dict, road: Road) -> Badge:
    key = str(data["key"])
    badge = Badge(
        key=key,
        name=str(data["name"]),
        tier=str(data["tier"]),
        effect=str(data["effect"]),
        games=tuple(str(g) for g in data["games"]),
        price=int(data["price"]),
        story=str(data["story"]),
        prize_of=data.get("prize_of"),
        sold_at=tuple(str(t) for t in data.get("sold_at", ())),
        share=float(data.get("share", 0.5)),
        cap=int(data.get("cap", 0)),
    )
    if badge.tier not in TIERS:
        raise BadgesError(f"badge {key!r} is of {badge.tier!r}, not {', '.join(TIERS)}")
    if badge.effect not in EFFECTS:
        raise BadgesError(f"badge {key!r} does {badge.effect!r}, not one of {', '.join(EFFECTS)}")
    if badge.effect in COIN_EFFECTS and not (0 < badge.share <= 1 and badge.cap > 0):
        raise BadgesError(f"badge {key!r} pays coins: it needs a share above 0, at most 1, and a cap")
    check_sale(badge, BadgesError, "badge")
    check_taverns(badge, road, BadgesError, "badge")
    return badge


def badges_from_dict(data: dict, road: Road | None = None) -> dict[str, Badge]:
    """The badges from their JSON, by key; BadgesError names the first thing wrong."""
    road = road or the_road()
    return goods_from_entries(lambda: data["badges"], lambda entry: _badge(entry, road), BadgesError, "badge", "badges")


@lru_cache(maxsize=1)
def the_badges(path: Path | None = None) -> dict[str, Badge]:
    return read_goods(path or resource(*BADGES_FILE), badges_from_dict)


def badge(key: str) -> Badge:
    """A badge by its key; KeyError for one the road does not have."""
    return the_badges()[key]
