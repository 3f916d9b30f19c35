"""A screen played by keys alone: a focus the keys move between its buttons,
pickers and name fields, drawn as a light frame around the one in focus.

Tab (Shift+Tab back) steps through them in reading order, the arrows move
to the nearest one that way, Space or Enter presses the one in focus (a
name field takes typing until Tab or Enter), Left and Right change a picker.
The keys are the keymap's (``game.platform.keymap``), so they are listed on
the Controls page and can be changed. Nothing shows until a focus key is
pressed, so Enter keeps its meaning on a screen no one has moved the focus
on, and a click puts the focus away. The ring hears keys before its screen.

Besides the widgets, a screen may offer ``Spot``s (``focus_spots``): places
drawn on its table that a click chooses (a trick tile, a die in a tray, a
dog card), which the focus stops at as it does at a button."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol, TypeGuard

from game.ui import keys
from game.ui.arcade_import import arcade, gui
from game.ui.widgets import TavernButton

FRAME_GAP, FRAME_WIDTH = 2, 3  # the frame stands this far outside the widget: clear of a neighbour 6 px away
FRAME_COLOUR = (255, 246, 220)
MOVES = {"focus_up": (0, 1), "focus_down": (0, -1), "focus_left": (-1, 0), "focus_right": (1, 0)}


@dataclass(eq=True)
class Spot:
    """A place on a table the keys may choose as a click would: ``press``
    does what clicking it does. Two spots of the same ``key`` are the same
    stop (the focus stays on a die that moved)."""

    key: tuple
    rect: arcade.Rect = field(compare=False)
    press: Callable[[], object] = field(compare=False)
    visible: bool = field(default=True, compare=False)


class Picker(Protocol):
    """What the keys change of a picker (``game.ui.app.OptionPicker``)."""

    def step(self, by: int) -> None: ...


def is_picker(widget: object) -> TypeGuard[Picker]:
    return hasattr(widget, "choices") and hasattr(widget, "step")  # game.ui.app.OptionPicker


def focusable(root, spots: Sequence = ()) -> list:
    """The shown widgets a key may press or change, and the screen's
    ``spots``, in reading order: top to bottom, then left to right. A picker
    is one stop, not its arrows."""
    found = list(spots)

    def visit(widget) -> None:
        if not widget.visible:
            return
        if is_picker(widget) or isinstance(widget, gui.UIInputText):
            found.append(widget)
        elif isinstance(widget, TavernButton):
            if not widget.disabled:
                found.append(widget)
        else:
            for child in widget.children:
                visit(child)

    for layer in sorted(root.children):
        for widget in root.children[layer]:
            visit(widget)
    return reading_order(found)


def reading_order(widgets: list) -> list:
    return sorted(widgets, key=lambda w: (-round(w.rect.center_y / 8), w.rect.center_x))


def nearest(widgets: list, here, way: tuple[int, int]):
    """The widget nearest ``here`` in the direction ``way``, if any: one in
    line with it (its row going left or right, its column going up or down)
    before any other, and the distance across the way counts double. (A
    tall button just above a row is otherwise nearer than the next button
    along the row.)"""
    (hx, hy), (wx, wy) = here.rect.center, way
    best, best_cost = None, None
    for widget in widgets:
        dx, dy = widget.rect.center_x - hx, widget.rect.center_y - hy
        along, across = dx * wx + dy * wy, abs(dx * wy - dy * wx)
        if widget is here or along <= 4:
            continue
        cost = (not _in_line(here.rect, widget.rect, way), along + 2 * across)
        if best_cost is None or cost < best_cost:
            best, best_cost = widget, cost
    return best


def _in_line(here, there, way: tuple[int, int]) -> bool:
    """``there`` overlaps ``here``'s band across ``way``: its row for left and right, its column for up and down."""
    if way[0]:
        return there.bottom < here.top and here.bottom < there.top
    return there.left < here.right and here.left < there.right


