"""Spottle's beats at the table: the Master's throw said with every
player's result, the toad's gulp, the crocodile's snap, and the coins."""

from __future__ import annotations

from game.core.coins import format_coins
from game.core.events import Event
from game.table.beats import Answer, Banner, TableBeats, Win, banners_by_ink, coins, jolts_by_kind, rise, sounds_by_name

PRESS_SECONDS = 0.7  # a finger pressing one of the crocodile's teeth, in the throw's own time
SAID = {"win": "wins {paid}", "push": "pushes", "bust": "busts", "lose": "loses"}


class SpottleBeats(TableBeats):
    press_seconds = PRESS_SECONDS
    banners = banners_by_ink(
        red={"swallowed": "GULP!", "snapped_up": "GULP!", "snap": "SNAP!"},
        gold={"session_over": ""},
    )
    sounds = sounds_by_name(
        coin_to_pot=("bet", "raise", "fee"),
        snap=("snap",),
        lose=("lost_die",),
        big_win=("session_over",),
        click=("leave", "offer"),
    )

    jolts = jolts_by_kind(shake=("swallowed", "snapped_up", "snap"))

    def answers_for(self, flow, event: Event, events: list[Event]) -> list[Answer]:
        """Each die's value rises from it; a loser's coins fly to the Master
        (a winner's from him are the table's win, ``win_in``); a bust shakes;
        the toad's or the crocodile's gulp shakes."""
        data, seat = event.data, event.seat
        if event.kind in ("throw", "master_throw"):
            return [rise(str(data["value"]))]
        if event.kind == "fee":
            return coins(data["amount"], ("seat", seat), ("master",))
        if event.kind == "settle":
            result = data["result"]
            if result in ("lose", "bust"):
                jolt = [Answer("shake", ("seat", seat), ink="red")] if result == "bust" else []
                lost = coins(0 if data["item"] else data["stake"], ("seat", seat), ("master",))
                return jolt + lost
            return []
        return super().answers_for(flow, event, events)

    def win_in(self, flow, event: Event) -> Win | None:
        """A bet won against the Master: he pays it. The Master's banner says
        every player's result, so the win has no title of its own."""
        if event.kind == "settle" and event.data["result"] == "win":
            assert event.seat is not None  # a bet is settled with its seat
            return Win(event.seat, event.data["paid"], ("master",))
        return None

    def banner_for(self, flow, event: Event, events: list[Event]) -> Banner | None:
        if event.kind == "master_throw" and event.data["die"] == 1:
            settled = [e for e in events if e.kind == "settle"]
            total = settled[0].data["master_total"] if settled else event.data["value"]
            names = flow.match.state.names
            lines = [
                f"{names[e.seat]} " + SAID[e.data["result"]].format(paid=format_coins(e.data["paid"])) for e in settled
            ]
            return f"The Master: {total}", "gold", "  ·  ".join(lines)
        if event.kind == "randomizer":
            return f"RANDOMIZER: {event.data['value']}", "ink", event.text
        if event.kind == "session_over" and any(e.kind == "settle" for e in events):
            return None  # the last round's settling keeps the banner; the prompt says the table is closed
        return super().banner_for(flow, event, events)


BEATS = SpottleBeats
