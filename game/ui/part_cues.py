"""What a game's part of its table hears and is asked, as named data (``game.ui.composed_table``):
the flow's cues its part shows its own way (``heard``), the pointer over the table (``pointer``), and
the boxes of what lies on the table that a banner or a rising figure must know of (``boxes``). One
hook for each, whatever a game's part makes of it, rather than a hook for every cue and every
motion of the pointer."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from game.core.moments import Moment
from game.ui.banner_place import Box


@dataclass(frozen=True)
class ThrowBegins:
    """The dice are about to leave the hand."""


@dataclass(frozen=True)
class Thrown:
    """A throw's dice fly (the table's ``animation``)."""


@dataclass(frozen=True)
class Revealing:
    """A step's outcome is about to be shown, moment by moment."""

    events: list


@dataclass(frozen=True)
class MomentBegins:
    """A moment begins (before its events reach the talk)."""

    moment: Moment


@dataclass(frozen=True)
class MomentEnds:
    """The moment showing has been seen."""

    moment: Moment


@dataclass(frozen=True)
class BannerGone:
    """The banner has been read and is down."""


Cue = ThrowBegins | Thrown | Revealing | MomentBegins | MomentEnds | BannerGone


@dataclass(frozen=True)
class Pointer:
    """The pointer on the table, in the table's own measure: pressed, dragged, let go, or moved."""

    kind: Literal["press", "drag", "release", "move"]
    x: float
    y: float


@dataclass(frozen=True)
class PartBoxes:
    """What lies on a game's table that the banner and the rising figures must know of."""

    announced: list[Box] = field(default_factory=list)  # more a banner speaks of than the dice just thrown
    unannounced: list[Box] = field(default_factory=list)  # dice from earlier throws a banner does not speak of
    banner_may_cover: tuple = ()  # its panels a banner may stand over (a tray that is its place)
    figures_keep_off: list[Box] = field(default_factory=list)  # more than the panels (a creature)
