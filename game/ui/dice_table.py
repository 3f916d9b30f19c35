"""The window's dice table: it draws the table's flow (the thrown dice, the banner, the talk, the prompt,
the advice) through its panels, turns clicks, drags and keys into the flow's input, and owns a game's
own part of it (``game.ui.composed_table.TablePart``: its panels, buttons, keys, what lies on it).

It is made of parts, each handed what it may read and call: what happens at the table over time is
the flow's (``game.table.flow``), heard through the cues (``game.ui.table_cues``); the keys and buttons
are the controls' (``game.ui.table_controls``); the prompt's words are ``game.ui.prompt_words``'; where
the answers go, ``game.ui.table_answers``; where a banner stands, ``game.ui.banner_subjects``; what lies
still, ``game.ui.table_still``. A game's beats (``game.games.<game>.beats``) say which events get
banners and sounds. At the match's end it shows the game's results screen, made while the end is read.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from game.platform import keymap
from game.services.match import Match
from game.services.saves import SavedGame
from game.table.flow import BANNER_FADE_SECONDS, TableFlow
from game.ui import art
from game.ui.answers import pop
from game.ui.app import TavernView
from game.ui.arcade_import import arcade
from game.ui.badge_token import BadgeToken
from game.ui.banner_place import BannerPlace, Box
from game.ui.banner_subjects import BannerSubjects
from game.ui.composed_table import BANNER_ROOM, BOWL_CENTRE
from game.ui.dice_animation import PlaybackDrawing, ThrowAnimation
from game.ui.dice_warming import warm_dice
from game.ui.fitting import warm
from game.ui.glyphs import warm_glyphs
from game.ui.heap import settle_the_heap
from game.ui.part_cues import BannerGone, Pointer
from game.ui.prompt_words import PromptWords
from game.ui.solid_dice import kind_of
from game.ui.still_layer import KeptBatch, PanelWords, StillLayer, StillTable
from game.ui.table_answers import AnswerPlaces, TableAnswering
from game.ui.table_controls import TableControls
from game.ui.table_cues import TableCues
from game.ui.table_making import table_brought_to, table_continuing, table_for_match
from game.ui.table_panels import BANNER_BOX, BannerPanel, ButtonHint, Prompt, StakesPanel, TalkCard, corner_buttons
from game.ui.table_results import ResultsAhead
from game.ui.table_talk import TableAdvice, TableTalk
from game.ui.throw_hand import ThrowHand

if TYPE_CHECKING:
    from game.ui.composed_table import PartKind, TablePart

WARM_SIZES = (9, 17)  # the font sizes a table loads ahead, one a frame
COACH_WORDS_SIZE = 14  # a lesson's coach's words, where the game's dressing says none


class TableMaker(Protocol):
    """What a game's screens give as its table (``GameScreens.table``): the maker of a table composed of
    the game's part (``ComposedTables``, below)."""

    def __call__(self, match: Match) -> DiceTableView: ...

    def for_match(self, match: Match) -> DiceTableView: ...

    def continuing(self, saved: SavedGame) -> DiceTableView: ...

    def brought_to(self, match: Match, steps: list) -> DiceTableView: ...


