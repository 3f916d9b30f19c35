"""Play the real app by keys alone, as a person without a mouse would: the
focus moved with Tab and the arrows, Space and Enter to press; or by a
gamepad alone (``tests.pad_only``), whose hand does the same through a
pad's buttons and stick. What the helpers read of the views (which widget
has the focus, whose turn it is) only decides what to press next; nothing
is clicked or called."""

from __future__ import annotations

from game.ui.arcade_import import arcade
from game.ui.match_screens import SetupView
from game.ui.menu import MenuView
from game.ui.results_screen import ResultsScreen
from tests.ui import FRAME, draw

K = arcade.key


def press(window, symbol: int, modifiers: int = 0) -> None:
    window.dispatch_event("on_key_press", symbol, modifiers)
    window.dispatch_event("on_key_release", symbol, modifiers)
    window.dispatch_events()


DRAWN_EVERY = 4


def frame(window, drawn: bool = True) -> None:
    window.current_view.on_update(FRAME)
    if drawn:
        draw(window)


class Keys:
    """A person at the keyboard: what each of the helpers' steps presses."""

    def __init__(self, window):
        self.window = window

    def focus_next(self) -> None:
        press(self.window, K.TAB)

    def choose(self) -> None:
        """What is in focus pressed (at a table with nothing in focus: the throw)."""
        press(self.window, K.SPACE)

    def choice_on(self) -> None:
        """A picker in focus on to its next choice."""
        press(self.window, K.RIGHT)

    def throw(self) -> None:
        """A throw aimed a step left and made a step harder, by keys."""
        for symbol in (K.LEFT, K.EQUAL, K.SPACE):
            press(self.window, symbol)

    def skip(self) -> None:
        press(self.window, K.S)

    def own(self, symbol: int) -> None:
        """A game's own key."""
        press(self.window, symbol)


def a_person_against_easy(window, table_view, options, seed: int):
    """A match of ``options`` with a person in the first seat and an easy
    computer in the second, shown at its table (``table_view``): (match, table)."""
    from game.services.match import Match

    match = Match(options, ("person", "easy"), seed=seed)
    table = table_view(match)
    window.show_view(table)
    return match, table


def tab_to(window, wanted, hand=None, limit: int = 60) -> None:
    """The focus moved on until it is on ``wanted``."""
    hand = hand or Keys(window)
    view = window.current_view
    for _ in range(limit):
        if view.focus.focused == wanted:  # a table's spot (game.ui.focus.Spot) is made anew each time
            return
        hand.focus_next()
    raise AssertionError(f"the focus never reached {wanted}")


def pick_by_keys(window, picker, value, hand=None) -> None:
    """A picker set to ``value``, the focus brought onto it first."""
    hand = hand or Keys(window)
    tab_to(window, picker, hand)
    for _ in range(len(picker.choices)):
        if picker.value == value:
            return
        hand.choice_on()
    raise AssertionError(f"{value!r} is not among the choices")


def progress(table) -> tuple:
    """What a key that did something changes: a throw, a line of the talk, a moment gone on."""
    flow = table.flow
    return table.match.throws, len(flow.log_events), flow.person_to_throw(), flow.moment, table.match.over


def person_to_act(table) -> bool:
    """A person is to throw, to decide, or to go on from a moment that waits for one."""
    flow = table.flow
    return flow.person_to_throw() or flow.person_to_decide() or flow.person_to_go_on()


def person_moves(window, table, keys: list[int], hand=None) -> bool:
    """The person's turn: the throw aimed and made harder, or the first of
    the game's own ``keys`` that does something, else each of the table's
    buttons and spots in focus in turn, pressed. False: none did anything."""
    hand = hand or Keys(window)
    before = progress(table)
    if table.flow.person_to_throw():
        hand.throw()
        return progress(table) != before
    for symbol in keys:
        hand.own(symbol)
        if progress(table) != before or window.current_view is not table:
            return True
    tries = len(table.focus.widgets()) + 1
    for _ in range(tries):
        hand.focus_next()
        if table.focus.focused in (table.menu_button, table.talk_button, table.undo_button, table.advice.button):
            continue
        hand.choose()
        if progress(table) != before or window.current_view is not table:
            return True
    return False


def a_person_to_throw(window, hand=None, keys: tuple = (K.A,)):
    """A Death's Will table (Ada, a person, against a hard computer) played by
    ``hand`` (its ``keys`` first) up to the person's first throw; the table."""
    from game.games.deaths_will.rules import Options
    from game.games.deaths_will.table import DEATHS_WILL_TABLE
    from game.services.match import Match

    table = DEATHS_WILL_TABLE(Match(Options(names=("Ada", "Mother Grell")), ("person", "hard"), seed=2))
    window.show_view(table)
    for _ in range(200):
        frame(window)
        if table.flow.person_to_throw():
            break
        if table.flow.person_to_decide():
            person_moves(window, table, list(keys), hand)
    assert window.current_view is table and table.flow.person_to_throw()
    return table


def play_to_the_end(window, table, keys: list[int], hand=None, frames: int = 60 * 400, patience: int = 120):
    """The table played until its results show (computers play their own
    turns). A person whose moves do nothing may be waiting on others (who
    pick at once at Spelldice): only ``patience`` frames of it fail."""
    hand = hand or Keys(window)
    waited = 0
    for step in range(frames):
        if window.current_view is not table:
            return window.current_view
        # Drawn every fourth frame and whenever a person is to act (what they press is laid out by a
        # frame drawn): drawing is most of a frame's time here, and the screens are looked at elsewhere.
        frame(window, drawn=step % DRAWN_EVERY == 0 or person_to_act(table))
        if table.animation is not None and not table.animation.done:
            hand.skip()  # the dice skipped to rest
        if person_to_act(table):
            waited = 0 if person_moves(window, table, keys, hand) else waited + 1
            assert waited < patience, f"no move does anything: {table.prompt.text}"
    raise AssertionError("the match never ended")


def play_from_the_menu(window, game: str, choices: dict, keys: list[int], hand) -> None:
    """The game chosen on the menu, its setup's pickers set to ``choices``,
    the match played to its results, and back to the menu: by ``hand`` alone."""
    window.show_view(MenuView())
    menu = window.current_view
    frame(window)  # the games in progress read
    tab_to(window, menu.game_buttons[game], hand)
    hand.choose()
    setup = window.current_view
    assert isinstance(setup, SetupView) and setup.game_key == game
    for name, value in choices.items():
        pick_by_keys(window, getattr(setup, name), value, hand)
    tab_to(window, setup.start_button, hand)
    hand.choose()
    table = window.current_view
    assert table.match.game == game
    results = play_to_the_end(window, table, keys, hand)
    assert isinstance(results, ResultsScreen) and table.match.over
    tab_to(window, results.menu_button, hand)
    hand.choose()
    assert isinstance(window.current_view, MenuView)
