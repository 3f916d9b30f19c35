"""A long text read on a screen of its own (the rules, the whole talk): the
wheel, a drag, Page Up / Page Down, Up / Down and Home / End move it, and a
line under it says how, or that the end is reached."""

from __future__ import annotations

import functools
from collections.abc import Callable

from game.platform import keymap
from game.ui import lettering
from game.ui.app import SideScreen, button, place_at
from game.ui.arcade_import import gui

PAGE = 380  # pixels a Page Up or Page Down moves
STEP = 40  # pixels an Up or Down, or a notch of the wheel, moves
HOW = "Wheel, drag, Page Up / Page Down, Home / End to read."


class DraggedText(gui.UITextArea):
    """A text area that also scrolls as the pointer drags the page up or down.

    With a ``line_pitch`` (text of lines all alike, in an area a whole number
    of them high) it stops only at whole lines, so no line is ever cut in two
    at its top or bottom edge."""

    grabbed_at: float | None = None
    line_pitch: int = 0  # pixels from one baseline to the next; 0: it stops anywhere

    def snapped(self, view_y: float) -> int:
        return round(view_y / self.line_pitch) * self.line_pitch if self.line_pitch else round(view_y)

    def move_to(self, view_y: float) -> None:
        self.layout.view_y = self.snapped(view_y)  # pyglet keeps it within the text
        self.trigger_full_render()

    def on_event(self, event) -> bool | None:
        if isinstance(event, gui.UIMousePressEvent) and self.rect.point_in_rect(event.pos):
            self.grabbed_at = event.y
        elif isinstance(event, gui.UIMouseDragEvent) and self.grabbed_at is not None:
            wanted = self.layout.view_y - (event.y - self.grabbed_at)
            self.move_to(wanted)
            self.grabbed_at = event.y + (wanted - self.snapped(wanted))  # less than a line: kept for the next move
            return True
        elif isinstance(event, gui.UIMouseReleaseEvent):
            self.grabbed_at = None
        handled = super().on_event(event)
        if isinstance(event, gui.UIMouseScrollEvent) and self.line_pitch:
            self.move_to(self.layout.view_y)  # a touchpad's wheel turns by fractions of a notch
        return handled


class ReadingScreen(SideScreen):
    """A side screen around one ``DraggedText`` (``self.text_area``), with
    the line that says how to read it at ``hint_y``."""

    keyed_focus = False  # its arrows read on; Esc is its way back
    key_places = frozenset({keymap.READING})

    hint_y = 84
    text_area: DraggedText

    def reading_area(self, root: gui.UIAnchorLayout, area: tuple, **text) -> DraggedText:
        left, bottom, width, height = area
        self.text_area = place_at(
            root, DraggedText(width=width, height=height, scroll_speed=STEP, **text), left, bottom
        )
        self.hint = lettering.caption("", self.hint_y, 14)
        return self.text_area

    def corner_back_button(self, root: gui.UIAnchorLayout, words: str, width: int, inset: tuple[float, float]) -> None:
        """The Back button at the screen's top right, ``inset`` (left, down) from the corner."""
        back = button(words, width=width, height=40, on_click=self.go_back)
        self.back_button = root.add(back, anchor_x="right", anchor_y="top", align_x=-inset[0], align_y=-inset[1])

    @property
    def view_y(self) -> int:
        return self.text_area.layout.view_y

    @property
    def last_view_y(self) -> int:
        """``view_y`` with the end of the text at the bottom of the area."""
        layout = self.text_area.layout
        return min(0, layout.height - layout.content_height)

    @property
    def at_end(self) -> bool:
        return self.view_y <= self.last_view_y

    def scroll_to(self, view_y: float | None) -> None:
        """Show the text from ``view_y`` (0: its first line at the top); None: its end."""
        self.text_area.move_to(self.last_view_y if view_y is None else max(self.last_view_y, min(0, view_y)))

    def scroll_by(self, by: float) -> None:
        self.scroll_to(self.view_y + by)

    def hint_words(self) -> str:
        if self.last_view_y == 0:
            return ""  # the whole text shows
        if self.at_end:
            return "The end. Home, Page Up or the wheel go back."
        return HOW

    def on_key_press(self, symbol: int, modifiers: int):
        moves = {"read_back": PAGE, "read_on": -PAGE, "line_back": STEP, "line_on": -STEP}
        actions: dict[str, Callable[[], None]] = {id: functools.partial(self.scroll_by, by) for id, by in moves.items()}
        actions |= {"read_first": lambda: self.scroll_to(0), "read_newest": lambda: self.scroll_to(None)}
        if not self.act(symbol, modifiers, actions):
            super().on_key_press(symbol, modifiers)

    def draw_world(self) -> None:
        words = self.hint_words()
        if self.hint.text != words:
            self.hint.text = words
        self.hint.draw()
