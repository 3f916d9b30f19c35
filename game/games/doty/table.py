"""The Doty Dice table: picture dice in the bowl, the score board, a legend of
the faces, and what the way of play needs: declarations, the set round's
count and faces, the Called Shot table, dice to pick for a re-roll."""

from __future__ import annotations

import math

from game.core.events import Event
from game.games.doty.beats import BEATS
from game.games.doty.faces import EVERYONE_SCORES_POINTS, FACES, face_of
from game.games.doty.rules import (
    CALLED_SHOT_DECLARATIONS,
    CALLED_SHOT_POINTS,
    CALLED_SHOT_ROWS,
    PAIRS_DECLARATIONS,
    VARIANT_TITLES,
    Declare,
    Keep,
    Reroll,
    called_shot_fitting_words,
    called_shot_row_words,
    called_shot_rows,
)
from game.games.doty.table_layout import (
    INFO_TEXT_UNDER_TITLE,
    INFO_TITLE_DOWN,
    LEGEND_DIE_SCALE,
    SIZES,
    doty_layout,
    legend_words,
)
from game.physics.flight import die_size
from game.services.match import Match
from game.ui import art, lettering, text_size
from game.ui.app import OptionPicker, button
from game.ui.arcade_import import arcade, gui
from game.ui.banner_place import Box, die_box
from game.ui.composed_table import ComposedTables, Dressing, TableHost, TablePart
from game.ui.dice_animation import ThrowAnimation
from game.ui.fitting import fit, fitted, fitted_choice
from game.ui.solid_dice import rest_texture
from game.ui.table_still import Sprites, TableStill

INFO_TITLE_SIZE = 17


