"""Watching a match again at its own table: each throw thrown again from
its recorded gesture and seed, the talk running along. The watcher pauses,
steps a move or a throw forward and back, changes the speed, jumps to any
hand or round on the timeline, and can take over from any point to play on
(a new match; the replay is not touched).

A step back or a jump is a new table brought to that step at once, the way
a saved game is continued (``DiceTableView.catch_up``): the dice lie where
they came to rest, and the watching goes on from there.
"""

from __future__ import annotations

from typing import Any, Protocol

from game.core.command_line import named_by_seat
from game.services.match import PERSON, Match
from game.services.records import ReplayError
from game.services.saves import GameKeeper
from game.services.watching import Mark, WatchedMatch, marks
from game.table.flow import Policy, TableFlow
from game.ui import art, lettering
from game.ui.app import DESIGN_WIDTH, OptionPicker, TavernUI, button
from game.ui.arcade_import import arcade, gui
from game.ui.fitting import fitted_choice, line_height, words_width
from game.ui.table_panels import PROMPT_SIZE, Prompt
from game.ui.widgets import TavernButton

SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)
TAKER_NAME = "You"  # the person who takes over a seat a computer was named for
TIMELINE = (240.0, 54.0, 760.0, 8.0)  # left, bottom, width, height: above the controls, under the prompt
POSITION_RIGHT = 1268  # where the watch is ("Round 6: move 130 of 260") ends, right of the timeline
POSITION_GAP = 12  # between the timeline and the position
SHORTEST_TIMELINE = 520.0  # the position's room taken from it reaches no further in, clear of the table's buttons
BAND_HEIGHT = 68.0  # the watcher's band along the bottom, over the table's own controls (taller, larger words)
ROW_FOOT = 8  # the watcher's buttons stand on this
BETWEEN_CARDS = 680  # the table's middle, between the cards down its sides: a raised prompt's width
TICK_REACH = 14.0  # how far past the timeline's ends a press still reaches it
PLACED_NOTE = (
    "This machine's dice did not all come to rest as recorded: those are placed where they lay, "
    "so every result is the match's own."
)


class WatchedTable(Protocol):
    """What the watcher's controls read and call of the table they ride over (a ``DiceTableView``)."""

    match: Any  # the WatchedMatch it shows
    flow: TableFlow
    watch: Any  # these controls, once attached
    window: Any
    prompt: Prompt
    panels: Any
    sat_down: bool
    talk: Any  # its TableTalk

    made_by: Any  # what makes the table anew: its .brought_to(match, steps)

    def refresh(self) -> None: ...

    def act(self, symbol: int, modifiers: int, actions: dict) -> bool: ...

    def key_hint(self, words: str, id: str) -> str: ...

    def key_words(self, id: str) -> str: ...

    def hinted(self, widget: Any, words: str, id: str) -> Any: ...


def watch_table(data: object, source: str, back_to, at: int = 0, paused: bool = False):
    """The table of a replay, brought to step ``at`` and watched from there.
    Raises ReplayError (one line) for a file that cannot be watched."""
    match, steps = WatchedMatch.of(data, source, at)
    timeline = marks(
        match.steps, Match(match.state.options, match.controllers, match.seed, match.special, match.badge, match.styles)
    )
    return _watched_at(match, steps, Watching(back_to, timeline, paused, speed=1.0))


def _watched_at(match: WatchedMatch, steps: list, watching: Watching):
    table = match.definition.screens.table(match)
    watching.attach(table)
    table.flow.catch_up(steps)
    return table


class BandCatcher(gui.UIWidget):
    """The watcher's band along the bottom: a press there is the watcher's
    (the timeline's, or nothing), never the covered table controls'."""

    def __init__(self, watching: Watching, height: float):
        super().__init__(width=DESIGN_WIDTH, height=height)
        self.watching = watching

    def on_event(self, event) -> bool | None:
        if isinstance(
            event, (gui.UIMousePressEvent, gui.UIMouseReleaseEvent, gui.UIMouseDragEvent)
        ) and self.rect.point_in_rect(event.pos):
            if isinstance(event, gui.UIMousePressEvent):
                self.watching.on_click(*event.pos)
            return True
        return False


