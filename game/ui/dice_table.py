"""What every dice table's view shares: it draws the table's flow (the thrown dice, the banner, the
talk, the prompt, the advice) through its panels, and turns clicks, drags and keys into the flow's input.

What happens at the table over time is the flow's (``game.table.flow``):
the view hears it through the flow's cues, a part of its own
(``game.ui.table_cues``), which calls the table's hooks where a game's table shows a cue its way;
what lies still on it is another (``game.ui.table_still``). A game's
table adds its own panels, buttons and texts (``refresh``), and its beats
(``game.games.<game>.beats``) say which events get banners and sounds. At
the match's end it shows the game's results screen, found through the
match's definition.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, Protocol

from game.services.match import Match, Throw
from game.services.saves import SavedGame
from game.table.beats import Moment, TableBeats
from game.table.flow import BANNER_FADE_SECONDS, TableFlow
from game.table.playback import FlightPlayback, Playback
from game.ui import art
from game.ui.answers import pop
from game.ui.app import TavernView
from game.ui.arcade_import import arcade
from game.ui.badge_token import BadgeToken
from game.ui.banner_place import BannerPlace, Box, die_box
from game.ui.dice_animation import PlaybackDrawing, ThrowAnimation
from game.ui.fitting import warm
from game.ui.glyphs import warm_glyphs
from game.ui.heap import settle_the_heap
from game.ui.solid_dice import kind_of, painter, rest_texture
from game.ui.special_looks import throw_kinds
from game.ui.still_layer import KeptBatch, PanelWords, StillLayer, StillTable
from game.ui.table_answers import AnswerPlaces, TableAnswering, resting_box
from game.ui.table_controls import TableControls
from game.ui.table_cues import TableCues
from game.ui.table_making import table_brought_to, table_continuing, table_for_match
from game.ui.table_panels import (
    BANNER_BOX,
    BannerPanel,
    ButtonHint,
    Prompt,
    StakesPanel,
    TalkCard,
    corner_buttons,
)
from game.ui.table_results import ResultsAhead
from game.ui.table_talk import ADVICE_TOP, TableAdvice, TableTalk
from game.ui.throw_hand import ThrowHand

BOWL_CENTRE = (640.0, 385.0)
TABLE_AREA = arcade.LRBT(300, 980, 95, 690)
BANNER_Y = 638.0  # above the bowl
BANNER_ROOM = (TABLE_AREA.left, TABLE_AREA.bottom, TABLE_AREA.width, TABLE_AREA.height)  # where a banner may move
ADVICE_CARD = (380, 250, 520, 0)  # left, bottom, width; the height follows the options
WARM_SIZES = (9, 17)  # the font sizes a table loads ahead, one a frame


class TableMaker(Protocol):
    """What a game's screens give as its table (``GameScreens.table``): a table class, or the maker of a
    table composed of the game's part (``game.ui.composed_table.ComposedTables``)."""

    def __call__(self, match: Match) -> DiceTableView: ...

    def for_match(self, match: Match) -> DiceTableView: ...

    def continuing(self, saved: SavedGame) -> DiceTableView: ...

    def brought_to(self, match: Match, steps: list) -> DiceTableView: ...


