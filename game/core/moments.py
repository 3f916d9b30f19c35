"""A moment at a table: what it shows before play moves on.

One move can cause many things (a roll, a spell, two hits, a fall). A table
shows them one moment at a time, each long enough to read at the player's
pace, and each moment's events reach the talk as it begins, not before.
Pure: a table decides how a moment looks.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Moment:
    events: tuple = ()  # what happened, said in the talk as the moment begins
    seconds: float = 0.0  # how long it stays at the normal pace; 0 goes straight on
    title: str = ""  # the banner's words, if the moment has its own
    sub: str = ""  # the line beneath them
    ink: str = "gold"  # the banner's colour: gold, red or ink
    kind: str = ""  # what the table draws for it (a game's own names)
    hold: bool = False  # stays until a person moves on; with nobody to, ``seconds``
