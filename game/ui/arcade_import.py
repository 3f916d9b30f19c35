"""Import arcade and arcade.gui, also without a screen, and a little faster.

Under ARCADE_HEADLESS, arcade 3.3 skips its controller support, and
``arcade.gui`` then fails on import twice over: pyglet's Linux input module
defines its X11 devices against ``pyglet.window.xlib``, which a headless
pyglet never loads, and the UI manager wants ``arcade.ControllerManager``.
Without a screen there is no X display and so no X input devices: the two X11
device modules are given empty stand-ins rather than loading the X11 window
system only to define them. Every scene imports arcade from here, so the fix
lives in one place.

arcade.gui also inspects a listener's signature every time it binds one,
hundreds of times per screen; the answer depends only on the function's code
and on whether it is bound, so it is remembered (a menu builds in 9 ms
instead of 32).

And arcade.gui keeps each widget's property values (its children among
them) in a weak-keyed table on the property, whose values hold strongly
what they reach: a button's click that calls its screen reaches the screen,
the screen its widgets, so the widget keys were never let go and no screen
with a button was ever freed (every table played stayed in memory, some
10 MB each, and each collection walked them all). The values are kept on
the widget itself instead, and go with it.

pyglet's FreeType glyphs (Linux) widen each new glyph's grey pixels to
four bytes in a Python loop, a pixel at a time: some 0.3 ms a glyph, 35 ms
when a results screen first sets its big bold lines. The same bytes are made
by one slice assignment.

arcade is pinned to 3.3.3, the version this was written for.
"""

import sys
import types

import arcade

if arcade.headless:
    if sys.platform.startswith("linux"):
        for module, function in (
            ("pyglet.input.linux.x11_xinput", "get_devices"),
            ("pyglet.input.linux.x11_xinput_tablet", "get_tablets"),
        ):
            if module not in sys.modules:
                stand_in = types.ModuleType(module, "No X display, so no X input devices.")
                setattr(stand_in, function, lambda display=None: [])
                sys.modules[module] = stand_in
    if not hasattr(arcade, "ControllerManager"):
        from arcade.controller import ControllerManager

        arcade.ControllerManager = ControllerManager  # type: ignore[misc]  # put back where headless arcade has none

import arcade.gui as gui  # noqa: E402
from arcade.gui.property import Property, _ListenerType, _Obs  # noqa: E402

_inspect_listener = _ListenerType.detect_callback_type
_listener_kinds: dict = {}


def _remembered_listener_kind(callback):
    function = getattr(callback, "__func__", callback)
    code = getattr(function, "__code__", None)
    if code is None:  # partials, builtins, callable objects: ask arcade every time
        return _inspect_listener(callback)
    key = (
        code,
        function.__defaults__ is not None and len(function.__defaults__),
        isinstance(callback, types.MethodType),
    )
    if key not in _listener_kinds:
        _listener_kinds[key] = _inspect_listener(callback)
    return _listener_kinds[key]


_ListenerType.detect_callback_type = staticmethod(_remembered_listener_kind)  # type: ignore[method-assign]  # remembered

_weakly_kept_obs = Property._get_obs


def _obs_kept_on_the_widget(self, instance) -> _Obs:
    kept = getattr(instance, "__dict__", None)
    if kept is None:  # an owner without a __dict__: arcade's own table
        return _weakly_kept_obs(self, instance)
    values = kept.get("_property_values")
    if values is None:
        values = kept["_property_values"] = {}
    obs = values.get(self)
    if obs is None:
        obs = values[self] = _Obs(self.default_factory(self, instance))
    return obs


Property._get_obs = _obs_kept_on_the_widget  # type: ignore[method-assign]  # kept on the widget (above)


def _glyph_pixels_widened(renderer, data, src_format: str, dst_format: str) -> bytes:
    """A grey glyph as white with its grey for alpha, as pyglet's loop makes it."""
    if src_format == "R" and dst_format in ("BGRA", "RGBA"):
        widened = bytearray(b"\xff") * (len(data) * 4)
        widened[3::4] = bytes(data)
        return bytes(widened)
    return _widened_a_pixel_at_a_time(renderer, data, src_format, dst_format)


try:
    from pyglet.font.freetype import FreeTypeGlyphRenderer
except ImportError:  # Windows and macOS render their glyphs their own way
    pass
else:
    _widened_a_pixel_at_a_time = FreeTypeGlyphRenderer._expand_to_rgba
    FreeTypeGlyphRenderer._expand_to_rgba = _glyph_pixels_widened  # type: ignore[method-assign,assignment]  # one slice

__all__ = ["arcade", "gui"]
