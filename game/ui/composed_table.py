"""What a game gives of its own dice table: its part (``TablePart``), which the window's table
(``game.ui.dice_table.DiceTableView``: the flow, the dice, the banner, the talk, the prompt, the advice,
the controls) owns and asks, through this narrow protocol, for what the game shows its own way (its
panels, buttons and texts, its keys, what lies on the table); how the part's class dresses the table
before it is made (``Dressing``, whose defaults are the plain table's: the bowl in the middle, the
banner over it, the advice card under it); and what the part may read and call of the table
(``TableHost``), which it sees as that, never as a subclass of it.

A game's screens give its table as ``ComposedTables(its part's class)`` (``game.ui.dice_table``): the
maker of its tables for a new match, a saved one, or one caught up (docs/adding-a-game.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from game.services.match import Match
from game.table.beats import TableBeats
from game.ui.arcade_import import arcade
from game.ui.part_cues import Cue, PartBoxes, Pointer
from game.ui.table_talk import ADVICE_TOP

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

BOWL_CENTRE = (640.0, 385.0)
TABLE_AREA = arcade.LRBT(300, 980, 95, 690)
BANNER_Y = 638.0  # above the bowl
BANNER_ROOM = (TABLE_AREA.left, TABLE_AREA.bottom, TABLE_AREA.width, TABLE_AREA.height)  # where a banner may move
ADVICE_CARD = (380, 250, 520, 0)  # left, bottom, width; the height follows the options


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
    advice: Any  # the old hand's card (game.ui.table_talk.TableAdvice): drawn where a part draws the table its way
    controls: Any  # the table's own keys' actions (game.ui.table_controls: its pause, its skip)
    watch: Any  # a match watched again (game.ui.watch.Watching), or None: it plays as it was played

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
    talk_head: float = 56  # the talk's title and margins: what its lines leave of the card's height
    talk_title_size: int = 18
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
    banner_y: float = BANNER_Y  # where it stands when nothing lies under it (across the bowl's middle)
    advice_card: tuple = ADVICE_CARD  # the old hand's: left, bottom, width (the height follows the options)
    advice_top: float = ADVICE_TOP  # the advice card grows up to here at most


class TablePart(Protocol):
    """A game's own part of its table, made for a table (``TablePart(host)``) and asked for what the
    game shows its own way. A part says it is one by naming this protocol as its base: what it does not
    say is done as here (nothing more than the table's own)."""

    panels: tuple  # its cards (left, bottom, width, height): the banner and the figures keep off them
    move_on_button: Any = None  # where a moment is held for the person: the button that moves on from it

    def refresh(self) -> None: ...  # its buttons and texts from the match (before the table's own)

    def keys(self) -> dict: ...  # its own keys (game.platform.keymap ids -> what they do), over the table's

    def draw_world(self) -> None: ...  # what lies on the table under the dice; then ``host.draw_table_top``

    def heard(self, cue: Cue) -> None:  # a cue of the flow's shown its own way (game.ui.part_cues)
        return None

    def pointer(self, at: Pointer) -> bool:  # the pointer on the table (in its own measure): taken?
        return False

    def boxes(self) -> PartBoxes:  # what lies on it that a banner and the rising figures must know of
        return PartBoxes()

    def dice_sides(self) -> tuple[int, ...]:  # the dice the table throws, warmed as it opens (None: the rules')
        return ()

    def die_kind(self, sides: int) -> str | None:  # its own kind of die (solid_dice.KINDS); None: the plain
        return None

    def person_prompt(self, name: str) -> str | tuple[str, ...] | None:  # the game's decision; None: the throw's
        return None

    def waiting_prompt(self, name: str) -> str | None:  # while no person acts, its own words; None: the table's
        return None

    def explained(self) -> str | None:  # the words the pointer rests on, said on the prompt's line
        return None

    def refused(self, reason: str) -> bool:  # a move refused, said its own way (where the person looks): said?
        return False

    def hidden(self) -> bool:  # the screen hidden between people: no advice, and of the table's keys the talk's
        return False

    def answer_place(self, place: tuple) -> Box | None:  # its seats, pot, purses; None: the table's own
        return None

    def refresh_figures(self) -> None:  # its figures as far as their counts have come
        return None

    def focus_spots(self) -> list | None:  # the places the keys' focus stops at (game.ui.focus); None: none
        return None

    def update(self, delta_time: float) -> None:  # each frame, after the table's own
        return None

    def animation_of(self, throw: Throw, playback: Playback) -> PlaybackDrawing | None:  # None: the dice fly
        return None

    def draw_dice(self) -> bool:  # the dice drawn its own way: True; False, drawn by the table
        return False

    def draw_on_dice(self) -> None:  # drawn over the dice, under the banner
        return None


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
