"""What the Spots table shows of the players: the acting player's pack of
dog cards, the trick tiles, the yard against its limit and the others at a
glance. A part of the Spots table's part (``game.games.spots.table``), drawn
into its sprites and kept words."""

from __future__ import annotations

from typing import Any, Protocol

from game.core.dice import dice_count
from game.games.spots import pictures
from game.games.spots.dogs import DOG_BY_KEY
from game.games.spots.rules import (
    BUST_OVER,
)
from game.games.spots.table_layout import (
    CARD_SIZE,
    COMPLETE_INK,
    PACK_AREA,
    TILE_SIZE,
    TRAY_RECT,
    YARD_CARD,
    card_spot,
    tile_spot,
    treats_said,
)
from game.games.spots.tricks import TRICK_BY_KEY
from game.ui import art, text_size
from game.ui.arcade_import import arcade
from game.ui.fitting import fit_block, fitted_choice, line_height
from game.ui.solid_dice import rest_texture

# a complete dog's call; the shorter where the longer does not fit
COMPLETE_WORDS = ("Complete: score it!", "Score it!")


class BoardTable(Protocol):
    """What the board reads of the table's part it is drawn for."""

    match: Any
    flow: Any  # the TableFlow
    sprites: Any  # an arcade SpriteList: the cards, faces, spaces, placed dice, tiles, treats
    table_words: Any  # KeptWords: the cards' and tiles' words
    info_card: tuple
    others_card: tuple
    info_text: Any
    info_said: tuple[str, ...]  # the pile card's sayings before they were fitted
    yard_text: Any


