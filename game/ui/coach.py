"""Teach me: a guided first game at a game's own table. A coach's card says,
in the game's words, the next thing to do and why it matters, and outlines
where to do it (a button to click, the table to throw across, a die to
drag); the table waits while the coach has something to be read. The player
can skip a step, start the lesson again or leave it at any point; at its end
it offers a real game with the same people.

A lesson is a list of steps. Each is met by what the player does (seen in
the events the table reveals: an ante, a throw, a bet) or, where the coach
only explains, by "Go on". Where the coach points is exposed (``target``)
so a test can play a lesson by doing only what it is shown.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, cast

from game.services.match import Match, new_seed
from game.table.lessons import Lesson, LessonScript
from game.ui import art, lettering
from game.ui.app import TavernUI, button, place_at
from game.ui.arcade_import import arcade, gui
from game.ui.fitting import fit_height, fitted_text

if TYPE_CHECKING:
    from game.table.flow import TableFlow

CARD_PAD = 12
WORDS_FROM_TOP = CARD_PAD + 56  # the title and the step's count above the words
BUTTONS_HEIGHT = CARD_PAD + 34 + 6 + 30 + 10  # Go on, and Skip, Again, Leave, under them
UNREAD_SECONDS = 1.0  # a step's words so new that a Skip meets them unread
DOUBLE_PRESS_SECONDS = 0.4  # a Go on this soon after the words it brought is the same press, twice
HELD_WORDS = "The table has told what happened: read it there, then go on from it (Enter)."


@dataclass(frozen=True)
class Target:
    """Where the coach points: a rectangle (left, bottom, width, height) in
    table coordinates, and how it is used there: clicked, or dragged from
    (to ``to``)."""

    rect: tuple
    how: str = "click"
    to: tuple | None = None

    @property
    def centre(self) -> tuple[float, float]:
        left, bottom, width, height = self.rect
        return left + width / 2, bottom + height / 2


def on_widget(widget) -> Target:
    rect = widget.rect
    return Target((rect.left, rect.bottom, rect.width, rect.height))


def start_lesson(window, lesson: Lesson, back_to, play=None, play_title: str = "Play a real game") -> None:
    """The lesson's table, from its first step. ``play`` starts the real game
    its end offers, as the screen it was opened from would (the setup's
    players and options, the tavern's seat); without it, a game with the
    lesson's people. ``play_title`` is its button's words."""
    match = lesson.match()
    table = match.definition.screens.table(match)
    Coach(lesson, back_to, play, play_title).attach(table)
    window.show_view(table)
    table.refresh()


class CoachedTable(Protocol):
    """What a coach reads and calls of the table it teaches at (a game's table view): its narrow part."""

    window: Any  # the window: where the lesson's end shows a view
    flow: TableFlow
    prompt: Any  # the table's prompt line, kept clear of the coach's card
    coach: Coach | None
    coach_card: tuple[float, float, float, float]
    coach_words_size: float
    part: Any  # the game's part of the table (game.ui.composed_table.TablePart): its move-on button

    def act(self, symbol: int, modifiers: int, actions: dict[str, Callable[[], None]]) -> bool: ...
    def key_words(self, id: str) -> str: ...
    def key_hint(self, words: str, id: str) -> str: ...
    def refresh_prompt(self) -> None: ...
    def refresh(self) -> None: ...


class Coach(LessonScript):
    """The lesson's script on a card at the table, with its buttons."""

    def __init__(self, lesson: Lesson, back_to, play=None, play_title: str = "Play a real game"):
        super().__init__(lesson)
        self.back_to = back_to
        self.play, self.play_title = play, play_title
        self.table = cast(CoachedTable, None)  # set by attach, before anything reads it
        self.clock = 0.0
        self.shown: int | None = None  # the step whose words the card shows
        self.shown_at = 0.0  # the table's time when the card last took a step's words
        self.paged_at = -DOUBLE_PRESS_SECONDS  # ...and when the person last turned its page
        self.by_table = False  # and whether the table brought them on (not the person's Skip or Go on)
        self.asking = False  # the person's Skip or Go on is being done: the words it brings are theirs
        self.waited = False  # the card says to read what the table holds for the person
        self.said: str | None = None  # the words the card was last given
        self.pages, self.page = [""], 0  # those words a card at a time (the longest, large), and the one shown

    def attach(self, table: CoachedTable) -> None:
        self.table = table
        table.flow.keeper = None  # a lesson is never saved: its dice are not the seed's
        table.coach = self
        table.prompt.keep_clear_of(table.coach_card)
        self.follow(table.flow, table)  # it chooses how the table's time passes, and when it waits
        self.card = x, y, w, h = table.coach_card
        self.title = fitted_text(  # "Teach me: Everyone Scores" on the narrowest card
            self.lesson.title, x + CARD_PAD, y + h - CARD_PAD - 20, art.GOLD, 18, w - 2 * CARD_PAD, bold=True
        )
        self.count = lettering.text("", x + CARD_PAD, y + h - CARD_PAD - 42, art.INK_DIM, 12, italic=True)
        self.words = lettering.text(
            "",
            x + CARD_PAD,
            y + h - WORDS_FROM_TOP,
            art.INK,
            table.coach_words_size,
            width=w - 2 * CARD_PAD,
            multiline=True,
            anchor_y="top",
        )
        self.ui = TavernUI()
        column = gui.UIBoxLayout(vertical=True, space_between=6)
        width = round(w - 2 * CARD_PAD)
        # Go on while the coach explains; once the lesson is done, the real game it leads to
        self.main_button = column.add(
            button(self.table.key_hint("Go on", "go_on"), width=width, height=34, on_click=self.main)
        )
        row = gui.UIBoxLayout(vertical=False, space_between=6)
        third = (width - 12) // 3
        self.skip_button = row.add(button("Skip", width=third, height=30, on_click=self.skip))
        self.again_button = row.add(button("Again", width=third, height=30, on_click=self.again))
        self.leave_button = row.add(button("Leave", width=third, height=30, on_click=self.leave))
        column.add(row)
        place_at(self.ui.add(gui.UIAnchorLayout()), column, x + CARD_PAD, y + CARD_PAD)
        self.refresh()

    # --- following the player ---

    def advance(self) -> None:
        super().advance()
        self.refresh()

    def main(self) -> None:
        if self.too_soon():
            return
        if self.more():  # the step's next page of words first
            self.page += 1
            self.paged_at = self.table.flow.clock
            self.words.text = self.pages[self.page]
            self.refresh()
            return
        if not self.done:
            with self.asked():
                self.go_on()
        elif self.lesson.then is not None:  # on to the lesson that follows, with the same person
            start_lesson(
                self.table.window,
                self.lesson.then(self.lesson.options.names[0]),
                self.back_to,
                self.play,
                self.play_title,
            )
        elif self.play is not None:
            self.play()
        else:
            self.real_game()

    def again(self) -> None:
        start_lesson(self.table.window, self.lesson, self.back_to, self.play, self.play_title)

    def leave(self) -> None:
        self.table.window.show_view(self.back_to)

    def real_game(self) -> None:
        """A real match with the lesson's people, saved and counted as any."""
        match = Match(self.lesson.options, self.lesson.seats, seed=new_seed())
        table = match.definition.screens.table.for_match(match)
        self.table.window.show_view(table)
        table.refresh()

    def on_key(self, symbol: int, modifiers: int) -> bool:
        if self.main_button.visible and self.table.act(symbol, modifiers, {"go_on": self.main}):
            return True
        # the lesson (or its part) done, the table's throw has nothing to throw: it says what goes on
        return self.done and self.table.act(symbol, modifiers, {"throw": self._done_said})

    def _done_said(self) -> None:
        go_on = self.table.key_words("go_on")
        if self.lesson.then is not None:
            self.table.flow.say_note(f"this part is done: {go_on} goes on to the next")
        else:
            self.table.flow.say_note(f"the lesson is done: {self.play_title} with {go_on}, or Leave")
        self.table.refresh_prompt()

    def done_words(self) -> str:
        if self.lesson.then is not None:
            return "this part is done: " + self.table.key_hint(self.lesson.then_title, "go_on")
        return "the lesson is done: " + self.table.key_hint(self.play_title, "go_on") + ", or Leave"

    def skip(self) -> None:
        if self.shown != self.index or self.unread():
            # the step is not on the card yet (the table still shows what led
            # to it), or the table brought it on a moment ago, as a Skip
            # pressed twice lands the dice and then would pass what they
            # scored: Skip hurries the table on, and never passes a step unread
            self.flow.skip()
            self.table.refresh()
            return
        with self.asked():
            super().skip()
            self.table.refresh()

    @contextmanager
    def asked(self):
        """The person's own Skip or Go on is being done: the words it brings are theirs to skip."""
        self.asking = True
        try:
            yield
        finally:
            self.asking = False

    # --- what is shown ---

    def prompt(self) -> str | None:
        """The table's prompt while the coach has the word: its card to be read, or the lesson's end."""
        if self.done:
            words = self.done_words()
            return words[0].upper() + words[1:] + "."
        if self.holds():  # the card's button's own words: More while it has a page still to show
            return (
                "Read the coach's card, then " + self.table.key_hint("More" if self.more() else "Go on", "go_on") + "."
            )
        return None

    def target(self) -> Target | None:
        """Where the coach points now: the thing to do, or its own Go on (or,
        the lesson over, its real game); a moment the table holds for the
        person comes first, and a step is pointed at once its words show."""
        if self.table_waits():  # a moment held for the person (the round told over): go on from it
            return on_widget(self.table.part.move_on_button)
        step = self.step
        if self.shown != self.index:
            return None
        if step is None or step.met is None or self.more():  # its words read to their end first
            return on_widget(self.main_button)
        return None if step.target is None else step.target(self.table)

    def table_waits(self) -> bool:
        """The table holds a moment until the person moves on from it."""
        button = self.table.part.move_on_button
        moment = self.table.flow.moment
        return moment is not None and moment.hold and button is not None and button.visible

    def too_soon(self) -> bool:
        """A Go on now is the last one pressed twice (Enter, quickly): the card or page its first press
        brought, or the lesson's end, is read before it is passed (the second press passed words nobody
        had seen)."""
        clock = self.table.flow.clock
        return clock < max(self.shown_at, self.paged_at) + DOUBLE_PRESS_SECONDS or (self.done and self.just_shown())

    def just_shown(self) -> bool:
        """The card took its words a moment ago."""
        return self.table.flow.clock < self.shown_at + UNREAD_SECONDS

    def unread(self) -> bool:
        """The card's words came a moment ago, brought on by the table."""
        return self.by_table and self.just_shown()

    def ready_to_speak(self) -> bool:
        """The table has shown what led to the step, and a step of the
        person's has its thing to point at (the button a roll brings on
        shows once the roll has landed): its words never come first."""
        if not self.table.flow.quiet:
            return False
        step = self.step
        return step is None or not step.persons or step.target is not None and step.target(self.table) is not None

    def refresh(self) -> None:
        """The card's words, count and buttons for the step. A step reached
        while the table is still showing what led to it (dice rolling, a
        banner) waits until that is done: the coach never speaks ahead of
        the table. While the table holds a moment for the person (the round
        told over), the card says to read it and go on from it."""
        if self.table_waits():
            self.waited = True
            self._say(HELD_WORDS)
            self.main_button.visible = False
            return
        self.waited = False
        if self.shown is not None and self.shown != self.index and not self.ready_to_speak():
            self._say_step(self.shown)  # what the card said stays (or comes back, the held moment gone)
            return
        if self.shown != self.index:
            self.shown_at = self.table.flow.clock
            self.by_table = self.shown is not None and not self.asking
        self.shown = self.index
        step = self.step
        self._say_step(self.index)
        self.table.refresh_prompt()
        self.main_button.visible = step is None or step.met is None
        self.main_button.text = (
            self.table.key_hint("Go on", "go_on")
            if step is not None
            else self.lesson.then_title
            if self.lesson.then is not None
            else self.play_title
        )
        self.skip_button.disabled = step is None
        self._offer_more()

    def _say_step(self, index: int) -> None:
        """The count and the words of the step at ``index`` (past the last: the lesson's end)."""
        step = self.lesson.steps[index] if index < len(self.lesson.steps) else None
        if step is None and self.lesson.then is not None:
            self.count.text = "This part is done"
            words = "That is this part. Go on to the next."
        elif step is None:
            self.count.text = "The lesson is done"
            words = (
                "That is the whole of it. The dice of this lesson were set so that each thing came up; "
                f"in a real game only the physics and the seed decide. {self.play_title}, or leave."
            )
        else:
            self.count.text = f"Step {index + 1} of {len(self.lesson.steps)}"
            words = step.says(self.table) if callable(step.says) else step.says
        self._say(words)

    def _say(self, words: str) -> None:
        """Say ``words`` on the card: at the coach's size, smaller down to
        the readable size, and past that (the larger text sizes, the longest
        steps) a page at a time, "More" going on to the next."""
        if words == self.said:
            return
        self.said, self.page = words, 0
        room = self.card[3] - WORDS_FROM_TOP - BUTTONS_HEIGHT
        self.words.text = words
        fit_height(self.words, self.table.coach_words_size, room)  # the words keep clear of the buttons under them
        # a page ends after its last whole sentence where it has one (else at a word): "More" says the rest
        # follows, and no sentence shows cut short under an ellipsis
        page: list[str] = []  # the page's words
        self.pages, whole = [], 0  # and how many of them end a sentence
        for word in words.split(" ") if self.words.content_height > room else ():
            self.words.text = " ".join([*page, word])
            if page and self.words.content_height > room:
                cut = whole or len(page)
                self.pages.append(" ".join(page[:cut]))
                page, whole = page[cut:], 0
            page.append(word)
            if word.endswith((".", "!", "?", ":")):
                whole = len(page)
        self.pages.append(" ".join(page) if self.pages else words)
        self.words.text = self.pages[0]

    def more(self) -> bool:
        """Whether the step's words have a page still to show (Enter, or "More", shows it)."""
        return self.page < len(self.pages) - 1

    def _offer_more(self) -> None:
        if self.more():
            self.main_button.visible, self.main_button.text = True, self.table.key_hint("More", "go_on")

    def draw(self) -> None:
        self.clock += 1 / 60
        if (self.shown != self.index and self.ready_to_speak()) or self.table_waits() != self.waited:
            self.refresh()
        x, y, w, h = self.table.coach_card
        arcade.draw_rect_filled(arcade.LBWH(x, y, w, h), (30, 17, 9, 255))  # the talk under it hidden
        arcade.draw_rect_outline(arcade.LBWH(x, y, w, h), art.GOLD, 2)
        self.title.draw()
        self.count.draw()
        self.words.draw()
        target = self.target()
        if target is not None and (not self.table.flow.busy or self.table_waits()):
            left, bottom, width, height = target.rect
            glow = 3 + 2 * math.sin(self.clock * 6)
            arcade.draw_rect_outline(arcade.LBWH(left - 6, bottom - 6, width + 12, height + 12), art.GOLD, glow)
            if target.to is not None:
                (x, y), (to_x, to_y) = target.centre, target.to
                arcade.draw_line(x, y, to_x, to_y, art.GOLD, 3)
