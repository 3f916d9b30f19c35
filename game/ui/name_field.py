"""A name typed by a player: kept to the length a seat's plaque can show."""

from __future__ import annotations

from game.ui import art, text_size
from game.ui.app import INPUT_STYLE
from game.ui.arcade_import import arcade, gui

NAME_MOST = 16  # letters a name may have: what a seat's plaque, the talk and the Ledger show whole


class NameField(gui.UIInputText):
    """A name box. A click into it selects the whole name, so what is typed
    replaces it; Ctrl+A selects it all again. (arcade makes the field active
    as the button goes down, so its own ``activate`` never puts the caret
    at the end: typing "Ada" gave "AdaMother Grell".)"""

    def __init__(
        self,
        text: str,
        width: float,
        height: float,
        font_size: int = 14,
        on_enter=None,
        most: int | None = NAME_MOST,  # None: a field for other words (an address, a join code)
        **kwargs,
    ):
        super().__init__(
            text=text,
            width=width,
            height=height,
            font_name=art.FONT,
            font_size=text_size.points(font_size),
            text_color=art.INK,
            style=INPUT_STYLE,
            **kwargs,
        )
        self.layout.content_valign = "center"  # arcade sets the text on the field's top edge
        self.on_enter = on_enter  # Enter typed in the field, after it is left (game.ui.focus); None: it is only left
        self.most = most

    def select_all(self) -> None:
        self.caret.mark = 0
        self.caret.position = len(self.text)
        self.trigger_full_render()

    def on_event(self, event) -> bool | None:
        if (
            self.active
            and isinstance(event, gui.UIKeyPressEvent)
            and event.symbol == arcade.key.A
            and event.modifiers & arcade.key.MOD_CTRL
        ):
            self.select_all()
            return True
        if self.active and self.most is not None and isinstance(event, gui.UITextInputEvent):
            room = self._room()  # the name stops growing where the game would cut it: what shows is what is kept
            if room <= 0:
                return True
            event.text = event.text[:room]
        clicked_in = not self.active and isinstance(event, gui.UIMousePressEvent) and self.rect.point_in_rect(event.pos)
        handled = super().on_event(event)
        if clicked_in and self.active:
            self.caret.on_activate()
            self.select_all()
        return handled

    def _room(self) -> int:
        """How many letters more the name takes (what is typed replaces the selection, if any)."""
        selected = abs(self.caret.position - self.caret.mark) if self.caret.mark is not None else 0
        return (self.most or 0) - (len(self.text) - selected)