class FocusRing:
    """The focus of one screen (a ``TavernView``): pushed on the window's
    keys while the screen shows."""

    def __init__(self, view, table: bool = False):
        self.view = view
        self.table = table
        self.focused: Spot | gui.UIWidget | None = None

    def widgets(self) -> list:
        self.view.ui.execute_layout()  # where each stands now
        return focusable(self.view.ui, self.view.focus_spots())

    def typing(self) -> bool:
        return self.typed_in() is not None

    def typed_in(self):
        """The text field being typed in, reached by the keys or clicked into; None if none is."""
        fields = (w for w in self.view.ui.walk_widgets(layer=None) if isinstance(w, gui.UIInputText) and w.active)
        return next(fields, None)

    def on_key_press(self, symbol: int, modifiers: int):
        if self.view.takes_every_key():
            return None
        settings = self.view.window.settings
        typed_in = self.typed_in()
        if typed_in is not None:  # a name being typed: only Tab and Enter leave it
            if keys.is_key(settings, symbol, modifiers, "focus_next", "go_on"):
                typed_in.deactivate()
                if keys.is_key(settings, symbol, modifiers, "focus_next"):
                    self.focused = typed_in
                    self.step(-1 if modifiers & arcade.key.MOD_SHIFT else 1)
                elif getattr(typed_in, "on_enter", None) is not None:
                    typed_in.on_enter()  # what the field was typed for: a code joins its table
                return True
            return None
        actions = {"focus_next": lambda: self.step(-1 if modifiers & arcade.key.MOD_SHIFT else 1)}
        if self.table:
            if self.focused in self.widgets():
                actions |= {"throw": self.press, "aim_left": lambda: self.move((-1, 0))}
                actions["aim_right"] = lambda: self.move((1, 0))
        else:
            actions |= {id: functools.partial(self.move, way) for id, way in MOVES.items()}
            actions["press"] = self.press
            if self.focused is not None:
                actions["go_on"] = self.press
        return True if keys.act(settings, symbol, modifiers, actions) else None

    def on_mouse_press(self, x, y, button, modifiers):
        self.put_away()

    def put_away(self) -> None:
        if self.typing():
            return  # clicked into: arcade's own to end
        self.focused = None

    def show(self, widgets: list) -> bool:
        """The focus shown on the first widget where it was not shown (or its widget is gone): True if so."""
        if self.focused in widgets:
            return False
        self.focused = widgets[0] if widgets else None
        return True

    def step(self, by: int) -> None:
        widgets = self.widgets()
        gone = self.focused
        if gone is not None and gone not in widgets and widgets:  # a spot chosen away, a button hidden
            ordered = reading_order([*widgets, gone])  # on from where it stood, not from the first
            self.focused = ordered[(ordered.index(gone) + by) % len(ordered)]
            return
        if not self.show(widgets):
            self.focused = widgets[(widgets.index(self.focused) + by) % len(widgets)]

    def move(self, way: tuple[int, int]) -> None:
        widgets = self.widgets()
        if self.show(widgets):
            return
        if is_picker(self.focused) and way[1] == 0:
            self.focused.step(way[0])
            return
        self.focused = nearest(widgets, self.focused, way) or self.focused

    def press(self) -> None:
        widgets = self.widgets()
        if self.show(widgets):
            return
        widget = self.focused
        if isinstance(widget, Spot):
            widget.press()
        elif is_picker(widget):
            widget.step(1)
        elif isinstance(widget, gui.UIInputText):
            widget.activate()
        else:
            assert widget is not None  # shown, so among the widgets
            x, y = widget.rect.center  # a click's pixel, as a mouse gives it
            widget.dispatch_event(
                "on_click",
                gui.UIOnClickEvent(source=widget, x=int(x), y=int(y), button=arcade.MOUSE_BUTTON_LEFT, modifiers=0),
            )

    def draw(self) -> None:
        widget = self.focused
        if (
            widget is None
            or not widget.visible
            or (isinstance(widget, Spot) and widget not in self.view.focus_spots())
            or any(not getattr(parent, "visible", True) for parent in getattr(widget, "_walk_parents", tuple)())
        ):
            return
        edge = FRAME_GAP + FRAME_WIDTH / 2
        rect = widget.rect
        arcade.draw_rect_outline(
            arcade.LBWH(rect.left - edge, rect.bottom - edge, rect.width + 2 * edge, rect.height + 2 * edge),
            FRAME_COLOUR,
            FRAME_WIDTH,
        )
