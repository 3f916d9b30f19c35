"""The panels every dice table shares, each drawing what the table's flow
says: the banner over the bowl, the old hand's advice, the talk on its
card, the prompt, and the reason a greyed button gives (a throw's drag is
drawn by ``game.ui.throw_drag``)."""

from __future__ import annotations

import pyglet

from game.ui import art, lettering, text_size
from game.ui.app import DESIGN_HEIGHT, DESIGN_WIDTH, button
from game.ui.arcade_import import arcade, gui
from game.ui.fitting import fit_height, fitted, fitted_choice, line_height, words_width
from game.ui.talk import Talk

INKS = {"gold": art.GOLD, "red": art.RED, "ink": art.INK}
BANNER_BOX = (640, 104)  # a banner across the table; a table may give its banner a box of its own
NARROW_BANNER = 400  # a banner narrower than this wraps its second line
TWO_LINES_TITLE = 26  # a wide banner's title over a second line wrapped onto two (at the larger text sizes)
BANNER_MARGIN = 6  # over and under a banner's words, inside its box
PROMPT_SIZE = 17
PROMPT_WIDTH = 860  # the prompt, centred on the table, ends short of the Undo button
HINT_HALF_WIDTH = 170  # the box of a disabled button's reason
LOG_LINES = 60  # laid out at most, below the line the talk is scrolled back to
TALK_TITLE = "The table talk"
TALK_TITLES = (TALK_TITLE, "The talk")  # the shorter where the longer does not fit
TALK_MARGIN = 12  # round the talk's card, inside it
TALK_FOOT = 6  # under its lowest line (room for a second row of a line on a low card, at Largest)
CORNER_INSET = 8  # the "All" button in from the talk card's top right corner
SHADE = (20, 10, 6, 240)
STAKES_Y, STAKES_WIDTH = 84, 280  # a campaign pot's words: the bottom left corner, clear of every panel


def two_lines_height() -> float:
    """A wide banner's title over its second line wrapped onto two, at the text size."""
    return line_height(TWO_LINES_TITLE, bold=True) + 2 * line_height(16, italic=True)


