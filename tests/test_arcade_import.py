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


def test_a_screen_whose_button_calls_it_is_freed_once_left(window):
    """arcade.gui alone would keep every widget whose children reach it back (a
    button's click calling its screen) in its properties' tables for ever."""
    import gc
    import weakref

    from game.ui.arcade_import import gui

    class Screen:
        def __init__(self):
            self.box = gui.UIBoxLayout()
            clicked = gui.UIFlatButton(text="Go on")
            clicked.on_click = lambda _event: self.go_on()
            self.box.add(clicked)

        def go_on(self):
            pass

    screen = weakref.ref(Screen())
    gc.collect()
    assert screen() is None


def test_every_table_left_for_the_menu_is_freed(window):
    """No table played stays in memory: each held some 10 MB, and every
    collection as a table opens walked them all."""
    import gc
    import weakref

    from game.registry import PLAYABLE
    from game.services.match import Match
    from game.ui.menu import MenuView
    from tests.ui import FRAME, draw

    left = []
    for game in PLAYABLE:
        count = len(game.play.rules.Options().names)
        table = game.screens.table(Match(game.play.rules.Options(), ("easy",) * count, seed=2))
        table.flow.keeper = None
        window.show_view(table)
        for _ in range(30):
            table.on_update(FRAME)
        draw(window)
        left.append(weakref.ref(table))
        window.show_view(MenuView())
        del table
    gc.unfreeze()  # the last table was set aside from the collector as it opened; the next one's opening frees it
    gc.collect()
    assert [ref() for ref in left] == [None] * len(left)
