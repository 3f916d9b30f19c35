"""What the road's data says of the goods a traveller may own (its special dice, its badges) alike:
read by key from their JSON, each named only once, a champion's prize one a tavern, every tavern
named one the road has. Each kind checks its own fields; these are the checks they share."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from game.campaign.taverns import Road, RoadDataError
from game.core import catalogue

Good = TypeVar("Good")


def check_taverns(good: Any, road: Road, error: type[RoadDataError], one: str) -> None:
    """Every tavern ``good`` is sold at or given by is one the road has (``one``: "badge", ...)."""
    taverns = {t.key for t in road.taverns}
    for tavern in (*good.sold_at, *([good.prize_of] if good.prize_of else [])):
        if tavern not in taverns:
            raise error(f"{one} {good.key!r} names a tavern the road does not have: {tavern!r}")


def check_sale(good: Any, error: type[RoadDataError], one: str) -> None:
    """A good costs a coin or more and serves games the program has (``one``: "badge", ...)."""
    if good.price <= 0:
        raise error(f"{one} {good.key!r} has a price of {good.price}, not a coin or more")
    if not good.games:
        raise error(f"{one} {good.key!r} serves no game")
    for game in good.games:
        if catalogue.find(game) is None:
            raise error(f"{one} {good.key!r} serves an unknown game {game!r}")


def goods_from_entries(
    entries: Callable[[], list], make: Callable[[dict], Good], error: type[RoadDataError], one: str, many: str
) -> dict[str, Good]:
    """The goods ``make`` reads from the ``entries`` of their JSON, by key (``one``/``many``: what they are
    called, "badge"/"badges"); ``error`` names the first thing wrong, a damaged file's in its own words."""
    try:
        goods: dict[str, Good] = {}
        for entry in entries():
            good = make(entry)
            key = good.key  # type: ignore[attr-defined]  # every good has its key
            if key in goods:
                raise error(f"{one} {key!r} is given twice")
            goods[key] = good
        prizes = [good.prize_of for good in goods.values() if good.prize_of]  # type: ignore[attr-defined]
        if len(prizes) != len(set(prizes)):
            raise error(f"a champion gives two {many}: one prize a tavern")
        return goods
    except (KeyError, TypeError, ValueError) as damaged:
        if isinstance(damaged, RoadDataError):
            raise
        raise error(f"the data of the {many} is damaged: {type(damaged).__name__} {damaged}") from None


def read_goods(path: Path, from_dict: Callable[[dict], dict[str, Good]]) -> dict[str, Good]:
    """A goods file (the special dice, the badges) read and checked by its ``from_dict``."""
    return from_dict(json.loads(path.read_text(encoding="utf-8")))
