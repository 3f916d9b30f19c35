"""``python -m game monkey``: the real app in a hidden window, played by a
monkey: random mouse moves, clicks, drags, wheel turns, key presses and
typing, with the table's time passing between them, and now and then the
window closed and the game started again. It finds what a player's fumbling
finds: a screen that breaks on a key it never expected, a button pressed
twice, a game continued in an odd moment.

Half its clicks go to a button or field the screen shows (a monkey that
only clicked at random would rarely leave the menu); its drags start in the
throwing area half the time, so its games move on and some end. Any
exception is a failure, recorded with the screen it happened on, and the
monkey carries on from a fresh menu. Its files (settings, saves, replays)
live in a scratch folder, never the player's.
"""

from __future__ import annotations

import os
import random
import tempfile
import time
import types
from collections import Counter
from collections.abc import Callable
from typing import cast

import pyglet

from game.platform.crash import where
from game.platform.settings import HOME_VARIABLE, Settings
from game.services.match import PERSON
from game.ui.app import TavernView, screen_name
from game.ui.arcade_import import arcade, gui
from game.ui.dice_table import DiceTableView
from game.ui.menu import MenuView
from game.ui.results_screen import ResultsScreen
from game.ui.window import TavernWindow

FRAME = 1 / 60
LOOPBACK_ONLY = "DICE_TAVERN_LOOPBACK_ONLY"  # game.online.reach: a monkey's Play online reaches this machine only
KEEP_EXCEPTIONS = 20  # the first ones are reported in full, the rest only counted
TEXT = "abcdefghijklmnopqrstuvwxyz ABCXYZ0123456789!?é-'"


def monkey(events: int, seed: int) -> dict:
    """The summary of ``events`` random events (the caller sets
    ARCADE_HEADLESS before this module, and so arcade, is imported)."""
    with tempfile.TemporaryDirectory(prefix="dice-tavern-monkey-") as scratch:
        kept = {HOME_VARIABLE: scratch, LOOPBACK_ONLY: "1"}  # its files in scratch; online, this machine only
        before = {name: os.environ.get(name) for name in kept}
        os.environ.update(kept)
        try:
            return Monkey(seed).play(events)
        finally:
            for name, value in before.items():
                if value is None:
                    os.environ.pop(name)
                else:
                    os.environ[name] = value