class DiceTableView(AnswerPlaces, TableControls, TavernView):
    beats: type[TableBeats] = TableBeats  # the game's: which events are moments, banners and sounds
    bowl_at: tuple[float, float] | None = BOWL_CENTRE  # none: a table without a bowl
    dice_at = BOWL_CENTRE  # where thrown dice are played back: the physics' middle
    throw_area = TABLE_AREA  # where a drag may start a throw
    log_card = (990, 110, 270, 550)
    log_head = 56  # the talk's title and margins: what the lines leave of the card's height
    log_title_size = 18
    advice_card = ADVICE_CARD
    advice_top = ADVICE_TOP  # the advice card grows up to here at most
    coach_card = (990, 110, 270, 550)  # a lesson's coach, over the talk (left, bottom, width, height)
    coach_words_size = 14
    banner_x, banner_y = BOWL_CENTRE[0], BANNER_Y
    banner_box: tuple[float, float] = BANNER_BOX  # across the top of the table; a table may put it elsewhere
    if TYPE_CHECKING:  # read, never set: a table may work its own out (Spottle's, a property)

        @property
        def banner_room(self) -> Box: ...

    else:
        banner_room = BANNER_ROOM
    banner_narrows = True  # it may wrap into a narrower box, where nowhere across the table is clear
    banner_title_alone = False  # it may say its title alone (the talk its second line) rather than cover dice
    over_prompt = "The game is over."
    room: Any = None  # a road tavern's table dressed as its room (game.campaign.taverns.Room); None: the plain table
    advice_measure = "What each choice is worth, both sides playing their best."

    def __init__(self, match: Match):
        super().__init__()
        self.match = match
        self.flow = TableFlow(match, self.beats(), self.window.settings, cues=TableCues(self))
        self.sat_down = False  # shown once: the first save is made, and a refusal said
        self.animation: PlaybackDrawing | None = None  # the last throw's dice, drawn where its playback says
        self.stakes_panel = StakesPanel()
        self.hand = ThrowHand(self, match.standard_gesture().strength)  # the throw in the person's hand
        self.results = ResultsAhead(self)  # the results screen, made while the end is read
        # The sizes a fitted line may shrink to: their fonts load one a frame as the table opens, not when first shown.
        self.fonts_to_warm = [
            (size, bold, italic)
            for size in range(WARM_SIZES[0], WARM_SIZES[1] + 1)
            for bold, italic in ((False, False), (True, False), (False, True))
        ]
        self.panel_batch = KeptBatch()  # the texts on the panels are drawn together as one batch
        self.still = StillLayer(self.window.ctx)  # the panels and all that lies still, kept as one image
        # what lies still, drawn through it: the panels' words, and a game's own part where it has more
        # (at a road tavern, its table dressed as its room: ``room``, set as the road seats the match)
        backdrop = lambda: self.window.backdrop(self.panels, self.bowl_at, self.decor, self.room)  # noqa: E731
        self.still_table = StillTable(self.still, backdrop, self.camera, PanelWords(self.panel_batch))
        self.talk = TableTalk(self.flow, TalkCard(self.log_card, self.log_head, self.log_title_size, self.panel_batch))
        self.prompt = Prompt()
        self.reasons: dict = {}  # a button that cannot act now -> why, said on hover and at its key
        self.undo_button = None  # made with the corner buttons, once the table builds its widgets
        self.hint = ButtonHint()
        self.banner = BannerPanel(self.banner_x, self.banner_y, self.banner_box)
        self.banner_place = BannerPlace(self)  # each banner stands clear of the dice it announces
        self.dice_box = None  # round the last throw's dice at rest
        self.answering = TableAnswering(self)  # the table's answers to what happens (game.ui.table_answers)
        self.answers, self.lifts = self.answering.answers, self.answering.lifts
        self.advice = TableAdvice(  # the old hand's
            self.advice_now, self.advice_card, self.advice_measure, self.advice_top, self.why_not, self.say_refusal
        )
        self.watch = None  # a match watched again: its controls (game.ui.watch.Watching)
        self.coach = None  # a lesson's coach (game.ui.coach.Coach)
        self.online = None  # a match played at a host's table (game.ui.online_table.Online)
        self.on_leave = None  # told when the person leaves the table for the menu (online: gets up from the seat)
        self.keys_said = dict(self.window.settings.keys)  # the keys its buttons and prompt say
        self.badge_token = BadgeToken(self)  # a road match's badge, where it carries one
        self.made_by: Any = type(self)  # what makes this table anew (``brought_to``): a choice taken back

    @classmethod
    def for_match(cls, match: Match) -> DiceTableView:
        return table_for_match(cls, match)

    @classmethod
    def continuing(cls, saved: SavedGame) -> DiceTableView:
        return table_continuing(cls, saved)

    @classmethod
    def brought_to(cls, match: Match, steps: list) -> DiceTableView:
        return table_brought_to(cls, match, steps)

    # --- what a game's table provides ---

    def refresh(self) -> None:
        """Buttons, prompt and panel texts from the match; then the log, the advice and Undo."""
        self.talk.refresh()
        self.advice.refresh()
        if self.undo_button is not None:  # a table's first refresh comes before its buttons
            self.undo_button.visible = self.flow.someone_to_move_on()  # computers alone take nothing back
            self.why_not(self.undo_button, None if self.flow.can_undo() else self.why_no_undo())
        self.badge_token.refresh()
        if self.watch is not None:
            self.watch.refresh()
        if self.coach is not None:  # a step met by where the table now stands (a raise set, say)
            self.talk_button.visible = False  # under the coach's card, which covers the talk (T still opens it)
            self.coach.heard([])

    def person_prompt(self, name: str) -> str | tuple[str, ...]:
        """What the person to act is asked to do (a throw, or the game's decision)."""
        return self.hand.prompt(name)

    def waiting_prompt(self, name: str) -> str | tuple[str, ...] | None:
        """The prompt while no person is to act: the end, dice rolling, a computer thinking."""
        flow, state = self.flow, self.match.state
        watching = self.watch.prompt() if self.watch is not None else None
        if watching:
            return watching
        coaching = self.coach.prompt() if self.coach is not None and not flow.busy else None
        if coaching:
            return coaching
        if flow.finished or (state.over and not flow.busy):  # the last throw is told before the end
            return self.over_prompt
        if flow.moment is not None:
            return "" if flow.moment.hold else "(S to go on)"
        if flow.busy:  # the turn has already passed on: the dice are nobody's to name
            return "The dice are rolling... (S to skip)"
        online = self.online.waiting(name) if self.online is not None else None
        if online:
            return online
        if self.match.is_computer(state.turn):
            return f"{name} is thinking..."
        return None

    def refresh_prompt(self) -> None:
        if self.flow.refusing():
            self.prompt.say(self.flow.refusal, refused=True)
            return
        name = self.match.state.actor_name()
        waiting = self.waiting_prompt(name)
        self.prompt.say(self.person_prompt(name) if waiting is None else waiting, refused=False)

    def die_kind(self, sides: int) -> str:
        """The kind of die this table throws (``solid_dice.KINDS``)."""
        return kind_of(sides)

    def add_corner_buttons(self, root) -> None:
        """Menu, the talk's All, Undo and (where the game gives advice) "?", on the table's layout ``root``."""
        self.menu_button, self.talk_button, self.undo_button, self.advice.button = corner_buttons(self, root)
        self.badge_token.add(root)

    def left(self) -> None:
        """The person has left the table for the menu."""
        if self.on_leave is not None:
            self.on_leave()

    # --- the old hand's advice ---

    def advice_now(self) -> list:
        """The advice a person at the screen may see now (a table that hides
        the screen between people gives none while it is hidden)."""
        return self.flow.advice()

    # --- what the flow tells the view ---

    def thrown(self, throw: Throw, playback: Playback) -> None:
        """A throw's dice fly as they flew."""
        self.animation = self.animation_of(throw, playback)
        self.dice_box = resting_box(throw, self.dice_at)

    def animation_of(self, throw: Throw, playback: Playback):
        """How a throw is drawn: its recorded flight (a road match's special die, first, in its own colours)."""
        assert isinstance(playback, FlightPlayback)  # its dice fly (a throw that does not is a game's own to draw)
        kind = self.die_kind(playback.path.sides)
        return ThrowAnimation(playback, throw.result.values, self.dice_at, kind, throw_kinds(throw, kind))

    def announced_boxes(self) -> list[Box]:
        """What a banner speaks of: the dice of the last throw, where they lie
        (a table adds those lying from earlier throws, and its creature)."""
        if not isinstance(self.animation, ThrowAnimation):
            return []
        return [die_box(d.center_x, d.center_y, self.animation.size) for d in self.animation.dice if d.visible]

    def unannounced_boxes(self) -> list[Box]:
        """Dice lying from earlier throws that a banner does not speak of (none here)."""
        return []

    def banner_keeps_off(self) -> list[Box]:
        """The panels, and the figures rising from the dice as the banner goes up."""
        return [tuple(panel) for panel in self.panels] + [figure.path for figure in self.answers.rising]

    def sound(self, name: str, volume: float) -> None:
        self.window.sounds.play(name, volume)

    def refused(self, reason: str) -> None:
        self.sound("refusal", 0.5)
        self.refresh_prompt()

    # --- what a game's table shows of the flow's cues, its own way (game.ui.table_cues) ---

    def throw_begins(self) -> None:
        """The dice are about to leave the hand."""

    def revealing(self, events: list) -> None:
        """A step's outcome is about to be shown, moment by moment."""

    def moment_begins(self, moment: Moment) -> None:
        """A moment begins (before its events reach the talk)."""

    def moment_ends(self, moment: Moment) -> None:
        """The moment showing has been seen."""

    # --- time ---

    def on_update(self, delta_time: float) -> None:
        began = time.perf_counter()
        super().on_update(delta_time)
        self.talk.card.talk.catch_up()
        if self.fonts_to_warm:
            warm(*self.fonts_to_warm.pop())
        self.flow.advance(delta_time)
        self.answering.update()
        # a long one leaves the still image to the next frame
        self.still_table.update_seconds = time.perf_counter() - began

    # --- the screen ---

    def on_show_view(self) -> None:
        super().on_show_view()
        if self.keys_said != self.window.settings.keys:  # keys chosen anew from the pause's settings
            self.keys_said = dict(self.window.settings.keys)
            self.refresh()
        for over in self.overlays():  # enabled after the table's own: their buttons hear first
            over.ui.enable()
        self.talk.card.talk.finish()
        self.warm_atlas()
        warm_glyphs(self)
        if not self.sat_down:  # a folder that refuses the save is said as the people sit down
            self.sat_down = True
            self.flow.save_game(say_again=True)
            settle_the_heap()

    def overlays(self) -> list:
        """What rides over the table with buttons of its own: a watcher's band, a coach's card."""
        return [over for over in (self.watch, self.coach) if over is not None]

    def on_hide_view(self) -> None:
        super().on_hide_view()
        for over in self.overlays():
            over.ui.disable()

    def fit_camera(self, width: int | None = None, height: int | None = None) -> None:
        super().fit_camera(width, height)
        for over in self.overlays():
            over.ui.fit(*self.window.get_size())

    def warm_atlas(self) -> None:
        """Put the dice's faces and their shadow in the texture atlas as the
        table opens: added at the first throw, they held that frame for a
        tenth of a second (the software renderer finishes its work first)."""
        atlas = self.window.ctx.default_atlas
        atlas.add(art.texture("shadow.png"))
        for sides in self.dice_sides():
            kind = self.die_kind(sides)
            painter().picture(kind)
            for value in range(1, sides + 1):
                atlas.add(rest_texture(kind, value))

    def dice_sides(self) -> tuple[int, ...]:
        """The sides of the dice this table throws (a d6 unless the rules ask now for another)."""
        request = self.match.state.throw_request()
        return (request.sides,) if request is not None else (6,)

    # --- drawing ---

    def draw_still_table(self) -> None:
        self.still_table.draw()

    def on_draw(self) -> None:
        with self.answering.shaken():
            super().on_draw()
        for over in self.overlays():
            over.ui.draw()

    def stakes(self) -> list:
        """A campaign's wager game: the pot and the wager, in the table's bottom left corner."""
        return self.stakes_panel.texts(self.flow.keeper)

    def draw_over_widgets(self) -> None:
        for text in self.stakes():
            text.draw()
        self.badge_token.draw()
        if self.watch is not None:  # its band covers the table's own controls, its buttons come over it
            self.watch.draw()
        if self.coach is not None:  # its card, over the talk, and where it points
            self.coach.draw()
        self.hint.draw()

    def draw_banner(self) -> None:
        if self.flow.banner_up:
            flow = self.flow
            still = self.window.settings.reduce_motion
            fade = 1.0 if still else min(1.0, (flow.banner_until - flow.clock) / BANNER_FADE_SECONDS)
            self.banner.draw(fade, 1.0 if still else pop(flow.clock - flow.banner_since))

    def draw_dice(self) -> None:
        if self.animation is not None:
            self.animation.draw()
            if isinstance(self.animation, ThrowAnimation):
                for x, y in self.animation.out_of_bowl():
                    arcade.draw_circle_outline(x, y, 30, art.RED, 3)

    def draw_table_top(self) -> None:
        """Dice, a winner's card lifted, banner (clear of the dice), the drag arrow and the prompt, in that order."""
        self.draw_dice()
        self.lifts.draw()  # over the dice lying off the cards, and what the world drew on them (a seat's mark)
        self.draw_banner()
        self.answering.draw()
        self.hand.draw()
        self.prompt.draw()
        self.advice.draw()