class DotyTable(TablePart):
    """Doty Dice's part of its table: the score card, the faces' legend, the card of what the way of play
    needs (the declaration, the set, the Called Shot's rows), its buttons, and the dice picked to re-roll."""

    beats = BEATS
    over_prompt = "The game is over."
    advice_measure = "Your chance to win the game; a re-roll also shows its points as expected."

    @staticmethod
    def dressing(match: Match) -> Dressing:
        """The cards as large as the text size makes what they hold (game.games.doty.table_layout); a
        lesson's coach over the talk only: the goal's panel above it is what the coach talks about."""
        layout = doty_layout(match.state.players, match.state.variant)
        return Dressing(layout.log_card, banner_box=layout.banner_box, decor=legend_words(layout), coach_words_size=13)

    def __init__(self, table: TableHost):
        self.table = table
        self.match = match = table.match
        self.layout = doty_layout(match.state.players, match.state.variant)
        self.panels = (self.layout.score_card, self.layout.legend_card, self.layout.info_card, self.layout.log_card)
        self.picked: set[int] = set()  # dice picked for a re-roll
        self.dice_sprites: list = []  # the resting dice, by position
        self.rethrow: tuple | None = None  # the positions the throw in flight throws again
        # resting dice that are not being thrown
        self.still_dice: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        # Called Shot: (thrower, declaration, row) of the throw just made
        self.last_throw: tuple[int, str, str] | None = None
        self.picker_moment: tuple | None = None  # (seat, declarations so far) the picker was last set for
        self.legend: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        for k, _face in enumerate(FACES):
            x, y = self.layout.legend_spot(k)
            self.legend.append(
                arcade.Sprite(rest_texture("doty", k + 1), scale=LEGEND_DIE_SCALE, center_x=x, center_y=y)
            )
        self._texts()
        table.still_table.part = TableStill(
            table.panel_batch, self._row_lit, over=(Sprites(self.legend), Sprites(self.info_faces))
        )
        self._build_ui()

    def die_kind(self, sides: int) -> str:
        return "doty"  # its picture dice, whatever the sides

    # --- building ---

    def _texts(self) -> None:
        layout = self.layout
        batch = self.table.panel_batch
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
        # each die's key while the person picks dice to throw again (the advice names them by number too)
        self.die_keys = [lettering.text("", 0, 0, art.GOLD, 13, bold=True, anchor_x="center") for _ in range(5)]
        self.shot_marked: str | None = None  # the row of the throw just made, if shown
        self.shot_shown: tuple = ()  # the rows shown, in order

    def _build_ui(self) -> None:
        root = self.table.ui.add(gui.UIAnchorLayout())
        self.table.add_corner_buttons(root)
        self.pairs_bar = gui.UIBoxLayout(vertical=False, space_between=8)
        self.pairs_buttons = {}
        for key, declaration in PAIRS_DECLARATIONS.items():
            self.pairs_buttons[key] = self.pairs_bar.add(
                button(
                    f"{declaration.title} {declaration.points}",
                    width=120,
                    height=40,
                    on_click=lambda k=key: self.declare(k),
                )
            )
        self.called_bar = gui.UIBoxLayout(vertical=False, space_between=10)
        self.called_picker = self.called_bar.add(
            OptionPicker(
                [(key, d.title) for key, d in CALLED_SHOT_DECLARATIONS.items()],
                0,
                width=280,
                on_change=lambda _key: self._browse_declarations(),
            )
        )
        self.declare_button = self.called_bar.add(
            button("Declare", width=140, on_click=lambda: self.declare(self.called_picker.value))
        )
        self.throw_bar = gui.UIBoxLayout(vertical=False, space_between=10)
        self.throw_button = self.throw_bar.add(
            self.table.hinted(button("", width=200, on_click=self.table.hand.throw_standard), "Throw", "throw")
        )
        self.reroll_bar = gui.UIBoxLayout(vertical=False, space_between=10)
        self.reroll_button = self.reroll_bar.add(button("Re-roll picked dice", width=230, on_click=self.reroll))
        self.keep_button = self.reroll_bar.add(button("Keep the hand", width=190, on_click=self.keep))
        for bar in (self.pairs_bar, self.called_bar, self.throw_bar, self.reroll_bar):
            root.add(bar, anchor_x="center", anchor_y="bottom", align_y=12)

    # --- the player's moves ---

    def declare(self, key: str) -> None:
        self.table.decide(Declare(key))

    def reroll(self) -> None:
        if self.table.flow.person_to_decide() and self.picked:
            picked = tuple(sorted(self.picked))
            if self.table.flow.attempt(Reroll(picked)):
                self.picked.clear()

    def keep(self) -> None:
        self.table.decide(Keep())

    def throw_begins(self) -> None:
        state = self.match.state
        self.rethrow = tuple(state.pending_reroll) if state.phase == "rethrow" else None

    def thrown(self) -> None:
        rethrow, animation = self.rethrow, self.table.animation
        assert isinstance(animation, ThrowAnimation)  # the dice just thrown fly
        thrown = list(animation.dice)
        if rethrow is None:
            self.dice_sprites = thrown
        else:
            for sprite, position in zip(thrown, rethrow):
                self.dice_sprites[position] = sprite
        self.still_dice.clear()
        for sprite in self.dice_sprites:
            if sprite not in thrown:
                self.still_dice.append(sprite)
        self.last_throw = None

    def _picker_at_own_call(self) -> None:
        """A person's call begins at the call they made last (the first in
        the list before their first): never at another's, and the same in a
        continued game as in one never left. Browsing then moves it freely."""
        state = self.match.state
        moment = (state.turn, sum(event.kind == "declare" for event in state.log))
        if moment == self.picker_moment:
            return
        self.picker_moment = moment
        own = [event.data["declaration"] for event in state.log if event.kind == "declare" and event.seat == state.turn]
        self.called_picker.select(own[-1] if own else next(iter(CALLED_SHOT_DECLARATIONS)))

    def _browse_declarations(self) -> None:
        """The person looks through the declarations: the panel shows the one picked."""
        self.last_throw = None
        self.table.refresh()

    def pick(self, position: int) -> None:
        """A die picked for the re-roll, or put back (a click on it, or its number's key)."""
        if (
            self.match.state.phase == "reroll"
            and self.table.flow.person_to_decide()
            and position < len(self.dice_sprites)
        ):
            self.picked ^= {position}
            self.table.refresh()

    def keys(self) -> dict:
        picks = {f"doty:pick_{k + 1}": lambda k=k: self.pick(k) for k in range(5)}
        return {**picks, "doty:reroll": self.reroll, "doty:keep": self.keep}

    def pressed(self, x: float, y: float) -> bool:
        """A die clicked while the person picks what to re-roll: picked, or put back."""
        if self.match.state.phase == "reroll" and self.table.flow.person_to_decide():
            for position, sprite in enumerate(self.dice_sprites):
                if math.dist((x, y), sprite.position) < 26:
                    self.pick(position)
                    return True
        return False

    def banner_gone(self) -> None:
        if self.table.flow.person_to_decide():  # the last throw has been read: the person's own call shows
            self._refresh_info()

    # --- events ---

    def revealing(self, events: list[Event]) -> None:
        for event in events:
            if event.kind == "throw" and "row" in event.data:
                assert event.seat is not None  # a throw is its thrower's
                self.last_throw = (event.seat, event.data["declaration"], event.data["row"])

    # --- what is shown ---

    def refresh(self) -> None:
        state = self.match.state
        deciding = self.table.flow.person_to_decide()
        self.pairs_bar.visible = deciding and state.phase == "declare" and state.variant == "pairs"
        self.called_bar.visible = deciding and state.phase == "declare" and state.variant == "called_shot"
        if not (deciding and state.phase == "reroll"):  # picks are a re-roll's: kept, passed or taken back, gone
            self.picked.clear()
        if self.called_bar.visible:
            self._picker_at_own_call()
        self.reroll_bar.visible = deciding and state.phase == "reroll"
        self.throw_bar.visible = not (self.pairs_bar.visible or self.called_bar.visible or self.reroll_bar.visible)
        self.throw_button.disabled = not self.table.flow.person_to_throw()
        self.reroll_button.disabled = not self.picked
        self.reroll_button.text = f"Re-roll {len(self.picked)} picked" if self.picked else "Click dice to re-roll"
        if not self.table.flow.pending:  # a throw's outcome shows when its dice come to rest
            self._refresh_scores()
            self._refresh_info()

    def person_prompt(self, name: str) -> str | None:
        phase = self.match.state.phase
        if phase == "declare":
            return f"{name}: declare, then throw."
        if phase == "reroll":
            return f"{name}: click the dice to throw again, or keep the hand."
        if phase == "set":
            return f"{name}: throw at the set! Drag across the table, or press {self.table.key_words('throw')}."
        return None

    def _refresh_scores(self) -> None:
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
            fit(name, state.names[seat], self.layout.name_room(seat, score.content_width), SIZES["name"], bold=True)
            room = score.x - score.content_width - 10 - detail.x
            for said in ("; ".join([kind] + marks), "; ".join([kind.split(", ")[-1]] + marks), "; ".join(marks)):
                detail.text = said  # the longest that leaves the score clear
                if detail.content_width <= room:
                    break

    def _refresh_info(self) -> None:
        state = self.match.state
        self.info_faces.clear()
        x, y, w, h = self.layout.info_card
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
            elif self.last_throw is not None and not choosing:  # the throw just made, under its own call
                seat, key, marked = self.last_throw
                said = called
            else:  # the person choosing: the call in the picker
                key, marked, said, seat = self.called_picker.value, None, ("? {} to call", "?"), state.turn
            declaration = CALLED_SHOT_DECLARATIONS[key]
            titles = tuple(declaration.title + way.format(state.names[seat]) for way in said)
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
            words.y = points.y = self.layout.shot_row_y(k, self.info_text.bottom)
            row = self.shot_shown[k] if k < len(self.shot_shown) else None
            points.text = str(CALLED_SHOT_POINTS[row][declaration.column]) if row else ""
            # the row reached is marked by its words, gold and bold: a frame round a 20 px row would cross them
            words.color = points.color = art.GOLD if row is not None and row == marked else art.INK
            words.bold = points.bold = row is not None and row == marked
            said = called_shot_row_words(declaration, row) if row else ""
            fit(words, said, self.layout.info_card[2] - 50, 12, bold=words.bold)  # clear of the points at the right

    def answer_place(self, place: tuple) -> Box | None:
        """A seat's row on the score card."""
        return self.layout.row_box(place[1]) if place[0] == "seat" else None

    # --- drawing ---

    def _row_lit(self) -> tuple[float, float, float, float] | None:
        """The score row of the seat whose turn is shown, lit under its words."""
        seat = self.table.flow.seat_shown()
        return None if seat is None else self.layout.row_box(seat)

    def more_announced(self) -> list[Box]:
        """The dice kept from the throw before lie beside those just thrown: a hand is read from all of them."""
        return [die_box(die.center_x, die.center_y, die_size(6)) for die in self.still_dice]

    def draw_world(self) -> None:
        self.still_dice.draw()  # under the dice thrown
        self.table.draw_table_top()

    def ringed(self) -> set[int]:
        """The dice drawn with a ring: those picked for a re-roll while the person picks, then those
        waiting to be thrown again until they leave the hand."""
        state = self.match.state
        if state.phase == "rethrow" and not self.table.flow.busy:
            return set(state.pending_reroll)
        return set(self.picked)

    def draw_on_dice(self) -> None:
        for position in self.ringed():
            if position < len(self.dice_sprites):
                x, y = self.dice_sprites[position].position
                arcade.draw_circle_outline(x, y, 30, art.GOLD, 4)
        if self.match.state.phase == "reroll" and self.table.flow.person_to_decide():
            for position, (sprite, said) in enumerate(zip(self.dice_sprites, self.die_keys)):
                words = self.table.key_words(f"doty:pick_{position + 1}")  # as the person set the keys
                if said.text != words:
                    said.text = words
                said.position = (sprite.center_x, sprite.center_y - 46)  # under the die and its ring
                said.draw()


DOTY_TABLE = ComposedTables(DotyTable)  # the game's table: the window's, with this part in it
