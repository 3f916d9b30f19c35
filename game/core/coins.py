"""Coins. Every amount in the rules is a whole number of copper pieces."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Coin:
    abbr: str
    name: str
    copper: int


PLATINUM = Coin("pp", "platinum", 500)
GOLD = Coin("gp", "gold", 100)
ELECTRUM = Coin("ep", "electrum", 50)
SILVER = Coin("sp", "silver", 10)
COPPER = Coin("cp", "copper", 1)

# Largest first: a purse is shown greedily in the largest coins.
COINS: tuple[Coin, ...] = (PLATINUM, GOLD, ELECTRUM, SILVER, COPPER)


def in_coins(copper: int) -> list[tuple[Coin, int]]:
    """Split an amount into the largest coins: 1234 -> 2 pp, 2 gp, 3 sp, 4 cp."""
    if copper < 0:
        raise ValueError(f"a purse cannot hold {copper} cp")
    parts = []
    for coin in COINS:
        count, copper = divmod(copper, coin.copper)
        if count:
            parts.append((coin, count))
    return parts


def format_coins(copper: int) -> str:
    """'2 pp 2 gp 3 sp 4 cp'; an empty purse is '0 cp'."""
    parts = in_coins(copper)
    if not parts:
        return "0 cp"
    return " ".join(f"{count} {coin.abbr}" for coin, count in parts)


def format_coins_tight(copper: int) -> str:
    """'2pp 2gp 3sp 4cp': the same purse, for a line too narrow for ``format_coins``' spaces."""
    return " ".join(f"{count}{coin.abbr}" for coin, count in in_coins(copper)) or "0cp"


def format_signed(copper: int) -> str:
    """A change of purse: '+3 sp', '-1 gp 5 sp', '±0'."""
    if copper == 0:
        return "±0"
    sign = "+" if copper > 0 else "-"
    return sign + format_coins(abs(copper))