class BannerPanel:
    """A moment's banner: its words fitted to its box, one line each (the
    talk keeps the whole line, where the longest names make it long); in a
    narrow box (a side column's) its second line wraps instead."""

    def __init__(self, x: float, y: float, box: tuple[float, float] = BANNER_BOX):
        self.x, self.y = x, y
        self.own = self.box = box  # the table's box, and the box it stands in now
        self.title = lettering.heading("", y + 16, 36, x=x, anchor_y="center")
        self.narrow: bool | None = None  # set as the words' room is laid out
        self._lay_out(box)
        self.ink = art.GOLD  # the title's, by the moment's ink

    def _lay_out(self, box: tuple[float, float]) -> None:
        """The words' room for a box: one line beneath, or in a narrow box a wrapped one."""
        self.box = box
        self.width = box[0] - 30  # its words' room
        narrow = box[0] < NARROW_BANNER
        if narrow == self.narrow:
            return
        self.narrow = narrow
        if narrow:
            self.sub = lettering.paragraph("", self.y, art.INK, 15, self.width, x=self.x, italic=True)
        else:
            self.line = self.sub = lettering.caption("", self.y - 32, 16, art.INK, x=self.x, anchor_y="center")
            # its words on two lines where one does not hold them whole (the larger text sizes)
            self.lines = lettering.paragraph("", self.y, art.INK, 16, self.width, x=self.x, italic=True)

    def box_for(self, sub: str) -> tuple[float, float]:
        """The box a banner saying ``sub`` asks its place for: the table's own,
        or, where one line does not hold ``sub`` whole but two do (the larger
        text sizes), as tall as a title over two lines needs."""
        w, h = self.own
        if w < NARROW_BANNER or fitted(sub, w - 30, 16, italic=True)[0] == sub:
            return self.own
        self.lines.width, self.lines.text, self.lines.font_size = int(w - 30), sub, text_size.points(16)
        if self.lines.content_height > 2 * line_height(16, italic=True) + 2:
            return self.own  # three lines and more would not fit it either: said on one line, fitted
        return (w, max(h, round(two_lines_height()) + 2 * BANNER_MARGIN))

    def title_box(self, title: str) -> tuple[float, float]:
        """A box for the title alone, as wide as its words: a crowded table's, where the whole banner
        would lie over dice."""
        return (words_width(title, 36, bold=True) + 40, line_height(36, bold=True) + 2 * BANNER_MARGIN)

    def stand(self, x: float, y: float, box: tuple[float, float]) -> None:
        """Stand at (x, y) in ``box``, clear of what the banner announces
        (``game.ui.banner_place``); its words are laid out by ``show``."""
        # whole pixels: a line of words at half a pixel loses the tops of its letters (pyglet's glyphs)
        self.x, self.y = round(x), round(y)
        x = self.x
        self._lay_out(box)
        if self.narrow:
            self.sub.width = int(self.width)
        else:
            self.lines.width = int(self.width)
            self.line.x = self.lines.x = x
        self.title.x = self.sub.x = x

    def show(self, title: str, ink: str, sub: str) -> None:
        self.title.text, self.title.font_size = fitted(title, self.width, 36, bold=True, smallest=18)
        self.ink = INKS[ink]
        if self.narrow:
            self._wrap(title, sub)
            return
        said, size = fitted(sub, self.width, 16, italic=True)
        if said != sub and self._two_lines(title, sub):
            return
        self.sub = self.line
        self.sub.text, self.sub.font_size = said, size
        # a banner of one line says it in the middle of its box, with no empty row over or under it
        if title and sub:
            self.title.y, self.sub.y = self.y + 16, self.y - 32
        else:
            self.title.y = self.sub.y = self.y - 4

    def _two_lines(self, title: str, sub: str) -> bool:
        """The second line's words wrapped whole on two lines under a title made
        smaller to leave them room, together in the middle of the box; False
        (nothing changed) where they would not fit so."""
        _, h = self.box
        lines = self.lines
        lines.text, lines.font_size = sub, text_size.points(16)
        title_height = line_height(TWO_LINES_TITLE, bold=True) if title else 0
        if lines.content_height > h - 2 * BANNER_MARGIN - title_height:
            return False
        self.sub = lines
        if title:
            self.title.text, self.title.font_size = fitted(title, self.width, TWO_LINES_TITLE, bold=True, smallest=18)
        top = self.y - 4 + (title_height + lines.content_height) / 2  # the block's top, the block centred on the box
        self.title.y = round(top - title_height / 2)
        lines.y = round(top - title_height)  # whole pixels, as in ``stand``
        return True

    def _wrap(self, title: str, sub: str) -> None:
        """The title over the second line's wrapped words, together in the middle of the box."""
        _, h = self.box
        self.sub.text = sub
        fit_height(self.sub, 15, h - 70)
        words = self.sub.content_height if sub else 0
        top = round(self.y - 4 + (44 + 8 + words) / 2)  # the block's top, the block centred on the box
        self.title.y = top - 22
        self.sub.y = top - 52
        if not title:
            self.sub.y = round(self.y - 4 + words / 2)

    @property
    def rect(self) -> tuple[float, float, float, float]:
        """Its box on the table (left, bottom, width, height), at its full size."""
        w, h = self.box
        return (self.x - w / 2, self.y - 4 - h / 2, w, h)

    def draw(self, fade: float, scale: float = 1.0) -> None:
        """Under the dice: a die on the table's far side stays in sight; its
        box hides what lies under it, so nothing shows through its words.
        As it goes up it pops (``scale`` from 0.7 past 1 and back), its
        words coming in as it reaches its size."""
        w, h = self.box
        arcade.draw_rect_filled(
            arcade.XYWH(self.x, self.y - 4, w * scale, h * scale), (*SHADE[:3], int(SHADE[3] * fade))
        )
        # the words fade with their backing: never left bare on whatever lies under the box
        fade *= max(0.0, min(1.0, (scale - 0.7) / 0.3))
        self.title.color = (*self.ink, int(255 * fade))
        self.sub.color = (*art.INK, int(255 * fade))
        self.title.draw()
        self.sub.draw()


