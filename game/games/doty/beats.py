"""Doty Dice's beats at the table: points won, a set, a tie, and a
computer's Everyone Scores turn that threw twice said in one line."""

from __future__ import annotations

from game.core.events import Event
from game.core.moments import Moment
from game.games.doty.rules import points_said
from game.games.doty.turn_summary import rethrow_summary
from game.table.beats import (
    Answer,
    Banner,
    TableBeats,
    Win,
    banners_by_ink,
    jolts_by_kind,
    rise,
    sounds_by_name,
)


class DotyBeats(TableBeats):
    banners = banners_by_ink(
        red={"lose": "LOST", "no_improvement": "NO BETTER"},
        gold={"set": "A SET!", "game_over": "WINNER!"},
        ink={"playoff": "A TIE!"},
    )
    sounds = sounds_by_name(
        big_win=("win", "game_over"),
        lose=("lose", "no_improvement"),
        coin_to_pot=("set", "score"),
        win=("set_won",),
        click=("declare",),
    )

    jolts = jolts_by_kind(flash=("game_over",))  # a set or a pair won lifts the scorer's row (``win_in``)

    def win_in(self, flow, event: Event) -> Win | None:
        """A round of Pairs won, by the declared pair or by breaking a set: the
        points say it in the banner, and no coins change hands."""
        if event.kind not in ("win", "set_won"):
            return None
        assert event.seat is not None  # a round is won by a seat
        return Win(event.seat)

    def answers_for(self, flow, event: Event, events: list[Event]) -> list[Answer]:
        """Points won rise from the dice that won them."""
        points = event.data.get("points")
        rising = [rise(f"+{points}")] if points and event.kind in ("score", "win", "set_won", "throw") else []
        return rising + super().answers_for(flow, event, events)

    def moments_for(self, flow, events: list[Event]) -> list[Moment]:
        """A computer's Everyone Scores turn that threw twice ends with its line."""
        moments = super().moments_for(flow, events)
        rethrow = next((event for event in events if event.kind == "throw" and "rethrown" in event.data), None)
        if rethrow is not None:
            moments += flow.summary_moments(rethrow.seat, rethrow_summary(events), events)
        return moments

    def banner_for(self, flow, event: Event, events: list[Event]) -> Banner | None:
        data = event.data
        if event.kind in ("win", "set_won") or (event.kind == "score" and data.get("points")):
            return f"+{data['points']}", "gold", event.text
        if event.kind == "throw":
            if "row" in data:  # Called Shot: the points say it; the row's words are in the panel and below
                return points_said(data["points"]).upper(), "gold" if data["points"] else "ink", event.text
            title = data.get("hand") or (
                "" if "points" not in data else f"+{data['points']}" if data["points"] else "No points"
            )
            return title.upper(), "ink", event.text
        return super().banner_for(flow, event, events)


BEATS = DotyBeats
