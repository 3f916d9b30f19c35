"""Spelldice's beats at the table: a round told moment by moment (each
shot's roll, each spell, each hit and fall), the people gathered before the
count, and each colour called before its first roll."""

from __future__ import annotations

from game.core.events import Event
from game.core.moments import Moment
from game.games.spelldice.moments import call, moments_of
from game.games.spelldice.verdicts import Verdicts
from game.table.beats import Answer, TableBeats, jolts_by_kind, rise, sounds_by_name


class SpelldiceBeats(TableBeats):
    sounds = sounds_by_name(
        hit=("hit",),
        spell=("spell", "whip"),
        fall=("eliminated",),
        big_win=("comes_back", "game_over"),
        die_off_table=("banished",),  # to the Nether-Nether
        snap=("fire",),
    )

    jolts = jolts_by_kind(shake=("eliminated",), flash=("comes_back", "game_over"))

    def answers_for(self, flow, event: Event, events: list[Event]) -> list[Answer]:
        """A shot's roll rises from its die (gold where it hits); a hit
        flashes its target's plaque red; a fall shakes the table."""
        data = event.data
        if event.kind == "shot_roll":  # gold for a hit only once no spell can answer it
            return [rise(str(data["roll"]), "gold" if data["hit"] and self.verdicts.judged(event) else "ink")]
        if event.kind == "hit":
            return [Answer("flash", ("seat", data["target"]), ink="red")]
        return super().answers_for(flow, event, events)

    def __init__(self):
        self.called: str | None = None  # the colour last called to roll, this round
        self.verdicts = Verdicts()  # a roll's hit or miss, called once the spells have answered it

    def moments_for(self, flow, events: list[Event]) -> list[Moment]:
        moments = self.verdicts.told(flow.match.state, moments_of(events))
        if any(e.kind == "fire" for e in events):
            self.called = None  # a new round: every colour is called again
            if people(flow) > 1:  # gather round before the count
                at = next(k for k, m in enumerate(moments) if m.kind == "count")
                moments.insert(at, Moment((), 0.0, kind="gather", hold=True))
        return moments

    def due(self, flow) -> list[Moment]:
        """ "Who has green shots? Roll 'em!": before a colour's first roll."""
        state = flow.match.state
        if state.rolling is None:
            return []
        colour = state.shots[state.rolling]["colour"]
        if colour == self.called:
            return []
        self.called = colour
        return [call(colour)]


def people(flow) -> int:
    """How many people sit at this screen."""
    match = flow.match
    return sum(match.at_this_screen(seat) for seat in range(match.players))


BEATS = SpelldiceBeats
