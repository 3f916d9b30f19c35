"""Gamepads: every controller plugged in (pyglet's, which arcade reads)
heard as keys. A button pressed is the key of its action where the person
is (``game.platform.padmap``), given to the window as a key pressed and let
go: the pad does what the keys do, the same way, with the keys the person
chose. So one pad passed round a couch plays hot-seat.

The left stick leans as the d-pad (held, it moves on again). At a person's
throw it is the throw's: its left and right aim (the focus put away, as a
drag puts it away), and pulled back and swung forward it throws:
the faster the swing, the harder, set by the strength keys before the
throw key. Without a controller, or without a screen (headless), nothing
is opened and nothing happens; a test gives the pad a controller of its
own (``connect``) and sends it pyglet's controller events."""

from __future__ import annotations

import contextlib
import time

import arcade  # its keys only: the window opens the pad before arcade.gui is loaded
import pyglet

from game.platform import keymap, padmap
from game.ui import keys

LEAN = 0.5  # a stick (or trigger) past this much of its reach is a press
PULLED, SWUNG = -0.6, 0.6  # the stick pulled back, then swung forward: a throw
FASTEST_SWING, SLOWEST_SWING = 0.08, 0.6  # seconds from back to forward: the hardest throw, the gentlest
GENTLEST = 0.3  # the gentlest swing's strength, of the hardest
REPEAT_DELAY, REPEAT_EVERY = 0.4, 0.12  # a stick held leant moves on again after this, then this often


def lean(x: float, y: float) -> str | None:
    """The d-pad's button a stick (or the d-pad) leaning so presses, if any."""
    if max(abs(x), abs(y)) < LEAN:
        return None
    if abs(x) >= abs(y):
        return "dpright" if x > 0 else "dpleft"
    return "dpup" if y > 0 else "dpdown"


def swing_strength(seconds: float) -> float:
    """A throw's strength (of the hardest) from how long the stick took from back to forward."""
    share = (min(max(seconds, FASTEST_SWING), SLOWEST_SWING) - FASTEST_SWING) / (SLOWEST_SWING - FASTEST_SWING)
    return 1.0 - share * (1.0 - GENTLEST)


class Gamepad:
    def __init__(self, window, clock=time.monotonic):
        self.window = window
        self.clock = clock
        self.controllers: list = []
        self.manager = None  # pyglet's, which says when a controller comes and goes
        self.leaning: str | None = None  # the d-pad button the stick holds down
        self.lean_again = 0.0  # when a held lean presses again
        self.pulled_at: float | None = None  # the stick was last pulled back then, a swing begun
        self.pulled: dict[str, bool] = {}  # a trigger's name -> whether it is held past LEAN

    @classmethod
    def open(cls, window) -> Gamepad:
        """The window's pad: every controller plugged in now or later; none without a screen."""
        pad = cls(window)
        if arcade.headless:
            return pad
        try:
            manager = pyglet.input.ControllerManager()
            found = manager.get_controllers()
        except Exception:  # a system that gives no input devices to read (no /dev/input): no pads
            return pad
        pad.manager = manager
        manager.push_handlers(on_connect=pad.connect, on_disconnect=pad.disconnect)
        for controller in found:
            pad.connect(controller)
        pyglet.clock.schedule_interval(pad.tick, REPEAT_EVERY / 2)
        return pad

    def connect(self, controller) -> None:
        try:
            controller.open()
        except Exception:  # taken by another program, or gone again: the others still play
            return
        controller.push_handlers(self)
        self.controllers.append(controller)

    def disconnect(self, controller) -> None:
        if controller in self.controllers:
            self.controllers.remove(controller)
            controller.remove_handlers(self)
            with contextlib.suppress(Exception):
                controller.close()

    # --- the pad's buttons, as keys ---

    def press(self, name: str) -> None:
        """The pad's button ``name`` (``padmap.PAD``): its key where the person is."""
        view = self.window.current_view
        if view is None:
            return
        focus = getattr(view, "focus", None)
        if focus is not None and focus.typing():  # a pad types no name: the field is left as it is
            self.press_action("go_on")
        found = padmap.key_for(self.window.settings.keys, name, getattr(view, "key_places", frozenset()))
        if found is not None:
            self.send(*found)

    def press_action(self, id: str) -> None:
        self.send(keymap.key_of(self.window.settings.keys, id), False)

    def send(self, key: str, shift: bool) -> None:
        symbol, modifiers = keys.symbol_of(key)
        if shift:
            modifiers |= arcade.key.MOD_SHIFT
        self.window.dispatch_event("on_key_press", symbol, modifiers)
        self.window.dispatch_event("on_key_release", symbol, modifiers)

    # --- pyglet's controller events ---

    def on_button_press(self, controller, button: str) -> None:
        self.press(button)

    def on_dpad_motion(self, controller, vector) -> None:
        way = lean(*vector)
        if way is not None:
            self.press(way)

    def on_trigger_motion(self, controller, trigger: str, value: float) -> None:
        held = value > LEAN
        if held and not self.pulled.get(trigger):
            self.press(trigger)
        self.pulled[trigger] = held

    def on_stick_motion(self, controller, stick: str, vector) -> None:
        if stick != "leftstick":
            return
        x, y = vector
        view = self.window.current_view
        flow = getattr(view, "flow", None)
        if flow is not None and flow.person_to_throw():
            if self.swung(y):
                return
            y = 0.0  # forward and back are the swing's, not the focus's
            if lean(x, y) is not None:
                view.focus.put_away()  # at a throw the stick aims it, as a drag does, whatever the focus is on
        else:
            self.pulled_at = None
        way = lean(x, y)
        if way != self.leaning:
            self.leaning, self.lean_again = way, self.clock() + REPEAT_DELAY
            if way is not None:
                self.press(way)

    def swung(self, y: float) -> bool:
        """The stick's forward and back at a throw: pulled back, then swung
        forward, throws. True while a swing is under way (it aims nothing)."""
        if y <= PULLED:
            self.pulled_at = self.clock()  # the swing is timed from its last moment back
            self.leaning = None
            return True
        if self.pulled_at is None:
            return False
        if y >= SWUNG:
            self.throw(swing_strength(self.clock() - self.pulled_at))
            self.pulled_at = None
        return True

    def throw(self, strength: float) -> None:
        """The strength keys pressed until the throw is as hard as ``strength``, then the throw key."""
        view = self.window.current_view
        view.focus.put_away()  # a swing throws, as a drag does, whatever the focus is on
        steps = view.hand.strength_presses(strength)
        for _ in range(abs(steps)):
            self.press_action("harder" if steps > 0 else "gentler")
        self.press_action("throw")

    def tick(self, delta_time: float) -> None:
        """A stick held leant presses its way again, now and then."""
        if self.leaning is not None and self.clock() >= self.lean_again:
            self.lean_again = self.clock() + REPEAT_EVERY
            self.press(self.leaning)