class TalkCard:
    """The table talk on its card: the newest lines that fit, or those it is read back to."""

    def __init__(self, card: tuple, head: float, title_size: int, batch: pyglet.graphics.Batch):
        self.card, self.title_size, self.head = card, title_size, head
        x, y, w, h = card
        self.title = lettering.text(
            TALK_TITLE, x + 14, y + h - TALK_MARGIN, art.GOLD, title_size, bold=True, anchor_y="top", batch=batch
        )
        self.title_words = TALK_TITLES
        self.title_room = w - 28  # the title's width, clear of the "All" button once it stands in the corner
        self.talk = Talk(x + 14, y + TALK_FOOT, w - 28, h - head, batch)
        self.clear_of(None)
        self.back = 0  # lines the talk is scrolled back from the newest
        self.fits = 0  # lines the card held at the newest, as reading back began: it stays full
        self.length = 0  # lines of talk when last shown
        self.new = 0  # lines come while it is read back

    def clear_of(self, button) -> None:
        """The title and the lines under it kept clear of the card's "All"
        button (None: none yet), which hangs ``CORNER_INSET`` inside its top
        right corner, as large as the text size makes them."""
        x, y, w, h = self.card
        if button is not None:
            self.title_room = (x + w - CORNER_INSET - button.width) - self.title.x - 8
        self._fit_title()
        top = max(self.title.content_height, 0 if button is None else button.height + CORNER_INSET - TALK_MARGIN)
        self.talk.room = min(h - self.head, h - TALK_MARGIN - TALK_FOOT - top - 2)  # under the title and the button
        self.talk.lines = []  # laid out again in the room it now has

    def _fit_title(self) -> None:
        """The title, said shorter where it does not fit beside the "All" button (the larger text sizes)."""
        said = fitted_choice(self.title_words, self.title_room, self.title_size, bold=True)
        self.title.text, self.title.font_size = said

    def scroll(self, lines: int | None, length: int) -> None:
        """Read back ``lines`` older (newer if negative) of ``length``; None: back to the newest.
        Never so far that the card is left part empty (the oldest line at its top at most)."""
        if not self.back:  # leaving the newest: as many lines as the card holds now stay in it
            self.fits = len(self.talk.shown)
        back = 0 if lines is None else self.back + lines
        self.back = max(0, min(back, length - max(1, self.fits)))
        if not self.back:
            self.new = 0

    def show(self, said: list[str]) -> None:
        if self.back and len(said) > self.length:  # lines come while one reads: those read stay in sight
            self.back += len(said) - self.length
            self.new += len(said) - self.length
        self.length = len(said)
        lines = said[-LOG_LINES - self.back :]
        lines = lines[: len(lines) - self.back] if self.back else lines
        title = (
            (f"The talk, read back ({self.new} new: End)", f"Read back ({self.new} new)")
            if self.new
            else ("The talk, read back", "Read back")
            if self.back
            else TALK_TITLES
        )
        if self.title_words != title:  # fitted clear of the "All" button in the card's corner
            self.title_words = title
            self._fit_title()
        self.talk.show(lines[-LOG_LINES:])


class Prompt(arcade.Text):
    """What the person to act is asked, or a refusal in red, on one fitted line under the table."""

    def __init__(self):
        super().__init__(
            "", 640, 76, art.INK, text_size.points(PROMPT_SIZE), font_name=art.FONT, anchor_x="center", bold=True
        )
        self.room = PROMPT_WIDTH  # clear of Undo, beside it

    def keep_clear_of(self, box: tuple) -> None:
        """Narrow the line to stay off a card beside it (a lesson's coach at Spelldice's lower left)."""
        left, bottom, width, height = box
        if bottom <= self.y + PROMPT_SIZE and bottom + height >= self.y - 4:
            gap = self.x - (left + width) if left + width <= self.x else left - self.x
            self.room = min(self.room, 2 * (gap - 8))

    def say(self, words: str | tuple[str, ...], refused: bool) -> None:
        """Say ``words`` (or the first of them, the clearest first, that fits the line whole)."""
        choices = (words,) if isinstance(words, str) else words
        text, size = fitted_choice(choices, self.room, PROMPT_SIZE, bold=True)
        colour = art.RED if refused else art.INK
        if self.font_size != size:
            self.font_size = size
        if self.text != text:
            self.text = text
        if tuple(self.color)[:3] != tuple(colour)[:3]:
            self.color = colour


