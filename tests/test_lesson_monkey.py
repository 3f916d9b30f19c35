"""The lesson monkey: every lesson played at its real table by a newcomer
who clicks what is not asked, presses keys twice, drags across the table
and presses Skip, between and during the steps. After every step the
coach's card tells the step the table stands at, and the lesson reaches its
end with the same things happening, in the same order, as when it is
followed exactly: a click off the script changes nothing the lesson tells."""

import random

import pytest

from game.registry import GAME_BY_KEY
from game.ui.arcade_import import arcade
from game.ui.coach import start_lesson
from tests.lessons_followed import skip_through
from tests.test_flow import happenings
from tests.thorough import THOROUGH
from tests.ui import FRAME, drag, draw

pytestmark = pytest.mark.window

KEYS = (
    arcade.key.SPACE,
    arcade.key.ENTER,
    arcade.key.A,
    arcade.key.B,
    arcade.key.D,
    arcade.key.F,
    arcade.key.K,
    arcade.key.R,
    arcade.key.S,
    arcade.key.H,
    arcade.key.UP,
    arcade.key.DOWN,
    arcade.key.KEY_1,
    arcade.key.KEY_2,
    arcade.key.Z,  # with Ctrl: undo, which a lesson refuses
)


def lessons() -> list:
    """Each lesson, and each part of a lesson in parts (Doty's Called Shot)."""
    found = []
    for definition in GAME_BY_KEY.values():
        make = getattr(definition.screens, "lesson", None)
        while make is not None:
            lesson = make("Ada")
            found.append(pytest.param(lesson, id=lesson.title.removeprefix("Teach me: ").replace(" ", "_").lower()))
            make = lesson.then
    return found


class Newcomer:
    """Random input at a lesson's table, never its Leave or Again."""

    def __init__(self, window, table, seed: int):
        self.window, self.table, self.rng = window, table, random.Random(seed)

    def widgets(self) -> list:
        coach = self.table.coach
        keep_off = {coach.leave_button, coach.again_button, self.table.menu_button}
        found = [w for w in self.table.ui.walk_widgets() if getattr(w, "on_click", None) is not None]
        found += [w for w in coach.ui.walk_widgets() if getattr(w, "on_click", None) is not None]
        return [w for w in found if w.visible and w not in keep_off]

    def act(self) -> None:
        window, rng = self.window, self.rng
        what = rng.random()
        if what < 0.4 and self.widgets():
            x, y = rng.choice(self.widgets()).rect.center
            window.dispatch_event("on_mouse_press", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
            window.dispatch_event("on_mouse_release", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
        elif what < 0.75:
            symbol = rng.choice(KEYS)
            modifiers = arcade.key.MOD_CTRL if symbol == arcade.key.Z else 0
            for _ in range(rng.choice((1, 1, 2))):  # a key pressed twice
                window.dispatch_event("on_key_press", symbol, modifiers)
                window.dispatch_event("on_key_release", symbol, modifiers)
        else:
            start = (rng.uniform(80, 1200), rng.uniform(80, 640))
            drag(window, start, (rng.uniform(80, 1200), rng.uniform(80, 640)))
        window.dispatch_events()
        if window.current_view is not self.table:  # the talk or a view opened: the newcomer comes back
            window.show_view(self.table)


def press(window, x: float, y: float) -> None:
    window.dispatch_event("on_mouse_press", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_event("on_mouse_release", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_events()


def words_of(coach, table) -> str:
    step = coach.step
    return step.says(table) if callable(step.says) else step.says


@pytest.mark.parametrize("seed", [1, 2] if THOROUGH else [1])
@pytest.mark.parametrize("lesson", lessons())
def test_a_lesson_clicked_through_by_a_newcomer_tells_the_table_and_reaches_its_end(window, pace, lesson, seed):
    pace("fast", "fast")
    start_lesson(window, lesson, back_to=window.current_view)
    table = window.current_view
    coach, newcomer, rng = table.coach, Newcomer(window, table, seed), random.Random(seed)
    told = set()
    spoke_while = []  # whether the table was quiet each time the card took a new step's words
    refresh = coach.refresh

    def refreshed() -> None:
        before = coach.shown
        refresh()
        if coach.shown != before:
            step = coach.step  # and a step of the person's once its thing to do is there to point at
            spoke_while.append(
                table.flow.quiet and (step is None or not step.persons or step.target(table) is not None)
            )

    coach.refresh = refreshed
    for _frame in range(60 * 600):
        if coach.done:
            break
        table.on_update(FRAME)
        if table.flow.busy and not coach.table_waits():
            continue
        draw(window)
        if coach.ready_to_speak() and coach.index not in told:  # the card tells the step the table stands at
            assert coach.count.text == f"Step {coach.index + 1} of {len(lesson.steps)}"
            assert coach.said == words_of(coach, table)
            told.add(coach.index)
        for _ in range(rng.randint(0, 3)):
            newcomer.act()
            table.on_update(FRAME)
        if coach.done or (table.flow.busy and not coach.table_waits()):
            continue
        draw(window)
        target = coach.target()
        if rng.random() < 0.25 and not coach.skip_button.disabled:
            press(window, *coach.skip_button.rect.center)
        elif target is not None and target.how == "drag":
            drag(window, target.centre, target.to)
        elif target is not None:
            press(window, *target.centre)
    assert coach.done, f"stuck at step {coach.index + 1}: {coach.step}"
    assert all(spoke_while), "the coach spoke ahead of the table: a step's words while dice rolled or a moment showed"
    assert all(step.key in coach.met or step.key in coach.skipped for step in lesson.steps)
    followed, *_ = skip_through(lesson)
    assert happenings(table.flow) == happenings(followed.flow)
    assert coach.main_button.visible and window.current_view is table
