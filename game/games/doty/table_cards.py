"""Doty Dice's cards: the score card (each seat's name, what it is and its score) and the card of what
the way of play needs (the declaration and the set at Pairs, the Called Shot's rows for the call, the
hands' points at Everyone Scores). A part of the Doty table's part (``game.games.doty.table``)."""

from __future__ import annotations

from typing import Any, Protocol

from game.games.doty.faces import EVERYONE_SCORES_POINTS, face_of
from game.games.doty.rules import (
    CALLED_SHOT_DECLARATIONS,
    CALLED_SHOT_POINTS,
    CALLED_SHOT_ROWS,
    VARIANT_TITLES,
    called_shot_fitting_words,
    called_shot_row_words,
    called_shot_rows,
)
from game.games.doty.table_layout import INFO_TEXT_UNDER_TITLE, INFO_TITLE_DOWN, SIZES, DotyLayout
from game.ui import art, lettering, text_size
from game.ui.arcade_import import arcade
from game.ui.fitting import fit, fitted, fitted_choice
from game.ui.solid_dice import rest_texture

INFO_TITLE_SIZE = 17
# a Called Shot row said shorter, where the card has no room for its plain words (the larger text sizes)
SHORT_ROWS = {
    "Three alike, fitting": "3 alike, fitting",
    "Fitting pair, third fits too": "Fit pair, 3rd fits",
    "Fitting pair, third does not": "Fit pair, 3rd not",
    "Three different, all fitting": "3 different, all fit",
    "Two fitting, one not": "2 fit, 1 not",
    "Just one fitting": "1 fitting",
}


def shorter_row(said: str, row: str | None) -> str:
    """A Called Shot row said as shortly as it can be: the three faces named as one of each, a pair of a
    face without its "A", the plain rows in figures."""
    if row == "single/all" and " and " in said:
        return "One of each"
    return SHORT_ROWS.get(said, said.replace("A pair of ", "Pair of "))


class CardsPart(Protocol):
    """What the cards read of the Doty table's part."""

    match: Any
    layout: DotyLayout
    last_throw: tuple[int, str, str] | None  # Called Shot: (thrower, declaration, row) of the throw just made
    called_picker: Any  # the person's call, being chosen


