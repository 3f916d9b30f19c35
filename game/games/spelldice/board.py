"""The pick board: a wizard's dice behind his shield, the Whip, and his two
fists, drawn in the middle of the table while he picks, with the words that
say what each die does and what each fist now holds. It answers where the
pointer is (a die, the Whip, a fist) and says a refusal on its own line,
where the person is looking, until it goes.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.games.spelldice.colours import COLOUR_BY_KEY
from game.games.spelldice.picking import DIE_ORDER, WHIP_TOKEN, Picking
from game.ui import art, text_size
from game.ui.arcade_import import arcade
from game.ui.fitting import fitted, fitted_block
from game.ui.kept_words import KeptWords
from game.ui.solid_dice import rest_texture

BOARD = (262, 100, 756, 490)  # left, bottom, width, height
SLOT_Y = 424
SLOT_XS = (380, 510, 640, 770, 900)
SLOT = 74  # a die's square on the board
LIFTED_LINE = 4  # the gold frame round a lifted die...
LIFTED_REACH = SLOT / 2 + 5  # ...reaches this far out from its middle
FISTS = ((296, 196, 330, 136), (654, 196, 330, 136))
ONE_FIST = (475, 196, 330, 136)
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


def pick_prompt(name: str, picking: Picking | None) -> str:
    """What the picker is asked to do: fill two fists, or (fallen) fire one Deadshot."""
    if picking is not None and picking.fallen:
        return f"{name}: aim your Deadshot at a wizard with your one hand, then hands up."
    return f"{name}: fill your fists, then hands up."


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

    @staticmethod
    def fist_boxes(picking: Picking) -> tuple:
        return (ONE_FIST,) if picking.fist_count == 1 else FISTS

    @staticmethod
    def slot_box(k: int) -> tuple:
        return (SLOT_XS[k] - SLOT / 2, SLOT_Y - SLOT / 2, SLOT, SLOT)

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
        shapes = arcade.shape_list.ShapeElementList()
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
        room = top - (SLOT_Y + LIFTED_REACH + LIFTED_LINE)  # clear of a lifted die's frame
        help_words, help_size = fitted_block(keys.help(picking), width - 40, 14, room, italic=True)
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
        x = SLOT_XS[k]
        colour = "purple" if picking.fallen else (DIE_ORDER + (WHIP_TOKEN,))[k]
        self.boxes[f"slot {k}"] = self.slot_box(k)
        where = ""  # where the die is when not in its square: said under its shot, in its spell's place
        if thing is None:  # the die is in a fist, banished, or (the fallen) fired
            shapes.append(arcade.shape_list.create_rectangle_outline(x, SLOT_Y, SLOT - 8, SLOT - 8, (90, 70, 50), 2))
            where = (
                "in a fist"
                if picking.in_fist(colour) is not None
                else "banished"
                if colour not in picking.owned and colour != WHIP_TOKEN
                else ""
            )
        elif thing == WHIP_TOKEN:
            shapes.append(arcade.shape_list.create_rectangle_filled(x, SLOT_Y, SLOT - 8, SLOT - 8, (96, 58, 30)))
            shapes.append(
                arcade.shape_list.create_rectangle_outline(
                    x, SLOT_Y, SLOT - 8, SLOT - 8, art.GOLD if lifted else art.PANEL_EDGE, 3
                )
            )
            words("WHIP", x, SLOT_Y, art.GOLD, 15, bold=True, anchor_x="center", anchor_y="center")
        else:
            if lifted:
                lifted_side = 2 * LIFTED_REACH - LIFTED_LINE  # the frame's line is centred on its side
                shapes.append(
                    arcade.shape_list.create_rectangle_outline(
                        x, SLOT_Y, lifted_side, lifted_side, art.GOLD, LIFTED_LINE
                    )
                )
            self.sprites.append(arcade.Sprite(rest_texture(thing, 6), scale=0.8, center_x=x, center_y=SLOT_Y))
        key = keys.slot(picking, k)
        if thing is not None:  # clear of the frame a lifted die gets (it reaches LIFTED_REACH out)
            words(key, x - LIFTED_REACH - 5, SLOT_Y + SLOT / 2 - 4, art.GOLD, 12, bold=True, anchor_x="right")
        if colour == WHIP_TOKEN:
            line, detail = "The Whip", "brings back the banished"
        elif colour == "purple":
            line, detail = f"Deadshot {picking.need}+", "at a wizard: come back"
        else:
            shade = COLOUR_BY_KEY[colour]
            line, detail = f"{shade.shot} {shade.need}+", f"or cast {shade.spell}"
        line, size = fitted(line, 124, 13, bold=True)
        words(
            line,
            x,
            SLOT_Y - LIFTED_REACH - 16,
            art.INK if thing else art.INK_DIM,
            text_size.unscaled(size),
            bold=True,
            anchor_x="center",
        )
        detail, size = fitted(where or detail, 124, 11, italic=True)
        words(
            detail, x, SLOT_Y - LIFTED_REACH - 32, art.INK_DIM, text_size.unscaled(size), italic=True, anchor_x="center"
        )

    def _fist(self, picking: Picking, k: int, box: tuple, lit: bool, shapes, keys: PickKeys) -> None:
        words = self.words.add
        left, bottom, width, height = box
        self.boxes[f"fist {k}"] = box
        hand = picking.fists[k]
        shapes.append(
            arcade.shape_list.create_rectangle_filled(
                left + width / 2, bottom + height / 2, width, height, (44, 26, 14)
            )
        )
        shapes.append(
            arcade.shape_list.create_rectangle_outline(
                left + width / 2,
                bottom + height / 2,
                width,
                height,
                art.GOLD if lit else art.PANEL_EDGE,
                3 if lit else 2,
            )
        )
        which = "Your hand" if picking.fist_count == 1 else ("Left fist", "Right fist")[k]
        key = keys.fist(picking, k)
        words(
            f"{which} ({key})" + ("  click to empty" if hand.kind != "empty" else ""),
            left + 12,
            bottom + height - 24,
            art.GOLD,
            13,
            bold=True,
        )
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
        title, size = fitted(title, room, 16, bold=True)
        words(title, text_left, bottom + 70, art.INK, text_size.unscaled(size), bold=True)
        words(detail, text_left, bottom + 56, art.INK_DIM, 11, italic=True, anchor_y="top", width=room, multiline=True)

    def draw(self) -> None:
        draw_card()
        self.shapes.draw()
        self.sprites.draw()
        self.words.draw()
