"""The tavern's widgets: its buttons (grown to hold their words at the
player's text size), labels, the option picker and the text field's look."""

from __future__ import annotations

from functools import cache

from game.ui import art, text_size
from game.ui.arcade_import import gui


class TavernButton(gui.UIFlatButton):
    """arcade's flat button, drawn with three clears of its own area instead
    of a clear and a line strip: no line shader to compile for the first
    frame, and one draw call less for every button shown. A button grows to
    hold its words (at a larger text size) from the size it was given."""

    def __init__(self, text: str, **kwargs):
        super().__init__(text="", style=button_style(text_size.points(BUTTON_SIZE)), **kwargs)
        self.least = (self.width, self.height)  # the size it was given: it never shrinks below it
        # The text comes after the style: arcade first lays a button's text
        # out in its default font, which costs a font and its glyphs.
        self.text = text

    @property
    def text(self) -> str:
        return self.ui_label.text

    @text.setter
    def text(self, value: str) -> None:
        gui.UIFlatButton.text.fset(self, value)
        words = self.ui_label._label
        width = max(self.least[0], words.content_width + 2 * BUTTON_MARGIN)
        height = max(self.least[1], words.content_height + BUTTON_MARGIN)
        if (width, height) != (self.width, self.height):
            self.rect = self.rect.resize(width, height)

    def on_event(self, event) -> bool | None:
        # arcade lets a hidden button take the press where it would stand:
        # a table that hides one button over another's place, or over its
        # own board, would lose those clicks to it
        if not self.visible:
            return False
        return super().on_event(event)

    def do_render(self, surface) -> None:
        self.prepare_render(surface)
        style = self.get_current_style()
        # The label's colour follows the button's state; arcade then asks
        # every parent to render again next frame, though the label is drawn
        # in this same pass over the button's own opaque face.
        parents = list(self._walk_parents())
        wanted = [parent._requires_render for parent in parents]
        self._apply_style(style)
        for parent, wish in zip(parents, wanted):
            parent._requires_render = wish
        left, bottom, width, height = surface.fbo.viewport  # this button's pixels on the surface
        # Where arcade's line would run: border_width wide, centred one
        # border width inside the edge.
        line = max(1, round(style.border_width * surface.pixel_ratio))
        outer = round(style.border_width * surface.pixel_ratio - line / 2)
        inner = outer + line
        surface.clear(style.bg)
        surface.fbo.clear(
            color=style.border, viewport=(left + outer, bottom + outer, width - 2 * outer, height - 2 * outer)
        )
        surface.fbo.clear(
            color=style.bg, viewport=(left + inner, bottom + inner, width - 2 * inner, height - 2 * inner)
        )


def button(text: str, width: int = 180, height: int = 44, on_click=None, **kwargs) -> TavernButton:
    """A tavern-styled button; ``on_click`` is called with no arguments."""
    made = TavernButton(text, width=width, height=height, **kwargs)
    if on_click is not None:
        made.on_click = lambda _event: on_click()
    return made


BUTTON_SIZE = 15  # a button's words, as at Normal
BUTTON_MARGIN = 8  # round a button's words, at least, each side


@cache
def button_style(font_size: int) -> dict:
    """A button's look in every state, its words at ``font_size``."""

    def look(font_color, bg, border):  # every state: the tavern's font and a 2 px edge
        return gui.UIFlatButton.UIStyle(
            font_name=art.FONT, font_size=font_size, font_color=font_color, bg=bg, border=border, border_width=2
        )

    return {
        "normal": look(art.INK, (88, 48, 26), art.PANEL_EDGE),
        "hover": look((255, 246, 220), (122, 70, 36), art.GOLD),
        "press": look((255, 255, 255), (60, 32, 16), art.GOLD),
        "disabled": look((130, 112, 96), (52, 36, 28), (80, 62, 48)),
    }


def label(text: str, size: int = 16, color=art.INK, **kwargs) -> gui.UILabel:
    """Words on a screen's layout, ``size`` as at Normal, at the player's text size."""
    return gui.UILabel(text=text, font_name=art.FONT, font_size=text_size.points(size), text_color=color, **kwargs)


class OptionPicker(gui.UIBoxLayout):
    """'◀ value ▶': steps through a fixed list of choices."""

    def __init__(self, choices: list[tuple[object, str]], index: int = 0, width: int = 260, on_change=None):
        super().__init__(vertical=False, space_between=6)
        self.choices = choices
        self.index = index
        self.on_change = on_change
        self.back = self.add(button("<", width=40, height=36, on_click=lambda: self.step(-1)))
        self.label_width = width - 92
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
        # a new text asks the layout for just its own width; the picker keeps its size
        width, height = self.shown.size_hint_min
        self.shown.size_hint_min = (max(width, self.label_width), height)


INPUT_STYLE = {  # a text field in the tavern's colours
    state: gui.UIInputText.UIStyle(bg=(52, 30, 18), border=edge, border_width=2)
    for state, edge in (
        ("normal", art.PANEL_EDGE),
        ("hover", art.GOLD),
        ("press", art.GOLD),
        ("disabled", art.PANEL_EDGE),
        ("invalid", art.RED),
    )
}