class DotyCards:
    def __init__(self, part: CardsPart, table: Any):  # table: the window's (its flow, its panels' batch)
        self.part, self.table, self.match = part, table, part.match
        layout = part.layout
        batch = table.panel_batch
        state = self.match.state
        self.score_title = lettering.text(
            "", *layout.score_title_at(), art.GOLD, SIZES["score_title"], bold=True, batch=batch
        )
        self.score_rows = []
        for seat in range(state.players):
            self.score_rows.append(
                (
                    lettering.text("", *layout.name_at(seat), art.INK, SIZES["name"], bold=True, batch=batch),
                    lettering.text("", *layout.detail_at(seat), art.INK_DIM, SIZES["detail"], italic=True, batch=batch),
                    lettering.figure("", *layout.score_at(seat), art.GOLD, SIZES["score"], batch=batch),
                )
            )
        x, y, w, h = layout.info_card
        title_y = y + h - INFO_TITLE_DOWN
        self.info_title = lettering.text("", x + 14, title_y, art.GOLD, INFO_TITLE_SIZE, bold=True, batch=batch)
        # under the title by as much more as its line is taller at the larger sizes: clear of its letters' feet
        text_y = title_y - INFO_TEXT_UNDER_TITLE * text_size.scale()
        self.info_text = lettering.text(
            "", x + 14, text_y, art.INK, SIZES["info"], width=w - 28, multiline=True, batch=batch
        )
        self.info_faces: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        # Called Shot: the table's rows for the declaration shown, the throw's own row marked
        self.shot_rows = [
            (
                lettering.text("", x + 14, 0, art.INK, 12, batch=batch),  # set under the words when shown
                lettering.figure("", x + w - 16, 0, art.INK, 12, batch=batch),
            )
            for k in range(len(CALLED_SHOT_ROWS))
        ]
        self.shot_marked: str | None = None  # the row of the throw just made, if shown
        self.shot_shown: tuple = ()  # the rows shown, in order

    def refresh_scores(self) -> None:
        state = self.match.state
        self.score_title.text = f"{VARIANT_TITLES[state.variant]}, to {state.options.goal}"
        for seat, (name, detail, score) in enumerate(self.score_rows):
            marks = []
            if state.variant == "pairs" and seat == state.declarer and not state.over:
                marks.append("declares")
            if state.variant in ("quintuples", "everyone_scores") and state.round_hands[seat]:
                marks.append(state.round_hands[seat])
            kind = self.match.seat_kind(seat)
            score.text = str(state.scores[seat])
            fit(
                name, state.names[seat], self.part.layout.name_room(seat, score.content_width), SIZES["name"], bold=True
            )
            room = score.x - score.content_width - 10 - detail.x
            for said in ("; ".join([kind] + marks), "; ".join([kind.split(", ")[-1]] + marks), "; ".join(marks)):
                detail.text = said  # the longest that leaves the score clear
                if detail.content_width <= room:
                    break

    def refresh_info(self) -> None:
        state = self.match.state
        self.info_faces.clear()
        x, y, w, h = self.part.layout.info_card
        if state.variant == "pairs":
            declaration = state.current_declaration()
            self.info_title.text = f"Declared: {declaration.title}" if declaration else "Pairs"
            if state.set_faces:
                count = state.set_count
                tally = " ".join("||||" for _ in range(count // 5)) + " " + "|" * (count % 5)
                self.info_text.text = (
                    f"The set: {face_of(state.set_faces[0]).name} and "
                    f"{face_of(state.set_faces[1]).name}\n\nThrows so far: {count}\n"
                    f"{tally.strip()}"
                )
                for k, value in enumerate(state.set_faces):
                    self.info_faces.append(
                        arcade.Sprite(
                            rest_texture("doty", value), scale=0.5, center_x=x + w - 90 + k * 46, center_y=y + 50
                        )
                    )
            else:
                self.info_text.text = (
                    "A fitting pair wins the points; another pair loses; two different faces make a set."
                )
        elif state.variant == "called_shot":
            # the throw just made stays while its banner is read; then the person's own call
            choosing = self.table.flow.person_to_decide() and state.phase == "declare" and not self.table.flow.banner_up
            called = (", called by {}", ": {}")  # the shorter where the longer does not fit
            if state.declaration:  # declared, the dice not yet thrown
                key, marked, said = state.declaration, None, called
                seat = state.turn
            elif self.part.last_throw is not None and not choosing:  # the throw just made, under its own call
                seat, key, marked = self.part.last_throw
                said = called
            else:  # the person choosing: the call in the picker
                key, marked, said, seat = self.part.called_picker.value, None, ("? {} to call", "?"), state.turn
            declaration = CALLED_SHOT_DECLARATIONS[key]
            # the call and its caller, shorter, then the call alone where a long name leaves no room
            titles = (*(declaration.title + way.format(state.names[seat]) for way in said), declaration.title)
            self.info_title.text = fitted_choice(titles, w - 28, INFO_TITLE_SIZE, bold=True)[0]
            self.info_text.text = "Fitting: " + called_shot_fitting_words(declaration)
            self._show_shot_rows(declaration, marked)
        elif state.variant == "triples":
            self.info_title.text = "Triples"
            self.info_text.text = "A pair scores 2, a triple 6."
        else:
            points = state.variant == "everyone_scores"
            self.info_title.text = VARIANT_TITLES[state.variant]
            lines = [
                f"{hand.value}{': ' + str(EVERYONE_SCORES_POINTS[hand]) if points else ''}"
                for hand in reversed(list(EVERYONE_SCORES_POINTS))
            ]
            if points:
                lines.append("Re-roll: on" if state.options.reroll else "Re-roll: off")
            self.info_text.text = "\n".join(lines)
        title, size = fitted(self.info_title.text, w - 28, INFO_TITLE_SIZE, bold=True)  # long calls shrink to fit
        if (title, size) != (self.info_title.text, self.info_title.font_size):
            self.info_title.text, self.info_title.font_size = title, size

    def _show_shot_rows(self, declaration, marked: str | None) -> None:
        """The rows a throw under the declaration can fall in, in plain words
        with their points; the row of the throw just made in gold."""
        self.shot_shown = called_shot_rows(declaration)
        self.shot_marked = marked
        for k, (words, points) in enumerate(self.shot_rows):
            words.y = points.y = self.part.layout.shot_row_y(k, self.info_text.bottom)
            row = self.shot_shown[k] if k < len(self.shot_shown) else None
            points.text = str(CALLED_SHOT_POINTS[row][declaration.column]) if row else ""
            # the row reached is marked by its words, gold and bold: a frame round a 20 px row would cross them
            words.color = points.color = art.GOLD if row is not None and row == marked else art.INK
            words.bold = points.bold = row is not None and row == marked
            said = called_shot_row_words(declaration, row) if row else ""
            # clear of the points at the right; said shorter where the card needs the room (the larger sizes)
            sayings = (said, said.replace(" and ", ", "), shorter_row(said, row))
            words.text, words.font_size = fitted_choice(
                sayings, self.part.layout.info_card[2] - 50, 12, bold=words.bold
            )
