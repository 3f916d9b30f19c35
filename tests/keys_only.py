"""Play the real app by keys alone, as a person without a mouse would: the
focus moved with Tab and the arrows, Space and Enter to press. What the
helpers read of the views (which widget has the focus, whose turn it is)
only decides which key to press next; nothing is clicked or called."""

from __future__ import annotations

from game.ui.arcade_import import arcade
from tests.ui import FRAME, draw

K = arcade.key


def press(window, symbol: int, modifiers: int = 0) -> None:
    window.dispatch_event("on_key_press", symbol, modifiers)
    window.dispatch_event("on_key_release", symbol, modifiers)
    window.dispatch_events()


def frame(window) -> None:
    window.current_view.on_update(FRAME)
    draw(window)


def tab_to(window, wanted, limit: int = 60) -> None:
    """Tab until the focus is on ``wanted``."""
    view = window.current_view
    for _ in range(limit):
        if view.focus.focused == wanted:  # a table's spot (game.ui.focus.Spot) is made anew each time
            return
        press(window, K.TAB)
    raise AssertionError(f"Tab never reached {wanted}")


def pick_by_keys(window, picker, value) -> None:
    """A picker set to ``value`` by Right, the focus brought onto it first."""
    tab_to(window, picker)
    for _ in range(len(picker.choices)):
        if picker.value == value:
            return
        press(window, K.RIGHT)
    raise AssertionError(f"{value!r} is not among the choices")


def progress(table) -> tuple:
    """What a key that did something changes: a throw, a line of the talk, a moment gone on."""
    flow = table.flow
    return table.match.throws, len(flow.log_events), flow.person_to_throw(), flow.moment, table.match.over


def person_to_act(table) -> bool:
    """A person is to throw, to decide, or to go on from a moment that waits for one."""
    flow = table.flow
    return flow.person_to_throw() or flow.person_to_decide() or flow.person_to_go_on()


def person_moves(window, table, keys: list[int]) -> bool:
    """The person's turn by keys: the throw aimed and made harder by keys, or
    the first of the game's ``keys`` that does something, else each of the
    table's buttons by Tab and Space in turn. False: none did anything."""
    before = progress(table)
    if table.flow.person_to_throw():
        press(window, K.LEFT)
        press(window, K.EQUAL)
        press(window, K.SPACE)
        return progress(table) != before
    for symbol in keys:
        press(window, symbol)
        if progress(table) != before or window.current_view is not table:
            return True
    tries = len(table.focus.widgets()) + 1
    for _ in range(tries):
        press(window, K.TAB)
        if table.focus.focused in (table.menu_button, table.talk_button, table.undo_button, table.advice_button):
            continue
        press(window, K.SPACE)
        if progress(table) != before or window.current_view is not table:
            return True
    return False


def play_to_the_end(window, table, keys: list[int], frames: int = 60 * 400, patience: int = 120):
    """The table played by keys until its results show (computers play their
    own turns). A person whose keys do nothing may be waiting on others (who
    pick at once at Spelldice): only ``patience`` frames of it fail."""
    waited = 0
    for _ in range(frames):
        if window.current_view is not table:
            return window.current_view
        frame(window)
        if table.animation is not None and not table.animation.done:
            press(window, K.S)  # the dice skipped to rest, by the key
        if person_to_act(table):
            waited = 0 if person_moves(window, table, keys) else waited + 1
            assert waited < patience, f"no key moves: {table.prompt.text}"
    raise AssertionError("the match never ended")
