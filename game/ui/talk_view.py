"""The whole table talk, opened over a table (T, or the talk's "All" button):
every line said since the game began, each hand, round and turn marked, read
back with the wheel, a drag or the keys. The game waits meanwhile."""

from __future__ import annotations

from game.core.events import Event
from game.ui import art
from game.ui.app import DESIGN_HEIGHT, DESIGN_WIDTH, SideScreen, button
from game.ui.arcade_import import arcade, gui

# Events that begin (or close) a part of the game: the whole talk marks them.
MARKS = ("start", "hand_start", "round_start", "round_over", "turn", "hand_over", "session_over", "match_over",
         "game_over")
PAGE = 380          # pixels a Page Up or Page Down moves
AREA = (160, 110, 960, 470)   # the text's left, bottom, width, height


def talk_text(events: list[Event], notices: list[str] = ()) -> tuple[str, list[tuple[int, int, str]]]:
    """The talk as one text, a line a line, with a blank line before each
    mark; and the (start, end, "mark" or "notice") spans to colour."""
    lines, spans, at = [], [], 0
    for event in events:
        if event.kind in MARKS and lines:
            lines.append("")
            at += 1
        if event.kind in MARKS:
            spans.append((at, at + len(event.text), "mark"))
        lines.append(event.text)
        at += len(event.text) + 1
    for notice in notices:
        spans.append((at, at + len(notice), "notice"))
        lines.append(notice)
        at += len(notice) + 1
    return "\n".join(lines), spans


class DraggedText(gui.UITextArea):
    """A text area that also scrolls as the pointer drags the page up or down."""

    grabbed_at: float | None = None

    def on_event(self, event) -> bool | None:
        if isinstance(event, gui.UIMousePressEvent) and self.rect.point_in_rect(event.pos):
            self.grabbed_at = event.y
        elif isinstance(event, gui.UIMouseDragEvent) and self.grabbed_at is not None:
            self.layout.view_y = round(self.layout.view_y - (event.y - self.grabbed_at))
            self.grabbed_at = event.y
            self.trigger_full_render()
            return True
        elif isinstance(event, gui.UIMouseReleaseEvent):
            self.grabbed_at = None
        return super().on_event(event)


class TalkView(SideScreen):
    panels = ((140, 60, 1000, 600),)
    back_keys = (arcade.key.ESCAPE, arcade.key.T)

    def __init__(self, table):
        super().__init__(back_to=table)
        self.keeper = getattr(table, "keeper", None)   # a game waiting here is saved if the window closes
        lines = len(table.log_events)
        self.heading = arcade.Text(f"The whole talk ({lines} line{'s' if lines != 1 else ''})", DESIGN_WIDTH / 2,
                                   DESIGN_HEIGHT - 108, art.GOLD, 26, font_name=art.FONT, bold=True,
                                   anchor_x="center")
        root = self.ui.add(gui.UIAnchorLayout())
        left, bottom, width, height = AREA
        self.text_area = root.add(DraggedText(width=width, height=height, document_mode="ATTRIBUTED",
                                                 scroll_speed=40),
                                  anchor_x="left", anchor_y="bottom", align_x=left, align_y=bottom)
        self.show_text(*talk_text(table.log_events, table.notices[-3:]))
        self.hint = arcade.Text("Wheel, drag, Page Up / Page Down, Home / End to read; the game waits.",
                                DESIGN_WIDTH / 2, 84, art.INK_DIM, 13, font_name=art.FONT, italic=True,
                                anchor_x="center")
        self.back_button = root.add(button("Back to the table (T)", width=260, height=40, on_click=self.go_back),
                                    anchor_x="right", anchor_y="top", align_x=-160, align_y=-78)
        self.scroll_to(None)

    def show_text(self, text: str, spans: list[tuple[int, int, str]]) -> None:
        """The text in the tavern's ink, marks in gold and notices in red
        (styled on the document itself: the text area's own colour would
        paint every line alike)."""
        doc = self.text_area.doc
        doc.text = text
        doc.set_style(0, len(text), {"font_name": art.FONT, "font_size": 13, "color": (*art.INK[:3], 255),
                                     "weight": "normal"})
        for start, end, kind in spans:
            colour = art.GOLD if kind == "mark" else art.RED
            doc.set_style(start, end, {"color": (*colour[:3], 255), "weight": "bold" if kind == "mark" else "normal"})
        self.text_area.trigger_full_render()

    @property
    def view_y(self) -> int:
        return self.text_area.layout.view_y

    @property
    def at_newest(self) -> bool:
        layout = self.text_area.layout
        return layout.view_y <= layout.height - layout.content_height

    def scroll_to(self, view_y: float | None) -> None:
        """Show the text from ``view_y`` (0 the oldest line at the top); None: the newest."""
        layout = self.text_area.layout
        newest = min(0, layout.height - layout.content_height)
        layout.view_y = round(newest if view_y is None else max(newest, min(0, view_y)))
        self.text_area.trigger_full_render()

    def on_key_press(self, symbol: int, modifiers: int):
        moves = {arcade.key.PAGEUP: PAGE, arcade.key.PAGEDOWN: -PAGE, arcade.key.UP: 40, arcade.key.DOWN: -40}
        if symbol in moves:
            self.scroll_to(self.view_y + moves[symbol])
        elif symbol == arcade.key.HOME:
            self.scroll_to(0)
        elif symbol == arcade.key.END:
            self.scroll_to(None)
        else:
            super().on_key_press(symbol, modifiers)

    def draw_world(self) -> None:
        self.heading.draw()
        self.hint.draw()