class ButtonHint(arcade.Text):
    """Why a greyed button cannot act now: above it while the pointer rests on it."""

    def __init__(self):
        super().__init__("", 0, 0, art.INK, text_size.points(14), font_name=art.FONT, width=320, **lettering.PARAGRAPH)

    def point_at(self, widget, reason: str | None, width: float, height: float) -> None:
        said = (reason[0].upper() + reason[1:] + ".") if widget is not None and reason else ""
        if said != self.text:
            self.text = said
        if widget is not None:  # above the button, its box kept inside the window
            x = min(max(widget.rect.center_x, HINT_HALF_WIDTH + 4), width - HINT_HALF_WIDTH - 4)
            self.position = (x, min(widget.rect.top + 14 + self.content_height, height - 10))

    def draw(self) -> None:
        if not self.text:
            return
        x, y = self.position[:2]
        box = arcade.LBWH(
            x - HINT_HALF_WIDTH, y - self.content_height - 6, 2 * HINT_HALF_WIDTH, self.content_height + 12
        )
        arcade.draw_rect_filled(box, SHADE)
        arcade.draw_rect_outline(box, art.GOLD, 2)
        super().draw()


def corner_buttons(table, root) -> tuple:
    """The Menu button at the top right and, where the game gives advice,
    the "?" beside it; Undo at the bottom right; the talk's "All" in its
    card's top right corner. (menu, all, undo, advice or None)"""

    def made(words: str, key: str, size: tuple, on_click):
        return table.hinted(button("", width=size[0], height=size[1], on_click=on_click), words, key)

    def put(widget, corner: tuple, at: tuple):
        (anchor_x, anchor_y), (align_x, align_y) = corner, at
        return root.add(widget, anchor_x=anchor_x, anchor_y=anchor_y, align_x=align_x, align_y=align_y)

    x, y, w, h = table.log_card
    top = gui.UIBoxLayout(vertical=False, space_between=10)  # "?" and Menu side by side, however wide
    advice = None
    if table.match.kind.advice is not None:
        advice = top.add(made("?", "advice", (80, 36), table.advice.toggle))
    menu = top.add(made("Menu", "menu", (140, 36), table.controls.pause))
    put(top, ("right", "top"), (-20, -10))
    # "All" hangs in the talk card's top right corner, Undo stands at the table's bottom right
    corner = (x + w - CORNER_INSET - DESIGN_WIDTH, y + h - CORNER_INSET - DESIGN_HEIGHT)
    talk = put(made("All", "talk", (78, 26), table.controls.open_talk), ("right", "top"), corner)
    table.talk.card.clear_of(talk)
    undo = put(made("Undo", "undo", (160, 34), table.controls.undo), ("right", "bottom"), (-30, 62))
    # the prompt beside it ends short of it, as wide as its words make it at the text size
    table.prompt.keep_clear_of((DESIGN_WIDTH - 30 - undo.width, 62, undo.width, undo.height))
    return menu, talk, undo, advice


class StakesPanel:
    """A campaign's wager game: the pot and the wager, in the table's bottom
    left corner (free at every table that plays for a wager)."""

    def __init__(self):
        self.keeper, self.words = None, []  # the keeper the pot's words were made for, and the words

    def texts(self, keeper) -> list:
        if self.keeper is not keeper:
            self.keeper, self.words = keeper, []
            words = getattr(keeper, "stakes_words", lambda: None)()
            if words:
                pot, rest = words
                self.words = [
                    lettering.text(pot, 24, STAKES_Y, art.GOLD, 16, bold=True),
                    lettering.text(
                        rest,
                        24,
                        STAKES_Y - 12,
                        art.INK_DIM,
                        12,
                        italic=True,
                        width=STAKES_WIDTH,
                        multiline=True,
                        anchor_y="top",
                    ),
                ]
        return self.words
