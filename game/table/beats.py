"""A game's beats at the table, as data: which of its events are moments
of their own, which get a banner and which a sound, and what a computer's
long turn comes to in one line. Pure: inks are named ("gold", "red",
"ink"), and a view gives them their colours.

Each game's table has its beats (``game.games.<game>.beats``); the flow
(``game.table.flow.TableFlow``, handed to each question as ``flow``) asks
them, so a table paces the same with a window or without one.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Event
from game.core.moments import Moment

# (title, ink, the line beneath): a banner's words
Banner = tuple[str, str, str]


@dataclass(frozen=True)
class Answer:
    """How the table answers an event, beside its banner and sound: a
    figure rising from where it was made ("rise"), coins flying from one
    place to another ("coins", ``amount`` in copper), the table jolted and a
    place flashed red ("shake"), or a place flashed in its ink ("flash");
    and for a hand or round won, a shower of coins into the winner's purse
    ("shower") and the winner's card lifted in a gold glow ("lift").
    A place is named, and a view says where it is: ("dice",) the dice just
    thrown, ("seat", n) a seat's card or plaque, ("purse", n), ("pot",), or
    a game's own."""

    what: str
    place: tuple = ("dice",)
    words: str = ""
    ink: str = "gold"
    to: tuple = ()
    amount: int = 0


def rise(words: str, ink: str = "gold", place: tuple = ("dice",)) -> Answer:
    """A figure rising from the dice that made it (or from ``place``)."""
    return Answer("rise", place, words, ink)


def coins(amount: int, source: tuple, to: tuple) -> list[Answer]:
    """Coins flying from ``source`` to ``to``; none for nothing."""
    return [Answer("coins", source, to=to, amount=amount)] if amount > 0 else []


@dataclass(frozen=True)
class Win:
    """A hand or round won, as every game's table celebrates it: the winner's
    ``seat``, the copper they ``took`` and where it came from (``source``),
    and the banner's title for it ("": the game's banner says it as before)."""

    seat: int
    took: int = 0
    source: tuple = ("pot",)
    title: str = ""


def celebrated(win: Win) -> list[Answer]:
    """A win's answers: what it took showered into the winner's purse, their card lifted."""
    shower = [Answer("shower", win.source, to=("purse", win.seat), amount=win.took)] if win.took > 0 else []
    return [*shower, Answer("lift", ("seat", win.seat))]


def jolts_by_kind(shake: tuple[str, ...] = (), flash: tuple[str, ...] = ()) -> dict[str, str]:
    """A game's jolts written by how they answer (``shake=("bust",)``), as
    the table looks them up: event kind -> "shake" or "flash"."""
    return {**dict.fromkeys(flash, "flash"), **dict.fromkeys(shake, "shake")}


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
    # event kind -> "shake" (red) or "flash" (gold), at the seat the event is about
    jolts: dict[str, str] = {}
    # how long a chance shows where no dice fly (a tooth pressed), in the throw's own time
    press_seconds = 0.7

    def moments_for(self, flow, events: list[Event]) -> list[Moment]:
        """How a step's events are shown: by default all at once, each
        event with its own banner (``banner_for``)."""
        return [Moment(tuple(events))]

    def banner_for(self, flow, event: Event, events: list[Event]) -> Banner | None:
        """(title, ink, sub-line) to show for an event, or None: a win's title in gold."""
        if event.kind in self.banners:
            title, ink = self.banners[event.kind]
            return title, ink, event.text
        win = self.win_in(flow, event)
        if win is not None and win.title:
            return win.title, "gold", event.text
        return None

    def win_in(self, flow, event: Event) -> Win | None:
        """The hand or round ``event`` says was won, and by whom; None for any
        other event. Each game names its own; the table celebrates them alike."""
        return None

    def answering(self, flow, event: Event, events: list[Event]) -> list[Answer]:
        """Every answer to an event: a win's celebration (the same in every
        game, ``celebrated``), then the game's own (``answers_for``)."""
        win = self.win_in(flow, event)
        return [*(celebrated(win) if win is not None else []), *self.answers_for(flow, event, events)]

    def answers_for(self, flow, event: Event, events: list[Event]) -> list[Answer]:
        """How the table answers an event as its moment begins: by default
        its jolt (``jolts``), at the seat it is about."""
        jolt = self.jolts.get(event.kind)
        if jolt is None or event.seat is None:
            return []
        return [Answer(jolt, ("seat", event.seat), ink="red" if jolt == "shake" else "gold")]

    def turn_summary(self, seat: int, events: list[Event]) -> str | None:
        """What a computer did in its turn, in a few words, for the games
        whose turns take many steps; None where a turn's own banner says it."""
        return None

    def due(self, flow) -> list[Moment]:
        """Moments the table adds of itself while nothing else is showing
        (a colour called before its first roll)."""
        return []
