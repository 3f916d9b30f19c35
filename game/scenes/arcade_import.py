"""Import arcade and arcade.gui, also without a screen.

Under ARCADE_HEADLESS, arcade 3.3 skips its controller support, and
``arcade.gui`` then fails on import twice over: pyglet's Linux input module
defines its X11 devices against ``pyglet.window.xlib``, which a headless
pyglet never loads, and the UI manager wants ``arcade.ControllerManager``.
Without a screen there is no X display and so no X input devices: the two X11
device modules are given empty stand-ins rather than loading the X11 window
system only to define them. Every scene imports arcade from here, so the fix
lives in one place.
"""

import sys
import types

import arcade

if arcade.headless:
    if sys.platform.startswith("linux"):
        for module, function in (("pyglet.input.linux.x11_xinput", "get_devices"),
                                 ("pyglet.input.linux.x11_xinput_tablet", "get_tablets")):
            if module not in sys.modules:
                stand_in = types.ModuleType(module, "No X display, so no X input devices.")
                setattr(stand_in, function, lambda display=None: [])
                sys.modules[module] = stand_in
    if not hasattr(arcade, "ControllerManager"):
        from arcade.controller import ControllerManager

        arcade.ControllerManager = ControllerManager

import arcade.gui as gui  # noqa: E402

__all__ = ["arcade", "gui"]