class Monkey:
    def __init__(self, seed: int):
        self.rng = random.Random(seed)
        # arcade keeps one window per process: the tests' is used if it is open
        self.window = (
            cast(TavernWindow, arcade.get_window())
            if _a_window_is_open()
            else TavernWindow(Settings(sound=False), visible=False)
        )
        self.window.settings.animation = "fast"
        self.screens: Counter = Counter()
        self.exceptions: list[dict] = []
        self.exception_count = 0
        self.games_finished = 0
        self.games_continued = 0
        self.restarts = 0
        self.last_results: ResultsScreen | None = (
            None  # the results screen last counted (kept, so it is never counted twice)
        )
        self.at_table, self.watching, self.elsewhere = (self._weighted(place) for place in range(3))

    def _weighted(self, place: int) -> tuple[list, list]:
        """The monkey's actions at a place (a column of ``WEIGHTS``) and how
        often each comes, leaving out those it never does there."""
        rows = [(action, weights[place]) for action, *weights in WEIGHTS if weights[place]]
        return [types.MethodType(action, self) for action, _ in rows], [weight for _, weight in rows]

    def play(self, events: int) -> dict:
        start = time.perf_counter()
        self.safely(0, self.screen(), self.restart, False)
        for number in range(1, events + 1):
            screen = self.screen()
            actions, weights = self.weights_here()
            action = self.rng.choices(actions, weights)[0]
            if not self.safely(number, screen, self.event, action):
                self.safely(number, screen, self.restart, False)
            self.screens[self.screen()] += 1
        return {
            "events": events,
            "screens": dict(sorted(self.screens.items())),
            "games_finished": self.games_finished,
            "games_continued": self.games_continued,
            "restarts": self.restarts,
            "exceptions": self.exceptions,
            "exception_count": self.exception_count,
            "seconds": round(time.perf_counter() - start, 1),
        }

    def event(self, action) -> None:
        on_the_menu = isinstance(self.window.current_view, MenuView)
        action()
        self.frames(self.rng.randint(1, 12))
        self.note_results()
        if on_the_menu and self.at_a_table():  # the menu leads to a table only through a game in progress
            self.games_continued += 1

    def safely(self, number: int, screen: str, step, argument) -> bool:
        """Run one step; an exception is recorded (it is what the monkey is
        for) and False returned, so the monkey starts again from the menu."""
        try:
            step(argument)
        except Exception as error:  # noqa: BLE001 - any exception is a finding
            name = getattr(argument, "__name__", step.__name__)
            self.record(number, screen, name, error)
            return False
        return True

    # --- what the monkey does ---

    def click_widget(self) -> None:
        widgets = self.widgets()
        if not widgets:
            return self.click_anywhere()
        x, y = self.rng.choice(widgets).rect.center
        self.click(x, y)

    def click_anywhere(self) -> None:
        self.click(*self.somewhere())

    def click(self, x: float, y: float, button: int | None = None) -> None:
        """A press and release, mostly of the left button."""
        if button is None:
            button = self.rng.choice((arcade.MOUSE_BUTTON_LEFT,) * 5 + (arcade.MOUSE_BUTTON_RIGHT,))
        self.window.dispatch_event("on_mouse_motion", x, y, 0, 0)
        self.window.dispatch_event("on_mouse_press", x, y, button, 0)
        if self.rng.random() < 0.1:  # a press held a moment: the table runs on meanwhile
            self.frames(self.rng.randint(1, 20))
        self.window.dispatch_event("on_mouse_release", x, y, button, 0)
        self.quit_if_asked()

    def drag(self) -> None:
        area = getattr(self.window.current_view, "throw_area", None)
        if area is not None and self.rng.random() < 0.5:
            start = (self.rng.uniform(area.left, area.right), self.rng.uniform(area.bottom, area.top))
        else:
            start = self.somewhere()
        end = self.somewhere()
        steps = self.rng.randint(1, 12)
        (sx, sy), (ex, ey) = start, end
        self.window.dispatch_event("on_mouse_press", sx, sy, arcade.MOUSE_BUTTON_LEFT, 0)
        for k in range(1, steps + 1):
            x, y = sx + (ex - sx) * k / steps, sy + (ey - sy) * k / steps
            self.window.dispatch_event(
                "on_mouse_drag", x, y, (ex - sx) / steps, (ey - sy) / steps, arcade.MOUSE_BUTTON_LEFT, 0
            )
            if self.rng.random() < 0.3:
                self.frames(1)
        self.window.dispatch_event("on_mouse_release", ex, ey, arcade.MOUSE_BUTTON_LEFT, 0)
        self.quit_if_asked()

    def press_key(self) -> None:
        key = arcade.key
        symbol = self.rng.choice(
            (
                key.ESCAPE,
                key.ENTER,
                key.SPACE,
                key.SPACE,
                key.S,
                key.S,
                key.R,
                key.T,
                key.H,
                key.Q,
                key.Y,
                key.N,
                key.TAB,
                key.BACKSPACE,
                key.DELETE,
                key.UP,
                key.DOWN,
                key.LEFT,
                key.RIGHT,
                key.HOME,
                key.END,
                key.KEY_1,
                key.KEY_2,
                key.KEY_3,
                key.KEY_4,
                key.KEY_5,
                key.KEY_6,
                key.NUM_1,
                key.F1,
                key.F5,
                key.PLUS,
                key.MINUS,
                key.LSHIFT,
                key.LCTRL,
            )
        )
        modifiers = self.rng.choice((0, 0, 0, 0, key.MOD_SHIFT, key.MOD_CTRL))
        self.window.dispatch_event("on_key_press", symbol, modifiers)
        self.window.dispatch_event("on_key_release", symbol, modifiers)
        self.quit_if_asked()

    def move_mouse(self) -> None:
        x, y = self.somewhere()
        self.window.dispatch_event("on_mouse_motion", x, y, self.rng.uniform(-9, 9), self.rng.uniform(-9, 9))

    def type_text(self) -> None:
        for _ in range(self.rng.randint(1, 20)):
            self.window.dispatch_event("on_text", self.rng.choice(TEXT))
        self.window.dispatch_event(
            "on_text_motion",
            self.rng.choice((arcade.key.MOTION_BACKSPACE, arcade.key.MOTION_LEFT, arcade.key.MOTION_END_OF_LINE)),
        )

    def scroll(self) -> None:
        x, y = self.somewhere()
        self.window.dispatch_event("on_mouse_scroll", x, y, 0, self.rng.choice((-3, -1, 1, 3)))

    def start_the_match(self) -> None:
        """A player who came to play: on a setup screen, its start button."""
        start = getattr(self.window.current_view, "start_button", None)
        if start is not None and start.visible:
            x, y = start.rect.center
            self.click(x, y, arcade.MOUSE_BUTTON_LEFT)
        else:
            self.click_widget()

    def seat_the_computers(self) -> None:
        """A player who came to watch: on a setup screen, each seat's picker
        clicked on until a computer player sits there."""
        for picker in getattr(self.window.current_view, "seats", ()):
            for _ in range(len(picker.choices)):
                if not picker.forward.visible or picker.value != "person":
                    break
                x, y = picker.forward.rect.center
                self.click(x, y, arcade.MOUSE_BUTTON_LEFT)
                self.frames(1)  # the click takes effect with the frame

    def skip_the_roll(self) -> None:
        self.window.dispatch_event("on_key_press", arcade.key.S, 0)
        self.window.dispatch_event("on_key_release", arcade.key.S, 0)

    def let_time_pass(self) -> None:
        """A player who watches: the computer players move, the dice settle."""
        self.frames(self.rng.randint(30, 600))

    def restart(self, counted: bool = True) -> None:
        """The window closed (its game kept, as on_close does) and the game
        started again at its menu."""
        self.window.keep_current_game()
        if self.window.fullscreen:  # the hidden window's clicks are aimed at its own 1280x720
            self.window.set_fullscreen(False)
        self.window.show_view(MenuView())
        self.frames(2)
        self.restarts += counted

    # --- the app ---

    @property
    def view(self) -> TavernView:
        """The screen shown: every screen of the game's is a TavernView."""
        return cast(TavernView, self.window.current_view)

    def frames(self, count: int) -> None:
        """The table's time passing: each frame updated, the last one drawn."""
        for _ in range(count):
            self.window.dispatch_events()
            self.view.on_update(FRAME)
            self.quit_if_asked()
        self.view.on_draw()

    def quit_if_asked(self) -> None:
        """The menu's Quit ends the event loop: taken as closing the window,
        after which the player starts the game again."""
        if pyglet.app.event_loop.has_exit:
            pyglet.app.event_loop.has_exit = False
            self.restart()

    def widgets(self) -> list:
        """The buttons, pickers and fields the screen shows, enabled."""
        found = []
        stack = [widget for layer in self.view.ui.children.values() for widget in layer]
        while stack:
            widget = stack.pop()
            if not widget.visible:
                continue
            stack.extend(widget.children)
            if isinstance(widget, (gui.UIInteractiveWidget, gui.UIInputText)) and not getattr(
                widget, "disabled", False
            ):
                found.append(widget)
        return found

    def somewhere(self) -> tuple[float, float]:
        width, height = self.window.get_size()
        return self.rng.uniform(-10, width + 10), self.rng.uniform(-10, height + 10)

    def weights_here(self) -> tuple[list, list]:
        table = self.window.current_view
        if not isinstance(table, DiceTableView):
            return self.elsewhere
        return self.watching if PERSON not in table.match.controllers else self.at_table

    def at_a_table(self) -> bool:
        return isinstance(self.window.current_view, DiceTableView)

    def screen(self) -> str:
        return screen_name(self.window.current_view)

    def note_results(self) -> None:
        view = self.window.current_view
        if isinstance(view, ResultsScreen) and view is not self.last_results:
            self.last_results = view
            self.games_finished += 1

    def record(self, number: int, screen: str, action: str, error: Exception) -> None:
        self.exception_count += 1
        if len(self.exceptions) < KEEP_EXCEPTIONS:
            self.exceptions.append(
                {
                    "event": number,
                    "screen": screen,
                    "action": action,
                    "error": f"{type(error).__name__}: {error}",
                    "where": where(error),
                }
            )


