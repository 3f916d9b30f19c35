"""Teach me High Die: call for your die, throw it, watch Brannoc throw his,
and see who won. The dice are set (the physics still throws them): yours
shows 5, his 3. Its steps point at nothing, since no window ever shows the
tiny game; the table's flow follows them with none (tests/lessons_followed.py)."""

from __future__ import annotations

from game.table.lessons import Lesson, Step
from tests.tiny_game.rules import Options

YOU, BRANNOC = 0, 1


def _by(seat: int, kind: str):
    return lambda table, events: any(event.seat == seat and event.kind == kind for event in events)


def _nowhere(table) -> None:
    """Where a step points at a table with a screen; the tiny game has none."""
    return None


def lesson(name: str = "You", house: dict | None = None) -> Lesson:
    """The lesson; High Die is played alike at every tavern, so ``house`` changes nothing."""
    steps = (
        Step("welcome", "High Die: one die each, and the higher wins."),
        Step("call", "Call for your die: click Call.", _nowhere, _by(YOU, "call"), "a call: click Call"),
        Step("throw", "Now throw it.", _nowhere, _by(YOU, "throw"), "a throw: press Space"),
        Step("brannoc", "Brannoc calls and throws.", None, _by(BRANNOC, "throw")),
        Step("won", "5 against 3: you win. A tie is a draw."),
    )
    return Lesson(
        "Teach me: High Die", Options(names=(name, "Brannoc")), ("person", "easy"), 2026, steps, {0: (5,), 1: (3,)}
    )
