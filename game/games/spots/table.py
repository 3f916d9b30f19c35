"""The Spots table: the trick tiles, the dice tray, the pack of the player to
act (large, at the bottom, to drop dice on), the other players at a glance,
the yard against its limit, treats, and the log.

A roll lands in the tray. The player clicks a die (or several, for a trick
that keeps some) and then a dog card or the yard, or drags a die there;
"Place what fits" puts every die that fits somewhere on the dog nearest
completion. Tiles are clicked to do their trick; hovering one shows its words.
"""

from __future__ import annotations

from game.games.spots import moves
from game.games.spots.beats import BEATS
from game.games.spots.choice_words import choice_words
from game.games.spots.physics import TRAY_HALF
from game.games.spots.prompts import burying_busts, person_prompt
from game.games.spots.table_board import SpotsBoard
from game.games.spots.table_go import GoByDrag
from game.games.spots.table_keyed import SpotsKeyed
from game.games.spots.table_layout import (
    CARD_SIZE,
    COMPLETE_INK,
    INFO_CARD,
    LOG_CARD,
    TILE_SIZE,
    TILES_CARD,
    TRAY_CENTRE,
    TRAY_RECT,
    YARD_CARD,
    card_spot,
    info_card,
    inside,
    others_card,
    talk_card_for,
    tile_spot,
)
from game.games.spots.table_tray import SpotsTray
from game.games.spots.tricks import TRICK_BY_KEY
from game.services.match import Match
from game.ui import art, lettering
from game.ui.app import OptionPicker, button
from game.ui.arcade_import import arcade, gui
from game.ui.dice_table import DiceTableView
from game.ui.kept_words import KeptWords
from game.ui.table_still import Sprites, TableStill


def tray_floor() -> None:
    """The tray's wooden floor inside its frame."""
    cx, cy = TRAY_CENTRE
    arcade.draw_rect_filled(arcade.XYWH(cx, cy, 2 * TRAY_HALF[0], 2 * TRAY_HALF[1]), (118, 78, 44))


