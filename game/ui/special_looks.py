"""How a Tavern Road special die looks at the table: the kind of each die of
a throw, the special one (the first of its thrower's dice) in its own
colours from the road's data, the others as the table draws them."""

from __future__ import annotations

from game.campaign.special_dice import the_special_dice
from game.services.match import Throw
from game.ui.solid_dice import special_kind


def throw_kinds(throw: Throw, kind: str) -> tuple[str, ...]:
    """Each die's kind where a special die is among them; () where none is (every die ``kind``)."""
    special = throw.special
    if special is None or special.key not in the_special_dice():
        return ()
    looks = the_special_dice()[special.key]
    return (special_kind(kind, looks.body, looks.pips),) + (kind,) * (len(throw.result.values) - 1)
