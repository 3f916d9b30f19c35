"""The pick board: a wizard's dice behind his shield, the Whip, and his two
fists, drawn in the middle of the table while he picks, with the words that
say what each die does and what each fist now holds. It answers where the
pointer is (a die, the Whip, a fist) and says a refusal on its own line,
where the person is looking, until it goes.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.games.spelldice.colours import COLOUR_BY_KEY, COLOURS
from game.games.spelldice.picking import DIE_ORDER, WHIP_TOKEN, Picking
from game.ui import art, text_size
from game.ui.arcade_import import arcade
from game.ui.fitting import block_height, fitted, fitted_block, fitted_choice, line_height, words_width
from game.ui.kept_words import KeptWords
from game.ui.solid_dice import rest_texture

BOARD = (262, 100, 756, 490)  # left, bottom, width, height
SLOT_Y = 424
SLOT_XS = (338, 489, 640, 791, 942)  # the board's width in five: a spell's name has room to stand whole
COLUMN = 140  # the words under a die, at most this wide (laid out in a little more: the lines are broken here)
SLOT = 74  # a die's square on the board
LIFTED_LINE = 4  # the gold frame round a lifted die...
LIFTED_REACH = SLOT / 2 + 5  # ...reaches this far out from its middle
FISTS = ((296, 196, 330, 136), (654, 196, 330, 136))
ONE_FIST = (475, 196, 330, 136)
# The help said shorter where its room is less (the dice raised at the
# larger sizes for their words): the keys stand by the dice and fists too.
SHORTER_HELP = (
    "Drag a die onto a wizard to shoot at them, or onto a fist to hold it up as a spell; or click it, then "
    "where it goes.",
    "Drag a die onto a wizard to shoot at them, or onto a fist to hold it up as a spell.",
    "Drag a die onto a wizard or onto a fist.",
)
HELP = (
    "Drag a die onto a wizard to shoot at them, or onto a fist to hold it up as a spell; or click it, then "
    "where it goes. Keys: {picks} and {whip} pick up, {left} and {right} are your fists, a wizard's key (on their "
    "plaque) aims, {enter}: hands up."
)

# The fallen fire one Deadshot with one hand: no spells, no Whip, one fist.
DEADSHOT_HELP = (
    "Drag your Deadshot onto a wizard to fire it at them, or click it, then them. "
    "Keys: {first} picks it up, a wizard's key (on their plaque) aims, {enter}: hands up. "
    "A hit brings you back with 1 health."
)


@dataclass(frozen=True)
class PickKeys:
    """The keys that pick, hold and aim, in words, as the person chose them
    (game.platform.keymap): the board, the plaques and the help say them."""

    slots: tuple[str, ...]  # dice 1 to 4 (the fallen's Deadshot: the first), then the Whip
    fists: tuple[str, str]  # left, right; the fallen's one hand is the left's
    aims: tuple[str, ...]  # seat by seat
    enter: str

    def slot(self, picking: Picking, k: int) -> str:
        return self.slots[0] if picking.fallen else self.slots[k]

    def fist(self, picking: Picking, k: int) -> str:
        return self.fists[k] if picking.fist_count == 2 else self.fists[0]

    def help(self, picking: Picking) -> str:
        if picking.fallen:
            return DEADSHOT_HELP.format(first=self.slots[0], enter=self.enter)
        picks = ", ".join(self.slots[:4])
        return HELP.format(picks=picks, whip=self.slots[4], left=self.fists[0], right=self.fists[1], enter=self.enter)


def throw_prompt(name: str, what: str, key: str) -> tuple[str, ...]:
    """The thrower asked for his die (``what``: "your Hot Shot at Cora"), the shorter where the line
    under the table holds no more (the larger text sizes)."""
    return (
        f"{name}: throw {what} (drag across the table, or {key}).",
        f"{name}: throw {what} (drag, or {key}).",
        f"Throw {what} (drag, or {key}).",
    )


def aim_prompt(name: str, selected: str) -> tuple[str, ...]:
    """A die (or the Whip) picked up, to be put on a wizard or in a fist; the shorter where the line
    holds no more."""
    what = "the Whip" if selected == WHIP_TOKEN else f"the {selected} die"
    return (
        f"{name}: now click a wizard to shoot {what} at, or a fist to hold it up.",
        f"{name}: click a wizard to shoot {what} at, or a fist to hold it up.",
        f"{name}: click a wizard to shoot at, or a fist.",
        "Click a wizard to shoot at, or a fist to hold it up.",
    )


def pick_prompt(name: str, picking: Picking | None, helped: bool = True, enter: str = "Enter") -> str | tuple[str, ...]:
    """What the picker is asked to do: fill two fists, or (fallen) fire one Deadshot; how to, where
    the board had no room for its help (the largest text size), the shorter where the line holds no
    more; the fists full, hands up (no die can go anywhere more)."""
    fallen = picking is not None and picking.fallen
    if picking is not None and picking.full:
        done = "your Deadshot is aimed" if fallen else "your fists are full"
        return (
            f"{name}: {done}: hands up ({enter}), or click a fist to take its die back.",
            f"{name}: {done}: hands up ({enter}).",
            f"{done[0].upper()}{done[1:]}: hands up ({enter}).",
        )
    if helped:
        if fallen:
            return f"{name}: aim your Deadshot at a wizard with your one hand, then hands up."
        return f"{name}: fill your fists, then hands up."
    if fallen:
        return (f"{name}: drag your Deadshot onto a wizard, then hands up.", "Drag your Deadshot onto a wizard.")
    return (
        f"{name}: drag a die onto a wizard or a fist, then hands up.",
        "Drag a die onto a wizard or a fist, then hands up.",
        "Drag a die onto a wizard or a fist.",
    )


def wrapped(words: str, size: float, width: float, bold: bool = False, italic: bool = False) -> list[str]:
    """``words`` in lines no wider than ``width`` at ``size`` (as at Normal), broken between words."""
    lines: list[str] = []
    for word in words.split(" "):
        if lines and words_width(f"{lines[-1]} {word}", size, bold, italic) <= width:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return lines


def name_lines() -> int:
    """The lines the longest shot's name takes under its die: two at the larger sizes."""
    return _name_lines(text_size.scale())