class SpotsBoard:
    """The players' packs, the tiles and the yard, drawn from the match."""

    def __init__(self, table: BoardTable):
        self.table = table
        self.match = table.match

    def refresh(self) -> None:
        state = self.match.state
        self.table.sprites.clear()
        self.table.table_words.begin()
        bust = self.bust_shown()
        seat = bust.seat if bust is not None else state.turn if not state.is_d0g(state.turn) else 0
        for place, tile in enumerate(state.tiles):
            x, y = tile_spot(place)
            trick = TRICK_BY_KEY[tile["stack"][0]]
            self.table.sprites.append(
                arcade.Sprite(pictures.tile(trick.colour, tile["faceup"]), center_x=x, center_y=y)
            )
            colour = art.INK if tile["faceup"] else (150, 130, 110)
            # its place and title; at the larger sizes the title alone, nearer the tile's edge, if both do not fit
            said, size = fitted_choice((f"{place + 1}. {trick.title}", trick.title), TILE_SIZE[0] - 10, 14, bold=True)
            left = x - TILE_SIZE[0] / 2 + (10 if said != trick.title else 5)
            self.table.table_words.add(said, left, y + 20, colour, text_size.unscaled(size), bold=True)
            if not tile["faceup"]:  # a line under the title's, as much lower as its line is taller
                self.table.table_words.add(
                    "facedown", left, y + 20 - line_height(14, bold=True), colour, 11, italic=True
                )
            for k in range(tile["treats"]):
                self.table.sprites.append(
                    arcade.Sprite(pictures.treat(), scale=0.5, center_x=x - 40 + 24 * k, center_y=y - 28)
                )
        for index, card in enumerate(state.packs[seat]):
            self._add_card(seat, index, card, *card_spot(index))
        self._refresh_yard(seat, bust)
        self._refresh_others(seat)
        spaces = ", ".join(map(str, DOG_BY_KEY[state.deck[0]].spaces)) if state.deck else ""
        top = f" (the top one: {spaces})" if state.deck else ""
        top_line = f"\nThe top dog: {spaces}" if state.deck else ""
        pile, deck, scored = dice_count(state.pile), len(state.deck), state.scored_count(seat)
        info = (
            f"The pile: {pile}\nThe deck: {deck} dogs{top}\n{state.names[seat]}: {scored} of 6 dogs scored",
            f"The pile: {pile}\nThe deck: {deck} dogs{top_line}\n{scored} of 6 dogs scored",
        )  # the second, in shorter lines, where the first does not fit whole (the larger text sizes)
        if info != self.table.info_said:
            self.table.info_said = info
            for said in info:
                fit_block(self.table.info_text, said, 14, self.table.info_card[3] - 30)
                if not self.table.info_text.text.endswith("..."):
                    break
        # between the cards' frames and the tray's foot, as large as stands there (at Largest it crossed
        # the tray's edge): a line's letters reach about 0.95 of its points over its baseline, 0.3 under
        frames_top = card_spot(0)[1] + CARD_SIZE[1] / 2 + 4  # a card's frame stands 4 over its picture
        lowest, highest = frames_top + 1, TRAY_RECT[1] + 3
        size = next((size for size in range(15, 9, -1) if 1.25 * text_size.points(size) <= highest - lowest), 10)
        baseline = lowest + 0.3 * text_size.points(size)
        self.table.table_words.add(f"{state.names[seat]}'s dogs", PACK_AREA[0] + 6, baseline, art.GOLD, size, bold=True)
        self.table.table_words.end()

    def _add_card(self, seat: int, index: int, card: dict, x: float, y: float) -> None:
        dog = DOG_BY_KEY[card["dog"]]
        w, h = CARD_SIZE
        self.table.sprites.append(arcade.Sprite(pictures.card(card["scored"]), center_x=x, center_y=y))
        ink = (40, 28, 20)  # dark on the cream card and on the gilded one
        name_y = y + h / 2 - 26
        under_name = name_y - line_height(15, bold=True)  # the card's second line, under the name's at any size
        self.table.table_words.add(dog.name, x - w / 2 + 70, name_y, ink, 15, bold=True)
        self.table.sprites.append(
            arcade.Sprite(pictures.dog(dog.key), scale=0.5, center_x=x - w / 2 + 36, center_y=y + h / 2 - 36)
        )
        for k in range(dog.paws):
            self.table.sprites.append(
                arcade.Sprite(pictures.paw(), scale=0.5, center_x=x + w / 2 - 16 - 18 * k, center_y=y + h / 2 - 18)
            )
        if card["scored"]:
            self.table.table_words.add("Scored!", x - w / 2 + 70, under_name, (150, 40, 30), 15, bold=True)
            return
        if self.match.state.complete(seat, index):
            said, size = fitted_choice(COMPLETE_WORDS, w - 78, 14, bold=True)  # within the card, right of the dog
            self.table.table_words.add(
                said, x - w / 2 + 70, under_name, COMPLETE_INK, text_size.unscaled(size), bold=True
            )
        for k, value in enumerate(dog.spaces):
            sx, sy = x - w / 2 + 30 + k * 50, y - h / 2 + 32
            if value in card["dice"]:
                self.table.sprites.append(
                    arcade.Sprite(rest_texture("spots", value), scale=0.42, center_x=sx, center_y=sy)
                )
            else:
                self.table.sprites.append(arcade.Sprite(pictures.space(value), scale=0.5, center_x=sx, center_y=sy))

    def bust_shown(self):
        """The bust event of a person's own bust while it is read (the state
        has already moved on to the next turn), or None."""
        moment = self.table.flow.moment
        if moment is None or moment.kind != "bust":
            return None
        return next(event for event in moment.events if event.kind == "bust")

    def _refresh_yard(self, seat: int, bust=None) -> None:
        """The seat's yard against its limit; while a bust is read, the yard
        that went over it (gone back to the pile by now), said as a bust."""
        state = self.match.state
        yard = bust.data["yard"] if bust is not None else state.yards[seat]
        total = sum(yard)
        name = state.names[seat]
        over = f" of {BUST_OVER}" if bust is None else f" over {BUST_OVER}: bust!"
        said, size = fitted_choice(
            (f"{name}'s yard: {total}{over}", f"Yard: {total}{over}", f"Yard {total}: bust!"),
            YARD_CARD[2] - 28,
            16,
            bold=True,
        )  # the player's name is over their dogs too: the yard's count said whole first
        self.table.yard_text.text = said
        if self.table.yard_text.font_size != size:
            self.table.yard_text.font_size = size
        self.table.yard_text.color = art.RED if total >= 6 else art.GOLD if total >= 4 else art.GREEN
        x0, y0, _, _ = YARD_CARD
        for k, value in enumerate(yard):
            self.table.sprites.append(
                arcade.Sprite(
                    rest_texture("spots", value),
                    scale=0.36,
                    center_x=x0 + 30 + 36 * (k % 7),
                    center_y=y0 + 78 - 38 * (k // 7),
                )
            )
        for k in range(state.treats[seat]):
            self.table.sprites.append(
                arcade.Sprite(pictures.treat(), scale=0.45, center_x=x0 + 24 + 22 * (k % 12), center_y=y0 + 16)
            )

    def _refresh_others(self, shown: int) -> None:
        state = self.match.state
        x0, y0, w, h = self.table.others_card
        self.table.table_words.add("At the table", x0 + 14, y0 + h - 28, art.GOLD, 16, bold=True)
        row = 0
        for seat in range(state.seats):
            if seat == shown:
                continue
            y = y0 + h - 60 - row * 58
            row += 1
            name = state.names[seat]
            details: tuple[str, ...]
            if state.is_d0g(seat):
                details = (treats_said(state.treats[seat]),)
            else:
                filled = sum(len(state.packs[seat][k]["dice"]) for k in state.unscored(seat))
                spaces = sum(len(state.dog(seat, k).spaces) for k in state.unscored(seat))
                yard = f"yard {state.yard_total(seat)}/{BUST_OVER}, {treats_said(state.treats[seat])}"
                details = (f"{yard}, {filled} of {spaces} spaces filled", f"{yard}, {filled}/{spaces} filled", yard)
            colour = art.GOLD if seat == state.turn else art.INK
            scored = state.scored_count(seat)  # the name whole where the card holds it, the count said shorter
            said, size = fitted_choice((f"{name}: {scored} of 6 dogs", f"{name}: {scored}/6"), w - 28, 14, bold=True)
            self.table.table_words.add(said, x0 + 14, y, colour, text_size.unscaled(size), bold=True)
            detail, size = fitted_choice(details, w - 28, 14)  # a shorter saying where the longer does not fit
            below = max(20, line_height(14) - 3)  # under the name, a line's height at the larger sizes
            self.table.table_words.add(detail, x0 + 14, y - below, art.INK_DIM, text_size.unscaled(size))
