"""A game's beats at the table, as data: which of its events are moments
of their own, which get a banner and which a sound, and what a computer's
long turn comes to in one line. Pure: inks are named ("gold", "red",
"ink"), and a view gives them their colours.

Each game's table has its beats (``game.games.<game>.beats``); the flow
(``game.table.flow.TableFlow``, handed to each question as ``flow``) asks
them, so a table paces the same with a window or without one.
"""

from __future__ import annotations

from game.core.events import Event
from game.core.moments import Moment

# (title, ink, the line beneath): a banner's words
Banner = tuple[str, str, str]


def banners_by_ink(**inks: dict[str, str]) -> dict[str, tuple[str, str]]:
    """A game's banners written by their ink (``red={"bust": "BUST!"}``),
    as the table looks them up: event kind -> (title, ink)."""
    return {kind: (title, ink) for ink, titles in inks.items() for kind, title in titles.items()}


def sounds_by_name(**sounds: tuple[str, ...]) -> dict[str, str]:
    """A game's sounds written by what is heard (``coin=("ante", "raise")``),
    as the table looks them up: event kind -> sound name."""
    return {kind: sound for sound, kinds in sounds.items() for kind in kinds}


class TableBeats:
    # event kind -> (banner title, ink); the event's text goes beneath
    banners: dict[str, tuple[str, str]] = {}
    # event kind -> sound name
    sounds: dict[str, str] = {}
    # how long a chance shows where no dice fly (a tooth pressed), in the throw's own time
    press_seconds = 0.7

    def moments_for(self, flow, events: list[Event]) -> list[Moment]:
        """How a step's events are shown: by default all at once, each
        event with its own banner (``banner_for``)."""
        return [Moment(tuple(events))]

    def banner_for(self, flow, event: Event, events: list[Event]) -> Banner | None:
        """(title, ink, sub-line) to show for an event, or None."""
        if event.kind in self.banners:
            title, ink = self.banners[event.kind]
            return title, ink, event.text
        return None

    def turn_summary(self, seat: int, events: list[Event]) -> str | None:
        """What a computer did in its turn, in a few words, for the games
        whose turns take many steps; None where a turn's own banner says it."""
        return None

    def due(self, flow) -> list[Moment]:
        """Moments the table adds of itself while nothing else is showing
        (a colour called before its first roll)."""
        return []