class SpotsTableView(SpotsKeyed, SpotsTray, SpotsBoard, DiceTableView):
    bowl_at = None
    dice_at = TRAY_CENTRE
    throw_area = arcade.LBWH(*TRAY_RECT)
    log_card = LOG_CARD  # each table sets its own, as tall as its others' card leaves room for
    advice_measure = "Dice each choice is expected to place, less the bust it risks."
    beats = BEATS
    over_prompt = "The game is over."

    def __init__(self, match: Match):
        self.log_card = talk_card_for(match.state.seats - 1)  # as tall as the others' card leaves room for (d0g a seat)
        super().__init__(match)
        self.others_card = others_card(match.state.seats - 1)
        self.info_card = info_card()  # grown to its lines at the larger text sizes
        self.panels = (TILES_CARD, YARD_CARD, self.info_card, self.others_card, self.log_card, TRAY_RECT)
        self.coach_card = self.log_card  # a lesson's coach over the talk, d0g's dogs in sight above it
        self._start_tray()
        self.hovered_tile: int | None = None
        self.go_drag = GoByDrag(self)  # a drag where the player decides whether to roll rolls, as Space does
        self.prompt.keep_clear_of(self.info_card)  # the pile's card grows down beside it at the larger sizes
        self.sprites = arcade.SpriteList()  # cards, faces, spaces, placed dice, tiles, treats
        self.table_words = KeptWords()  # the cards' and tiles' words, drawn together
        # the tray's wooden floor under the panels' words, the cards, faces and tiles laid over them
        self.still_table.part = TableStill(
            self.panel_batch, under=tray_floor, over=(Sprites(self.sprites), self.table_words)
        )
        self.tooltip = lettering.text("", 0, 0, art.INK, 13, width=300, multiline=True)
        batch = self.panel_batch
        x, y, w, h = YARD_CARD
        self.yard_text = lettering.text("", x + 14, y + h - 30, art.GOLD, 16, bold=True, batch=batch)
        x, y, w, h = INFO_CARD  # its words from its top, where the grown card's is
        self.info_text = lettering.text("", x + 14, y + h - 26, art.INK, 14, width=w - 28, multiline=True, batch=batch)
        self.info_text.said = ""  # its words before they were fitted
        x, y, w, h = TILES_CARD
        self.tiles_title = lettering.text("Trick tiles", x + 14, y + h - 28, art.GOLD, 16, bold=True, batch=batch)
        self._build_ui()
        self.refresh()

    def die_kind(self, sides: int) -> str:
        return "spots"

    # --- building ---

    def _build_ui(self) -> None:
        root = self.ui.add(gui.UIAnchorLayout())
        self.add_corner_buttons(root)
        bar = gui.UIBoxLayout(vertical=False, space_between=8)
        self.score_button = bar.add(
            self.hinted(
                button("", width=170, on_click=lambda: self.decide(moves.ScoreDogs())), "Score dogs", "spots:score_dogs"
            )
        )
        self.go_button = bar.add(button("", width=170, on_click=self.go))
        self.stop_button = bar.add(
            self.hinted(button("", width=140, on_click=lambda: self.decide(moves.Stop())), "Stop", "spots:stop")
        )
        self.reroll_button = bar.add(
            self.hinted(button("", width=200, on_click=self.reroll), "Reroll: 1 treat", "spots:reroll")
        )
        self.keep_roll_button = bar.add(
            self.hinted(
                button("", width=180, on_click=lambda: self.decide(moves.Accept())), "Keep the roll", "spots:keep"
            )
        )
        self.auto_button = bar.add(
            self.hinted(button("", width=200, on_click=self.place_what_fits), "Place what fits", "spots:place")
        )
        self.bury_button = bar.add(button("", width=170, on_click=self.bury_picked))
        self.keep_button = bar.add(button("", width=170, on_click=self.keep_picked))
        self.number_buttons = [
            bar.add(button(str(v), width=46, on_click=lambda v=v: self.decide(moves.Choose(v)))) for v in range(1, 7)
        ]
        self.choice = bar.add(OptionPicker([(None, "")], 0, width=380))
        self.do_button = bar.add(button("Do it", width=110, on_click=self.do_choice))
        self.bar = bar
        self.bar_widgets = list(bar.children)  # every widget the bar can show, in order
        root.add(bar, anchor_x="center", anchor_y="bottom", align_y=10)

    # --- the player's moves ---

    def go(self) -> None:
        if self.match.state.phase == "may":
            self.decide(moves.Go())
        else:
            self.hand.throw_standard()

    def deciding_go(self) -> bool:
        """Whether the player is deciding whether to roll (Space decides Go)."""
        return self.match.state.phase == "may"

    def reroll(self) -> None:
        state = self.match.state
        if state.current_step() and state.current_step().partial_reroll and self.picked:
            self.decide(moves.Reroll(tuple(sorted(self.picked))))
        else:
            self.decide(moves.Reroll())
        self.picked.clear()

    def keep_picked(self) -> None:
        state = self.match.state
        if state.phase == "hand" and state.fresh and not self.picked:
            self.decide(moves.Accept())
            return
        keep = state.current_step().keep if state.current_step() else ""
        picked = tuple(sorted(self.picked))
        self.decide(moves.Discard(picked) if keep == "below_yard" else moves.Keep(picked))
        self.picked.clear()

    def bury_picked(self) -> None:
        """The picked dice go to the yard; with none picked and none that fits
        anywhere, the rest of the roll does."""
        state = self.match.state
        if not self.picked and state.phase == "hand" and not self._any_fits():
            self.picked = set(range(len(state.hand)))
        for die in sorted(self.picked, reverse=True):
            if not self.flow.person_to_decide():
                break
            self.decide(moves.Bury(die))
        self.picked.clear()

    def do_choice(self) -> None:
        if self.choice.value is not None:
            self.decide(self.choice.value)

    def keys(self) -> dict:
        return {
            **super().keys(),
            "throw": self.go,
            "spots:stop": lambda: self.decide(moves.Stop()),
            "spots:score_dogs": lambda: self.decide(moves.ScoreDogs()),
            "spots:reroll": self.reroll,
            "spots:keep": self.keep_picked,
            "spots:place": lambda: self.press(self.auto_button, self.place_what_fits),
            "spots:bury": lambda: self.press(self.bury_button, self.bury_picked),
        }

    # --- the mouse ---

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int):
        wx, wy = self.to_world(x, y)
        state = self.match.state
        if self.flow.person_to_decide():
            if state.phase == "choose":
                for place in state.faceup():
                    tx, ty = tile_spot(place)
                    if abs(wx - tx) <= TILE_SIZE[0] / 2 and abs(wy - ty) <= TILE_SIZE[1] / 2:
                        self.choose_tile(place)
                        return
            if state.phase == "hand":
                die = self._tray_die_at(wx, wy)
                if die is not None:
                    self.dragging = die
                    self.lifted_from = self.tray[die].position  # where a refused drop puts it back
                    self.pick_die(die)
                    return
                if len(self.picked) == 1 and state.filtered:
                    self.drop(next(iter(self.picked)), wx, wy)
                    return
            if self.throw_area.point_in_rect((wx, wy)) and self.go_drag.press((wx, wy)):
                return
        super().on_mouse_press(x, y, button, modifiers)

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int):
        if self.dragging is not None and self.dragging < len(self.tray):
            self.tray[self.dragging].position = self.to_world(x, y)
            return
        super().on_mouse_drag(x, y, dx, dy, buttons, modifiers)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int):
        if self.dragging is not None:
            die, self.dragging = self.dragging, None
            wx, wy = self.to_world(x, y)
            if not inside(TRAY_RECT, wx, wy):
                # back where it lay first: a refused drop (or none) leaves it there, a taken one takes it away
                self.tray[die].position = self.lifted_from
                if self.match.state.filtered:
                    self.drop(die, wx, wy)
            self._lay_out_tray()
            return
        if self.go_drag.release(self.to_world(x, y)):
            return
        super().on_mouse_release(x, y, button, modifiers)

    def on_update(self, delta_time: float) -> None:
        super().on_update(delta_time)
        self.go_drag.update()

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int):
        wx, wy = self.to_world(x, y)
        hovered = None
        for place in range(len(self.match.state.tiles)):
            tx, ty = tile_spot(place)
            if abs(wx - tx) <= TILE_SIZE[0] / 2 and abs(wy - ty) <= TILE_SIZE[1] / 2:
                hovered = place
        if hovered != self.hovered_tile:
            self.hovered_tile = hovered
            self._refresh_tooltip()
        super().on_mouse_motion(x, y, dx, dy)

    # --- what is shown ---

    def thrown(self, throw, playback) -> None:
        super().thrown(throw, playback)
        self.tray = []
        self.tray_dice.clear()
        self.picked.clear()

    def refresh(self) -> None:
        self._sync_tray()
        self._refresh_bar()
        self.refresh_prompt()
        if not self.flow.pending:
            self._refresh_table()
        super().refresh()

    def person_prompt(self, name: str) -> str | tuple[str, ...]:
        return person_prompt(self.match.state, name, self.picked, bool(self.tray), self.key_words("throw"))

    def _refresh_bar(self) -> None:
        state = self.match.state
        deciding = self.flow.person_to_decide()
        phase = state.phase
        legal = state.legal_actions() if deciding else []
        step = state.current_step()
        shown = {
            self.score_button: deciding and phase == "choose",
            self.go_button: (deciding and phase == "may") or self.flow.person_to_throw(),
            self.stop_button: deciding and phase in ("may",),
            self.reroll_button: deciding and phase == "hand" and state.fresh and state.treats[state.turn] > 0,
            self.keep_roll_button: deciding and phase == "hand" and state.fresh,
            self.auto_button: deciding and phase == "hand" and not state.fresh and state.filtered,
            self.bury_button: deciding and phase == "hand" and not state.fresh and state.filtered,
            self.keep_button: deciding
            and phase == "hand"
            and not state.filtered
            and step is not None
            and step.keep in ("any_two", "total_eight", "below_yard"),
        }
        for widget, visible in shown.items():
            widget.visible = visible
        self.score_button.disabled = moves.ScoreDogs() not in legal
        if phase == "may" and step is not None:
            count = state.roll_count(step)
            self.go_button.text = self.key_hint(f"Roll {count}", "throw")
        else:
            self.go_button.text = self.key_hint("Roll", "throw")
        fits = phase == "hand" and self._any_fits()
        bury = "Bury picked" if self.picked or fits else "Bury the rest"
        if deciding and phase == "hand" and burying_busts(state):  # the one thing left to do busts: said so
            bury = "Bury and bust"
        self.bury_button.text = self.key_hint(bury, "spots:bury")
        self.why_not(
            self.bury_button, None if self.picked or not fits else "pick the dice to bury first: click them in the tray"
        )
        self.why_not(self.auto_button, None if fits else "no die of this roll fits an empty space on your dogs")
        if step is not None and step.keep == "below_yard":
            self.keep_button.text = self.key_hint("Put back picked" if self.picked else "Put back none", "spots:keep")
        else:
            self.keep_button.text = self.key_hint("Keep picked", "spots:keep")
        numbers = {a.value for a in legal if isinstance(a, moves.Choose)}
        show_numbers = deciding and (
            phase == "name"
            or (phase == "hand" and not state.filtered and step is not None and step.keep == "one_value")
        )
        for value, widget in enumerate(self.number_buttons, start=1):
            widget.visible = show_numbers
            widget.disabled = value not in numbers
        options = [a for a in legal if isinstance(a, (moves.TakeDie, moves.Move, moves.Dig))]
        self.choice.visible = self.do_button.visible = deciding and phase in ("take", "trot", "dig") and bool(options)
        if self.choice.visible:
            self.choice.choices = [(a, choice_words(self.match.state, a)) for a in options]
            self.choice.index = min(self.choice.index, len(options) - 1)
            self.choice.select(self.choice.value)
        if deciding and phase in ("trot", "dig"):
            self.stop_button.visible = True
        # A box lays out its hidden children too: the bar holds only the shown ones.
        shown_now = [widget for widget in self.bar_widgets if widget.visible]
        if list(self.bar.children) != shown_now:
            self.bar.clear()
            for widget in shown_now:
                self.bar.add(widget)

    def _refresh_tooltip(self) -> None:
        place = self.hovered_tile
        if place is None:
            self.tooltip.text = ""
            return
        trick = TRICK_BY_KEY[self.match.state.top(place)]
        self.tooltip.text = f"{trick.title}: {trick.text}"
        x, y = tile_spot(place)
        self.tooltip.position = (x + TILE_SIZE[0] / 2 + 14, y + 30)

    def answer_place(self, place: tuple):
        """A dog's card, while its pack is the one shown; a seat's yard (its
        tray where another's yard is shown)."""
        state = self.match.state
        shown = state.turn if not state.is_d0g(state.turn) else 0  # the pack the board shows
        if place[0] in ("dog", "dog_foot"):  # the card, or the foot of it, where a scored card is bare
            kind, seat, dog = place
            cards = [k for k, card in enumerate(state.packs[seat]) if card["dog"] == dog]
            if seat != shown or not cards:
                return None
            x, y = card_spot(cards[0])
            w, h = CARD_SIZE
            return (x - w / 2, y - h / 2, w, h) if kind == "dog" else (x - w / 2 + 10, y - h / 2 + 4, w - 90, 0)
        if place[0] == "seat":
            return YARD_CARD if place[1] == shown else TRAY_RECT
        return super().answer_place(place)

    # --- drawing ---

    def draw_world(self) -> None:
        state = self.match.state
        # the pack's outlines are the turn's; a bust read shows the busting player's pack
        if not (self.flow.finished or state.over or state.is_d0g(state.turn) or self.bust_shown()):
            for index in range(len(state.packs[state.turn])):
                x, y = card_spot(index)
                if self.picked and state.phase == "hand" and len(self.picked) == 1:
                    value = self.tray[next(iter(self.picked))].properties["value"] if self.tray else None
                    if value is not None and index in state.fits(state.turn, value):
                        arcade.draw_rect_outline(arcade.XYWH(x, y, CARD_SIZE[0], CARD_SIZE[1]), art.GOLD, 3)
                if state.complete(state.turn, index):  # ready to score: it stands out
                    arcade.draw_rect_outline(arcade.XYWH(x, y, CARD_SIZE[0] + 8, CARD_SIZE[1] + 8), COMPLETE_INK, 4)
            if self.picked and state.phase == "hand" and state.filtered:  # the yard takes any die picked
                arcade.draw_rect_outline(arcade.LBWH(*YARD_CARD), art.GOLD, 3)
        self.draw_table_top()
        self.tray_dice.draw()
        for index in self.picked:
            if index < len(self.tray):
                x, y = self.tray[index].position
                arcade.draw_circle_outline(x, y, 26, art.GOLD, 3)
        if self.tooltip.text:
            x, y = self.tooltip.position[:2]
            arcade.draw_rect_filled(
                arcade.LBWH(x - 8, y - self.tooltip.content_height + 8, 316, self.tooltip.content_height + 8),
                (20, 10, 6, 235),
            )
            self.tooltip.draw()
