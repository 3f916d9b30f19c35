"""The Doty Dice table: picture dice in the bowl, the score board, a legend of
the faces, and what the way of play needs: declarations, the set round's
count and faces, the Called Shot table, dice to pick for a re-roll."""

from __future__ import annotations

import math

from game.games.doty.beats import BEATS
from game.games.doty.faces import FACES
from game.games.doty.rules import (
    CALLED_SHOT_DECLARATIONS,
    PAIRS_DECLARATIONS,
    Declare,
    Keep,
    Reroll,
)
from game.games.doty.table_cards import DotyCards
from game.games.doty.table_layout import (
    LEGEND_DIE_SCALE,
    doty_layout,
    legend_words,
)
from game.physics.flight import die_size
from game.services.match import Match
from game.ui import art, lettering
from game.ui.app import OptionPicker, button
from game.ui.arcade_import import arcade, gui
from game.ui.banner_place import Box, die_box
from game.ui.composed_table import Dressing, TableHost, TablePart
from game.ui.dice_animation import ThrowAnimation
from game.ui.dice_table import ComposedTables
from game.ui.part_cues import BannerGone, Cue, PartBoxes, Pointer, Revealing, ThrowBegins, Thrown
from game.ui.solid_dice import rest_texture
from game.ui.table_still import Sprites, TableStill


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
        self.cards = DotyCards(self, table)  # the score card, and the card of what the way of play needs
        table.still_table.part = TableStill(
            table.panel_batch, self._row_lit, over=(Sprites(self.legend), Sprites(self.cards.info_faces))
        )
        self._build_ui()

    def die_kind(self, sides: int) -> str:
        return "doty"  # its picture dice, whatever the sides

    # --- building ---

    def _texts(self) -> None:
        # each die's key while the person picks dice to throw again (the advice names them by number too)
        self.die_keys = [lettering.text("", 0, 0, art.GOLD, 13, bold=True, anchor_x="center") for _ in range(5)]

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

    def heard(self, cue: Cue) -> None:
        if isinstance(cue, ThrowBegins):
            state = self.match.state
            self.rethrow = tuple(state.pending_reroll) if state.phase == "rethrow" else None
        elif isinstance(cue, Thrown):
            self.thrown()
        elif isinstance(cue, BannerGone) and self.table.flow.person_to_decide():
            self.cards.refresh_info()  # the last throw has been read: the person's own call shows
        elif isinstance(cue, Revealing):
            for event in cue.events:
                if event.kind == "throw" and "row" in event.data:
                    assert event.seat is not None  # a throw is its thrower's
                    self.last_throw = (event.seat, event.data["declaration"], event.data["row"])

    def thrown(self) -> None:
        """The dice just thrown lie where the re-rolled ones lay; those kept lie still beside them."""
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

    def pointer(self, at: Pointer) -> bool:
        """A die clicked while the person picks what to re-roll: picked, or put back."""
        if at.kind == "press" and self.match.state.phase == "reroll" and self.table.flow.person_to_decide():
            for position, sprite in enumerate(self.dice_sprites):
                if math.dist((at.x, at.y), sprite.position) < 26:
                    self.pick(position)
                    return True
        return False

    # --- events ---

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
            self.cards.refresh_scores()
            self.cards.refresh_info()

    def person_prompt(self, name: str) -> str | None:
        phase = self.match.state.phase
        if phase == "declare":
            return f"{name}: declare, then throw."
        if phase == "reroll":
            return f"{name}: click the dice to throw again, or keep the hand."
        if phase == "set":
            return f"{name}: throw at the set! Drag across the table, or press {self.table.key_words('throw')}."
        return None

    def answer_place(self, place: tuple) -> Box | None:
        """A seat's row on the score card."""
        return self.layout.row_box(place[1]) if place[0] == "seat" else None

    # --- drawing ---

    def _row_lit(self) -> tuple[float, float, float, float] | None:
        """The score row of the seat whose turn is shown, lit under its words."""
        seat = self.table.flow.seat_shown()
        return None if seat is None else self.layout.row_box(seat)

    def boxes(self) -> PartBoxes:
        """The dice kept from the throw before lie beside those just thrown: a hand is read from all of them."""
        return PartBoxes(announced=[die_box(die.center_x, die.center_y, die_size(6)) for die in self.still_dice])

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
