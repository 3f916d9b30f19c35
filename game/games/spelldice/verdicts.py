"""A roll's verdict told once no spell can answer it. A roll any wizard
holding a spell may still answer (a Dodge, an Uno Mas) is shown as the
number alone; "A HIT" or "A MISS" is called when the answers are done, with
the spells that changed it, so the table never calls a hit a Dodge then
takes back. Pure: it reads each step's events, and the rules' state after
the step only for whether the roll may still be answered.
"""

from __future__ import annotations

from dataclasses import replace

from game.core.events import Event
from game.core.moments import Moment
from game.games.spelldice.colours import COLOUR_BY_KEY
from game.games.spelldice.moments import ROLL_SECONDS

ANSWERED_BY_NEW_ROLL = ("banished",)  # a roll ended at once: its own moment tells it


class Verdicts:
    """The roll waiting for its answers, and what answered it so far."""

    def __init__(self) -> None:
        self.waiting: int | None = None  # the shot whose roll may still be answered
        self.first = self.roll = self.need = 0  # its roll as rolled, as it stands now, and what it needs
        self.spells: list[str] = []  # "Bo's Dodge" for each spell cast on it

    def open_for(self, state, shot: int) -> bool:
        """Spells may still answer this shot's roll."""
        return bool(state.window) and state.window_shot == shot

    def told(self, state, moments: list[Moment]) -> list[Moment]:
        """The step's moments with its roll shown unjudged while answers may
        come, and the verdict called where the answers end."""
        shown: list[Moment] = []
        for moment in moments:
            event = moment.events[-1] if moment.events else None
            if event is not None and event.kind == "shot_roll":
                self.waiting, self.spells = event.data["shot"], []
                self.first = self.roll = event.data["roll"]
                self.need = event.data["need"]
                if self.open_for(state, self.waiting):
                    moment = replace(moment, title=str(event.data["roll"]), sub=f"{event.text} Spells may answer it.")
                else:  # nobody holds a spell: the roll is judged as it is rolled
                    self.waiting = None
            elif event is not None and event.kind == "spell" and event.data.get("shot") == self.waiting:
                names = state.names
                self.spells.append(f"{names[event.seat]}'s {COLOUR_BY_KEY[event.data['spell']].spell}")
                self.roll = event.data.get("roll", self.roll)
                if event.data["spell"] == "green":  # a Spur: the new roll is told as it comes
                    self.waiting = None
            elif event is not None and event.kind in ANSWERED_BY_NEW_ROLL and event.data.get("shot") == self.waiting:
                self.waiting = None
            elif self.waiting is not None and not self.open_for(state, self.waiting):
                shown.append(self.verdict())
            shown.append(moment)
        if self.waiting is not None and not self.open_for(state, self.waiting):
            shown.append(self.verdict())
        return shown

    def verdict(self) -> Moment:
        """ "5: A MISS", and why: the answers end with the roll as it stands
        (read from the events: the rules may have ended the round since)."""
        roll, need = self.roll, self.need
        self.waiting = None
        hit = roll >= need
        how = (
            f"{', '.join(self.spells)}: the {self.first} became {roll} (needs {need})."
            if self.spells
            else f"No spell answers: the {roll} stands (needs {need})."
        )
        title = f"{roll}: {'A HIT' if hit else 'A MISS'}"
        return Moment((), ROLL_SECONDS, title, how, "gold" if hit else "ink", "verdict")

    def judged(self, event: Event) -> bool:
        """A roll whose verdict has been called (or needs none): its figure may say hit or miss."""
        return event.data.get("shot") != self.waiting
