"""A lesson followed through its table's flow with no window: the person
tries moves of their own before their steps and presses Skip, which does
the step. Shared by the flow's tests and the lesson monkey's."""

from __future__ import annotations

import random

from game.physics.gesture import Pull
from game.table.lessons import LessonScript
from tests.test_flow import FRAME, flow_of


class Picker:
    """A goal picker with no screen (Doty's Called Shot): its value, as chosen."""

    visible = True

    def __init__(self):
        self.value = None

    def select(self, value) -> None:
        self.value = value


class Seen:
    """What a lesson's steps read and set of a table with no screen: its
    match, the raise set on it (Death's Will's, on its table's part: here the
    stand-in itself), the goal picked (Doty's Called Shot) and the pick board's
    fists while the person picks (kept as Spelldice's table keeps them)."""

    def __init__(self, match):
        self.match = match
        self.part = self  # a table's game part, where a game's table is composed of one
        self.raise_coins = 0
        self.called_picker = self.called_bar = Picker()
        self._picking = None

    def change_raise(self, by: int) -> None:
        self.raise_coins += by

    def refresh(self) -> None:
        """Nothing to draw."""

    @property
    def picking(self):
        state = self.match.state
        if getattr(state, "phase", None) != "pick" or self.match.is_computer(state.picker):
            self._picking = None
        elif self._picking is None or self._picking.key != (state.round, state.picker):
            from game.games.spelldice.picking import Picking

            self._picking = Picking(state, state.picker)
            self._picking.key = (state.round, state.picker)
        return self._picking


def skip_through(lesson, tries: int = 0, seed: int = 0, seconds: float = 3600.0):
    """Follow ``lesson`` by Skip alone, after ``tries`` random moves of the
    person's own at each of their steps. Returns the script, the flow, the
    refusals said, and the steps at which the table moved on while the coach
    explained (none, if it waits)."""
    rng = random.Random(seed)
    script = LessonScript(lesson)
    flow = flow_of(lesson.match())
    script.follow(flow, Seen(flow.match))
    refusals, moved_while_held = [], []
    while not script.done and flow.clock < seconds:
        if flow.moment is not None and flow.moment.hold:
            flow.skip()
        if script.holds():
            before = len(flow.match.state.history)
            flow.advance(1.0)  # the table waits while the coach explains
            if len(flow.match.state.history) != before:
                moved_while_held.append(script.step.key)
            script.go_on()
            continue
        if script.step.persons and not flow.busy and (flow.person_to_throw() or flow.person_to_decide()):
            step = script.step
            for _ in range(tries):
                if script.step is not step or flow.busy:
                    break
                refusals.extend(_try_a_move(flow, rng))
            if script.step is step:  # a move of their own may have met it
                script.skip()
        flow.advance(FRAME)
    return script, flow, refusals, moved_while_held


def _try_a_move(flow, rng: random.Random) -> list[str]:
    """A move of the person's own choosing, or a throw; what was refused."""
    history = list(flow.match.state.history)
    if flow.person_to_throw():
        flow.throw_drag(Pull(0.0, 0.0, rng.uniform(-300, 300), rng.uniform(-300, 300)))
        return []
    legal = flow.match.state.legal_actions()
    if not legal or flow.attempt(rng.choice(legal)):
        return []
    assert flow.match.state.history == history, "a refused move changed the match"
    refused, flow.refusal = flow.refusal, ""
    return [refused]
