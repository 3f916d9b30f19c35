"""A dice table made of a game's own part: the window's table (``DiceTableView``: the flow, the dice,
the banner, the talk, the prompt, the advice, the controls) owns a game's ``TablePart`` (its panels,
its buttons and texts, its keys, how it draws what lies on the table) and asks it, through the narrow
``TablePart`` protocol, for what the game shows its own way. The part sees the table through the
narrow ``TableHost`` protocol, never as its subclass.

A game's screens give its table as ``ComposedTables(its part's class)``: the maker of its tables for
a new match, a saved one, or one caught up. Four games' tables are made so; Spelldice's still
subclasses ``DiceTableView``, to be moved over as they were (the way a game's table is given, in
docs/adding-a-game.md, is this one)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from game.services.match import Match
from game.services.saves import SavedGame
from game.table.beats import TableBeats
from game.ui.dice_table import BANNER_ROOM, BOWL_CENTRE, TABLE_AREA, DiceTableView
from game.ui.table_making import table_brought_to, table_continuing, table_for_match

if TYPE_CHECKING:
    from game.services.match import Throw
    from game.table.flow import TableFlow
    from game.table.playback import Playback
    from game.ui.answers import TableAnswers
    from game.ui.arcade_import import gui
    from game.ui.banner_place import Box
    from game.ui.dice_animation import PlaybackDrawing
    from game.ui.still_layer import KeptBatch, StillTable
    from game.ui.throw_hand import ThrowHand


class TableHost(Protocol):
    """What a game's part may read and call of the table it is part of."""

    match: Match
    flow: TableFlow
    panel_batch: KeptBatch  # the panels' texts, drawn as one batch
    still_table: StillTable  # what lies still, kept as one image (a part adds its own: ``still_table.part``)
    ui: gui.UIManager
    hand: ThrowHand  # the throw in the person's hand (its Throw button: ``hand.throw_standard``)
    answers: TableAnswers  # the figures counting as coins fly (``answers.figure``)
    animation: PlaybackDrawing | None  # the last throw's dice, as drawn (None: none lie there now)
    dice_at: tuple[float, float]  # where thrown dice are played back
    prompt: Any  # the prompt under the table (``keep_clear_of`` a card of the part's reaching down)
    throw_area: Any  # where a drag may start a throw (an arcade rect)
    focus: Any  # the keys' focus (game.ui.focus.FocusRing)
    window: Any  # its settings (the seats' shapes, reduced motion...)

    def hinted(self, widget: Any, words: str, id: str) -> Any: ...  # a button that says its key

    def key_words(self, id: str) -> str: ...

    def die_kind(self, sides: int) -> str: ...  # the kind of die the table throws (a special die's own)

    def add_corner_buttons(self, root: Any) -> None: ...

    def decide(self, action: Any) -> None: ...  # the person's decision, given to the flow

    def press(self, widget: Any, action: Any) -> None: ...  # a button's action by its key, or its reason said

    def why_not(self, widget: Any, reason: str | None) -> None: ...  # why a button cannot act now (None: it can)

    def key_hint(self, words: str, id: str) -> str: ...  # a button's words with its key: "Roll (Space)"

    def refresh(self) -> None: ...

    def refresh_prompt(self) -> None: ...

    def draw_table_top(self) -> None: ...  # the dice, the banner, the prompt... over what the part drew


@dataclass(frozen=True)
class Dressing:
    """How a game's part dresses the window's table before the part is made (the table's own parts are
    made with them): the talk's card, a lesson's coach's card, the banner's box, the art painted in."""

    talk_card: tuple  # (left, bottom, width, height)
    coach_card: tuple | None = None  # None: over the talk
    banner_box: tuple[float, float] | None = None  # its width and height; None: the table's own
    decor: tuple = ()  # static art painted into the backdrop: ((image file, (x, y)), ...)
    coach_words_size: int | None = None  # None: the table's own
    bowl_at: tuple[float, float] | None = BOWL_CENTRE  # None: a table without a bowl
    dice_at: tuple[float, float] = BOWL_CENTRE  # where thrown dice are played back: the physics' middle
    throw_area: Any = TABLE_AREA  # where a drag may start a throw (an arcade rect)
    banner_room: Box | None = None  # where a banner may move to stand clear; None: the table's own
    banner_narrows: bool = True  # it may wrap into a narrower box, where nowhere across the table is clear
    banner_title_alone: bool = False  # it may say its title alone (the talk its second line) rather than cover dice