class DiceTableView(TavernView):
    """The window's dice table with a game's part in it."""

    room: Any = None  # a road tavern's table dressed as its room (game.campaign.taverns.Room); None: the plain table
    table_focus = True  # Tab brings the focus onto its buttons (game.ui.focus); else its arrows aim the throw

    def __init__(self, match: Match, kind: PartKind):
        super().__init__()
        self.match = match
        self.beats = kind.beats  # the game's: which events are moments, banners and sounds
        self.over_prompt, self.advice_measure = kind.over_prompt, kind.advice_measure
        dressing = kind.dressing(match)  # where its cards, bowl and banner stand
        self.log_card, self.decor = dressing.talk_card, dressing.decor
        self.coach_card = dressing.coach_card or dressing.talk_card  # a lesson's coach: over the talk
        self.coach_words_size = dressing.coach_words_size or COACH_WORDS_SIZE
        self.bowl_at, self.dice_at, self.throw_area = dressing.bowl_at, dressing.dice_at, dressing.throw_area
        self.banner_box: tuple[float, float] = dressing.banner_box or BANNER_BOX  # taller where its words wrap
        self.banner_room: Box = dressing.banner_room or BANNER_ROOM
        self.banner_narrows, self.banner_title_alone = dressing.banner_narrows, dressing.banner_title_alone
        self.flow = TableFlow(match, self.beats(), self.window.settings, cues=TableCues(self))
        self.sat_down = False  # shown once: the first save is made, and a refusal said
        self.animation: PlaybackDrawing | None = None  # the last throw's dice, drawn where its playback says
        self.dice_box: Box | None = None  # round the last throw's dice at rest
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
        self.talk = TableTalk(
            self.flow, TalkCard(self.log_card, dressing.talk_head, dressing.talk_title_size, self.panel_batch)
        )
        self.prompt = Prompt()
        self.reasons: dict = {}  # a button that cannot act now -> why, said on hover and at its key
        self.undo_button = None  # made with the corner buttons, once the table builds its widgets
        self.hint = ButtonHint()
        self.banner_home = (BOWL_CENTRE[0], dressing.banner_y)  # where a banner stands when nothing lies under it
        self.banner = BannerPanel(*self.banner_home, self.banner_box)
        self.watch = None  # a match watched again: its controls (game.ui.watch.Watching)
        self.coach = None  # a lesson's coach (game.ui.coach.Coach)
        self.online = None  # a match played at a host's table (game.ui.online_table.Online)
        self.on_leave = None  # told when the person leaves the table for the menu (online: gets up from the seat)
        self.keys_said = dict(self.window.settings.keys)  # the keys its buttons and prompt say
        self.badge_token = BadgeToken(self)  # a road match's badge, where it carries one
        self.made_by: TableMaker = ComposedTables(kind)  # what makes this table anew: a choice taken back
        self.controls = TableControls(self)  # its keys, and the person's input they give the flow
        self.places = AnswerPlaces(self)  # where its answers go
        self.answering = TableAnswering(self, self.places)  # the table's answers to what happens
        self.answers, self.lifts = self.answering.answers, self.answering.lifts
        self.banner_place = BannerPlace(BannerSubjects(self))  # each banner clear of the dice it announces
        self.words = PromptWords(self)  # what the prompt says
        self.advice = TableAdvice(  # the old hand's: none while the screen is hidden between people
            lambda: [] if self.part.hidden() else self.flow.advice(),
            dressing.advice_card,
            self.advice_measure,
            dressing.advice_top,
            self.why_not,
            self.flow.say_refusal,
        )
        self.part: TablePart = kind(self)  # the game's own part, made once the table's own are
        self.panels = self.part.panels
        self.refresh()

    @property
    def key_places(self) -> frozenset[str]:
        """Every table's keys, a lesson's and a match watched again's besides (game.platform.keymap)."""
        places = {keymap.TABLES}
        if self.coach is not None:
            places.add(keymap.LESSON)
        if self.watch is not None:
            places.add(keymap.WATCHING)
        return frozenset(places)

    # --- what the table's parts ask of it ---

    def refresh(self) -> None:
        """The game's part's buttons and texts from the match, the prompt; then the log, the advice and Undo."""
        self.part.refresh()
        self.refresh_prompt()
        self.talk.refresh()
        self.advice.refresh()
        if self.undo_button is not None:  # a table's first refresh comes before its buttons
            self.undo_button.visible = self.flow.someone_to_move_on()  # computers alone take nothing back
            self.why_not(self.undo_button, None if self.flow.can_undo() else self.controls.why_no_undo())
        self.badge_token.refresh()
        if self.watch is not None:
            self.watch.refresh()
        if self.coach is not None:  # a step met by where the table now stands (a raise set, say)
            self.talk_button.visible = False  # under the coach's card, which covers the talk (T still opens it)
            self.coach.heard([])

    def refresh_prompt(self) -> None:
        self.words.say()

    def die_kind(self, sides: int) -> str:
        """The kind of die this table throws (``solid_dice.KINDS``): the game's part's, or the plain."""
        return self.part.die_kind(sides) or kind_of(sides)

    def add_corner_buttons(self, root) -> None:
        """Menu, the talk's All, Undo and (where the game gives advice) "?", on the table's layout ``root``."""
        self.menu_button, self.talk_button, self.undo_button, self.advice.button = corner_buttons(self, root)
        self.badge_token.add(root)

    def decide(self, action) -> None:
        """A person's decision from a button or a key; ignored while it is not a person's turn."""
        self.flow.decide(action)

    def why_not(self, widget, reason: str | None) -> None:
        """A button that cannot act now is disabled, and says why when the
        pointer rests on it or its key is pressed; None: it can act."""
        widget.disabled = reason is not None
        self.reasons[widget] = reason

    def press(self, widget, action) -> None:
        """A button's key: its action, or the reason it cannot act now."""
        reason = self.reasons.get(widget)
        if widget.visible and widget.disabled and reason:
            self.flow.say_refusal(reason)
        else:
            action()

    # --- the screen and its input ---

    def remade(self):
        return self.controls.remade()

    def takes_every_key(self) -> bool:
        return self.watch is not None  # a match watched again: the watcher's keys

    def focus_spots(self) -> list:
        own = self.part.focus_spots()
        return [] if own is None else own

    def on_key_press(self, symbol: int, modifiers: int):
        if self.watch is not None and self.watch.on_key(symbol, modifiers):
            return
        if self.coach is not None and self.coach.on_key(symbol, modifiers):
            return
        self.act(symbol, modifiers, self.controls.keys())

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int):
        point = self.to_world(x, y)
        self.part.pointer(Pointer("move", *point))
        self.controls.pointed(point)

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float):
        self.controls.scrolled(self.to_world(x, y), scroll_y)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int):
        point = self.to_world(x, y)
        if not self.part.pointer(Pointer("press", *point)):
            self.hand.pressed(point)

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int):
        point = self.to_world(x, y)
        if not self.part.pointer(Pointer("drag", *point)):
            self.hand.dragged(point)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int):
        point = self.to_world(x, y)
        if not self.part.pointer(Pointer("release", *point)):
            self.hand.released(point)

    def on_update(self, delta_time: float) -> None:
        began = time.perf_counter()
        super().on_update(delta_time)
        self.talk.card.talk.catch_up()
        if self.fonts_to_warm:
            warm(*self.fonts_to_warm.pop())
        up = self.flow.banner_up
        self.flow.advance(delta_time)
        self.answering.update()
        # a long one leaves the still image to the next frame
        self.still_table.update_seconds = time.perf_counter() - began
        if up and not self.flow.banner_up:
            self.part.heard(BannerGone())
        self.part.update(delta_time)  # after the table's own, outside its measure, as it always was

    def on_show_view(self) -> None:
        super().on_show_view()
        if self.keys_said != self.window.settings.keys:  # keys chosen anew from the pause's settings
            self.keys_said = dict(self.window.settings.keys)
            self.refresh()
        for over in overlays(self):  # enabled after the table's own: their buttons hear first
            over.ui.enable()
        self.talk.card.talk.finish()
        request = self.match.state.throw_request()  # a d6 unless the rules ask now for another
        warm_dice(self.window, self.part.dice_sides() or ((request.sides,) if request else (6,)), self.die_kind)
        warm_glyphs(self)
        if not self.sat_down:  # a folder that refuses the save is said as the people sit down
            self.sat_down = True
            self.flow.save_game(say_again=True)
            settle_the_heap()

    def on_hide_view(self) -> None:
        super().on_hide_view()
        for over in overlays(self):
            over.ui.disable()

    def fit_camera(self, width: int | None = None, height: int | None = None) -> None:
        super().fit_camera(width, height)
        for over in overlays(self):
            over.ui.fit(*self.window.get_size())

    # --- drawing ---

    def draw_still_table(self) -> None:
        self.still_table.draw()

    def draw_world(self) -> None:
        self.part.draw_world()

    def on_draw(self) -> None:
        with self.answering.shaken():
            super().on_draw()
        for over in overlays(self):
            over.ui.draw()

    def draw_over_widgets(self) -> None:
        for text in self.stakes_panel.texts(self.flow.keeper):  # a campaign's wager game: the pot and the wager
            text.draw()
        self.badge_token.draw()
        if self.watch is not None:  # its band covers the table's own controls, its buttons come over it
            self.watch.draw()
        if self.coach is not None:  # its card, over the talk, and where it points
            self.coach.draw()
        self.hint.draw()

    def draw_dice(self) -> None:
        """The last throw's dice (a die out of the bowl ringed), or the game's part's its own way; and
        what the part draws on them."""
        if not self.part.draw_dice() and self.animation is not None:
            self.animation.draw()
            if isinstance(self.animation, ThrowAnimation):
                for x, y in self.animation.out_of_bowl():
                    arcade.draw_circle_outline(x, y, 30, art.RED, 3)
        self.part.draw_on_dice()

    def draw_table_top(self) -> None:
        """Dice, a winner's card lifted, banner (clear of the dice), the drag arrow and the prompt, in that order."""
        self.draw_dice()
        self.lifts.draw()  # over the dice lying off the cards, and what the world drew on them (a seat's mark)
        if self.flow.banner_up:
            flow, still = self.flow, self.window.settings.reduce_motion
            fade = 1.0 if still else min(1.0, (flow.banner_until - flow.clock) / BANNER_FADE_SECONDS)
            self.banner.draw(fade, 1.0 if still else pop(flow.clock - flow.banner_since))
        self.answering.draw()
        self.hand.draw()
        self.prompt.draw()
        self.advice.draw()


def overlays(table: DiceTableView) -> list:
    """What rides over the table with buttons of its own: a watcher's band, a coach's card."""
    return [over for over in (table.watch, table.coach) if over is not None]


@dataclass(frozen=True)
class ComposedTables:
    """What a game's screens give as its table (``GameScreens.table``): the maker of its tables, each
    the window's table with the game's part in it (``kind``: the part's class)."""

    kind: PartKind

    def __call__(self, match: Match) -> DiceTableView:
        return DiceTableView(match, self.kind)

    def for_match(self, match: Match) -> DiceTableView:
        return table_for_match(self, match)

    def continuing(self, saved: SavedGame) -> DiceTableView:
        return table_continuing(self, saved)

    def brought_to(self, match: Match, steps: list) -> DiceTableView:
        return table_brought_to(self, match, steps)
