"""Spots' beats at the table: a bust, a scored dog, the tiles reset, d0g's
one-die turns read before what follows them, and a computer's long turn
said in one line."""

from __future__ import annotations

from game.core.events import Event
from game.core.moments import Moment
from game.games.spots.board import BUST_OVER
from game.games.spots.turn_summary import turn_summary
from game.table.beats import Answer, TableBeats, banners_by_ink, jolts_by_kind, rise, sounds_by_name
from game.table.flow import BANNER_HOLD_SECONDS

D0G_DIE = ("d0g_trick", "d0g_roll")  # d0g's turn: the die it rolls, and what that does
# A person's own bust stays this long at the normal pace, their yard over its
# limit shown, before the next turn's pack takes its place: a banner's time
# (1.8 s) was gone before the person had read what happened.
BUST_SECONDS = 3.5


class SpotsBeats(TableBeats):
    banners = banners_by_ink(
        red={"bust": "BUST!", "no_dice": "NO DICE LEFT", "d0g_score": "d0g SCORES"},
        gold={"fast_score": "FAST AND RISKY!", "slow_score": "SCORED", "game_over": "SIX DOGS!"},
        # d0g's turn is one die: its banner paces it as a computer's turn
        ink={"reset": "TILES RESET", "d0g_trick": "d0g's turn", "d0g_roll": "d0g's turn"},
    )
    sounds = sounds_by_name(
        click=("place",),
        die_on_table=("bury",),
        lose=("bust", "d0g_score"),
        big_win=("fast_score", "game_over"),
        win=("slow_score",),
        coin_to_purse=("treats", "reroll"),
    )

    jolts = jolts_by_kind(shake=("bust",))

    def answers_for(self, flow, event: Event, events: list[Event]) -> list[Answer]:
        """A scored dog is celebrated: its card flashes gold and the dogs
        scored rise from it; a bust shakes the yard."""
        if event.kind in ("fast_score", "slow_score"):
            dogs = event.data["dogs"]
            flashes = [Answer("flash", ("dog", event.seat, dog)) for dog in dogs]
            said = f"+{len(dogs)} dog" + ("s" if len(dogs) > 1 else "")
            return [*flashes, rise(said, "red", place=("dog_foot", event.seat, dogs[0]))]
        return super().answers_for(flow, event, events)

    def turn_summary(self, seat: int, events: list[Event]) -> str | None:
        return turn_summary(seat, events)

    def moments_for(self, flow, events: list[Event]) -> list[Moment]:
        """All at once, but for d0g's die and a person's own bust: each is
        read before what follows it (the dog d0g scores, the next turn)
        covers it."""
        moments, chunk = [], []
        for event in events:
            chunk.append(event)
            if event.kind in D0G_DIE and event is not events[-1]:
                moments.append(Moment(tuple(chunk), seconds=BANNER_HOLD_SECONDS))
                chunk = []
            elif own_bust(flow, event):
                moments.append(bust_moment(flow, tuple(chunk), event))
                chunk = []
        return [*moments, Moment(tuple(chunk))] if chunk or not moments else moments


def own_bust(flow, event: Event) -> bool:
    """A person's bust in their own turn (not a yard another's trick pushed over)."""
    return event.kind == "bust" and event.data.get("own", False) and not flow.match.is_computer(event.seat)


def bust_moment(flow, events: tuple, bust: Event) -> Moment:
    """The bust, said with the yard that made it, held to be read; the table
    shows the busting player's yard while it lasts (kind "bust")."""
    name = flow.match.state.names[bust.seat]
    sub = f"{name}'s yard: {bust.data['total']}, over {BUST_OVER}. The dogs' dice and the yard go back."
    return Moment(events, seconds=BUST_SECONDS, title="BUST!", sub=sub, ink="red", kind="bust")


BEATS = SpotsBeats