@lru_cache(maxsize=4)
def _name_lines(scale: float) -> int:  # measured once a text size: the board asks at every refresh
    return max(len(wrapped(f"{shade.shot} {shade.need}+", 13, COLUMN, bold=True)) for shade in COLOURS)


def column_words(name: str, details: tuple[str, ...]) -> tuple[str, str]:
    """The words under a die: its name, wrapped, over the first of ``details``
    (the clearest first) that stands whole in the lines left under the dice
    (``slot_y``: the longest name's and one more)."""
    named = wrapped(name, 13, COLUMN, bold=True)
    for detail in details:
        lines = wrapped(detail, 11, COLUMN, italic=True)
        if len(named) + len(lines) <= name_lines() + 1 and all(
            words_width(line, 11, italic=True) <= COLUMN for line in lines
        ):
            return "\n".join(named), "\n".join(lines)
    return "\n".join(named), details[-1]


def shorter_titles(title: str) -> tuple[str, ...]:
    """A fist's title, then said shorter: the die beside it says which shot
    ("at Mother Grell"), its spell's name alone ("Dodge")."""
    shot, at, target = title.partition(" at ")
    if at:
        return title, f"at {target}"
    return (title, title.removesuffix(" held up")) if title.endswith(" held up") else (title,)


def shorter_details(detail: str) -> tuple[str, ...]:
    """What a fist's die does, then without its last clauses, then its need
    alone ("hits on 4+"): whole clauses, never cut mid-word."""
    clauses = detail.split("; ")
    said = tuple("; ".join(clauses[:n]) for n in range(len(clauses), 0, -1))
    return (*said, detail.partition(": ")[0]) if ": " in detail else said


def slot_y() -> float:
    """The dice's row: raised at the larger sizes over the words under them,
    two lines of a name and one of its spell, clear of the fists."""
    words = name_lines() * line_height(13, bold=True) + line_height(11, italic=True)
    return max(SLOT_Y, FISTS[0][1] + FISTS[0][3] + 8 + words + LIFTED_REACH)


def draw_card(box: tuple = BOARD) -> None:
    """The dark card the pick board and the round told over sit on."""
    arcade.draw_rect_filled(arcade.LBWH(*box), (26, 15, 8, 248))
    arcade.draw_rect_outline(arcade.LBWH(*box), art.GOLD, 2)


def _inside(box: tuple, x: float, y: float) -> bool:
    left, bottom, width, height = box
    return left <= x <= left + width and bottom <= y <= bottom + height


