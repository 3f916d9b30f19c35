"""The tavern's widgets: its buttons (grown to hold their words at the
player's text size), labels, the option picker and the text field's look."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from game.ui import art, button_words, text_size
from game.ui.arcade_import import arcade, gui
from game.ui.fitting import largest_width


class Look(NamedTuple):
    """A button's colours in one of its states."""

    ink: tuple  # its words
    bg: tuple
    border: tuple


LOOKS = {
    "normal": Look(art.INK, (88, 48, 26), art.PANEL_EDGE),
    "hover": Look((255, 246, 220), (122, 70, 36), art.GOLD),
    "press": Look((255, 255, 255), (60, 32, 16), art.GOLD),
    "disabled": Look((130, 112, 96), (52, 36, 28), (80, 62, 48)),
}
BORDER_WIDTH = 2
BUTTON_SIZE = 15  # a button's words, as at Normal
BUTTON_MARGIN = 8  # round a button's words, at least, each side


class TavernButton(gui.UIInteractiveWidget):
    """The tavern's button: its face three clears of its own area (no
    shader to compile for a first frame, one draw call less than a filled
    rectangle and a line), its words a picture set by FreeType
    (``game.ui.button_words``: arcade's flat button laid them out as a
    pyglet label, 3.5 ms a button). A button grows to hold its words (at a
    larger text size) from the size it was given."""

    def __init__(self, text: str, width: float = 180, height: float = 44, **kwargs):
        super().__init__(width=width, height=height, **kwargs)
        self.points = text_size.points(BUTTON_SIZE)  # its words' size, at the text size it was made at
        self.least = (self.width, self.height)  # the size it was given: it never shrinks below it
        self._text = ""
        self.words_size = (0.0, 0.0)  # its words' width and height, in table units
        self.text = text

    @property
    def text(self) -> str:
        return self._text

    @text.setter
    def text(self, value: str) -> None:
        self._text = value
        self.words_size = button_words.measure(value, self.points)
        words_width, words_height = self.words_size
        width = max(self.least[0], words_width + 2 * BUTTON_MARGIN)
        height = max(self.least[1], words_height + BUTTON_MARGIN)
        if (width, height) != (self.width, self.height):
            self.rect = self.rect.resize(width, height)
            self.trigger_full_render()  # where it stood shows again, under its new size
        else:
            self.trigger_render()

    def look(self) -> Look:
        if self.disabled:
            return LOOKS["disabled"]
        if self.pressed:
            return LOOKS["press"]
        return LOOKS["hover"] if self.hovered else LOOKS["normal"]

    def on_event(self, event) -> bool | None:
        # arcade lets a hidden button take the press where it would stand:
        # a table that hides one button over another's place, or over its
        # own board, would lose those clicks to it
        if not self.visible:
            return False
        return super().on_event(event)

    def do_render(self, surface) -> None:
        self.prepare_render(surface)
        look = self.look()
        left, bottom, width, height = surface.fbo.viewport  # this button's pixels on the surface
        # An edge BORDER_WIDTH wide, centred one border width inside the button's own.
        line = max(1, round(BORDER_WIDTH * surface.pixel_ratio))
        outer = round(BORDER_WIDTH * surface.pixel_ratio - line / 2)
        inner = outer + line
        surface.clear(look.bg)
        surface.fbo.clear(
            color=look.border, viewport=(left + outer, bottom + outer, width - 2 * outer, height - 2 * outer)
        )
        surface.fbo.clear(color=look.bg, viewport=(left + inner, bottom + inner, width - 2 * inner, height - 2 * inner))
        button_words.draw(surface, self._text, self.points, look.ink)


def button(text: str, width: int = 180, height: int = 44, on_click=None, **kwargs) -> TavernButton:
    """A tavern-styled button; ``on_click`` is called with no arguments."""
    made = TavernButton(text, width=width, height=height, **kwargs)
    if on_click is not None:
        # the instance's handler stands for the class's, as arcade's own examples give a button its click
        made.on_click = lambda _event: on_click()  # type: ignore[method-assign,assignment]
    return made


