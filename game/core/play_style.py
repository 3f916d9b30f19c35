"""How a Tavern Road regular plays: a tilt of its game's computer player,
said as data (``resources/rules/tavern_road.json``, a regular's ``style``).

- ``bold``, from -1 (careful) to 1 (bold): a bold player raises, bets big,
  calls long shots and shoots; a careful one antes, bets small, calls the
  sure thing and holds a spell up;
- ``bluff``, from 0 to 1: the chance of a bold move whatever the dice say
  (a raise on a poor hand);
- ``badge``: how ``bold`` moves while the traveller holds a badge not yet
  played (below 0: more careful, above: bolder), for the regulars know what a
  badge can do.

No table but the road's has a style: a seat without one (None) plays as its
level always has, drawing the same chances in the same order."""

from __future__ import annotations

from dataclasses import dataclass


def _clamped(value: float, low: float, high: float) -> float:
    return max(low, min(high, float(value)))


@dataclass(frozen=True)
class Style:
    bold: float = 0.0
    bluff: float = 0.0
    badge: float = 0.0

    def __post_init__(self) -> None:
        for name, low, high in (("bold", -1, 1), ("bluff", 0, 1), ("badge", -1, 1)):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= high:
                raise ValueError(f"a style's {name} is a number from {low} to {high}, not {value!r}")

    def facing_badge(self) -> Style:
        """The style as it plays against a traveller holding a badge not yet played."""
        return Style(_clamped(self.bold + self.badge, -1, 1), self.bluff, 0.0)

    def to_dict(self) -> dict:
        return {"bold": self.bold, "bluff": self.bluff, "badge": self.badge}

    @classmethod
    def from_dict(cls, data: object) -> Style:
        """Raises ValueError (one line) for anything but a style's fields with numbers."""
        if not isinstance(data, dict) or any(key not in ("bold", "bluff", "badge") for key in data):
            raise ValueError(f"a style is bold, bluff and badge, not {str(data)[:60]!r}")
        return cls(**data)


def styles_from(data: object) -> tuple[Style | None, ...] | None:
    """A record's seats' styles (a list, None for a seat without one), or None where it has none."""
    if data is None:
        return None
    if not isinstance(data, list):
        raise ValueError("a record's styles are a list, one a seat")
    return tuple(None if item is None else Style.from_dict(item) for item in data)


def styles_to(styles: tuple[Style | None, ...] | None) -> list | None:
    return None if styles is None else [None if s is None else s.to_dict() for s in styles]
