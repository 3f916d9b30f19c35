"""What every dice table shares: a match to ask for moves, thrown dice played
back, events revealed when the dice come to rest, computer seats that take
their time, drag-to-throw, a banner, the log and the pause menu.

A game's table subclasses DiceTableView and adds its own panels, buttons and
the texts they show (``refresh``), and which events get banners and sounds.
At the match's end it shows the game's results screen, found through the
match's definition.
"""

from __future__ import annotations

import gc
import time
from collections import deque

import pyglet

from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.moments import Moment
from game.physics.flight import Steps
from game.services.match import Match, SavedThrow, Throw
from game.services.saves import GameKeeper, SavedGame
from game.services.solving import Preparation
from game.ui import art
from game.ui.app import DESIGN_HEIGHT, DESIGN_WIDTH, TavernView, button
from game.ui.arcade_import import arcade
from game.ui.dice_animation import ThrowAnimation
from game.ui.fitting import fit, fitted, warm
from game.ui.glyphs import warm_glyphs
from game.ui.pause import PauseView
from game.ui.talk import Talk
from game.ui.talk_view import TalkView

BOWL_CENTRE = (640.0, 385.0)
TABLE_AREA = arcade.LRBT(300, 980, 95, 690)
FULL_DRAG = 320.0  # a drag this long is the hardest throw
THINK_SECONDS = 0.8  # a computer player's pause before it acts
BANNER_SECONDS = 1.8
SUMMARY_SECONDS = 2.5  # a computer's turn, said in one line, stays this long at the normal pace
BANNER_HOLD_SECONDS = 1.5  # at the normal pace, a banner stays this long before a computer's next step covers it
BANNER_Y = 638.0  # above the bowl
LOG_LINES = 60  # laid out at most, below the line the talk is scrolled back to
TALK_TITLE = "The table talk"
DIE_REACH = 24  # from a die's middle to its farthest corner, near enough
LOG_TITLE_ROOM = 14 + 86 + 8  # the card's margin, the "All" button and a gap
END_KINDS = ("match_over", "game_over", "session_over")
THROW_PROMPT = "{name}: drag across the table and let go to throw, or press Space."
INKS = {"gold": art.GOLD, "red": art.RED, "ink": art.INK}
ADVICE_CARD = (380, 250, 520, 0)  # left, bottom, width; the height follows the options
ADVICE_LINE = 26
REFUSAL_SECONDS = 3.5  # a refused move is answered in the prompt this long, or until the next move
PROMPT_SIZE = 17
PROMPT_WIDTH = 860  # the prompt, centred on the table, ends short of the Undo button
HINT_HALF_WIDTH = 170  # the box of a disabled button's reason
UNDO_WHY_NOT = "nothing to take back: only your own choices since the last throw, while it is still your turn"
# A throw's physics runs this long a frame until its dice come to rest: a
# whole throw at once held its frame for 60 ms and more (the dice show two
# or three frames after they leave the hand).
THROW_SLICE_SECONDS = 0.008
BANNER_WIDTH = 610  # a banner's words: inside its 640-wide box
WARM_SIZES = (9, 17)  # the font sizes a table loads ahead, one a frame
STAKES_Y, STAKES_WIDTH = 84, 280  # a campaign pot's words: the bottom left corner, clear of every panel