def label(text: str, size: int = 16, color=art.INK, **kwargs) -> gui.UILabel:
    """Words on a screen's layout, ``size`` as at Normal, at the player's text size."""
    return gui.UILabel(text=text, font_name=art.FONT, font_size=text_size.points(size), text_color=color, **kwargs)


class SteadyLabel(gui.UILabel):
    """A label that may be held at a width whatever its words say (``hold``): the bar of buttons round it
    stays where it is as they change (a label sizes itself to its words, and moved a button from under a
    second click on it)."""

    steady_width: float | None = None  # None: as wide as its words

    def hold(self, width: float | None) -> None:
        """Held at ``width`` from now on (None: let go, as wide as its words)."""
        if width != self.steady_width:
            self.steady_width = width
            self._update_size_hint_min()

    def _update_size_hint_min(self) -> None:
        super()._update_size_hint_min()
        if self.steady_width is not None:
            _, height = self.size_hint_min or (None, None)
            self.size_hint_min = (self.steady_width, height)


def steady_label(text: str, size: int) -> SteadyLabel:
    """A label that can be held at a width (its words fitted to it by whoever sets them)."""
    points = text_size.points(size)
    return SteadyLabel(text=text, font_name=art.FONT, font_size=points, text_color=art.INK, align="center")


PICKER_ARROWS = 92  # a picker's two arrow buttons and the spaces beside them


def picker_width(words, least: int) -> int:
    """A picker wide enough for the widest of ``words`` at the Largest text
    size, ``least`` wide at least: at every size its words whole and its
    arrows where they stand at the others."""
    return max(least, PICKER_ARROWS + 2 + round(max(largest_width(said, BUTTON_SIZE) for said in words)))


class OptionPicker(gui.UIBoxLayout):
    """'◀ value ▶': steps through a fixed list of choices."""

    def __init__(self, choices: Sequence[tuple[object, str]], index: int = 0, width: int = 260, on_change=None):
        super().__init__(vertical=False, space_between=6)
        self.choices = choices
        self.index = index
        self.on_change = on_change
        self.back = self.add(button("<", width=40, height=36, on_click=lambda: self.step(-1)))
        self.label_width = width - PICKER_ARROWS
        self.shown = self.add(
            gui.UILabel(
                text="",
                width=self.label_width,
                font_name=art.FONT,
                font_size=text_size.points(BUTTON_SIZE),
                text_color=art.INK,
                align="center",
            )
        )
        self.forward = self.add(button(">", width=40, height=36, on_click=lambda: self.step(1)))
        self._show()

    @property
    def value(self):
        return self.choices[self.index][0]

    def select(self, value) -> None:
        self.index = [v for v, _ in self.choices].index(value)
        self._show()

    def step(self, by: int) -> None:
        self.index = (self.index + by) % len(self.choices)
        self._show()
        if self.on_change:
            self.on_change(self.value)

    def _show(self) -> None:
        self.shown.text = self.choices[self.index][1]
        # a new text asks the layout for just its own width; the picker keeps its size (made as wide
        # as its longest choice at the largest text, ``picker_width``, its arrows stay put)
        hint = self.shown.size_hint_min
        assert hint is not None and hint[0] is not None  # a label's, set from its words
        width, height = hint[0], hint[1]
        self.shown.size_hint_min = (max(width, self.label_width), height)


INPUT_STYLE = {  # a text field in the tavern's colours
    state: gui.UIInputText.UIStyle(bg=(52, 30, 18, 255), border=arcade.types.Color(*edge), border_width=2)
    for state, edge in (
        ("normal", art.PANEL_EDGE),
        ("hover", art.GOLD),
        ("press", art.GOLD),
        ("disabled", art.PANEL_EDGE),
        ("invalid", art.RED),
    )
}
