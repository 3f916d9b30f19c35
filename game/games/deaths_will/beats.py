"""Death's Will's beats at the table: the banners of its great throws, the
table's mockery of a piss, and the sounds of coin and bowl."""

from __future__ import annotations

import random

from game.core.events import Event
from game.table.beats import Answer, Banner, TableBeats, Win, banners_by_ink, coins, jolts_by_kind, rise, sounds_by_name

TEASES = (
    '{other} laughs: "The bowl is the round thing, friend."',
    '{other}: "Careful, the floor doesn\'t pay out."',
    '{other} slaps the table: "A piss! Somebody fetch a mop!"',
    '{other}: "Did the dice owe you money?"',
    '{other} grins: "Throw them, don\'t launch them."',
)


class DeathsWillBeats(TableBeats):
    banners = banners_by_ink(
        red={"piss": "PISS!", "plague": "PLAGUE!", "woe": "WOE!"},
        gold={"favor": "DEATH'S FAVOR!", "weal": "WEAL!"},
        ink={"tie": "A TIE!"},
    )
    sounds = sounds_by_name(
        coin_to_pot=("ante", "raise"),
        coin_to_purse=("hand_over",),  # the pot, to whoever takes it
        click=("score",),  # a score noted: the hand goes on
        fall=("piss",),
        lose=("plague", "woe"),
        big_win=("favor", "weal", "match_over"),
    )

    jolts = jolts_by_kind(shake=("piss", "plague", "woe"), flash=("favor", "weal"))

    def answers_for(self, flow, event: Event, events: list[Event]) -> list[Answer]:
        """A score rises from the dice; coins fly from a purse to the pot, and
        a pot no one won back to whoever anted it (a won pot is the table's
        win, ``win_in``); a great throw shakes or flashes."""
        data, seat = event.data, event.seat
        if event.kind == "score":
            return [rise(str(data["score"]))]
        if event.kind in ("ante", "raise"):
            return coins(data["amount"], ("purse", seat), ("pot",))
        if event.kind == "penalty":
            return coins(data["amount"], ("purse", seat), ("purse", data["to"]) if "to" in data else ("pot",))
        if event.kind == "hand_over" and seat is None:
            return coins(data["pot"], ("pot",), ("purse", data["receiver"]))
        return super().answers_for(flow, event, events)

    def win_in(self, flow, event: Event) -> Win | None:
        """A hand won: its winner takes the pot."""
        if event.kind != "hand_over" or event.seat is None:
            return None
        name = flow.match.state.names[event.seat]
        return Win(event.seat, event.data["pot"], ("pot",), f"{name} takes the pot!")

    def banner_for(self, flow, event: Event, events: list[Event]) -> Banner | None:
        if event.kind == "piss":
            return "PISS!", "red", self.tease(flow, event)
        if event.kind in ("score", "nothing"):
            text = f"Score {event.data['score']}" if event.kind == "score" else "No score"
            return text, "ink", event.text
        if event.kind == "hand_over":  # a great throw's banner, in the same moment, says it first
            if any(e.kind in self.banners for e in events):
                return None
            return super().banner_for(flow, event, events) or ("", "ink", event.text)
        return super().banner_for(flow, event, events)

    @staticmethod
    def tease(flow, event: Event) -> str:
        """The other gambler's jibe, the same each time the match is played again."""
        assert event.seat is not None  # the jibe answers a seat's throw
        other = flow.match.state.names[1 - event.seat]
        return random.Random(len(flow.log_events)).choice(TEASES).format(other=other)


BEATS = DeathsWillBeats
