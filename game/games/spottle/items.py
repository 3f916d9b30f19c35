"""The ordinary adventuring gear a Spottle player can bet, and what the
Spottle Master says it is worth: the classic equipment prices, in copper.

Each seat sits down with a kit of a few items; a kit is a list of item keys,
and the same item can sit in several kits (two players may both carry rope).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Item:
    key: str
    name: str  # as the log says it: "a flask of oil"
    short: str  # as a button says it: "Flask of oil"
    price: int  # copper


ITEMS = {
    item.key: item
    for item in (
        Item("oil", "a flask of oil", "Flask of oil", 200),
        Item("rope", "fifty feet of rope", "Rope, 50 ft", 100),
        Item("torches", "six torches", "Six torches", 20),
        Item("lantern", "a lantern", "Lantern", 1000),
        Item("tinderbox", "a tinderbox", "Tinderbox", 300),
        Item("waterskin", "a waterskin", "Waterskin", 100),
        Item("mirror", "a small steel mirror", "Steel mirror", 500),
        Item("spikes", "a dozen iron spikes", "Iron spikes", 100),
        Item("pole", "a ten-foot pole", "Ten-foot pole", 100),
        Item("dagger", "a dagger", "Dagger", 300),
        Item("garlic", "a string of garlic", "Garlic", 500),
        Item("rations", "a week of iron rations", "Iron rations", 1500),
        Item("backpack", "a backpack", "Backpack", 500),
        Item("holy_water", "a vial of holy water", "Holy water", 2500),
    )
}

# One kit per seat, in seat order; a seventh seat would start again at the first.
KITS = (
    ("oil", "rope", "torches"),
    ("lantern", "waterskin", "garlic"),
    ("dagger", "tinderbox", "spikes"),
    ("mirror", "pole", "oil"),
    ("rations", "torches", "rope"),
    ("holy_water", "backpack", "tinderbox"),
)


def kit_for(seat: int) -> tuple[str, ...]:
    return KITS[seat % len(KITS)]
