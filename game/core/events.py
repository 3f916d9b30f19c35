"""What happened at the table, for the log, the banners, the sounds and the stats."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Event:
    kind: str  # e.g. "ante", "score", "piss", "hand_over"
    text: str  # one line for the log, in the game's own words
    seat: int | None = None  # the seat it is about, if any
    data: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        return {"kind": self.kind, "text": self.text, "seat": self.seat, "data": dict(self.data)}

    @classmethod
    def from_dict(cls, data: dict) -> Event:
        return cls(data["kind"], data["text"], data.get("seat"), dict(data.get("data", {})))
