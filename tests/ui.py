"""Drive the real views with mouse and key events, as a player would."""

from __future__ import annotations

from pathlib import Path

from PIL import ImageStat

from game.tools.shots import save_screenshot
from game.ui.arcade_import import arcade
from tests.raster import drawn_whole

FRAME = 1 / 60
SHOTS = Path(__file__).resolve().parent.parent / "shots"  # screenshots the tests take, to look at


def draw(window) -> None:
    window.current_view.on_draw()


def click(window, widget) -> None:
    """Press and release the left button on a widget (laid out by a frame
    first): one a player can see, on the screen."""
    draw(window)
    x, y = widget.rect.center
    width, height = window.get_size()
    assert widget.visible and 0 <= x <= width and 0 <= y <= height, f"{widget} is not on the screen at {x}, {y}"
    window.dispatch_event("on_mouse_press", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_event("on_mouse_release", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_events()


def opens(window, widget, kind):
    """The widget clicked: the screen it opens, checked to be a ``kind``."""
    click(window, widget)
    assert isinstance(window.current_view, kind)
    return window.current_view


def from_the_menu(window, pick, kind):
    """The menu shown, the widget ``pick(menu)`` clicked: the screen it opens, checked to be a ``kind``."""
    from game.ui.menu import MenuView

    window.show_view(MenuView())
    return opens(window, pick(window.current_view), kind)


def key(window, symbol: int) -> None:
    window.dispatch_event("on_key_press", symbol, 0)
    window.dispatch_event("on_key_release", symbol, 0)
    window.dispatch_events()


def type_text(window, text: str) -> None:
    window.dispatch_event("on_text", text)
    window.dispatch_events()


def replace_text(window, field, text: str) -> None:
    """Click into a text field, clear it as a player would, and type."""
    click(window, field)
    window.dispatch_event("on_text_motion", arcade.key.MOTION_END_OF_LINE)
    for _ in field.text:
        window.dispatch_event("on_text_motion", arcade.key.MOTION_BACKSPACE)
    type_text(window, text)


def drag(window, start, end, steps: int = 6) -> None:
    """Drag with the left button from start to end (window pixels) and let go."""
    (sx, sy), (ex, ey) = start, end
    window.dispatch_event("on_mouse_press", sx, sy, arcade.MOUSE_BUTTON_LEFT, 0)
    for k in range(1, steps + 1):
        x, y = sx + (ex - sx) * k / steps, sy + (ey - sy) * k / steps
        window.dispatch_event("on_mouse_drag", x, y, (ex - sx) / steps, (ey - sy) / steps, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_event("on_mouse_release", ex, ey, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_events()


def run(window, seconds: float, until=None) -> None:
    """Let the table's time pass, drawing now and then, until ``until()`` holds."""
    for step in range(int(seconds / FRAME)):
        if until is not None and until():
            return
        window.current_view.on_update(FRAME)
        if step % 15 == 0:
            draw(window)


def screenshot(window, path: Path) -> Path:
    """The window as it stands, drawn whole (tests/raster.py) and saved to look at."""
    with drawn_whole():
        draw(window)
        draw(window)
        save_screenshot(path, compress_level=1)
    return path


def looks_drawn(path: Path) -> bool:
    """Not blank: the picture has real contrast in it."""
    from PIL import Image

    stat = ImageStat.Stat(Image.open(path).convert("L"))
    return stat.stddev[0] > 12


def set_picker(window, picker, value) -> None:
    """Click an option picker's arrow until it shows ``value``."""
    for _ in range(len(picker.choices)):
        if picker.value == value:
            return
        click(window, picker.forward)
    raise AssertionError(f"{value!r} is not among the choices")


def pixel(x: float, y: float) -> tuple:
    """The colour of one window pixel as last drawn."""
    return arcade.get_image(int(x), int(y), 1, 1).convert("RGB").getpixel((0, 0))


def text_fits(widget) -> bool:
    """A button's words fit inside it, its border left clear."""
    return widget.words_size[0] <= widget.width - 8


def said_as_it_plays(window, table, enough, frames: int = 60 * 600):
    """Run a table frame by frame, its dice skipped to rest as they fly,
    yielding (place in the talk, event) for every line it says, until
    ``enough()`` or the table is done."""
    for _ in range(frames):
        if window.current_view is not table or table.flow.finished or enough():
            return
        said = len(table.flow.log_events)
        table.on_update(FRAME)
        if table.flow.in_flight is None and table.animation is not None and not table.animation.done:
            table.controls.skip()
        yield from enumerate(table.flow.log_events[said:], start=said)
