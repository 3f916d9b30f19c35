"""Import arcade and arcade.gui, also without a screen.

Under ARCADE_HEADLESS, arcade 3.3 skips its controller support and
``arcade.gui`` then fails on import: pyglet's input module reaches for
``pyglet.window.xlib``, which a headless pyglet never loads, and the UI
manager wants ``arcade.ControllerManager``. Loading both first fixes that.
Every scene imports arcade from here so the fix lives in one place.
"""

import sys

import arcade

if arcade.headless:
    if sys.platform.startswith("linux"):
        import pyglet.window.xlib  # noqa: F401
    if not hasattr(arcade, "ControllerManager"):
        from arcade.controller import ControllerManager

        arcade.ControllerManager = ControllerManager

import arcade.gui as gui  # noqa: E402

__all__ = ["arcade", "gui"]