def settle_the_heap() -> None:
    """Collect what earlier screens left, then set everything alive aside
    from the collector, as a table opens. Left alone, the collector's full
    passes over the whole heap came in the middle of play, now and then,
    and held their frames for 33 to 44 ms; they now look only at what the
    table has made since."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


def _nothing() -> None:
    pass


class _Silent:
    """The sound board while a continued game catches up."""

    def play(self, name: str, volume: float = 1.0) -> None:
        pass


class DiceTableView(TavernView):
    bowl_at = BOWL_CENTRE
    dice_at = BOWL_CENTRE  # where thrown dice are played back: the physics' middle
    throw_area = TABLE_AREA  # where a drag may start a throw
    log_card = (990, 110, 270, 550)
    log_head = 56  # the talk's title and margins: what the lines leave of the card's height
    log_title_size = 18
    advice_card = ADVICE_CARD
    coach_card = (990, 110, 270, 550)  # a lesson's coach, over the talk (left, bottom, width, height)
    coach_words_size = 14
    banners: dict = {}  # event kind -> (banner title, colour); the event's text goes beneath
    banner_y = BANNER_Y
    sounds: dict = {}  # event kind -> sound name
    over_prompt = "The game is over."
    advice_measure = "What each choice is worth, both sides playing their best."

    def __init__(self, match: Match):
        super().__init__()
        self.match = match
        self.preparation = Preparation(match)  # the solves its computer players and advice read
        self.prepared = self.preparation.ready()
        self.keeper: GameKeeper | None = None  # saves the match after every move, once it is set
        self.sat_down = False  # shown once: the first save is made, and a refusal said
        self.recorded: SavedThrow | None = None  # the throw a continued game makes again
        self.in_flight: Steps | None = None  # a throw whose physics is still running
        self.skipping = False  # and S was pressed meanwhile
        self.animation: ThrowAnimation | None = None
        self.pending: list[Event] = []  # events of a throw still rolling
        self.moments: deque[Moment] = deque()  # shown one at a time, after the dice come to rest
        self.moment: Moment | None = None  # the one showing now, while it takes time
        self.moment_left = 0.0
        self.hurry = False  # a continued game catching up: every moment at once
        self.thrower: int | None = None  # the seat of the last throw
        self.wait = 0.4  # seconds before the next automatic step
        self.drag_start: tuple[float, float] | None = None
        self.drag_now: tuple[float, float] | None = None
        self.banner_until = 0.0
        self.banner_since = 0.0  # when the banner showing went up
        self.clock = 0.0
        self.finished = False
        self.log_events: list[Event] = list(match.state.log)
        self.log_back = 0  # lines the talk is scrolled back from the newest
        self.notices: list[str] = []  # what the talk must keep: a folder that refuses the saves
        self._stakes_for, self._stakes = None, []  # the keeper the pot's words were made for, and the words
        self.turn_seat: int | None = None  # whose turn the last "turn" line began
        self.turn_events: list[Event] = []  # what has been said since, for the turn's summary
        self.results, self.results_painted = None, False  # the results screen, made while the end is read
        # The sizes a fitted line may shrink to: their fonts load one a frame
        # as the table opens, not in the frame that first shows one.
        self.fonts_to_warm = [
            (size, bold, italic)
            for size in range(WARM_SIZES[0], WARM_SIZES[1] + 1)
            for bold, italic in ((False, False), (True, False), (False, True))
        ]
        self.refusal = ""  # a refused move's answer, said in the prompt and then gone
        self.refusal_until = 0.0
        # The texts on the panels are drawn together as one batch.
        self.panel_batch = pyglet.graphics.Batch()
        x, y, w, h = self.log_card
        self.log_title = arcade.Text(
            TALK_TITLE,
            x + 14,
            y + h - 14 - self.log_title_size,
            art.GOLD,
            self.log_title_size,
            font_name=art.FONT,
            bold=True,
            batch=self.panel_batch,
        )
        self.log_title_words = TALK_TITLE
        self.talk = Talk(x + 14, y + 12, w - 28, h - self.log_head, self.panel_batch)
        self.prompt = arcade.Text("", 640, 76, art.INK, PROMPT_SIZE, font_name=art.FONT, anchor_x="center", bold=True)
        self.reasons: dict = {}  # a button that cannot act now -> why, said on hover and at its key
        self.undo_button = None  # made with the corner buttons, once the table builds its widgets
        self.hint = arcade.Text(
            "",
            0,
            0,
            art.INK,
            13,
            font_name=art.FONT,
            anchor_x="center",
            anchor_y="top",
            width=320,
            multiline=True,
            align="center",
        )
        self.banner = arcade.Text(
            "",
            BOWL_CENTRE[0],
            self.banner_y + 16,
            art.GOLD,
            36,
            font_name=art.FONT,
            bold=True,
            anchor_x="center",
            anchor_y="center",
        )
        self.banner_sub = arcade.Text(
            "",
            BOWL_CENTRE[0],
            self.banner_y - 32,
            art.INK,
            16,
            font_name=art.FONT,
            italic=True,
            anchor_x="center",
            anchor_y="center",
        )
        self.advice_open = False  # the old hand's advice, asked for with "?" or H
        self.advice_batch: pyglet.graphics.Batch | None = None
        self.advice_height = 0.0
        self.advice_button = None
        self.watch = None  # a match watched again: its controls (game.ui.watch.Watching)
        self.coach = None  # a lesson's coach (game.ui.coach.Coach)

    @classmethod
    def for_match(cls, match: Match) -> DiceTableView:
        """The table for a new match, which it saves as it is played."""
        table = cls(match)
        table.keeper = GameKeeper(match)
        return table

    @classmethod
    def continuing(cls, saved: SavedGame) -> DiceTableView:
        """The table of a saved game, as it was. Raises ReplayError (one
        line) for a save that does not continue."""
        match, steps = Match.from_save(saved.data, saved.path.name)
        table = cls.brought_to(match, steps)
        table.keeper = saved.keeper(match)
        return table

    @classmethod
    def brought_to(cls, match: Match, steps: list) -> DiceTableView:
        """A new table for ``match``, caught up through ``steps``: a game
        continued, a choice taken back, a match watched again taken over."""
        table = cls(match)
        table.catch_up(steps)
        return table

    # --- what a game's table provides ---

    def refresh(self) -> None:
        """Buttons, prompt and panel texts from the match; then the log, the advice and Undo."""
        self.refresh_log()
        self.refresh_advice()
        if self.undo_button is not None:  # a table's first refresh comes before its buttons
            self.undo_button.visible = self.someone_to_move_on()  # computers alone take nothing back
            self.why_not(self.undo_button, None if self.can_undo() else UNDO_WHY_NOT)
        if self.watch is not None:
            self.watch.refresh()
        if self.coach is not None:  # a step met by where the table now stands (a raise set, say)
            self.talk_button.visible = False  # under the coach's card, which covers the talk (T still opens it)
            self.coach.heard([])

    def person_prompt(self, name: str) -> str:
        """What the person to act is asked to do (a throw, or the game's decision)."""
        return THROW_PROMPT.format(name=name)

    def waiting_prompt(self, name: str) -> str | None:
        """The prompt while no person is to act: the end, dice rolling, a computer thinking."""
        state = self.match.state
        watching = self.watch.prompt() if self.watch is not None else None
        if watching:
            return watching
        if self.coach is not None and self.coach.holds() and not self.busy:
            return "Read the coach's card, then Go on (Enter)."
        if self.finished or (state.over and not self.busy):  # the last throw is told before the end
            return self.over_prompt
        if self.moment is not None:
            return "" if self.moment.hold else "(S to go on)"
        if self.busy:  # the turn has already passed on: the dice are nobody's to name
            return "The dice are rolling... (S to skip)"
        if self.match.is_computer(state.turn):
            return f"{name} is thinking..."
        return None

    def refresh_prompt(self) -> None:
        refused = bool(self.refusal) and self.clock < self.refusal_until
        if not refused:
            self.refusal = ""
            name = self.match.state.actor_name()
            waiting = self.waiting_prompt(name)
        text = self.refusal if refused else self.person_prompt(name) if waiting is None else waiting
        colour = art.RED if refused else art.INK
        text, size = fitted(text, PROMPT_WIDTH, PROMPT_SIZE, bold=True)  # clear of Undo, beside it
        if self.prompt.font_size != size:
            self.prompt.font_size = size
        if self.prompt.text != text:
            self.prompt.text = text
        if tuple(self.prompt.color)[:3] != tuple(colour)[:3]:
            self.prompt.color = colour

    def banner_for(self, event: Event, events: list[Event]) -> tuple | None:
        """(text, colour, sub-line) to show for an event, or None."""
        if event.kind in self.banners:
            title, colour = self.banners[event.kind]
            return title, colour, event.text
        return None

    def die_texture(self, sides: int, value: int):
        return art.die_texture(sides, value)

    def add_corner_buttons(self, root) -> None:
        """The Menu button at the top right and, where the game gives advice,
        the "?" beside it (both on the table's anchor layout ``root``); and
        the talk's "All" in its card's top right corner."""
        self.menu_button = root.add(
            button("Menu (Esc)", width=140, height=36, on_click=self.pause),
            anchor_x="right",
            anchor_y="top",
            align_x=-20,
            align_y=-10,
        )
        x, y, w, h = self.log_card
        self.talk_button = root.add(
            button("All (T)", width=78, height=26, on_click=self.open_talk),
            anchor_x="left",
            anchor_y="bottom",
            align_x=x + w - 86,
            align_y=y + h - 34,
        )
        self.undo_button = root.add(
            button("Undo (Ctrl+Z)", width=160, height=34, on_click=self.undo),
            anchor_x="right",
            anchor_y="bottom",
            align_x=-30,
            align_y=62,
        )
        if self.match.kind.advice is not None:
            self.advice_button = root.add(
                button("? (H)", width=80, height=36, on_click=self.toggle_advice),
                anchor_x="right",
                anchor_y="top",
                align_x=-170,
                align_y=-10,
            )

    # --- the old hand's advice ---

    def toggle_advice(self) -> None:
        """Show or hide what each option of the person's decision is worth."""
        self.advice_open = not self.advice_open and bool(self.advice_options())
        self.refresh_advice()

    def advice_options(self) -> list:
        return self.match.advice() if self.prepared and self.person_to_decide() else []

    def refresh_advice(self) -> None:
        """The advice card's lines for the decision now before the person;
        it closes once the decision is made."""
        available = self.advice_options()
        if self.advice_button is not None:
            self.advice_button.disabled = not available
        options = available if self.advice_open else []
        if not options:
            self.advice_open, self.advice_batch = False, None
            return
        left, bottom, width, _ = self.advice_card
        shown = options[:12]
        self.advice_height = 96 + ADVICE_LINE * len(shown) + (24 if len(options) > len(shown) else 0)
        top = bottom + self.advice_height
        batch = pyglet.graphics.Batch()
        texts = [
            arcade.Text(
                "The old hand's advice", left + 18, top - 34, art.GOLD, 18, font_name=art.FONT, bold=True, batch=batch
            ),
            arcade.Text(
                self.advice_measure, left + 18, top - 58, art.INK, 12, font_name=art.FONT, italic=True, batch=batch
            ),
        ]
        for k, option in enumerate(shown):
            y = top - 88 - k * ADVICE_LINE
            best = k == 0 or option.value == options[0].value
            colour = art.GOLD if best else art.INK
            worth = arcade.Text(
                option.worth + ("  (best)" if best else ""),
                left + width - 18,
                y,
                colour,
                15,
                font_name=art.FONT,
                bold=best,
                anchor_x="right",
                batch=batch,
            )
            # the option's words fitted to what its worth leaves of the line
            label, size = fitted(
                ("> " if best else "  ") + option.label, width - 36 - worth.content_width - 12, 15, bold=best
            )
            texts.append(arcade.Text(label, left + 18, y, colour, size, font_name=art.FONT, bold=best, batch=batch))
            texts.append(worth)
        if len(options) > len(shown):
            texts.append(
                arcade.Text(
                    f"... and {len(options) - len(shown)} more, each worth less",
                    left + 18,
                    bottom + 16,
                    art.INK,
                    12,
                    font_name=art.FONT,
                    italic=True,
                    batch=batch,
                )
            )
        self.advice_texts, self.advice_batch = texts, batch

    def draw_advice(self) -> None:
        if self.advice_batch is None:
            return
        left, bottom, width, _ = self.advice_card
        arcade.draw_rect_filled(arcade.LBWH(left, bottom, width, self.advice_height), (28, 16, 8, 235))
        arcade.draw_rect_outline(arcade.LBWH(left, bottom, width, self.advice_height), art.GOLD, 2)
        self.advice_batch.draw()

    # --- who is to do what ---

    @property
    def busy(self) -> bool:
        """Dice are rolling, or have stopped and their outcome is not yet shown,
        or a moment of it is showing."""
        return (
            self.in_flight is not None
            or (self.animation is not None and not self.animation.done)
            or bool(self.pending)
            or self.moment is not None
        )

    def seat_shown(self) -> int | None:
        """Whose moment the table shows: the thrower's while the dice roll,
        until their outcome is shown; then the next seat's; None once the
        match is over. The state has moved on as soon as the dice were thrown."""
        if self.busy and self.thrower is not None:
            return self.thrower
        state = self.match.state
        return None if self.finished or state.over else state.turn

    def person_to_throw(self) -> bool:
        s = self.match.state
        return (
            not self.busy and not self.finished and s.throw_request() is not None and not self.match.is_computer(s.turn)
        )

    def person_to_decide(self) -> bool:
        s = self.match.state
        return not self.busy and not self.finished and s.to_move >= 0 and not self.match.is_computer(s.turn)

    # --- moves ---

    def attempt(self, action) -> bool:
        """A person's decision; a refused move changes nothing and is answered
        where the person is looking (``say_refusal``), not in the talk."""
        try:
            events = self.match.act(action)
        except IllegalAction as error:
            self.say_refusal(error.reason)
            return False
        self.refusal_until = 0.0
        self.save_game()
        self.reveal(events)
        return True

    def say_refusal(self, reason: str) -> None:
        """Answer a refused move in the prompt, in red, until the next move or a few seconds pass."""
        self.refusal = f"Not allowed: {reason}."
        self.refusal_until = self.clock + REFUSAL_SECONDS
        self.window.sounds.play("error", 0.5)
        self.refresh_prompt()

    def decide(self, action) -> None:
        """A person's decision from a button or a key; ignored while it is not a person's turn."""
        if self.person_to_decide():
            self.attempt(action)

    def throw_standard(self) -> None:
        """Space: a standard throw; refused, with what comes first, while a
        person still has a choice to make."""
        if self.person_to_throw():
            self.start_throw(self.match.standard_gesture())
        elif self.person_to_decide():
            state = self.match.state
            self.say_refusal(f"{state.names[state.turn]} must {state.needed()} before the dice are thrown")

    def throw_begins(self) -> None:
        """The thrower is shown until the dice come to rest, and the last
        throw's banner (and any refusal) goes as the new dice fly."""
        self.thrower = self.match.state.turn
        self.banner_until = self.refusal_until = self.clock

    def start_throw(self, gesture) -> None:
        """The dice leave the hand: the match throws (or, catching up with a
        saved game, throws again as recorded, at once). The physics runs a
        slice each frame (``advance_throw``) and the throw shows once known."""
        self.throw_begins()
        if self.recorded is not None:
            step, self.recorded = self.recorded, None
            self.thrown(self.match.throw(step.gesture, step.landed, step.rest, step.table))
            return
        self.in_flight = self.match.throwing(gesture)

    def advance_throw(self, seconds: float) -> None:
        """Run the flying throw's physics for up to ``seconds``; once its dice
        rest, the save is brought up to date and the throw is shown."""
        until = time.perf_counter() + seconds
        try:
            while time.perf_counter() < until:
                next(self.in_flight)
        except StopIteration as done:
            self.in_flight = None
            self.save_game()
            self.thrown(done.value)

    def thrown(self, throw: Throw) -> None:
        """Show a throw whose outcome is known: its dice fly as they flew."""
        self.play_animation(self.animation_of(throw))
        self.pending = throw.events
        self.refresh()

    def animation_of(self, throw: Throw):
        """How a throw is played back: its recorded flight."""
        return ThrowAnimation(
            throw.path,
            throw.result.values,
            self.dice_at,
            seed=f"{self.match.seed}/faces/{self.match.throws}",
            texture=self.die_texture,
        )

    def play_animation(self, animation) -> None:
        """Show a throw; at the "instant" dice speed, where its dice came to rest at once."""
        self.animation = animation
        if self.window.settings.instant or self.skipping:
            animation.skip()
        self.skipping = False

    # --- events and time ---

    def reveal(self, events: list[Event]) -> None:
        """Show what a move or a throw caused: its moments, one at a time.
        Where a computer's turn ends (a "turn" line begins the next), the
        turn is said in one line, after whatever its last step showed."""
        start = 0
        for k, event in enumerate(events):
            if event.kind == "turn":
                ending = events[start:k]
                self.turn_events.extend(ending)
                if ending:
                    self.moments.extend(self.moments_for(ending))
                self.moments.extend(self.turn_summary_moments(ending))
                self.turn_seat, self.turn_events, start = event.seat, [], k
        rest = events[start:]
        self.turn_events.extend(rest)
        self.moments.extend(self.moments_for(rest))
        if self.coach is not None:
            self.coach.heard(events)
        self.play_moments()
        self.refresh()

    def make_results(self) -> bool:
        """The results screen, made one part per call: the screen (its words
        laid out, the replay and the Ledger written), then its backdrop
        painted. True once both are done."""
        if self.results is None:
            self.results = self.match.definition.screens.results(self.match)
            back_to = getattr(self.keeper, "back_to", None)
            if back_to is not None:  # a campaign's match leads back to its road
                self.results.lead_back(back_to, self.keeper.settled)
            return False
        if not self.results_painted:
            self.results_painted = True
            self.window.backdrop(self.results.panels, self.results.bowl_at, self.results.decor)
            return False
        return True

    def turn_summary(self, seat: int, events: list[Event]) -> str | None:
        """What a computer did in its turn, in a few words, for the games
        whose turns take many steps; None where a turn's own banner says it."""
        return None

    def turn_summary_moments(self, last_step: list[Event]) -> list[Moment]:
        """The ending turn's line, if a computer played it."""
        seat = self.turn_seat
        if seat is None:
            return []
        return self.summary_moments(seat, self.turn_summary(seat, self.turn_events), last_step)

    def summary_moments(self, seat: int, what: str | None, last_step: list[Event]) -> list[Moment]:
        """A computer's turn said in one line: in the talk, and on the banner,
        after the last step's own banner has been read."""
        if not what or not self.match.is_computer(seat):
            return []
        name = self.match.state.names[seat]
        summary = Moment(
            (Event("summary", f"{name}: {what}", seat),),
            seconds=SUMMARY_SECONDS,
            title=f"{name}'s turn",
            sub=what,
            ink="ink",
        )
        if any(self.banner_for(event, last_step) for event in last_step):
            return [Moment((), seconds=BANNER_HOLD_SECONDS), summary]
        return [summary]

    def moments_for(self, events: list[Event]) -> list[Moment]:
        """How a game's events are shown: by default all at once, each event
        with its own banner (``banner_for``)."""
        return [Moment(tuple(events))]

    def play_moments(self) -> None:
        """Begin the moments due, up to the first that takes time."""
        while self.moment is None and self.moments:
            moment = self.moments.popleft()
            self.begin_moment(moment)
            if self.hurry:
                continue
            if moment.hold and self.someone_to_move_on():
                self.moment, self.moment_left = moment, float("inf")
            elif moment.seconds > 0:
                self.moment, self.moment_left = moment, moment.seconds / self.window.settings.pace

    def someone_to_move_on(self) -> bool:
        """A person sits at the table, to end a moment that waits for one."""
        return any(not self.match.is_computer(seat) for seat in range(self.match.players))

    def begin_moment(self, moment: Moment) -> None:
        """A moment's events reach the talk, its sounds play and its banner shows."""
        self.log_events.extend(moment.events)
        events = list(moment.events)
        for event in events:
            if event.kind in self.sounds:
                self.window.sounds.play(self.sounds[event.kind], 0.7)
            shown = None if moment.title else self.banner_for(event, events)
            if shown:
                self.show_banner(*shown)
            if event.kind in END_KINDS:
                self.finished = True
                self.wait = 2.2
        if moment.title:
            self.show_banner(
                moment.title, INKS[moment.ink], moment.sub, seconds=max(0.0, moment.seconds / self.window.settings.pace)
            )

    def end_moment(self) -> None:
        """The moment showing has been seen: on to the next."""
        if self.moment is None:
            return
        self.moment = None
        self.play_moments()
        self.refresh()

    def show_banner(self, text: str, colour, sub: str = "", seconds: float = BANNER_SECONDS) -> None:
        """A moment's banner: its words fitted to its box, one line each (the
        talk keeps the whole line, where the longest names make it long).
        A table catching up shows none: it is at the moment it reaches."""
        if self.hurry:
            return
        self.banner.text, self.banner.font_size = fitted(text, BANNER_WIDTH, 36, bold=True, smallest=18)
        self.banner.color = colour
        self.banner_sub.text, self.banner_sub.font_size = fitted(sub, BANNER_WIDTH, 16, italic=True, smallest=11)
        self.banner_until = self.clock + seconds
        self.banner_since = self.clock

    def on_update(self, delta_time: float) -> None:
        super().on_update(delta_time)
        if self.watch is not None:  # watched again: paused, slower or faster
            delta_time = self.watch.passing(delta_time)
            if not delta_time:
                return
        self.clock += delta_time
        if self.refusal and self.clock >= self.refusal_until:  # the answer has been read: the prompt again
            self.refresh_prompt()
        self.talk.catch_up()
        if self.fonts_to_warm:
            warm(*self.fonts_to_warm.pop())
        speed = self.window.settings.speed
        if self.in_flight is not None:
            self.advance_throw(THROW_SLICE_SECONDS)
            return
        if self.animation is not None and self.pending:
            for name, volume in self.animation.update(delta_time, speed):
                self.window.sounds.play(name, volume)
            if self.animation.done:
                events, self.pending = self.pending, []
                self.reveal(events)
                self.wait = 0.6 / speed
            return
        if self.moment is not None:
            self.moment_left -= delta_time
            if self.moment_left <= 0:
                self.end_moment()
            return
        if self.finished and (self.watch is not None or self.coach is not None):
            return  # a match watched again, or a lesson, ends at its table: no results, nothing counted
        if self.wait > 0:
            self.wait -= delta_time
            if self.finished:
                self.make_results()  # a part a frame while the end is read, not all in the frame that shows them
            return
        if self.finished:
            while not self.make_results():
                pass
            self.window.show_view(self.results)
            return
        if not self.prepared and self.preparation.ready():
            self.prepared = True
            self.refresh_advice()
        s = self.match.state
        if self.coach is not None and self.coach.holds():
            return  # the coach is explaining: the table waits for Go on
        if not s.over and self.match.is_computer(s.turn):
            if self.banner_up and self.clock - self.banner_since < BANNER_HOLD_SECONDS / self.window.settings.pace:
                return  # the last banner is still being read: a computer's next step would cover it
            if s.throw_request() is not None:
                self.start_throw(self.match.computer_gesture())
            elif not self.prepared:  # its solves are still being made: the computer is "thinking..."
                return
            else:
                events = self.match.act(self.match.computer_action())
                self.save_game()
                self.reveal(events)
                self.wait = THINK_SECONDS / (speed * self.window.settings.pace)
            self.refresh()

    def on_hide_view(self) -> None:
        super().on_hide_view()
        for over in (self.watch, self.coach):
            if over is not None:
                over.ui.disable()

    def fit_camera(self, width: int | None = None, height: int | None = None) -> None:
        super().fit_camera(width, height)
        for over in (self.watch, self.coach):
            if over is not None:
                over.ui.fit(*self.window.get_size())

    def on_draw(self) -> None:
        super().on_draw()
        for over in (self.watch, self.coach):
            if over is not None:
                over.ui.draw()

    # --- keeping the game ---

    def on_show_view(self) -> None:
        super().on_show_view()
        for over in (self.watch, self.coach):  # enabled after the table's own: their buttons hear first
            if over is not None:
                over.ui.enable()
        self.talk.finish()
        self.warm_atlas()
        warm_glyphs(self)
        if not self.sat_down:  # a folder that refuses the save is said as the people sit down
            self.sat_down = True
            self.save_game(say_again=True)
            settle_the_heap()

    def warm_atlas(self) -> None:
        """Put the dice's faces and their shadow in the texture atlas as the
        table opens: added at the first throw, they held that frame for a
        tenth of a second (the software renderer finishes its work first)."""
        request = self.match.state.throw_request()
        atlas = self.window.ctx.default_atlas
        atlas.add(art.texture("shadow.png"))
        if request is not None:
            for value in range(1, request.sides + 1):
                atlas.add(self.die_texture(request.sides, value))

    def save_game(self, say_again: bool = False) -> None:
        """Save the match as it stands (a finished one's save is removed). A
        refusal is said once, not at every move while the disk goes on refusing."""
        if self.keeper is None:
            return
        refused_before = self.keeper.problem is not None
        if not self.keeper.save() and (say_again or not refused_before):
            self.notices.append(f"Careful: {self.keeper.problem}.")

    def catch_up(self, steps: list) -> None:
        """Bring a new table to where a saved game was, through the same
        code as a game played at it: each throw lands as recorded, at once
        and silently, so the dice lie where they came to rest."""
        sounds, self.window.sounds = self.window.sounds, _Silent()
        self.refresh = _nothing  # the panels are drawn from the state once it is reached, not at every step
        self.hurry = True
        try:
            for step in steps:
                if isinstance(step, SavedThrow):
                    self.recorded = step
                    self.start_throw(step.gesture)
                    self.animation.skip()
                    events, self.pending = self.pending, []
                    self.reveal(events)
                else:
                    self.reveal(self.match.act(step))
        finally:
            self.window.sounds = sounds
            self.hurry = False
            del self.refresh
        self.banner_until = 0.0
        self.wait = 0.4
        self.refresh()

    def skip(self) -> None:
        """S: the dice rolling come to rest at once; a moment showing goes on."""
        if self.in_flight is not None:
            self.skipping = True  # the throw's physics is still running: it lands at once when known
        elif self.animation is not None and not self.animation.done:
            self.animation.skip()
        elif self.moment is not None:
            self.end_moment()

    def pause(self) -> None:
        self.drag_start = None
        if self.watch is not None:  # the Menu button of a match watched again leaves it
            self.watch.leave()
            return
        self.window.show_view(PauseView(self, self.match.game))

    def why_not(self, widget, reason: str | None) -> None:
        """A button that cannot act now is disabled, and says why when the
        pointer rests on it or its key is pressed; None: it can act."""
        widget.disabled = reason is not None
        self.reasons[widget] = reason

    def press(self, widget, action) -> None:
        """A button's key: its action, or the reason it cannot act now."""
        reason = self.reasons.get(widget)
        if widget.visible and widget.disabled and reason:
            self.say_refusal(reason)
        else:
            action()

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int):
        if self.watch is not None:  # the table's own buttons are out of play, under the watcher's
            return
        point = self.to_world(x, y)
        over = next(
            (
                widget
                for widget, reason in self.reasons.items()
                if reason and widget.visible and widget.disabled and widget.rect.point_in_rect(point)
            ),
            None,
        )
        said = (self.reasons[over][0].upper() + self.reasons[over][1:] + ".") if over is not None else ""
        if said != self.hint.text:
            self.hint.text = said
        if over is not None:  # above the button, its box kept inside the window
            x = min(max(over.rect.center_x, HINT_HALF_WIDTH + 4), DESIGN_WIDTH - HINT_HALF_WIDTH - 4)
            self.hint.position = (x, min(over.rect.top + 14 + self.hint.content_height, DESIGN_HEIGHT - 10))

    def stakes(self) -> list:
        """A campaign's wager game: the pot and the wager, in the table's
        bottom left corner (free at every table that plays for a wager)."""
        keeper = self.keeper
        if self._stakes_for is not keeper:
            self._stakes_for, self._stakes = keeper, []
            words = getattr(keeper, "stakes_words", lambda: None)()
            if words:
                pot, rest = words
                self._stakes = [
                    arcade.Text(pot, 24, STAKES_Y, art.GOLD, 16, font_name=art.FONT, bold=True),
                    arcade.Text(
                        rest,
                        24,
                        STAKES_Y - 12,
                        art.INK_DIM,
                        12,
                        font_name=art.FONT,
                        italic=True,
                        width=STAKES_WIDTH,
                        multiline=True,
                        anchor_y="top",
                    ),
                ]
        return self._stakes

    def draw_over_widgets(self) -> None:
        for text in self.stakes():
            text.draw()
        if self.watch is not None:  # its band covers the table's own controls, its buttons come over it
            self.watch.draw()
        if self.coach is not None:  # its card, over the talk, and where it points
            self.coach.draw()
        if self.hint.text:
            x, y = self.hint.position[:2]
            box = arcade.LBWH(
                x - HINT_HALF_WIDTH,
                y - self.hint.content_height - 6,
                2 * HINT_HALF_WIDTH,
                self.hint.content_height + 12,
            )
            arcade.draw_rect_filled(box, (20, 10, 6, 240))
            arcade.draw_rect_outline(box, art.GOLD, 2)
            self.hint.draw()

    def can_undo(self) -> bool:
        return not self.busy and not self.finished and self.match.can_undo()

    def undo(self) -> None:
        """Take the last choice back (Ctrl+Z): the match is played again
        without it, at a new table, as a saved game is continued; the save
        holds only what stood."""
        if not self.can_undo():
            self.say_refusal(UNDO_WHY_NOT)
            return
        match, steps = self.match.undone()
        table = type(self).brought_to(match, steps)
        table.keeper = self.keeper
        if self.keeper is not None:
            self.keeper.match = match
        table.sat_down = True
        table.save_game()
        table.notices = list(self.notices)
        self.window.show_view(table)
        table.refresh()

    def open_talk(self) -> None:
        """The whole talk, over the table: the game waits until it closes."""
        self.drag_start = None
        self.window.show_view(TalkView(self))

    # --- input ---

    def keys(self) -> dict:
        return {
            arcade.key.SPACE: self.throw_standard,
            arcade.key.S: self.skip,
            arcade.key.ESCAPE: self.pause,
            arcade.key.H: self.toggle_advice,
            arcade.key.T: self.open_talk,
            arcade.key.PAGEUP: lambda: self.scroll_talk(3),
            arcade.key.PAGEDOWN: lambda: self.scroll_talk(-3),
            arcade.key.END: lambda: self.scroll_talk(None),
        }

    def on_key_press(self, symbol: int, modifiers: int):
        if self.watch is not None and self.watch.on_key(symbol, modifiers):
            return
        if self.coach is not None and self.coach.on_key(symbol):
            return
        if symbol == arcade.key.Z and modifiers & arcade.key.MOD_CTRL:
            self.undo()
            return
        action = self.keys().get(symbol)
        if action:
            action()

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float):
        if arcade.LBWH(*self.log_card).point_in_rect(self.to_world(x, y)):
            self.scroll_talk(round(scroll_y) or (1 if scroll_y > 0 else -1))

    def scroll_talk(self, lines: int | None) -> None:
        """Read the talk back (``lines`` older, or newer if negative); None: back to the newest."""
        back = 0 if lines is None else self.log_back + lines
        self.log_back = max(0, min(back, len(self.log_events) + len(self.notices[-3:]) - 1))
        self.refresh_log()

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int):
        wx, wy = self.to_world(x, y)
        if self.person_to_throw() and self.throw_area.point_in_rect((wx, wy)):
            self.drag_start = self.drag_now = (wx, wy)

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int):
        if self.drag_start is not None:
            self.drag_now = self.to_world(x, y)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int):
        if self.drag_start is None:
            return
        (sx, sy), (ex, ey) = self.drag_start, self.to_world(x, y)
        self.drag_start = self.drag_now = None
        if self.person_to_throw():
            self.start_throw(self.match.gesture_from_drag(ex - sx, ey - sy, FULL_DRAG))

    # --- drawing ---

    def refresh_log(self) -> None:
        """The newest lines that fit the log card, or those the talk is read back to."""
        lines = [e.text for e in self.log_events[-LOG_LINES - self.log_back :]] + self.notices[-3:]
        lines = lines[: len(lines) - self.log_back] if self.log_back else lines
        title = "The talk, read back" if self.log_back else TALK_TITLE
        if self.log_title_words != title:  # fitted clear of the "All" button in the card's corner
            self.log_title_words = title
            fit(self.log_title, title, self.log_card[2] - LOG_TITLE_ROOM, self.log_title_size, bold=True)
        self.talk.show(lines[-LOG_LINES:])

    banner_over_dice = False  # a table where dice lie under the banner for the whole round says so

    @property
    def banner_up(self) -> bool:
        return self.clock < self.banner_until and bool(self.banner.text or self.banner_sub.text)

    def draw_banner(self) -> None:
        if self.banner_up:  # under the dice: a die on the table's far side stays in sight
            fade = 1.0 if self.window.settings.reduce_motion else min(1.0, (self.banner_until - self.clock) / 0.4)
            arcade.draw_rect_filled(
                arcade.XYWH(BOWL_CENTRE[0], self.banner_y - 4, 640, 104), (20, 10, 6, int(240 * fade))
            )  # what lies under it does not show through its words
            self.banner.draw()
            self.banner_sub.draw()

    def die_under_banner(self) -> bool:
        """A die thrown out of the bowl lies where the banner shows: the
        banner goes over it while it is up, so its words stay clear."""
        if not self.banner_up or self.animation is None:
            return False
        box = arcade.XYWH(BOWL_CENTRE[0], self.banner_y - 4, 640 + 2 * DIE_REACH, 104 + 2 * DIE_REACH)
        return any(box.point_in_rect(point) for point in self.animation.out_of_bowl())

    def draw_dice(self) -> None:
        if self.animation is not None:
            self.animation.draw()
            for x, y in self.animation.out_of_bowl():
                arcade.draw_circle_outline(x, y, 30, art.RED, 3)

    def draw_drag(self) -> None:
        if self.drag_start is None or self.drag_now is None:
            return
        (sx, sy), (ex, ey) = self.drag_start, self.drag_now
        strength = min(1.0, ((ex - sx) ** 2 + (ey - sy) ** 2) ** 0.5 / FULL_DRAG)
        colour = art.GREEN if strength < 0.5 else art.GOLD if strength < 0.75 else art.RED
        arcade.draw_line(sx, sy, ex, ey, colour, 5)
        arcade.draw_circle_filled(ex, ey, 9, colour)
        arcade.draw_circle_outline(sx, sy, 12, colour, 2)

    def draw_table_top(self) -> None:
        """Banner, dice, the drag arrow and the prompt, in that order; or the
        dice under the banner, where dice lie in its place all round."""
        if self.banner_over_dice or self.die_under_banner():
            self.draw_dice()
            self.draw_banner()
        else:
            self.draw_banner()
            self.draw_dice()
        self.draw_drag()
        self.prompt.draw()
        self.draw_advice()
