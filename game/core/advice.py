"""The old hand's advice: what each option at a decision is worth.

A game's computer player values every option of a seat's decision (its
``option_values``); the hard player takes the best, the table shows them all
to a person who asks (the "?" button or H). The values come only from what
that seat may see.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Option:
    """One choice at a decision and what it is worth to the seat making it."""

    action: object
    value: float  # in the game's own measure: coins, a chance to win, points
    label: str  # "Raise 2", "Declare No cats"
    worth: str  # "+1.3 sp", "38% to win", "1.8 points"
