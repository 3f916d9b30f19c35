"""The whole table talk, opened over a table (T, or the talk's "All" button):
every line said since the game began, each hand, round and turn marked, read
back with the wheel, a drag or the keys. The game waits meanwhile."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.events import Event
from game.ui import art, lettering, text_size
from game.ui.app import DESIGN_HEIGHT
from game.ui.arcade_import import gui
from game.ui.reading import HOW, ReadingScreen

# Events that begin (or close) a part of the game: the whole talk marks them.
MARKS = (
    "start",
    "hand_start",
    "round_start",
    "round_over",
    "turn",
    "hand_over",
    "session_over",
    "match_over",
    "game_over",
)
SIZE = 14  # the talk's words, as at Normal
PITCH = 1.55  # from one line's baseline to the next, of the words' size in the tavern's font
# The text's left, bottom, width, and the height it may take: a whole number
# of lines of it, so the talk, stopping only at whole lines, never shows half
# a line under its title.
AREA = (160, 110, 960, 460)


def line_pitch() -> int:
    """From one line's baseline to the next, at the text size."""
    return round(text_size.points(SIZE) * PITCH)


def talk_text(events: list[Event], notices: Sequence[str] = ()) -> tuple[str, list[tuple[int, int, str]]]:
    """The talk as one text, a line a line, with a blank line before each
    mark; and the (start, end, "mark" or "notice") spans to colour."""
    lines: list[str] = []
    spans: list[tuple[int, int, str]] = []
    at = 0
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


class TalkView(ReadingScreen):
    panels = ((140, 60, 1000, 600),)
    back_keys = ("back", "talk")

    def __init__(self, table):
        super().__init__(back_to=table)
        self.keeper = table.flow.keeper  # a game waiting here is saved if the window closes
        lines = len(table.flow.log_events)
        self.heading = lettering.heading(
            f"The whole talk ({lines} line{'s' if lines != 1 else ''})", DESIGN_HEIGHT - 108, 26
        )
        root = self.ui.add(gui.UIAnchorLayout())
        pitch = line_pitch()
        left, bottom, width, height = AREA
        area = (left, bottom, width, height // pitch * pitch)
        self.reading_area(root, area, document_mode="ATTRIBUTED").line_pitch = pitch
        self.show_text(*talk_text(table.flow.log_events, table.flow.notices[-3:]))
        self.corner_back_button(root, "Back to the table", 260, (160, 78))
        self.hinted(self.back_button, "Back to the table", "talk")
        self.scroll_to(None)

    def show_text(self, text: str, spans: list[tuple[int, int, str]]) -> None:
        """The text in the tavern's ink, marks in gold and notices in red
        (styled on the document itself: the text area's own colour would
        paint every line alike)."""
        doc = self.text_area.doc
        doc.text = text
        doc.set_style(
            0,
            len(text),
            {
                "font_name": art.FONT,
                "font_size": text_size.points(SIZE),
                "color": (*art.INK[:3], 255),
                "weight": "normal",
            },
        )
        for start, end, kind in spans:
            colour = art.GOLD if kind == "mark" else art.RED
            doc.set_style(start, end, {"color": (*colour[:3], 255), "weight": "bold" if kind == "mark" else "normal"})
        self.text_area.trigger_full_render()

    @property
    def at_newest(self) -> bool:
        return self.at_end

    def hint_words(self) -> str:
        return HOW[:-1] + "; the game waits."

    def draw_world(self) -> None:
        self.heading.draw()
        super().draw_world()