class TablePart(Protocol):
    """A game's own part of its table, made for a table (``TablePart(host)``) and asked for what the
    game shows its own way. A part says it is one by naming this protocol as its base: what it does not
    say is done as here (nothing more than the table's own)."""

    panels: tuple  # its cards (left, bottom, width, height): the banner and the figures keep off them

    def refresh(self) -> None: ...  # its buttons and texts from the match (before the table's own)

    def keys(self) -> dict: ...  # its own keys (game.platform.keymap ids -> what they do)

    def draw_world(self) -> None: ...  # what lies on the table under the dice; then ``host.draw_table_top``

    def dice_sides(self) -> tuple[int, ...]:  # the dice the table throws, warmed as it opens (None: the rules')
        return ()

    def die_kind(self, sides: int) -> str | None:  # its own kind of die (solid_dice.KINDS); None: the plain
        return None

    def person_prompt(self, name: str) -> str | tuple[str, ...] | None:  # the game's decision; None: the throw's
        return None

    def answer_place(self, place: tuple) -> Box | None:  # its seats, pot, purses; None: the table's own
        return None

    def refresh_figures(self) -> None:  # its figures as far as their counts have come
        return None

    def throw_begins(self) -> None:  # the dice are about to leave the hand
        return None

    def thrown(self) -> None:  # a throw's dice fly (``host.animation``)
        return None

    def revealing(self, events: list) -> None:  # a step's outcome is about to be shown
        return None

    def banner_gone(self) -> None:  # the banner has been read and is down
        return None

    def pressed(self, x: float, y: float) -> bool:  # a press on the table (in its own measure): taken?
        return False

    def more_announced(self) -> list[Box]:  # more that a banner speaks of than the dice just thrown
        return []

    def draw_on_dice(self) -> None:  # drawn over the dice, under the banner
        return None

    def banner_may_cover(self) -> tuple:  # its panels a banner may stand over (a tray that is its place)
        return ()

    def focus_spots(self) -> list | None:  # the places the keys' focus stops at (game.ui.focus); None: none
        return None

    def update(self, delta_time: float) -> None:  # each frame, after the table's own
        return None

    def dragged(self, x: float, y: float) -> bool:  # a drag on the table (in its own measure): taken?
        return False

    def released(self, x: float, y: float) -> bool:  # a press let go: taken?
        return False

    def pointed(self, x: float, y: float) -> None:  # the pointer moved over the table
        return None

    def waiting_prompt(self, name: str) -> str | None:  # while no person acts, its own words; None: the table's
        return None

    def animation_of(self, throw: Throw, playback: Playback) -> PlaybackDrawing | None:  # None: the dice fly
        return None

    def keeps_clear(self) -> list[Box]:  # more that a rising figure keeps off than the panels (a creature)
        return []

    def unannounced(self) -> list[Box]:  # dice lying from earlier throws that a banner does not speak of
        return []

    def draw_dice(self) -> bool:  # the dice drawn its own way: True; False, drawn by the table
        return False


class PartKind(Protocol):
    """A game's part's class: what the table needs of it before the part is made, and the making."""

    @property
    def beats(self) -> type[TableBeats]: ...  # which events are moments, banners and sounds

    @property
    def over_prompt(self) -> str: ...

    @property
    def advice_measure(self) -> str: ...  # what the old hand's figures measure

    def dressing(self, match: Match, /) -> Dressing: ...

    def __call__(self, host: TableHost, /) -> TablePart: ...