class Watching(Policy):
    """What the watcher controls at a table watched again."""

    ends_at_table = True  # no results and nothing counted: it ends where it is watched or taught

    def __init__(self, back_to, timeline: list[Mark], paused: bool, speed: float):
        self.back_to = back_to
        self.timeline = timeline
        self.paused, self.speed = paused, speed
        self.stepping_from: int | None = None  # a step forward taken while paused: pause once it is shown
        self.said_placed = False
        self.table: WatchedTable  # the table it rides over, once attached (``attach``)

    @property
    def match(self) -> WatchedMatch:
        return self.table.match

    def attach(self, table: WatchedTable) -> None:
        self.table = table
        table.watch = self
        table.flow.policy = self  # it chooses how the table's time passes, and when it waits
        table.flow.keeper = None  # nothing of a match watched again is saved or counted
        row = gui.UIBoxLayout(vertical=False, space_between=8)
        self.back_mark_button = row.add(button("|<", width=56, height=36, on_click=self.previous_mark))
        self.back_button = row.add(button("< Step", width=96, height=36, on_click=self.step_back))
        self.pause_button = row.add(button("", width=130, height=36, on_click=self.toggle_pause))
        self.step_button = row.add(button("Step >", width=96, height=36, on_click=self.step_forward))
        self.next_mark_button = row.add(button(">|", width=56, height=36, on_click=self.next_mark))
        self.speed_picker = row.add(
            OptionPicker(
                [(speed, f"{speed:g}x") for speed in SPEEDS],
                SPEEDS.index(self.speed),
                width=170,
                on_change=self.set_speed,
            )
        )
        self.take_over_button = row.add(button("Take over", width=130, height=36, on_click=self.take_over))
        self.leave_button = row.add(
            table.hinted(button("", width=140, height=36, on_click=self.leave), "Leave", "watch_leave")
        )
        # a manager of its own, drawn over the table's controls, which it covers
        self.ui = TavernUI()
        root = self.ui.add(gui.UIAnchorLayout())
        # the band as tall as its row and the line over it make it at the text size: the timeline, the
        # position beside it and the table's prompt (over the band) raised by what it grows
        row_top = ROW_FOOT + max(button.height for button in row.children if isinstance(button, TavernButton))
        self.band = max(BAND_HEIGHT, row_top + line_height(14) + 1)
        self.rise = self.band - BAND_HEIGHT
        left, bottom, width, height = TIMELINE
        width = max(SHORTEST_TIMELINE, min(width, POSITION_RIGHT - POSITION_GAP - left - self.position_room(table)))
        self.timeline_box = (left, bottom + self.rise, width, height)
        if self.rise:  # raised over the band, between the side cards it now reaches up to
            # its letters' feet clear of the band's edge, where a table set it lower (Spelldice, under its board)
            table.prompt.y = max(
                table.prompt.y + self.rise + 4, self.band + 4 + line_height(PROMPT_SIZE, bold=True) / 4
            )
            table.prompt.room = min(table.prompt.room, BETWEEN_CARDS)
            for panel in table.panels:  # and clear of a card reaching further in (Doty's at the larger sizes)
                table.prompt.keep_clear_of(panel)
        root.add(BandCatcher(self, self.band), anchor_x="left", anchor_y="bottom")  # under the row: it hears first
        root.add(row, anchor_x="center", anchor_y="bottom", align_y=ROW_FOOT)
        # beside the timeline, its foot level with the buttons' tops, clear of the band's edge
        self.position = lettering.text("", left + width + POSITION_GAP, row_top - 1, art.INK_DIM, 14, anchor_y="bottom")
        self.refresh()

    def position_room(self, table) -> float:
        """The width the longest position of this match takes at the text size: the timeline
        leaves it that much (shorter at the larger sizes) so the position stands whole."""
        steps = len(table.match.steps)
        return max((words_width(f"{mark.label}: move {steps} of {steps}", 14) for mark in self.timeline), default=0) + 2

    # --- time ---

    def passing(self, seconds: float) -> float:
        """The table's time this frame: none while paused, faster or slower
        by the speed; a step forward pauses once its step has been shown."""
        if self.match.placed and not self.said_placed:
            self.said_placed = True
            self.table.flow.notices.append(PLACED_NOTE)
            self.table.talk.refresh()
        if self.stepping_from is not None and self.match.step > self.stepping_from and not self.table.flow.busy:
            self.stepping_from, self.paused = None, True
            self.table.refresh()
        return 0.0 if self.paused else seconds * self.speed

    # --- the controls ---

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        self.stepping_from = None
        self.table.refresh()

    def step_forward(self) -> None:
        """The next move or throw, shown, then paused again."""
        if self.match.at_end:
            return
        self.stepping_from, self.paused = self.match.step, False
        self.table.refresh()

    def step_back(self) -> None:
        """The table as it was a move or a throw ago, paused."""
        self.seek(max(0, self.match.step - 1))

    def previous_mark(self) -> None:
        """Back to the start of this hand or round (or the one before, if it has only just begun)."""
        now = self.match.step - (1 if self.table.flow.busy else 0)
        earlier = [mark.step for mark in self.timeline if mark.step < now]
        self.seek(earlier[-1] if earlier else 0)

    def next_mark(self) -> None:
        later = [mark.step for mark in self.timeline if mark.step > self.match.step]
        if later:
            self.seek(later[0])

    def set_speed(self, speed: float) -> None:
        self.speed = speed
        self.table.refresh()

    def seek(self, step: int) -> None:
        """The table brought to ``step`` at once, paused there."""
        match, steps = self.match.again(step)
        table = _watched_at(match, steps, Watching(self.back_to, self.timeline, paused=True, speed=self.speed))
        # The heap was settled as the watching began (heap.settle_the_heap): a full
        # collection at every seek took 0.45 s once a session's heap had grown.
        table.sat_down = True
        table.watch.said_placed = self.said_placed
        self.table.window.show_view(table)
        table.refresh()

    def take_over(self) -> None:
        """Play on from here: a new match, saved as any game in progress,
        with the people of the match (or you in the first seat, where
        computers alone played it). The replay stays as it was."""
        match = self.match
        refusal = (
            "the match is over: step back to take over before its end"
            if match.over
            # a special die is thrown, and a badge played, on the Tavern Road only, never at a menu's table
            else "a Tavern Road match with a special die is watched, not taken over"
            if match.special is not None
            else "a Tavern Road match with a badge is watched, not taken over"
            if match.badge is not None
            else None
        )
        if refusal:
            self.table.flow.say_refusal(refusal)
            return
        save = match.to_save()
        seats = save["seats"]
        if PERSON not in seats:
            seats[0] = PERSON
            names = save["options"]["names"]
            if named_by_seat(names[0]):  # a simulated match's "easy (seat 1)": a person sits there now
                names[0] = TAKER_NAME if TAKER_NAME not in names else "Player"
        try:
            played, steps = Match.from_save(save, "the match watched")
        except ReplayError as error:
            self.table.flow.say_refusal(str(error))
            return
        table = self.table.made_by.brought_to(played, steps)
        table.flow.keeper = GameKeeper(played)
        self.table.window.show_view(table)
        table.refresh()

    def leave(self) -> None:
        self.table.window.show_view(self.back_to)

    def on_key(self, symbol: int, modifiers: int) -> bool:
        """The watcher's keys; True where one was used."""
        actions = {
            "watch_pause": self.toggle_pause,
            "watch_step": self.step_forward,
            "watch_step_back": self.step_back,
            "watch_previous": self.previous_mark,
            "watch_next": self.next_mark,
            "watch_leave": self.leave,
            "watch_faster": lambda: self.speed_picker.step(1),
            "watch_slower": lambda: self.speed_picker.step(-1),
        }
        return self.table.act(symbol, modifiers, actions)

    def on_click(self, x: float, y: float) -> bool:
        """A press on the timeline jumps to the step nearest it (its ticks,
        the hands' and rounds' starts, are steps like any other)."""
        left, bottom, width, height = self.timeline_box
        if not (left - TICK_REACH <= x <= left + width + TICK_REACH and bottom - 10 <= y <= bottom + height + 10):
            return False
        self.seek(self.step_at(x))
        return True

    def step_at(self, x: float) -> int:
        """The step whose place on the timeline is nearest ``x`` (``x_of``'s inverse)."""
        left, _, width, _ = self.timeline_box
        steps = len(self.match.steps)
        return min(steps, max(0, round((x - left) / width * max(1, steps))))

    # --- what is shown ---

    def x_of(self, step: int) -> float:
        left, _, width, _ = self.timeline_box
        return left + width * step / max(1, len(self.match.steps))

    def refresh(self) -> None:
        match = self.match
        self.pause_button.text = self.table.key_hint("Play" if self.paused else "Pause", "watch_pause")
        self.step_button.disabled = self.next_mark_button.disabled = match.at_end
        self.back_button.disabled = self.back_mark_button.disabled = match.step == 0
        self.take_over_button.disabled = match.over
        here = max((mark for mark in self.timeline if mark.step <= match.step), key=lambda mark: mark.step)
        left, _, width, _ = self.timeline_box
        room = POSITION_RIGHT - (left + width + POSITION_GAP)
        step, steps = match.step, len(match.steps)
        said = (f"{here.label}: move {step} of {steps}", f"{here.label}: {step} of {steps}", f"Move {step} of {steps}")
        self.position.text, self.position.font_size = fitted_choice(said, room, 14)  # a long name's turn: shorter

    def prompt(self) -> str | tuple[str, ...] | None:
        """The prompt's words while watching, where the table has none of its own to say."""
        if self.match.over and not self.table.flow.busy:
            return "The end of the match: step back, or pick a hand on the timeline."
        if self.paused:
            play, back, on = map(self.table.key_words, ("watch_pause", "watch_step_back", "watch_step"))
            return (  # the shorter where the prompt's line, narrowed over the band, holds no more
                f"Paused: {play} plays on; {back} and {on} step a move back or on.",
                f"Paused: {play} plays on; {back} and {on} step.",
                f"Paused: {play} plays on.",
            )
        if not self.table.flow.busy:  # the record plays every seat: nobody is thinking
            return f"Watching again at {self.speed:g}x: {self.match.state.actor_name()} to play."
        return None

    def draw(self) -> None:
        arcade.draw_rect_filled(arcade.LBWH(0, 0, DESIGN_WIDTH, self.band), (30, 17, 9, 250))
        arcade.draw_line(0, self.band, DESIGN_WIDTH, self.band, art.PANEL_EDGE, 2)
        left, bottom, width, height = self.timeline_box
        arcade.draw_rect_filled(arcade.LBWH(left, bottom, width, height), (40, 24, 14, 230))
        done = self.x_of(self.match.step) - left
        if done > 0:
            arcade.draw_rect_filled(arcade.LBWH(left, bottom, done, height), art.GOLD)
        arcade.draw_rect_outline(arcade.LBWH(left, bottom, width, height), art.PANEL_EDGE, 1)
        for mark in self.timeline:
            x = self.x_of(mark.step)
            arcade.draw_line(x, bottom - 4, x, bottom + height + 4, art.INK, 2)
        self.position.draw()
