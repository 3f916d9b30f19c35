"""The arcade adapter: arcade.gui imports headless, and remembered listener
kinds are the ones arcade itself would have found."""

import functools
import os
import subprocess
import sys

from game.ui.arcade_import import _inspect_listener, _remembered_listener_kind


class Widgetish:
    def no_args(self):
        pass

    def two(self, instance, value):
        pass

    def three(self, instance, new, old):
        pass


def plain(instance, value):
    pass


def defaults(instance, value=None, extra=None):
    pass


def listeners():
    thing = Widgetish()
    return [
        thing.no_args,
        thing.two,
        thing.three,
        plain,
        defaults,
        lambda: None,
        lambda a: None,
        lambda a, key=1: None,
        functools.partial(plain, 1),
        Widgetish.two,
        print,
    ]


def test_remembered_kinds_match_arcade():
    for _ in range(2):  # the second round answers from memory
        for listener in listeners():
            assert _remembered_listener_kind(listener) == _inspect_listener(listener), listener


def test_gui_imports_without_a_screen_and_reports_no_x_input_devices():
    probe = (
        "import game.ui.arcade_import, pyglet.input, sys; "
        "print(pyglet.input.get_tablets(), 'pyglet.window.xlib' in sys.modules)"
    )
    env = dict(os.environ, ARCADE_HEADLESS="1")
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["[]", "False"]  # no X11 window system loaded, no tablets