class ComposedTable(DiceTableView):
    """The window's dice table with a game's part in it."""

    def __init__(self, match: Match, kind: PartKind):
        self.beats = kind.beats
        self.over_prompt, self.advice_measure = kind.over_prompt, kind.advice_measure
        dressing = kind.dressing(match)
        self.log_card = dressing.talk_card
        self.coach_card = dressing.coach_card or dressing.talk_card
        self.banner_box = dressing.banner_box or self.banner_box
        self.decor = dressing.decor
        self.coach_words_size = dressing.coach_words_size or self.coach_words_size
        self.bowl_at, self.dice_at, self.throw_area = dressing.bowl_at, dressing.dice_at, dressing.throw_area
        self.room_for_banner: Box = dressing.banner_room or BANNER_ROOM
        self.banner_narrows, self.banner_title_alone = dressing.banner_narrows, dressing.banner_title_alone
        super().__init__(match)
        self.made_by = ComposedTables(kind)
        self.part = kind(self)
        self.panels = self.part.panels
        self.refresh()

    @property
    def banner_room(self) -> Box:
        return self.room_for_banner

    def refresh(self) -> None:
        self.part.refresh()
        self.refresh_prompt()
        super().refresh()

    def person_prompt(self, name: str) -> str | tuple[str, ...]:
        own = self.part.person_prompt(name)
        return super().person_prompt(name) if own is None else own

    def waiting_prompt(self, name: str) -> str | tuple[str, ...] | None:
        own = self.part.waiting_prompt(name)
        return super().waiting_prompt(name) if own is None else own

    def animation_of(self, throw: Throw, playback: Playback):
        own = self.part.animation_of(throw, playback)
        return super().animation_of(throw, playback) if own is None else own

    def keep_clear(self) -> list[Box]:
        return super().keep_clear() + self.part.keeps_clear()

    def unannounced_boxes(self) -> list[Box]:
        return self.part.unannounced()

    def answer_place(self, place: tuple) -> Box | None:
        own = self.part.answer_place(place)
        return super().answer_place(place) if own is None else own

    def refresh_figures(self) -> None:
        self.part.refresh_figures()

    def keys(self) -> dict:
        return {**super().keys(), **self.part.keys()}

    def dice_sides(self) -> tuple[int, ...]:
        return self.part.dice_sides() or super().dice_sides()

    def die_kind(self, sides: int) -> str:
        return self.part.die_kind(sides) or super().die_kind(sides)

    def throw_begins(self) -> None:
        self.part.throw_begins()

    def thrown(self, throw: Throw, playback: Playback) -> None:
        super().thrown(throw, playback)
        self.part.thrown()

    def revealing(self, events: list) -> None:
        self.part.revealing(events)

    def on_update(self, delta_time: float) -> None:
        up = self.flow.banner_up
        super().on_update(delta_time)
        if up and not self.flow.banner_up:
            self.part.banner_gone()
        self.part.update(delta_time)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int):
        if not self.part.pressed(*self.to_world(x, y)):
            super().on_mouse_press(x, y, button, modifiers)

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int):
        if not self.part.dragged(*self.to_world(x, y)):
            super().on_mouse_drag(x, y, dx, dy, buttons, modifiers)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int):
        if not self.part.released(*self.to_world(x, y)):
            super().on_mouse_release(x, y, button, modifiers)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int):
        self.part.pointed(*self.to_world(x, y))
        super().on_mouse_motion(x, y, dx, dy)

    def focus_spots(self) -> list:
        own = self.part.focus_spots()
        return super().focus_spots() if own is None else own

    def banner_keeps_off(self) -> list[Box]:
        return [box for box in super().banner_keeps_off() if box not in self.part.banner_may_cover()]

    def announced_boxes(self) -> list[Box]:
        return super().announced_boxes() + self.part.more_announced()

    def draw_world(self) -> None:
        self.part.draw_world()

    def draw_dice(self) -> None:
        if not self.part.draw_dice():
            super().draw_dice()
        self.part.draw_on_dice()


@dataclass(frozen=True)
class ComposedTables:
    """What a game's screens give as its table (``GameScreens.table``): the maker of its tables."""

    kind: PartKind

    def __call__(self, match: Match) -> ComposedTable:
        return ComposedTable(match, self.kind)

    def for_match(self, match: Match) -> DiceTableView:
        return table_for_match(self, match)

    def continuing(self, saved: SavedGame) -> DiceTableView:
        return table_continuing(self, saved)

    def brought_to(self, match: Match, steps: list) -> DiceTableView:
        return table_brought_to(self, match, steps)
