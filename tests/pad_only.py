"""Play the real app by a gamepad alone: a controller as pyglet gives one,
without a device, whose events the test sends as a pad would (buttons, the
d-pad, the left stick, the triggers); the window's pad (``game.ui.gamepad``)
hears them. The same helpers as the keys' (``tests.keys_only``), with this hand."""

from __future__ import annotations

import pyglet
from pyglet.math import Vec2

EVENTS = ("on_button_press", "on_button_release", "on_stick_motion", "on_dpad_motion", "on_trigger_motion")


class FakeController(pyglet.event.EventDispatcher):
    """A controller plugged in, as pyglet's ``Controller`` is to its handlers."""

    name = "A pad of the tests'"

    def open(self, window=None, exclusive: bool = False) -> None:
        pass

    def close(self) -> None:
        pass


for _event in EVENTS:
    FakeController.register_event_type(_event)


class Pad:
    """A person with a gamepad: what each of the keys' helpers' steps does on the pad."""

    def __init__(self, window):
        self.window = window
        self.controller = FakeController()
        window.gamepad.connect(self.controller)

    def unplug(self) -> None:
        self.window.gamepad.disconnect(self.controller)

    def send(self, event: str, *args) -> None:
        self.controller.dispatch_event(event, self.controller, *args)
        self.window.dispatch_events()

    def button(self, name: str) -> None:
        self.send("on_button_press", name)
        self.send("on_button_release", name)

    def dpad(self, x: int, y: int) -> None:
        self.send("on_dpad_motion", Vec2(x, y))
        self.send("on_dpad_motion", Vec2(0, 0))

    def stick(self, x: float, y: float) -> None:
        self.send("on_stick_motion", "leftstick", Vec2(x, y))

    def trigger(self, name: str) -> None:
        self.send("on_trigger_motion", name, 1.0)
        self.send("on_trigger_motion", name, 0.0)

    # --- the helpers' steps ---

    def focus_next(self) -> None:
        """The d-pad down at a table (which has no up and down of its own); elsewhere the right shoulder."""
        if hasattr(self.window.current_view, "flow"):
            self.dpad(0, -1)
        else:
            self.button("rightshoulder")

    def choose(self) -> None:
        self.button("a")

    def choice_on(self) -> None:
        self.dpad(1, 0)

    def throw(self) -> None:
        """Aimed a little left by the stick, a little harder by the trigger, then swung."""
        self.stick(-1.0, 0.0)
        self.stick(0.0, 0.0)
        self.trigger("righttrigger")
        self.stick(0.0, -1.0)
        self.stick(0.0, 1.0)
        self.stick(0.0, 0.0)

    def skip(self) -> None:
        self.button("x")

    def own(self, symbol: int) -> None:
        """A pad has no game's own keys."""
