"""What every screen shares: a camera that fits the 1280x720 table to any
window size, a UI manager on the same table, and the tavern backdrop."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from game.platform import keymap
from game.platform.assets import FONT_FACES
from game.ui import art, keys, text_size
from game.ui.arcade_import import arcade, gui
from game.ui.focus import FocusRing
from game.ui.widgets import INPUT_STYLE, OptionPicker, TavernButton, button, label
from game.ui.window import DESIGN_HEIGHT, DESIGN_WIDTH

__all__ = [
    "DESIGN_HEIGHT",
    "DESIGN_WIDTH",
    "TavernView",
    "TavernUI",
    "TavernButton",
    "button",
    "label",
    "place_at",
    "OptionPicker",
    "highlight",
    "letterbox",
    "INPUT_STYLE",
]


def letterbox(width: float, height: float) -> tuple[arcade.types.Rect, float]:
    """The largest 16:9 viewport centred in a window, and its scale."""
    scale = min(width / DESIGN_WIDTH, height / DESIGN_HEIGHT)
    w, h = DESIGN_WIDTH * scale, DESIGN_HEIGHT * scale
    return arcade.LBWH((width - w) / 2, (height - h) / 2, w, h), scale


def design_camera() -> arcade.Camera2D:
    """A camera that shows the 1280x720 table; its viewport is set by letterbox()."""
    return arcade.Camera2D(
        position=(DESIGN_WIDTH / 2, DESIGN_HEIGHT / 2),
        projection=arcade.LRBT(-DESIGN_WIDTH / 2, DESIGN_WIDTH / 2, -DESIGN_HEIGHT / 2, DESIGN_HEIGHT / 2),
    )


class TavernUI(gui.UIManager):
    """arcade.gui laid out on the 1280x720 table and scaled with it.

    Three changes to arcade's manager (arcade is pinned to 3.3.3):
    - widgets live in table coordinates: the surface is table-sized (rendered
      at the window's scale, so it stays sharp) and drawn through the same
      letterboxing camera as the table, so buttons scale with the window and
      stay where the table expects them;
    - only the parts of the surface that hold widgets are blitted: a
      full-window blit costs as much as the whole table under software GL;
    - the widgets are laid out and rendered again only when one of them
      has changed (arcade lays out every widget every frame, about 1 ms for
      a table's bars of buttons, and binds the surface every frame). Every
      change that can move a widget (text, visibility, size, hover) asks for
      a render, which is what is checked.
    """

    def __init__(self):
        super().__init__()
        self.scale = 1.0
        self.camera = design_camera()
        self.fit(*self.window.get_size())

    @property
    def rect(self) -> arcade.types.Rect:
        return arcade.LBWH(0, 0, DESIGN_WIDTH, DESIGN_HEIGHT)

    def fit(self, width: float, height: float) -> None:
        self.camera.viewport, self.scale = letterbox(width, height)
        for surface in self._surfaces.values():
            surface.resize(size=(DESIGN_WIDTH, DESIGN_HEIGHT), pixel_ratio=self.scale)
        self.trigger_render()

    def on_resize(self, width, height):
        self.fit(width, height)

    def _get_surface(self, layer: int):
        if layer not in self._surfaces:
            self._surfaces[layer] = gui.Surface(size=(DESIGN_WIDTH, DESIGN_HEIGHT), pixel_ratio=self.scale)
        return self._surfaces[layer]

    def draw(self, **kwargs) -> None:
        ctx = self.window.ctx
        if self._requires_render or self._a_widget_changed():
            self.execute_layout()
            # Only then: binding the surface's framebuffer, even to draw
            # nothing, makes software GL finish the frame drawn so far.
            with ctx.enabled(ctx.BLEND), self._render_to_surface_camera.activate():
                self._do_render()
        areas = self.widget_areas()
        with self.camera.activate(), ctx.enabled(ctx.BLEND):
            for layer in sorted(self.children):
                surface = self._get_surface(layer)
                for area in areas:
                    surface.draw(area)

    def _a_widget_changed(self) -> bool:
        """A shown widget wants rendering. Hidden ones are never rendered, so
        their wish stays; showing or hiding one asks its parent instead."""
        stack = [widget for layer in self.children.values() for widget in layer]
        while stack:
            widget = stack.pop()
            if not widget.visible:
                continue
            if widget._requires_render:
                return True
            stack.extend(widget.children)
        return False

    def widget_areas(self) -> list:
        """Rectangles to blit: each group of widgets (a bar of buttons, a
        column) as one, going inside a layout only while it spans most of
        the table, as the root layout does."""
        pad = 4
        areas = []

        def visit(widget) -> None:
            if not widget.visible:
                return
            r = widget.rect
            if isinstance(widget, gui.UILayout) and r.width * r.height > DESIGN_WIDTH * DESIGN_HEIGHT / 3:
                for child in widget.children:
                    visit(child)
                return
            areas.append(arcade.LRBT(r.left - pad, r.right + pad, r.bottom - pad, r.top + pad))

        for layer in sorted(self.children):
            for widget in self.children[layer]:
                visit(widget)
        return areas


class TavernView(arcade.View):
    """A screen: the table, its text and its widgets, all in 1280x720 table
    coordinates, drawn through a camera that letterboxes them into the window."""

    panels: tuple = ()  # static panels, painted into the backdrop
    bowl_at: tuple | None = None  # where a bowl is painted, if the screen has one
    decor: tuple = ()  # static art painted in: ((image file, (x, y)), ...)
    font_faces: tuple = FONT_FACES
    keyed_focus = True  # its buttons are pressed by keys through a focus (game.ui.focus)
    if TYPE_CHECKING:  # read, never set: a table works its own out (game.ui.table_controls, a property)

        @property
        def key_places(self) -> frozenset[str]: ...

    else:
        key_places = frozenset({keymap.SCREENS})  # where it is, for the keys it hears (game.platform.keymap)
    table_focus = False  # a table's focus, which only Tab brings on (its arrows aim, Space throws)

    def __init__(self):
        super().__init__()
        art.load_fonts(self.font_faces)
        self.ui = TavernUI()
        self.camera = design_camera()
        self.focus = FocusRing(self, self.table_focus) if self.keyed_focus else None
        self.hints: list[tuple] = []  # (widget, words, action id): the buttons that say an action's key
        self.text_scale = text_size.scale()  # the text size its words were set at

    # --- the text size: a screen shown again after it changed is built anew ---

    def at_text_size(self) -> TavernView:
        """This screen, or, if its words were set at another text size than
        the one now chosen, the same screen built anew (where it can be)."""
        if self.text_scale == text_size.scale():
            return self
        return self.remade() or self

    def remade(self) -> TavernView | None:
        """The same screen built anew, where it stands, at the text size now
        chosen; None where it cannot be (its words keep their size)."""
        return None

    # --- keys: every screen hears them through game.platform.keymap ---

    def act(self, symbol: int, modifiers: int, actions: dict) -> bool:
        """Do the first of ``actions`` (an action's id -> what it does) whose key was pressed; True if one was."""
        return keys.act(self.window.settings, symbol, modifiers, actions)

    def takes_every_key(self) -> bool:
        """Whether the screen hears every key itself now (a key being chosen), the focus none."""
        return False

    def focus_spots(self) -> list:
        """The places drawn on the screen that the focus stops at besides its widgets (``game.ui.focus.Spot``)."""
        return []

    def key_words(self, id: str) -> str:
        """The action's key as the person chose it, in words: "Space"."""
        return keys.key_words(self.window.settings, id)

    def key_hint(self, words: str, id: str) -> str:
        """Words with the action's key as the person chose it: "Roll (Space)"."""
        return keys.hint(self.window.settings, words, id)

    def hinted(self, widget, words: str, id: str):
        """A button that says its action's key, now and whenever the screen is shown again."""
        widget.text = self.key_hint(words, id)
        self.hints.append((widget, words, id))
        return widget

    def follow_keys(self) -> None:
        for widget, words, id in self.hints:
            said = self.key_hint(words, id)
            if widget.text != said:
                widget.text = said

    @classmethod
    def paint_backdrop(cls, keep_in: Path | None = None) -> None:
        """Paint this screen's backdrop image now (no GL needed), so that the
        first frame finds it ready; ``keep_in`` keeps it there between runs."""
        art.backdrop_pixels(cls.panels, cls.bowl_at, cls.decor, keep_in)

    def on_show_view(self) -> None:
        self.follow_keys()  # chosen anew, maybe, on the Controls page
        self.ui.enable()
        if self.focus is not None:  # over the widgets' own handlers: heard first
            self.window.push_handlers(self.focus)
        self.fit_camera()

    def on_hide_view(self) -> None:
        if self.focus is not None:
            self.window.remove_handlers(self.focus)
        self.ui.disable()

    def on_resize(self, width: int, height: int) -> None:
        self.fit_camera(width, height)

    def fit_camera(self, width: int | None = None, height: int | None = None) -> None:
        if width is None or height is None:
            width, height = self.window.get_size()
        self.camera.viewport, _ = letterbox(width, height)
        self.ui.fit(width, height)

    def to_world(self, x: float, y: float) -> tuple[float, float]:
        wx, wy, _ = self.camera.unproject((x, y))
        return wx, wy

    def on_draw(self) -> None:
        if self.camera.viewport.size != self.window.get_framebuffer_size():
            self.clear()  # the letterbox bars; otherwise the opaque table covers every pixel
        with self.camera.activate():
            self.draw_still_table()
            self.draw_world()
        self.ui.draw()
        with self.camera.activate():
            if self.focus is not None:
                self.focus.draw()
            self.draw_over_widgets()

    def draw_still_table(self) -> None:
        """What lies under the screen's own drawing: its backdrop."""
        self.window.backdrop(self.panels, self.bowl_at, self.decor).draw()

    def draw_world(self) -> None:
        """The screen's own drawing, in table coordinates."""

    def draw_over_widgets(self) -> None:
        """What shows over the buttons (a hint beside the pointer), in table coordinates."""

    def on_update(self, delta_time: float) -> None:
        self.ui.on_update(delta_time)


class SideScreen(TavernView):
    """A screen opened from another (settings, the Ledger, the rules, the
    road's slots), which its Back button and Esc return to."""

    back_keys: tuple = ("back",)  # the actions that go back (game.platform.keymap)

    def __init__(self, back_to: arcade.View):
        super().__init__()
        self.back_to = back_to

    def go_back(self) -> None:
        self.window.show_view(self.back_to)

    def on_key_press(self, symbol: int, modifiers: int):
        self.act(symbol, modifiers, dict.fromkeys(self.back_keys, self.go_back))


def screen_name(view: arcade.View | None) -> str:
    """The name a screen is told by (the smoke run's list, the first frame's line): its class's, or for a
    table made of a game's part (``game.ui.composed_table``), the part's."""
    return type(getattr(view, "part", view)).__name__


def place_at(root: gui.UIAnchorLayout, widget, left: float, bottom: float):
    """``widget`` in ``root`` (a layout over the whole table) with its bottom
    left corner at (left, bottom), in table coordinates. Returns the widget."""
    return root.add(widget, anchor_x="left", anchor_y="bottom", align_x=left, align_y=bottom)


def highlight(x: float, y: float, width: float, height: float) -> None:
    """A gold frame around a panel: whose turn it is."""
    arcade.draw_rect_outline(arcade.LBWH(x, y, width, height), art.GOLD, 4)