class PickBoard:
    def __init__(self):
        self.words = KeptWords()
        self.sprites = arcade.SpriteList()
        self.shapes = arcade.shape_list.ShapeElementList()
        self.boxes: dict[str, tuple] = {}
        self.helped = True  # the board has room for its help: else the prompt under it says how to pick

    @staticmethod
    def fist_boxes(picking: Picking) -> tuple:
        return (ONE_FIST,) if picking.fist_count == 1 else FISTS

    @staticmethod
    def slot_box(k: int) -> tuple:
        return (SLOT_XS[k] - SLOT / 2, slot_y() - SLOT / 2, SLOT, SLOT)

    def slot_at(self, picking: Picking, x: float, y: float) -> str | None:
        for k, thing in enumerate(picking.slots()):
            if thing is not None and _inside(self.slot_box(k), x, y):
                return thing
        return None

    def fist_at(self, picking: Picking, x: float, y: float) -> int | None:
        for k, box in enumerate(self.fist_boxes(picking)):
            if _inside(box, x, y):
                return k
        return None

    def rebuild(self, picking: Picking, selected: str | None, carrying: str | None, keys: PickKeys) -> None:
        self.sprites.clear()
        self.words.begin()
        self.boxes = {"board": BOARD}
        shapes: arcade.shape_list.ShapeElementList[arcade.shape_list.Shape] = arcade.shape_list.ShapeElementList()
        words = self.words.add
        left, bottom, width, height = BOARD
        name = picking.names[picking.seat]
        title = (
            f"{name}: your Deadshot (it needs {picking.need})"
            if picking.fallen
            else f"{name}: your dice, behind your shield"
        )
        title, size = fitted(title, width - 40, 22, bold=True)
        words(
            title,
            left + width / 2,
            bottom + height - 36,
            art.GOLD,
            text_size.unscaled(size),
            bold=True,
            anchor_x="center",
        )
        top = bottom + height - 52
        room = top - (slot_y() + LIFTED_REACH + LIFTED_LINE)  # clear of a lifted die's frame
        help_size: float
        help_words, help_size = "", 14  # no room left for even the shortest: the keys stand by the dice
        for said in (keys.help(picking), *([] if picking.fallen else SHORTER_HELP)):
            help_words, help_size = fitted_block(said, width - 40, 14, room, italic=True)
            if help_words == said:
                break
            help_words = ""
        self.helped = bool(help_words)
        words(
            help_words,
            left + width / 2,
            top,
            art.INK,
            text_size.unscaled(help_size),
            italic=True,
            anchor_x="center",
            anchor_y="top",
            width=width - 40,
            multiline=True,
            align="center",
        )
        for k, thing in enumerate(picking.slots()):
            self._slot(picking, k, thing, thing is not None and thing in (selected, carrying), shapes, keys)
        for k, box in enumerate(self.fist_boxes(picking)):
            self._fist(picking, k, box, selected is not None or carrying is not None, shapes, keys)
        self.shapes = shapes
        self.words.end()

    def _slot(self, picking: Picking, k: int, thing: str | None, lifted: bool, shapes, keys: PickKeys) -> None:
        words = self.words.add
        x, y = SLOT_XS[k], slot_y()
        colour = "purple" if picking.fallen else (DIE_ORDER + (WHIP_TOKEN,))[k]
        self.boxes[f"slot {k}"] = self.slot_box(k)
        where = ""  # where the die is when not in its square: said under its shot, in its spell's place
        if thing is None:  # the die is in a fist, banished, or (the fallen) fired
            shapes.append(arcade.shape_list.create_rectangle_outline(x, y, SLOT - 8, SLOT - 8, (90, 70, 50, 255), 2))
            where = (
                "in a fist"
                if picking.in_fist(colour) is not None
                else "banished"
                if colour not in picking.owned and colour != WHIP_TOKEN
                else ""
            )
        elif thing == WHIP_TOKEN:
            wide = max(SLOT - 8, words_width("WHIP", 15, bold=True) + 14)  # its word inside its frame at any size
            shapes.append(arcade.shape_list.create_rectangle_filled(x, y, wide, SLOT - 8, (96, 58, 30, 255)))
            shapes.append(
                arcade.shape_list.create_rectangle_outline(
                    x, y, wide, SLOT - 8, arcade.types.Color(*(art.GOLD if lifted else art.PANEL_EDGE)), 3
                )
            )
            words("WHIP", x, y, art.GOLD, 15, bold=True, anchor_x="center", anchor_y="center")
        else:
            if lifted:
                lifted_side = 2 * LIFTED_REACH - LIFTED_LINE  # the frame's line is centred on its side
                shapes.append(
                    arcade.shape_list.create_rectangle_outline(
                        x, y, lifted_side, lifted_side, arcade.types.Color(*art.GOLD), LIFTED_LINE
                    )
                )
            self.sprites.append(arcade.Sprite(rest_texture(thing, 6), scale=0.8, center_x=x, center_y=y))
        key = keys.slot(picking, k)
        if thing is not None:  # clear of the frame a lifted die gets (it reaches LIFTED_REACH out)
            words(key, x - LIFTED_REACH - 5, y + SLOT / 2 - 4, art.GOLD, 12, bold=True, anchor_x="right")
        details: tuple[str, ...]
        if colour == WHIP_TOKEN:
            line, details = "The Whip", ("brings back the banished", "the banished back")
        elif colour == "purple":
            line, details = f"Deadshot {picking.need}+", ("at a wizard: come back", "come back")
        else:
            spell = COLOUR_BY_KEY[colour].spell  # said shorter where a line holds no more: never cut
            line = f"{COLOUR_BY_KEY[colour].shot} {COLOUR_BY_KEY[colour].need}+"
            details = (f"or cast {spell}", f"cast {spell}", f"or {spell}", spell)
        line, detail = column_words(line, (where,) if where else details)
        top = y - LIFTED_REACH - 2  # under a lifted die's frame, the name (two lines at the larger sizes)
        style = {"anchor_x": "center", "anchor_y": "top", "multiline": True, "width": COLUMN + 10, "align": "center"}
        words(line, x, top, art.INK if thing else art.INK_DIM, 13, bold=True, **style)
        under = top - line.count("\n") * line_height(13, bold=True) - line_height(13, bold=True)
        words(detail, x, under, art.INK_DIM, 11, italic=True, **style)

    def _fist(self, picking: Picking, k: int, box: tuple, lit: bool, shapes, keys: PickKeys) -> None:
        words = self.words.add
        left, bottom, width, height = box
        self.boxes[f"fist {k}"] = box
        hand = picking.fists[k]
        shapes.append(
            arcade.shape_list.create_rectangle_filled(
                left + width / 2, bottom + height / 2, width, height, (44, 26, 14, 255)
            )
        )
        shapes.append(
            arcade.shape_list.create_rectangle_outline(
                left + width / 2,
                bottom + height / 2,
                width,
                height,
                arcade.types.Color(*(art.GOLD if lit else art.PANEL_EDGE)),
                3 if lit else 2,
            )
        )
        which = "Your hand" if picking.fist_count == 1 else ("Left fist", "Right fist")[k]
        key = keys.fist(picking, k)
        headings = (f"{which} ({key})",) if hand.kind == "empty" else (f"{which} ({key})  click to empty",)
        heading, size = fitted_choice((*headings, f"{which} ({key})"), width - 24, 13, bold=True)
        top = bottom + height - 6  # hung under the fist's frame, however tall its letters
        words(heading, left + 12, top, art.GOLD, text_size.unscaled(size), bold=True, anchor_y="top")
        title, detail = picking.fist_words(k)
        text_left = left + 12
        if hand.colour is not None:
            self.sprites.append(
                arcade.Sprite(rest_texture(hand.colour, 6), scale=0.6, center_x=left + 44, center_y=bottom + 52)
            )
            text_left = left + 88
        elif hand.kind == "whip":
            words("WHIP", left + 44, bottom + 52, art.GOLD, 14, bold=True, anchor_x="center", anchor_y="center")
            text_left = left + 88
        room = left + width - 12 - text_left
        title, size = fitted_choice(shorter_titles(title), room, 16, bold=True)
        words(title, text_left, bottom + 70, art.INK, text_size.unscaled(size), bold=True)
        details = shorter_details(detail)
        whole = next(  # as many lines as stand from under the title to the fist's foot
            (said for said in details if block_height(said, 11, room, italic=True) <= 52), None
        )
        if whole is None:  # at the largest text even the shortest wraps past the foot: one line, smaller
            said, size = fitted(details[-1], room, 11, italic=True)
            words(said, text_left, bottom + 56, art.INK_DIM, text_size.unscaled(size), italic=True, anchor_y="top")
        else:
            words(
                whole, text_left, bottom + 56, art.INK_DIM, 11, italic=True, anchor_y="top", width=room, multiline=True
            )

    def draw(self) -> None:
        draw_card()
        self.shapes.draw()
        self.sprites.draw()
        self.words.draw()