def _a_window_is_open() -> bool:
    try:
        arcade.get_window()
    except RuntimeError:
        return False
    return True


# How often the monkey does each thing (its method, named as code so that a
# renamed one is caught), by where it is: at a table it mostly plays on (a
# drag in the throwing area throws, Space throws, the table's buttons decide)
# and lets the computer players move; at a table of computer players only,
# watched, mostly time passes, now and then a skip, a click or leaving;
# elsewhere it mostly clicks about. 0: never there.
# fmt: off
WEIGHTS: tuple[tuple[Callable[[Monkey], object], int, int, int], ...] = (
    # the method                 at a table  watched  elsewhere
    (Monkey.click_widget,              18,        4,        34),
    (Monkey.click_anywhere,            10,        6,        14),
    (Monkey.drag,                      22,        4,        10),
    (Monkey.press_key,                 14,        8,        14),
    (Monkey.move_mouse,                 5,        2,         8),
    (Monkey.type_text,                  2,        0,         6),
    (Monkey.scroll,                     2,        0,         2),
    (Monkey.start_the_match,            0,        0,         6),
    (Monkey.seat_the_computers,         0,        0,         3),
    (Monkey.let_time_pass,             26,       70,         3),
    (Monkey.skip_the_roll,              0,        6,         0),
    (Monkey.restart,                    1,        0,         1),
)
# fmt: on
